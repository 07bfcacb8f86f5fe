"""All errata of the registered papers, found by re-derivation and unit checks (see :meth:`Theorem.errata`)."""

from __future__ import annotations

from bounds import registry
from bounds.theorem import Erratum


def all_errata(paper: str | None = None) -> list[Erratum]:
    """Every erratum that the computations find, in registry order."""
    found: list[Erratum] = []
    for theorem in registry.theorems(paper=paper):
        found += theorem.errata()
    return found
