"""Growth exponents of expressions along scaling directions ("up to constants and logs", made exact).

Scale every free symbol as ``v = s^(a_v)`` and let ``s -> infinity``. A monomial grows like ``s^(<e, a>)`` for
its exponent vector ``e``; a sum or ``Max`` grows like its fastest term, a ``Min`` like its slowest, powers
scale the exponent, and logarithms contribute nothing. So the growth exponent of any expression built from
monomials, sums, products, powers, ``Max`` and ``Min`` is an exact piecewise-linear function of the direction
``a``, computed here in rational arithmetic. Two bounds agree up to constants and logs exactly when their growth
exponents agree along every admissible direction; a direction where they differ is a witness, and the monomial
attaining the growth names the term responsible.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import sympy as sp

from bounds.symbols import info, is_declared

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


def _to_fraction(value: sp.Expr) -> Fraction:
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
        return _combine([growth(base, direction)], _to_fraction(exponent))
    if isinstance(expr, (sp.Add, sp.Max)):
        # a sum grows like its fastest positive term; negative terms can only make it smaller
        terms = [arg for arg in expr.args if not _is_negative_term(arg)]
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
        #: along an integer direction every node's exponent is a multiple of 1/denominator
        self.denominator, self._magnitude = self._integer_bounds()

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
            op = ("pow", self._compile(node.args[0]), _to_fraction(node.args[1]))
        elif isinstance(node, (sp.Add, sp.Max)):
            terms = [a for a in node.args if not _is_negative_term(a)]
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

    def _integer_bounds(self) -> tuple[int, Fraction]:
        """(a common denominator, an overflow factor) of the nodes' exponents along integer directions.

        Per node: a multiple of its exponent's denominator, and the l1 norm of its exponent as a linear form in the
        direction. Along a direction with entries at most ``k`` in absolute value, scaled by ``scale``, no value or
        intermediate product exceeds ``k * scale`` times the factor (the largest norm times the largest power
        numerator)."""
        dens: list[int] = []
        norms: list[Fraction] = []
        for op in self._ops:
            kind = op[0]
            if kind in ("const", "sym"):
                dens.append(1)
                norms.append(Fraction(int(kind == "sym")))
            elif kind == "pow":
                dens.append(dens[op[1]] * op[2].denominator)
                norms.append(norms[op[1]] * abs(op[2]))
            else:
                dens.append(math.lcm(*(dens[i] for i in op[1])))
                children = [norms[i] for i in op[1]]
                norms.append(sum(children, Fraction(0)) if kind == "mul" else max(children))
        numerators = [abs(op[2].numerator) for op in self._ops if op[0] == "pow"]
        return math.lcm(*dens), max(norms, default=Fraction(0)) * max(numerators, default=1)

    def scaled_exponents(self, syms: Sequence[sp.Symbol], grid: np.ndarray, scale: int) -> np.ndarray:
        """``scale`` times the growth exponent along each row of the integer matrix ``grid`` (row i scales
        ``syms[j]`` as ``s^grid[i, j]``), exactly, for a ``scale`` that is a multiple of :attr:`denominator`.

        The same arithmetic as :meth:`exponent`, one array operation per node over all directions: in int64 when
        no intermediate can exceed 2^62, else in Python integers."""
        if scale % self.denominator:
            raise ValueError(f"scale {scale} is not a multiple of the program's denominator {self.denominator}")
        bound = self._magnitude * int(np.abs(grid).max(initial=0)) * scale
        dtype: type = np.int64 if bound < 2**62 else object
        column = {s: j for j, s in enumerate(syms)}
        zero = np.zeros(len(grid), dtype=dtype)
        values: list[np.ndarray] = []
        for op in self._ops:
            kind = op[0]
            if kind == "const":
                values.append(zero)
            elif kind == "sym":
                values.append(grid[:, column[op[1]]].astype(dtype) * scale if op[1] in column else zero)
            elif kind == "mul":
                values.append(sum((values[i] for i in op[1]), zero))
            elif kind == "pow":
                # exact: scale makes every node's value an integer, so the division leaves no remainder
                values.append(values[op[1]] * op[2].numerator // op[2].denominator)
            elif kind == "max":
                values.append(np.maximum.reduce([values[i] for i in op[1]]))
            else:
                values.append(np.minimum.reduce([values[i] for i in op[1]]))
        return values[self._root]

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


def _is_negative_term(term: sp.Expr) -> bool:
    coeff, _ = term.as_coeff_Mul()
    return bool(coeff.is_Number and coeff < 0)


def variables(*exprs: sp.Basic) -> list[sp.Symbol]:
    """The free symbols of the expressions, sorted by name."""
    syms: set[sp.Symbol] = set()
    for e in exprs:
        syms |= sp.sympify(e).free_symbols
    return sorted(syms, key=lambda s: s.name)


class DirectionSpace:
    """The admissible scaling directions of a set of symbols under asymptotic constraints.

    A direction is admissible when every count scales up (or not at all), every probability down, and every
    constraint ``lhs <= rhs`` holds asymptotically (growth of lhs <= growth of rhs).
    """

    def __init__(self, syms: list[sp.Symbol], constraints: tuple[sp.Rel, ...] = ()) -> None:
        self.syms = syms
        self._sides = [
            (Program(rel.lhs), Program(rel.rhs))
            if isinstance(rel, (sp.LessThan, sp.StrictLessThan))
            else (Program(rel.rhs), Program(rel.lhs))
            for rel in constraints
        ]
        self._ranges = {s: info(s).scaling if is_declared(s) else "free" for s in syms}

    def admissible(self, a: Direction) -> bool:
        if not any(a.values()):
            return False
        for sym, value in a.items():
            if (self._ranges[sym] == "up" and value < 0) or (self._ranges[sym] == "down" and value > 0):
                return False
        return all(lhs.exponent(a) <= rhs.exponent(a) for lhs, rhs in self._sides)

    def sample(self, count: int = 3000, seed: int = 0) -> list[Direction]:
        """The admissible directions of :meth:`sample_grid`, one dictionary each."""
        grid = self.sample_grid(count, seed)
        return [{s: Fraction(int(v)) for s, v in zip(self.syms, row, strict=True)} for row in grid]

    def sample_grid(self, count: int = 3000, seed: int = 0) -> np.ndarray:
        """The coordinate axes, random dense integer directions in [-3, 3]^k, and random sparse ones (2 to 4
        symbols scaling against each other), keeping the admissible ones: one row per direction, one column per
        symbol of :attr:`syms`, in the order drawn."""
        rng = random.Random(seed)
        syms = self.syms
        rows: list[list[int]] = []
        for sym in syms:
            for sign in (1, -1):
                rows.append([sign if s == sym else 0 for s in syms])
        for _ in range(count // 2):
            rows.append([rng.randint(-3, 3) for _ in syms])
        for _ in range(count - count // 2):
            chosen = set(rng.sample(syms, min(len(syms), rng.randint(2, 4))))
            rows.append([rng.randint(-3, 3) if s in chosen else 0 for s in syms])
        grid = np.array(rows, dtype=np.int64).reshape(len(rows), len(syms))
        return grid[self.admissible_rows(grid)]

    def admissible_rows(self, grid: np.ndarray) -> np.ndarray:
        """:meth:`admissible` for every row of an integer direction matrix at once (a boolean mask)."""
        keep = grid.any(axis=1)
        for j, sym in enumerate(self.syms):
            if self._ranges[sym] == "up":
                keep &= grid[:, j] >= 0
            elif self._ranges[sym] == "down":
                keep &= grid[:, j] <= 0
        for lhs, rhs in self._sides:
            keep &= exponent_difference(lhs, rhs, self.syms, grid)[0] <= 0
        return keep


def exponent_difference(
    first: Program, second: Program, syms: Sequence[sp.Symbol], grid: np.ndarray
) -> tuple[np.ndarray, int]:
    """(numerators, denominator) of the growth exponent of ``first`` minus that of ``second`` along each row of
    the integer direction matrix ``grid``, exactly."""
    scale = math.lcm(first.denominator, second.denominator)
    return first.scaled_exponents(syms, grid, scale) - second.scaled_exponents(syms, grid, scale), scale


def describe(direction: Direction) -> str:
    """A human-readable direction, e.g. ``n ~ s^1, epsilon ~ s^-1``."""
    parts = [f"{s} ~ s^{a}" for s, a in sorted(direction.items(), key=lambda t: t[0].name) if a != 0]
    return ", ".join(parts) if parts else "(no scaling)"


# ---- exact search for a gap direction: linear programs over the max-min normal form ------------------------------
LinearForm = dict[sp.Symbol, Fraction]
#: max over the outer list of min over the inner list of linear forms: the growth exponent as a function of a
MaxMin = list[list[LinearForm]]

#: the most linear programs one search may solve before it reports that it could not decide exactly
MAX_PROGRAMS = 4000


class TooManyPieces(ValueError):
    """The max-min normal form (or the enumeration of its selections) exceeds the search's budget."""


