"""LT Thm 2.5 (arXiv:2410.07502, Sec. 2.1) states matrix Azuma under the one-sided hypothesis X_i <= A_i (erratum
LT-E27). In d = 1 a zero-mean two-point increment with a rare large negative jump satisfies it, yet the sum is far
from concentrated: the exact binomial probability beats the printed tail bound d exp(-t^2/(8 sigma^2)). Under
Tropp's hypothesis X_i^2 <= A_i^2 the same increments give a sigma^2 large enough for the bound to hold."""

from __future__ import annotations

import math

from scipy.stats import binom

N, P, A = 100, 1e-3, 1.0  # X_i = A w.p. 1 - P, -A (1 - P)/P w.p. P: mean 0, X_i <= A
JUMP = A * (1 - P) / P
T = N * A / 2


def _upper_tail_of_the_sum() -> float:
    """Pr[S >= T] exactly (the lambda_max form of the bound): S = A (N - K) - JUMP K with K ~ Bin(N, P), so S >= T
    only when no jump occurs."""
    return sum(binom.pmf(k, N, P) for k in range(N + 1) if A * (N - k) - JUMP * k >= T)


def _azuma_bound(a_i: float) -> float:
    return math.exp(-(T**2) / (8 * N * a_i**2))  # d = 1, sigma^2 = sum A_i^2 = N a_i^2 (sign as in LT-E21)


def test_the_one_sided_hypothesis_does_not_give_the_tail_bound():
    tail = _upper_tail_of_the_sum()
    assert abs(tail - (1 - P) ** N) < 1e-12 and tail > 0.9  # (1 - P)^N = 0.905
    assert _azuma_bound(A) < 0.05  # against the printed bound's 0.044


def test_under_the_two_sided_hypothesis_the_bound_holds():
    """The same increments with A_i = max |X_i| (Tropp's X_i^2 <= A_i^2): the bound is then vacuous, as it must be."""
    assert _upper_tail_of_the_sum() <= _azuma_bound(max(A, JUMP))
