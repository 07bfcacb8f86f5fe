"""KLT checks at paper scale (pytest -m full): end-to-end private-window slopes, larger sweeps, one-sided bounds."""

from __future__ import annotations

import pytest

from simulations.checks import SampleCache, run_check
from simulations.papers.klt import checks as klt


@pytest.mark.full
@pytest.mark.parametrize("check", klt.full_checks(), ids=lambda c: c.id)
def test_full_check(check, tmp_path_factory):
    result = run_check(check, SampleCache(tmp_path_factory.mktemp("klt-full")))
    assert result.as_expected, result.summary()
