"""MUABG Section 5: Alg. 3 (adaptive noisy GD)."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import GRADIENT, LOSS, NONE
from bounds.erratum import Locator, Normalisation
from bounds.papers.muabg.statements.common import (
    KAPPA_12,
    KAPPA_ALG3,
    LG,
    NR,
    SIGMA_HAT_3,
    SMOOTH1,
    X_KL,
    R,
    _level,
    _mono,
    _theorem,
)
from bounds.papers.muabg.symbols import (
    F0,
    L0,
    L1,
    K_j,
    N_g,
    N_s,
    Phi_B,
    Phi_N,
    Phi_S,
    Phi_t,
    c_M,
    gamma,
    kappa,
    p_max,
    sigma_fl,
    sigma_hat,
)
from bounds.rate import Rate
from bounds.registry import cite
from bounds.symbols import T, d, n, rho
from bounds.theorem import Correction, Derivation

FLOOR3 = 2 * L0 / NR
"""Alg. 3's noise floor 2 L0/(n sqrt(rho)) (line 4)."""

_theorem(
    "MUABG-Thm3",
    "Thm 3 (Sec. 5), proof in App. D.2",
    "theorem",
    "If f is Lipschitz, Alg. 3 releasing w_0..w_T is rho-zCDP: the charges rho_t = (L0/(n sigmahat))^2 + "
    "(L0/(n sigma_t))^2 of the rounds before the last sum to <= rho/2 (stopping rule), the last round costs <= rho/2 "
    "since sigma_T >= 2 L0/(n sqrt rho), and fully adaptive composition (WRRW22) applies",
    Rate.of("zCDP of Alg. 3", NONE, ("rho", rho)),
    parameters={sigma_fl: FLOOR3, sigma_hat: SIGMA_HAT_3},
    assumptions=(sp.Le(1, NR),),
    assumption_text=("n sqrt(rho) >= 1 (the norm query's charge sqrt(rho)/n is at most rho)",),
    derivation=Derivation(
        {
            "rounds before the last: charges sum to <= rho/2 (line 2)": rho / 2,
            "last gradient query (L0/(n sigma_T))^2 at sigma_T >= the floor (D.2)": (L0 / (n * sigma_fl)) ** 2,
            "last norm query (L0/(n sigmahat))^2 (D.2; not counted there)": (L0 / (n * sigma_hat)) ** 2,
        },
        unchecked=(
            "D.2: the fully adaptive composition of zCDP ([47] = WRRW22, Theorem 1) is a premise (not encoded)",
            "D.2: the per-round charge rho_t = (L0/(n sigmahat))^2 + (L0/(n sigma_t))^2 at sensitivity L0/n is taken "
            "as printed",
        ),
    ),
    notes="In D.2's convention the total is rho/2 + rho/4 + sqrt(rho)/n <= rho for n sqrt(rho) >= 4. D.2's charge "
    "(L0/(n sigma))^2 is twice the Gaussian cost at sensitivity L0/n and half of it at the replace-one sensitivity "
    "2 L0/n, under which Thm 3 fails by about 3/2.",
)

_theorem(
    "MUABG-Lem10-floor",
    "Lem 10 (App. D.1), second part; Alg. 3 lines 4 and 6",
    "claim",
    "If sigma_t = 2 L0/(n sqrt rho) (the floor), then rho_t >= rho/2, the stopping condition triggers and t = T",
    Rate.of("charge of a gradient query at the noise floor", NONE, ("rho/2", rho / 2)),
    parameters={N_g: sp.sqrt(d * LG) * sigma_fl, sigma_fl: FLOOR3},
    derivation=Derivation(
        {
            "charge L0^2 d lg/(n^2 N_t^2) of line 6 at sigma_t = N_t/sqrt(d lg) = the floor": L0**2
            * d
            * LG
            / (n**2 * N_g**2)
        },
        exact=True,
        equality=True,  # the stopping argument needs the floor's charge to reach the cap rho/2
    ),
    corrections=(
        Correction(
            sigma_fl,
            sp.sqrt(2) * L0 / NR,
            "the floor whose charge is the cap rho/2 of line 6 (or keep the floor and cap at rho/4)",
        ),
    ),
)

