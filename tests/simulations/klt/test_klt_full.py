"""KLT rate checks at paper scale (pytest -m full): end-to-end private-window slopes, larger sweeps."""

from __future__ import annotations

import pytest

from simulations.checks import SampleCache, run_check
from simulations.checks.catalog import klt


@pytest.mark.full
@pytest.mark.parametrize("check", klt.full_checks(), ids=lambda c: c.name)
def test_full_check(check, tmp_path_factory):
    result = run_check(check, SampleCache(tmp_path_factory.mktemp("klt-full")))
    assert result.as_expected, result.summary()


@pytest.mark.full
@pytest.mark.parametrize("bound", klt.full_bound_checks(), ids=lambda b: b.check.name)
def test_full_bound_check(bound, tmp_path_factory):
    result = klt.run_bound_check(bound, SampleCache(tmp_path_factory.mktemp("klt-full-bound")))
    assert result.as_expected, result.summary()
