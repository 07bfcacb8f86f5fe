"""The levels ``reproduce`` hands its tasks out by: each task's measured seconds plus the longest chain of tasks that
waited for it (:func:`simulations.checks.schedule.levels`), by task name.

The :class:`~simulations.checks.engine.Dispatcher` gives a free worker the queued task of highest level, so the
longest chains start first. A run reads the levels measured by the runs before it in this cache (kind ``profile``),
over those shipped with ratekit (``task_levels.json``, measured by ``python benchmarks/update_task_levels.py`` from a
quick and a full run), and adds its own after it finishes. Levels only order the tasks: the samples, verdicts and
tables are the same whatever they say (each task's seeds depend on the task alone), and a stale level costs time,
never a result.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from bounds import cache_location

#: the levels shipped with ratekit
SHIPPED = Path(__file__).with_name("task_levels.json")


def measured_path() -> Path:
    """Where this cache keeps the levels its runs measured."""
    return cache_location.entry("profile", "task_levels")


def _read(path: Path) -> dict[str, float]:
    """The levels in ``path``; none where it is missing or not a table of numbers (a broken file costs order only)."""
    try:
        found = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(found, dict):
        return {}
    return {name: float(v) for name, v in found.items() if isinstance(v, int | float) and v >= 0}


def known() -> dict[str, float]:
    """The levels a run schedules by: the shipped ones, overridden by those measured in this cache."""
    return _read(SHIPPED) | _read(measured_path())


def remember(measured: Mapping[str, float]) -> None:
    """Add a run's measured levels to this cache's."""
    levels = _read(measured_path()) | {name: round(v, 3) for name, v in measured.items()}
    cache_location.write_atomically(measured_path(), json.dumps(levels, sort_keys=True).encode())
