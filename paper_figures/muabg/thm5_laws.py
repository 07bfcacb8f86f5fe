"""MUABG-Thm5: Alg 3's iteration count and the transition of the selected gradient, measured against the laws.

Menart, Ullah, Arora, Bassily, Guzman (``arXiv:2311.13447v1``), Thm 5 and the best case after it: on a
constant-gradient ramp of slope N, Alg 3 runs T ~ n^2 N^2 rho/(2 L0^2 d lg) rounds (the budget branch of
MUABG-Thm5-best's T); on the ramp-to-flat instance the selected gradient drops from N to the noise level at
n* ~ sqrt(d), where MUABG-Thm5's worst-case term (L0 sqrt(F0 L1 d)/(n sqrt rho))^(1/2) meets N. One panel per law
(:func:`simulations.papers.muabg.checks.law_checks`): measured mean with a 95% band, the fit, and the law's
slope over the grid (dashed, lg included).
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt

from paper_figures.plotting import lay_out, save, slope_panel
from simulations.checks.cache import SampleCache
from simulations.checks.engine import run_check
from simulations.checks.ratecheck import RateCheck
from simulations.papers.muabg import checks as muabg


def _law_checks(full: bool) -> list[RateCheck]:
    return muabg.full_law_checks() if full else muabg.law_checks()


def reads(full: bool = False) -> list[str]:
    """The rate checks whose samples :func:`make` reads (``reproduce`` starts it once they are finished)."""
    return [c.id for c in _law_checks(full)]


def make(out_dir: Path | str, cache_dir: Path | str | None = None, full: bool = False) -> list[Path]:
    """Run (or load) the law checks and draw one panel each."""
    cache = SampleCache(cache_dir)
    checks = _law_checks(full)
    fig, axes = plt.subplots(1, len(checks), figsize=(3.6 * len(checks), 3.4), squeeze=False)
    for ax, check in zip(axes[0], checks, strict=True):
        result = run_check(check, cache)
        slope_panel(ax, result)
        ax.set_title(f"{check.name}\n{result.verdict}", fontsize=8)
        ax.set_ylabel("rounds T" if "iteration" in check.name else "n*")
    fig.suptitle("MUABG-Thm5: Alg 3's iteration count and the transition n* ~ sqrt(d)", fontsize=10)
    lay_out(fig)
    return save(fig, out_dir, "muabg_thm5_laws" + ("_full" if full else ""))
