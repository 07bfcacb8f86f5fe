"""Theorems: parameter settings, the stated rate, and a derivation from lemma-level bounds.

``Theorem.derive()`` substitutes the parameter settings into the lemma-level error terms and compares the
result with the stated rate along every admissible scaling direction (see :mod:`bounds.tropical`). It either
reproduces the stated rate up to constants and logs, or names the term that differs, the direction along which
it does, and the symbolic ratio. ``Theorem.check_units()`` checks every parameter setting, rate term and
derivation term. ``Theorem.errata()`` turns what these two computations find into :class:`Erratum` records;
nothing is flagged by hand.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cached_property
from typing import Literal

import sympy as sp

from bounds import derivation_cache, tropical
from bounds.rate import Rate
from bounds.symbols import info
from bounds.units import UnitError, UnitProblem, check, dimension

Kind = Literal["theorem", "lemma", "corollary", "proposition", "lower bound", "prior work", "claim"]
Severity = Literal["rate changes", "constant only", "typo"]


@dataclass(frozen=True)
class Correction:
    """A corrected parameter setting (``target`` is a symbol) or a corrected rate (``target`` is ``"rate"``)."""

    target: sp.Symbol | str
    corrected: sp.Expr | Rate
    reason: str


@dataclass(frozen=True)
class Derivation:
    """The lemma-level error terms of a theorem, before its parameter settings are substituted.

    ``terms`` maps a label (citing the lemma or equation) to a bound in the parameter symbols. In ``"rate"``
    mode their sum is compared with the stated rate. In ``"samples"`` mode the stated rate is a sample
    complexity for ``var`` (e.g. n) that should drive the error to ``level`` (e.g. beta): the stated sample
    complexity is substituted for ``var`` and the result compared with ``level``. With ``exact`` the
    comparison is of exact expressions (constants included), for statements whose constants are exact; a
    derived value below the stated one then means the upper bound holds with room to spare, unless ``equality``
    says the statement claims the two are equal.
    """

    terms: Mapping[str, sp.Expr]
    mode: Literal["rate", "samples"] = "rate"
    var: sp.Symbol | None = None
    level: sp.Symbol | None = None
    exact: bool = False
    equality: bool = False

    def __post_init__(self) -> None:
        if self.mode == "samples" and (self.var is None or self.level is None):
            raise ValueError("a 'samples' derivation needs var (the sample size) and level (the target error)")
        if not self.terms:
            raise ValueError("a derivation needs at least one term")


@dataclass(frozen=True)
class TermGrowth:
    label: str
    growth: Fraction
    monomial: sp.Expr


@dataclass(frozen=True)
class DerivationResult:
    """What ``derive()`` found."""

    theorem: str
    status: Literal["verified", "does not follow", "stated is looser", "constant differs", "no derivation"]
    derived: sp.Expr | None = None
    stated: sp.Expr | None = None
    witness: str = ""
    gap: Fraction = Fraction(0)
    offending: tuple[TermGrowth, ...] = ()
    difference: sp.Expr | None = None
    exponent_values: Mapping[sp.Symbol, sp.Expr] = field(default_factory=dict)
    directions_checked: int = 0

    @property
    def ok(self) -> bool:
        return self.status in ("verified", "stated is looser", "no derivation")

    def evidence(self) -> str:
        if self.status == "verified":
            return (
                f"derived bound equals the stated rate up to constants and logs along all "
                f"{self.directions_checked} admissible scaling directions"
            )
        if self.status == "no derivation":
            return "no lemma-level derivation encoded"
        if self.status == "stated is looser":
            if self.difference is not None:
                return f"derived / stated = {self.difference} < 1: the statement holds with room to spare"
            return (
                f"the derived bound is at most the stated rate along all {self.directions_checked} admissible "
                "directions, and strictly smaller along some: the statement holds but is not tight"
            )
        if self.status == "constant differs":
            return f"derived / stated = {self.difference} (exact expressions)"
        at = ", at " + ", ".join(f"{k} = {v}" for k, v in self.exponent_values.items()) if self.exponent_values else ""
        lines = [f"along {self.witness}{at}: derived/stated grows like s^({self.gap}), ratio ~ {self.difference}"]
        lines += [f"  term {t.label!r} ~ {t.monomial} grows like s^({t.growth})" for t in self.offending]
        return "\n".join(lines)


@dataclass(frozen=True)
class Erratum:
    """An error in a paper's statement or proof, found by computation."""

    theorem: str
    kind: Literal["derivation", "units"]
    printed: str
    follows: str
    evidence: str
    severity: Severity
    source: str

    def as_dict(self) -> dict[str, str]:
        return {k: str(v) for k, v in self.__dict__.items()}


