"""What a referee reading of a paper covered: each part read (a section, an appendix, the algorithm boxes, the
lower bounds, the privacy arguments) and how it was read, so that a referee report says what it vouches for and
what it does not.

A paper registers its coverage next to its errata (:func:`bounds.registry.register_coverage`); the referee report
(:mod:`bounds.referee_report`) prints it per paper.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: how closely a part was read: every step re-derived, read line by line against the statements it uses, or
#: only consulted for definitions
Depth = Literal["re-derived", "read line by line", "consulted"]
DEPTHS: tuple[str, ...] = ("re-derived", "read line by line", "consulted")


@dataclass(frozen=True)
class Coverage:
    """One part of a paper and how it was read: ``part`` names it as a reader cites it (e.g. ``"App. B.2 (proof
    of Lem 3.12)"``), ``depth`` is one of :data:`DEPTHS`, ``checked`` says what was checked there."""

    paper: str
    part: str
    depth: Depth
    checked: str

    def __post_init__(self) -> None:
        if self.depth not in DEPTHS:
            raise ValueError(f"coverage of {self.paper} {self.part}: depth must be one of {DEPTHS}, got {self.depth!r}")
        if not self.part.strip() or not self.checked.strip():
            raise ValueError(f"coverage of {self.paper}: a part and what was checked there are required")

    def line(self) -> str:
        return f"{self.part} ({self.depth}): {self.checked}"