def _add_forms(a: LinearForm, b: LinearForm) -> LinearForm:
    out = dict(a)
    for sym, c in b.items():
        out[sym] = out.get(sym, Fraction(0)) + c
    return {s: c for s, c in out.items() if c != 0}


def _selections(groups: list[list], cap: int) -> list[list]:
    """Every choice of one element per group (the distributive law), refusing more than ``cap`` of them."""
    total = 1
    for g in groups:
        total *= len(g)
        if total > cap:
            raise TooManyPieces(f"more than {cap} selections")
    out: list[list] = [[]]
    for g in groups:
        out = [[*prev, item] for prev in out for item in g]
    return out


def _min_of_maxmins(parts: list[MaxMin], cap: int) -> MaxMin:
    # min_j max_i min_k f_jik = max over choices (i_j) of min_{j,k} f_{j i_j k}
    out = [[f for piece in choice for f in piece] for choice in _selections(parts, cap)]
    if any(len(piece) > cap for piece in out):
        raise TooManyPieces(f"a piece has more than {cap} terms")
    return out


def max_min_form(expr: sp.Basic, cap: int = 256) -> MaxMin:
    """The growth exponent of ``expr`` as a max of mins of linear forms in the scaling direction (exact)."""
    expr = sp.sympify(expr)
    if expr.is_Number or expr in (sp.pi, sp.E) or isinstance(expr, sp.log):
        return [[{}]]
    if isinstance(expr, sp.Symbol):
        return [[{expr: Fraction(1)}]]
    if isinstance(expr, sp.Mul):
        result: MaxMin = [[{}]]
        for arg in expr.args:
            if arg.is_Number and arg < 0:
                continue
            other = max_min_form(arg, cap)
            if len(result) * len(other) > cap or any(len(a) * len(b) > cap for a in result for b in other):
                raise TooManyPieces(f"{expr} has more than {cap} pieces")
            result = [[_add_forms(f, g) for f in a for g in b] for a in result for b in other]
        return result
    if isinstance(expr, sp.Pow):
        base, power = max_min_form(expr.args[0], cap), _to_fraction(expr.args[1])
        scaled = [[{s: c * power for s, c in f.items()} for f in piece] for piece in base]
        if power >= 0:
            return scaled
        # a negative power turns max-min into min-max: min_i max_k g_ik, then distribute
        return _min_of_maxmins([[[f] for f in piece] for piece in scaled], cap)
    if isinstance(expr, (sp.Add, sp.Max)):
        return [piece for arg in expr.args if not _is_negative_term(arg) for piece in max_min_form(arg, cap)]
    if isinstance(expr, sp.Min):
        return _min_of_maxmins([max_min_form(arg, cap) for arg in expr.args], cap)
    if isinstance(expr, (sp.floor, sp.ceiling, sp.Abs)):
        return max_min_form(expr.args[0], cap)
    raise ValueError(f"cannot take the growth of {expr} (type {type(expr).__name__})")


