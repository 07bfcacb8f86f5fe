"""KLT Section 3: single pass, zero order (Alg. 2 with Alg. 3)."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import GRADIENT, NONE
from bounds.papers.klt.statements.common import (
    ALPHA_LE,
    ALPHA_TEXT,
    BETA_LE,
    BETA_TEXT,
    LOG_DELTA,
    NONVACUOUS,
    NONVACUOUS_TEXT,
    R12,
    R13,
    R15,
    R23,
    R32,
    R34,
    R52,
    SMOOTHNESS,
    V1,
    V2,
    _at,
    _both,
    _register,
)
from bounds.papers.klt.statements.sec2_tools import _tree_sigma
from bounds.papers.klt.symbols import B1, B2, D, H_alpha, M_w, Phi, Sigma, alpha, beta, m
from bounds.privacy_claim import ApproxDP, PrivacyClaim, tree_aggregation
from bounds.rate import Rate
from bounds.symbols import L, T, d, delta, epsilon, n, sigma
from bounds.theorem import Correction, Derivation, Theorem

ZERO_ORDER_DEVIATION = L * d / sp.sqrt(m)
"""eq. (11): each zero-order estimator is <= L d in norm, so its m-average deviates by L d sqrt(log(.)/m)."""


def _sensitivity_lemma(theorem_id: str, where: str, deviation: sp.Expr, logs: sp.Expr, statement: str) -> Theorem:
    """Lem 3.4 / Lem 6.3: sensitivity of one oracle call, derived from Lipschitzness, Fact 2.3(iii) and eq. (11)."""
    return _register(
        id=theorem_id,
        version=V2,
        source=where,
        kind="lemma",
        statement=statement,
        rate=Rate.of(
            "sensitivity ||g_t - g'_t|| of one oracle call, w.p. >= 1 - delta/2",
            GRADIENT,
            ("checkpoint L/B1", L / B1),
            ("increment L sqrt(d) D/(alpha B2)", L * sp.sqrt(d) * D / (alpha * B2)),
            ("estimator deviation", deviation, logs),
        ),
        parameters={H_alpha: SMOOTHNESS},
        derivation=Derivation(
            {
                "one differing sample at the checkpoint, 2L/B1": 2 * L / B1,
                "increment: smoothness H_alpha times ||z_t - z_{t-1}|| <= 2D, two samples, over B2 (Fact 2.3(iii))": (
                    2 * H_alpha * 2 * D / B2
                ),
                "estimator deviation of the two differing samples (eq. (11) / Thm C.2)": 2 * deviation * logs,
            }
        ),
    )


LEM34 = _sensitivity_lemma(
    "KLT-Lem3.4",
    _both("Lem 3.4 and its proof, eq. (11)", "Lem 3.3 and its proof, eq. (11)"),
    ZERO_ORDER_DEVIATION,
    sp.sqrt(sp.log(d * B1 / delta)),
    "Alg. 3 on neighbouring minibatches: at a checkpoint ||g_t - g'_t|| <~ L/B1 + L d sqrt(log(dB1/delta)/m); "
    "otherwise, given g_{t-1} = g'_{t-1}, <~ L sqrt(d) D/(alpha B2) + L d sqrt(log(dB1/delta)/m), each w.p. "
    ">= 1 - delta/2 (the two cases' terms are listed together)",
)


def _privacy_lemma(theorem_id: str, where: str, sensitivity: Theorem, m_setting: sp.Expr, statement: str) -> Theorem:
    """Lem 3.5 / Lem 6.4: the printed sigma, derived from the lemma's sensitivity and Prop 2.5 at the printed m, and
    declared as a claim: the tree over Sigma increments with that noise and the sensitivity lemma's bound."""
    noise = Rate.of(
        "tree noise sigma making the oracle (eps, delta)-DP",
        GRADIENT,
        ("checkpoint", L / (B1 * epsilon), sp.sqrt(LOG_DELTA)),
        ("increment", L * D * sp.sqrt(d) / (alpha * B2 * epsilon), sp.sqrt(LOG_DELTA)),
    )
    claim = PrivacyClaim(
        (tree_aggregation("tree over the oracle's increments (Alg. 1)", noise.expr(), sensitivity.rate.expr(), Sigma),),
        ApproxDP(epsilon, delta),
        "replace-one",  # the sensitivity lemmas count one differing sample twice
        assumptions=(sp.Le(epsilon, 1),),
        grid={
            B1: (10.0, 1e3),
            B2: (10.0, 1e3),
            d: (10.0, 1e3),
            epsilon: (0.1, 1.0),
            delta: (1e-5,),
            Sigma: (10.0, 1e3),
        },
        constants_stated=False,  # sigma = O(...)
    )
    return _register(
        id=theorem_id,
        version=V2,
        source=where,
        kind="lemma",
        statement=statement,
        rate=noise,
        parameters={m: m_setting},
        privacy=True,
        privacy_claim=claim,
        derivation=Derivation(
            {
                f"Prop 2.5 sigma for s = {t.label} ({sensitivity.id})": _tree_sigma(t.expr(constants=False))
                for t in sensitivity.rate.terms
            }
        ),
    )


