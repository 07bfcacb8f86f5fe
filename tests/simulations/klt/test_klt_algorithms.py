"""KLT algorithms: O2NC (Alg. 2), estimators, Alg. 3/4/5 oracles, the tree, and the schedules read from bounds."""

from __future__ import annotations

import math

import numpy as np
import pytest
import sympy as sp

from bounds import registry
from bounds import symbols as sy
from bounds.papers.klt import symbols as klt_sym
from simulations.papers.klt.algorithms.estimators import first_order, zero_order
from simulations.papers.klt.algorithms.first_order_single_pass import FirstOrderSinglePassOracle
from simulations.papers.klt.algorithms.o2nc import clip, o2nc
from simulations.papers.klt.algorithms.runs import run_single_pass, single_pass_oracle
from simulations.papers.klt.algorithms.schedules import evaluate, multi_pass_schedule, single_pass_schedule
from simulations.papers.klt.algorithms.variance_reduction import period_index
from simulations.papers.klt.algorithms.zero_order_multi_pass import MultiPassOracle
from simulations.papers.klt.algorithms.zero_order_single_pass import ZeroOrderSinglePassOracle
from simulations.papers.klt.instances.kinks import RandomSignKink, SeparableKinks, SingleKink
from simulations.papers.klt.instances.relu import ReluRegression
from simulations.privacy.tree import node_set, printed_node_set

COMMON = dict(d=4, epsilon=1.0, delta=1e-6, alpha=0.1, Phi=1.0)


class _Constant:
    """A deterministic oracle returning the same vector at every call."""

    def __init__(self, vector: np.ndarray) -> None:
        self.vector = vector

    def start(self, reps: int, d: int) -> None:
        self.reps = reps

    def __call__(self, t: int, z: np.ndarray) -> np.ndarray:
        return np.tile(self.vector, (z.shape[0], 1))


def test_period_index_is_one_based_and_never_zero():
    assert [period_index(t, 4) for t in range(1, 10)] == [1, 2, 3, 4, 1, 2, 3, 4, 1]
    with pytest.raises(ValueError, match="t must be an integer >= 1"):
        period_index(0, 4)


def test_clip_and_o2nc_travel_at_speed_d():
    v = np.array([[3.0, 4.0], [0.3, 0.4]])
    np.testing.assert_allclose(np.linalg.norm(clip(v, 1.0), axis=1), [1.0, 0.5])
    run = o2nc(_Constant(np.array([1.0, 0.0])), np.zeros((2, 2)), 0.01, 1.0, 5, 103, np.random.default_rng(0))
    assert run.window_means.shape == (2, 20, 2) and run.steps == 100
    assert run.last[0, 0] == pytest.approx(-0.01 * 99)
    assert np.all(np.linalg.norm(np.diff(run.window_means, axis=1), axis=2) <= 2 * 5 * 0.01)


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        (dict(clip_radius=0.0), "clip_radius"),
        (dict(step_size=-1.0), "step_size"),
        (dict(window=0), "window must be"),
        (dict(steps=0), "steps must be"),
    ],
)
def test_o2nc_rejects_bad_input(kwargs, match):
    args = dict(clip_radius=1.0, step_size=0.1, window=2, steps=10)
    args.update(kwargs)
    with pytest.raises(ValueError, match=match):
        o2nc(_Constant(np.zeros(2)), np.zeros((1, 2)), rng=np.random.default_rng(0), **args)


def test_estimators_are_unbiased_for_the_ball_smoothing_and_the_printed_ones_are_not():
    rng = np.random.default_rng(1)
    d, alpha = 5, 0.3
    instance = SingleKink(d)
    z = np.zeros((4000, d))
    z[:, 0] = 0.1
    xi = np.zeros((4000, d))
    exact = instance.smoothed_grad(z[0], xi[0], alpha)
    for estimate, tol in (
        (zero_order(instance, z, xi, alpha, 8, rng).mean(axis=0), 0.05),
        (first_order(instance, z, xi, alpha, 8, rng).mean(axis=0), 0.01),
    ):
        np.testing.assert_allclose(estimate, exact, atol=tol)
    biased_zero = zero_order(instance, z, xi, alpha, 8, rng, "printed_ball").mean(axis=0)
    biased_first = first_order(instance, z, xi, alpha, 8, rng, "printed_sphere").mean(axis=0)
    assert abs(biased_zero[0] - exact[0]) > 0.5
    assert abs(biased_first[0] - exact[0]) > 0.05
    with pytest.raises(ValueError, match="m must be"):
        zero_order(instance, z, xi, alpha, 0, rng)
    with pytest.raises(ValueError, match="directions must be"):
        zero_order(instance, z, xi, alpha, 2, rng, "ball")


