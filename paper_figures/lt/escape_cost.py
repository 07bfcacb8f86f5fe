"""LT figure (ours): the sample cost of the printed escape threshold τ against τ = Γ on the saddle chain.

Liu, Talwar (``arXiv:2410.07502v1``), Lem 3.15/3.16 and App. B.5: the printed τ = α^{3/2}/(M√ρ) is a
length squared where a count of steps is needed (``bounds``: the unit check of LT-Lem3.15/3.16/Thm3.17), and the
escape-refresh samples b B/(Φ τ) are not dominated by the claimed terms (``bounds``: derive() names that term).
Here both recipes run LT-Alg3 on the chain of saddles with the same seeds
(:func:`simulations.papers.lt.checks.escape_cost_finding`): left, samples until the first α-SOSP against α with
95% bands and the fitted slopes; right, the ratio printed/corrected with its fitted slope. With the printed τ < 1
every explicit escape forces a fresh O1 + O3 checkpoint; with τ = Γ none does. ``lt_escape_cost.md`` lists the
escapes and refreshes per α. Quick: α in {0.01, 0.014, 0.02}, d = 120, 3 seeds; ``full``: the paper-scale chain.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.figure_reads import no_checks
from paper_figures.plotting import fit_label, lay_out, mean_band, power_line, save
from simulations.papers.lt import checks as lt

#: theorems whose errata this figure bears on (the escape-refresh term and the units of tau)
BEARS_ON = ("LT-Lem3.15", "LT-Lem3.16")


def table_markdown(finding: lt.EscapeCostFinding) -> str:
    """Escapes, checkpoint refreshes and samples per α for both recipes, and the fitted slopes."""
    lines = [
        "| alpha | escapes | refreshes (printed tau) | refreshes (tau = Gamma) | samples (printed) | "
        "samples (tau = Gamma) | ratio |",
        "|---|---|---|---|---|---|---|",
    ]
    rows = zip(
        finding.alphas,
        finding.escapes,
        finding.refreshes_printed,
        finding.refreshes_corrected,
        finding.samples_printed,
        finding.samples_corrected,
        finding.ratio,
        strict=True,
    )
    lines += [
        f"| {a:g} | {e:.1f} | {rp:.1f} | {rc:.1f} | {sp:.4g} | {sc:.4g} | {r:.3f} |" for a, e, rp, rc, sp, sc, r in rows
    ]
    slopes = (
        ("printed tau", finding.printed),
        ("tau = Gamma", finding.corrected),
        ("ratio printed/corrected", finding.ratio_fit),
    )
    lines += ["", "Slopes in alpha (95% bootstrap interval over seeds):", ""]
    lines += [f"- {name}: {fit.slope:+.3f} [{fit.ci_low:+.3f}, {fit.ci_high:+.3f}]" for name, fit in slopes]
    return "\n".join(lines) + "\n"


def figure(finding: lt.EscapeCostFinding) -> plt.Figure:
    x = np.asarray(finding.alphas, dtype=float)
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.9))
    for samples, fit, label, color in (
        (finding.samples_by_seed_printed, finding.printed, "printed tau = alpha^(3/2)/(M sqrt(rho))", "tab:red"),
        (finding.samples_by_seed_corrected, finding.corrected, "tau = Gamma", "tab:blue"),
    ):
        mean, used = mean_band(left, x, np.asarray(samples), label, color)
        power_line(left, x, mean, fit.slope, color=used, label=fit_label(fit))
    left.set_xlabel("target alpha")
    left.set_ylabel("samples until the first alpha-SOSP")
    left.set_title("LT-Alg3 on the saddle chain", fontsize=9)
    left.grid(True, which="both", alpha=0.3)
    left.legend(fontsize=7)
    ratio = np.asarray(finding.ratio)
    right.semilogx(x, ratio, "o", color="black", label="mean samples, printed / corrected")
    power_line(right, x, ratio, finding.ratio_fit.slope, color="black", label=fit_label(finding.ratio_fit))
    right.axhline(1.0, color="gray", linewidth=1, linestyle=":")
    right.set_yscale("linear")
    right.set_xlabel("target alpha")
    right.set_ylabel("sample ratio")
    right.set_title("the cost of the printed tau grows as alpha shrinks", fontsize=9)
    right.grid(True, which="both", alpha=0.3)
    right.legend(fontsize=7)
    lay_out(fig)
    return fig


#: no rate check's samples: ``reproduce`` starts it at once
reads = no_checks


def make(out_dir: Path | str, cache_dir: Path | str | None = None, full: bool = False) -> list[Path]:
    """Run both recipes (a few seconds quick, about a minute at paper scale) and write the figure and the table."""
    if full:
        finding = lt.escape_cost_finding(lt.CHAIN_ALPHAS_FULL, seeds=8, d=lt.CHAIN_D_FULL)
    else:
        finding = lt.escape_cost_finding()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    name = "lt_escape_cost" + ("_full" if full else "")
    table = out / f"{name}.md"
    table.write_text(table_markdown(finding))
    return [*save(figure(finding), out, name), table]
