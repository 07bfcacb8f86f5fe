"""DP-MEMF (CGT Alg 2, arXiv 2406.02716 v1; the multi-epoch matrix-factorization baseline of Choquette-Choo et al.
2023, arXiv 2211.06530) for softmax regression, and the two baselines built on it: DP-SGD with independent noise
and the non-private run.

    Z ~ N(0, noise_multiplier^2 I_{kb x p}),  noise_multiplier = 1/sqrt(2 rho)
    for s = i b + j (epoch i, batch j):   (printed index "ik + j": an erratum)
        grad_s = (1/B) sum_{d in B_j} clip(grad l(x_s; d), clip) + (clip/B) (C^{-1} Z)_s   (clip/B: an erratum)
        x_{s+1} = heavy-ball momentum step with grad_s

``printed=True`` follows the printed line 4 (noise C^{-1} Z without the clip/B scale). The strategy C must have
(k, b)-participation sensitivity <= 1 (CGT-Fact5; ``simulations.privacy.multi_epoch_sensitivity``); then the run is
rho-zCDP. DP-SGD with independent noise is the strategy C = I/sqrt(k) (sensitivity 1: k-fold composition), the
non-private run has no clip and no noise.
"""

from __future__ import annotations

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


def independent_strategy(steps: int, epochs: int) -> np.ndarray:
    """C = I/sqrt(k): independent noise on every step at (k, b)-participation sensitivity 1 (DP-SGD)."""
    steps = require_int_at_least("steps", steps, 1)
    epochs = require_int_at_least("epochs", epochs, 1)
    return np.eye(steps) / np.sqrt(epochs)


def dp_memf(
    data: SoftmaxData,
    strategy: np.ndarray | None,
    epochs: int,
    batch: int,
    lr: float,
    clip: float | None,
    noise_multiplier: float,
    seq: np.random.SeedSequence,
    runs: int,
    momentum: float = 0.9,
    printed: bool = False,
) -> MFRun:
    """Run CGT Alg 2 ``runs`` times (shared data order, independent noise) from W = 0.

    ``data`` is already in its public order; batch j of every epoch is examples [jB, (j+1)B) (the remainder is
    dropped). ``strategy=None`` or ``noise_multiplier=0`` runs without noise; ``clip=None`` without clipping.
    """
    schedule = MFSchedule.for_data(data, batch, epochs)
    strategy = check_strategy(strategy, schedule.steps)
    runs = require_int_at_least("runs", runs, 1)
    if clip is not None:
        clip = require_positive("clip", clip)
    if not noise_multiplier >= 0:
        raise ValueError(f"noise_multiplier must be >= 0, got noise_multiplier={noise_multiplier!r}")
    shape = (data.dim, runs, data.classes)
    noise = NoiseSchedule(strategy, noise_multiplier, clip, batch, printed).draw(
        data.dim * data.classes, runs, np.random.default_rng(seq), data.dtype
    )
    weights = np.zeros(shape, dtype=data.dtype)
    optimiser = HeavyBall(shape, lr, momentum, data.dtype)
    clipped = 0
    for s in range(schedule.steps):
        rows = schedule.rows(s)
        features = data.features[rows]
        total, norms = clipped_sum(features, data.sq_norms[rows], residuals(features, data.labels[rows], weights), clip)
        if clip is not None:
            clipped += int(np.count_nonzero(norms > clip))
        gradient = total / batch
        gradient += noise_at(noise, s, shape)
        optimiser.step(weights, gradient)
    return MFRun(weights, clipped / (schedule.steps * batch * runs))
