"""The registry of encoded results: look theorems up by id, version, paper, kind or quantity.

Paper modules call :func:`register` at import; :func:`load` imports all of them once.
"""

from __future__ import annotations

import difflib
import importlib

from bounds.theorem import Theorem

_THEOREMS: dict[tuple[str, str], Theorem] = {}
_LOADED = False

PAPER_MODULES = (
    "bounds.papers.klt",
    "bounds.papers.muabg",
    "bounds.papers.cgt",
    "bounds.papers.lt",
    "bounds.prior_work",
)


def register(theorem: Theorem) -> Theorem:
    """Add a theorem; an (id, version) pair may be registered once."""
    key = (theorem.id, theorem.version)
    if key in _THEOREMS:
        raise ValueError(f"theorem {theorem.key} is already registered")
    _THEOREMS[key] = theorem
    return theorem


def load() -> None:
    """Import every paper module (idempotent)."""
    global _LOADED
    if _LOADED:
        return
    for name in PAPER_MODULES:
        importlib.import_module(name)
    _LOADED = True


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
        papers = {t.paper for t in out}
        if paper not in papers:
            raise ValueError(f"unknown paper {paper!r}; papers: {', '.join(sorted(papers))}")
        out = [t for t in out if t.paper == paper]
    if kind is not None:
        out = [t for t in out if t.kind == kind]
    if quantity is not None:
        out = [t for t in out if quantity.lower() in t.rate.quantity.lower()]
    return out
