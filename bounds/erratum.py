"""Errata as a referee reads them: one record per distinct error in a paper, with its quote and locator.

An :class:`Erratum` is a root cause: a verbatim excerpt of the printed text, where it stands (arXiv id, version,
section, equation or line), why it is wrong, the evidence (a symbolic computation on the statements it affects,
a rate check's id, or a short worked argument), the correction, and every statement it affects. Its severity is
not typed by hand: :mod:`bounds.severity` computes it from the affected statements' printed and corrected forms.

A :class:`Normalisation` is a convention a paper states once (a scale fixed to 1, a quantity compared with 1)
with the sentence that licenses it; statements that use it are unit-checked in the quotient it defines, so a
deliberate dimensionless comparison is never reported as a unit error.

A :class:`Discrepancy` is what a computation finds on one statement (a derivation that does not reproduce the
stated rate, a unit inconsistency that no normalisation explains). It is evidence, not yet an erratum, and it
carries its own severity under the rubric (:func:`bounds.severity.discrepancy_severity`). Exactly one erratum
accounts for it (the one whose own corrections remove it, or the one that names it in ``accounts_for``), or it is
listed as unreviewed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

import sympy as sp

from bounds.dimensions import Dimension
from bounds.units import dimension

Category = Literal["statement", "proof", "algorithm", "lower bound", "privacy argument"]
Neighbouring = Literal["add/remove", "replace-one", "zero-out", "not fixed by the paper"]

_ARXIV_ID = re.compile(r"^\d{4}\.\d{4,5}$")


@dataclass(frozen=True)
class Locator:
    """Where a printed text stands: arXiv id and version, and the place in the paper."""

    arxiv: str
    version: str
    place: str

    def __post_init__(self) -> None:
        if not _ARXIV_ID.match(self.arxiv):
            raise ValueError(f"arxiv must be an arXiv id such as 2410.05880, got {self.arxiv!r}")
        if not self.place:
            raise ValueError("a locator needs a place (section, statement, equation or line)")

    def __str__(self) -> str:
        return f"arXiv:{self.arxiv} {self.version}, {self.place}"


@dataclass(frozen=True)
class Normalisation:
    """A dimensionless convention a paper states, with the sentence that licenses it.

    ``scales`` are the quantities whose scale the paper fixes (``F_0`` for "F0 = 1", ``L_1`` for a comparison
    ``min{L1, 1}``): their dimensions count as dimensionless in the unit check of every statement that declares
    this normalisation. With ``order_one`` the paper also treats those quantities as O(1) constants ("treat B, G,
    M, rho as constants O(1)"): they then do not scale when a derivation is compared with its claim. A comparison
    with 1 (``min{L1, 1}``) fixes a scale but keeps the quantity a variable.
    """

    id: str
    quote: str
    locator: Locator
    scales: tuple[sp.Expr, ...]
    what: str
    order_one: bool = False

    def __post_init__(self) -> None:
        if not self.scales:
            raise ValueError(f"normalisation {self.id}: scales must name at least one quantity")
        if not self.quote.strip():
            raise ValueError(f"normalisation {self.id}: the licensing sentence (quote) is required")

    @property
    def dimensions(self) -> tuple[Dimension, ...]:
        return tuple(dimension(s) for s in self.scales)


@dataclass(frozen=True)
class Discrepancy:
    """One computed disagreement on one statement: a derivation, a unit check or a privacy claim that fails.

    ``severity`` and ``severity_reason`` are the rubric's label for it and the computation behind the label
    (filled by :func:`bounds.errata.discrepancies`; empty on the raw finding of :meth:`Theorem.discrepancies`)."""

    statement: str
    kind: Literal["derivation", "units", "privacy"]
    printed: str
    evidence: str
    closing_regimes: tuple[str, ...] = ()
    severity: str = ""
    severity_reason: str = ""

    @property
    def ident(self) -> str:
        """``KEY:kind:first line of the evidence``: what tells two discrepancies of one statement apart."""
        first = self.evidence.splitlines()[0] if self.evidence else ""
        return f"{self.statement}:{self.kind}:{first}"

    def matches(self, spec: str) -> bool:
        """Whether ``spec`` (``KEY:kind`` or ``KEY:kind:fragment``, the fragment a substring of the evidence's
        first line) names this discrepancy."""
        key, kind, fragment = _split_spec(spec)
        first = self.evidence.splitlines()[0] if self.evidence else ""
        return key == self.statement and kind == self.kind and fragment in first

    def as_dict(self) -> dict:
        return {
            "statement": self.statement,
            "kind": self.kind,
            "severity": self.severity,
            "severity_reason": self.severity_reason,
            "printed": self.printed,
            "evidence": self.evidence,
            "closing_regimes": list(self.closing_regimes),
        }


_KINDS = ("derivation", "units", "privacy")


def _split_spec(spec: str) -> tuple[str, str, str]:
    key, _, rest = spec.partition(":")
    kind, _, fragment = rest.partition(":")
    return key, kind, fragment


@dataclass(frozen=True)
class Erratum:
    """One distinct error of a paper (a root cause), with every statement it affects.

    ``affects`` holds statement keys (``ID@version``). ``corrects`` names the encoded corrections that are this
    erratum's correction, as ``ID@version:target`` (a corrected symbol's name or ``rate``); the severity is
    computed from them by :func:`bounds.severity.assess`. ``accounts_for`` names computed discrepancies that the
    erratum explains although no correction of its own removes them (``KEY:kind`` or ``KEY:kind:fragment``, the
    fragment a substring of the discrepancy's evidence, e.g. ``"LT-Thm3.4@v1:units:assumption"``); their labels
    enter the computed severity and they are its evidence, never another erratum's. Where nothing is encoded to
    compute it from (an algorithm box, a step of a proof), ``declared`` gives the label and the report says it
    was not computed.
    ``checks`` are the ids of rate checks whose measurements bear on it.
    ``argument`` is a short worked argument where the evidence is a reading rather than a computation.
    ``neighbouring`` is required for privacy errors: the relation the erratum assumes.
    """

    id: str
    paper: str
    title: str
    category: Category
    quote: str
    locator: Locator
    why: str
    correction: str
    affects: tuple[str, ...] = ()
    corrects: tuple[str, ...] = ()
    accounts_for: tuple[str, ...] = ()
    declared: str | None = None
    checks: tuple[str, ...] = ()
    argument: str = ""
    neighbouring: Neighbouring | None = None
    depends_on: tuple[str, ...] = ()
    also_in: tuple[Locator, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.quote.strip():
            raise ValueError(f"erratum {self.id}: a verbatim quote of the printed text is required")
        if not self.affects and not self.argument:
            raise ValueError(f"erratum {self.id}: give the statements it affects or a worked argument")
        for key in self.affects:
            if "@" not in key:
                raise ValueError(f"erratum {self.id}: affected statement {key!r} must be a key ID@version")
        for item in self.corrects:
            key, sep, _ = item.partition(":")
            if not sep or key not in self.affects:
                raise ValueError(f"erratum {self.id}: corrects {item!r} must be KEY:target with KEY among affects")
        for spec in self.accounts_for:
            key, kind, _ = _split_spec(spec)
            if key not in self.affects or kind not in _KINDS:
                raise ValueError(
                    f"erratum {self.id}: accounts_for {spec!r} must be KEY:kind[:fragment] with KEY among affects and "
                    f"kind one of {_KINDS}"
                )
        if not self.corrects and not self.accounts_for and self.declared is None:
            raise ValueError(f"erratum {self.id}: with no encoded correction to compute from, declare the severity")
        if self.corrects and self.declared is not None:
            raise ValueError(f"erratum {self.id}: the severity is computed from its corrections; do not declare it")

    def owned_corrections(self) -> dict[str, tuple[str, ...]]:
        """Statement key -> the targets of its corrections that this erratum owns."""
        owned: dict[str, tuple[str, ...]] = {}
        for item in self.corrects:
            key, _, target = item.partition(":")
            owned[key] = (*owned.get(key, ()), target)
        return owned
