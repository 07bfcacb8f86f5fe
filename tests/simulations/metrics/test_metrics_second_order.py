"""α-SOSP error α*(x) = max(‖∇F‖, max(0, −λ_min)²/ρ) and the α-SOSP test of LT-Def1.2."""

import numpy as np
import pytest

from simulations.metrics import hessian_min_eigenvalue, is_sosp, sosp_error


def _cubic_saddle(x: np.ndarray, lam: float, rho: float, mu: float) -> tuple[np.ndarray, np.ndarray]:
    """Gradient and Hessian of F = −(λ/2)x_1² + (ρ/6)|x_1|³ + (μ/2)‖x_{2:d}‖² (LT notes §5, I1)."""
    grads = mu * x.copy()
    grads[..., 0] = -lam * x[..., 0] + 0.5 * rho * x[..., 0] * np.abs(x[..., 0])
    hessians = np.zeros((*x.shape, x.shape[-1]))
    diagonal = np.full(x.shape, mu)
    diagonal[..., 0] = -lam + rho * np.abs(x[..., 0])
    hessians[..., np.arange(x.shape[-1]), np.arange(x.shape[-1])] = diagonal
    return grads, hessians


def test_cubic_saddle_values():
    lam, rho, mu = 2.0, 0.5, 1.0
    x = np.zeros((3, 4))
    x[1, 0] = 2 * lam / rho  # a minimiser: zero gradient, curvature λ
    x[2, 1] = 0.3  # the saddle shifted along a positive-curvature direction
    grads, hessians = _cubic_saddle(x, lam, rho, mu)
    np.testing.assert_allclose(sosp_error(grads, hessians, rho), [lam**2 / rho, 0.0, lam**2 / rho])
    np.testing.assert_allclose(hessian_min_eigenvalue(hessians), [-lam, 1.0, -lam])


def test_gradient_term_dominates():
    grads = np.array([3.0, 4.0])
    hessians = np.array([[-1.0, 0.0], [0.0, 2.0]])
    assert sosp_error(grads, hessians, rho=1.0) == pytest.approx(5.0)
    assert sosp_error(grads, hessians, rho=0.1) == pytest.approx(10.0)


def test_error_agrees_with_the_definition():
    # x is an α-SOSP (LT-Def1.2) iff α*(x) ≤ α, checked on random symmetric matrices and thresholds
    rng = np.random.default_rng(0)
    a = rng.standard_normal((300, 5, 5))
    hessians = (a + np.swapaxes(a, 1, 2)) / 4
    grads = 0.5 * rng.standard_normal((300, 5))
    rho = 0.7
    errors = sosp_error(grads, hessians, rho)
    for alpha in np.quantile(errors, [0.1, 0.3, 0.5, 0.7, 0.9]) * 1.000001:
        np.testing.assert_array_equal(is_sosp(grads, hessians, rho, alpha), errors <= alpha)


def test_batch_shape_and_eigenvalues_of_a_stack():
    rng = np.random.default_rng(1)
    a = rng.standard_normal((2, 3, 4, 4))
    hessians = a + np.swapaxes(a, -1, -2)
    assert sosp_error(np.zeros((2, 3, 4)), hessians, 1.0).shape == (2, 3)
    np.testing.assert_allclose(hessian_min_eigenvalue(hessians)[1, 2], np.linalg.eigvalsh(hessians[1, 2])[0])


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: sosp_error(np.zeros(2), np.eye(2), 0.0), r"rho must be a finite number > 0, got 0\.0"),
        (lambda: sosp_error(np.zeros(2), np.eye(2), -1.0), r"rho must be a finite number > 0, got -1\.0"),
        (lambda: is_sosp(np.zeros(2), np.eye(2), 1.0, 0.0), r"alpha must be a finite number > 0, got 0\.0"),
        (lambda: sosp_error(np.zeros(3), np.eye(2), 1.0), r"hessians must have shape gradients\.shape \+ \(d,\)"),
        (lambda: sosp_error(np.zeros(2), np.ones((2, 3)), 1.0), r"hessians must have shape \(\.\.\., d, d\)"),
        (lambda: sosp_error(np.zeros(2), [[0.0, 1.0], [0.0, 0.0]], 1.0), "hessians must be symmetric"),
        (lambda: sosp_error(np.zeros(2), np.full((2, 2), np.nan), 1.0), "hessians must be finite"),
        (lambda: hessian_min_eigenvalue(np.ones(3)), r"hessians must have shape \(\.\.\., d, d\)"),
    ],
)
def test_invalid_arguments(call, message):
    with pytest.raises(ValueError, match=message):
        call()
