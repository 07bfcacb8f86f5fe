"""LT-E36 made numerical: Lem 3.13's escape noise composes to more than the (eps/2, delta/2) B.3 leaves it.

Paper: arXiv 2410.07502 (version dated Feb 26, 2025). Lem 3.13 sets
sigma_t = (M/b + max_t rho||x_t - x_(t-1)||/b_t) * 2 Xi sqrt(Gamma tau log(1/delta))/eps; App. B.3 spends
(eps/2, delta/2) on the tree, bounds each escape release's sensitivity by (M/b + max_t rho||x_t - x_(t-1)||/b_t) Xi,
counts Gamma tau releases per Hessian estimate and concludes by "the property of Gaussian Mechanism and composition".
Per unit sensitivity the composed releases are mu-GDP with mu = sqrt(Gamma tau) Xi/sigma_t = eps/(2 sqrt(log(1/delta)))
(Dong, Roth and Su 2019, Cor 3.3), whatever Gamma, tau and Xi are; the exact epsilon at delta/2 is
simulations.privacy.calibration.gdp_epsilon (dp_accounting's analytic Gaussian).
"""

from __future__ import annotations

import math

import pytest

from simulations.privacy.calibration import gdp_epsilon

DELTAS = (1e-12, 1e-8, 1e-5, 1e-2)


def _printed_mu(eps: float, delta: float) -> float:
    return eps / (2 * math.sqrt(math.log(1 / delta)))


def _corrected_mu(eps: float, delta: float) -> float:
    return eps / (4 * math.sqrt(math.log(2 / delta)))


@pytest.mark.parametrize("delta", DELTAS[:3])
def test_the_printed_noise_exceeds_half_the_budget_at_eps_1(delta):
    assert gdp_epsilon(_printed_mu(1.0, delta), delta / 2) > 0.5


def test_the_numbers_the_erratum_quotes():
    quoted = {1e-5: 0.545, 1e-8: 0.594, 1e-12: 0.624}
    for delta, eps_half in quoted.items():
        assert math.isclose(gdp_epsilon(_printed_mu(1.0, delta), delta / 2), eps_half, abs_tol=5e-4)


@pytest.mark.parametrize("eps", (0.01, 0.1, 0.5, 1.0))
@pytest.mark.parametrize("delta", DELTAS)
def test_control_the_corrected_noise_stays_within_half_the_budget(eps, delta):
    assert gdp_epsilon(_corrected_mu(eps, delta), delta / 2) <= 0.61 * eps / 2
