"""The counterexample to KLT Prop 5.1 (arXiv:2410.05880v2, Sec. 5; erratum KLT-E17): an L-Lipschitz loss on
[0, 1] whose population loss is linear, while its empirical loss has an alpha-Goldstein stationary point for
every sample size n.

The loss is ``f(x; b) = (L/2) x + (L/2) int_0^x b_j(u) du`` with cells ``I_j = [j/K, (j+1)/K)`` and i.i.d. fair
signs ``b_j``: its slope is 0 or L, so it is L-Lipschitz. The population slope is L/2 everywhere. The empirical
slope on cell j is ``(L/2)(1 + mean_i b_ij) >= 0``, zero on a cell where all n signs are -1. The alpha-Goldstein
subdifferential of the empirical loss at x is the convex hull of the slopes of the cells meeting
``[x - alpha, x + alpha]``; all slopes are >= 0, so its least norm is their minimum.
"""

from __future__ import annotations

import numpy as np


def goldstein_norms(
    n: int, cells_per_window: int, lipschitz: float, seeds: int, seed: int = 0
) -> tuple[np.ndarray, float]:
    """The least-norm element of the alpha-Goldstein subdifferential at the window's centre, for ``seeds`` draws
    of n samples (the empirical loss), and for the population loss: (one value per draw, the population value).

    Only the ``cells_per_window`` cells inside the window matter; their signs are drawn for every draw at once.
    """
    if n < 1 or cells_per_window < 1 or seeds < 1 or not lipschitz > 0:
        raise ValueError(
            f"n, cells_per_window and seeds must be >= 1 and lipschitz > 0, got {n}, {cells_per_window}, {seeds}, "
            f"{lipschitz}"
        )
    rng = np.random.default_rng(seed)
    signs = rng.integers(0, 2, size=(seeds, n, cells_per_window), dtype=np.int8) * 2 - 1
    slopes = (lipschitz / 2) * (1 + signs.mean(axis=1))
    return slopes.min(axis=1), lipschitz / 2
