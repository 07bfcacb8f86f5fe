"""The registry of encoded results: look theorems up by id, version, paper, kind or quantity, and the papers'
errata (root causes) by paper.

A paper's statement modules call :func:`register` and :func:`register_erratum` at import; :func:`load` imports
those of every discovered paper (:mod:`bounds.plugins`) once.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence

import sympy as sp

from bounds import plugins, symbols
from bounds.coverage import Coverage
from bounds.erratum import Erratum
from bounds.theorem import Input, Theorem

_THEOREMS: dict[tuple[str, str], Theorem] = {}
_ERRATA: dict[str, Erratum] = {}
_COVERAGE: list[Coverage] = []
_LOADED: set[str] = set()


def register(theorem: Theorem) -> Theorem:
    """Add a theorem; an (id, version) pair may be registered once."""
    key = (theorem.id, theorem.version)
    if key in _THEOREMS:
        raise ValueError(f"theorem {theorem.key} is already registered")
    _THEOREMS[key] = theorem
    return theorem


def register_erratum(erratum: Erratum) -> Erratum:
    """Add a root-cause erratum; its id may be registered once and every statement it affects must exist."""
    if erratum.id in _ERRATA:
        raise ValueError(f"erratum {erratum.id} is already registered")
    for key in erratum.affects:
        theorem_id, _, version = key.partition("@")
        if (theorem_id, version) not in _THEOREMS:
            raise ValueError(f"erratum {erratum.id}: affected statement {key} is not registered")
    _ERRATA[erratum.id] = erratum
    return erratum


def register_coverage(paper: str, parts: Sequence[tuple[str, str, str]]) -> None:
    """Record what a referee reading of ``paper`` covered: (part, depth, what was checked) per part."""
    _COVERAGE.extend(Coverage(paper, part, depth, checked) for part, depth, checked in parts)


def coverage(paper: str | None = None) -> list[Coverage]:
    """What the readings of ``paper`` (every paper by default) covered, in registration order."""
    load()
    return [c for c in _COVERAGE if paper is None or c.paper == paper]


def errata(paper: str | None = None) -> list[Erratum]:
    """The registered errata, optionally of one paper, in registration order."""
    load()
    return [e for e in _ERRATA.values() if paper is None or e.paper == paper]


def by_key(key: str) -> Theorem:
    """The theorem registered under ``ID@version``."""
    theorem_id, _, version = key.partition("@")
    return get(theorem_id, version or None)


def cite(key: str, *, corrected: bool = False) -> tuple[Input, sp.Expr]:
    """A registered statement's bound for a derivation that composes it: the input to declare in the derivation and
    the bound (its rate with constants and logs; with ``corrected``, its corrected rate)."""
    theorem_id, _, version = key.partition("@")
    if (theorem_id, version) not in _THEOREMS:  # looked up directly: paper modules cite while they load
        raise ValueError(f"cannot cite {key}: no statement is registered under it (yet)")
    source = Input(key, corrected)
    return source, source.applied_to(_THEOREMS[(theorem_id, version)]).rate.expr(logs=True, constants=True)


def load() -> None:
    """Import the statement modules of every discovered paper not loaded yet (:func:`bounds.plugins.papers`),
    after every paper's symbols (:func:`bounds.symbols.declare_papers`)."""
    symbols.declare_papers()
    for key, paper in plugins.papers().items():
        if key in _LOADED:
            continue
        _LOADED.add(key)
        for name in paper.statements:
            plugins.import_module(paper, "statements", name)


def versions(theorem_id: str) -> list[str]:
    load()
    return sorted(v for (i, v) in _THEOREMS if i == theorem_id)


def get(theorem_id: str, version: str | None = None) -> Theorem:
    """The theorem with this id, at ``version`` or at its latest version."""
    load()
    found = versions(theorem_id)
    if not found:
        close = difflib.get_close_matches(theorem_id, sorted({i for i, _ in _THEOREMS}), n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else "; run 'ratekit bounds list' for the ids"
        raise ValueError(f"unknown theorem id {theorem_id!r}{hint}")
    if version is None:
        version = found[-1]
    if version not in found:
        raise ValueError(f"theorem {theorem_id} has no version {version!r}; versions: {', '.join(found)}")
    return _THEOREMS[(theorem_id, version)]


def theorems(paper: str | None = None, kind: str | None = None, quantity: str | None = None) -> list[Theorem]:
    """All registered theorems, optionally filtered, in registration order."""
    load()
    out = list(_THEOREMS.values())
    if paper is not None:
        papers = {t.paper for t in out} | set(plugins.papers())  # a discovered paper may have no statement yet
        if paper not in papers:
            raise ValueError(f"unknown paper {paper!r}; papers: {', '.join(sorted(papers))}")
        out = [t for t in out if t.paper == paper]
    if kind is not None:
        out = [t for t in out if t.kind == kind]
    if quantity is not None:
        out = [t for t in out if quantity.lower() in t.rate.quantity.lower()]
    return out
