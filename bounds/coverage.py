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


#: the readings done alike for every paper: the part as the referee report names it and how it was read; what each
#: found differs per paper (:func:`shared_reading`)
SHARED_READINGS: dict[str, tuple[str, str]] = {
    "by kind": (
        "A reading by kind across the whole paper",
        "lower bounds and the hard instances' hypotheses, privacy bookkeeping (failure events, calibrations, "
        "sensitivities, neighbouring relations), every algorithm box line by line, and the claims outside the "
        "theorems (abstract, introduction, remarks, discussion) against the theorems they summarise",
    ),
    "blind by part": (
        "A blind reading of every part, matched against these errata",
        "independent readers who did not see the errata read the main text and the appendices",
    ),
    "blind by kind": (
        "A second blind reading by kind, matched against these errata",
        "two more independent readers who did not see the errata, one on the statements, algorithm boxes, "
        "privacy calibrations and claims, one on the proofs display by display",
    ),
    "blind margin": (
        "A third blind reading for the slips marked in a margin, matched against these errata",
        "one more independent reader who did not see the errata, on notation, indices, cross-references, "
        "constants between displays, reference entries and experiment descriptions",
    ),
}


def shared_reading(kind: str, found: str = "") -> tuple[str, Depth, str]:
    """The reading ``kind`` of :data:`SHARED_READINGS` as an entry of
    :func:`bounds.registry.register_coverage`, read line by line, with what it ``found`` in this paper."""
    if kind not in SHARED_READINGS:
        raise ValueError(f"shared reading {kind!r} is not one of {', '.join(SHARED_READINGS)}")
    part, how = SHARED_READINGS[kind]
    return part, "read line by line", f"{how}; {found}" if found else how
