"""Build the notebooks of ``notebooks/`` (stored without outputs) from the cell sources below.

Run ``python notebooks/build_notebooks.py`` after editing; the tests check that the stored notebooks are what this
script builds, and execute each of them. Each notebook starts with a parameters cell (``QUICK = True``): cells that
run paper-scale grids only do so when ``QUICK`` is set to False.
"""

from __future__ import annotations

from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent

SETUP = """\
import matplotlib.pyplot as plt
import sympy as sp

from bounds import registry, symbols
from bounds.errata import all_errata
from paper_figures.explore import explore
from paper_figures.plotting import regime_map_figure, slope_figure
from simulations.checks import SampleCache, run_check
from simulations.checks.collect import checks_of

CACHE = SampleCache()  # ratekit's one cache folder (ratekit cache info)"""

SHOW = """\
theorem = registry.get({theorem!r}, {version!r})
print(theorem.key, "-", theorem.source)
print(theorem.statement)
for sym, expr in theorem.parameters.items():
    print(f"  {{sym}} = {{expr}}")
print("rate:", theorem.rate)
for label, row in theorem.rate.exponent_table(sorted(theorem.rate.free_symbols, key=str)).items():
    print(f"  {{label}}:", {{str(k): v for k, v in row.items() if v != 0}})
result = theorem.derive()
print("derivation:", result.status)
print(result.evidence())"""

REGIME = """\
point = {{symbols.lookup(k): v for k, v in {point!r}.items()}}
x, y = symbols.lookup({x!r}), symbols.lookup({y!r})
xs = [{x_lo} * ({x_hi} / {x_lo}) ** (i / 60) for i in range(61)]
ys = [{y_lo} * ({y_hi} / {y_lo}) ** (i / 60) for i in range(61)]
fig = regime_map_figure(theorem.rate, x, xs, y, ys, point, f"{{theorem.key}}: dominant term")
plt.show()
for value, before, after in theorem.rate.dominant_changes(x, point, {x_lo}, {x_hi}):
    print(f"along {{x}}: {{before}} -> {{after}} at {{x}} ~ {{value:.4g}}")"""

COMPARE = """\
other = registry.get({other!r}, {other_version!r})
var = symbols.lookup({var!r})
comparison = theorem.rate.compare(other.rate, var, point, {lo}, {hi})
print(comparison.summary().replace("self", theorem.key).replace("other", other.key))
grid = comparison.grid
plt.figure(figsize=(5, 3.5))
plt.loglog(grid, [theorem.rate.evaluate({{**point, var: g}}) for g in grid], label=theorem.key)
plt.loglog(grid, [other.rate.evaluate({{**point, var: g}}) for g in grid], label=other.key)
plt.xlabel(str(var))
plt.ylabel(theorem.rate.quantity[:40])
plt.legend()
plt.show()"""

EXPLORE = """\
# sliders over every parameter of the point when ipywidgets is installed (pip install 'ratekit[widgets]'):
# the regime map, the dominant term and the ratio to the prior-work rate follow them; otherwise one static view
explore(theorem, point, (x, y), prior=other)"""

CHECK = """\
quick = checks_of({paper!r})
check = next(c for c in quick if c.id == {check_id!r})
result = run_check(check, CACHE)
print(result.summary())
slope_figure([result], check.name)
plt.show()
if not QUICK:
    for full in checks_of({paper!r}, full=True)[len(quick):]:
        print(run_check(full, CACHE).summary())"""

ERRATA = """\
for e in all_errata({paper!r}):
    print(f"[{{e.severity}}] {{e.erratum.id}}: {{e.erratum.title}}")
    print("   printed:", e.erratum.quote)
    print("   correction:", e.erratum.correction)
    print("   affects:", ", ".join(e.erratum.affects))
    print("   severity:", e.assessment.reason)"""

