"""Goldstein stationarity ‖∂̄_r F(x)‖ (KLT-Def2.1, v2 Sec. 2), measured from above.

The Goldstein r-subdifferential ∂_r F(x) is the convex hull of the gradients of F over the ball B(x, r), and
‖∂̄_r F(x)‖ is the norm of its minimum-norm element. Any finite set of gradients at points of B(x, r) spans a
subset of ∂_r F(x), so the min-norm point of their hull is an **upper bound** on ‖∂̄_r F(x)‖ (the equivalent form
of KLT-Def2.1 in KLT v2 App. B.1: convex weights λ and points y_i ∈ B(x, r) with ‖Σ λ_i ∇F(y_i)‖ ≤ β).

Two estimators are provided:

* :func:`goldstein_norm`, Frank–Wolfe over points with a sampled linear-minimization oracle that looks for the
  point y ∈ B(x, r) minimizing ⟨∇F(y), v⟩ for the current min-norm point v. It finds kinks far from x, which
  uniform sampling misses in high dimension.
* :func:`goldstein_norm_uniform`, the min-norm point of the gradients at uniform samples of the ball, kept as the
  naive baseline (it returns 1 instead of 0 for |x_1| at x_1 = r/2 in d = 100).

Gradients must be population gradients ∇F = E∇f (closed forms or exact expectations), never those of a
training batch.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike, NDArray
from scipy.optimize import nnls

from simulations.metrics.ball_sampling import project_to_ball, uniform_ball, uniform_sphere, unit_rows
from simulations.metrics.validation import (
    as_point_batch,
    call_on_points,
    require_int_at_least,
    require_positive,
)

GradientFn = Callable[[NDArray[np.float64]], ArrayLike]
"""Population gradient of F on a batch: points of shape (k, d) to gradients of shape (k, d)."""

# Sampled-oracle families: the biased surface points x + r·normalize(−v̂ + τξ) use τ log-uniform in
# BIAS_SPREAD (angles from −v̂ between about 0.6 and 89.4 degrees), and the local refinement around the
# previous round's best candidate uses steps r·σ·ξ with σ log-uniform in REFINE_STEP; ξ ~ N(0, I/d).
BIAS_SPREAD = (1e-2, 1e2)
REFINE_STEP = (1e-3, 0.5)


@dataclass(frozen=True)
class MinNormPoint:
    """The minimum-norm point of the convex hull of the rows of a gradient matrix G (k, d).

    ``point`` = Gᵀ``weights`` with ``weights`` in the simplex. ``gap`` is the Frank–Wolfe duality gap
    ‖p‖² − min_i ⟨g_i, p⟩ of f(λ) = ½‖Gᵀλ‖², so ‖p‖² − ‖p*‖² ≤ 2·gap for the exact min-norm point p*.
    """

    point: NDArray[np.float64]
    weights: NDArray[np.float64]
    gap: float


def min_norm_in_hull(gradients: ArrayLike, *, tol: float = 1e-15, max_polish_steps: int = 1000) -> MinNormPoint:
    """Minimum-norm point of conv{g_1, ..., g_k} for the rows of ``gradients`` (k, d).

    The min-norm element defines Goldstein stationarity (KLT-Def2.1, v2 Sec. 2). It is computed with the NNLS
    trick: λ = nnls([Gᵀ; c·1ᵀ], [0; c]) renormalised to the simplex. For λ = tμ with μ in the simplex the
    penalised objective is t²‖Gᵀμ‖² + c²(t − 1)², minimised over μ by the min-norm weights for every t, so the
    renormalised solution is exact for any c > 0; c = max_i ‖g_i‖ keeps the system well scaled. A Frank–Wolfe
    polish with exact line search then runs until the duality gap is at most ``tol``·c² or
    ``max_polish_steps`` steps are taken.
    """
    matrix = np.asarray(gradients, dtype=float)
    if matrix.ndim != 2 or matrix.shape[0] == 0 or matrix.shape[1] == 0:
        raise ValueError(f"gradients must have shape (k, d) with k, d >= 1, got shape {matrix.shape}")
    if not np.all(np.isfinite(matrix)):
        raise ValueError("gradients must be finite, got non-finite entries")
    require_positive("tol", tol)
    require_int_at_least("max_polish_steps", max_polish_steps, 0)
    k, d = matrix.shape
    scale = float(np.max(np.linalg.norm(matrix, axis=1))) or 1.0
    system = np.vstack([matrix.T, np.full((1, k), scale)])
    target = np.zeros(d + 1)
    target[-1] = scale
    weights, _ = nnls(system, target, maxiter=50 * k)
    weights /= weights.sum()
    point = matrix.T @ weights
    for _ in range(max_polish_steps):
        inner = matrix @ point
        vertex = int(np.argmin(inner))
        if point @ point - inner[vertex] <= tol * scale**2:
            break
        direction = matrix[vertex] - point
        step = min(1.0, max(0.0, -(point @ direction) / (direction @ direction)))
        weights *= 1.0 - step
        weights[vertex] += step
        point = point + step * direction
    gap = float(point @ point - np.min(matrix @ point))
    return MinNormPoint(point=point, weights=weights, gap=gap)


@dataclass(frozen=True)
class GoldsteinEstimate:
    """Upper bounds on ‖∂̄_r F(x)‖ for a batch of points x of shape (..., d) (KLT-Def2.1, v2 Sec. 2).

    - ``norm`` (...): ‖v‖ for the min-norm point v of the hull of the gradients collected in B(x, r); an
      upper bound on ‖∂̄_r F(x)‖.
    - ``min_norm_point`` (..., d): v.
    - ``hull_gap`` (...): the Frank–Wolfe duality gap of the final min-norm problem (see :class:`MinNormPoint`).
    - ``oracle_gap`` (...): ‖v‖² − min ⟨∇F(y), v⟩ over the last round's sampled candidates y. A non-positive
      value means no sampled point improves v; with an exact oracle, ‖v‖ − oracle_gap/‖v‖ would be a lower
      bound. NaN where no round ran.
    - ``n_points`` (...): the number of gradients in the hull.
    - ``rounds`` (...): the number of Frank–Wolfe rounds run.
    - ``converged`` (...): True if the run stopped because no candidate improved v for ``patience`` rounds or v
      reached 0, False if it stopped at ``max_rounds``.
    """

    norm: NDArray[np.float64]
    min_norm_point: NDArray[np.float64]
    hull_gap: NDArray[np.float64]
    oracle_gap: NDArray[np.float64]
    n_points: NDArray[np.int64]
    rounds: NDArray[np.int64]
    converged: NDArray[np.bool_]


def _log_uniform(rng: np.random.Generator, bounds: tuple[float, float], shape: tuple[int, ...]) -> NDArray[np.float64]:
    low, high = np.log(bounds[0]), np.log(bounds[1])
    return np.exp(rng.uniform(low, high, shape))


def _candidates(
    rng: np.random.Generator,
    centers: NDArray[np.float64],
    directions: NDArray[np.float64],
    previous_best: NDArray[np.float64],
    r: float,
    n_per_family: int,
) -> NDArray[np.float64]:
    """Candidate points of the sampled oracle for each centre: shape (m, 5 * n_per_family, d).

    For the unit min-norm directions v̂ (m, d): interior samples of B(x, r), surface samples of S(x, r), the
    segment x − s·r·v̂ with s ∈ (0, 1], surface points x + r·normalize(−v̂ + τξ) biased toward −v̂, and
    perturbations of the previous round's best candidate projected back onto the ball.
    """
    m, d = centers.shape
    shape = (m, n_per_family, 1)
    noise_scale = 1.0 / np.sqrt(d)
    segment = centers[:, None, :] - r * (1.0 - rng.random(shape)) * directions[:, None, :]
    biased = centers[:, None, :] + r * unit_rows(
        -directions[:, None, :]
        + _log_uniform(rng, BIAS_SPREAD, shape) * noise_scale * rng.standard_normal((m, n_per_family, d))
    )
    refined = project_to_ball(
        previous_best[:, None, :]
        + r * _log_uniform(rng, REFINE_STEP, shape) * noise_scale * rng.standard_normal((m, n_per_family, d)),
        centers,
        r,
    )
    families = (
        uniform_ball(rng, centers, r, n_per_family),
        uniform_sphere(rng, centers, r, n_per_family),
        segment,
        biased,
        refined,
    )
    return np.concatenate(families, axis=1)


def _gradients_at(grad_fn: GradientFn, points: NDArray[np.float64]) -> NDArray[np.float64]:
    """One batched call of ``grad_fn`` on points of shape (m, n, d)."""
    flat = points.reshape(-1, points.shape[-1])
    return call_on_points(grad_fn, "grad_fn", flat, (points.shape[-1],)).reshape(points.shape)


def goldstein_norm(
    grad_fn: GradientFn,
    x: ArrayLike,
    r: float,
    rng: np.random.Generator,
    *,
    n_per_family: int = 16,
    n_initial: int = 8,
    max_rounds: int = 500,
    patience: int = 3,
    tol: float = 1e-10,
) -> GoldsteinEstimate:
    """Upper bound on the Goldstein measure ‖∂̄_r F(x)‖ by Frank–Wolfe with a sampled oracle (KLT-Def2.1, v2).

    Frank-Wolfe with a sampled linear oracle, for points ``x`` of shape (..., d). The hull starts from the gradients at
    ``n_initial`` uniform samples of B(x, r). Each round draws ``n_per_family`` candidates in each of five
    families (interior, surface, the segment x − s·r·v̂, surface points biased toward −v̂, and a local
    refinement around the previous round's best candidate), evaluates all gradients in **one** batched call of
    ``grad_fn`` (over every point of the batch still running), and adds the candidate y minimizing
    ⟨∇F(y), v⟩ if it improves, that is ‖v‖² − ⟨∇F(y), v⟩ > ``tol``·‖v‖²; the min-norm point is then re-solved
    over all collected gradients (fully corrective Frank–Wolfe, :func:`min_norm_in_hull`). A point stops when
    ``patience`` consecutive rounds bring no improvement, when ‖v‖ ≤ ``tol``·max‖∇F(y)‖ (the hull contains 0),
    or after ``max_rounds`` rounds.

    All candidates lie in the closed ball B(x, r) and x itself is never queried (it may sit on a kink), so every
    returned norm is an upper bound. Average ``norm`` over the K window means
    to get KLT's E‖∂̄_{2α}F(x_out)‖, with r = 2α for F or r = α for F_α.

    ``grad_fn`` maps points (k, d) to population gradients (k, d). The same ``rng`` state gives the same
    result; the points of a batch share the generator, so a point's estimate depends on the rest of the batch.
    """
    points, lead_shape = as_point_batch("x", x)
    r = require_positive("r", r)
    n_per_family = require_int_at_least("n_per_family", n_per_family, 1)
    n_initial = require_int_at_least("n_initial", n_initial, 1)
    max_rounds = require_int_at_least("max_rounds", max_rounds, 0)
    patience = require_int_at_least("patience", patience, 1)
    tol = require_positive("tol", tol)

    m, d = points.shape
    initial_points = uniform_ball(rng, points, r, n_initial)
    hulls = list(_gradients_at(grad_fn, initial_points))
    solutions = [min_norm_in_hull(g) for g in hulls]
    min_norm_point = np.array([solution.point for solution in solutions])
    hull_gap = np.array([solution.gap for solution in solutions])
    scales = np.array([np.max(np.linalg.norm(g, axis=1)) for g in hulls])
    previous_best = initial_points[:, 0, :].copy()
    oracle_gap = np.full(m, np.nan)
    rounds = np.zeros(m, dtype=np.int64)
    idle = np.zeros(m, dtype=np.int64)
    converged = np.zeros(m, dtype=bool)

    for _ in range(max_rounds):
        norms = np.linalg.norm(min_norm_point, axis=1)
        converged |= norms <= tol * scales
        active = np.flatnonzero(~converged)
        if active.size == 0:
            break
        v = min_norm_point[active]
        candidates = _candidates(rng, points[active], v / norms[active, None], previous_best[active], r, n_per_family)
        gradients = _gradients_at(grad_fn, candidates)
        scores = np.einsum("mnd,md->mn", gradients, v)
        best = np.argmin(scores, axis=1)
        rows = np.arange(active.size)
        previous_best[active] = candidates[rows, best]
        oracle_gap[active] = norms[active] ** 2 - scores[rows, best]
        improves = oracle_gap[active] > tol * norms[active] ** 2
        rounds[active] += 1
        idle[active] = np.where(improves, 0, idle[active] + 1)
        converged[active] = idle[active] >= patience
        for row in np.flatnonzero(improves):
            i = active[row]
            new_gradient = gradients[row, best[row]]
            hulls[i] = np.vstack([hulls[i], new_gradient])
            scales[i] = max(scales[i], float(np.linalg.norm(new_gradient)))
            solution = min_norm_in_hull(hulls[i])
            min_norm_point[i] = solution.point
            hull_gap[i] = solution.gap

    norms = np.linalg.norm(min_norm_point, axis=1)
    converged |= norms <= tol * scales
    return GoldsteinEstimate(
        norm=norms.reshape(lead_shape),
        min_norm_point=min_norm_point.reshape(*lead_shape, d),
        hull_gap=hull_gap.reshape(lead_shape),
        oracle_gap=oracle_gap.reshape(lead_shape),
        n_points=np.array([len(g) for g in hulls], dtype=np.int64).reshape(lead_shape),
        rounds=rounds.reshape(lead_shape),
        converged=converged.reshape(lead_shape),
    )


def goldstein_norm_uniform(
    grad_fn: GradientFn, x: ArrayLike, r: float, rng: np.random.Generator, n_samples: int
) -> NDArray[np.float64]:
    """Naive upper bound on ‖∂̄_r F(x)‖ (KLT-Def2.1, v2): min-norm point of the gradients at uniform samples.

    For points ``x`` of shape (..., d), returns the norms (...). In high dimension uniform samples of B(x, r)
    stay within about r/√d of x's hyperplanes, so kinks at distance ≫ r/√d are missed; use :func:`goldstein_norm` for
    measurements and this one as a baseline.
    """
    points, lead_shape = as_point_batch("x", x)
    r = require_positive("r", r)
    n_samples = require_int_at_least("n_samples", n_samples, 1)
    gradients = _gradients_at(grad_fn, uniform_ball(rng, points, r, n_samples))
    norms = [np.linalg.norm(min_norm_in_hull(g).point) for g in gradients]
    return np.array(norms, dtype=float).reshape(lead_shape)
