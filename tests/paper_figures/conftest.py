"""Shared fixtures of the figure tests."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pytest


@pytest.fixture
def record_reads(monkeypatch) -> Callable[[ModuleType], set[str]]:
    """``record_reads(module)``: a set that collects the id of every rate check ``module`` runs from then on (its
    ``make`` reads their samples), to compare with what the module declares in ``reads`` (``reproduce`` starts a
    figure module once the checks it declares are finished)."""

    def record(module: ModuleType) -> set[str]:
        seen: set[str] = set()
        real = module.run_check

        def run_check(check, *args, **kwargs):
            seen.add(check.id)
            return real(check, *args, **kwargs)

        monkeypatch.setattr(module, "run_check", run_check)
        return seen

    return record
