"""Goldstein-measure estimators as d grows: uniform sampling fails, Frank-Wolfe with a sampled oracle succeeds.

KLT-Def2.1 (Kornowski, Liu, Talwar, arXiv 2410.05880, v2 Sec. 2): ‖∂̄_r F(x)‖ is the norm of the min-norm point of
the convex hull of the gradients over B(x, r). A pitfall: uniform samples of B(x, r) stay within
~r/√d of x's hyperplanes, so for F = |x_1| at x_1 = r/2 (true measure 0, K1) they only see ∇F = e_1 and return 1
once d is large, while :func:`simulations.metrics.goldstein_norm` (Frank-Wolfe with a sampled linear-minimisation
oracle) finds the kink. The second panel repeats it for F = ‖x‖ at ‖x‖ = 1.2 r (K3, true √(1 − 1/1.44)).
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.figure_reads import no_checks
from paper_figures.plotting import lay_out, save
from simulations.metrics import goldstein_norm, goldstein_norm_uniform
from simulations.papers.klt.instances.kinks import Norm, SingleKink

DIMENSIONS = (2, 8, 32, 128, 512)
RADIUS = 0.5
POINTS = 8
UNIFORM_SAMPLES = 500
FW_ROUNDS = 40
"""Frank-Wolfe rounds per point: enough for the K1 kink (found in one round) and within ~1% of K3's truth."""


def estimates(instance_name: str, seed: int = 0) -> dict[str, np.ndarray]:
    """Mean and spread over ``POINTS`` random points of the truth and the two estimators, per dimension."""
    rng = np.random.default_rng(seed)
    out: dict[str, list[list[float]]] = {"truth": [], "uniform": [], "frank_wolfe": []}
    for d in DIMENSIONS:
        directions = rng.standard_normal((POINTS, d))
        directions /= np.linalg.norm(directions, axis=1, keepdims=True)
        if instance_name == "K1":
            instance = SingleKink(d)
            x = directions.copy()
            x[:, 0] = RADIUS / 2
        else:
            instance = Norm(d)
            x = 1.2 * RADIUS * directions
        out["truth"].append(instance.goldstein(x, RADIUS).tolist())
        out["uniform"].append(
            goldstein_norm_uniform(instance.population_grad, x, RADIUS, rng, UNIFORM_SAMPLES).tolist()
        )
        fw = goldstein_norm(instance.population_grad, x, RADIUS, rng, max_rounds=FW_ROUNDS)
        out["frank_wolfe"].append(fw.norm.tolist())
    return {k: np.asarray(v) for k, v in out.items()}


#: no rate check's samples: ``reproduce`` starts it at once
reads = no_checks


def make(out_dir: Path | str, cache_dir: Path | str | None = None) -> list[Path]:
    """Draw both panels (no cached simulation; ``cache_dir`` is unused)."""
    fig, axes = plt.subplots(1, 2, figsize=(9.5, 3.6))
    for ax, (name, title) in zip(
        axes, (("K1", "K1: |x_1| at x_1 = r/2 (truth 0)"), ("K3", "K3: ||x|| at ||x|| = 1.2 r")), strict=True
    ):
        values = estimates(name)
        for key, style, label in (
            ("truth", "k--", "closed form"),
            ("uniform", "o-", f"uniform sampling ({UNIFORM_SAMPLES} points)"),
            ("frank_wolfe", "s-", f"Frank-Wolfe, sampled oracle ({FW_ROUNDS} rounds)"),
        ):
            mean = values[key].mean(axis=1)
            ax.plot(DIMENSIONS, mean, style, label=label)
            if key != "truth":
                ax.fill_between(DIMENSIONS, values[key].min(axis=1), values[key].max(axis=1), alpha=0.2)
        ax.set_xscale("log")
        ax.set_xlabel("d")
        ax.set_ylabel("estimate of ||dbar_r F(x)||")
        ax.set_title(title, fontsize=9)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7)
    lay_out(fig)
    return save(fig, out_dir, "klt_goldstein_estimator")
