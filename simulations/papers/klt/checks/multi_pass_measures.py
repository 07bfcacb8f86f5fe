"""KLT's multi-pass and generalization measures (Alg. 2 with Alg. 4, K5)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

import numpy as np

from simulations.papers.klt.algorithms.runs import run_multi_pass
from simulations.papers.klt.algorithms.schedules import MultiPassSchedule, multi_pass_schedule
from simulations.papers.klt.checks.common import DELTA, _int, _rng
from simulations.papers.klt.instances.kinks import SeparableKinks


def _multi(params: Mapping[str, float], n: int) -> MultiPassSchedule:
    return multi_pass_schedule(
        n=n,
        d=_int(params, "d"),
        epsilon=params["epsilon"],
        delta=DELTA,
        alpha=params["alpha"],
        beta=params["beta"],
        Phi=params["Phi"],
        L=1.0,
    )


def measure_multi_pass_g0(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Root-mean-square oracle error √(mean_t ‖g̃_t − ∇F̂_α(z_t)‖²) of Alg. 4 over the first period of Alg. 2 on K5.

    Each repetition has its own dataset of n samples; ∇F̂_α is exact on K5. ``params["control_n0"] = n0`` keeps
    σ1, σ2 at their values for n0 (noise not scaled with 1/n; negative control).
    """
    rng = _rng(seq)
    n, d, alpha = _int(params, "n"), _int(params, "d"), params["alpha"]
    instance = SeparableKinks(d)
    schedule = _multi(params, n)
    if params.get("control_n0"):
        frozen = _multi(params, _int(params, "control_n0"))
        schedule = dataclasses.replace(schedule, sigma1=frozen.sigma1, sigma2=frozen.sigma2)
    data = instance.sample(rng, (reps, n))
    errors: list[np.ndarray] = []

    def record(t: int, z: np.ndarray, g: np.ndarray) -> None:
        errors.append(np.sum((g - instance.empirical_smoothed_grad(z, data, alpha)) ** 2, axis=1))

    run_multi_pass(schedule, instance, data, instance.start(0.5), rng, steps=schedule.Sigma, callback=record)
    return np.sqrt(np.mean(errors, axis=0))


def measure_generalization(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """sup_x ‖∇F̂(x) − ∇F(x)‖ over the box for K5 datasets of n samples (bounds the Goldstein gap anywhere)."""
    instance = SeparableKinks(_int(params, "d"))
    data = instance.sample(_rng(seq), (reps, _int(params, "n")))
    return instance.uniform_gradient_deviation(data)
