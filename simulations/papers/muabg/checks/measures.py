"""MUABG's measures (module level: picklable, vectorised over repetitions)."""

from __future__ import annotations

import functools
from collections.abc import Mapping

import numpy as np

from simulations.papers.muabg.algorithms.adaptive_gd import adaptive_noisy_gd, select_iterate
from simulations.papers.muabg.algorithms.kl_spider import kl_spider, spider_schedule
from simulations.papers.muabg.algorithms.proximal_point import (
    AdversarialSubroutine,
    NoisyGDSubroutine,
    proximal_point,
    proximal_point_rounds,
    subroutine_accuracy,
)
from simulations.papers.muabg.algorithms.states import DirectState, RadialState
from simulations.papers.muabg.checks.common import BETA, START_NORM
from simulations.papers.muabg.instances.nonconvex import PowerOfPL, constants_1d
from simulations.papers.muabg.instances.power import PowerKL
from simulations.papers.muabg.instances.ramp import RampToFlat


def _noise_n(params: Mapping[str, float]) -> float:
    """n used by the noise calibration: n itself, or a constant in the 'noise not scaled with n' control."""
    return float(params.get("control_noise_n", params["n"]))


def measure_spider(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk of Alg 1 (corrected) on a ||w||^p with the instance's exact (gamma, kappa), direct in dimension d."""
    inst = PowerKL.for_kappa(params.get("instance_kappa", params["kappa"]))
    d = int(params["d"])
    w0 = inst.start(d, START_NORM)
    schedule = spider_schedule(
        n=_noise_n(params),
        d=d,
        rho=params["rho"],
        beta=params["beta_p"],
        F0=float(inst.value(w0)),
        gamma=inst.gamma,
        kappa=inst.kappa,
        L0=inst.lipschitz,
        L1=inst.smoothness,
    )
    result = kl_spider(inst.grad, np.tile(w0, (reps, 1)), schedule, gamma=inst.gamma, rng=np.random.default_rng(seq))
    return inst.excess(result.w)


def measure_adaptive(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk at the last iterate of Alg 3 (corrected) on a ||w||^p through the exact radial reduction."""
    inst = PowerKL.for_kappa(params.get("instance_kappa", params["kappa"]))
    state = RadialState(np.full(reps, START_NORM), inst.radial_derivative, params["d"])
    adaptive_noisy_gd(
        state,
        n=_noise_n(params),
        d=params["d"],
        rho=params["rho"],
        beta=params["beta_p"],
        L0=inst.lipschitz,
        L1=inst.smoothness,
        rng=np.random.default_rng(seq),
    )
    return inst.radial_value(state.r)


def _prox_instance(params: Mapping[str, float]) -> PowerKL:
    return PowerKL.for_kappa(params["kappa"], radius=params["radius"])


def measure_prox_noisy_gd(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk of Alg 2 with Alg 4 (corrected) on a |w|^p in d = 1."""
    inst = _prox_instance(params)
    n, lt1 = _noise_n(params), params["Ltilde_1"]
    w0 = inst.start(1, START_NORM)
    rounds = proximal_point_rounds(
        n=n,
        d=1,
        rho=params["rho"],
        F0=float(inst.value(w0)),
        gamma=inst.gamma,
        kappa=inst.kappa,
        L0=inst.lipschitz,
        Lt1=lt1,
    )
    sub = NoisyGDSubroutine(inst.grad, n, 1, inst.lipschitz, lt1)
    result = proximal_point(
        sub,
        np.tile(w0, (reps, 1)),
        rounds=rounds,
        rho=params["rho"],
        beta=params["beta_p"],
        rng=np.random.default_rng(seq),
    )
    return inst.excess(result.w)


def adversarial_run(params: Mapping[str, float], reps: int) -> np.ndarray:
    """Output points (reps, 1) of Alg 2 on a |w|^p with the adversarial tau-accurate subroutine (deterministic)."""
    point = _adversarial_point(params["kappa"], params["radius"], params["n"], params["rho"], params["Ltilde_1"])
    return np.full((reps, 1), point)


@functools.lru_cache(maxsize=256)
def _adversarial_point(kappa: float, radius: float, n: float, rho: float, lt1: float) -> float:
    inst = PowerKL.for_kappa(kappa, radius=radius)
    w0 = inst.start(1, START_NORM)
    rounds = proximal_point_rounds(
        n=n, d=1, rho=rho, F0=float(inst.value(w0)), gamma=inst.gamma, kappa=inst.kappa, L0=inst.lipschitz, Lt1=lt1
    )

    def tau(rho_c: float, beta_c: float) -> float:
        return subroutine_accuracy(n=n, d=1, rho=rho_c, beta=beta_c, L0=inst.lipschitz, Lt1=lt1)

    sub = AdversarialSubroutine(lambda w: inst.a * abs(w) ** inst.p, lt1, inst.lipschitz, tau)
    result = proximal_point(sub, w0[None, :], rounds=rounds, rho=rho, beta=BETA, rng=np.random.default_rng(0))
    return float(result.w[0, 0])


def measure_prox_adversarial(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk of Alg 2 with the adversarial tau-accurate subroutine (the same for every repetition)."""
    inst = _prox_instance(params)
    return inst.excess(adversarial_run(params, reps))


def measure_spider_nonconvex(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk of Alg 1 (corrected) on the non-convex G^q in d = 1 with its tight grid constants."""
    q, radius = params["q"], params["radius"]
    inst = PowerOfPL(q, radius)
    consts = constants_1d(q, radius)
    w0 = np.array([params["start"]])
    schedule = spider_schedule(
        n=_noise_n(params),
        d=1,
        rho=params["rho"],
        beta=params["beta_p"],
        F0=float(inst.value(w0)),
        gamma=consts["gamma"],
        kappa=inst.kappa,
        L0=consts["L0"],
        L1=consts["L1"],
    )
    result = kl_spider(
        inst.grad, np.tile(w0, (reps, 1)), schedule, gamma=consts["gamma"], rng=np.random.default_rng(seq)
    )
    return inst.excess(result.w)


def measure_rounds(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Number of rounds of Alg 3 on a constant-gradient ramp of slope N (1-D reduction, exact for any d)."""
    n, rho = params["n"], params["rho"]
    ramp = RampToFlat(params["N_g"], 1.0, 4.0 * n * np.sqrt(rho))
    state = DirectState(ramp.start(reps), ramp.grad)
    result = adaptive_noisy_gd(
        state,
        n=n,
        d=params.get("control_noise_d", params["d"]),
        rho=rho,
        beta=params["beta_p"],
        L0=params["L_0"],
        L1=ramp.smoothness,
        rng=np.random.default_rng(seq),
    )
    return result.rounds.astype(float)


def _selected_gradient(
    ramp: RampToFlat, n: float, d: float, rho: float, rng: np.random.Generator, reps: int
) -> np.ndarray:
    state = DirectState(ramp.start(reps), ramp.grad)
    result = adaptive_noisy_gd(state, n=n, d=d, rho=rho, beta=BETA, L0=ramp.lipschitz, L1=ramp.smoothness, rng=rng)
    return select_iterate(result, n=n, rho=rho, L0=ramp.lipschitz, rng=rng)[1]


TRANSITION_GRID = 36


def measure_transition(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Per repetition, the n at which Thm 5's selected gradient on the ramp-to-flat instance first drops below half
    the ramp slope: a log grid over a factor 30 around the predicted n*, interpolated in log n between the two grid
    points around the first crossing (the last grid point if there is none)."""
    ramp = RampToFlat(1.0, 1.0, params["D"])
    d, rho = params["d"], params["rho"]
    centre = np.sqrt(4.0 * ramp.steps_to_flat() * d * 12.0)
    grid = np.geomspace(centre / 6.0, centre * 5.0, TRANSITION_GRID)
    rng = np.random.default_rng(seq)
    noise_d = params.get("control_noise_d", d)
    level = 0.5 * ramp.slope
    selected = np.stack([_selected_gradient(ramp, n, noise_d, rho, rng, reps) for n in grid])
    below = selected < level
    first = np.where(below.any(axis=0), np.argmax(below, axis=0), TRANSITION_GRID - 1)
    prev = np.maximum(first - 1, 0)
    columns = np.arange(reps)
    above_value, below_value = selected[prev, columns], selected[first, columns]
    share = np.where(
        (first > 0) & (above_value > below_value), (above_value - level) / (above_value - below_value), 1.0
    )
    log_grid = np.log(grid)
    return np.exp(log_grid[prev] + np.clip(share, 0.0, 1.0) * (log_grid[first] - log_grid[prev]))