PAPERS = {
    "klt_nonsmooth": dict(
        paper="KLT",
        title="KLT: private nonsmooth nonconvex optimization (Goldstein stationarity)",
        intro="Kornowski, Liu, Talwar (papers 000 = v2, 003 = v1). The single-pass sample complexity, where its "
        "non-private and private terms dominate, how it compares with Zhang et al. 2024, a lemma-level rate check, "
        "and the errata (among them the v1 square-root slip that v2 corrects).",
        theorem="KLT-Thm3.1",
        version="v2",
        point={"L": 1.0, "Phi": 1.0, "alpha": 0.1, "beta": 0.05, "d": 100.0, "epsilon": 1.0},
        x="d", x_lo=1.0, x_hi=1e8, y="epsilon", y_lo=1e-3, y_hi=1e3,
        other="ZTC24-single-pass", other_version="v1", var="d", lo=1.0, hi=1e8,
        check_id="KLT-Prop2.5(var):tree-noise:sigma",
    ),
    "muabg_kl": dict(
        paper="MUABG",
        title="MUABG: DP non-convex optimization under the KL condition",
        intro="Menart, Ullah, Arora, Bassily, Guzman (paper 001). The adaptive method's two regimes over (n, d), its "
        "comparison with the KL Spider rate, a rate check of Alg. 1, and the errata (privacy bookkeeping, the "
        "proof gap of Thm 2 for kappa > 2).",
        theorem="MUABG-Thm4",
        version="v1",
        point={"F_0": 1.0, "L_0": 1.0, "L_1": 1.0, "beta_p": 0.1, "d": 100.0, "gamma": 1.0, "kappa": 1.5,
               "n": 1e4, "rho": 1.0},
        x="n", x_lo=1e4, x_hi=1e12, y="d", y_lo=1.0, y_hi=1e10,
        other="MUABG-Thm1", other_version="v1", var="n", lo=1e4, hi=1e12,
        check_id="MUABG-Thm1:excess:n:kappa=2",
    ),
    "cgt_dpsco": dict(
        paper="CGT",
        title="CGT: DP-SCO in a single epoch with large batches",
        intro="Choquette-Choo, Ganesh, Thakurta (paper 002). The excess population risk, its private and non-private "
        "terms over (n, d), the comparison with the optimal DP-SCO rate, a rate check, and the errata (Thm 4.1 "
        "against Thm 4.7, the batch bound's units).",
        theorem="CGT-Thm4.6",
        version="v1",
        point={"D_C": 1.0, "L": 1.0, "M": 1.0, "d": 100.0, "delta": 1e-6, "epsilon": 1.0, "n": 1e4},
        x="n", x_lo=10.0, x_hi=1e12, y="d", y_lo=1.0, y_hi=1e10,
        other="CGT-prior-BFTT19", other_version="v1", var="n", lo=10.0, hi=1e12,
        check_id="CGT-Lem4.3:prefix-noise:T",
    ),
    "lt_sosp": dict(
        paper="LT",
        title="LT: privately finding second-order stationary points with adaptive batches",
        intro="Liu, Talwar (paper 004). The SOSP rate's private and non-private terms over (n, d), the comparison "
        "with the rate Ganesh et al. claim, a rate check of the escape subroutine, and the errata (the escape "
        "threshold's units and the escape-refresh cost).",
        theorem="LT-Rem3.18",
        version="v1",
        point={"G": 1.0, "d": 100.0, "epsilon": 1.0, "n": 1e6},
        x="n", x_lo=10.0, x_hi=1e15, y="d", y_lo=1.0, y_hi=1e10,
        other="LT-prior-Ganesh23-claim", other_version="v1", var="n", lo=10.0, hi=1e15,
        check_id="LT-Lem3.9:escape-steps:gamma_S",
    ),
}

