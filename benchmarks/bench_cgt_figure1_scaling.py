"""Benchmark: CGT Figure 1 (arXiv 2406.02716 v1, Sec 5.1) through the executor, wall time against workers.

Run: python benchmarks/bench_cgt_figure1_scaling.py [--scale full] [--workers 1 2] [--executor local|dask]
[--dataset fashion-mnist] [--out docs/cgt_figure1_scaling.png].

For each number of workers the whole table (every row's sweep and final runs, the strategies optimized afresh) is
run cold in a temporary cache; the tables must be identical number for number whatever the number of workers
(the benchmark exits 1 otherwise). Writes the wall times and the speed-up beside the ideal one as a figure and as
JSON (same stem, with the table's SHA-256 without timings, to compare executors across invocations); with one BLAS
thread per worker, so that one worker is one core.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import matplotlib.pyplot as plt
from threadpoolctl import threadpool_limits

from simulations.checks.engine import make_executor
from simulations.papers.cgt.algorithms.figure1_experiment import TaskSpec, load_task, run_table, scale


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", default="full", choices=("small", "full"))
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--executor", default="local", choices=("local", "dask"))
    parser.add_argument("--dataset", default="fashion-mnist")
    parser.add_argument("--data-dir", default=None)
    parser.add_argument("--out", type=Path, default=Path("docs/cgt_figure1_scaling.png"))
    args = parser.parse_args()
    grid = scale(args.scale)
    spec = TaskSpec(args.dataset, args.data_dir, grid.train_size, grid.test_size)
    walls: dict[int, float] = {}
    per_run: dict[int, float] = {}
    tables: dict[int, str] = {}
    for workers in args.workers:
        pool = make_executor(args.executor, workers)
        try:
            # cold: the data loaded again, the strategies optimized again; one BLAS thread here as in every worker
            load_task.cache_clear()
            with tempfile.TemporaryDirectory() as cache, threadpool_limits(1):
                start = time.perf_counter()
                table = run_table(spec, grid, cache_dir=Path(cache), executor=pool)
                walls[workers] = time.perf_counter() - start
        finally:
            pool.close()
        tables[workers] = table.comparable_json()
        runs = sum(len(r.accuracies) for r in table.rows)
        # a final run's worker seconds, measured inside the task: what the executor's overhead does not include
        per_run[workers] = sum(r.seconds_per_run * len(r.accuracies) for r in table.rows) / runs
        print(
            f"{workers} worker(s): {walls[workers]:.1f} s wall ({table.label}, scale {grid.name}, {runs} final runs, "
            f"{per_run[workers]:.3f} worker s per final run)"
        )
    identical = len(set(tables.values())) == 1
    print("tables identical for every number of workers:", identical)
    base = min(walls)
    counts = sorted(walls)
    fig, (left, right) = plt.subplots(1, 2, figsize=(8.5, 3.4))
    left.plot(counts, [walls[w] for w in counts], "o-")
    left.set(xlabel="workers", ylabel="wall time (s)", title=f"CGT Figure 1 ({args.dataset}, scale {grid.name})")
    right.plot(counts, [walls[base] / walls[w] for w in counts], "o-", label="measured")
    right.plot(counts, [w / base for w in counts], "k:", label="ideal")
    right.set(xlabel="workers", ylabel=f"speed-up over {base} worker(s)", title=f"{args.executor} executor")
    right.legend(fontsize=8)
    for ax in (left, right):
        ax.set_xticks(counts)
        ax.grid(alpha=0.3)
    fig.tight_layout()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(args.out, dpi=120)
    record = {
        "scale": grid.name,
        "dataset": args.dataset,
        "executor": args.executor,
        "wall_seconds": walls,
        "worker_seconds_per_final_run": per_run,
        "identical_tables": identical,
        "table_sha256": hashlib.sha256(tables[counts[0]].encode()).hexdigest(),
        "cpus": os.cpu_count(),
    }
    args.out.with_suffix(".json").write_text(json.dumps(record, indent=1))
    print(f"wrote {args.out} and {args.out.with_suffix('.json')}")
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
