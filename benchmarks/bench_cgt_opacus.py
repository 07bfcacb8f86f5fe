"""Benchmark (optional): one DP-SGD epoch of softmax regression, ours against Opacus, the same work timed.

Run: python benchmarks/bench_cgt_opacus.py [--repeats 7] [--data-dir DIR]. Needs torch and opacus (for example
``pip install torch==2.13.0 'opacus==1.6.*'``); without them it prints why and exits 0.

Task (CGT Sec 5 at MNIST's settings on Fashion-MNIST): 60,000 x 784 (+ bias) -> 10 classes, the same 120 fixed
batches of 500 in the data's order on both sides, per-example clip 1, noise multiplier 52.66 ((0.1, 1e-6) by
zCDP), heavy-ball SGD (momentum 0.9, lr 0.1) from W = 0.

Timed on both sides, per batch: the forward pass, the per-example clipped gradient sum, the Gaussian noise and the
optimiser step. Not timed: building the batches (tensors made once, before any timer; no DataLoader in the
loop), the model, the optimiser and Opacus's privacy engine (rebuilt before each epoch). Cases, each a median over
``--repeats`` epochs after one warm-up, interleaved so that machine load hits all alike:

* ours, float64 and float32: rank-one clipping (one matrix product per step for all per-example norms and the
  clipped sum), the noise of all steps drawn at once;
* Opacus 1.6 (float32): per-sample hooks (``grad_sample_mode="hooks"``) and ghost clipping
  (``grad_sample_mode="ghost"``, per-example norms without per-example gradients, then a second backward pass);
* for reference, the non-private epochs of ours (float32) and of PyTorch (float32, plain ``nn.Linear``).

Precision: before timing, every private case's clipped gradient sum of one batch at a non-zero W (the weights after
20 non-private steps) is compared with a float64 reference that forms each per-example gradient matrix
explicitly. Stated precision: relative error (max |case - reference| / max |reference|) below 1e-12 for float64
and 1e-5 for float32; a case outside its precision stops the benchmark.

Target: ours (float32, the precision Opacus runs in) at least 2x faster than Opacus's ghost clipping.
"""

from __future__ import annotations

import argparse
import os
import time
import warnings
from collections.abc import Callable

import numpy as np

from simulations.datasets import load_dataset
from simulations.papers.cgt.algorithms.dp_memf import dp_memf, independent_strategy
from simulations.papers.cgt.algorithms.softmax import SoftmaxData, clipped_sum, residuals
from simulations.privacy import zcdp_rho_for_dp

BATCH = 500
LR = 0.1
CLIP = 1.0
MOMENTUM = 0.9
PRECISION = {"float64": 1e-12, "float32": 1e-5}


def reference_clipped_sum(data: SoftmaxData, weights: np.ndarray, rows: slice) -> np.ndarray:
    """float64 sum over the batch of clip(a_i r_i^T, CLIP), each per-example gradient matrix formed explicitly."""
    features = data.features[rows].astype(np.float64)
    r = residuals(features, data.labels[rows], weights.astype(np.float64)[:, None, :])[:, 0, :]
    grads = features[:, :, None] * r[:, None, :]
    norms = np.sqrt((grads**2).sum(axis=(1, 2)))
    return (grads * (CLIP / np.maximum(norms, CLIP))[:, None, None]).sum(axis=0)


def opacus_model(torch, opacus, x, y, weights, noise: float, mode: str, reduction: str):
    """A zero-bias linear model at ``weights`` (785 x 10, bias last) made private by Opacus in ``mode``:
    (model, optimizer, criterion) on fixed batches of BATCH (``poisson_sampling=False``)."""
    model = torch.nn.Linear(x.shape[1], 10)
    with torch.no_grad():
        model.weight.copy_(torch.tensor(weights[:-1].T, dtype=torch.float32))
        model.bias.copy_(torch.tensor(weights[-1], dtype=torch.float32))
    optimizer = torch.optim.SGD(model.parameters(), lr=LR, momentum=MOMENTUM)
    criterion = torch.nn.CrossEntropyLoss(reduction=reduction)
    loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=BATCH, shuffle=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Opacus's "secure RNG turned off" notice
        made = opacus.PrivacyEngine().make_private(
            module=model,
            optimizer=optimizer,
            criterion=criterion,
            data_loader=loader,
            noise_multiplier=noise,
            max_grad_norm=CLIP,
            poisson_sampling=False,
            grad_sample_mode=mode,
            loss_reduction=reduction,
        )
    if mode == "ghost":
        model, optimizer, criterion, _ = made
    else:
        model, optimizer, _ = made
    return model, optimizer, criterion


def opacus_clipped_sum(torch, opacus, x, y, weights, mode: str) -> np.ndarray:
    """Opacus's clipped per-example gradient sum of the first batch at ``weights``, as (785, 10) float64 (summed
    loss, so that its per-sample gradients are the per-example gradients themselves)."""
    model, optimizer, criterion = opacus_model(torch, opacus, x, y, weights, 0.0, mode, "sum")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        criterion(model(x[:BATCH]), y[:BATCH]).backward()
    if mode == "ghost":  # the second backward pass leaves the clipped sum in .grad
        weight, bias = (p.grad for p in model.parameters())
    else:
        optimizer.clip_and_accumulate()
        weight, bias = (p.summed_grad for p in model.parameters())
    return np.vstack([weight.detach().numpy().T, bias.detach().numpy()[None, :]]).astype(np.float64)


