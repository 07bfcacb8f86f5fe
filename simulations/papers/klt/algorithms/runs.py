"""One call from a KLT schedule to a finished run: Algorithm 2 with the oracle the schedule names.

Kornowski, Liu, Talwar (arXiv 2410.05880): single pass = Alg. 2 + Alg. 3 (KLT-Thm3.1) or Alg. 2 + Alg. 5
(KLT-Thm6.1); multi-pass = Alg. 2 + Alg. 4 (KLT-Thm4.1). The schedules come from
:mod:`simulations.papers.klt.algorithms.schedules`; every run is vectorised over ``reps`` independent repetitions (each
with its own data stream or dataset) and seeded by an explicit ``numpy.random.Generator``.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from simulations.papers.klt.algorithms.estimators import Directions, Instance, Points
from simulations.papers.klt.algorithms.first_order_single_pass import FirstOrderSinglePassOracle
from simulations.papers.klt.algorithms.o2nc import Callback, O2NCRun, o2nc
from simulations.papers.klt.algorithms.schedules import MultiPassSchedule, SinglePassSchedule
from simulations.papers.klt.algorithms.variance_reduction import SinglePassVarianceReduced
from simulations.papers.klt.algorithms.zero_order_multi_pass import Estimator, MultiPassOracle
from simulations.papers.klt.algorithms.zero_order_single_pass import ZeroOrderSinglePassOracle

Array = NDArray[np.float64]


def _start(x0: Array, reps: int) -> Array:
    x0 = np.asarray(x0, dtype=float)
    if x0.ndim == 1:
        x0 = np.broadcast_to(x0, (reps, x0.shape[0]))
    if x0.ndim != 2 or x0.shape[0] != reps:
        raise ValueError(f"x0 must have shape (d,) or (reps={reps}, d), got shape {x0.shape}")
    return np.array(x0)


def single_pass_oracle(
    schedule: SinglePassSchedule,
    instance: Instance,
    rng: np.random.Generator,
    directions: Directions = "sphere",
    points: Points = "ball",
) -> SinglePassVarianceReduced:
    """Alg. 3 or Alg. 5 (by ``schedule.oracle``) with the schedule's Σ, B1, B2, m, σ and sample budget."""
    common = dict(
        instance=instance,
        alpha=schedule.alpha,
        period=schedule.Sigma,
        checkpoint_batch=schedule.B1,
        increment_batch=schedule.B2,
        m=schedule.m,
        sigma=schedule.sigma,
        rng=rng,
        budget=schedule.budget,
    )
    if schedule.oracle == "zero_order":
        return ZeroOrderSinglePassOracle(**common, directions=directions)
    return FirstOrderSinglePassOracle(**common, points=points)


def run_single_pass(
    schedule: SinglePassSchedule,
    instance: Instance,
    x0: Array,
    reps: int,
    rng: np.random.Generator,
    directions: Directions = "sphere",
    points: Points = "ball",
    callback: Callback | None = None,
) -> O2NCRun:
    """Alg. 2 with the schedule's D, η, M, T and its single-pass oracle, from ``x0`` ((d,) or (reps, d))."""
    oracle = single_pass_oracle(schedule, instance, rng, directions, points)
    return o2nc(oracle, _start(x0, reps), schedule.D, schedule.eta, schedule.M, schedule.T, rng, callback)


def run_multi_pass(
    schedule: MultiPassSchedule,
    instance: Instance,
    data: Array,
    x0: Array,
    rng: np.random.Generator,
    steps: int | None = None,
    estimator: Estimator = "zero_order",
    callback: Callback | None = None,
) -> O2NCRun:
    """Alg. 2 with Alg. 4 on ``data`` (reps, n, p) for ``steps`` (default the schedule's T) steps."""
    reps = np.asarray(data).shape[0]
    oracle = MultiPassOracle(
        instance,
        data,
        schedule.alpha,
        schedule.Sigma,
        schedule.m,
        schedule.sigma1,
        schedule.sigma2,
        rng,
        estimator=estimator,
    )
    total = schedule.T if steps is None else steps
    window = min(schedule.M, total)
    return o2nc(oracle, _start(x0, reps), schedule.D, schedule.eta, window, total, rng, callback)
