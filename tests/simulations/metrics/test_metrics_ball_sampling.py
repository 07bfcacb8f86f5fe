"""Uniform samples of balls and spheres, and the projection onto a ball."""

import numpy as np

from simulations.metrics import project_to_ball, uniform_ball, uniform_sphere


def test_sphere_samples_have_the_radius():
    centers = np.array([[0.0, 0.0, 0.0], [5.0, -1.0, 2.0]])
    points = uniform_sphere(np.random.default_rng(0), centers, 0.7, 100)
    assert points.shape == (2, 100, 3)
    np.testing.assert_allclose(np.linalg.norm(points - centers[:, None, :], axis=-1), 0.7)


def test_ball_samples_are_uniform_in_volume():
    # P(‖y − c‖ ≤ r/2) = 2^(−d) and the mean is the centre for the uniform distribution on B(c, r)
    d, n = 3, 40_000
    centers = np.array([[1.0, 2.0, 3.0]])
    points = uniform_ball(np.random.default_rng(1), centers, 2.0, n)
    distances = np.linalg.norm(points[0] - centers[0], axis=1)
    assert np.all(distances <= 2.0)
    assert abs(np.mean(distances <= 1.0) - 2.0**-d) < 4 * np.sqrt(2.0**-d / n)
    np.testing.assert_allclose(points[0].mean(axis=0), centers[0], atol=0.04)


def test_projection_onto_the_ball():
    centers = np.array([[0.0, 0.0]])
    points = np.array([[[3.0, 4.0], [0.3, 0.4], [0.0, 0.0]]])
    np.testing.assert_allclose(project_to_ball(points, centers, 1.0), [[[0.6, 0.8], [0.3, 0.4], [0.0, 0.0]]])
