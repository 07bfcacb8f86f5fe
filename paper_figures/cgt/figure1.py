"""CGT Figure 1 (a table): test accuracy of DP-MEMF and DP-SRG-MEMF ("ones" and "true" workloads) and the
non-private baseline, ours beside the paper's, as a Markdown table, a JSON file and a plot.

The MNIST column runs on MNIST when its four files are found, otherwise on Fashion-MNIST at MNIST's settings
(labelled "Fashion-MNIST" everywhere); the CIFAR-10 column runs when CIFAR-10 is found. Data come from ``data_dir``,
``RATEKIT_DATA`` or Debian's dataset-fashion-mnist (:mod:`simulations.datasets`). ``scale="small"`` (the default,
used by ``ratekit reproduce`` and the tests) trains on 10,000 examples with tiny grids; ``scale="full"`` is the
paper's protocol (all examples, 100 final runs, grids in
:data:`simulations.papers.cgt.algorithms.figure1_experiment.SCALES`). Results are cached in ``cache_dir``.

One command for the full table::

    python -m paper_figures.cgt.figure1 --scale full --out results/cgt --data-dir /path/to/data [--jobs N]
        [--executor local|dask] [--scheduler ADDRESS]

Its blocks of runs are tasks on the executors of ``ratekit reproduce`` (:mod:`simulations.checks.engine`); the
table is the same for any executor and number of workers.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from paper_figures.figure_reads import no_checks
from paper_figures.plotting import lay_out, save
from simulations.checks.engine import Executor, ExecutorUnavailable, make_executor
from simulations.datasets import available
from simulations.papers.cgt.algorithms.figure1_experiment import (
    PAPER_ROWS,
    PAPER_TABLE,
    ROWS,
    SETTINGS,
    TableResult,
    figure1_claims,
    load_or_run,
)
from simulations.papers.cgt.algorithms.figure1_experiment import scale as get_scale

NAME = "cgt_figure1"
NO_DATA = (
    "\nNo dataset found, so only the paper's numbers are shown: install Debian's dataset-fashion-mnist, or put MNIST "
    "(mnist/) or CIFAR-10 (cifar-10-batches-py/) into a directory passed as data_dir or named by RATEKIT_DATA "
    "(see simulations.datasets for the files and checksums).\n"
)


def datasets_to_run(data_dir: Path | str | None = None) -> list[str]:
    """Which datasets fill the two columns here: MNIST (else Fashion-MNIST) and CIFAR-10 when present."""
    chosen = []
    if available("mnist", data_dir=data_dir):
        chosen.append("mnist")
    elif available("fashion-mnist", data_dir=data_dir):
        chosen.append("fashion-mnist")
    if available("cifar-10", data_dir=data_dir):
        chosen.append("cifar-10")
    return chosen


def _cell(value: tuple[float, float] | None) -> str:
    if value is None:
        return "-"
    mean, half = value
    return f"{mean:.3f} ± {half:.3f}" if np.isfinite(half) else f"{mean:.3f}"


def table_markdown(tables: Sequence[TableResult]) -> str:
    """The table with the paper's numbers beside ours, what was run, and the claims."""
    by_column = {t.column: t for t in tables}
    head = ["Algorithm, workload"]
    for column in SETTINGS:
        head.append(f"paper {column}")
        table = by_column.get(column)
        head.append(f"ours: {table.label}" if table else f"ours: {column} (not run)")
        head.append("selected lr, clip")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for algorithm, kind in ROWS:
        cells = [f"{algorithm}, {kind}" if kind != "-" else algorithm]
        for column in SETTINGS:
            cells.append(_cell(PAPER_TABLE.get((algorithm, kind), {}).get(column)))
            table = by_column.get(column)
            row = (
                None
                if table is None
                else next((r for r in table.rows if (r.algorithm, r.workload) == (algorithm, kind)), None)
            )
            cells.append("-" if row is None else _cell((row.mean, row.half_width)))
            cells.append("-" if row is None else f"{row.lr:g}, {'none' if row.clip is None else f'{row.clip:g}'}")
        lines.append("| " + " | ".join(cells) + " |")
    notes = ["", 'Mean test accuracy (%) ± the paper\'s "96% CI" half-width (z_0.98 sd/sqrt(runs)). Runs:']
    for t in tables:
        final = t.rows[0]
        notes.append(
            f"- {t.label} at {t.column}'s settings (epsilon = {t.epsilon:g}, delta = {t.delta:g}, {t.epochs} "
            f"epoch(s), batch 500, momentum 0.9, c = e^-2.5): {t.train_size} training / {t.test_size} test examples, "
            f"{t.steps} steps, noise multiplier {t.noise_multiplier:.4g}, scale '{t.scale}', "
            f"{len(final.accuracies)} final runs per private row; grids lr {t.grid['lrs']}, clip {t.grid['clips']}, "
            f"non-private lr {t.grid['nonprivate_lrs']}; selection: highest mean test accuracy over the sweep runs "
            f"(seeds disjoint from the final runs)."
        )
    notes += ["", "| claim | paper's numbers | ours |", "|---|---|---|"]
    for claim in figure1_claims(tables):
        ours = "-" if claim.ours_holds is None else f"{'yes' if claim.ours_holds else 'no'} ({claim.ours_dataset})"
        notes.append(f"| {claim.text} | {'yes' if claim.paper_holds else 'no'} | {ours} |")
    return "\n".join(lines + notes) + "\n"


