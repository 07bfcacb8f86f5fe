"""MUABG Section 3: Alg. 1 (KL Spider) for kappa in [1, 2], its privacy (Lem 8, App. B.1) and the lower bound (Sec. 3.1,
App. B.4, B.5)."""

from __future__ import annotations

from dataclasses import replace

import sympy as sp

from bounds.dimensions import GRADIENT, LENGTH, LOSS, NONE
from bounds.papers.muabg.statements.common import (
    BRACKET,
    K1,
    KAPPA_12,
    KAPPA_THM1,
    NR,
    SMOOTH1,
    X_KL,
    R,
    _beta_alg1,
    _floor,
    _mono,
    _theorem,
    _two_terms,
)
from bounds.papers.muabg.symbols import (
    D_M,
    F0,
    K_M,
    L0,
    L1,
    Delta_hat,
    Delta_k,
    N_g,
    Phi_hat,
    T_k,
    gamma,
    kappa,
    lambda_g,
    rho_hat,
    rho_k,
    sigma_hat,
    sigma_k,
    tau_g,
)
from bounds.privacy_claim import ZCDP, GaussianRelease, PrivacyClaim
from bounds.rate import Rate
from bounds.registry import cite
from bounds.symbols import d, delta, epsilon, eta, n, rho
from bounds.theorem import Correction, Derivation, settle

ALG1 = {
    sigma_hat: L0 * sp.sqrt(K_M) / NR,
    sigma_k: Phi_hat ** (1 / kappa) * sp.sqrt(T_k * K_M) / (gamma * NR),
    T_k: (F0 / Phi_hat) ** ((2 - kappa) / kappa),
    K_M: K1,
}
"""Alg. 1's settings (lines 3, 4, 7)."""

LOG_BETA1 = sp.log(1 / _beta_alg1(K_M))
LEM2_TERMS = {
    "restart noise 2 sqrt(d log(1/beta')) sigmahat (proof of Lem 2, first display)": 2
    * sp.sqrt(d * LOG_BETA1)
    * sigma_hat,
    "difference noise 2 sqrt(d log(1/beta')) sqrt(T_k) sigma_k (proof of Lem 2, first display)": 2
    * sp.sqrt(d * LOG_BETA1)
    * sp.sqrt(T_k)
    * sigma_k,
}
"""Lem 2: the estimator error is the sum of the phase's Gaussian noises, ||sum_j b_kj|| <= 2 sqrt(d log(1/beta'))
(sigma-hat + sqrt(T_k) sigma_k)."""
LOGS1 = (BRACKET * sp.log(1 / _beta_alg1(K1))) ** (kappa / 2)
ALG1_FLOOR = sp.Le(
    _mono((32 * gamma * L0 * sp.sqrt(d) / NR) ** kappa) * (1 + 64 * SMOOTH1) ** (kappa / 2) * LOGS1, Phi_hat
)
"""Phihat >= Alg. 1's floor (32 gamma L0 sqrt(K d log(1/beta'))/(n sqrt(rho)))^kappa (line 6; step (iii) of Lem 2),
with its logs (the bracket of K and log(1/beta'))."""
F0_BOUND = sp.Le(F0, (gamma * L0) ** kappa)
F0_TEXT = "F0 <= (L0 gamma)^kappa (input of Alg. 1; always possible by KL and Lipschitzness)"

B3_BRACKET = sp.log(F0 * (NR / (L0 * sp.sqrt(d))) ** kappa)
"""The bracket log(F0) + kappa log(n sqrt(rho)/(L0 sqrt(d))) of B.3's final display (as printed, without gamma)."""

THM1_RATE = _two_terms(
    "excess empirical risk", LOSS, X_KL, SMOOTH1, kappa, LOGS1, "(gamma L0 sqrt(d)/(n sqrt rho))^kappa"
)

