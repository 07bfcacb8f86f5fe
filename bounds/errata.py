"""The errata of the registered papers: root causes with computed severities, and the ledger of proof statuses.

Every discrepancy that a computation finds on a statement (:meth:`Theorem.discrepancies`) is either accounted for
by an erratum that lists the statement among those it affects, or reported as *unreviewed*: a computed
disagreement that nobody has read against the paper yet. Counts are of errata (distinct errors), never of
discrepancies. For the shipped papers the tests require that nothing is unreviewed; for a user's paper the
unreviewed discrepancies are where to start reading.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from bounds import registry
from bounds.erratum import Discrepancy, Erratum
from bounds.regimes import closing_regimes
from bounds.severity import SEVERITIES, Assessment, assess
from bounds.theorem import ProofStatusName, Theorem

STATUSES: tuple[ProofStatusName, ...] = ("derived", "derived up to constants", "not derived", "does not follow")


@dataclass(frozen=True)
class CorrectionCheck:
    """An affected statement with its corrections applied: its proof status and remaining unit problems."""

    statement: str
    status: ProofStatusName
    unit_problems: tuple[str, ...]
    privacy_holds: bool = True

    @property
    def ok(self) -> bool:
        derived = self.status in ("derived", "derived up to constants")
        return derived and not self.unit_problems and self.privacy_holds


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
            "corrections_checked": [
                {
                    "statement": c.statement,
                    "status": c.status,
                    "unit_problems": list(c.unit_problems),
                    "privacy_holds": c.privacy_holds,
                }
                for c in self.corrections
            ],
        }


def discrepancies(theorem: Theorem) -> list[Discrepancy]:
    """The statement's discrepancies, a failed derivation annotated with the usual regimes that would close it
    (an assumption the statement does not make; see :mod:`bounds.regimes`)."""
    found = theorem.discrepancies()
    if not any(d.kind == "derivation" for d in found):
        return found
    regimes = tuple(r.name for r in closing_regimes(theorem))
    return [replace(d, closing_regimes=regimes) if d.kind == "derivation" else d for d in found]


def check_correction(theorem: Theorem) -> CorrectionCheck:
    """Re-derive and unit-check a statement with its corrections applied, and check its privacy claim if any."""
    fixed = theorem.corrected()
    privacy_holds = fixed.privacy_claim is None or fixed.privacy_check().holds
    problems = tuple(str(p) for p in fixed.unit_problems())
    return CorrectionCheck(theorem.key, fixed.proof_status()[0], problems, privacy_holds)


def assessed(erratum: Erratum) -> AssessedErratum:
    """One erratum with its severity computed, its evidence collected and its corrections re-derived."""
    statements = [registry.by_key(key) for key in erratum.affects]
    evidence = tuple(d for t in statements for d in discrepancies(t))
    corrections = tuple(check_correction(t) for t in statements if t.corrections)
    return AssessedErratum(erratum, assess(erratum, registry.by_key), evidence, corrections)


def all_errata(paper: str | None = None) -> list[AssessedErratum]:
    """Every registered erratum (of one paper, or of all), assessed, in registration order."""
    if paper is not None:
        registry.theorems(paper=paper)  # validates the paper name
    return [assessed(e) for e in registry.errata(paper)]


def unreviewed(paper: str | None = None) -> list[Discrepancy]:
    """Computed discrepancies on statements that no erratum lists among those it affects."""
    covered = {key for e in registry.errata(paper) for key in e.affects}
    return [d for t in registry.theorems(paper=paper) if t.key not in covered for d in discrepancies(t)]


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
