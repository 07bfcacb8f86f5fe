"""The computations behind MUABG-E30, E31 and E32 (arXiv 2311.13447v1), from the printed rules and bounds.

E30: Alg. 3 sets sigma_t = max{N_t/sqrt(d lg), 2 L0/(n sqrt rho)} (line 4) but charges
rho_t = min{L0^2 d lg/(n^2 N_t^2), rho/2} + sqrt(rho)/n (line 6): a negative N_t runs at the floor and is charged as
if it were large. E31: once T obeys the budget, Thm 5's first branch sqrt(F0 L1/T) improves the bound by at most a
constant factor.
E32: Cor 1's lower bound drops Thm 7's min{., 1}, and returning w0 beats it when d > n^2 rho.
"""

from __future__ import annotations

import numpy as np
import sympy as sp

L0, L1, F0, n, rho, d, lg, kappa, gamma = sp.symbols("L0 L1 F0 n rho d lg kappa gamma", positive=True)


def _sigma(noisy_norm: float, l0: float, size: float, budget: float, dim: float, log_term: float) -> float:
    """Alg. 3 line 4."""
    return max(noisy_norm / np.sqrt(dim * log_term), 2 * l0 / (size * np.sqrt(budget)))


def _charge(noisy_norm: float, l0: float, size: float, budget: float, dim: float, log_term: float) -> float:
    """Alg. 3 line 6, without the sqrt(rho)/n of the norm release (which both sides pay)."""
    return min(l0**2 * dim * log_term / (size**2 * noisy_norm**2), budget / 2)


def test_e30_a_negative_noisy_norm_is_released_at_the_floor_but_charged_a_vanishing_amount():
    l0, size, budget, dim, beta = 1.0, 1e8, 1.0, 2.0, 0.1
    log_term = np.log(size * np.sqrt(budget) / beta)
    for noisy_norm in (-1.0, -l0 / (np.sqrt(size) * budget**0.25)):  # -L0 and minus one sigma-hat
        sigma = _sigma(noisy_norm, l0, size, budget, dim, log_term)
        assert sigma == 2 * l0 / (size * np.sqrt(budget))  # the floor
        cost = (l0 / size) ** 2 / (2 * sigma**2)  # zCDP of the release; the instance's sensitivity is L0/n
        assert np.isclose(cost, budget / 8)
        assert _charge(noisy_norm, l0, size, budget, dim, log_term) < 1e-5 * cost
    # at N_t = -1, the charge quoted in the erratum: about 4e-15 rho
    assert 3e-15 < _charge(-1.0, l0, size, budget, dim, log_term) < 5e-15


def test_e30_control_a_positive_noisy_norm_is_charged_what_it_costs():
    l0, size, budget, dim, beta = 1.0, 1e8, 1.0, 2.0, 0.1
    log_term = np.log(size * np.sqrt(budget) / beta)
    noisy_norm = 1e-3  # large enough that sigma_t is above the floor
    sigma = _sigma(noisy_norm, l0, size, budget, dim, log_term)
    assert sigma > 2 * l0 / (size * np.sqrt(budget))
    assert np.isclose(_charge(noisy_norm, l0, size, budget, dim, log_term), (l0 / (size * sigma)) ** 2)


def test_e31_at_the_budgets_largest_T_the_first_branch_is_at_least_the_second_up_to_lg():
    budget_weight = rho * n**2 / (2 * L0**2 * d * lg)  # A: sum_t 1/N_t^2 <= A over the uncapped rounds
    s2 = L0**2 * lg / (n * sp.sqrt(rho))  # s^2, Lem 10's noise level
    root = 2 * budget_weight * s2 + sp.sqrt(4 * budget_weight**2 * s2**2 + 16 * budget_weight * L1 * F0)
    assert sp.expand(root**2 - budget_weight * (16 * L1 * F0 + 4 * root * s2)) == 0  # the largest T it allows
    # it is at most twice the larger of sqrt(16 A L1 F0) and 4 A s^2 (checked on 1000 random points)
    names = (L0, L1, F0, n, rho, d, lg)
    values = np.random.default_rng(0).uniform(0.1, 50.0, size=(7, 1000))
    largest = sp.lambdify(names, root)(*values)
    parts = [sp.lambdify(names, p)(*values) for p in (sp.sqrt(16 * budget_weight * L1 * F0), 4 * budget_weight * s2)]
    assert np.all(largest <= 2 * np.maximum(*parts) * (1 + 1e-12))
    second = sp.sqrt(L0 * sp.sqrt(F0 * L1 * d) / (n * sp.sqrt(rho)))
    first_at = sp.sqrt(F0 * L1 / (2 * sp.sqrt(16 * budget_weight * L1 * F0)))
    assert sp.simplify(first_at / second - 2 ** sp.Rational(-5, 4) * lg ** sp.Rational(1, 4)) == 0
    # the other case: T <= 8 A s^2 = 4 n sqrt(rho)/d
    assert sp.simplify(2 * 4 * budget_weight * s2 - 4 * n * sp.sqrt(rho) / d) == 0


def test_e32_returning_the_start_beats_the_claimed_lower_bound_once_d_exceeds_n2_rho():
    claimed = (gamma * L0 * sp.sqrt(d) / (n * sp.sqrt(rho))) ** kappa
    trivial = (gamma * L0) ** kappa  # F(w0) - F* <= (gamma L0)^kappa on Cor 1's class (Sec. 2's loss bound)
    ratio = sp.simplify((trivial / claimed).subs(d, 4 * n**2 * rho))
    assert sp.simplify(ratio - 2**-kappa) == 0  # < 1 for every kappa > 0: the lower bound is false there
    assert sp.simplify((trivial / claimed).subs(d, n**2 * rho / 4) - 2**kappa) == 0  # control: it stands below
