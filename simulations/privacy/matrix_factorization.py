"""Matrix-factorization (correlated-noise) mechanisms: W = B C, release C G + Z, so the optimiser sees
G + C^{-1} Z and the iterates carry the noise W C^{-1} Z.

The loss of a strategy C for a workload W is ||W C^{-1}||_F^2; it is comparable across strategies only at equal
sensitivity, so :func:`normalized_loss` multiplies it by the squared sensitivity under (k, b)-participation
(k epochs of b steps in a fixed order: an example contributes at steps j, j + b, ..., j + (k-1) b).
"""

from __future__ import annotations

import numpy as np
from scipy import linalg

from simulations.privacy import _checks
from simulations.privacy.workloads import lower_toeplitz


def toeplitz_sqrt_coefficients(n: int) -> np.ndarray:
    """First column of the lower-triangular Toeplitz square root of the n x n prefix-sum matrix.

    The Taylor coefficients of (1 - x)^(-1/2): c_0 = 1, c_i = c_{i-1} (2i - 1) / (2i). Fichtenberger, Henzinger
    and Upadhyay 2023 (arXiv 2202.11205); the "sqrt factorization" baseline.
    """
    n = _checks.integer("n", n, 1)
    i = np.arange(1, n)
    return np.concatenate(([1.0], np.cumprod((2.0 * i - 1.0) / (2.0 * i))))


def toeplitz_sqrt_strategy(n: int) -> np.ndarray:
    """C = A^{1/2}: lower-triangular Toeplitz with :func:`toeplitz_sqrt_coefficients`, so C @ C is the prefix-sum
    matrix A; all entries are positive, so :func:`multi_epoch_sensitivity` applies."""
    return lower_toeplitz(toeplitz_sqrt_coefficients(n))


def strategy_from_gram(gram: np.ndarray) -> np.ndarray:
    """Lower-triangular C with C^T C = ``gram``, by the Cholesky factor of the reversed matrix.

    With J the reversal, J X J = L L^T gives C = J L^T J. This is how Choquette-Choo et al. 2023
    (arXiv 2211.06530) turn an optimized X = C^T C into a causal (streaming) strategy.
    """
    gram = _checks.square_matrix("gram", gram)
    if not np.allclose(gram, gram.T, rtol=1e-10, atol=1e-12 * np.abs(gram).max()):
        raise ValueError("gram must be symmetric")
    try:
        factor = np.linalg.cholesky(gram[::-1, ::-1])
    except np.linalg.LinAlgError:
        raise ValueError("gram must be positive definite") from None
    return np.ascontiguousarray(factor.T[::-1, ::-1])


def factorization_loss(workload: np.ndarray, strategy: np.ndarray) -> float:
    """||W C^{-1}||_F^2: the total noise variance on the workload outputs for unit noise on C G.

    CGT Sec 5.1 (||A C^{-1}||_F, ||M A C^{-1}||_F); Choquette-Choo et al. 2023 (arXiv 2211.06530).
    """
    strategy = _checks.square_matrix("strategy", strategy)
    workload = np.asarray(workload, dtype=float)
    if workload.ndim != 2 or workload.shape[1] != strategy.shape[0]:
        raise ValueError(
            f"workload must be a matrix with {strategy.shape[0]} columns (the steps of strategy), "
            f"got shape {workload.shape}"
        )
    try:
        decoded = linalg.solve(strategy.T, workload.T, check_finite=False)
    except linalg.LinAlgError:
        raise ValueError("strategy must be invertible") from None
    return float(np.sum(decoded**2))


def participation_steps(n: int, epochs: int) -> np.ndarray:
    """Steps of (k, b)-participation, k = ``epochs`` and b = n / k: row j lists the steps j, j + b, ...,
    j + (k-1) b at which the examples of batch j contribute (CGT Alg 2 and 3, step s = i b + j, an erratum)."""
    epochs = _checks.integer("epochs", epochs, 1)
    if n % epochs:
        raise ValueError(f"epochs must divide the number of steps n={n}, got epochs={epochs}")
    steps_per_epoch = n // epochs
    return np.arange(steps_per_epoch)[:, None] + steps_per_epoch * np.arange(epochs)[None, :]


