"""Fits with bootstrap confidence intervals over seeds: log-log slopes, and the one-sided ratio of a measured mean
to a bound."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class SlopeFit:
    """Least-squares slope of log(mean metric) against log(x), with a percentile bootstrap interval."""

    slope: float
    intercept: float
    ci_low: float
    ci_high: float
    confidence: float
    n_boot: int


def _slopes(log_x: np.ndarray, log_y: np.ndarray) -> np.ndarray:
    """Least-squares slopes of each row of ``log_y`` (shape (..., k)) against ``log_x`` (shape (k,))."""
    xc = log_x - log_x.mean()
    return (log_y - log_y.mean(axis=-1, keepdims=True)) @ xc / (xc @ xc)


def fit_slope(
    x: np.ndarray, samples: np.ndarray, rng: np.random.Generator, n_boot: int = 2000, confidence: float = 0.95
) -> SlopeFit:
    """Fit the slope of log(mean over seeds) against log(x).

    ``samples`` has shape (len(x), seeds): the measured metric per swept value and seed. The bootstrap resamples
    seeds with replacement independently at each swept value (all resamples at once, no Python loop).
    """
    x = np.asarray(x, dtype=float)
    samples = np.asarray(samples, dtype=float)
    if x.ndim != 1 or x.size < 3:
        raise ValueError(f"x must be a 1-d array of at least 3 swept values, got shape {x.shape}")
    if samples.ndim != 2 or samples.shape[0] != x.size or samples.shape[1] < 2:
        raise ValueError(f"samples must have shape (len(x)={x.size}, seeds>=2), got {samples.shape}")
    if np.any(x <= 0) or np.any(~np.isfinite(samples)) or np.any(samples.mean(axis=1) <= 0):
        raise ValueError("swept values must be positive and the mean metric positive and finite at every point")
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be in (0, 1), got {confidence}")
    log_x = np.log(x)
    means = samples.mean(axis=1)
    slope = float(_slopes(log_x, np.log(means)))
    intercept = float(np.log(means).mean() - slope * log_x.mean())
    k, seeds = samples.shape
    idx = rng.integers(0, seeds, size=(n_boot, k, seeds))
    boot_means = np.take_along_axis(samples[None, :, :], idx, axis=2).mean(axis=2)
    boot = _slopes(log_x, np.log(np.maximum(boot_means, np.finfo(float).tiny)))
    tail = (1 - confidence) / 2
    lo, hi = np.quantile(boot, [tail, 1 - tail])
    return SlopeFit(slope, intercept, float(lo), float(hi), confidence, n_boot)


@dataclass(frozen=True)
class BoundFit:
    """How far the measured mean rises above a bound's shape: the largest ratio (mean / bound) over the sweep,
    relative to the ratio at the calibration point, with a bootstrap interval; ``limit`` is the accepted maximum."""

    bound: list[float]
    ratios: list[float]
    statistic: float
    ci_low: float
    ci_high: float
    limit: float


def fit_bound(
    samples: np.ndarray,
    bound: np.ndarray,
    calibrate_at: int,
    limit: float,
    rng: np.random.Generator,
    n_boot: int = 2000,
    confidence: float = 0.95,
) -> BoundFit:
    """max_i (m_i / b_i) / (m_c / b_c) with m the mean over seeds, b the bound and c the calibration point.

    The statistic is at most ``limit`` exactly when every mean stays below C times the bound with C = ``limit`` times
    the calibrated ratio; the bootstrap resamples seeds independently at each swept value, as :func:`fit_slope`.
    """
    samples = np.asarray(samples, dtype=float)
    bound = np.asarray(bound, dtype=float)
    if samples.ndim != 2 or samples.shape[0] != bound.size or np.any(bound <= 0):
        raise ValueError(f"samples must have shape (len(bound)={bound.size}, seeds) and the bound be positive")
    ratios = samples.mean(axis=1) / bound
    k, seeds = samples.shape
    idx = rng.integers(0, seeds, size=(n_boot, k, seeds))
    boot = np.take_along_axis(samples[None, :, :], idx, axis=2).mean(axis=2) / bound
    boot_stat = boot.max(axis=1) / np.maximum(boot[:, calibrate_at], np.finfo(float).tiny)
    tail = (1 - confidence) / 2
    lo, hi = np.quantile(boot_stat, [tail, 1 - tail])
    statistic = float(ratios.max() / ratios[calibrate_at])
    return BoundFit(bound.tolist(), ratios.tolist(), statistic, float(lo), float(hi), limit)
