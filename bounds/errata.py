"""The errata of the registered papers: root causes with computed severities, and the ledger of proof statuses.

Every discrepancy that a computation finds on a statement (:meth:`Theorem.discrepancies`) carries its own
severity (:func:`bounds.severity.discrepancy_severity`) and is accounted for by exactly one erratum, or reported as
*unreviewed*: a computed disagreement that nobody has read against the paper yet. An erratum accounts for the
discrepancies that its own corrections (``Erratum.corrects``, applied alone) remove, and for those it names in
``Erratum.accounts_for``; a named claim wins over a removal, and a discrepancy that two errata's corrections each
remove goes to the first registered. So each erratum's evidence is computed on its own statements with its own
corrections, and two errata on one statement show different computations. An erratum with nothing of its own to
compute says so and gives its worked argument. Counts are of errata (distinct errors), never of discrepancies. For
the shipped papers the tests require that nothing is unreviewed; for a user's paper the unreviewed discrepancies
are where to start reading.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from bounds import registry
from bounds.erratum import Discrepancy, Erratum
from bounds.regimes import closing_regimes
from bounds.severity import SEVERITIES, Assessment, assess, discrepancy_severity
from bounds.theorem import STATUSES, ProofStatusName, Theorem


@dataclass(frozen=True)
class CorrectionCheck:
    """An affected statement with the erratum's own corrections applied (``applied``: their targets; all of the
    statement's for the full check): its proof status, the unit problems the correction introduces (all that remain,
    for the full check), whether a privacy claim that held still holds, and ``remaining``: the discrepancies the
    erratum accounts for there that its corrections alone do not remove (they need another erratum's as well)."""

    statement: str
    status: ProofStatusName
    unit_problems: tuple[str, ...]
    privacy_holds: bool = True
    applied: tuple[str, ...] = ()
    remaining: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """The correction introduces no unit problem and breaks no privacy claim (a discrepancy that needs
        another erratum's correction as well stays in ``remaining`` and is no failure of this one)."""
        return not self.unit_problems and self.privacy_holds


@dataclass(frozen=True)
class AssessedErratum:
    """An erratum with its computed severity, the discrepancies it accounts for and its corrections checked."""

    erratum: Erratum
    assessment: Assessment
    accounts_for: tuple[Discrepancy, ...]
    corrections: tuple[CorrectionCheck, ...]

    @property
    def severity(self) -> str:
        return self.assessment.severity

    @property
    def evidence_note(self) -> str:
        """What the evidence is when no computation is the erratum's own: its worked argument, said as such."""
        if self.accounts_for or self.corrections:
            return ""
        e = self.erratum
        return f"no computed evidence of its own; worked argument: {e.argument or e.why}"

    def as_dict(self) -> dict:
        e = self.erratum
        return {
            "id": e.id,
            "paper": e.paper,
            "title": e.title,
            "severity": self.severity,
            "severity_reason": self.assessment.reason,
            "severity_computed": self.assessment.computed,
            "category": e.category,
            "quote": e.quote,
            "locator": str(e.locator),
            "also_in": [str(loc) for loc in e.also_in],
            "why": e.why,
            "argument": e.argument,
            "correction": e.correction,
            "affects": list(e.affects),
            "checks": list(e.checks),
            "neighbouring": e.neighbouring,
            "depends_on": list(e.depends_on),
            "evidence": [d.as_dict() for d in self.accounts_for],
            "evidence_note": self.evidence_note,
            "corrections_checked": [
                {
                    "statement": c.statement,
                    "corrections_applied": list(c.applied),
                    "status": c.status,
                    "unit_problems": list(c.unit_problems),
                    "privacy_holds": c.privacy_holds,
                    "not_removed": list(c.remaining),
                }
                for c in self.corrections
            ],
        }


def discrepancies(theorem: Theorem) -> list[Discrepancy]:
    """The statement's discrepancies, each labelled by the rubric (its severity leads its evidence, with the
    computation behind it), a failed derivation annotated with the usual regimes that would close it (an
    assumption the statement does not make; see :mod:`bounds.regimes`)."""
    held = _LABELLED.get(id(theorem))
    if held is None or held[0] is not theorem:
        found = theorem.discrepancies()
        derivation = any(d.kind == "derivation" for d in found)
        regimes = tuple(r.name for r in closing_regimes(theorem)) if derivation else ()
        out = []
        for d in found:
            label, reason = discrepancy_severity(d, theorem)
            out.append(
                replace(
                    d,
                    evidence=f"[{label}: {reason}] {d.evidence}",
                    severity=label,
                    severity_reason=reason,
                    closing_regimes=regimes if d.kind == "derivation" else d.closing_regimes,
                )
            )
        held = _LABELLED[id(theorem)] = (theorem, tuple(out))
    return list(held[1])


#: id(theorem) -> (theorem, its labelled discrepancies); the theorem is kept so that its id is not reused
_LABELLED: dict[int, tuple[Theorem, tuple[Discrepancy, ...]]] = {}


def _locus(theorem: Theorem, d: Discrepancy) -> str:
    """What a discrepancy is about, independent of the numbers in it: ``KEY:kind`` for a derivation or a privacy
    claim (a statement has at most one of each), ``KEY:units:where`` for a unit problem."""
    if d.kind != "units":
        return f"{theorem.key}:{d.kind}"
    text = d.evidence.split("] ", 1)[1] if d.severity else d.evidence
    where = next((p.where for p in theorem.unit_problems() if str(p) == text), text)
    return f"{theorem.key}:units:{where}"


def removed_by(theorem: Theorem, targets: tuple[str, ...]) -> list[Discrepancy]:
    """The statement's (labelled) discrepancies that its corrections of ``targets`` alone remove."""
    return list(_corrected(theorem, targets)[1])


#: (id(theorem), targets) -> (theorem, corrected, removed discrepancies); the theorem keeps its id from reuse
_CORRECTED: dict[tuple[int, tuple[str, ...]], tuple[Theorem, Theorem, tuple[Discrepancy, ...]]] = {}


def _corrected(theorem: Theorem, targets: tuple[str, ...]) -> tuple[Theorem, tuple[Discrepancy, ...]]:
    held = _CORRECTED.get((id(theorem), targets))
    if held is None or held[0] is not theorem:
        fixed = theorem.corrected(targets)
        after = {_locus(fixed, d) for d in fixed.discrepancies()}
        gone = tuple(d for d in discrepancies(theorem) if _locus(theorem, d) not in after)
        held = _CORRECTED[(id(theorem), targets)] = (theorem, fixed, gone)
    return held[1], held[2]


def owners(paper: str) -> dict[str, str]:
    """Discrepancy locus (``KEY:kind[:where]``) -> the id of the one erratum of ``paper`` that accounts for it:
    the erratum that names it in ``accounts_for``, else the first registered whose own corrections remove it."""
    owner: dict[str, str] = {}
    errata = registry.errata(paper)
    for e in errata:
        for spec in e.accounts_for:
            theorem = registry.by_key(spec.partition(":")[0])
            for d in (d for d in discrepancies(theorem) if d.matches(spec)):
                if owner.setdefault(_locus(theorem, d), e.id) != e.id:
                    raise ValueError(
                        f"erratum {e.id}: {spec!r} is already accounted for by {owner[_locus(theorem, d)]}"
                    )
    for e in errata:
        for key, targets in e.owned_corrections().items():
            theorem = registry.by_key(key)
            for d in removed_by(theorem, targets):
                owner.setdefault(_locus(theorem, d), e.id)
    return owner


def stale_claims(paper: str | None = None) -> list[tuple[str, str]]:
    """(erratum id, spec) for every ``accounts_for`` entry that names no computed discrepancy (the statement was
    fixed or re-encoded since): the claim is to be dropped or re-pointed."""
    return [
        (e.id, spec)
        for e in registry.errata(paper)
        for spec in e.accounts_for
        if not any(d.matches(spec) for d in discrepancies(registry.by_key(spec.partition(":")[0])))
    ]


def check_correction(
    theorem: Theorem, targets: tuple[str, ...] | None = None, own: tuple[str, ...] = ()
) -> CorrectionCheck:
    """Re-derive and unit-check a statement with its corrections of ``targets`` (all, by default) applied, and
    check its privacy claim if any. With ``targets`` the unit problems reported are those the correction
    introduces, and ``own`` (discrepancy loci the correction is to remove) those it leaves in place."""
    fixed = theorem.corrected() if targets is None else _corrected(theorem, targets)[0]
    privacy_holds = fixed.privacy_claim is None or fixed.privacy_check().holds
    if targets is not None and theorem.privacy_claim is not None and not theorem.privacy_check().holds:
        privacy_holds = True  # with part of the corrections: only a claim that held and now fails counts
    before = {p.where for p in theorem.unit_problems()} if targets is not None else set()
    problems = tuple(str(p) for p in fixed.unit_problems() if p.where not in before)
    remaining: tuple[str, ...] = ()
    if targets is not None and own:
        gone = {_locus(theorem, d) for d in removed_by(theorem, targets)}
        remaining = tuple(locus for locus in own if locus not in gone)
    applied = tuple(targets) if targets is not None else tuple(str(c.target) for c in theorem.corrections)
    return CorrectionCheck(theorem.key, fixed.proof_status()[0], problems, privacy_holds, applied, remaining)


def assessed(erratum: Erratum, owner: dict[str, str] | None = None) -> AssessedErratum:
    """One erratum with its severity computed from its own corrections and discrepancies, its evidence (the
    discrepancies it accounts for, each with its label) and its own corrections re-derived; ``owner`` is
    :func:`owners` of its paper (computed when not given)."""
    owner = owners(erratum.paper) if owner is None else owner
    evidence = []
    for key in erratum.affects:
        theorem = registry.by_key(key)
        evidence += [d for d in discrepancies(theorem) if owner.get(_locus(theorem, d)) == erratum.id]
    corrections = tuple(
        check_correction(
            registry.by_key(key),
            targets,
            tuple(_locus(registry.by_key(key), d) for d in evidence if d.statement == key),
        )
        for key, targets in erratum.owned_corrections().items()
    )
    return AssessedErratum(erratum, assess(erratum, registry.by_key, tuple(evidence)), tuple(evidence), corrections)


def all_errata(paper: str | None = None) -> list[AssessedErratum]:
    """Every registered erratum (of one paper, or of all), assessed, in registration order."""
    if paper is not None:
        registry.theorems(paper=paper)  # validates the paper name
    owner: dict[str, dict[str, str]] = {}
    out = []
    for e in registry.errata(paper):
        if e.paper not in owner:
            owner[e.paper] = owners(e.paper)
        out.append(assessed(e, owner[e.paper]))
    return out


def unreviewed(paper: str | None = None) -> list[Discrepancy]:
    """Computed discrepancies that no erratum accounts for (neither removed by its own corrections nor named in
    its ``accounts_for``), each with its severity."""
    owner: dict[str, dict[str, str]] = {}
    out = []
    for t in registry.theorems(paper=paper):
        if t.paper not in owner:
            owner[t.paper] = owners(t.paper)
        out += [d for d in discrepancies(t) if _locus(t, d) not in owner[t.paper]]
    return out


def ledger(paper: str | None = None) -> dict[str, list[tuple[str, str]]]:
    """Proof status -> the (statement key, reason) pairs with that status; prior work is not the paper's own."""
    out: dict[str, list[tuple[str, str]]] = {status: [] for status in STATUSES}
    for t in registry.theorems(paper=paper):
        if t.kind == "prior work":
            continue
        status, reason = t.proof_status()
        out[status].append((t.key, reason))
    return out


def privacy_claims(paper: str | None = None) -> list[dict[str, str]]:
    """Every declared privacy claim with its checks: statement, guarantee, relation, and the lines of the closed
    form, the accountant and the other relation (:meth:`bounds.theorem.Theorem.privacy_check`)."""
    rows = []
    for t in registry.theorems(paper=paper):
        if t.privacy_claim is None:
            continue
        check = t.privacy_check()
        rows.append(
            {
                "statement": t.key,
                "guarantee": str(t.privacy_claim.guarantee),
                "neighbouring": t.privacy_claim.neighbouring,
                "holds": "yes" if check.holds else "no",
                "closed form": str(check.symbolic),
                "accountant": str(check.numeric),
                "other relation": f"{check.other_relation}: {check.under_other_relation}",
            }
        )
    return rows


def severity_counts(errata: list[AssessedErratum]) -> dict[str, int]:
    """Distinct errata per severity, in the rubric's order."""
    counts = Counter(e.severity for e in errata)
    return {s: counts[s] for s in SEVERITIES if counts[s]}
