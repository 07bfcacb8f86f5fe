"""LT privacy: per-step sensitivity on neighbouring datasets, the zCDP accounting, and the tree audit."""

from __future__ import annotations

import math

import numpy as np
import pytest

from simulations.papers.lt import checks as lt
from simulations.papers.lt.algorithms.oracles import o2_neighbour_gap
from simulations.papers.lt.algorithms.parameters import lt_parameters
from simulations.papers.lt.instances.noise import SineRidgeNoise
from simulations.papers.lt.instances.ramp import Ramp
from simulations.privacy import zcdp_to_dp_closed_form

CONSTANTS = dict(B=8.0, G=1.5, M=1.0, rho=1.0)


@pytest.mark.parametrize("step", [1e-3, 1e-2, 0.1, 1.0])
def test_adaptive_batch_keeps_the_measured_o2_gap_below_the_a_priori_bound(step):
    """‖O2(D) − O2(D')‖ <= 2 M ‖Δx‖ / b_t <= 2 γ ε/√d whatever the step length (LT-Lem3.14, notes §3.4)."""
    d, alpha, eps = 50, 0.1, 0.01
    p = lt_parameters(alpha, d=d, epsilon=eps, noise="thm317", **CONSTANTS)
    # s2 = 1 makes the per-sample smoothness of the noise the full M = 1 on ‖zeta‖_inf <= 1
    instance = Ramp.at_scale(alpha, d, noise=SineRidgeNoise(0.0, 1.0))
    rng = np.random.default_rng(7)
    x_prev = rng.standard_normal((8, d))
    direction = rng.standard_normal((8, d))
    x = x_prev + step * direction / np.linalg.norm(direction, axis=1, keepdims=True)
    batch = int(p.batch(np.array([p.M * step]))[0])
    gap = o2_neighbour_gap(instance, x, x_prev, batch, rng, candidates=32)
    assert np.all(gap <= 2 * p.M * step / batch)
    assert np.all(gap <= p.increment_sensitivity)


def test_o2_neighbour_gap_sees_only_the_replaced_samples_nonlinear_noise():
    rng = np.random.default_rng(0)
    x_prev = rng.standard_normal((3, 6))
    x = x_prev + 0.01
    linear = Ramp.at_scale(0.1, 6, noise=SineRidgeNoise(0.3, 0.0))
    # the population part, the other samples and the linear noise s1 <xi, x> all cancel in replace-one differences
    assert np.allclose(o2_neighbour_gap(linear, x, x_prev, 10, rng), 0.0, atol=1e-15)
    ridge = Ramp.at_scale(0.1, 6, noise=SineRidgeNoise(0.3, 0.7))
    assert np.all(o2_neighbour_gap(ridge, x, x_prev, 10, rng) > 0)
    with pytest.raises(ValueError, match="batch and candidates"):
        o2_neighbour_gap(ridge, x, x_prev, 0, rng)


@pytest.mark.parametrize(("epsilon", "d"), [(2e-4, 400), (0.5, 50), (1e6, 20)])
def test_calibrated_noise_is_epsilon_delta_dp_by_the_closed_form_conversion(epsilon, d):
    delta = 1e-6
    for recipe in ("printed", "corrected"):
        p = lt_parameters(0.05, d=d, epsilon=epsilon, delta=delta, recipe=recipe, horizon=2**17, **CONSTANTS)
        spent = sum(p.zcdp())
        assert zcdp_to_dp_closed_form(spent, delta) <= epsilon * (1 + 1e-9)


def test_paper_noise_is_not_the_claimed_privacy():
    """Thm 3.17's sigma = alpha/sqrt(d) drops log(1/delta) and sqrt(log T): at eps = 0.02 it spends about 0.9."""
    p = lt_parameters(0.05, d=400, epsilon=0.02, noise="thm317", horizon=2**17, **CONSTANTS)
    assert zcdp_to_dp_closed_form(sum(p.zcdp()), 1e-6) > 10 * 0.02


def test_tree_audit_passes_and_a_missing_level_is_caught():
    audits = lt.tree_audits()
    tree, claimed = audits["tree"]
    broken, _ = audits["missing leaf level"]
    assert tree.epsilon_lower_bound <= claimed
    assert broken.epsilon_lower_bound > claimed  # negative control: the leaf increment is released exactly
    assert math.isfinite(broken.epsilon_lower_bound)
    with pytest.raises(ValueError, match="steps must be odd"):
        lt.tree_audits(steps=8)


def test_o2_release_audit_passes_for_the_adaptive_batch_and_catches_a_fixed_batch():
    audits = lt.o2_release_audits()
    for label in ("adaptive, step 1e-3", "adaptive, step 1"):
        audit, claimed = audits[label]
        assert audit.epsilon_lower_bound <= claimed, label
    broken, claimed = audits["fixed batch, step 1"]
    assert broken.epsilon_lower_bound > claimed  # negative control: the sensitivity grew with the step
