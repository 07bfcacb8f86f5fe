"""Benchmark: 32 seeds in one vectorised run against one seed (noisy GD on the strongly convex quadratic).

Run: python benchmarks/bench_vectorized_seeds.py. Prints the median wall time of each and their ratio; the
harness's design goal is a ratio of at most 4.
"""

from __future__ import annotations

import timeit

import numpy as np

from simulations.algorithms.noisy_gd import noise_for_zcdp, noisy_gd
from simulations.instances.quadratic import QuadraticERM


def run(reps: int, d: int = 16, n: int = 10_000) -> None:
    instance = QuadraticERM(np.full(d, 0.1), 1.0, 1.0, n)
    sigma = noise_for_zcdp(instance.sensitivity, 40, 0.01)
    noisy_gd(instance.grad, np.zeros((reps, d)), 0.5, 40, sigma, np.random.default_rng(0))


def main() -> None:
    for d in (16, 256):
        one = min(timeit.repeat(lambda d=d: run(1, d), number=50, repeat=7)) / 50
        many = min(timeit.repeat(lambda d=d: run(32, d), number=50, repeat=7)) / 50
        print(f"d={d}: 1 seed {one * 1e3:.3f} ms, 32 seeds {many * 1e3:.3f} ms, ratio {many / one:.2f} (goal <= 4)")


if __name__ == "__main__":
    main()
