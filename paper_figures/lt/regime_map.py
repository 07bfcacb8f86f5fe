"""LT figure (ours): the SOSP rate of LT against the rates it improves on and the FOSP rate, over (n, d/ε²).

Every rate depends on (d, ε) only through √d/ε, so the map is drawn at ε = 1 with d on the vertical axis (= d/ε²)
and G = 1. Panel (a): which term of LT-Rem3.18 dominates (private (√d/(nε))^{1/2} or non-private n^{−1/3}); the
boundary is n = (d/ε²)^{3/2}. Panels (b)–(d): log10 of the ratio of another rate to LT's, from ``bounds``:
Ganesh et al.'s claimed (√d/(nε))^{3/7} (LT-prior-Ganesh23-claim), Tao et al.'s (√d/(nε))^{2/5} (LT-prior-Tao25),
and Arora et al.'s FOSP rate (LT-prior-Arora23-FOSP; ratio 1: "SOSP at no extra cost"). The dashed lines mark where
each private term meets n^{−1/3}: n = (d/ε²)^{3/2}, (d/ε²)^{9/4}, (d/ε²)^3. Points with
√d/(nε) > 1 (no meaningful accuracy) are greyed out.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
import sympy as sp

from bounds import registry
from bounds import symbols as sym
from bounds.papers.lt import symbols as lt_sym
from paper_figures.figure_reads import no_checks
from paper_figures.plotting import lay_out, save

LT_RATE = "LT-Rem3.18"
OTHERS = (
    ("LT-prior-Ganesh23-claim", "(b) Ganesh et al. claim (3/7) / LT", 9 / 4),
    ("LT-prior-Tao25", "(c) Tao et al. (2/5) / LT", 3.0),
    ("LT-prior-Arora23-FOSP", "(d) Arora et al. FOSP / LT SOSP", None),
)


def _grid(resolution: int) -> tuple[np.ndarray, np.ndarray]:
    return np.geomspace(1e2, 1e16, resolution), np.geomspace(1.0, 1e8, resolution)


def _lambdified(expr: sp.Expr):
    return sp.lambdify((sym.n, sym.d), expr.subs({lt_sym.G: 1, sym.epsilon: 1}), "numpy")


def _values(theorem_id: str, n: np.ndarray, d: np.ndarray) -> np.ndarray:
    rate = registry.get(theorem_id).rate
    return np.broadcast_to(np.asarray(_lambdified(rate.expr(logs=False))(n, d), dtype=float), n.shape)


#: no rate check's samples: ``reproduce`` starts it at once
reads = no_checks


def make(out_dir: Path | str, cache_dir: Path | str | None = None, resolution: int = 90) -> list[Path]:
    """Draw the four panels (no simulation; ``cache_dir`` is unused)."""
    ns, ds = _grid(resolution)
    n, d = np.meshgrid(ns, ds)
    meaningless = np.sqrt(d) / n > 1
    lt_alpha = _values(LT_RATE, n, d)
    terms = registry.get(LT_RATE).rate.terms
    term_values = np.stack([np.broadcast_to(_lambdified(t.expr(logs=False))(n, d), n.shape) for t in terms])
    dominant = np.argmax(term_values, axis=0)
    fig, axes = plt.subplots(2, 2, figsize=(10, 7.6), sharex=True, sharey=True)
    ax = axes[0, 0]
    ax.pcolormesh(
        ns,
        ds,
        np.ma.masked_where(meaningless, dominant),
        cmap="Paired",
        shading="auto",
        vmin=0,
        vmax=1,
        rasterized=True,
    )
    ax.set_title(f"(a) {LT_RATE}: dominant term (light: {terms[0].label}; dark: {terms[1].label})", fontsize=8)
    for ax_, (theorem_id, title, power) in zip(axes.flat[1:], OTHERS, strict=True):
        ratio = np.log10(_values(theorem_id, n, d) / lt_alpha)
        mesh = ax_.pcolormesh(
            ns, ds, np.ma.masked_where(meaningless, ratio), cmap="viridis", shading="auto", rasterized=True
        )
        fig.colorbar(mesh, ax=ax_, label="log10(alpha_other / alpha_LT)")
        ax_.set_title(title, fontsize=9)
        if power is not None:
            ax_.loglog(ds**power, ds, "--", color="white", linewidth=1, label=f"n = (d/eps^2)^{power:g}")
            ax_.legend(fontsize=7, loc="lower right")
    for ax_ in axes.flat:
        ax_.set_facecolor("lightgray")
        ax_.loglog(ds**1.5, ds, "--", color="black", linewidth=1)
        ax_.set_xlim(ns[0], ns[-1])
        ax_.set_ylim(ds[0], ds[-1])
    for ax_ in axes[1]:
        ax_.set_xlabel("n")
    for ax_ in axes[:, 0]:
        ax_.set_ylabel("d / eps^2")
    fig.suptitle(
        "LT (Thm 3.17 / Rem 3.18) against prior SOSP rates and the FOSP rate (G = 1; black: n = (d/eps^2)^1.5; "
        "grey: sqrt(d)/(n eps) > 1)",
        fontsize=9,
    )
    lay_out(fig)
    return save(fig, out_dir, "lt_regime_map")
