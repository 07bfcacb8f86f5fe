"""The distributed engine: the same checks and a paper's statement tasks on a Dask LocalCluster give results
identical to the local run, and each worker has one BLAS thread (CGT Figure 1 on Dask:
tests/paper_figures/test_cgt_figures.py)."""

from __future__ import annotations

import json

import pytest

from bounds import cache_location, statement_tasks
from paper_figures import reproduce as rp
from simulations.checks.engine import DaskExecutor, run_checks

distributed = pytest.importorskip("distributed", reason="the optional extra ratekit[dask] is not installed")


def _comparable(out) -> dict:
    """results.json without what depends on where and how fast the run went."""
    found = json.loads((out / "results.json").read_text())
    for key in ("seconds", "task_seconds", "profile", "executor", "jobs"):
        found.pop(key)
    for row in found["checks"]:
        row.pop("compute_seconds")
    return found


def test_reproduce_on_a_dask_local_cluster_matches_local(tmp_path, monkeypatch):
    """Two checks of CGT and the whole paper's statements (the paper whose statement tasks cost least: 7 s of work
    against KLT's 28 s): every derivation and certificates task and the errata assembly run on the cluster, and
    the results are those of a run in this process (whose statement tasks read what the cluster's workers
    cached)."""
    # a cache of its own, so that the cluster computes every derivation rather than reading another test's
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(tmp_path / "cache"))
    only = ["CGT-Claim4.2:srg-difference:t_step", "CGT-Lem4.3:prefix-noise:T"]  # in the paper's order
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
    planned = statement_tasks.plan(["CGT"])
    kinds = on_dask.profile["kinds"]
    assert kinds["derivation"]["tasks"] == sum(t.kind == "derivation" for t in planned)
    assert kinds["certificates"]["tasks"] == sum(t.kind == "certificates" for t in planned) > 0
    assert kinds["errata"]["tasks"] == 1 and not on_dask.errata_error and on_dask.errata
    # in this process, from the statement results the cluster's workers cached: the same assembly, the same output
    here = rp.reproduce(tmp_path / "local", only=only, cache_dir=tmp_path / "c1", figures=False, progress=False)
    assert _comparable(on_dask.out_dir) == _comparable(here.out_dir)
    assert (on_dask.out_dir / "errata.json").read_bytes() == (here.out_dir / "errata.json").read_bytes()


def _profiler_enabled() -> bool:
    import dask

    return bool(dask.config.get("distributed.worker.profile.enabled"))


def test_dask_workers_have_one_blas_thread_each_and_no_profiler():
    from threadpoolctl import threadpool_info

    pool = DaskExecutor(workers=2)
    try:
        threads = pool._client.run(lambda: sorted({info["num_threads"] for info in threadpool_info()}))
        assert len(threads) == 2 and all(t == [1] for t in threads.values())
        assert list(pool._client.run(_profiler_enabled).values()) == [False, False]
        assert _profiler_enabled()  # the client process's own configuration is left as it was
    finally:
        pool.close()


def test_waiting_for_any_returns_every_finished_future_and_nothing_for_nothing():
    pool = DaskExecutor(workers=2)
    try:
        futures = [pool.submit(pow, 2, k) for k in range(40)]
        pending, results = set(futures), []
        while pending:
            done = pool.wait_any(pending)
            assert done and set(done) <= pending and all(f.done() for f in done)
            pending -= set(done)
            results += [f.result() for f in done]
        assert sorted(results) == [2**k for k in range(40)]
        assert pool.wait_any([]) == []
    finally:
        pool.close()