_theorem(
    "MUABG-Thm1",
    "Thm 1 (Sec. 3), Alg. 1, proof after Lem 2",
    "theorem",
    "Alg. 1 (KL Spider), kappa in [1, 2], f L0-Lipschitz and L1-smooth and F (gamma, kappa)-KL* on B_B(w0): w.p. "
    ">= 1 - beta, F(w) - F(w*) = O((gamma L0 sqrt(d K log(1/beta'))/(n sqrt rho))^kappa) = O~((gamma L0 sqrt(d) "
    "sqrt(1 + (1/F0)^((2-kappa)/kappa) gamma^2 L1)/(n sqrt rho))^kappa)",
    THM1_RATE,
    parameters={**ALG1, Phi_hat: F0},
    assumptions=(F0_BOUND,),
    assumption_text=(F0_TEXT,),
    derivation=Derivation(
        {
            **{
                f"floor where {label.split(' (')[0]} = Phihat^(1/kappa)/(8 gamma) (Lem 2 (i)-(iii))": _floor(term)
                for label, term in LEM2_TERMS.items()
            },
            "geometric part F0 c^-K <= F0 exp(-bracket), log c >= 1/(1 + 64 F0^((kappa-2)/kappa) gamma^2 L1) (Thm 1 "
            "proof, Lem 9)": F0 * sp.exp(-BRACKET),
        },
        uses=("MUABG-Lem2@v1", "MUABG-Lem9@v1", "MUABG-Lem1@v1"),
        unchecked=(
            "proof of Thm 1: the induction that phase k ends with excess <= Phihat_k (stopping case: 7/8 + 1/8 and "
            "KL; descent case: Lem 9 with Lem 2, (1/32 - 1/256) >= 1/64, summed over T_k steps; "
            "1 - F0^((2-kappa)/kappa)/(64 gamma^2 L1 c) = 1/c), i.e. Phihat_K <= max{c^-K F0, floor}",
            "proof of Thm 1: log(c) >= (1 + 64 F0^((kappa-2)/kappa) gamma^2 L1)^-1 (log(1+x) >= x/(1+x)), so that "
            "K log(c) >= the bracket; the geometric term is written after this step",
            "proof of Thm 1: the KL* condition at every iterate, by Lem 1 (trajectory in B_B(w0)); Lem 1's radius "
            "is not composed",
        ),
    ),
    exponent_values={kappa: KAPPA_THM1},
    notes="The excess after phase k is at most Phihat_k (induction with Lem 9 and Lem 2); Phihat_K is the larger of "
    "the geometric part and the floor at which Lem 2's error meets Phihat^(1/kappa)/(8 gamma). Lem 2's noise is "
    "largest in the first phase (Phihat_k <= F0, step (i)); F0 <= (gamma L0)^kappa (step (ii)).",
)

_theorem(
    "MUABG-Thm1-phase",
    "proof of Thm 1 (Sec. 3), the sum of the per-step decrease over phase k",
    "claim",
    "F(w_k0) - F(w_kT_k) >= T_k Phihat_k^(2/kappa)/(64 gamma^2 L1) = F0^((2-kappa)/kappa) Phihat_k/(64 gamma^2 L1), "
    "summing over 'T_k = (F0/Phihat_k)^((kappa-2)/2)' steps (as printed in the proof)",
    Rate.of(
        "decrease of F over phase k",
        LOSS,
        ("per-phase decrease", F0 ** ((2 - kappa) / kappa) * Phi_hat / (64 * gamma**2 * L1)),
    ),
    parameters={T_k: (F0 / Phi_hat) ** ((kappa - 2) / 2)},
    derivation=Derivation(
        {
            "T_k steps of decrease Phihat^(2/kappa)/(64 gamma^2 L1) (Lem 9 with Lem 2)": T_k
            * Phi_hat ** (2 / kappa)
            / (64 * gamma**2 * L1)
        },
        exact=True,
        uses=("MUABG-Lem9@v1", "MUABG-Lem2@v1"),
        unchecked=(
            "proof of Thm 1 (display after Lem 9): the per-step decrease Phihat^(2/kappa)/(64 gamma^2 L1) from Lem 9 "
            "with ||grad_kt|| >= 7 Phihat^(1/kappa)/(8 gamma) and Lem 2, 1/32 - 1/256 >= 1/64, is written, not "
            "derived",
        ),
    ),
    corrections=(Correction(T_k, ALG1[T_k], "Alg. 1 line 7 (and Lem 2, B.3): the exponent is (2-kappa)/kappa"),),
)

