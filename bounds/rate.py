"""Rates: sums of monomial terms with the polylog factors that O-tilde hides kept apart.

A :class:`Rate` is ``sum_i c_i * m_i * l_i`` where ``m_i`` is a monomial in the declared symbols (possibly with
symbolic exponents, such as kappa), ``c_i`` an absolute constant and ``l_i`` the polylog factor of the term.
The exponents are read from the monomials alone; the exact bound (with constants and logs) is used for
plotting, for the local log-log slope at a point, and for comparisons.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

import sympy as sp

from bounds.dimensions import Dimension

Point = Mapping[sp.Symbol, float]


@dataclass(frozen=True)
class Term:
    """One term ``coeff * monomial * logs`` of a rate, with a label saying where it comes from."""

    monomial: sp.Expr
    label: str
    coeff: sp.Expr = sp.Integer(1)
    logs: sp.Expr = sp.Integer(1)

    def __post_init__(self) -> None:
        mono = sp.sympify(self.monomial)
        for base, _ in mono.as_powers_dict().items():
            if not (isinstance(base, sp.Symbol) or base.is_Number):
                raise ValueError(f"term {self.label!r}: monomial {mono} has a non-symbol factor {base}")
        object.__setattr__(self, "monomial", mono)
        object.__setattr__(self, "coeff", sp.sympify(self.coeff))
        object.__setattr__(self, "logs", sp.sympify(self.logs))

    def exponent(self, var: sp.Symbol) -> sp.Expr:
        """Exponent of ``var`` in the monomial (logs ignored)."""
        return sp.simplify(sp.expand_log(sp.log(self.monomial), force=True).diff(var) * var)

    def expr(self, logs: bool = True, constants: bool = True) -> sp.Expr:
        return _term_expr(self, logs, constants)


@lru_cache(maxsize=16384)
def _term_expr(term: Term, logs: bool, constants: bool) -> sp.Expr:
    """A term's expression with or without its constant and logs, built once (evaluating a rate over a sweep asks
    for it at every point: sympy's products were most of a check's prediction)."""
    out = term.monomial
    if constants:
        out = term.coeff * out
    if logs:
        out = out * term.logs
    return out


@lru_cache(maxsize=4096)
def _compiled(expr: sp.Expr) -> tuple[tuple[sp.Symbol, ...], Callable[..., float]]:
    """The free symbols of ``expr`` in a fixed order and a float function of them (compiled once per expression)."""
    syms = tuple(sorted(expr.free_symbols, key=lambda s: s.name))
    return syms, sp.lambdify(syms, expr, modules="math")


def _evaluator(expr: sp.Expr, point: Point) -> float:
    """``expr`` at ``point`` in floating point; exact substitution where floats overflow or leave the domain."""
    syms, fn = _compiled(expr)
    missing = sorted(str(s) for s in syms if s not in point)
    if missing:
        raise ValueError(f"point is missing values for {', '.join(missing)}")
    for sym in syms:
        if not point[sym] > 0:
            raise ValueError(f"{sym} must be positive, got {point[sym]}")
    try:
        return float(fn(*(point[s] for s in syms)))
    except (ArithmeticError, ValueError):
        return float(expr.subs({s: point[s] for s in syms}))


@dataclass(frozen=True)
class Rate:
    """A sum of monomial terms for a named quantity of a given dimension."""

    terms: tuple[Term, ...]
    quantity: str
    dimension: Dimension
    polylog_note: str = ""

    def __post_init__(self) -> None:
        if not self.terms:
            raise ValueError("a rate needs at least one term")
        labels = [t.label for t in self.terms]
        if len(set(labels)) != len(labels):
            raise ValueError(f"term labels must be distinct, got {labels}")

    # ---- construction ------------------------------------------------------------------------------------
    @classmethod
    def of(
        cls,
        quantity: str,
        dimension: Dimension,
        *terms: tuple[str, sp.Expr] | tuple[str, sp.Expr, sp.Expr],
        polylog_note: str = "",
    ) -> Rate:
        """Build from ``(label, monomial)`` or ``(label, monomial, logs)`` tuples; constants are split off."""
        built = []
        for spec in terms:
            label, expr = spec[0], sp.sympify(spec[1])
            logs = spec[2] if len(spec) > 2 else sp.Integer(1)
            coeff, mono = expr.as_coeff_Mul()
            built.append(Term(mono, label, coeff, logs))
        return cls(tuple(built), quantity, dimension, polylog_note)

    # ---- reading ------------------------------------------------------------------------------------------
    def term(self, label: str) -> Term:
        for t in self.terms:
            if t.label == label:
                return t
        raise ValueError(f"no term labelled {label!r}; terms: {', '.join(t.label for t in self.terms)}")

    def expr(self, logs: bool = True, constants: bool = True) -> sp.Expr:
        return sp.Add(*(t.expr(logs, constants) for t in self.terms))

    @cached_property
    def free_symbols(self) -> set[sp.Symbol]:
        return set(self.expr().free_symbols)

    def exponents(self, var: sp.Symbol) -> dict[str, sp.Expr]:
        """Exponent of ``var`` in each term."""
        return {t.label: t.exponent(var) for t in self.terms}

    def exponent_table(self, variables: Sequence[sp.Symbol]) -> dict[str, dict[sp.Symbol, sp.Expr]]:
        return {t.label: {v: t.exponent(v) for v in variables} for t in self.terms}

    # ---- evaluation at a point ------------------------------------------------------------------------------
    def term_values(self, point: Point, logs: bool = True, constants: bool = True) -> dict[str, float]:
        return {t.label: _evaluator(t.expr(logs, constants), point) for t in self.terms}

    def evaluate(self, point: Point, logs: bool = True, constants: bool = True) -> float:
        return sum(self.term_values(point, logs, constants).values())

    def dominant(self, point: Point, logs: bool = False) -> Term:
        """The largest term at ``point`` (by default without logs, as an O-tilde statement reads), among the terms
        defined there: a term whose exponent has no value at the point (``(p/n)^(kappa/(2-kappa))`` at kappa = 2,
        where sympy reads 2/0 as complex infinity and the power as NaN) is NaN, which no comparison would place, and
        the answer would depend on the terms' order."""
        values = {label: v for label, v in self.term_values(point, logs=logs).items() if not math.isnan(v)}
        if not values:
            raise ValueError(f"no term of the rate is defined at {dict(point)}")
        return self.term(max(values, key=values.__getitem__))

    def local_slope(self, var: sp.Symbol, point: Point, logs: bool = True) -> float:
        """d log(rate) / d log(var) at ``point``, of the exact bound (with logs) by default."""
        expr = self.expr(logs=logs)
        slope = sp.diff(sp.log(expr), var) * var
        return _evaluator(slope, point) if slope.free_symbols else float(slope)

    # ---- structure over one or two variables ---------------------------------------------------------------
    def crossover(self, label_a: str, label_b: str, var: sp.Symbol) -> sp.Expr:
        """The value of ``var`` at which two terms' monomials are equal, as an expression in the others. Where
        ``var`` enters both only as the base of powers with exponents free of it, the monomials are ``A var^a`` and
        ``B var^b`` with ``A`` and ``B`` free of ``var`` (a number times powers of positive quantities), and the
        crossing is the positive root ``(B/A)^(1/(a - b))``, read off directly (``sympy.solve`` took 0.8 s on two
        terms with exponents in kappa); where it sits in an exponent (``gamma^(kappa/2)`` along kappa), sympy
        solves the equation."""
        a, b = self.term(label_a), self.term(label_b)
        ea, eb = a.exponent(var), b.exponent(var)
        gap = sp.simplify(ea - eb)
        if gap == 0:
            raise ValueError(f"terms {label_a!r} and {label_b!r} have the same exponent in {var}: no crossover")
        if not (ea.has(var) or eb.has(var)):
            rest = b.monomial.xreplace({var: 1}) / a.monomial.xreplace({var: 1})
            return sp.simplify(rest ** (1 / gap))
        solutions = sp.solve(sp.Eq(a.monomial, b.monomial), var)
        positive = [s for s in solutions if s.is_positive is not False]
        if not positive:
            raise ValueError(f"no positive crossover of {label_a!r} and {label_b!r} in {var}")
        return sp.simplify(positive[0])

    def dominant_changes(
        self, var: sp.Symbol, point: Point, lo: float, hi: float, logs: bool = False
    ) -> list[tuple[float, str, str]]:
        """Where, between ``lo`` and ``hi``, the dominant term changes along ``var``: (value, before, after)."""
        if not 0 < lo < hi:
            raise ValueError(f"need 0 < lo < hi for the range of {var}, got lo={lo}, hi={hi}")
        grid = [lo * (hi / lo) ** (i / 400) for i in range(401)]
        labels = [self.dominant({**point, var: x}, logs).label for x in grid]
        changes = []
        for i in range(1, len(grid)):
            if labels[i] != labels[i - 1]:
                x0, x1 = grid[i - 1], grid[i]
                for _ in range(50):  # bisection in log space
                    mid = math.sqrt(x0 * x1)
                    if self.dominant({**point, var: mid}, logs).label == labels[i - 1]:
                        x0 = mid
                    else:
                        x1 = mid
                changes.append((math.sqrt(x0 * x1), labels[i - 1], labels[i]))
        return changes

    def regime_map(
        self,
        x_var: sp.Symbol,
        x_values: Sequence[float],
        y_var: sp.Symbol,
        y_values: Sequence[float],
        point: Point,
        logs: bool = False,
    ) -> list[list[str]]:
        """Label of the dominant term on a grid: ``result[j][i]`` is at ``(x_values[i], y_values[j])``."""
        return [[self.dominant({**point, x_var: x, y_var: y}, logs).label for x in x_values] for y in y_values]

    # ---- inversion and comparison ---------------------------------------------------------------------------
    def invert(self, var: sp.Symbol, level: sp.Symbol, quantity: str | None = None) -> Rate:
        """From "error <= rate(var)" to "var >= sum_i var_i(level)", each term solved for ``var`` on its own.

        The sum of the per-term solutions is the sample size up to a constant factor (max <= sum <= k max).
        Logs that depend on ``var`` are dropped (the inversion is up to logs, as in the papers).
        """
        terms = []
        for t in self.terms:
            p = t.exponent(var)
            if p == 0:
                continue
            if not (p.is_number and p < 0):
                raise ValueError(f"term {t.label!r} does not decrease in {var} (exponent {p}); cannot invert")
            solved = sp.powsimp(
                sp.expand_power_base((level / (t.coeff * t.monomial / var**p)) ** (1 / p), force=True), force=True
            )
            coeff, mono = solved.as_coeff_Mul()
            logs = t.logs ** (1 / p) if var not in t.logs.free_symbols else sp.Integer(1)
            terms.append(Term(mono, t.label, coeff, sp.powsimp(logs, force=True)))
        if not terms:
            raise ValueError(f"no term of the rate depends on {var}")
        from bounds.units import dimension  # local: the inverse is dimensioned like var

        return Rate(tuple(terms), quantity or f"{var} needed for {self.quantity} <= {level}", dimension(var))

    def compare(self, other: Rate, var: sp.Symbol, point: Point, lo: float, hi: float, logs: bool = True) -> Comparison:
        """Where along ``var`` this rate is smaller (better) than ``other``, and the crossings."""
        if not 0 < lo < hi:
            raise ValueError(f"need 0 < lo < hi for the range of {var}, got lo={lo}, hi={hi}")

        def gap(x: float) -> float:
            p = {**point, var: x}
            return math.log(_defined(self, "self", p, logs, var)) - math.log(_defined(other, "other", p, logs, var))

        grid = [lo * (hi / lo) ** (i / 200) for i in range(201)]
        gaps = [gap(x) for x in grid]
        crossings = []
        for i in range(1, len(grid)):
            if _side(gaps[i - 1]) * _side(gaps[i]) < 0:
                x0, x1 = grid[i - 1], grid[i]
                for _ in range(60):
                    mid = math.sqrt(x0 * x1)
                    if (gap(mid) < 0) == (gaps[i - 1] < 0):
                        x0 = mid
                    else:
                        x1 = mid
                crossings.append(math.sqrt(x0 * x1))
        asymptotic = {
            "self": {t.label: t.exponent(var) for t in self.terms},
            "other": {t.label: t.exponent(var) for t in other.terms},
        }
        return Comparison(var, lo, hi, grid, gaps, crossings, asymptotic)

    def with_terms(self, terms: Sequence[Term]) -> Rate:
        return replace(self, terms=tuple(terms))

    def __str__(self) -> str:
        return " + ".join(str(t.expr(logs=False, constants=False)) for t in self.terms)


