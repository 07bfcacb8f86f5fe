"""Multiclass logistic (softmax) regression for CGT Sec 5: data, per-example clipping through the rank-one structure
of the gradients, heavy-ball momentum, the correlated noise of matrix factorization, and test accuracy.

Shared by DP-MEMF (Alg 2, :mod:`simulations.papers.cgt.algorithms.dp_memf`) and DP-SRG-MEMF (Alg 3,
:mod:`simulations.papers.cgt.algorithms.dp_srg_memf`), vectorised over independent runs that share the public data order
(the same batches in every run and epoch) and differ in their noise.

Per-example gradients of the mean cross-entropy at a linear model W (p x K, a bias feature included in the p
features) are rank one: grad l(W; a, y) = a (softmax(W^T a) - e_y)^T, with Frobenius norm ||a|| ||r||, r the
residual. A difference of two such gradients at the same example (DP-SRG-MEMF's Delta) is rank one too,
a (r - c r')^T. So the clipped batch sum is one matrix product A_batch^T (s * R) with per-example scale
s_i = min(1, clip/(||a_i|| ||r_i||)); no per-example gradient matrix is formed (fast per-example
clipping). Runs are stacked along the columns of the weight matrix, W of shape (p, runs, K), so the logits and the
clipped sums of all runs are two matrix products per step.

Probabilities below the smallest normal float of their precision are set to 0: subnormal entries make matrix
products slow (the float32 trap at logit gaps above ~87; in float64 it needs gaps above ~708, which large DP noise
can produce). The data's precision (float64 by default, float32 on request) is the precision of every run on them:
weights, momentum, residuals and noise.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.metrics.validation import require_int_at_least, require_positive
from simulations.privacy.matrix_factorization import correlated_noise


@dataclass(frozen=True)
class SoftmaxData:
    """Features (n, p) in float64 or float32 (with the bias feature as last column when built with ``bias=True``),
    integer labels in [0, classes) and the squared feature norms, precomputed once."""

    features: np.ndarray
    labels: np.ndarray
    classes: int
    sq_norms: np.ndarray

    @classmethod
    def from_arrays(
        cls,
        features: np.ndarray,
        labels: np.ndarray,
        classes: int,
        bias: bool = True,
        dtype: type[np.floating] = np.float64,
    ) -> SoftmaxData:
        if dtype not in (np.float64, np.float32):
            raise ValueError(f"dtype must be numpy.float64 or numpy.float32, got {dtype!r}")
        x = np.asarray(features, dtype=dtype)
        y = np.asarray(labels)
        if x.ndim != 2 or y.shape != (x.shape[0],) or x.shape[0] == 0:
            raise ValueError(f"features must be (n, p) and labels (n,), got shapes {x.shape} and {y.shape}")
        classes = require_int_at_least("classes", classes, 2)
        if not np.issubdtype(y.dtype, np.integer) or y.min() < 0 or y.max() >= classes:
            raise ValueError(f"labels must be integers in [0, {classes}), got range [{y.min()}, {y.max()}]")
        if bias:
            x = np.hstack([x, np.ones((x.shape[0], 1), dtype=dtype)])
        x = np.ascontiguousarray(x)
        return cls(x, y.astype(np.int64), classes, np.einsum("ij,ij->i", x, x))

    @property
    def size(self) -> int:
        return self.features.shape[0]

    @property
    def dim(self) -> int:
        return self.features.shape[1]

    @property
    def dtype(self) -> np.dtype:
        """The precision of the features, and of every run on them."""
        return self.features.dtype

    def permuted(self, rng: np.random.Generator) -> SoftmaxData:
        """The data in one public random order (fixed for every run and epoch)."""
        order = rng.permutation(self.size)
        return SoftmaxData(self.features[order], self.labels[order], self.classes, self.sq_norms[order])

    def head(self, count: int) -> SoftmaxData:
        """The first ``count`` examples."""
        count = require_int_at_least("count", count, 1)
        return SoftmaxData(self.features[:count], self.labels[:count], self.classes, self.sq_norms[:count])


def residuals(features: np.ndarray, labels: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """softmax(W^T a) - e_y for a batch (features (B, p), labels (B,)) and weights (p, runs, K): (B, runs, K)."""
    p, runs, classes = weights.shape
    logits = (features @ weights.reshape(p, runs * classes)).reshape(-1, runs, classes)
    logits -= logits.max(axis=2, keepdims=True)
    probs = np.exp(logits, out=logits)
    probs /= probs.sum(axis=2, keepdims=True)
    probs[probs < np.finfo(probs.dtype).tiny] = 0.0
    probs[np.arange(labels.size), :, labels] -= 1.0
    return probs


def clipped_sum(
    features: np.ndarray, sq_norms: np.ndarray, rows: np.ndarray, clip: float | None
) -> tuple[np.ndarray, np.ndarray]:
    """sum_i clip(a_i r_i^T, clip) for rank-one per-example matrices with residual rows ``rows`` (B, runs, K).

    Returns the sum as (p, runs, K) and the per-example Frobenius norms ||a_i|| ||r_i|| (B, runs); ``clip=None``
    sums without clipping.
    """
    norms = np.sqrt(sq_norms[:, None] * np.einsum("brk,brk->br", rows, rows))
    if clip is not None:
        rows = rows * (clip / np.maximum(norms, clip))[:, :, None]
    batch, runs, classes = rows.shape
    total = features.T @ rows.reshape(batch, runs * classes)
    return total.reshape(-1, runs, classes), norms


@dataclass(frozen=True)
class NoiseSchedule:
    """The noise (clip/B) C^{-1} Z of matrix-factorization mechanisms with Z ~ N(0, noise_multiplier^2 I), for all
    steps and runs at once (CGT Alg 2-3 with an erratum: the clip/B scale; ``printed=True`` omits it as printed).
    """

    strategy: np.ndarray | None
    noise_multiplier: float
    clip: float | None
    batch: int
    printed: bool = False

    def draw(
        self, dim: int, runs: int, rng: np.random.Generator, dtype: np.typing.DTypeLike = np.float64
    ) -> np.ndarray | None:
        """Noise of shape (runs, steps, dim) drawn in ``dtype``, or None without noise."""
        if self.strategy is None or self.noise_multiplier == 0:
            return None
        if self.clip is None:
            raise ValueError("a private run needs a clip norm (clip=None is only for noiseless runs)")
        scale = 1.0 if self.printed else self.clip / self.batch
        noise = correlated_noise(self.strategy, dim, rng, runs, self.noise_multiplier, dtype)
        noise *= scale
        return noise


def noise_at(noise: np.ndarray | None, step: int, shape: tuple[int, int, int]) -> np.ndarray | float:
    """Row ``step`` of the noise as (p, runs, K) (a view), or 0."""
    if noise is None:
        return 0.0
    p, runs, classes = shape
    return noise[:, step, :].reshape(runs, p, classes).transpose(1, 0, 2)


class HeavyBall:
    """SGD with heavy-ball momentum, m = momentum m + g, W = W - lr m: the optimiser of CGT Sec 5 (momentum 0.9)
    and of the "true" workload ``momentum_sgd_workload``."""

    def __init__(
        self, shape: tuple[int, ...], lr: float, momentum: float, dtype: np.typing.DTypeLike = np.float64
    ) -> None:
        self.lr = require_positive("lr", lr)
        if not 0 <= momentum < 1:
            raise ValueError(f"momentum must lie in [0, 1), got momentum={momentum!r}")
        self.momentum = float(momentum)
        self.velocity = np.zeros(shape, dtype=dtype)

    def step(self, weights: np.ndarray, gradient: np.ndarray) -> None:
        """Update ``weights`` in place with ``gradient``."""
        self.velocity *= self.momentum
        self.velocity += gradient
        weights -= self.lr * self.velocity


@dataclass(frozen=True)
class MFSchedule:
    """Epochs k, batches per epoch b = floor(n/B), batch size B: step s uses batch s mod b (fixed order)."""

    epochs: int
    batch: int
    batches: int

    @classmethod
    def for_data(cls, data: SoftmaxData, batch: int, epochs: int) -> MFSchedule:
        batch = require_int_at_least("batch", batch, 1)
        epochs = require_int_at_least("epochs", epochs, 1)
        if batch > data.size:
            raise ValueError(f"batch must lie in [1, n={data.size}], got batch={batch}")
        return cls(epochs, batch, data.size // batch)

    @property
    def steps(self) -> int:
        return self.epochs * self.batches

    def rows(self, step: int) -> slice:
        j = step % self.batches
        return slice(j * self.batch, (j + 1) * self.batch)


def check_strategy(strategy: np.ndarray | None, steps: int) -> np.ndarray | None:
    """``strategy`` as a (steps x steps) lower-triangular float matrix, or None."""
    if strategy is None:
        return None
    matrix = np.asarray(strategy, dtype=float)
    if matrix.shape != (steps, steps):
        raise ValueError(f"strategy must be {steps} x {steps} (epochs x batches per epoch), got {matrix.shape}")
    return matrix


def accuracy(weights: np.ndarray, data: SoftmaxData, chunk: int = 4096) -> np.ndarray:
    """Fraction of correctly classified examples for each run: weights (p, runs, K) -> (runs,)."""
    p, runs, classes = weights.shape
    if p != data.dim:
        raise ValueError(f"weights have {p} features, data have {data.dim}")
    correct = np.zeros(runs)
    flat = weights.reshape(p, runs * classes)
    for start in range(0, data.size, chunk):
        logits = (data.features[start : start + chunk] @ flat).reshape(-1, runs, classes)
        correct += (logits.argmax(axis=2) == data.labels[start : start + chunk, None]).sum(axis=0)
    return correct / data.size


@dataclass(frozen=True)
class MFRun:
    """Final weights (p, runs, K) of DP-MEMF / DP-SRG-MEMF and the fraction of clipped per-example terms."""

    weights: np.ndarray
    clipped_fraction: float