M_ZERO_ORDER = d**2 * B1**2 + d * alpha**2 * B2**2 / D**2
"""Lem 3.5 / Thm 3.1: the m that makes the zero-order estimator deviation at most the sensitivity in both cases."""
M_FIRST_ORDER = B2**2 * alpha**2 / (D**2 * d)
"""Lem 6.4 / Thm 6.1: the same for the first-order estimator, whose deviation has no d."""

_privacy_lemma(
    "KLT-Lem3.5",
    _both("Lem 3.5 and its proof", "Lem 3.4 and its proof"),
    LEM34,
    sp.log(d * B2 / delta) * M_ZERO_ORDER,
    "Alg. 3 with m = O(log(dB2/delta)(d^2 B1^2 + d alpha^2 B2^2/D^2)) and sigma = O(L sqrt(log(1/delta))/(B1 eps) "
    "+ L D sqrt(d log(1/delta))/(alpha B2 eps)) is (eps, delta)-DP",
)


def _variance_lemma(
    theorem_id: str, where: str, terms: list[tuple], pieces: dict[str, sp.Expr], statement: str
) -> Theorem:
    """Lem 3.6 / 4.4 / 6.5: the oracle's variance, derived from its proof's pieces (I), (II) x Sigma, (III)."""
    return _register(
        id=theorem_id,
        version=V2,
        source=where,
        kind="lemma",
        statement=statement,
        rate=Rate.of("E||g_t - grad F_alpha(z_t)||^2 (oracle variance, G0^2)", GRADIENT**2, *terms),
        parameters={H_alpha: SMOOTHNESS},
        derivation=Derivation(pieces),
    )


TREE_TERM = ("tree noise", sigma**2 * d, sp.log(Sigma))
DRIFT_TERM = ("drift", L**2 * d * D**2 * Sigma / (alpha**2 * B2))
DRIFT_PIECE = {
    "(II) x Sigma: drift H_alpha^2 ||z_j - z_{j-1}||^2/B2, ||z_j - z_{j-1}|| <= 2D (Fact 2.3(iii))": (
        Sigma * H_alpha**2 * (2 * D) ** 2 / B2
    )
}
TREE_PIECE = {"tree noise d sigma^2 log(Sigma) (Prop 2.5)": d * sigma**2 * sp.log(Sigma)}