_theorem(
    "MUABG-Lem10",
    "Lem 10 (App. D.1), first part",
    "lemma",
    "W.p. >= 1 - 2 beta, for t with sigma_t = N_t/sqrt(d lg): ||grad_t - grad F(w_t)|| <= N_t <= ||grad F(w_t)|| + "
    "L0 sqrt(lg)/(sqrt(n) rho^(1/4))",
    Rate.of(
        "noisy gradient-norm estimate N_t of Alg. 3",
        GRADIENT,
        ("||grad F(w_t)||", N_g),
        ("norm-query noise", SIGMA_HAT_3, sp.sqrt(LG)),
    ),
    parameters={sigma_hat: SIGMA_HAT_3},
    derivation=Derivation(
        {"||grad F(w_t)||": N_g, "|bhat_t| <= sqrt(lg) sigmahat (Gaussian tail)": sp.sqrt(LG) * sigma_hat},
        unchecked=(
            "D.1: ||grad_t - grad F(w_t)|| = ||b_t|| <= sqrt(d lg) sigma_t = N_t (the first inequality of the claim)",
            "D.1: the Gaussian tail bounds with a union bound over at most n sqrt(rho) rounds (probability 1 - 2 beta)",
        ),
    ),
)

_theorem(
    "MUABG-Lem11",
    "Lem 11 (App. D.3), proof in App. D.5",
    "lemma",
    "If sigma_t = 2 L0/(n sqrt rho) for some t > 0, Alg. 3 stops at t and w.p. >= 1 - 2 beta F(w_t) - F(w*_S) = "
    "O((gamma L0 sqrt(d lg)/(n sqrt rho))^kappa + (gamma^2 L0^2 lg/(n sqrt rho))^(kappa/2))",
    Rate.of(
        "excess empirical risk at the noise floor",
        LOSS,
        ("(gamma L0 sqrt(d lg)/(n sqrt rho))^kappa", _mono(X_KL**kappa), LG ** (kappa / 2)),
        ("(gamma^2 L0^2 lg/(n sqrt rho))^(kappa/2)", _mono((gamma**2 * L0**2 / NR) ** (kappa / 2)), LG ** (kappa / 2)),
    ),
    parameters={sigma_fl: FLOOR3, sigma_hat: SIGMA_HAT_3},
    derivation=Derivation(
        {
            "KL at ||grad F|| <= sqrt(d lg) sigma_t + sqrt(lg) sigmahat (D.5)": (
                gamma * (sp.sqrt(d * LG) * sigma_fl + sp.sqrt(LG) * sigma_hat)
            )
            ** kappa
        },
        uses=("MUABG-Lem10@v1",),
        unchecked=(
            "D.5: 'when sigma_t = L0/(n sqrt rho) then rho_t > rho and the algorithm stops' (the stopping claim of "
            "Lem 11, cf. MUABG-Lem10-floor) is not encoded",
        ),
    ),
    exponent_values={kappa: KAPPA_12},
)

ALG3_HYPOTHESIS = sp.Le(L0**2 * LG / (L1 * n), sp.sqrt(rho))
ALG3_HYPOTHESIS_TEXT = "L0^2 log(n sqrt(rho)/beta)/(L1 n) <= sqrt(rho) (Thm 4, used in D.3; as printed, a loss <= 1)"
FLOOR_DERIVED = {
    "KL level where descent (9) turns positive, (8 gamma^2 L0^2 lg/(n sqrt rho))^(kappa/2)": (
        8 * gamma**2 * L0**2 * LG / NR
    )
    ** (kappa / 2),
    "one step's worst increase L0^2 lg/(L1 n sqrt rho) ((9))": L0**2 * LG / (L1 * NR),
}
"""The noise floor that descent (9) and KL give (the dimensionally consistent form of Lem 12's threshold)."""
FLOOR_TERMS = (
    (
        "(8 gamma^2 L0^2 lg/(n sqrt rho))^(kappa/2)",
        _mono((8 * gamma**2 * L0**2 / NR) ** (kappa / 2)),
        LG ** (kappa / 2),
    ),
    ("L0^2 lg/(L1 n sqrt rho)", L0**2 / (L1 * NR), LG),
)


