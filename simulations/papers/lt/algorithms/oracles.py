"""LT-Alg4 (Liu–Talwar, arXiv 2410.07502 v2): the four stochastic oracles over a single pass of i.i.d. data.

Each call draws its own batch "among unused functions" and counts it: O1 (gradient) and O3 (Hessian) with the
checkpoint batch b, O2 (gradient difference) and O4 (Hessian difference) with the adaptive batch b_t. Whether O1/O3
(and O2/O4) share a batch is ambiguous in the paper; as written each call draws its own, which is the
default here (``share_batches=False``), a constant factor 2 in the sample count.

The population parts are exact (the instance's ∇F, ∇²F) and the batch means of the per-sample noise of
:mod:`simulations.papers.lt.instances.noise` are sampled exactly in O(d). The Hessian oracles return only the diagonal
noise: the per-sample Hessian is ∇²F(x) + diag(noise), so O3 at a checkpoint x_s plus the O4 increments telescope
to H_t = ∇²F(x_t) + diag(D_t) exactly, and LT-Alg3 keeps H_t as the pair (x_t, D_t) (a d × d matrix is never formed;
H_t v = ∇²F(x_t) v + D_t v).
"""

from __future__ import annotations

import math

import numpy as np

from simulations.papers.lt.instances.base import LTInstance


class StreamOracles:
    """LT-Alg4 for ``reps`` independent runs, each with its own stream of at most ``n`` samples (inf: unbounded)."""

    def __init__(
        self,
        instance: LTInstance,
        reps: int,
        rng: np.random.Generator,
        n: float = math.inf,
        share_batches: bool = False,
    ) -> None:
        if isinstance(reps, bool) or not isinstance(reps, int) or reps < 1:
            raise ValueError(f"reps must be an integer >= 1, got reps={reps!r}")
        if not (n > 0):
            raise ValueError(f"n must be > 0 (math.inf for an unbounded stream), got n={n!r}")
        self.instance = instance
        self.reps = reps
        self.rng = rng
        self.n = float(n)
        self.share_batches = share_batches
        self.used = np.zeros(reps)
        """Samples drawn so far by each run."""

    def cost(self, batch: np.ndarray) -> np.ndarray:
        """Samples one gradient call plus one Hessian call with this batch consume (1x if shared, else 2x)."""
        return batch if self.share_batches else 2 * batch

    def affordable(self, batch: np.ndarray) -> np.ndarray:
        """Which runs still have enough unused samples for a gradient and a Hessian call with ``batch``."""
        return self.used + self.cost(batch) <= self.n

    def charge(self, batch: np.ndarray, mask: np.ndarray) -> None:
        """Count a gradient call and a Hessian call of size ``batch`` for the runs in ``mask``."""
        self.used += np.where(mask, self.cost(batch), 0.0)

    def checkpoint(
        self, x: np.ndarray, grad: np.ndarray, batch: np.ndarray, trig: tuple[np.ndarray, np.ndarray]
    ) -> tuple[np.ndarray, np.ndarray]:
        """(O1(x), O3(x) − ∇²F(x)): the mean gradient over one fresh batch (``grad`` = ∇F(x)) and the diagonal of the
        mean Hessian noise over another; ``trig`` is the noise model's features at x."""
        noise_g, noise_h = self.instance.noise.checkpoint(x, batch, self.rng, trig)
        return grad + noise_g, noise_h

    def increment(
        self,
        grad: np.ndarray,
        grad_prev: np.ndarray,
        batch: np.ndarray,
        trig: tuple[np.ndarray, np.ndarray],
        trig_prev: tuple[np.ndarray, np.ndarray],
    ) -> tuple[np.ndarray, np.ndarray]:
        """(O2(x, x'), O4(x, x') − (∇²F(x) − ∇²F(x'))) over two fresh batches of size b_t (``grad`` = ∇F(x),
        ``grad_prev`` = ∇F(x'))."""
        noise_g, noise_h = self.instance.noise.increment(batch, self.rng, trig, trig_prev)
        return grad - grad_prev + noise_g, noise_h


def o2_neighbour_gap(
    instance: LTInstance,
    x: np.ndarray,
    x_prev: np.ndarray,
    batch: int,
    rng: np.random.Generator,
    candidates: int = 16,
) -> np.ndarray:
    """‖O2(D) − O2(D')‖ for explicit neighbouring batches D, D' (replace-one), worst over ``candidates`` replacements.

    ``x``, ``x_prev`` have shape (reps, d). D holds ``batch`` explicit samples; D' replaces its first sample by each of
    ``candidates`` fresh draws; both outputs are computed from their full sums. The population part cancels, so the
    gap measures the per-step sensitivity of the O2 release that the tree mechanism must cover (LT-Lem3.13/3.14).
    """
    if batch < 1 or candidates < 1:
        raise ValueError(f"batch and candidates must be >= 1, got batch={batch}, candidates={candidates}")
    noise = instance.noise
    reps, d = x.shape
    _, zeta = noise.sample((reps, batch), d, rng)
    per_sample = noise.sample_gradient_difference(zeta, x[:, None, :], x_prev[:, None, :])
    population = instance.grad(x) - instance.grad(x_prev)
    out_d = population + per_sample.sum(axis=1) / batch
    _, zeta_new = noise.sample((reps, candidates), d, rng)
    replaced = noise.sample_gradient_difference(zeta_new, x[:, None, :], x_prev[:, None, :])
    sums_d_prime = per_sample.sum(axis=1)[:, None, :] - per_sample[:, :1, :] + replaced
    out_d_prime = population[:, None, :] + sums_d_prime / batch
    return np.max(np.linalg.norm(out_d[:, None, :] - out_d_prime, axis=-1), axis=1)
