"""Exact search for a scaling direction along which one bound outgrows another, with a certificate either way.

Scale every free symbol as ``v = s^(a_v)`` with ``s -> infinity`` (see :mod:`bounds.tropical`): the growth exponent
``G_e(a)`` of an expression built from monomials, sums, products, rational powers, ``Max`` and ``Min`` is a
piecewise-linear, positively homogeneous function of the direction ``a``. The question "does ``upper`` grow
strictly faster than ``lower`` along some admissible direction" is therefore the feasibility of

    G_upper(a) >= 1 + G_lower(a),   G_lhs(a) <= G_rhs(a) for every assumption lhs <= rhs,   sign(a_v) as declared

(homogeneity turns "> 0" into ">= 1"). Each node of an expression enters in one or both *polarities*: a variable
``v`` with ``v <= G_node(a)`` (the node must be large: ``lo``) or ``v >= G_node(a)`` (it must be small: ``hi``).
Sums, products, powers, a ``Max`` in ``hi`` polarity and a ``Min`` in ``lo`` polarity give linear inequalities;
a ``Max`` in ``lo`` polarity ("some term is at least v") and a ``Min`` in ``hi`` polarity are disjunctions, one
linear row per child. The projection of the resulting disjunctive system onto ``a`` is exactly the set above.

A branch and bound decides it: each node of the search tree fixes the child of some disjunctions, drops the
others, and solves the linear relaxation with HiGHS. An infeasible relaxation closes its subtree; its Farkas
multipliers, made exact in rational arithmetic, are the certificate of that leaf. A feasible one whose direction,
rounded to rationals, is an exact witness (checked with :class:`bounds.tropical.Program`) ends the search;
otherwise the search branches on a disjunction that the relaxation's point violates. The answer is a witness
direction, or a tree of case splits whose every leaf carries exact Farkas multipliers:
:mod:`bounds.certificate_check` re-verifies either without this module's code.

Rows and variables are named from the nodes' ``srepr`` (:func:`node_key`), so a checker that parses the same
expressions rebuilds the same rows. Logarithms are constants here; :func:`logs_as_symbols` turns each distinct
log factor into a symbol of its own, so that the same search compares log factors too.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import sympy as sp

from bounds import exact_repr
from bounds.symbols import PaperSymbol, info, is_declared
from bounds.tropical import Direction, Program, is_negative_term, to_fraction, variables

if TYPE_CHECKING:
    from scipy.sparse import csr_matrix

Scaling = Literal["up", "down", "free"]
Polarity = Literal["lo", "hi"]
RowName = tuple
#: the most relaxations one search may solve before it gives up (an internal limit, reported as an error)
MAX_NODES = 20000
_TOL = 1e-7


class SearchLimit(RuntimeError):
    """The branch and bound exceeded :data:`MAX_NODES` relaxations, or a witness failed exact verification."""


@lru_cache(maxsize=65536)
def node_key(node: sp.Basic) -> str:
    """The name of a sub-expression in rows and certificates: a digest of its ``srepr``."""
    return hashlib.sha1(exact_repr.srepr(node).encode()).hexdigest()[:16]


def scaling_of(sym: sp.Symbol) -> Scaling:
    """How a symbol may scale: as declared (:mod:`bounds.symbols`), ``"up"`` for a log factor made a symbol by
    :func:`logs_as_symbols`, else ``"free"``."""
    if is_declared(sym):
        return info(sym).scaling
    return "up" if sym.name.startswith("log(") else "free"


# ---- the disjunctive linear system ----------------------------------------------------------------------------
@dataclass
class _Node:
    key: str
    kind: str  # const, sym, mul, pow, max, min
    children: tuple[int, ...] = ()
    symbol: sp.Symbol | None = None
    power: Fraction = Fraction(1)


class _System:
    """The rows of the disjunctive system for one question, over the occurrences reachable from its roots."""

    def __init__(self, upper: sp.Expr, lower: sp.Expr, constraints: tuple[sp.Rel, ...], syms: list[sp.Symbol]):
        self.nodes: list[_Node] = []
        self._index: dict[sp.Basic, int] = {}
        self.syms = syms
        roots = [(self._compile(upper), "lo"), (self._compile(lower), "hi")]
        sides = [_sides(rel) for rel in constraints]
        side_nodes = [(self._compile(small), self._compile(big)) for small, big in sides]
        for small, big in side_nodes:
            roots += [(small, "hi"), (big, "lo")]
        self.variables: dict[tuple, int] = {("a", s.name): i for i, s in enumerate(syms)}
        self.base: list[tuple[RowName, dict[int, Fraction], Fraction]] = []
        self.disjunctions: dict[tuple[int, str], list[tuple[RowName, dict[int, Fraction], Fraction]]] = {}
        #: per disjunction: the variable of the occurrence and those of its children, in the rows' order
        self.links: dict[tuple[int, str], tuple[int, list[int]]] = {}
        seen: set[tuple[int, str]] = set()
        stack = list(roots)
        while stack:
            occurrence = stack.pop()
            if occurrence in seen:
                continue
            seen.add(occurrence)
            stack += self._encode(*occurrence)
        for s in syms:
            scaling = scaling_of(s)
            if scaling != "free":  # an "up" symbol: -a <= 0; a "down" one: a <= 0
                sign = {self.variables[("a", s.name)]: Fraction(1 if scaling == "down" else -1)}
                self.base.append((("sign", s.name), sign, Fraction(0)))
        up, low = self._var(roots[0][0], "lo"), self._var(roots[1][0], "hi")
        self.base.append((("gap",), {up: Fraction(-1), low: Fraction(1)}, Fraction(-1)))
        for i, (small, big) in enumerate(side_nodes):
            row = {self._var(small, "hi"): Fraction(1)}
            row[self._var(big, "lo")] = row.get(self._var(big, "lo"), Fraction(0)) - 1
            self.base.append((("assume", i), row, Fraction(0)))

    def _compile(self, expr: sp.Basic) -> int:
        expr = sp.sympify(expr)
        if expr in self._index:
            return self._index[expr]
        key = node_key(expr)
        if expr.is_Number or expr in (sp.pi, sp.E) or isinstance(expr, sp.log):
            if expr.is_Number and not expr.is_positive:
                raise ValueError(f"cannot take the growth of the non-positive constant {expr}")
            node = _Node(key, "const")
        elif isinstance(expr, sp.Symbol):
            node = _Node(key, "sym", symbol=expr)
        elif isinstance(expr, sp.Mul):
            node = _Node(key, "mul", tuple(self._compile(a) for a in expr.args if not (a.is_Number and a < 0)))
        elif isinstance(expr, sp.Pow):
            node = _Node(key, "pow", (self._compile(expr.args[0]),), power=to_fraction(expr.args[1]))
        elif isinstance(expr, (sp.Add, sp.Max)):
            terms = [a for a in expr.args if not is_negative_term(a)]
            if not terms:
                raise ValueError(f"expression {expr} has no positive term")
            node = _Node(key, "max", tuple(self._compile(a) for a in terms))
        elif isinstance(expr, sp.Min):
            node = _Node(key, "min", tuple(self._compile(a) for a in expr.args))
        elif isinstance(expr, (sp.floor, sp.ceiling, sp.Abs)):
            node = _Node(key, "pow", (self._compile(expr.args[0]),))
        else:
            raise ValueError(f"cannot take the growth of {expr} (type {type(expr).__name__})")
        self.nodes.append(node)
        self._index[expr] = len(self.nodes) - 1
        return self._index[expr]

    def _var(self, node: int, polarity: str) -> int:
        name = ("v", self.nodes[node].key, polarity)
        return self.variables.setdefault(name, len(self.variables))

    def _encode(self, index: int, polarity: str) -> list[tuple[int, str]]:
        """Add the rows of one occurrence; return the occurrences of its children it needs."""
        node, v = self.nodes[index], self._var(index, polarity)
        sign = 1 if polarity == "lo" else -1  # a lo row reads v - (...) <= 0, a hi row (...) - v <= 0
        name = ("node", node.key, polarity)
        if node.kind == "const":
            self.base.append(((*name, 0), {v: Fraction(sign)}, Fraction(0)))
            return []
        if node.kind == "sym":
            a = self.variables[("a", node.symbol.name)]
            self.base.append(((*name, 0), {v: Fraction(sign), a: Fraction(-sign)}, Fraction(0)))
            return []
        if node.kind in ("mul", "pow"):
            power = node.power if node.kind == "pow" else Fraction(1)
            child_polarity = polarity if power >= 0 else ("hi" if polarity == "lo" else "lo")
            row = {v: Fraction(sign)}
            for child in node.children:
                c = self._var(child, child_polarity)
                row[c] = row.get(c, Fraction(0)) - sign * power
            self.base.append(((*name, 0), {k: c for k, c in row.items() if c}, Fraction(0)))
            return [(child, child_polarity) for child in node.children if power != 0]
        children = [self._var(c, polarity) for c in node.children]
        rows = [((*name, j), {v: Fraction(sign), c: Fraction(-sign)}, Fraction(0)) for j, c in enumerate(children)]
        if (node.kind == "max") == (polarity == "lo"):
            self.disjunctions[(index, polarity)] = rows
            self.links[(index, polarity)] = (v, children)
        else:
            self.base += rows
        return [(c, polarity) for c in node.children]


def _sides(rel: sp.Rel) -> tuple[sp.Expr, sp.Expr]:
    """(smaller, bigger) of an assumption."""
    return (rel.lhs, rel.rhs) if isinstance(rel, (sp.LessThan, sp.StrictLessThan)) else (rel.rhs, rel.lhs)


# ---- the certificate ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GapSearch:
    """The answer of :func:`find_gap`: a witness direction and its gap, or none; how many relaxations were solved;
    and the certificate (:mod:`bounds.certificate_check` re-verifies it)."""

    direction: Direction | None
    gap: Fraction
    programs: int
    certificate: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)


def _exact_farkas(rows: list[tuple[RowName, dict[int, Fraction], Fraction]], nvars: int) -> dict[str, str]:
    """Exact multipliers y >= 0 with sum y_i row_i = 0 and sum y_i rhs_i < 0 for an infeasible row set."""
    a = np.zeros((len(rows), nvars))
    b = np.zeros(len(rows))
    for i, (_, coeffs, rhs) in enumerate(rows):
        for j, c in coeffs.items():
            a[i, j] = float(c)
        b[i] = float(rhs)
    from scipy.sparse import csr_matrix  # imported on first use: commands that only read statements never solve

    from bounds import linear_program as lp

    b_eq = np.zeros(nvars + 1)
    b_eq[-1] = -1.0
    problem = lp.Problem(
        cost=np.ones(len(rows)),
        rows=csr_matrix(np.vstack([a.T, b[None, :]])),
        row_lower=b_eq,
        row_upper=b_eq,
        col_lower=np.zeros(len(rows)),
        col_upper=np.full(len(rows), np.inf),
    )
    y = lp.minimize(problem)
    if y is None:
        raise SearchLimit("an infeasible relaxation has no Farkas multipliers in floating point")
    support = [i for i in range(len(rows)) if y[i] > 1e-9]
    chosen = [rows[i] for i in support]
    exact = _rounded_multipliers(chosen, [y[i] for i in support]) or _solve_support(chosen)
    if exact is None:
        raise SearchLimit("the Farkas multipliers of an infeasible relaxation did not verify exactly")
    return {repr(rows[i][0]): str(y) for i, y in zip(support, exact, strict=True) if y}


def _is_farkas(rows: list[tuple[RowName, dict[int, Fraction], Fraction]], y: list[Fraction]) -> bool:
    """Whether non-negative ``y`` combines ``rows`` into the zero form with a negative right-hand side."""
    total: dict[int, Fraction] = {}
    for weight, (_, coeffs, _) in zip(y, rows, strict=True):
        for j, c in coeffs.items():
            total[j] = total.get(j, Fraction(0)) + weight * c
    rhs = sum((weight * b for weight, (_, _, b) in zip(y, rows, strict=True)), Fraction(0))
    return all(w >= 0 for w in y) and not any(total.values()) and rhs < 0


def _rounded_multipliers(rows: list, floats: list[float]) -> list[Fraction] | None:
    """The floating-point multipliers rounded to nearby rationals, when they certify exactly."""
    for limit in (1, 12, 1000, 10**6):
        y = [Fraction(v).limit_denominator(limit) for v in floats]
        if _is_farkas(rows, y):
            return y
    return None


def _solve_support(rows: list[tuple[RowName, dict[int, Fraction], Fraction]]) -> list[Fraction] | None:
    """The solution y of sum_i y_i coeffs_i = 0, sum_i y_i rhs_i = -1 on a basis's support, exactly (sparse
    Gauss-Jordan in rationals), when it is unique and non-negative."""
    m = len(rows)
    equations: dict[int, dict[int, Fraction]] = {}
    for i, (_, coeffs, _) in enumerate(rows):
        for j, c in coeffs.items():
            equations.setdefault(j, {})[i] = c
    eqs = list(equations.values())
    eqs.append({i: rhs for i, (_, _, rhs) in enumerate(rows) if rhs} | {m: Fraction(-1)})
    eqs = [{k: v for k, v in e.items() if v} for e in eqs]
    containing: dict[int, set[int]] = {}
    for e_id, e in enumerate(eqs):
        for col in e:
            containing.setdefault(col, set()).add(e_id)
    pivots: dict[int, int] = {}
    for col in range(m):
        candidates = [e_id for e_id in containing.get(col, ()) if e_id not in pivots.values()]
        if not candidates:
            return None  # a free column: the support is not a basis
        p = min(candidates, key=lambda e_id: len(eqs[e_id]))
        head = eqs[p][col]
        eqs[p] = {k: v / head for k, v in eqs[p].items()}
        for other in list(containing[col] - {p}):
            factor = eqs[other][col]
            row = dict(eqs[other])
            for k, v in eqs[p].items():
                value = row.get(k, Fraction(0)) - factor * v
                if value:
                    row[k] = value
                else:
                    row.pop(k, None)
                    containing[k].discard(other)
                if value:
                    containing.setdefault(k, set()).add(other)
            eqs[other] = row
        pivots[col] = p
    if any(set(e) == {m} for e_id, e in enumerate(eqs) if e_id not in pivots.values()):
        return None  # 0 = nonzero: inconsistent
    solution = [eqs[pivots[col]].get(m, Fraction(0)) for col in range(m)]
    return solution if all(y >= 0 for y in solution) else None


# ---- the branch and bound ---------------------------------------------------------------------------------------
class _Search:
    def __init__(self, upper: sp.Expr, lower: sp.Expr, constraints: tuple[sp.Rel, ...], syms: list[sp.Symbol]):
        self.system = _System(upper, lower, constraints, syms)
        self.syms = syms
        self.upper, self.lower = Program(upper), Program(lower)
        self.sides = [(Program(small), Program(big)) for small, big in map(_sides, constraints)]
        self.programs = 0
        system = self.system
        self.nvars = len(system.variables)
        k = len(syms)
        # the objective: the l1 norm of a (|a_j| <= t_j, rows below the system's), counts slightly preferred, so
        # witnesses are simple; ties are broken by the symbols' order (a hundred times finer than the preference),
        # so that the optimum is one vertex and the witness does not depend on the solver's version
        norm = [
            (None, {j: Fraction(sgn), self.nvars + j: Fraction(-1)}, Fraction(0)) for j in range(k) for sgn in (1, -1)
        ]
        prefer = [(0.999 if scaling_of(s) == "up" else 1.0) * (1 + 1e-5 * j / k) for j, s in enumerate(syms)]
        self.cost = np.concatenate([np.zeros(self.nvars), np.array(prefer)])
        self._col_lower = np.concatenate([np.full(self.nvars, -np.inf), np.zeros(k)])
        self._col_upper = np.full(self.nvars + k, np.inf)
        self._base = self._matrix(system.base + norm)

    def _matrix(self, rows: list) -> tuple[csr_matrix, np.ndarray]:
        from scipy.sparse import csr_matrix  # scipy is imported when a search first runs, not with the statements

        k = len(self.syms)
        data, ri, ci, rhs = [], [], [], []
        for i, (_, coeffs, b) in enumerate(rows):
            for j, c in coeffs.items():
                data.append(float(c))
                ri.append(i)
                ci.append(j)
            rhs.append(float(b))
        shape = (len(rows), self.nvars + k)
        return csr_matrix((data, (ri, ci)), shape=shape), np.array(rhs)

    def rows(self, selection: dict[tuple[int, str], int]) -> list:
        return self.system.base + [self.system.disjunctions[occ][j] for occ, j in selection.items()]

    def _relax(self, selection: dict[tuple[int, str], int]) -> np.ndarray | None:
        self.programs += 1
        if self.programs > MAX_NODES:
            raise SearchLimit(f"more than {MAX_NODES} relaxations")
        chosen = [self.system.disjunctions[occ][j] for occ, j in selection.items()]
        extra = self._matrix(chosen)
        from scipy.sparse import vstack

        from bounds import linear_program as lp

        b_ub = np.concatenate([self._base[1], extra[1]])
        problem = lp.Problem(
            cost=self.cost,
            rows=vstack([self._base[0], extra[0]]).tocsr(),
            row_lower=np.full(b_ub.size, -np.inf),
            row_upper=b_ub,
            col_lower=self._col_lower,
            col_upper=self._col_upper,
        )
        try:
            return lp.minimize(problem)
        except lp.SolverFailure as failure:
            raise SearchLimit(f"the linear relaxation failed: {failure}") from failure

    def _witness(self, x: np.ndarray) -> tuple[Direction, Fraction] | None:
        for limit in (12, 1000, 10**6):
            raw = {s: Fraction(float(x[j])).limit_denominator(limit) for j, s in enumerate(self.syms)}
            if not any(raw.values()):
                continue
            direction = _primitive(raw)
            gap = self.upper.exponent(direction) - self.lower.exponent(direction)
            if gap > 0 and self._admissible(direction):
                return direction, gap
        return None

    def _admissible(self, direction: Direction) -> bool:
        for sym, power in direction.items():
            scaling = scaling_of(sym)
            if (scaling == "up" and power < 0) or (scaling == "down" and power > 0):
                return False
        return all(small.exponent(direction) <= big.exponent(direction) for small, big in self.sides)

    def _violated(self, x: np.ndarray, selection: dict) -> tuple[int, str] | None:
        """The unselected disjunction whose dropped constraint the relaxation's point violates most."""
        worst, found = _TOL, None
        for occ, (own, children) in self.system.links.items():
            if occ in selection:
                continue
            values = x[children]
            violation = x[own] - values.max() if occ[1] == "lo" else values.min() - x[own]
            if violation > worst:
                worst, found = violation, occ
        return found

    def explore(self, selection: dict[tuple[int, str], int]) -> dict[str, Any]:
        x = self._relax(selection)
        if x is None:  # the multipliers are computed by with_multipliers, when the certificate is checked
            return {"leaf": None}
        found = self._witness(x)
        if found is not None:
            raise _Found(*found)
        occ = self._violated(x, selection)
        if occ is None:
            unselected = [o for o in self.system.disjunctions if o not in selection]
            if not unselected:
                raise SearchLimit("a relaxation with every disjunction fixed is feasible, but its point is no witness")
            occ = unselected[0]
        values = x[self.system.links[occ][1]]
        order = sorted(range(len(values)), key=lambda j: -values[j] if occ[1] == "lo" else values[j])
        node = self.system.nodes[occ[0]]
        branches = {}
        for j in order:
            branches[str(j)] = self.explore({**selection, occ: j})
        return {"split": [node.key, occ[1]], "branches": branches}


