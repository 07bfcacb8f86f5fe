"""Benchmark: does every quick check and negative control give the same verdict whatever the base seed?

Run: python benchmarks/bench_seed_agreement.py [--seeds 1-20] [--jobs 2] [--out seed_agreement.json] [--only ID ...]
[--full]. For each base seed the quick checks and controls of every catalog (with ``--full``, the paper-scale ones
too, as ``reproduce --full`` selects them) run on the local executor, without a cache (each base
seed is a fresh measurement); the per-check agreement with the expected verdict is printed as the seeds finish
and written to ``--out`` after each seed, so an interrupted study keeps what it measured. Target: at least 19 of
20 base seeds agree for every check and control.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict
from pathlib import Path

from paper_figures.reproduce import collect_checks
from simulations.checks.engine import LocalExecutor, run_checks


def _seeds(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=_seeds, default=_seeds("1-20"), help="base seeds, e.g. 1-20")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, default=Path("seed_agreement.json"))
    parser.add_argument("--only", nargs="+", help="check ids, statement ids or papers (default: every quick check)")
    parser.add_argument("--full", action="store_true", help="the checks of reproduce --full (paper-scale grids)")
    args = parser.parse_args()
    checks = [c for _, c in collect_checks(args.full, args.only, {})]
    verdicts: dict[str, dict[int, str]] = defaultdict(dict)
    seconds: dict[int, float] = {}
    executor = LocalExecutor(args.jobs)
    try:
        for seed in args.seeds:
            start = time.perf_counter()
            for run in run_checks(checks, executor, None, seed):
                r = run.result
                verdicts[run.check.id][seed] = "ERROR" if r is None else ("ok" if r.as_expected else r.verdict)
            seconds[seed] = time.perf_counter() - start
            bad = {i: v[seed] for i, v in verdicts.items() if v[seed] != "ok"}
            print(f"base seed {seed}: {len(checks) - len(bad)}/{len(checks)} as expected ({seconds[seed]:.0f} s) {bad}")
            args.out.write_text(json.dumps({"verdicts": verdicts, "seconds": seconds}, indent=1))
    finally:
        executor.close()
    done = len(seconds)
    print(f"\nper-check agreement over {done} base seeds (checks below {done} listed):")
    worst = sorted((sum(v == "ok" for v in vs.values()), i) for i, vs in verdicts.items())
    for agree, check_id in worst:
        if agree < done:
            print(f"  {agree}/{done}  {check_id}: {sorted(set(verdicts[check_id].values()))}")
    print(f"lowest agreement: {worst[0][0]}/{done}; {len(checks)} checks and controls")


if __name__ == "__main__":
    main()