_theorem(
    "MUABG-Lem1",
    "Lem 1 (Sec. 3), proof in App. B.3",
    "lemma",
    "W.p. 1 the iterates of Alg. 1 stay in B_B(w0), B = sum_k Phihat_k^(1/kappa) T_k/(4 gamma L1) <= K F0^(1/kappa)/"
    "(4 gamma L1) = O~(F0^(1/kappa)/(gamma L1) + F0^((kappa-1)/kappa) gamma)",
    Rate.of(
        "radius of the ball containing Alg. 1's iterates",
        LENGTH,
        ("F0^(1/kappa)/(gamma L1)", F0 ** (1 / kappa) / (gamma * L1), BRACKET),
        ("F0^((kappa-1)/kappa) gamma", F0 ** ((kappa - 1) / kappa) * gamma, BRACKET),
    ),
    parameters={T_k: ALG1[T_k], K_M: (1 + 64 * SMOOTH1) * B3_BRACKET},
    assumptions=(sp.Le(Phi_hat, F0),),
    assumption_text=("Phihat_k <= F0 (every phase target)",),
    derivation=Derivation(
        {
            "K phases of T_k steps of length Phihat^(1/kappa)/(4 gamma L1) (B.3)": K_M
            * T_k
            * Phi_hat ** (1 / kappa)
            / (4 * gamma * L1)
        }
    ),
    exponent_values={kappa: KAPPA_12},
    corrections=(Correction(K_M, K1, "B.3 quotes K without gamma in the log; Alg. 1 line 3 has it (dimensionless)"),),
)

LEM1_INPUT, LEM1_BOUND = cite("MUABG-Lem1@v1")
LEM1_BOUND_TERMS = sorted(sp.Add.make_args(LEM1_BOUND), key=lambda t: t.has(L1), reverse=True)
"""Lem 1's stated radius, its two terms (the remark is about the bound as Lem 1 states it; B.3's own display has a
bracket without gamma, the unit erratum of MUABG-Lem1)."""

_theorem(
    "MUABG-Lem1-remark",
    "remark after Lem 1 (Sec. 3)",
    "claim",
    "Running Alg. 1 with L1 >= F0^((2-kappa)/2)/gamma (any L1-smooth f is also L1'-smooth for L1' > L1) makes the "
    "F0^(1/kappa)/(gamma L1) term of Lem 1's B negligible: B = O~(F0^((kappa-1)/kappa) gamma)",
    Rate.of(
        "radius of the ball containing Alg. 1's iterates",
        LENGTH,
        ("F0^((kappa-1)/kappa) gamma", F0 ** ((kappa - 1) / kappa) * gamma, BRACKET),
    ),
    parameters={L1: F0 ** ((2 - kappa) / 2) / gamma},
    derivation=Derivation(
        {
            "F0^(1/kappa)/(gamma L1) term of Lem 1's radius bound": LEM1_BOUND_TERMS[0],
            "F0^((kappa-1)/kappa) gamma term of Lem 1's radius bound": LEM1_BOUND_TERMS[1],
        },
        inputs=(LEM1_INPUT,),
    ),
    exponent_values={kappa: KAPPA_12},
    corrections=(
        Correction(
            L1,
            F0 ** ((2 - kappa) / kappa) / gamma**2,
            "F0^(1/kappa)/(gamma L1) <= F0^((kappa-1)/kappa) gamma iff L1 >= F0^((2-kappa)/kappa)/gamma^2 "
            "(units F/X^2)",
        ),
    ),
)

