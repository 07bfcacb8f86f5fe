"""The distributed engine: the same checks on a Dask LocalCluster give bit-identical samples to the local run, and
each worker has one BLAS thread (CGT Figure 1 on Dask: tests/paper_figures/test_cgt_figures.py)."""

from __future__ import annotations

import pytest

from paper_figures import reproduce as rp
from simulations.checks.engine import DaskExecutor, run_checks

distributed = pytest.importorskip("distributed", reason="the optional extra ratekit[dask] is not installed")


def test_reproduce_on_a_dask_local_cluster_matches_local(tmp_path):
    only = ["KLT-Prop2.5(var):tree-noise:sigma", "KLT-Lem6.3:increment-sensitivity:D"]
    on_dask = rp.reproduce(
        tmp_path / "dask",
        only=only,
        cache_dir=tmp_path / "c2",
        figures=False,
        progress=False,
        jobs=2,
        executor="dask",
    )
    assert [o.check.id for o in on_dask.outcomes] == only
    assert not any(o.result.from_cache for o in on_dask.outcomes)
    local = [run.result for run in run_checks([o.check for o in on_dask.outcomes])]  # this process, no cache
    assert [o.result.samples for o in on_dask.outcomes] == [r.samples for r in local]
    assert [o.result.verdict for o in on_dask.outcomes] == [r.verdict for r in local] == ["pass", "pass"]
    assert on_dask.exit_code == 0 and on_dask.executor == "dask"


def test_dask_workers_have_one_blas_thread_each():
    from threadpoolctl import threadpool_info

    pool = DaskExecutor(workers=2)
    try:
        threads = pool._client.run(lambda: sorted({info["num_threads"] for info in threadpool_info()}))
        assert len(threads) == 2 and all(t == [1] for t in threads.values())
    finally:
        pool.close()
