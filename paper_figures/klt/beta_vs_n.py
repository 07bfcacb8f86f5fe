"""KLT single pass, β against n for the v1 and v2 schedules, with bands and the predicted slopes.

Kornowski, Liu, Talwar (arXiv 2410.05880, v1 and v2), Thm 3.1 / Thm 6.1: Alg. 2 + Alg. 5 on K1 with each
version's schedule (computed from ``bounds``), E‖∂̄_{2α}F(x_out)‖ as the average of the closed-form measure over all
window means. Left: the non-private window,
predicted slope −1/3 for both versions (the rate checks of :mod:`simulations.papers.klt.checks`). Right: the
private window n < Φd²/(Lαε³), predicted −1/2; by default the one-sided bound-check runs (small n, pre-asymptotic),
with ``full=True`` the paper-scale slope checks. Bands are 95% intervals of the mean over seeds.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.plotting import lay_out, mean_band, power_line, save, slope_panel
from simulations.checks.cache import SampleCache
from simulations.checks.engine import run_check
from simulations.checks.ratecheck import CheckResult
from simulations.papers.klt import checks as klt

#: theorems whose errata this figure bears on (v1's schedule against v2's: the checkpoint slip of v1)
BEARS_ON = ("KLT-Thm3.1", "KLT-Thm3.1-display", "KLT-Thm6.1")

DISPLAY = "KLT-Thm3.1-display@{version}:beta:n:{variant}"
VERSIONS = ("v2", "v1")
COLORS = {"v2": "tab:blue", "v1": "tab:orange"}


def _band_panel(ax: plt.Axes, result: CheckResult, color: str, label: str, slope: float) -> None:
    x = np.asarray(result.values)
    mean, _ = mean_band(ax, x, np.asarray(result.samples), f"{label} measured", color)
    fitted = np.polyfit(np.log(x), np.log(mean), 1)[0]
    power_line(ax, x, mean, fitted, color=color, label=f"{label} fit {fitted:+.2f}")
    power_line(ax, x, mean, slope, "--", color="black", linewidth=1)


def _window(variant: str) -> list[str]:
    """The ids of one window's checks, one per version."""
    return [DISPLAY.format(version=version, variant=variant) for version in VERSIONS]


def reads(full: bool = False) -> list[str]:
    """The rate checks whose samples :func:`make` reads (``reproduce`` starts it once they are finished)."""
    return _window("non-private+full" if full else "non-private") + _window("private+full" if full else "bound-private")


def make(out_dir: Path | str, cache_dir: Path | str | None = None, full: bool = False) -> list[Path]:
    """Run (or load) the end-to-end checks and draw both windows."""
    cache = SampleCache(cache_dir)
    catalog = {c.id: c for c in [*klt.checks(), *klt.full_checks()]}
    results = [run_check(catalog[check_id], cache) for check_id in reads(full)]
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.9))
    for version, result in zip(VERSIONS, results[: len(VERSIONS)], strict=True):
        slope_panel(axes[0], result, label=f"{version} schedule", color=COLORS[version])
    axes[0].set_title("non-private window (eps = 1e3, d = 4), predicted -1/3", fontsize=9)
    private = zip(VERSIONS, results[len(VERSIONS) :], strict=True)
    if full:
        for version, result in private:
            slope_panel(axes[1], result, label=f"{version} schedule", color=COLORS[version])
    else:
        for version, result in private:
            _band_panel(axes[1], result, COLORS[version], version, -0.5)
        axes[1].set_xlabel("n")
        axes[1].grid(True, which="both", alpha=0.3)
        axes[1].legend(fontsize=7)
    axes[1].set_title("private window (eps = 0.05, d = 1), predicted -1/2 (dashed)", fontsize=9)
    for ax in axes:
        ax.set_ylabel("E||dbar_{2 alpha} F(x_out)||")
    lay_out(fig)
    return save(fig, out_dir, "klt_beta_vs_n" + ("_full" if full else ""))
