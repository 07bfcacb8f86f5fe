"""The symbolic layer's reading of some papers, split into tasks that run apart (on other processes or machines).

One *derivation* task per statement computes what is the statement's own: its derivation, its unit check, its
privacy-claim check, the usual regimes that would close a failed derivation (:func:`bounds.regimes.closing_regimes`),
its corrected form where another derivation composes it corrected, and every correction an erratum owns on it,
re-derived, unit- and privacy-checked and labelled (:func:`bounds.severity.statement_consequence`). One
*certificates* task per statement of the ledger re-verifies the certificates behind its proof status
(:func:`bounds.ledger.certify`); the status reads its chain's derivations, so it waits for the derivation tasks of
the statements its chain reaches. :func:`assemble` then reads the errata (:mod:`bounds.errata`), the ledger and the
privacy claims from their results. Results pass between tasks as the entries of :mod:`bounds.derivation_cache`
(keyed by each statement's content and the source of ``bounds``), so every task is cached by content as well.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from bounds import derivation_cache, errata, registry
from bounds.erratum import Discrepancy
from bounds.ledger import certify
from bounds.severity import statement_consequence
from bounds.theorem import Theorem

TaskKind = Literal["derivation", "certificates"]


@dataclass(frozen=True)
class StatementTask:
    """One statement's derivation or certificates task, with the names of the tasks whose results it reads."""

    kind: TaskKind
    statement: str
    after: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return f"{self.kind} {self.statement}"


def _reach(seeds: Sequence[str]) -> list[str]:
    """The statements ``seeds`` and every statement their chains reach, transitively (another paper's included), in
    the order they are met."""
    found: list[str] = []
    todo = list(seeds)
    while todo:
        key = todo.pop(0)
        if key not in found:
            found.append(key)
            todo += registry.by_key(key).chain()
    return found


def _statements(papers: Sequence[str]) -> list[str]:
    """The keys of the papers' statements, of the statements their errata affect, and of every statement a chain
    reaches from them, in registration order."""
    seeds = [t.key for key in papers for t in registry.theorems(paper=key)]
    return _reach(seeds + [k for key in papers for e in registry.errata(key) for k in e.affects])


def plan(papers: Sequence[str]) -> list[StatementTask]:
    """The tasks that read ``papers``: every derivation task, then a certificates task per statement of their
    ledger (prior work is not the papers' own) after the derivation tasks of the statements its chain reaches."""
    keys = _statements(papers)
    tasks = [StatementTask("derivation", key) for key in keys]
    for key in papers:
        for theorem in registry.theorems(paper=key):
            if theorem.kind != "prior work":
                after = tuple(f"derivation {k}" for k in _reach([theorem.key]))
                tasks.append(StatementTask("certificates", theorem.key, after))
    return tasks


def _owned_targets(key: str) -> list[tuple[str, ...]]:
    """The targets of the corrections each registered erratum owns on the statement ``key``."""
    return [targets for e in registry.errata() for k, targets in e.owned_corrections().items() if k == key]


def _composed_corrected(key: str) -> bool:
    """Whether some registered derivation composes the statement ``key`` with its corrections applied."""
    return any(i.key == key and i.corrected for t in registry.theorems() if t.derivation for i in t.derivation.inputs)


def _own_checks(theorem: Theorem) -> None:
    theorem.derive()
    theorem.unit_problems()
    if theorem.privacy_claim is not None:
        theorem.privacy_check()


def derive(theorem: Theorem) -> None:
    """Everything that is the statement's own (the module docstring's derivation task), into the cache."""
    derivation_cache.cached(theorem, theorem.derive)  # handed on even where this process already holds it
    errata.discrepancies(theorem)  # derivation, unit and privacy checks, labelled with the regimes that close a gap
    if _composed_corrected(theorem.key):
        _own_checks(theorem.corrected())
    for targets in _owned_targets(theorem.key):
        errata.removed_by(theorem, targets)  # the same checks with the erratum's corrections applied
        statement_consequence(theorem, targets)


def certified(theorem: Theorem) -> bool:
    """Whether every certificate behind the statement's proof status re-verifies (:func:`bounds.ledger.certify`),
    cached by the statement's content."""
    return derivation_cache.cached(theorem, lambda: certify(theorem).verified, "certificates")


def run(task: StatementTask, entries: Mapping[str, bytes]) -> dict[str, bytes]:
    """Run one task given the entries of the tasks it waited for; the entries it computed (or read from the cache
    folder), by name."""
    derivation_cache.hand_over(entries)
    theorem = registry.by_key(task.statement)
    with derivation_cache.recording() as found:
        if task.kind == "derivation":
            derive(theorem)
        else:
            certified(theorem)
    return found


@dataclass
class Reading:
    """The symbolic layer's reading of some papers: their errata (assessed), the ledger of proof statuses (each with
    whether its certificates re-verified), the privacy claims with their checks, and the computed discrepancies that
    no erratum accounts for."""

    errata: list[errata.AssessedErratum] = field(default_factory=list)
    proof_status: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    certified: dict[str, bool] = field(default_factory=dict)
    privacy_claims: list[dict[str, str]] = field(default_factory=list)
    unreviewed: list[Discrepancy] = field(default_factory=list)


def assemble(papers: Sequence[str], entries: Mapping[str, bytes] | None = None) -> Reading:
    """The reading of ``papers`` from the entries the tasks computed (what is missing is computed here)."""
    derivation_cache.hand_over(entries or {})
    statuses: dict[str, list[tuple[str, str]]] = {}
    for key in papers:
        for status, rows in errata.ledger(key).items():
            statuses.setdefault(status, []).extend(rows)
    return Reading(
        errata=[e for key in papers for e in errata.all_errata(key)],
        proof_status=statuses,
        certified={k: certified(registry.by_key(k)) for rows in statuses.values() for k, _ in rows},
        privacy_claims=[c for key in papers for c in errata.privacy_claims(key)],
        unreviewed=[d for key in papers for d in errata.unreviewed(key)],
    )
