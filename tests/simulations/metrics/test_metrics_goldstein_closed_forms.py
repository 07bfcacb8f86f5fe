"""Closed-form Goldstein measures of K1-K5 (KLT notes §6), checked against the estimators."""

import numpy as np
import pytest
from scipy.integrate import quad

from simulations.metrics import (
    goldstein_norm,
    goldstein_norm_k1,
    goldstein_norm_k2,
    goldstein_norm_k3,
    goldstein_norm_k4,
    goldstein_norm_k5,
    goldstein_norm_uniform,
)


def test_hand_computed_values():
    x = np.array([[0.5, 0.0, 0.0], [0.2, 3.0, 0.0], [-0.31, 0.0, 0.0]])
    np.testing.assert_array_equal(goldstein_norm_k1(x, 0.3), [1.0, 0.0, 1.0])
    np.testing.assert_allclose(goldstein_norm_k2(x, 0.3, 0.75), [0.5, 0.0, 0.5])
    np.testing.assert_allclose(goldstein_norm_k2(x, 0.3, 0.25), [0.5, 0.0, 0.5])
    np.testing.assert_allclose(goldstein_norm_k3([[0.0, 0.5], [0.3, 0.4], [0.1, 0.0]], 0.3), [0.8, 0.8, 0.0])
    # ring radius 1: ‖x‖ = 0.5 (inside, away from the ring), 1.2 (ball meets the ring), 2 (outside)
    ring = goldstein_norm_k4([[0.5, 0.0], [0.0, 1.2], [2.0, 0.0]], 0.3, 1.0)
    np.testing.assert_allclose(ring, [0.8, 0.0, np.sqrt(1 - 0.3**2 / 4)])
    np.testing.assert_allclose(goldstein_norm_k5([[0.6, 0.0, 0.0, 0.0], [0.1, 0.1, 0.0, 0.0]], 0.2), [0.2, 0.0])


@pytest.mark.parametrize("name", ["K1", "K2", "K3", "K4", "K5"])
def test_measure_is_non_increasing_in_the_radius(k_functions, box_points, name):
    x = box_points(40, 5, 1)
    radii = np.linspace(0.01, 0.39, 12)
    values = np.array([k_functions[name].measure(x, r) for r in radii])
    assert np.all(np.diff(values, axis=0) <= 1e-15)


def test_closed_form_matches_frank_wolfe(k_function, box_points):
    x = box_points(12, 6, 2)
    r = 0.3
    exact = k_function.measure(x, r)
    estimate = goldstein_norm(k_function.gradient, x, r, np.random.default_rng(3))
    assert np.any(exact == 0.0) and np.any(exact > 0.1)  # stationary and non-stationary points
    assert np.all(estimate.norm >= exact - 1e-12)
    np.testing.assert_allclose(estimate.norm, exact, atol=1e-3)


def test_estimators_are_upper_bounds_at_random_points(k_function, box_points):
    x = box_points(20, 20, 4)
    r = 0.35
    exact = k_function.measure(x, r)
    fw = goldstein_norm(k_function.gradient, x, r, np.random.default_rng(5), max_rounds=40)
    uniform = goldstein_norm_uniform(k_function.gradient, x, r, np.random.default_rng(5), 200)
    assert np.all(fw.norm >= exact - 1e-12)
    assert np.all(uniform >= exact - 1e-12)


def test_k5_population_objective_and_gradient():
    # E|t − ξ| for ξ ~ U[−1, 1] is (t² + 1)/2 on [−1, 1] ...
    for t in (-0.9, -0.2, 0.0, 0.55):
        value, _ = quad(lambda s, t=t: abs(t - s) / 2.0, -1.0, 1.0, points=[t])
        assert value == pytest.approx((t**2 + 1) / 2, abs=1e-12)
    # ... so the mean per-sample gradient sign(x − ξ)/√d of (1/√d) Σ_j |x_j − ξ_j| is x/√d on the box
    d, n = 5, 400_000
    rng = np.random.default_rng(6)
    x = np.array([0.5, -0.3, 0.0, 0.9, -0.7])
    xi = rng.uniform(-1.0, 1.0, (n, d))
    mean_gradient = np.sign(x - xi).mean(axis=0) / np.sqrt(d)
    np.testing.assert_allclose(mean_gradient, x / np.sqrt(d), atol=4.0 / np.sqrt(n * d))


def test_k5_rejects_balls_leaving_the_box():
    with pytest.raises(ValueError, match=r"max_j \|x_j\| \+ r <= 1\), got 1\.1"):
        goldstein_norm_k5([[0.9, 0.0], [0.0, 0.0]], 0.2)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: goldstein_norm_k1(np.ones(2), 0.0), r"r must be a finite number > 0, got 0\.0"),
        (lambda: goldstein_norm_k3(np.ones(2), -1.0), r"r must be a finite number > 0, got -1\.0"),
        (lambda: goldstein_norm_k2(np.ones(2), 0.1, 1.5), r"p must be a probability in \[0, 1\], got 1\.5"),
        (lambda: goldstein_norm_k4(np.ones(2), 0.1, 0.0), r"ring_radius must be a finite number > 0, got 0\.0"),
        (lambda: goldstein_norm_k5(2.0, 0.1), r"x must have shape \(\.\.\., d\)"),
    ],
)
def test_invalid_arguments(call, message):
    with pytest.raises(ValueError, match=message):
        call()
