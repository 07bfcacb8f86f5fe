"""MUABG instances: exact KL constants, Lipschitz and smoothness bounds, data terms, and the ramp."""

from __future__ import annotations

import numpy as np
import pytest

from simulations.papers.muabg.instances.constants import kl_constant
from simulations.papers.muabg.instances.nonconvex import KNS16_MU, PowerOfPL, constants_1d, kappa_for_q, q_for_kappa
from simulations.papers.muabg.instances.power import PowerKL, p_for_kappa
from simulations.papers.muabg.instances.ramp import RampToFlat


def _points(d: int, count: int = 400, radius: float = 1.0, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    w = rng.standard_normal((count, d))
    return w / np.linalg.norm(w, axis=1, keepdims=True) * radius * rng.uniform(0.01, 1.0, (count, 1))


@pytest.mark.parametrize("kappa", [2.0, 1.5, 4 / 3, 1.25, 3.0, 6.0])
def test_power_family_is_exactly_kl(kappa):
    inst = PowerKL.for_kappa(kappa, a=0.7)
    w = _points(5)
    gap = inst.value(w)
    grad_norm = np.linalg.norm(inst.grad(w), axis=1)
    np.testing.assert_allclose(gap, inst.gamma**inst.kappa * grad_norm**inst.kappa, rtol=1e-12)
    assert inst.kappa == pytest.approx(kappa) and p_for_kappa(kappa) == pytest.approx(inst.p)


@pytest.mark.parametrize("kappa", [2.0, 1.5, 4 / 3])
def test_power_family_lipschitz_and_smoothness_on_the_ball(kappa):
    inst = PowerKL.for_kappa(kappa, radius=0.8)
    w = _points(4, radius=0.8)
    assert np.linalg.norm(inst.grad(w), axis=1).max() <= inst.lipschitz * (1 + 1e-12)
    top = np.linalg.eigvalsh(inst.hessian(w)).max()
    assert top <= inst.smoothness * (1 + 1e-12)
    edge = np.array([[0.8, 0.0, 0.0, 0.0]])
    assert np.linalg.norm(inst.grad(edge)) == pytest.approx(inst.lipschitz)


def test_power_family_derivatives_match_finite_differences():
    inst = PowerKL.for_kappa(1.5)
    w = _points(3, count=5)
    h = 1e-6
    for i in range(3):
        e = np.zeros(3)
        e[i] = h
        fd = (inst.value(w + e) - inst.value(w - e)) / (2 * h)
        np.testing.assert_allclose(fd, inst.grad(w)[:, i], rtol=1e-6, atol=1e-9)
        fd2 = (inst.grad(w + e) - inst.grad(w - e)) / (2 * h)
        np.testing.assert_allclose(fd2, inst.hessian(w)[:, :, i], rtol=1e-5, atol=1e-7)
    assert np.all(inst.grad(np.zeros((2, 3))) == 0)


def test_power_family_radial_profile_and_balanced_data():
    inst = PowerKL.for_kappa(1.5)
    w = _points(6, count=10)
    r = np.linalg.norm(w, axis=1)
    np.testing.assert_allclose(inst.radial_value(r), inst.value(w))
    np.testing.assert_allclose(inst.radial_derivative(r), np.linalg.norm(inst.grad(w), axis=1))
    u = np.array([0.3, -0.1, 0.2, 0.0, 0.1, 0.05])
    x = inst.dataset(10, u)
    per_example = inst.per_example_grad(w[0], x)
    np.testing.assert_allclose(per_example.mean(axis=0), inst.grad(w[0]), atol=1e-15)
    np.testing.assert_allclose(inst.empirical_grad(w[0], x), inst.grad(w[0]), atol=1e-15)
    # replacing one example moves the average gradient by at most 2 ||u|| / n
    x2 = x.copy()
    x2[0] = -u
    shift = np.linalg.norm(inst.empirical_grad(w[0], x2) - inst.empirical_grad(w[0], x))
    assert shift == pytest.approx(2 * np.linalg.norm(u) / 10)


def test_power_family_rejects_bad_input():
    with pytest.raises(ValueError, match="kappa must be a finite number > 1"):
        PowerKL.for_kappa(1.0)
    with pytest.raises(ValueError, match="p must be"):
        PowerKL(p=0.5)
    with pytest.raises(ValueError, match="radius"):
        PowerKL(radius=-1.0)
    with pytest.raises(ValueError, match="not smooth"):
        _ = PowerKL.for_kappa(3.0).smoothness
    with pytest.raises(ValueError, match="n must be an even integer"):
        PowerKL().dataset(3, np.ones(2))


def test_nonconvex_family_is_kl_with_the_lifted_exponent_and_not_convex():
    x = np.linspace(-20, 20, 400001)[:, None]
    x = x[x[:, 0] != 0]
    base = PowerOfPL(1.0, 20.0)
    g, gp = base.base(x), base.grad(x)[:, 0]
    mu = np.min(gp**2 / (2 * g))
    assert mu == pytest.approx(0.1755, abs=5e-4) and mu >= KNS16_MU  # notes §4.1: 0.1755 on [-20, 20]
    for q in (0.75, 1.5, 2.0):
        inst = PowerOfPL(q, 20.0)
        assert inst.kappa == pytest.approx(2 * q / (2 * q - 1)) and q_for_kappa(inst.kappa) == pytest.approx(q)
        gamma = kl_constant(inst.value(x), inst.grad(x)[:, 0], inst.kappa)
        # lifting lemma: gamma_F <= gamma_G / q with gamma_G = 1/sqrt(2 mu)
        assert gamma <= 1 / (q * np.sqrt(2 * mu)) * (1 + 1e-9)
    consts = constants_1d(1.5, 1.5)
    assert consts["min_curvature"] < -5  # non-convex on the region the check uses
    assert consts["gamma"] > 0 and consts["L1"] > 0


def test_nonconvex_gradient_matches_finite_differences_in_d_dimensions():
    inst = PowerOfPL(1.5, 2.0)
    w = _points(4, count=6, radius=2.0)
    h = 1e-6
    for i in range(4):
        e = np.zeros(4)
        e[i] = h
        fd = (inst.value(w + e) - inst.value(w - e)) / (2 * h)
        np.testing.assert_allclose(fd, inst.grad(w)[:, i], rtol=1e-5, atol=1e-8)
    with pytest.raises(ValueError, match="q must be > 1/2"):
        kappa_for_q(0.5)


def test_nonconvex_lipschitz_and_smoothness_bounds_hold_on_the_ball():
    inst = PowerOfPL(1.5, 1.0)
    w = _points(3, count=2000, radius=1.0)
    assert np.linalg.norm(inst.grad(w), axis=1).max() <= inst.lipschitz
    consts = constants_1d(1.5, 1.0)
    assert consts["L0"] <= inst.lipschitz and consts["L1"] <= inst.smoothness


def test_ramp_to_flat():
    ramp = RampToFlat(slope=2.0, delta=0.5, start_at=10.0)
    w = np.array([[10.0], [0.25], [-3.0], [0.0]])
    np.testing.assert_allclose(ramp.grad_norm(w), [2.0, 1.0, 2.0, 0.0])
    np.testing.assert_allclose(np.abs(ramp.grad(w)[:, 0]), ramp.grad_norm(w))
    assert ramp.initial_gap == pytest.approx(2.0 * (10.0 - 0.25))
    assert ramp.smoothness == 4.0 and ramp.steps_to_flat() == pytest.approx(38.0)
    h = 1e-7
    fd = (ramp.value(w + h) - ramp.value(w - h)) / (2 * h)
    np.testing.assert_allclose(fd[:3], ramp.grad(w)[:3, 0], rtol=1e-6)
    with pytest.raises(ValueError, match="delta"):
        RampToFlat(delta=0.0)
