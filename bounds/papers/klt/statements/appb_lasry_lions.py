"""KLT Appendix B (v2) / C (v1): Lasry-Lions smoothing."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import CURVATURE, GRADIENT, LENGTH, LOSS, NONE
from bounds.papers.klt.statements.common import BETA_LE, BETA_TEXT, R13, R23, V2, _both, _register
from bounds.papers.klt.symbols import L0, L1, R, alpha, beta, lambda_LL, mu_LL, nu_LL
from bounds.rate import Rate
from bounds.symbols import L, d, epsilon, n
from bounds.theorem import Correction, Derivation

LASRY_LIONS_ENVELOPES = {mu_LL: lambda_LL, nu_LL: 2 * lambda_LL}
"""h_LL = -M_lambda(-M_{2 lambda}(h)): the outer envelope's parameter is lambda, the inner one's 2 lambda (Fact B.2)."""
FACTB2_WHY = "lambda has units X^2/F (||y - x||^2/(2 lambda) is a loss; the paper's lambda = alpha/(3L) agrees)"

_register(
    id="KLT-FactB.2",
    version=V2,
    quoted_from="Lasry and Lions, 1986; Attouch and Aze, 1993",
    source=_both("Fact B.2 (iv)", "Fact C.2 (iv)"),
    kind="lemma",
    statement="the Lasry-Lions smoothing h_LL = -M_lambda(-M_{2 lambda}(h)) of an L-Lipschitz h is L-Lipschitz, has "
    "the same minimizers, and is O(L/lambda)-smooth (Lasry-Lions 1986, Attouch-Aze 1993)",
    rate=Rate.of("smoothness constant of h_LL", CURVATURE, ("smoothness", L / lambda_LL)),
    parameters=LASRY_LIONS_ENVELOPES,
    derivation=Derivation(
        {
            "-M_mu(-M_nu h) has a max{1/mu, 1/(nu - mu)}-Lipschitz gradient for 0 < mu < nu (Attouch-Aze 1993, "
            "which Fact B.2 cites)": sp.Max(1 / mu_LL, 1 / (nu_LL - mu_LL)),
        }
    ),
    corrections=(
        Correction(
            "rate", Rate.of("smoothness constant of h_LL", CURVATURE, ("smoothness", 1 / lambda_LL)), FACTB2_WHY
        ),
    ),
)

_register(
    id="KLT-FactB.2(ii)",
    version=V2,
    quoted_from="Lasry and Lions, 1986; Attouch and Aze, 1993",
    source=_both("Fact B.2 (ii)", "Fact C.2 (ii)"),
    kind="lemma",
    statement="|h_LL(x) - h(x)| <= L lambda",
    rate=Rate.of("|h_LL - h|", LOSS, ("approximation", L * lambda_LL)),
    parameters=LASRY_LIONS_ENVELOPES,
    derivation=Derivation(
        {
            "h_LL - h = (h_LL - g) + (g - h) with g = M_nu h: 0 <= h - g <= L^2 nu/2 and, g being L-Lipschitz, "
            "0 <= h_LL - g <= L^2 mu/2 (Moreau envelope of an L-Lipschitz function)": sp.Max(
                L**2 * mu_LL / 2, L**2 * nu_LL / 2
            ),
        }
    ),
    corrections=(
        Correction(
            "rate",
            Rate.of("|h_LL - h|", LOSS, ("approximation", L**2 * lambda_LL)),
            FACTB2_WHY + "; the Moreau envelope satisfies 0 <= h - M_lambda h <= L^2 lambda/2",
        ),
    ),
)

_register(
    id="KLT-LemB.3",
    version=V2,
    source=_both("Lem B.3 and its proof, eqs. (20)-(22)", "Lem C.3 and its proof, eqs. (21)-(23)"),
    kind="lemma",
    statement="for an L-Lipschitz h, any beta-stationary point of h_LL is (3 lambda L, beta)-Goldstein "
    "stationary for h",
    rate=Rate.of("Goldstein radius r", LENGTH, ("radius", 3 * lambda_LL * L)),
    assumptions=(BETA_LE,),
    assumption_text=(BETA_TEXT,),
    derivation=Derivation(
        {
            "||x - z*|| = lambda ||grad h_LL(x)|| <= lambda beta (Attouch-Aze 1993, Rem. 4.3.e)": lambda_LL * beta,
            "||z* - y*|| <= 2 lambda L (M_{2 lambda} h is L-Lipschitz)": 2 * lambda_LL * L,
        },
        unchecked=(
            "eqs. (20)-(22) (v2 lines 777-797): grad h_LL(x) in partial M_{2 lambda} h(z*) within conv{partial h(y*) "
            ": y* in Y*} within partial_r h(x), the inclusion that makes r a Goldstein radius; not encoded, the "
            "terms bound r only",
        ),
    ),
)

PROPB4 = _register(
    id="KLT-PropB.4",
    version=V2,
    quoted_from="Lowy, Ullman, Wright, ICML 2024",
    source=_both("Prop B.4 (quoting Lowy, Ullman, Wright, ICML 2024)", "Prop C.4"),
    kind="proposition",
    statement="ERM with L0-Lipschitz, L1-smooth components and dist(x0, argmin) <= R has an (eps, delta)-DP "
    "(exponential-time) algorithm with E||grad F(x_out)|| = O~(R^(1/3) L0^(2/3) L1^(1/3) d^(2/3)/(n eps) + "
    "L0 sqrt(d)/(n eps))",
    rate=Rate.of(
        "E||grad F(x_out)|| (smooth DP ERM, inefficient)",
        GRADIENT,
        ("smooth", R**R13 * L0**R23 * L1**R13 * d**R23 / (n * epsilon)),
        ("Lipschitz", L0 * sp.sqrt(d) / (n * epsilon)),
        polylog_note="O-tilde",
    ),
)


def _lasry_lions_rate(lipschitz_power: sp.Expr) -> Rate:
    return Rate.of(
        "n for an (alpha, beta)-component-wise Goldstein stationary point of Fhat^D",
        NONE,
        ("smooth", R**R13 * L**lipschitz_power * d**R23 / (epsilon * alpha**R13 * beta)),
        polylog_note="Omega-tilde",
    )


_register(
    id="KLT-ThmB.5",
    version=V2,
    source=_both("Thm B.5 and the sentence before it", "Thm C.5 and the sentence before it"),
    kind="theorem",
    statement="with lambda = alpha/(3L) (Fact B.2, Lem B.3, Prop B.4): an (eps, delta)-DP algorithm outputs an "
    "(alpha, beta)-component-wise Goldstein stationary point in expectation if dist(x0, argmin Fhat^D) <= R and "
    "n = Omega~(R^(1/3) L^(4/3) d^(2/3)/(eps alpha^(1/3) beta))",
    rate=_lasry_lions_rate(sp.Rational(4, 3)),
    parameters={L0: L, L1: L / lambda_LL, lambda_LL: alpha / (3 * L)},
    assumptions=(BETA_LE, sp.Le(alpha, R * sp.sqrt(d))),
    assumption_text=(
        BETA_TEXT,
        "alpha <= R sqrt(d), without loss of generality: Prop B.4's term L sqrt(d)/(eps beta) dominates only when "
        "R < alpha/sqrt(d), and then x0 is within alpha of a minimiser, so already (alpha, 0)-Goldstein stationary",
    ),
    derivation=Derivation(
        {f"Prop B.4 {t.label} term": t.expr() for t in PROPB4.rate.terms},
        mode="samples",
        var=n,
        level=beta,
        uses=(PROPB4.key, "KLT-FactB.2@v2", "KLT-LemB.3@v2"),
        unchecked=(
            "Thm B.5 has no written proof (v2 line 765: 'by setting lambda = alpha/3L, and combining Fact B.2, "
            "Lemma B.3 and Proposition B.4'): Lem B.3 applied to each component f~_LL(.; xi_i) to give (alpha, "
            "beta)-component-wise Goldstein stationarity (Def B.1) of Fhat is not encoded; the terms check Prop B.4 "
            "at L0 = L (Fact B.2 (i)), L1 = L/lambda (Fact B.2 (iv)), lambda = alpha/(3L) (Lem B.3's radius "
            "3 lambda L = alpha), solved for n",
            "v2 line 765: dist(x0, argmin F~) = dist(x0, argmin Fhat) <= R by Fact B.2 (iii) (same minimizers), "
            "used as a premise and not encoded (KLT-FactB.2 encodes (iv))",
        ),
    ),
    corrections=(
        Correction(L1, 1 / lambda_LL, "Fact B.2 (iv) with units: h_LL is O(1/lambda)-smooth; " + FACTB2_WHY),
        Correction(
            "rate",
            _lasry_lions_rate(sp.Integer(1)),
            "L1 = 3L/alpha gives L instead of L^(4/3); Prop B.4's term L sqrt(d)/(eps beta) is dominated when "
            "alpha <= R sqrt(d), the case that is not trivial",
        ),
    ),
)
