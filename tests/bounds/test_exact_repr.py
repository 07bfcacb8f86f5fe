"""``bounds.exact_repr.srepr``: sympy's own text for every expression the papers encode, each node printed once."""

from __future__ import annotations

import sympy as sp
from sympy.printing.repr import ReprPrinter

from bounds import exact_repr, registry


def test_the_text_is_sympys_for_every_rate_setting_and_derivation_term():
    expressions = []
    for theorem in registry.theorems():
        expressions += [theorem.rate.expr(), theorem.rate.expr(logs=False), *theorem.parameters.values()]
        expressions += list(theorem.derivation.terms.values()) if theorem.derivation else []
    assert len(expressions) > 500
    for expr in expressions:
        assert exact_repr.srepr(expr) == sp.srepr(expr)
        assert exact_repr.srepr(expr) == sp.srepr(expr)  # and again, from what it kept


def test_a_node_is_printed_once_and_an_equal_looking_one_gets_its_own_text(monkeypatch):
    x, y = sp.symbols("x y", positive=True)
    inner = 3 * x * y
    shared = sp.Max(x**2, y) + inner
    printed = []
    print_mul = ReprPrinter._print_Mul

    def counting(self, expr, *args, **kwargs):
        printed.append(expr)
        return print_mul(self, expr, *args, **kwargs)

    monkeypatch.setattr(ReprPrinter, "_print_Mul", counting)
    exact_repr.srepr(shared * y)
    assert inner in printed
    printed.clear()
    text = exact_repr.srepr(shared / y)
    assert inner not in printed  # printed once, with the first product
    assert text == sp.srepr(shared / y)
    assert inner in printed  # control: sympy's printer prints it again
    # floats of two precisions are distinct expressions with distinct texts
    low, high = sp.Float(1.5, 15) * x, sp.Float(1.5, 30) * x
    assert exact_repr.srepr(low) == sp.srepr(low) != exact_repr.srepr(high) == sp.srepr(high)