def _exceeds(upper: MaxMin, lower: MaxMin, cap: int) -> list[list[tuple[LinearForm, LinearForm]]]:
    """The ways in which growth(upper) > growth(lower) can hold: each is a list of pairs (f, g) with f > g
    required for all of them (one piece of ``upper`` above one chosen term of every piece of ``lower``)."""
    out = []
    for piece in upper:
        for choice in _selections(lower, cap):
            out.append([(f, g) for f in piece for g in choice])
            if len(out) > cap:
                raise TooManyPieces(f"more than {cap} cases")
    return out


def _at_most(lhs: MaxMin, rhs: MaxMin, cap: int) -> list[list[tuple[LinearForm, LinearForm]]]:
    """The ways in which growth(lhs) <= growth(rhs) can hold, as lists of pairs (f, g) with f <= g for all."""
    per_piece = []
    for piece in lhs:
        # min_k f_k <= max_j min_l g_jl  iff  some k and some j have f_k <= g_jl for every l
        per_piece.append([[(f, g) for g in rhs_piece] for f in piece for rhs_piece in rhs])
    return [[pair for group in choice for pair in group] for choice in _selections(per_piece, cap)]


def _primitive(direction: Direction) -> Direction:
    """The direction scaled to the smallest integer vector on its ray (a ray's growth gaps scale with it)."""
    denominators = math.lcm(*(v.denominator for v in direction.values()))
    numerators = [int(v * denominators) for v in direction.values()]
    divisor = math.gcd(*numerators) or 1
    return {s: Fraction(int(v * denominators), divisor) for s, v in direction.items()}


