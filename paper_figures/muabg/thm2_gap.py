"""MUABG-Thm2: Alg 2 with Alg 4 at kappa = 2 against n, and the proof's gap at kappa = 3.

Menart, Ullah, Arora, Bassily, Guzman (``arXiv:2311.13447v1``), Thm 2 (Alg 2, the private proximal point method),
drawn from the rate checks of :mod:`simulations.papers.muabg.checks` as ``muabg_thm2``: Alg 2 with Alg 4 at
kappa = 2 (MUABG-Thm2, -2 up to logs), and at kappa = 3 with the adversarial tau-accurate subroutine against the
floor the proof claims, (32 gamma L0 sqrt(T d lg)/(n sqrt rho))^kappa: the gap in the proof of Thm 2. Bands are 95%
intervals of the mean over seeds; ``full=True`` draws the paper-scale grid.

A module apart from :mod:`paper_figures.muabg.excess_vs_n`: Thm 2's Alg 4 check at paper scale is the longest task
of a full run, and the Alg 1 and Alg 3 figures need not wait for it.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.plotting import lay_out, save, slope_panel
from simulations.checks.cache import SampleCache
from simulations.checks.engine import run_check
from simulations.checks.ratecheck import RateCheck
from simulations.papers.muabg import checks as muabg

#: theorems whose errata this figure bears on (the kappa = 3 panel: the proof's gap for kappa > 2)
BEARS_ON = ("MUABG-Thm2",)

ALG4 = "MUABG-Thm2:excess:n:kappa=2+alg4"


def _checks(full: bool) -> tuple[RateCheck, RateCheck]:
    """Alg 4 at kappa = 2 and the adversarial subroutine at kappa = 3."""
    alg4_id = ALG4 + ("+full" if full else "")
    alg4 = next(c for c in (muabg.full_checks() if full else muabg.checks()) if c.id == alg4_id)
    return alg4, muabg.findings()[0]


def reads(full: bool = False) -> list[str]:
    """The rate checks whose samples :func:`make` reads (``reproduce`` starts it once they are finished)."""
    return [c.id for c in _checks(full)]


def make(out_dir: Path | str, cache_dir: Path | str | None = None, full: bool = False) -> list[Path]:
    """Run (or load) the two checks and the floor the proof claims, and draw the two panels."""
    cache = SampleCache(cache_dir)
    kappa2, adversarial = _checks(full)
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
    lay_out(fig)
    return save(fig, out_dir, "muabg_thm2" + ("_full" if full else ""))
