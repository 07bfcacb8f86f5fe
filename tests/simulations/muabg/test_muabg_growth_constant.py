"""MUABG App. B.4 (arXiv:2311.13447v1) claims that F~ = F + A ||w - w_(i-1)||^tau has (lambda_i 2^((tau-2)/tau), tau)-
growth, i.e. F~ - F~* >= A |w - w~*|^tau (erratum MUABG-E21). At tau = 4 with a linear F the claim fails exactly;
the growth (lambda_i, tau), i.e. (A / 2^(tau-2)) |w - w~*|^tau, holds on a grid of the whole line."""

from __future__ import annotations

from fractions import Fraction

import numpy as np

TAU, A = 4, Fraction(1)


def _f_tilde(w):
    return 4 * A * w + A * w**TAU  # F(w) = 4 A w (convex, Lipschitz), w_(i-1) = 0; minimised at w = -1


def test_the_claimed_growth_constant_fails_exactly_at_tau_4():
    gap = _f_tilde(Fraction(1)) - _f_tilde(Fraction(-1))
    assert gap == 8 * A and A * 2**TAU == 16 * A  # 8 A < 16 A


def test_growth_with_lambda_i_holds_on_the_line():
    w = np.linspace(-50.0, 50.0, 200_001)
    gap = 4.0 * w + w**TAU - _f_tilde(-1.0)
    assert np.all(gap >= float(A) / 2 ** (TAU - 2) * np.abs(w + 1.0) ** TAU - 1e-9 * (1 + np.abs(w) ** TAU))
