"""Instance I1 for LT: the cubic strict saddle, the canonical saddle for LT-Thm3.4 (Alg. 2).

    F(x) = −(λ/2) x1² + (ρ/6)|x1|³ + (μ/2) ‖x_{2:d}‖²,      ∇²F(x) = diag(−λ + ρ|x1|, μ, …, μ).

The Hessian is exactly ρ-Lipschitz everywhere; the saddle at 0 has λ_min = −λ, the minima are at |x1| = 2λ/ρ with
F* = −(2/3)λ³/ρ², so B = (2/3)λ³/ρ². With λ = c √(ρα) the available decrease is (2/3)c³ α^{3/2}/√ρ, the Φ scale of
LT-Thm3.4. A pitfall: with c = 2 shoulder points already pass a 2α-SOSP test, so use c ≥ 4 when the SOSP
test is the criterion (c = 2 is fine when escape is judged by the distance Ξ, as Alg. 2 does).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.papers.lt.instances.base import Constants, LTInstance
from simulations.papers.lt.instances.noise import SineRidgeNoise


@dataclass(frozen=True, kw_only=True)
class CubicSaddle(LTInstance):
    """The cubic strict saddle with negative curvature ``lam`` along e1 and curvature ``mu`` elsewhere."""

    lam: float
    mu: float = 1.0
    radius: float = 1.0
    """Bound on ‖x_{2:d}‖ over the region the runs reach (enters G only)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        for name in ("lam", "mu", "radius"):
            value = getattr(self, name)
            if not (np.isfinite(value) and value > 0):
                raise ValueError(f"{name} must be a finite number > 0, got {name}={value!r}")

    @classmethod
    def at_scale(
        cls,
        alpha: float,
        d: int,
        rho: float = 1.0,
        c: float = 4.0,
        mu: float = 1.0,
        noise: SineRidgeNoise | None = None,
    ) -> CubicSaddle:
        """The saddle with λ = c √(ρ α): its α*(0) = c² α."""
        if not (np.isfinite(alpha) and alpha > 0):
            raise ValueError(f"alpha must be a finite number > 0, got alpha={alpha!r}")
        return cls(d=d, rho=rho, lam=c * np.sqrt(rho * alpha), mu=mu, noise=noise or SineRidgeNoise())

    def value(self, x: np.ndarray) -> np.ndarray:
        x1 = x[..., 0]
        rest = np.sum(x[..., 1:] ** 2, axis=-1)
        return -0.5 * self.lam * x1**2 + self.rho / 6 * np.abs(x1) ** 3 + 0.5 * self.mu * rest

    def grad(self, x: np.ndarray) -> np.ndarray:
        g = self.mu * x
        x1 = x[..., 0]
        g[..., 0] = -self.lam * x1 + 0.5 * self.rho * np.abs(x1) * x1
        return g

    def hvp(self, x: np.ndarray, v: np.ndarray) -> np.ndarray:
        out = self.mu * v
        out[..., 0] = (-self.lam + self.rho * np.abs(x[..., 0])) * v[..., 0]
        return out

    def hessian_diagonal(self, x: np.ndarray) -> np.ndarray:
        out = np.full(x.shape, self.mu)
        out[..., 0] = -self.lam + self.rho * np.abs(x[..., 0])
        return out

    def sosp_view(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        g = self.grad(x)
        view = np.stack([g[:, 0], np.linalg.norm(g[:, 1:], axis=-1)], axis=-1)
        h = np.zeros((x.shape[0], 2, 2))
        h[:, 0, 0] = -self.lam + self.rho * np.abs(x[:, 0])
        h[:, 1, 1] = self.mu
        return view, h

    def constants(self) -> Constants:
        noise_g, noise_m, noise_r = self.noise.constants()
        return Constants(
            G=self.lam**2 / (2 * self.rho) + self.mu * self.radius + noise_g,
            M=max(self.lam, self.mu) + noise_m,
            rho=self.rho + noise_r,
            B=2 * self.lam**3 / (3 * self.rho**2),
        )
