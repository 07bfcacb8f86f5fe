"""CGT-E22 checked: the eta_(0:t) factor on 3 beta ||b_t|| ||C|| in Thm 4.11 and eq. (23) (arXiv 2406.02716v1).

Paper: "DP-SCO in one epoch with large batches", arXiv 2406.02716v1. Thm 4.11 (Sec. 4.4.3) states
E[F(y_T)] - F(x*) <= (1/eta_(0:T)) sum_t [eta_(0:t)(8L^2/(sqrt(B) beta) + 5L||b_t||/eta_t + 3 beta ||b_t|| ||C||
+ beta ||b_t||^2/eta_t^2)] + beta ||C||^2/eta_(0:T), and its proof gets the summand from eq. (23),
E_q[Delta Phi_t | x_t] <= eta_(0:t)(8L^2/(sqrt(B) beta) + 5L||b_t||/eta_t + 3 beta ||b_t|| ||C||
+ beta ||b_t||^2/eta_t^2),
"by plugging (22) into (12)". Eq. (12) (Sec. 4.4.1, proof of Lemma 4.8) is
Delta Phi_t <= -eta_(0:t)<q_t, y_(t+1) - x_t> + L||b_t||/tau_t + beta ||b_t||^2/(eta_t tau_t) + 3 beta ||b_t|| ||C||
- eta_t<q_t, z_t - x*>, with tau_t = eta_t/eta_(0:t); its 3 beta ||b_t|| ||C|| is the 2 beta <b_t, z_(t+1) - x*> of (10)
plus the beta ||b_t|| ||C|| of Claim 4.9, and carries no eta_(0:t). Erratum CGT-E22
(bounds/papers/cgt/errata.py) says (23) and Thm 4.11 put that term inside eta_(0:t)(...).

Computed here:
- sympy: (12)'s b-terms rebuilt from (10) and Claim 4.9's last display, then (22) and tau_t = eta_t/eta_(0:t)
  substituted; the result has 3 beta ||b_t|| ||C|| with coefficient free of eta_(0:t). The corrected (23) dominates it
  for every B >= 1; the printed (23) differs from the corrected one by 3 beta ||b_t|| ||C|| (eta_(0:t) - 1). Also the
  erratum's argument (33.3 against 0.0194 at eta_t = t + 1, T = 100) and that Thm 4.11's hypothesis
  eta_t^2 <= 4 eta_(0:t) admits eta_t = c (t + 1) for every c in (0, 2], so eta_(0:t) < 1 is allowed.
- numpy: Algorithm 1 (lines 5-7 as printed, tau_t = eta_t/eta_(0:t), x_0 = z_0 = 0) with the independent minibatch
  gradient of Thm 4.11 on a linear loss f(x, d) = <g, x> (||g|| = L, M = 0, so q_t = 0 and E_q[Delta Phi_t | x_t] is
  Delta Phi_t itself), C the Euclidean ball of radius R about 0 and Phi_t from eq. (4). ||C||_2 is read as the diameter
  2R, the reading under which (14)'s ||z_t - x*|| <= ||C|| holds and the largest one, so a failure of the printed (23)
  under it is a failure under any reading. At eta_0 = 0.01, ||b_0|| = 1e-3 the printed (23) is exceeded by a factor 17,
  while (12) and the corrected (23) hold; controls (eta_t = t + 1, and b_t = 0) hold for both; a seeded random sweep
  finds no failure of the corrected (23) and printed failures only where eta_(0:t) < 1.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pytest
import sympy as sp

RADIUS = 1.0
DIAMETER = 2 * RADIUS
"""||C||_2 read as the diameter of C."""
LIP = 0.01
BETA = 1.0
BATCH = 1
"""B = 1 gives the largest 8L^2/(sqrt(B) beta), the reading least favourable to a counterexample."""
NOISE = 1e-3
SMALL_RATE = 0.01
"""eta_t = SMALL_RATE (t + 1); eta_t^2 <= 4 eta_(0:t) holds (see test_hypothesis_admits_small_rates)."""


@dataclass(frozen=True)
class Step:
    """One step t of Algorithm 1: Delta Phi_t and the right-hand sides of (12), printed (23) and corrected (23)."""

    eta_sum: float
    """eta_(0:t)."""
    delta_phi: float
    rhs_12: float
    printed: float
    corrected: float


def _project(v: np.ndarray) -> np.ndarray:
    norm = float(np.linalg.norm(v))
    return v if norm <= RADIUS else v * (RADIUS / norm)


def run_algorithm(
    gradient: np.ndarray, noises: Sequence[np.ndarray], etas: Sequence[float], z_scale: float = 1.0
) -> list[Step]:
    """Algorithm 1 on F(x) = <gradient, x> over the ball; z_scale = 1/4 is CGT-E8's repaired mirror step.

    Line 5: z_(t+1) = Pi_C(z_t - z_scale (eta_t/beta) grad_t + z_scale b_t); line 6: y_(t+1) = Pi_C(x_t - grad_t/beta
    + b_t/eta_t); line 7: x_(t+1) = (1 - tau_(t+1)) y_(t+1) + tau_(t+1) z_(t+1). Every sample has the same gradient,
    so grad_t = grad F(x_t) and q_t = 0.
    """
    lip = float(np.linalg.norm(gradient))
    x_star = -RADIUS * gradient / lip
    sums = np.cumsum(etas)
    x = np.zeros_like(gradient)
    z = np.zeros_like(gradient)
    y = np.zeros_like(gradient)
    steps = []
    for t, (noise, eta) in enumerate(zip(noises, etas, strict=True)):
        eta_sum = float(sums[t])
        phi = (eta_sum - eta) * float(gradient @ (y - x_star)) + 2 * BETA * float(np.sum((z - x_star) ** 2))
        z = _project(z - z_scale * eta / BETA * gradient + z_scale * noise)
        y = _project(x - gradient / BETA + noise / eta)
        phi_next = eta_sum * float(gradient @ (y - x_star)) + 2 * BETA * float(np.sum((z - x_star) ** 2))
        b = float(np.linalg.norm(noise))
        tau = eta / eta_sum
        shared = eta_sum * (8 * lip**2 / (math.sqrt(BATCH) * BETA) + 5 * lip * b / eta + BETA * b**2 / eta**2)
        steps.append(
            Step(
                eta_sum=eta_sum,
                delta_phi=phi_next - phi,
                rhs_12=lip * b / tau + BETA * b**2 / (eta * tau) + 3 * BETA * b * DIAMETER,
                printed=shared + eta_sum * 3 * BETA * b * DIAMETER,
                corrected=shared + 3 * BETA * b * DIAMETER,
            )
        )
        if t + 1 < len(etas):
            tau_next = etas[t + 1] / float(sums[t + 1])
            x = (1 - tau_next) * y + tau_next * z
    return steps


def _aligned(horizon: int, size: float = NOISE) -> list[np.ndarray]:
    """Noise pointing away from x* (along +g), the direction that grows ||z_t - x*||."""
    return [np.array([size, 0.0, 0.0])] * horizon


GRADIENT = np.array([LIP, 0.0, 0.0])


def test_proof_gives_the_term_without_eta_sum() -> None:
    """(10) + Claim 4.9 give (12)'s b-terms; (12) + (22) give (23) with 3 beta b C outside eta_(0:t)."""
    lip, beta, batch, eta, eta_sum, b, c, tau = sp.symbols("L beta B eta_t eta_0t b C tau_t", positive=True)
    claim_49 = sp.expand(beta / tau * b * (lip / beta + b / eta + tau * c))
    assert claim_49 == lip * b / tau + beta * b**2 / (eta * tau) + beta * b * c
    rhs_12_b_terms = claim_49 + 2 * beta * b * c  # (10)'s 2 beta <b_t, z_(t+1) - x*> <= 2 beta ||b_t|| ||C||
    bound_22 = eta_sum * (8 * lip**2 / (sp.sqrt(batch) * beta) + 4 * lip * b / (sp.sqrt(batch) * eta))
    # E_q[-eta_t <q_t, z_t - x*> | x_t] = 0 (q_t mean zero), tau_t = eta_t/eta_(0:t)
    proof = sp.expand((bound_22 + rhs_12_b_terms).subs(tau, eta / eta_sum))
    assert proof.coeff(b * c) == 3 * beta
    common = 8 * lip**2 / (sp.sqrt(batch) * beta) + 5 * lip * b / eta + beta * b**2 / eta**2
    printed = eta_sum * (common + 3 * beta * b * c)
    corrected = eta_sum * (common + 3 * beta * b * c / eta_sum)
    assert sp.expand(printed).coeff(b * c) == 3 * beta * eta_sum
    assert sp.simplify(corrected - proof - 4 * lip * b * eta_sum / eta * (1 - 1 / sp.sqrt(batch))) == 0
    assert sp.simplify(printed - corrected - 3 * beta * b * c * (eta_sum - 1)) == 0
    # Lemma 4.8 / Thm 4.7 write the same term as eta_(0:t) (3 beta/eta_(0:t)) b C
    assert sp.simplify(eta_sum * 3 * beta / eta_sum * b * c - 3 * beta * b * c) == 0


