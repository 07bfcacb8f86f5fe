"""Noisy (full-batch) gradient descent, the Gaussian-mechanism baseline of DP-ERM.

w_{t+1} = w_t - eta (grad F(w_t) + N(0, sigma^2 I)), vectorised over a leading axis of repetitions. Under
replace-one neighbours with gradient sensitivity Delta, T steps with noise sigma cost T Delta^2 / (2 sigma^2) in
zCDP (Bun and Steinke 2016, Prop 1.6 and Lemma 2.3); Bassily, Smith, Thakurta 2014 analyse it for DP-ERM.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


def noise_for_zcdp(sensitivity: float, steps: int, rho: float) -> float:
    """The per-step noise sigma at which ``steps`` Gaussian releases of this sensitivity are rho-zCDP."""
    if not sensitivity > 0:
        raise ValueError(f"sensitivity must be positive, got {sensitivity}")
    if steps < 1:
        raise ValueError(f"steps must be >= 1, got {steps}")
    if not rho > 0:
        raise ValueError(f"rho must be positive, got {rho}")
    return sensitivity * np.sqrt(steps / (2.0 * rho))


def noisy_gd(
    grad: Callable[[np.ndarray], np.ndarray],
    w0: np.ndarray,
    step: float,
    steps: int,
    sigma: float,
    rng: np.random.Generator,
) -> np.ndarray:
    """Run noisy GD from ``w0`` (shape (reps, d)) and return the last iterates (shape (reps, d))."""
    if w0.ndim != 2:
        raise ValueError(f"w0 must have shape (reps, d), got {w0.shape}")
    if not step > 0:
        raise ValueError(f"step must be positive, got {step}")
    if steps < 1:
        raise ValueError(f"steps must be >= 1, got {steps}")
    if sigma < 0:
        raise ValueError(f"sigma must be >= 0, got {sigma}")
    w = w0.copy()
    for _ in range(steps):
        w -= step * (grad(w) + sigma * rng.standard_normal(w.shape))
    return w
