"""CGT algorithms: Alg 1 (generic and the exact LinearBall reduction), its parameters from bounds, CGT-Thm4.7 on runs,
Claim 4.2, and DP-MEMF / DP-SRG-MEMF with rank-one clipping."""

from __future__ import annotations

import math

import numpy as np
import pytest
import sympy as sp
from scipy import stats

from bounds import symbols as sym
from bounds.papers.cgt import statements as cgt_bounds
from bounds.papers.cgt import symbols as cgt_sym
from simulations.papers.cgt.algorithms.accelerated_srgd import accelerated_dp_srgd, clip_rows, project_ball
from simulations.papers.cgt.algorithms.dp_memf import dp_memf, independent_strategy
from simulations.papers.cgt.algorithms.dp_srg_memf import PAPER_DECAY, dp_srg_memf
from simulations.papers.cgt.algorithms.parameters import alg1_parameters, increment_sigma, thm47_rhs, tree_privacy
from simulations.papers.cgt.algorithms.softmax import SoftmaxData, accuracy, clipped_sum, residuals
from simulations.papers.cgt.algorithms.srgd_linear_ball import linear_ball_srgd
from simulations.papers.cgt.checks import least_squares_instance, thm47_inequalities
from simulations.papers.cgt.instances.least_squares import LeastSquaresBall
from simulations.papers.cgt.instances.linear_ball import LinearBall
from simulations.privacy import multi_epoch_sensitivity, optimize_strategy, prefix_sum_workload


# ==== Alg 1 parameters ==============================================================================================
def test_parameters_are_thm410s_settings():
    p = alg1_parameters(10**6, 1024, 1.0, 0.0, 2.0, 0.1, 1e-5)
    assert (p.batch, p.steps) == (1000, 1000)
    assert p.q_bound == 8.0 and p.clip == 4.0
    assert p.beta == pytest.approx(8.0 * 10**9 / (2.0 * 10**6))
    smooth = alg1_parameters(40_000, 5, 2.0, 1.0, 1.0, 1.0, 1e-6)
    assert smooth.q_bound == 8 * 2.0 + 16 * 1.0 * 1.0
    assert smooth.beta == pytest.approx(1.0 + 32.0 * 40_000**1.5 / (1.0 * smooth.batch**2))
    b_priv = (2.0 + 2.0) * 40_000**1.5 * 1.0 / (math.sqrt(2.0) * 1.0 * 1.0 * math.sqrt(5))
    assert smooth.batch == min(200, math.floor(b_priv))


def test_calibrations_exact_and_conservative():
    exact = alg1_parameters(2**16, 100, 1.0, 0.0, 2.0, 1.0, 1e-5)
    assert tree_privacy(exact).exact_delta == pytest.approx(1e-5, rel=1e-6)
    lemma = alg1_parameters(2**16, 100, 1.0, 0.0, 2.0, 1.0, 1e-5, calibration="lemma")
    paper = alg1_parameters(2**16, 100, 1.0, 0.0, 2.0, 1.0, 1e-5, calibration="paper")
    assert tree_privacy(lemma).holds and tree_privacy(paper).holds
    # Cor 4.5's sigma over Lem 4.3's: 2 sqrt(log T)/sqrt(1 + ceil(log T)) (cgt_bounds.cor45_sigma_ratio)
    ratio = float(cgt_bounds.cor45_sigma_ratio().subs(sym.T, exact.steps))
    assert paper.sigma_delta / lemma.sigma_delta == pytest.approx(ratio, rel=1e-12)
    assert increment_sigma(exact) < exact.sigma_delta


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"n": 2}, "n must be an integer >= 4"),
        ({"epsilon": 0.0}, "epsilon must be a finite number > 0"),
        ({"delta": 1.0}, "delta must lie in"),
        ({"smoothness": -1.0}, "smoothness must be"),
        ({"calibration": "magic"}, "calibration must be one of"),
        ({"batch": 10**7}, "batch must lie in"),
    ],
)
def test_parameters_reject_bad_input(kwargs, match):
    args = {"n": 1000, "dim": 3, "lipschitz": 1.0, "smoothness": 0.0, "diameter": 2.0, "epsilon": 1.0, "delta": 1e-5}
    with pytest.raises(ValueError, match=match):
        alg1_parameters(**{**args, **kwargs})


