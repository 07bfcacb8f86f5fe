"""MUABG Alg 1 ("KL Spider"): variance-reduced normalised GD with phase targets, for kappa in [1, 2].

Paper: Menart, Ullah, Arora, Bassily, Guzman, v1 (``arXiv:2311.13447v1``), Algorithm 1, Theorem 1
(MUABG-Thm1), privacy Lem 8 (B.1). Pseudo-code with the errata fixed:

* c = 1 + F0^((2-kappa)/kappa) / (64 gamma^2 L1);
  K = ceil((1 + 64 F0^(-(2-kappa)/kappa) gamma^2 L1) * max{1, log F0 + kappa log(n sqrt(rho)/(gamma L0 sqrt d))});
  beta' = (beta/K) (gamma L0 sqrt(K d) / (n sqrt(rho) F0^(1/kappa)))^(2-kappa).
* Phase k: Phihat_k = max{Phihat_{k-1}/c, floor}, floor = min{(C gamma L0 sqrt(K d log(1/beta'))/(n sqrt rho))^kappa,
  F0}; T_k = ceil((F0/Phihat_k)^((2-kappa)/kappa)); restart grad_{k,0} = grad F(w) + N(0, sigma-hat^2 I).
* Inner loop: stop as soon as ||grad_{k,t}|| < (7/(8 gamma)) Phihat_k^(1/kappa); otherwise the normalised step
  w <- w - Phihat_k^(1/kappa)/(4 gamma L1) grad_{k,t}/||grad_{k,t}|| and the estimator moves by the noisy
  gradient difference, grad_{k,t+1} = grad_{k,t} + [grad F(w_new) - grad F(w)] + N(0, sigma_k^2 I).

Versions:

* ``"printed"``: sigma-hat = L0 sqrt(K)/(n sqrt rho), sigma_k = Phihat^(1/kappa) sqrt(T_k K)/(gamma n sqrt rho),
  C = 32, the loop "while t <= T_k" (up to T_k + 1 updates) and line 17's next start w_{k,t-1} (the iterate
  before the last update; the start of the phase when no update was made, where the printed w_{k,-1} is
  undefined). The ledger then records the true cost: 17 rho/32 under the paper's L0/n relation and 17 rho/8 under
  replace-one when every step runs (MUABG-Lem8, MUABG-Alg1-gaussian), not the rho of Thm 1.
* ``"corrected"`` (default): T_k updates at most (for t = 0..T_k-1), the next phase starts at the current iterate
  (the point whose noisy gradient was small, which the induction of Thm 1 needs), and each phase spends rho/K:
  rho/(2K) on the restart and rho/(2 K T_k) on each difference, with sigma calibrated from the sensitivities
  Delta-hat = 2 L0/n and Delta_k = 2 L1 ||step||/n (replace-one; half under ``relation="paper"``). Lem 2's chain
  ||error|| <= 2 sqrt(d log(1/beta'))(sigma-hat + sqrt(T_k) sigma_k) <= Phihat^(1/kappa)/(8 gamma) with these sigmas
  (and T_k <= 2 (F0/Phihat)^((2-kappa)/kappa) after rounding up) gives the floor constant C = 24 f, f = 2 under
  replace-one (C = 48) and f = 1 under the paper's relation (C = 24).
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
    difference_sensitivity,
    gradient_sensitivity,
    positive,
    sigma_for_cost,
)

PRINTED_FLOOR_CONSTANT = 32.0


@dataclass(frozen=True)
class SpiderSchedule:
    """The deterministic part of Alg 1: phase targets, lengths, step lengths and noise scales."""

    K: int
    kappa: float
    c: float
    beta_prime: float
    floor: float
    floor_constant: float
    sigma_hat: float
    targets: np.ndarray
    lengths: np.ndarray
    step_lengths: np.ndarray
    sigmas: np.ndarray
    restart_sensitivity: float
    difference_sensitivities: np.ndarray
    version: str


def spider_schedule(
    *,
    n: float,
    d: float,
    rho: float,
    beta: float,
    F0: float,
    gamma: float,
    kappa: float,
    L0: float,
    L1: float,
    version: Version = "corrected",
    relation: Relation = "replace_one",
    floor_constant: float | None = None,
) -> SpiderSchedule:
    """Lines 1-7 of Alg 1 for all phases (see the module docstring for the two versions)."""
    version, relation = check_version(version), check_relation(relation)
    n, d, rho, beta, F0, gamma, L0, L1 = (
        positive(k, v)
        for k, v in (
            ("n", n),
            ("d", d),
            ("rho", rho),
            ("beta", beta),
            ("F0", F0),
            ("gamma", gamma),
            ("L0", L0),
            ("L1", L1),
        )
    )
    kappa = float(kappa)
    if not 1.0 <= kappa <= 2.0:
        raise ValueError(f"kappa must lie in [1, 2] for Alg 1, got kappa={kappa!r}")
    if (L0 * gamma) ** kappa * (1 + 1e-12) < F0:
        raise ValueError(f"Alg 1 needs F0 <= (L0 gamma)^kappa = {(L0 * gamma) ** kappa:.6g}, got F0={F0!r}")
    e = (2.0 - kappa) / kappa
    c = 1.0 + F0**e / (64.0 * gamma**2 * L1)
    bracket = np.log(F0) + kappa * np.log(n * np.sqrt(rho) / (gamma * L0 * np.sqrt(d)))
    K = int(np.ceil((1.0 + 64.0 * F0 ** (-e) * gamma**2 * L1) * max(1.0, bracket)))
    beta_prime = beta / K * (gamma * L0 * np.sqrt(K * d) / (n * np.sqrt(rho) * F0 ** (1.0 / kappa))) ** (2.0 - kappa)
    if not 0 < beta_prime < 1:
        raise ValueError(f"beta' must lie in (0, 1); got {beta_prime:.3g} (increase n or decrease beta)")
    restart_sens = gradient_sensitivity(L0, n, relation)
    if floor_constant is None:
        floor_constant = PRINTED_FLOOR_CONSTANT if version == "printed" else 24.0 * restart_sens * n / L0
    floor = min(
        (floor_constant * gamma * L0 * np.sqrt(K * d * np.log(1 / beta_prime)) / (n * np.sqrt(rho))) ** kappa, F0
    )
    targets = np.empty(K)
    phi = F0
    for k in range(K):
        phi = max(phi / c, floor)
        targets[k] = phi
    ratio = (F0 / targets) ** e
    step_lengths = targets ** (1.0 / kappa) / (4.0 * gamma * L1)
    diff_sens = np.asarray(difference_sensitivity(L1, step_lengths, n, relation))
    if version == "printed":
        lengths = np.floor(ratio + 1e-9).astype(np.int64)  # "while t <= T_k": T_k + 1 updates at most
        sigma_hat = L0 * np.sqrt(K) / (n * np.sqrt(rho))
        sigmas = targets ** (1.0 / kappa) * np.sqrt(ratio * K) / (gamma * n * np.sqrt(rho))
    else:
        lengths = np.ceil(ratio - 1e-9).astype(np.int64)
        sigma_hat = float(sigma_for_cost(restart_sens, rho / (2.0 * K)))
        sigmas = sigma_for_cost(diff_sens, rho / (2.0 * K * lengths))
    return SpiderSchedule(
        K,
        kappa,
        c,
        float(beta_prime),
        float(floor),
        float(floor_constant),
        float(sigma_hat),
        targets,
        lengths,
        step_lengths,
        np.asarray(sigmas, dtype=float),
        restart_sens,
        diff_sens,
        version,
    )


@dataclass
class SpiderResult:
    """Output points (reps, d), the number of updates made, the phases cut short by the stopping rule, costs."""

    w: np.ndarray
    updates: np.ndarray
    early_stops: np.ndarray
    ledger: PrivacyLedger
    schedule: SpiderSchedule


def kl_spider(
    grad: Callable[[np.ndarray], np.ndarray],
    w0: np.ndarray,
    schedule: SpiderSchedule,
    *,
    gamma: float,
    rng: np.random.Generator,
) -> SpiderResult:
    """Run Alg 1 from ``w0`` (shape (reps, d)) for all repetitions at once."""
    w = np.array(w0, dtype=float)
    if w.ndim != 2:
        raise ValueError(f"w0 must have shape (reps, d), got shape {w.shape}")
    gamma = positive("gamma", gamma)
    reps, dim = w.shape
    ledger = PrivacyLedger(reps)
    updates = np.zeros(reps, dtype=np.int64)
    early = np.zeros(reps, dtype=np.int64)
    printed = schedule.version == "printed"
    for k in range(schedule.K):
        phi_root = schedule.targets[k] ** (1.0 / schedule.kappa)
        threshold = 7.0 / (8.0 * gamma) * phi_root
        step = schedule.step_lengths[k]
        sigma = schedule.sigmas[k]
        g = grad(w)
        nabla = g + schedule.sigma_hat * rng.standard_normal((reps, dim))
        ledger.charge("restart", schedule.restart_sensitivity, schedule.sigma_hat)
        active = np.ones(reps, dtype=bool)
        previous = w.copy()
        steps = schedule.lengths[k] + (1 if printed else 0)
        for _ in range(steps):
            norm = np.linalg.norm(nabla, axis=1)
            active &= norm >= threshold
            if not active.any():
                break
            move = (step / np.where(active, norm, 1.0))[:, None] * nabla
            w_new = np.where(active[:, None], w - move, w)
            g_new = grad(w_new)
            noise = sigma * rng.standard_normal((reps, dim))
            ledger.charge("difference", schedule.difference_sensitivities[k], sigma, active)
            nabla = np.where(active[:, None], nabla + (g_new - g) + noise, nabla)
            if printed:
                previous = np.where(active[:, None], w, previous)
            w, g = w_new, g_new
            updates += active
        early += np.linalg.norm(nabla, axis=1) < threshold
        if printed:
            w = previous
    return SpiderResult(w, updates, early, ledger, schedule)
