"""The CGT rate checks: every quick check meets its expectation (pass, or a documented finding), every negative
control fails; the paper-scale grids run under the ``full`` marker."""

from __future__ import annotations

import pytest

from simulations.checks import SampleCache, run_check
from simulations.checks.catalog import cgt, load


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return SampleCache(tmp_path_factory.mktemp("cgt_cache"))


def test_catalog_is_registered():
    module = load("cgt")
    assert module.checks() and module.negative_controls() and module.full_checks()
    assert all(c.expected == "fail" and c.why_fail for c in module.negative_controls())


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