class _Found(Exception):
    def __init__(self, direction: Direction, gap: Fraction) -> None:
        self.direction, self.gap = direction, gap


def _primitive(direction: Direction) -> Direction:
    """The direction scaled to the smallest integer vector on its ray (a ray's growth gaps scale with it)."""
    denominators = math.lcm(*(v.denominator for v in direction.values()))
    numerators = [int(v * denominators) for v in direction.values()]
    divisor = math.gcd(*numerators) or 1
    return {s: Fraction(int(v * denominators), divisor) for s, v in direction.items()}


def find_gap(upper: sp.Expr, lower: sp.Expr, constraints: tuple[sp.Rel, ...] = ()) -> GapSearch:
    """An admissible direction along which ``upper`` grows strictly faster than ``lower``, or a certificate that
    none exists; exact either way (see the module docstring)."""
    upper, lower = sp.sympify(upper), sp.sympify(lower)
    syms = variables(upper, lower, *constraints)
    question = {
        "upper": exact_repr.srepr(upper),
        "lower": exact_repr.srepr(lower),
        "constraints": [exact_repr.srepr(rel) for rel in constraints],
        "scaling": {s.name: scaling_of(s) for s in syms},
    }
    if not syms:
        return GapSearch(None, Fraction(0), 0, {**question, "verdict": "no gap", "tree": {"constant": True}})
    search = _Search(upper, lower, constraints, syms)
    try:
        tree = search.explore({})
    except _Found as found:
        growth = {
            "upper": str(search.upper.exponent(found.direction)),
            "lower": str(search.lower.exponent(found.direction)),
        }
        witness = {s.name: str(v) for s, v in found.direction.items() if v}
        certificate = {**question, "verdict": "gap", "witness": witness, "growth": growth}
        return GapSearch({s: v for s, v in found.direction.items() if v}, found.gap, search.programs, certificate)
    return GapSearch(None, Fraction(0), search.programs, {**question, "verdict": "no gap", "tree": tree})


