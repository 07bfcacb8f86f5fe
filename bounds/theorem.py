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
from functools import cached_property, lru_cache
from typing import Literal, get_args

import sympy as sp

from bounds import derivation_cache, tropical
from bounds.erratum import Discrepancy, Normalisation
from bounds.gap_search import GapSearch, find_gap, logs_as_symbols
from bounds.numeric_probe import varies
from bounds.privacy_claim import ClaimCheck, PrivacyClaim
from bounds.rate import Rate
from bounds.symbols import info, is_declared, visible
from bounds.units import UnitError, UnitProblem, check, dimension

Kind = Literal["theorem", "lemma", "corollary", "proposition", "lower bound", "prior work", "claim"]
ProofStatusName = Literal[
    "derived",
    "derived up to constants",
    "derived up to logs",
    "derived in part",
    "derived from unverified steps",
    "not derived",
    "does not follow",
]
#: the proof statuses, strongest first
STATUSES: tuple[ProofStatusName, ...] = get_args(ProofStatusName)
#: statuses that let a statement resting on them keep a derived status (capped at theirs)
_SOUND = STATUSES[:3]
#: statements whose status is being computed (a circular chain is reported, not recursed into)
_IN_PROGRESS: set[str] = set()


def weakest(*statuses: ProofStatusName) -> ProofStatusName:
    """The weakest of some proof statuses (later in :data:`STATUSES`)."""
    return max(statuses, key=STATUSES.index)


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
    ``uses`` are further statements (``"ID@version"``) whose bounds the terms write out inline rather than
    compose through :func:`bounds.registry.cite`; they join the chain and cap the status like ``inputs``.
    ``unchecked`` names the steps of the paper's proof that the terms do not check (each a short phrase citing
    the step, e.g. ``"eq. (14): the union bound over T steps"``): a derivation with any is *derived in part*.
    """

    terms: Mapping[str, sp.Expr]
    mode: Literal["rate", "samples"] = "rate"
    var: sp.Symbol | None = None
    level: sp.Symbol | None = None
    exact: bool = False
    equality: bool = False
    inputs: tuple[Input, ...] = ()
    uses: tuple[str, ...] = ()
    unchecked: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if any("@" not in key for key in self.uses):
            raise ValueError(f"uses={self.uses!r}: each must be a statement key 'ID@version'")
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
class Comparison:
    """One exact growth comparison behind a verdict: which question (``"derived > stated"`` or the reverse), in
    which tier (``"polynomial"``: logs as constants; ``"logs"``: each log factor a symbol), at which exponent
    values, and its certificate (:mod:`bounds.certificate_check`)."""

    question: str
    tier: str
    at: str
    programs: int
    certificate: Mapping


@dataclass(frozen=True)
class DerivationResult:
    """What ``derive()`` found.

    ``status`` is ``"verified"`` (the derived bound and the claim agree up to constants, log factors included),
    ``"stated is looser"`` (the derived bound is at most the claim everywhere and strictly smaller somewhere),
    ``"logs differ"`` (the polynomial parts are as above, but along some direction the derived bound's log factors
    grow faster than the claim's: :attr:`logs` names them), ``"does not follow"``, ``"constant differs"`` (exact
    statements) or ``"no derivation"``. ``comparisons`` carry the certificates of every search."""

    theorem: str
    status: Literal[
        "verified", "does not follow", "stated is looser", "logs differ", "constant differs", "no derivation"
    ]
    derived: sp.Expr | None = None
    stated: sp.Expr | None = None
    witness: str = ""
    gap: Fraction = Fraction(0)
    offending: tuple[TermGrowth, ...] = ()
    difference: sp.Expr | None = None
    exponent_values: Mapping[sp.Symbol, sp.Expr] = field(default_factory=dict)
    directions_checked: int = 0
    comparisons: tuple[Comparison, ...] = ()
    logs: tuple[str, ...] = ()
    logs_looser: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.status in ("verified", "stated is looser", "logs differ", "no derivation")

    def evidence(self) -> str:
        how = f"exactly (branch and bound, {self.directions_checked} linear relaxations, certified)"
        looser_logs = (
            f"; the claim's log factors are looser along some direction ({', '.join(self.logs_looser)})"
            if self.logs_looser
            else ""
        )
        if self.status == "verified":
            if self.difference is not None:
                return "derived / stated = 1 (exact expressions)"
            return (
                "derived bound equals the stated rate up to constants, log factors included, along every admissible "
                f"direction, {how}"
            )
        if self.status == "no derivation":
            return "no lemma-level derivation encoded"
        if self.status == "stated is looser":
            if self.difference is not None:
                return f"derived / stated = {self.difference} < 1: the statement holds with room to spare"
            return (
                "the derived bound is at most the stated rate along every admissible direction, log factors included, "
                f"and strictly smaller along some, {how}: the statement holds but is not tight{looser_logs}"
            )
        if self.status == "constant differs":
            return f"derived / stated = {self.difference} (exact expressions)"
        at = ", at " + ", ".join(f"{k} = {v}" for k, v in self.exponent_values.items()) if self.exponent_values else ""
        if self.status == "logs differ":
            return (
                "the polynomial parts agree (the derived bound grows no faster along any admissible direction), but "
                f"along {self.witness}{at} the derived bound's log factors grow faster than the claim's by "
                f"s^({self.gap}) (each log factor a variable of its own): {', '.join(self.logs)} differ; {how}"
            )
        lines = [
            f"along {self.witness}{at}: derived/stated grows like s^({self.gap}), ratio ~ {self.difference} ({how})"
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
    #: the published work a statement quotes, with the paper's citation ("Dwork et al. 2010"): such a statement is
    #: a premise of every chain it joins (it caps nothing unless its own computation finds it does not follow)
    quoted_from: str = ""

    def __post_init__(self) -> None:
        problems = self._unseen([s for s in self.symbols() if not visible(s, self.paper)])
        if problems:
            raise ValueError(f"{self.key}: {problems}")
        if self.privacy_claim is None:
            return
        missing = tuple(a for a in self.privacy_claim.assumptions if a not in self.assumptions)
        object.__setattr__(self, "assumptions", self.assumptions + missing)

    def _unseen(self, unseen: Collection[sp.Symbol]) -> str:
        """Why this statement may not use the symbols ``unseen``: undeclared, or another paper's and not imported."""
        undeclared = sorted(s.name for s in unseen if not is_declared(s))
        foreign = sorted((s.name, info(s).namespace) for s in unseen if is_declared(s))
        problems = []
        if undeclared:
            problems.append(
                f"symbol(s) {', '.join(undeclared)} used but not declared; declare each with bounds.symbols.declare("
                f"name, dimension, meaning) in a module {self.paper} lists in Paper.symbols, or import it from "
                "bounds.symbols"
            )
        if foreign:
            names = ", ".join(f"{name} (of {owner})" for name, owner in foreign)
            problems.append(
                f"symbol(s) {names} belong to other papers, and {self.paper} neither declares nor imports them; "
                "declare its own or import each with bounds.symbols.use(name, paper)"
            )
        return "; ".join(problems)

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
        """``expr`` with the parameter settings substituted until nothing changes (:func:`settle`)."""
        try:
            return settle(expr, self.parameters)
        except ValueError as exc:
            raise ValueError(f"{self.key}: {exc}") from None

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
        logs_of = {label: _cancelled(self.substituted(t)) for label, t in der.terms.items()}
        stated_logs = self.substituted(self.rate.expr(logs=True, constants=False))
        derived_logs = sp.Add(*logs_of.values())
        if der.mode == "samples":
            derived_logs, stated_logs = derived_logs.subs(der.var, stated_logs), der.level
        if fixed:
            derived_logs, stated_logs = derived_logs.xreplace(fixed), stated_logs.xreplace(fixed)
        return self._compare(derived, stated, terms, derived_logs, stated_logs, fixed)

    def _compare(
        self,
        derived: sp.Expr,
        stated: sp.Expr,
        terms: Mapping[str, sp.Expr],
        derived_logs: sp.Expr,
        stated_logs: sp.Expr,
        fixed: Mapping[sp.Symbol, int],
    ) -> DerivationResult:
        """Exact comparisons along every admissible direction, at every assignment of the exponent values: first
        with logs as constants; where the derived bound never grows faster, again with every log factor a variable
        (:func:`bounds.gap_search.logs_as_symbols`)."""
        comparisons: list[Comparison] = []
        looser = False
        log_gap: tuple[GapSearch, dict] | None = None
        looser_logs: set[str] = set()
        for values in self.exponent_assignments():
            at = ", ".join(f"{k} = {v}" for k, v in values.items())
            constraints = tuple(
                c for rel in self.assumptions if isinstance(c := rel.subs(values).xreplace(fixed), sp.Rel)
            )
            d_expr, s_expr = derived.subs(values), stated.subs(values)
            above, below = find_gap(d_expr, s_expr, constraints), find_gap(s_expr, d_expr, constraints)
            comparisons += [
                Comparison("derived > stated", "polynomial", at, above.programs, above.certificate),
                Comparison("stated > derived", "polynomial", at, below.programs, below.certificate),
            ]
            if above.direction is not None:
                return self._does_not_follow(derived, stated, terms, above, values, comparisons)
            looser = looser or below.direction is not None
            d_logs, s_logs = derived_logs.subs(values), stated_logs.subs(values)
            if not (d_logs.atoms(sp.log) or s_logs.atoms(sp.log) or any(c.atoms(sp.log) for c in constraints)):
                continue
            log_constraints = tuple(logs_as_symbols(c) for c in constraints)
            d_logs, s_logs = logs_as_symbols(d_logs), logs_as_symbols(s_logs)
            log_above = find_gap(d_logs, s_logs, log_constraints)
            log_below = find_gap(s_logs, d_logs, log_constraints)
            comparisons += [
                Comparison("derived > stated", "logs", at, log_above.programs, log_above.certificate),
                Comparison("stated > derived", "logs", at, log_below.programs, log_below.certificate),
            ]
            if log_above.direction is not None and log_gap is None:
                log_gap = (log_above, values)
            if log_below.direction is not None:
                looser_logs |= {s.name for s in log_below.direction if s.name.startswith("log(")}
        programs = sum(c.programs for c in comparisons)
        if log_gap is not None:
            search, values = log_gap
            return DerivationResult(
                self.key,
                "logs differ",
                derived_logs,
                stated_logs,
                tropical.describe(search.direction),
                search.gap,
                exponent_values=values,
                directions_checked=programs,
                comparisons=tuple(comparisons),
                logs=tuple(sorted(s.name for s in search.direction if s.name.startswith("log("))),
            )
        status = "stated is looser" if looser or looser_logs else "verified"
        return DerivationResult(
            self.key,
            status,
            derived,
            stated,
            directions_checked=programs,
            comparisons=tuple(comparisons),
            logs_looser=tuple(sorted(looser_logs)),
        )

    def _does_not_follow(
        self,
        derived: sp.Expr,
        stated: sp.Expr,
        terms: Mapping[str, sp.Expr],
        search: GapSearch,
        values: dict,
        comparisons: list[Comparison],
    ) -> DerivationResult:
        a = search.direction
        assert a is not None
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
            search.gap,
            tuple(offending),
            sp.simplify(gd.expr() / gs.expr()),
            values,
            sum(c.programs for c in comparisons),
            tuple(comparisons),
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
        """Unit problems that no normalisation this statement declares explains (cached)."""
        return list(self._unit_problems)

    @cached_property
    def _unit_problems(self) -> tuple[UnitProblem, ...]:
        scales = tuple(dim for norm in self.normalised_by for dim in norm.dimensions)
        return derivation_cache.cached(self, lambda: tuple(self.check_units(scales)), "units")

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
        """The statements (``ID@version``) the derivation rests on: its cited inputs, the statements it ``uses``,
        and any result of the same paper that a term label names (``Lem 3.4`` -> ``KLT-Lem3.4``) without citing
        it (:meth:`uncited_references`); a step of a proof (``proof of Thm 4.10``, ``Thm 1 proof``) is no link."""
        if self.derivation is None:
            return ()
        found: list[str] = [i.key for i in self.derivation.inputs]
        found += [k for k in (*self.derivation.uses, *self.uncited_references()) if k not in found]
        return tuple(found)

    def uncited_references(self) -> tuple[str, ...]:
        """Registered results of this paper that a term label names but the derivation neither cites nor lists in
        ``uses`` (each as ``ID@version``: this statement's version where registered, else the latest)."""
        from bounds import registry  # the registry imports this module

        if self.derivation is None:
            return ()
        cited = {i.key.partition("@")[0] for i in self.derivation.inputs}
        cited |= {k.partition("@")[0] for k in self.derivation.uses}
        found: list[str] = []
        for ref in self._label_references():
            versions = registry.versions(ref) if ref not in cited and ref != self.id else []
            if versions:
                key = f"{ref}@{self.version if self.version in versions else versions[-1]}"
                if key not in found:
                    found.append(key)
        return tuple(found)

    def _label_references(self) -> list[str]:
        """The ids of the same paper's results that the derivation's term labels name (``Lem 3.4`` ->
        ``KLT-Lem3.4``), skipping steps of a proof (``proof of Thm 4.10``, ``Thm 1 proof``)."""
        assert self.derivation is not None
        prefix = self.id.split("-", 1)[0]
        return [
            f"{prefix}-{_PREFIX.get(kind, kind)}{number}"
            for label in self.derivation.terms
            for proof_of, kind, number, proof in _LEMMA_REFERENCE.findall(label)
            if not (proof_of or proof)
        ]

    def restates_claim(self) -> bool:
        """Whether the derivation is the claim itself, so that it checks nothing: it cites this statement, or it
        composes no cited statement and its terms are the stated rate up to a constant factor (exactly, for an
        exact derivation), either as printed or, when the terms use none of the parameter settings, after the
        settings are substituted into the rate."""
        return self._restates_claim

    @cached_property
    def _restates_claim(self) -> bool:
        if self.derivation is None:
            return False
        der = self.derivation
        if any(key.partition("@")[0] == self.id for key in (*(i.key for i in der.inputs), *der.uses)):
            return True
        if self.id in self._label_references():  # a term that is "the bound of Thm 1" in Thm 1's own derivation
            return True
        if der.mode == "samples" or der.inputs or der.uses:
            return False
        terms = sp.Add(*der.terms.values())
        claims = [self.rate.expr(logs=der.exact, constants=der.exact)]
        if not terms.free_symbols & set(self.parameters):
            claims.append(self.substituted(claims[0]))
        # a factor that depends only on exponent values (kappa) is a constant for every statement they instantiate
        for claim in claims:
            for values in self.exponent_assignments():
                ratio = (terms / claim).subs(values)
                if varies(ratio):  # not a constant: neither 1 nor a number, without simplify's cost
                    break
                ratio = sp.simplify(ratio)
                if not (ratio == 1 if der.exact else bool(ratio.is_number)):
                    break
            else:
                return True
        return False

    def proof_status(self) -> tuple[ProofStatusName, str]:
        """One of :data:`STATUSES`, with the reason. The statement's own derivation gives derived (exact),
        derived up to constants (polynomial and log parts agree, or the claim is looser), derived up to logs
        (the log factors differ), derived in part (proof steps left unchecked), not derived (no derivation, or
        one that restates the claim) or does not follow (the derived bound outgrows the claim, or the
        statement's privacy claim fails, under its own relation or under the one its paper's errata adopt).
        The chain caps it: a link derived up to constants or logs caps it there; a link that is not derived,
        does not follow, or is itself derived in part or from unverified steps makes it *derived from
        unverified steps*, naming those links. Prior work is a premise and caps nothing."""
        return self._proof_status

    @cached_property
    def _proof_status(self) -> tuple[ProofStatusName, str]:
        if self.key in _IN_PROGRESS:
            return "derived from unverified steps", "its chain is circular"
        _IN_PROGRESS.add(self.key)
        try:
            return self._status_from_chain()
        finally:
            _IN_PROGRESS.discard(self.key)

    def _status_from_chain(self) -> tuple[ProofStatusName, str]:
        result = self.derive()
        quoted = (
            f"; quoted from {self.quoted_from}, a premise of the statements that rest on it" if self.quoted_from else ""
        )
        if result.status == "no derivation":
            return "not derived", "encoded as the paper states it; no lemma-level derivation is encoded" + quoted
        if self.restates_claim():
            return (
                "not derived",
                "the encoded derivation restates the claim (no cited input), so it checks nothing" + quoted,
            )
        if not result.ok:
            return "does not follow", result.evidence()
        contradiction = self.contradicting_checks()
        if contradiction:
            return "does not follow", "; ".join(contradiction)
        assert self.derivation is not None
        status: ProofStatusName
        if result.status == "logs differ":
            status = "derived up to logs"
        elif self.derivation.exact:
            status = "derived"
        else:
            status = "derived up to constants"
        reason = [result.evidence()]
        if self.derivation.unchecked:
            status = weakest(status, "derived in part")
            reason.append("steps not checked: " + "; ".join(self.derivation.unchecked))
        links = self.chain_statuses()
        weak = [f"{key} ({s})" for key, s, premise in links if not premise and s not in _SOUND]
        for _, link, premise in links:
            if not premise and link in _SOUND:
                status = weakest(status, link)
        if weak:
            status = weakest(status, "derived from unverified steps")
            reason.append("rests on " + ", ".join(weak))
        if links:
            reason.append("chain: " + ", ".join(f"{k} ({'premise' if p else s})" for k, s, p in links))
        return status, "; ".join(reason)

    def chain_statuses(self) -> tuple[tuple[str, ProofStatusName, bool], ...]:
        """Each link of :meth:`chain` with its status (as this derivation uses it: corrected where the input is)
        and whether it is a premise: published prior work, or a result the paper quotes from the literature
        (:attr:`quoted_from`) that no computation finds wrong."""
        from bounds import registry  # the registry imports this module

        if self.derivation is None:
            return ()
        corrected = {i.key for i in self.derivation.inputs if i.corrected}
        out = []
        for key in self.chain():
            link = registry.by_key(key)
            if key in corrected:
                link = link.corrected()
            status = link.proof_status()[0]
            premise = link.kind == "prior work" or (bool(link.quoted_from) and status != "does not follow")
            out.append((key, status, premise))
        return tuple(out)

    def contradicting_checks(self) -> list[str]:
        """The statement's other checks that contradict a derived status: its privacy claim fails, or fails under
        the neighbouring relation that an erratum on it adopts."""
        from bounds import registry  # the registry imports this module

        if self.privacy_claim is None:
            return []
        check = self.privacy_check()
        found = []
        if not check.holds:
            found.append(f"its privacy claim fails ({'; '.join(check.lines()[:2])})")
        adopted = {
            e.neighbouring
            for e in registry.errata(self.paper)
            if self.key in e.affects and e.neighbouring == check.other_relation
        }
        if adopted and check.under_other_relation.verdict == "does not hold":
            found.append(
                f"under {check.other_relation}, which its paper's errata adopt, its privacy claim fails "
                f"({check.under_other_relation})"
            )
        return found

    def privacy_check(self) -> ClaimCheck:
        """The declared privacy claim, with this statement's settings substituted, checked in closed form and
        with the accountant (cached)."""
        return self._privacy_check

    @cached_property
    def _privacy_check(self) -> ClaimCheck:
        if self.privacy_claim is None:
            raise ValueError(f"{self.key} declares no privacy claim")
        claim = self.privacy_claim
        return derivation_cache.cached(self, lambda: claim.substituted(self.substituted).check(), "privacy")

    def discrepancies(self) -> list[Discrepancy]:
        """What the computations find wrong with this statement as printed: a derivation that does not
        reproduce the stated rate, and unit problems that no declared normalisation explains."""
        return list(self._discrepancies)

    @cached_property
    def _discrepancies(self) -> tuple[Discrepancy, ...]:
        found: list[Discrepancy] = []
        if not self.derive().ok and not self.restates_claim():
            found.append(Discrepancy(self.key, "derivation", str(self.rate.expr(logs=False)), self.derive().evidence()))
        found += [Discrepancy(self.key, "units", str(p.expression), str(p)) for p in self.unit_problems()]
        if self.privacy_claim is not None and not (check := self.privacy_check()).holds:
            found.append(Discrepancy(self.key, "privacy", str(self.privacy_claim.guarantee), "; ".join(check.lines())))
        return tuple(found)


