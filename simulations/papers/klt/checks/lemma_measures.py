"""KLT's lemma-level measures (module level: picklable, vectorised over repetitions)."""

from __future__ import annotations

import copy
import math
from collections.abc import Mapping

import numpy as np

from simulations.papers.klt.algorithms.estimators import first_order, zero_order
from simulations.papers.klt.algorithms.first_order_single_pass import FirstOrderSinglePassOracle
from simulations.papers.klt.algorithms.zero_order_single_pass import ZeroOrderSinglePassOracle
from simulations.papers.klt.checks.common import _int, _rng
from simulations.papers.klt.instances.kinks import RandomSignKink, SeparableKinks, SingleKink, smoothed_abs_derivative
from simulations.privacy.tree import TreePrefixNoise


def measure_tree_variance(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """‖TREE(t)‖² at t = params["t"] of a fresh tree (KLT-Prop2.5(var)), one value per repetition."""
    tree = TreePrefixNoise(_int(params, "d"), params["sigma"], _rng(seq), reps)
    for _ in range(_int(params, "t")):
        noise = tree.step()
    return np.sum(noise**2, axis=1)


def measure_checkpoint_variance(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """‖g_t − ∇F_α(z)‖² of Alg. 3's checkpoint on K5 at z = 0.5 e_1 (KLT-Lem3.6 (I)), B1 = params["B_1"]."""
    rng = _rng(seq)
    d, alpha = _int(params, "d"), params["alpha"]
    instance = SeparableKinks(d)
    oracle = ZeroOrderSinglePassOracle(instance, alpha, 1, _int(params, "B_1"), 1, _int(params, "m_sim"), 0.0, rng)
    z = np.tile(instance.start(0.5), (reps, 1))
    xi = instance.sample(rng, (reps, _int(params, "B_1")))
    g = oracle.checkpoint_estimates(z, xi).mean(axis=1)
    return np.sum((g - instance.smoothed_population_grad(z, alpha)) ** 2, axis=1)


def measure_drift_variance(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Unbiased per-repetition estimate of the drift variance of one Alg. 5 increment across the kink of K2.

    z_{t−1} = −D e_1, z_t = +D e_1 (a step of length 2D straddling the kink, the worst case of KLT-Lem6.5 (II)),
    B2 = 1 fresh sign s per repetition (p = params["p"]; at p = 1/2 the sign adds no sampling noise). With
    g(x) = ∂(|x_1|)_α, the increment is s(g(D) − g(−D)) e_1 plus two independent estimator errors of variances
    (1 − g(±D)²)/m; subtracting μ = (2p − 1)(g(D) − g(−D)) e_1 and those known variances leaves an unbiased
    estimate of Var_s(s (g(D) − g(−D))) = 4p(1 − p)(g(D) − g(−D))².
    """
    rng = _rng(seq)
    d, alpha, radius, m_sim = _int(params, "d"), params["alpha"], params["D"], _int(params, "m_sim")
    instance = RandomSignKink(d, params["p"])
    oracle = FirstOrderSinglePassOracle(instance, alpha, 2, 1, 1, m_sim, 0.0, rng)
    e1 = np.zeros((reps, d))
    e1[:, 0] = 1.0
    xi = instance.sample(rng, (reps, 1))
    increment = oracle.increment_estimates(radius * e1, -radius * e1, xi)[:, 0, :]
    mean = instance.smoothed_population_grad(radius * e1, alpha) - instance.smoothed_population_grad(
        -radius * e1, alpha
    )
    g_plus = float(smoothed_abs_derivative(radius, alpha, d))
    estimator_variance = 2.0 * (1.0 - g_plus**2) / m_sim
    return np.sum((increment - mean) ** 2, axis=1) - estimator_variance


def measure_zero_order_deviation(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """‖∇̃f(z; ξ) − ∇f_α(z; ξ)‖ of the zero-order estimator (eq. (4)) on K1 (L = 1) at z_1 = params["offset"]·α
    (default 0.3: near the kink; at 3 the function is linear on every smoothing segment).

    ``params["printed_directions"] = 1`` draws the directions from Unif(B_α) as printed in Alg. 3 line 12.
    """
    rng = _rng(seq)
    d, alpha = _int(params, "d"), params["alpha"]
    instance = SingleKink(d)
    z = np.tile(instance.start(params.get("offset", 0.3) * alpha), (reps, 1))
    xi = np.zeros((reps, d))
    directions = "printed_ball" if params.get("printed_directions") else "sphere"
    estimate = zero_order(instance, z, xi, alpha, _int(params, "m"), rng, directions)
    return np.linalg.norm(estimate - instance.smoothed_grad(z, xi, alpha), axis=1)


def measure_first_order_deviation(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """‖∇̃f(z; ξ) − ∇f_α(z; ξ)‖ of Alg. 5's estimator on K1 (L = 1) at z_1 = 0.3 α.

    ``params["printed_points"] = 1`` uses x + α y, y ~ Unif(S^{d−1}), as printed in eq. (10) v2 / (17) v1.
    """
    rng = _rng(seq)
    d, alpha = _int(params, "d"), params["alpha"]
    instance = SingleKink(d)
    z = np.tile(instance.start(0.3 * alpha), (reps, 1))
    xi = np.zeros((reps, d))
    points = "printed_sphere" if params.get("printed_points") else "ball"
    estimate = first_order(instance, z, xi, alpha, _int(params, "m"), rng, points)
    return np.linalg.norm(estimate - instance.smoothed_grad(z, xi, alpha), axis=1)


def measure_kink_smoothness(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """(∂_1 h_α(h e_1) − ∂_1 h_α(−h e_1))/(2h) for h = |x_1| by Alg. 5's estimator with common smoothing points.

    h = 0.05 α/√d keeps both points in the linear region of the smoothed kink, so the value estimates its exact
    smoothness constant 2Γ(d/2 + 1)/(√π Γ((d + 1)/2) α) (KLT-Fact2.3(iii), tight).
    """
    rng = _rng(seq)
    d, alpha, m_sim = _int(params, "d"), params["alpha"], _int(params, "m_sim")
    instance = SingleKink(d)
    step = 0.05 * alpha / math.sqrt(d)
    x = np.zeros((reps, d))
    x[:, 0] = step
    xi = np.zeros((reps, d))
    twin = copy.deepcopy(rng)
    upper = first_order(instance, x, xi, alpha, m_sim, rng, point_by_point=True)
    lower = first_order(instance, -x, xi, alpha, m_sim, twin, point_by_point=True)
    return (upper[:, 0] - lower[:, 0]) / (2.0 * step)


def measure_checkpoint_sensitivity(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """‖g_t − g'_t‖ of Alg. 5's checkpoint on neighbouring batches of K2 (first sign flipped, same points)."""
    rng = _rng(seq)
    d, alpha, batch = _int(params, "d"), params["alpha"], _int(params, "B_1")
    instance = RandomSignKink(d, 0.75)
    oracle = FirstOrderSinglePassOracle(instance, alpha, 1, batch, 1, 1, 0.0, rng)
    z = np.tile(instance.start(2.0 * alpha), (reps, 1))
    xi = instance.sample(rng, (reps, batch))
    neighbour = xi.copy()
    neighbour[:, 0] = -xi[:, 0]
    twin = copy.deepcopy(rng)
    g = oracle.checkpoint_estimates(z, xi).mean(axis=1)
    oracle.rng = twin
    g_neighbour = oracle.checkpoint_estimates(z, neighbour).mean(axis=1)
    return np.linalg.norm(g - g_neighbour, axis=1)


def _increment_sensitivity(
    oracle_cls: type, params: Mapping[str, float], seq: np.random.SeedSequence, reps: int
) -> np.ndarray:
    rng = _rng(seq)
    d, alpha, radius = _int(params, "d"), params["alpha"], params["D"]
    instance = RandomSignKink(d, 0.75)
    oracle = oracle_cls(instance, alpha, 2, 1, 1, _int(params, "m"), 0.0, rng)
    centre = np.zeros((reps, d))
    centre[:, 0] = params.get("offset", 0.0) * alpha
    step = np.zeros((reps, d))
    step[:, 0] = radius
    xi = instance.sample(rng, (reps, 1))
    twin = copy.deepcopy(rng)
    inc = oracle.increment_estimates(centre + step, centre - step, xi)[:, 0, :]
    oracle.rng = twin
    inc_neighbour = oracle.increment_estimates(centre + step, centre - step, -xi)[:, 0, :]
    return np.linalg.norm(inc - inc_neighbour, axis=1)


def measure_increment_sensitivity_first_order(
    params: Mapping[str, float], seq: np.random.SeedSequence, reps: int
) -> np.ndarray:
    """‖g_t − g'_t‖ of one Alg. 5 increment (B2 = 1) on K2, the step (c − D)e_1 -> (c + D)e_1 with
    c = params["offset"]·α (0: across the kink), the sample's sign flipped, same points."""
    return _increment_sensitivity(FirstOrderSinglePassOracle, params, seq, reps)


def measure_increment_sensitivity_zero_order(
    params: Mapping[str, float], seq: np.random.SeedSequence, reps: int
) -> np.ndarray:
    """‖g_t − g'_t‖ of one Alg. 3 increment (B2 = 1) on K2, the step (c − D)e_1 -> (c + D)e_1 with
    c = params["offset"]·α, the sample's sign flipped, same directions."""
    return _increment_sensitivity(ZeroOrderSinglePassOracle, params, seq, reps)
