"""KLT test functions K1-K7: gradients, exact smoothed gradients, closed forms, the zero-chain, input checks."""

from __future__ import annotations

import numpy as np
import pytest

from simulations.metrics import uniform_ball
from simulations.papers.klt.instances.chain import ZeroChain, chain_grad, chain_value, progress
from simulations.papers.klt.instances.kinks import (
    Norm,
    RandomSignKink,
    Ring,
    SeparableKinks,
    SingleKink,
    ball_coordinate_cdf,
    kink_smoothness,
    separable_difference_sum,
    smoothed_abs_derivative,
)
from simulations.papers.klt.instances.relu import ReluRegression


def _finite_difference(fn, x: np.ndarray, h: float = 1e-6) -> np.ndarray:
    eye = np.eye(x.shape[-1])
    return np.stack([(fn(x + h * e) - fn(x - h * e)) / (2 * h) for e in eye], axis=-1)


@pytest.mark.parametrize(
    "instance",
    [SingleKink(5, 0.5), RandomSignKink(5, 0.7), Norm(5, 0.3), Ring(5, 0.2, ring_radius=0.8), SeparableKinks(5)],
)
def test_per_sample_gradients_match_finite_differences(instance):
    rng = np.random.default_rng(0)
    x = rng.uniform(-0.6, 0.6, (7, 5))
    xi = instance.sample(rng, (7,))
    numeric = _finite_difference(lambda y: instance.value(y, xi), x)
    np.testing.assert_allclose(instance.grad(x, xi), numeric, atol=1e-5)


def test_ball_coordinate_cdf_matches_sampling():
    rng = np.random.default_rng(1)
    d = 7
    y = uniform_ball(rng, np.zeros((1, d)), 1.0, 200_000)[0, :, 0]
    for t in (-0.5, -0.1, 0.0, 0.2, 0.6):
        assert float(ball_coordinate_cdf(t, d)) == pytest.approx(np.mean(y <= t), abs=4e-3)


def test_exact_smoothed_gradient_of_the_kink_matches_sampling():
    rng = np.random.default_rng(2)
    d, alpha = 6, 0.3
    instance = SingleKink(d)
    x = np.zeros(d)
    x[0] = 0.1
    y = uniform_ball(rng, x[None, :], alpha, 400_000)[0]
    sampled = instance.grad(y, np.zeros(d)).mean(axis=0)
    np.testing.assert_allclose(instance.smoothed_grad(x, np.zeros(d), alpha), sampled, atol=4e-3)


def test_kink_smoothness_exact_values_and_limit():
    assert float(kink_smoothness(1, 1.0)) == pytest.approx(1.0)
    assert float(kink_smoothness(2, 1.0)) == pytest.approx(4 / np.pi)
    big = 10_000
    assert float(kink_smoothness(big, 0.5)) == pytest.approx(np.sqrt(2 * big / np.pi) / 0.5, rel=1e-4)
    # the derivative of the smoothed kink at 0 is the smoothness constant
    h = 1e-6
    slope = (smoothed_abs_derivative(h, 0.2, 9) - smoothed_abs_derivative(-h, 0.2, 9)) / (2 * h)
    assert float(slope) == pytest.approx(float(kink_smoothness(9, 0.2)), rel=1e-5)


def test_separable_kinks_population_and_empirical_smoothed_gradient():
    rng = np.random.default_rng(3)
    instance = SeparableKinks(3)
    data = instance.sample(rng, (1, 200_000))
    x = np.array([[0.3, -0.2, 0.5]])
    np.testing.assert_allclose(instance.grad(x[:, None, :], data).mean(axis=1), instance.population_grad(x), atol=5e-3)
    empirical = instance.empirical_smoothed_grad(x, data, 0.2)
    np.testing.assert_allclose(empirical, instance.smoothed_population_grad(x, 0.2), atol=5e-3)


