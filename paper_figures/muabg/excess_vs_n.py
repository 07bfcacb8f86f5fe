"""MUABG: measured excess empirical risk against n, one panel per kappa, with the fitted and the predicted slope.

Menart, Ullah, Arora, Bassily, Guzman (``arXiv:2311.13447v1``) has no figures; these are the ones its
rate claims call for, drawn from the rate checks of :mod:`simulations.papers.muabg.checks`:

* ``muabg_excess_vs_n_alg1``: Alg 1 (KL Spider) on a ||w||^p, MUABG-Thm1, predicted -kappa (the dashed line is the
  slope of the exact bound over the sweep, logs included).
* ``muabg_excess_vs_n_alg3``: Alg 3 (adaptive noisy GD), MUABG-Thm4: the first term -2 kappa/(4 - kappa) at
  d = 1e30 and the second term -kappa/2 at d = 2.
* ``muabg_thm2``: Alg 2 with Alg 4 at kappa = 2 (MUABG-Thm2, -2 up to logs), and at kappa = 3 with the adversarial
  tau-accurate subroutine against the floor the proof claims, (32 gamma L0 sqrt(T d lg)/(n sqrt rho))^kappa: the
  gap in the proof of Thm 2.

Bands are 95% intervals of the mean over seeds. ``full=True`` draws the paper-scale grids.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.plotting import save, slope_panel
from simulations.checks.cache import SampleCache
from simulations.checks.engine import run_check
from simulations.checks.ratecheck import RateCheck
from simulations.papers.muabg import checks as muabg

#: theorems whose errata this figure bears on (the kappa = 3 panel: the proof's gap for kappa > 2)
BEARS_ON = ("MUABG-Thm2",)


def _by_id(full: bool) -> dict[str, RateCheck]:
    found = [*muabg.checks(), *(muabg.full_checks() if full else [])]
    return {c.id: c for c in found}


def _panels(checks: list[RateCheck], cache: SampleCache, title: str, ncols: int = 3) -> plt.Figure:
    ncols = min(ncols, len(checks))
    nrows = -(-len(checks) // ncols)
    fig, axes = plt.subplots(nrows, ncols, figsize=(4.2 * ncols, 3.4 * nrows), squeeze=False)
    for ax, check in zip(axes.flat, checks, strict=False):
        result = run_check(check, cache)
        slope_panel(ax, result)
        ax.set_title(f"{check.name}\n{result.verdict}", fontsize=8)
        ax.set_ylabel("excess empirical risk")
    for ax in list(axes.flat)[len(checks) :]:
        ax.set_visible(False)
    fig.suptitle(title, fontsize=10)
    fig.tight_layout()
    return fig


def _alg3_checks(full: bool) -> list[RateCheck]:
    alg3 = muabg.kappa_checks(full)[1]
    second = [c for c in _by_id(full).values() if "second-term" in c.variant and c.variant.endswith("+full") == full]
    return [*alg3, *second]


def _thm2_checks(full: bool) -> tuple[RateCheck, RateCheck]:
    """Alg 4 at kappa = 2 and the adversarial subroutine at kappa = 3."""
    return _by_id(full)["MUABG-Thm2:excess:n:kappa=2+alg4" + ("+full" if full else "")], muabg.findings()[0]


def reads(full: bool = False) -> list[str]:
    """The rate checks whose samples :func:`make` reads (``reproduce`` starts it once they are finished)."""
    return [c.id for c in [*muabg.kappa_checks(full)[0], *_alg3_checks(full), *_thm2_checks(full)]]


def _thm2_figure(cache: SampleCache, full: bool) -> plt.Figure:
    kappa2, adversarial = _thm2_checks(full)
    fig, axes = plt.subplots(1, 2, figsize=(9.0, 3.6))
    slope_panel(axes[0], run_check(kappa2, cache))
    axes[0].set_title(f"{kappa2.name}", fontsize=8)
    result = run_check(adversarial, cache)
    slope_panel(axes[1], result, label="adversarial tau-accurate subroutine")
    rows = muabg.thm2_floor_violation(tuple(adversarial.values))
    n = np.array([r.n for r in rows])
    axes[1].loglog(n, [r.claimed for r in rows], "s:", color="tab:red", label="claimed floor, constant 32")
    axes[1].loglog(n, [r.tau for r in rows], "x", color="tab:gray", label="subroutine accuracy tau")
    axes[1].legend(fontsize=6)
    axes[1].set_title("Thm2 kappa = 3: the proof gap", fontsize=8)
    for ax in axes:
        ax.set_ylabel("excess empirical risk")
    fig.suptitle("MUABG-Thm2 (Alg 2, private proximal point)", fontsize=10)
    fig.tight_layout()
    return fig


def make(out_dir: Path | str, cache_dir: Path | str | None = None, full: bool = False) -> list[Path]:
    """Run (or load) the checks and draw the three figures."""
    cache = SampleCache(cache_dir)
    suffix = "_full" if full else ""
    alg1 = muabg.kappa_checks(full)[0]
    paths = save(
        _panels(alg1, cache, "MUABG-Thm1: Alg 1 (KL Spider) on a ||w||^p, excess vs n, one panel per kappa"),
        out_dir,
        f"muabg_excess_vs_n_alg1{suffix}",
    )
    paths += save(
        _panels(
            _alg3_checks(full), cache, "MUABG-Thm4: Alg 3 (adaptive noisy GD), first term (d = 1e30), second (d = 2)"
        ),
        out_dir,
        f"muabg_excess_vs_n_alg3{suffix}",
    )
    paths += save(_thm2_figure(cache, full), out_dir, f"muabg_thm2{suffix}")
    return paths