def _floor_branches(l1: str, scale: int) -> tuple[tuple[str, sp.Expr, sp.Expr], ...]:
    """The printed floor scale (max{gamma^2, 1} L0^2 lg/(l1 n sqrt(rho)))^(kappa/2), with l1 = "L1" (Lem 12) or
    "min{L1,1}" (Lem 13, Thm 4), split at the max (and the min) into monomial branches."""
    l1_values = (("1/L1", 1 / L1),) if l1 == "L1" else ((f"1/{l1}", 1 / L1), ("1", sp.Integer(1)))
    return tuple(
        (
            f"noise floor, {g_label} x {l_label} branch",
            _mono(scale * (g_value * l_value * L0**2 / NR) ** (kappa / 2)),
            LG ** (kappa / 2),
        )
        for g_label, g_value in (("gamma^2", gamma**2), ("1", sp.Integer(1)))
        for l_label, l_value in l1_values
    )


SECTION5_SCALE = (
    Normalisation(
        "MUABG-N1",
        r"\frac{L_{0}^{2}\log(n\sqrt{\rho}/\beta)}{L_{1}n\sqrt{\rho}}\leq 1. Thus combining these two inequalities",
        Locator("2311.13447", "v1", "App. D.3, proof of Lem 12"),
        (L0**2 / L1,),
        "the analysis of Alg. 3 compares the loss L0^2 log(n sqrt(rho)/beta)/(L1 n sqrt(rho)) with 1: the loss scale "
        "is fixed",
    ),
    Normalisation(
        "MUABG-N2",
        r"\max\left\{{\gamma^{2},1}\right\}L_{0}^{2}\log(n\sqrt{\rho}/\beta)}{\min\{L_{1},1\}n\sqrt{\rho}}",
        Locator("2311.13447", "v1", "Lem 13 and Thm 4 (Sec. 5, App. D.3)"),
        (L1,),
        "max{gamma^2, 1} and min{L1, 1} compare gamma^2 and the smoothness constant with 1: with the loss scale "
        "fixed, the length scale is fixed too",
    ),
)
"""Sec. 5 / App. D.3 work in one fixed scale (the paper compares dimensional quantities with 1 there), so Lem 12,
Lem 13 and Thm 4 are unit-checked in the quotient where loss and length are dimensionless."""


_theorem(
    "MUABG-Lem12",
    "Lem 12 (App. D.3), eqs. (9)-(11)",
    "lemma",
    "If sigma_t = N_t/sqrt(d lg) for all t, w.p. >= 1 - 2 beta: F(w_t) - F(w_t+1) >= ||grad F(w_t)||^2/(8 L1) - "
    "L0^2 lg/(L1 n sqrt rho), and under KL Phi_t+1 <= max{Phi_t, 2(max{gamma^2, 1} L0^2 lg/(L1 n sqrt rho))^(kappa/2)}",
    Rate.of("excess after one step of Alg. 3", LOSS, ("Phi_t", Phi_t), *_floor_branches("L1", 2)),
    assumptions=(ALG3_HYPOTHESIS,),
    assumption_text=(ALG3_HYPOTHESIS_TEXT,),
    derivation=Derivation(
        {"Phi_t (no increase above the KL level)": Phi_t, **FLOOR_DERIVED},
        uses=("MUABG-Lem10@v1",),
        unchecked=(
            "(9): the descent-lemma step with eta = 1/(2 L1) and Lem 10's error bound (D.3, first display of the "
            "proof) is not encoded; its terms are taken from (9)",
            "(10)-(11): KL gives ||grad F||^2 >= Phi_t^(2/kappa)/gamma^2 above the threshold, so the step decreases "
            "the excess",
        ),
    ),
    exponent_values={kappa: KAPPA_12},
    corrections=(
        Correction(
            "rate",
            Rate.of("excess after one step of Alg. 3", LOSS, ("Phi_t", Phi_t), *FLOOR_TERMS),
            "descent (9) is positive for ||grad F||^2 >= 8 L0^2 lg/(n sqrt rho) (no 1/L1); below, one step adds at "
            "most L0^2 lg/(L1 n sqrt rho)",
        ),
    ),
    normalised_by=SECTION5_SCALE,
)

