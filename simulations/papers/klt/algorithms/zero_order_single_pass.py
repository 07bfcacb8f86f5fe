"""KLT Algorithm 3: the single-pass zero-order oracle (variance reduction with checkpoints, tree mechanism).

Kornowski, Liu, Talwar (arXiv 2410.05880), Algorithm 3 (same text in v1 ``arXiv:2410.05880v1`` and
v2 ``arXiv:2410.05880v2``), the oracle of KLT-Thm3.1 inside Algorithm 2
(:mod:`simulations.papers.klt.algorithms.o2nc`):

* checkpoint (p = 1): B1 fresh samples, m directions y_j ~ Unif(S^{d−1}) each,
  g_t = (1/B1) Σ_i ∇̃f(z_t; ξ_i) with the two-point estimator of eq. (4);
* otherwise: B2 fresh samples, 2m independent directions each, g_t = g_{t−1} + (1/B2) Σ_i (∇̃f(z_t; ξ_i) −
  ∇̃f(z_{t−1}; ξ_i));
* g̃_t = g_t + TREE(p), p = ((t − 1) mod Σ) + 1.

Errata applied: the directions of the variance-reduction step are Unif(S^{d−1}), not the printed
Unif(B_α) of line 12 (erratum 6; ``directions="printed_ball"`` restores the printed version); the NODE of the
tree and the period index are fixed (errata 5), see :mod:`simulations.papers.klt.algorithms.variance_reduction`.
The privacy of KLT-Lem3.5 needs m = O(log(dB2/δ)(d²B1² + dα²B2²/D²)); see
:mod:`simulations.papers.klt.algorithms.schedules` for the m a run uses and the claim it carries.
"""

from __future__ import annotations

import numpy as np

from simulations.papers.klt.algorithms.estimators import Directions, Instance, zero_order
from simulations.papers.klt.algorithms.variance_reduction import Array, SinglePassVarianceReduced


class ZeroOrderSinglePassOracle(SinglePassVarianceReduced):
    """Algorithm 3 (KLT, v1 = v2), vectorised over a leading axis of repetitions; use with ``klt_o2nc.o2nc``."""

    def __init__(
        self,
        instance: Instance,
        alpha: float,
        period: int,
        checkpoint_batch: int,
        increment_batch: int,
        m: int,
        sigma: float,
        rng: np.random.Generator,
        budget: int | None = None,
        directions: Directions = "sphere",
    ) -> None:
        super().__init__(instance, alpha, period, checkpoint_batch, increment_batch, m, sigma, rng, budget)
        if directions not in ("sphere", "printed_ball"):
            raise ValueError(f"directions must be 'sphere' or 'printed_ball', got {directions!r}")
        self.directions: Directions = directions

    def checkpoint_estimates(self, z: Array, xi: Array) -> Array:
        """Alg. 3 lines 4-7: ∇̃f(z_t; ξ_i) for each sample, shape (reps, B1, d)."""
        return zero_order(self.instance, z[:, None, :], xi, self.alpha, self.m, self.rng)

    def increment_estimates(self, z: Array, z_prev: Array, xi: Array) -> Array:
        """Alg. 3 lines 11-15: ∇̃f(z_t; ξ_i) − ∇̃f(z_{t−1}; ξ_i) with independent directions, (reps, B2, d)."""
        now = zero_order(self.instance, z[:, None, :], xi, self.alpha, self.m, self.rng, self.directions)
        before = zero_order(self.instance, z_prev[:, None, :], xi, self.alpha, self.m, self.rng, self.directions)
        return now - before