@dataclass(frozen=True)
class Theorem:
    """A quantitative result of a paper, with its parameter settings, rate and derivation."""

    id: str
    paper: str
    version: str
    source: str
    kind: Kind
    statement: str
    rate: Rate
    parameters: Mapping[sp.Symbol, sp.Expr] = field(default_factory=dict)
    assumptions: tuple[sp.Rel, ...] = ()
    assumption_text: tuple[str, ...] = ()
    derivation: Derivation | None = None
    exponent_values: Mapping[sp.Symbol, tuple[sp.Expr, ...]] = field(default_factory=dict)
    corrections: tuple[Correction, ...] = ()
    notes: str = ""

    @property
    def key(self) -> str:
        return f"{self.id}@{self.version}"

    # ---- settings -----------------------------------------------------------------------------------------
    def settings(self) -> dict[sp.Symbol, sp.Expr]:
        return dict(self.parameters)

    def corrected(self) -> Theorem:
        """This theorem with its corrections applied (parameters and, where given, the rate)."""
        params = dict(self.parameters)
        rate = self.rate
        for c in self.corrections:
            if c.target == "rate":
                if not isinstance(c.corrected, Rate):
                    raise ValueError(f"{self.key}: a rate correction must be a Rate")
                rate = c.corrected
            else:
                params[c.target] = c.corrected
        return replace(self, parameters=params, rate=rate, corrections=())

    def substituted(self, expr: sp.Expr) -> sp.Expr:
        """``expr`` with the parameter settings substituted until nothing changes."""
        expr = sp.sympify(expr)
        for _ in range(12):
            new = expr.xreplace(dict(self.parameters))
            if new == expr:
                return expr
            expr = new
        raise ValueError(f"{self.key}: parameter settings do not resolve (circular definitions?)")

    # ---- derivation ---------------------------------------------------------------------------------------
    def derive(self) -> DerivationResult:
        """Substitute the settings into the lemma-level terms and compare with the stated rate (cached)."""
        return self._derivation_result

    @cached_property
    def _derivation_result(self) -> DerivationResult:
        return derivation_cache.cached(self, self._derive_uncached)

    def _derive_uncached(self) -> DerivationResult:
        if self.derivation is None:
            return DerivationResult(self.key, "no derivation")
        der = self.derivation
        terms = {label: self.substituted(t) for label, t in der.terms.items()}
        derived = sp.Add(*terms.values())
        # the stated rate may be printed in parameter symbols (a batch size B, a step count T): substitute them too;
        # exact statements keep their logs and constants, asymptotic ones drop both
        stated = self.substituted(self.rate.expr(logs=der.exact, constants=der.exact))
        if der.mode == "samples":
            derived, stated = derived.subs(der.var, stated), der.level
            samples = self.substituted(self.rate.expr(logs=False))
            terms = {label: t.subs(der.var, samples) for label, t in terms.items()}
        if der.exact:
            ratio = sp.simplify(derived / stated)
            if ratio == 1:
                status = "verified"
            elif not der.equality and ratio.is_number and 0 < ratio < 1:  # an upper bound with room to spare
                status = "stated is looser"
            else:
                status = "constant differs"
            return DerivationResult(self.key, status, derived, stated, difference=ratio)
        failures: list[tuple[int, Fraction, Fraction, dict, dict]] = []
        looser = False
        checked = 0
        for values in self._exponent_assignments():
            d_expr, s_expr = derived.subs(values), stated.subs(values)
            d_prog, s_prog = tropical.Program(d_expr), tropical.Program(s_expr)
            constraints = tuple(rel.subs(values) for rel in self.assumptions)
            space = tropical.DirectionSpace(tropical.variables(d_expr, s_expr, *constraints), constraints)

            sampled = [(d_prog.exponent(a) - s_prog.exponent(a), a) for a in space.sample()]
            checked += len(sampled)
            looser = looser or any(g < 0 for g, _ in sampled)
            found = [(g, a) for g, a in sampled if g > 0]
            failures += [
                (sum(1 for v in a.values() if v), max(abs(v) for v in a.values()), -g, a, values) for g, a in found
            ]
        if not failures:
            status = "stated is looser" if looser else "verified"
            return DerivationResult(self.key, status, derived, stated, directions_checked=checked)
        # the simplest witness: fewest scaled symbols, smallest scaling powers, then the largest gap
        _, _, neg_gap, a, values = min(failures, key=lambda f: f[:3])
        gd, gs = tropical.growth(derived.subs(values), a), tropical.growth(stated.subs(values), a)
        offending = []
        for label, t in terms.items():
            g = tropical.growth(t.subs(values), a)
            if g.exponent > gs.exponent:
                offending.append(TermGrowth(label, g.exponent, g.expr()))
        return DerivationResult(
            self.key,
            "does not follow",
            derived,
            stated,
            tropical.describe(a),
            -neg_gap,
            tuple(offending),
            sp.simplify(gd.expr() / gs.expr()),
            values,
            checked,
        )

    def _exponent_assignments(self) -> list[dict[sp.Symbol, sp.Expr]]:
        if not self.exponent_values:
            return [{}]
        syms = list(self.exponent_values)
        return [dict(zip(syms, combo, strict=True)) for combo in itertools.product(*self.exponent_values.values())]

    # ---- units ----------------------------------------------------------------------------------------------
    def check_units(self) -> list[UnitProblem]:
        """Unit problems of the parameter settings, the rate terms, the derivation terms and the assumptions."""
        problems: list[UnitProblem] = []
        for sym, expr in self.parameters.items():
            problems += check(f"{self.key} parameter {sym}", expr, info(sym).dimension)
        problems += self.rate.check_units(f"{self.key} rate")
        if self.derivation is not None:
            expected = (
                info(self.derivation.level).dimension if self.derivation.mode == "samples" else self.rate.dimension
            )
            for label, t in self.derivation.terms.items():
                problems += check(f"{self.key} derivation term {label!r}", t, expected)
        for rel in self.assumptions:
            where = f"{self.key} assumption {rel}"
            try:
                lhs = dimension(rel.lhs)
            except UnitError as exc:
                problems.append(UnitProblem(where, exc.subexpression, f"inconsistent: {exc}", "consistent"))
                continue
            problems += check(where, rel.rhs, lhs)
        return problems

    # ---- errata ---------------------------------------------------------------------------------------------
    def errata(self) -> list[Erratum]:
        """Errata found by re-deriving the rate and by the unit check.

        A failed derivation whose failure the encoded corrections repair without changing the stated rate is
        a wrong parameter setting ("typo": the rate stands); otherwise the rate changes (or, in exact mode, a
        constant does).
        """
        found: list[Erratum] = []
        result = self.derive()
        fixed = self.corrected()
        fixed_ok = bool(self.corrections) and fixed.derive().ok
        if not result.ok:
            rate_corrected = fixed.rate is not self.rate
            if fixed_ok:
                what = "the corrected statement" if rate_corrected else "the stated rate with corrected settings"
                follows = f"{fixed.rate.expr(logs=False)} ({what}, which re-derives)"
            else:
                follows = f"the derived bound {sp.simplify(result.derived)}"
            severity: Severity = "constant only" if result.status == "constant differs" else "rate changes"
            if fixed_ok and not rate_corrected:
                severity = "typo"
            found.append(
                Erratum(
                    self.key,
                    "derivation",
                    str(self.rate.expr(logs=False)),
                    follows,
                    result.evidence(),
                    severity,
                    self.source,
                )
            )
        for problem in self.check_units():
            sym = _symbol_of(problem.where, self.parameters)
            target = "rate" if sym is None and " rate, term " in problem.where else sym
            correction = next((c for c in self.corrections if c.target == target), None) if target else None
            if correction is None:
                follows = "no correction encoded"
            elif target == "rate":
                follows = f"{correction.corrected.expr(logs=False)}: {correction.reason}"
            else:
                follows = f"{sym} = {correction.corrected}: {correction.reason}"
            unit_severity: Severity = "typo"
            if target == "rate" and not result.ok:
                unit_severity = "rate changes"
            elif correction is not None and sym is not None and self.derivation is not None:
                only = replace(self, parameters={**self.parameters, sym: correction.corrected})
                if not only.derive().ok and not fixed_ok:
                    unit_severity = "rate changes"
            found.append(
                Erratum(self.key, "units", str(problem.expression), follows, str(problem), unit_severity, self.source)
            )
        return found


def _symbol_of(where: str, parameters: Mapping[sp.Symbol, sp.Expr]) -> sp.Symbol | None:
    for sym in parameters:
        if where.endswith(f"parameter {sym}"):
            return sym
    return None
