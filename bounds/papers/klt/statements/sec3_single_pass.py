"""KLT Section 3: single pass, zero order (Alg. 2 with Alg. 3)."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

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
from bounds.papers.klt.statements.sec2_tools import PROP25, PROP26, _tree_sigma
from bounds.papers.klt.symbols import B1, B2, G0, G1, D, H_alpha, M_w, Phi, Sigma, alpha, beta, m
from bounds.privacy_claim import ApproxDP, PrivacyClaim, tree_aggregation
from bounds.rate import Rate
from bounds.registry import cite
from bounds.symbols import L, T, d, delta, epsilon, n, sigma
from bounds.theorem import Correction, Derivation, Theorem

FACT23 = "KLT-Fact2.3@v2"
"""Fact 2.3 (iii), the O(L sqrt(d)/alpha)-smoothness of f_alpha, written inline as H_alpha = SMOOTHNESS."""
PROP25_VAR = "KLT-Prop2.5(var)@v2"
"""The variance claim of Prop 2.5 (E||TREE(t)||^2 <~ d log(Sigma) sigma^2), written inline as the tree-noise piece.
Labels name it "the tree-mechanism variance", not "Prop 2.5": a label naming Prop 2.5 would put the tree
mechanism's privacy statement (KLT-Prop2.5) into the chain."""
THM_C2_PREMISE = (
    "Thm C.2 (Hoeffding-type inequality for norm-sub-Gaussian vectors, Jin et al. 2019), which gives the "
    "estimator concentration, is used as a premise and not encoded (its conclusion is cut off in both texts)"
)

ZERO_ORDER_DEVIATION = L * d / sp.sqrt(m)
"""eq. (11): each zero-order estimator is <= L d in norm, so its m-average deviates by L d sqrt(log(.)/m)."""


def _sensitivity_lemma(
    theorem_id: str,
    where: str,
    deviation: sp.Expr,
    logs: sp.Expr,
    statement: str,
    pieces: dict[str, sp.Expr],
    unchecked: tuple[str, ...],
) -> Theorem:
    """Lem 3.4 / Lem 6.3: sensitivity of one oracle call, derived from Lipschitzness, Fact 2.3(iii) and the
    estimator concentration (eq. (11) / (16)), each case's terms with the log factor of its own union bound."""
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
        derivation=Derivation(pieces, uses=(FACT23,), unchecked=unchecked),
    )


INCREMENT_SMOOTHNESS_PIECE = (
    "increment: H_alpha ||z_t - z_{t-1}|| <= 2 H_alpha D for each of the two differing samples, over B2 "
    "(Fact 2.3(iii) with ||z_t - z_{t-1}|| <= 2D, as written out in the proof of Lem 6.3)"
)
PROBABILITY_BOOKKEEPING = (
    "the failure probabilities (delta/(8 B) per sample, delta/8 after the union bound over the minibatch, stated "
    "as 1 - delta/2) are not tracked by the terms, only the log factors they produce"
)

LEM34 = _sensitivity_lemma(
    "KLT-Lem3.4",
    _both("Lem 3.4 and its proof, eq. (11)", "Lem 3.3 and its proof, eq. (11)"),
    ZERO_ORDER_DEVIATION,
    sp.sqrt(sp.log(d * B1 / delta)),
    "Alg. 3 on neighbouring minibatches: at a checkpoint ||g_t - g'_t|| <~ L/B1 + L d sqrt(log(dB1/delta)/m); "
    "otherwise, given g_{t-1} = g'_{t-1}, <~ L sqrt(d) D/(alpha B2) + L d sqrt(log(dB1/delta)/m), each w.p. "
    ">= 1 - delta/2 (the two cases' terms are listed together)",
    {
        "checkpoint: the one differing sample moves the average of grad f_alpha by <= 2L/B1 (proof of Lem 3.4)": (
            2 * L / B1
        ),
        "checkpoint: estimator deviations of the averages over S_t and S'_t, each <= L d sqrt(log(8 d B1/delta)/m) "
        "(eq. (11) and the union bound over the B1 samples)": (
            2 * ZERO_ORDER_DEVIATION * sp.sqrt(sp.log(8 * d * B1 / delta))
        ),
        INCREMENT_SMOOTHNESS_PIECE: 2 * H_alpha * 2 * D / B2,
        "increment: two estimator deviations per sample over S_t and S'_t, each <= L d sqrt(log(8 d B2/delta)/m) "
        "('the other case follows from the same argument': eq. (11) with the union bound over the B2 samples)": (
            4 * ZERO_ORDER_DEVIATION * sp.sqrt(sp.log(8 * d * B2 / delta))
        ),
    },
    (
        "eq. (11): " + THM_C2_PREMISE,
        "proof of Lem 3.4: " + PROBABILITY_BOOKKEEPING,
    ),
)


