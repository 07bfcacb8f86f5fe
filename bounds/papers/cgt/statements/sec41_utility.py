"""CGT Section 4.1: utility for any noise (Thm 4.7, Lem 4.8, Claim 4.9, Thm 4.1)."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import LOSS
from bounds.papers.cgt.statements.common import (
    E3_PRINTED,
    E6_PROOF,
    E_TERMS,
    ETA,
    ETA_SUM,
    EXCESS,
    Q_GRAD,
    Q_MEAN,
    R32,
    TAU,
    _averaged,
    _per_step,
    _rate,
    _register,
    _src,
    _thm47_terms,
)
from bounds.papers.cgt.symbols import D_C, Q, S, b_max, beta_a, eta_t, tau_t
from bounds.rate import Rate
from bounds.registry import cite
from bounds.symbols import B, L, T
from bounds.theorem import Correction, Derivation

_register(
    id="CGT-Lem4.8",
    source=_src("Lem 4.8 and its proof, eqs. (12)-(14)"),
    kind="lemma",
    statement="potential drop: with Phi_t = eta_{0:t-1}(F(y_t) - F(x*)) + 2 beta ||z_t - x*||^2 and "
    "eta_t^2 <= 4 eta_{0:t}, E[Phi_{t+1} - Phi_t] <= eta_{0:t}(E1(t) + ... + E5(t)); encoded at eta_t = t + 1, "
    "||b_t|| <= b_max, leading order in t",
    rate=_rate(
        "per-step potential increase E[Phi_{t+1} - Phi_t]",
        LOSS,
        {k: _per_step(ETA_SUM * e) for k, e in E_TERMS.items()},
    ),
    derivation=Derivation(
        {
            label: _per_step(expr)
            for label, expr in {
                "eta_{0:t} E[||q_t|| ||y_{t+1} - y'_{t+1}||], eq. (13): ||y - y'|| <= 2||grad||/beta + 2||b||/eta_t": (
                    ETA_SUM * (2 * Q_GRAD / beta_a + 2 * Q_MEAN * b_max / ETA)
                ),
                "(eta_{0:t}/beta) E[||q_t|| ||grad_t||]": ETA_SUM * Q_GRAD / beta_a,
                "(eta_{0:t}/eta_t) E||q_t|| ||b_t||": ETA_SUM * Q_MEAN * b_max / ETA,
                "L ||b_t||/tau_t (Claim 4.9)": L * b_max / TAU,
                "beta ||b_t||^2/(eta_t tau_t) (Claim 4.9)": beta_a * b_max**2 / (ETA * TAU),
                "3 beta ||b_t|| D (eq. (12))": 3 * beta_a * b_max * D_C,
                "eta_t E||q_t|| D (eq. (14))": ETA * Q_MEAN * D_C,
            }.items()
        },
        uses=("CGT-Claim4.9@v1",),
        unchecked=(
            "proof of Lem 4.8, eqs. (6)-(11): the split of Delta Phi_t into A + B + C, the convexity bounds (7)-(8) "
            "and the projection step (9)-(10) that lead to (11) (no error term; not encoded)",
            "proof of Lem 4.8, eq. (12): Claim 4.9 with tau_t <= 1 turns (11) into (12) (Claim 4.9's noise part is "
            "written out inline; the inequality itself is taken as given)",
            "proof of Lem 4.8, eqs. (13)-(14): ||y_{t+1} - y'_{t+1}|| <= 2||grad_t||/beta + 2||b_t||/eta_t and the "
            "Cauchy-Schwarz step to (14) (the right side of (14) is the terms; the inequalities are taken as given)",
            "proof of Lem 4.8: the martingale bound E||q_t||^2 <= Q^2(t+1)/(B eta_t^2) and E||q_t|| <= Q sqrt(t+1)/"
            "(sqrt(B) eta_t) by Jensen (taken as given)",
            "proof of Lem 4.8: the a.s. bound ||grad_t|| <= L + Q(t+1)/eta_t that the proof plugs into (14); the terms "
            "use E[||q_t|| ||grad_t||] <= L E||q_t|| + E||q_t||^2 instead, because the proof's literal route gives "
            "E1's inner term Q(t+1)/eta_t without the printed 1/sqrt(B) (CGT-E10)",
        ),
    ),
    notes="the printed E1 needs E[||q|| ||grad||] <= L E||q|| + E||q||^2 rather than the a.s. bound "
    "||grad_t|| <= L + Q(t+1)/eta_t the proof cites (which would drop E1's 1/sqrt(B))",
)

_register(
    id="CGT-Claim4.9",
    source=_src("Claim 4.9 and its proof, eqs. (15)-(20)"),
    kind="claim",
    statement="eta_{0:t}(F(y_{t+1}) - F(x_t)) + eta_t <grad_t, z_t - z_{t+1}> - 2 beta ||z_{t+1} - z_t||^2 <= "
    "-eta_{0:t} <q_t, y_{t+1} - x_t> + (L ||b_t||/tau_t + beta ||b_t||^2/(eta_t tau_t) + beta ||b_t|| ||C||); "
    "encoded: the noise part",
    rate=Rate.of(
        "noise part of the one-step inequality (Claim 4.9)",
        LOSS,
        ("L b/tau", L * b_max / tau_t),
        ("beta b^2/(eta tau)", beta_a * b_max**2 / (eta_t * tau_t)),
        ("beta b D", beta_a * b_max * D_C),
    ),
    derivation=Derivation(
        {
            "(beta/tau_t) ||b_t|| (||y_{t+1} - x_t|| + tau_t ||z_{t+1} - z_t||) <= (beta/tau_t) b (L/beta + b/eta_t "
            "+ tau_t D) (eq. (20))": beta_a / tau_t * b_max * (L / beta_a + b_max / eta_t + tau_t * D_C)
        },
        exact=True,
        unchecked=(
            "proof of Claim 4.9, eqs. (15)-(19): smoothness, the prox-optimality of y_{t+1} (16), the choice "
            "v = (1 - tau_t) y_t + tau_t z_{t+1} (18) and eta_t^2 <= 4 eta_{0:t} dropping the ||z_{t+1} - z_t||^2 and "
            "||y_{t+1} - x_t||^2 terms (19) (no error term; not encoded)",
            "proof of Claim 4.9, eq. (20): ||y_{t+1} - x_t|| <= L/beta + ||b_t||/eta_t and ||z_{t+1} - z_t|| <= ||C|| "
            "(taken as given; the SRG grad_t has ||grad_t|| <= L + ||q_t||, not L, CGT-E11)",
        ),
    ),
    notes="the encoded derivation is eq. (20)'s last line multiplied out, i.e. the claim's noise part itself: a "
    "restatement (the rest of the proof, eqs. (15)-(19), produces no error term)",
)


def _thm47_rate(e3: sp.Expr) -> Rate:
    return _rate(f"{EXCESS} (Thm 4.7 at eta_t = t + 1, leading order in T)", LOSS, _thm47_terms(e3))


_register(
    id="CGT-Thm4.7",
    source=_src("Thm 4.7 and its proof (telescoping eq. (5))"),
    kind="theorem",
    statement="for fixed b_t, eta_t non-decreasing with eta_t^2 <= 4 eta_{0:t}, beta >= M and centred per-example "
    "SRG differences of norm <= Q: E[F(y_T)] - F(x*) <= (1/eta_{0:T}) sum_{t<T} eta_{0:t}(E1 + ... + E5) + "
    "beta ||C||^2/eta_{0:T}; encoded at eta_t = t + 1, ||b_t|| <= b_max, with the printed E3 = Q ||C|| Q(t+1)/"
    "(sqrt(B) eta_{0:t})",
    rate=_thm47_rate(E3_PRINTED),
    derivation=Derivation(
        {
            **{f"{k} summed (Lem 4.8, eq. (5))": _averaged(ETA_SUM * e) for k, e in E_TERMS.items()},
            "Phi_0/eta_{0:T-1} <= 2 beta D^2/eta_{0:T-1} (eq. (4))": E6_PROOF,
        },
        uses=("CGT-Lem4.8@v1",),
    ),
    corrections=(
        Correction(
            "rate",
            _thm47_rate(E_TERMS["E3"]),
            "E3 = Q ||C|| sqrt(t+1)/(sqrt(B) eta_{0:t}) as in Lem 4.8; summed at eta_t = t + 1 it is "
            "(4/3) Q D/sqrt(B T) = (4/3) Q D/sqrt(n), the O(Q D/sqrt(n)) the proof of Thm 4.10 claims",
        ),
    ),
)

THM47, THM47_BOUND = cite("CGT-Thm4.7@v1", corrected=True)
"""Thm 4.7 with Lem 4.8's E3 (its correction): the bound Sec 4.4.1 plugs eta_t = t + 1 into."""
THM47_TERMS = _thm47_terms(E_TERMS["E3"])
"""THM47_BOUND, term by term (labelled by E-term)."""
if sp.expand(sp.Add(*THM47_TERMS.values()) - THM47_BOUND) != 0:
    raise AssertionError("CGT: the corrected Thm 4.7 bound and its E-terms disagree")

