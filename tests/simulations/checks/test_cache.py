"""A cache that cannot lie: keys cover the code the measure reaches, failures are never stored, one location."""

from __future__ import annotations

import importlib
import sys
import textwrap

import numpy as np
import pytest

from bounds import cache_location
from bounds.dimensions import LOSS
from bounds.rate import Rate
from bounds.symbols import n
from bounds.theorem import Theorem
from paper_figures.cli import main
from simulations.checks import RateCheck, SampleCache, run_check
from simulations.code_fingerprint import fingerprint, project_modules

ONE_TERM = Theorem("TEST-one-term", "TEST", "v1", "test", "theorem", "one term", Rate.of("x", LOSS, ("t", 1 / n)))


@pytest.fixture
def one_term(monkeypatch):
    monkeypatch.setattr(RateCheck, "theorem_object", lambda self: ONE_TERM)


def _check(measure) -> RateCheck:
    return RateCheck(
        name="stale",
        theorem="TEST-one-term",
        quantity="x",
        tag="x",
        swept="n",
        values=(1.0, 10.0, 100.0),
        fixed={},
        instance="none",
        algorithm="none",
        metric="value",
        measure=measure,
        tolerance=0.05,
        tolerance_reason="exact",
        seeds=4,
    )


def test_fingerprint_reaches_the_algorithms_a_check_module_imports():
    reached = project_modules("simulations.papers.klt.checks")
    assert "simulations.papers.klt.algorithms.estimators" in reached and "simulations.papers.klt.instances" in reached
    assert "simulations.papers.klt" in reached and "simulations.papers.cgt.checks" not in reached
    assert "numpy" not in reached


def test_editing_a_module_the_measure_imports_recomputes_the_samples(tmp_path, monkeypatch, one_term):
    package = tmp_path / "stalepkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "algo.py").write_text("SCALE = 1.0\n")
    (package / "measure.py").write_text(
        textwrap.dedent(
            """
            import numpy as np

            from stalepkg.algo import SCALE


            def measure(params, seq, reps):
                return SCALE / params["n"] * (1 + 0.01 * np.random.default_rng(seq).random(reps))
            """
        )
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    cache = SampleCache(tmp_path / "cache")
    module = importlib.import_module("stalepkg.measure")
    first = run_check(_check(module.measure), cache)
    assert not first.from_cache and run_check(_check(module.measure), cache).from_cache
    before = fingerprint("stalepkg.measure")

    (package / "algo.py").write_text("SCALE = 2.0\n")  # an edit the measure's own module does not show
    importlib.reload(importlib.import_module("stalepkg.algo"))
    module = importlib.reload(module)
    assert fingerprint("stalepkg.measure") != before
    second = run_check(_check(module.measure), cache)
    assert not second.from_cache
    assert np.allclose(np.asarray(second.samples), 2 * np.asarray(first.samples))
    for name in ("stalepkg.measure", "stalepkg.algo", "stalepkg"):
        sys.modules.pop(name, None)


def _broken(params, seq, reps):
    if params["n"] > 5:
        raise RuntimeError("interrupted")
    return np.full(reps, 1.0 / params["n"])


def test_a_failed_measurement_stores_nothing(tmp_path, one_term):
    cache = SampleCache(tmp_path)
    with pytest.raises(RuntimeError, match="interrupted"):
        run_check(_check(_broken), cache)
    assert not list(tmp_path.glob("*"))
    with pytest.raises(ValueError, match="non-finite"):
        cache.store("k", {}, np.array([[np.nan]]))


def test_one_location_overridable(monkeypatch, tmp_path):
    monkeypatch.delenv(cache_location.ENVIRONMENT_VARIABLE)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert cache_location.root() == tmp_path / "xdg" / "ratekit"
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(tmp_path / "mine"))
    assert SampleCache().directory == tmp_path / "mine" / "samples"
    assert cache_location.directory("derivations") == tmp_path / "mine" / "derivations"


def test_cache_info_and_clear(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(tmp_path / "elsewhere"))
    SampleCache().store("k", {}, np.ones((3, 2)))
    assert main(["--cache-dir", str(tmp_path / "c"), "cache", "info"]) == 0
    assert f"cache: {tmp_path / 'c'}" in capsys.readouterr().out
    assert main(["cache", "--cache-dir", str(tmp_path / "elsewhere"), "info"]) == 0
    assert "samples: 1 entries" in capsys.readouterr().out
    assert main(["cache", "clear", "--cache-dir", str(tmp_path / "elsewhere")]) == 0
    assert "removed 1 entry from" in capsys.readouterr().out and not list(
        (tmp_path / "elsewhere" / "samples").glob("*")
    )