LEM12_CORRECTED, _ = cite("MUABG-Lem12@v1", corrected=True)
C3_PRINTED = 1 + 1 / (8 * gamma**2 * L1)
C3_FIXED = 1 + F0 ** ((2 - kappa) / kappa) / (8 * gamma**2 * L1)
_theorem(
    "MUABG-Lem13",
    "Lem 13 (App. D.3), eq. (13)",
    "lemma",
    "For K >= (Phi_t/c)^((kappa-2)/kappa) - 1 steps, c = 1 + 1/(8 gamma^2 L1): Phi_t+K <= max{Phi_t/c, "
    "2(max{gamma^2, 1} L0^2 lg/(min{L1, 1} n sqrt rho))^(kappa/2)}",
    Rate.of("excess after a phase of Alg. 3", LOSS, ("Phi_t/c", Phi_t / c_M), *_floor_branches("min{L1,1}", 2)),
    parameters={c_M: C3_PRINTED, K_j: (Phi_t / c_M) ** ((kappa - 2) / kappa) - 1},
    derivation=Derivation(
        {
            "Phi_t less K steps that each decrease the excess by >= (Phi_t/c)^(2/kappa)/(16 gamma^2 L1) while it stays "
            "above Phi_t/c and the floor ((9) as proved with MUABG-E15's calibration, KL, floor >= twice the noise)": (
                Phi_t - K_j * (Phi_t / c_M) ** (2 / kappa) / (16 * gamma**2 * L1)
            ),
            **FLOOR_DERIVED,
        },
        inputs=(LEM12_CORRECTED,),
        unchecked=(
            "(13) steps (i)-(iii): KL at each w_{t+j}, the floor making the noise at most half of the decrease, and "
            "Phi_{t+j} >= Phi_t/c over the phase; the per-step decrease is written, not derived",
            "(12): the contradiction hypothesis carried to every Phi_{t+j} by Lem 12",
        ),
    ),
    exponent_values={kappa: KAPPA_12},
    corrections=(
        Correction(c_M, C3_FIXED, "as Alg. 1's c: 1/(8 gamma^2 L1) alone has units F^(1 - 2/kappa)"),
        Correction(
            K_j,
            2 * (c_M * F0 / Phi_t) ** ((2 - kappa) / kappa),
            "K (Phi_t/c)^(2/kappa)/(16 gamma^2 L1) >= (1 - 1/c) Phi_t with the corrected c (step (ii) of (13) "
            "gives 1/(16 gamma^2 L1), not 1/(2 gamma^2 L1), see MUABG-E13)",
        ),
        Correction(
            "rate",
            Rate.of("excess after a phase of Alg. 3", LOSS, ("Phi_t/c", Phi_t / c_M), *FLOOR_TERMS),
            "the floor of Lem 12 (corrected)",
        ),
    ),
    normalised_by=SECTION5_SCALE,
)

PHASE_PRINTED = Phi_t ** ((kappa - 2) / kappa)
PHASE_FIXED = (F0 / Phi_t) ** ((2 - kappa) / kappa)
E1 = 2 * kappa / (4 - kappa)
E3 = kappa / (2 - kappa)
PMAX_PRINTED_BRACKET = sp.log(F0 * (NR / (gamma * L0)) ** E1)
"""log(F0) + (2 kappa/(4-kappa)) log(n sqrt(rho)/(gamma L0)) of p_max (Thm 4), as one logarithm."""
PMAX_PRINTED = (1 + 8 * gamma**2 * L1) * PMAX_PRINTED_BRACKET
PMAX_BRACKET = sp.log(F0 ** (2 / (4 - kappa)) * (NR / (gamma * L0 * sp.sqrt(d))) ** E1)
PMAX_FIXED = (1 + 8 * F0 ** ((kappa - 2) / kappa) * gamma**2 * L1) * PMAX_BRACKET


