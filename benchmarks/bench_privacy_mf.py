"""Benchmark: optimized multi-epoch matrix-factorization strategies at the CGT experiment sizes.

Run: python benchmarks/bench_privacy_mf.py. For each workload (CGT Sec 5: "ones" = prefix sums, "true" = momentum
0.9 for DP-MEMF and momentum plus SRG decay e^(-5/2) for DP-SRG-MEMF) and participation schema it prints the wall
time of ``optimize_strategy``, its iterations, the certified duality gap, and the loss at sensitivity 1 next to the
Toeplitz square root and independent noise. The design goal is seconds, not minutes, for 600 x 600. BLAS threads
matter at this size: compare with OPENBLAS_NUM_THREADS=1 on a busy machine.
"""

from __future__ import annotations

import time

import numpy as np

from simulations.privacy import (
    momentum_sgd_workload,
    normalized_loss,
    optimize_strategy,
    prefix_sum_workload,
    toeplitz_sqrt_strategy,
)

CASES = (
    ("ones", 600, 6),
    ("ones", 600, 1),
    ("ones", 120, 1),
    ("true (DP-MEMF)", 600, 6),
    ("true (DP-SRG-MEMF)", 600, 6),
)


def workload(name: str, n: int) -> np.ndarray:
    if name == "ones":
        return prefix_sum_workload(n)
    if name == "true (DP-MEMF)":
        return momentum_sgd_workload(n, momentum=0.9)
    return momentum_sgd_workload(n, momentum=0.9, srg_decay=float(np.exp(-2.5)))


def main() -> None:
    for name, n, epochs in CASES:
        matrix = workload(name, n)
        start = time.perf_counter()
        result = optimize_strategy(matrix, epochs)
        seconds = time.perf_counter() - start
        print(
            f"{name:>18} n={n} k={epochs}: {seconds:6.2f} s, {result.iterations:4d} iterations, "
            f"gap {result.relative_gap:.1e}, loss {result.loss:.6g} "
            f"(Toeplitz sqrt {normalized_loss(matrix, toeplitz_sqrt_strategy(n), epochs):.6g}, "
            f"identity {normalized_loss(matrix, np.eye(n), epochs):.6g})",
            flush=True,
        )


if __name__ == "__main__":
    main()
