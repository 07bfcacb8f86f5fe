"""Benchmark: one private epoch of softmax regression against the same epoch without clipping and noise.

Run: python benchmarks/bench_cgt_softmax_epoch.py [--repeats 5] [--data-dir DIR]. Task: Fashion-MNIST (Debian's
dataset-fashion-mnist, or ``--data-dir``), 60,000 x 784 (+ bias) -> 10 classes, batch 500, 120 steps, heavy-ball
momentum 0.9, one run, float64 (CGT Sec 5 at MNIST's settings, (0.1, 1e-6): noise multiplier 52.66). Pairs timed side
by side, interleaved so that machine load hits both alike, each a median over ``--repeats`` epochs after one
warm-up:

* DP-MEMF (rank-one per-example clipping, correlated noise of the optimized 120 x 120 "ones" strategy, its
  generation and triangular solve included) vs the non-private epoch (no clipping, no noise);
* DP-SGD (the same with independent noise, strategy I) vs non-private;
* DP-SRG-MEMF vs the same SRG epoch without clipping and noise (both need a second forward pass per step);
* for reference, per-example gradient matrices (B, 785, 10) clipped explicitly (the slow path).

The target is private/non-private <= 1.3 (the performance anchor measured 1.22 for DP-SGD on an idle 2-core
machine). BLAS threads matter on a busy machine: compare OPENBLAS_NUM_THREADS=1 and 2.
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

from simulations.datasets import load_dataset
from simulations.papers.cgt.algorithms.dp_memf import dp_memf, independent_strategy
from simulations.papers.cgt.algorithms.dp_srg_memf import dp_srg_memf
from simulations.papers.cgt.algorithms.softmax import HeavyBall, SoftmaxData, accuracy, residuals
from simulations.privacy import optimize_strategy, prefix_sum_workload, zcdp_rho_for_dp

BATCH = 500
NONPRIVATE = "non-private (no clip, no noise)"
MEMF = "DP-MEMF (rank-one clip, 'ones' noise)"
SGD = "DP-SGD (rank-one clip, independent noise)"
SRG_NONPRIVATE = "SRG, no clip, no noise"
SRG = "DP-SRG-MEMF (rank-one clip, 'ones' noise)"
EXPLICIT = "DP-SGD, explicit (B, 785, 10) per-example gradients"


def explicit_epoch(data: SoftmaxData, lr: float, clip: float, noise: float, seed: int) -> np.ndarray:
    """DP-SGD with per-example gradient matrices formed explicitly (the path the rank-one trick avoids)."""
    rng = np.random.default_rng(seed)
    weights = np.zeros((data.dim, 1, data.classes))
    optimiser = HeavyBall(weights.shape, lr, 0.9)
    for s in range(data.size // BATCH):
        rows = slice(s * BATCH, (s + 1) * BATCH)
        feats = data.features[rows]
        r = residuals(feats, data.labels[rows], weights)[:, 0, :]
        grads = feats[:, :, None] * r[:, None, :]
        norms = np.sqrt((grads**2).sum(axis=(1, 2)))
        total = (grads * (clip / np.maximum(norms, clip))[:, None, None]).sum(axis=0)
        total += clip * noise * rng.standard_normal(total.shape)
        optimiser.step(weights, (total / BATCH)[:, None, :])
    return weights


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--data-dir", default=None)
    parser.add_argument("--skip-explicit", action="store_true")
    args = parser.parse_args()
    raw = load_dataset("fashion-mnist", args.data_dir)
    train = SoftmaxData.from_arrays(raw.train_x, raw.train_y, 10).permuted(np.random.default_rng(0))
    test = SoftmaxData.from_arrays(raw.test_x, raw.test_y, 10)
    steps = train.size // BATCH
    noise = 1.0 / np.sqrt(2.0 * zcdp_rho_for_dp(0.1, 1e-6))
    start = time.perf_counter()
    ones = optimize_strategy(prefix_sum_workload(steps)).strategy
    print(f"strategy {steps} x {steps} ('ones', k = 1): {time.perf_counter() - start:.2f} s")
    seq = np.random.SeedSequence(0)
    lr, clip = 0.1, 1.0
    cases = {
        NONPRIVATE: lambda: dp_memf(train, None, 1, BATCH, lr, None, 0.0, seq, 1),
        MEMF: lambda: dp_memf(train, ones, 1, BATCH, lr, clip, noise, seq, 1),
        SGD: lambda: dp_memf(train, independent_strategy(steps, 1), 1, BATCH, lr, clip, noise, seq, 1),
        SRG_NONPRIVATE: lambda: dp_srg_memf(train, None, 1, BATCH, lr, None, 0.0, seq, 1),
        SRG: lambda: dp_srg_memf(train, ones, 1, BATCH, lr, clip, noise, seq, 1),
    }
    if not args.skip_explicit:
        cases[EXPLICIT] = lambda: explicit_epoch(train, lr, clip, noise, 0)
    times: dict[str, list[float]] = {name: [] for name in cases}
    accs: dict[str, float] = {}
    for name, case in cases.items():
        out = case()
        weights = out if isinstance(out, np.ndarray) else out.weights
        accs[name] = float(accuracy(weights, test)[0])
    for _ in range(args.repeats):
        for name, case in cases.items():
            start = time.perf_counter()
            case()
            times[name].append(time.perf_counter() - start)
    threads = os.environ.get("OPENBLAS_NUM_THREADS", "default")
    print(
        f"Fashion-MNIST 60000 x 785 -> 10, B = {BATCH}, {steps} steps, OPENBLAS_NUM_THREADS={threads}, "
        f"load average {os.getloadavg()[0]:.2f}, {args.repeats} repeats (median [min, max] s/epoch):"
    )
    median = {name: float(np.median(t)) for name, t in times.items()}
    for name, t in times.items():
        print(f"  {name:<52} {median[name]:.3f} [{min(t):.3f}, {max(t):.3f}]  test acc {accs[name]:.3f}")
    print(f"ratio DP-MEMF / non-private:           {median[MEMF] / median[NONPRIVATE]:.2f}")
    print(f"ratio DP-SGD / non-private:            {median[SGD] / median[NONPRIVATE]:.2f}")
    print(f"ratio DP-SRG-MEMF / SRG without noise: {median[SRG] / median[SRG_NONPRIVATE]:.2f}")
    if not args.skip_explicit:
        print(f"ratio explicit / rank-one DP-SGD:      {median[EXPLICIT] / median[SGD]:.2f}")


if __name__ == "__main__":
    main()