def _budget_level(phase_length: sp.Expr) -> sp.Expr:
    """D.3: p_max phases of ``phase_length`` steps, each charged L0^2 d lg/(n^2 N_t^2) with N_t^2 >=
    Phi^(2/kappa)/(2 gamma^2), exhaust the budget rho/2 at this excess level."""
    cost = p_max * phase_length * 2 * gamma**2 * L0**2 * d * LG / (n**2 * Phi_t ** (2 / kappa))
    return _level(cost, Phi_t, rho / 2)


def _step_cap_level(phase_length: sp.Expr) -> sp.Expr:
    """D.3: p_max phases of ``phase_length`` steps reach the step cap n sqrt(rho)/2 at this excess level."""
    return _level(p_max * phase_length, Phi_t, NR / 2)


LOGS4 = (LG * PMAX_PRINTED_BRACKET) ** (kappa / (4 - kappa))
THM4_PRINTED = Rate.of(
    "excess empirical risk",
    LOSS,
    ("budget balance (gamma L0 sqrt(d lg p_max)/(n sqrt rho))^(2 kappa/(4-kappa))", _mono(X_KL**E1), LOGS4),
    ("budget balance, smoothness factor of p_max", _mono(X_KL**E1 * (gamma**2 * L1) ** (kappa / (4 - kappa))), LOGS4),
    *_floor_branches("min{L1,1}", 1),
    (
        "step cap (p_max/(n sqrt rho))^(kappa/(2-kappa))",
        _mono(NR ** (-E3)),
        PMAX_PRINTED_BRACKET**E3,
    ),
    (
        "step cap, smoothness factor of p_max",
        _mono((gamma**2 * L1 / NR) ** E3),
        PMAX_PRINTED_BRACKET**E3,
    ),
)
LOGS4_FIXED = (LG * PMAX_BRACKET) ** (kappa / (4 - kappa))
THM4_FIXED = Rate.of(
    "excess empirical risk",
    LOSS,
    ("budget balance", _mono(F0 ** ((2 - kappa) / (4 - kappa)) * X_KL**E1), LOGS4_FIXED),
    (
        "budget balance, smoothness factor of p_max",
        _mono(F0 ** ((2 - kappa) / (4 - kappa)) * X_KL**E1 * SMOOTH1 ** (kappa / (4 - kappa))),
        LOGS4_FIXED,
    ),
    *FLOOR_TERMS,
    ("step cap", _mono(F0 * NR ** (-E3)), PMAX_BRACKET**E3),
    ("step cap, smoothness factor of p_max", _mono(F0 * (SMOOTH1 / NR) ** E3), PMAX_BRACKET**E3),
)

