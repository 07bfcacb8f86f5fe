"""LT Appendix C: ERM and uniform convergence."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import CURVATURE, GRADIENT
from bounds.papers.lt import prior_work  # noqa: F401  (registers Ganesh et al.'s ERM rate, cited by Cor C.2)
from bounds.papers.lt.statements.common import R23, RHO, _at, _register
from bounds.papers.lt.statements.sec32_oracles import CONSTANTS_ORDER_ONE
from bounds.papers.lt.symbols import G, R_dom, r_net
from bounds.rate import Rate
from bounds.registry import cite
from bounds.symbols import M, d, epsilon, n
from bounds.theorem import Correction, Derivation

R_NET_FIX = Correction(
    r_net,
    sp.Min(G / M, M / RHO) * sp.sqrt(d / n),
    "min{1, M/rho} mixes a number and a length; the discretisation errors 2 M r <= G sqrt(d/n) and 2 rho r <= "
    "M sqrt(d/n) need r <= min{G/M, M/rho} sqrt(d/n)",
)
for _suffix, _dim, _const, _lip, _what in (("", GRADIENT, G, M, "gradient"), ("-H", CURVATURE, M, RHO, "Hessian")):
    _register(
        normalised_by=CONSTANTS_ORDER_ONE,
        id=f"LT-ThmC.1{_suffix}",
        source=_at("Thm C.1 and its proof (App. C)"),
        kind="theorem",
        statement=f"on a domain of diameter R, for i.i.d. data, with probability >= 1 - iota the {_what}s of F_P and "
        f"F_D differ by O~(sqrt(d/n)) (the proof: {_const} sqrt(d log(R/r)/n) on an r-net, r <= min{{1, M/rho}} "
        "sqrt(d/n))",
        rate=Rate.of(f"{_what} deviation of F_P and F_D", _dim, ("uniform convergence", _const * sp.sqrt(d / n))),
        parameters={r_net: sp.Min(1, M / RHO) * sp.sqrt(d / n)},
        derivation=Derivation(
            {
                f"net points: {_const} sqrt(d log(R/r)/n) (Lem 2.4 / Thm 2.5, union bound over (R/r)^d points)": _const
                * sp.sqrt(d * sp.log(R_dom / r_net) / n),
                f"discretisation: 2 {_lip} r (F_P and F_D are {_lip}-Lipschitz in this order)": 2 * _lip * r_net,
            },
            unchecked=(
                "eq. (10): Lem 2.4 / Thm 2.5 (not encoded as statements) with the union bound over (R/r)^d net points "
                "is taken as printed, O~(L sqrt(d log(R/r)/n)) (the log(d/iota) of the union bound hidden)",
            ),
        ),
        corrections=(R_NET_FIX,),
        notes="'L' in the proof is G; the statement is pointwise but the proof gives (and the use needs) a uniform "
        "bound",
    )

THM_C1, GRADIENT_TRANSFER = cite("LT-ThmC.1@v1", corrected=True)
THM_C1_H, HESSIAN_TRANSFER = cite("LT-ThmC.1-H@v1", corrected=True)
GANESH_ERM, ERM_RATE = cite("LT-prior-Ganesh23-ERM@v1")

_register(
    id="LT-CorC.2",
    source=_at("App. C, last display (Ganesh et al. 2023's ERM rate combined with Thm C.1)"),
    kind="corollary",
    statement="combining Ganesh et al.'s O~((sqrt(d)/(n eps))^(2/3))-SOSP of F_D with Thm C.1 gives a private "
    "alpha-SOSP of F_P with alpha = O~(sqrt(d)/n + (sqrt(d)/(n eps))^(2/3)) (bounded domain)",
    rate=Rate.of(
        "SOSP accuracy alpha of F_P (via ERM)",
        GRADIENT,
        ("sqrt(d)/n [printed]", G * sp.sqrt(d) / n),
        ("ERM (sqrt(d)/(n eps))^(2/3)", G * (sp.sqrt(d) / (n * epsilon)) ** R23),
        polylog_note="O-tilde; G restores the units of the quoted ERM rate",
    ),
    derivation=Derivation(
        {
            "ERM SOSP of F_D (Ganesh et al. 2023, quoted)": ERM_RATE,
            "gradient transfer (Thm C.1)": GRADIENT_TRANSFER,
            "Hessian transfer: a deviation Delta <= sqrt(rho alpha) needs alpha >= Delta^2/rho (Thm C.1)": (
                HESSIAN_TRANSFER**2 / RHO
            ),
        },
        inputs=(GANESH_ERM, THM_C1, THM_C1_H),
    ),
    corrections=(
        Correction(
            "rate",
            Rate.of(
                "SOSP accuracy alpha of F_P (via ERM)",
                GRADIENT,
                ("sqrt(d/n)", G * sp.sqrt(d / n)),
                ("ERM (sqrt(d)/(n eps))^(2/3)", G * (sp.sqrt(d) / (n * epsilon)) ** R23),
                ("Hessian transfer M^2 d/(rho n)", M**2 * d / (RHO * n)),
            ),
            "Thm C.1 gives sqrt(d/n), not sqrt(d)/n, and the Hessian condition transfers only for alpha >= "
            "M^2 d/(rho n)",
        ),
    ),
)
