"""Instance I2 for LT: the α-scaled tilted ramp, which forces the worst-case path of LT-Lem3.15.

    F(x) = A w softplus((ℓ − x1)/w) + (μ/2) ‖x_{2:d}‖²,      A = c α (c = 3),  ℓ = B/A,  w = 1.

‖∇F‖ ≈ A = 3α along the whole ramp, so no α-FOSP exists until x1 passes ℓ: gradient descent with η = 1/M walks
≈ B M/(9α²) steps with ‖g‖ ≈ 3α, where Σ‖g‖ ≈ B M/α and T ≈ B M/α² are exactly the sums that Lemma 3.15 bounds.
The instance is rescaled with the target α, as lower-bound constructions are. F is convex in x1 (softplus'' > 0),
so α*(x) = ‖∇F(x)‖ and the SOSP test reduces to the FOSP test here. The value gap is A w softplus(ℓ/w)
= B + O(A e^{-ℓ}).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.special import expit

from simulations.papers.lt.instances.base import Constants, LTInstance
from simulations.papers.lt.instances.noise import SineRidgeNoise


@dataclass(frozen=True, kw_only=True)
class Ramp(LTInstance):
    """The softplus ramp of slope ``slope`` and length ``gap/slope`` along e1, curvature ``mu`` elsewhere.

    ``rho`` is only the constant of the SOSP error α* (the ramp has λ_min >= 0, so it never matters there).
    """

    slope: float
    gap: float
    mu: float = 0.5
    width: float = 1.0
    radius: float = 1.0
    """Bound on ‖x_{2:d}‖ over the region the runs reach (enters G only)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        for name in ("slope", "gap", "mu", "width", "radius"):
            value = getattr(self, name)
            if not (np.isfinite(value) and value > 0):
                raise ValueError(f"{name} must be a finite number > 0, got {name}={value!r}")

    @classmethod
    def at_scale(
        cls,
        alpha: float,
        d: int,
        gap: float = 8.0,
        c: float = 3.0,
        mu: float = 0.5,
        rho: float = 1.0,
        noise: SineRidgeNoise | None = None,
    ) -> Ramp:
        """The ramp of slope c α and value gap ``gap`` (c = 3, w = 1 by default)."""
        if not (np.isfinite(alpha) and alpha > 0):
            raise ValueError(f"alpha must be a finite number > 0, got alpha={alpha!r}")
        return cls(d=d, rho=rho, slope=c * alpha, gap=gap, mu=mu, noise=noise or SineRidgeNoise())

    @property
    def length(self) -> float:
        """ℓ = B/A, where the ramp ends."""
        return self.gap / self.slope

    def _u(self, x: np.ndarray) -> np.ndarray:
        return (self.length - x[..., 0]) / self.width

    def value(self, x: np.ndarray) -> np.ndarray:
        rest = np.sum(x[..., 1:] ** 2, axis=-1)
        return self.slope * self.width * np.logaddexp(0.0, self._u(x)) + 0.5 * self.mu * rest

    def grad(self, x: np.ndarray) -> np.ndarray:
        g = self.mu * x
        g[..., 0] = -self.slope * expit(self._u(x))
        return g

    def _curvature(self, x: np.ndarray) -> np.ndarray:
        s = expit(self._u(x))
        return self.slope / self.width * s * (1 - s)

    def hvp(self, x: np.ndarray, v: np.ndarray) -> np.ndarray:
        out = self.mu * v
        out[..., 0] = self._curvature(x) * v[..., 0]
        return out

    def hessian_diagonal(self, x: np.ndarray) -> np.ndarray:
        out = np.full(x.shape, self.mu)
        out[..., 0] = self._curvature(x)
        return out

    def sosp_view(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        g = self.grad(x)
        view = np.stack([g[:, 0], np.linalg.norm(g[:, 1:], axis=-1)], axis=-1)
        h = np.zeros((x.shape[0], 2, 2))
        h[:, 0, 0] = self._curvature(x)
        h[:, 1, 1] = self.mu
        return view, h

    def constants(self) -> Constants:
        noise_g, noise_m, noise_r = self.noise.constants()
        return Constants(
            G=self.slope + self.mu * self.radius + noise_g,
            M=max(self.slope / (4 * self.width), self.mu) + noise_m,
            rho=self.slope / (6 * np.sqrt(3) * self.width**2) + noise_r,
            B=float(self.slope * self.width * np.logaddexp(0.0, self.length / self.width)),
        )