#: the names an ``srepr`` calls: sympy's, with Max and Min rebuilt as printed (they were printed reduced; reducing
#: them again costs O(k^2) comparisons) and a paper's own symbols as :class:`bounds.symbols.PaperSymbol`
_AS_PRINTED = {
    **{name: getattr(sp, name) for name in sp.__all__},
    "Max": lambda *args: sp.Max(*args, evaluate=False),
    "Min": lambda *args: sp.Min(*args, evaluate=False),
    "PaperSymbol": PaperSymbol,
}


@lru_cache(maxsize=4096)
def _parsed(text: str) -> sp.Basic:
    """An expression of a certificate the search wrote (its ``srepr``), parsed once (one statement's certificates
    share them): evaluated as the Python it is, as ``sympy.parse_expr`` would, without its token transformations
    (an ``srepr`` names every number and symbol by its constructor, so they change nothing: a third of the time of
    filling in a statement's certificates)."""
    return eval(text, {"__builtins__": {}}, _AS_PRINTED)  # the search's own output, never a file


def with_multipliers(certificate: dict[str, Any]) -> dict[str, Any]:
    """A "no gap" certificate whose leaves carry exact Farkas multipliers (the search records only the case split,
    so that a derivation does not pay for certificates nobody checks): each leaf's relaxation is rebuilt from the
    expressions and its multipliers solved for and made exact."""
    if certificate.get("verdict") != "no gap" or certificate["tree"].get("constant"):
        return certificate
    upper, lower = _parsed(certificate["upper"]), _parsed(certificate["lower"])
    constraints = tuple(_parsed(c) for c in certificate["constraints"])
    search = _Search(upper, lower, constraints, variables(upper, lower, *constraints))
    index = {(search.system.nodes[i].key, pol): (i, pol) for i, pol in search.system.disjunctions}

    def fill(tree: dict[str, Any], selection: dict[tuple[int, str], int]) -> dict[str, Any]:
        if "leaf" in tree:
            return {"leaf": _exact_farkas(search.rows(selection), search.nvars)}
        occ = index[(tree["split"][0], tree["split"][1])]
        branches = {j: fill(sub, {**selection, occ: int(j)}) for j, sub in tree["branches"].items()}
        return {"split": tree["split"], "branches": branches}

    return {**certificate, "tree": fill(certificate["tree"], {})}