LEM36 = _variance_lemma(
    "KLT-Lem3.6",
    _both("Lem 3.6 and its proof, eqs. (12)-(14)", "Lem 3.5 and its proof, eqs. (12)-(14)"),
    [
        ("checkpoint", L**2 / B1),
        ("checkpoint estimator", L**2 * d**2 / (B1 * m)),
        DRIFT_TERM,
        TREE_TERM,
        ("increment estimators", L**2 * d**2 * Sigma / (m * B2)),
    ],
    {
        "(I) checkpoint sampling L^2/B1 (eq. (13))": L**2 / B1,
        "(I) checkpoint estimator (L d)^2/(m B1) (eq. (13))": L**2 * d**2 / (m * B1),
        "(II) x Sigma: two estimators 2 (L d)^2/(m B2) per step (eq. (14))": Sigma * 2 * L**2 * d**2 / (m * B2),
        **DRIFT_PIECE,
        **TREE_PIECE,
    },
    "Alg. 3: E||g_t - grad F_alpha(z_t)||^2 <~ L^2/B1 + L^2 d^2/(B1 m) + L^2 d D^2 Sigma/(alpha^2 B2) + sigma^2 d "
    "log(Sigma) + L^2 d^2 Sigma/(m B2); E||g_t||^2 <~ L^2 + the same terms but the first",
)


def _g0_pieces(variance: Theorem, lemma: str) -> dict[str, sp.Expr]:
    """G0 = sqrt(variance) <= the sum of the roots of the variance terms, one labelled derivation term each."""
    pieces = {}
    for t in variance.rate.terms:
        root = sp.sqrt(t.expr(constants=False))
        pieces[f"G0 {t.label} {sp.sqrt(t.monomial)} ({lemma})"] = root
    return pieces


def _o2nc_terms(variance: Theorem, lemma: str) -> dict[str, sp.Expr]:
    """eq. (8): travel 2 Phi/(DT), L/sqrt(M) (G1 <~ L + G0, eq. (7), and G0/sqrt(M) <= G0), and G0's pieces."""
    return {
        "travel 2 Phi/(DT) (Prop 2.6, eq. (6))": 2 * Phi / (D * T),
        "L/sqrt(M) (Prop 2.6 with G1 <~ L + G0, eqs. (7)-(8))": L / sp.sqrt(M_w),
        **_g0_pieces(variance, lemma),
    }


def _clip_radius(version: str) -> sp.Expr:
    """Thm 3.1 / 6.1: D = min of 3 candidates (v1) or 4 (v2 adds (Phi^2 alpha/(L^2 T^2 sqrt(d)))^(1/3))."""
    candidates = [
        (Phi**2 * alpha / (L**2 * T**2)) ** R13,
        (Phi * alpha * epsilon / (d * L * T)) ** R12,
        (Phi**3 * alpha**2 * epsilon / (d**R32 * L**3 * T**3)) ** R15,
    ]
    if version == V2:
        candidates.append((Phi**2 * alpha / (L**2 * T**2 * sp.sqrt(d))) ** R13)
    return sp.Min(*candidates)


def _period(version: str) -> sp.Expr:
    """Thm 3.1 / 6.1: Sigma = (alpha/(eps D))^(2/3), plus alpha/(D sqrt(d)) in v2."""
    period = (alpha / (epsilon * D)) ** R23
    return period + alpha / (D * sp.sqrt(d)) if version == V2 else period


def _single_pass_settings(version: str, m_setting: sp.Expr) -> dict[sp.Symbol, sp.Expr]:
    return {
        B1: Sigma,
        B2: sp.Integer(1),
        M_w: alpha / (4 * D),
        m: m_setting,
        sigma: L / (B1 * epsilon) + L * D * sp.sqrt(d) / (alpha * B2 * epsilon),
        Sigma: _period(version),
        D: _clip_radius(version),
        T: n / 2,
    }


def _single_pass_rate(version: str) -> Rate:
    """Thm 3.1 / 6.1: n = Omega~(Phi L^2 sqrt(d)/(alpha beta^3) + Phi L d/(eps alpha beta^2)) in v2; v1 has a
    d-free first term and the mixed term Phi L^(3/2) d^(3/4)/(eps^(1/2) alpha beta^(5/2))."""
    first = Phi * L**2 / (alpha * beta**3)
    terms = [
        ("non-private", first * sp.sqrt(d) if version == V2 else first),
        ("private", Phi * L * d / (epsilon * alpha * beta**2)),
    ]
    if version == V1:
        terms.append(("mixed", Phi * L**R32 * d**R34 / (epsilon**R12 * alpha * beta**R52)))
    return Rate.of("n for E||dbar_{2 alpha} F(x_out)|| <= beta (single pass)", NONE, *terms, polylog_note="Omega-tilde")