TOUR = [
    ("markdown", "# A tour of ratekit\n\nratekit ties each theorem of four DP-optimization papers to computation: "
     "the rate as a sympy expression with units, a re-derivation from the lemmas, and measured log-log slopes. "
     "This notebook walks through the pieces on KLT's multi-pass ERM result, then lists what the re-derivations "
     "found in the four papers."),
    ("code", "# parameters\nQUICK = True  # False runs the paper-scale grids"),
    ("code", SETUP),
    ("markdown", "## A rate, its exponents and its regimes"),
    ("code", """\
theorem = registry.get("KLT-Thm4.1", "v2")
print(theorem.statement)
print(theorem.rate.exponent_table([symbols.n, symbols.d, symbols.epsilon]))
klt = registry.get("KLT-Thm3.1", "v2")
point = {symbols.lookup(k): v for k, v in {"L": 1.0, "Phi": 1.0, "alpha": 0.1, "beta": 0.05, "d": 100.0,
                                            "epsilon": 1.0}.items()}
print(klt.rate.crossover("non-private", "private", symbols.epsilon))"""),
    ("markdown", "## Re-deriving a rate from its lemmas\n\nKLT's v1 single-pass theorem does not follow from its own "
     "variance lemma: `derive()` names the term and the scaling direction along which the gap grows."),
    ("code", """\
for version in ("v1", "v2"):
    result = registry.get("KLT-Thm3.1", version).derive()
    print(version, result.status)
    print(result.evidence())"""),
    ("markdown", "## A measured slope against the symbolic exponent\n\nThe oracle error G0 of KLT's multi-pass "
     "estimator against n (Lem 4.3), with the negative control that does not scale the noise with 1/n."),
    ("code", """\
ids = ("KLT-Lem4.3:g0:n", "KLT-Lem4.3:g0:n:control-unscaled-noise")
results = [run_check(c, CACHE) for c in checks_of("KLT") if c.id in ids]
for r in results:
    print(r.summary())
slope_figure(results, "KLT Lem 4.3: G0 against n")
plt.show()"""),
    ("markdown", "## The papers' errata: distinct errors by severity"),
    ("code", """\
from collections import Counter
errata = all_errata()
print(Counter((e.erratum.paper, e.severity) for e in errata))"""),
]


def paper_cells(spec: dict) -> list[tuple[str, str]]:
    return [
        ("markdown", f"# {spec['title']}\n\n{spec['intro']}"),
        ("code", "# parameters\nQUICK = True  # False runs the paper-scale grids"),
        ("code", SETUP),
        ("markdown", "## The theorem: parameters, rate, exponents, derivation"),
        ("code", SHOW.format(**spec)),
        ("markdown", "## Which term dominates where"),
        ("code", REGIME.format(**spec)),
        ("markdown", "## Comparison with prior work"),
        ("code", COMPARE.format(**spec)),
        ("markdown", "## Move the parameters"),
        ("code", EXPLORE),
        ("markdown", "## A small rate check"),
        ("code", CHECK.format(**spec)),
        ("markdown", "## Errata found by re-derivation and unit checks"),
        ("code", ERRATA.format(**spec)),
    ]


def build(cells: list[tuple[str, str]]) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    for kind, source in cells:
        cell = nbformat.v4.new_markdown_cell(source) if kind == "markdown" else nbformat.v4.new_code_cell(source)
        if source.startswith("# parameters"):
            cell.metadata["tags"] = ["parameters"]
        nb.cells.append(cell)
    for i, cell in enumerate(nb.cells):  # stable ids, so that rebuilding gives identical files
        cell["id"] = f"cell-{i}"
    return nb


def notebooks() -> dict[str, nbformat.NotebookNode]:
    out = {"tour": build(TOUR)}
    out.update({name: build(paper_cells(spec)) for name, spec in PAPERS.items()})
    return out


def main() -> None:
    for name, nb in notebooks().items():
        nbformat.write(nb, HERE / f"{name}.ipynb")


if __name__ == "__main__":
    main()
