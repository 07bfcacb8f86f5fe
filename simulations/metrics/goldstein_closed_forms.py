"""Closed-form Goldstein measures ‖∂̄_r F(x)‖ (KLT-Def2.1, v2 Sec. 2) of the test functions K1–K5.

The test functions and their measures are the toolkit's instances K1-K5 (the paper itself has no
experiments). Each function takes points ``x`` of shape (..., d) and the radius
``r`` > 0 and returns the measures, shape (...). The radius is the one being certified: r = 2α for F in
KLT-Thm3.1/4.1/6.1, r = α for the smoothed F_α (KLT-Lem2.4).

Derivations (∂_r F(x) = conv of the population gradients over the closed ball B(x, r)):

* K1, F = |x_1|: the gradients are ±e_1; both signs occur iff the ball meets {x_1 = 0}, i.e. |x_1| ≤ r.
* K2, F = (2p − 1)|x_1|: K1 scaled by 2p − 1.
* K3, F = ‖x‖: the gradients y/‖y‖ fill the spherical cap of angular radius θ = arcsin(r/‖x‖) around x/‖x‖;
  the min-norm point of its hull is the centre of the cap's base, at distance cos θ = √(1 − r²/‖x‖²). If
  ‖x‖ ≤ r the ball contains 0, where the Clarke subdifferential is the unit ball, so the measure is 0.
* K4, F = |‖x‖ − ρ|: the gradients are sign(‖y‖ − ρ)·y/‖y‖. If the ball meets the sphere ‖y‖ = ρ, the ray
  through x crosses it inside the ball and gives both x/‖x‖ and −x/‖x‖; if ‖x‖ ≤ r the ball contains 0.
  Otherwise one sign holds on the whole ball and the measure is K3's.
* K5, F = (1/√d) Σ_j E|x_j − ξ_j| with ξ ~ U[−1, 1]^d: E|t − ξ_j| = (t² + 1)/2 for |t| ≤ 1, so ∇F(y) = y/√d on
  the box [−1, 1]^d. While B(x, r) stays in the box the gradients fill the ball B(x/√d, r/√d), whose min-norm
  point has norm (‖x‖ − r)_+/√d.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike, NDArray

from simulations.metrics.validation import as_point_batch, require_positive


def _points_and_radius(x: ArrayLike, r: float) -> tuple[NDArray[np.float64], tuple[int, ...], float]:
    points, lead_shape = as_point_batch("x", x)
    return points, lead_shape, require_positive("r", r)


def _cap_measure(norms: NDArray[np.float64], r: float) -> NDArray[np.float64]:
    """√(1 − r²/‖x‖²) for ‖x‖ > r, else 0: the measure of ‖·‖ (K3)."""
    outside = norms > r
    safe = np.where(outside, norms, r)
    return np.where(outside, np.sqrt(1.0 - (r / safe) ** 2), 0.0)


def goldstein_norm_k1(x: ArrayLike, r: float) -> NDArray[np.float64]:
    """‖∂̄_r F(x)‖ = 1[|x_1| > r] for K1, F(x) = |x_1| (KLT-Def2.1 v2, K1)."""
    points, lead_shape, r = _points_and_radius(x, r)
    return (np.abs(points[:, 0]) > r).astype(float).reshape(lead_shape)


def goldstein_norm_k2(x: ArrayLike, r: float, p: float) -> NDArray[np.float64]:
    """‖∂̄_r F(x)‖ = |2p − 1|·1[|x_1| > r] for K2, F(x) = (2p − 1)|x_1| (KLT-Def2.1 v2, K2).

    K2 is the population objective of f(x; s) = s|x_1| with P(s = 1) = p, p ∈ [0, 1].
    """
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return abs(2.0 * p - 1.0) * goldstein_norm_k1(x, r)


def goldstein_norm_k3(x: ArrayLike, r: float) -> NDArray[np.float64]:
    """‖∂̄_r F(x)‖ = √(1 − r²/‖x‖²) if ‖x‖ > r, else 0, for K3, F(x) = ‖x‖ (KLT-Def2.1 v2, K3)."""
    points, lead_shape, r = _points_and_radius(x, r)
    return _cap_measure(np.linalg.norm(points, axis=1), r).reshape(lead_shape)


def goldstein_norm_k4(x: ArrayLike, r: float, ring_radius: float) -> NDArray[np.float64]:
    """‖∂̄_r F(x)‖ for K4, F(x) = |‖x‖ − ρ| with ρ = ``ring_radius`` (KLT-Def2.1 v2, K4).

    0 if |‖x‖ − ρ| ≤ r or ‖x‖ ≤ r, else √(1 − r²/‖x‖²).
    """
    points, lead_shape, r = _points_and_radius(x, r)
    ring_radius = require_positive("ring_radius", ring_radius)
    norms = np.linalg.norm(points, axis=1)
    meets_ring = np.abs(norms - ring_radius) <= r
    return np.where(meets_ring, 0.0, _cap_measure(norms, r)).reshape(lead_shape)


def goldstein_norm_k5(x: ArrayLike, r: float) -> NDArray[np.float64]:
    """‖∂̄_r F(x)‖ = (‖x‖ − r)_+/√d for K5 (KLT-Def2.1 v2, K5).

    K5 is f(x; ξ) = (1/√d) Σ_j |x_j − ξ_j| with ξ ~ U[−1, 1]^d, whose population objective is
    F(x) = (1/√d) Σ_j (x_j² + 1)/2 on the box [−1, 1]^d. The formula holds while B(x, r) ⊂ [−1, 1]^d, that is
    max_j |x_j| + r ≤ 1; a point outside that range raises ValueError.
    """
    points, lead_shape, r = _points_and_radius(x, r)
    reach = float(np.max(np.abs(points))) + r
    if reach > 1.0:
        raise ValueError(
            f"x and r must keep the ball B(x, r) in the box [-1, 1]^d (max_j |x_j| + r <= 1), got {reach!r}"
        )
    d = points.shape[1]
    return (np.maximum(np.linalg.norm(points, axis=1) - r, 0.0) / np.sqrt(d)).reshape(lead_shape)
