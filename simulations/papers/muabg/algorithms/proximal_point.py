"""MUABG Alg 2: private (approximate) proximal point method for kappa >= 2, and its subroutines.

Paper: Menart, Ullah, Arora, Bassily, Guzman, v1, Algorithm 2 and Theorem 2 (MUABG-Thm2), with Lem 3 (the
accuracy of a strongly convex subroutine) and Alg 4 (:mod:`simulations.papers.muabg.algorithms.noisy_gd_sc`).

  T = ceil((1 + 32 F0^((kappa-2)/kappa) gamma^2 Ltilde1) * max{1, log F0 + kappa log(n sqrt(rho)/(gamma L0 sqrt d))}),
  beta' = beta / T;  for t = 1..T:  w_t = A(F + Ltilde1 ||. - w_{t-1}||^2, w_{t-1}, rho/T, beta').

gamma and kappa enter T although Alg 2 does not list them as inputs. Privacy is composition: T calls
of a (rho/T)-zCDP subroutine.

Subroutines:

* :class:`NoisyGDSubroutine`: Alg 4 with Thm 9's settings (the algorithm of the paper).
* :class:`AdversarialSubroutine`: any point whose subproblem excess is at most tau is a valid answer under
  Lem 3, which is all the proof of Thm 2 uses; this oracle returns the valid point with the largest loss F
  (d = 1, by bisection). It exhibits the gap in the proof of Thm 2: the proof applies the KL inequality at the
  exact prox point w_t* instead of the returned w_t, and with only tau-accuracy the returned points can keep
  F(w_t) - F* of order tau ~ n^-2, above the claimed (...)^kappa ~ n^-kappa once kappa > 2.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from simulations.papers.muabg.algorithms.common import PrivacyLedger, Relation, Version, positive
from simulations.papers.muabg.algorithms.noisy_gd_sc import noisy_gd_subproblem, subproblem_settings


class Subroutine(Protocol):
    """A (rho_c)-zCDP optimiser of F + Ltilde1 ||. - center||^2 started at ``center`` (shape (reps, d))."""

    def __call__(
        self, center: np.ndarray, rho_c: float, beta_c: float, rng: np.random.Generator, ledger: PrivacyLedger
    ) -> np.ndarray: ...


def proximal_point_rounds(
    *, n: float, d: float, rho: float, F0: float, gamma: float, kappa: float, L0: float, Lt1: float
) -> int:
    """The number of rounds T of Alg 2 (line 1), rounded up, with the logarithmic bracket at least 1."""
    n, d, rho, F0, gamma, L0, Lt1 = (
        positive(k, v)
        for k, v in (("n", n), ("d", d), ("rho", rho), ("F0", F0), ("gamma", gamma), ("L0", L0), ("Lt1", Lt1))
    )
    kappa = float(kappa)
    if not (np.isfinite(kappa) and kappa >= 2):
        raise ValueError(f"kappa must be >= 2 for Alg 2, got kappa={kappa!r}")
    bracket = np.log(F0) + kappa * np.log(n * np.sqrt(rho) / (gamma * L0 * np.sqrt(d)))
    return int(np.ceil((1.0 + 32.0 * F0 ** ((kappa - 2.0) / kappa) * gamma**2 * Lt1) * max(1.0, bracket)))


def subroutine_accuracy(*, n: float, d: float, rho: float, beta: float, L0: float, Lt1: float) -> float:
    """Lem 3 / Thm 9's accuracy L0^2 d log(n^2 rho log^2(2/beta)/(d beta)) / (Ltilde1 n^2 rho), constant 1.

    The log argument keeps rho (Thm 9 prints it without, MUABG-Thm9).
    """
    n, d, rho, beta, L0, Lt1 = (
        positive(k, v) for k, v in (("n", n), ("d", d), ("rho", rho), ("beta", beta), ("L0", L0), ("Lt1", Lt1))
    )
    log_term = max(1.0, float(np.log(n**2 * rho * np.log(2.0 / beta) ** 2 / (d * beta))))
    return L0**2 * d * log_term / (Lt1 * n**2 * rho)


@dataclass
class ProximalPointResult:
    """Output points (reps, d), the iterates after each round (rounds + 1, reps, d) and the privacy ledger."""

    w: np.ndarray
    path: np.ndarray
    ledger: PrivacyLedger


def proximal_point(
    subroutine: Subroutine, w0: np.ndarray, *, rounds: int, rho: float, beta: float, rng: np.random.Generator
) -> ProximalPointResult:
    """Alg 2's loop: ``rounds`` calls of ``subroutine`` with budget rho/T and failure probability beta/T."""
    w = np.array(w0, dtype=float)
    if w.ndim != 2:
        raise ValueError(f"w0 must have shape (reps, d), got shape {w.shape}")
    if isinstance(rounds, bool) or int(rounds) != rounds or rounds < 1:
        raise ValueError(f"rounds must be an integer >= 1, got rounds={rounds!r}")
    rho, beta = positive("rho", rho), positive("beta", beta)
    ledger = PrivacyLedger(w.shape[0])
    path = [w]
    for _ in range(int(rounds)):
        w = subroutine(w, rho / rounds, beta / rounds, rng, ledger)
        path.append(w)
    return ProximalPointResult(w, np.stack(path), ledger)


