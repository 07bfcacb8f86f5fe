"""MUABG: the fitted n-slope against kappa, Alg 1 against -kappa and Alg 3 against -2 kappa/(4 - kappa).

Menart, Ullah, Arora, Bassily, Guzman (``arXiv:2311.13447v1``): MUABG-Thm1 predicts excess ~ n^-kappa
for Alg 1 and MUABG-Thm4 predicts n^(-2 kappa/(4 - kappa)) for Alg 3 when d >> (n sqrt rho)^(kappa/2). Each point is
the slope fitted by one rate check (:func:`simulations.papers.muabg.checks.kappa_checks`) with its 95% bootstrap
interval; the lines are the predicted exponents and the crosses the slopes of the exact bounds over each sweep
(logs included). The legend gives the fitted trend d(slope)/d(kappa) with its interval
(:func:`~simulations.papers.muabg.checks.slope_against_kappa`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.plotting import lay_out, save
from simulations.checks.cache import SampleCache
from simulations.checks.engine import run_check
from simulations.checks.ratecheck import CheckResult
from simulations.papers.muabg import checks as muabg


def _series(
    ax: plt.Axes,
    results: list[CheckResult],
    exponent: Callable[[float], float],
    color: str,
    label: str,
    curve: str,
) -> None:
    trend = muabg.slope_against_kappa(results, exponent)
    kappas = np.array(trend.kappas)
    slopes = np.array([r.fit.slope for r in results])
    lows = slopes - np.array([r.fit.ci_low for r in results])
    highs = np.array([r.fit.ci_high for r in results]) - slopes
    ax.errorbar(
        kappas,
        slopes,
        yerr=[lows, highs],
        fmt="o",
        color=color,
        capsize=3,
        label=f"{label}: trend {trend.trend:+.2f} [{trend.ci_low:+.2f}, {trend.ci_high:+.2f}] "
        f"(predicted {trend.reference_trend:+.2f})",
    )
    ax.plot(kappas, [r.prediction.exact_slope for r in results], "x", color=color, markersize=7)
    grid = np.linspace(1.0, 2.0, 101)
    ax.plot(grid, [exponent(k) for k in grid], "-", color=color, linewidth=1, label=curve)


def reads(full: bool = False) -> list[str]:
    """The rate checks whose samples :func:`make` reads (``reproduce`` starts it once they are finished)."""
    return [c.id for algorithm in muabg.kappa_checks(full) for c in algorithm]


def make(out_dir: Path | str, cache_dir: Path | str | None = None, full: bool = False) -> list[Path]:
    """Run (or load) the n-sweeps across kappa and draw the slopes against kappa."""
    cache = SampleCache(cache_dir)
    alg1_checks, alg3_checks = muabg.kappa_checks(full)
    alg1 = [run_check(c, cache) for c in alg1_checks]
    alg3 = [run_check(c, cache) for c in alg3_checks]
    fig, ax = plt.subplots(figsize=(6.2, 4.4))
    _series(ax, alg1, lambda k: -k, "tab:blue", "Alg 1 (Thm 1)", "-kappa")
    _series(ax, alg3, lambda k: -2 * k / (4 - k), "tab:orange", "Alg 3, first term (Thm 4)", "-2 kappa/(4 - kappa)")
    ax.plot([], [], "x", color="gray", label="exact-bound slope over each sweep")
    ax.set_xlabel("kappa")
    ax.set_ylabel("fitted slope of excess risk in n")
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=7, loc="lower left")
    ax.set_title("MUABG: measured n-slope against kappa", fontsize=10)
    lay_out(fig)
    return save(fig, out_dir, "muabg_slope_vs_kappa" + ("_full" if full else ""))
