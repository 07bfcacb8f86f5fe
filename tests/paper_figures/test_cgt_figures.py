"""CGT figures: Figure 1 end to end on Fashion-MNIST at small scale, the multi-epoch (CIFAR) path on synthetic data,
what the paper's own numbers support, and the rate figures."""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np
import pytest

from paper_figures.cgt import figure1 as cgt_figure1
from paper_figures.cgt import rates as cgt_rates
from simulations.checks.engine import DaskExecutor, LocalExecutor
from simulations.datasets import Dataset, available
from simulations.papers.cgt import checks as cgt
from simulations.papers.cgt.algorithms.figure1_experiment import (
    PAPER_ROWS,
    SCALES,
    Scale,
    figure1_claims,
    make_task,
    run_table,
)


@pytest.mark.skipif(not available("fashion-mnist"), reason="Debian package dataset-fashion-mnist not installed")
def test_figure1_small_scale_on_fashion_mnist(tmp_path):
    start = time.perf_counter()
    paths = cgt_figure1.make(tmp_path / "out", tmp_path / "cache", scale="small")
    first = time.perf_counter() - start
    assert {p.suffix for p in paths} == {".md", ".json", ".pdf", ".png"} and all(p.stat().st_size > 0 for p in paths)
    text = paths[0].read_text()
    assert "ours: Fashion-MNIST" in text and "82.555 ± 0.144" in text and "selection: highest mean" in text
    claims = {c.text: c for c in figure1_claims([]) if c.column == "MNIST"}
    assert claims["MNIST: every private row below the non-private one"].paper_holds
    payload = json.loads(paths[1].read_text())
    table = payload["tables"][0]
    assert table["label"] == "Fashion-MNIST" and table["steps"] == 20
    means = {(r["algorithm"], r["workload"]): r["mean"] for r in table["rows"]}
    private = [means[row] for row in PAPER_ROWS if row[0] != "Non-private"]
    assert max(private) < means[("Non-private", "-")]
    start = time.perf_counter()
    cgt_figure1.make(tmp_path / "out", tmp_path / "cache", scale="small")
    assert time.perf_counter() - start < first / 3, "the second call must load the cached table"


def synthetic_cifar_task():
    """The CIFAR-10 column's settings on random data: 1000 training examples (b = 2), 200 test examples."""
    rng = np.random.default_rng(0)
    data = Dataset(
        "cifar-10",
        "synthetic CIFAR-10",
        10,
        Path("."),
        rng.random((1000, 48)),
        rng.integers(0, 10, 1000),
        rng.random((200, 48)),
        rng.integers(0, 10, 200),
    )
    return make_task(data)


TINY = Scale("tiny", None, None, (0.1, 1.0), (1.0,), (0.1,), 1, 2, 2, 3, 1, 2)


def test_multi_epoch_pipeline_on_synthetic_cifar_like_data():
    """The CIFAR-10 column (6 epochs, (k, b) participation) end to end on random data: 1000 examples, b = 2."""
    task = synthetic_cifar_task()
    assert (task.setting.epochs, task.steps) == (6, 12)
    assert task.noise_multiplier == pytest.approx(2.720, abs=5e-3)
    table = run_table(task, TINY, seed=1)
    assert [(r.algorithm, r.workload) for r in table.rows][:5] == list(PAPER_ROWS)
    for row in table.rows:
        assert len(row.accuracies) == (2 if row.algorithm == "Non-private" else 6)
        if row.strategy:
            assert row.strategy["sensitivity"] == pytest.approx(1.0, abs=1e-6)


def test_figure1_table_is_the_same_on_a_process_pool():
    """Every block of runs is a task: two worker processes give the table of this process, number for number,
    and a different seed gives a different one (the comparison can fail)."""
    task = synthetic_cifar_task()
    here = run_table(task, TINY, seed=1).comparable_json()
    pool = LocalExecutor(2)
    try:
        assert run_table(task, TINY, seed=1, executor=pool).comparable_json() == here
        assert run_table(task, TINY, seed=2, executor=pool).comparable_json() != here
    finally:
        pool.close()