def test_hypothesis_admits_small_rates() -> None:
    """eta_t = c (t + 1): 4 eta_(0:t) - eta_t^2 = c (t + 1)(2(t + 2) - c (t + 1)) >= 0 for c <= 2; eta_(0:0) = c."""
    c, t = sp.symbols("c t", positive=True)
    eta_sum = c * (t + 1) * (t + 2) / 2
    slack = sp.factor(4 * eta_sum - (c * (t + 1)) ** 2)
    assert sp.simplify(slack - c * (t + 1) * (2 * (t + 2) - c * (t + 1))) == 0
    assert all(4 * SMALL_RATE * (k + 1) * (k + 2) / 2 >= (SMALL_RATE * (k + 1)) ** 2 for k in range(100))


def test_erratum_argument_numbers() -> None:
    """Coefficient of 3 beta b C in (1/eta_(0:T)) sum_t at eta_t = t + 1: printed 33.3, proof 0.0194, ratio 1717."""
    t, horizon = sp.symbols("t T", positive=True, integer=True)
    eta_sum_t = (t + 1) * (t + 2) / 2
    eta_sum_horizon = eta_sum_t.subs(t, horizon)
    printed = sp.summation(eta_sum_t, (t, 0, horizon - 1)) / eta_sum_horizon
    proof = horizon / eta_sum_horizon
    assert sp.simplify(printed / proof - (horizon + 1) * (horizon + 2) / 6) == 0
    assert printed.subs(horizon, 100) == sp.Rational(100, 3)
    assert proof.subs(horizon, 100) == sp.Rational(100, 5151)
    assert round(float(printed.subs(horizon, 100)), 1) == 33.3
    assert round(float(proof.subs(horizon, 100)), 4) == 0.0194
    assert (printed / proof).subs(horizon, 100) == 1717