def settle(expr: sp.Expr, settings: Mapping[sp.Symbol, sp.Expr]) -> sp.Expr:
    """``expr`` with ``settings`` substituted until nothing changes (a setting may use another setting's symbol).

    Remembered per expression and settings: the derivation, the proof status, the unit and privacy checks of a
    statement substitute the same rates, and so do its corrected forms, whose settings are mostly the same
    (rebuilding each ``Max`` compares its arguments pairwise: two thirds of the substitutions were repeats)."""
    return _settled(sp.sympify(expr), tuple(settings.items()))


@lru_cache(maxsize=8192)
def _settled(expr: sp.Expr, settings: tuple[tuple[sp.Symbol, sp.Expr], ...]) -> sp.Expr:
    rule = dict(settings)
    for _ in range(12):
        new = expr.xreplace(rule)
        if new == expr:
            return expr
        expr = new
    raise ValueError("parameter settings do not resolve (circular definitions?)")


def _cancelled(term: sp.Expr) -> sp.Expr:
    """A derivation term with its differences over one denominator, so that an exact cancellation (``x - (1 - 1/c) x
    = x/c``) happens before the growth comparison, which bounds a sum by its positive terms."""
    if isinstance(term, sp.Add) and any(a.could_extract_minus_sign() for a in term.args):
        powers = sp.powsimp(sp.expand_power_base(term, force=True), force=True)
        return sp.factor_terms(sp.cancel(sp.together(powers)))
    return term