@dataclass(frozen=True)
class GapSearch:
    """The result of an exact search: a witness direction (rational), its gap, and how many programs ran."""

    direction: Direction | None
    gap: Fraction
    programs: int
    exact: bool = True


def find_gap(
    upper: sp.Expr, lower: sp.Expr, constraints: tuple[sp.Rel, ...] = (), cap: int = MAX_PROGRAMS
) -> GapSearch:
    """An admissible direction along which ``upper`` grows strictly faster than ``lower``, found exactly.

    Both growth exponents are max-min forms of linear forms in the direction ``a`` (see :func:`max_min_form`),
    so "upper grows faster" is a finite union of polyhedral cones. Each cone is a linear program (scaled so that
    the gap is at least 1, minimising the l1 norm of ``a`` to find the simplest direction), solved with HiGHS;
    the best vertex is rounded to rationals and re-verified in exact arithmetic with :class:`Program`. When no
    program is feasible there is no such direction at all. Raises :class:`TooManyPieces` when the enumeration
    exceeds ``cap`` programs, so the caller can say that the answer is not exact.
    """
    from scipy.optimize import linprog

    syms = variables(upper, lower, *constraints)
    if not syms:  # nothing scales: no direction exists
        return GapSearch(None, Fraction(0), 0)
    index = {s: i for i, s in enumerate(syms)}
    k = len(syms)
    up, low = max_min_form(upper), max_min_form(lower)
    gap_cases = _exceeds(up, low, cap)
    assumption_cases: list[list[tuple[LinearForm, LinearForm]]] = [[]]
    for rel in constraints:
        small, big = (rel.lhs, rel.rhs) if isinstance(rel, (sp.LessThan, sp.StrictLessThan)) else (rel.rhs, rel.lhs)
        options = _at_most(max_min_form(small), max_min_form(big), cap)
        assumption_cases = [prev + opt for prev in assumption_cases for opt in options]
        if len(assumption_cases) * len(gap_cases) > cap:
            raise TooManyPieces(f"more than {cap} linear programs")
    if len(assumption_cases) * len(gap_cases) > cap:
        raise TooManyPieces(f"more than {cap} linear programs")

    def row(f: LinearForm, g: LinearForm) -> np.ndarray:
        r = np.zeros(2 * k)
        for s, c in f.items():
            r[index[s]] += float(c)
        for s, c in g.items():
            r[index[s]] -= float(c)
        return r

    bounds = []
    for s in syms:
        scaling = info(s).scaling if is_declared(s) else "free"
        bounds.append((0, None) if scaling == "up" else (None, 0) if scaling == "down" else (None, None))
    bounds += [(0, None)] * k
    # |a_v| <= t_v, minimise sum t_v
    abs_rows = []
    for i in range(k):
        for sign in (1, -1):
            r = np.zeros(2 * k)
            r[i], r[k + i] = sign, -1
            abs_rows.append(r)
    # among equally short directions prefer those that scale counts (n, d, T, ...): rates are read in them
    preference = [0.999 if (is_declared(s) and info(s).scaling == "up") else 1.0 for s in syms]
    cost = np.concatenate([np.zeros(k), np.array(preference)])
    best: tuple[float, Direction] | None = None
    programs = 0
    for gap_pairs in gap_cases:
        for assume_pairs in assumption_cases:
            programs += 1
            a_ub = [-row(f, g) for f, g in gap_pairs] + [row(f, g) for f, g in assume_pairs] + abs_rows
            b_ub = [-1.0] * len(gap_pairs) + [0.0] * (len(assume_pairs) + len(abs_rows))
            res = linprog(cost, A_ub=np.array(a_ub), b_ub=np.array(b_ub), bounds=bounds, method="highs")
            if res.status == 0 and (best is None or res.fun < best[0] - 1e-9):
                direction = {s: Fraction(float(res.x[index[s]])).limit_denominator(1000) for s in syms}
                best = (res.fun, direction)
    if best is None:
        return GapSearch(None, Fraction(0), programs)
    direction = _primitive(best[1])
    space = DirectionSpace(syms, constraints)
    gap = Program(upper).exponent(direction) - Program(lower).exponent(direction)
    if gap <= 0 or not space.admissible(direction):
        raise TooManyPieces("the rounded optimal direction did not verify in exact arithmetic")
    return GapSearch(direction, gap, programs)