# ---- logs as symbols ------------------------------------------------------------------------------------------
def log_symbol(argument: sp.Basic) -> sp.Expr:
    """The growth of ``log(argument)`` as a symbol expression.

    The log of a product grows like the largest log of its factors: a factor at least 1 in its declared range (a
    count to a positive power, a probability to a negative one) gives the symbol ``log(x)`` of its symbol ``x``;
    a sum, or a positive power of one, the largest log of its terms; the remaining factors together (``n / B``, or
    a symbol whose range is free) one symbol of their own (:func:`_own_log_symbol`). When a factor is at most 1
    in its range (``1/B``, ``delta``), nothing is split off: ``log(n/B)`` is one symbol, never read as ``log n``.
    Every log factor of a bound is taken to be at least a constant (each symbol scales up). Numeric arguments and
    logs of logs are constants."""
    argument = sp.sympify(argument)
    if argument.is_Number or argument in (sp.pi, sp.E) or isinstance(argument, sp.log):
        return sp.Integer(1)
    if isinstance(argument, (sp.Add, sp.Max)):
        parts = [log_symbol(a) for a in argument.args if not (a.is_Number or is_negative_term(a))]
        return sp.Max(*parts) if parts else sp.Integer(1)
    simple: list[sp.Expr] = []
    rest: list[sp.Expr] = []
    for factor in (a for a in sp.Mul.make_args(argument) if not a.is_Number):
        base, power = factor.as_base_exp()
        if isinstance(base, sp.log):  # log(x log(y)^p) = log x + p log log y: a log of a log is a constant
            continue
        if isinstance(base, (sp.Add, sp.Max)) and power.is_positive:  # log((x + c)^p) grows like log(x + c)
            simple.append(log_symbol(base))
        elif isinstance(base, sp.Symbol) and (scaling_of(base), power > 0) in (("up", True), ("down", False)):
            simple.append(sp.Symbol(f"log({base.name})", positive=True))
        else:
            rest.append(factor)
    below_one = any(
        (isinstance(b, sp.Symbol) and (scaling_of(b), p > 0) in (("up", False), ("down", True)))
        or (isinstance(b, (sp.Add, sp.Max)) and p.is_negative)
        for b, p in (f.as_base_exp() for f in rest)
    )
    if below_one:  # log(n/B) = log n - log B: no factor may be split off, the whole product is one symbol
        return _own_log_symbol([a for a in sp.Mul.make_args(argument) if not a.is_Number])
    if rest:
        simple.append(_own_log_symbol(rest))
    return sp.Max(*simple) if simple else sp.Integer(1)


