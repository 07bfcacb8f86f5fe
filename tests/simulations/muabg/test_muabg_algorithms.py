"""MUABG algorithms: the exact radial reduction against direct simulation, determinism, subroutines, inputs."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats

from simulations.papers.muabg.algorithms.adaptive_gd import adaptive_noisy_gd, select_iterate
from simulations.papers.muabg.algorithms.kl_spider import kl_spider, spider_schedule
from simulations.papers.muabg.algorithms.noisy_gd_sc import noisy_gd_subproblem, subproblem_settings
from simulations.papers.muabg.algorithms.proximal_point import (
    AdversarialSubroutine,
    proximal_point,
    proximal_point_rounds,
    subroutine_accuracy,
)
from simulations.papers.muabg.algorithms.states import DirectState, RadialState
from simulations.papers.muabg.instances.power import PowerKL
from simulations.papers.muabg.instances.ramp import RampToFlat


def test_radial_step_has_the_law_of_the_direct_step():
    """One noisy gradient step from ||w|| = r: the law of ||w'|| (KS test on 20000 draws each, d = 50)."""
    inst = PowerKL.for_kappa(1.5)
    d, reps, sigma = 50, 20_000, np.full(20_000, 0.05)
    direct = DirectState(np.tile(inst.start(d, 0.4), (reps, 1)), inst.grad)
    radial = RadialState(np.full(reps, 0.4), inst.radial_derivative, d)
    mask = np.ones(reps, dtype=bool)
    direct.noisy_step(0.1, sigma, np.random.default_rng(1), mask)
    radial.noisy_step(0.1, sigma, np.random.default_rng(2), mask)
    assert stats.ks_2samp(np.linalg.norm(direct.w, axis=1), radial.r).pvalue > 1e-3


@pytest.mark.parametrize("kappa", [2.0, 1.5])
def test_radial_alg3_matches_direct_simulation(kappa):
    """Alg 3 run to the end (d = 200, 2000 seeds): mean excess and its law agree (notes §6.2: 3.56e-4 vs 3.46e-4)."""
    inst = PowerKL.for_kappa(kappa)
    d, reps = 200, 2000
    kw = dict(n=3e4, d=d, rho=1.0, beta=0.1, L0=inst.lipschitz, L1=inst.smoothness)
    direct = DirectState(np.tile(inst.start(d), (reps, 1)), inst.grad)
    radial = RadialState(np.full(reps, 0.5), inst.radial_derivative, d)
    adaptive_noisy_gd(direct, rng=np.random.default_rng(3), **kw)
    adaptive_noisy_gd(radial, rng=np.random.default_rng(4), **kw)
    a, b = inst.excess(direct.w), inst.radial_value(radial.r)
    se = np.sqrt(a.var() / reps + b.var() / reps)
    assert abs(a.mean() - b.mean()) < 4 * se
    assert stats.ks_2samp(a, b).pvalue > 1e-3


def test_same_seed_gives_bit_identical_runs():
    inst = PowerKL.for_kappa(1.5)
    schedule = spider_schedule(
        n=1e6, d=4, rho=1.0, beta=0.1, F0=0.125, gamma=inst.gamma, kappa=1.5, L0=inst.lipschitz, L1=inst.smoothness
    )
    runs = [
        kl_spider(inst.grad, np.tile(inst.start(4), (3, 1)), schedule, gamma=inst.gamma, rng=np.random.default_rng(7)).w
        for _ in range(2)
    ]
    np.testing.assert_array_equal(*runs)
    radial = []
    for _ in range(2):
        state = RadialState(np.full(3, 0.5), inst.radial_derivative, 1e20)
        adaptive_noisy_gd(state, n=1e15, d=1e20, rho=1.0, beta=0.1, L0=3.0, L1=6.0, rng=np.random.default_rng(7))
        radial.append(state.r)
    np.testing.assert_array_equal(*radial)


def test_alg3_descends_and_selection_prefers_small_gradients():
    ramp = RampToFlat(1.0, 1.0, 10.0)
    state = DirectState(ramp.start(16), ramp.grad)
    result = adaptive_noisy_gd(state, n=1e6, d=10.0, rho=1.0, beta=0.1, L0=1.0, L1=1.0, rng=np.random.default_rng(0))
    assert np.all(ramp.grad_norm(state.w) < 0.5)  # reached the flat slab
    index, norms = select_iterate(result, n=1e6, rho=1.0, L0=1.0, rng=np.random.default_rng(1))
    assert np.all(norms < 0.1) and np.all(index > 10)


