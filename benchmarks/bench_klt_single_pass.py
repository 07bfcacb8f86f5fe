"""Benchmark: KLT single-pass runs (Alg. 2 + Alg. 5 / Alg. 3) and the multi-pass oracle, and seed vectorisation.

Run: python benchmarks/bench_klt_single_pass.py. Prints the wall time of one run per configuration (the schedule
of KLT-Thm6.1 at v1 and v2, variance-sufficient m, theorem sigma, K1 with unit noise, d = 4, eps = 1e3), the time
of one multi-pass period (Alg. 4, zero order, K5), and the ratio of 8 vectorised seeds to 1 seed.
"""

from __future__ import annotations

import time

import numpy as np

from simulations.papers.klt.algorithms.runs import run_multi_pass, run_single_pass
from simulations.papers.klt.algorithms.schedules import multi_pass_schedule, single_pass_schedule
from simulations.papers.klt.instances.kinks import SeparableKinks, SingleKink


def _single(version: str, oracle: str, n: int, reps: int) -> tuple[float, int]:
    schedule = single_pass_schedule(
        version,
        oracle,
        n=n,
        d=4,
        epsilon=1e3,
        delta=1e-6,
        alpha=0.1,
        Phi=1.0,
        L=2.0,
        m_rule="variance",
        calibration="theorem",
    )
    instance = SingleKink(4, 1.0)
    start = time.perf_counter()
    run_single_pass(schedule, instance, instance.start(1.0), reps, np.random.default_rng(0))
    return time.perf_counter() - start, schedule.m


def _multi(n: int, reps: int) -> float:
    schedule = multi_pass_schedule(n=n, d=4, epsilon=1.0, delta=1e-6, alpha=0.1, beta=0.25, Phi=1.0)
    instance = SeparableKinks(4)
    rng = np.random.default_rng(0)
    data = instance.sample(rng, (reps, n))
    start = time.perf_counter()
    run_multi_pass(schedule, instance, data, instance.start(0.5), rng, steps=schedule.Sigma)
    return time.perf_counter() - start


def main() -> None:
    _single("v2", "first_order", 200, 1)  # warm-up: registry import and lambdify
    for version in ("v1", "v2"):
        for n in (1000, 2000, 4000):
            seconds, m = _single(version, "first_order", n, 8)
            print(f"Alg. 2 + Alg. 5, {version}, n={n}, m={m}, 8 seeds: {seconds:.2f} s")
    seconds, m = _single("v2", "zero_order", 1000, 8)
    print(f"Alg. 2 + Alg. 3, v2, n=1000, m={m}, 8 seeds: {seconds:.2f} s")
    for n in (100, 400):
        print(f"Alg. 4, one period, n={n}, 16 seeds: {_multi(n, 16):.2f} s")
    one, _ = _single("v2", "first_order", 2000, 1)
    many, _ = _single("v2", "first_order", 2000, 8)
    print(f"vectorised seeds, v2 n=2000: 1 seed {one:.2f} s, 8 seeds {many:.2f} s, ratio {many / one:.2f}")


if __name__ == "__main__":
    main()
