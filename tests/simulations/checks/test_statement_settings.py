"""A check's measure runs with its statement's settings (RateCheck.reads, statement_settings): evaluated at the
check's point by name, counts rounded up first, a missing symbol named; a planted wrong setting in the skeleton's
statement moves the measurement and its check fails where the statement as written passes."""

from __future__ import annotations

import importlib
import sys
from dataclasses import replace

import numpy as np
import pytest
import sympy as sp

from bounds import registry, symbols
from bounds.dimensions import LOSS
from bounds.rate import Rate
from bounds.symbols import L, T, d, n, rho, sigma
from bounds.theorem import Theorem
from paper_figures.new_paper import paper_key, write_skeleton
from simulations.checks import RateCheck, run_check

NOISY_GD = Theorem(
    "TESTSET-noisy-GD",
    "TESTSET",
    "v1",
    "test",
    "theorem",
    "T = n^2 rho/d steps of full-batch noisy GD, each with noise sigma = (2L/n) sqrt(T/(2 rho))",
    Rate.of("excess", LOSS, ("noise", 4 * L**2 * d / (n**2 * rho))),
    parameters={T: n**2 * rho / d, sigma: 2 * L / n * sp.sqrt(T / (2 * rho))},
)


def _echo_sigma(params, seq, reps):
    return np.full(reps, params["sigma"])


def _check(**kw) -> RateCheck:
    args = dict(
        name="noise vs n",
        theorem="TESTSET-noisy-GD",
        quantity="noise",
        tag="noise",
        swept="n",
        values=(100.0, 200.0, 400.0),
        fixed={"L": 1.0, "d": 16.0, "rho": 0.25},
        instance="none",
        algorithm="the statement's sigma",
        metric="sigma",
        measure=_echo_sigma,
        tolerance=0.05,
        tolerance_reason="deterministic",
        seeds=2,
        reads=("T", "sigma"),
        rounded_up=("T",),
    )
    return RateCheck(**{**args, **kw})


@pytest.fixture
def noisy_gd(monkeypatch):
    monkeypatch.setattr(RateCheck, "theorem_object", lambda self: NOISY_GD)


def test_settings_are_evaluated_by_name_at_the_checks_point_with_counts_rounded_up_first(noisy_gd):
    check = _check()
    steps = np.ceil(100.0**2 * 0.25 / 16)  # 156.25 -> 157 steps
    assert check.statement_settings(100.0) == pytest.approx({"T": steps, "sigma": 2 / 100 * np.sqrt(steps / 0.5)})
    assert check.statement_settings(100.0, ["sigma"]) == pytest.approx({"sigma": 2 / 100 * np.sqrt(steps / 0.5)})
    unrounded = replace(check, rounded_up=())
    assert unrounded.statement_settings(100.0)["T"] == pytest.approx(156.25)
    params = check.parameters(200.0)
    assert params["n"] == 200.0 and params["T"] == 625.0 and params["sigma"] == pytest.approx(0.01 * np.sqrt(1250))


def test_a_setting_that_needs_a_symbol_the_check_does_not_fix_is_named(noisy_gd):
    check = _check(fixed={"d": 16.0, "rho": 0.25})
    with pytest.raises(ValueError, match=r"TESTSET-noisy-GD:noise:n: .*setting sigma = .* needs L, which the check"):
        check.statement_settings(100.0)
    with pytest.raises(ValueError, match=r"sets no eta \(it sets: T, sigma\)"):
        _check(reads=("eta",)).parameters(100.0)


def test_reads_names_settings_not_the_checks_own_parameters():
    with pytest.raises(ValueError, match="reads names settings of the statement"):
        _check(reads=("sigma", "d"))
    with pytest.raises(ValueError, match="rounded_up names settings of the statement"):
        _check(rounded_up=("n",))


def test_the_settings_enter_the_cache_key_so_an_edited_statement_re_measures(noisy_gd, monkeypatch):
    check = _check()
    assert replace(check, reads=()).config().keys() == check.config().keys() - {"statement_settings"}
    before = check.config()
    planted = replace(NOISY_GD, parameters={**NOISY_GD.parameters, sigma: 2 * L / n / sp.sqrt(2 * rho)})
    monkeypatch.setattr(RateCheck, "theorem_object", lambda self: planted)
    assert check.config() != before


@pytest.fixture
def skeleton(tmp_path, monkeypatch):
    """The plugin skeleton, written and imported here, its statement registered only for this test."""
    name = "boundsettings"
    write_skeleton(name, tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path / name))
    monkeypatch.setattr(registry, "_THEOREMS", dict(registry._THEOREMS))
    with symbols.paper_context(paper_key(name)):  # as a plugin's modules load
        for module in ("symbols", "statements", "checks"):
            importlib.import_module(f"{name}.{module}")
    yield importlib.import_module(f"{name}.checks"), paper_key(name)
    for module in [m for m in sys.modules if m == name or m.startswith(f"{name}.")]:
        del sys.modules[module]


def test_a_planted_wrong_noise_in_the_skeletons_statement_fails_its_check_where_the_statement_passes(
    skeleton, monkeypatch
):
    checks, key = skeleton
    check = checks.checks()[0]
    assert check.reads == ("sigma_x",)
    written = run_check(check)
    assert written.passed, written.summary()

    theorem = registry.get(f"{key}-Thm1")
    sigma_x, radius = symbols.lookup("sigma_x", key), symbols.lookup("R_x", key)
    planted = replace(theorem, parameters={sigma_x: 2 * radius / sp.sqrt(2 * rho)})  # the 1/n left out
    monkeypatch.setitem(registry._THEOREMS, (theorem.id, theorem.version), planted)
    moved = run_check(check)
    assert moved.means[-1] > 100 * written.means[-1]  # the measurement follows the statement's noise
    assert moved.decision == "fail" and abs(moved.fit.slope) < 0.2, moved.summary()
