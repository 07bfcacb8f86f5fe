"""LT-E38 made numerical: Thm 2.2's tree-noise accuracy bound misses the sqrt(log Sigma) of summing node noises.

Paper: arXiv 2410.07502 (version dated Feb 26, 2025), Sec. 2.1, Thm 2.2: "with probability at least 1 - Sigma iota,
for all t in [Sigma]: ||TREE(t)|| <~ sqrt(d log(1/iota)) sigma". TREE(t) sums the noises of the |NODE(t)| nodes
covering [1, t], independent N(0, sigma^2 I_d); at t = 2^L - 1 in a tree of Sigma = 2^L leaves there are L of them,
so at d = 1 TREE(t) ~ N(0, L sigma^2). Take iota = Sigma^(-2), so log(1/iota) = 2 L ln 2.
"""

from __future__ import annotations

import math

from scipy.stats import norm


def _exceeds(depth: int, constant: float, nodes: int) -> float:
    """Pr[|TREE(t)| > constant sqrt(log(1/iota)) sigma] at d = 1 when TREE(t) sums ``nodes`` node noises."""
    threshold = constant * math.sqrt(2 * depth * math.log(2))  # in units of sigma
    return float(2 * norm.sf(threshold / math.sqrt(nodes)))


def test_at_the_deepest_leaf_the_violation_probability_does_not_shrink_with_the_tree():
    for constant in (3.0, 10.0):
        probabilities = [_exceeds(depth, constant, nodes=depth) for depth in (8, 64, 512)]
        assert max(probabilities) - min(probabilities) < 1e-12 * max(probabilities) + 1e-300
        allowed = 2.0**-512  # Sigma iota at depth 512
        assert probabilities[-1] > allowed


def test_the_numbers_the_erratum_quotes():
    assert math.isclose(_exceeds(12, 3.0, nodes=12), 4.1e-4, rel_tol=0.01)
    assert _exceeds(12, 3.0, nodes=12) > 2.0**-12 and _exceeds(11, 3.0, nodes=11) < 2.0**-11


def test_control_one_node_meets_the_bound_with_room_to_spare():
    # with a single node (the bound's implicit count) the tail is far below Sigma iota at every depth shown
    for depth in (8, 64, 512):
        assert _exceeds(depth, 3.0, nodes=1) < 2.0**-depth