# ==== Alg 1: generic implementation and the exact LinearBall reduction ============================================
@pytest.mark.parametrize("n", [16, 64, 1024])
def test_linear_ball_reduction_equals_generic_run_when_deterministic(n):
    """gamma = 1: every sign is +1, so without noise both implementations follow the same path."""
    params = alg1_parameters(n, 3, 1.0, 0.0, 2.0, 1.0, 1e-5, private=False)
    fast = linear_ball_srgd(np.array([1.0]), params, np.random.SeedSequence(1), 2)
    inst = LinearBall(1.0, 1.0, 3)
    generic = inst.excess(accelerated_dp_srgd(inst, params, np.random.SeedSequence(2), 2).y)
    np.testing.assert_allclose(fast[0], generic, rtol=1e-12, atol=1e-15)


def test_linear_ball_reduction_has_the_generic_law_with_noise():
    params = alg1_parameters(1024, 5, 1.0, 0.0, 2.0, 1.0, 1e-5)
    inst = LinearBall(0.05, 1.0, 5)
    fast = linear_ball_srgd(np.array([0.05]), params, np.random.SeedSequence(3), 1500)[0]
    generic = inst.excess(accelerated_dp_srgd(inst, params, np.random.SeedSequence(4), 1500).y)
    assert stats.ks_2samp(fast, generic).pvalue > 1e-3


def test_reduced_frame_has_the_direct_law():
    """d = 40 simulated directly in R^40 and through a frame of at most 13 directions."""
    params = alg1_parameters(4096, 40, 1.0, 0.0, 2.0, 1.0, 1e-5)
    gammas = np.array([0.05, 0.3])
    direct = linear_ball_srgd(gammas, params, np.random.SeedSequence(5), 1500, frame_limit=64)
    reduced = linear_ball_srgd(gammas, params, np.random.SeedSequence(6), 1500, frame_limit=13)
    for a, b in zip(direct, reduced, strict=True):
        assert stats.ks_2samp(a, b).pvalue > 1e-3


def test_independent_noise_is_worse_than_the_tree():
    params = alg1_parameters(2**16, 10**4, 1.0, 0.0, 2.0, 1.0, 1e-5)
    gammas = np.array([0.3])
    tree = linear_ball_srgd(gammas, params, np.random.SeedSequence(7), 32).mean()
    walk = linear_ball_srgd(
        gammas, params.with_sigma(increment_sigma(params)), np.random.SeedSequence(7), 32, noise="independent"
    ).mean()
    assert walk > 2 * tree


def test_linear_ball_reduction_rejects_bad_input():
    params = alg1_parameters(64, 3, 1.0, 0.0, 2.0, 1.0, 1e-5)
    seq = np.random.SeedSequence(0)
    with pytest.raises(ValueError, match="gammas must be"):
        linear_ball_srgd(np.array([0.0]), params, seq, 2)
    with pytest.raises(ValueError, match="z_step must be"):
        linear_ball_srgd(np.array([0.5]), params, seq, 2, z_step=2.0)
    with pytest.raises(ValueError, match="noise must be"):
        linear_ball_srgd(np.array([0.5]), params, seq, 2, noise="laplace")
    with pytest.raises(ValueError, match="L = 1, M = 0"):
        linear_ball_srgd(np.array([0.5]), alg1_parameters(64, 3, 1.0, 1.0, 2.0, 1.0, 1e-5), seq, 2)
    with pytest.raises(ValueError, match="frame_limit"):
        linear_ball_srgd(np.array([0.5]), params, seq, 2, frame_limit=3)
    with pytest.raises(ValueError, match="gamma must lie"):
        LinearBall(1.5)


def test_projection_and_clipping():
    points = np.array([[3.0, 4.0], [0.3, 0.4]])
    np.testing.assert_allclose(project_ball(points, 1.0), [[0.6, 0.8], [0.3, 0.4]])
    clipped, norms = clip_rows(points, 1.0)
    np.testing.assert_allclose(norms, [5.0, 0.5])
    np.testing.assert_allclose(np.linalg.norm(clipped, axis=1), [1.0, 0.5])


