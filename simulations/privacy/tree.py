"""The binary tree mechanism for private prefix sums (continual counting), and the papers' printed NODE sets.

Leaves are the increments 1..T. A node (u, v) is the interval of increments u..v; prefix t is released as the
sum of the nodes of NODE(t), the dyadic decomposition of [1, t] by the binary digits of t, each node carrying
independent N(0, sigma^2 I_d) noise. Only the nodes (j 2^k - 2^k + 1, j 2^k) with j odd are ever used, exactly T
of them, and the noise of prefix t has covariance popcount(t) sigma^2 I_d.
"""

from __future__ import annotations

from typing import Literal

import numpy as np

from simulations.privacy import _checks

Node = tuple[int, int]


def node_set(t: int) -> list[Node]:
    """NODE(t): the dyadic decomposition of [1, t], one node per set binary digit of t, highest first.

    KLT-Alg1 (v1 and v2) with its NODE erratum fixed (the printed loop
    returns the empty set in v1 and misses or invents nodes in v2; see :func:`printed_node_set`); it is the
    binary expansion used in the proof of CGT-Lem4.3 (arXiv 2406.02716 v1). ``len(node_set(t)) == popcount(t)``.
    """
    t = _checks.integer("t", t, 1)
    nodes = []
    start = 0
    for level in range(t.bit_length() - 1, -1, -1):
        if t >> level & 1:
            nodes.append((start + 1, start + (1 << level)))
            start += 1 << level
    return nodes


def printed_node_set(t: int, horizon: int, version: Literal["v1", "v2"]) -> list[Node]:
    """NODE(t) exactly as printed in KLT Algorithm 1, for tests that show it is wrong.

    ``S = {}, k = 0; for i = 1..ceil(log2 Sigma) while k < t: k' = k + 2^(ceil(log2 Sigma) - i);
    if COND: S = S + {(k+1, k')}, k = k'``, where COND is ``k' <= k`` in v1 (never true, so no noise is added)
    and ``k' <= t`` in v2 (misses leaf Sigma when Sigma is a power of two, and emits intervals outside the
    printed node family when it is not; see :func:`printed_node_family`). Not for use in mechanisms.
    """
    t = _checks.integer("t", t, 1)
    horizon = _checks.integer("horizon", horizon, 1)
    if t > horizon:
        raise ValueError(f"t must lie in [1, horizon={horizon}], got t={t}")
    if version not in ("v1", "v2"):
        raise ValueError(f"version must be 'v1' or 'v2', got version={version!r}")
    depth = (horizon - 1).bit_length()  # ceil(log2(horizon))
    nodes = []
    k = 0
    for i in range(1, depth + 1):
        if k >= t:
            break
        k_next = k + 2 ** (depth - i)
        if (k_next <= k) if version == "v1" else (k_next <= t):
            nodes.append((k + 1, k_next))
            k = k_next
    return nodes


