"""Benchmark (optional): our rank-one DP-SGD epoch against Opacus on the same task, side by side.

Run: python benchmarks/bench_cgt_opacus.py [--repeats 5] [--data-dir DIR]. Needs torch and opacus (for example
``pip install torch==2.13.0 opacus``); without them it prints why and exits 0. Task as in
``bench_cgt_softmax_epoch.py``: Fashion-MNIST 60,000 x 784 -> 10 with a bias, batch 500, 120 steps, per-example
clip 1, noise multiplier 52.66 (CGT's MNIST setting), heavy-ball SGD (momentum 0.9, lr 0.1), weights from zero.
Opacus runs DP-SGD with its hooks (``poisson_sampling=False``, the same fixed batches as ours, and the default
Poisson sampling); the timer covers the loop over the batches including data loading, the model and the privacy
engine are rebuilt before each epoch outside the timer. Before timing, one batch's clipped gradient sum from
Opacus is compared with ours (float32 against float64). Target: ours at least 5x faster.
"""

from __future__ import annotations

import argparse
import os
import time
import warnings

import numpy as np

from simulations.algorithms.cgt_dp_memf import dp_memf, independent_strategy
from simulations.algorithms.cgt_softmax import SoftmaxData, clipped_sum, residuals
from simulations.datasets import load_dataset
from simulations.privacy import zcdp_rho_for_dp

BATCH = 500
LR = 0.1
CLIP = 1.0


def opacus_epoch(torch, opacus, x, y, noise: float, poisson: bool, seed: int) -> float:
    """Seconds for one Opacus DP-SGD epoch (model and engine built outside the timer)."""
    torch.manual_seed(seed)
    model = torch.nn.Linear(x.shape[1], 10)
    torch.nn.init.zeros_(model.weight)
    torch.nn.init.zeros_(model.bias)
    optimizer = torch.optim.SGD(model.parameters(), lr=LR, momentum=0.9)
    loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=BATCH, shuffle=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Opacus's "secure RNG turned off" notice
        model, optimizer, loader = opacus.PrivacyEngine().make_private(
            module=model,
            optimizer=optimizer,
            data_loader=loader,
            noise_multiplier=noise,
            max_grad_norm=CLIP,
            poisson_sampling=poisson,
        )
    loss_fn = torch.nn.CrossEntropyLoss()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "full backward hook ... no inputs require gradients": expected here
        start = time.perf_counter()
        for xb, yb in loader:
            optimizer.zero_grad()
            loss_fn(model(xb), yb).backward()
            optimizer.step()
        return time.perf_counter() - start


def opacus_clipped_sum(torch, opacus, x, y) -> np.ndarray:
    """Opacus's summed clipped per-example gradients of the first batch at W = 0, as (785, 10)."""
    model = torch.nn.Linear(x.shape[1], 10)
    torch.nn.init.zeros_(model.weight)
    torch.nn.init.zeros_(model.bias)
    optimizer = torch.optim.SGD(model.parameters(), lr=LR)
    loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=BATCH)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model, optimizer, loader = opacus.PrivacyEngine().make_private(
            module=model,
            optimizer=optimizer,
            data_loader=loader,
            noise_multiplier=0.0,
            max_grad_norm=CLIP,
            poisson_sampling=False,
        )
    xb, yb = next(iter(loader))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.nn.CrossEntropyLoss()(model(xb), yb).backward()
    optimizer.clip_and_accumulate()
    weight, bias = (p.summed_grad.detach().numpy() for p in model.parameters())
    return np.vstack([weight.T, bias[None, :]])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--data-dir", default=None)
    args = parser.parse_args()
    try:
        import opacus
        import torch
    except ImportError as exc:
        print(f"skipped: torch and opacus are needed for this benchmark ({exc})")
        return 0
    threads = int(os.environ.get("OPENBLAS_NUM_THREADS", "2"))
    torch.set_num_threads(threads)
    raw = load_dataset("fashion-mnist", args.data_dir)
    train = SoftmaxData.from_arrays(raw.train_x, raw.train_y, 10)
    noise = 1.0 / np.sqrt(2.0 * zcdp_rho_for_dp(0.1, 1e-6))
    x = torch.tensor(raw.train_x, dtype=torch.float32)
    y = torch.tensor(raw.train_y, dtype=torch.long)

    rows = slice(0, BATCH)
    weights = np.zeros((train.dim, 1, 10))
    ours, _ = clipped_sum(
        train.features[rows], train.sq_norms[rows], residuals(train.features[rows], train.labels[rows], weights), CLIP
    )
    theirs = opacus_clipped_sum(torch, opacus, x, y)
    print(f"same batch, W = 0: max |Opacus - ours| clipped sum = {np.abs(theirs - ours[:, 0, :]).max():.2e}")

    steps = train.size // BATCH
    strategy = independent_strategy(steps, 1)
    seq = np.random.SeedSequence(0)

    def ours_epoch(_: int) -> float:
        start = time.perf_counter()
        dp_memf(train, strategy, 1, BATCH, LR, CLIP, noise, seq, 1)
        return time.perf_counter() - start

    cases = {
        "ours: DP-SGD, rank-one clipping (numpy, float64)": ours_epoch,
        "Opacus DP-SGD, fixed batches (poisson_sampling=False)": lambda r: opacus_epoch(
            torch, opacus, x, y, noise, False, r
        ),
        "Opacus DP-SGD, Poisson sampling (default)": lambda r: opacus_epoch(torch, opacus, x, y, noise, True, r),
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for r in range(args.repeats + 1):
        for name, case in cases.items():
            elapsed = case(r)
            if r:  # the first round is a warm-up
                times[name].append(elapsed)
    print(
        f"Fashion-MNIST 60000 x 785 -> 10, B = {BATCH}, {steps} steps, {threads} threads (torch and OpenBLAS), "
        f"load average {os.getloadavg()[0]:.2f}, torch {torch.__version__}, opacus {opacus.__version__}, "
        f"{args.repeats} repeats (median [min, max] s/epoch):"
    )
    median = {name: float(np.median(t)) for name, t in times.items()}
    for name, t in times.items():
        print(f"  {name:<56} {median[name]:.3f} [{min(t):.3f}, {max(t):.3f}]")
    ours_time = median["ours: DP-SGD, rank-one clipping (numpy, float64)"]
    for name in list(cases)[1:]:
        print(f"ratio {name} / ours: {median[name] / ours_time:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
