"""Replay a run's schedule: the dispatch phase its measured tasks would take on other numbers of workers, ordered by
their own measured levels or by a levels file (``paper_figures/task_levels.json``, or the levels a run was given),
beside the dispatch phase the run measured. Reads ``results.json`` of a run made with ``reproduce --profile``,
whose ``profile.timeline`` holds every task's passage and the tasks it waited for.

Run: python benchmarks/replay_profile.py OUT/results.json [--workers 2 16] [--levels paper_figures/task_levels.json]

With the levels a run was given, the replay at its own worker count should come close to what it measured; the
measured levels then say what the same tasks cost once the levels are right.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from simulations.checks.schedule import replay_timeline


def _refuse(reason: str) -> None:
    print(f"replay_profile: {reason}", file=sys.stderr)
    sys.exit(2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", type=Path)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4, 8, 16, 64])
    parser.add_argument("--levels", type=Path, help="a levels file to order the tasks by (default: their own)")
    args = parser.parse_args()
    try:
        found = json.loads(args.results.read_text())
        levels = json.loads(args.levels.read_text()) if args.levels else None
    except (OSError, ValueError) as exc:
        _refuse(str(exc))
    rows = found.get("profile", {}).get("timeline") if isinstance(found, dict) else None
    if not rows:
        _refuse(f"{args.results} holds no profile.timeline (run reproduce with --profile)")
    measured = max(float(r["seen"]) + float(r["continuation"]) for r in rows)
    print(f"{len(rows)} tasks on {found['jobs']} worker(s): dispatch phase {measured:.1f} s measured")
    order = f"the levels in {args.levels}" if args.levels else "their measured levels"
    for workers in args.workers:
        print(f"  {workers} worker(s), ordered by {order}: {replay_timeline(rows, workers, levels):.1f} s")


if __name__ == "__main__":
    main()
