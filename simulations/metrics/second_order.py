"""Second-order stationarity: the α-SOSP of LT-Def1.2 (Liu–Talwar, arXiv 2410.07502 v2, Sec. 1).

LT-Def1.2 (after Nesterov–Polyak 2006 and Agarwal et al. 2017): for a ρ-Hessian-Lipschitz g, x is an α-SOSP
iff ‖∇g(x)‖ ≤ α and ∇²g(x) ⪰ −√(ρα)·I_d. The scalar SOSP error (not defined in the
paper)

    α*(x) = max(‖∇g(x)‖, max(0, −λ_min(∇²g(x)))² / ρ)

is the smallest α for which x is an α-SOSP, since λ_min ≥ −√(ρα) iff max(0, −λ_min)²/ρ ≤ α. Evaluate it on
the exact population objective F_P, with ρ the Hessian-Lipschitz constant (not a zCDP budget).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike, NDArray

from simulations.metrics.validation import as_point_batch, require_positive

SYMMETRY_RTOL = 1e-8
"""Largest accepted max|H − Hᵀ| relative to max(1, max|H|); eigvalsh would silently read one triangle."""


def _hessian_stack(hessians: ArrayLike) -> NDArray[np.float64]:
    """``hessians`` as a finite, symmetric float array of shape (..., d, d)."""
    stack = np.asarray(hessians, dtype=float)
    if stack.ndim < 2 or stack.shape[-1] != stack.shape[-2] or stack.size == 0:
        raise ValueError(f"hessians must have shape (..., d, d) with d >= 1, got shape {stack.shape}")
    if not np.all(np.isfinite(stack)):
        raise ValueError(f"hessians must be finite, got non-finite entries in an array of shape {stack.shape}")
    asymmetry = float(np.max(np.abs(stack - np.swapaxes(stack, -1, -2))))
    limit = SYMMETRY_RTOL * max(1.0, float(np.max(np.abs(stack))))
    if asymmetry > limit:
        raise ValueError(f"hessians must be symmetric (max |H - H^T| <= {limit:.3g}), got {asymmetry:.3g}")
    return stack


def _gradients_and_hessians(
    gradients: ArrayLike, hessians: ArrayLike
) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """Gradients (..., d) and Hessians (..., d, d) with matching shapes."""
    stack = _hessian_stack(hessians)
    flat, lead_shape = as_point_batch("gradients", gradients)
    grads = flat.reshape(*lead_shape, flat.shape[-1])
    if stack.shape != (*grads.shape, grads.shape[-1]):
        raise ValueError(
            f"hessians must have shape gradients.shape + (d,) = {(*grads.shape, grads.shape[-1])}, got {stack.shape}"
        )
    return grads, stack


def _smallest_eigenvalues(stack: NDArray[np.float64]) -> NDArray[np.float64]:
    return np.linalg.eigvalsh(stack)[..., 0]


def hessian_min_eigenvalue(hessians: ArrayLike) -> NDArray[np.float64]:
    """λ_min of each symmetric matrix of a stack (..., d, d), shape (...) (the curvature test of LT-Def1.2)."""
    return _smallest_eigenvalues(_hessian_stack(hessians))


def sosp_error(gradients: ArrayLike, hessians: ArrayLike, rho: float) -> NDArray[np.float64]:
    """α*(x) = max(‖∇F(x)‖, max(0, −λ_min(∇²F(x)))²/ρ) for a batch, shape (...) (LT-Def1.2, v2 Sec. 1).

    ``gradients`` (..., d) and ``hessians`` (..., d, d) are ∇F and ∇²F at the points; ``rho`` > 0 is the
    Hessian-Lipschitz constant. x is an α-SOSP of LT-Def1.2 iff α*(x) ≤ α.
    """
    grads, stack = _gradients_and_hessians(gradients, hessians)
    rho = require_positive("rho", rho)
    curvature = np.maximum(0.0, -_smallest_eigenvalues(stack))
    return np.maximum(np.linalg.norm(grads, axis=-1), curvature**2 / rho)


def is_sosp(gradients: ArrayLike, hessians: ArrayLike, rho: float, alpha: float) -> NDArray[np.bool_]:
    """Whether each point is an α-SOSP, read off LT-Def1.2 (v2 Sec. 1) directly, shape (...).

    ‖∇F(x)‖ ≤ α and λ_min(∇²F(x)) ≥ −√(ρα); ``rho`` > 0 and ``alpha`` > 0.
    """
    grads, stack = _gradients_and_hessians(gradients, hessians)
    rho = require_positive("rho", rho)
    alpha = require_positive("alpha", alpha)
    small_gradient = np.linalg.norm(grads, axis=-1) <= alpha
    return small_gradient & (_smallest_eigenvalues(stack) >= -np.sqrt(rho * alpha))