_register(
    id="CGT-Thm4.1",
    source=_src("Thm 4.1 (Sec 4.1) and Sec 4.4.1"),
    kind="theorem",
    statement="for ||b_t|| <= b_max, appropriate eta_t, tau_t, beta >= M and E||Delta_t - E Delta_t||^2 <= S^2: "
    "E[F(y_T)] - F(x*) = O((S L + S^2)/(beta sqrt T) + S ||C||/T^1.5 + (S + L) b_max/T + beta b_max ||C||/T^2 "
    "+ beta ||C||^2/T^2); Sec 4.4.1: Thm 4.7 at eta_t = t + 1 with S = Q/sqrt(B)",
    rate=Rate.of(
        EXCESS,
        LOSS,
        ("S L/(beta sqrt T)", S * L / (beta_a * sp.sqrt(T))),
        ("S^2/(beta sqrt T)", S**2 / (beta_a * sp.sqrt(T))),
        ("S D/T^1.5", S * D_C / T**R32),
        ("S b/T", S * b_max / T),
        ("L b/T", L * b_max / T),
        ("beta b D/T^2", beta_a * b_max * D_C / T**2),
        ("beta D^2/T^2", beta_a * D_C**2 / T**2),
    ),
    parameters={Q: S * sp.sqrt(B)},
    derivation=Derivation(
        THM47_TERMS,
        inputs=(THM47,),
        unchecked=(
            "Sec 4.4.1: Thm 4.1's hypothesis E||Delta_t - E Delta_t||^2 <= S^2 is not Thm 4.7's (an a.s. bound Q on "
            "each centred per-example SRG difference); the proof only sets S = Q/sqrt(B)",
        ),
    ),
    corrections=(
        Correction(
            "rate",
            _rate(EXCESS, LOSS, {k: v.subs(Q, S * sp.sqrt(B)) for k, v in _thm47_terms(E_TERMS["E3"]).items()}),
            "Thm 4.7 at eta_t = t + 1 with S = Q/sqrt(B): (4/5) S (L + S) sqrt(T)/beta + 2 S b/sqrt(T) + L b/2 + "
            "(4/3) S D/sqrt(T) + 6 beta b D/T + beta b^2/T + 2 beta D^2/T^2",
        ),
    ),
)
