"""KLT Section 4: multi-pass ERM (Alg. 2 with Alg. 4)."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import GRADIENT, NONE
from bounds.papers.klt.statements.common import (
    ALPHA_LE,
    ALPHA_TEXT,
    BETA_LE,
    BETA_TEXT,
    LOG_DELTA,
    R12,
    R32,
    R34,
    SMOOTHNESS,
    V1,
    V2,
    _at,
    _both,
    _register,
)
from bounds.papers.klt.statements.sec3_single_pass import LEM34, M_ZERO_ORDER, _o2nc_terms, _variance_lemma
from bounds.papers.klt.symbols import B1, B2, D, H_alpha, M_w, Phi, R, Sigma, alpha, beta, m, sigma1, sigma2, zeta
from bounds.privacy_claim import ApproxDP, GaussianRelease, PrivacyClaim
from bounds.rate import Rate
from bounds.symbols import L, T, d, delta, epsilon, n
from bounds.theorem import Correction, Derivation, Theorem

LEM44 = _variance_lemma(
    "KLT-Lem4.4",
    _both("Lem 4.4 and its proof", "Lem 4.4 and its proof ((III) misses a d in v1)"),
    [
        ("estimators", L**2 * d**2 * Sigma / (m * n)),
        ("checkpoint noise", sigma1**2 * d),
        ("increment noise", sigma2**2 * d * Sigma),
    ],
    {
        "(I) checkpoint estimator (L d)^2/(n m)": L**2 * d**2 / (n * m),
        "(II) x Sigma: two estimators 2 (L d)^2/(m n) per step": Sigma * 2 * L**2 * d**2 / (m * n),
        "(III) checkpoint noise d sigma1^2": d * sigma1**2,
        "(III) increment noise d sigma2^2 (Sigma - 1), accumulated on the noisy g_{t-1}": d * sigma2**2 * (Sigma - 1),
    },
    "Alg. 4 (full batch): E||g_t - grad Fhat_alpha(z_t)||^2 <~ L^2 d^2 Sigma/(m n) + sigma1^2 d + sigma2^2 d Sigma; "
    "E||g_t||^2 <~ L^2 + the same",
)

SIGMA1 = L * sp.sqrt(T * LOG_DELTA / Sigma) / (n * epsilon)
SIGMA2 = L * D * sp.sqrt(T * d * LOG_DELTA) / (alpha * n * epsilon)
M_MULTI_PASS = L**2 * d * Sigma / (n * sigma1**2) + L**2 * d / (n * sigma2**2)

_CHECKPOINT_SENSITIVITY, _INCREMENT_SENSITIVITY, _DEVIATION = (
    t.subs({B1: n, B2: n, H_alpha: SMOOTHNESS}) for t in LEM34.derivation.terms.values()
)
MULTI_PASS_PRIVACY = PrivacyClaim(
    (
        GaussianRelease(
            "checkpoint gradient (every Sigma-th step), Lem 3.4's sensitivity at B1 = n",
            sigma1,
            _CHECKPOINT_SENSITIVITY + _DEVIATION,
            participations=T / Sigma,
            given_sensitivity=True,
        ),
        GaussianRelease(
            "increment, Lem 3.4's sensitivity at B2 = n",
            sigma2,
            _INCREMENT_SENSITIVITY + _DEVIATION,
            participations=T,
            given_sensitivity=True,
        ),
    ),
    ApproxDP(epsilon, delta),
    "replace-one",  # Lem 3.4 counts one differing sample twice (2 L/B1)
    assumptions=(sp.Le(epsilon, 1),),
    grid={n: (1e3, 1e5), d: (10.0, 1e3), epsilon: (0.1, 1.0), delta: (1e-5, 1e-10), T: (1e2, 1e4), Sigma: (10.0,)},
    constants_stated=False,  # sigma1, sigma2 = O(...)
)
"""Lem 4.3's releases: T/Sigma checkpoints and T increments on the full batch, each with the sensitivity Lem 3.4 gives
at B1 = B2 = n (its estimator deviation included, at the statement's m), composed as Gaussian releases."""

_register(
    id="KLT-Lem4.3",
    version=V2,
    source=_both("Lem 4.3 and the sentence before it", "Lem 4.3 and the sentence before it"),
    kind="lemma",
    statement="T calls of Alg. 4 with m = L^2 d Sigma/(n sigma1^2) + L^2 d/(n sigma2^2), sigma1 = O(L sqrt(T "
    "log(1/delta)/Sigma)/(n eps)), sigma2 = O(L D sqrt(T d log(1/delta))/(alpha n eps)) are (eps, delta)-DP; the "
    "sensitivity 'directly follows from Lemma 3.4' (full batch B1 = B2 = n) and Gaussian composition calibrates "
    "sigma1, sigma2 to the sensitivities L/n and L sqrt(d) D/(alpha n)",
    rate=Rate.of(
        "per-release sensitivity that sigma1, sigma2 are calibrated to (Alg. 4)",
        GRADIENT,
        ("checkpoint L/n", L / n),
        ("increment L sqrt(d) D/(alpha n)", L * sp.sqrt(d) * D / (alpha * n)),
    ),
    parameters={B1: n, B2: n, m: M_MULTI_PASS, sigma1: SIGMA1, sigma2: SIGMA2},
    privacy=True,
    privacy_claim=MULTI_PASS_PRIVACY,
    derivation=Derivation({f"Lem 3.4 {t.label}, B1 = B2 = n": t.expr(constants=False) for t in LEM34.rate.terms}),
    corrections=(
        Correction(
            m,
            sp.Max(M_MULTI_PASS, (sp.log(d * B2 / delta) * M_ZERO_ORDER).subs({B1: n, B2: n})),
            "the printed m is a variance condition; the high-probability sensitivity of Lem 3.4 needs Lem 3.5's "
            "m at B1 = B2 = n (only the oracle complexity changes)",
        ),
    ),
)


MULTI_PASS_RATE = Rate.of(
    "n for E||dbar_{2 alpha} Fhat(x_out)|| <= beta (multi-pass ERM)",
    NONE,
    ("private", sp.sqrt(Phi) * L * d**R34 / (epsilon * alpha**R12 * beta**R32)),
    polylog_note="Omega-tilde",
)
"""Thm 4.1: n = Omega~(sqrt(Phi) L d^(3/4)/(eps alpha^(1/2) beta^(3/2)))."""

MULTI_PASS_ERROR = MULTI_PASS_RATE.invert(beta, n, "E||dbar_{2 alpha} Fhat(x_out)|| after n samples (multi-pass)")
"""Thm 4.1 solved for beta: beta ~ Phi^(1/3) L^(2/3) d^(1/2)/(alpha^(1/3) eps^(2/3) n^(2/3))."""


def _multi_pass(version: str, where: str) -> Theorem:
    return _register(
        id="KLT-Thm4.1",
        version=version,
        source=_at(version, where),
        kind="theorem",
        statement="Alg. 2 with the multi-pass oracle Alg. 4 is (eps, delta)-DP and E||dbar_{2 alpha} Fhat^D(x_out)|| "
        "<= beta, given Fhat^D(x0) - inf Fhat^D <= Phi",
        rate=MULTI_PASS_RATE,
        parameters={
            m: M_MULTI_PASS,
            sigma1: SIGMA1,
            sigma2: SIGMA2,
            Sigma: alpha / (D * sp.sqrt(d)),
            D: alpha**2 * beta**2 / L**2,
            T: Phi * L**2 / (alpha**2 * beta**3),
            M_w: alpha / (4 * D),
        },
        assumptions=(ALPHA_LE, BETA_LE),
        assumption_text=(ALPHA_TEXT, BETA_TEXT, "M = Theta(alpha/D) as recalled in the proof (alpha/(4D) of Thm 3.1)"),
        derivation=Derivation(_o2nc_terms(LEM44, "Lem 4.4"), mode="samples", var=n, level=beta),
        corrections=(
            Correction(D, alpha * beta**2 / L**2, "D is a length; then L sqrt(D/alpha) = beta = Phi/(DT)"),
            Correction(T, Phi * L**2 / (alpha * beta**3), "T is a count; keeps DT = Phi/beta"),
        ),
    )


THM41 = {
    V2: _multi_pass(V2, "Thm 4.1; proof in Sec. 7 (G0 display and the last display)"),
    V1: _multi_pass(V1, "Thm 4.1; proof in Sec. 6.2"),
}

PROP51 = _register(
    id="KLT-Prop5.1",
    version=V2,
    source=_both("Prop 5.1 and its proof, eq. (15)", "Prop 5.1 and its proof, eq. (15)"),
    kind="proposition",
    statement="for any algorithm whose output lies in a set of diameter R, w.p. >= 1 - zeta, ||dbar_alpha F(x_out)|| "
    "<= ||dbar_alpha Fhat^D(x_out)|| + O~(L sqrt(d log(R/zeta)/n)) (via Mei-Bai-Montanari 2018, Thm 1)",
    rate=Rate.of(
        "||dbar_alpha F(x_out)|| - ||dbar_alpha Fhat^D(x_out)|| (generalization)",
        GRADIENT,
        ("generalization", L * sp.sqrt(d / n), sp.sqrt(sp.log(R / zeta))),
    ),
)

REM42 = {
    version: _register(
        id="KLT-Rem4.2",
        version=version,
        source=_at(version, "Rem 4.2 (with Prop 5.1 and the paragraph after it)"),
        kind="corollary",
        statement="Thm 4.1 also gives E||dbar_{2 alpha} F(x_out)|| <= beta for the population with an additional "
        "L^2 d/beta^2 term (up to logs) in n",
        rate=Rate.of(
            "n for E||dbar_{2 alpha} F(x_out)|| <= beta (multi-pass, population)",
            NONE,
            ("private", MULTI_PASS_RATE.term("private").expr()),
            ("generalization", L**2 * d / beta**2),
            polylog_note="Omega-tilde",
        ),
        derivation=Derivation(
            {
                "ERM error at n (Thm 4.1 solved for beta)": MULTI_PASS_ERROR.expr(logs=False),
                "generalization L sqrt(d/n) (Prop 5.1)": PROP51.rate.expr(logs=False),
            },
            mode="samples",
            var=n,
            level=beta,
        ),
    )
    for version in (V2, V1)
}
