"""What the LT instances share: the interface the LT algorithms use, and the exact α-SOSP error of F_P.

Every LT instance (``lt_cubic_saddle``, ``lt_ramp``, ``lt_saddle_chain``) gives the population objective F_P in
closed form (the per-sample noise of :mod:`simulations.papers.lt.instances.noise` has mean zero), with its value,
gradient and Hessian-vector product for a batch of points (reps, d), and an exact low-dimensional *view* of (∇F, ∇²F): a
gradient with the same norm and a Hessian with the same smallest eigenvalue, so that the SOSP error

    α*(x) = max(‖∇F(x)‖, max(0, −λ_min(∇²F(x)))² / ρ)         (LT-Def1.2; :func:`simulations.metrics.sosp_error`)

is computed by the shared metric on small matrices even when d is in the thousands.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simulations.metrics import sosp_error
from simulations.papers.lt.instances.noise import SineRidgeNoise


@dataclass(frozen=True)
class Constants:
    """Per-sample constants of LT-Asm3.1 on the region the runs reach (G, M, rho) and the gap B = F(x0) - inf F."""

    G: float
    M: float
    rho: float
    B: float


@dataclass(frozen=True, kw_only=True)
class LTInstance:
    """Base class: dimension ``d``, per-sample ``noise`` and the Hessian-Lipschitz constant ``rho`` of F."""

    d: int
    rho: float
    noise: SineRidgeNoise = field(default_factory=SineRidgeNoise)

    def __post_init__(self) -> None:
        if isinstance(self.d, bool) or not isinstance(self.d, int | np.integer) or self.d < 2:
            raise ValueError(f"d must be an integer >= 2, got d={self.d!r}")
        if not (np.isfinite(self.rho) and self.rho > 0):
            raise ValueError(f"rho must be a finite number > 0, got rho={self.rho!r}")

    # ---- to be provided by each instance ----------------------------------------------------------------------------
    def value(self, x: np.ndarray) -> np.ndarray:
        """F(x) for points (..., d), shape (...)."""
        raise NotImplementedError

    def grad(self, x: np.ndarray) -> np.ndarray:
        """∇F(x) for points (..., d)."""
        raise NotImplementedError

    def hvp(self, x: np.ndarray, v: np.ndarray) -> np.ndarray:
        """∇²F(x) v for points and vectors (..., d)."""
        raise NotImplementedError

    def hessian_diagonal(self, x: np.ndarray) -> np.ndarray:
        """The diagonal of ∇²F(x) for points (..., d)."""
        raise NotImplementedError

    def sosp_view(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(g, H) with ‖g‖ = ‖∇F(x)‖ and λ_min(H) = λ_min(∇²F(x)), for points (k, d): shapes (k, m), (k, m, m)."""
        raise NotImplementedError

    def constants(self) -> Constants:
        """The constants of LT-Asm3.1 the algorithms are given (noise included)."""
        raise NotImplementedError

    def start(self, reps: int) -> np.ndarray:
        """The public start x0 for ``reps`` repetitions, shape (reps, d)."""
        return np.zeros((reps, self.d))

    # ---- shared ----------------------------------------------------------------------------------------------------
    def sosp_error(self, x: np.ndarray) -> np.ndarray:
        """α*(x) of LT-Def1.2 on the exact F_P for points (k, d), shape (k,) (through the shared metric)."""
        g, h = self.sosp_view(np.atleast_2d(x))
        return sosp_error(g, h, self.rho)

    def sosp_screen(self, x: np.ndarray, grad: np.ndarray, level: float) -> np.ndarray:
        """Points (k, d) that may satisfy α*(x) <= ``level``: ‖∇F‖ <= level and min_k (∇²F)_kk >= −√(ρ level).

        Both are necessary (λ_min <= every diagonal entry, the Rayleigh quotient at e_k), so only the points that pass
        need the eigenvalue computation of :meth:`sosp_error`. ``grad`` is ∇F(x).
        """
        small = np.linalg.norm(grad, axis=-1) <= level
        out = np.zeros(small.shape, dtype=bool)
        if small.any():
            out[small] = self.hessian_diagonal(x[small]).min(axis=-1) >= -np.sqrt(self.rho * level)
        return out

    def hessian(self, x: np.ndarray) -> np.ndarray:
        """Dense ∇²F(x) for points (k, d), shape (k, d, d), from d Hessian-vector products (for tests, small d)."""
        x = np.atleast_2d(x)
        eye = np.eye(self.d)
        cols = [self.hvp(x, np.broadcast_to(eye[i], x.shape)) for i in range(self.d)]
        return np.stack(cols, axis=-1)
