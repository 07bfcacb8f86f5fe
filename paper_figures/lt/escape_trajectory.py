"""LT figure (ours): LT-Alg3 escaping the saddles of the chain one after another, printed τ against τ = Γ.

One run of each recipe on the saddle chain (I3, exact oracles, no tree noise) with the same seed: (top) the chain
coordinates x_k(t), each leaving 0 once its predecessor has reached its minimum, with the starts of the explicit
escapes (Alg. 2 inside Alg. 3) marked; (middle) F(x_t) − F*; (bottom) cumulative samples. With exact oracles both
recipes take the same path; with the printed τ = α^{3/2}/(M√ρ) < 1 every escape forces a fresh O1 + O3 checkpoint,
with τ = Γ it does not, so only the sample cost differs.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.figure_reads import no_checks
from paper_figures.plotting import lay_out, save
from simulations.papers.lt import checks as lt
from simulations.papers.lt.instances.saddle_chain import SaddleChain

#: theorems whose errata this figure bears on (the sample cost of the printed tau: one checkpoint refresh per escape)
BEARS_ON = ("LT-Lem3.15", "LT-Lem3.16")

ALPHA = 0.014


#: no rate check's samples: ``reproduce`` starts it at once
reads = no_checks


def make(out_dir: Path | str, cache_dir: Path | str | None = None, alpha: float = ALPHA, seed: int = 0) -> list[Path]:
    """Run both recipes once (no cache needed: about a second each) and draw the three panels."""
    base = {**lt.CHAIN, "c_trigger": lt.CHAIN_TRIGGER, "alpha_S": alpha}
    instance = SaddleChain.at_scale(alpha, int(base["d"]), gap=base["B_F"], rho=base["rho_H"])
    floor = float(instance.value(instance.minimum))
    runs = {}
    for label, flag in (("printed tau", 0.0), ("tau = Gamma", 1.0)):
        result = lt.chain_run({**base, "tau_gamma": flag}, np.random.SeedSequence(seed), 1, trace_coords=instance.K)
        runs[label] = result
    fig, axes = plt.subplots(3, 1, figsize=(8.0, 8.4), sharex=True)
    printed = runs["printed tau"].trace
    cmap = plt.get_cmap("viridis", instance.K)
    for k in range(instance.K):
        axes[0].plot(printed.x[:, 0, k], color=cmap(k), linewidth=0.8)
    starts = [t for t, _, kind in printed.events if kind == "escape"]
    axes[0].plot(starts, np.zeros(len(starts)), "|", color="red", markersize=10, label="escape starts (printed tau)")
    axes[0].set_ylabel("x_k(t), k = 1..K")
    axes[0].legend(fontsize=7, loc="upper left")
    axes[0].set_title(
        f"LT-Alg3 on the saddle chain: alpha = {alpha}, K = {instance.K} saddles, d = {instance.d}", fontsize=9
    )
    for (label, result), color in zip(runs.items(), ("tab:red", "tab:blue"), strict=True):
        trace = result.trace
        gap = np.maximum(trace.value[:, 0] - floor, 1e-12)
        axes[1].semilogy(gap, color=color, linewidth=0.9, label=label)
        refreshes = int(result.refreshes[0])
        axes[2].plot(trace.samples[:, 0], color=color, label=f"{label}: {refreshes} escape refreshes")
    axes[1].set_ylabel("F(x_t) - F*")
    axes[1].set_title("exact oracles: both recipes follow the same path; only the sample cost differs", fontsize=8)
    axes[1].legend(fontsize=7)
    axes[2].set_ylabel("samples used")
    axes[2].set_xlabel("step t")
    axes[2].legend(fontsize=7)
    lay_out(fig)
    return save(fig, out_dir, "lt_escape_trajectory")
