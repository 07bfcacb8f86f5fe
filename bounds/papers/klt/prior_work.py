"""Prior-work rates quoted by KLT (Kornowski, Liu, Talwar), registered under the paper key ``KLT``.

Sources: ``arXiv:2410.05880v2`` (v2) and ``arXiv:2410.05880v1`` (v1). KLT quote these rates
without Phi and L (Table 1's caption ignores the
"dependence on Lipschitz constant, initialization"); they are restored here by units, which fixes them uniquely:
n and oracle counts are dimensionless, so Phi^a L^b d/(alpha beta^3) needs (a, b) = (1, 2) and
Phi^a L^b d^(3/2)/(eps alpha beta^2) needs (a, b) = (1, 1). Each record is quoted identically in both versions
and is registered once (version "v1").
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import GRADIENT, NONE
from bounds.papers.klt.symbols import Phi, alpha, beta
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import B, L, d, epsilon
from bounds.theorem import Theorem

V1_FILE = "arXiv:2410.05880v1"
V2_FILE = "arXiv:2410.05880v2"

ZTC24 = "Zhang, Tran, Cutkosky, 'Private zeroth-order nonsmooth nonconvex optimization', ICLR 2024"
KS24 = "Kornowski, Shamir, 'An algorithm with optimal dimension-dependence for zero-order nonsmooth nonconvex "
KS24 += "stochastic optimization', JMLR 25(122), 2024"
CMO23 = "Cutkosky, Mehta, Orabona, 'Optimal stochastic non-smooth non-convex optimization through online-to-non-convex "
CMO23 += "conversion', ICML 2023"
DUCHI15 = "Duchi, Jordan, Wainwright, Wibisono, 'Optimal rates for zero-order convex optimization: the power of two "
DUCHI15 += "function evaluations', IEEE Trans. Inf. Theory 61(5), 2015"

NONPRIVATE = Phi * L**2 / (alpha * beta**3)
"""The non-private O2NC complexity Phi L^2/(alpha beta^3) (first-order calls or samples)."""


def _quoted(where_v2: str, where_v1: str, original: str) -> str:
    return f"quoted in {V2_FILE} (v2), {where_v2}, and {V1_FILE} (v1), {where_v1}; original: {original}"


def _register(**fields) -> Theorem:
    return register(Theorem(paper="KLT", version="v1", **fields))


_register(
    id="ZTC24-single-pass",
    source=_quoted("eq. (1) and Table 1", "eq. (1) and Table 1", ZTC24),
    kind="prior work",
    statement="single-pass zero-order (eps, delta)-DP algorithm (m = d directions, worst-case sensitivity L d/B) "
    "returning an (alpha, beta)-Goldstein stationary point of F if n = Omega~(d/(alpha beta^3) + "
    "d^(3/2)/(eps alpha beta^2)) (Renyi DP in the original, whose rho plays the role of eps)",
    rate=Rate.of(
        "n for an (alpha, beta)-Goldstein stationary point of F (single pass, zero order)",
        NONE,
        ("non-private", NONPRIVATE * d),
        ("private", Phi * L * d ** sp.Rational(3, 2) / (epsilon * alpha * beta**2)),
        polylog_note="Omega-tilde",
    ),
    notes="Phi and L restored by units (see the module docstring)",
)

_register(
    id="ZTC24-sensitivity",
    source=_quoted("eq. (5) (Sec. 1.2)", "eq. (5) (Sec. 3)", ZTC24),
    kind="prior work",
    statement="with m = d directions the minibatch zero-order estimator has worst-case sensitivity L d/B",
    rate=Rate.of("worst-case sensitivity of the size-B minibatch estimator", GRADIENT, ("worst case", L * d / B)),
)

_register(
    id="KS24-zero-order",
    source=_quoted("Rem 3.2 and Rem 6.2", "Rem 3.2", KS24),
    kind="prior work",
    statement="non-private zero-order algorithm with O(d Phi L^2/(alpha beta^3)) function-value calls to an "
    "(alpha, beta)-Goldstein stationary point (quoted as d/(alpha beta^3))",
    rate=Rate.of("zero-order oracle calls (non-private)", NONE, ("oracle calls", NONPRIVATE * d)),
)

_register(
    id="KS24-zero-order-lower-bound",
    source=_quoted("Rem 3.2 and Rem 6.2", "Rem 3.2", f"{KS24}; linear dependence on d: {DUCHI15}"),
    kind="lower bound",
    statement="the zero-order oracle complexity d/(alpha beta^3) is optimal (KS24) and must scale linearly with d "
    "(Duchi et al. 2015); KLT stress that this bounds oracle calls, not samples",
    rate=Rate.of("zero-order oracle calls needed (non-private)", NONE, ("oracle calls", NONPRIVATE * d)),
)

_register(
    id="CMO23-first-order",
    source=f"{V2_FILE} (v2), Sec. 2.1 (Alg. 2 is the O2NC of Cutkosky et al.) and Rem 6.2 (zero-/first-order "
    f"oracle ratio Theta(d)); {V1_FILE} (v1), Sec. 2.1; the rate itself is not printed in KLT; original: {CMO23}",
    kind="prior work",
    statement="non-private first-order O2NC: O(Phi L^2/(alpha beta^3)) stochastic gradient calls to an "
    "(alpha, beta)-Goldstein stationary point",
    rate=Rate.of("first-order oracle calls (non-private)", NONE, ("oracle calls", NONPRIVATE)),
)
