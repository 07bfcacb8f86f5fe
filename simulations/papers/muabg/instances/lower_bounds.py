"""The lower-bound constructions of MUABG as instances, with their KL, growth and smoothness constants.

* :class:`Thm8Instance` (MUABG-Thm8, App. C.3, adapting ALD21 Thm 5): kappa >= 2, d = 1. With tau = kappa/(kappa-1),
  r = 1/(n eps) (the paper reuses rho for it) and a = r^(1/(tau-1))/2,
  f(w; +1) = |w - a| for w <= a and |w - a|^tau for w > a;  f(w; -1) = |w + a|^tau for w <= -a and |w + a| otherwise.
  S has a fraction (1 + r)/2 of +1's (minimiser +a, value (1 - r) a); S' has (1 - r)/2 and F(.; S') is the mirror
  image F(-w; S) (minimiser -a, value also (1 - r) a: C.3 prints (1 + rho) a, a typo the proof never uses); they
  differ in n r = 1/eps points, and (1/4)(2a)^tau = (1/4)(1/(n eps))^kappa is the bound. The (1, tau)-growth that
  C.3 claims "over all of R" holds on a neighbourhood of [-a, a] but not far out, where each side carries only
  about half the weight of |w -+ a|^tau (a bounded domain, onto which outputs can be projected, suffices).
* :class:`Thm7Instance` (MUABG-Thm7, App. B.6): f(w; x) = <w, x> + lambda H(w), H the Huber extension of ||w||^2
  beyond 4D. Erratum: the printed H(w) = 4D ||w|| outside the ball is neither C^1 nor convex at
  ||w|| = 4D; the C^1 extension is 8D ||w|| - 16 D^2 (:meth:`Thm7Instance.huber_printed` keeps the printed one).
  Data: N = min{sqrt(d)/eps, n} rows in {+-L0/sqrt(d)}^d (random signs stand in for the fingerprinting code, whose
  hardness cannot be simulated), the rest 0; lambda = N L0/(2 n D). Inside the ball F - F* = lambda ||w - w*||^2
  (so F is exactly PL: (gamma, 2)-KL with gamma = 1/(2 sqrt(lambda))) and the per-example smoothness is 2 lambda.
* :func:`localized_objective` (MUABG-Thm6, App. B.4, ALD21 Prop. 3): F + lambda^tau 2^(tau-2) ||w - c||^tau, which
  the construction claims has (lambda 2^((tau-2)/tau), tau)-growth for convex F.

The constants are computed on grids with :mod:`simulations.papers.muabg.instances.constants`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from simulations.metrics.validation import require_positive


@dataclass(frozen=True)
class Thm8Instance:
    """The d = 1 construction of MUABG-Thm8 for a given kappa >= 2, n and eps."""

    kappa: float
    n: float
    epsilon: float

    def __post_init__(self) -> None:
        if not (np.isfinite(self.kappa) and self.kappa >= 2):
            raise ValueError(f"kappa must be >= 2 for Thm 8, got kappa={self.kappa!r}")
        require_positive("n", self.n)
        require_positive("epsilon", self.epsilon)
        if not self.r < 1:
            raise ValueError(f"need r = 1/(n eps) < 1, got n={self.n}, epsilon={self.epsilon}")

    @property
    def tau(self) -> float:
        """The growth exponent kappa/(kappa - 1), in (1, 2]."""
        return self.kappa / (self.kappa - 1.0)

    @property
    def r(self) -> float:
        return 1.0 / (self.n * self.epsilon)

    @property
    def a(self) -> float:
        return self.r ** (1.0 / (self.tau - 1.0)) / 2.0

    def loss(self, w: np.ndarray, label: int) -> np.ndarray:
        """f(w; label) for label in {+1, -1} at points w (any shape, d = 1)."""
        w = np.asarray(w, dtype=float)
        a, tau = self.a, self.tau
        if label == 1:
            return np.where(w <= a, np.abs(w - a), np.abs(w - a) ** tau)
        if label == -1:
            return np.where(w <= -a, np.abs(w + a) ** tau, np.abs(w + a))
        raise ValueError(f"label must be +1 or -1, got label={label!r}")

    def derivative(self, w: np.ndarray, label: int) -> np.ndarray:
        w = np.asarray(w, dtype=float)
        a, tau = self.a, self.tau
        if label == 1:
            return np.where(w <= a, -1.0, tau * np.abs(w - a) ** (tau - 1.0))
        return np.where(w <= -a, -tau * np.abs(w + a) ** (tau - 1.0), 1.0)

    def fraction(self, which: str) -> float:
        """The fraction of +1 labels in S (``"S"``) or in its neighbour S' (``"S'"``)."""
        if which == "S":
            return (1.0 + self.r) / 2.0
        if which == "S'":
            return (1.0 - self.r) / 2.0
        raise ValueError(f"which must be 'S' or \"S'\", got which={which!r}")

    def empirical(self, w: np.ndarray, which: str = "S") -> np.ndarray:
        p = self.fraction(which)
        return p * self.loss(w, 1) + (1.0 - p) * self.loss(w, -1)

    def empirical_derivative(self, w: np.ndarray, which: str = "S") -> np.ndarray:
        p = self.fraction(which)
        return p * self.derivative(w, 1) + (1.0 - p) * self.derivative(w, -1)

    def minimiser(self, which: str = "S") -> float:
        return self.a if which == "S" else -self.a

    def minimum(self, which: str = "S") -> float:
        """(1 - r) a for both data sets (F(.; S') is the mirror image of F(.; S))."""
        self.fraction(which)
        return (1.0 - self.r) * self.a

    def differing_points(self) -> float:
        """n (fraction(S) - fraction(S')) = n r = 1/eps points differ between S and S'."""
        return self.n * (self.fraction("S") - self.fraction("S'"))

    def lower_bound(self) -> float:
        """(1/4) (1/(n eps))^kappa, which equals (1/4) (2a)^tau."""
        return 0.25 * self.r**self.kappa


