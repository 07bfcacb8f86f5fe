"""MUABG: measured excess empirical risk against n, one panel per kappa, with the fitted and the predicted slope.

Menart, Ullah, Arora, Bassily, Guzman (``arXiv:2311.13447v1``) has no figures; these are the ones its
rate claims call for, drawn from the rate checks of :mod:`simulations.papers.muabg.checks`:

* ``muabg_excess_vs_n_alg1``: Alg 1 (KL Spider) on a ||w||^p, MUABG-Thm1, predicted -kappa (the dashed line is the
  slope of the exact bound over the sweep, logs included).
* ``muabg_excess_vs_n_alg3``: Alg 3 (adaptive noisy GD), MUABG-Thm4: the first term -2 kappa/(4 - kappa) at
  d = 1e30 and the second term -kappa/2 at d = 2.

Bands are 95% intervals of the mean over seeds. ``full=True`` draws the paper-scale grids. Thm 2's figure is
:mod:`paper_figures.muabg.thm2_gap`.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt

from paper_figures.plotting import lay_out, save, slope_panel
from simulations.checks.cache import SampleCache
from simulations.checks.engine import run_check
from simulations.checks.ratecheck import RateCheck
from simulations.papers.muabg import checks as muabg


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
    lay_out(fig)
    return fig


def _alg3_checks(full: bool) -> list[RateCheck]:
    alg3 = muabg.kappa_checks(full)[1]
    second = [c for c in _by_id(full).values() if "second-term" in c.variant and c.variant.endswith("+full") == full]
    return [*alg3, *second]


def reads(full: bool = False) -> list[str]:
    """The rate checks whose samples :func:`make` reads (``reproduce`` starts it once they are finished)."""
    return [c.id for c in [*muabg.kappa_checks(full)[0], *_alg3_checks(full)]]


def make(out_dir: Path | str, cache_dir: Path | str | None = None, full: bool = False) -> list[Path]:
    """Run (or load) the checks and draw the two figures."""
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
    return paths
