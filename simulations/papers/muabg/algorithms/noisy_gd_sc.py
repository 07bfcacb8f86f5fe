"""MUABG Alg 4: projected noisy GD on the regularised subproblem F(w; S) + Ltilde1 ||w - w0||^2 (Appendix E).

Paper: Menart, Ullah, Arora, Bassily, Guzman, v1, Algorithm 4 and Theorem 9 (MUABG-Thm9), the subroutine of
Alg 2 (MUABG-Lem3). With F Ltilde1-weakly convex, F-tilde is Ltilde1-strongly convex; Thm 9 sets

  T = n^2 rho log^2(2/beta) / d,   eta_t = 1/(Ltilde1 t),   sigma^2 = 4 L0^2 T / (n^2 rho),

projects onto the ball of radius L0/(2 Ltilde1) around w0 (which contains the minimiser of F-tilde) and returns
the weighted average w-bar = (2/(T(T+1))) sum_{t=1}^T t w_t. Erratum: the update uses
grad F-tilde(w_t), not the printed grad F-tilde(w). T is rounded up (at least 2).

Privacy: the T - 1 noisy gradients have sensitivity 2 L0/n (replace-one; grad F-tilde and grad F differ by a
data-independent term). ``version="printed"`` uses the printed sigma (each step costs rho/(2T), total below
rho/2); ``version="corrected"`` calibrates sigma so the T - 1 steps cost exactly rho (see
:mod:`simulations.papers.muabg.algorithms.common`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from simulations.papers.muabg.algorithms.common import (
    PrivacyLedger,
    Relation,
    Version,
    check_relation,
    check_version,
    gradient_sensitivity,
    positive,
    sigma_for_cost,
)


@dataclass(frozen=True)
class SubproblemSettings:
    """Thm 9's iteration count, noise scale and projection radius for one call."""

    steps: int
    sigma: float
    radius: float
    sensitivity: float


def subproblem_settings(
    *,
    n: float,
    d: float,
    rho: float,
    beta: float,
    L0: float,
    Lt1: float,
    version: Version = "corrected",
    relation: Relation = "replace_one",
) -> SubproblemSettings:
    """T, sigma and the projection radius of Thm 9 (see the module docstring)."""
    version, relation = check_version(version), check_relation(relation)
    n, d, rho, beta, L0, Lt1 = (
        positive(k, v) for k, v in (("n", n), ("d", d), ("rho", rho), ("beta", beta), ("L0", L0), ("Lt1", Lt1))
    )
    if not beta < 1:
        raise ValueError(f"beta must lie in (0, 1), got beta={beta!r}")
    steps = max(2, int(np.ceil(n**2 * rho * np.log(2.0 / beta) ** 2 / d)))
    sens = gradient_sensitivity(L0, n, relation)
    if version == "printed":
        sigma = float(np.sqrt(4.0 * L0**2 * steps / (n**2 * rho)))
    else:
        sigma = float(sigma_for_cost(sens, rho / (steps - 1)))
    return SubproblemSettings(steps, sigma, L0 / (2.0 * Lt1), sens)


def _project(offset: np.ndarray, radius: float) -> None:
    """Project the rows of ``offset`` (reps, d) onto the ball of radius ``radius`` in place (an interval in d = 1)."""
    if offset.shape[1] == 1:
        np.minimum(offset, radius, out=offset)
        np.maximum(offset, -radius, out=offset)
        return
    norm = np.sqrt(np.einsum("ij,ij->i", offset, offset))[:, None]
    offset *= radius / np.maximum(norm, radius)


def noisy_gd_subproblem(
    grad: Callable[[np.ndarray], np.ndarray],
    center: np.ndarray,
    settings: SubproblemSettings,
    *,
    Lt1: float,
    rng: np.random.Generator,
    ledger: PrivacyLedger | None = None,
) -> np.ndarray:
    """Alg 4 from ``center`` (shape (reps, d)) on F + Lt1 ||w - center||^2; returns w-bar (reps, d)."""
    center = np.array(center, dtype=float)
    if center.ndim != 2:
        raise ValueError(f"center must have shape (reps, d), got shape {center.shape}")
    Lt1 = positive("Lt1", Lt1)
    T, sigma, radius = settings.steps, settings.sigma, settings.radius
    # the state is the offset u = w - center (u_1 = 0): one step is u <- (1 - 2/t) u - (grad F(w) + noise)/(Lt1 t),
    # then the projection onto the ball of radius ``radius``; sum_t t w_t = center T(T+1)/2 + sum_t t u_t.
    # A step is a handful of in-place operations on (reps, d): the step sizes and the scaled noise of a block of
    # steps are drawn at once, and the weighted sum of a block's offsets is one product after it.
    offset = np.zeros_like(center)
    point = np.empty_like(center)
    weighted = np.zeros_like(center)
    block = 4096
    history = np.empty((min(block, T - 1), *center.shape))
    for start in range(1, T, block):
        ts = np.arange(start, min(T, start + block), dtype=float)
        rates = 1.0 / (Lt1 * ts)
        kicks = sigma * rng.standard_normal((ts.size, *center.shape))
        kicks *= rates[:, None, None]
        shrinks = 1.0 - 2.0 / ts
        for i in range(ts.size):
            np.add(center, offset, out=point)
            step = grad(point)
            step *= rates[i]
            offset *= shrinks[i]
            offset -= step
            offset -= kicks[i]
            _project(offset, radius)
            history[i] = offset
        weighted += np.tensordot(ts + 1.0, history[: ts.size], axes=1)
    if ledger is not None:
        ledger.charge("subproblem gradient", settings.sensitivity, sigma, count=T - 1)
    return center + 2.0 * weighted / (T * (T + 1))