def test_claim42_srg_differences_are_bounded_while_scaled_gradients_grow():
    """CGT-Claim4.2 with the run's b_max: ||Delta_t(d)|| <= 2 (M b_max + 2 M D + L); the clip never acts."""
    inst = least_squares_instance()
    params = alg1_parameters(2**14, inst.dim, inst.lipschitz, 1.0, inst.diameter, 1.0, 1e-5)
    assert params.beta >= 2 * params.smoothness * params.steps
    run = accelerated_dp_srgd(inst, params, np.random.SeedSequence(8), 8)
    bound = 2 * (params.smoothness * run.b_norms.max() + 2 * params.smoothness * params.diameter + inst.lipschitz)
    assert run.difference_norms.max() <= bound
    assert run.clipped_fraction == 0.0
    late, early = run.scaled_gradient_norms[:, 100].mean(), run.scaled_gradient_norms[:, 10].mean()
    assert late > 5 * early
    assert run.difference_norms[:, 100].mean() < 1.5 * run.difference_norms[:, 10].mean()


def test_thm47_holds_on_runs_of_three_instances():
    results = thm47_inequalities(reps=16, n=2**12)
    assert len(results) == 6
    for r in results:
        assert r.holds, r
        assert 0 <= r.mean_excess < r.mean_rhs


def test_thm47_rhs_shrinks_without_noise_and_has_the_proofs_e6():
    params = alg1_parameters(10**4, 4, 1.0, 0.0, 2.0, 1.0, 1e-5)
    quiet = thm47_rhs(params, np.zeros(params.steps))
    noisy = thm47_rhs(params, np.full(params.steps, 1e-3))
    assert noisy > quiet > 0
    steps = params.steps
    assert float(quiet) >= 2 * params.beta * params.diameter**2 / (steps * (steps + 1) / 2)


def test_least_squares_excess_is_exact():
    inst = LeastSquaresBall.boundary(3, 1.0, 2.0, 0.0)
    assert inst.excess(inst.x_star[None, :])[0] == pytest.approx(0.0, abs=1e-15)
    a, y = inst.sample(np.random.default_rng(0), (200_000,))
    x = np.array([0.2, -0.3, 0.1])
    mc = 0.5 * np.mean((a @ x - y) ** 2) - 0.5 * np.mean((a @ inst.x_star - y) ** 2)
    assert inst.excess(x) == pytest.approx(mc, rel=0.02)


# ==== DP-MEMF and DP-SRG-MEMF ========================================================================================
def _toy(n=60, p=7, classes=4, seed=0) -> SoftmaxData:
    rng = np.random.default_rng(seed)
    return SoftmaxData.from_arrays(3 * rng.random((n, p)), rng.integers(0, classes, n), classes)


def _explicit_clipped_sum(data, rows_slice, weights_list, coefficients, clip):
    """Per-example gradient matrices formed explicitly: sum_i clip(sum_j c_j grad l(W_j; a_i, y_i), clip)."""
    features, labels = data.features[rows_slice], data.labels[rows_slice]
    total = 0.0
    for a, y in zip(features, labels, strict=True):
        grad = 0.0
        for w, c in zip(weights_list, coefficients, strict=True):
            logits = a @ w
            prob = np.exp(logits - logits.max())
            prob /= prob.sum()
            prob[y] -= 1.0
            grad = grad + c * np.outer(a, prob)
        norm = np.linalg.norm(grad)
        total = total + grad * min(1.0, clip / norm)
    return total


def test_rank_one_clipping_equals_explicit_per_example_matrices():
    data = _toy()
    rng = np.random.default_rng(1)
    w_now, w_prev = rng.standard_normal((2, data.dim, 1, data.classes))
    rows = slice(10, 30)
    feats, labels = data.features[rows], data.labels[rows]
    for clip in (0.3, 100.0):
        total, _ = clipped_sum(feats, data.sq_norms[rows], residuals(feats, labels, w_now), clip)
        expected = _explicit_clipped_sum(data, rows, [w_now[:, 0]], [1.0], clip)
        np.testing.assert_allclose(total[:, 0], expected, rtol=1e-12, atol=1e-12)
        diff_rows = residuals(feats, labels, w_now) - PAPER_DECAY * residuals(feats, labels, w_prev)
        total, _ = clipped_sum(feats, data.sq_norms[rows], diff_rows, clip)
        expected = _explicit_clipped_sum(data, rows, [w_now[:, 0], w_prev[:, 0]], [1.0, -PAPER_DECAY], clip)
        np.testing.assert_allclose(total[:, 0], expected, rtol=1e-12, atol=1e-12)