def figure(tables: Sequence[TableResult]) -> plt.Figure:
    """Per column: the paper's mean and interval (black squares) and ours (coloured circles), one line per row."""
    by_column = {t.column: t for t in tables}
    fig, axes = plt.subplots(1, len(SETTINGS), figsize=(11, 3.8))
    labels = [f"{a}, {k}" if k != "-" else a for a, k in ROWS]
    for ax, column in zip(axes, SETTINGS, strict=True):
        ys = np.arange(len(ROWS))[::-1]
        for y, row in zip(ys, ROWS, strict=True):
            paper = PAPER_TABLE.get(row, {}).get(column)
            if paper is not None:
                ax.errorbar(paper[0], y + 0.15, xerr=paper[1], fmt="s", color="black", ms=5, capsize=3)
        table = by_column.get(column)
        if table is not None:
            for y, row in zip(ys, ROWS, strict=True):
                mine = next((r for r in table.rows if (r.algorithm, r.workload) == row), None)
                if mine is not None:
                    half = mine.half_width if np.isfinite(mine.half_width) else 0.0
                    ax.errorbar(mine.mean, y - 0.15, xerr=half, fmt="o", color="tab:blue", ms=5, capsize=3)
        ax.set_yticks(ys, labels, fontsize=8)
        ours = f"ours ({table.label}, {len(table.rows[0].accuracies)} runs): blue circles" if table else "ours: not run"
        ax.set_title(f"{column} column; paper: black squares; {ours}", fontsize=8)
        ax.set_xlabel("test accuracy (%)")
        ax.grid(True, axis="x", alpha=0.3)
    fig.suptitle("CGT Figure 1: multiclass logistic regression, mean test accuracy with 96% intervals", fontsize=10)
    lay_out(fig)
    return fig


#: no rate check's samples: ``reproduce`` starts it at once
reads = no_checks


def make(
    out_dir: Path | str,
    cache_dir: Path | str | None = None,
    scale: str = "small",
    data_dir: Path | str | None = None,
    progress: bool = False,
    datasets: Sequence[str] | None = None,
    executor: Executor | None = None,
) -> list[Path]:
    """Run (or load) the table on ``datasets`` (default: those found, :func:`datasets_to_run`); write
    ``cgt_figure1_<scale>[_<datasets>].md``/``.json`` and the plot. ``"mnist-test-split"`` runs on MNIST's test
    set alone (:func:`~simulations.papers.cgt.algorithms.figure1_experiment.make_test_split_task`). The runs go to
    ``executor`` (this process if None)."""
    grid = get_scale(scale)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    cache = None if cache_dir is None else Path(cache_dir)
    chosen = list(datasets) if datasets else datasets_to_run(data_dir)
    report = (lambda message: print(message, file=sys.stderr, flush=True)) if progress else None
    tables = [load_or_run(name, grid, data_dir, cache, progress=report, executor=executor) for name in chosen]
    stem = f"{NAME}_{grid.name}" + ("_" + "_".join(chosen) if datasets else "")
    md = out / f"{stem}.md"
    md.write_text(table_markdown(tables) + ("" if chosen else NO_DATA))
    js = out / f"{stem}.json"
    payload = {
        "paper": {f"{a}|{k}": v for (a, k), v in PAPER_TABLE.items()},
        "paper_rows": [list(r) for r in PAPER_ROWS],
        "tables": [t.to_json() for t in tables],
        "claims": [c.__dict__ for c in figure1_claims(tables)],
    }
    js.write_text(json.dumps(payload, indent=1))
    return [md, js, *save(figure(tables), out, stem)]


def main(argv: Sequence[str] | None = None) -> int:
    from paper_figures.cli import integer_at_least  # the command line's own argument types (a heavier import)

    parser = argparse.ArgumentParser(description="CGT Figure 1: the full table is --scale full")
    parser.add_argument("--scale", default="small", choices=("small", "full"))
    parser.add_argument("--out", default="results/cgt_figure1")
    parser.add_argument("--cache", default=None, help="cache directory (default: <out>/cache)")
    parser.add_argument("--data-dir", default=None, help="directory with mnist/, cifar-10-batches-py/, ...")
    parser.add_argument(
        "--datasets", nargs="*", default=None, help="mnist, fashion-mnist, cifar-10, mnist-test-split (default: found)"
    )
    parser.add_argument("--jobs", type=integer_at_least(1), default=1, help="workers (default 1: this process)")
    parser.add_argument("--executor", choices=("local", "dask"), default="local", help="a process pool or Dask")
    parser.add_argument("--scheduler", default=None, help="a running Dask scheduler's address (--executor dask)")
    args = parser.parse_args(argv)
    try:
        pool = make_executor(args.executor, args.jobs, args.scheduler)
    except ExecutorUnavailable as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    cache = args.cache or Path(args.out) / "cache"
    try:
        paths = make(args.out, cache, args.scale, args.data_dir, progress=True, datasets=args.datasets, executor=pool)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        pool.close()
    print("\n".join(map(str, paths)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
