"""The rate checks of every discovered paper (:mod:`bounds.plugins`), read from each paper's check modules.

A check module exposes ``checks()`` (quick grids), ``negative_controls()`` (checks that must fail) and, where
paper-scale grids exist, ``full_checks()``.
"""

from __future__ import annotations

from collections.abc import Sequence

from bounds import plugins, registry
from simulations.checks.ratecheck import RateCheck


def checks_of(paper: str, *, full: bool = False, controls: bool = True) -> list[RateCheck]:
    """One paper's checks: quick grids, its negative controls (``controls``) and paper-scale grids (``full``).

    A paper's checks measure its own statements (their ids read ``PAPER-...``), so that a selection by check,
    statement or paper needs only the check modules of the papers it names (:func:`all_checks`); a check of another
    paper's statement is a :class:`~bounds.plugins.PluginError` of this paper."""
    found: list[RateCheck] = []
    record = plugins.paper(paper)
    for name in record.checks:
        module = plugins.import_module(record, "checks", name)
        found += list(module.checks())
        if controls:
            found += list(module.negative_controls())
        if full and hasattr(module, "full_checks"):
            found += list(module.full_checks())
    stray = [c.id for c in found if c.paper != paper]
    if stray:
        raise plugins.PluginError(
            paper, f"its checks must measure its own statements ({paper}-...), but {stray[0]} measures another paper's"
        )
    return found


def _load_statements(errors: dict[str, str]) -> None:
    """Load every paper's statements before any check module asks for them, so that a broken plugin is recorded
    under its own key (``errors``) and not under the paper whose checks happened to load the registry first; each
    load resumes after the paper that failed."""
    while True:
        try:
            registry.load()
            return
        except plugins.PluginError as exc:
            errors.setdefault(exc.paper, str(exc))


def all_checks(full: bool, errors: dict[str, str], papers: Sequence[str] | None = None) -> list[tuple[str, RateCheck]]:
    """(paper key, check) for every discovered paper, or for ``papers`` only (whose check modules alone are
    imported; every paper's statements are loaded); a paper whose statement or check modules fail to load is
    recorded in ``errors`` (by key, with the exception) and the others still run."""
    _load_statements(errors)
    found: list[tuple[str, RateCheck]] = []
    for key in plugins.papers() if papers is None else [p for p in plugins.papers() if p in papers]:
        if key in errors:
            continue
        try:
            found += [(key, c) for c in checks_of(key, full=full)]
        except Exception as exc:  # a broken plugin is reported, the others still run
            errors[key] = str(exc) if isinstance(exc, plugins.PluginError) else f"{type(exc).__name__}: {exc}"
    return found