def test_printed_23_fails_at_t0() -> None:
    """eta_0 = 0.01, ||b_0|| = 1e-3: Delta Phi_0 = 3.711e-3 > printed 2.18e-4; (12) 6.11e-3, corrected 6.158e-3 hold."""
    (step,) = run_algorithm(GRADIENT, _aligned(1), [SMALL_RATE])
    # z_1 = 9e-4 and y_1 = 0.09 stay inside C, so the values are exact up to rounding
    assert step.delta_phi == pytest.approx(0.01 * 0.01 * 1.09 + 2 * (1.0009**2 - 1), rel=1e-12)
    assert step.delta_phi == pytest.approx(3.71062e-3, rel=1e-12)
    assert step.printed == pytest.approx(8e-6 + 5e-5 + 6e-5 + 1e-4, rel=1e-12)
    assert step.rhs_12 == pytest.approx(1e-5 + 1e-4 + 6e-3, rel=1e-12)
    assert step.corrected == pytest.approx(8e-6 + 5e-5 + 6e-3 + 1e-4, rel=1e-12)
    assert step.delta_phi / step.printed > 17
    assert step.delta_phi <= step.rhs_12 <= step.corrected


def test_failure_does_not_rest_on_cgt_e8() -> None:
    """With CGT-E8's repaired z-step (eta_t/(4 beta), b_t/4) the printed (23) still fails and the corrected holds."""
    (step,) = run_algorithm(GRADIENT, _aligned(1), [SMALL_RATE], z_scale=0.25)
    assert step.delta_phi > 4 * step.printed
    assert step.delta_phi <= step.rhs_12 <= step.corrected


def test_printed_23_fails_while_eta_sum_is_small() -> None:
    """Ten steps at eta_t = 0.01 (t + 1): printed fails for t <= 5 (eta_(0:t) <= 0.21), corrected holds throughout."""
    steps = run_algorithm(GRADIENT, _aligned(10), [SMALL_RATE * (k + 1) for k in range(10)])
    failing = [k for k, s in enumerate(steps) if s.delta_phi > s.printed]
    assert failing == [0, 1, 2, 3, 4, 5]
    assert steps[5].eta_sum == pytest.approx(0.21)
    assert all(s.delta_phi <= s.corrected for s in steps)


def test_control_large_rates_and_no_noise() -> None:
    """Control: eta_t = t + 1 (eta_(0:t) >= 1) makes the printed form looser, not wrong; b_t = 0 makes them equal."""
    steps = run_algorithm(GRADIENT, _aligned(10), [float(k + 1) for k in range(10)])
    assert all(s.eta_sum >= 1 for s in steps)
    assert all(s.delta_phi <= s.corrected <= s.printed for s in steps)
    quiet = run_algorithm(GRADIENT, _aligned(10, 0.0), [SMALL_RATE * (k + 1) for k in range(10)])
    assert all(s.printed == s.corrected and s.delta_phi <= s.corrected for s in quiet)


def test_random_sweep() -> None:
    """Seeded random instances (d = 3): corrected (23) never fails; printed fails, and only where eta_(0:t) < 1."""
    rng = np.random.default_rng(2406)
    steps: list[Step] = []
    for _ in range(200):
        gradient = rng.normal(size=3)
        gradient *= 10 ** rng.uniform(-3, 1) / np.linalg.norm(gradient)
        rate = 10 ** rng.uniform(-3, np.log10(2))
        noises = [10 ** rng.uniform(-5, 0) * rng.normal(size=3) for _ in range(15)]
        steps += run_algorithm(gradient, noises, [rate * (k + 1) for k in range(15)])
    printed_failures = [s for s in steps if s.delta_phi > s.printed]
    assert all(s.delta_phi <= s.corrected for s in steps)
    assert len(printed_failures) > 0
    assert all(s.eta_sum < 1 for s in printed_failures)