@dataclass(frozen=True)
class NoisyGDSubroutine:
    """Alg 4 with Thm 9's settings on the loss with gradient ``grad`` (n examples, dimension d)."""

    grad: Callable[[np.ndarray], np.ndarray]
    n: float
    d: float
    L0: float
    Lt1: float
    version: Version = "corrected"
    relation: Relation = "replace_one"

    def __call__(
        self, center: np.ndarray, rho_c: float, beta_c: float, rng: np.random.Generator, ledger: PrivacyLedger
    ) -> np.ndarray:
        settings = subproblem_settings(
            n=self.n,
            d=self.d,
            rho=rho_c,
            beta=beta_c,
            L0=self.L0,
            Lt1=self.Lt1,
            version=self.version,
            relation=self.relation,
        )
        return noisy_gd_subproblem(self.grad, center, settings, Lt1=self.Lt1, rng=rng, ledger=ledger)


def _golden_min(fn: Callable[[float], float], lo: float, hi: float, iters: int = 160) -> float:
    """Minimiser of a unimodal scalar function on [lo, hi] (golden-section search, at most ``iters`` steps). A step
    that leaves [a, b] as it was is a fixed point in floating point (the next computes the same two points): the
    search stops there, with the bracket it would end with."""
    ratio = (math.sqrt(5.0) - 1.0) / 2.0
    a, b = lo, hi
    for _ in range(iters):
        x1, x2 = b - ratio * (b - a), a + ratio * (b - a)
        if fn(x1) < fn(x2):
            if x2 == b:
                break
            b = x2
        else:
            if x1 == a:
                break
            a = x1
    return (a + b) / 2.0


def _bisect(fn: Callable[[float], float], inside: float, outside: float, iters: int = 120) -> float:
    """The point between ``inside`` (fn <= 0) and ``outside`` (fn > 0) where fn crosses 0, on the inside (at most
    ``iters`` halvings; stopped, as :func:`_golden_min` is, once a halving no longer moves an end)."""
    a, b = inside, outside
    for _ in range(iters):
        mid = (a + b) / 2.0
        if fn(mid) <= 0:
            if mid == a:
                break
            a = mid
        else:
            if mid == b:
                break
            b = mid
    return a


@dataclass(frozen=True)
class AdversarialSubroutine:
    """A tau-accurate answer that maximises the loss: the adversary the proof of Thm 2 must survive (d = 1).

    ``value`` maps a point (a float) to F; ``Lt1`` is the weak-convexity constant, so the subproblem
    F + Lt1 (w - c)^2 is Lt1-strongly convex; ``tau(rho_c, beta_c)`` is the accuracy the subroutine guarantees
    (Lem 3). The returned point w satisfies F_t(w) - min F_t <= tau (checked) and has the largest F among such
    points (an endpoint of the convex sublevel set). ``lipschitz`` bounds |F'| on the region (for the bracket of
    the exact prox point).
    """

    value: Callable[[float], float]
    Lt1: float
    lipschitz: float
    tau: Callable[[float, float], float]

    def prox(self, center: float) -> float:
        """The exact prox point argmin F(w) + Lt1 (w - c)^2 (golden section on |w - c| <= L0/Lt1)."""
        reach = self.lipschitz / self.Lt1
        return _golden_min(lambda w: self.value(w) + self.Lt1 * (w - center) ** 2, center - reach, center + reach)

    def answer(self, center: float, tau: float) -> float:
        """The point of largest F among those with F_t(w) - min F_t <= tau."""
        star = self.prox(center)
        level = self.value(star) + self.Lt1 * (star - center) ** 2 + tau
        reach = math.sqrt(2.0 * tau / self.Lt1) * 1.01

        def excess(w: float) -> float:
            return self.value(w) + self.Lt1 * (w - center) ** 2 - level

        right = _bisect(excess, star, star + reach)
        left = _bisect(excess, star, star - reach)
        return right if self.value(right) >= self.value(left) else left

    def __call__(
        self, center: np.ndarray, rho_c: float, beta_c: float, rng: np.random.Generator, ledger: PrivacyLedger
    ) -> np.ndarray:
        center = np.array(center, dtype=float)
        if center.ndim != 2 or center.shape[1] != 1:
            raise ValueError(f"the adversarial subroutine works in d = 1: center must be (reps, 1), got {center.shape}")
        tau = positive("tau", self.tau(rho_c, beta_c))
        answers = {c: self.answer(c, tau) for c in set(center[:, 0].tolist())}
        return np.array([[answers[c]] for c in center[:, 0].tolist()])
