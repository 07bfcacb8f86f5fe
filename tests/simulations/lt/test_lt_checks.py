"""LT rate checks: the catalog's slopes, its negative controls, the escape-cost finding and the baselines."""

from __future__ import annotations

import pytest

from simulations.checks import SampleCache, run_check
from simulations.papers.lt import checks as lt

CHECKS = {c.name: c for c in lt.checks()}
CONTROLS = {c.name: c for c in lt.negative_controls()}


@pytest.fixture(scope="module")
def results():
    """Every quick check and control, run once (or read from the test run's cache, where another test ran it)."""
    cache = SampleCache()
    return {name: run_check(check, cache) for name, check in {**CHECKS, **CONTROLS}.items()}


@pytest.mark.parametrize("name", CHECKS)
def test_slope_matches_the_theorem(results, name):
    result = results[name]
    assert result.passed, result.summary()


@pytest.mark.parametrize("name", CONTROLS)
def test_negative_control_fails(results, name):
    result = results[name]
    assert result.expected == "fail" and not result.passed, result.summary()


def test_controls_fail_by_the_predicted_amount(results):
    samples = results["LT control: samples vs alpha, fixed batch"]
    sensitivity = results["LT privacy: O2 sensitivity vs step length with a fixed batch"]
    assert samples.fit.slope == pytest.approx(-3.0, abs=0.1)  # T c_t G ~ alpha^-2 alpha^-1
    assert sensitivity.fit.slope == pytest.approx(1.0, abs=0.1)  # gap ~ ||x_t - x_(t-1)|| / b


def test_measured_private_slope_separates_lt_from_the_baseline_rates(results):
    exponents = lt.baseline_exponents()
    assert exponents["LT-Thm3.17"] == exponents["LT-prior-Arora23-FOSP"] == -2.0
    assert exponents["LT-prior-Ganesh23-claim"] == pytest.approx(-7 / 3)
    assert exponents["LT-prior-Tao25"] == pytest.approx(-5 / 2)
    fit = results["LT private: samples vs alpha"].fit
    assert fit.ci_low <= -2.0 + 0.1 and fit.ci_high >= -2.0 - 0.1
    for baseline in ("LT-prior-Ganesh23-claim", "LT-prior-Tao25"):
        assert not fit.ci_low <= exponents[baseline] <= fit.ci_high


def test_escape_cost_finding_printed_tau_refreshes_every_escape_and_widens_the_gap():
    finding = lt.escape_cost_finding(seeds=2)
    assert finding.refreshes_printed == finding.escapes  # tau < 1: every escape forces O1 + O3
    assert all(r == 0 for r in finding.refreshes_corrected)
    assert all(r > 1.0 for r in finding.ratio)
    assert finding.ratio_fit.ci_high < 0  # the printed/corrected gap grows as alpha shrinks
    assert finding.printed.slope < finding.corrected.slope


@pytest.mark.full
@pytest.mark.parametrize("check", lt.full_checks(), ids=lambda c: c.name)
def test_paper_scale_slopes(check, tmp_path):
    result = run_check(check, SampleCache(tmp_path))
    assert result.as_expected, result.summary()


@pytest.mark.full
def test_paper_scale_escape_cost_finding():
    finding = lt.escape_cost_finding(lt.CHAIN_ALPHAS_FULL, seeds=8, d=lt.CHAIN_D_FULL)
    assert finding.refreshes_printed == finding.escapes
    assert finding.ratio_fit.ci_high < 0
    assert finding.printed.ci_high < finding.corrected.ci_low