_theorem(
    "MUABG-Thm4",
    "Thm 4 (Sec. 5), proof in App. D.3",
    "theorem",
    "Alg. 3 (adaptive noisy GD, needs no gamma, kappa), kappa in [1, 2], L0^2 lg/(L1 n) <= sqrt(rho), F L1-smooth, "
    "L0-Lipschitz and (gamma, kappa)-KL* on the valley S: w.p. >= 1 - 2 beta, F(w_T) - F(w*_S) = O((gamma L0 "
    "sqrt(d lg p_max)/(n sqrt rho))^(2 kappa/(4-kappa)) + (max{gamma^2, 1} L0^2 lg/(min{L1, 1} n sqrt rho))^(kappa/2) "
    "+ (p_max/(n sqrt rho))^(kappa/(2-kappa))) = O~((sqrt(d)/(n sqrt rho))^(2 kappa/(4-kappa)) + (1/(n sqrt "
    "rho))^(kappa/2)), p_max = (1 + 8 gamma^2 L1)[log F0 + (2 kappa/(4-kappa)) log(n sqrt(rho)/(gamma L0))]",
    THM4_PRINTED,
    parameters={
        K_j: PHASE_PRINTED,
        p_max: PMAX_PRINTED,
        Phi_B: _budget_level(PHASE_PRINTED),
        Phi_S: _step_cap_level(PHASE_PRINTED),
        Phi_N: 2 * (sp.Max(gamma**2, 1) * L0**2 * LG / (sp.Min(L1, 1) * NR)) ** (kappa / 2),
    },
    assumptions=(ALG3_HYPOTHESIS,),
    assumption_text=(ALG3_HYPOTHESIS_TEXT,),
    derivation=Derivation(
        {
            "budget exhausted: p_max phases x K_j steps x charge L0^2 d lg/(n^2 N_t^2), N_t^2 >= Phi^(2/kappa)/(2 "
            "gamma^2), = rho/2 (D.3)": Phi_B,
            "step cap: p_max K_j >= n sqrt(rho)/2 (D.3)": Phi_S,
            "noise floor (Lem 12, Lem 13)": Phi_N,
        },
        uses=("MUABG-Lem12@v1", "MUABG-Lem13@v1", "MUABG-Lem10@v1"),
        unchecked=(
            "D.3: p <= p_max phases, from Phi_{K_p} <= c^-p F0 (Lem 13, (14)) and "
            "p_max >= (log F0 + (2 kappa/(4-kappa)) log(n sqrt(rho)/(gamma L0)))/log(c)",
            "D.3 (budget display): 1/N_t^2 <= 2/||grad F(w_t)||^2 <= 2 gamma^2/Phi_{K_j}^(2/kappa) (Lem 10, KL, (14)) "
            "and phase j lasting <= Phi_{K_{j-1}}^((kappa-2)/kappa) steps; only the balance of the resulting sum is "
            "encoded (Phi_B)",
            "D.3: the norm-query charges T sqrt(rho)/n <= rho/2 while T <= n sqrt(rho)/2 (the budget left is rho/2)",
        ),
    ),
    exponent_values={kappa: KAPPA_ALG3},
    corrections=(
        Correction(
            K_j,
            PHASE_FIXED,
            "phase length for a 1/c decrease with c = 1 + F0^((2-kappa)/kappa)/(8 gamma^2 L1) (as Alg. 1's T_k)",
        ),
        Correction(p_max, PMAX_FIXED, "log(F0/Phi_B)/log(c) with the dimensionless c"),
        Correction(Phi_B, _budget_level(PHASE_FIXED), "the budget balance with the corrected phase length"),
        Correction(Phi_S, _step_cap_level(PHASE_FIXED), "the step cap with the corrected phase length"),
        Correction(Phi_N, sum(FLOOR_DERIVED.values()), "the floor of Lem 12 (corrected)"),
        Correction(
            "rate",
            THM4_FIXED,
            "the dimensionally consistent statement (the paper's normalizes F0 = 1 and uses max/min with 1)",
        ),
    ),
    normalised_by=SECTION5_SCALE,
)

