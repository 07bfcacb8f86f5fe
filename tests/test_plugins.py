"""Papers as plugins: discovery, --paper-file, per-paper symbols, LaTeX input, the skeleton and version diffs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
import sympy as sp
from notebook_kernel import notebook_client

from bounds import plugins, registry, symbols
from bounds.dimensions import LENGTH, LOSS, NONE
from bounds.latex import setting, tex
from bounds.paper import Paper
from bounds.rate import Rate
from bounds.symbols import declare, epsilon, n
from bounds.theorem import Theorem
from bounds.version_diff import diff
from paper_figures.cli import main


def _ratekit(*args: str, cache: Path, cwd: Path | None = None) -> subprocess.CompletedProcess:
    code = "import sys; from paper_figures.cli import main; sys.exit(main(sys.argv[1:]))"
    env = {**os.environ, "RATEKIT_CACHE": str(cache)}
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=600
    )


def test_the_shipped_papers_are_discovered_through_their_entry_points():
    found = plugins.papers()
    assert {"KLT", "MUABG", "CGT", "LT"} <= set(found)
    assert found["KLT"].versions == ("v1", "v2") and found["KLT"].symbols == ("bounds.papers.klt.symbols",)
    assert {t.paper for t in registry.theorems()} >= {"KLT", "MUABG", "CGT", "LT"}


def test_a_paper_record_is_validated():
    with pytest.raises(ValueError, match="key"):
        Paper("my paper", "t", "a", "", ("v1",), ("m.s",))
    with pytest.raises(ValueError, match="versions"):
        Paper("MY", "t", "a", "", ("1",), ("m.s",))
    with pytest.raises(ValueError, match="dotted module names"):
        Paper("MY", "t", "a", "", ("v1",), ("m/s.py",))


def test_an_undeclared_symbol_is_an_error_at_definition_naming_it_and_the_statement():
    stray = sp.Symbol("zeta_undeclared", positive=True)
    with pytest.raises(ValueError, match=r"MY-Thm9@v1: symbol\(s\) zeta_undeclared used but not declared"):
        Theorem("MY-Thm9", "MY", "v1", "s", "theorem", "s", Rate.of("x", LOSS, ("t", stray / n)))


def test_a_symbol_declared_for_several_papers_is_one_and_another_paper_may_give_its_name_other_units():
    first = declare("q_shared_test", LENGTH, "a length", ("P1", "P2"))
    assert symbols.lookup("q_shared_test", "P2") is first and symbols.info(first).papers == ("P1", "P2")
    other = declare("q_shared_test", NONE, "a count", ("P3",))
    assert other != first and symbols.info(other).namespace == "P3"
    with pytest.raises(ValueError, match=r"'q_shared_test' of P1 \(\[1\], free, \(0, oo\)\) is already declared in P1"):
        declare("q_shared_test", NONE, "a count", ("P1",))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (r"\frac{L^2 d \log(1/\delta)}{\mu n^2 \varepsilon^2}", "L**2*d*log(1/delta)/(epsilon**2*mu*n**2)"),
        (r"L \left(\frac{1}{\sqrt{n}} + \frac{\sqrt{d}}{n\sqrt{\rho}}\right)", "L*(sqrt(d)/(n*sqrt(rho)) + 1/sqrt(n))"),
        (r"\frac{\eta (L^2 + d \sigma^2)}{2}", "eta*(L**2 + d*sigma**2)/2"),
        (r"\gamma^\kappa L_{0}", "L_0*gamma**kappa"),
    ],
)
def test_latex_reads_into_the_declared_symbols(text, expected):
    registry.load()
    value = tex(text)
    assert sp.simplify(value - sp.sympify(expected, locals={s.name: s for s in value.free_symbols})) == 0
    assert all(s.is_positive for s in value.free_symbols)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (r"\frac{x}{n}", "undeclared symbol(s) x"),
        (r"\tilde{O}(n)", "is O-notation"),
        (r"O(n)", "is O-notation"),
        (r"D_{MY}", "reads as a product"),
        (r"\sigma = n", "use bounds.latex.setting"),
        (r"\frac{1}{", "does not parse"),
    ],
)
def test_latex_refuses_what_it_cannot_read(text, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        tex(text)


def test_latex_setting_is_a_symbol_and_its_value():
    target, value = setting(r"T = \frac{n^2 \varepsilon^2}{d}")
    assert str(target) == "T" and value.has(n, epsilon)
    with pytest.raises(ValueError, match="not one declared symbol"):
        setting(r"2 T = n")


def test_bounds_diff_lists_what_changed_between_klt_versions_with_directions(capsys):
    found = diff("KLT", "v1", "v2")
    changed = {(c.statement, c.what): c.direction for c in found.changes}
    assert changed[("KLT-Thm3.1", "rate")].startswith("larger along")
    assert changed[("KLT-Thm3.1", "setting of D")].startswith("smaller along")
    assert "KLT-Thm4.1" in found.unchanged and "KLT-Lem4.3" in found.only_new
    assert main(["bounds", "diff", "KLT@v1", "KLT@v2"]) == 0
    assert "3 statements changed, 2 unchanged between KLT@v1 and KLT@v2" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["bounds", "diff", "KLT@v1", "CGT@v1"], "different papers"),
        (["bounds", "diff", "KLT", "KLT@v2"], "'KLT' must read PAPER@VERSION"),
        (["bounds", "diff", "KLT@v1", "KLT@v9"], "no version 'v9'"),
        (["bounds", "diff", "NOPE@v1", "NOPE@v2"], "'NOPE'"),
        (["new-paper", "My-Paper"], "'My-Paper'"),
        (["--paper-file", "/nonexistent/paper.py", "bounds", "list"], "no such file"),
        (["reproduce", "--paper", "NOPE"], "'NOPE'"),
    ],
)
def test_bad_plugin_invocations_are_one_line_and_exit_2(argv, fragment, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and fragment in err[0], err


def test_a_file_without_a_paper_is_refused(tmp_path, capsys):
    (tmp_path / "empty_plugin.py").write_text("X = 1\n")
    assert main(["--paper-file", str(tmp_path / "empty_plugin.py"), "bounds", "list"]) == 2
    assert "defines no PAPER" in capsys.readouterr().err


@pytest.fixture(scope="module")
def skeleton(tmp_path_factory) -> Path:
    where = tmp_path_factory.mktemp("skeleton")
    assert main(["new-paper", "mypaper", "--out", str(where)]) == 0
    return where / "mypaper"


def test_the_skeletons_notebook_is_a_valid_notebook_as_nbformat_writes_it(skeleton):
    """The skeleton writes its notebook without nbformat: the file must pass nbformat's schema and be, but for its
    cell ids (fixed here, random from nbformat), the file nbformat.write writes for the same cells."""
    text = (skeleton / "notebooks" / "explore.ipynb").read_text()
    notebook = nbformat.reads(text, as_version=4)
    nbformat.validate(notebook)
    assert [cell.id for cell in notebook.cells] == [f"cell-{i}" for i in range(len(notebook.cells))]
    again = nbformat.v4.new_notebook(cells=[nbformat.from_dict(dict(cell)) for cell in notebook.cells])
    assert nbformat.writes(again) + "\n" == text  # nbformat.write ends the file with a newline
    assert '"metadata": {},' in text  # a control that the comparison reads the file: a key nbformat writes


def test_new_paper_refuses_to_overwrite(skeleton, capsys):
    assert main(["new-paper", "mypaper", "--out", str(skeleton.parent)]) == 2
    assert "already exists" in capsys.readouterr().err


def test_the_skeleton_reproduces_as_written_with_no_erratum(skeleton, tmp_path):
    init = skeleton / "mypaper" / "__init__.py"
    out = tmp_path / "out"
    run = _ratekit("--paper-file", str(init), "reproduce", "--paper", str(init), "--out", str(out), "--jobs", "1",
                   "--quiet", cache=tmp_path / "cache")  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    results = json.loads((out / "results.json").read_text())
    assert [(c["id"], c["verdict"]) for c in results["checks"]] == [
        ("MYPAPER-Thm1:squared-error:n", "pass"),
        ("MYPAPER-Thm1:squared-error:n:control-unscaled-noise", "fails as expected"),
    ]
    assert results["proof_status"]["derived"] == [
        {"statement": "MYPAPER-Thm1@v1", "reason": "derived / stated = 1 (exact expressions)", "certified": True}
    ]
    assert results["unreviewed"] == [] and results["privacy_claims"][0]["holds"] == "yes"
    assert results["figures"] == {"mypaper.figures": ["figures/mypaper_squared_error_vs_n.pdf",
                                                      "figures/mypaper_squared_error_vs_n.png"]}  # fmt: skip


def test_the_skeletons_own_test_and_notebook_run(skeleton, tmp_path):
    env = {**os.environ, "RATEKIT_CACHE": str(tmp_path / "cache")}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider", "tests"],
        cwd=skeleton, capture_output=True, text=True, env=env, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    notebook = nbformat.read(skeleton / "notebooks" / "explore.ipynb", as_version=4)
    notebook_client(notebook, timeout=300, resources={"metadata": {"path": str(skeleton / "notebooks")}}).execute()
    printed = "".join(o.get("text", "") for c in notebook.cells if c.cell_type == "code" for o in c.outputs)
    assert "derived" in printed and "fails as expected" in printed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (r"\min\{1, \frac{d}{n}\}", "Min(1, d/n)"),
        (r"L \max\left\{1, \frac{\sqrt{d}}{n \varepsilon}\right\}", "L*Max(1, sqrt(d)/(epsilon*n))"),
        (r"\min(n, d^2)", "Min(n, d**2)"),
        (r"\log^{1/3}(n T)", "log(n*T)**(1/3)"),
        (r"\frac{\log^2\left(\frac{1}{\delta}\right)}{n}", "log(1/delta)**2/n"),
        (r"\sqrt[3]{\frac{d}{n}}", "(d/n)**(1/3)"),
        (r"\frac{\tilde{L}_1 \hat{\Phi}}{n}", "Ltilde_1*Phihat/n"),
        (r"\widetilde{L}_{1} + \bar{L}", None),
    ],
)
def test_latex_reads_lattices_log_powers_roots_and_accented_names(text, expected):
    registry.load()
    if expected is None:  # an accented name nobody declared is refused by the name it spells
        with pytest.raises(ValueError, match=r"undeclared symbol.*Lbar"):
            tex(text)
        return
    value = tex(text)
    assert sp.simplify(value - sp.sympify(expected, locals={s.name: s for s in value.free_symbols})) == 0


@pytest.mark.parametrize(
    ("text", "message"),
    [(r"\min\{1, n", r"set brace after \\min is never closed"), (r"\log^{2}(n", r"argument of \\log\^\.\.\. is never")],
)
def test_latex_names_an_unclosed_brace(text, message):
    with pytest.raises(ValueError, match=message):
        tex(text)
