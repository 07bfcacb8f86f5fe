"""MUABG-E41 made numerical: Lem 10's Gaussian thresholds fail far more often than its 1 - 2 beta allows.

Paper: arXiv 2311.13447v1, App. D.1, proof of Lemma 10: "Condition on the high probability event that for all
t in [T], ||b-hat_t|| <= sqrt(log(n sqrt(rho)/beta)) sigma-hat_t = ... and ||b_t|| <= sqrt(d log(n sqrt(rho)/beta))
sigma_t = N_t. This event happens with probability at least 1 - 2 beta due to the concentration properties of
Gaussian noise and the fact that at most n sqrt(rho) iterations are performed."

The instance: d = 1 and f(w; x) = L0 w, so ||grad F|| = L0 everywhere; n = 10^4, rho = 1, beta = 0.01. Alg. 3
(Sec. 5) charges each round rho_t = min{L0^2 d lg/(n^2 N_t^2), rho/2} + sqrt(rho)/n (line 6) and runs while the
charges stay within rho/2 (line 2). With N_t = L0 (1 + b-hat_t/L0) and b-hat_t of standard deviation
sigma-hat = L0/(sqrt(n) rho^(1/4)) = L0/100, N_t stays within a few percent of L0, so every charge lies between the
two bounds used below and the round count is pinned to a few units.
"""

from __future__ import annotations

import math

from scipy.special import erfc

N, RHO, BETA, DIM = 1e4, 1.0, 0.01, 1
LG = math.log(N * math.sqrt(RHO) / BETA)


def _two_sided_tail(threshold_in_sigmas: float) -> float:
    """Pr[|Z| > threshold sigma] for a centred Gaussian Z of standard deviation sigma."""
    return float(erfc(threshold_in_sigmas / math.sqrt(2.0)))


def _rounds(relative_norm: float) -> int:
    """Rounds Alg. 3 completes on the linear instance if every noisy norm is N_t = relative_norm * L0."""
    charge = DIM * LG / (N**2 * relative_norm**2) + math.sqrt(RHO) / N
    return math.floor((RHO / 2) / charge)


def _failure(per_round: float, rounds: int) -> float:
    return -math.expm1(rounds * math.log1p(-per_round))


def test_the_printed_threshold_fails_per_round_with_about_sqrt_beta_over_the_rounds():
    per_round = _two_sided_tail(math.sqrt(LG))
    budget_per_round = BETA / (N * math.sqrt(RHO))  # what the union bound over n sqrt(rho) rounds needs
    assert per_round > 200 * budget_per_round
    assert math.isclose(per_round, 2.02e-4, rel_tol=0.01)


def test_on_the_linear_instance_the_event_fails_with_probability_063_not_2_beta():
    # |b-hat_t| <= 5 sigma-hat has probability 1 - 6e-7 per round: N_t within 5% of L0 on all rounds w.p. > 0.99
    fewest, most = _rounds(0.95), _rounds(1.05)
    assert 4990 <= fewest <= most <= 4996
    two_sided = _two_sided_tail(math.sqrt(LG))
    assert 0.63 < _failure(two_sided, fewest) < _failure(two_sided, most) < 0.64
    one_sided = two_sided / 2  # N_t > ||grad F|| + sqrt(lg) sigma-hat: Lemma 10's conclusion itself fails
    assert 0.39 < _failure(one_sided, fewest) < 0.41
    assert _failure(one_sided, fewest) > 19 * (2 * BETA)


def test_control_the_corrected_thresholds_hold_with_the_claimed_probability():
    most = _rounds(1.05)
    scalar = _two_sided_tail(math.sqrt(2 * math.log(2 * N * math.sqrt(RHO) / BETA)))
    # ||b_t|| <= sigma_t (sqrt(d) + sqrt(2 lg)); at d = 1 this is |Z| <= 1 + sqrt(2 lg)
    vector = _two_sided_tail(math.sqrt(DIM) + math.sqrt(2 * LG))
    assert scalar <= BETA / (N * math.sqrt(RHO)) and vector <= BETA / (N * math.sqrt(RHO))
    assert _failure(scalar, most) + _failure(vector, most) <= 2 * BETA
