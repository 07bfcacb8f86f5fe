"""Growth exponents of expressions along scaling directions ("up to constants and logs", made exact).

Scale every free symbol as ``v = s^(a_v)`` and let ``s -> infinity``. A monomial grows like ``s^(<e, a>)`` for
its exponent vector ``e``; a sum or ``Max`` grows like its fastest term, a ``Min`` like its slowest, powers
scale the exponent, and logarithms contribute nothing. So the growth exponent of any expression built from
monomials, sums, products, powers, ``Max`` and ``Min`` is an exact piecewise-linear function of the direction
``a``, computed here in rational arithmetic. Two bounds agree up to constants and logs exactly when their growth
exponents agree along every admissible direction; a direction where they differ is a witness, and the monomial
attaining the growth names the term responsible. :mod:`bounds.gap_search` decides exactly whether such a direction
exists, with a certificate either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import sympy as sp

Direction = dict[sp.Symbol, Fraction]


@dataclass(frozen=True)
class Growth:
    """The growth exponent along a direction and the monomial (exponent map) that attains it."""

    exponent: Fraction
    monomial: tuple[tuple[sp.Symbol, Fraction], ...]

    def expr(self) -> sp.Expr:
        out = sp.Integer(1)
        for sym, power in self.monomial:
            out *= sym ** sp.Rational(power.numerator, power.denominator)
        return out


def to_fraction(value: sp.Expr) -> Fraction:
    if not value.is_Rational:
        value = sp.nsimplify(value)
    if not value.is_Rational:
        raise ValueError(f"exponent {value} is not a rational number; substitute symbolic exponents first")
    return Fraction(int(value.p), int(value.q))


def _combine(parts: list[Growth], scale: Fraction = Fraction(1)) -> Growth:
    exponent = sum((g.exponent for g in parts), Fraction(0)) * scale
    mono: dict[sp.Symbol, Fraction] = {}
    for g in parts:
        for sym, power in g.monomial:
            mono[sym] = mono.get(sym, Fraction(0)) + power * scale
    return Growth(exponent, tuple(sorted(((s, p) for s, p in mono.items() if p != 0), key=lambda t: t[0].name)))


def growth(expr: sp.Basic, direction: Direction) -> Growth:
    """Growth exponent of ``expr`` along ``direction`` (symbols absent from it do not scale)."""
    expr = sp.sympify(expr)
    if expr.is_Number or expr in (sp.pi, sp.E):
        if expr.is_Number and expr <= 0:
            raise ValueError(f"cannot take the growth of the non-positive constant {expr}")
        return Growth(Fraction(0), ())
    if isinstance(expr, sp.Symbol):
        a = direction.get(expr, Fraction(0))
        return Growth(a, ((expr, Fraction(1)),))
    if isinstance(expr, sp.Mul):
        positive = [arg for arg in expr.args if not (arg.is_Number and arg < 0)]
        return _combine([growth(arg, direction) for arg in positive])
    if isinstance(expr, sp.Pow):
        base, exponent = expr.args
        return _combine([growth(base, direction)], to_fraction(exponent))
    if isinstance(expr, (sp.Add, sp.Max)):
        # a sum grows like its fastest positive term; negative terms can only make it smaller
        terms = [arg for arg in expr.args if not is_negative_term(arg)]
        if not terms:
            raise ValueError(f"expression {expr} has no positive term")
        return max((growth(arg, direction) for arg in terms), key=lambda g: g.exponent)
    if isinstance(expr, sp.Min):
        return min((growth(arg, direction) for arg in expr.args), key=lambda g: g.exponent)
    if isinstance(expr, (sp.floor, sp.ceiling, sp.Abs)):
        return growth(expr.args[0], direction)
    if isinstance(expr, sp.log):
        return Growth(Fraction(0), ())
    raise ValueError(f"cannot take the growth of {expr} (type {type(expr).__name__})")


class Program:
    """An expression compiled once for fast growth exponents along many directions.

    Shared sub-expressions (a ``Min`` substituted in many places) are compiled and evaluated once per direction.
    """

    def __init__(self, expr: sp.Basic) -> None:
        self.expr = sp.sympify(expr)
        self._index: dict[sp.Basic, int] = {}
        self._ops: list[tuple] = []
        self._root = self._compile(self.expr)

    def _compile(self, node: sp.Basic) -> int:
        if node in self._index:
            return self._index[node]
        if node.is_Number or node in (sp.pi, sp.E):
            if node.is_Number and node <= 0:
                raise ValueError(f"cannot take the growth of the non-positive constant {node}")
            op: tuple = ("const",)
        elif isinstance(node, sp.Symbol):
            op = ("sym", node)
        elif isinstance(node, sp.Mul):
            op = ("mul", [self._compile(a) for a in node.args if not (a.is_Number and a < 0)])
        elif isinstance(node, sp.Pow):
            op = ("pow", self._compile(node.args[0]), to_fraction(node.args[1]))
        elif isinstance(node, (sp.Add, sp.Max)):
            terms = [a for a in node.args if not is_negative_term(a)]
            if not terms:
                raise ValueError(f"expression {node} has no positive term")
            op = ("max", [self._compile(a) for a in terms])
        elif isinstance(node, sp.Min):
            op = ("min", [self._compile(a) for a in node.args])
        elif isinstance(node, (sp.floor, sp.ceiling, sp.Abs)):
            op = ("pow", self._compile(node.args[0]), Fraction(1))
        elif isinstance(node, sp.log):
            op = ("const",)
        else:
            raise ValueError(f"cannot take the growth of {node} (type {type(node).__name__})")
        self._ops.append(op)
        self._index[node] = len(self._ops) - 1
        return self._index[node]

    def exponent(self, direction: Direction) -> Fraction:
        """The growth exponent along ``direction``."""
        values: list[Fraction] = []
        zero = Fraction(0)
        for op in self._ops:
            kind = op[0]
            if kind == "const":
                values.append(zero)
            elif kind == "sym":
                values.append(direction.get(op[1], zero))
            elif kind == "mul":
                values.append(sum((values[i] for i in op[1]), zero))
            elif kind == "pow":
                values.append(values[op[1]] * op[2])
            elif kind == "max":
                values.append(max(values[i] for i in op[1]))
            else:
                values.append(min(values[i] for i in op[1]))
        return values[self._root]


def is_negative_term(term: sp.Expr) -> bool:
    coeff, _ = term.as_coeff_Mul()
    return bool(coeff.is_Number and coeff < 0)


def variables(*exprs: sp.Basic) -> list[sp.Symbol]:
    """The free symbols of the expressions, sorted by name."""
    syms: set[sp.Symbol] = set()
    for e in exprs:
        syms |= sp.sympify(e).free_symbols
    return sorted(syms, key=lambda s: s.name)


def describe(direction: Direction) -> str:
    """A human-readable direction, e.g. ``n ~ s^1, epsilon ~ s^-1``."""
    parts = [f"{s} ~ s^{a}" for s, a in sorted(direction.items(), key=lambda t: t[0].name) if a != 0]
    return ", ".join(parts) if parts else "(no scaling)"
