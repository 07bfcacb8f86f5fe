"""KLT sample-complexity regime maps over (d, ε): which term of Thm 3.1's n dominates, v2 and v1.

Kornowski, Liu, Talwar (arXiv 2410.05880), Thm 3.1: v2 (``arXiv:2410.05880v2``) needs
n = Ω̃(ΦL²√d/(αβ³) + ΦLd/(εαβ²)), v1 (``arXiv:2410.05880v1``) claimed Ω̃(ΦL²/(αβ³) + ΦLd/(εαβ²) +
ΦL^{3/2}d^{3/4}/(ε^{1/2}αβ^{5/2})). The maps read the registered rates (``KLT-Thm3.1@v2``, ``KLT-Thm3.1@v1``) at
Φ = L = 1, α = 0.1, β = 0.05 and colour the dominant term on a log grid of (d, ε); in v2 the private term
dominates iff ε <= √d β/L, the dashed line.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from bounds import registry
from bounds import symbols as sym
from bounds.papers.klt import symbols as klt_sym
from paper_figures.figure_reads import no_checks
from paper_figures.plotting import regime_map_figure, save

POINT = {klt_sym.Phi: 1.0, sym.L: 1.0, klt_sym.alpha: 0.1, klt_sym.beta: 0.05}


#: no rate check's samples: ``reproduce`` starts it at once
reads = no_checks


def make(out_dir: Path | str, cache_dir: Path | str | None = None, resolution: int = 60) -> list[Path]:
    """Draw one map per version (no simulation; ``cache_dir`` is unused)."""
    d_values = np.geomspace(1.0, 1e6, resolution)
    eps_values = np.geomspace(1e-3, 1e3, resolution)
    paths: list[Path] = []
    for version in ("v2", "v1"):
        rate = registry.get("KLT-Thm3.1", version).rate
        fig = regime_map_figure(
            rate,
            sym.d,
            d_values,
            sym.epsilon,
            eps_values,
            dict(POINT),
            f"KLT-Thm3.1@{version}: dominant term of n (Phi = L = 1, alpha = 0.1, beta = 0.05)",
        )
        ax = fig.axes[0]
        if version == "v2":
            ax.loglog(d_values, np.sqrt(d_values) * POINT[klt_sym.beta], "k--", linewidth=1)
            ax.annotate("eps = sqrt(d) beta / L", (1e3, np.sqrt(1e3) * POINT[klt_sym.beta] * 2.5), fontsize=8)
            ax.set_ylim(eps_values[0], eps_values[-1])
        paths += save(fig, out_dir, f"klt_regime_map_{version}")
    return paths
