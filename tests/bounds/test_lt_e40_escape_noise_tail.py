"""LT-E40 made numerical: Lem 3.5's escape noise exceeds gamma far more often than its 1 - iota/2 allows.

Paper: arXiv 2410.07502 (version dated Feb 26, 2025). Alg. 2 adds zeta_t ~ N(0, sigma_t^2 I_d) with
sigma_t = gamma/sqrt(d log(T/iota)) (Thm 3.4); App. A.1 (proof of Lem 3.5): "By the concentration of the Gaussian,
we know with probability at least 1 - iota/2, ||zeta_t||_2 <= gamma for all t in [Gamma]." At d = 1,
||zeta_t|| <= gamma is |Z| <= sqrt(log(T/iota)) for a standard Gaussian Z.
"""

from __future__ import annotations

import math

from scipy.special import erfc
from scipy.stats import chi

T = ESCAPE = 100
IOTA = 0.01


def _escape_failure(per_step: float) -> float:
    return -math.expm1(ESCAPE * math.log1p(-per_step))


def test_at_d_1_the_escape_exceeds_the_noise_budget_43_times():
    per_step = float(erfc(math.sqrt(math.log(T / IOTA) / 2)))
    assert math.isclose(per_step, 2.4e-3, rel_tol=0.05)
    failure = _escape_failure(per_step)
    assert math.isclose(failure, 0.21, abs_tol=0.01)
    assert failure > 40 * IOTA / 2


def test_control_the_corrected_noise_meets_the_budget_in_every_dimension():
    for dim in (1, 2, 10, 1000):
        radius_in_sigmas = math.sqrt(dim) + math.sqrt(2 * math.log(2 * ESCAPE / IOTA))
        per_step = float(chi.sf(radius_in_sigmas, dim))  # ||zeta_t||/sigma_t is chi-distributed with d degrees
        assert _escape_failure(per_step) <= IOTA / 2


def test_the_failure_needs_t_not_much_above_gamma_squared_over_iota():
    def failure(horizon: float) -> float:
        return _escape_failure(float(erfc(math.sqrt(math.log(horizon / IOTA) / 2))))

    assert failure(1e5) > IOTA / 2 > failure(1e6)
