"""KLT Section 6: first order (Alg. 5)."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import NONE
from bounds.papers.klt.statements.common import V1, V2, _both, _register
from bounds.papers.klt.statements.sec3_single_pass import (
    DRIFT_PIECE,
    DRIFT_TERM,
    INCREMENT_SMOOTHNESS_PIECE,
    LEM35,
    M_FIRST_ORDER,
    PROBABILITY_BOOKKEEPING,
    SINGLE_PASS_VARIANCE_USES,
    THM_C2_PREMISE,
    TREE_PIECE,
    TREE_TERM,
    _privacy_lemma,
    _sensitivity_lemma,
    _single_pass,
    _single_pass_unchecked,
    _variance_lemma,
)
from bounds.papers.klt.symbols import B1, B2, D, H_alpha, Sigma, m
from bounds.rate import Rate
from bounds.symbols import L, d, delta
from bounds.theorem import Derivation

LEM63 = _sensitivity_lemma(
    "KLT-Lem6.3",
    _both("Lem 6.3 and its proof, eq. (16)", "Lem B.1 and its proof, eq. (18)"),
    L / sp.sqrt(m),
    sp.sqrt(sp.log(d * B2 / delta)),
    "Alg. 5 on neighbouring minibatches: at a checkpoint ||g_t - g'_t|| <= L/B1; otherwise, given g_{t-1} = "
    "g'_{t-1}, w.p. >= 1 - delta/2, <~ L sqrt(d) D/(alpha B2) + L sqrt(log(dB2/delta)/m) (the first-order "
    "estimator is L-bounded, so no d in the deviation)",
    {
        "checkpoint: one differing sample, 2L/B1 ('trivially follows the Lipschitz assumption', proof of Lem 6.3)": (
            2 * L / B1
        ),
        INCREMENT_SMOOTHNESS_PIECE: 2 * H_alpha * 2 * D / B2,
        "increment: two estimator deviations per sample over S_t and S'_t, each <= L sqrt(log(8 d B2/delta)/m) "
        "(eq. (16), the union bound over the B2 samples)": 4 * L * sp.sqrt(sp.log(8 * d * B2 / delta)) / sp.sqrt(m),
    },
    (
        "eq. (16): " + THM_C2_PREMISE,
        "proof of Lem 6.3: " + PROBABILITY_BOOKKEEPING,
    ),
)

LEM64 = _privacy_lemma(
    "KLT-Lem6.4",
    _both("Lem 6.4 and its proof", "Lem B.2 and its proof"),
    LEM63,
    sp.log(d * B2 / delta) * M_FIRST_ORDER,
    "Alg. 5 with m = O(log(dB2/delta) B2^2 alpha^2/(D^2 d)) and the sigma of Lem 3.5 is (eps, delta)-DP",
    ("412", "416"),
)

LEM65 = _variance_lemma(
    "KLT-Lem6.5",
    _both("Lem 6.5 and its proof, eq. (17)", "Lem B.3 and its proof, eq. (19)"),
    [("checkpoint", L**2 / B1), DRIFT_TERM, TREE_TERM, ("increment estimators", L**2 * Sigma / (m * B2))],
    {
        "(I) checkpoint, one smoothing point per sample, L^2/B1 (eq. (17))": L**2 / B1,
        "(star) x Sigma: two estimators 2 L^2/(m B2) per step": Sigma * 2 * L**2 / (m * B2),
        **DRIFT_PIECE,
        **TREE_PIECE,
    },
    "Alg. 5: E||g_t - grad F_alpha(z_t)||^2 <~ L^2/B1 + L^2 d D^2 Sigma/(alpha^2 B2) + sigma^2 d log(Sigma) + "
    "L^2 Sigma/(m B2); E||g_t||^2 <~ L^2 + the same terms but the first",
    SINGLE_PASS_VARIANCE_USES,
    (
        "Lem 6.5's second display, E||g~_t||^2 <~ L^2 + ... (proof of Lem 6.5, v2 line 587, from E||g_t||^2 <~ "
        "E||g_t - grad F_alpha(z_t)||^2 + L^2), is not encoded: the rate and the terms are the variance display",
    ),
)

THM61 = {
    version: _single_pass(
        "KLT-Thm6.1",
        version,
        where,
        LEM65,
        lemma,
        M_FIRST_ORDER,
        "Alg. 2 with the single-pass first-order oracle Alg. 5 is (eps, delta)-DP and E||dbar_{2 alpha} F(x_out)|| "
        "<= beta; settings as in Thm 3.1 of the same version except m = O~(B2^2 alpha^2/(D^2 d))",
        _single_pass_unchecked("Lem 6.5", "Lem 6.4", "431"),
    )
    for version, where, lemma in (
        (V2, "Thm 6.1; proof ('similarly to (7) and (9)')", "Lem 6.5"),
        (V1, "Thm B.4 (App. B); proof of Thm B.4", "Lem 6.5; B.3 in v1"),
    )
}

_register(
    id="KLT-Rem6.2",
    version=V2,
    source=_both("Rem 6.2", "Rem B.5"),
    kind="claim",
    statement="the first-order m is Omega~(d^2) times smaller than the zero-order m (compare d alpha^2 B2^2/D^2 with "
    "alpha^2 B2^2/(D^2 d)), so the oracle complexity O(T m) improves by d^2",
    rate=Rate.of("zero-order m / first-order m", NONE, ("ratio", d**2)),
    derivation=Derivation(
        {
            "increment part of Lem 3.5's m (its d^2 B1^2 checkpoint part dropped) over Lem 6.4's m": (
                LEM35.parameters[m].subs(B1, 0) / LEM64.parameters[m]
            )
        },
        uses=(LEM35.key, LEM64.key),
        unchecked=(
            "Rem 6.2 compares only the increment parts: Lem 3.5's m also has log(dB2/delta) d^2 B1^2, which Lem "
            "6.4's m has no counterpart for; with it the ratio is d^2 + d^3 B1^2 D^2/(alpha^2 B2^2) >= d^2, so "
            "'Omega~(d^2) times smaller' (a lower bound, which the upper-bound comparison cannot check) holds, "
            "but the terms check the increment parts only",
        ),
    ),
)