@pytest.mark.parametrize("instance", [SingleKink(1), SingleKink(3, noise=0.5), RandomSignKink(2)], ids=repr)
def test_first_order_sum_drawn_from_its_law_matches_drawing_every_ball_point(instance):
    """K1/K2's ball_grad_sum (a binomial count) has the law of the sum over m explicit ball points: two-sample
    KS test on the e_1 coordinate near the kink (p > 1e-3 for the same law; 4000 draws each), equal means."""
    from scipy import stats

    rng = np.random.default_rng(7)
    d, alpha, m, reps = instance.d, 0.2, 25, 4000
    z = np.zeros((reps, d))
    z[:, 0] = 0.05
    xi = instance.sample(rng, (reps,))
    exact_law = first_order(instance, z, xi, alpha, m, rng)
    explicit = first_order(instance, z, xi, alpha, m, rng, point_by_point=True)
    assert exact_law.shape == explicit.shape == (reps, d)
    assert stats.ks_2samp(exact_law[:, 0], explicit[:, 0]).pvalue > 1e-3
    np.testing.assert_allclose(exact_law[:, 1:], explicit[:, 1:], atol=1e-12)  # the linear noise: m xi / m
    # and the law is not trivially equal to a wrong one: points one kink-width away shift the mean visibly
    shifted = first_order(instance, z + alpha * np.eye(d)[0], xi, alpha, m, rng)
    assert stats.ks_2samp(shifted[:, 0], explicit[:, 0]).pvalue < 1e-6


@pytest.mark.parametrize("d", [1, 5])
def test_relu_first_order_sum_drawn_from_its_law_matches_drawing_every_ball_point(d):
    """K6's ball_grad_sum (two binomial counts) has the law of the sum over m explicit ball points: every sum is a
    multiple of its sample's a; two-sample KS test on that multiple at x* (where the signs of both kinks mix), equal
    means; one smoothing radius further out the law differs visibly."""
    from scipy import stats

    rng = np.random.default_rng(11)
    instance, alpha, m, reps = ReluRegression(d, pool_size=10), 0.2, 25, 4000
    z = np.tile(instance.optimum, (reps, 1))
    xi = instance.sample(rng, (reps,))
    a = xi[:, :d]

    def multiples(points: np.ndarray, point_by_point: bool) -> np.ndarray:
        total = m * first_order(instance, points, xi, alpha, m, rng, point_by_point=point_by_point)
        np.testing.assert_allclose(total, np.sum(total * a, axis=1, keepdims=True) * a, atol=1e-9)
        return np.sum(total * a, axis=1)

    exact_law, explicit = multiples(z, False), multiples(z, True)
    np.testing.assert_allclose(exact_law, np.round(exact_law), atol=1e-9)  # counts of +1 and -1
    assert np.std(explicit) > 1.0
    assert stats.ks_2samp(exact_law, explicit).pvalue > 1e-3
    assert abs(exact_law.mean() - explicit.mean()) < 4 * explicit.std() / np.sqrt(reps) * np.sqrt(2)
    shifted = multiples(z + alpha * instance.optimum, False)
    assert stats.ks_2samp(shifted, explicit).pvalue < 1e-6


def test_printed_tree_nodes_are_wrong_and_the_fixed_ones_count_popcount():
    assert printed_node_set(5, 8, "v1") == []
    assert sum(v - u + 1 for u, v in printed_node_set(8, 8, "v2")) == 7
    for t in range(1, 64):
        nodes = node_set(t)
        assert len(nodes) == bin(t).count("1") and sum(v - u + 1 for u, v in nodes) == t


