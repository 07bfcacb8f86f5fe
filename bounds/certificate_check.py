"""An independent checker of the certificates that :mod:`bounds.gap_search` attaches to every growth comparison.

It reads a certificate (a JSON-able dict: the two expressions and the assumptions as ``srepr`` strings, how each
symbol may scale, and the verdict with its evidence) and re-verifies it in exact rational arithmetic, sharing no
code with the search; the only conventions it shares are the semantics of a growth exponent (see
:mod:`bounds.tropical`) and the names of rows (a node is named by a digest of its ``srepr``).

- verdict ``"gap"``: the witness direction is non-zero, every symbol's sign is as declared, every assumption's
  left side grows no faster than its right side along it, and ``upper`` grows strictly faster than ``lower``; the
  two exponents recorded are the ones computed here.
- verdict ``"no gap"``: the tree of case splits covers every choice (each split lists one branch per child of a
  disjunctive node), and at every leaf the multipliers are non-negative, use only rows that hold in that leaf (the
  linear rows of every node, and the chosen row of each disjunction split above it), combine them into the zero
  form and a negative right-hand side: a Farkas certificate that no direction in the leaf has
  ``G_upper >= 1 + G_lower``. Since growth exponents are positively homogeneous, no admissible direction has
  ``G_upper > G_lower``.

Run ``python -m bounds.certificate_check FILE.json ...`` on certificates written by ``ratekit bounds certify
--out DIR``.
"""

from __future__ import annotations

import ast
import hashlib
import json
import sys
from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

import sympy as sp

from bounds.symbols import PaperSymbol


class CertificateError(ValueError):
    """A certificate that does not verify, with the reason."""


#: Max and Min rebuilt as written: the expressions were printed from reduced lattices, so reducing them again (an
#: O(k^2) comparison of their k terms, most of a check's cost) changes nothing; a structure that did differ would
#: name other rows and fail the check, never pass it. A paper's own symbols read back as
#: :class:`bounds.symbols.PaperSymbol` (one name may mean different symbols in different papers)
_AS_WRITTEN = {
    "Max": lambda *args: sp.Max(*args, evaluate=False),
    "Min": lambda *args: sp.Min(*args, evaluate=False),
    "PaperSymbol": PaperSymbol,
}


#: the sympy constructors a certificate's ``srepr`` may call: those of the expressions a bound is made of
_SYMPY_CONSTRUCTORS = (
    sp.Symbol, sp.Integer, sp.Rational, sp.Float, sp.Add, sp.Mul, sp.Pow, sp.log, sp.exp, sp.Abs, sp.floor,
    sp.ceiling, sp.LessThan, sp.GreaterThan, sp.StrictLessThan, sp.StrictGreaterThan,
)  # fmt: skip
_CONSTRUCTORS = {**{cls.__name__: cls for cls in _SYMPY_CONSTRUCTORS}, **_AS_WRITTEN}
_CONSTANTS = {"pi": sp.pi, "E": sp.E}