def _name(theorem_id: str) -> str:
    """The paper's name of a registered id: ``KLT-Lem3.4`` -> ``Lem 3.4``."""
    kind, number = re.fullmatch(r"KLT-([A-Za-z]+)(.+)", theorem_id).groups()
    return f"{kind} {number}"


def _privacy_lemma(
    theorem_id: str, where: str, sensitivity: Theorem, m_setting: sp.Expr, statement: str, lines: tuple[str, str]
) -> Theorem:
    """Lem 3.5 / Lem 6.4: the printed sigma, derived from the lemma's sensitivity and Prop 2.5 at the printed m, and
    declared as a claim: the tree over Sigma increments with that noise and the sensitivity lemma's bound.
    ``lines`` locate the proof's two steps (v2 line numbers): the all-t sensitivity bound and the appeal to the
    tree mechanism."""
    every_t, tree = lines
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
            },
            uses=(sensitivity.key, PROP25.key),
            unchecked=(
                f"proof of {_name(theorem_id)} (v2 line {every_t}): 'with probability at least "
                f"1 - delta/2 ... for all t': {_name(sensitivity.id)} bounds one call with probability "
                "1 - delta/2; the union bound over the T calls (which would put log T into the logs) is neither "
                "in the text nor in the terms",
                f"proof of {_name(theorem_id)} (v2 line {tree}): (eps, delta)-DP from a sensitivity "
                "bound that holds only with probability 1 - delta/2 (condition on the event, add its failure "
                "probability to delta); not in the terms (the declared privacy claim checks the tree mechanism at "
                "the lemma's sensitivity)",
            ),
        ),
    )


M_ZERO_ORDER = d**2 * B1**2 + d * alpha**2 * B2**2 / D**2
"""Lem 3.5 / Thm 3.1: the m that makes the zero-order estimator deviation at most the sensitivity in both cases."""
M_FIRST_ORDER = B2**2 * alpha**2 / (D**2 * d)
"""Lem 6.4 / Thm 6.1: the same for the first-order estimator, whose deviation has no d."""

LEM35 = _privacy_lemma(
    "KLT-Lem3.5",
    _both("Lem 3.5 and its proof", "Lem 3.4 and its proof"),
    LEM34,
    sp.log(d * B2 / delta) * M_ZERO_ORDER,
    "Alg. 3 with m = O(log(dB2/delta)(d^2 B1^2 + d alpha^2 B2^2/D^2)) and sigma = O(L sqrt(log(1/delta))/(B1 eps) "
    "+ L D sqrt(d log(1/delta))/(alpha B2 eps)) is (eps, delta)-DP",
    ("464", "468"),
)


def _variance_lemma(
    theorem_id: str,
    where: str,
    terms: list[tuple],
    pieces: dict[str, sp.Expr],
    statement: str,
    uses: tuple[str, ...],
    unchecked: tuple[str, ...],
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
        derivation=Derivation(pieces, uses=uses, unchecked=unchecked),
    )


TREE_TERM = ("tree noise", sigma**2 * d, sp.log(Sigma))
DRIFT_TERM = ("drift", L**2 * d * D**2 * Sigma / (alpha**2 * B2))
DRIFT_PIECE = {
    "(II) x Sigma: drift H_alpha^2 ||z_j - z_{j-1}||^2/B2, ||z_j - z_{j-1}|| <= 2D (Fact 2.3(iii))": (
        Sigma * H_alpha**2 * (2 * D) ** 2 / B2
    )
}
TREE_PIECE = {
    "tree noise E||g~_t - g_t||^2 = E||TREE(t)||^2 <~ d sigma^2 log(Sigma) (the tree-mechanism variance)": (
        d * sigma**2 * sp.log(Sigma)
    )
}
SINGLE_PASS_VARIANCE_USES = (PROP25_VAR, FACT23)

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
    SINGLE_PASS_VARIANCE_USES,
    (
        "Lem 3.6's second display, E||g~_t||^2 <~ L^2 + ... (proof of Lem 3.6, v2 line 474, from E||g_t||^2 <~ "
        "E||g_t - grad F_alpha(z_t)||^2 + L^2), is not encoded: the rate and the terms are the variance display",
    ),
)


def _g0_pieces(variance: Theorem, lemma: str, coefficient: sp.Expr = 1) -> dict[str, sp.Expr]:
    """G0 = sqrt(variance) <= the sum of the roots of the variance terms (logs included), one labelled derivation
    term each, times ``coefficient`` (the weight Prop 2.6 puts on G0)."""
    pieces = {}
    for t in variance.rate.terms:
        root = sp.sqrt(t.expr(constants=False))
        pieces[f"G0 {t.label} {sp.sqrt(t.monomial)} ({lemma})"] = coefficient * root
    return pieces


