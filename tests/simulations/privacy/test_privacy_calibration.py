import math

import dp_accounting
import numpy as np
import pytest
from scipy import optimize

from simulations.privacy import calibration as cal


def test_analytic_sigma_matches_dp_accounting_and_scales_with_sensitivity():
    assert cal.gaussian_sigma(1.0, 1e-5) == pytest.approx(3.7306, abs=1e-4)
    assert cal.gaussian_sigma(1.0, 1e-5, sensitivity=2.5) == pytest.approx(2.5 * cal.gaussian_sigma(1.0, 1e-5))
    sigma = cal.gaussian_sigma(0.7, 1e-6, sensitivity=3.0)
    assert cal.gaussian_epsilon(sigma, 1e-6, sensitivity=3.0) == pytest.approx(0.7, rel=1e-8)


def test_pld_agrees_with_analytic_and_rdp_is_conservative():
    exact = cal.gaussian_sigma(2.0, 1e-6)
    assert cal.gaussian_sigma(2.0, 1e-6, accountant="pld") == pytest.approx(exact, rel=1e-3)
    assert cal.gaussian_sigma(2.0, 1e-6, accountant="rdp") > exact
    assert cal.gaussian_epsilon(exact, 1e-6, accountant="rdp") > 2.0


def test_zcdp_rho_of_gaussian():
    assert cal.gaussian_zcdp_rho(sigma=4.0, sensitivity=2.0) == pytest.approx(2.0**2 / (2 * 4.0**2))


def test_zcdp_conversions_match_known_values():
    # anchors.md §1.1: RdpAccountant + ZCDpEvent(0.5) gives 4.73 at delta 1e-5, the closed form 5.30.
    assert cal.zcdp_to_dp_rdp(0.5, 1e-5) == pytest.approx(4.73, abs=5e-3)
    assert cal.zcdp_to_dp_closed_form(0.5, 1e-5) == pytest.approx(0.5 + 2 * math.sqrt(0.5 * math.log(1e5)))
    assert cal.zcdp_to_dp_rdp(0.5, 1e-5) < cal.zcdp_to_dp_closed_form(0.5, 1e-5)


@pytest.mark.parametrize("rho", [1e-4, 0.05, 0.5, 3.0])
def test_rdp_route_is_the_optimal_conversion_over_orders(rho):
    """The conversion eps(alpha) = alpha rho + log(1 - 1/alpha) - log(delta alpha)/(alpha - 1), minimised over
    real alpha > 1 here, agrees with dp_accounting's RDP-to-DP conversion on our order grid."""
    delta = 1e-6

    def eps(log_alpha_minus_1):
        alpha = 1 + math.exp(log_alpha_minus_1)
        return alpha * rho + math.log1p(-1 / alpha) - math.log(delta * alpha) / (alpha - 1)

    best = optimize.minimize_scalar(eps, bounds=(-8, 16), method="bounded", options={"xatol": 1e-10})
    assert cal.zcdp_to_dp_rdp(rho, delta) == pytest.approx(best.fun, rel=1e-4)
    orders = list(cal.RDP_ORDERS)
    direct, _ = dp_accounting.rdp.compute_epsilon(orders, [a * rho for a in orders], delta)
    assert cal.zcdp_to_dp_rdp(rho, delta) == pytest.approx(direct, rel=1e-12)


def test_rho_for_cgt_experiments():
    # CGT notes §4: (0.1, 1e-6) -> rho 1.8030e-4, noise multiplier 52.66; (2, 1e-6) -> 6.7574e-2, 2.720.
    for eps, rho, multiplier in ((0.1, 1.8030e-4, 52.66), (2.0, 6.7574e-2, 2.720)):
        found = cal.zcdp_rho_for_dp(eps, 1e-6)
        assert found == pytest.approx(rho, rel=1e-4)
        assert 1 / math.sqrt(2 * found) == pytest.approx(multiplier, rel=1e-3)
        assert cal.zcdp_to_dp_closed_form(found, 1e-6) == pytest.approx(eps, rel=1e-12)


