"""KLT figure and table modules: each writes its files; the table reads bounds; the estimator figure's numbers."""

from __future__ import annotations

import numpy as np

from paper_figures.klt import beta_vs_n as klt_beta_vs_n
from paper_figures.klt import goldstein_estimator as klt_goldstein_estimator
from paper_figures.klt import regime_map as klt_regime_map
from paper_figures.klt import table1 as klt_table1
from simulations.checks import SampleCache


def test_table1_is_written_from_bounds(tmp_path):
    paths = klt_table1.make(tmp_path)
    assert [p.name for p in paths] == ["klt_table1.md", "klt_table1.tex"]
    markdown = paths[0].read_text()
    assert "v1 (Oct 2024)" in markdown and "Zhang et al. 2024" in markdown and "Theorem 4.1" in markdown
    assert "\\sqrt{d}" in markdown and "\\begin{tabular}" in paths[1].read_text()


def test_regime_maps(tmp_path):
    paths = klt_regime_map.make(tmp_path, resolution=12)
    assert sorted(p.name for p in paths) == sorted(
        f"klt_regime_map_{v}.{ext}" for v in ("v1", "v2") for ext in ("pdf", "png")
    )


def test_goldstein_estimator_figure_shows_uniform_sampling_failing(tmp_path):
    values = klt_goldstein_estimator.estimates("K1")
    assert np.all(values["truth"] == 0.0)
    assert np.all(values["frank_wolfe"][-1] < 1e-6)
    assert np.all(values["uniform"][-1] > 0.99)
    paths = klt_goldstein_estimator.make(tmp_path)
    assert all(p.exists() for p in paths)


def test_beta_vs_n_figure(tmp_path, record_reads):
    read = record_reads(klt_beta_vs_n)
    # the test run's samples: the checks it reads are the KLT catalog's, which another test may have run already
    paths = klt_beta_vs_n.make(tmp_path / "out", cache_dir=SampleCache().directory)
    assert read == set(klt_beta_vs_n.reads()) and len(read) == 4
    assert sorted(p.name for p in paths) == ["klt_beta_vs_n.pdf", "klt_beta_vs_n.png"]
