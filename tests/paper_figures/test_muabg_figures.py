"""MUABG figure modules: each writes its PDF and PNG from one call, and a second call redraws from the cache.

The paper-scale figures cache their samples under pytest's cache directory (shared with
tests/simulations/muabg/test_muabg_checks.py, keyed by the checks' configuration and code), so they reuse what the
checks measured; the cache test uses its own directory.
"""

from __future__ import annotations

import time

import pytest

from paper_figures.muabg import excess_vs_n as muabg_excess_vs_n
from paper_figures.muabg import regime_map as muabg_regime_map
from paper_figures.muabg import slope_vs_kappa as muabg_slope_vs_kappa
from paper_figures.muabg import thm2_gap as muabg_thm2_gap
from paper_figures.muabg import thm5_laws as muabg_thm5_laws


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("muabg_figure_samples")


def test_regime_maps(tmp_path):
    paths = muabg_regime_map.make(tmp_path, resolution=10)
    assert sorted(p.name for p in paths) == sorted(
        f"muabg_regime_map_kappa{k}.{ext}" for k in ("2_0", "1_5") for ext in ("pdf", "png")
    )
    assert all(p.stat().st_size > 0 for p in paths)


def test_thm5_laws_figure_regenerates_from_the_cache(tmp_path, record_reads):
    cache_dir = tmp_path / "cache"
    read = record_reads(muabg_thm5_laws)
    paths = muabg_thm5_laws.make(tmp_path / "out", cache_dir=cache_dir)
    assert read == set(muabg_thm5_laws.reads()) and read
    assert sorted(p.name for p in paths) == ["muabg_thm5_laws.pdf", "muabg_thm5_laws.png"]
    entries = sorted(p.name for p in cache_dir.glob("*.json"))
    start = time.process_time()
    again = muabg_thm5_laws.make(tmp_path / "again", cache_dir=cache_dir)
    assert sorted(p.name for p in cache_dir.glob("*.json")) == entries  # nothing re-measured
    assert time.process_time() - start < 10 and all(p.exists() for p in again)


@pytest.mark.full
def test_simulation_figures(tmp_path, cache_dir, record_reads):
    modules = (muabg_excess_vs_n, muabg_thm2_gap, muabg_slope_vs_kappa)
    reads = {module: record_reads(module) for module in modules}
    paths = [path for module in modules for path in module.make(tmp_path, cache_dir=cache_dir)]
    assert all(read == set(module.reads()) and read for module, read in reads.items())
    stems = ("muabg_excess_vs_n_alg1", "muabg_excess_vs_n_alg3", "muabg_thm2", "muabg_slope_vs_kappa")
    assert sorted(p.name for p in paths) == sorted(f"{s}.{ext}" for s in stems for ext in ("pdf", "png"))