def test_rho_for_dp_by_rdp_inverts_and_exceeds_closed_form():
    rho = cal.zcdp_rho_for_dp(1.0, 1e-5, conversion="rdp")
    assert cal.zcdp_to_dp_rdp(rho, 1e-5) == pytest.approx(1.0, rel=1e-8)
    assert rho > cal.zcdp_rho_for_dp(1.0, 1e-5)


def test_heterogeneous_composition():
    sigmas, sens = [1.0, 2.0, 3.0], [1.0, 0.5, 2.0]
    assert cal.compose_gaussian_zcdp(sigmas, sens) == pytest.approx(
        sum(s**2 / (2 * g**2) for g, s in zip(sigmas, sens, strict=True))
    )
    exact = cal.compose_gaussian_epsilon(sigmas, 1e-5, sens, accountant="analytic")
    assert cal.compose_gaussian_epsilon(sigmas, 1e-5, sens, accountant="pld") == pytest.approx(exact, rel=1e-3)
    assert cal.compose_gaussian_epsilon(sigmas, 1e-5, sens, accountant="rdp") > exact
    # Four equal releases are one release with half the noise.
    assert cal.compose_gaussian_epsilon([2.0] * 4, 1e-5, accountant="analytic") == pytest.approx(
        cal.gaussian_epsilon(1.0, 1e-5)
    )


def test_classical_calibration_erratum_cgt_cor45():
    """CGT-Cor4.5: mu = eps/sqrt(2 ln(2.5/delta)) => (eps, delta/2)-DP holds at eps = 1, fails at eps = 16 (T28)."""
    delta = 1e-5
    small = cal.classical_calibration_report(1.0, delta / 2)
    assert small.holds and small.true_delta < delta / 2 and small.true_epsilon < 1.0
    assert small.mu == pytest.approx(1.0 / math.sqrt(2 * math.log(2.5 / delta)))
    large = cal.classical_calibration_report(16.0, delta / 2)
    assert not large.holds
    assert large.true_delta == pytest.approx(1.66e-4, rel=0.01)
    assert large.true_epsilon > 16.0


def test_gdp_delta_is_the_inverse_of_gdp_epsilon():
    for mu in (0.3, 1.0, 3.0):
        eps = cal.gdp_epsilon(mu, 1e-6)
        assert cal.gdp_delta(mu, eps) == pytest.approx(1e-6, rel=1e-6)
    assert cal.classical_gaussian_sigma(1.0, 1e-5, 2.0) == pytest.approx(2.0 * math.sqrt(2 * math.log(1.25e5)))


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: cal.gaussian_sigma(0.0, 1e-5), "epsilon"),
        (lambda: cal.gaussian_sigma(-1.0, 1e-5), "epsilon"),
        (lambda: cal.gaussian_sigma(1.0, 0.0), "delta"),
        (lambda: cal.gaussian_sigma(1.0, 1.0), "delta"),
        (lambda: cal.gaussian_sigma(1.0, 1e-5, sensitivity=0.0), "sensitivity"),
        (lambda: cal.gaussian_sigma(1.0, 1e-5, accountant="moments"), "accountant"),
        (lambda: cal.gaussian_epsilon(float("nan"), 1e-5), "sigma"),
        (lambda: cal.zcdp_to_dp_rdp(-0.1, 1e-5), "rho"),
        (lambda: cal.zcdp_rho_for_dp(1.0, 1e-5, conversion="exact"), "conversion"),
        (lambda: cal.compose_gaussian_zcdp([1.0, -2.0]), "sigmas"),
        (lambda: cal.compose_gaussian_zcdp([1.0, 2.0], [1.0]), "sensitivities"),
        (lambda: cal.gdp_delta(0.0, 1.0), "mu"),
        (lambda: cal.classical_calibration_report(1.0, 2.0), "delta"),
    ],
)
def test_invalid_input_names_the_parameter(call, name):
    with pytest.raises(ValueError, match=name):
        call()


def test_rdp_orders_cover_small_rho():
    assert np.min(cal.RDP_ORDERS) > 1.0
    # Optimal order 1 + sqrt(log(1/delta)/rho) for rho = 1e-8, delta = 1e-10 lies inside the grid.
    assert 1 + math.sqrt(math.log(1e10) / 1e-8) < max(cal.RDP_ORDERS)
