"""The CGT rate checks: every quick check meets its expectation (pass, or a documented finding), every negative
control fails; the paper-scale grids run under the ``full`` marker."""

from __future__ import annotations

import pytest

from simulations.checks import SampleCache, run_check
from simulations.papers.cgt import checks as cgt


@pytest.fixture(scope="module")
def cache():
    return SampleCache()  # the test run's (samples are a pure function of their key)


def test_the_check_module_is_the_one_the_plugin_lists():
    from bounds import plugins
    from simulations.checks.collect import checks_of

    assert plugins.paper("CGT").checks == ("simulations.papers.cgt.checks",)
    assert cgt.checks() and cgt.negative_controls() and cgt.full_checks()
    assert all(c.expected == "fail" and c.why_fail for c in cgt.negative_controls())
    assert [c.id for c in checks_of("CGT")] == [c.id for c in cgt.checks() + cgt.negative_controls()]


@pytest.mark.parametrize("check", cgt.checks(), ids=lambda c: c.name)
def test_check(check, cache):
    result = run_check(check, cache)
    assert result.as_expected, result.summary()
    if check.reference == "exact":
        # The documented finding: far from the exact bound's local slope, on the pure exponent of the dominant term.
        assert abs(result.fit.slope - result.prediction.exact_slope) > check.tolerance
        assert abs(result.fit.slope - result.prediction.exponent) <= check.tolerance


@pytest.mark.parametrize("check", cgt.negative_controls(), ids=lambda c: c.name)
def test_negative_control_fails(check, cache):
    result = run_check(check, cache)
    assert not result.passed, result.summary()


@pytest.mark.full
@pytest.mark.parametrize("check", cgt.full_checks(), ids=lambda c: c.name)
def test_full_check(check, cache):
    result = run_check(check, cache)
    assert result.as_expected, result.summary()
