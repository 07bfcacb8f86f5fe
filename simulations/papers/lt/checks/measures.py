"""LT's measures (module level: picklable, vectorised over repetitions)."""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np

from simulations.papers.lt.algorithms.escape import escape_saddle
from simulations.papers.lt.algorithms.oracles import o2_neighbour_gap
from simulations.papers.lt.algorithms.parameters import escape_parameters, lt_parameters
from simulations.papers.lt.algorithms.spider_sosp import SpiderResult, spider_sosp
from simulations.papers.lt.checks.common import HORIZON
from simulations.papers.lt.instances.cubic_saddle import CubicSaddle
from simulations.papers.lt.instances.noise import SineRidgeNoise
from simulations.papers.lt.instances.ramp import Ramp
from simulations.papers.lt.instances.saddle_chain import SaddleChain


def _noise(params: Mapping[str, float]) -> SineRidgeNoise:
    return SineRidgeNoise(params.get("s1", 0.0), params.get("s2", 0.0))


def _alg3_parameters(params: Mapping[str, float], alpha: float, **choices):
    return lt_parameters(
        alpha,
        d=int(params["d"]),
        epsilon=params["epsilon"],
        delta=params["delta"],
        B=params["B_F"],
        G=params["G"],
        M=params["M"],
        rho=params["rho_H"],
        iota=params["iota"],
        horizon=HORIZON,
        c_trigger=params.get("c_trigger", 1.0),
        **choices,
    )


