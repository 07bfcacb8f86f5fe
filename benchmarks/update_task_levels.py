"""Measure the task levels shipped with ratekit (``paper_figures/task_levels.json``): the quick and the full
``reproduce``, cold, each in a temporary cache of its own, on the workers given; each task's level (its seconds
plus the longest chain of tasks that waited for it) rounded to 0.1 s, the full run's where both ran a task.

Run: python benchmarks/update_task_levels.py [--jobs 2]

Levels only order the tasks a run hands out (:mod:`paper_figures.task_levels`); no result depends on them.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path

from paper_figures import task_levels
from paper_figures.reproduce import reproduce


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    measured: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        # each run in a cache of its own, so that the full run measures the quick checks' blocks it shares with the
        # quick run (read from a shared cache, they would keep the quick run's levels); the full run's levels win
        for full in (False, True):
            os.environ["RATEKIT_CACHE"] = str(Path(tmp) / f"cache{int(full)}")
            rep = reproduce(Path(tmp) / f"out{int(full)}", full=full, jobs=args.jobs, progress=False)
            found = rep.profile
            print(f"{'full' if full else 'quick'}: {rep.seconds:.1f} s, {found['tasks']} tasks, critical path")
            print(json.dumps(found["critical_path"], indent=1), "\npredicted:", found["predicted_run_seconds"])
            measured |= json.loads(task_levels.measured_path().read_text())
    shipped = {name: round(level, 1) for name, level in sorted(measured.items())}
    task_levels.SHIPPED.write_text(json.dumps(shipped, indent=0, sort_keys=True) + "\n")
    print(f"wrote {len(shipped)} levels to {task_levels.SHIPPED}")


if __name__ == "__main__":
    main()