def _display_rate(version: str) -> Rate:
    """The rate display of the proof of Thm 3.1 (eq. (10) in v1, unnumbered in v2): beta as a function of n."""
    first = Phi * L**2 / (n * alpha)
    return Rate.of(
        "E||dbar_{2 alpha} F(x_out)|| after n samples (single pass)",
        GRADIENT,
        ("T1 non-private", (first * sp.sqrt(d) if version == V2 else first) ** R13),
        ("T2 private", (Phi * d * L / (n * alpha * epsilon)) ** R12),
        ("T3 mixed", (Phi**2 * L**3 * d**R32 / (n**2 * alpha**2 * epsilon)) ** R15),
        polylog_note="O-tilde",
    )


def _v1_corrections(corrected_rate: Rate) -> tuple[Correction, ...]:
    why = "v2 adds the balance L/sqrt(Sigma) = L D sqrt(d Sigma)/alpha of the checkpoint term"
    return (
        Correction(Sigma, _period(V2), why),
        Correction(D, _clip_radius(V2), why + " and the fourth D candidate that balances its drift with Phi/(DT)"),
        Correction("rate", corrected_rate, "v2's rate, which follows from Lem 3.6 + Prop 2.6 with v2's settings"),
    )


def _single_pass(
    theorem_id: str,
    version: str,
    where: str,
    variance: Theorem,
    lemma: str,
    m_setting: sp.Expr,
    statement: str,
) -> Theorem:
    """Thm 3.1 / Thm 6.1 of one version: settings, rate, derivation from the variance lemma and Prop 2.6."""
    return _register(
        id=theorem_id,
        version=version,
        source=_at(version, where),
        kind="theorem",
        statement=statement,
        rate=_single_pass_rate(version),
        parameters=_single_pass_settings(version, m_setting),
        assumptions=(ALPHA_LE, BETA_LE),
        assumption_text=(ALPHA_TEXT, BETA_TEXT),
        derivation=Derivation(_o2nc_terms(variance, lemma), mode="samples", var=n, level=beta),
        corrections=_v1_corrections(_single_pass_rate(V2)) if version == V1 else (),
    )


THM31 = {
    version: _single_pass(
        "KLT-Thm3.1",
        version,
        where,
        LEM36,
        lemma,
        M_ZERO_ORDER,
        "Alg. 2 with the single-pass zero-order oracle Alg. 3 is (eps, delta)-DP and E||dbar_{2 alpha} F(x_out)|| "
        "<= beta",
    )
    for version, where, lemma in (
        (V2, "Thm 3.1; proof eqs. (6)-(9) and the rate display after (9)", "Lem 3.6"),
        (V1, "Thm 3.1; proof eqs. (6)-(10)", "v1 Lem 3.5"),
    )
}

THM31_DISPLAY = {
    version: _register(
        id="KLT-Thm3.1-display",
        version=version,
        source=_at(version, where),
        kind="claim",
        statement="the error bound of the proof of Thm 3.1 after plugging in Sigma, D and T = Theta(n)",
        rate=_display_rate(version),
        parameters=THM31[version].parameters,
        assumptions=(ALPHA_LE, NONVACUOUS),
        assumption_text=(ALPHA_TEXT, NONVACUOUS_TEXT),
        derivation=Derivation(THM31[version].derivation.terms),
        corrections=_v1_corrections(_display_rate(V2)) if version == V1 else (),
    )
    for version, where in (
        (V2, "proof of Thm 3.1, unnumbered display after eq. (9)"),
        (V1, "proof of Thm 3.1, eq. (10)"),
    )
}