@lru_cache(maxsize=4096)
def _read(text: str) -> sp.Basic:
    """An expression of a certificate (its ``srepr``), parsed once: one statement's certificates share them.

    Read from its syntax tree, calling only :data:`_CONSTRUCTORS`: a certificate is data, and nothing in it is run
    as Python (``sympy.parse_expr`` would evaluate whatever the file holds)."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise CertificateError(f"an expression that does not parse: {text[:80]!r}") from exc
    return _build(tree.body)


def _build(node: ast.expr) -> Any:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _CONSTRUCTORS:
        if all(k.arg is not None for k in node.keywords):
            keywords = {k.arg: _build(k.value) for k in node.keywords}
            return _CONSTRUCTORS[node.func.id](*(_build(a) for a in node.args), **keywords)
    elif isinstance(node, ast.Constant) and type(node.value) in (int, float, str, bool):
        return node.value
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_build(node.operand)
    elif isinstance(node, ast.Name) and node.id in _CONSTANTS:
        return _CONSTANTS[node.id]
    raise CertificateError(f"a certificate's expression may not contain {ast.unparse(node)[:80]!r}")


@lru_cache(maxsize=65536)
def _key(node: sp.Basic) -> str:
    return hashlib.sha1(sp.srepr(node).encode()).hexdigest()[:16]


def _rational(value: sp.Basic) -> Fraction:
    value = sp.nsimplify(value) if not value.is_Rational else value
    if not value.is_Rational:
        raise CertificateError(f"exponent {value} is not rational")
    return Fraction(int(value.p), int(value.q))


def _positive_terms(expr: sp.Basic) -> list[sp.Basic]:
    out = []
    for term in expr.args:
        coeff, _ = term.as_coeff_Mul()
        if not (coeff.is_Number and coeff < 0):
            out.append(term)
    if not out:
        raise CertificateError(f"{expr} has no positive term")
    return out


def _children(expr: sp.Basic) -> tuple[str, list[sp.Basic], Fraction]:
    """(kind, children, power) of a node under the growth semantics."""
    if expr.is_Number or expr in (sp.pi, sp.E) or isinstance(expr, sp.log):
        if expr.is_Number and not expr.is_positive:
            raise CertificateError(f"non-positive constant {expr}")
        return "const", [], Fraction(0)
    if isinstance(expr, sp.Symbol):
        return "sym", [], Fraction(1)
    if isinstance(expr, sp.Mul):
        return "sum", [a for a in expr.args if not (a.is_Number and a < 0)], Fraction(1)
    if isinstance(expr, sp.Pow):
        return "scale", [expr.args[0]], _rational(expr.args[1])
    if isinstance(expr, (sp.floor, sp.ceiling, sp.Abs)):
        return "scale", [expr.args[0]], Fraction(1)
    if isinstance(expr, (sp.Add, sp.Max)):
        return "max", _positive_terms(expr), Fraction(1)
    if isinstance(expr, sp.Min):
        return "min", list(expr.args), Fraction(1)
    raise CertificateError(f"unsupported node {type(expr).__name__}")


def exponent(expr: sp.Basic, direction: Mapping[str, Fraction]) -> Fraction:
    """The growth exponent of ``expr`` along ``direction`` (symbol name -> power of s), exactly."""
    kind, children, power = _children(expr)
    if kind == "const":
        return Fraction(0)
    if kind == "sym":
        return direction.get(expr.name, Fraction(0))
    values = [exponent(c, direction) for c in children]
    if kind == "sum":
        return sum(values, Fraction(0))
    if kind == "scale":
        return values[0] * power
    return max(values) if kind == "max" else min(values)


def _sides(rel: sp.Basic) -> tuple[sp.Basic, sp.Basic]:
    if isinstance(rel, (sp.LessThan, sp.StrictLessThan)):
        return rel.lhs, rel.rhs
    if isinstance(rel, (sp.GreaterThan, sp.StrictGreaterThan)):
        return rel.rhs, rel.lhs
    raise CertificateError(f"assumption {rel} is not an inequality")


class _Rows:
    """Every row of the disjunctive system, both polarities of every node: linear rows and disjunct rows."""

    def __init__(self, upper: sp.Basic, lower: sp.Basic, constraints: list, scaling: Mapping[str, str]):
        self.linear: dict[tuple, tuple[dict[tuple, Fraction], Fraction]] = {}
        self.disjunct: dict[tuple, tuple[tuple[str, str], int]] = {}
        self.rows: dict[tuple, tuple[dict[tuple, Fraction], Fraction]] = {}
        self.choices: dict[tuple[str, str], int] = {}
        seen: set[str] = set()
        for expr in [upper, lower, *(side for rel in constraints for side in _sides(rel))]:
            self._walk(expr, seen)
        for name, how in scaling.items():
            if how == "up":
                self.linear[("sign", name)] = ({("a", name): Fraction(-1)}, Fraction(0))
            elif how == "down":
                self.linear[("sign", name)] = ({("a", name): Fraction(1)}, Fraction(0))
            elif how != "free":
                raise CertificateError(f"scaling of {name} is {how!r}")
        self.linear[("gap",)] = _form((("v", _key(upper), "lo"), -1), (("v", _key(lower), "hi"), 1)), Fraction(-1)
        for i, rel in enumerate(constraints):
            small, big = _sides(rel)
            self.linear[("assume", i)] = _form((("v", _key(small), "hi"), 1), (("v", _key(big), "lo"), -1)), Fraction(0)

    def _walk(self, expr: sp.Basic, seen: set[str]) -> None:
        key = _key(expr)
        if key in seen:
            return
        seen.add(key)
        kind, children, power = _children(expr)
        for child in children:
            self._walk(child, seen)
        for pol, sign in (("lo", 1), ("hi", -1)):
            own = ("v", key, pol)
            if kind == "const":
                self.linear[("node", key, pol, 0)] = {own: Fraction(sign)}, Fraction(0)
            elif kind == "sym":
                self.linear[("node", key, pol, 0)] = _form((own, sign), (("a", expr.name), -sign)), Fraction(0)
            elif kind in ("sum", "scale"):
                flip = {"lo": "hi", "hi": "lo"}[pol] if power < 0 else pol
                terms = [(own, sign)] + [(("v", _key(c), flip), -sign * power) for c in children]
                self.linear[("node", key, pol, 0)] = _form(*terms), Fraction(0)
            else:
                either = (kind == "max") == (pol == "lo")
                self.choices[(key, pol)] = len(children) if either else 0
                for j, c in enumerate(children):
                    row = _form((own, sign), (("v", _key(c), pol), -sign)), Fraction(0)
                    if either:
                        self.disjunct[("node", key, pol, j)] = ((key, pol), j)
                        self.rows[("node", key, pol, j)] = row
                    else:
                        self.linear[("node", key, pol, j)] = row

    def verify_leaf(self, multipliers: Mapping[str, str], chosen: Mapping[tuple[str, str], int]) -> None:
        total: dict[tuple, Fraction] = {}
        rhs = Fraction(0)
        for text, value in multipliers.items():
            name = ast.literal_eval(text)
            y = Fraction(value)
            if y < 0:
                raise CertificateError(f"negative multiplier {value} on {name}")
            if name in self.linear:
                form, b = self.linear[name]
            elif name in self.disjunct and chosen.get(self.disjunct[name][0]) == self.disjunct[name][1]:
                form, b = self.rows[name]
            else:
                raise CertificateError(f"row {name} does not hold in this leaf")
            for var, c in form.items():
                total[var] = total.get(var, Fraction(0)) + y * c
            rhs += y * b
        nonzero = {v: c for v, c in total.items() if c}
        if nonzero:
            raise CertificateError(
                f"the multipliers leave {len(nonzero)} non-zero coefficients, e.g. {next(iter(nonzero))}"
            )
        if rhs >= 0:
            raise CertificateError(f"the multipliers give 0 <= {rhs}, no contradiction")

    def verify_tree(self, tree: Mapping[str, Any], chosen: dict[tuple[str, str], int]) -> int:
        """Verify a subtree; return its number of leaves."""
        if "leaf" in tree:
            if not tree["leaf"]:
                raise CertificateError("a leaf without multipliers (fill them with bounds.gap_search.with_multipliers)")
            self.verify_leaf(tree["leaf"], chosen)
            return 1
        occurrence = (tree["split"][0], tree["split"][1])
        count = self.choices.get(occurrence, 0)
        if not count:
            raise CertificateError(f"split on {occurrence}, which is no disjunction")
        if occurrence in chosen:
            raise CertificateError(f"split on {occurrence} twice on one path")
        if set(tree["branches"]) != {str(j) for j in range(count)}:
            raise CertificateError(f"split on {occurrence} does not cover its {count} children")
        return sum(self.verify_tree(sub, {**chosen, occurrence: int(j)}) for j, sub in tree["branches"].items())


def _form(*terms: tuple[tuple, Fraction | int]) -> dict[tuple, Fraction]:
    out: dict[tuple, Fraction] = {}
    for var, c in terms:
        out[var] = out.get(var, Fraction(0)) + Fraction(c)
    return {v: c for v, c in out.items() if c}


def check(certificate: Mapping[str, Any]) -> str:
    """Re-verify one certificate; return a one-line account of what was checked, or raise CertificateError."""
    upper, lower = _read(certificate["upper"]), _read(certificate["lower"])
    constraints = [_read(c) for c in certificate["constraints"]]
    scaling = certificate["scaling"]
    names = {s.name for e in [upper, lower, *constraints] for s in e.free_symbols}
    if names != set(scaling):
        raise CertificateError(f"scaling is given for {sorted(scaling)}, the expressions use {sorted(names)}")
    if certificate["verdict"] == "gap":
        direction = {name: Fraction(v) for name, v in certificate["witness"].items()}
        if not any(direction.values()) or set(direction) - names:
            raise CertificateError("the witness is zero or names symbols the expressions do not use")
        for name, power in direction.items():
            if (scaling[name] == "up" and power < 0) or (scaling[name] == "down" and power > 0):
                raise CertificateError(f"the witness scales {name} against its declared range")
        for rel in constraints:
            small, big = _sides(rel)
            if exponent(small, direction) > exponent(big, direction):
                raise CertificateError(f"the witness violates the assumption {rel}")
        up, low = exponent(upper, direction), exponent(lower, direction)
        if up <= low:
            raise CertificateError(f"along the witness upper grows like s^({up}), not faster than s^({low})")
        if (str(up), str(low)) != (certificate["growth"]["upper"], certificate["growth"]["lower"]):
            raise CertificateError("the recorded growth exponents are not the computed ones")
        return f"gap: s^({up}) against s^({low}) along the witness"
    if certificate["verdict"] != "no gap":
        raise CertificateError(f"unknown verdict {certificate['verdict']!r}")
    if certificate["tree"].get("constant"):
        if names:
            raise CertificateError("a constant verdict for expressions with symbols")
        return "no gap: nothing scales"
    leaves = _Rows(upper, lower, constraints, scaling).verify_tree(certificate["tree"], {})
    return f"no gap: {leaves} Farkas certificate(s) cover every case"


def main(argv: list[str]) -> int:
    """Check certificate files (JSON: one certificate, or a list, or a dict with a 'certificates' list)."""
    failures = 0
    for path in argv:
        data = json.loads(Path(path).read_text())
        items = data if isinstance(data, list) else data.get("certificates", [data])
        for i, item in enumerate(items):
            try:
                print(f"{path}[{i}]: {check(item.get('certificate', item))}")
            except CertificateError as exc:
                failures += 1
                print(f"{path}[{i}]: FAILS: {exc}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
