"""LT Claim 3.7 (arXiv:2410.07502, Sec. 3.1) as printed puts Gamma where t belongs and sums the gradient errors over
i = 1..t (erratum LT-E29). On F(x) = (M/2) x^2 one inexact step from x_0 = 0 already breaks it, exactly; the
corrected claim (t, and the errors varrho_0..varrho_(t-1)) holds on the same step."""

from __future__ import annotations

from fractions import Fraction

import pytest

M, A = Fraction(1), Fraction(1)  # smoothness and the first gradient estimate g_0 = A (the true gradient is 0)
ETA = 1 / M


def _one_step() -> tuple[Fraction, Fraction, Fraction]:
    """(||x_1 - x_0||^2, F(x_0) - F(x_1), varrho_0^2) for x_1 = x_0 - eta g_0 at x_0 = 0."""
    x1 = -ETA * A
    return x1**2, -(M / 2) * x1**2, (0 - A) ** 2


@pytest.mark.parametrize("gamma", [1, 13, 100])
def test_the_printed_claim_fails_on_one_step(gamma):
    moved, decrease, _ = _one_step()
    t, varrho_1 = 1, 0  # the printed sum runs over i = 1..t; g_1 = grad F(x_1) makes varrho_1 = 0
    printed = 8 * ETA * gamma * decrease + 50 * ETA**2 * t * varrho_1**2
    assert moved > printed


@pytest.mark.parametrize("gamma", [1, 13, 100])
def test_the_corrected_claim_holds_on_the_same_step(gamma):
    moved, decrease, error0 = _one_step()
    t = 1
    assert moved <= 8 * ETA * t * decrease + 50 * ETA**2 * t * error0
