"""What KLT's statement modules share: the source locator, the normalisations and common settings."""

from __future__ import annotations

import sympy as sp

from bounds.papers.klt.symbols import (
    Phi,
    alpha,
    beta,
)
from bounds.registry import register
from bounds.symbols import L, d, delta, epsilon, n
from bounds.theorem import Theorem

PAPER = "KLT"
V1, V2 = "v1", "v2"
FILES = {V1: "arXiv:2410.05880v1", V2: "arXiv:2410.05880v2"}

R12, R13, R15, R23, R32, R34, R52 = (sp.Rational(*p) for p in ((1, 2), (1, 3), (1, 5), (2, 3), (3, 2), (3, 4), (5, 2)))
LOG_DELTA = sp.log(1 / delta)

ALPHA_LE = sp.Le(alpha, Phi / L)
BETA_LE = sp.Le(beta, L)
ALPHA_TEXT = "alpha <= Phi/L (printed hypothesis)"
BETA_TEXT = "beta <= L without loss of generality: every point is (alpha, L)-stationary (proof of Lem B.3)"
NONVACUOUS = sp.Le(Phi * sp.sqrt(d) / (alpha * L) + Phi * d / (epsilon * alpha * L), n)
NONVACUOUS_TEXT = (
    "n >= Phi sqrt(d)/(alpha L) + Phi d/(eps alpha L), v2's sample complexity at beta = L: for smaller n the bound "
    "exceeds L and is vacuous (the error-form analogue of beta <= L; the same domain for both versions, so that "
    "the corrected v1 display is compared where v2's is)"
)

SMOOTHNESS = L * sp.sqrt(d) / alpha
"""Fact 2.3(iii): f_alpha is O(L sqrt(d)/alpha)-smooth; substituted for H_alpha in the lemmas that use it."""


def _at(version: str, where: str) -> str:
    """A citation of one version's text."""
    return f"{FILES[version]} ({version}), {where}"


def _both(v2_where: str, v1_where: str) -> str:
    """A citation of a statement that is the same in both versions."""
    return f"{_at(V2, v2_where)}; same statement in {_at(V1, v1_where)}"


def _register(**fields) -> Theorem:
    return register(Theorem(paper=PAPER, **fields))
