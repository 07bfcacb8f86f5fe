"""Usual regime assumptions of DP optimization, and which of them closes a gap that a derivation finds.

A derivation that does not follow may fail only along directions that a usual assumption of the field excludes:
a privacy parameter above 1, a dimension above ``n^2``, a problem where even the private term is trivial. Such a
gap is a regime, not an error, when the paper states the assumption; when it does not, the verdict names the
assumption that would close it, so the reader can judge whether the paper's own range admits the direction.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import sympy as sp

from bounds.symbols import d, epsilon, n
from bounds.theorem import Theorem


@dataclass(frozen=True)
class Regime:
    """A usual assumption, as an asymptotic constraint ``lhs <= rhs``, and how papers write it."""

    name: str
    constraint: sp.Rel


USUAL_REGIMES = (
    Regime("epsilon <= 1", sp.Le(epsilon, 1)),
    Regime("d <= n^2", sp.Le(d, n**2)),
    Regime("sqrt(d) <= n epsilon (the private term is non-trivial)", sp.Le(sp.sqrt(d), n * epsilon)),
)


def closing_regimes(theorem: Theorem) -> list[Regime]:
    """The usual regimes under which a statement that does not follow is derived (each one alone)."""
    if theorem.derive().ok:
        return []
    symbols = theorem.rate.free_symbols | {
        s
        for t in (theorem.derivation.terms.values() if theorem.derivation else ())
        for s in theorem.substituted(t).free_symbols
    }
    found = []
    for regime in USUAL_REGIMES:
        if not regime.constraint.free_symbols <= symbols or regime.constraint in theorem.assumptions:
            continue
        restricted = replace(theorem, assumptions=(*theorem.assumptions, regime.constraint))
        if restricted.derive().ok:
            found.append(regime)
    return found