def test_alg4_solves_the_regularised_subproblem():
    """Thm 9: the excess of F + Lt1 (w - c)^2 at w-bar is of order L0^2 d log / (Lt1 n^2 rho)."""
    inst = PowerKL.for_kappa(2.0, radius=0.5)
    lt1, c = 0.5, 0.4
    settings = subproblem_settings(n=40, d=1, rho=1.0, beta=0.1, L0=inst.lipschitz, Lt1=lt1)
    w = noisy_gd_subproblem(inst.grad, np.full((64, 1), c), settings, Lt1=lt1, rng=np.random.default_rng(0))
    star = lt1 * c / (1.0 + lt1)  # argmin w^2 + lt1 (w - c)^2
    excess = w[:, 0] ** 2 + lt1 * (w[:, 0] - c) ** 2 - (star**2 + lt1 * (star - c) ** 2)
    bound = subroutine_accuracy(n=40, d=1, rho=1.0, beta=0.1, L0=inst.lipschitz, Lt1=lt1)
    assert np.all(excess >= -1e-15) and np.mean(excess) < bound


@pytest.mark.parametrize("d", [1, 3])
def test_alg4_steps_match_the_algorithm_written_step_by_step(d):
    """Alg 4 as printed (with the grad F-tilde(w_t) erratum): w_{t+1} = Proj(w_t - eta_t (grad F-tilde(w_t) +
    noise)), eta_t = 1/(Lt1 t), w-bar = 2/(T(T+1)) sum_t t w_t, the same noise draws."""
    inst = PowerKL.for_kappa(2.0, radius=0.5)
    lt1, center = 0.5, np.full((8, d), 0.3)
    settings = subproblem_settings(n=12, d=d, rho=1.0, beta=0.1, L0=inst.lipschitz, Lt1=lt1)
    got = noisy_gd_subproblem(inst.grad, center, settings, Lt1=lt1, rng=np.random.default_rng(7))
    T, noise = settings.steps, settings.sigma * np.random.default_rng(7).standard_normal((settings.steps - 1, 8, d))
    w, total = center.copy(), center.copy()
    for t in range(1, T):
        w = w - (inst.grad(w) + 2.0 * lt1 * (w - center) + noise[t - 1]) / (lt1 * t)
        offset = w - center
        w = center + offset * np.minimum(1.0, settings.radius / np.linalg.norm(offset, axis=1, keepdims=True))
        total += (t + 1) * w
    np.testing.assert_allclose(got, 2.0 * total / (T * (T + 1)), rtol=1e-10, atol=1e-12)


def test_adversarial_subroutine_returns_the_worst_tau_accurate_point():
    inst = PowerKL.for_kappa(3.0)
    lt1, tau = 2.0, 1e-4
    sub = AdversarialSubroutine(lambda w: inst.a * abs(w) ** inst.p, lt1, inst.lipschitz, lambda r, b: tau)
    for centre in (0.5, 0.0, -0.01):
        w = sub.answer(centre, tau)
        star = sub.prox(centre)

        def subproblem(x, c=centre):
            return inst.a * abs(x) ** inst.p + lt1 * (x - c) ** 2

        assert subproblem(w) - subproblem(star) <= tau * (1 + 1e-9)
        assert subproblem(w) - subproblem(star) == pytest.approx(tau, rel=1e-6)
        assert inst.a * abs(w) ** inst.p >= inst.a * abs(star) ** inst.p
    # from the minimiser (w_{t-1} = w* = 0) the adversary returns a point with F ~ tau (notes P1)
    w0 = sub.answer(0.0, tau)
    assert 0.9 * tau <= inst.a * abs(w0) ** inst.p <= tau
    # and keeps it there: later rounds cannot force F below order tau (the proof's floor is tau^(kappa/2))
    out = proximal_point(sub, np.zeros((2, 1)), rounds=20, rho=1.0, beta=0.1, rng=np.random.default_rng(0))
    excess = inst.a * np.abs(out.path[1:, :, 0]) ** inst.p
    assert np.all((excess >= 0.5 * tau) & (excess <= 2 * tau))


