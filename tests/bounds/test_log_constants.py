"""Positive constants inside logs and roots change no verdict: every shipped statement whose derivation or settings
carry a log is re-derived with ``log(x)`` replaced by ``log(5 x / 4)`` (the textbook ``log(1.25/delta)``) and
``sqrt(x)`` by ``sqrt(x + 2)`` where ``x`` is a product of counts, and must come out with the same derivation
status, without an error."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

import pytest
import sympy as sp

from bounds import registry
from bounds.gap_search import scaling_of
from bounds.theorem import Theorem


def _count(expr: sp.Expr, settings: Collection[sp.Symbol]) -> bool:
    """A product of counts (each at least 1) that no setting replaces: adding a constant to it changes it by a
    constant factor at most."""
    return bool(expr.free_symbols) and all(
        isinstance(b, sp.Symbol) and scaling_of(b) == "up" and p.is_positive and b not in settings
        for b, p in (f.as_base_exp() for f in sp.Mul.make_args(expr))
    )


def _perturb(expr: sp.Expr, settings: Collection[sp.Symbol]) -> sp.Expr:
    expr = sp.sympify(expr).replace(
        lambda e: isinstance(e, sp.Pow) and e.exp == sp.Rational(1, 2) and _count(e.base, settings),
        lambda e: sp.sqrt(e.base + 2),
    )
    return expr.replace(lambda e: isinstance(e, sp.log), lambda e: sp.log(sp.Rational(5, 4) * e.args[0]))


def _perturbed(theorem: Theorem) -> Theorem:
    der = theorem.derivation
    assert der is not None
    terms = {label: _perturb(t, theorem.parameters) for label, t in der.terms.items()}
    settings = {sym: _perturb(v, theorem.parameters) for sym, v in theorem.parameters.items()}
    return replace(theorem, derivation=replace(der, terms=terms), parameters=settings)


def _with_logs() -> list[Theorem]:
    found = []
    for t in registry.theorems():
        der = t.derivation
        if der is None or der.exact:
            continue
        exprs = [*der.terms.values(), *t.parameters.values()]
        if any(sp.sympify(e).atoms(sp.log) for e in exprs):
            found.append(t)
    return found


@pytest.mark.parametrize("theorem", _with_logs(), ids=lambda t: t.key)
def test_constants_inside_logs_and_roots_keep_the_verdict(theorem):
    assert _perturbed(theorem).derive().status == theorem.derive().status
