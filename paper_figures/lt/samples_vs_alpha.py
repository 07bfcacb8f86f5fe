"""LT figure (ours; the paper has none): samples LT-Alg3 needs for an α-SOSP against α, private and non-private.

Both regimes of the catalog's quick checks (:mod:`simulations.papers.lt.checks`) on the α-scaled ramp: measured
means with 95% bands over seeds, the fitted slope with its bootstrap interval, and the slope that LT-Rem3.18 (Thm
3.17 with B, G, M, ρ = O(1)) predicts after inversion (−2 private, −3 non-private). Thin lines give the private
sample exponents of the rates LT improves on, read from ``bounds``: Ganesh et al.'s claimed 3/7 (−7/3) and Tao et
al.'s 2/5 (−5/2).
"""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.plotting import lay_out, power_line, save, slope_panel
from simulations.checks import SampleCache, run_check
from simulations.papers.lt import checks as lt

REGIMES = (
    ("LT-Rem3.18:samples:alpha_S:private", "private: d = 400, eps = 2e-4", "tab:blue"),
    ("LT-Rem3.18:samples:alpha_S:non-private", "non-private: d = 20, eps = 1e6", "tab:orange"),
)
BASELINE_LABELS = {"LT-prior-Ganesh23-claim": "Ganesh et al. (3/7)", "LT-prior-Tao25": "Tao et al. (2/5)"}


def reads(full: bool = False) -> list[str]:
    """The rate checks whose samples :func:`make` reads (``reproduce`` starts it once they are finished)."""
    return [check_id for check_id, _, _ in REGIMES]


def make(out_dir: Path | str, cache_dir: Path | str | None = None) -> list[Path]:
    """Run (or load) the two sample-complexity checks and draw them on one log-log panel."""
    checks = {c.id: c for c in lt.checks()}
    cache = SampleCache(cache_dir) if cache_dir is not None else None
    fig, ax = plt.subplots(figsize=(6.2, 4.4))
    private = None
    for check_id, label, color in REGIMES:
        result = run_check(checks[check_id], cache)
        slope_panel(ax, result, label=label, color=color)
        private = private or result
    exponents = lt.baseline_exponents()
    x = np.asarray(private.values, dtype=float)
    for theorem_id, label in BASELINE_LABELS.items():
        slope = exponents[theorem_id]
        power_line(
            ax, x, np.asarray(private.means), slope, ":", linewidth=1, color="gray", label=f"{label}: {slope:+.2f}"
        )
    ax.set_xlabel("target alpha (SOSP level; success at alpha* <= 2 alpha)")
    ax.set_ylabel("samples used until the first alpha-SOSP")
    ax.set_title("LT-Alg3 on the alpha-scaled ramp: sample complexity (LT-Rem3.18 inverted)", fontsize=9)
    ax.legend(fontsize=7)
    lay_out(fig)
    return save(fig, out_dir, "lt_samples_vs_alpha")
