import itertools

import numpy as np
import pytest
from scipy import linalg

from simulations.privacy import matrix_factorization as mf
from simulations.privacy import tree
from simulations.privacy import workloads as wl
from simulations.privacy.mf_optimization import optimize_strategy


def test_toeplitz_sqrt_squares_to_prefix_sum():
    assert mf.toeplitz_sqrt_coefficients(4) == pytest.approx([1, 1 / 2, 3 / 8, 5 / 16])
    strategy = mf.toeplitz_sqrt_strategy(64)
    np.testing.assert_allclose(strategy @ strategy, wl.prefix_sum_workload(64), atol=1e-12)
    assert np.all(np.triu(strategy, 1) == 0)


def test_strategy_from_gram_is_lower_triangular_reverse_cholesky():
    rng = np.random.default_rng(0)
    g = rng.standard_normal((12, 12))
    gram = g @ g.T + 12 * np.eye(12)
    strategy = mf.strategy_from_gram(gram)
    assert np.all(np.triu(strategy, 1) == 0)
    np.testing.assert_allclose(strategy.T @ strategy, gram, rtol=1e-12, atol=1e-12)
    with pytest.raises(ValueError, match="positive definite"):
        mf.strategy_from_gram(-gram)
    with pytest.raises(ValueError, match="square"):
        mf.strategy_from_gram(gram[:, :5])


@pytest.mark.parametrize("epochs", [1, 2, 3, 4, 6])
def test_identity_sensitivity_is_sqrt_participations(epochs):
    assert mf.multi_epoch_sensitivity(np.eye(12), epochs) == pytest.approx(np.sqrt(epochs))
    workload = wl.prefix_sum_workload(12)
    assert mf.normalized_loss(workload, np.eye(12), epochs) == pytest.approx(epochs * np.sum(workload**2))


@pytest.mark.parametrize("epochs", [1, 2, 3])
def test_sensitivity_formula_is_the_worst_case_for_nonnegative_gram(epochs):
    """For C >= 0 the formula equals the brute-force worst case over scalar contributions in [-1, 1]."""
    strategy = mf.toeplitz_sqrt_strategy(12)
    b = 12 // epochs
    worst = 0.0
    for j in range(b):
        columns = strategy[:, [j + i * b for i in range(epochs)]]
        for signs in itertools.product((-1.0, 1.0), repeat=epochs):
            worst = max(worst, np.linalg.norm(columns @ np.array(signs)))
    assert mf.multi_epoch_sensitivity(strategy, epochs) == pytest.approx(worst)


def test_sensitivity_rejects_negative_participation_correlation():
    strategy = np.array([[1.0, 0.0], [-1.0, 1.0]])
    with pytest.raises(ValueError, match=">= 0"):
        mf.multi_epoch_sensitivity(strategy, epochs=2)
    with pytest.raises(ValueError, match="epochs"):
        mf.multi_epoch_sensitivity(np.eye(10), epochs=3)


def test_tree_strategy_sensitivity():
    _, _, strategy = tree.tree_factorization(100)
    assert mf.multi_epoch_sensitivity(strategy) == pytest.approx(np.sqrt(tree.max_node_memberships(100)))


def test_momentum_workload_matches_heavy_ball_and_srg():
    n, momentum, decay = 30, 0.9, np.exp(-2.5)
    rng = np.random.default_rng(3)
    eta = rng.uniform(0.1, 1.0, n)
    deltas = rng.standard_normal((n, 4))
    grad, m, x = np.zeros(4), np.zeros(4), np.zeros(4)
    iterates = []
    for t in range(n):
        grad = decay * grad + deltas[t]
        m = momentum * m + grad
        x = x - eta[t] * m
        iterates.append(x)
    workload = wl.momentum_sgd_workload(n, momentum, eta, srg_decay=decay)
    np.testing.assert_allclose(-workload @ deltas, np.array(iterates), atol=1e-10)
    assert np.array_equal(wl.momentum_sgd_workload(n, 0.0), wl.prefix_sum_workload(n))
    with pytest.raises(ValueError, match="momentum"):
        wl.momentum_sgd_workload(n, 1.0)
    with pytest.raises(ValueError, match="learning_rates"):
        wl.momentum_sgd_workload(n, 0.9, np.ones(n - 1))


@pytest.mark.parametrize(
    ("workload", "epochs"),
    [
        (wl.prefix_sum_workload(24), 3),
        (wl.prefix_sum_workload(24), 1),
        (wl.momentum_sgd_workload(24, 0.9), 4),
    ],
)
def test_optimized_strategy_beats_toeplitz_and_identity(workload, epochs):
    n = workload.shape[1]
    result = optimize_strategy(workload, epochs)
    assert result.converged
    assert result.dual_bound <= result.loss
    assert result.relative_gap <= 1e-6
    strategy = result.strategy
    assert np.all(np.triu(strategy, 1) == 0)
    np.testing.assert_allclose(strategy.T @ strategy, result.gram, atol=1e-10)
    assert mf.multi_epoch_sensitivity(strategy, epochs) == pytest.approx(1.0, rel=1e-10)
    assert result.loss == pytest.approx(mf.factorization_loss(workload, strategy), rel=1e-12)
    optimized = mf.normalized_loss(workload, strategy, epochs)
    assert optimized <= mf.normalized_loss(workload, mf.toeplitz_sqrt_strategy(n), epochs)
    assert optimized <= mf.normalized_loss(workload, np.eye(n), epochs)


