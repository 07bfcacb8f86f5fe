"""What a figure module reads: its ``reads(full)`` gives the ids of the rate checks whose samples its ``make`` reads,
and ``reproduce`` starts the module once those checks are judged (:func:`paper_figures.reproduce.figure_waits`); a
module without ``reads`` waits for every check of its paper."""

from __future__ import annotations


def no_checks(full: bool = False) -> list[str]:
    """The ``reads`` of a figure module that reads no rate check's samples: ``reproduce`` starts it at once."""
    return []