_theorem(
    "MUABG-Lem5",
    "Lem 5 (Sec. 5), the valley threshold alpha before it; proof in App. D.4",
    "lemma",
    "With alpha = max{F(w0), F(w*) + 2(gamma^(kappa/2) + L0)(L0^2 lg/(n sqrt rho))^(1/2)} and S the path component "
    "of {F <= alpha} containing w0, Alg. 3's iterates stay in S w.p. >= 1 - 2 beta; encoded: the margin "
    "alpha - F(w*_S) that D.4's case 1 needs",
    Rate.of(
        "valley margin alpha - F(w*_S)",
        LOSS,
        (
            "2 gamma^(kappa/2) L0 (lg/(n sqrt rho))^(1/2)",
            _mono(2 * gamma ** (kappa / 2) * L0 / sp.sqrt(NR)),
            sp.sqrt(LG),
        ),
        ("2 L0^2 (lg/(n sqrt rho))^(1/2)", _mono(2 * L0**2 / sp.sqrt(NR)), sp.sqrt(LG)),
    ),
    derivation=Derivation(
        {
            "excess at w_t with ||grad F(w_t)|| < (L0^2 lg/(n sqrt rho))^(1/2), by KL (D.4 case 1)": (
                gamma**2 * L0**2 * LG / NR
            )
            ** (kappa / 2),
            "L0 R over the ball of radius R = 2(L0^2 lg/(L1^2 n sqrt rho))^(1/2) (D.4)": L0
            * 2
            * sp.sqrt(L0**2 * LG / (L1**2 * NR)),
        },
        uses=("MUABG-Lem10@v1",),
        unchecked=(
            "D.4 case 1: the step ||w_t - w_t+1|| <= 3 (L0^2 lg/(n sqrt rho))^(1/2)/(2 L1) <= R with eta = 1/(2 L1) "
            "and Lem 10",
            "D.4 case 2: the descent along the segment w(l) keeps F(w(l)) <= F(w_t) (path-connectedness argument)",
        ),
    ),
    exponent_values={kappa: KAPPA_12},
    corrections=(
        Correction(
            "rate",
            Rate.of(
                "valley margin alpha - F(w*_S)",
                LOSS,
                (
                    "(gamma^2 L0^2 lg/(n sqrt rho))^(kappa/2)",
                    _mono((gamma**2 * L0**2 / NR) ** (kappa / 2)),
                    LG ** (kappa / 2),
                ),
                ("2 L0^2 (lg/(n sqrt rho))^(1/2)/L1", _mono(2 * L0**2 / (L1 * sp.sqrt(NR))), sp.sqrt(LG)),
            ),
            "KL at ||grad F|| < (L0^2 lg/(n sqrt rho))^(1/2) and Lipschitzness over D.4's radius R",
        ),
    ),
)

STATIONARITY_TERMS = {
    "norm-query noise L0 sqrt(lg)/(sqrt(n) rho^(1/4)) ((16))": SIGMA_HAT_3 * sp.sqrt(LG),
    "norm-query noise L0 lg/(sqrt(n) rho^(1/4)) ((15): a full log, as printed)": SIGMA_HAT_3 * LG,
    "exponential mechanism 4 L0 lg/(n sqrt rho) ((15))": 4 * L0 * LG / NR,
}
"""The error terms of (15) and (16), with their logs as D.6 prints them ((15) and the final display carry
L0 log(n sqrt(rho)/beta)/(sqrt(n) rho^(1/4)), (16) its square root)."""
THM5_UNCHECKED = (
    "D.6 (16): Lem 12's descent inequality (9) summed over T rounds; (9) is not encoded as a statement "
    "(MUABG-Lem12 encodes Lem 12's threshold claim)",
    "D.6: T >= (1/2) min{n^2 N*^2 rho/(L0^2 d lg), n sqrt(rho)} from the stopping condition (the setting of T / N*)",
    "D.6 (15): the exponential mechanism's utility guarantee is a premise (not encoded)",
    "D.6: the noise-floor case (sigma_t = 2 L0/(n sqrt rho) gives N* <= L0 sqrt(d)/(n sqrt rho), 'satisfied by "
    "Eqn. (15)') is not encoded: a sum of terms cannot express its min with N* <= ||grad F(w0)|| <= sqrt(2 F0 L1)",
)
STEP_CAP_N = sp.sqrt(F0 * L1) / (sp.sqrt(n) * rho ** R(1, 4))