def ramp_run(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> SpiderResult:
    """LT-Alg3 (printed recipe, calibrated (ε, δ)-DP noise) on the α-scaled ramp, until the first 2α-SOSP.

    ``fixed_batch`` = 1 replaces b_t by the worst-case fixed batch (negative control); ``corrected_recipe`` = 1 runs
    the corrected recipe (τ = Γ, repaired b_H, the Lemma 3.8 escape scale).
    """
    alpha, d = params["alpha_S"], int(params["d"])
    instance = Ramp.at_scale(alpha, d, gap=params["B_F"], noise=_noise(params))
    choices = {"batch_rule": "fixed"} if params.get("fixed_batch") else {}
    recipe = "corrected" if params.get("corrected_recipe") else "printed"
    p = _alg3_parameters(params, alpha, recipe=recipe, noise="calibrated", **choices)
    result = spider_sosp(instance, p, reps, np.random.default_rng(seq))
    if not result.found.all():
        raise RuntimeError(f"LT-Alg3 found no 2 alpha-SOSP on the ramp in {p.T} steps for some runs at {dict(params)}")
    return result


def measure_ramp_samples(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Samples LT-Alg3 used until its first 2α-SOSP on the ramp (one value per run)."""
    return ramp_run(params, seq, reps).samples_to_sosp


def measure_ramp_gradient_error(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """max_t ‖∇̃_t − ∇F(x_t)‖ of LT-Alg3 on the ramp (LT-Lem3.14)."""
    return ramp_run(params, seq, reps).max_gradient_error


def chain_run(
    params: Mapping[str, float], seq: np.random.SeedSequence, reps: int, trace_coords: int = 0
) -> SpiderResult:
    """LT-Alg3 on the saddle chain with exact oracles and no tree noise (non-private: the escapes are explicit).

    ``tau_gamma`` = 1 uses τ = Γ and the repaired b_H (the refresh correction); otherwise the printed recipe.
    ``trace_coords`` > 0 records the path (:class:`simulations.papers.lt.algorithms.spider_sosp.Trace`).
    """
    alpha, d = params["alpha_S"], int(params["d"])
    instance = SaddleChain.at_scale(alpha, d, gap=params["B_F"], rho=params["rho_H"])
    rules = {"tau_rule": "gamma", "b_h_rule": "repaired"} if params.get("tau_gamma") else {}
    p = _alg3_parameters(params, alpha, recipe="printed", noise="none", **rules)
    result = spider_sosp(instance, p, reps, np.random.default_rng(seq), trace_coords=trace_coords)
    if not result.found.all():
        raise RuntimeError(f"LT-Alg3 found no 2 alpha-SOSP on the chain in {p.T} steps for some runs at {dict(params)}")
    return result


def measure_chain_samples(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Samples LT-Alg3 used until its first 2α-SOSP on the saddle chain (one value per run)."""
    return chain_run(params, seq, reps).samples_to_sosp


def escape_run(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int):
    """LT-Alg2 at the cubic saddle λ = 2√(ργ) with a (γ, √(ργ)/4)-accurate pair (g, H): random gradient error of
    norm <= γ, random symmetric Hessian error of operator norm <= √(ργ)/4. Returns (instance, x0, result)."""
    gamma, d, rho = params["gamma_S"], int(params["d"]), params["rho_H"]
    rng = np.random.default_rng(seq)
    instance = CubicSaddle.at_scale(gamma, d, rho=rho, c=2.0)
    p = escape_parameters(gamma, d=d, M=params["M"], rho=rho, iota=params["iota"])
    x0 = instance.start(reps)
    direction = rng.standard_normal((reps, d))
    direction /= np.linalg.norm(direction, axis=1, keepdims=True)
    g = instance.grad(x0) + gamma * rng.uniform(0.0, 1.0, (reps, 1)) * direction
    bound = math.sqrt(rho * gamma) / 4
    basis = np.linalg.qr(rng.standard_normal((reps, d, d)))[0]
    error = np.einsum("rij,rj,rkj->rik", basis, rng.uniform(-bound, bound, (reps, d)), basis)
    hessian = instance.hessian(x0) + error

    def frozen(v: np.ndarray, runs: np.ndarray) -> np.ndarray:
        return np.einsum("rij,rj->ri", hessian[runs], v)

    result = escape_saddle(x0, g, frozen, Gamma=p.Gamma, Xi=p.Xi, eta=p.eta, sigma=p.sigma, rng=rng)
    stuck = float(np.mean(~result.escaped))
    if stuck > params["iota"]:  # Thm 3.4 escapes with probability 1 - iota: rarer failures are the algorithm's own
        raise RuntimeError(
            f"LT-Alg2 did not move Xi within Gamma={p.Gamma} steps in {stuck:.0%} of runs (more than iota = "
            f"{params['iota']:g}) at {dict(params)}"
        )
    return instance, x0, result


def measure_escape_steps(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Steps LT-Alg2 takes until ‖x_t − x0‖ >= Ξ (a run that has not escaped counts the steps it ran)."""
    return escape_run(params, seq, reps)[2].steps.astype(float)


def measure_escape_decrease(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Decrease F(x0) − F(y) of LT-Alg2's output."""
    instance, x0, result = escape_run(params, seq, reps)
    return instance.value(x0) - instance.value(result.y)


def measure_o2_sensitivity(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Worst replace-one gap ‖O2(D) − O2(D')‖ over 16 replacements, at step length Delta_x (η = 1/M, so
    ‖g_{t−1}‖ = M Delta_x), on explicit batches of size b_t. ``fixed_batch_step`` > 0 uses the fixed batch that b_t
    would give at that step length (negative control)."""
    rng = np.random.default_rng(seq)
    alpha, d, step = params["alpha_S"], int(params["d"]), params["Delta_x"]
    instance = Ramp.at_scale(alpha, d, noise=_noise(params))
    p = _alg3_parameters(params, alpha, recipe="printed", noise="thm317")
    reference = params.get("fixed_batch_step", 0.0) or step
    batch = int(p.batch(np.array([p.M * reference]))[0])
    x_prev = 0.5 * rng.standard_normal((reps, d))
    direction = rng.standard_normal((reps, d))
    x = x_prev + step * direction / np.linalg.norm(direction, axis=1, keepdims=True)
    return o2_neighbour_gap(instance, x, x_prev, batch, rng, candidates=16)
