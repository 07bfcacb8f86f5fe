"""Theorems: parameter settings, the stated rate, and a derivation from lemma-level bounds.

``Theorem.derive()`` substitutes the parameter settings into the lemma-level error terms and compares the
result with the stated rate along every admissible scaling direction (see :mod:`bounds.tropical`). It either
reproduces the stated rate up to constants and logs, or names the term that differs, the direction along which
it does, and the symbolic ratio. ``Theorem.check_units()`` checks every parameter setting, rate term and
derivation term, in the quotient of the normalisations the statement declares. ``Theorem.proof_status()`` says
whether the statement is derived, derived up to constants, not derived or does not follow, and
``Theorem.discrepancies()`` lists what the computations find; :mod:`bounds.errata` ties each discrepancy to the
paper's errata (root causes with quote and locator).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cached_property
from typing import Literal

import sympy as sp

from bounds import derivation_cache, tropical
from bounds.erratum import Discrepancy, Normalisation
from bounds.privacy_claim import ClaimCheck, PrivacyClaim
from bounds.rate import Rate
from bounds.symbols import info, is_declared
from bounds.units import UnitError, UnitProblem, check, dimension

Kind = Literal["theorem", "lemma", "corollary", "proposition", "lower bound", "prior work", "claim"]
ProofStatusName = Literal["derived", "derived up to constants", "not derived", "does not follow"]
_LEMMA_REFERENCE = re.compile(
    r"(proof of )?\b(Thm|Theorem|Lem|Lemma|Prop|Proposition|Cor|Corollary|Fact|Claim)\.? ?"
    r"([A-Z]?\d+(?:\.\d+)?)( proof)?"
)
_PREFIX = {"Theorem": "Thm", "Lemma": "Lem", "Proposition": "Prop", "Corollary": "Cor"}


@dataclass(frozen=True)
class Correction:
    """A corrected parameter setting (``target`` is a symbol) or a corrected rate (``target`` is ``"rate"``)."""

    target: sp.Symbol | str
    corrected: sp.Expr | Rate
    reason: str


@dataclass(frozen=True)
class Input:
    """Another encoded statement whose bound a derivation composes (as printed, or with its corrections)."""

    key: str
    corrected: bool = False

    def statement(self) -> Theorem:
        from bounds import registry  # the registry imports this module

        return self.applied_to(registry.by_key(self.key))

    def applied_to(self, theorem: Theorem) -> Theorem:
        """``theorem`` (the registered statement under :attr:`key`) as this input uses it."""
        return theorem.corrected() if self.corrected else theorem

    def __str__(self) -> str:
        return f"{self.key} (corrected)" if self.corrected else self.key


@dataclass(frozen=True)
class Derivation:
    """The lemma-level error terms of a theorem, before its parameter settings are substituted.

    ``terms`` maps a label (citing the lemma or equation) to a bound in the parameter symbols. In ``"rate"``
    mode their sum is compared with the stated rate. In ``"samples"`` mode the stated rate is a sample
    complexity for ``var`` (e.g. n) that should drive the error to ``level`` (e.g. beta): the stated sample
    complexity is substituted for ``var`` and the result compared with ``level``. With ``exact`` the
    comparison is of exact expressions (constants included), for statements whose constants are exact; a
    derived value below the stated one then means the upper bound holds with room to spare, unless ``equality``
    says the statement claims the two are equal. ``inputs`` are the encoded statements whose bounds the terms
    compose (see :func:`bounds.registry.cite`): such a derivation is not a restatement even when its terms add up
    to the claim without a setting, and it is only as derived as its inputs (prior work counts as a premise).
    """

    terms: Mapping[str, sp.Expr]
    mode: Literal["rate", "samples"] = "rate"
    var: sp.Symbol | None = None
    level: sp.Symbol | None = None
    exact: bool = False
    equality: bool = False
    inputs: tuple[Input, ...] = ()

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
    exact: bool = True

    @property
    def ok(self) -> bool:
        return self.status in ("verified", "stated is looser", "no derivation")

    def evidence(self) -> str:
        how = (
            f"exactly (linear programs over the growth exponents, {self.directions_checked} solved)"
            if self.exact
            else f"on {self.directions_checked} sampled directions (too many pieces for the exact search)"
        )
        if self.status == "verified":
            if self.difference is not None:
                return "derived / stated = 1 (exact expressions)"
            return (
                f"derived bound equals the stated rate up to constants and logs along every admissible direction, {how}"
            )
        if self.status == "no derivation":
            return "no lemma-level derivation encoded"
        if self.status == "stated is looser":
            if self.difference is not None:
                return f"derived / stated = {self.difference} < 1: the statement holds with room to spare"
            return (
                "the derived bound is at most the stated rate along every admissible direction and strictly smaller "
                f"along some, {how}: the statement holds but is not tight"
            )
        if self.status == "constant differs":
            return f"derived / stated = {self.difference} (exact expressions)"
        at = ", at " + ", ".join(f"{k} = {v}" for k, v in self.exponent_values.items()) if self.exponent_values else ""
        lines = [
            f"along {self.witness}{at}: derived/stated grows like s^({self.gap}), ratio ~ {self.difference} "
            f"(found {how})"
        ]
        lines += [f"  term {t.label!r} ~ {t.monomial} grows like s^({t.growth})" for t in self.offending]
        return "\n".join(lines)


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
    privacy: bool = False
    normalised_by: tuple[Normalisation, ...] = ()
    privacy_claim: PrivacyClaim | None = None

    def __post_init__(self) -> None:
        undeclared = sorted(s.name for s in self.symbols() if not is_declared(s))
        if undeclared:
            raise ValueError(
                f"{self.key}: symbol(s) {', '.join(undeclared)} used but not declared; declare each with "
                "bounds.symbols.declare(name, dimension, meaning, papers) or import it from bounds.symbols"
            )
        if self.privacy_claim is None:
            return
        missing = tuple(a for a in self.privacy_claim.assumptions if a not in self.assumptions)
        object.__setattr__(self, "assumptions", self.assumptions + missing)

    def symbols(self) -> set[sp.Symbol]:
        """Every symbol the statement uses: in its rate, settings, assumptions, derivation and corrections."""
        exprs: list[sp.Basic] = [self.rate.expr(logs=True, constants=True), *self.assumptions]
        exprs += [*self.parameters, *self.parameters.values(), *self.exponent_values]
        if self.derivation is not None:
            exprs += [*self.derivation.terms.values(), self.derivation.var or 0, self.derivation.level or 0]
        for c in self.corrections:
            exprs.append(c.corrected.expr(logs=True, constants=True) if isinstance(c.corrected, Rate) else c.corrected)
            if isinstance(c.target, sp.Symbol):
                exprs.append(c.target)
        return {s for e in exprs for s in sp.sympify(e).free_symbols if isinstance(s, sp.Symbol)}

    @property
    def key(self) -> str:
        return f"{self.id}@{self.version}"

    # ---- settings -----------------------------------------------------------------------------------------
    def settings(self) -> dict[sp.Symbol, sp.Expr]:
        return dict(self.parameters)

    def corrected(self, targets: Collection[str] | None = None) -> Theorem:
        """This theorem with its corrections applied (parameters and, where given, the rate); with ``targets``,
        only the corrections of those targets (a symbol's name, or ``"rate"``)."""
        chosen = [c for c in self.corrections if targets is None or str(c.target) in targets]
        if targets is not None and len(chosen) != len(set(targets)):
            known = ", ".join(str(c.target) for c in self.corrections) or "none"
            raise ValueError(f"{self.key}: no correction of {sorted(targets)}; its corrections: {known}")
        params = dict(self.parameters)
        rate = self.rate
        for c in chosen:
            if c.target == "rate":
                if not isinstance(c.corrected, Rate):
                    raise ValueError(f"{self.key}: a rate correction must be a Rate")
                rate = c.corrected
            else:
                params[c.target] = c.corrected
        rest = tuple(c for c in self.corrections if c not in chosen)
        return replace(self, parameters=params, rate=rate, corrections=rest)

    def substituted(self, expr: sp.Expr) -> sp.Expr:
        """``expr`` with the parameter settings substituted until nothing changes (once per expression: the
        derivation, the proof status, the unit check and the privacy claim substitute the same rates)."""
        expr = sp.sympify(expr)
        if expr not in self._settled:
            try:
                self._settled[expr] = settle(expr, self.parameters)
            except ValueError as exc:
                raise ValueError(f"{self.key}: {exc}") from None
        return self._settled[expr]

    @cached_property
    def _settled(self) -> dict[sp.Expr, sp.Expr]:
        """Expressions already substituted by :meth:`substituted`, with their results."""
        return {}

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
        terms = {label: _cancelled(self.substituted(t)) for label, t in der.terms.items()}
        derived = sp.Add(*terms.values())
        # the stated rate may be printed in parameter symbols (a batch size B, a step count T): substitute them too;
        # exact statements keep their logs and constants, asymptotic ones drop both
        stated = self.substituted(self.rate.expr(logs=der.exact, constants=der.exact))
        if der.mode == "samples":
            derived, stated = derived.subs(der.var, stated), der.level
            samples = self.substituted(self.rate.expr(logs=False))
            terms = {label: t.subs(der.var, samples) for label, t in terms.items()}
        # quantities a declared normalisation treats as O(1) constants do not scale in the growth comparison
        fixed = {q: 1 for n in self.normalised_by if n.order_one for q in n.scales if isinstance(q, sp.Symbol)}
        if fixed and not der.exact:
            derived, stated = derived.xreplace(fixed), stated.xreplace(fixed)
            terms = {label: t.xreplace(fixed) for label, t in terms.items()}
        if der.exact:
            ratio = sp.simplify(derived / stated)
            if ratio == 1:
                status = "verified"
            elif not der.equality and ratio.is_number and 0 < ratio < 1:  # an upper bound with room to spare
                status = "stated is looser"
            else:
                status = "constant differs"
            return DerivationResult(self.key, status, derived, stated, difference=ratio)
        witness: tuple[Fraction, tropical.Direction, dict] | None = None
        looser = False
        exact_search = True
        programs = 0
        for values in self.exponent_assignments():
            d_expr, s_expr = derived.subs(values), stated.subs(values)
            constraints = tuple(
                c for rel in self.assumptions if isinstance(c := rel.subs(values).xreplace(fixed), sp.Rel)
            )
            try:  # both ways exactly, or both sampled: one witness search per statement
                above = tropical.find_gap(d_expr, s_expr, constraints)
                below = tropical.find_gap(s_expr, d_expr, constraints)
            except tropical.TooManyPieces:
                exact_search = False
                above = tropical.sampled_gap(d_expr, s_expr, constraints)
                below = tropical.sampled_gap(s_expr, d_expr, constraints)
            programs += above.programs + below.programs
            looser = looser or below.direction is not None
            if above.direction is not None and witness is None:
                witness = (above.gap, above.direction, values)
        if witness is None:
            status = "stated is looser" if looser else "verified"
            return DerivationResult(self.key, status, derived, stated, directions_checked=programs, exact=exact_search)
        gap, a, values = witness
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
            gap,
            tuple(offending),
            sp.simplify(gd.expr() / gs.expr()),
            values,
            programs,
            exact_search,
        )

    def exponent_assignments(self) -> list[dict[sp.Symbol, sp.Expr]]:
        if not self.exponent_values:
            return [{}]
        syms = list(self.exponent_values)
        return [dict(zip(syms, combo, strict=True)) for combo in itertools.product(*self.exponent_values.values())]

    # ---- units ----------------------------------------------------------------------------------------------
    def check_units(self, scales: tuple = ()) -> list[UnitProblem]:
        """Unit problems of the parameter settings, the rate terms, the derivation terms and the assumptions,
        in the quotient where the dimensions ``scales`` count as dimensionless."""
        problems: list[UnitProblem] = []
        for sym, expr in self.parameters.items():
            problems += check(f"{self.key} parameter {sym}", expr, info(sym).dimension, scales)
        for t in self.rate.terms:
            problems += check(f"{self.key} rate, term {t.label!r}", t.monomial, self.rate.dimension, scales)
        if self.derivation is not None:
            expected = (
                info(self.derivation.level).dimension if self.derivation.mode == "samples" else self.rate.dimension
            )
            for label, t in self.derivation.terms.items():
                problems += check(f"{self.key} derivation term {label!r}", t, expected, scales)
        for rel in self.assumptions:
            where = f"{self.key} assumption {rel}"
            try:
                lhs = dimension(rel.lhs, scales)
            except UnitError as exc:
                problems.append(UnitProblem(where, exc.subexpression, f"inconsistent: {exc}", "consistent"))
                continue
            problems += check(where, rel.rhs, lhs, scales)
        return problems

    def unit_problems(self) -> list[UnitProblem]:
        """Unit problems that no normalisation this statement declares explains."""
        scales = tuple(dim for norm in self.normalised_by for dim in norm.dimensions)
        return self.check_units(scales)

    def normalised_units(self) -> list[tuple[UnitProblem, Normalisation]]:
        """Unit inconsistencies that a declared normalisation explains, each with the first one that does."""
        remaining = {p.where for p in self.unit_problems()}
        under = {norm.id: {p.where for p in self.check_units(norm.dimensions)} for norm in self.normalised_by}
        explained = []
        for problem in self.check_units():
            if problem.where not in remaining:
                norm = next((n for n in self.normalised_by if problem.where not in under[n.id]), self.normalised_by[0])
                explained.append((problem, norm))
        return explained

    # ---- proof status and discrepancies ---------------------------------------------------------------------
    def chain(self) -> tuple[str, ...]:
        """The results of the same paper whose bounds the derivation's term labels cite (``Lem 3.4`` ->
        ``KLT-Lem3.4``); a step of a proof (``proof of Thm 4.10``, ``Thm 1 proof``) is not a cited bound."""
        if self.derivation is None:
            return ()
        prefix = self.id.split("-", 1)[0]
        found: list[str] = [i.key.partition("@")[0] for i in self.derivation.inputs]
        for label in self.derivation.terms:
            for proof_of, kind, number, proof in _LEMMA_REFERENCE.findall(label):
                if proof_of or proof:
                    continue
                ref = f"{prefix}-{_PREFIX.get(kind, kind)}{number}"
                if ref not in found:
                    found.append(ref)
        return tuple(found)

    def restates_claim(self) -> bool:
        """Whether the derivation is the claim itself: its terms, before any setting is substituted, are the
        stated rate (up to a constant factor when the comparison is asymptotic), or it cites this statement."""
        return self._restates_claim

    @cached_property
    def _restates_claim(self) -> bool:
        if self.derivation is None:
            return False
        if self.id in self.chain():
            return True
        der = self.derivation
        if der.mode == "samples" or der.inputs:
            return False
        ratio = sp.Add(*der.terms.values()) / self.rate.expr(logs=der.exact, constants=der.exact)
        if _varies(ratio):  # not a constant: neither 1 nor a number, without simplify's cost
            return False
        ratio = sp.simplify(ratio)
        return ratio == 1 if der.exact else bool(ratio.is_number)

    def proof_status(self) -> tuple[ProofStatusName, str]:
        """Exactly one of derived, derived up to constants, not derived, does not follow; with the reason."""
        return self._proof_status

    @cached_property
    def _proof_status(self) -> tuple[ProofStatusName, str]:
        result = self.derive()
        if result.status == "no derivation":
            return "not derived", "encoded as the paper states it; no lemma-level derivation is encoded"
        if self.restates_claim():
            return "not derived", "the encoded derivation restates the claim, so it checks nothing"
        if not result.ok:
            return "does not follow", result.evidence()
        assert self.derivation is not None
        exact = self.derivation.exact
        for source in self.derivation.inputs:
            cited = source.statement()
            if cited.kind == "prior work":  # a published result the derivation takes as a premise
                continue
            status, _ = cited.proof_status()
            if status in ("not derived", "does not follow"):
                return "not derived", f"composes {source}, which is {status}"
            exact = exact and status == "derived"
        evidence = result.evidence()
        if self.derivation.inputs:
            evidence += "; composes " + ", ".join(map(str, self.derivation.inputs))
        return ("derived" if exact else "derived up to constants"), evidence

    def privacy_check(self) -> ClaimCheck:
        """The declared privacy claim, with this statement's settings substituted, checked in closed form and
        with the accountant (cached)."""
        return self._privacy_check

    @cached_property
    def _privacy_check(self) -> ClaimCheck:
        if self.privacy_claim is None:
            raise ValueError(f"{self.key} declares no privacy claim")
        return self.privacy_claim.substituted(self.substituted).check()

    def discrepancies(self) -> list[Discrepancy]:
        """What the computations find wrong with this statement as printed: a derivation that does not
        reproduce the stated rate, and unit problems that no declared normalisation explains."""
        return list(self._discrepancies)

    @cached_property
    def _discrepancies(self) -> tuple[Discrepancy, ...]:
        found: list[Discrepancy] = []
        if self.proof_status()[0] == "does not follow":
            found.append(Discrepancy(self.key, "derivation", str(self.rate.expr(logs=False)), self.derive().evidence()))
        found += [Discrepancy(self.key, "units", str(p.expression), str(p)) for p in self.unit_problems()]
        if self.privacy_claim is not None and not (check := self.privacy_check()).holds:
            found.append(Discrepancy(self.key, "privacy", str(self.privacy_claim.guarantee), "; ".join(check.lines())))
        return tuple(found)


