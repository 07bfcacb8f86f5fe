"""The iterate of a noisy gradient method, simulated directly or through an exact reduction.

A noisy full-batch gradient step is ``w' = w - eta (grad F(w) + sigma xi)`` with xi ~ N(0, I_d). The MUABG
algorithms that take such steps (Alg 3, and Alg 3 inside Thm 5) look at the iterate only through
``||grad F(w)||`` and the loss, so any exact reduction of the law of the iterate may replace the d-dimensional
simulation:

* :class:`DirectState` keeps the points, shape (reps, k). With k = d it is the direct simulation. With k < d it
  is exact for losses that depend on the first k coordinates only (the other coordinates receive noise that
  never feeds back, the ramp-to-flat instance with k = 1).
* :class:`RadialState` keeps only r = ||w - w*|| for a rotation-invariant loss F = g(||w - w*||). Writing the
  noise in the frame (w/||w||, its complement), ``r' = sqrt((r - eta g'(r) - eta sigma Z)^2 + eta^2 sigma^2
  chi2_{d-1})`` with Z ~ N(0, 1) independent of the chi-square: O(1) per step for any d
  (d = 1e30 included).

Both are vectorised over a leading axis of repetitions and take ``sigma`` per repetition; only the repetitions
in ``mask`` move.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


class DirectState:
    """Points ``w`` of shape (reps, k) of a loss with gradient ``grad`` (batch in, batch out)."""

    def __init__(self, w: np.ndarray, grad: Callable[[np.ndarray], np.ndarray]) -> None:
        w = np.array(w, dtype=float)
        if w.ndim != 2:
            raise ValueError(f"w must have shape (reps, k), got shape {w.shape}")
        self.w = w
        self.grad = grad

    @property
    def reps(self) -> int:
        return self.w.shape[0]

    def grad_norm(self) -> np.ndarray:
        """||grad F(w)|| per repetition."""
        return np.linalg.norm(self.grad(self.w), axis=-1)

    def noisy_step(self, eta: float, sigma: np.ndarray, rng: np.random.Generator, mask: np.ndarray) -> None:
        """w <- w - eta (grad F(w) + sigma xi) for the masked repetitions."""
        noise = rng.standard_normal(self.w.shape)
        new = self.w - eta * (self.grad(self.w) + np.asarray(sigma)[:, None] * noise)
        self.w = np.where(np.asarray(mask)[:, None], new, self.w)


class RadialState:
    """Distances ``r`` (reps,) to the minimiser of a rotation-invariant loss g(||w||) in dimension ``d``.

    ``derivative`` is g' (so ||grad F|| = g'(r)); ``d`` may be any positive number (a float such as 1e30).
    """

    def __init__(self, r: np.ndarray, derivative: Callable[[np.ndarray], np.ndarray], d: float) -> None:
        r = np.array(r, dtype=float)
        if r.ndim != 1 or np.any(r < 0):
            raise ValueError(f"r must be a 1-d array of distances >= 0, got shape {r.shape}")
        if not (np.isfinite(d) and d >= 1):
            raise ValueError(f"d must be a finite number >= 1, got d={d!r}")
        self.r = r
        self.derivative = derivative
        self.d = float(d)

    @property
    def reps(self) -> int:
        return self.r.shape[0]

    def grad_norm(self) -> np.ndarray:
        return np.asarray(self.derivative(self.r), dtype=float)

    def noisy_step(self, eta: float, sigma: np.ndarray, rng: np.random.Generator, mask: np.ndarray) -> None:
        """The exact law of ||w'|| given ||w|| = r (see the module docstring)."""
        z = rng.standard_normal(self.reps)
        chi2 = rng.chisquare(self.d - 1.0, self.reps) if self.d > 1 else np.zeros(self.reps)
        step_sigma = eta * np.asarray(sigma)
        radial = self.r - eta * self.grad_norm() - step_sigma * z
        new = np.sqrt(radial**2 + step_sigma**2 * chi2)
        self.r = np.where(mask, new, self.r)
