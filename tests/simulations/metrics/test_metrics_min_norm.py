"""min_norm_in_hull: the min-norm point of a convex hull of gradients (KLT notes §7.3 (b))."""

import numpy as np
import pytest
from scipy.optimize import minimize

from simulations.metrics import min_norm_in_hull


def _reference_min_norm(gradients: np.ndarray) -> float:
    """min over the simplex of ‖Gᵀλ‖ by SLSQP, as an independent check."""
    k = gradients.shape[0]
    result = minimize(
        lambda lam: 0.5 * np.sum((gradients.T @ lam) ** 2),
        np.full(k, 1.0 / k),
        jac=lambda lam: gradients @ (gradients.T @ lam),
        bounds=[(0.0, 1.0)] * k,
        constraints=[{"type": "eq", "fun": lambda lam: lam.sum() - 1.0}],
        method="SLSQP",
        options={"ftol": 1e-15, "maxiter": 1000},
    )
    return float(np.linalg.norm(gradients.T @ result.x))


def test_opposite_gradients_give_zero():
    result = min_norm_in_hull(np.array([[1.0, 0.0, 0.0], [-1.0, 0.0, 0.0], [1.0, 0.0, 0.0]]))
    assert np.linalg.norm(result.point) < 1e-15
    assert result.weights[1] == pytest.approx(0.5)


def test_single_gradient_is_its_own_min_norm_point():
    result = min_norm_in_hull(np.array([[3.0, -4.0]]))
    np.testing.assert_allclose(result.point, [3.0, -4.0])
    np.testing.assert_allclose(result.weights, [1.0])


def test_segment_min_norm_point_is_its_foot():
    result = min_norm_in_hull(np.array([[1.0, 0.0], [0.0, 1.0]]))
    np.testing.assert_allclose(result.point, [0.5, 0.5], atol=1e-14)


def test_all_zero_gradients():
    result = min_norm_in_hull(np.zeros((4, 3)))
    np.testing.assert_array_equal(result.point, 0.0)
    assert result.weights.sum() == pytest.approx(1.0)


def _random_gradients(k: int, d: int, offset: float) -> np.ndarray:
    return np.random.default_rng(k + d).standard_normal((k, d)) + offset


@pytest.mark.parametrize(("k", "d", "offset"), [(5, 3, 0.0), (30, 10, 0.5), (500, 20, 1.0), (50, 60, 0.2)])
def test_weights_in_simplex_and_optimality_certificate(k, d, offset):
    gradients = _random_gradients(k, d, offset)
    result = min_norm_in_hull(gradients)
    assert np.all(result.weights >= 0.0)
    assert result.weights.sum() == pytest.approx(1.0, abs=1e-12)
    np.testing.assert_allclose(result.point, gradients.T @ result.weights, atol=1e-12)
    # the Frank-Wolfe gap, recomputed here, bounds ‖p‖² − ‖p*‖² / 2
    gap = result.point @ result.point - np.min(gradients @ result.point)
    assert gap == pytest.approx(result.gap, abs=1e-15)
    assert -1e-12 <= gap <= 1e-10


@pytest.mark.parametrize(("k", "d", "offset"), [(5, 3, 0.0), (12, 4, 0.5), (30, 10, 0.5)])
def test_matches_an_independent_qp_solver(k, d, offset):
    gradients = _random_gradients(k, d, offset)
    norm = np.linalg.norm(min_norm_in_hull(gradients).point)
    assert norm == pytest.approx(_reference_min_norm(gradients), abs=1e-6)
    assert norm <= _reference_min_norm(gradients) + 1e-12


@pytest.mark.parametrize("d", [2, 10, 300])
def test_standard_basis_simplex_has_its_centroid_as_min_norm_point(d):
    result = min_norm_in_hull(np.eye(d))
    np.testing.assert_allclose(result.point, np.full(d, 1.0 / d), atol=1e-14)
    np.testing.assert_allclose(result.weights, np.full(d, 1.0 / d), atol=1e-14)


@pytest.mark.parametrize(
    ("gradients", "message"),
    [
        (np.ones(3), "gradients must have shape"),
        (np.ones((0, 3)), "gradients must have shape"),
        (np.array([[1.0, np.nan]]), "gradients must be finite"),
    ],
)
def test_invalid_gradients(gradients, message):
    with pytest.raises(ValueError, match=message):
        min_norm_in_hull(gradients)


def test_invalid_tolerances():
    with pytest.raises(ValueError, match="tol must be a finite number > 0, got 0"):
        min_norm_in_hull(np.eye(2), tol=0.0)
    with pytest.raises(ValueError, match="max_polish_steps must be an integer >= 0, got -1"):
        min_norm_in_hull(np.eye(2), max_polish_steps=-1)