def test_single_pass_oracle_builds_on_the_non_noisy_g_and_draws_tree_noise_of_popcount_variance():
    rng = np.random.default_rng(2)
    d, reps, sigma, period = 3, 20_000, 0.5, 8
    instance = SingleKink(d)
    oracle = FirstOrderSinglePassOracle(instance, 0.1, period, 4, 1, 2, sigma, rng)
    oracle.start(reps, d)
    z = np.zeros((reps, d))
    z[:, 0] = 5.0  # far from the kink: every increment is exactly zero
    for t in range(1, period + 1):
        g_noisy = oracle(t, z)
        np.testing.assert_allclose(oracle.last_g, np.tile([1.0, 0.0, 0.0], (reps, 1)))
        np.testing.assert_allclose(g_noisy - oracle.last_g, oracle.last_noise)
        variance = np.mean(np.sum(oracle.last_noise**2, axis=1))
        assert variance == pytest.approx(bin(t).count("1") * d * sigma**2, rel=0.03)
    assert oracle.samples_used == 4 + (period - 1)


def test_single_pass_budget_is_enforced():
    oracle = ZeroOrderSinglePassOracle(SingleKink(2), 0.1, 4, 3, 1, 2, 0.0, np.random.default_rng(0), budget=5)
    oracle.start(1, 2)
    oracle(1, np.zeros((1, 2)))
    oracle(2, np.zeros((1, 2)))
    oracle(3, np.zeros((1, 2)))
    with pytest.raises(ValueError, match="single pass exhausted"):
        oracle(4, np.zeros((1, 2)))


def test_multi_pass_noise_accumulates_linearly_within_a_period():
    rng = np.random.default_rng(3)
    reps, d, sigma1, sigma2 = 20_000, 2, 0.3, 0.2
    instance = SingleKink(d)
    data = np.zeros((reps, 3, d))
    oracle = MultiPassOracle(instance, data, 0.1, 5, 2, sigma1, sigma2, rng, estimator="first_order")
    oracle.start(reps, d)
    z = np.zeros((reps, d))
    z[:, 0] = 5.0
    for t in range(1, 6):
        g = oracle(t, z)
        expected = d * (sigma1**2 + (t - 1) * sigma2**2)
        assert np.mean(np.sum((g - [1.0, 0.0]) ** 2, axis=1)) == pytest.approx(expected, rel=0.04)
        np.testing.assert_allclose(g - [1.0, 0.0], oracle.last_noise, atol=1e-12)


def test_single_pass_schedule_evaluates_the_registered_expressions():
    for version in ("v1", "v2"):
        for oracle in ("zero_order", "first_order"):
            s = single_pass_schedule(version, oracle, n=4000, **COMMON)
            theorem = registry.get({"zero_order": "KLT-Thm3.1", "first_order": "KLT-Thm6.1"}[oracle], version)
            values = {sy.n: 4000.0, sy.d: 4.0, sy.epsilon: 1.0, klt_sym.alpha: 0.1, klt_sym.Phi: 1.0, sy.L: 1.0}
            assert s.T == 2000
            assert pytest.approx(evaluate(theorem.substituted(klt_sym.D), values)) == s.D
            assert s.Sigma == max(1, round(evaluate(theorem.parameters[klt_sym.Sigma], {**values, klt_sym.D: s.D})))
            assert s.Sigma == s.B1 and s.B2 == 1 and math.floor(0.1 / (4 * s.D)) == s.M
            assert s.eta == pytest.approx(s.D / (s.G1 * math.sqrt(s.M)))
    v1 = single_pass_schedule("v1", "first_order", n=4000, **{**COMMON, "epsilon": 1e3})
    v2 = single_pass_schedule("v2", "first_order", n=4000, **{**COMMON, "epsilon": 1e3})
    assert v1.Sigma == 1 < v2.Sigma and v2.D < v1.D


