"""KLT Algorithm 5: the single-pass first-order oracle (v2 Sec. 6; v1 App. B).

Kornowski, Liu, Talwar (arXiv 2410.05880), Algorithm 5 (same text in v1 ``arXiv:2410.05880v1``
App. B and v2 ``arXiv:2410.05880v2`` Sec. 6), the oracle of KLT-Thm6.1 (v1: Thm B.4) inside
Algorithm 2 (:mod:`simulations.papers.klt.algorithms.o2nc`):

* checkpoint (p = 1): B1 fresh samples, **one** smoothing point y_i ~ Unif(B_α) each,
  g_t = (1/B1) Σ_i ∇f(z_t + y_i; ξ_i);
* otherwise: B2 fresh samples, 2m points y_j ~ Unif(B_α) each, g_t = g_{t−1} + (1/B2) Σ_i (∇̃f(z_t; ξ_i) −
  ∇̃f(z_{t−1}; ξ_i)) with ∇̃f(z; ξ) = (1/m) Σ_j ∇f(z + y_j; ξ);
* g̃_t = g_t + TREE(p), p = ((t − 1) mod Σ) + 1.

∇f is any a.e. gradient: the smoothing points avoid the null set of kinks almost surely. The algorithm draws
y ~ Unif(B_α), which is the unbiased choice; the estimator display eq. (10) v2 / (17) v1 prints Unif(S^{d−1})
(``points="printed_sphere"`` restores it). The tree NODE and the period index are fixed
as in :mod:`simulations.papers.klt.algorithms.variance_reduction`.
"""

from __future__ import annotations

import numpy as np

from simulations.papers.klt.algorithms.estimators import Instance, Points, first_order
from simulations.papers.klt.algorithms.variance_reduction import Array, SinglePassVarianceReduced


class FirstOrderSinglePassOracle(SinglePassVarianceReduced):
    """Algorithm 5 (KLT v2 Sec. 6, v1 App. B), vectorised over a leading axis of repetitions."""

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
        points: Points = "ball",
    ) -> None:
        super().__init__(instance, alpha, period, checkpoint_batch, increment_batch, m, sigma, rng, budget)
        if points not in ("ball", "printed_sphere"):
            raise ValueError(f"points must be 'ball' or 'printed_sphere', got {points!r}")
        self.points: Points = points

    def checkpoint_estimates(self, z: Array, xi: Array) -> Array:
        """Alg. 5 lines 3-5: ∇f(z_t + y_i; ξ_i), one smoothing point per sample, shape (reps, B1, d)."""
        return first_order(self.instance, z[:, None, :], xi, self.alpha, 1, self.rng, self.points)

    def increment_estimates(self, z: Array, z_prev: Array, xi: Array) -> Array:
        """Alg. 5 lines 8-12: ∇̃f(z_t; ξ_i) − ∇̃f(z_{t−1}; ξ_i) from 2m independent points, (reps, B2, d)."""
        now = first_order(self.instance, z[:, None, :], xi, self.alpha, self.m, self.rng, self.points)
        before = first_order(self.instance, z_prev[:, None, :], xi, self.alpha, self.m, self.rng, self.points)
        return now - before
