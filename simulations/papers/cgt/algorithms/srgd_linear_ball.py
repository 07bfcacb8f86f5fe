"""Accelerated-DP-SRGD (CGT Alg 1) on LinearBall, simulated exactly in distribution at O(log T) cost per step
whatever the dimension d, for a grid of biases gamma at once.

On LinearBall (:mod:`simulations.papers.cgt.instances.linear_ball`) every per-example SRG difference is -s e1, so the
noiseless prefix sum S_t is -e1 (sum of the signs seen)/B: the batch enters only through its sign count, a
Binomial(B, (1 + gamma)/2) draw. The privacy noise is isotropic, and every other operation of Alg 1 (sums,
scalings, projections onto a ball centred at 0) commutes with rotations that fix e1. Hence the joint law of the
iterates is that of the following reduced process, which represents the live vectors (x_t, z_t and the live
tree nodes) in an orthonormal frame {e1, f_1, ..., f_k} instead of in R^d:

* a fresh node noise N(0, sigma^2 I_d) has i.i.d. N(0, sigma^2) coordinates on the current frame and an
  independent component of norm sigma sqrt(chi^2_{d - k - 1}) along a new frame direction f_{k+1};
* when the frame is full, it is replaced by an orthonormal basis of the span of the live vectors (batched QR),
  which drops directions that no live vector uses; future noise is independent of them.

The frame has at most ``frame_limit`` columns, so a step costs O(reps x frame_limit) for any d; for
d <= frame_limit the process is simulated directly in R^d. The binary tree is the one of
:func:`simulations.privacy.tree.node_set` (the nodes of NODE(t), one new node per step), as in
:class:`~simulations.privacy.tree.TreePrefixNoise`. Parameters and errata as in
:mod:`simulations.papers.cgt.algorithms.accelerated_srgd` (eta_t = t + 1; z_step). The clip A = 4 is
never active on this instance (differences have norm 1).
"""

from __future__ import annotations

from typing import Literal

import numpy as np

from simulations.metrics.validation import require_int_at_least
from simulations.papers.cgt.algorithms.accelerated_srgd import project_ball
from simulations.papers.cgt.algorithms.parameters import Alg1Parameters
from simulations.privacy.tree import node_set


class _Frame:
    """Live vectors of shape (N, K) in an orthonormal frame whose column 0 is e1."""

    def __init__(self, count: int, dim: int, sigma: float, limit: int, rng: np.random.Generator) -> None:
        self.direct = dim <= limit
        self.width = dim if self.direct else limit
        self.used = dim if self.direct else 1
        self.count, self.dim, self.sigma, self.rng = count, dim, sigma, rng

    def zeros(self) -> np.ndarray:
        return np.zeros((self.count, self.width))

    def fresh(self, live: list[np.ndarray]) -> tuple[np.ndarray, list[np.ndarray]]:
        """A fresh N(0, sigma^2 I_d) vector in frame coordinates (and ``live`` re-expressed if the frame moved)."""
        if self.direct:
            return self.sigma * self.rng.standard_normal((self.count, self.width)), live
        if self.used == self.width:
            live = self._compress(live)
        out = self.zeros()
        out[:, : self.used] = self.sigma * self.rng.standard_normal((self.count, self.used))
        out[:, self.used] = self.sigma * np.sqrt(self.rng.chisquare(self.dim - self.used, self.count))
        self.used += 1
        return out, live

    def _compress(self, live: list[np.ndarray]) -> list[np.ndarray]:
        """Replace f_1..f_k by an orthonormal basis of the span of the live vectors' components orthogonal to e1."""
        stacked = np.stack(live, axis=2)[:, 1 : self.used, :]
        _, r = np.linalg.qr(stacked)
        rank = r.shape[1]
        if 1 + rank >= self.width:
            raise ValueError(f"frame_limit={self.width} is too small for {len(live)} live vectors")
        out = []
        for i, vector in enumerate(live):
            moved = self.zeros()
            moved[:, 0] = vector[:, 0]
            moved[:, 1 : 1 + rank] = r[:, :, i]
            out.append(moved)
        self.used = 1 + rank
        return out


