"""Goldstein estimators: Frank-Wolfe with a sampled oracle versus uniform sampling (KLT notes §7.3)."""

import numpy as np
import pytest

from simulations.metrics import goldstein_norm, goldstein_norm_k3, goldstein_norm_uniform


def _point(d: int, first: float) -> np.ndarray:
    x = np.zeros(d)
    x[0] = first
    return x


def test_kink_at_half_radius_frank_wolfe_finds_zero(k_functions):
    # |x_1| at x_1 = r/2: the ball crosses the kink, so the measure is 0 (KLT notes §7.3, pitfall 1)
    r = 0.5
    estimate = goldstein_norm(k_functions["K1"].gradient, _point(100, r / 2), r, np.random.default_rng(0))
    assert estimate.norm <= 1e-8
    assert estimate.converged


def test_kink_at_half_radius_uniform_sampling_misses_it(k_functions):
    r = 0.5
    norm = goldstein_norm_uniform(k_functions["K1"].gradient, _point(100, r / 2), r, np.random.default_rng(0), 500)
    assert norm == pytest.approx(1.0, abs=1e-12)


def test_norm_matches_closed_form_in_d20(k_functions):
    # K3 with d = 20, r = 0.5, ‖x‖ = 0.6: √(1 − r²/‖x‖²) = 0.5528 (KLT notes §7.3); two copies share the rng
    r = 0.5
    x = np.stack([_point(20, 0.6), _point(20, 0.6)])
    estimate = goldstein_norm(k_functions["K3"].gradient, x, r, np.random.default_rng(1))
    exact = goldstein_norm_k3(x, r)
    np.testing.assert_allclose(exact, 0.5527707983925667, rtol=1e-12)
    assert np.all(estimate.norm >= exact - 1e-12)
    assert np.all(estimate.norm - exact <= 1e-3)
    uniform = goldstein_norm_uniform(k_functions["K3"].gradient, x[0], r, np.random.default_rng(1), 2000)
    assert uniform > exact[0] + 0.03


def test_same_seed_same_result(k_functions):
    x = np.random.default_rng(3).uniform(-1.0, 1.0, (3, 8))
    first = goldstein_norm(k_functions["K4"].gradient, x, 0.3, np.random.default_rng(11))
    second = goldstein_norm(k_functions["K4"].gradient, x, 0.3, np.random.default_rng(11))
    for field in ("norm", "min_norm_point", "hull_gap", "oracle_gap", "n_points", "rounds", "converged"):
        np.testing.assert_array_equal(getattr(first, field), getattr(second, field))
    uniform = [goldstein_norm_uniform(k_functions["K4"].gradient, x, 0.3, np.random.default_rng(5), 50) for _ in "ab"]
    np.testing.assert_array_equal(uniform[0], uniform[1])


def test_batch_shapes(k_functions):
    x = np.random.default_rng(4).uniform(-1.0, 1.0, (2, 3, 5))
    estimate = goldstein_norm(k_functions["K3"].gradient, x, 0.2, np.random.default_rng(0), max_rounds=5)
    assert estimate.norm.shape == (2, 3)
    assert estimate.min_norm_point.shape == (2, 3, 5)
    for field in ("hull_gap", "oracle_gap", "n_points", "rounds", "converged"):
        assert getattr(estimate, field).shape == (2, 3)
    np.testing.assert_allclose(np.linalg.norm(estimate.min_norm_point, axis=-1), estimate.norm)
    assert goldstein_norm_uniform(k_functions["K3"].gradient, x, 0.2, np.random.default_rng(0), 10).shape == (2, 3)