def test_srg_memf_with_zero_decay_is_dp_memf_exactly():
    data = _toy(n=100)
    strategy = optimize_strategy(prefix_sum_workload(10), epochs=2).strategy
    args = (data, strategy, 2, 20, 0.3, 1.0, 2.0, np.random.SeedSequence(9), 3)
    memf = dp_memf(*args).weights
    srg = dp_srg_memf(*args, decay=0.0).weights
    assert np.array_equal(memf, srg)
    assert not np.array_equal(memf, dp_srg_memf(*args).weights)


def test_srg_memf_without_clip_and_noise_is_storm():
    """grad_s = g_s(x_s) + c (grad_{s-1} - g_s(x_{s-1})): the STORM recursion with momentum parameter 1 - c."""
    data = _toy(n=40, seed=3)
    lr, c, batch = 0.5, 0.3, 10
    run = dp_srg_memf(data, None, 1, batch, lr, None, 0.0, np.random.SeedSequence(0), 1, decay=c, momentum=0.0)

    def batch_grad(w, s):
        rows = slice(s * batch, (s + 1) * batch)
        feats = data.features[rows]
        return feats.T @ residuals(feats, data.labels[rows], w[:, None, :])[:, 0, :] / batch

    w = np.zeros((data.dim, data.classes))
    w_prev, grad = w, None
    for s in range(4):
        grad = batch_grad(w, s) if s == 0 else batch_grad(w, s) + c * (grad - batch_grad(w_prev, s))
        w_prev, w = w, w - lr * grad
    np.testing.assert_allclose(run.weights[:, 0, :], w, rtol=1e-12, atol=1e-14)


def test_noise_scale_clip_over_batch_and_the_printed_omission():
    """Zero features: the gradients vanish and one step moves W by -lr (noise); printed omits clip/B (T17) and Alg 3
    as printed adds it twice (T18)."""
    data = SoftmaxData.from_arrays(np.zeros((20, 3)), np.zeros(20, dtype=int), 3, bias=False)
    strategy = np.eye(1)
    args = (data, strategy, 1, 20, 1.0, 5.0, 2.0, np.random.SeedSequence(4), 2)
    corrected = dp_memf(*args, momentum=0.0).weights
    printed = dp_memf(*args, momentum=0.0, printed=True).weights
    np.testing.assert_allclose(printed, corrected * 20 / 5.0)
    srg_printed = dp_srg_memf(*args, momentum=0.0, printed=True).weights
    np.testing.assert_allclose(srg_printed, 2 * printed)


def test_dp_sgd_strategy_has_unit_sensitivity():
    assert multi_epoch_sensitivity(independent_strategy(12, 3), 3) == pytest.approx(1.0)


def test_memf_learns_and_rejects_bad_input():
    rng = np.random.default_rng(0)
    centers = 3 * rng.standard_normal((3, 5))
    labels = rng.integers(0, 3, 600)
    data = SoftmaxData.from_arrays(centers[labels] + rng.standard_normal((600, 5)), labels, 3)
    run = dp_memf(data, None, 1, 50, 0.1, None, 0.0, np.random.SeedSequence(0), 2)
    assert accuracy(run.weights, data).min() > 0.8
    with pytest.raises(ValueError, match="strategy must be 12 x 12"):
        dp_memf(data, np.eye(5), 1, 50, 0.1, 1.0, 1.0, np.random.SeedSequence(0), 1)
    with pytest.raises(ValueError, match="decay must lie"):
        dp_srg_memf(data, None, 1, 50, 0.1, 1.0, 0.0, np.random.SeedSequence(0), 1, decay=1.0)
    with pytest.raises(ValueError, match="batch must lie"):
        dp_memf(data, None, 1, 601, 0.1, None, 0.0, np.random.SeedSequence(0), 1)
    with pytest.raises(ValueError, match="needs a clip norm"):
        dp_memf(data, np.eye(12), 1, 50, 0.1, None, 1.0, np.random.SeedSequence(0), 1)
    with pytest.raises(ValueError, match="labels must be integers"):
        SoftmaxData.from_arrays(np.zeros((3, 2)), np.array([0, 1, 5]), 3)


def test_workload_constants_are_sympy_free_of_leftovers():
    """Thm 4.7's per-step terms used numerically contain only the symbols they are evaluated with."""
    s = next(x for x in cgt_bounds.ETA_SUM.free_symbols if x.name == "s")
    allowed = {s, cgt_sym.Q, sym.L, sym.B, cgt_sym.beta_a, cgt_sym.b_max, cgt_sym.D_C}
    for expr in cgt_bounds.E_TERMS.values():
        assert sp.sympify(expr).free_symbols <= allowed
