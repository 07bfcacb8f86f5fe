"""KLT Algorithm 2: the O2NC outer loop (online-to-nonconvex conversion, Cutkosky et al. 2023), vectorised.

Kornowski, Liu, Talwar (arXiv 2410.05880), Algorithm 2, identical in v1 (``arXiv:2410.05880v1``)
and v2 (``arXiv:2410.05880v2``)::

    Δ_1 = 0
    for t = 1..T:  s_t ~ Unif[0, 1];  x_t = x_{t−1} + Δ_t;  z_t = x_{t−1} + s_t Δ_t
                   g̃_t = O(z_t);  Δ_{t+1} = clip_D(Δ_t − η g̃_t),  clip_D(v) = min{1, D/‖v‖} v
    K = ⌊T/M⌋;  x̄_k = (1/M) Σ_{m=1}^{M} z_{(k−1)M+m};  x_out ~ Unif{x̄_1, ..., x̄_K}

The run returns all K window means, so that E‖∂̄ F(x_out)‖ is measured exactly as their average instead of by
sampling x_out. Every array carries a leading axis of independent
repetitions. KLT-Prop2.6 is the guarantee: with η = D/(G1 √M) and M D ≤ α, E‖∂̄_α h(x_out)‖ ≤
(h(x0) − inf h)/(DT) + 3G1/(2√M) + G0.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

Array = NDArray[np.float64]


class Oracle(Protocol):
    """A stochastic gradient oracle called once per step: ``start`` resets it, ``__call__(t, z)`` answers z_t."""

    def start(self, reps: int, d: int) -> None: ...

    def __call__(self, t: int, z: Array) -> Array: ...


Callback = Callable[[int, Array, Array], None]
"""callback(t, z_t, g̃_t) after each oracle call (for measuring the oracle error along the run)."""


@dataclass(frozen=True)
class O2NCRun:
    """Result of Algorithm 2: the window means x̄_k (reps, K, d), the last iterate x_T (reps, d), T and M."""

    window_means: Array
    last: Array
    steps: int
    window: int

    @property
    def windows(self) -> int:
        return self.window_means.shape[1]


def clip(v: Array, radius: float) -> Array:
    """clip_D(v) = min{1, D/‖v‖}·v row-wise (Algorithm 2, line 8)."""
    norms = np.linalg.norm(v, axis=-1, keepdims=True)
    return v * np.minimum(1.0, radius / np.maximum(norms, np.finfo(float).tiny))


def o2nc(
    oracle: Oracle,
    x0: Array,
    clip_radius: float,
    step_size: float,
    window: int,
    steps: int,
    rng: np.random.Generator,
    callback: Callback | None = None,
) -> O2NCRun:
    """Run Algorithm 2 from ``x0`` (reps, d) with D = ``clip_radius``, η = ``step_size``, M = ``window``, T = ``steps``.

    The T mod M steps after the last full window enter no window mean and are not run. Raises ValueError
    unless D > 0, η >= 0 and 1 <= M <= T.
    """
    x = np.array(x0, dtype=float)
    if x.ndim != 2 or x.shape[0] < 1 or x.shape[1] < 1:
        raise ValueError(f"x0 must have shape (reps, d) with reps, d >= 1, got shape {x.shape}")
    if not (np.isfinite(clip_radius) and clip_radius > 0):
        raise ValueError(f"clip_radius must be a finite number > 0, got {clip_radius!r}")
    if not (np.isfinite(step_size) and step_size >= 0):
        raise ValueError(f"step_size must be a finite number >= 0, got {step_size!r}")
    if isinstance(steps, bool) or not isinstance(steps, int | np.integer) or steps < 1:
        raise ValueError(f"steps must be an integer >= 1, got {steps!r}")
    if isinstance(window, bool) or not isinstance(window, int | np.integer) or not 1 <= window <= steps:
        raise ValueError(f"window must be an integer in [1, steps={steps}], got {window!r}")
    reps, d = x.shape
    windows = steps // window
    means = np.zeros((reps, windows, d))
    delta = np.zeros_like(x)
    running = np.zeros_like(x)
    oracle.start(reps, d)
    for t in range(1, windows * window + 1):
        s = rng.random((reps, 1))
        z = x + s * delta
        x = x + delta
        g = oracle(t, z)
        if callback is not None:
            callback(t, z, g)
        delta = clip(delta - step_size * g, clip_radius)
        running += z
        if t % window == 0:
            means[:, t // window - 1] = running / window
            running[:] = 0.0
    return O2NCRun(means, x, windows * window, window)
