"""The experiment of CGT Sec 5.1 ("Figure 1", a table): DP-MEMF and DP-SRG-MEMF, "ones" and "true" workloads, and
the non-private baseline, for multiclass logistic regression, at the paper's settings.

Settings: batch 500, heavy-ball SGD with momentum 0.9 from W = 0, constant learning rate, raw pixels
in [0, 1] with a bias feature, c = e^(-5/2); MNIST at (0.1, 1e-6) for 1 epoch (a 120 x 120 strategy), CIFAR-10 at
(2, 1e-6) for 6 epochs (600 x 600, (k, b) = (6, 100) participation); rho from epsilon = rho + 2 sqrt(rho ln(1/delta))
exactly as the paper (CGT-Fact5), noise multiplier 1/sqrt(2 rho). Fashion-MNIST (same format as MNIST) runs at
MNIST's settings and is labelled as such. DP-SGD with independent noise (strategy I/sqrt(k)) is an extra row, not in
the paper.

Choices the paper leaves open, made here and recorded with every result: the data order is one public random
permutation per block of runs (the same batches in every epoch of a run; runs of a block differ in their noise,
blocks in their order, so the non-private runs vary like the paper's), the workloads use a unit learning rate
(the optimal strategy does not depend on a constant learning rate), the learning rate and the clip norm are swept
on a grid per algorithm with sweep runs whose seeds are disjoint from the final runs', and the selection rule is
the highest mean test accuracy over the sweep runs (the paper picks "the best performing parameters"; ties go to
the smaller lr x clip). Reported: the mean final test accuracy over the final runs with the paper's "96%" interval,
mean +- z_0.98 sd/sqrt(runs).

Every block of runs (one public data order, ``block_runs`` runs) is one task on an executor of
:mod:`simulations.checks.engine` (the local process pool or Dask's distributed scheduler): first every sweep block of
every row, then each row's final blocks at its selected setting. A block's seeds come from the same
``SeedSequence`` tree whatever runs it, so the table is bit-identical for any executor and number of workers. A
worker loads the dataset itself (once per process) from the data directory, which must exist where it runs.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
from scipy import stats

from simulations.checks.engine import Executor, LocalExecutor
from simulations.code_fingerprint import fingerprint
from simulations.datasets import Dataset, load_dataset
from simulations.papers.cgt.algorithms.dp_memf import dp_memf, independent_strategy
from simulations.papers.cgt.algorithms.dp_srg_memf import PAPER_DECAY, dp_srg_memf
from simulations.papers.cgt.algorithms.softmax import SoftmaxData, accuracy
from simulations.privacy.calibration import zcdp_rho_for_dp
from simulations.privacy.matrix_factorization import multi_epoch_sensitivity
from simulations.privacy.mf_optimization import optimize_strategy
from simulations.privacy.workloads import momentum_sgd_workload, prefix_sum_workload

MOMENTUM = 0.9
BATCH = 500
Z_96 = float(stats.norm.ppf(0.98))


@dataclass(frozen=True)
class PaperSetting:
    """One column of Figure 1: the privacy target and the number of epochs."""

    column: str
    epsilon: float
    delta: float
    epochs: int


SETTINGS = {
    "MNIST": PaperSetting("MNIST", 0.1, 1e-6, 1),
    "CIFAR-10": PaperSetting("CIFAR-10", 2.0, 1e-6, 6),
}
#: dataset name -> the column whose settings it runs at
COLUMN_OF = {"mnist": "MNIST", "fashion-mnist": "MNIST", "cifar-10": "CIFAR-10", "mnist-test-split": "MNIST"}
#: The official MNIST test set split into training and test examples, for machines without MNIST's training images.
TEST_SPLIT_TRAIN = 8_000

ROWS = (
    ("DP-MEMF", "ones"),
    ("DP-MEMF", "true"),
    ("DP-SRG-MEMF", "ones"),
    ("DP-SRG-MEMF", "true"),
    ("Non-private", "-"),
    ("DP-SGD (independent noise)", "-"),
)
PAPER_ROWS = ROWS[:5]

#: Figure 1 of CGT (arXiv 2406.02716 v1): mean test accuracy (%) and the "96% CI" half-width, per column.
PAPER_TABLE: dict[tuple[str, str], dict[str, tuple[float, float]]] = {
    ("DP-MEMF", "ones"): {"MNIST": (82.555, 0.144), "CIFAR-10": (35.680, 0.166)},
    ("DP-MEMF", "true"): {"MNIST": (83.593, 0.123), "CIFAR-10": (35.272, 0.246)},
    ("DP-SRG-MEMF", "ones"): {"MNIST": (82.456, 0.143), "CIFAR-10": (36.854, 0.123)},
    ("DP-SRG-MEMF", "true"): {"MNIST": (83.753, 0.121), "CIFAR-10": (36.816, 0.113)},
    ("Non-private", "-"): {"MNIST": (91.530, 0.042), "CIFAR-10": (37.971, 0.076)},
}


@dataclass(frozen=True)
class Scale:
    """How much of the experiment runs: data sizes, grids, runs (``blocks`` public orders x ``block_runs`` runs)."""

    name: str
    train_size: int | None
    test_size: int | None
    lrs: tuple[float, ...]
    clips: tuple[float, ...]
    nonprivate_lrs: tuple[float, ...]
    sweep_blocks: int
    sweep_block_runs: int
    final_blocks: int
    final_block_runs: int
    nonprivate_sweep_runs: int
    nonprivate_final_runs: int

    @property
    def final_runs(self) -> int:
        return self.final_blocks * self.final_block_runs


SCALES = {
    "small": Scale(
        name="small",
        train_size=10_000,
        test_size=2_000,
        lrs=(0.1, 1.0),
        clips=(1.0,),
        nonprivate_lrs=(0.03, 0.3),
        sweep_blocks=1,
        sweep_block_runs=2,
        final_blocks=2,
        final_block_runs=3,
        nonprivate_sweep_runs=1,
        nonprivate_final_runs=3,
    ),
    "full": Scale(
        name="full",
        train_size=None,
        test_size=None,
        lrs=(0.01, 0.03, 0.1, 0.3, 1.0, 3.0),
        clips=(0.3, 1.0, 3.0, 10.0),
        nonprivate_lrs=(0.003, 0.01, 0.03, 0.1, 0.3, 1.0),
        sweep_blocks=2,
        sweep_block_runs=5,
        final_blocks=10,
        final_block_runs=10,
        nonprivate_sweep_runs=5,
        nonprivate_final_runs=100,
    ),
}


def scale(name: str) -> Scale:
    if name not in SCALES:
        raise ValueError(f"scale must be one of {tuple(SCALES)}, got scale={name!r}")
    return SCALES[name]


# ==== strategies ===================================================================================================


def workload(kind: str, algorithm: str, steps: int) -> np.ndarray:
    """The workload of CGT Sec 5.1: "ones" = A; "true" = M A (DP-MEMF) or M A L (DP-SRG-MEMF), unit lr."""
    if kind == "ones":
        return prefix_sum_workload(steps)
    if kind == "true":
        decay = PAPER_DECAY if algorithm == "DP-SRG-MEMF" else None
        return momentum_sgd_workload(steps, MOMENTUM, srg_decay=decay)
    raise ValueError(f"workload must be 'ones' or 'true', got workload={kind!r}")


@dataclass(frozen=True)
class StrategyInfo:
    """An optimized strategy with its loss, duality gap, sensitivity and the seconds it took (0 when cached)."""

    strategy: np.ndarray
    loss: float
    relative_gap: float
    sensitivity: float
    seconds: float
    cached: bool


def strategy_for(kind: str, algorithm: str, steps: int, epochs: int, cache_dir: Path | None) -> StrategyInfo:
    """``optimize_strategy`` for the workload, loaded from ``cache_dir`` when present there."""
    tag = "true-srg" if kind == "true" and algorithm == "DP-SRG-MEMF" else kind
    name = f"cgt_strategy_{tag}_{steps}_{epochs}_{fingerprint(__name__)}.npz"
    path = None if cache_dir is None else Path(cache_dir) / name
    if path is not None and path.is_file():
        saved = np.load(path)
        strategy = saved["strategy"]
        return StrategyInfo(
            strategy, float(saved["loss"]), float(saved["gap"]), multi_epoch_sensitivity(strategy, epochs), 0.0, True
        )
    start = time.perf_counter()
    result = optimize_strategy(workload(kind, algorithm, steps), epochs)
    seconds = time.perf_counter() - start
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez(path, strategy=result.strategy, loss=result.loss, gap=result.relative_gap)
    sensitivity = multi_epoch_sensitivity(result.strategy, epochs)
    return StrategyInfo(result.strategy, result.loss, result.relative_gap, sensitivity, seconds, False)


# ==== runs =========================================================================================================


@dataclass(frozen=True)
class Task:
    """Train and test data of one dataset at one column's settings."""

    dataset: str
    label: str
    setting: PaperSetting
    train: SoftmaxData
    test: SoftmaxData

    @property
    def steps(self) -> int:
        return self.setting.epochs * (self.train.size // BATCH)

    @property
    def noise_multiplier(self) -> float:
        return 1.0 / math.sqrt(2.0 * zcdp_rho_for_dp(self.setting.epsilon, self.setting.delta))


def make_task(data: Dataset, train_size: int | None = None, test_size: int | None = None) -> Task:
    """A Task from a loaded dataset (``train_size``/``test_size`` take the first examples of each split)."""
    if data.train_x is None or data.test_x is None:
        raise ValueError(f"{data.label} needs both splits loaded")
    train = SoftmaxData.from_arrays(data.train_x[:train_size], data.train_y[:train_size], data.classes)
    test = SoftmaxData.from_arrays(data.test_x[:test_size], data.test_y[:test_size], data.classes)
    if train.size < BATCH:
        raise ValueError(f"the training set needs at least one batch of {BATCH} examples, got {train.size}")
    return Task(data.name, data.label, SETTINGS[COLUMN_OF[data.name]], train, test)


def make_test_split_task(data: Dataset, train_size: int = TEST_SPLIT_TRAIN) -> Task:
    """MNIST's official test set split in two: the first ``train_size`` examples train, the rest test.

    For machines that have only MNIST's test set; far fewer steps than the paper's (16 instead of 120 at
    batch 500), so its numbers are not comparable with Figure 1's and are labelled so."""
    if data.test_x is None:
        raise ValueError(f"{data.label} needs its test split loaded")
    x, y = data.test_x, data.test_y
    train = SoftmaxData.from_arrays(x[:train_size], y[:train_size], data.classes)
    test = SoftmaxData.from_arrays(x[train_size:], y[train_size:], data.classes)
    label = f"{data.label} test set only ({train.size} train / {test.size} test)"
    return Task("mnist-test-split", label, SETTINGS["MNIST"], train, test)


Runner = Callable[[SoftmaxData, float, float | None, np.random.SeedSequence, int], np.ndarray]


def runner(task: Task, algorithm: str, strategy: np.ndarray | None) -> Runner:
    """(ordered train data, lr, clip, seed, runs) -> final weights (p, runs, K) of one row of the table."""
    epochs, nm = task.setting.epochs, task.noise_multiplier
    if algorithm == "DP-MEMF":
        return lambda data, lr, clip, seq, runs: (
            dp_memf(data, strategy, epochs, BATCH, lr, clip, nm, seq, runs, MOMENTUM).weights
        )
    if algorithm == "DP-SRG-MEMF":
        return lambda data, lr, clip, seq, runs: (
            dp_srg_memf(data, strategy, epochs, BATCH, lr, clip, nm, seq, runs, PAPER_DECAY, MOMENTUM).weights
        )
    if algorithm == "DP-SGD (independent noise)":
        ident = independent_strategy(task.steps, epochs)
        return lambda data, lr, clip, seq, runs: (
            dp_memf(data, ident, epochs, BATCH, lr, clip, nm, seq, runs, MOMENTUM).weights
        )
    if algorithm == "Non-private":
        return lambda data, lr, clip, seq, runs: (
            dp_memf(data, None, epochs, BATCH, lr, None, 0.0, seq, runs, MOMENTUM).weights
        )
    raise ValueError(f"unknown algorithm {algorithm!r}")


@dataclass(frozen=True)
class TaskSpec:
    """How to build a :class:`Task` anywhere: the dataset's name, its directory and the split sizes."""

    dataset: str
    data_dir: str | None = None
    train_size: int | None = None
    test_size: int | None = None


@lru_cache(maxsize=2)
def load_task(spec: TaskSpec) -> Task:
    """The Task of ``spec``, loaded once per process."""
    if spec.dataset == "mnist-test-split":
        return make_test_split_task(load_dataset("mnist", spec.data_dir, splits=("test",)))
    first = {"train": spec.train_size, "test": spec.test_size}  # only the examples used are scaled
    return make_task(load_dataset(spec.dataset, spec.data_dir, first=first), spec.train_size, spec.test_size)


def build_task(source: TaskSpec | Task) -> Task:
    """The Task of a spec, loaded once per process (each worker loads its own copy), or a Task given as such (sent
    to the workers whole: for data made in memory)."""
    return source if isinstance(source, Task) else load_task(source)


def block_accuracies(
    spec: TaskSpec | Task,
    algorithm: str,
    strategy: np.ndarray | None,
    lr: float,
    clip: float | None,
    order_seq: np.random.SeedSequence,
    noise_seq: np.random.SeedSequence,
    block_runs: int,
) -> tuple[np.ndarray, float]:
    """One task: test accuracies (%) of ``block_runs`` runs on one public data order, and its worker seconds (the
    runs', not the dataset's loading)."""
    task = build_task(spec)
    start = time.perf_counter()
    data = task.train.permuted(np.random.default_rng(order_seq))
    weights = runner(task, algorithm, strategy)(data, lr, clip, noise_seq, block_runs)
    return 100.0 * accuracy(weights, task.test), time.perf_counter() - start


@dataclass
class RowResult:
    """One row of the table for one dataset: the sweep, the selected setting, and the final runs."""

    algorithm: str
    workload: str
    sweep: list[dict[str, float]]
    lr: float
    clip: float | None
    accuracies: list[float]
    seconds_per_run: float
    strategy: dict[str, float] = field(default_factory=dict)

    @property
    def mean(self) -> float:
        return float(np.mean(self.accuracies))

    @property
    def half_width(self) -> float:
        """z_0.98 sd/sqrt(runs): the paper's "96% CI" half-width."""
        if len(self.accuracies) < 2:
            return float("nan")
        return float(Z_96 * np.std(self.accuracies, ddof=1) / np.sqrt(len(self.accuracies)))


@dataclass
class _Row:
    """A row being run: its strategy, grid points, the seeds of its final runs and the futures of its blocks."""

    algorithm: str
    kind: str
    info: StrategyInfo | None
    points: list[tuple[float, float | None]]
    final_seq: np.random.SeedSequence
    sweep: list[list[Any]] = field(default_factory=list)
    final: list[Any] = field(default_factory=list)

    @property
    def private(self) -> bool:
        return self.algorithm != "Non-private"


def _submit_blocks(
    executor: Executor,
    spec: TaskSpec | Task,
    row: _Row,
    lr: float,
    clip: float | None,
    seq: np.random.SeedSequence,
    blocks: int,
    block_runs: int,
) -> list[Any]:
    """One task per block: one public data order (its first child seed) and the runs' noise (its second)."""
    strategy = None if row.info is None else row.info.strategy
    return [
        executor.submit(block_accuracies, spec, row.algorithm, strategy, lr, clip, *block_seq.spawn(2), block_runs)
        for block_seq in seq.spawn(blocks)
    ]


def _start_row(
    executor: Executor,
    spec: TaskSpec | Task,
    task: Task,
    algorithm: str,
    kind: str,
    grid: Scale,
    seq: np.random.SeedSequence,
    cache_dir: Path | None,
) -> _Row:
    """The row's strategy (optimized here, or read from ``cache_dir``) and one task per sweep block."""
    info = None
    if algorithm in ("DP-MEMF", "DP-SRG-MEMF"):
        info = strategy_for(kind, algorithm, task.steps, task.setting.epochs, cache_dir)
        if info.sensitivity > 1 + 1e-6:
            raise ValueError(f"strategy sensitivity {info.sensitivity} > 1 for {algorithm} {kind}")
    sweep_seq, final_seq = seq.spawn(2)
    row = _Row(algorithm, kind, info, [], final_seq)
    row.points = (
        [(lr, clip) for lr in grid.lrs for clip in grid.clips]
        if row.private
        else [(lr, None) for lr in grid.nonprivate_lrs]
    )
    blocks, block_runs = (grid.sweep_blocks, grid.sweep_block_runs) if row.private else (grid.nonprivate_sweep_runs, 1)
    for (lr, clip), point_seq in zip(row.points, sweep_seq.spawn(len(row.points)), strict=True):
        row.sweep.append(_submit_blocks(executor, spec, row, lr, clip, point_seq, blocks, block_runs))
    return row


def _select(row: _Row) -> tuple[list[dict[str, float]], float, float | None]:
    """The sweep's mean accuracy per grid point (waiting for its blocks) and the selected (lr, clip): the highest
    mean, ties to the smaller lr x clip."""
    sweep = []
    for (lr, clip), futures in zip(row.points, row.sweep, strict=True):
        mean = float(np.concatenate([f.result()[0] for f in futures]).mean())
        sweep.append({"lr": lr, "clip": clip if clip is not None else float("nan"), "mean": mean})
    best = max(sweep, key=lambda p: (round(p["mean"], 9), -p["lr"] * (p["clip"] if row.private else 1.0)))
    return sweep, best["lr"], (best["clip"] if row.private else None)


def _finish_row(row: _Row, sweep: list[dict[str, float]], lr: float, clip: float | None) -> RowResult:
    outcomes = [f.result() for f in row.final]
    acc = np.concatenate([a for a, _ in outcomes])
    info = row.info
    strategy_info = (
        {}
        if info is None
        else {
            "loss": info.loss,
            "relative_gap": info.relative_gap,
            "sensitivity": info.sensitivity,
            "seconds": info.seconds,
            "cached": float(info.cached),
        }
    )
    seconds = sum(t for _, t in outcomes) / acc.size
    return RowResult(row.algorithm, row.kind, sweep, lr, clip, acc.tolist(), seconds, strategy_info)


@dataclass
class TableResult:
    """All rows for one dataset, with what was run."""

    dataset: str
    label: str
    column: str
    epsilon: float
    delta: float
    epochs: int
    train_size: int
    test_size: int
    steps: int
    noise_multiplier: float
    scale: str
    grid: dict[str, object]
    rows: list[RowResult]

    def row(self, algorithm: str, kind: str) -> RowResult:
        for r in self.rows:
            if r.algorithm == algorithm and r.workload == kind:
                return r
        raise ValueError(f"no row {algorithm} / {kind}")

    def to_json(self) -> dict:
        out = asdict(self)
        for row, r in zip(out["rows"], self.rows, strict=True):
            row["mean"], row["half_width"] = r.mean, r.half_width
        return out

    def comparable_json(self) -> str:
        """The table without its timings (worker seconds per run, the strategy's optimization seconds and whether
        it was cached), as JSON text: equal for any executor and number of workers (NaN clips compare as text)."""
        payload = self.to_json()
        for row in payload["rows"]:
            row.pop("seconds_per_run")
            for key in ("seconds", "cached"):
                row["strategy"].pop(key, None)
        return json.dumps(payload, sort_keys=True)

    @classmethod
    def from_json(cls, payload: dict) -> TableResult:
        rows = [RowResult(**{k: v for k, v in r.items() if k not in ("mean", "half_width")}) for r in payload["rows"]]
        return cls(**{**payload, "rows": rows})


def run_table(
    spec: TaskSpec | Task,
    grid: Scale,
    seed: int = 0,
    cache_dir: Path | None = None,
    rows: Sequence[tuple[str, str]] = ROWS,
    progress: Callable[[str], None] | None = None,
    executor: Executor | None = None,
) -> TableResult:
    """Every row of Figure 1 for one dataset, on ``executor`` (this process if None).

    Each row sweeps (lr, clip) and selects the highest mean sweep accuracy (ties to the smaller lr x clip), then
    runs its final runs with fresh seeds; the sweep blocks of all rows are submitted first, then the final blocks.
    """
    task = build_task(spec)
    own = executor is None
    executor = executor or LocalExecutor(1)
    try:
        started = []
        for (algorithm, kind), seq in zip(ROWS, np.random.SeedSequence(seed).spawn(len(ROWS)), strict=True):
            if (algorithm, kind) in rows:
                started.append(_start_row(executor, spec, task, algorithm, kind, grid, seq, cache_dir))
        chosen = []
        for row in started:
            sweep, lr, clip = _select(row)
            blocks, runs = (
                (grid.final_blocks, grid.final_block_runs) if row.private else (grid.nonprivate_final_runs, 1)
            )
            row.final = _submit_blocks(executor, spec, row, lr, clip, row.final_seq, blocks, runs)
            chosen.append((row, sweep, lr, clip))
        results = []
        for row, sweep, lr, clip in chosen:
            results.append(_finish_row(row, sweep, lr, clip))
            if progress is not None:
                progress(f"{task.label}: {row.algorithm} {row.kind}: {results[-1].mean:.3f}% at lr {lr:g}")
    finally:
        if own:
            executor.close()
    return TableResult(
        dataset=task.dataset,
        label=task.label,
        column=task.setting.column,
        epsilon=task.setting.epsilon,
        delta=task.setting.delta,
        epochs=task.setting.epochs,
        train_size=task.train.size,
        test_size=task.test.size,
        steps=task.steps,
        noise_multiplier=task.noise_multiplier,
        scale=grid.name,
        grid=asdict(grid),
        rows=results,
    )


def load_or_run(
    dataset: str,
    grid: Scale,
    data_dir: Path | str | None,
    cache_dir: Path | None,
    seed: int = 0,
    progress: Callable[[str], None] | None = None,
    executor: Executor | None = None,
) -> TableResult:
    """The table for ``dataset`` at ``grid``, from ``cache_dir`` if it was computed before with the same settings and
    the same code (the file name carries the fingerprint of the code this module reaches), else run on ``executor``."""
    name = f"cgt_figure1_{dataset}_{grid.name}_{seed}_{fingerprint(__name__)}.json"
    path = None if cache_dir is None else Path(cache_dir) / name
    if path is not None and path.is_file():
        payload = json.loads(path.read_text())
        if payload.get("grid") == json.loads(json.dumps(asdict(grid))):
            return TableResult.from_json(payload)
    spec = TaskSpec(dataset, None if data_dir is None else str(data_dir), grid.train_size, grid.test_size)
    result = run_table(spec, grid, seed, cache_dir, progress=progress, executor=executor)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(result.to_json(), indent=1))
    return result


