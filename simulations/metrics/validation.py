"""Input checks shared by the metrics: positive scalars, batches of points, and calls of user callables.

Every check raises a ValueError that names the parameter, the value received and the valid range; nothing is
clamped or repaired silently.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from numpy.typing import ArrayLike, NDArray


def require_positive(name: str, value: float) -> float:
    """``value`` as a float, or a ValueError unless it is finite and > 0."""
    number = float(value)
    if not (np.isfinite(number) and number > 0):
        raise ValueError(f"{name} must be a finite number > 0, got {value!r}")
    return number


def require_int_at_least(name: str, value: int, minimum: int) -> int:
    """``value`` as an int, or a ValueError unless it is an integer >= ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < minimum:
        raise ValueError(f"{name} must be an integer >= {minimum}, got {value!r}")
    return int(value)


def as_point_batch(name: str, x: ArrayLike) -> tuple[NDArray[np.float64], tuple[int, ...]]:
    """Points of shape (..., d) as a finite (k, d) float array with k >= 1, and the leading shape (...)."""
    points = np.asarray(x, dtype=float)
    if points.ndim == 0 or points.size == 0:
        raise ValueError(
            f"{name} must have shape (..., d) with d >= 1 and at least one point, got shape {points.shape}"
        )
    if not np.all(np.isfinite(points)):
        raise ValueError(f"{name} must be finite, got non-finite entries in an array of shape {points.shape}")
    return points.reshape(-1, points.shape[-1]), points.shape[:-1]


def call_on_points(
    fn: Callable[[NDArray[np.float64]], ArrayLike],
    fn_name: str,
    points: NDArray[np.float64],
    tail: tuple[int, ...],
) -> NDArray[np.float64]:
    """``fn(points)`` for points of shape (k, d), checked to be finite and of shape (k, *tail)."""
    values = np.asarray(fn(points), dtype=float)
    expected = (points.shape[0], *tail)
    if values.shape != expected:
        raise ValueError(
            f"{fn_name} must map points of shape {points.shape} to an array of shape {expected}, "
            f"got shape {values.shape}"
        )
    if not np.all(np.isfinite(values)):
        raise ValueError(f"{fn_name} returned non-finite values at points of shape {points.shape}")
    return values
