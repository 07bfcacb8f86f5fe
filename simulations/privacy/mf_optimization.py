"""Optimized multi-epoch matrix-factorization strategy, by L-BFGS on the Lagrange dual.

Problem (Choquette-Choo et al. 2023, arXiv 2211.06530, multi-epoch MF with (k, b)-participation; Denisov et
al. 2022, arXiv 2202.08312, for k = 1): over X = C^T C positive definite, minimize tr(W^T W X^{-1}) subject to
X[p, q] = 0 for p != q with p = q (mod b), and sum_{i = j mod b} X[i, i] = 1 for each of the b classes j. The
zero pattern makes the participating columns of C orthogonal, so the sensitivity is exactly 1.

Dual: with a multiplier matrix Lambda (lambda_j on the diagonal of class j, free entries on the forbidden
off-diagonal positions) the inner minimum over X is attained at
X(Lambda) = Lambda^{-1/2} (Lambda^{1/2} S Lambda^{1/2})^{1/2} Lambda^{-1/2}, S = W^T W, and the dual function is
g(Lambda) = 2 tr((Lambda^{1/2} S Lambda^{1/2})^{1/2}) - sum_j lambda_j, concave, with gradient the constraint
residuals of X(Lambda). Ordering the steps by class makes Lambda block diagonal (b blocks Lambda_j of size k),
so each evaluation costs one n x n symmetric eigendecomposition plus O(k n^2) work. L-BFGS runs on
x = (u, Omega) with Lambda_j = u_j (u_j I + Omega_j), lambda_j = u_j^2: in u the dual of decoupled steps has
constant curvature, which keeps workloads whose multipliers span orders of magnitude (momentum) well
conditioned. For any Lambda > 0, g(Lambda) is a lower bound on the optimum. Every few iterations X(Lambda) is
made feasible (forbidden entries zeroed, each class rescaled to unit trace); its loss and g bound the optimum
from above and below, and the run stops when the relative duality gap is below ``tol``.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import numpy as np
from scipy import linalg

from simulations.privacy import _checks
from simulations.privacy.matrix_factorization import factorization_loss, participation_steps, strategy_from_gram

_CHECK_EVERY = 5
_MEMORY = 30
_ARMIJO = 1e-4


@dataclass(frozen=True)
class OptimizedStrategy:
    """Result of :func:`optimize_strategy`.

    ``strategy`` is lower triangular with ``strategy.T @ strategy == gram``; ``loss`` is
    ``||W C^{-1}||_F^2`` at sensitivity 1, and ``dual_bound <= optimum <= loss`` certifies how close it is.
    """

    strategy: np.ndarray
    gram: np.ndarray
    loss: float
    dual_bound: float
    iterations: int
    converged: bool

    @property
    def relative_gap(self) -> float:
        """(loss - dual_bound) / loss: an upper bound on the relative excess of ``loss`` over the optimum."""
        return (self.loss - self.dual_bound) / self.loss


@dataclass(frozen=True)
class _DualPoint:
    value: float
    gradient: np.ndarray
    inv_root: np.ndarray  # Lambda^{-1/2} as (b, k, k) blocks
    eigvecs: np.ndarray  # of Lambda^{1/2} S Lambda^{1/2}
    sqrt_eigvals: np.ndarray


class _Dual:
    """The dual problem in class-major step order (class j holds the steps j, j + b, ..., j + (k-1) b)."""

    def __init__(self, workload: np.ndarray, epochs: int) -> None:
        steps = participation_steps(workload.shape[1], epochs)
        self.b, self.k = steps.shape
        self.n = steps.size
        self.order = steps.ravel()
        self.workload_t = np.ascontiguousarray(workload[:, self.order].T)
        self.gram_s = self.workload_t @ self.workload_t.T
        self.upper = np.triu_indices(epochs, 1)
        eigvals = linalg.eigh(self.gram_s, eigvals_only=True, driver="evd")
        if eigvals[0] <= 1e-12 * eigvals[-1]:
            raise ValueError("workload must have full column rank (W^T W positive definite)")
        # Lambda = u^2 I maximizes g on its ray at u = tr(S^{1/2}) / b.
        self.start = np.concatenate(
            [np.full(self.b, np.sqrt(eigvals).sum() / self.b), np.zeros(self.b * self.upper[0].size)]
        )

    def _blocks(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The blocks Lambda_j = u_j (u_j I + Omega_j) and d Lambda_j / d u_j = 2 u_j I + Omega_j, for
        x = (u, upper triangles of the zero-diagonal Omega_j). Scaling the multipliers this way (rather than
        Lambda linear in x) makes the dual about equally curved in every coordinate."""
        u = x[: self.b, None, None]
        omega = np.zeros((self.b, self.k, self.k))
        omega[:, self.upper[0], self.upper[1]] = x[self.b :].reshape(self.b, -1)
        omega += omega.transpose(0, 2, 1)
        identity = np.eye(self.k)
        return u * (u * identity + omega), 2.0 * u * identity + omega

    def _left(self, blocks: np.ndarray, matrix: np.ndarray) -> np.ndarray:
        """Block-diagonal ``blocks`` times ``matrix`` (n x n)."""
        return (blocks @ matrix.reshape(self.b, self.k, self.n)).reshape(self.n, self.n)

    def _sandwich(self, blocks: np.ndarray, matrix: np.ndarray) -> np.ndarray:
        """blocks @ matrix @ blocks for symmetric ``matrix`` and symmetric blocks."""
        return self._left(blocks, self._left(blocks, matrix).T)

    def evaluate(self, x: np.ndarray) -> _DualPoint | None:
        """g and its gradient at x, or None outside the domain Lambda > 0."""
        blocks, blocks_du = self._blocks(x)
        u = x[: self.b]
        lam_eig, lam_vec = np.linalg.eigh(blocks)
        if lam_eig.min() <= 0:
            return None
        root = (lam_vec * np.sqrt(lam_eig)[:, None, :]) @ lam_vec.transpose(0, 2, 1)
        inv_root = (lam_vec / np.sqrt(lam_eig)[:, None, :]) @ lam_vec.transpose(0, 2, 1)
        eigvals, eigvecs = linalg.eigh(self._sandwich(root, self.gram_s), driver="evd", check_finite=False)
        sqrt_eigvals = np.sqrt(np.clip(eigvals, 0.0, None))
        by_class = eigvecs.reshape(self.b, self.k, self.n)
        diagonal_blocks = inv_root @ ((by_class * sqrt_eigvals) @ by_class.transpose(0, 2, 1)) @ inv_root
        # g = F(Lambda) - sum_j u_j^2 with dF/dLambda = X(Lambda), chained through the blocks.
        gradient = np.concatenate(
            [
                np.einsum("jab,jab->j", diagonal_blocks, blocks_du) - 2.0 * u,
                2.0 * (u[:, None] * diagonal_blocks[:, self.upper[0], self.upper[1]]).ravel(),
            ]
        )
        value = 2.0 * sqrt_eigvals.sum() - np.sum(u**2)
        return _DualPoint(value, gradient, inv_root, eigvecs, sqrt_eigvals)

    def feasible_gram(self, point: _DualPoint) -> tuple[np.ndarray, float]:
        """X(Lambda) made feasible, and its loss tr(S X^{-1}) (inf if it is not positive definite)."""
        inner = (point.eigvecs * point.sqrt_eigvals) @ point.eigvecs.T
        gram = self._sandwich(point.inv_root, inner)
        by_class = gram.reshape(self.b, self.k, self.b, self.k)
        classes = np.arange(self.b)
        diagonal = by_class[classes, :, classes, :][:, np.arange(self.k), np.arange(self.k)]
        by_class[classes, :, classes, :] = diagonal[:, :, None] * np.eye(self.k)
        scale = np.repeat(1.0 / np.sqrt(diagonal.sum(axis=1)), self.k)
        gram = scale[:, None] * gram * scale[None, :]
        try:
            factor = linalg.cholesky(gram, lower=True, check_finite=False)
        except linalg.LinAlgError:
            return gram, np.inf
        whitened = linalg.solve_triangular(factor, self.workload_t, lower=True, check_finite=False)
        return gram, float(np.sum(whitened**2))