def linear_ball_srgd(
    gammas: np.ndarray,
    params: Alg1Parameters,
    seq: np.random.SeedSequence,
    reps: int,
    z_step: float = 1.0,
    frame_limit: int | None = None,
    noise: Literal["tree", "independent"] = "tree",
) -> np.ndarray:
    """Exact excess gamma (R - <y_T, e1>) of Alg 1 on LinearBall, shape (len(gammas), reps).

    ``params`` must be Alg 1's settings for L = 1, M = 0 and diameter 2R (for example
    ``alg1_parameters(n, d, 1.0, 0.0, 2R, epsilon, delta)``); ``params.sigma_delta = 0`` is the non-private run.
    ``frame_limit`` (default 2 (3 + bit_length(T)) + 2) bounds the reduced frame; it must leave room for the
    live vectors (x, z and at most bit_length(T) tree nodes). ``noise="independent"`` replaces the tree by
    independent noise on every Delta_t (the noise of DP-SGD; the prefix noise is then a random walk, std
    sigma sqrt(t)): a baseline, calibrated by :func:`~simulations.papers.cgt.algorithms.parameters.increment_sigma`.
    """
    gammas = np.asarray(gammas, dtype=float)
    if gammas.ndim != 1 or gammas.size == 0 or np.any(gammas <= 0) or np.any(gammas > 1):
        raise ValueError(f"gammas must be a non-empty 1-D array of values in (0, 1], got {gammas!r}")
    reps = require_int_at_least("reps", reps, 1)
    if params.smoothness != 0 or params.lipschitz != 1:
        raise ValueError(
            f"params must be Alg 1's settings for LinearBall (L = 1, M = 0), got L={params.lipschitz}, "
            f"M={params.smoothness}"
        )
    if z_step not in (1.0, 0.5):
        raise ValueError(f"z_step must be 1 (Alg 1) or 0.5 (proof of Lem 4.8), got z_step={z_step!r}")
    if noise not in ("tree", "independent"):
        raise ValueError(f"noise must be 'tree' or 'independent', got noise={noise!r}")
    steps, batch, beta, radius = params.steps, params.batch, params.beta, params.radius
    minimum = 3 + steps.bit_length() + 1
    limit = 2 * minimum + 2 if frame_limit is None else require_int_at_least("frame_limit", frame_limit, minimum + 1)
    data_seq, noise_seq = seq.spawn(2)
    data_rng, noise_rng = np.random.default_rng(data_seq), np.random.default_rng(noise_seq)
    count = gammas.size * reps
    p_plus = np.repeat(0.5 * (1.0 + gammas), reps)
    private = params.sigma_delta > 0
    frame = _Frame(count, params.dim if private else 1, params.sigma_delta, limit, noise_rng)
    x, z, y = frame.zeros(), frame.zeros(), frame.zeros()
    # -(sum of the signs seen)/B after each step, every step's sign counts drawn at once: the data have a stream of
    # their own, so these are the numbers that drawing them step by step gives, bit for bit
    signals = np.cumsum(-(2.0 * data_rng.binomial(batch, p_plus, size=(steps, count)) - batch) / batch, axis=0)
    # Partial sums of the live nodes of NODE(t) in its order (highest first): the last one is the prefix noise.
    partial: dict[tuple[int, int], np.ndarray] = {}
    for t in range(steps):
        eta = t + 1.0
        noisy = frame.zeros()
        if private:
            if noise == "tree":  # NODE(t + 1): nodes kept from NODE(t), then the new node ending at t + 1
                wanted = node_set(t + 1)
                keep, new_key = wanted[:-1], wanted[-1]
            else:  # independent increments: one running sum
                keep, new_key = ([(1, t)] if t else []), (1, t + 1)
            fresh, live = frame.fresh([x, z, *(partial[node] for node in keep)])
            x, z = live[0], live[1]
            partial = dict(zip(keep, live[2:], strict=True))
            top = partial[keep[-1]] + fresh if keep else fresh
            if noise == "independent":
                partial.clear()
            partial[new_key] = top
            noisy = top.copy()
        noisy[:, 0] += signals[t]
        z = project_ball(z - z_step * noisy / beta, radius)
        y = project_ball(x - noisy / (beta * eta), radius)
        tau = 2.0 / (t + 3.0)
        x = (1.0 - tau) * y + tau * z
    return (np.repeat(gammas, reps) * (radius - y[:, 0])).reshape(gammas.size, reps)