# ==== what the paper's numbers support ================================================================================


@dataclass(frozen=True)
class Claim:
    """A statement about Figure 1, whether the paper's own numbers support it, and whether ours do."""

    text: str
    column: str
    paper_holds: bool
    ours_holds: bool | None
    ours_dataset: str | None


def _orderings(means: dict[tuple[str, str], float], column: str) -> dict[str, bool]:
    memf_o, memf_t = means[("DP-MEMF", "ones")], means[("DP-MEMF", "true")]
    srg_o, srg_t = means[("DP-SRG-MEMF", "ones")], means[("DP-SRG-MEMF", "true")]
    nonpriv = means[("Non-private", "-")]
    private = (memf_o, memf_t, srg_o, srg_t)
    return {
        f"{column}: DP-SRG-MEMF above DP-MEMF for both workloads": srg_o > memf_o and srg_t > memf_t,
        f"{column}: 'true' above 'ones' for both algorithms": memf_t > memf_o and srg_t > srg_o,
        f"{column}: 'ones' above 'true' for both algorithms": memf_o > memf_t and srg_o > srg_t,
        f"{column}: every private row below the non-private one": all(p < nonpriv for p in private),
    }


def figure1_claims(ours: Sequence[TableResult] = ()) -> list[Claim]:
    """The orderings of Figure 1 in the paper and in ``ours`` (matched by column; a Fashion-MNIST table is compared
    with the MNIST column and says so), plus the text's "DP-SRG-MEMF always outperforms DP-MEMF"."""
    claims = []
    by_column = {t.column: t for t in ours}
    always_paper = True
    always_ours: list[bool] = []
    for column in SETTINGS:
        paper = _orderings({row: PAPER_TABLE[row][column][0] for row in PAPER_ROWS}, column)
        table = by_column.get(column)
        mine = None
        if table is not None:
            mine = _orderings({row: table.row(*row).mean for row in PAPER_ROWS}, column)
        for text, holds in paper.items():
            claims.append(Claim(text, column, holds, None if mine is None else mine[text], table and table.label))
        always_paper &= paper[f"{column}: DP-SRG-MEMF above DP-MEMF for both workloads"]
        if mine is not None:
            always_ours.append(mine[f"{column}: DP-SRG-MEMF above DP-MEMF for both workloads"])
    claims.append(
        Claim(
            "DP-SRG-MEMF always outperforms DP-MEMF (Sec 5.1 text)",
            "all",
            always_paper,
            all(always_ours) if always_ours else None,
            ", ".join(t.label for t in ours) or None,
        )
    )
    return claims