def test_alg2_rounds_and_input_checks():
    inst = PowerKL.for_kappa(2.0, radius=0.5)
    rounds = proximal_point_rounds(n=100, d=1, rho=1.0, F0=0.25, gamma=inst.gamma, kappa=2.0, L0=1.0, Lt1=0.25)
    bracket = np.log(0.25) + 2 * np.log(100 / (inst.gamma * 1.0))
    assert rounds == int(np.ceil((1 + 32 * inst.gamma**2 * 0.25) * bracket))
    with pytest.raises(ValueError, match="kappa must be >= 2"):
        proximal_point_rounds(n=100, d=1, rho=1.0, F0=0.25, gamma=0.5, kappa=1.5, L0=1.0, Lt1=0.25)
    with pytest.raises(ValueError, match="rounds must be an integer >= 1"):
        proximal_point(lambda *a: a[0], np.zeros((1, 1)), rounds=0, rho=1.0, beta=0.1, rng=np.random.default_rng(0))
    with pytest.raises(ValueError, match="beta must lie in"):
        subproblem_settings(n=10, d=1, rho=1.0, beta=1.5, L0=1.0, Lt1=1.0)
    with pytest.raises(ValueError, match="d = 1"):
        AdversarialSubroutine(abs, 1.0, 1.0, lambda r, b: 1e-3)(np.zeros((2, 2)), 1.0, 0.1, None, None)


def test_states_and_alg3_reject_bad_input():
    with pytest.raises(ValueError, match="shape"):
        DirectState(np.zeros(3), lambda w: w)
    with pytest.raises(ValueError, match="d must be a finite number >= 1"):
        RadialState(np.ones(2), np.abs, 0.5)
    state = RadialState(np.ones(2), np.abs, 10)
    with pytest.raises(ValueError, match=r"log\(n sqrt\(rho\)/beta\) must be > 0"):
        adaptive_noisy_gd(state, n=1.0, d=10, rho=1.0, beta=2.0, L0=1.0, L1=1.0, rng=np.random.default_rng(0))
    with pytest.raises(ValueError, match="version must be one of"):
        adaptive_noisy_gd(
            state, n=1e3, d=10, rho=1.0, beta=0.1, L0=1.0, L1=1.0, rng=np.random.default_rng(0), version="x"
        )


def _golden_all_steps(fn, lo, hi, iters):
    ratio = (np.sqrt(5.0) - 1.0) / 2.0
    a, b = lo, hi
    for _ in range(iters):
        x1, x2 = b - ratio * (b - a), a + ratio * (b - a)
        a, b = (a, x2) if fn(x1) < fn(x2) else (x1, b)
    return (a + b) / 2.0


def _bisect_all_steps(fn, inside, outside, iters):
    a, b = inside, outside
    for _ in range(iters):
        mid = (a + b) / 2.0
        a, b = (mid, b) if fn(mid) <= 0 else (a, mid)
    return a


@pytest.mark.parametrize("power", [1.5, 2.0, 3.0])
@pytest.mark.parametrize("center", [0.0, 1e-9, 0.37, -2.5])
def test_the_scalar_searches_stop_at_their_fixed_point_with_the_answer_of_every_step(power, center):
    """The adversarial subroutine's golden-section search and bisection stop once a step leaves the bracket as it
    was: the same float as running every step, and the bisection in fewer halvings than its 120 (the golden search
    reaches its fixed point late, when it does, near a minimiser at 0 where floats are dense)."""
    from simulations.papers.muabg.algorithms import proximal_point as pp

    calls = []

    def prox_objective(w: float) -> float:
        calls.append(w)
        return abs(w) ** power + 4.0 * (w - center) ** 2

    star = pp._golden_min(prox_objective, center - 1.0, center + 1.0)
    assert star == _golden_all_steps(prox_objective, center - 1.0, center + 1.0, 160)
    level = prox_objective(star) + 1e-3
    calls.clear()
    right = pp._bisect(lambda w: prox_objective(w) - level, star, star + 1.0)
    halvings = len(calls)
    assert right == _bisect_all_steps(lambda w: prox_objective(w) - level, star, star + 1.0, 120)
    assert halvings < 120