def multi_epoch_sensitivity(strategy: np.ndarray, epochs: int = 1) -> float:
    """l2 sensitivity of C G under (k, b)-participation: sqrt(max_j sum_{i,i'} X[ib + j, i'b + j]), X = C^T C.

    The (k, b)-participation sensitivity of Choquette-Choo et al. 2023 (arXiv 2211.06530), as CGT-Fact5 (Sec 5)
    quotes it for DP-MEMF and DP-SRG-MEMF. The formula is exact
    when every entry X[ib + j, i'b + j] with i != i' is >= 0 (for example C >= 0 elementwise, or orthogonal
    participating columns as the optimized strategies have); otherwise it is not an upper bound and a
    ValueError is raised.
    """
    strategy = _checks.square_matrix("strategy", strategy)
    steps = participation_steps(strategy.shape[0], epochs)
    gram = strategy.T @ strategy
    blocks = gram[steps[:, :, None], steps[:, None, :]]
    off_diagonal = blocks[:, ~np.eye(steps.shape[1], dtype=bool)]
    if off_diagonal.size and off_diagonal.min() < -1e-10 * np.abs(np.diagonal(gram)).max():
        raise ValueError(
            "multi_epoch_sensitivity needs C^T C >= 0 on the participation pattern; "
            f"found an entry {off_diagonal.min():.3g} < 0"
        )
    return float(np.sqrt(blocks.sum(axis=(1, 2)).max()))


def normalized_loss(workload: np.ndarray, strategy: np.ndarray, epochs: int = 1) -> float:
    """||W C^{-1}||_F^2 times the squared (k, b)-participation sensitivity: the loss at unit sensitivity, the
    quantity that the optimized strategy minimizes (Choquette-Choo et al. 2023, arXiv 2211.06530)."""
    return factorization_loss(workload, strategy) * multi_epoch_sensitivity(strategy, epochs) ** 2


def correlated_noise(
    strategy: np.ndarray,
    dim: int,
    rng: np.random.Generator,
    reps: int = 1,
    noise_multiplier: float = 1.0,
    dtype: np.typing.DTypeLike = np.float64,
) -> np.ndarray:
    """Noise C^{-1} Z with Z ~ N(0, noise_multiplier^2 I), shape ``(reps, n, dim)``: row t is the noise that
    step t of the optimiser sees (DP-MEMF, CGT Alg 2, with the scale clip/B of an erratum left to the caller).

    ``strategy`` must be lower triangular (causal), so C^{-1} Z is one solve for all repetitions (a division when
    C is diagonal, as for DP-SGD's C = I/sqrt(k)). Z is drawn, and C^{-1} Z computed, in ``dtype``
    (float64 or float32: the precision of the run the noise is for).
    """
    strategy = _checks.square_matrix("strategy", strategy)
    if np.any(np.triu(strategy, 1)) or np.any(np.diagonal(strategy) == 0):
        raise ValueError("strategy must be lower triangular with a non-zero diagonal")
    dim = _checks.integer("dim", dim, 1)
    reps = _checks.integer("reps", reps, 1)
    noise_multiplier = _checks.non_negative("noise_multiplier", noise_multiplier)
    rng = _checks.generator("rng", rng)
    dtype = np.dtype(dtype)
    if dtype not in (np.float64, np.float32):
        raise ValueError(f"dtype must be float64 or float32, got {dtype}")
    n = strategy.shape[0]
    z = rng.standard_normal((n, reps * dim), dtype=dtype)
    z *= noise_multiplier
    if np.count_nonzero(strategy) == n:  # diagonal
        z /= np.diagonal(strategy).astype(dtype)[:, None]
        noise = z
    else:
        # numpy's LAPACK, not scipy's: pip's numpy and scipy each bundle their own OpenBLAS, and the idle threads
        # of scipy's pool keep spinning after a solve, taking the cores from numpy's matrix products for the rest
        # of the run (the private softmax epoch measured 2.1x the non-private one through scipy, 1.3x through numpy)
        noise = np.linalg.solve(strategy.astype(dtype), z)
    return noise.reshape(n, reps, dim).transpose(1, 0, 2)
