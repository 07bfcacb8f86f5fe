"""A cheap numeric proof that an expression is not a constant, before an exact simplification would be asked to
show it (a multivariate gcd or ``sp.simplify`` costs seconds on a long bound)."""

from __future__ import annotations

import sympy as sp

#: each symbol takes a distinct value p/10 at each probe point, p one of these primes
_PROBE_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97)


def varies(expr: sp.Expr) -> bool:
    """Whether ``expr`` provably is not a constant: its values at two points differ (30-digit evaluation, relative
    gap above 1e-12). Each symbol takes a distinct value p/10 with p prime at each point. False says nothing: a
    point where the expression is not finite, or two equal values, leaves the question to exact simplification."""
    syms = sorted(expr.free_symbols, key=lambda s: s.name)
    if not syms or 2 * len(syms) > len(_PROBE_PRIMES):
        return False
    values = []
    for start in (0, len(syms)):
        point = {sym: sp.Rational(_PROBE_PRIMES[start + i], 10) for i, sym in enumerate(syms)}
        value = sp.N(expr.xreplace(point), 30)
        if not value.is_number or value.has(sp.nan, sp.zoo, sp.oo, -sp.oo):
            return False
        values.append(complex(value))
    return abs(values[0] - values[1]) > 1e-12 * (abs(values[0]) + abs(values[1]))
