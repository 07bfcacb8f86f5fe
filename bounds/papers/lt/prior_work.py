"""Prior-work rates quoted by LT (Liu, Talwar), registered under the paper key ``LT``.

Source: ``arXiv:2410.07502v1`` (arXiv 2410.07502 v2). LT quote
these rates without the problem constants (B, G, M, rho = O(1), as in its Rem 3.18); they are restored here by the
gradient scale G, which makes each rate an accuracy in gradient units (the same convention as LT-Rem3.18). For the
direct fix's Hessian guarantee sqrt(rho) d^(1/5) alpha^(2/5) the units fix the missing factor uniquely as G^(1/10).

LT quotes no rate of Wang et al. (it cites their Lemmas 10 and 11 only) and no formula for Lowy et al. 2024
(footnote 1: an exponential-time warm start improves both FOSP and SOSP bounds); neither is encoded.
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import CURVATURE, GRADIENT
from bounds.papers.lt.symbols import G, alpha_S, rho_H
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import d, epsilon, n
from bounds.theorem import Theorem

FILE = "arXiv:2410.07502v1"
PRIVATE = sp.sqrt(d) / (n * epsilon)
"""The privacy ratio sqrt(d)/(n eps) of every quoted rate."""
NONPRIVATE = ("non-private 1/n^(1/3)", G / n ** sp.Rational(1, 3))

ARORA23 = "Arora, Bassily, Guzman, Menart, Ullah, 'Faster rates of convergence to stationary points in differentially "
ARORA23 += "private optimization', ICML 2023"
GANESH23 = (
    "Ganesh, Liu, Oh, Thakurta, 'Private (stochastic) non-convex optimization revisited: second-order stationary "
)
GANESH23 += "points and excess risks', NeurIPS 2023"
TAO25 = "Tao et al., OpenReview ICLR 2025 submission UVaLZMv0uk"
ARJEVANI23 = (
    "Arjevani, Carmon, Duchi, Foster, Srebro, Woodworth, 'Lower bounds for non-convex stochastic optimization', "
)
ARJEVANI23 += "Math. Program. 2023"


def _quoted(where: str, original: str) -> str:
    return f"quoted in {FILE}, {where}; original: {original}"


def _accuracy(quantity: str, exponent: sp.Rational | None) -> Rate:
    """G (1/n^(1/3) + (sqrt(d)/(n eps))^exponent), or the non-private term alone."""
    terms = [NONPRIVATE]
    if exponent is not None:
        terms.append((f"private (sqrt(d)/(n eps))^({exponent})", G * PRIVATE**exponent))
    return Rate.of(quantity, GRADIENT, *terms, polylog_note="O-tilde")


def _register(**fields) -> Theorem:
    return register(Theorem(paper="LT", version="v1", kind="prior work", **fields))


_register(
    id="LT-prior-Arora23-FOSP",
    source=_quoted("abstract and Sec. 1.1 (alpha_F)", ARORA23),
    statement="private SpiderBoost with the tree mechanism finds an alpha_F-FOSP of F_P with alpha_F = "
    "O~(1/n^(1/3) + (sqrt(d)/(n eps))^(1/2)) (the state of the art for FOSP)",
    rate=_accuracy("FOSP accuracy alpha_F", sp.Rational(1, 2)),
)

_register(
    id="LT-prior-Ganesh23-claim",
    source=_quoted("abstract and Sec. 1.1 (alpha_S)", GANESH23),
    statement="claimed: a private alpha_S-SOSP of F_P with alpha_S = O~(1/n^(1/3) + (sqrt(d)/(n eps))^(3/7)); its "
    "saddle escape was designed for full batches while the algorithm uses single-pass minibatches (Tao et al. 2025)",
    rate=_accuracy("SOSP accuracy alpha_S (claimed)", sp.Rational(3, 7)),
    notes="LT: 'a direct fix' only gives LT-prior-Ganesh23-directfix; LT's frozen-Hessian escape 'can also be applied "
    "to Ganesh et al. (2023) to recover their claimed rate' (no proof given)",
)

_register(
    id="LT-prior-Ganesh23-directfix",
    source=_quoted("Sec. 1.1 (the direct fix of the escape procedure)", GANESH23 + "; issue found by " + TAO25),
    statement="a direct fix of Ganesh et al.'s escape guarantees only nabla^2 F_P(x) >= -sqrt(rho) d^(1/5) alpha^(2/5) "
    "I_d, which is not Def 1.2's -sqrt(rho alpha) I_d",
    rate=Rate.of(
        "guaranteed -lambda_min(nabla^2 F_P) at the output",
        CURVATURE,
        (
            "direct fix",
            sp.sqrt(rho_H) * d ** sp.Rational(1, 5) * alpha_S ** sp.Rational(2, 5) * G ** sp.Rational(1, 10),
        ),
    ),
    notes="G^(1/10) restored by units; the guarantee meets Def 1.2's sqrt(rho alpha) only for alpha >= d^2 G",
)

_register(
    id="LT-prior-Tao25",
    source=_quoted("Sec. 1.1", TAO25),
    statement="an alternative correction of Ganesh et al. gives a private alpha-SOSP with alpha = O~(1/n^(1/3) + "
    "(sqrt(d)/(n eps))^(2/5))",
    rate=_accuracy("SOSP accuracy alpha", sp.Rational(2, 5)),
)

_register(
    id="LT-prior-Arjevani23-LB",
    source=_quoted("Sec. 1.1 (non-private lower bound, d >= Omega~(1/alpha^4))", ARJEVANI23),
    statement="non-private lower bound: finding an alpha-FOSP (hence SOSP) of F_P from n samples needs alpha = "
    "Omega(1/n^(1/3)) in high dimension (d >= Omega~(1/alpha^4)); open in low dimension",
    rate=_accuracy("FOSP/SOSP accuracy alpha (lower bound)", None),
)

_register(
    id="LT-prior-Ganesh23-ERM",
    source=_quoted("App. C ('the current SOTA of finding SOSP privately of F_D')", GANESH23),
    statement="a private O~((sqrt(d)/(n eps))^(2/3))-SOSP of the empirical loss F_D",
    rate=Rate.of(
        "SOSP accuracy alpha of F_D",
        GRADIENT,
        ("private (sqrt(d)/(n eps))^(2/3)", G * PRIVATE ** sp.Rational(2, 3)),
        polylog_note="O-tilde",
    ),
)