def _lbfgs_direction(gradient: np.ndarray, history: deque[tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
    """Two-loop recursion: minus the inverse-Hessian estimate times ``gradient``."""
    q = gradient.copy()
    alphas = []
    for s, y in reversed(history):
        alpha = (s @ q) / (y @ s)
        q -= alpha * y
        alphas.append(alpha)
    s, y = history[-1]
    q *= (s @ y) / (y @ y)
    for (s, y), alpha in zip(history, reversed(alphas), strict=True):
        q += (alpha - (y @ q) / (y @ s)) * s
    return -q


def optimize_strategy(
    workload: np.ndarray, epochs: int = 1, tol: float = 1e-6, max_iterations: int = 2000
) -> OptimizedStrategy:
    """Strategy C minimizing ||W C^{-1}||_F^2 at sensitivity 1 under (k, b)-participation, k = ``epochs``.

    Choquette-Choo et al. 2023 (arXiv 2211.06530) multi-epoch MF, the "Choosing C" step of CGT Sec 5
    (X = C^T C with the orthogonality and unit-trace constraints, then C by reverse Cholesky); for k = 1
    the constraint is diag(X) = 1 as in Denisov et al. 2022. Solved by L-BFGS on the Lagrange dual (see the
    module docstring) until the relative duality gap is <= ``tol``; ``converged`` is False if
    ``max_iterations`` is reached first or the line search stalls. The result's gram is exactly feasible, so
    ``multi_epoch_sensitivity(result.strategy, epochs)`` is 1 up to rounding.
    """
    workload = np.asarray(workload, dtype=float)
    if workload.ndim != 2 or workload.shape[0] == 0 or workload.shape[1] == 0:
        raise ValueError(f"workload must be a non-empty matrix, got shape {workload.shape}")
    if not np.all(np.isfinite(workload)):
        raise ValueError("workload must have finite entries")
    tol = _checks.positive("tol", tol)
    max_iterations = _checks.integer("max_iterations", max_iterations, 1)

    dual = _Dual(workload, epochs)
    x = dual.start
    point = dual.evaluate(x)
    history: deque[tuple[np.ndarray, np.ndarray]] = deque(maxlen=_MEMORY)
    best_gram, best_loss = dual.feasible_gram(point)
    converged = stalled = False
    iteration = 0
    while iteration < max_iterations and not (converged or stalled):
        iteration += 1
        # Minimize -g, whose gradient is grad = -point.gradient; restart from a short steepest-descent step when
        # there is no curvature information or it does not give a descent direction.
        grad = -point.gradient
        direction = _lbfgs_direction(grad, history) if history else None
        if direction is None or grad @ direction >= 0:
            history.clear()
            direction = -grad * (1e-2 * np.linalg.norm(x) / np.linalg.norm(grad))
        slope = grad @ direction
        step = 1.0
        while True:
            trial = dual.evaluate(x + step * direction)
            if trial is not None and -trial.value <= -point.value + _ARMIJO * step * slope:
                break
            step *= 0.5
            if step < 1e-12:
                stalled = True
                break
        if not stalled:
            s, y = step * direction, point.gradient - trial.gradient
            if s @ y > 0:
                history.append((s, y))
            x, point = x + s, trial
        if stalled or iteration % _CHECK_EVERY == 0 or iteration == max_iterations:
            gram, loss = dual.feasible_gram(point)
            if loss < best_loss:
                best_gram, best_loss = gram, loss
            converged = bool(np.isfinite(best_loss)) and best_loss - point.value <= tol * best_loss

    if not np.isfinite(best_loss):
        raise RuntimeError(f"no positive definite feasible strategy after {iteration} iterations; raise max_iterations")
    inverse = np.argsort(dual.order)
    gram = best_gram[np.ix_(inverse, inverse)]
    strategy = strategy_from_gram(0.5 * (gram + gram.T))
    return OptimizedStrategy(
        strategy=strategy,
        gram=gram,
        loss=factorization_loss(workload, strategy),
        dual_bound=float(point.value),
        iterations=iteration,
        converged=converged,
    )