def test_iteration_budget_is_reported():
    early = optimize_strategy(wl.prefix_sum_workload(24), 1, max_iterations=2)
    assert not early.converged and early.relative_gap > 1e-6
    assert mf.multi_epoch_sensitivity(early.strategy) == pytest.approx(1.0)
    with pytest.raises(RuntimeError, match="max_iterations"):
        optimize_strategy(wl.prefix_sum_workload(24), 3, max_iterations=1)


def test_single_epoch_optimum_matches_the_fixed_point_of_denisov_et_al():
    """An independent solver for k = 1: iterate v <- diag((V^1/2 S V^1/2)^1/2) (Denisov et al. 2022)."""
    workload = wl.prefix_sum_workload(16)
    gram_s = workload.T @ workload
    v = np.ones(16)
    for _ in range(500):
        v = np.diag(linalg.sqrtm(np.sqrt(v)[:, None] * gram_s * np.sqrt(v)[None, :])).real
    root = np.sqrt(v)
    x = linalg.sqrtm(root[:, None] * gram_s * root[None, :]).real / root[:, None] / root[None, :]
    assert np.diag(x) == pytest.approx(np.ones(16), rel=1e-8)
    fixed_point_loss = np.trace(gram_s @ np.linalg.inv(x))
    assert optimize_strategy(workload, 1).loss == pytest.approx(fixed_point_loss, rel=1e-6)


def test_optimized_strategy_reproduces_the_pilot_loss():
    # CGT notes §3.6: n = 120, k = 1, ones workload: optimized 630, sqrt factorization 708, identity 7260.
    workload = wl.prefix_sum_workload(120)
    assert optimize_strategy(workload, 1).loss == pytest.approx(629.97, abs=0.01)
    assert mf.normalized_loss(workload, mf.toeplitz_sqrt_strategy(120)) == pytest.approx(707.64, abs=0.01)
    assert mf.normalized_loss(workload, np.eye(120)) == 7260


def test_correlated_noise_solves_against_the_strategy():
    strategy = mf.toeplitz_sqrt_strategy(10)
    noise = mf.correlated_noise(strategy, dim=3, rng=np.random.default_rng(4), reps=5, noise_multiplier=2.0)
    assert noise.shape == (5, 10, 3)
    z = 2.0 * np.random.default_rng(4).standard_normal((10, 15))
    np.testing.assert_allclose(strategy @ noise.transpose(1, 0, 2).reshape(10, 15), z, atol=1e-12)
    again = mf.correlated_noise(strategy, dim=3, rng=np.random.default_rng(4), reps=5, noise_multiplier=2.0)
    assert np.array_equal(noise, again)


def test_correlated_noise_covariance():
    strategy = mf.toeplitz_sqrt_strategy(6)
    noise = mf.correlated_noise(strategy, dim=50, rng=np.random.default_rng(5), reps=2000)
    samples = noise.transpose(0, 2, 1).reshape(-1, 6)
    expected = np.linalg.inv(strategy.T @ strategy)
    np.testing.assert_allclose(np.cov(samples, rowvar=False), expected, atol=0.03)


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: mf.toeplitz_sqrt_coefficients(0), "n"),
        (lambda: mf.factorization_loss(np.ones((3, 4)), np.eye(3)), "workload"),
        (lambda: mf.factorization_loss(np.ones((3, 3)), np.ones((3, 3))), "invertible"),
        (lambda: mf.multi_epoch_sensitivity(np.ones((2, 3))), "strategy"),
        (lambda: mf.correlated_noise(np.ones((3, 3)), 2, np.random.default_rng()), "lower triangular"),
        (lambda: mf.correlated_noise(np.eye(3), 2, np.random.default_rng(), reps=0), "reps"),
        (lambda: optimize_strategy(np.ones((4, 4)), 1), "full column rank"),
        (lambda: optimize_strategy(np.eye(6), 4), "epochs"),
        (lambda: optimize_strategy(np.eye(6), 2, tol=0.0), "tol"),
        (lambda: wl.prefix_sum_workload(-1), "n"),
        (lambda: wl.momentum_sgd_workload(5, 0.5, srg_decay=1.5), "srg_decay"),
    ],
)
def test_invalid_input_names_the_parameter(call, name):
    with pytest.raises(ValueError, match=name):
        call()


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_correlated_noise_divides_by_a_diagonal_strategy_and_solves_a_triangular_one_in_the_runs_precision(dtype):
    """C^{-1} Z from the same Z: the diagonal shortcut (DP-SGD's C = I/sqrt(k)) and the triangular solve agree
    with a float64 solve within the precision's rounding, and the noise comes out in ``dtype``."""
    n, dim, reps = 6, 5, 3
    lower = np.tril(np.random.default_rng(1).uniform(0.5, 1.0, (n, n)))
    for strategy in (np.eye(n) / np.sqrt(2.0), lower):
        noise = mf.correlated_noise(strategy, dim, np.random.default_rng(4), reps, 2.0, dtype)
        z = 2.0 * np.random.default_rng(4).standard_normal((n, reps * dim), dtype=dtype).astype(np.float64)
        expected = linalg.solve_triangular(strategy, z, lower=True).reshape(n, reps, dim).transpose(1, 0, 2)
        assert noise.dtype == dtype and noise.shape == (reps, n, dim)
        np.testing.assert_allclose(noise, expected, rtol=50 * np.finfo(dtype).eps, atol=50 * np.finfo(dtype).eps)
    with pytest.raises(ValueError, match="dtype"):
        mf.correlated_noise(lower, dim, np.random.default_rng(0), reps, 1.0, np.int64)