class RateUndefined(ValueError):
    """A rate is not a finite positive number at a point of a comparison's range (a logarithm of a probability above
    1, a power of a negative number, a value beyond floating point): the range or the point leaves its domain.
    ``which`` is ``"self"`` or ``"other"``, ``at`` the swept variable's value there."""

    def __init__(self, which: str, var: sp.Symbol, at: float) -> None:
        super().__init__(f"the {which} rate is not a finite positive number at {var} = {at:g}")
        self.which, self.var, self.at = which, var, at


def _defined(rate: Rate, which: str, point: Point, logs: bool, var: sp.Symbol) -> float:
    """``rate`` at ``point``, or :class:`RateUndefined` where it is not a finite positive number."""
    try:
        value = rate.evaluate(point, logs)
    except (TypeError, ArithmeticError):  # a complex value cannot be a float; a pole or an overflow
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise RateUndefined(which, var, point[var])
    return value


@dataclass(frozen=True)
class Comparison:
    """Result of :meth:`Rate.compare`: log(self/other) on a grid, the crossings and the exponent tables."""

    var: sp.Symbol
    lo: float
    hi: float
    grid: list[float]
    log_ratio: list[float]
    crossings: list[float]
    exponents: dict[str, dict[str, sp.Expr]]

    def better_at(self, x: float) -> str:
        """``"self"``, ``"other"`` or ``"equal"`` (relative difference below 1e-9): which is smaller at the grid point
        nearest to ``x``."""
        i = min(range(len(self.grid)), key=lambda k: abs(math.log(self.grid[k] / x)))
        return {-1: "self", 0: "equal", 1: "other"}[_side(self.log_ratio[i])]

    def summary(self) -> str:
        if all(_side(g) == 0 for g in self.log_ratio):
            return f"{self.var} in [{self.lo:.3g}, {self.hi:.3g}]: the two rates are equal"
        parts = []
        edges = [self.lo, *self.crossings, self.hi]
        for a, bnd in itertools.pairwise(edges):
            who = self.better_at(math.sqrt(a * bnd))
            parts.append(f"{self.var} in [{a:.3g}, {bnd:.3g}]: " + ("equal" if who == "equal" else f"{who} is smaller"))
        return "; ".join(parts)


def _side(log_ratio: float, tie: float = 1e-9) -> int:
    """-1 where the first rate is smaller, +1 where the second is, 0 where they agree to ``tie`` in log."""
    return 0 if abs(log_ratio) <= tie else (-1 if log_ratio < 0 else 1)