_theorem(
    "MUABG-Lem2",
    "Lem 2 (Sec. 3) and its proof",
    "lemma",
    "W.p. >= 1 - beta, for all k, t: ||grad_kt - grad F(w_kt)|| <= Phihat_k^(1/kappa)/(8 gamma)",
    Rate.of(
        "gradient-estimate error of Alg. 1",
        GRADIENT,
        ("Phihat^(1/kappa)/(8 gamma)", Phi_hat ** (1 / kappa) / (8 * gamma)),
    ),
    parameters=ALG1,
    assumptions=(sp.Le(Phi_hat, F0), F0_BOUND, ALG1_FLOOR),
    assumption_text=(
        "Phihat_k <= F0 (step (i))",
        F0_TEXT + " (step (ii))",
        "Phihat_k >= the floor of line 6 (step (iii))",
    ),
    derivation=Derivation(
        LEM2_TERMS,
        unchecked=(
            "proof of Lem 2: the Gaussian concentration [35, Lemma 2] giving the first display is a premise (not "
            "encoded)",
            "proof of Lem 2 (last display): the union bound over sum_k T_k <= K (n sqrt(rho) F0^(1/kappa)/(gamma L0 "
            "sqrt(K d)))^(2-kappa) iterations with beta' of Alg. 1 (probability 1 - beta)",
        ),
    ),
    exponent_values={kappa: KAPPA_12},
)

_theorem(
    "MUABG-Lem9",
    "Lem 9 (App. B.2), step (iii)",
    "lemma",
    "F(w_kt) - F(w_k,t+1) >= ||grad_kt|| Phihat_k^(1/kappa)/(16 gamma L1) - ||grad_kt - grad F(w_kt)||^2/(4 L1) "
    "(uses eta_kt <= 1/(2 L1), true since updates need ||grad_kt|| >= 7 Phihat^(1/kappa)/(8 gamma)); encoded: the "
    "identity eta ||grad_kt||^2/4 = ||grad_kt|| Phihat^(1/kappa)/(16 gamma L1) of step (iii)",
    Rate.of(
        "first term of the per-step descent bound",
        LOSS,
        ("||grad_kt|| Phihat^(1/kappa)/(16 gamma L1)", N_g * Phi_hat ** (1 / kappa) / (16 * gamma * L1)),
    ),
    parameters={eta: Phi_hat ** (1 / kappa) / (4 * gamma * L1 * N_g)},
    derivation=Derivation(
        {"eta ||grad_kt||^2/4 (B.2, step (ii))": eta * N_g**2 / 4},
        exact=True,
        unchecked=(
            "B.2: the smoothness descent inequality and the identity with eta_kt <grad F, grad_kt> (first three lines)",
            "B.2 step (i): Young's inequality",
            "B.2 step (ii): eta_kt <= 1/(2 L1) since updates need ||grad_kt|| >= 7 Phihat^(1/kappa)/(8 gamma)",
            "B.2 final display: the error term -||grad_kt - grad F(w_kt)||^2/(4 L1) is not part of the encoded rate",
        ),
    ),
)

# ---- privacy of Alg. 1 (Lem 8, App. B.1) ------------------------------------------------------------------------
LEM8_TERMS = {
    "K restart queries at rhohat each (B.1)": K_M * rho_hat,
    "K phases of T_k difference queries at rho_k each (B.1)": K_M * T_k * rho_k,
}
LEM8_CHARGES = {rho_hat: rho / K_M, rho_k: rho / (K_M * T_k)}
"""Lem 8's per-query charges (with rho-hat = rho/K, the reading under which its sum is 2 rho)."""

_theorem(
    "MUABG-Lem8",
    "Lem 8 (App. B.1)",
    "lemma",
    "If f is L0-Lipschitz and L1-smooth on B_B(w*), Alg. 1 is 2 rho-zCDP: each restart gradient is rhohat-zCDP with "
    "'rhohat = 1/K' (as printed), each gradient difference rho/(K T_k)-zCDP, composed over K phases",
    Rate.of("zCDP of Alg. 1", NONE, ("composition", 2 * rho)),
    parameters={**LEM8_CHARGES, rho_hat: 1 / K_M},
    derivation=Derivation(
        LEM8_TERMS,
        exact=True,
        uses=("MUABG-Lem1@v1",),
        unchecked=(
            "B.1: the per-query charges rhohat, rho_k from the Gaussian mechanism with sensitivities L0/n and "
            "eta L1 ||grad||/n <= Phihat^(1/kappa)/n are taken as printed (recomputed in MUABG-Alg1-gaussian)",
        ),
    ),
    corrections=(
        Correction(rho_hat, rho / K_M, "the restart charge is rho/K (the composition line of B.1 sums rho/K)"),
    ),
)

