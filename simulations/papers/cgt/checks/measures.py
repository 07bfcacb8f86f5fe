"""CGT's measures (module level: picklable, vectorised over repetitions)."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from simulations.papers.cgt.algorithms.accelerated_srgd import accelerated_dp_srgd
from simulations.papers.cgt.algorithms.parameters import alg1_parameters, increment_sigma
from simulations.papers.cgt.algorithms.srgd_linear_ball import linear_ball_srgd
from simulations.papers.cgt.checks.common import DELTA, GAMMAS
from simulations.papers.cgt.instances.least_squares import LeastSquaresBall
from simulations.papers.cgt.instances.linear_ball import gamma_grid
from simulations.privacy.tree import TreePrefixNoise


def linear_ball_excess(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess of Alg 1 on LinearBall for every gamma of the grid (or the fixed ``gamma``): shape (gammas, reps)."""
    alg = alg1_parameters(
        int(params["n"]),
        int(params["d"]),
        1.0,
        0.0,
        params["D_C"],
        params["epsilon"],
        params["delta"],
        private=bool(params.get("private", 1.0)),
    )
    noise = "independent" if params.get("independent_noise") else "tree"
    if noise == "independent":
        alg = alg.with_sigma(increment_sigma(alg))
    gammas = np.array([params["gamma"]]) if "gamma" in params else gamma_grid(GAMMAS)
    return linear_ball_srgd(gammas, alg, seq, reps, noise=noise)


def measure_linear_ball(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Per seed, the exact excess at the worst gamma (largest mean excess over the seeds)."""
    excess = linear_ball_excess(params, seq, reps)
    return excess[int(np.argmax(excess.mean(axis=1)))]


LEAST_SQUARES = {"dim": 10, "distance": 2.0, "noise": 0.5}


def least_squares_instance() -> LeastSquaresBall:
    """Least squares on the unit ball with w* = 2 e1 (boundary optimum), d = 10, noise 0.5."""
    return LeastSquaresBall.boundary(LEAST_SQUARES["dim"], 1.0, LEAST_SQUARES["distance"], LEAST_SQUARES["noise"])


def measure_srg_difference(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Largest per-example ||eta_t grad f(x_t, d) - eta_{t-1} grad f(x_{t-1}, d)|| of batch t (``scaled``: the
    largest ||eta_t grad f(x_t, d)|| instead), Alg 1 on least squares with a boundary optimum."""
    inst = least_squares_instance()
    alg = alg1_parameters(int(params["n"]), inst.dim, inst.lipschitz, 1.0, inst.diameter, params["epsilon"], DELTA)
    run = accelerated_dp_srgd(inst, alg, seq, reps)
    t = int(params["t_step"])
    if not t < alg.steps:
        raise ValueError(f"t_step must be < T = {alg.steps}, got t_step={t}")
    norms = run.scaled_gradient_norms if params.get("scaled") else run.difference_norms
    return norms[:, t]


def measure_tree_error(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """max_{t <= T} ||prefix noise_t|| of the binary tree with unit node noise (``independent``: of a random walk of
    independent unit noises, DP-SGD's prefix noise), in dimension d."""
    steps, dim = int(params["T"]), int(params["d"])
    rng = np.random.default_rng(seq)
    if params.get("independent"):
        walk = np.cumsum(rng.standard_normal((steps, reps, dim)), axis=0)
        return np.sqrt((walk**2).sum(axis=2)).max(axis=0)
    tree = TreePrefixNoise(dim, 1.0, rng, reps)
    return np.max([np.linalg.norm(tree.step(), axis=1) for _ in range(steps)], axis=0)
