"""KLT's end-to-end single-pass measures (Alg. 2 with Alg. 3 or Alg. 5)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import lru_cache

import numpy as np

from simulations.metrics import goldstein_norm
from simulations.papers.klt.algorithms.runs import run_single_pass
from simulations.papers.klt.algorithms.schedules import single_pass_schedule
from simulations.papers.klt.checks.common import DELTA, _int, _rng
from simulations.papers.klt.instances.kinks import RandomSignKink, SingleKink
from simulations.papers.klt.instances.relu import ReluRegression

START_JITTER = 0.2
"""Repetition i of r starts at distance R(1 − 0.2(i + 1/2)/r): stratified starts average out the whole-window
discreteness of the travel term."""


def _kink_instance(params: Mapping[str, float]) -> tuple[SingleKink | RandomSignKink, float]:
    """(instance, distance R of the start): K1 with linear noise params["noise"], or K2 with P(s = 1) = params["p"]."""
    d = _int(params, "d")
    if params.get("p"):
        instance = RandomSignKink(d, params["p"])
        return instance, params["Phi"] / (2 * params["p"] - 1)
    return SingleKink(d, params["noise"]), params["Phi"]


def _single_pass(params: Mapping[str, float], n: int):
    instance, _ = _kink_instance(params)
    return single_pass_schedule(
        "v1" if params["version"] == 1 else "v2",
        "first_order",
        n=n,
        d=_int(params, "d"),
        epsilon=params["epsilon"],
        delta=DELTA,
        alpha=params["alpha"],
        Phi=params["Phi"],
        L=instance.lipschitz,
        m_rule="variance",
        calibration="theorem",
    )


def measure_single_pass_beta(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """E‖∂̄_{2α}F(x_out)‖ of Alg. 2 + Alg. 5 with the v1 (params["version"] = 1) or v2 schedule, exactly as the
    average of the closed-form measure over all K window means, one value per repetition.

    ``params["control_frozen_n"] = n0`` keeps D, Σ, M, m, σ, η at their values for n0 and only runs T = ⌊n/2⌋
    steps (negative control).
    """
    rng = _rng(seq)
    instance, distance = _kink_instance(params)
    n = _int(params, "n")
    schedule = _single_pass(params, n)
    if params.get("control_frozen_n"):
        frozen = _single_pass(params, _int(params, "control_frozen_n"))
        schedule = dataclasses.replace(frozen, n=n, T=schedule.T)
    starts = np.zeros((reps, instance.d))
    starts[:, 0] = distance * (1.0 - START_JITTER * (np.arange(reps) + 0.5) / reps)
    run = run_single_pass(schedule, instance, starts, reps, rng)
    return instance.goldstein(run.window_means, 2.0 * params["alpha"]).mean(axis=1)


RELU_WINDOWS = 4
"""Window means per repetition at which the Frank-Wolfe estimator is run on the ReLU instance (stratified)."""


@lru_cache(maxsize=8)
def _relu(d: int) -> ReluRegression:
    return ReluRegression(d, pool_size=2000, seed=0)


def relu_gap(d: int, distance: float) -> float:
    """Φ = F(x0) − F(x*) of the ReLU instance (held-out pool) for x0 at ``distance`` from x* along e_2."""
    instance = _relu(d)
    x0 = instance.start(distance)[None, :]
    return float(instance.population_value(x0)[0] - instance.population_value(instance.optimum[None, :])[0])


def measure_relu_beta(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """E‖∂̄_{2α}F(x_out)‖ of Alg. 2 + Alg. 5 (v2 schedule) on robust ReLU regression (K6), by the Frank-Wolfe
    estimator (an upper bound) at ``RELU_WINDOWS`` stratified window means per repetition (an unbiased estimate of
    the average over all K windows), with the held-out pool's population gradients."""
    rng = _rng(seq)
    d, alpha = _int(params, "d"), params["alpha"]
    instance = _relu(d)
    schedule = single_pass_schedule(
        "v2",
        "first_order",
        n=_int(params, "n"),
        d=d,
        epsilon=params["epsilon"],
        delta=DELTA,
        alpha=alpha,
        Phi=params["Phi"],
        L=instance.lipschitz,
        m_rule="variance",
        calibration="theorem",
    )
    run = run_single_pass(schedule, instance, instance.start(params["distance"]), reps, rng)
    windows = run.windows
    picks = ((np.arange(RELU_WINDOWS)[None, :] + rng.random((reps, 1))) * windows / RELU_WINDOWS).astype(int)
    points = np.take_along_axis(run.window_means, np.minimum(picks, windows - 1)[:, :, None], axis=1)
    estimate = goldstein_norm(instance.population_grad, points, 2.0 * alpha, rng, max_rounds=20)
    return estimate.norm.mean(axis=1)