ALG1_PRIVACY = PrivacyClaim(
    (
        GaussianRelease("restart gradient (line 4)", sigma_hat, Delta_hat, participations=K_M),
        GaussianRelease("gradient difference (line 8)", sigma_k, Delta_k, participations=K_M * T_k),
    ),
    ZCDP(rho),
    "add/remove",
    grid={rho: (0.01, 1.0), n: (1e3, 1e6), gamma: (0.1, 1.0, 10.0), K_M: (1.0, 20.0), Phi_hat: (0.01, 1.0)},
    defaults={kappa: 1.5},
)
"""Alg. 1's releases as the paper's Lem 8 states them: sensitivities Delta (the paper's L0/n convention, add/remove)
and the noise of lines 4 and 7 (the replace-one reading is checked beside it)."""

ALG1_GAUSSIAN = {
    Delta_hat: L0 / n,
    Delta_k: Phi_hat ** (1 / kappa) / n,
    sigma_hat: ALG1[sigma_hat],
    sigma_k: ALG1[sigma_k],
    T_k: ALG1[T_k],
}
"""The settings of Alg. 1's Gaussian accounting: Lem 8's sensitivities as printed, the noise of lines 4 and 7."""
DELTA_K_FIXED = Phi_hat ** (1 / kappa) / (4 * gamma * n)
"""The gradient differences' sensitivity: L1 times the step length Phihat^(1/kappa)/(4 gamma L1) of line 11, over n."""
ALG1_MECHANISM = ALG1_PRIVACY.substituted(lambda e: settle(e, {**ALG1_GAUSSIAN, Delta_k: DELTA_K_FIXED}))
"""Alg. 1 as it runs: lines 4, 7 and 8 with the difference sensitivity L1 times the step length of line 11 (MUABG-E6),
for Thm 1's own claim (the mechanism, apart from Lem 8's bookkeeping)."""

_theorem(
    "MUABG-Thm1-privacy",
    "Thm 1 (Sec. 3), privacy part; proof in App. B.1 (Lem 8)",
    "theorem",
    "If f is L0-Lipschitz and L1-smooth on B_B(w0), Alg. 1 is rho-zCDP",
    Rate.of("zCDP of Alg. 1", NONE, ("rho", rho)),
    parameters=LEM8_CHARGES,
    derivation=Derivation(LEM8_TERMS, exact=True, uses=("MUABG-Lem8@v1",)),
    privacy_claim=ALG1_MECHANISM,
    corrections=(
        Correction(
            "rate",
            Rate.of("zCDP of Alg. 1", NONE, ("composition (Lem 8)", 2 * rho)),
            "Lem 8 composes K rho/K + sum_k T_k rho/(K T_k) = 2 rho; halving both charges (noise variances x 2) "
            "restores rho",
        ),
    ),
    privacy=True,
)

_theorem(
    "MUABG-Alg1-gaussian",
    "Alg. 1 lines 4, 7, 8, 13 and the sensitivities of Lem 8 (App. B.1)",
    "claim",
    "Gaussian-mechanism accounting of Alg. 1: K restart gradients (sensitivity L0/n, noise sigma-hat) and K T_k "
    "gradient differences (sensitivity 'eta L1 ||grad||/n <= Phihat^(1/kappa)/n', noise sigma_k) compose to the "
    "rho-zCDP of Thm 1 (replace-one, Def. 2: sensitivities 2 L0/n and Phihat^(1/kappa)/(2 gamma n), total 17 rho/8)",
    Rate.of("zCDP of Alg. 1", NONE, ("rho", rho)),
    parameters=ALG1_GAUSSIAN,
    derivation=replace(ALG1_PRIVACY.derivation(), uses=("MUABG-Lem8@v1",)),
    privacy_claim=ALG1_PRIVACY,
    corrections=(
        Correction(
            Delta_k,
            DELTA_K_FIXED,
            "L1 ||w_k,t+1 - w_kt||/n with the step length Phihat^(1/kappa)/(4 gamma L1) (Alg. 1 line 11): the "
            "1/(4 gamma) is missing",
        ),
    ),
)

