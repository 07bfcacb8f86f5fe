"""MUABG-E20 checked symbolically on the reduction in the proof of Thm 6 (arXiv 2311.13447v1, App. B.4).

Thm 6 (App. B.4) states E[F(A(S)) - inf F] = Omega(tau^(-1/(tau-1)) (L0 sqrt(d)/(lambda n eps))^(tau/(tau-1))) for
convex losses with (lambda, tau)-growth, F(w) - F(w*) >= lambda^tau ||w - w*||^tau. Its proof rests on a reduction
"based on Proposition 3 of [4]": an algorithm with excess o((tau lambda^tau)^(-1/(tau-1)) Delta(n, d, L0, L1, eps,
delta)) on the growth class yields one with excess o(D Delta(n, d, 2L0, 2L1, eps/k, delta/k)^((tau-1)/tau)) on
unconstrained convex problems with ||w*|| = D. The last paragraph of the proof ("We now instantiate") sets
Delta = L0 sqrt(d)/(n eps), states that this gives o(L0 D sqrt(d)/(n eps)), and invokes the unconstrained lower
bound Thm 7 (App. B.6), Omega(L0 D min{sqrt(d)/(n eps), 1}), read here in its regime sqrt(d) <= n eps.

Computed here with sympy, exactly and with tau symbolic, the rates of Thm 6 and Thm 7 read from the registry:

- with the printed Delta, the exponents of n eps and of d in the reduction's conclusion and hypothesis, against those
  of Thm 7 and Thm 6 (the mismatch MUABG-E20 claims), and the ratios the erratum's argument states;
- with the erratum's correction Delta = (L0 sqrt(d)/(n eps))^(tau/(tau-1)), the same exponents (they match) and
  ratios (constants and the log factor k only);
- growth exponents along n -> infinity (bounds.tropical) at concrete tau, and the units of both instantiations under
  loss -> a loss, length -> b length (a reduction's hypothesis and conclusion must be losses).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest
import sympy as sp

from bounds import registry
from bounds.tropical import growth

THM6 = registry.by_key("MUABG-Thm6@v1").rate.terms[0].monomial
THM7 = registry.by_key("MUABG-Thm7@v1").rate.terms[0].monomial
SYMBOLS = {s.name: s for s in THM6.free_symbols | THM7.free_symbols}
L0, D, d, n, eps, lam, tau = (SYMBOLS[name] for name in ("L_0", "D_M", "d", "n", "epsilon", "lambda_g", "tau_g"))
k = sp.Symbol("k", positive=True)
"""The reduction's number of rounds, a log factor (ceil of the log printed after the reduction)."""

Delta = Callable[[sp.Expr, sp.Expr], sp.Expr]
"""Delta(n, d, L0, L1, eps, delta) as a function of the two arguments the proof changes, (L0, eps)."""


def printed_delta(lipschitz: sp.Expr, privacy: sp.Expr) -> sp.Expr:
    """App. B.4, last paragraph: Delta(n, d, L0, L1, eps, delta) = L0 sqrt(d)/(n eps)."""
    return lipschitz * sp.sqrt(d) / (n * privacy)


def corrected_delta(lipschitz: sp.Expr, privacy: sp.Expr) -> sp.Expr:
    """MUABG-E20's correction: Delta = (L0 sqrt(d)/(n eps))^(tau/(tau-1))."""
    return printed_delta(lipschitz, privacy) ** (tau / (tau - 1))


def hypothesis(delta: Delta) -> sp.Expr:
    """The reduction's assumed excess on the growth class: (tau lambda^tau)^(-1/(tau-1)) Delta(n, d, L0, ...)."""
    return (tau * lam**tau) ** (-1 / (tau - 1)) * delta(L0, eps)


def conclusion(delta: Delta) -> sp.Expr:
    """The reduction's excess on convex problems: D Delta(n, d, 2L0, 2L1, eps/k, delta/k)^((tau-1)/tau)."""
    return D * delta(2 * L0, eps / k) ** ((tau - 1) / tau)


def exponent(expr: sp.Expr, var: sp.Symbol) -> sp.Expr:
    """Exact exponent of ``var`` in a monomial: var d(log expr)/d(var)."""
    return sp.simplify(var * sp.diff(sp.log(expr), var))


def n_eps_exponent(expr: sp.Expr) -> sp.Expr:
    """Exponent of the product n eps (the two exponents must agree for it to be defined)."""
    in_n = exponent(expr, n)
    assert sp.simplify(in_n - exponent(expr, eps)) == 0
    return in_n


def simplified_ratio(num: sp.Expr, den: sp.Expr) -> sp.Expr:
    """num/den with nested powers of positive quantities denested and like bases combined."""
    expanded = sp.expand_power_base(sp.powdenest(num / den, force=True), force=True)
    return sp.simplify(sp.powsimp(expanded, force=True))


def test_registry_rates_are_the_printed_displays() -> None:
    """Thm 6: tau^(-1/(tau-1)) (L0 sqrt(d)/(lambda n eps))^(tau/(tau-1));
    Thm 7 (sqrt(d) <= n eps): L0 D sqrt(d)/(n eps)."""
    thm6 = tau ** (-1 / (tau - 1)) * (L0 * sp.sqrt(d) / (lam * n * eps)) ** (tau / (tau - 1))
    assert simplified_ratio(THM6, thm6) == 1
    assert simplified_ratio(THM7, L0 * D * sp.sqrt(d) / (n * eps)) == 1