def settle(expr: sp.Expr, settings: Mapping[sp.Symbol, sp.Expr]) -> sp.Expr:
    """``expr`` with ``settings`` substituted until nothing changes (a setting may use another setting's symbol)."""
    expr = sp.sympify(expr)
    for _ in range(12):
        new = expr.xreplace(dict(settings))
        if new == expr:
            return expr
        expr = new
    raise ValueError("parameter settings do not resolve (circular definitions?)")


_PROBE_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97)


def _varies(expr: sp.Expr) -> bool:
    """Whether ``expr`` provably is not a constant: its values at two points differ (30-digit evaluation, relative
    gap above 1e-12). Each symbol takes a distinct value p/10 with p prime at each point. False says nothing: a
    point where the expression is not finite, or two equal values, leaves the question to ``sp.simplify``."""
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


def _cancelled(term: sp.Expr) -> sp.Expr:
    """A derivation term with its differences over one denominator, so that an exact cancellation (``x - (1 - 1/c) x
    = x/c``) happens before the growth comparison, which bounds a sum by its positive terms."""
    if isinstance(term, sp.Add) and any(a.could_extract_minus_sign() for a in term.args):
        powers = sp.powsimp(sp.expand_power_base(term, force=True), force=True)
        return sp.factor_terms(sp.cancel(sp.together(powers)))
    return term
