"""LT's privacy audit of the tree release."""

from __future__ import annotations

import math

import numpy as np

from simulations.papers.lt.algorithms.oracles import o2_neighbour_gap
from simulations.papers.lt.algorithms.parameters import lt_parameters
from simulations.papers.lt.checks.definitions import SENSITIVITY
from simulations.papers.lt.instances.noise import SineRidgeNoise
from simulations.papers.lt.instances.ramp import Ramp
from simulations.privacy import (
    ThresholdAudit,
    TreePrefixNoise,
    audit_mechanism,
    max_node_memberships,
    node_set,
    zcdp_rho_for_dp,
)


def _tree_release(sigma: float, steps: int, missing_level: int | None):
    """A mechanism releasing the prefix sums of ``steps`` scalar increments with tree noise: the engine's
    :class:`simulations.privacy.TreePrefixNoise` (as LT-Alg3 uses it), or, with ``missing_level``, the same
    decomposition NODE(t) (:func:`simulations.privacy.node_set`) with the nodes of width 2^missing_level noiseless."""

    def mechanism(increments: np.ndarray, trials: int, rng: np.random.Generator) -> np.ndarray:
        prefix = np.cumsum(increments)
        out = np.empty((trials, steps))
        if missing_level is None:
            tree = TreePrefixNoise(1, sigma, rng, reps=trials)
            for t in range(steps):
                out[:, t] = prefix[t] + tree.step()[:, 0]
            return out
        noise: dict[tuple[int, int], np.ndarray] = {}
        for t in range(1, steps + 1):
            total = np.zeros(trials)
            for u, v in node_set(t):
                if (u, v) not in noise:
                    width = v - u + 1
                    scale = 0.0 if width == 2**missing_level else sigma
                    noise[(u, v)] = scale * rng.standard_normal(trials)
                total += noise[(u, v)]
            out[:, t - 1] = prefix[t - 1] + total
        return out

    return mechanism


def tree_audits(
    epsilon: float = 1.0, delta: float = 1e-5, steps: int = 7, trials: int = 20_000, seed: int = 0
) -> dict[str, tuple[ThresholdAudit, float]]:
    """Threshold audits (the engine's :func:`simulations.privacy.audit_mechanism`) of one tree segment of LT-Alg3.

    ``steps`` increments, each of replace-one sensitivity s (the a priori bound the adaptive batch enforces), node
    noise calibrated for (ε, δ) through zCDP with bit_length(steps) memberships per leaf (as
    :mod:`simulations.papers.lt.algorithms.parameters` calibrates it). Neighbouring inputs differ by s in the last
    increment (an odd index, so Y_k − Y_{k−1} = increment_k + the noise of leaf k), and the score is that difference.
    Returns, per variant ("tree", "missing leaf level"), the audit and the claimed ε: the tree must stay below ε,
    the tree whose leaf level carries no noise must exceed it (negative control).
    """
    if steps % 2 == 0:
        raise ValueError(f"steps must be odd (the audited increment is the last one), got steps={steps}")
    sensitivity = 1.0
    budget = zcdp_rho_for_dp(epsilon, delta)
    sigma = sensitivity * math.sqrt(max_node_memberships(steps) / (2 * budget))
    base = np.zeros(steps)
    shifted = base.copy()
    shifted[-1] = sensitivity
    out = {}
    for label, missing in (("tree", None), ("missing leaf level", 0)):
        rng = np.random.default_rng([seed, 0 if missing is None else 1])
        audit = audit_mechanism(
            _tree_release(sigma, steps, missing),
            base,
            shifted,
            trials,
            rng,
            delta,
            score=lambda y: y[:, -1] - y[:, -2],
        )
        out[label] = (audit, epsilon)
    return out


def o2_release_audits(
    epsilon: float = 1.0, delta: float = 1e-5, trials: int = 20_000, seed: int = 0
) -> dict[str, tuple[ThresholdAudit, float]]:
    """Threshold audits of LT-Alg3's O2 release through the tree, at the calibrated noise of the run.

    The parameters are LT-Alg3's at (α = 0.1, d = 50, ε, δ) with the calibrated tree noise, which assumes the a priori
    increment sensitivity 2/c_t. For each variant the worst replace-one gap of the O2 output over 64 neighbours is
    measured on explicit batches (:func:`simulations.papers.lt.algorithms.oracles.o2_neighbour_gap`, per-sample noise
    with smoothness s2 = 1) and fed as the neighbouring increment of one 7-step tree segment (the engine's
    :class:`simulations.privacy.TreePrefixNoise`), then audited with :func:`simulations.privacy.audit_mechanism`.
    Variants: the adaptive b_t at a short and at a long step (both must stay below ε), and a fixed batch sized for a
    step 1000 times shorter than the one taken (negative control: must exceed ε).
    """
    base = {**SENSITIVITY, "epsilon": epsilon, "delta": delta, "s1": 0.0, "s2": 1.0}
    d, alpha = int(base["d"]), base["alpha_S"]
    p = lt_parameters(
        alpha,
        d=d,
        epsilon=epsilon,
        delta=delta,
        B=base["B_F"],
        G=base["G"],
        M=base["M"],
        rho=base["rho_H"],
        horizon=2**7,
    )
    instance = Ramp.at_scale(alpha, d, noise=SineRidgeNoise(0.0, 1.0))
    variants = {"adaptive, step 1e-3": (1e-3, 1e-3), "adaptive, step 1": (1.0, 1.0), "fixed batch, step 1": (1.0, 1e-3)}
    out = {}
    for i, (label, (step, sized_for)) in enumerate(variants.items()):
        rng = np.random.default_rng([seed, 2, i])
        x_prev = 0.5 * rng.standard_normal((1, d))
        direction = rng.standard_normal((1, d))
        x = x_prev + step * direction / np.linalg.norm(direction)
        batch = int(p.batch(np.array([p.M * sized_for]))[0])
        gap = float(o2_neighbour_gap(instance, x, x_prev, batch, rng, candidates=64)[0])
        steps = 7
        shifted = np.zeros(steps)
        shifted[-1] = gap
        audit = audit_mechanism(
            _tree_release(p.sigma_tree, steps, None),
            np.zeros(steps),
            shifted,
            trials,
            rng,
            delta,
            score=lambda y: y[:, -1] - y[:, -2],
        )
        out[label] = (audit, epsilon)
    return out