PROP26_FIXED, _ = cite("KLT-Prop2.6@v2", corrected=True)
"""Prop 2.6 with KLT-E2/E3's constants (5/2 regret, 2 G0 bias): the theorems are up to constants, so they compose
the corrected statement, whose rate re-derives exactly."""
FACT23_APPROX, FACT23_APPROX_BOUND = cite("KLT-Fact2.3(ii)@v2")
"""Fact 2.3 (ii): |h_alpha - h| <= L alpha, which eq. (6) uses for F_alpha(x0) - inf F_alpha <= Phi + L alpha."""
_O2NC = PROP26.corrected().rate


def _o2nc_terms(variance: Theorem, lemma: str, where: str) -> dict[str, sp.Expr]:
    """The O2NC bound of Prop 2.6 (as corrected) with its G0 and G1 filled in, the display ``where`` names: travel
    (F_alpha(x0) - inf F_alpha)/(DT) <= (Phi + L alpha)/(DT) (Fact 2.3(ii)), regret (5/2) G1/sqrt(M) with
    G1 <~ L + G0 (its G0 part absorbed into G0, as eq. (8) does), and bias 2 G0 with G0 the sum of the roots of the
    variance lemma's terms."""
    travel = _O2NC.term("travel").expr()
    return {
        f"travel Phi/(DT) (Prop 2.6 as corrected, {where})": travel,
        f"smoothing gap: F_alpha(x0) - inf F_alpha <= Phi + L alpha, the L alpha over DT ({where})": travel.subs(
            Phi, FACT23_APPROX_BOUND
        ),
        f"regret (5/2) G1/sqrt(M) with G1 <~ L (Prop 2.6 as corrected, {where})": _O2NC.term("regret")
        .expr()
        .subs(G1, L),
        **_g0_pieces(variance, lemma, _O2NC.term("bias").expr().subs(G0, 1)),
    }


def _o2nc_derivation(
    variance: Theorem, lemma: str, where: str, unchecked: tuple[str, ...], mode: str = "samples"
) -> Derivation:
    """A theorem's derivation from Prop 2.6 (as corrected), Fact 2.3 (ii) and its variance lemma."""
    samples = {"var": n, "level": beta} if mode == "samples" else {}
    return Derivation(
        _o2nc_terms(variance, lemma, where),
        mode=mode,
        inputs=(PROP26_FIXED, FACT23_APPROX),
        uses=(variance.key,),
        unchecked=unchecked,
        **samples,
    )


def _single_pass_unchecked(variance: str, privacy: str, privacy_line: str) -> tuple[str, ...]:
    """The steps of the proof of Thm 3.1 (and of Thm 6.1, 'similarly to (7) and (9)') that the terms do not check."""
    return (
        "eq. (6), first inequality: Lem 2.4 (Kornowski-Shamir 2024, Lemma 4), an (alpha, beta)-stationary point of "
        "F_alpha is (2 alpha, beta)-stationary for F; used as a premise, not encoded (a radius doubling, no rate)",
        f"eq. (7): G1 <~ G0 + L from {variance}'s second display (E||g~_t||^2 <~ L^2 + ...), which is not encoded; "
        "the terms take G1 <~ L and, as eq. (8) does, absorb Prop 2.6's G0/sqrt(M) into G0, which needs "
        "M = alpha/(4D) >= 1 (not checked)",
        f"privacy (v2 line {privacy_line}): {privacy} with B1 T/Sigma + B2 T = O(n), so that T = Theta(n) never "
        "reuses a sample; not checked by these terms (T = n/2 encodes the sample budget)",
    )


@cache  # built once per version: Min compares its candidates pairwise, and seven settings and corrections use it
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
    unchecked: tuple[str, ...],
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
        derivation=_o2nc_derivation(variance, lemma, "eqs. (6)-(9)", unchecked),
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
        _single_pass_unchecked("Lem 3.6", "Lem 3.5", "264"),
    )
    for version, where, lemma in (
        (V2, "Thm 3.1; proof eqs. (6)-(9) and the rate display after (9)", "Lem 3.6"),
        (V1, "Thm 3.1; proof eqs. (6)-(10)", "Lem 3.6; numbered 3.5 in v1"),
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
        derivation=replace(THM31[version].derivation, mode="rate", var=None, level=None),
        corrections=_v1_corrections(_display_rate(V2)) if version == V1 else (),
    )
    for version, where in (
        (V2, "proof of Thm 3.1, unnumbered display after eq. (9)"),
        (V1, "proof of Thm 3.1, eq. (10)"),
    )
}
