"""How much slower a worker's task runs when more workers are busy on the same machine.

A task measured on 2 workers does not take the same seconds when 16 run at once: the workers share memory
bandwidth, caches, the clock a chip holds under load, and, where the machine counts hardware threads as cores, the
cores themselves. :func:`slowdowns` measures that on the machine at hand with a fixed kernel shaped like the checks'
tasks (a Python loop over steps, each a few vector operations on one BLAS thread: :func:`kernel`): its seconds
when ``k`` copies run at once, started together, over its seconds alone. :func:`simulations.checks.schedule.profile`
scales the measured tasks by it to predict a run with another number of workers on this machine.
"""

from __future__ import annotations

import multiprocessing
import statistics
import time
from collections.abc import Iterable
from typing import Any

import numpy as np
from threadpoolctl import threadpool_limits

from simulations.cpus import usable_cpus

#: steps and vector length of the kernel: about 0.2 s alone on a 2026 server core
STEPS, LENGTH = 1500, 20_000


def kernel(steps: int = STEPS, length: int = LENGTH) -> float:
    """Seconds of a fixed workload on one BLAS thread: ``steps`` steps of a noisy averaged descent in ``length``
    dimensions (draw, scale, add, norm: the operations of the checks' simulated algorithms)."""
    rng = np.random.default_rng(0)
    x, average = np.ones(length), np.zeros(length)
    with threadpool_limits(1):
        start = time.perf_counter()
        for t in range(1, steps + 1):
            noise = rng.standard_normal(length)
            x -= 0.01 * (x + noise) / max(1.0, float(np.linalg.norm(x)))
            average += (x - average) / t
        return time.perf_counter() - start


def _timed_copy(barrier: Any, results: Any, repeats: int) -> None:
    barrier.wait()
    results.put(min(kernel() for _ in range(repeats)))


def _together(copies: int, repeats: int) -> float:
    """The median over ``copies`` processes, started together, of each one's best of ``repeats`` kernel runs."""
    context = multiprocessing.get_context()
    barrier, results = context.Barrier(copies), context.Queue()
    processes = [context.Process(target=_timed_copy, args=(barrier, results, repeats)) for _ in range(copies)]
    for p in processes:
        p.start()
    seconds = [results.get() for _ in processes]
    for p in processes:
        p.join()
    return statistics.median(seconds)


def slowdowns(counts: Iterable[int] | None = None, repeats: int = 2) -> dict[int, float]:
    """For each count ``k`` of busy workers (by default 1, 2, 4, ... up to the CPUs this process may use, and that
    count: :func:`simulations.cpus.usable_cpus`), the kernel's seconds with ``k`` copies running at once over its
    seconds alone (1.0 at ``k = 1``)."""
    cores = usable_cpus()
    if counts is None:
        counts = sorted({2**i for i in range(cores.bit_length()) if 2**i <= cores} | {cores})
    counts = sorted(set(counts))
    if not counts or counts[0] < 1:
        raise ValueError(f"counts must be positive integers, got {counts}")
    alone = min(kernel() for _ in range(repeats + 1))
    return {1: 1.0} | {k: _together(k, repeats) / alone for k in counts if k > 1}
