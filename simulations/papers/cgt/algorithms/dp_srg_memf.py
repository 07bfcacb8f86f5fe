"""DP-SRG-MEMF (CGT Alg 3, arXiv 2406.02716 v1): stochastic recursive gradients with decay c on top of DP-MEMF,
correlated noise added once, to the SRG differences.

    Z ~ N(0, noise_multiplier^2 I_{kb x p});  grad_{-1} = 0
    for s = i b + j (epoch i, batch j):                                   (printed "ik + j": an erratum)
        Delta_s  = (1/B) sum_{d in B_j} clip(grad l(x_s; d) - c grad l(x_{s-1}; d), clip)   (c = 0 at s = 0)
        Delta~_s = Delta_s + (clip/B) (C^{-1} Z)_s                        (clip/B: an erratum)
        grad_s   = c grad_{s-1} + Delta~_s
        x_{s+1}  = heavy-ball momentum step with grad_s                  (printed line 7 adds the noise again: T18)

x_{s-1} is the globally previous iterate (also across epochs); each participation costs two gradients. Without
clipping and noise this is the STORM estimator with momentum parameter 1 - c; with c = 0 it is
DP-MEMF step for step (the identity ``c = 0 => Alg 3 = Alg 2`` is a test). The experiments use c = e^(-5/2) and
the "true" workload ``momentum_sgd_workload(n, 0.9, srg_decay=c)`` (M A L). ``printed=True`` follows the printed
lines 5 and 7: noise C^{-1} Z without the clip/B scale, added to Delta and again to the gradient passed on.
Privacy is that of DP-MEMF with the same strategy (the Delta_s play the role of the clipped gradients, CGT-Fact5).
"""

from __future__ import annotations

import math

import numpy as np

from simulations.metrics.validation import require_int_at_least, require_positive
from simulations.papers.cgt.algorithms.softmax import (
    HeavyBall,
    MFRun,
    MFSchedule,
    NoiseSchedule,
    SoftmaxData,
    check_strategy,
    clipped_sum,
    noise_at,
    residuals,
)

#: The decay of the experiments of CGT Sec 5.1, e^(-5/2) ~ 1/12.18.
PAPER_DECAY = math.exp(-2.5)


def dp_srg_memf(
    data: SoftmaxData,
    strategy: np.ndarray | None,
    epochs: int,
    batch: int,
    lr: float,
    clip: float | None,
    noise_multiplier: float,
    seq: np.random.SeedSequence,
    runs: int,
    decay: float = PAPER_DECAY,
    momentum: float = 0.9,
    printed: bool = False,
) -> MFRun:
    """Run CGT Alg 3 ``runs`` times (shared data order, independent noise) from W = 0; arguments as
    :func:`simulations.papers.cgt.algorithms.dp_memf.dp_memf` plus the constant decay c = ``decay`` in [0, 1)."""
    schedule = MFSchedule.for_data(data, batch, epochs)
    strategy = check_strategy(strategy, schedule.steps)
    runs = require_int_at_least("runs", runs, 1)
    if clip is not None:
        clip = require_positive("clip", clip)
    if not 0 <= decay < 1:
        raise ValueError(f"decay must lie in [0, 1), got decay={decay!r}")
    if not noise_multiplier >= 0:
        raise ValueError(f"noise_multiplier must be >= 0, got noise_multiplier={noise_multiplier!r}")
    shape = (data.dim, runs, data.classes)
    noise = NoiseSchedule(strategy, noise_multiplier, clip, batch, printed).draw(
        data.dim * data.classes, runs, np.random.default_rng(seq), data.dtype
    )
    weights = np.zeros(shape, dtype=data.dtype)
    previous = weights.copy()
    gradient = np.zeros(shape, dtype=data.dtype)
    optimiser = HeavyBall(shape, lr, momentum, data.dtype)
    clipped = 0
    for s in range(schedule.steps):
        rows = schedule.rows(s)
        features, labels = data.features[rows], data.labels[rows]
        rows_now = residuals(features, labels, weights)
        if s:
            rows_now -= decay * residuals(features, labels, previous)
        total, norms = clipped_sum(features, data.sq_norms[rows], rows_now, clip)
        if clip is not None:
            clipped += int(np.count_nonzero(norms > clip))
        step_noise = noise_at(noise, s, shape)
        gradient *= decay if s else 0.0
        gradient += total / batch
        gradient += step_noise
        previous[...] = weights
        if printed:
            optimiser.step(weights, gradient + step_noise)
        else:
            optimiser.step(weights, gradient)
    return MFRun(weights, clipped / (schedule.steps * batch * runs))
