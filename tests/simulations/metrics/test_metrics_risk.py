"""Excess empirical and population risk and the gradient norm, batched over seeds."""

import numpy as np
import pytest

from simulations.metrics import excess_empirical_risk, excess_population_risk, gradient_norm

CENTRE = np.array([1.0, -2.0, 0.5])


def _quadratic(points: np.ndarray) -> np.ndarray:
    """F(w) = ½‖w − c‖² + 3, minimised at c with value 3."""
    return 0.5 * np.sum((points - CENTRE) ** 2, axis=1) + 3.0


def _quadratic_gradient(points: np.ndarray) -> np.ndarray:
    return points - CENTRE


def test_minimum_and_minimiser_agree():
    w = CENTRE + np.random.default_rng(0).standard_normal((7, 3))
    expected = 0.5 * np.sum((w - CENTRE) ** 2, axis=1)
    np.testing.assert_allclose(excess_empirical_risk(_quadratic, w, minimum=3.0), expected)
    np.testing.assert_allclose(excess_empirical_risk(_quadratic, w, minimiser=CENTRE), expected)
    np.testing.assert_allclose(excess_population_risk(_quadratic, w, 3.0), expected)


def test_one_minimum_or_minimiser_per_seed():
    # one dataset per seed: row i of the objective's input is evaluated on dataset i
    centres = np.array([[0.0, 0.0], [1.0, 1.0]])

    def per_seed_objective(points):
        return np.sum((points - centres) ** 2, axis=1)

    w = centres + np.array([[1.0, 0.0], [0.0, 2.0]])
    np.testing.assert_allclose(excess_empirical_risk(per_seed_objective, w, minimiser=centres), [1.0, 4.0])
    np.testing.assert_allclose(excess_empirical_risk(per_seed_objective, w, minimum=[0.0, 1.0]), [1.0, 3.0])


def test_leading_axes_and_no_clamping():
    w = np.broadcast_to(CENTRE, (2, 4, 3))
    assert excess_population_risk(_quadratic, w, 3.0).shape == (2, 4)
    # a wrong optimum value shows up as a negative excess
    np.testing.assert_allclose(excess_population_risk(_quadratic, CENTRE, 3.5), -0.5)


def test_gradient_norm():
    w = CENTRE + np.array([[3.0, 4.0, 0.0], [0.0, 0.0, 0.0]])
    np.testing.assert_allclose(gradient_norm(_quadratic_gradient, w), [5.0, 0.0])
    assert gradient_norm(_quadratic_gradient, CENTRE).shape == ()


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda: excess_empirical_risk(_quadratic, CENTRE),
            "exactly one of minimum and minimiser must be given, got neither",
        ),
        (
            lambda: excess_empirical_risk(_quadratic, CENTRE, minimum=3.0, minimiser=CENTRE),
            "exactly one of minimum and minimiser must be given, got both",
        ),
        (
            lambda: excess_empirical_risk(_quadratic, CENTRE, minimiser=np.zeros(2)),
            r"minimiser must have shape \(d,\) or \(\.\.\., d\) with d = 3, got shape \(2,\)",
        ),
        (lambda: excess_population_risk(_quadratic, CENTRE, np.nan), "optimum_value must be finite"),
        (
            lambda: excess_population_risk(_quadratic, np.zeros((4, 3)), np.zeros(3)),
            r"optimum_value must be a scalar or broadcastable to the batch shape \(4,\), got shape \(3,\)",
        ),
        (
            lambda: excess_population_risk(lambda p: p, CENTRE, 0.0),
            r"population_objective must map points of shape \(1, 3\) to an array of shape \(1,\)",
        ),
        (lambda: gradient_norm(lambda p: p[:, :1], CENTRE), "grad_fn must map points of shape"),
        (lambda: gradient_norm(_quadratic_gradient, np.zeros((2, 0))), r"w must have shape \(\.\.\., d\)"),
    ],
)
def test_invalid_arguments(call, message):
    with pytest.raises(ValueError, match=message):
        call()