def opacus_epoch(torch, opacus, batches, x, y, noise: float, mode: str) -> float:
    """Seconds of one Opacus DP-SGD epoch over the pre-made ``batches``."""
    model, optimizer, criterion = opacus_model(torch, opacus, x, y, np.zeros((x.shape[1] + 1, 10)), noise, mode, "mean")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "full backward hook ... no inputs require gradients": expected here
        return timed_loop(model, optimizer, criterion, batches)


def timed_loop(model, optimizer, criterion, batches) -> float:
    """Seconds of one pass over ``batches``: forward, backward (clipping and noise inside a private optimizer),
    optimiser step."""
    start = time.perf_counter()
    for xb, yb in batches:
        optimizer.zero_grad()
        criterion(model(xb), yb).backward()
        optimizer.step()
    return time.perf_counter() - start


def torch_nonprivate_epoch(torch, batches, dim: int) -> float:
    """Seconds of one plain PyTorch epoch (no clipping, no noise) over the same batches."""
    model = torch.nn.Linear(dim, 10)
    torch.nn.init.zeros_(model.weight)
    torch.nn.init.zeros_(model.bias)
    optimizer = torch.optim.SGD(model.parameters(), lr=LR, momentum=MOMENTUM)
    return timed_loop(model, optimizer, torch.nn.CrossEntropyLoss(), batches)


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--data-dir", default=None)
    args = parser.parse_args()
    try:
        import opacus
        import torch
    except ImportError as exc:
        print(f"skipped: torch and opacus are needed for this benchmark ({exc})")
        return 0
    raw = load_dataset("fashion-mnist", args.data_dir)
    data = {
        name: SoftmaxData.from_arrays(raw.train_x, raw.train_y, 10, dtype=dtype)
        for name, dtype in (("float64", np.float64), ("float32", np.float32))
    }
    steps = data["float64"].size // BATCH
    noise = 1.0 / np.sqrt(2.0 * zcdp_rho_for_dp(0.1, 1e-6))
    x = torch.tensor(raw.train_x, dtype=torch.float32)
    y = torch.tensor(raw.train_y, dtype=torch.long)
    batches = [(x[s * BATCH : (s + 1) * BATCH], y[s * BATCH : (s + 1) * BATCH]) for s in range(steps)]

    warm = dp_memf(data["float64"].head(20 * BATCH), None, 1, BATCH, LR, None, 0.0, np.random.SeedSequence(1), 1)
    weights = warm.weights[:, 0, :]
    rows = slice(0, BATCH)
    reference = reference_clipped_sum(data["float64"], weights, rows)
    scale = np.abs(reference).max()
    sums = {
        f"ours {name}": clipped_sum(
            d.features[rows],
            d.sq_norms[rows],
            residuals(d.features[rows], d.labels[rows], weights.astype(d.dtype)[:, None, :]),
            CLIP,
        )[0][:, 0, :]
        for name, d in data.items()
    }
    sums.update(
        {
            f"Opacus {mode} float32": opacus_clipped_sum(torch, opacus, x, y, weights, mode)
            for mode in ("hooks", "ghost")
        }
    )
    print("clipped gradient sum of batch 1 at the weights after 20 non-private steps, against a float64 reference:")
    for name, value in sums.items():
        error = float(np.abs(value - reference).max() / scale)
        bound = PRECISION["float64" if "float64" in name else "float32"]
        print(f"  {name:<22} relative error {error:.1e} (stated precision {bound:.0e})")
        if not error < bound:
            print(f"FAILED: {name} is outside its stated precision")
            return 1

    strategy = independent_strategy(steps, 1)
    seq = np.random.SeedSequence(0)
    cases: dict[str, Callable[[], float]] = {
        "ours DP-SGD float64": lambda: timed(
            lambda: dp_memf(data["float64"], strategy, 1, BATCH, LR, CLIP, noise, seq, 1)
        ),
        "ours DP-SGD float32": lambda: timed(
            lambda: dp_memf(data["float32"], strategy, 1, BATCH, LR, CLIP, noise, seq, 1)
        ),
        "Opacus DP-SGD hooks float32": lambda: opacus_epoch(torch, opacus, batches, x, y, noise, "hooks"),
        "Opacus DP-SGD ghost float32": lambda: opacus_epoch(torch, opacus, batches, x, y, noise, "ghost"),
        "ours non-private float32": lambda: timed(
            lambda: dp_memf(data["float32"], None, 1, BATCH, LR, None, 0.0, seq, 1)
        ),
        "PyTorch non-private float32": lambda: torch_nonprivate_epoch(torch, batches, x.shape[1]),
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for r in range(args.repeats + 1):
        for name, case in cases.items():
            elapsed = case()
            if r:  # the first round is a warm-up
                times[name].append(elapsed)
    print(
        f"Fashion-MNIST 60000 x 785 -> 10, B = {BATCH}, {steps} fixed batches, "
        f"torch threads {torch.get_num_threads()}, "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}, torch {torch.__version__}, "
        f"opacus {opacus.__version__}, numpy {np.__version__}; {args.repeats} repeats (median [min, max] s/epoch):"
    )
    median = {name: float(np.median(t)) for name, t in times.items()}
    for name, t in times.items():
        print(f"  {name:<30} {median[name]:.3f} [{min(t):.3f}, {max(t):.3f}]")
    for ours, theirs in (
        ("ours DP-SGD float32", "Opacus DP-SGD ghost float32"),
        ("ours DP-SGD float32", "Opacus DP-SGD hooks float32"),
        ("ours DP-SGD float64", "Opacus DP-SGD ghost float32"),
        ("ours non-private float32", "PyTorch non-private float32"),
    ):
        print(f"speed-up {ours} over {theirs}: {median[theirs] / median[ours]:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
