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


def _check_run(w0: np.ndarray, steps: int, sigma: float) -> None:
    """The inputs every noisy GD run shares: starts of shape (reps, d), at least one step, a non-negative noise."""
    if w0.ndim != 2:
        raise ValueError(f"w0 must have shape (reps, d), got {w0.shape}")
    if steps < 1:
        raise ValueError(f"steps must be >= 1, got {steps}")
    if sigma < 0:
        raise ValueError(f"sigma must be >= 0, got {sigma}")


def noisy_gd(
    grad: Callable[[np.ndarray], np.ndarray],
    w0: np.ndarray,
    step: float,
    steps: int,
    sigma: float,
    rng: np.random.Generator,
) -> np.ndarray:
    """Run noisy GD from ``w0`` (shape (reps, d)) and return the last iterates (shape (reps, d))."""
    _check_run(w0, steps, sigma)
    if not step > 0:
        raise ValueError(f"step must be positive, got {step}")
    w = w0.copy()
    for _ in range(steps):
        w -= step * (grad(w) + sigma * rng.standard_normal(w.shape))
    return w


def projected_noisy_gd(
    grad: Callable[[np.ndarray], np.ndarray],
    w0: np.ndarray,
    steps: int,
    sigma: float,
    rng: np.random.Generator,
    *,
    mu: float,
    radius: float,
) -> np.ndarray:
    """Projected noisy GD with eta_t = 1/(mu t) onto the ball of ``radius`` around the origin, returning the
    average of the iterates w_1, ..., w_T weighted by t (Lacoste-Julien, Schmidt, Bach 2012, the scheme behind
    E F(w_bar) - F* <= 2 G^2/(mu (T + 1)) for mu-strongly convex F); ``w0`` has shape (reps, d)."""
    _check_run(w0, steps, sigma)
    if not (mu > 0 and radius > 0):
        raise ValueError(f"mu and radius must be positive, got mu={mu}, radius={radius}")
    w = w0.copy()
    weighted = np.zeros_like(w)
    block = max(1, 2**20 // w.size)  # noise drawn a block of steps at a time
    for start in range(1, steps + 1, block):
        stop = min(steps + 1, start + block)
        noise = rng.standard_normal((stop - start, *w.shape))
        noise *= sigma
        for t in range(start, stop):
            w -= (grad(w) + noise[t - start]) / (mu * t)
            norm = np.sqrt(np.einsum("ij,ij->i", w, w))[:, None]
            w *= np.minimum(1.0, radius / np.maximum(norm, 1e-300))
            weighted += t * w
    return weighted * (2.0 / (steps * (steps + 1)))