def printed_node_family(horizon: int) -> set[Node]:
    """The node set of KLT Algorithm 1 as printed: {(j 2^(l-1) + 1, (j+1) 2^(l-1)) : 1 <= l <= log2 Sigma,
    0 <= j <= Sigma / 2^(l-1) - 1}, with l and j integers. It has no root, and no interval longer than
    2^(floor(log2 Sigma) - 1)."""
    horizon = _checks.integer("horizon", horizon, 1)
    family = set()
    for level in range(1, horizon.bit_length()):
        width = 2 ** (level - 1)
        family.update((j * width + 1, (j + 1) * width) for j in range(horizon // width))
    return family


def tree_factorization(horizon: int) -> tuple[list[Node], np.ndarray, np.ndarray]:
    """The tree mechanism as a factorization A = B C of the T x T prefix-sum matrix A.

    Returns ``(nodes, decoder, strategy)``: ``nodes`` lists the T used nodes (odd j), ``strategy`` (T x T, 0/1)
    has row n equal to the leaf indicator of node n, and ``decoder`` (T x T, 0/1) has row t-1 equal to the
    indicator of NODE(t). So ``decoder @ strategy`` is the prefix-sum matrix, the prefix noise covariance with
    unit node noise is ``decoder @ decoder.T`` (diagonal popcount(t)), and the squared column norms of
    ``strategy`` count the nodes that contain each leaf. The matrix-factorization view of CGT-Lem4.3.
    """
    horizon = _checks.integer("horizon", horizon, 1)
    # Node n ends at n + 1 and has the width of the lowest set bit of n + 1.
    ends = np.arange(1, horizon + 1)
    starts = ends - (ends & -ends) + 1
    strategy = ((ends[None, :] >= starts[:, None]) & (ends[None, :] <= ends[:, None])).astype(float)
    decoder = np.zeros((horizon, horizon))
    for level in range(horizon.bit_length()):
        steps = ends[(ends >> level & 1) == 1]
        decoder[steps - 1, (steps >> level << level) - 1] = 1.0
    nodes = [(int(u), int(v)) for u, v in zip(starts, ends, strict=True)]
    return nodes, decoder, strategy


def max_node_memberships(horizon: int) -> int:
    """Largest number of tree nodes that contain one leaf: bit_length(T) = ceil(log2(T + 1)).

    The l2 sensitivity of the vector of all node sums is ``sqrt(max_node_memberships(T))`` times the increment
    sensitivity (CGT-Lem4.3 bounds it by 1 + ceil(log2 T); KLT-Prop2.5 by about log2 T). It equals the
    ``max_depth`` of ``dp_accounting``'s ``SingleEpochTreeAggregationDpEvent``.
    """
    horizon = _checks.integer("horizon", horizon, 1)
    return horizon.bit_length()


def tree_zcdp_rho(horizon: int, noise_multiplier: float) -> float:
    """zCDP parameter of the whole tree over T steps when each node has noise ``noise_multiplier`` times the
    increment sensitivity: ``max_node_memberships(T) / (2 noise_multiplier^2)`` (CGT-Lem4.3, zCDP form)."""
    noise_multiplier = _checks.positive("noise_multiplier", noise_multiplier)
    return max_node_memberships(horizon) / (2.0 * noise_multiplier**2)


class TreePrefixNoise:
    """Streaming noise of the binary tree mechanism: ``step()`` returns the noise of prefix t = 1, 2, ...

    Node noises are drawn lazily from ``rng`` when a node is first needed, with shape ``(reps, dim)`` (a leading
    axis of independent repetitions). Only the nodes of the current NODE(t) are kept, as a stack of running
    partial sums, so memory is at most ``bit_length(T)`` arrays of shape ``(reps, dim)``. Moving from t-1 to t
    drops the nodes below the lowest set bit of t and pushes one new node. KLT-Alg1 with the fixed NODE;
    CGT-Lem4.3 (streaming implementation).
    """

    def __init__(self, dim: int, sigma: float, rng: np.random.Generator, reps: int = 1) -> None:
        self.dim = _checks.integer("dim", dim, 1)
        self.sigma = _checks.non_negative("sigma", sigma)
        self.reps = _checks.integer("reps", reps, 1)
        self._rng = _checks.generator("rng", rng)
        self._t = 0
        self._nodes: list[Node] = []
        self._sums: list[np.ndarray] = []

    @property
    def t(self) -> int:
        """The index of the last released prefix (0 before the first step)."""
        return self._t

    @property
    def live_nodes(self) -> tuple[Node, ...]:
        """The nodes whose noise makes up the last released prefix: NODE(t), highest first."""
        return tuple(self._nodes)

    def step(self) -> np.ndarray:
        """Advance to the next prefix t and return its noise, shape ``(reps, dim)``."""
        self._t += 1
        low = (self._t & -self._t).bit_length() - 1
        keep = len(self._nodes) - low
        del self._nodes[keep:], self._sums[keep:]
        noise = self.sigma * self._rng.standard_normal((self.reps, self.dim))
        self._nodes.append((self._t - (1 << low) + 1, self._t))
        self._sums.append(self._sums[-1] + noise if self._sums else noise)
        return self._sums[-1].copy()