def sampled_gap(upper: sp.Expr, lower: sp.Expr, constraints: tuple[sp.Rel, ...] = ()) -> GapSearch:
    """The simplest sampled admissible direction along which ``upper`` grows faster than ``lower`` (not exact:
    for expressions whose max-min form is too large for :func:`find_gap`).

    Simplest means fewest scaling symbols, then the smallest largest power, then the largest gap; among equals,
    the first drawn."""
    space = DirectionSpace(variables(upper, lower, *constraints), constraints)
    grid = space.sample_grid()
    gaps, scale = exponent_difference(Program(upper), Program(lower), space.syms, grid)
    found = np.flatnonzero(gaps > 0)
    if not found.size:
        return GapSearch(None, Fraction(0), len(grid), exact=False)
    witnesses = grid[found]
    order = np.lexsort((found, -gaps[found], np.abs(witnesses).max(axis=1), (witnesses != 0).sum(axis=1)))
    best = found[order[0]]
    direction = {s: Fraction(int(v)) for s, v in zip(space.syms, grid[best], strict=True)}
    return GapSearch(direction, Fraction(int(gaps[best]), scale), len(grid), exact=False)


def gap(upper: sp.Expr, lower: sp.Expr, constraints: tuple[sp.Rel, ...] = (), cap: int = MAX_PROGRAMS) -> GapSearch:
    """:func:`find_gap` within ``cap`` linear programs, else :func:`sampled_gap` (``exact`` says which answered)."""
    try:
        return find_gap(upper, lower, constraints, cap)
    except TooManyPieces:
        return sampled_gap(upper, lower, constraints)