def test_queries_stay_in_the_ball_and_avoid_the_centre(k_functions):
    x = np.array([[0.3, -0.2, 0.1, 0.0], [1.0, 2.0, -1.0, 0.5]])
    r = 0.4
    calls = []

    def recording_gradient(points):
        calls.append(points.copy())
        return k_functions["K3"].gradient(points)

    estimate = goldstein_norm(recording_gradient, x, r, np.random.default_rng(2), max_rounds=20)
    assert len(calls) == 1 + estimate.rounds.max()  # the initial samples, then one call per round
    for points in calls:
        # the centres are 2.6 apart, so each query belongs to the nearer one
        distances = np.min(np.linalg.norm(points[:, None, :] - x[None, :, :], axis=-1), axis=1)
        assert np.all(distances <= r * (1 + 1e-12))
        assert np.all(distances > 0.0)


def test_budget_exhaustion_is_reported(k_functions):
    estimate = goldstein_norm(k_functions["K3"].gradient, _point(20, 0.6), 0.5, np.random.default_rng(0), max_rounds=2)
    assert estimate.rounds == 2
    assert not estimate.converged
    assert estimate.norm >= goldstein_norm_k3(_point(20, 0.6), 0.5)


def test_smooth_function_far_from_stationarity(k_functions):
    # K5 away from the origin: the hull of the gradients is a ball, the answer the point x − r x/‖x‖ of the segment
    x = np.full(9, 0.2)
    estimate = goldstein_norm(k_functions["K5"].gradient, x, 0.1, np.random.default_rng(0))
    expected = (np.linalg.norm(x) - 0.1) / 3.0
    assert expected <= estimate.norm <= expected + 1e-4
    np.testing.assert_allclose(estimate.min_norm_point, expected * x / np.linalg.norm(x), atol=1e-3)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"r": 0.0}, r"r must be a finite number > 0, got 0\.0"),
        ({"r": -1.0}, r"r must be a finite number > 0, got -1\.0"),
        ({"r": np.nan}, r"r must be a finite number > 0, got nan"),
        ({"n_per_family": 0}, "n_per_family must be an integer >= 1, got 0"),
        ({"n_initial": 0}, "n_initial must be an integer >= 1, got 0"),
        ({"max_rounds": -1}, "max_rounds must be an integer >= 0, got -1"),
        ({"patience": 0}, "patience must be an integer >= 1, got 0"),
        ({"patience": 2.5}, r"patience must be an integer >= 1, got 2\.5"),
        ({"tol": 0.0}, r"tol must be a finite number > 0, got 0\.0"),
        ({"x": 1.0}, r"x must have shape \(\.\.\., d\) with d >= 1"),
        ({"x": np.zeros((0, 3))}, r"x must have shape \(\.\.\., d\)"),
        ({"x": np.array([np.inf, 0.0])}, "x must be finite"),
    ],
)
def test_invalid_arguments(k_functions, kwargs, message):
    arguments = {"x": np.ones(3), "r": 0.5} | kwargs
    x, r = arguments.pop("x"), arguments.pop("r")
    with pytest.raises(ValueError, match=message):
        goldstein_norm(k_functions["K3"].gradient, x, r, np.random.default_rng(0), **arguments)


def test_invalid_uniform_arguments(k_functions):
    with pytest.raises(ValueError, match="n_samples must be an integer >= 1, got 0"):
        goldstein_norm_uniform(k_functions["K3"].gradient, np.ones(3), 0.5, np.random.default_rng(0), 0)
    with pytest.raises(ValueError, match="r must be a finite number > 0"):
        goldstein_norm_uniform(k_functions["K3"].gradient, np.ones(3), -0.5, np.random.default_rng(0), 10)


@pytest.mark.parametrize(
    ("bad_gradient", "message"),
    [
        (lambda points: points[:, :2], r"grad_fn must map points of shape \(\d+, 3\) to an array of shape"),
        (lambda points: np.full_like(points, np.nan), "grad_fn returned non-finite values"),
    ],
)
def test_invalid_gradient_functions(bad_gradient, message):
    with pytest.raises(ValueError, match=message):
        goldstein_norm(bad_gradient, np.ones(3), 0.5, np.random.default_rng(0))
