"""Argument checks shared by the privacy modules: each failure is a ValueError naming the parameter, the value
and the valid range."""

from __future__ import annotations

import math
import numbers

import numpy as np


def positive(name: str, value: float) -> float:
    """``value`` as a float, required finite and > 0."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(value) or value <= 0:
        raise ValueError(f"{name} must be a finite number > 0, got {name}={value!r}")
    return float(value)


def non_negative(name: str, value: float) -> float:
    """``value`` as a float, required finite and >= 0."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(value) or value < 0:
        raise ValueError(f"{name} must be a finite number >= 0, got {name}={value!r}")
    return float(value)


def open_unit(name: str, value: float) -> float:
    """``value`` as a float, required in the open interval (0, 1)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not 0 < value < 1:
        raise ValueError(f"{name} must lie in (0, 1), got {name}={value!r}")
    return float(value)


def below_one(name: str, value: float) -> float:
    """``value`` as a float, required in [0, 1) (a delta: 0 for pure DP)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not 0 <= value < 1:
        raise ValueError(f"{name} must lie in [0, 1), got {name}={value!r}")
    return float(value)


def integer(name: str, value: int, minimum: int) -> int:
    """``value`` as an int, required integral and >= ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < minimum:
        raise ValueError(f"{name} must be an integer >= {minimum}, got {name}={value!r}")
    return int(value)


def generator(name: str, value: object) -> np.random.Generator:
    """``value``, required to be a numpy.random.Generator."""
    if not isinstance(value, np.random.Generator):
        raise ValueError(f"{name} must be a numpy.random.Generator, got {type(value).__name__}")
    return value


def square_matrix(name: str, value: object) -> np.ndarray:
    """``value`` as a finite float64 square matrix with at least one row."""
    matrix = np.asarray(value, dtype=float)
    if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1] or matrix.shape[0] == 0:
        raise ValueError(f"{name} must be a non-empty square matrix, got shape {matrix.shape}")
    if not np.all(np.isfinite(matrix)):
        raise ValueError(f"{name} must have finite entries")
    return matrix