def test_figure1_table_is_the_same_on_dask_workers():
    pytest.importorskip("distributed", reason="the optional extra ratekit[dask] is not installed")
    task = synthetic_cifar_task()
    here = run_table(task, TINY, seed=1).comparable_json()
    pool = DaskExecutor(workers=2)
    try:
        assert run_table(task, TINY, seed=1, executor=pool).comparable_json() == here
    finally:
        pool.close()


def test_what_the_papers_numbers_support():
    claims = {c.text: c.paper_holds for c in figure1_claims()}
    assert claims["CIFAR-10: DP-SRG-MEMF above DP-MEMF for both workloads"]
    assert claims["MNIST: 'true' above 'ones' for both algorithms"]
    assert claims["CIFAR-10: 'ones' above 'true' for both algorithms"]
    assert claims["MNIST: every private row below the non-private one"]
    assert claims["CIFAR-10: every private row below the non-private one"]
    assert not claims["MNIST: DP-SRG-MEMF above DP-MEMF for both workloads"]
    assert not claims["DP-SRG-MEMF always outperforms DP-MEMF (Sec 5.1 text)"]


def test_scales_bad_input_and_no_data(tmp_path, monkeypatch):
    assert SCALES["full"].final_runs == 100 and SCALES["full"].nonprivate_final_runs == 100
    with pytest.raises(ValueError, match="scale must be one of"):
        cgt_figure1.make(tmp_path, scale="huge")
    monkeypatch.setattr(cgt_figure1, "datasets_to_run", lambda data_dir=None: [])
    paths = cgt_figure1.make(tmp_path / "empty")
    text = paths[0].read_text()
    assert "No dataset found" in text and "82.555 ± 0.144" in text and "ours: MNIST (not run)" in text


def test_rate_figures(tmp_path):
    checks = [cgt.claim42(values=(1.0, 4.0, 16.0), seeds=4), cgt.tree_error(values=(16.0, 64.0, 256.0), seeds=4)]
    paths = cgt_rates.make(tmp_path, tmp_path / "cache", checks=checks, crossover_ns=(1e3, 1e4, 1e5))
    assert [p.name for p in paths] == [
        "cgt_rate_checks.pdf",
        "cgt_rate_checks.png",
        "cgt_crossover.pdf",
        "cgt_crossover.png",
        "cgt_thm47_inequalities.md",
    ]
    assert "| NO |" not in paths[-1].read_text()
    data = cgt_rates.crossover_data((1e3, 1e4, 1e5), tmp_path / "cache")
    assert all(p >= q * 0.5 for p, q in zip(data["private_mean"], data["nonprivate_mean"], strict=True))


@pytest.mark.full
def test_figure1_full_scale_supports_what_the_paper_supports(tmp_path):
    """The paper's protocol on the datasets found; asserted only where the paper's numbers support a claim:
    all private rows below the non-private one; with real MNIST, 'true' above 'ones'; with CIFAR-10, DP-SRG-MEMF
    above DP-MEMF for both workloads. Not asserted: DP-SRG-MEMF above DP-MEMF on MNIST (not supported, T22)."""
    if not cgt_figure1.datasets_to_run():
        pytest.skip("no dataset for Figure 1")
    cgt_figure1.make(tmp_path, tmp_path / "cache", scale="full")
    payload = json.loads((tmp_path / "cgt_figure1_full.json").read_text())
    for table in payload["tables"]:
        means = {(r["algorithm"], r["workload"]): r["mean"] for r in table["rows"]}
        private = [means[row] for row in PAPER_ROWS if row[0] != "Non-private"]
        assert max(private) < means[("Non-private", "-")]
        if table["dataset"] == "mnist":
            for algorithm in ("DP-MEMF", "DP-SRG-MEMF"):
                assert means[(algorithm, "true")] > means[(algorithm, "ones")]
        if table["dataset"] == "cifar-10":
            for kind in ("ones", "true"):
                assert means[("DP-SRG-MEMF", kind)] > means[("DP-MEMF", kind)]
