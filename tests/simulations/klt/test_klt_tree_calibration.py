"""KLT Lem 3.5 / Lem 6.4 (arXiv:2410.05880v2) calibrate the tree noise without Prop 2.5's sqrt(log Sigma) (erratum
KLT-E18). One increment of sensitivity s enters one node per level of the tree, L = floor(log2 Sigma) + 1 nodes
with independent noise, so the releases are a Gaussian mechanism with mu = sqrt(L) s/sigma; its exact privacy
profile (:func:`simulations.privacy.calibration.gdp_delta`) decides whether a calibration gives (eps, delta)."""

from __future__ import annotations

import math

from simulations.privacy.calibration import gdp_delta

EPSILON, DELTA = 1.0, 1e-6


def _delta_at(levels: int, sigma_over_s: float) -> float:
    return gdp_delta(math.sqrt(levels) / sigma_over_s, EPSILON)


def test_the_printed_calibration_fails_once_the_tree_is_deep_enough():
    printed = 4 * math.sqrt(math.log(1 / DELTA)) / EPSILON  # Prop 2.5's constant 4, without sqrt(log Sigma)
    deltas = {k: _delta_at(k + 1, printed) for k in range(1, 41)}  # Sigma = 2^k
    first = min(k for k, d in deltas.items() if d > DELTA)
    assert first == 12 and 1.5e-6 < deltas[12] < 1.8e-6  # fails from Sigma = 2^12 on, and keeps growing
    assert deltas[40] > 100 * DELTA


def test_prop_25s_calibration_with_sqrt_log_sigma_holds_at_every_depth():
    for k in range(1, 41):
        sigma = 4 * math.sqrt(math.log(2**k) * math.log(1 / DELTA)) / EPSILON
        assert _delta_at(k + 1, sigma) <= DELTA
