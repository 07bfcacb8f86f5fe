"""The rate checks of each paper, as :class:`~simulations.checks.ratecheck.RateCheck` objects.

Each catalog module exposes ``checks()`` (quick grids), ``negative_controls()`` (checks that must fail) and, where
paper-scale grids exist, ``full_checks()``.
"""

from __future__ import annotations

import importlib
from types import ModuleType

CATALOGS = ("erm", "klt", "muabg", "cgt", "lt")


def load(name: str) -> ModuleType:
    """Import one catalog module by name."""
    if name not in CATALOGS:
        raise ValueError(f"unknown catalog {name!r}; catalogs: {', '.join(CATALOGS)}")
    return importlib.import_module(f"simulations.checks.catalog.{name}")
