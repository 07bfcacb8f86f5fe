"""LT instances (notes §5): closed forms against finite differences, the exact SOSP views, the noise model."""

from __future__ import annotations

import numpy as np
import pytest

from simulations.papers.lt.instances.cubic_saddle import CubicSaddle
from simulations.papers.lt.instances.noise import SineRidgeNoise
from simulations.papers.lt.instances.ramp import Ramp
from simulations.papers.lt.instances.saddle_chain import SaddleChain

INSTANCES = {
    "cubic": lambda: CubicSaddle.at_scale(0.01, 6),
    "ramp": lambda: Ramp.at_scale(0.05, 6),
    "chain": lambda: SaddleChain.at_scale(0.05, 12, gap=2.0),
}


def _points(instance, rng):
    x = 0.5 * rng.standard_normal((4, instance.d))
    if isinstance(instance, Ramp):
        x[:, 0] += instance.length
    return x


@pytest.mark.parametrize("name", INSTANCES)
def test_gradient_hessian_and_view_match_finite_differences(name):
    instance = INSTANCES[name]()
    x = _points(instance, np.random.default_rng(0))
    h = 1e-6
    eye = np.eye(instance.d)
    fd_grad = np.stack(
        [(instance.value(x + h * eye[i]) - instance.value(x - h * eye[i])) / (2 * h) for i in range(instance.d)], -1
    )
    fd_hess = np.stack(
        [(instance.grad(x + h * eye[i]) - instance.grad(x - h * eye[i])) / (2 * h) for i in range(instance.d)], -1
    )
    hess = instance.hessian(x)
    assert np.allclose(instance.grad(x), fd_grad, atol=1e-8)
    assert np.allclose(hess, fd_hess, atol=1e-7)
    assert np.allclose(instance.hessian_diagonal(x), np.diagonal(hess, axis1=1, axis2=2))
    g, view = instance.sosp_view(x)
    assert np.allclose(np.linalg.norm(g, axis=1), np.linalg.norm(instance.grad(x), axis=1))
    assert np.allclose(np.linalg.eigvalsh(view)[:, 0], np.linalg.eigvalsh(hess)[:, 0])


def test_cubic_saddle_sosp_error_at_the_saddle_and_the_minimum():
    alpha, rho = 0.01, 2.0
    saddle = CubicSaddle.at_scale(alpha, 5, rho=rho, c=4.0)
    minimum = np.zeros((1, 5))
    minimum[0, 0] = 2 * saddle.lam / rho
    assert saddle.sosp_error(np.zeros((1, 5)))[0] == pytest.approx(16 * alpha)  # lambda^2 / rho = c^2 alpha
    assert saddle.sosp_error(minimum)[0] == pytest.approx(0.0, abs=1e-12)
    gap = saddle.constants().B
    assert gap == pytest.approx(-saddle.value(minimum)[0])


def test_ramp_has_no_fosp_before_its_end_and_gap_b():
    ramp = Ramp.at_scale(0.05, 4, gap=8.0)
    x = np.zeros((3, 4))
    x[:, 0] = [0.0, ramp.length / 2, ramp.length - 3]
    assert np.all(np.linalg.norm(ramp.grad(x), axis=1) > 2.5 * 0.05)
    end = np.zeros((1, 4))
    end[0, 0] = ramp.length + 5
    assert ramp.sosp_error(end)[0] < 0.05
    gap = ramp.constants().B
    assert gap == pytest.approx(8.0, rel=1e-3)


def test_chain_stages_open_one_at_a_time_and_end_at_a_minimum():
    alpha = 0.02
    chain = SaddleChain.at_scale(alpha, 40, gap=2.0)
    stages = chain.K
    assert stages == round(2.0 / (2 * chain.lam**3 / 3))
    assert chain.sosp_error(np.zeros((1, 40)))[0] == pytest.approx(chain.lam**2)  # first saddle, rho = 1
    x = np.zeros((1, 40))
    x[0, 0] = 2 * chain.lam  # first coordinate at its minimum: the second saddle opens
    assert chain.hessian_diagonal(x)[0, 1] < -0.9 * chain.lam
    assert chain.sosp_error(chain.minimum[None])[0] < 1e-3 * alpha
    assert chain.constants().B > 0.8 * 2.0


def test_sosp_screen_only_drops_points_that_cannot_be_sosps():
    chain = SaddleChain.at_scale(0.02, 30, gap=1.0)
    rng = np.random.default_rng(1)
    x = np.concatenate([np.zeros((1, 30)), chain.minimum[None], 0.05 * rng.standard_normal((20, 30))])
    level = 0.04
    kept = chain.sosp_screen(x, chain.grad(x), level)
    assert np.all(kept | (chain.sosp_error(x) > level))
    assert not kept[0] and kept[1]


def test_noise_batch_means_have_the_exact_variance():
    noise = SineRidgeNoise(0.5, 0.25, phase=0.3)
    d, reps = 8, 200_000
    rng = np.random.default_rng(2)
    x = np.full((reps, d), 0.7)
    batch = np.full(reps, 50.0)
    g, h = noise.checkpoint(x, batch, rng)
    cos, sin = np.cos(0.7 + 0.3), np.sin(0.7 + 0.3)
    assert g.var(axis=0).mean() == pytest.approx((0.25 + 0.0625 * cos**2) / (50 * d), rel=0.02)
    assert h.var(axis=0).mean() == pytest.approx(0.0625 * sin**2 / (50 * d), rel=0.02)
    xi, zeta = noise.sample((50_000,), d, rng)
    per_sample = 0.5 * xi + 0.25 * zeta * cos
    assert per_sample.var(axis=0).mean() * 1 / 50 == pytest.approx(g.var(axis=0).mean(), rel=0.03)


def test_silent_noise_gives_exact_oracles():
    noise = SineRidgeNoise()
    x = np.ones((3, 4))
    g, h = noise.checkpoint(x, np.ones(3), np.random.default_rng(0))
    assert noise.silent and not g.any() and not h.any()


@pytest.mark.parametrize(
    ("build", "match"),
    [
        (lambda: SineRidgeNoise(s1=-1.0), "s1 must be"),
        (lambda: CubicSaddle.at_scale(-0.1, 4), "alpha must be"),
        (lambda: Ramp(d=1, rho=1.0, slope=0.1, gap=1.0), "d must be an integer >= 2"),
        (lambda: SaddleChain.at_scale(0.001, 30), "d must exceed the number of stages"),
        (lambda: SaddleChain(d=10, rho=1.0, lam=0.1, K=10), "K must be an integer"),
    ],
)
def test_bad_input_names_the_parameter(build, match):
    with pytest.raises(ValueError, match=match):
        build()
