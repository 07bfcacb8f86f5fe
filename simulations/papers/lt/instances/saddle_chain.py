"""Instance I3 for LT: a chain of K sequential strict saddles, which forces Θ(B/Φ) escapes one after another.

    F(x) = Σ_{k=1}^{K} [ (ρ/6)|x_k|³ + ½ a_k(x_{k−1}) x_k² ] + (M_r/2) Σ_{i>K} x_i²,
    a_1 = −λ,   a_k(u) = μ_c − (μ_c + λ) s(u),   s(u) = 1 − exp(−u²/(2w²)),   w = (2λ/ρ)/3,   μ_c = λ.

Coordinate k has curvature μ_c > 0 while x_{k−1} = 0 and ≈ −0.98 λ once x_{k−1} sits at its minimum 2λ/ρ, so the
saddles open one at a time; each stage gives a decrease ≈ (2/3)λ³/ρ², and K = round(B/Φ) stages use up a value gap B.
With λ = 4√(ρα) every intermediate saddle has α* ≈ 15α (c ≥ 4 keeps shoulders from passing a
2α test). ∇²F is tridiagonal on the chain block and M_r I on the rest. The cubic's ρ sets the escape scale; the
coupling's third derivatives are O(ρ) up to a numerical factor (:meth:`SaddleChain.constants` gives the analytic
worst-case bound). Keep d fixed while α varies (padding d ≥ K + 20): with d = K + const the √d in the parameters grows
with K ∝ α^{−3/2} and bends the slopes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
from scipy import optimize

from simulations.papers.lt.instances.base import Constants, LTInstance
from simulations.papers.lt.instances.noise import SineRidgeNoise

_SUP_S3 = 1.3803  # sup_v |(3v - v^3) exp(-v^2/2)|, the third derivative of s in units of 1/w^3


@dataclass(frozen=True, kw_only=True)
class SaddleChain(LTInstance):
    """K sequential cubic saddles of depth ``lam`` in the first K coordinates; curvature ``m_rest`` on the others."""

    lam: float
    K: int
    m_rest: float = 1.0

    def __post_init__(self) -> None:
        super().__post_init__()
        if not (np.isfinite(self.lam) and self.lam > 0):
            raise ValueError(f"lam must be a finite number > 0, got lam={self.lam!r}")
        if not (np.isfinite(self.m_rest) and self.m_rest > 0):
            raise ValueError(f"m_rest must be a finite number > 0, got m_rest={self.m_rest!r}")
        if isinstance(self.K, bool) or not isinstance(self.K, int | np.integer) or not 1 <= self.K < self.d:
            raise ValueError(f"K must be an integer in [1, d - 1 = {self.d - 1}], got K={self.K!r}")

    @classmethod
    def at_scale(
        cls,
        alpha: float,
        d: int,
        gap: float = 2.0,
        rho: float = 1.0,
        c: float = 4.0,
        m_rest: float = 1.0,
        noise: SineRidgeNoise | None = None,
    ) -> SaddleChain:
        """λ = c √(ρ α) and K = round(gap / Φ) with Φ = (2/3) λ³/ρ²; at least one stage."""
        if not (np.isfinite(alpha) and alpha > 0):
            raise ValueError(f"alpha must be a finite number > 0, got alpha={alpha!r}")
        lam = c * np.sqrt(rho * alpha)
        stages = max(1, round(gap / (2 * lam**3 / (3 * rho**2))))
        if stages >= d:
            raise ValueError(f"d must exceed the number of stages K={stages} (take d >= K + 20), got d={d}")
        return cls(d=d, rho=rho, lam=float(lam), K=int(stages), m_rest=m_rest, noise=noise or SineRidgeNoise())

    # ---- the coupling s(u) and its derivatives --------------------------------------------------------------------
    @property
    def w(self) -> float:
        return 2 * self.lam / (3 * self.rho)

    def _a(self, u: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """a(u), a'(u), a''(u) for a_k(u) = μ_c − (μ_c + λ) s(u), μ_c = λ."""
        w2 = self.w**2
        q = np.exp(-(u**2) / (2 * w2))
        scale = 2 * self.lam
        return self.lam - scale * (1 - q), -scale * u / w2 * q, -scale * (1 / w2 - u**2 / w2**2) * q

    def _parts(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The chain block, the curvatures a_k(x_{k−1}) (a_1 = −λ), and a', a'' at x_1..x_{K−1}."""
        xc = x[..., : self.K]
        a, da, dda = self._a(xc[..., :-1])
        curv = np.concatenate([np.full((*xc.shape[:-1], 1), -self.lam), a], axis=-1)
        return xc, curv, da, dda

    # ---- F, gradient, Hessian ------------------------------------------------------------------------------------
    def value(self, x: np.ndarray) -> np.ndarray:
        xc, curv, _, _ = self._parts(x)
        chain = np.sum(self.rho / 6 * np.abs(xc) ** 3 + 0.5 * curv * xc**2, axis=-1)
        return chain + 0.5 * self.m_rest * np.sum(x[..., self.K :] ** 2, axis=-1)

    def grad(self, x: np.ndarray) -> np.ndarray:
        g = self.m_rest * x
        xc, curv, da, _ = self._parts(x)
        gc = 0.5 * self.rho * np.abs(xc) * xc + curv * xc
        gc[..., :-1] += 0.5 * da * xc[..., 1:] ** 2
        g[..., : self.K] = gc
        return g

    def _tridiagonal(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Diagonal (..., K) and off-diagonal (..., K−1) of the chain block of ∇²F."""
        xc, curv, da, dda = self._parts(x)
        diag = self.rho * np.abs(xc) + curv
        diag[..., :-1] += 0.5 * dda * xc[..., 1:] ** 2
        return diag, da * xc[..., 1:]

    def hvp(self, x: np.ndarray, v: np.ndarray) -> np.ndarray:
        out = self.m_rest * v
        diag, off = self._tridiagonal(x)
        vc = v[..., : self.K]
        hc = diag * vc
        hc[..., :-1] += off * vc[..., 1:]
        hc[..., 1:] += off * vc[..., :-1]
        out[..., : self.K] = hc
        return out

    def hessian_diagonal(self, x: np.ndarray) -> np.ndarray:
        out = np.full(x.shape, self.m_rest)
        out[..., : self.K] = self._tridiagonal(x)[0]
        return out

    def sosp_view(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        g = self.grad(x)
        view = np.concatenate([g[:, : self.K], np.linalg.norm(g[:, self.K :], axis=-1, keepdims=True)], axis=-1)
        diag, off = self._tridiagonal(x)
        h = np.zeros((x.shape[0], self.K + 1, self.K + 1))
        idx = np.arange(self.K)
        h[:, idx, idx] = diag
        h[:, idx[:-1], idx[1:]] = off
        h[:, idx[1:], idx[:-1]] = off
        h[:, self.K, self.K] = self.m_rest
        return view, h

    # ---- constants --------------------------------------------------------------------------------------------------
    @cached_property
    def minimum(self) -> np.ndarray:
        """A minimiser of F (chain block by L-BFGS from the sequential optimum, the rest 0), shape (d,)."""
        start = np.zeros(self.K)
        prev = 0.0
        for k in range(self.K):
            depth = self.lam if k == 0 else -float(self._a(np.array(prev))[0])
            start[k] = prev = 2 * max(depth, 0.0) / self.rho

        def fun(z: np.ndarray) -> tuple[float, np.ndarray]:
            full = np.concatenate([z, np.zeros(self.d - self.K)])
            return float(self.value(full)), self.grad(full)[: self.K]

        res = optimize.minimize(fun, start, jac=True, method="L-BFGS-B", options={"gtol": 1e-12, "maxiter": 10_000})
        return np.concatenate([res.x, np.zeros(self.d - self.K)])

    def constants(self) -> Constants:
        """G, M on the box |x_k| <= 2.2 λ/ρ; rho bounds the coupling's third derivatives analytically (worst case)."""
        noise_g, noise_m, noise_r = self.noise.constants()
        reach = 2.2 * self.lam / self.rho
        w = self.w
        coupling = 2 * self.lam * (1 / (w * np.sqrt(np.e)) + reach / w**2 + 0.5 * _SUP_S3 * reach**2 / w**3)
        grad_bound = np.sqrt(self.K) * (self.rho / 2 * reach**2 + 2 * self.lam * reach)
        return Constants(
            G=float(grad_bound) + noise_g,
            M=max(self.rho * reach + 3 * self.lam + 2 * self.lam * reach**2 / w**2, self.m_rest) + noise_m,
            rho=self.rho + 2 * coupling + noise_r,
            B=float(-self.value(self.minimum)),
        )