_theorem(
    "MUABG-Thm5-best",
    "Thm 5 (Sec. 5.1), the best case discussed after it; proof in App. D.6",
    "theorem",
    "Alg. 3 plus the exponential mechanism, f L1-smooth and L0-Lipschitz, when every gradient along the run has norm "
    ">= N (the paper's 'Omega(1)'): T = Theta~(min{n sqrt rho, n^2 N^2 rho/(L0^2 d)}) and ||grad F(w_t*)|| = "
    "O~(sqrt(F0 L1) L0 sqrt(d)/(N n sqrt rho) + sqrt(F0 L1)/(sqrt(n) rho^(1/4)) + L0/(sqrt(n) rho^(1/4))), i.e. "
    "O~(sqrt(d)/(n sqrt rho) + 1/(sqrt(n) rho^(1/4)))",
    Rate.of(
        "gradient norm at the selected iterate",
        GRADIENT,
        (
            "budget-limited T: sqrt(F0 L1) L0 sqrt(d)/(N n sqrt rho)",
            _mono(sp.sqrt(F0 * L1) * L0 * sp.sqrt(d) / (N_g * NR)),
            sp.sqrt(LG),
        ),
        ("step cap: sqrt(F0 L1)/(sqrt(n) rho^(1/4))", _mono(STEP_CAP_N)),
        ("norm-query noise", SIGMA_HAT_3, sp.sqrt(LG)),
    ),
    parameters={T: sp.Min(n**2 * N_g**2 * rho / (L0**2 * d * LG), NR) / 2},
    assumptions=(sp.Le(1, NR),),
    assumption_text=("n sqrt(rho) >= 1 (the exponential mechanism's error is below the norm noise)",),
    derivation=Derivation(
        {"descent average sqrt(8 F0 L1/T) ((16))": sp.sqrt(8 * F0 * L1 / T), **STATIONARITY_TERMS},
        uses=("MUABG-Lem10@v1",),
        unchecked=THM5_UNCHECKED,
    ),
)

THM5_WORST = Rate.of(
    "gradient norm at the selected iterate",
    GRADIENT,
    ("(L0 sqrt(F0 L1 d)/(n sqrt rho))^(1/2)", _mono(sp.sqrt(L0 * sp.sqrt(F0 * L1 * d) / NR)), LG ** R(1, 4)),
    ("norm-query noise", SIGMA_HAT_3, sp.sqrt(LG)),
)
_theorem(
    "MUABG-Thm5",
    "Thm 5 (Sec. 5.1), proof in App. D.6",
    "theorem",
    "Alg. 3 plus sampling t* with probability ~ exp(-(n sqrt rho/(2 L0)) ||grad F(w_t)||), f L1-smooth and "
    "L0-Lipschitz, is 2 rho-zCDP and w.p. >= 1 - 3 beta: ||grad F(w_t*)|| = O(min{sqrt(F0 L1/T), (L0 sqrt(F0 L1 d)/"
    "(n sqrt rho))^(1/2)} + L0 sqrt(lg)/(sqrt(n) rho^(1/4))); encoded: the worst case (the min's second branch), "
    "O~(x^(1/2) + 1/(sqrt(n) rho^(1/4)))",
    THM5_WORST,
    parameters={N_s: _level(N_s**2 * (n**2 * N_s**2 * rho / (L0**2 * d * LG)), N_s, 16 * F0 * L1)},
    assumptions=(sp.Le(1, NR),),
    assumption_text=("n sqrt(rho) >= 1 (the exponential mechanism's error is below the norm noise)",),
    derivation=Derivation(
        {
            "budget branch: N*^2 <= 16 F0 L1/T with T >= n^2 N*^2 rho/(2 L0^2 d lg) (D.6)": N_s,
            "step-cap branch: T >= n sqrt(rho)/2 gives N* <= sqrt(16 F0 L1/(n sqrt rho)) (D.6, dropped)": sp.sqrt(
                16 * F0 * L1 / NR
            ),
            **STATIONARITY_TERMS,
        },
        uses=("MUABG-Lem10@v1",),
        unchecked=THM5_UNCHECKED,
    ),
    corrections=(
        Correction(
            "rate",
            Rate.of(
                "gradient norm at the selected iterate",
                GRADIENT,
                *((t.label, t.monomial, t.logs) for t in THM5_WORST.terms),
                ("step cap: sqrt(F0 L1)/(sqrt(n) rho^(1/4))", _mono(STEP_CAP_N)),
            ),
            "D.6's lower bound on T has a second branch n sqrt(rho)/2",
        ),
    ),
)
