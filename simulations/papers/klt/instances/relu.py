"""An ML-type nonsmooth nonconvex instance for KLT: robust ReLU regression.

f(x; (a, b)) = |max(0, ⟨a, x⟩) − b| with a ~ Unif(S^{d−1}) and b = max(0, ⟨a, x*⟩) + ν, ν ~ U[−ν0, ν0]:
1-Lipschitz in x (KLT-Asm2.2 with L = 1), nonsmooth (the ReLU and the absolute value) and nonconvex. There is no
closed-form Goldstein measure, and the measure needs population gradients, never those of the training
batch, so the population gradient is the average over a large **held-out pool** drawn once from the
instance's seed, and the measure is the Frank–Wolfe upper bound :func:`simulations.metrics.goldstein_norm`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from simulations.metrics.ball_sampling import unit_rows
from simulations.papers.klt.instances.kinks import ball_coordinate_cdf

Array = NDArray[np.float64]


@dataclass(frozen=True)
class ReluRegression:
    """K6: robust ReLU regression in R^d with planted x* = ``target_norm``·e_1 and a held-out pool for ∇F."""

    d: int
    noise: float = 0.1
    target_norm: float = 1.0
    pool_size: int = 2000
    seed: int = 0
    pool: Array = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if isinstance(self.d, bool) or not isinstance(self.d, int) or self.d < 1:
            raise ValueError(f"d must be an integer >= 1, got {self.d!r}")
        if not (np.isfinite(self.noise) and self.noise >= 0):
            raise ValueError(f"noise must be a finite number >= 0, got {self.noise!r}")
        if isinstance(self.pool_size, bool) or not isinstance(self.pool_size, int) or self.pool_size < 1:
            raise ValueError(f"pool_size must be an integer >= 1, got {self.pool_size!r}")
        object.__setattr__(self, "pool", self.sample(np.random.default_rng(self.seed), (self.pool_size,)))

    lipschitz = 1.0

    @property
    def xi_dim(self) -> int:
        return self.d + 1

    @property
    def optimum(self) -> Array:
        return self.target_norm * np.eye(self.d)[0]

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> Array:
        """Samples (a, b), shape (*shape, d + 1)."""
        a = unit_rows(rng.standard_normal((*shape, self.d)))
        b = np.maximum(a @ self.optimum, 0.0) + self.noise * rng.uniform(-1.0, 1.0, shape)
        return np.concatenate([a, b[..., None]], axis=-1)

    def _split(self, x: Array, xi: Array) -> tuple[Array, Array, Array]:
        """(a, b, ⟨a, x⟩) of samples ``xi`` = (a, b) at points ``x``."""
        a, b = xi[..., : self.d], xi[..., self.d]
        return a, b, np.sum(a * x, axis=-1)

    def value(self, x: Array, xi: Array) -> Array:
        _, b, inner = self._split(x, xi)
        return np.abs(np.maximum(inner, 0.0) - b)

    def grad(self, x: Array, xi: Array) -> Array:
        """An a.e. gradient: sign(relu(⟨a, x⟩) − b)·1[⟨a, x⟩ > 0]·a."""
        a, b, inner = self._split(x, xi)
        coeff = np.sign(np.maximum(inner, 0.0) - b) * (inner > 0)
        return coeff[..., None] * a

    def ball_grad_sum(self, x: Array, xi: Array, alpha: float, m: int, rng: np.random.Generator) -> Array:
        """Σ_{j ≤ m} ∇f(x + y_j; (a, b)) for m independent y_j ~ Unif(B_α), drawn exactly from its law; shape of
        the broadcast (..., d).

        Each term is c_j·a with c_j = +1 when ⟨a, x + y_j⟩ > max(0, b), −1 when 0 < ⟨a, x + y_j⟩ < b, else 0, and
        for a unit vector a, ⟨a, y_j⟩/α has the law of one coordinate of the unit ball (:func:`ball_coordinate_cdf`).
        So the counts of +1 and −1 are multinomial: N₊ ~ Binomial(m, p₊), N₋ | N₊ ~ Binomial(m − N₊, p₋/(1 − p₊)),
        and the sum is (N₊ − N₋)·a: two binomial draws per point instead of m points in R^d.
        """
        a, b, inner = self._split(np.asarray(x, dtype=float), np.asarray(xi, dtype=float))
        shape = np.broadcast_shapes(inner.shape, b.shape)
        inner, b = np.broadcast_to(inner, shape), np.broadcast_to(b, shape)
        below_zero = ball_coordinate_cdf(-inner / alpha, self.d)
        p_up = 1.0 - ball_coordinate_cdf((np.maximum(b, 0.0) - inner) / alpha, self.d)
        p_down = np.where(b > 0.0, np.maximum(ball_coordinate_cdf((b - inner) / alpha, self.d) - below_zero, 0.0), 0.0)
        up = rng.binomial(m, p_up)
        rest = 1.0 - p_up
        p_down_given_not_up = np.divide(p_down, rest, out=np.zeros(shape), where=rest > 0.0)
        down = rng.binomial(m - up, np.minimum(p_down_given_not_up, 1.0))
        return (up - down)[..., None] * a

    def population_value(self, x: Array) -> Array:
        """F(x) ≈ the held-out pool average, for points (..., d)."""
        x = np.asarray(x, dtype=float)
        return self.value(x[..., None, :], self.pool).mean(axis=-1)

    def population_grad(self, x: Array) -> Array:
        """∇F(x) ≈ the held-out pool average of a.e. gradients, for points (k, d) (chunked over points)."""
        x = np.asarray(x, dtype=float)
        flat = x.reshape(-1, self.d)
        out = np.empty_like(flat)
        chunk = max(1, 2_000_000 // (self.pool_size * self.d))
        for lo in range(0, flat.shape[0], chunk):
            out[lo : lo + chunk] = self.grad(flat[lo : lo + chunk, None, :], self.pool).mean(axis=1)
        return out.reshape(x.shape)

    def start(self, distance: float) -> Array:
        """x0 = x* + distance·e_2 (d >= 2) or x* + distance (d = 1)."""
        direction = np.eye(self.d)[1 if self.d > 1 else 0]
        return self.optimum + distance * direction