# ---- lower bound (Sec. 3.1, App. B.4, B.5) ----------------------------------------------------------------------
THM6_BOUND = tau_g ** (-1 / (tau_g - 1)) * (L0 * sp.sqrt(d) / (lambda_g * n * epsilon)) ** (tau_g / (tau_g - 1))
"""Thm 6's bound tau^(-1/(tau-1)) (L0 sqrt(d)/(lambda n eps))^(tau/(tau-1))."""

_theorem(
    "MUABG-Thm6",
    "Thm 6 (App. B.4)",
    "lower bound",
    "tau >= 2, tau = O(1), eps <= 1, 2^-Omega(n) <= delta < 1/n: for any (eps, delta)-DP algorithm there are W "
    "containing a ball of radius B, S and a convex f, L0-Lipschitz and L1-smooth on W, with F (lambda, tau)-growth "
    "and E[F(A(S)) - inf F] = Omega(tau^(-1/(tau-1)) (L0 sqrt(d)/(lambda n eps))^(tau/(tau-1)))",
    Rate.of("expected excess empirical risk (lower bound)", LOSS, ("growth lower bound", _mono(THM6_BOUND))),
)

THM6_INPUT, THM6_CITED = cite("MUABG-Thm6@v1")

_theorem(
    "MUABG-Cor1",
    "Cor 1 (Sec. 3.1), details in App. B.5",
    "lower bound",
    "kappa in (1, 2], kappa = 1 + Omega(1): for any rho-zCDP algorithm there are S, w0 and f, L0-Lipschitz and "
    "L1-smooth on B_B(w0), F (gamma, kappa)-KL, with expected excess Omega~((gamma L0 sqrt(d)/(n sqrt rho))^kappa) "
    "(independent of B and L1; Omega~ hides [kappa/(kappa-1)]^(1-kappa) and log(1/delta))",
    Rate.of(
        "expected excess empirical risk (lower bound)",
        LOSS,
        ("(gamma L0 sqrt(d)/(n sqrt rho))^kappa", _mono(X_KL**kappa)),
    ),
    derivation=Derivation(
        {
            "Thm 6 at lambda = 1/gamma, tau = kappa/(kappa-1) (Lem 6), eps = 2 sqrt(rho log(1/delta)) of a rho-zCDP "
            "algorithm (BS16 Prop 1.3, cited in B.5)": THM6_CITED.subs(
                {lambda_g: 1 / gamma, tau_g: kappa / (kappa - 1), epsilon: 2 * sp.sqrt(rho * sp.log(1 / delta))}
            )
        },
        inputs=(THM6_INPUT,),
        uses=("MUABG-Lem6@v1",),
        unchecked=(
            "B.5: tau = kappa/(kappa-1) >= 2 and tau = O(1) for kappa = 1 + Omega(1), so Thm 6 applies and "
            "[kappa/(kappa-1)]^(1-kappa) = Omega(1)",
        ),
    ),
    exponent_values={kappa: (R(4, 3), R(3, 2), 2)},
)

_theorem(
    "MUABG-Thm7",
    "Thm 7 (App. B.6)",
    "lower bound",
    "eps <= 1, delta < 1/n, D, L0 > 0: for any (eps, delta)-DP algorithm there are S and a convex f, L0-Lipschitz and "
    "sqrt(d) L0/(n eps D)-smooth, with ||w*|| <= D and E[F(A(S)) - F(w*)] = Omega(L0 D min{sqrt(d)/(n eps), 1}); "
    "encoded in the regime sqrt(d) <= n eps",
    Rate.of(
        "expected excess empirical risk (lower bound)",
        LOSS,
        ("L0 D sqrt(d)/(n eps)", L0 * D_M * sp.sqrt(d) / (n * epsilon)),
    ),
    assumption_text=("sqrt(d) <= n eps (otherwise the bound is Omega(L0 D))",),
)
