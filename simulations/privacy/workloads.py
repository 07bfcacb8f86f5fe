"""Workload matrices W of matrix-factorization mechanisms: row t of W G is what the optimiser's iterate t
accumulates from the (noisy) per-step vectors G, so ||W C^{-1}||_F^2 measures the noise that reaches the iterates.
"""

from __future__ import annotations

import numpy as np
from scipy import linalg

from simulations.privacy import _checks


def lower_toeplitz(coefficients: np.ndarray) -> np.ndarray:
    """The n x n lower-triangular Toeplitz matrix with first column ``coefficients``."""
    column = np.asarray(coefficients, dtype=float)
    if column.ndim != 1 or column.size == 0:
        raise ValueError(f"coefficients must be a non-empty 1-D array, got shape {column.shape}")
    return linalg.toeplitz(column, np.zeros_like(column))


def prefix_sum_workload(n: int) -> np.ndarray:
    """The n x n lower-triangular all-ones matrix A: SGD with a constant learning rate (CGT Sec 5.1, the "ones"
    workload; Choquette-Choo et al. 2023, arXiv 2211.06530)."""
    n = _checks.integer("n", n, 1)
    return np.tril(np.ones((n, n)))


def momentum_sgd_workload(
    n: int,
    momentum: float = 0.9,
    learning_rates: np.ndarray | None = None,
    srg_decay: float | None = None,
) -> np.ndarray:
    """Workload of heavy-ball SGD with momentum and a learning-rate schedule: W = A diag(eta) M (L_c).

    Heavy ball ``m_t = momentum * m_{t-1} + g_t``, ``x_{t+1} = x_t - eta_t m_t`` gives
    ``x_{t+1} - x_0 = -(A diag(eta) M g)_t`` with M = Toeplitz(momentum^i) and A the prefix-sum matrix; this is
    the "true" workload of CGT Sec 5.1 (arXiv 2406.02716 v1; "M A" for DP-MEMF with momentum 0.9 and constant
    eta) and ``momentum_sgd_matrix`` of Choquette-Choo et al. 2023. With ``srg_decay = c`` the noise enters
    the SRG differences of DP-SRG-MEMF, ``grad_t = c grad_{t-1} + Delta_t``, which appends L_c = Toeplitz(c^i)
    (CGT Sec 5.1 "M A L"; the experiments use c = e^(-5/2)). ``learning_rates`` defaults to all ones.
    """
    n = _checks.integer("n", n, 1)
    momentum = _checks.non_negative("momentum", momentum)
    if momentum >= 1:
        raise ValueError(f"momentum must lie in [0, 1), got momentum={momentum!r}")
    eta = np.ones(n) if learning_rates is None else np.asarray(learning_rates, dtype=float)
    if eta.shape != (n,) or not np.all(np.isfinite(eta) & (eta > 0)):
        raise ValueError(f"learning_rates must be {n} finite numbers > 0, got shape {eta.shape}")
    powers = np.arange(n)
    workload = (prefix_sum_workload(n) * eta[None, :]) @ lower_toeplitz(momentum**powers)
    if srg_decay is None:
        return workload
    srg_decay = _checks.open_unit("srg_decay", srg_decay)
    return workload @ lower_toeplitz(srg_decay**powers)