@dataclass(frozen=True)
class Thm7Instance:
    """The construction of MUABG-Thm7 with random-sign data (a PL instance with a data-dependent minimiser)."""

    d: int
    n: int
    epsilon: float
    L0: float = 1.0
    D: float = 1.0
    seed: int = 0

    def __post_init__(self) -> None:
        for name in ("epsilon", "L0", "D"):
            require_positive(name, getattr(self, name))
        if self.d < 1 or self.n < 1:
            raise ValueError(f"d and n must be >= 1, got d={self.d}, n={self.n}")

    @property
    def rows(self) -> int:
        """N = min{sqrt(d)/eps, n} (rounded down, at least 1) non-zero data rows."""
        return max(1, int(min(np.sqrt(self.d) / self.epsilon, self.n)))

    @property
    def lam(self) -> float:
        return self.rows * self.L0 / (2.0 * self.n * self.D)

    def data(self) -> np.ndarray:
        rng = np.random.default_rng(self.seed)
        x = np.zeros((self.n, self.d))
        x[: self.rows] = rng.choice([-1.0, 1.0], size=(self.rows, self.d)) * self.L0 / np.sqrt(self.d)
        return x

    def huber(self, w: np.ndarray) -> np.ndarray:
        """H(w) = ||w||^2 inside the ball of radius 4D, 8D ||w|| - 16 D^2 outside (C^1, convex)."""
        r = np.linalg.norm(w, axis=-1)
        return np.where(r <= 4 * self.D, r**2, 8 * self.D * r - 16 * self.D**2)

    def huber_printed(self, w: np.ndarray) -> np.ndarray:
        """The printed H(w) = 4D ||w|| outside the ball (value jumps from 16 D^2 to 16 D^2, slope from 8D to 4D)."""
        r = np.linalg.norm(w, axis=-1)
        return np.where(r <= 4 * self.D, r**2, 4 * self.D * r)

    def huber_grad(self, w: np.ndarray) -> np.ndarray:
        r = np.linalg.norm(w, axis=-1, keepdims=True)
        return np.where(r <= 4 * self.D, 2 * w, 8 * self.D * w / np.maximum(r, 1e-300))

    def empirical(self, w: np.ndarray, x: np.ndarray) -> np.ndarray:
        return w @ x.mean(axis=0) + self.lam * self.huber(w)

    def empirical_grad(self, w: np.ndarray, x: np.ndarray) -> np.ndarray:
        return x.mean(axis=0) + self.lam * self.huber_grad(w)

    def minimiser(self, x: np.ndarray) -> np.ndarray:
        """w* = -sum_i x_i / (2 n lambda) (inside the ball, where H = ||w||^2)."""
        return -x.sum(axis=0) / (2.0 * self.n * self.lam)

    @property
    def per_example_smoothness(self) -> float:
        """2 lambda (= sqrt(d) L0/(n eps D) when N = sqrt(d)/eps)."""
        return 2.0 * self.lam

    @property
    def per_example_lipschitz(self) -> float:
        """||x|| + lambda 8D on the ball of radius 4D and beyond: L0 + 8 lambda D <= 5 L0."""
        return self.L0 + 8.0 * self.lam * self.D

    @property
    def gamma(self) -> float:
        """F - F* = lambda ||w - w*||^2 = ||grad F||^2/(4 lambda) inside the ball: PL, gamma = 1/(2 sqrt(lambda))."""
        return 1.0 / (2.0 * np.sqrt(self.lam))


def localized_objective(
    value: Callable[[np.ndarray], np.ndarray], center: np.ndarray, lam: float, tau: float
) -> Callable[[np.ndarray], np.ndarray]:
    """F + lambda^tau 2^(tau-2) ||w - c||^tau (MUABG-Thm6's localisation step, ALD21 Prop. 3)."""
    lam, tau = require_positive("lam", lam), require_positive("tau", tau)
    coeff = lam**tau * 2.0 ** (tau - 2.0)
    return lambda w: value(w) + coeff * np.linalg.norm(w - center, axis=-1) ** tau
