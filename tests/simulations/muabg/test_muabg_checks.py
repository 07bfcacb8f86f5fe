"""MUABG rate checks: measured slopes against ``bounds`` (MUABG-Thm1, -Thm2, -Thm4, -Thm5), the Thm 2 finding,
and negative controls that must fail. Paper-scale grids carry the ``full`` marker."""

from __future__ import annotations

import numpy as np
import pytest

from simulations.checks import SampleCache, run_check
from simulations.papers.muabg import checks as muabg


def _name(check) -> str:
    return check.name


@pytest.fixture(scope="module")
def cache() -> SampleCache:
    """The test run's samples, keyed by configuration and code (a stale entry is never used)."""
    return SampleCache()


@pytest.fixture(scope="module")
def default_results(cache):
    return {check.name: run_check(check, cache) for check in muabg.checks()}


@pytest.mark.parametrize("name", [c.name for c in muabg.checks()])
def test_default_check_as_expected(default_results, name):
    """Every quick check passes, except the documented finding, which must fail (with its reason)."""
    result = default_results[name]
    assert result.as_expected, result.summary()


def test_thm1_slope_tracks_kappa(default_results):
    """Fitted n-slopes of Alg 1 against kappa: the trend is d(-kappa)/d kappa = -1 (the notes' prototype gives the
    same through -1.94, -1.42, -1.25)."""
    results = [r for name, r in default_results.items() if name.startswith("Thm1") and name.endswith("vs n")]
    trend = muabg.slope_against_kappa(results, lambda k: -k)
    assert trend.reference_trend == pytest.approx(-1.0)
    assert abs(trend.trend - trend.reference_trend) <= 0.1, trend


@pytest.mark.parametrize("name", [c.name for c in muabg.findings()])
def test_thm2_gap_finding_meets_the_corrected_rate_and_fails_the_printed_one(default_results, name):
    result = default_results[name]
    assert result.passed and result.as_expected, result.summary()
    assert result.printed_rate.decision == "fail" and result.printed_rate.evidence == ("MUABG-E7",)
    assert result.fit.slope == pytest.approx(-2.0, abs=0.15)  # the subroutine accuracy tau ~ n^-2 log n


def test_thm2_adversarial_subroutine_violates_the_claimed_floor():
    rows = muabg.thm2_floor_violation((1e6, 1e7, 1e8, 1e9))
    assert [r.violated for r in rows] == [False, False, True, True]
    for row in rows:
        assert row.excess == pytest.approx(row.tau, rel=0.02)  # excess is the subroutine accuracy tau
    assert rows[-1].excess / rows[-1].claimed > 30


@pytest.mark.parametrize("check", muabg.negative_controls(), ids=_name)
def test_negative_control_fails(check, cache):
    result = run_check(check, cache)
    assert not result.passed, result.summary()


def test_thm5_laws_are_judged_against_their_own_predictors(default_results):
    """The law checks are ordinary checks of the catalog; their reference is the law's slope, not Thm 5's rate."""
    for check in muabg.law_checks():
        result = default_results[check.name]
        assert result.passed, result.summary()
        assert result.prediction == check.law(check)
        assert result.reference_slope == result.prediction.exact_slope


@pytest.mark.parametrize("check", muabg.law_controls(), ids=_name)
def test_thm5_law_control_has_no_d_dependence(check, cache):
    result = run_check(check, cache)
    assert abs(result.fit.slope) < 0.2, result.summary()  # the noise scale ignores d, so nothing depends on d


def test_law_check_is_cached(tmp_path):
    cache = SampleCache(tmp_path)
    check = muabg.law_checks()[1]
    first = run_check(check, cache)
    second = run_check(check, cache)
    assert not first.from_cache and second.from_cache and first.samples == second.samples


@pytest.mark.full
@pytest.mark.parametrize("check", muabg.full_checks(), ids=_name)
def test_full_check_passes(check, cache):
    result = run_check(check, cache)
    assert result.passed, result.summary()


@pytest.mark.full
def test_full_slope_trends_against_kappa(cache):
    alg1, alg3 = muabg.kappa_checks(full=True)
    trend1 = muabg.slope_against_kappa([run_check(c, cache) for c in alg1], lambda k: -k)
    assert abs(trend1.trend - trend1.reference_trend) <= 0.1, trend1
    trend4 = muabg.slope_against_kappa([run_check(c, cache) for c in alg3], lambda k: -2 * k / (4 - k))
    assert abs(trend4.trend - trend4.reference_trend) <= 0.15, trend4
    assert np.isfinite(trend4.ci_low) and trend4.ci_low <= trend4.ci_high


def test_a_sweep_where_the_exact_bound_is_undefined_says_so(default_results):
    """MUABG-Thm4 at kappa = 2: its step-cap terms' exponent kappa/(2 - kappa) is 2/0, so the exact bound is not a
    number over the sweep; the summary says so instead of printing a slope of nan, and the judged exponent stands."""
    result = next(r for r in default_results.values() if r.id == "MUABG-Thm4:excess:n:kappa=2+second-term")
    assert np.isnan(result.prediction.exact_slope)
    assert "exact bound undefined over the sweep" in result.summary() and "nan" not in result.summary()
    finite = next(r for r in default_results.values() if np.isfinite(r.prediction.exact_slope) and r.bound is None)
    assert f"exact-bound slope {finite.prediction.exact_slope:+.3f}" in finite.summary()
