"""The period structure shared by KLT's single-pass oracles (Alg. 3, zero order; Alg. 5, first order).

Kornowski, Liu, Talwar (arXiv 2410.05880; v2 ``arXiv:2410.05880v2``, v1
``arXiv:2410.05880v1``), Algorithms 3 and 5, with their errata fixed:

* period index p = ((t − 1) mod Σ) + 1 (the printed "t mod Σ = 1" test and TREE(t mod Σ) give index 0 at the
  end of every period);
* TREE is the binary tree mechanism of ``simulations.privacy.tree`` with the binary-digit NODE (the printed NODE
  adds no noise in v1 and misses or invents nodes in v2), one fresh tree per period;
* at p = 1 (checkpoint) B1 fresh samples give g_t; otherwise B2 fresh samples give the increment
  g_t = g_{t−1} + (1/B2) Σ_i (∇̃f(z_t; ξ_i) − ∇̃f(z_{t−1}; ξ_i)), built on the **non-noisy** g_{t−1}, with the
  same ξ_i at z_t and z_{t−1} and independent smoothing points; the oracle returns g̃_t = g_t + TREE(p).

Each sample is used once (single pass): the oracle counts them and refuses to exceed its sample budget.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from simulations.papers.klt.algorithms.estimators import Instance
from simulations.privacy.tree import TreePrefixNoise

Array = NDArray[np.float64]


def _require_int(name: str, value: int, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < minimum:
        raise ValueError(f"{name} must be an integer >= {minimum}, got {value!r}")
    return int(value)


def period_index(t: int, period: int) -> int:
    """p = ((t − 1) mod Σ) + 1 ∈ [Σ]: the position of step t in its period (the fix of the printed "t mod Σ")."""
    return (_require_int("t", t, 1) - 1) % _require_int("period", period, 1) + 1


class SinglePassVarianceReduced:
    """Algorithms 3 and 5 without their estimators: periods, fresh batches, increments and tree noise.

    Subclasses define ``checkpoint_estimates(z, xi)`` and ``increment_estimates(z, z_prev, xi)`` (per-sample
    estimates, shape (reps, B, d)). After each call, ``last_g`` is g_t and ``last_noise`` is TREE(p).
    """

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
    ) -> None:
        if not (np.isfinite(alpha) and alpha > 0):
            raise ValueError(f"alpha must be a finite number > 0, got {alpha!r}")
        if not (np.isfinite(sigma) and sigma >= 0):
            raise ValueError(f"sigma must be a finite number >= 0, got {sigma!r}")
        self.instance = instance
        self.alpha = float(alpha)
        self.period = _require_int("period", period, 1)
        self.checkpoint_batch = _require_int("checkpoint_batch", checkpoint_batch, 1)
        self.increment_batch = _require_int("increment_batch", increment_batch, 1)
        self.m = _require_int("m", m, 1)
        self.sigma = float(sigma)
        self.rng = rng
        self.budget = None if budget is None else _require_int("budget", budget, 1)
        self.samples_used = 0
        self.last_g: Array | None = None
        self.last_noise: Array | None = None
        self._tree: TreePrefixNoise | None = None
        self._z_prev: Array | None = None
        self._reps = 0
        self._d = 0

    def checkpoint_estimates(self, z: Array, xi: Array) -> Array:
        raise NotImplementedError

    def increment_estimates(self, z: Array, z_prev: Array, xi: Array) -> Array:
        raise NotImplementedError

    def start(self, reps: int, d: int) -> None:
        self._reps, self._d = _require_int("reps", reps, 1), _require_int("d", d, 1)
        self.samples_used = 0
        self.last_g = self.last_noise = self._tree = self._z_prev = None

    def _draw(self, batch: int) -> Array:
        self.samples_used += batch
        if self.budget is not None and self.samples_used > self.budget:
            raise ValueError(
                f"single pass exhausted: {self.samples_used} samples needed, budget n={self.budget} (each sample "
                "is used once; reduce T or the batch sizes)"
            )
        return self.instance.sample(self.rng, (self._reps, batch))

    def __call__(self, t: int, z: Array) -> Array:
        p = period_index(t, self.period)
        if p == 1 or self.last_g is None:
            g = self.checkpoint_estimates(z, self._draw(self.checkpoint_batch)).mean(axis=1)
            self._tree = TreePrefixNoise(self._d, self.sigma, self.rng, self._reps)
        else:
            g = self.last_g + self.increment_estimates(z, self._z_prev, self._draw(self.increment_batch)).mean(axis=1)
        noise = self._tree.step()
        self.last_g, self.last_noise, self._z_prev = g, noise, z
        return g + noise
