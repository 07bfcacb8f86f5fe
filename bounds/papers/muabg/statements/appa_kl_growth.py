"""MUABG Appendix A: the KL condition and the growth condition."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import LOSS
from bounds.papers.muabg.statements.common import KAPPA_GT1, R, _mono, _theorem
from bounds.papers.muabg.symbols import L0, gamma, kappa, r_w
from bounds.rate import Rate
from bounds.symbols import epsilon, n
from bounds.theorem import Derivation


def _growth(lam: sp.Expr, tau: sp.Expr) -> sp.Expr:
    """Def. 4's growth lambda^tau ||w - w_p||^tau."""
    return lam**tau * r_w**tau


GROWTH_RATE = Rate.of(
    "growth F(w) - F(w_p)",
    LOSS,
    ("(||w - w_p||/gamma)^(kappa/(kappa-1))", _mono((r_w / gamma) ** (kappa / (kappa - 1)))),
)

_theorem(
    "MUABG-Lem6",
    "Lem 6 (App. A; BNPS17 Thm 5.2 (ii))",
    "lemma",
    "kappa >= 1, gamma > 0: a convex F with (1/gamma, kappa/(kappa-1))-growth is (gamma, kappa)-KL (lambda = 1/gamma, "
    "tau = kappa/(kappa-1), conversely kappa = tau/(tau-1))",
    GROWTH_RATE,
    quoted_from="Theorem 5.2 (ii) in [10] (Bolte, Nguyen, Peypouquet, Suter 2017)",
    derivation=Derivation(
        {"Def. 4 at (lambda, tau) = (1/gamma, kappa/(kappa-1))": _growth(1 / gamma, kappa / (kappa - 1))}, exact=True
    ),
)

_theorem(
    "MUABG-Lem7",
    "Lem 7 (App. A)",
    "lemma",
    "(gamma, kappa)-KL with kappa >= 1 implies F(w) - F(w_p) >= [(1/gamma)(kappa-1)/kappa]^(kappa/(kappa-1)) "
    "||w - w_p||^(kappa/(kappa-1)), i.e. growth with lambda = (kappa-1)/(kappa gamma), tau = kappa/(kappa-1)",
    GROWTH_RATE,
    derivation=Derivation(
        {
            "g = (F - F*)^(1 - 1/kappa)/(1 - 1/kappa) decreases by >= ||w - w_p||/gamma along the flow": (
                (1 - 1 / kappa) * r_w / gamma
            )
            ** (1 / (1 - 1 / kappa))
        },
        unchecked=(
            "proof of Lem 7 (2)-(4): ||grad g||^2 = ||grad F||^2/(F - F*)^(2/kappa) >= 1/gamma^2 by KL",
            "proof of Lem 7 (i)-(ii): g(w0) - g(w_T) = int ||grad g||^2 >= (1/gamma) int ||grad g|| "
            ">= ||w0 - w_p||/gamma along the gradient flow (path length >= ||w0 - w_p||)",
            "proof of Lem 7: F is invex (KL), so the flow reaches F* in finite time",
        ),
    ),
    exponent_values={kappa: KAPPA_GT1},
    notes="The constant [(kappa-1)/kappa]^(kappa/(kappa-1)) is not a number, so the rate carries the monomial only.",
)

_theorem(
    "MUABG-Thm8",
    "Thm 8 (App. C.3)",
    "lower bound",
    "kappa >= 2, 0 < eps <= ln 2, 0 < delta <= (1 - e^-eps)/16, any d, B: for any (eps, delta)-DP algorithm there are "
    "S and a convex f, 1-Lipschitz, with F (1, kappa)-KL and E[F(A(S)) - inf F] >= (1/4)(1/(n eps))^kappa (d = 1 "
    "construction; encoded with gamma = L0 = 1 restored)",
    Rate.of(
        "expected excess empirical risk (lower bound)",
        LOSS,
        ("(1/4)(gamma L0/(n eps))^kappa", R(1, 4) * _mono((gamma * L0 / (n * epsilon)) ** kappa)),
    ),
)
