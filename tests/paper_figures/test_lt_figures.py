"""LT figures: each module writes its PDF and PNG into the output folder, and a second call reuses the cache."""

from __future__ import annotations

import importlib

import pytest

MODULES = {"regime_map": {"resolution": 40}, "escape_trajectory": {}}


@pytest.mark.parametrize("name", MODULES)
def test_figure_writes_pdf_and_png(name, tmp_path):
    module = importlib.import_module(f"paper_figures.lt.{name}")
    paths = module.make(tmp_path / "figures", cache_dir=tmp_path / "cache", **MODULES[name])
    assert sorted(p.suffix for p in paths) == [".pdf", ".png"]
    assert all(p.exists() and p.stat().st_size > 1000 and p.parent == tmp_path / "figures" for p in paths)


def test_samples_figure_writes_files_and_reads_the_cache_on_a_second_call(tmp_path, monkeypatch, record_reads):
    module = importlib.import_module("paper_figures.lt.samples_vs_alpha")
    read = record_reads(module)
    paths = module.make(tmp_path / "a", cache_dir=tmp_path / "cache")
    assert read == set(module.reads()) and len(read) == 2
    assert sorted(p.suffix for p in paths) == [".pdf", ".png"] and all(p.stat().st_size > 1000 for p in paths)
    from simulations.papers.lt.checks import measures

    def refuse(*args, **kwargs):
        raise AssertionError("the second call must not simulate")

    monkeypatch.setattr(measures, "ramp_run", refuse)
    assert len(module.make(tmp_path / "b", cache_dir=tmp_path / "cache")) == 2


def test_escape_cost_figure_writes_the_finding_and_its_table(tmp_path):
    module = importlib.import_module("paper_figures.lt.escape_cost")
    paths = module.make(tmp_path / "figures")
    assert sorted(p.suffix for p in paths) == [".md", ".pdf", ".png"]
    table = (tmp_path / "figures" / "lt_escape_cost.md").read_text()
    rows = [line.split("|")[1:-1] for line in table.splitlines() if line.startswith("| 0.")]
    assert len(rows) == 3
    for _, escapes, refresh_printed, refresh_corrected, *_, ratio in rows:
        assert float(escapes) > 0 and refresh_printed == escapes and float(refresh_corrected) == 0
        assert float(ratio) > 1  # the printed tau costs samples at every alpha
    assert "ratio printed/corrected: -" in table  # the gap widens as alpha shrinks