def test_printed_delta_conclusion_misses_thm7_exponents() -> None:
    """With the printed Delta the conclusion is D (2k L0 sqrt(d)/(n eps))^((tau-1)/tau), not o(L0 D sqrt(d)/(n eps))."""
    out = conclusion(printed_delta)
    assert n_eps_exponent(out) == -(tau - 1) / tau
    assert n_eps_exponent(THM7) == -1
    assert exponent(out, d) == (tau - 1) / (2 * tau)
    assert exponent(THM7, d) == sp.Rational(1, 2)
    assert exponent(out, L0) == (tau - 1) / tau
    assert exponent(THM7, L0) == 1
    # the erratum's ratio (n eps/(L0 sqrt d))^(1/tau), up to the factor (2k)^((tau-1)/tau) from Delta's arguments
    ratio = simplified_ratio(out, THM7)
    expected = (2 * k) ** ((tau - 1) / tau) * (n * eps / (L0 * sp.sqrt(d))) ** (1 / tau)
    assert simplified_ratio(ratio, expected) == 1
    # the conclusion exceeds Thm 7's bound by a growing power, so o(conclusion) cannot contradict Omega(Thm 7)
    assert sp.simplify(n_eps_exponent(ratio) - 1 / tau) == 0


def test_printed_delta_hypothesis_is_not_thm6() -> None:
    """With the printed Delta the hypothesis exceeds Thm 6's bound by (n eps/(L0 sqrt d))^(1/(tau-1))."""
    hyp = hypothesis(printed_delta)
    assert n_eps_exponent(hyp) == -1
    assert n_eps_exponent(THM6) == -tau / (tau - 1)
    assert exponent(hyp, lam) == -tau / (tau - 1)
    assert exponent(hyp, lam) == exponent(THM6, lam)
    ratio = simplified_ratio(hyp, THM6)
    assert simplified_ratio(ratio, (n * eps / (L0 * sp.sqrt(d))) ** (1 / (tau - 1))) == 1


def test_corrected_delta_matches_thm6_and_thm7() -> None:
    """Control: Delta = (L0 sqrt(d)/(n eps))^(tau/(tau-1)) makes the hypothesis Thm 6's bound and the conclusion
    2k times Thm 7's bound, so o(conclusion) contradicts Thm 7 up to the log factor k."""
    assert simplified_ratio(hypothesis(corrected_delta), THM6) == 1
    out = conclusion(corrected_delta)
    assert simplified_ratio(out, THM7) == 2 * k
    for var in (n, eps, d, L0, D, lam):
        assert sp.simplify(exponent(out, var) - exponent(THM7, var)) == 0


@pytest.mark.parametrize("tau_value", [Fraction(2), Fraction(5, 2), Fraction(3), Fraction(4)])
def test_growth_along_n(tau_value: Fraction) -> None:
    """Along n -> infinity (k, a log, not scaled) at concrete tau: the printed conclusion decays as n^(-(tau-1)/tau),
    slower than Thm 7's n^(-1); the corrected one decays as n^(-1)."""
    at = {tau: sp.Rational(tau_value.numerator, tau_value.denominator)}
    along_n = {n: Fraction(1)}
    thm7 = growth(THM7, along_n).exponent
    assert thm7 == -1
    assert growth(conclusion(printed_delta).subs(at), along_n).exponent == -(tau_value - 1) / tau_value
    assert growth(conclusion(corrected_delta).subs(at), along_n).exponent == thm7
    assert growth(hypothesis(printed_delta).subs(at), along_n).exponent == -1
    thm6 = growth(THM6.subs(at), along_n).exponent
    assert thm6 == -tau_value / (tau_value - 1)
    assert growth(hypothesis(corrected_delta).subs(at), along_n).exponent == thm6


def loss_and_length_degrees(expr: sp.Expr) -> tuple[sp.Expr, sp.Expr]:
    """Exponents of a and b when losses scale by a and lengths by b: L0 -> (a/b) L0, lambda -> (a^(1/tau)/b) lambda
    (from F - F* >= lambda^tau ||w - w*||^tau), D -> b D; n, d, eps and k are numbers."""
    a, b = sp.symbols("a b", positive=True)
    scaled = expr.subs({L0: a / b * L0, lam: a ** (1 / tau) / b * lam, D: b * D}, simultaneous=True)
    factor = simplified_ratio(scaled, expr)
    return exponent(factor, a), exponent(factor, b)


def test_units() -> None:
    """Thm 6 and Thm 7 are losses (degrees (1, 0)); so are the corrected hypothesis and conclusion, and the printed
    ones are not (the erratum's 'nor a loss in units')."""
    for loss in (THM6, THM7, hypothesis(corrected_delta), conclusion(corrected_delta)):
        assert loss_and_length_degrees(loss) == (1, 0)
    assert loss_and_length_degrees(hypothesis(printed_delta)) == ((tau - 2) / (tau - 1), 1 / (tau - 1))
    assert loss_and_length_degrees(conclusion(printed_delta)) == ((tau - 1) / tau, 1 / tau)
