"""Uniform samples of Euclidean balls and spheres around a batch of centres.

These are the distributions Unif(B(x, r)) and Unif(S(x, r)) of randomized smoothing (KLT-Fact2.3, v2 Sec. 2),
used here to probe the Goldstein r-subdifferential.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray


def unit_rows(z: NDArray[np.float64]) -> NDArray[np.float64]:
    """``z`` divided by the Euclidean norm of its last axis."""
    return z / np.linalg.norm(z, axis=-1, keepdims=True)


def uniform_sphere(rng: np.random.Generator, centers: NDArray[np.float64], r: float, n: int) -> NDArray[np.float64]:
    """``n`` points uniform on the sphere S(c, r) for each centre c of ``centers`` (m, d): shape (m, n, d)."""
    m, d = centers.shape
    return centers[:, None, :] + r * unit_rows(rng.standard_normal((m, n, d)))


def uniform_ball(rng: np.random.Generator, centers: NDArray[np.float64], r: float, n: int) -> NDArray[np.float64]:
    """``n`` points uniform in the closed ball B(c, r) for each centre c of ``centers`` (m, d): shape (m, n, d).

    A uniform direction times the radius r U^(1/d), U ~ Unif[0, 1).
    """
    m, d = centers.shape
    radii = r * rng.random((m, n, 1)) ** (1.0 / d)
    return centers[:, None, :] + radii * unit_rows(rng.standard_normal((m, n, d)))


def project_to_ball(points: NDArray[np.float64], centers: NDArray[np.float64], r: float) -> NDArray[np.float64]:
    """Euclidean projection of ``points`` (m, n, d) onto the balls B(c, r) of ``centers`` (m, d)."""
    offsets = points - centers[:, None, :]
    lengths = np.linalg.norm(offsets, axis=-1, keepdims=True)
    return centers[:, None, :] + offsets * (r / np.maximum(lengths, r))
