"""Benchmark: LT-Alg3 (with LT-Alg4 and the tree mechanism) per step, against runs and dimension; LT-Alg2 per step.

Run: python benchmarks/bench_lt_spider.py. Prints the CPU time per step of one run and of many runs vectorised
together (the harness's goal: many seeds at the cost of a few), and per step and run.
"""

from __future__ import annotations

import time

import numpy as np

from simulations.papers.lt.algorithms.escape import escape_saddle
from simulations.papers.lt.algorithms.parameters import escape_parameters, lt_parameters
from simulations.papers.lt.algorithms.spider_sosp import spider_sosp
from simulations.papers.lt.instances.cubic_saddle import CubicSaddle
from simulations.papers.lt.instances.noise import SineRidgeNoise
from simulations.papers.lt.instances.ramp import Ramp


def spider_per_step(reps: int, d: int, alpha: float = 0.05, repeat: int = 3) -> float:
    """CPU seconds per step of LT-Alg3 on the private ramp (calibrated noise, printed recipe)."""
    ramp = Ramp.at_scale(alpha, d, noise=SineRidgeNoise(0.25, 0.25))
    params = lt_parameters(alpha, d=d, epsilon=2e-4, B=8.0, G=1.5, M=1.0, rho=1.0, horizon=2**17)
    best = np.inf
    for i in range(repeat):
        start = time.process_time()
        result = spider_sosp(ramp, params, reps, np.random.default_rng(i))
        best = min(best, (time.process_time() - start) / result.steps.max())
    return best


def escape_per_step(reps: int, d: int, gamma: float = 1e-3) -> float:
    """CPU seconds per step of LT-Alg2 with dense frozen Hessians."""
    saddle = CubicSaddle.at_scale(gamma, d, c=2.0)
    p = escape_parameters(gamma, d=d, M=1.0, rho=1.0)
    x0 = saddle.start(reps)
    hess = saddle.hessian(x0[:1])[0]
    start = time.process_time()
    out = escape_saddle(
        x0,
        saddle.grad(x0),
        lambda v, runs: v @ hess,
        Gamma=p.Gamma,
        Xi=p.Xi,
        eta=p.eta,
        sigma=p.sigma,
        rng=np.random.default_rng(0),
    )
    return (time.process_time() - start) / out.steps.max()


def main() -> None:
    for d in (20, 400, 4096):
        one = spider_per_step(1, d)
        many = spider_per_step(16, d)
        print(
            f"LT-Alg3 d={d}: 1 run {one * 1e3:.3f} ms/step, 16 runs {many * 1e3:.3f} ms/step "
            f"({many / 16 * 1e3:.3f} ms per run-step), ratio {many / one:.2f}"
        )
    for d in (20, 200):
        print(f"LT-Alg2 d={d}: 200 runs {escape_per_step(200, d) * 1e3:.3f} ms/step")


if __name__ == "__main__":
    main()