def test_variance_m_runs_say_they_do_not_carry_the_privacy_claim():
    theory = single_pass_schedule("v2", "first_order", n=2000, m_rule="theory", **COMMON)
    cheap = single_pass_schedule("v2", "first_order", n=2000, m_rule="variance", **COMMON)
    assert theory.carries_privacy and theory.m == theory.m_theory and "DP" in theory.privacy
    assert not cheap.carries_privacy and cheap.m < cheap.m_theory and "NOT (eps, delta)-DP" in cheap.privacy
    paper = single_pass_schedule("v2", "first_order", n=2000, calibration="theorem", **COMMON)
    assert paper.epsilon_effective > COMMON["epsilon"]
    prop = single_pass_schedule("v2", "first_order", n=2000, calibration="prop2.5", **COMMON)
    assert prop.sigma > 0


def test_multi_pass_schedule_uses_the_unit_corrected_d_and_t():
    kwargs = dict(n=100, d=4, epsilon=1.0, delta=1e-6, alpha=0.1, beta=0.25, Phi=1.0)
    fixed = multi_pass_schedule(**kwargs)
    printed = multi_pass_schedule(**kwargs, corrected=False)
    assert pytest.approx(0.1 * 0.25**2) == fixed.D and fixed.T == 640 and fixed.Sigma == 8
    assert pytest.approx(0.1**2 * 0.25**2) == printed.D and math.ceil(1 / (0.01 * 0.25**3)) == printed.T
    assert fixed.m_privacy > 1e6 * fixed.m and "NOT (eps, delta)-DP" in fixed.privacy
    sigma1 = registry.get("KLT-Thm4.1", "v2").parameters[klt_sym.sigma1]
    value = float(
        sigma1.subs({sy.L: 1, sy.T: 640, sy.delta: 1e-6, klt_sym.Sigma: 8, sy.n: 100, sy.epsilon: 1.0}).evalf()
    )
    assert fixed.sigma1 == pytest.approx(value)
    joint = multi_pass_schedule(**kwargs, calibration="accountant")
    assert joint.sigma1 > 0 and joint.sigma2 > 0
    assert isinstance(sp.sympify(sigma1), sp.Expr)


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        (dict(version="v3"), "version must be"),
        (dict(oracle="second_order"), "oracle must be"),
        (dict(alpha=2.0), "alpha must be <= Phi/L"),
        (dict(delta=1.5), "delta must lie"),
        (dict(n=2), "n must be"),
        (dict(m_rule="cheap"), "m_rule must be"),
        (dict(epsilon=0.0), "epsilon must be"),
    ],
)
def test_single_pass_schedule_rejects_bad_input(kwargs, match):
    args = dict(version="v2", oracle="first_order", n=1000, **COMMON)
    args.update(kwargs)
    version, oracle = args.pop("version"), args.pop("oracle")
    with pytest.raises(ValueError, match=match):
        single_pass_schedule(version, oracle, **args)


def test_a_run_stays_within_its_budget_and_reaches_the_kink():
    schedule = single_pass_schedule("v2", "first_order", n=1000, **{**COMMON, "epsilon": 1e3}, m_rule="variance")
    instance = SingleKink(4)
    run = run_single_pass(schedule, instance, instance.start(1.0), 3, np.random.default_rng(4))
    beta = instance.goldstein(run.window_means, 0.2).mean(axis=1)
    assert np.all(beta < 1.0)
    oracle = single_pass_oracle(schedule, RandomSignKink(4, 0.7), np.random.default_rng(5))
    assert oracle.budget == schedule.budget <= schedule.n + schedule.B1
    assert schedule.samples <= schedule.budget


def test_zero_order_single_pass_oracle_checkpoint_is_unbiased():
    rng = np.random.default_rng(6)
    instance = SeparableKinks(3)
    oracle = ZeroOrderSinglePassOracle(instance, 0.1, 1, 8, 1, 6, 0.0, rng)
    z = np.full((5000, 3), 0.2)
    g = oracle.checkpoint_estimates(z, instance.sample(rng, (5000, 8))).mean(axis=1)
    np.testing.assert_allclose(g.mean(axis=0), instance.smoothed_population_grad(z[0], 0.1), atol=0.02)
