"""Accelerated-DP-SRGD (CGT Alg 1, arXiv 2406.02716 v1), the generic implementation for any instance.

Nesterov acceleration in linear-coupling form (sequences x, y, z) driven by stochastic recursive gradients with
weights eta_t = t + 1, a single epoch of T = n/B fresh batches, two gradients per example
(grad f(x_t, d) and grad f(x_{t-1}, d), both at state t), and privacy from the binary tree mechanism
(:class:`simulations.privacy.tree.TreePrefixNoise`) on the prefix sums of the batch-averaged SRG differences:

    Delta_t = (1/B) sum_{d in B_t} clip(eta_t grad f(x_t, d) - eta_{t-1} grad f(x_{t-1}, d), A)
    S_t = sum_{i <= t} Delta_i (= eta_t grad_t),  S~_t = S_t + tree noise of prefix t + 1
    z_{t+1} = Pi_C(z_t - z_step S~_t / beta)          (Alg 1 line 5: z_t - (eta_t/beta) grad_t + b_t)
    y_{t+1} = Pi_C(x_t - S~_t / (beta eta_t))         (line 6: x_t - grad_t/beta + b_t/eta_t)
    x_{t+1} = (1 - tau_{t+1}) y_{t+1} + tau_{t+1} z_{t+1},  tau_{t+1} = 2/(t + 3)   (line 7)

with b_t = -(tree noise)/beta: one private prefix sum per step, everything else post-processing.
Errata applied: eta_t = t + 1; the per-example clip A = 4L + 8MD of Cor 4.5's proof is always on, which makes
the run DP for any loss (it is inactive under the conditions of Claim 4.2 / Cor 4.4); ``z_step`` selects Alg 1's
z step (1) or the factor 1/2 of Lem 4.8's proof. C is the Euclidean ball of radius D/2 centred at 0.

Instances provide ``sample(rng, (reps, B))`` (a batch per repetition) and ``per_example_grad(x, batch)`` (shape
(reps, B, d)); see :mod:`simulations.papers.cgt.instances.linear_ball`, ``cgt_least_squares`` and ``cgt_logistic``. The
batches are i.i.d. draws from the distribution, i.e. a single pass over a stream of n fresh examples.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from simulations.metrics.validation import require_int_at_least
from simulations.papers.cgt.algorithms.parameters import Alg1Parameters
from simulations.privacy.tree import TreePrefixNoise


class Instance(Protocol):
    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> Any: ...

    def per_example_grad(self, x: np.ndarray, batch: Any) -> np.ndarray: ...


@dataclass(frozen=True)
class SRGDRun:
    """Output and diagnostics of :func:`accelerated_dp_srgd` (leading axis: repetitions).

    ``y`` is the output y_T; ``b_norms[r, t] = ||b_t||``; ``difference_norms[r, t]`` is the largest per-example
    ||eta_t grad f(x_t, d) - eta_{t-1} grad f(x_{t-1}, d)|| of batch t before clipping (Claim 4.2), and
    ``scaled_gradient_norms[r, t]`` the largest ||eta_t grad f(x_t, d)|| (what plain scaled minibatch gradients would
    have to clip); ``clipped_fraction`` is the fraction of per-example differences the clip changed.
    """

    y: np.ndarray
    x: np.ndarray
    b_norms: np.ndarray
    difference_norms: np.ndarray
    scaled_gradient_norms: np.ndarray
    clipped_fraction: float


def project_ball(points: np.ndarray, radius: float) -> np.ndarray:
    """Euclidean projection of points (..., d) onto the ball of radius ``radius`` centred at 0."""
    norms = np.sqrt(np.einsum("...i,...i->...", points, points))[..., None]
    return points * (radius / np.maximum(norms, radius))


def clip_rows(vectors: np.ndarray, bound: float) -> tuple[np.ndarray, np.ndarray]:
    """Each vector (last axis) scaled to norm <= ``bound``; returns (clipped, norms before clipping)."""
    norms = np.linalg.norm(vectors, axis=-1)
    scale = bound / np.maximum(norms, bound)
    return vectors * scale[..., None], norms


def accelerated_dp_srgd(
    instance: Instance,
    params: Alg1Parameters,
    seq: np.random.SeedSequence,
    reps: int,
    z_step: float = 1.0,
) -> SRGDRun:
    """Run CGT Alg 1 for ``reps`` independent repetitions (independent data streams and noise).

    ``params`` (from :func:`~simulations.papers.cgt.algorithms.parameters.alg1_parameters`) fixes B, T, beta, the
    clip and the tree noise; ``params.sigma_delta = 0`` is the non-private run. Data and noise use separate streams
    spawned from ``seq``, so the private and non-private runs see the same batches.
    """
    reps = require_int_at_least("reps", reps, 1)
    if z_step not in (1.0, 0.5):
        raise ValueError(f"z_step must be 1 (Alg 1) or 0.5 (proof of Lem 4.8), got z_step={z_step!r}")
    data_seq, noise_seq = seq.spawn(2)
    data_rng, noise_rng = np.random.default_rng(data_seq), np.random.default_rng(noise_seq)
    dim, batch, steps, beta, radius = params.dim, params.batch, params.steps, params.beta, params.radius
    tree = TreePrefixNoise(dim, params.sigma_delta, noise_rng, reps) if params.sigma_delta > 0 else None
    x = np.zeros((reps, dim))
    z = np.zeros((reps, dim))
    y = np.zeros((reps, dim))
    x_prev = x
    prefix = np.zeros((reps, dim))
    b_norms = np.zeros((reps, steps))
    difference_norms = np.zeros((reps, steps))
    scaled_norms = np.zeros((reps, steps))
    clipped = 0
    for t in range(steps):
        eta = t + 1.0
        data = instance.sample(data_rng, (reps, batch))
        scaled = eta * instance.per_example_grad(x, data)
        difference = scaled - t * instance.per_example_grad(x_prev, data) if t else scaled
        difference, norms = clip_rows(difference, params.clip)
        clipped += int(np.count_nonzero(norms > params.clip))
        difference_norms[:, t] = norms.max(axis=1)
        scaled_norms[:, t] = np.linalg.norm(scaled, axis=-1).max(axis=1)
        prefix += difference.mean(axis=1)
        noisy = prefix
        if tree is not None:
            noise = tree.step()
            b_norms[:, t] = np.linalg.norm(noise, axis=1) / beta
            noisy = prefix + noise
        z = project_ball(z - z_step * noisy / beta, radius)
        y = project_ball(x - noisy / (beta * eta), radius)
        tau = 2.0 / (t + 3.0)
        x_prev, x = x, (1.0 - tau) * y + tau * z
    return SRGDRun(y, x, b_norms, difference_norms, scaled_norms, clipped / (reps * steps * batch))
