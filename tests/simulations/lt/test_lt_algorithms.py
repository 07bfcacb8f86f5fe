"""LT-Alg2, LT-Alg3 with LT-Alg4, and the parameter recipes (printed and corrected)."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest

from bounds import registry
from bounds import symbols as sym
from bounds.papers.lt import symbols as lt_sym
from simulations.papers.lt.algorithms.escape import escape_saddle
from simulations.papers.lt.algorithms.parameters import LEMMA38_C, escape_parameters, lt_parameters
from simulations.papers.lt.algorithms.spider_sosp import spider_sosp
from simulations.papers.lt.instances.cubic_saddle import CubicSaddle
from simulations.papers.lt.instances.noise import SineRidgeNoise
from simulations.papers.lt.instances.ramp import Ramp
from simulations.papers.lt.instances.saddle_chain import SaddleChain
from simulations.privacy import max_node_memberships, zcdp_rho_for_dp

CONSTANTS = dict(B=8.0, G=1.5, M=1.0, rho=1.0)


def test_printed_recipe_matches_the_theorem_settings():
    alpha, d, eps = 0.05, 400, 0.02
    p = lt_parameters(alpha, d=d, epsilon=eps, noise="thm317", **CONSTANTS)
    kappa = max(alpha * math.sqrt(d) / eps, (8 * 1.5) ** (1 / 3))
    assert p.gamma == alpha and p.kappa == pytest.approx(kappa)
    assert p.b == math.ceil(1.5 * 20 / (eps * alpha) + 1.5**2 / alpha**2 + 20 / eps + 1 / alpha)
    assert p.bt_coefficient == pytest.approx(max(20 / (alpha * eps), kappa / alpha**2, kappa / alpha))
    assert p.tau == pytest.approx(alpha**1.5) and p.tau < 1  # every escape refreshes (notes I1)
    assert p.Xi == pytest.approx(math.sqrt(alpha))
    gamma_len = registry.get("LT-Lem3.9").rate.evaluate(
        {sym.M: 1.0, sym.d: d, lt_sym.iota: 0.1, lt_sym.gamma_S: alpha, lt_sym.rho_H: 1.0}
    )
    assert p.Gamma == math.ceil(gamma_len)
    assert p.sigma_tree == p.sigma_escape == pytest.approx(alpha / math.sqrt(d))
    assert p.batch(np.array([0.0, 1e-9, 0.1]))[2] == math.ceil(p.bt_coefficient * 0.1)
    assert p.batch(np.array([0.0]))[0] == 1.0


def test_corrected_recipe_applies_tau_gamma_repaired_bh_and_the_escape_scale():
    alpha, d, eps = 0.05, 400, 0.02
    p = lt_parameters(alpha, d=d, epsilon=eps, noise="none", recipe="corrected", **CONSTANTS)
    log_factor = math.log(32 * math.sqrt(d) / (0.01 * math.sqrt(alpha)))
    assert p.gamma == pytest.approx(alpha / (LEMMA38_C * log_factor))
    assert p.tau == p.Gamma == math.ceil(2 / math.sqrt(alpha) * log_factor)
    g = p.gamma
    assert p.b == math.ceil(1.5 * 20 / (eps * g) + 1.5**2 / g**2 + 20 / (g * eps) + 1 / g)
    assert p.trigger == alpha and p.Xi == pytest.approx(math.sqrt(alpha))
    mixed = lt_parameters(alpha, d=d, epsilon=eps, noise="none", tau_rule="gamma", **CONSTANTS)
    assert mixed.tau == mixed.Gamma and mixed.gamma == alpha


def test_calibrated_noise_spends_exactly_the_budget_and_sets_the_tree_level():
    alpha, eps, delta = 0.05, 2e-4, 1e-6
    p = lt_parameters(alpha, d=400, epsilon=eps, delta=delta, horizon=2**17, **CONSTANTS)
    tree, escape = p.zcdp()
    budget = zcdp_rho_for_dp(eps, delta)
    assert tree == pytest.approx(budget / 2, rel=1e-9) and escape <= budget / 2 * (1 + 1e-9)
    assert p.sigma_tree * math.sqrt(400) == pytest.approx(alpha, rel=1e-6)  # the level of Thm 3.17
    assert p.increment_sensitivity <= 2 * p.gamma * eps / math.sqrt(400) * (1 + 1e-12)
    ratio = alpha / p.gamma  # the hidden polylog: about 4 sqrt(log2(T) log(1/delta))
    assert 0.5 < ratio / (4 * math.sqrt(max_node_memberships(2**17) * math.log(1 / delta))) < 1.5


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        (dict(alpha=-1.0), "alpha must be"),
        (dict(epsilon=0.0), "epsilon must be"),
        (dict(delta=1.5), "delta must lie in"),
        (dict(recipe="paper"), "recipe must be one of"),
        (dict(noise="loud"), "noise must be one of"),
        (dict(d=2.5), "d must be an integer"),
        (dict(horizon=0), "horizon must be"),
    ],
)
def test_parameters_reject_bad_input(kwargs, match):
    args = dict(alpha=0.05, d=10, epsilon=1.0, **CONSTANTS)
    args.update(kwargs)
    alpha = args.pop("alpha")
    with pytest.raises(ValueError, match=match):
        lt_parameters(alpha, **args)


def _escape_inputs(instance, reps):
    x0 = instance.start(reps)
    hess = instance.hessian(x0)
    return x0, instance.grad(x0), lambda v, runs: np.einsum("rij,rj->ri", hess[runs], v)


def test_escape_moves_xi_and_decreases_by_order_gamma_three_halves():
    gamma = 1e-3
    saddle = CubicSaddle.at_scale(gamma, 10, c=2.0)
    p = escape_parameters(gamma, d=10, M=1.0, rho=1.0)
    x0, g, frozen = _escape_inputs(saddle, 32)
    out = escape_saddle(x0, g, frozen, Gamma=p.Gamma, Xi=p.Xi, eta=p.eta, sigma=p.sigma, rng=np.random.default_rng(0))
    assert out.escaped.all() and np.all(out.steps < p.Gamma)
    assert np.all(np.linalg.norm(out.y - x0, axis=1) >= p.Xi)
    decrease = saddle.value(x0) - saddle.value(out.y)
    assert np.all(decrease > 0.5 * gamma**1.5)


def test_escape_at_a_minimum_stays_put():
    bowl = Ramp.at_scale(0.05, 5)
    start = np.zeros((4, 5))
    start[:, 0] = bowl.length + 30  # flat, positive curvature: no escape within Gamma
    hess = bowl.hessian(start)
    p = escape_parameters(1e-3, d=5, M=1.0, rho=1.0)
    out = escape_saddle(
        start,
        bowl.grad(start),
        lambda v, runs: np.einsum("rij,rj->ri", hess[runs], v),
        Gamma=p.Gamma,
        Xi=p.Xi,
        eta=p.eta,
        sigma=p.sigma,
        rng=np.random.default_rng(1),
    )
    assert not out.escaped.any() and np.all(out.steps == p.Gamma) and np.array_equal(out.y, start)


def test_escape_rejects_bad_input():
    x0 = np.zeros((2, 3))
    with pytest.raises(ValueError, match="Gamma must be"):
        escape_saddle(x0, x0, lambda v, r: v, Gamma=0, Xi=1.0, eta=1.0, sigma=0.0, rng=np.random.default_rng(0))
    with pytest.raises(ValueError, match="Xi must be"):
        escape_saddle(x0, x0, lambda v, r: v, Gamma=3, Xi=-1.0, eta=1.0, sigma=0.0, rng=np.random.default_rng(0))


def _ramp_setup(alpha=0.07, d=20, eps=0.05):
    ramp = Ramp.at_scale(alpha, d, noise=SineRidgeNoise(0.25, 0.25))
    return ramp, lt_parameters(alpha, d=d, epsilon=eps, noise="thm317", horizon=2**15, **CONSTANTS)


def test_spider_is_bit_identical_for_a_seed_and_counts_every_sample():
    ramp, p = _ramp_setup()
    a = spider_sosp(ramp, p, 4, np.random.default_rng(5))
    b = spider_sosp(ramp, p, 4, np.random.default_rng(5))
    assert np.array_equal(a.samples_to_sosp, b.samples_to_sosp) and a.found.all()
    assert np.all(a.samples_to_sosp == a.samples)  # it stops at the first SOSP
    assert np.all(a.checkpoint_samples == 2 * p.b * (a.checkpoints + a.refreshes))
    shared = spider_sosp(ramp, p, 4, np.random.default_rng(5), share_batches=True)
    assert np.array_equal(2 * shared.samples, a.samples)
    assert np.all(a.max_increment_sensitivity <= p.increment_sensitivity * (1 + 1e-12))


def test_single_pass_stops_when_the_data_run_out():
    ramp, p = _ramp_setup()
    full = spider_sosp(ramp, p, 2, np.random.default_rng(3))
    budget = float(full.samples.min()) / 3
    short = spider_sosp(ramp, p, 2, np.random.default_rng(3), n=budget)
    assert short.exhausted.all() and not short.found.any()
    assert np.all(short.samples <= budget)


def test_printed_tau_refreshes_at_every_escape_and_gamma_tau_never_does():
    alpha = 0.02
    chain = SaddleChain.at_scale(alpha, 40, gap=1.0)
    runs = {}
    for rule in ("printed", "gamma"):
        p = lt_parameters(
            alpha, d=40, epsilon=1e6, noise="none", tau_rule=rule, c_trigger=2.0, B=1.0, G=1.0, M=1.0, rho=1.0
        )
        runs[rule] = spider_sosp(chain, p, 2, np.random.default_rng(0), trace_coords=chain.K)
    printed, corrected = runs["printed"], runs["gamma"]
    assert printed.found.all() and corrected.found.all()
    assert np.all(printed.escapes > 0) and np.all(printed.escapes_succeeded == printed.escapes)
    assert np.all(printed.refreshes + printed.checkpoints >= printed.escapes)
    assert np.all(corrected.refreshes == 0)
    assert np.all(printed.samples_to_sosp > corrected.samples_to_sosp)
    trace = printed.trace
    assert trace.x.shape == (int(printed.steps.max()) + 1, 2, chain.K)
    kinds = {k for _, _, k in trace.events}
    assert {"checkpoint", "escape", "escaped"} <= kinds


def test_stop_at_sosp_false_runs_to_the_horizon():
    ramp, p = _ramp_setup()
    short = replace(p, T=60)
    out = spider_sosp(ramp, short, 2, np.random.default_rng(0), stop_at_sosp=False)
    assert np.all(out.steps == 60)


def test_spider_rejects_mismatched_dimension():
    _, p = _ramp_setup(d=20)
    with pytest.raises(ValueError, match="instance dimension"):
        spider_sosp(Ramp.at_scale(0.07, 10), p, 2, np.random.default_rng(0))
