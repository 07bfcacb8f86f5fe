"""The rate checks of every discovered paper (:mod:`bounds.plugins`), read from each paper's check modules.

A check module exposes ``checks()`` (quick grids), ``negative_controls()`` (checks that must fail) and, where
paper-scale grids exist, ``full_checks()``.
"""

from __future__ import annotations

from bounds import plugins
from simulations.checks.ratecheck import RateCheck


def checks_of(paper: str, *, full: bool = False, controls: bool = True) -> list[RateCheck]:
    """One paper's checks: quick grids, its negative controls (``controls``) and paper-scale grids (``full``)."""
    found: list[RateCheck] = []
    record = plugins.paper(paper)
    for name in record.checks:
        module = plugins.import_module(record, "checks", name)
        found += list(module.checks())
        if controls:
            found += list(module.negative_controls())
        if full and hasattr(module, "full_checks"):
            found += list(module.full_checks())
    return found


def all_checks(full: bool, errors: dict[str, str]) -> list[tuple[str, RateCheck]]:
    """(paper key, check) for every discovered paper; a paper whose check modules fail to load is recorded in
    ``errors`` (by key, with the exception) and the others still run."""
    found: list[tuple[str, RateCheck]] = []
    for key in plugins.papers():
        for _ in range(2):  # a second try once another plugin's error, met while loading this one, is recorded
            try:
                found += [(key, c) for c in checks_of(key, full=full)]
                break
            except plugins.PluginError as exc:  # blamed on the plugin at fault, which no longer loads
                errors.setdefault(exc.paper, str(exc))
                if exc.paper == key:
                    break
            except Exception as exc:  # a broken plugin is reported, the others still run
                errors[key] = f"{type(exc).__name__}: {exc}"
                break
    return found