def _own_log_symbol(factors: list[sp.Expr]) -> sp.Symbol:
    """The symbol of the log of a product whose factors may be below 1 (``n/B``, ``epsilon n``): named without
    numeric terms, with its powers divided by their gcd and the first made positive, so that ``log(n sqrt(d + 2)/B)``,
    ``log(n sqrt(d)/B)`` and ``log(B^2/(n^2 d))`` are one symbol."""
    kept = [f for f in factors if not isinstance(f.as_base_exp()[0], sp.log)]  # a log of a log is a constant
    monomial = sp.Mul(*kept).replace(
        lambda e: isinstance(e, sp.Add), lambda e: sp.Add(*(a for a in e.args if not a.is_Number))
    )
    powers = sorted(monomial.as_powers_dict().items(), key=lambda item: exact_repr.srepr(item[0]))
    scale = sp.gcd_list([sp.Rational(p) for _, p in powers]) if all(p.is_Rational for _, p in powers) else 1
    scale = scale if powers and powers[0][1] / scale > 0 else -scale
    name = sp.Mul(*(base ** (p / scale) for base, p in powers)) if scale else monomial
    return sp.Symbol(f"log({name})", positive=True)


def logs_as_symbols(expr: sp.Basic) -> sp.Expr:
    """``expr`` with every ``log(x)`` replaced by :func:`log_symbol` of ``x``: log factors then scale as symbols of
    their own (each at least a constant), so a growth comparison sees them."""
    expr = sp.sympify(expr)
    return expr.replace(lambda e: isinstance(e, sp.log), lambda e: log_symbol(e.args[0]))
