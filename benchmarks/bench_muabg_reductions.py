"""Benchmark: the cost of MUABG's simulations against d and n.

Run: python benchmarks/bench_muabg_reductions.py. Prints, per configuration, the CPU time of one vectorised run
(32 seeds) and the time per round or per step:

* Alg 3 (adaptive noisy GD) on a ||w||^p: direct simulation in dimension d against the exact radial reduction,
  whose cost per round does not depend on d (d = 1e30 included);
* Alg 1 (KL Spider): the time per gradient step as n grows from 1e6 to 1e12 (the instance's gradient costs O(d),
  so n enters only through the noise scales and the number of phases);
* Alg 4 (the subroutine of Alg 2): time per step, which with T ~ n^2 rho/d steps per call is what limits Alg 2.
"""

from __future__ import annotations

import time

import numpy as np

from simulations.papers.muabg.algorithms.adaptive_gd import adaptive_noisy_gd
from simulations.papers.muabg.algorithms.kl_spider import kl_spider, spider_schedule
from simulations.papers.muabg.algorithms.noisy_gd_sc import noisy_gd_subproblem, subproblem_settings
from simulations.papers.muabg.algorithms.states import DirectState, RadialState
from simulations.papers.muabg.instances.power import PowerKL

REPS = 32


def _timed(fn) -> tuple[float, object]:
    start = time.process_time()
    out = fn()
    return time.process_time() - start, out


def alg3(d: float, radial: bool) -> tuple[float, float]:
    inst = PowerKL.for_kappa(1.5)
    if radial:
        state = RadialState(np.full(REPS, 0.5), inst.radial_derivative, d)
    else:
        state = DirectState(np.tile(inst.start(int(d)), (REPS, 1)), inst.grad)
    kw = dict(n=1e7 * np.sqrt(d), d=d, rho=1.0, beta=0.1, L0=inst.lipschitz, L1=inst.smoothness)
    seconds, result = _timed(lambda: adaptive_noisy_gd(state, rng=np.random.default_rng(0), **kw))
    return seconds, seconds / result.rounds.max()


def alg1(n: float, d: int = 10) -> tuple[float, float]:
    inst = PowerKL.for_kappa(2.0)
    schedule = spider_schedule(
        n=n, d=d, rho=1.0, beta=0.1, F0=0.25, gamma=inst.gamma, kappa=2.0, L0=inst.lipschitz, L1=inst.smoothness
    )
    w0 = np.tile(inst.start(d), (REPS, 1))
    seconds, result = _timed(lambda: kl_spider(inst.grad, w0, schedule, gamma=inst.gamma, rng=np.random.default_rng(0)))
    return seconds, seconds / (schedule.K + result.updates.max())


def alg4(n: float) -> tuple[float, float, int]:
    inst = PowerKL.for_kappa(2.0, radius=0.5)
    settings = subproblem_settings(n=n, d=1, rho=0.1, beta=0.01, L0=inst.lipschitz, Lt1=0.25)
    centre = np.full((REPS, 1), 0.5)
    seconds, _ = _timed(
        lambda: noisy_gd_subproblem(inst.grad, centre, settings, Lt1=0.25, rng=np.random.default_rng(0))
    )
    return seconds, seconds / settings.steps, settings.steps


def main() -> None:
    print(f"Alg 3, {REPS} seeds, n = 1e7 sqrt(d) (so the run has the same number of rounds):")
    for d in (10, 1_000, 10_000):
        direct, direct_round = alg3(d, radial=False)
        radial, radial_round = alg3(d, radial=True)
        print(
            f"  d = {d:>7g}: direct {direct:7.3f} s ({direct_round * 1e6:8.1f} us/round), "
            f"radial {radial:6.3f} s ({radial_round * 1e6:6.1f} us/round)"
        )
    seconds, per_round = alg3(1e30, radial=True)
    print(f"  d =   1e30: radial {seconds:6.3f} s ({per_round * 1e6:6.1f} us/round); direct impossible")
    print(f"Alg 1 (kappa = 2, d = 10), {REPS} seeds:")
    for n in (1e6, 1e9, 1e12):
        seconds, per_step = alg1(n)
        print(f"  n = {n:.0e}: {seconds:6.3f} s, {per_step * 1e6:6.1f} us per gradient query")
    print(f"Alg 4 (d = 1, rho = 0.1), {REPS} seeds:")
    for n in (30, 100):
        seconds, per_step, steps = alg4(n)
        print(f"  n = {n}: {steps} steps, {seconds:6.3f} s, {per_step * 1e6:6.1f} us per step")


if __name__ == "__main__":
    main()
