"""CGT-E34: the introduction of arXiv 2406.02716v1 (Sec. 1, 'Other related work') quotes [17]'s gradient complexity as
O~(min{n, n^2/d} + min{n d^2/eps, n^(4/3) eps^(1/3)}); [17] (Carmon et al. 2023, ReSQue) states near-linear gradient
query complexity for n >~ d^2 eps^(-3). Exponents along d = n^(1/3), eps = 1 (inside that regime), and the threshold
at which the corrected term (n d)^(2/3)/eps meets n.
"""

from __future__ import annotations

import sympy as sp

n, d, eps, s = sp.symbols("n d epsilon s", positive=True)

FIRST = sp.Min(n, n**2 / d)
PRINTED = sp.Min(n * d**2 / eps, n ** sp.Rational(4, 3) * eps ** sp.Rational(1, 3))
CORRECTED = sp.Min((n * d) ** sp.Rational(2, 3) / eps, n ** sp.Rational(4, 3) * eps ** sp.Rational(1, 3))


def _exponent_over_n(term: sp.Min) -> sp.Expr:
    """The exponent of s in term/n along n = s, d = s^(1/3), eps = 1: each branch is a power of s there, and the
    minimum's exponent is the smaller of theirs."""
    path = {n: s, d: s ** sp.Rational(1, 3), eps: 1}
    return min(
        sp.simplify(sp.expand_log(sp.log((branch / n).subs(path)), force=True) / sp.log(s)) for branch in term.args
    )


def test_the_printed_complexity_is_superlinear_inside_the_near_linear_regime():
    # the path lies in [17]'s near-linear regime: d^2/eps^3 = n^(2/3) <= n
    assert _exponent_over_n(FIRST) == 0
    assert max(_exponent_over_n(FIRST), _exponent_over_n(PRINTED)) == sp.Rational(1, 3)


def test_control_the_corrected_complexity_is_linear_there():
    assert _exponent_over_n(CORRECTED) == sp.Rational(-1, 9)
    assert max(_exponent_over_n(FIRST), _exponent_over_n(CORRECTED)) == 0


def test_the_corrected_term_meets_n_exactly_at_the_stated_threshold():
    ratio = ((n * d) ** sp.Rational(2, 3) / eps) / n  # <= 1 iff n >= d^2/eps^3
    assert sp.simplify(ratio.subs(n, d**2 / eps**3)) == 1
    assert sp.simplify(ratio**3 - d**2 / (n * eps**3)) == 0
