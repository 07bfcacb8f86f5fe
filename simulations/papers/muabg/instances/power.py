"""The power family a ||w||^p: exactly (gamma, kappa)-KL on all of R^d.

F(w) = a ||w||^p with p > 1 satisfies F - F* = gamma^kappa ||grad F||^kappa with equality everywhere, for
``kappa = p / (p - 1)`` and ``gamma = 1 / (p a^(1/p))`` (MUABG-Def1 with w* = 0): p = 2 is PL (kappa = 2),
p = 3 gives kappa = 3/2, p = 4 gives 4/3, and p in (1, 2) gives kappa > 2 (convex, so 0-weakly convex, but not
smooth at 0: the Alg 2 / Thm 2 regime). On the ball ||w|| <= R the loss is ``L0 = a p R^(p-1)``-Lipschitz and, for
p >= 2, ``L1 = a p (p-1) R^(p-2)``-smooth (the radial eigenvalue of the Hessian is the largest).

Data. The per-example loss is the "balanced linear data term" ``f(w; x) = a ||w||^p + <w, x>`` with half of the
x_i equal to +u and half to -u, so F(.; S) = a ||w||^p exactly and the per-example Lipschitz constant on the ball
is ``L0 + ||u||`` (:meth:`PowerKL.dataset`, :meth:`PowerKL.per_example_grad`). The empirical gradient therefore
costs O(d) for any n, and n enters the simulations only through the noise scales.

The loss is rotation invariant, F(w) = g(||w||) with g(r) = a r^p: :meth:`radial_derivative` is g' for the exact
radial reduction of the noisy gradient step (:mod:`simulations.papers.muabg.algorithms.states`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.metrics.validation import require_positive as positive


def p_for_kappa(kappa: float) -> float:
    """The power p = kappa / (kappa - 1) whose family member is kappa-KL (kappa > 1)."""
    kappa = float(kappa)
    if not (np.isfinite(kappa) and kappa > 1):
        raise ValueError(f"kappa must be a finite number > 1 for the power family, got kappa={kappa!r}")
    return kappa / (kappa - 1.0)


@dataclass(frozen=True)
class PowerKL:
    """F(w) = a ||w||^p on R^d, studied on the ball of radius ``radius`` around the minimiser 0."""

    a: float = 1.0
    p: float = 2.0
    radius: float = 1.0

    def __post_init__(self) -> None:
        positive("a", self.a)
        positive("radius", self.radius)
        if not (np.isfinite(self.p) and self.p > 1):
            raise ValueError(f"p must be a finite number > 1, got p={self.p!r}")

    @classmethod
    def for_kappa(cls, kappa: float, a: float = 1.0, radius: float = 1.0) -> PowerKL:
        """The member with KL exponent ``kappa``."""
        return cls(a, p_for_kappa(kappa), radius)

    # ---- KL, Lipschitz and smoothness constants ----------------------------------------------------------------
    @property
    def kappa(self) -> float:
        """KL exponent p / (p - 1)."""
        return self.p / (self.p - 1.0)

    @property
    def gamma(self) -> float:
        """KL constant 1 / (p a^(1/p)), tight everywhere."""
        return 1.0 / (self.p * self.a ** (1.0 / self.p))

    @property
    def lipschitz(self) -> float:
        """L0 = a p R^(p-1) on the ball of radius R."""
        return self.a * self.p * self.radius ** (self.p - 1.0)

    @property
    def smoothness(self) -> float:
        """L1 = a p (p-1) R^(p-2) on the ball (p >= 2); p < 2 is not smooth at 0."""
        if self.p < 2:
            raise ValueError(f"a ||w||^p with p={self.p} < 2 is not smooth at its minimiser (kappa > 2)")
        return self.a * self.p * (self.p - 1.0) * self.radius ** (self.p - 2.0)

    def start(self, d: int, norm: float = 0.5) -> np.ndarray:
        """A start point of the given norm (along the first axis), shape (d,)."""
        w0 = np.zeros(int(d))
        w0[0] = positive("norm", norm)
        return w0

    # ---- value and derivatives on a batch ------------------------------------------------------------------
    def value(self, w: np.ndarray) -> np.ndarray:
        """F at points of shape (..., d)."""
        return self.a * np.sum(w * w, axis=-1) ** (self.p / 2.0)

    def grad(self, w: np.ndarray) -> np.ndarray:
        """grad F = a p ||w||^(p-2) w at points of shape (..., d) (0 at w = 0)."""
        if self.p == 2.0:
            return 2.0 * self.a * w
        sq = np.sum(w * w, axis=-1, keepdims=True)
        positive_sq = sq > 0
        scale = self.a * self.p * np.where(positive_sq, sq, 1.0) ** ((self.p - 2.0) / 2.0)
        return np.where(positive_sq, scale, 0.0) * w

    def hessian(self, w: np.ndarray) -> np.ndarray:
        """Hessian a p r^(p-2) (I + (p-2) u u^T) at points of shape (..., d), r > 0."""
        r = np.linalg.norm(w, axis=-1)[..., None, None]
        u = w[..., :, None] / r
        eye = np.eye(w.shape[-1])
        return self.a * self.p * r ** (self.p - 2.0) * (eye + (self.p - 2.0) * u * np.swapaxes(u, -1, -2))

    def excess(self, w: np.ndarray) -> np.ndarray:
        """Exact excess empirical risk F(w) - F(w*) (= F(w))."""
        return self.value(w)

    # ---- radial profile (rotation invariance) -------------------------------------------------------------
    def radial_value(self, r: np.ndarray) -> np.ndarray:
        """g(r) = a r^p."""
        return self.a * np.asarray(r) ** self.p

    def radial_derivative(self, r: np.ndarray) -> np.ndarray:
        """g'(r) = a p r^(p-1) = ||grad F|| at any point of norm r."""
        return self.a * self.p * np.asarray(r) ** (self.p - 1.0)

    # ---- data ----------------------------------------------------------------------------------------------
    def dataset(self, n: int, u: np.ndarray) -> np.ndarray:
        """The balanced data set: n/2 copies of +u and n/2 of -u (n even), shape (n, d)."""
        if int(n) < 2 or int(n) % 2:
            raise ValueError(f"n must be an even integer >= 2 for the balanced data set, got n={n!r}")
        half = int(n) // 2
        return np.concatenate([np.tile(u, (half, 1)), np.tile(-u, (half, 1))])

    def per_example_grad(self, w: np.ndarray, x: np.ndarray) -> np.ndarray:
        """grad f(w; x) = grad(a ||w||^p) + x for one point w (d,) and examples x (n, d)."""
        return self.grad(w)[None, :] + x

    def empirical_grad(self, w: np.ndarray, x: np.ndarray) -> np.ndarray:
        """The average per-example gradient on the data set x, computed in O(d) through the data mean."""
        return self.grad(w) + x.mean(axis=0)
