"""BST14 figure: the measured excess of projected noisy GD against n beside the bound 6 L^2 d/(mu n^2 rho)."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from bounds import registry
from bounds.symbols import lookup
from paper_figures.plotting import save
from ratekit_erm.bst14.checks import checks
from simulations.checks import SampleCache, run_check

BEARS_ON = ("BST14-strongly-convex",)


def make(out_dir: Path, cache_dir: Path | None = None) -> list[Path]:
    """Draw the figure into ``out_dir`` (reading the check's cached samples); the paths written."""
    check = next(c for c in checks() if c.swept == "n")
    result = run_check(check, SampleCache(cache_dir))
    theorem = registry.get(check.theorem)
    point = {lookup(k): v for k, v in check.fixed.items()}
    ns = np.asarray(check.values)
    bound = [theorem.rate.evaluate({**point, lookup("n"): v}) for v in ns]
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.loglog(ns, result.means, "o-", label=f"measured (slope {result.fit.slope:.2f})")
    ax.loglog(ns, bound, "--", label="bound 6 L^2 d/(mu n^2 rho)")
    ax.set_xlabel("n")
    ax.set_ylabel("excess empirical risk")
    ax.set_title("BST14, strongly convex: noisy GD")
    ax.legend()
    return save(fig, Path(out_dir), "bst14_excess_vs_n")
