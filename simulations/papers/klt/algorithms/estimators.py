"""Smoothed-gradient estimators of KLT (zero order, eq. (4); first order, eq. (10) v2 / (17) v1), vectorised.

Kornowski, Liu, Talwar (arXiv 2410.05880; v2 ``arXiv:2410.05880v2``, v1
``arXiv:2410.05880v1``). Both estimate ∇f_α(x; ξ) of the ball smoothing f_α(x; ξ) =
E_{y ~ Unif(B_α)} f(x + y; ξ) (KLT-Fact2.3) from m random points per sample:

* zero order (Alg. 3 lines 5-6 and 12-14, Alg. 4 lines 4-5 and 11-13):
  (1/m) Σ_j (d/(2α)) (f(x + α y_j; ξ) − f(x − α y_j; ξ)) y_j with y_j ~ Unif(S^{d−1}), unbiased by KLT-Fact2.3(iv).
  The variance-reduction steps of Alg. 3 (line 12) and Alg. 4 (line 11) print y_j ~ Unif(B_α) in both versions,
  which is inconsistent with the α·y_j offsets and the d/(2α) factor:
  ``directions="printed_ball"`` reproduces it for the negative controls.
* first order (Alg. 5 lines 4-5 and 9-11): (1/m) Σ_j ∇f(x + y_j; ξ) with y_j ~ Unif(B_α). Eq. (10) v2 / (17) v1
  prints ∇f(x + α y_j) with y_j ~ Unif(S^{d−1}), which estimates the gradient of the *sphere* smoothing, not
  ∇f_α; ``points="printed_sphere"`` reproduces it. An instance that can draw the sum Σ_j ∇f(x + y_j; ξ) over
  ball points exactly from its law (``ball_grad_sum``, e.g. the kinks K1 and K2, whose sum is a binomial count)
  is asked for it instead of m points: the estimate has the same distribution at O(1) cost instead of O(m).
  Likewise an instance with ``sphere_difference_sum`` (the separable kinks K5) computes the zero-order sum over
  sphere directions itself, with the same law and a faster layout.

Shapes: points ``x`` (..., d) broadcast against samples ``xi`` (..., p); the estimators return one estimate per
broadcast point-sample pair, shape (..., d). The leading axes are typically (repetitions, batch). Work is split into
chunks of at most ``CHUNK`` floats so that large m·d stays within memory.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol, runtime_checkable

import numpy as np
from numpy.typing import NDArray

from simulations.metrics.ball_sampling import unit_rows

Array = NDArray[np.float64]
Directions = Literal["sphere", "printed_ball"]
Points = Literal["ball", "printed_sphere"]

CHUNK = 4_000_000
"""Largest number of floats in one block of smoothing points (..., m, d)."""


class Instance(Protocol):
    """What the estimators need of an instance: per-sample values and a.e. gradients on broadcasting batches."""

    def value(self, x: Array, xi: Array) -> Array: ...

    def grad(self, x: Array, xi: Array) -> Array: ...


@runtime_checkable
class BallGradSum(Protocol):
    """An instance that draws Σ_{j ≤ m} ∇f(x + y_j; ξ), y_j ~ Unif(B_α) independent, exactly from its law."""

    def ball_grad_sum(self, x: Array, xi: Array, alpha: float, m: int, rng: np.random.Generator) -> Array: ...


@runtime_checkable
class SphereDifferenceSum(Protocol):
    """An instance that computes Σ_{j ≤ m} (d/(2α)) (f(x + α y_j; ξ) − f(x − α y_j; ξ)) y_j, y_j ~ Unif(S^{d−1})
    independent, faster than the generic loop, with the same law (e.g. the separable kinks K5)."""

    def sphere_difference_sum(self, x: Array, xi: Array, alpha: float, m: int, rng: np.random.Generator) -> Array: ...


def _require_m(m: int) -> int:
    if isinstance(m, bool) or not isinstance(m, int | np.integer) or m < 1:
        raise ValueError(f"m must be an integer >= 1, got {m!r}")
    return int(m)


def _require_alpha(alpha: float) -> float:
    alpha = float(alpha)
    if not (np.isfinite(alpha) and alpha > 0):
        raise ValueError(f"alpha must be a finite number > 0, got {alpha!r}")
    return alpha


def sphere_directions(rng: np.random.Generator, shape: tuple[int, ...], d: int) -> Array:
    """Uniform points of S^{d−1}, shape (*shape, d)."""
    return unit_rows(rng.standard_normal((*shape, d)))


def ball_points(rng: np.random.Generator, shape: tuple[int, ...], d: int, radius: float) -> Array:
    """Uniform points of B_radius ⊂ R^d, shape (*shape, d): a uniform direction times radius·U^(1/d)."""
    gauss = rng.standard_normal((*shape, d))
    scale = (
        radius * rng.random((*shape, 1)) ** (1.0 / d) / np.sqrt(np.einsum("...i,...i->...", gauss, gauss))[..., None]
    )
    gauss *= scale
    return gauss


def _blocks(m: int, per_point: int) -> list[tuple[int, int]]:
    size = max(1, CHUNK // max(1, per_point))
    return [(lo, min(m, lo + size)) for lo in range(0, m, size)]


def _accumulate(shape: tuple[int, ...], d: int, m: int, block: Callable[[int], Array], per_point: int) -> Array:
    total = np.zeros((*shape, d))
    for lo, hi in _blocks(m, per_point):
        total += block(hi - lo)
    return total / m


def zero_order(
    instance: Instance,
    x: Array,
    xi: Array,
    alpha: float,
    m: int,
    rng: np.random.Generator,
    directions: Directions = "sphere",
) -> Array:
    """Zero-order estimate of ∇f_α(x; ξ) from m two-point differences (KLT eq. (4), Alg. 3/4).

    ``directions="sphere"``: y_j ~ Unif(S^{d−1}) (Alg. 3 line 5, and lines 12 with erratum 6 fixed);
    ``"printed_ball"``: y_j ~ Unif(B_α) as printed in Alg. 3 line 12 / Alg. 4 line 11 (biased).
    """
    alpha, m = _require_alpha(alpha), _require_m(m)
    x, xi = np.asarray(x, dtype=float), np.asarray(xi, dtype=float)
    shape = np.broadcast_shapes(x.shape[:-1], xi.shape[:-1])
    d = x.shape[-1]
    if directions not in ("sphere", "printed_ball"):
        raise ValueError(f"directions must be 'sphere' or 'printed_ball', got {directions!r}")
    if directions == "sphere" and isinstance(instance, SphereDifferenceSum):
        return instance.sphere_difference_sum(x, xi, alpha, m, rng) / m

    def block(k: int) -> Array:
        if directions == "sphere":
            y = sphere_directions(rng, (*shape, k), d)
        else:
            y = ball_points(rng, (*shape, k), d, alpha)
        xs, xis = x[..., None, :], xi[..., None, :]
        diff = instance.value(xs + alpha * y, xis) - instance.value(xs - alpha * y, xis)
        return (d / (2.0 * alpha)) * np.einsum("...k,...kd->...d", diff, y)

    return _accumulate(shape, d, m, block, int(np.prod(shape, dtype=int)) * d)


def first_order(
    instance: Instance,
    x: Array,
    xi: Array,
    alpha: float,
    m: int,
    rng: np.random.Generator,
    points: Points = "ball",
    point_by_point: bool = False,
) -> Array:
    """First-order estimate (1/m) Σ_j ∇f(x + y_j; ξ) of ∇f_α(x; ξ) (KLT Alg. 5 lines 4-5 and 9-11).

    ``points="ball"``: y_j ~ Unif(B_α) (Alg. 5, unbiased); ``"printed_sphere"``: x + α y_j with y_j ~ Unif(S^{d−1})
    as printed in eq. (10) v2 / (17) v1 (the gradient of the sphere smoothing; erratum 7). Ball points on an
    instance with ``ball_grad_sum`` draw the sum from its law unless ``point_by_point`` (needed when two calls
    must share their smoothing points through copies of ``rng``).
    """
    alpha, m = _require_alpha(alpha), _require_m(m)
    x, xi = np.asarray(x, dtype=float), np.asarray(xi, dtype=float)
    shape = np.broadcast_shapes(x.shape[:-1], xi.shape[:-1])
    d = x.shape[-1]
    if points not in ("ball", "printed_sphere"):
        raise ValueError(f"points must be 'ball' or 'printed_sphere', got {points!r}")
    if points == "ball" and not point_by_point and isinstance(instance, BallGradSum):
        return instance.ball_grad_sum(x, xi, alpha, m, rng) / m

    def block(k: int) -> Array:
        if points == "ball":
            y = ball_points(rng, (*shape, k), d, alpha)
        else:
            y = alpha * sphere_directions(rng, (*shape, k), d)
        return instance.grad(x[..., None, :] + y, xi[..., None, :]).sum(axis=-2)

    return _accumulate(shape, d, m, block, int(np.prod(shape, dtype=int)) * d)
