"""Two constants of MUABG's proofs (arXiv 2311.13447v1) recomputed from the displays they come from.

MUABG-E42, App. D.6 (proof of Thm 5): "N* <= sqrt(8 F0 L1/T) + L0 lg/(sqrt(n) rho^(1/4))" and
"T >= (1/2) min{n^2 (N*)^2 rho/(L0^2 d lg), n sqrt(rho)}" are combined into
"N* <= 3 L0 sqrt(F0 L1 d lg)/(n N* sqrt(rho)) + ...", then "N* = (6 L0 sqrt(F0 L1 d lg)/(n sqrt(rho)))^(1/2) + ...".
MUABG-E44, App. B.6 (proof of Thm 7): "Thus we set lambda = N L0/(2 n D)" and the identity ends
"= lambda ||w - w*||^2 = (N L0/(n D)) ||w - w*||^2".
"""

from __future__ import annotations

import sympy as sp

L0, L1, F0, n, rho, d, lg, N_star, N, D, dist2 = sp.symbols("L0 L1 F0 n rho d lg N_star N D dist2", positive=True)


def test_e42_substituting_the_lower_bound_on_T_gives_4_not_3():
    t_lower = n**2 * N_star**2 * rho / (2 * L0**2 * d * lg)  # the first branch of D.6's bound on T
    substituted = sp.sqrt(8 * F0 * L1 / t_lower)
    printed = 3 * L0 * sp.sqrt(F0 * L1 * d * lg) / (n * N_star * sp.sqrt(rho))
    assert sp.simplify(substituted / printed) == sp.Rational(4, 3)
    # "N* <= a/N* + b implies N* <= sqrt(2a) + 2b": the square root's argument is 2 * 4 = 8 times X, not 6
    a_coefficient = sp.simplify(substituted * N_star / (L0 * sp.sqrt(F0 * L1 * d * lg) / (n * sp.sqrt(rho))))
    assert 2 * a_coefficient == 8


def test_e42_control_the_printed_3_would_need_a_bound_on_T_16_over_9_times_larger():
    t_lower = sp.Rational(16, 9) * n**2 * N_star**2 * rho / (2 * L0**2 * d * lg)
    substituted = sp.sqrt(8 * F0 * L1 / t_lower)
    printed = 3 * L0 * sp.sqrt(F0 * L1 * d * lg) / (n * N_star * sp.sqrt(rho))
    assert sp.simplify(substituted / printed) == 1


def test_e44_lambda_times_the_squared_distance_is_half_the_printed_line():
    lam = N * L0 / (2 * n * D)
    printed = N * L0 / (n * D) * dist2
    assert sp.simplify(lam * dist2 / printed) == sp.Rational(1, 2)
    assert sp.simplify(2 * lam * dist2 / printed) == 1  # control: twice lambda is what the printed line states


def test_e42_the_stopping_condition_gives_a_quarter_in_the_first_branch_not_a_half():
    a, b = sp.symbols("a b", positive=True)  # a = L0^2 d lg/(n^2 N*^2), b = sqrt(rho)/(2n)
    smallest_t = rho / (2 * (a + b))  # the least T with T (a + b) >= rho/2
    printed = sp.Min(rho / (2 * a), rho / (4 * b))  # (1/2) min{n^2 N*^2 rho/(L0^2 d lg), n sqrt(rho)}
    at_a_2b = {a: 2 * b}
    assert sp.simplify(smallest_t.subs(at_a_2b) / printed.subs(at_a_2b)) == sp.Rational(2, 3)  # the printed bound fails
    sharp = sp.Min(rho / (4 * a), rho / (4 * b))
    for ratio in (sp.Rational(1, 10), 1, 2, 10):  # control: the corrected bound holds at every ratio a/b
        assert sp.simplify(smallest_t.subs(a, ratio * b) - sharp.subs(a, ratio * b)) >= 0
    # with the corrected first branch, the substituted coefficient is 4 sqrt(2)
    t_lower = n**2 * N_star**2 * rho / (4 * L0**2 * d * lg)
    coefficient = sp.sqrt(8 * F0 * L1 / t_lower) * n * N_star * sp.sqrt(rho) / (L0 * sp.sqrt(F0 * L1 * d * lg))
    assert sp.simplify(coefficient - 4 * sp.sqrt(2)) == 0
