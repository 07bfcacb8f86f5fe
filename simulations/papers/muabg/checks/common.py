"""What MUABG's check modules share: the instances' settings and the parameter helpers."""

from __future__ import annotations

BETA = 0.1
START_NORM = 0.5
