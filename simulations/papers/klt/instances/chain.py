"""The smoothed stochastic zero-chain (Carmon et al. 2020; Arjevani et al. 2023), at small scale.

KLT (Kornowski, Liu, Talwar, arXiv 2410.05880) prove no lower bound; the natural hard instance is the probabilistic
zero-chain of Arjevani, Carmon, Duchi, Foster, Srebro, Woodworth ("Lower bounds for non-convex stochastic
optimization", Math. Program. 2023), built on Carmon, Duchi, Hinder, Sidford ("Lower bounds for finding
stationary points I", Math. Program. 2020), as the instance on which the non-private Φ L²/(αβ³) term is tight
(a Goldstein point of a smooth function is near-stationary). With Ψ(t) = 0 for t ≤ 1/2, exp(1 − 1/(2t − 1)²)
otherwise, and Φ(t) = √e ∫_{−∞}^t e^{−s²/2} ds:

    F̄_T(x) = −Ψ(1) Φ(x_1) + Σ_{i=2}^{T} [Ψ(−x_{i−1}) Φ(−x_i) − Ψ(x_{i−1}) Φ(x_i)],

smooth, with F̄_T(0) − inf F̄_T ≤ 12T, ‖∇F̄_T‖ ≤ 23√T, and ‖∇F̄_T(x)‖ > 1 unless |x_i| ≥ 1 for every i ≤ T
(Carmon et al., Lem. 3). Coordinate i + 1 of the gradient is zero until |x_i| > 1/2 (the zero-chain property).
The stochastic gradient reveals the next coordinate with probability p only (Arjevani et al., eq. (7)):

    g(x; ξ)_i = ∇_i F̄_T(x) · (1 + 1{i > prog_{1/4}(x)} (ξ/p − 1)),   ξ ~ Bernoulli(p),

unbiased, with variance ≤ 23²(1 − p)/p. It is a per-sample gradient *field* (not the gradient of a per-sample
function), so the instance serves the first-order oracle (KLT Alg. 5) only. The instance is scaled,
F(x) = a F̄_T(x/λ) (gradients scaled by a/λ), and embedded in R^d, d >= T, by ignoring the other coordinates.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray
from scipy import special

Array = NDArray[np.float64]
SQRT_E = float(np.sqrt(np.e))


def _psi(t: Array) -> Array:
    inside = t > 0.5
    safe = np.where(inside, 2.0 * t - 1.0, 1.0)
    return np.where(inside, np.exp(1.0 - 1.0 / safe**2), 0.0)


def _psi_prime(t: Array) -> Array:
    inside = t > 0.5
    safe = np.where(inside, 2.0 * t - 1.0, 1.0)
    return np.where(inside, np.exp(1.0 - 1.0 / safe**2) * 4.0 / safe**3, 0.0)


def _phi(t: Array) -> Array:
    return SQRT_E * np.sqrt(2.0 * np.pi) * special.ndtr(t)


def _phi_prime(t: Array) -> Array:
    return SQRT_E * np.exp(-0.5 * t * t)


def chain_value(u: Array) -> Array:
    """F̄_T(u) for points u (..., T)."""
    first = -_psi(np.ones_like(u[..., 0])) * _phi(u[..., 0])
    prev, cur = u[..., :-1], u[..., 1:]
    return first + np.sum(_psi(-prev) * _phi(-cur) - _psi(prev) * _phi(cur), axis=-1)


def chain_grad(u: Array) -> Array:
    """∇F̄_T(u) for points u (..., T)."""
    grad = np.zeros_like(u)
    grad[..., 0] = -_psi(np.ones_like(u[..., 0])) * _phi_prime(u[..., 0])
    prev, cur = u[..., :-1], u[..., 1:]
    grad[..., 1:] += -_psi(-prev) * _phi_prime(-cur) - _psi(prev) * _phi_prime(cur)
    grad[..., :-1] += -_psi_prime(-prev) * _phi(-cur) - _psi_prime(prev) * _phi(cur)
    return grad


def progress(u: Array, level: float) -> Array:
    """prog_level(u) = max{i : |u_i| > level} (0 if none), for points u (..., T)."""
    above = np.abs(u) > level
    idx = np.arange(1, u.shape[-1] + 1)
    return np.max(np.where(above, idx, 0), axis=-1)


@dataclass(frozen=True)
class ZeroChain:
    """K7: the stochastic zero-chain of length ``length`` in R^d, F(x) = a F̄_T(x/λ) (Arjevani et al. 2023)."""

    d: int
    length: int
    p: float = 0.5
    amplitude: float = 1.0
    scale: float = 1.0

    def __post_init__(self) -> None:
        if isinstance(self.length, bool) or not isinstance(self.length, int) or self.length < 2:
            raise ValueError(f"length must be an integer >= 2, got {self.length!r}")
        if isinstance(self.d, bool) or not isinstance(self.d, int) or self.d < self.length:
            raise ValueError(f"d must be an integer >= length={self.length}, got {self.d!r}")
        if not 0 < self.p <= 1:
            raise ValueError(f"p must lie in (0, 1], got {self.p!r}")
        for name in ("amplitude", "scale"):
            value = getattr(self, name)
            if not (np.isfinite(value) and value > 0):
                raise ValueError(f"{name} must be a finite number > 0, got {value!r}")

    xi_dim = 1

    @property
    def gradient_scale(self) -> float:
        return self.amplitude / self.scale

    @property
    def lipschitz(self) -> float:
        """A bound on ‖g(x; ξ)‖: (a/λ)·23√T/p (Carmon et al. Lem. 3 with the 1/p of the revealed coordinate)."""
        return self.gradient_scale * 23.0 * np.sqrt(self.length) / self.p

    @property
    def initial_gap(self) -> float:
        """F(0) − inf F <= 12 a T (Carmon et al. Lem. 3)."""
        return 12.0 * self.amplitude * self.length

    def _u(self, x: Array) -> Array:
        return np.asarray(x, dtype=float)[..., : self.length] / self.scale

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> Array:
        """ξ ~ Bernoulli(p), shape (*shape, 1)."""
        return (rng.random((*shape, 1)) < self.p).astype(float)

    def population_value(self, x: Array) -> Array:
        return self.amplitude * chain_value(self._u(x))

    def value(self, x: Array, xi: Array) -> Array:
        """F(x) (the chain's per-sample object is its gradient field; values are the population's)."""
        return np.broadcast_to(self.population_value(x), np.broadcast_shapes(np.shape(x)[:-1], np.shape(xi)[:-1]))

    def population_grad(self, x: Array) -> Array:
        x = np.asarray(x, dtype=float)
        out = np.zeros(x.shape)
        out[..., : self.length] = self.gradient_scale * chain_grad(self._u(x))
        return out

    def grad(self, x: Array, xi: Array) -> Array:
        """g(x; ξ): ∇F(x) with the coordinates beyond prog_{1/4}(x/λ) multiplied by ξ/p."""
        x = np.asarray(x, dtype=float)
        u = self._u(x)
        full = self.population_grad(x)
        beyond = np.arange(1, self.length + 1) > progress(u, 0.25)[..., None]
        factor = np.where(beyond, xi / self.p, 1.0)
        out = np.broadcast_to(full, np.broadcast_shapes(full.shape, (*factor.shape[:-1], self.d))).copy()
        out[..., : self.length] *= factor
        return out

    def progress(self, x: Array, level: float = 0.5) -> Array:
        """prog_level(x/λ)."""
        return progress(self._u(x), level)
