"""MUABG-E57 made numerical: Corollary 1 of arXiv 2311.13447 v1 (a lower bound for every rho-zCDP algorithm) is
derived in App. B.5 from Theorem 6, which assumes (eps, delta)-DP with 0 < eps <= 1 and 2^(-Omega(n)) <= delta < 1/n,
through [11, Proposition 1.3] (Bun and Steinke 2016): rho-zCDP implies (rho + 2 sqrt(rho ln(1/delta)), delta)-DP.
"""

from __future__ import annotations

import math

import numpy as np

from simulations.privacy.calibration import gdp_delta


def converted_epsilon(rho: float, delta: float) -> float:
    """Bun and Steinke (2016), Proposition 1.3: the eps of a rho-zCDP algorithm at delta."""
    return rho + 2 * math.sqrt(rho * math.log(1 / delta))


def test_the_conversion_misses_thm6s_epsilon_for_rho_of_order_one():
    n = 10**6
    delta = 0.99 / n  # the largest delta Thm 6 allows, which gives the smallest eps
    assert 8.4 < converted_epsilon(1.0, delta) < 8.5
    # eps <= 1 at delta < 1/n needs rho < 1/(4 ln n)
    assert converted_epsilon(1 / (4 * math.log(n)), 1 / n) > 1
    assert 0.018 < 1 / (4 * math.log(n)) < 0.0181


def test_no_conversion_helps_the_gaussian_mechanism_at_rho_1():
    """The Gaussian mechanism of sensitivity s and noise sigma is rho-zCDP with rho = s^2/(2 sigma^2), i.e. mu-GDP
    with mu = sqrt(2 rho); its exact delta at eps = 1 is far above 1/n."""
    delta = gdp_delta(math.sqrt(2.0), 1.0)
    assert 0.285 < delta < 0.287


def test_the_corrected_range_meets_thm6():
    for n in np.logspace(math.log10(2), 12, 200):
        rho, delta = 1 / (16 * math.log(n)), 1 / n**2
        assert converted_epsilon(rho, delta) <= 0.8
        assert delta < 1 / n
