"""What changed between two versions of a paper: the statements whose rate or settings differ, with the direction
of each change (``ratekit bounds diff PAPER@v1 PAPER@v2``).

A change of an expression (a rate, or one parameter's setting) from ``old`` to ``new`` is classified up to
constants with the exact growth search of :mod:`bounds.tropical`: *larger* when ``new`` grows faster than ``old``
along some admissible scaling of the symbols and never slower, *smaller* in the opposite case, *incomparable* when
each grows faster along some scaling, and a *constant factor* when the two differ only by a constant. For a rate
(an upper bound) larger means the new version claims less, smaller that it claims more.

Only statements encoded at both versions are compared; a statement encoded at one version only is listed as such
(a paper module may encode a result once when both versions print it alike).
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from bounds import registry, tropical
from bounds.gap_search import GapSearch, find_gap
from bounds.theorem import Theorem


@dataclass(frozen=True)
class Change:
    """One difference between the two versions of a statement."""

    statement: str
    what: str
    old: str
    new: str
    direction: str

    def line(self) -> str:
        return f"{self.statement}: {self.what}: {self.old}  ->  {self.new}  [{self.direction}]"


def _along(search: GapSearch) -> str:
    return tropical.describe(search.direction) if search.direction is not None else ""


def direction(old: sp.Expr, new: sp.Expr, constraints: tuple[sp.Rel, ...] = ()) -> str:
    """How ``new`` compares with ``old`` up to constants (see the module docstring)."""
    old, new = sp.sympify(old), sp.sympify(new)
    if sp.simplify(new - old) == 0:
        return "unchanged"
    grows = find_gap(new, old, constraints)
    shrinks = find_gap(old, new, constraints)
    if grows.direction is not None and shrinks.direction is not None:
        return f"incomparable: larger along {_along(grows)}, smaller along {_along(shrinks)}"
    if grows.direction is not None:
        return f"larger along {_along(grows)} (by s^{grows.gap})"
    if shrinks.direction is not None:
        return f"smaller along {_along(shrinks)} (by s^{shrinks.gap})"
    ratio = sp.simplify(new / old)
    return f"constant factor {ratio}" if not ratio.free_symbols else "same growth, not a constant multiple"


def _statement_changes(old: Theorem, new: Theorem) -> list[Change]:
    changes = []
    constraints = tuple(old.assumptions) + tuple(a for a in new.assumptions if a not in old.assumptions)
    old_rate, new_rate = (t.rate.expr(logs=False, constants=True) for t in (old, new))
    if sp.simplify(old_rate - new_rate) != 0:
        changes.append(Change(old.id, "rate", str(old_rate), str(new_rate), direction(old_rate, new_rate, constraints)))
    before, after = old.settings(), new.settings()
    for sym in sorted(set(before) | set(after), key=lambda s: s.name):
        if sym not in after:
            changes.append(Change(old.id, f"setting of {sym}", str(before[sym]), "(none)", "removed"))
        elif sym not in before:
            changes.append(Change(old.id, f"setting of {sym}", "(none)", str(after[sym]), "added"))
        elif sp.simplify(before[sym] - after[sym]) != 0:
            changes.append(
                Change(
                    old.id,
                    f"setting of {sym}",
                    str(before[sym]),
                    str(after[sym]),
                    direction(before[sym], after[sym], constraints),
                )
            )
    return changes


@dataclass(frozen=True)
class VersionDiff:
    """The changes between two versions of one paper, and the statements encoded at one version only."""

    paper: str
    old: str
    new: str
    changes: tuple[Change, ...]
    unchanged: tuple[str, ...]
    only_old: tuple[str, ...]
    only_new: tuple[str, ...]


def diff(paper: str, old: str, new: str) -> VersionDiff:
    """Compare the statements of ``paper`` encoded at versions ``old`` and ``new``."""
    theorems = registry.theorems(paper=paper)
    versions = sorted({t.version for t in theorems})
    for v in (old, new):
        if v not in versions:
            raise ValueError(f"paper {paper} has no version {v!r}; versions: {', '.join(versions)}")
    at = {v: {t.id: t for t in theorems if t.version == v} for v in (old, new)}
    shared = [i for i in at[old] if i in at[new]]
    changes, unchanged = [], []
    for theorem_id in shared:
        found = _statement_changes(at[old][theorem_id], at[new][theorem_id])
        changes += found
        if not found:
            unchanged.append(theorem_id)
    return VersionDiff(
        paper,
        old,
        new,
        tuple(changes),
        tuple(unchanged),
        tuple(i for i in at[old] if i not in at[new]),
        tuple(i for i in at[new] if i not in at[old]),
    )