def test_separable_two_point_sum_equals_the_generic_estimator_on_the_same_directions():
    """K5's coordinate-major sum is the two-point formula (d/(2 alpha)) (f(x + alpha y) - f(x - alpha y)) y itself."""
    rng = np.random.default_rng(5)
    d, alpha = 6, 0.1
    instance = SeparableKinks(d)
    x, xi = rng.uniform(-0.5, 0.5, (3, 4, d)), instance.sample(rng, (3, 4))
    y = rng.standard_normal((3, 4, 7, d))
    y /= np.linalg.norm(y, axis=-1, keepdims=True)
    plus = instance.value(x[..., None, :] + alpha * y, xi[..., None, :])
    minus = instance.value(x[..., None, :] - alpha * y, xi[..., None, :])
    generic = (d / (2 * alpha)) * np.einsum("...k,...kd->...d", plus - minus, y)
    offsets = np.moveaxis(x - xi, -1, 0).reshape(d, 12, 1)
    fast = separable_difference_sum(offsets, np.moveaxis(y, -1, 0).reshape(d, 12, 7), alpha)
    fast = np.moveaxis(fast, 0, -1).reshape(3, 4, d) * np.sqrt(d) / alpha
    np.testing.assert_allclose(fast, generic, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("d", [2, 5])
def test_separable_sphere_sum_is_unbiased_with_the_estimators_variance(d):
    """Its mean is the exact smoothed gradient and its spread that of m sphere directions (chunked or not)."""
    rng = np.random.default_rng(d)
    instance, alpha, m = SeparableKinks(d), 0.3, 5
    x, xi = np.full((1, d), 0.1), instance.sample(rng, (1,))
    draws = np.stack([instance.sphere_difference_sum(x, xi, alpha, m, rng)[0] / m for _ in range(4000)])
    exact = instance.smoothed_grad(x, xi, alpha)[0]
    se = draws.std(axis=0) / np.sqrt(len(draws))
    assert np.all(np.abs(draws.mean(axis=0) - exact) < 5 * se)
    directions = rng.standard_normal((4000, m, d))
    directions /= np.linalg.norm(directions, axis=-1, keepdims=True)
    diff = instance.value(x + alpha * directions, xi) - instance.value(x - alpha * directions, xi)
    generic = (d / (2 * alpha)) * np.einsum("nk,nkd->nd", diff, directions) / m
    # two variances from 4000 draws each: the ratio's standard error is about 3.5%, so 15% is over 4 of them
    np.testing.assert_allclose(draws.var(axis=0), generic.var(axis=0), rtol=0.15)


def test_uniform_gradient_deviation_matches_a_fine_grid():
    rng = np.random.default_rng(4)
    instance = SeparableKinks(2)
    data = instance.sample(rng, (3, 50))
    exact = instance.uniform_gradient_deviation(data)
    grid = np.linspace(-1, 1, 4001)
    for r in range(3):
        sups = []
        for j in range(2):
            empirical = np.mean(np.sign(grid[:, None] - data[r, None, :, j]), axis=1)
            sups.append(np.max(np.abs(empirical - grid)))
        approx = np.linalg.norm(sups) / np.sqrt(2)
        assert exact[r] == pytest.approx(approx, abs=2e-3)


def test_goldstein_closed_forms_are_wired():
    x = np.array([[0.05, 0.0], [0.5, 0.0]])
    np.testing.assert_allclose(SingleKink(2).goldstein(x, 0.1), [0.0, 1.0])
    np.testing.assert_allclose(RandomSignKink(2, 0.75).goldstein(x, 0.1), [0.0, 0.5])


@pytest.mark.parametrize(
    ("factory", "match"),
    [
        (lambda: SingleKink(0), "d must be"),
        (lambda: SingleKink(3, -1.0), "noise must be"),
        (lambda: RandomSignKink(3, 0.4), "p must lie"),
        (lambda: Ring(3, ring_radius=0.0), "ring_radius"),
        (lambda: ZeroChain(3, 5), "d must be"),
        (lambda: ZeroChain(5, 5, p=0.0), "p must lie"),
        (lambda: ReluRegression(0), "d must be"),
    ],
)
def test_bad_parameters_are_rejected(factory, match):
    with pytest.raises(ValueError, match=match):
        factory()


def test_uniform_deviation_rejects_bad_shapes():
    with pytest.raises(ValueError, match="data must have shape"):
        SeparableKinks(2).uniform_gradient_deviation(np.zeros((3, 2)))


# ---- the zero-chain (K7) ------------------------------------------------------------------------------------------
def test_chain_gradient_matches_finite_differences():
    rng = np.random.default_rng(5)
    u = rng.uniform(-1.5, 1.5, (6, 8))
    np.testing.assert_allclose(chain_grad(u), _finite_difference(chain_value, u), atol=1e-4)


def test_chain_is_a_zero_chain_with_large_gradient_before_the_end():
    rng = np.random.default_rng(6)
    u = np.zeros((50, 10))
    reach = rng.integers(0, 9, 50)
    for i, k in enumerate(reach):
        u[i, :k] = rng.uniform(1.0, 2.0, k)
        u[i, k:] = rng.uniform(-0.4, 0.4, 10 - k)
    grad = chain_grad(u)
    prog = progress(u, 0.5)
    for i in range(50):
        assert np.all(grad[i, prog[i] + 1 :] == 0.0)
    assert np.all(np.linalg.norm(grad, axis=1) > 1.0)


def test_stochastic_chain_gradient_is_unbiased_and_bounded():
    rng = np.random.default_rng(7)
    chain = ZeroChain(12, 10, p=0.3, amplitude=0.5, scale=2.0)
    x = np.zeros((1, 12))
    x[0, :3] = 2.4
    xi = chain.sample(rng, (200_000,))
    g = chain.grad(x, xi)
    np.testing.assert_allclose(g.mean(axis=0), chain.population_grad(x)[0], atol=0.02)
    assert np.max(np.linalg.norm(g, axis=1)) <= chain.lipschitz
    assert np.all(g[:, 10:] == 0.0)


def test_relu_regression_gradients_and_pool():
    rng = np.random.default_rng(8)
    instance = ReluRegression(4, pool_size=500)
    x = rng.normal(size=(5, 4))
    xi = instance.sample(rng, (5,))
    numeric = _finite_difference(lambda y: instance.value(y, xi), x)
    np.testing.assert_allclose(instance.grad(x, xi), numeric, atol=1e-5)
    assert instance.population_grad(x).shape == (5, 4)
    assert np.all(instance.population_value(instance.optimum[None, :]) <= instance.noise)
