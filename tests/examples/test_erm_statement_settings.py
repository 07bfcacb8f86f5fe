"""The worked plugin's noisy GD runs with its statement's settings: T and sigma are read from BST14-strongly-convex,
so a statement whose noise lacks sqrt(T) fails the n-slope check (its noise shrinks like 1/n^2 instead of 1/n)."""

from __future__ import annotations

import importlib
import shutil
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
import sympy as sp

from bounds import registry, symbols
from bounds.symbols import L, n, rho, sigma
from simulations.checks import run_check

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "ratekit-erm"
STATEMENT = ("BST14-strongly-convex", "v1")


@pytest.fixture
def bst14(tmp_path, monkeypatch):
    """The example's BST14 statements and checks, loaded as a plugin's modules load (the package alone, so that no
    entry point makes it an installed paper) and registered only for this test."""
    shutil.copytree(EXAMPLE / "ratekit_erm", tmp_path / "ratekit_erm", ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "_THEOREMS", dict(registry._THEOREMS))
    with symbols.paper_context("BST14"):
        importlib.import_module("ratekit_erm.symbols")
        importlib.import_module("ratekit_erm.bst14.statements")
        checks = importlib.import_module("ratekit_erm.bst14.checks")
    yield checks
    for module in [m for m in sys.modules if m == "ratekit_erm" or m.startswith("ratekit_erm.")]:
        del sys.modules[module]


def test_the_measure_runs_the_statements_steps_and_the_zcdp_noise_at_those_steps(bst14):
    """T = n^2 rho/d rounded up, and sigma = (2L/n) sqrt(T/(2 rho)) at that T: each of T Gaussian releases of
    sensitivity 2L/n is then (rho/T)-zCDP (Bun and Steinke 2016, Prop 1.6 and Lem 2.3)."""
    for check in bst14.checks():
        assert check.reads == ("T", "sigma") and check.rounded_up == ("T",)
        for value in check.values:
            p = check.parameters(value)
            steps = np.ceil(p["n"] ** 2 * p["rho"] / p["d"])
            assert p["T"] == steps and p["sigma"] * p["n"] / (2 * p["L"]) == pytest.approx(
                np.sqrt(steps / (2 * p["rho"]))
            )


def test_a_statement_whose_noise_lacks_sqrt_T_fails_the_n_slope_check(bst14, monkeypatch):
    check = next(c for c in bst14.checks() if c.swept == "n")
    theorem = registry.get(*STATEMENT)
    planted = replace(theorem, parameters={**theorem.parameters, sigma: 2 * L / n / sp.sqrt(2 * rho)})
    monkeypatch.setitem(registry._THEOREMS, STATEMENT, planted)
    result = run_check(check)
    assert result.decision == "fail", result.summary()
    assert result.fit.slope == pytest.approx(-4.0, abs=0.2), result.summary()  # d sigma^2/T ~ d^2/(n^4 rho^2)
