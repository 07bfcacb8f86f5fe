"""MUABG-E53 made numerical: Alg. 1 lets Phihat_k sit at F0 below the floor Lem 2's proof needs, and Lem 2 fails.

Paper: arXiv 2311.13447v1, Sec. 3. Alg. 1 line 3: K = (1 + 64 (1/F0)^((2-kappa)/kappa) gamma^2 L1)[log F0 +
kappa log(n sqrt(rho)/(gamma L0 sqrt d))]; line 4: sigma-hat = L0 sqrt(K)/(n sqrt rho); line 6: Phihat_k =
max{Phihat_(k-1)/c, min{(32 gamma L0 sqrt(K d log(1/beta'))/(n sqrt rho))^kappa, F0}} with c > 1 and Phihat_0 = F0.
Lem 2: "With probability at least 1 - beta, for every k in [K] and t in [T_k] ..., ||grad_(k,t) - grad F(w_(k,t); S)||
<= Phihat_k^(1/kappa)/(8 gamma)"; its step (iii) uses Phihat_k >= (32 gamma L0 sqrt(K d log(1/beta'))/(n sqrt
rho))^kappa. Instance: d = 1, f(w; x) = (w - x)^2/2 with every x_i = 0 (F = w^2/2: 1-smooth, 1-Lipschitz on |w| <= 1,
(1, 2)-KL), w0 = 0, gamma = L0 = L1 = 1, kappa = 2, n sqrt(rho) = 1e4, beta = 0.01, F0 = 1e-6 (F(w0) - F* = 0 <= F0
<= (gamma L0)^kappa). The first query's error is |b_(1,0)|, a centred Gaussian of standard deviation sigma-hat.
"""

from __future__ import annotations

import math

from scipy.stats import norm

KAPPA, GAMMA, L0, L1, DIM = 2.0, 1.0, 1.0, 1.0, 1
N_SQRT_RHO, BETA, F0 = 1e4, 0.01, 1e-6


def _phases(f0: float) -> float:
    return (1 + 64 * (1 / f0) ** ((2 - KAPPA) / KAPPA) * GAMMA**2 * L1) * (
        math.log(f0) + KAPPA * math.log(N_SQRT_RHO / (GAMMA * L0 * math.sqrt(DIM)))
    )


def _floor(phases: float, log_inverse_beta: float) -> float:
    return (32 * GAMMA * L0 * math.sqrt(phases * DIM * log_inverse_beta) / N_SQRT_RHO) ** KAPPA


def _first_query_failure(target: float, phases: float) -> float:
    sigma_hat = L0 * math.sqrt(phases) / N_SQRT_RHO
    return float(2 * norm.sf(target ** (1 / KAPPA) / (8 * GAMMA) / sigma_hat))


def test_f0_below_the_floor_keeps_every_target_at_f0_and_lemma_2_fails_at_the_first_query():
    phases = _phases(F0)
    assert math.isclose(phases, 299.3, abs_tol=0.1)
    # beta' <= beta, so the floor is at least its value at beta: far above F0, and line 6 keeps Phihat_k = F0
    assert _floor(phases, math.log(1 / BETA)) > 1e4 * F0
    assert _first_query_failure(F0, phases) > 0.94 > BETA


def test_control_at_the_floor_the_first_query_meets_lemma_2():
    phases = _phases(F0)
    floor = _floor(phases, math.log(1 / BETA))
    assert _first_query_failure(floor, phases) < 1e-6
