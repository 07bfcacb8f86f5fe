"""MUABG: Menart, Ullah, Arora, Bassily, Guzman, "Differentially Private Non-Convex Optimization under the KL
Condition with Optimal Rates" (rho-zCDP throughout).

Text: ``papers/001_1cb6b915a0a92f82.txt`` (the only version we have, ``v1``). Ids name the paper's results
(``MUABG-Thm1``, ``MUABG-Lem8``, ...); ids with a suffix encode one step or one reading of a result: ``-privacy``
(the privacy half of a theorem), ``-phase`` (one step of a proof), ``-remark``, ``-gaussian`` (the
Gaussian-mechanism costs of a privacy proof), ``-floor``, ``-best``.

Conventions. (gamma, kappa)-KL* is F - F* <= gamma^kappa ||grad F||^kappa, so gamma has dimension
X F^(1/kappa - 1) and gamma L0 has dimension F^(1/kappa). The paper's brackets "log(F0) + kappa log(n sqrt(rho) /
(gamma L0 sqrt d))" are written as one logarithm (only the combination is dimensionless). A factor (1 + c x) of a
problem constant x inside an O-tilde (K of Alg. 1, T of Alg. 2, p_max of Alg. 3) is split into two monomial terms
(1 + x)^p ~ 1 + x^p, since a rate term must be a monomial; the pure logarithms (the bracket, log(1/beta'), lg) are
kept in ``logs``. Leading constants hidden by the O(.) (e.g. Alg. 1's 32^kappa) are dropped.

Errata found by computation (``Theorem.errata()``):

- MUABG-Thm1-privacy (exact): Thm 1 says Alg. 1 is rho-zCDP, but Lem 8's composition of its own per-query
  charges (rho/K per restart, rho/(K T_k) per gradient difference, over K phases) is 2 rho: derived/stated = 2
  (Lem 8 itself states 2 rho). Correction: the statement 2 rho.
- MUABG-Lem8 (exact): Lem 8 writes the restart charge as "rho-hat = 1/K"; the composition is then 1 + rho, not the
  stated 2 rho (derived/stated = (rho + 1)/(2 rho)). With rho-hat = rho/K it re-derives (typo).
- MUABG-Alg1-gaussian (exact): the Gaussian-mechanism cost Delta^2/(2 sigma^2) of every query with Lem 8's printed
  sensitivities (L0/n; Phihat^(1/kappa)/n) and Alg. 1's sigma-hat, sigma_k sums to rho (1 + gamma^2)/2; the unit
  check flags the inner sensitivity Phihat^(1/kappa)/n (units F^(1/kappa), not a gradient): Lem 8's own middle
  expression eta L1 ||grad||/n is Phihat^(1/kappa)/(4 gamma n), the missing 1/(4 gamma). With it the total is
  17 rho/32 (derived/stated = 17/32): under the L0/n sensitivity the paper uses, Alg. 1 is in fact (17/32) rho-zCDP,
  its charges being conservative by 2 (restart) and 32 (differences); under the replace-one relation of Def. 2
  (sensitivities 2 L0/n and Phihat^(1/kappa)/(2 gamma n)) it is (17/8) rho-zCDP, i.e. Thm 1 fails by 17/8.
- MUABG-Lem10-floor (exact): Lem 10 / D.1 claim that at the noise floor sigma_t = 2 L0/(n sqrt rho) the charge of
  line 6 is >= rho/2, so Alg. 3 stops; the charge L0^2 d lg/(n^2 N_t^2) at N_t = sqrt(d lg) sigma_t is rho/4
  (derived/stated = 1/2), so the cap min{., rho/2} is not reached and "sigma_t at the floor => t = T" (Lem 10, 11)
  is not guaranteed. Correction: floor sqrt(2) L0/(n sqrt rho) (or the cap rho/4). D.3 and D.5 print the floor as
  L0/(n sqrt rho), whose charge rho does trigger the stop but whose last-round cost (D.2) is then rho, not rho/2.
- MUABG-Thm1-phase (exact): the proof of Thm 1 sums the per-step decrease over "T_k = (F0/Phihat_k)^((kappa-2)/2)"
  steps and claims F0^((2-kappa)/kappa) Phihat_k/(64 gamma^2 L1); with the printed exponent the ratio is
  (F0/Phihat)^((kappa-2)/2 - (2-kappa)/kappa) != 1. Alg. 1's T_k = (F0/Phihat)^((2-kappa)/kappa) re-derives (typo).
- MUABG-Lem1-remark: "run the algorithm with L1 >= F0^((2-kappa)/2)/gamma" (to make the F0^(1/kappa)/(gamma L1)
  term of B negligible) has units F^((2-kappa)/2 + 1 - 1/kappa)/X, not F/X^2 (unit check on the setting L1), and
  derive() finds the first term of B not negligible along gamma ~ s^-1. Correction L1 = F0^((2-kappa)/kappa)/gamma^2.
- MUABG-Lem1: B.3's closed form uses K with bracket log(F0) - kappa log(L0 sqrt(d)/(n sqrt rho)) (gamma dropped):
  the logarithm's argument has units F^(1 - kappa) X^kappa (unit check on K_M). Correction: Alg. 1's K.
- MUABG-Thm2 (a gap in the proof): the proof of Thm 2 applies KL at the exact prox point w_t* under the
  hypothesis F(w_t) - F* > Phihat_t, which does not follow. With only Lem 3's tau-accuracy, F(w_T) <= F_T(w_T*) +
  tau, so the chain gives the induction floor (32 gamma^2 Ltilde1 tau)^(kappa/2) (= the printed rate) plus the
  subroutine accuracy tau = L0^2 d T lg/(Ltilde1 n^2 rho). derive() (kappa in {2, 3, 4}) reports "does not
  follow" along n ~ s for kappa > 2 (tau ~ n^-2 vs n^-kappa; offending term: the subroutine accuracy) and verifies
  at kappa = 2 -- but only with the assumption F0^((kappa-2)/kappa) gamma^2 Ltilde1 >= 1 (not in the paper;
  harmless, since weak convexity holds for every larger Ltilde1): without it the tau term exceeds the stated rate
  by 1/(gamma^2 Ltilde1) as Ltilde1 -> 0 even at kappa = 2. Correction: the stated rate plus the tau term.
- MUABG-Thm4, MUABG-Lem12, MUABG-Lem13, MUABG-Lem5 (units): the analysis of Alg. 3 is dimensionally consistent only
  at kappa = 2. c = 1 + 1/(8 gamma^2 L1), the phase length Phi^((kappa-2)/kappa), p_max = (1 + 8 gamma^2 L1)[...],
  the bound's first term (gamma L0 sqrt(d lg p_max)/(n sqrt rho))^(2 kappa/(4-kappa)) (units F^(2/(4-kappa))),
  its third term (p_max/(n sqrt rho))^(kappa/(2-kappa)) (dimensionless), the noise floor
  (max{gamma^2, 1} L0^2 lg/(min{L1, 1} n sqrt rho))^(kappa/2) (three of its four branches), the hypothesis
  L0^2 lg/(L1 n) <= sqrt(rho) (a loss <= 1) and Lem 5's valley margin
  2(gamma^(kappa/2) + L0)(L0^2 lg/(n sqrt rho))^(1/2)
  all mix units: the analysis silently normalizes F0 = 1 (and uses max/min with 1 for gamma, L1). Thm 4 still
  derives from its own chain (budget balance, step cap, noise floor: "verified"); the corrections restate it
  dimensionally (our algebra): phase length (F0/Phi)^((2-kappa)/kappa), c = 1 + F0^((2-kappa)/kappa)/(8 gamma^2 L1),
  first term F0^((2-kappa)/(4-kappa)) (gamma L0 sqrt(d lg p_max)/(n sqrt rho))^(2 kappa/(4-kappa)), third term
  F0 (p_max/(n sqrt rho))^(kappa/(2-kappa)), noise floor (8 gamma^2 L0^2 lg/(n sqrt rho))^(kappa/2) +
  L0^2 lg/(L1 n sqrt rho); the exponents in n, d, rho are unchanged. The hypothesis cannot carry a correction
  (corrections target settings and rates), so it stays flagged on the corrected Thm 4 and Lem 12.
- MUABG-Lem12: the threshold 2(max{gamma^2, 1} L0^2 lg/(L1 n sqrt rho))^(kappa/2) does not follow from its proof
  (descent (9) turns positive at ||grad F||^2 >= 8 L0^2 lg/(n sqrt rho), i.e. at the KL level
  (8 gamma^2 L0^2 lg/(n sqrt rho))^(kappa/2), with no 1/L1): "does not follow" along L1 ~ s. Lem 13 and Thm 4 use
  min{L1, 1} instead, which covers it.
- MUABG-Lem5: the valley margin does not follow from D.4's case 1 (KL gives (gamma^2 L0^2 lg/(n sqrt rho))^(kappa/2);
  D.4 prints gamma unsquared; the Lipschitz step over the radius R = 2(L0^2 lg/(L1^2 n sqrt rho))^(1/2) gives
  L0 R, with 1/L1); the correction is the derived margin.
- MUABG-Thm5 (worst case): D.6 bounds T >= (1/2) min{n^2 N*^2 rho/(L0^2 d lg), n sqrt rho} but then uses only the
  first branch. In the step-cap branch N* <= sqrt(16 F0 L1/(n sqrt rho)), which the statement
  min{sqrt(F0 L1/T), (L0 sqrt(F0 L1 d)/(n sqrt rho))^(1/2)} + L0 sqrt(lg)/(sqrt(n) rho^(1/4)) does not cover when
  F0 L1 >> L0^2 d ("does not follow" along F0 ~ s). Example: a long ramp F = N0 w_1 (Huber-smoothed) whose
  gradient never drops within the n sqrt(rho)/2 steps. The correction adds sqrt(F0 L1)/(sqrt(n) rho^(1/4)); the
  exponents in n, d, rho (x^(1/2) + 1/(sqrt(n) rho^(1/4))) are unchanged.

Verified (derive() reproduces the stated rate up to constants and logs): MUABG-Thm1 (the floor of the phase targets
where Lem 2's gradient error meets Phihat^(1/kappa)/(8 gamma), at kappa in {1, 4/3, 3/2, 2}), MUABG-Lem9,
MUABG-Cor1 (Thm 6 at lambda = 1/gamma, tau = kappa/(kappa-1)), MUABG-Lem4 (with the paper's remark that
sqrt(T d lg)/(n sqrt rho) = o(1), which covers the (1 + tau) factor C.1 drops on B's second term), MUABG-Thm9,
MUABG-Thm3, MUABG-Lem10, MUABG-Lem11, MUABG-Thm5-best, MUABG-Lem6, MUABG-Lem7; MUABG-Thm4 as noted.
"Stated is looser" (upper bounds over all phase targets Phihat <= F0): MUABG-Lem1, MUABG-Lem2.
Statements without a derivation: MUABG-Thm6, Thm7, Thm8 (lower bounds), Lem3 (= Thm 9), Lem13 (units only).

Details of the readings:

- Alg. 1's privacy: the "2 rho" is Lem 8's composition of its own charges (rho/K, rho/(K T_k)); the Gaussian costs
  Delta^2/(2 sigma^2) at the printed sensitivity L0/n (and the corrected Phihat^(1/kappa)/(4 gamma n)) sum to
  17 rho/32, and 17 rho/8 under replace-one.
- Thm 2 at kappa = 2: with only Lem 3's accuracy it also needs gamma^2 Ltilde1 >~ 1.
- Thm 5's dropped step-cap branch, Lem 12's spurious 1/L1 (besides D.4's missing square root and unsquared gamma),
  and the dimensional inconsistency of Thm 4 / Lem 13 / Lem 5 for kappa != 2.
- Lem 1's B.3 bracket drops the gamma of Alg. 1's K; that is what the unit check finds.

Errata not detectable here (and why):

- P2: Alg. 1 line 17 (w_{k+1,0} = w_{k,t-1}; undefined when the loop exits at t = 0) and "while t <= T_k" (T_k + 1
  updates): algorithmic, not a formula. Lem 8 assumes smoothness on B_B(w*), Thm 1 on B_B(w0): a set, not a rate.
- The neighbouring relation: the paper uses sensitivity L0/n (and charges (L0/(n sigma))^2 in D.2), while Def. 2's
  "differing in one data point" gives 2 L0/n. MUABG-Alg1-gaussian encodes the printed L0/n; the replace-one numbers
  (17/8 for Alg. 1; Alg. 3's charges then undercount by 2; the exponential mechanism of Thm 5 becomes 2 rho-zCDP,
  not rho/2) are in the docstrings, since a convention is not a derivation step.
- Exact-mode derivations compare equalities; a privacy claim "cost <= rho" holding with slack (Alg. 4: T queries of
  (2 L0/n)^2/(2 sigma^2) = rho/(2T), total rho/2 <= rho; Thm 5's 3 rho/2 <= 2 rho) would be reported as a constant
  difference, so these are not encoded as exact derivations (MUABG-Thm3 is checked up to constants).
- Constants hidden in O(.): Lem 9's 1/32 - 1/256 >= 1/64 (the 7/8 threshold gives 13/256); Lem 12's "=" that is
  ">=", its 1/4 vs 1/8; Lem 13's step (ii) (1/4) X - Y >= (1/2) X and "1 - 1/(2 c gamma^2 L1) = 1/c" (only <=);
  C.2's regularizer coefficient L1~ vs L1~/2 vs L1~/4 and its c with L1 for L1~; C.3's dropped 1/2; B.4's and B.6's
  construction constants (the inverted D condition, the extra k, lambda_1 vs lambda, H not C^1, the missing D).
- Logarithms: Thm 9's log argument drops rho; Thm 5 hides a lg^(1/4) and alternates lg / sqrt(lg); log(1/beta')
  vs log(n^2 log^2(1/beta')/(d beta')) in C.1. Logs have growth 0.
- Alg. 3's notation (b-hat_t scalar vs N(0, I_d sigma-hat^2), the index of sum_{j<=t} rho_t, N_t <= 0) and Alg. 2's
  use of gamma, kappa that are not inputs: algorithmic. D.4 restates alpha with a duplicated nested max, and its
  case-2 threshold ||grad F|| >= L0^2 lg/(n sqrt rho) misses a square root (a unit error inside a case split of a
  proof, not a setting or a bound).
- The prose: the intro drops epsilon in (1/n)^(kappa/2), the abstract drops the second term of Thm 4 and the
  additive 1/(sqrt(n) rho^(1/4)) of Thm 5. MUABG-Thm8's (1/4)(1/(n eps))^kappa is in units gamma = L0 = 1 (the
  theorem's 1-Lipschitz, (1, kappa)-KL instance) and is encoded with those constants restored.
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import GRADIENT, LENGTH, LOSS, NONE, Dimension
from bounds.erratum import Locator, Normalisation
from bounds.papers.muabg.symbols import (
    D_M,
    F0,
    K_M,
    L0,
    L1,
    Delta_hat,
    Delta_k,
    K_j,
    Lt1,
    N_g,
    N_s,
    Phi_B,
    Phi_hat,
    Phi_N,
    Phi_S,
    Phi_t,
    T_k,
    beta_p,
    c_M,
    gamma,
    kappa,
    lambda_g,
    p_max,
    r_w,
    rho_hat,
    rho_k,
    sigma_fl,
    sigma_hat,
    sigma_k,
    tau_A,
    tau_g,
)
from bounds.privacy_claim import ZCDP, GaussianRelease, PrivacyClaim
from bounds.rate import Rate
from bounds.registry import cite, register
from bounds.symbols import T, d, epsilon, eta, n, rho, sigma
from bounds.tables import ComparisonTable, register_table
from bounds.theorem import Correction, Derivation, Kind, Theorem, settle

PAPER = "MUABG"
TEXT = "papers/001_1cb6b915a0a92f82.txt"
R = sp.Rational

KAPPA_THM1 = (1, R(4, 3), R(3, 2), 2)
"""KL exponents at which Thm 1 is checked (p = kappa/(kappa - 1) = infinity, 4, 3, 2 in the power family)."""
KAPPA_12 = (1, R(3, 2), 2)
"""KL exponents at which the other results for kappa in [1, 2] are checked (each value costs a full direction scan)."""
KAPPA_ALG3 = (1, R(4, 3), R(3, 2))
"""Thm 4's third term has exponent kappa/(2 - kappa), which diverges at kappa = 2 (the step cap never binds)."""
KAPPA_GE2 = (2, 3, 4)
"""KL exponents at which the results for kappa >= 2 (Alg. 2) are checked."""
KAPPA_GT1 = (R(3, 2), 2, 3)
"""KL exponents for the KL <-> growth conversions (tau = kappa/(kappa - 1) needs kappa > 1)."""

NR = n * sp.sqrt(rho)
"""n sqrt(rho), the privacy scale of rho-zCDP (x = sqrt(d)/(n sqrt(rho)) below)."""
X_KL = gamma * L0 * sp.sqrt(d) / NR
"""gamma L0 sqrt(d)/(n sqrt(rho)), dimension F^(1/kappa): the rate of Thm 1 and Thm 2 is X_KL^kappa."""
BRACKET = sp.log(F0 * (NR / (gamma * L0 * sp.sqrt(d))) ** kappa)
"""log(F0) + kappa log(n sqrt(rho)/(gamma L0 sqrt(d))) of K (Alg. 1) and T (Alg. 2), as one logarithm."""
SMOOTH1 = F0 ** ((kappa - 2) / kappa) * gamma**2 * L1
"""(1/F0)^((2-kappa)/kappa) gamma^2 L1 (dimensionless), the problem constant in K (Alg. 1)."""
SMOOTH2 = F0 ** ((kappa - 2) / kappa) * gamma**2 * Lt1
"""F0^((kappa-2)/kappa) gamma^2 Ltilde1 (dimensionless), the problem constant in T (Alg. 2)."""
K1 = (1 + 64 * SMOOTH1) * BRACKET
"""K of Alg. 1 (line 3)."""
T2 = (1 + 32 * SMOOTH2) * BRACKET
"""T of Alg. 2 (line 1)."""
LG = sp.log(NR / beta_p)
"""lg = log(n sqrt(rho)/beta) of Alg. 3."""
SIGMA_HAT_3 = L0 / (sp.sqrt(n) * rho ** R(1, 4))
"""Alg. 3's noise on the gradient norm (line 3), sigma-hat = L0/(sqrt(n) rho^(1/4)); the norm estimate is off by at
most sqrt(lg) sigma-hat (Lem 10)."""


def _mono(expr: sp.Expr) -> sp.Expr:
    """``expr`` with powers of products split into powers of symbols, as a rate term's monomial must be."""
    return sp.expand_power_base(sp.sympify(expr), force=True)


def _beta_alg1(k: sp.Expr) -> sp.Expr:
    """beta' of Alg. 1 (line 3) for ``k`` phases: (beta/K)(gamma L0 sqrt(K d)/(n sqrt(rho) F0^(1/kappa)))^(2-kappa)."""
    return beta_p / k * (gamma * L0 * sp.sqrt(k * d) / (NR * F0 ** (1 / kappa))) ** (2 - kappa)


def _log_alg2(t: sp.Expr) -> sp.Expr:
    """log(n^2 log^2(1/beta')/(d beta')) with beta' = beta/T (Alg. 2, Lem 3) for ``t`` prox steps."""
    beta_prime = beta_p / t
    return sp.log(n**2 * sp.log(1 / beta_prime) ** 2 / (d * beta_prime))


def _floor(error: sp.Expr) -> sp.Expr:
    """The phase target Phihat at which Phihat^(1/kappa)/(8 gamma) equals a gradient error (Lem 2, step (iii))."""
    return (8 * gamma * error) ** kappa


def _level(cost: sp.Expr, var: sp.Symbol, target: sp.Expr) -> sp.Expr:
    """The value of ``var`` at which ``cost``, a monomial in ``var``, equals ``target`` (a balance of two bounds)."""
    power = sp.cancel(sp.diff(sp.expand_log(sp.log(cost), force=True), var) * var)
    if power == 0 or power.has(var):
        raise ValueError(f"cost {cost} is not a non-constant monomial in {var}")
    return (target / cost.subs(var, 1)) ** (1 / power)


def _theorem(theorem_id: str, source: str, kind: Kind, statement: str, rate: Rate, **kw) -> Theorem:
    """Register one MUABG result (version v1) citing ``source`` in the paper's text."""
    return register(
        Theorem(
            id=theorem_id,
            paper=PAPER,
            version="v1",
            source=f"{TEXT}, {source}",
            kind=kind,
            statement=statement,
            rate=rate,
            **kw,
        )
    )


def _two_terms(
    quantity: str, dim: Dimension, base: sp.Expr, factor: sp.Expr, power: sp.Expr, logs: sp.Expr, label: str
) -> Rate:
    """The rate base^power (1 + factor)^(power/2) as the two monomial terms base^power + base^power factor^(power/2)."""
    return Rate.of(
        quantity,
        dim,
        (label, _mono(base**power), logs),
        (f"{label}, smoothness factor", _mono(base**power * factor ** (power / 2)), logs),
        polylog_note="the (1 + c x) factor of the number of phases is split into two terms; logs hold the brackets",
    )


# ==== Section 3: Alg. 1 (KL Spider), kappa in [1, 2] ===========================================================

ALG1 = {
    sigma_hat: L0 * sp.sqrt(K_M) / NR,
    sigma_k: Phi_hat ** (1 / kappa) * sp.sqrt(T_k * K_M) / (gamma * NR),
    T_k: (F0 / Phi_hat) ** ((2 - kappa) / kappa),
    K_M: K1,
}
"""Alg. 1's settings (lines 3, 4, 7)."""

LOG_BETA1 = sp.log(1 / _beta_alg1(K_M))
LEM2_TERMS = {
    "restart noise 2 sqrt(d log(1/beta')) sigmahat (Lem 2)": 2 * sp.sqrt(d * LOG_BETA1) * sigma_hat,
    "difference noise 2 sqrt(d log(1/beta')) sqrt(T_k) sigma_k (Lem 2)": 2
    * sp.sqrt(d * LOG_BETA1)
    * sp.sqrt(T_k)
    * sigma_k,
}
"""Lem 2: the estimator error is the sum of the phase's Gaussian noises, ||sum_j b_kj|| <= 2 sqrt(d log(1/beta'))
(sigma-hat + sqrt(T_k) sigma_k)."""
LOGS1 = (BRACKET * sp.log(1 / _beta_alg1(K1))) ** (kappa / 2)
ALG1_FLOOR = sp.Le(_mono((32 * gamma * L0 * sp.sqrt(d) / NR) ** kappa) * (1 + 64 * SMOOTH1) ** (kappa / 2), Phi_hat)
"""Phihat >= Alg. 1's floor (32 gamma L0 sqrt(K d log(1/beta'))/(n sqrt(rho)))^kappa (line 6), logs dropped."""
F0_BOUND = sp.Le(F0, (gamma * L0) ** kappa)
F0_TEXT = "F0 <= (L0 gamma)^kappa (input of Alg. 1; always possible by KL and Lipschitzness)"

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
                f"floor where {label[:-8]} = Phihat^(1/kappa)/(8 gamma) (Lem 2 (i)-(iii))": _floor(term)
                for label, term in LEM2_TERMS.items()
            },
            "geometric part F0 c^-K <= F0 exp(-bracket), log c >= 1/(1 + 64 F0^((kappa-2)/kappa) gamma^2 L1) (Thm 1 "
            "proof, Lem 9)": F0 * sp.exp(-BRACKET),
        }
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
    parameters={T_k: ALG1[T_k], K_M: (1 + 64 * SMOOTH1) * sp.log(F0 * (NR / (L0 * sp.sqrt(d))) ** kappa)},
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
            "F0^(1/kappa)/(4 gamma L1) (B.3)": F0 ** (1 / kappa) / (4 * gamma * L1),
            "16 F0^((kappa-1)/kappa) gamma (B.3)": 16 * F0 ** ((kappa - 1) / kappa) * gamma,
        }
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
    derivation=Derivation(LEM2_TERMS),
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
    derivation=Derivation({"eta ||grad_kt||^2/4 (B.2, step (ii))": eta * N_g**2 / 4}, exact=True),
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
    derivation=Derivation(LEM8_TERMS, exact=True),
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
    derivation=Derivation(LEM8_TERMS, exact=True),
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
    derivation=ALG1_PRIVACY.derivation(),
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
            "Thm 6 at lambda = 1/gamma, tau = kappa/(kappa-1) (Lem 6), eps ~ sqrt(rho) (BS16 1.3)": THM6_BOUND.subs(
                {lambda_g: 1 / gamma, tau_g: kappa / (kappa - 1), epsilon: sp.sqrt(rho)}
            )
        }
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

# ==== Section 4: Alg. 2 (private proximal point), kappa >= 2 ===================================================

LOG2 = _log_alg2(T)
ALG2 = {T: T2, tau_A: L0**2 * d * T * LOG2 / (Lt1 * n**2 * rho)}
"""Alg. 2's T (line 1) and the subroutine accuracy tau of Lem 3 at privacy rho/T (C.2)."""
LOGS2 = (BRACKET * _log_alg2(T2)) ** (kappa / 2)
THM2_RATE = _two_terms(
    "excess empirical risk", LOSS, X_KL, SMOOTH2, kappa, LOGS2, "(gamma L0 sqrt(d)/(n sqrt rho))^kappa"
)
TAU_TERMS = (
    ("subroutine accuracy L0^2 d T lg/(Ltilde1 n^2 rho)", L0**2 * d / (Lt1 * n**2 * rho), BRACKET * _log_alg2(T2)),
    (
        "subroutine accuracy, smoothness factor",
        _mono(L0**2 * d * SMOOTH2 / (Lt1 * n**2 * rho)),
        BRACKET * _log_alg2(T2),
    ),
)

_theorem(
    "MUABG-Thm2",
    "Thm 2 (Sec. 4), Alg. 2, proof in App. C.2",
    "theorem",
    "Alg. 2 with the subroutine of Lem 3, kappa >= 2, F (gamma, kappa)-KL* and Ltilde1-weakly convex on B_B(w0): "
    "w.p. >= 1 - beta, F(w_T) - F(w*) = O((gamma L0 sqrt(T d log(n^2 log^2(1/beta')/(d beta')))/(n sqrt rho))^kappa) "
    "= O~((gamma L0 sqrt(d (1 + F0^((kappa-2)/kappa) gamma^2 Ltilde1))/(n sqrt rho))^kappa)",
    THM2_RATE,
    parameters=ALG2,
    assumptions=(sp.Le(1, SMOOTH2),),
    assumption_text=(
        "F0^((kappa-2)/kappa) gamma^2 Ltilde1 >= 1: not in the paper; needed (also at kappa = 2) once only Lem 3's "
        "accuracy is used, and always allowed since weak convexity holds for every larger Ltilde1",
    ),
    derivation=Derivation(
        {
            "induction floor (32 gamma^2 Ltilde1 tau)^(kappa/2): Phihat^(2/kappa)/(16 gamma^2 Ltilde1) - tau >= "
            "Phihat^(2/kappa)/(32 gamma^2 Ltilde1) (C.2 (i))": (32 * gamma**2 * Lt1 * tau_A) ** (kappa / 2),
            "subroutine accuracy tau kept by the last prox step, F(w_T) <= F_T(w_T*) + tau (Lem 3)": tau_A,
            "geometric part F0 c^-T <= F0 exp(-bracket) (C.2)": F0 * sp.exp(-BRACKET),
        }
    ),
    exponent_values={kappa: KAPPA_GE2},
    corrections=(
        Correction(
            "rate",
            Rate.of(
                "excess empirical risk", LOSS, *((t.label, t.monomial, t.logs) for t in THM2_RATE.terms), *TAU_TERMS
            ),
            "with only Lem 3's tau-accuracy the chain keeps tau ~ x^2, which dominates x^kappa for kappa > 2",
        ),
    ),
    notes="The proof's contradiction hypothesis is F(w_t) - F* > Phihat_t but KL is applied at the exact prox point "
    "w_t* (F(w_t*) - F* >= Phihat_t does not follow). Counterexample to the argument: w_{t-1} = w* = 0 and "
    "F = a |w|^p (p < 2); any w_t with F_t(w_t) - F_t(w_t*) <= tau may have F(w_t) ~ tau.",
)

_theorem(
    "MUABG-Lem3",
    "Lem 3 (Sec. 4), details in App. E (Thm 9)",
    "lemma",
    "There is a rho-zCDP subroutine A for F_t = F + Ltilde1 ||. - w_{t-1}||^2 with excess "
    "O(L0^2 d log(n^2 log^2(1/beta')/(d beta'))/(Ltilde1 n^2 rho)) w.p. >= 1 - beta'",
    Rate.of(
        "excess of the regularized objective",
        LOSS,
        (
            "L0^2 d/(Ltilde1 n^2 rho)",
            L0**2 * d / (Lt1 * n**2 * rho),
            sp.log(n**2 * sp.log(1 / beta_p) ** 2 / (d * beta_p)),
        ),
    ),
)

SQRT_TD = sp.sqrt(BRACKET * _log_alg2(T2))
_theorem(
    "MUABG-Lem4",
    "Lem 4 (Sec. 4), proof in App. C.1",
    "lemma",
    "W.p. >= 1 - beta, w_1..w_T in B_B(w0) with B = O~((L0/Ltilde1)(1 + sqrt(T d log(.))/(n sqrt rho)) + L0 "
    "F0^((kappa-2)/kappa) gamma^2)",
    Rate.of(
        "radius of the ball containing Alg. 2's iterates",
        LENGTH,
        ("L0/Ltilde1", L0 / Lt1, BRACKET),
        ("L0 sqrt(T d lg)/(Ltilde1 n sqrt rho)", L0 * sp.sqrt(d) / (Lt1 * NR), SQRT_TD),
        (
            "L0 sqrt(T d lg)/(Ltilde1 n sqrt rho), smoothness factor of T",
            _mono(L0 * sp.sqrt(d) * sp.sqrt(SMOOTH2) / (Lt1 * NR)),
            SQRT_TD,
        ),
        ("L0 F0^((kappa-2)/kappa) gamma^2", L0 * F0 ** ((kappa - 2) / kappa) * gamma**2, BRACKET),
    ),
    parameters=ALG2,
    assumptions=(sp.Le(sp.sqrt(d * (1 + SMOOTH2)) / NR, 1),),
    assumption_text=(
        "sqrt(T d lg)/(n sqrt rho) = o(1) where the convergence guarantee is nontrivial (remark after Thm 2), up to "
        "logs",
    ),
    derivation=Derivation(
        {
            "T steps with ||w_t* - w_{t-1}|| <= L0/(2 Ltilde1) (C.1)": T * L0 / (2 * Lt1),
            "T steps with ||w_t - w_t*|| <= sqrt(2 tau/Ltilde1) (strong convexity, Lem 3) (C.1)": T
            * sp.sqrt(2 * tau_A / Lt1),
        }
    ),
    exponent_values={kappa: KAPPA_GE2},
)

_theorem(
    "MUABG-Thm9",
    "Thm 9 (App. E), Alg. 4",
    "theorem",
    "Alg. 4 (noisy GD on F + Ltilde1 ||w - w0||^2, projected on B(w0, L0/(2 Ltilde1))) with T = n^2 rho "
    "log^2(2/beta)/d, "
    "eta_t = 1/(Ltilde1 t), sigma^2 = 4 L0^2 T/(n^2 rho) is rho-zCDP (each step costs rho/(2T) at sensitivity 2 L0/n) "
    "and w.p. >= 1 - beta has excess O(L0^2 d log(n^2 log^2(2/beta)/(d beta))/(Ltilde1 n^2 rho))",
    Rate.of(
        "excess of the regularized objective",
        LOSS,
        (
            "L0^2 d/(Ltilde1 n^2 rho)",
            L0**2 * d / (Lt1 * n**2 * rho),
            sp.log(n**2 * sp.log(2 / beta_p) ** 2 / (d * beta_p)),
        ),
    ),
    parameters={T: n**2 * rho * sp.log(2 / beta_p) ** 2 / d, sigma: 2 * L0 * sp.sqrt(T) / NR},
    derivation=Derivation(
        {
            "L0^2/(Ltilde1 T) (HLR19 Thm 3.1)": L0**2 / (Lt1 * T),
            "sigma^2 d log(2T/beta)/(Ltilde1 T) (HLR19 Thm 3.1)": sigma**2 * d * sp.log(2 * T / beta_p) / (Lt1 * T),
            "L0 sqrt(d log(2T/beta)) sigma log(2/beta)/(Ltilde1 T) (HLR19 Lem 4)": L0
            * sp.sqrt(d * sp.log(2 * T / beta_p))
            * sigma
            * sp.log(2 / beta_p)
            / (Lt1 * T),
        }
    ),
)

# ==== Section 5: Alg. 3 (adaptive noisy GD) ===================================================================

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
        }
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
        {"||grad F(w_t)||": N_g, "|bhat_t| <= sqrt(lg) sigmahat (Gaussian tail)": sp.sqrt(LG) * sigma_hat}
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
        }
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
    derivation=Derivation({"Phi_t (no increase above the KL level)": Phi_t, **FLOOR_DERIVED}),
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
        }
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
        }
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
    "norm-query noise L0 sqrt(lg)/(sqrt(n) rho^(1/4)) ((15), (16))": SIGMA_HAT_3 * sp.sqrt(LG),
    "exponential mechanism 4 L0 lg/(n sqrt rho) ((15))": 4 * L0 * LG / NR,
}
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
    derivation=Derivation({"descent average sqrt(8 F0 L1/T) ((16))": sp.sqrt(8 * F0 * L1 / T), **STATIONARITY_TERMS}),
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
        }
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

# ==== App. A: KL <-> growth ====================================================================================


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
        }
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

# ==== comparison table (the paper has none; rebuilt from the text) ==============================

register_table(
    ComparisonTable(
        paper=PAPER,
        name="MUABG comparison (rebuilt from the text)",
        caption="The paper has no comparison table; this one is rebuilt from the rates quoted in Sec. 1, 1.2, 3.1, 4 "
        "and 5.1. L0 = F0 = 1; logs dropped; prior rates as quoted (eps or rho, "
        "problem constants 1). Thm 2's x^kappa holds for kappa = 2 only (proof gap for kappa > 2).",
        columns=("prior result quoted", "MUABG", "lower bound"),
        rows=(
            (
                "PL (kappa = 2), Lipschitz, smooth",
                {
                    "prior result quoted": "MUABG-prior-WYX17-PL@v1",
                    "MUABG": "MUABG-Thm1@v1",
                    "lower bound": "MUABG-prior-BST14-LB@v1",
                },
            ),
            (
                "KL, kappa in [1, 2], Lipschitz, smooth on a ball (Alg. 1)",
                {
                    "prior result quoted": "none (new for kappa != 2)",
                    "MUABG": "MUABG-Thm1@v1",
                    "lower bound": "MUABG-Cor1@v1",
                },
            ),
            (
                "KL, kappa >= 2, Lipschitz, weakly convex (Alg. 2)",
                {
                    "prior result quoted": "MUABG-prior-ALD21@v1",
                    "MUABG": "MUABG-Thm2@v1",
                    "lower bound": "MUABG-Thm8@v1",
                },
            ),
            ("KL, unknown (gamma, kappa) (Alg. 3)", {"prior result quoted": "none", "MUABG": "MUABG-Thm4@v1"}),
            (
                "stationary points, smooth nonconvex, best case (Alg. 3 + EM)",
                {
                    "prior result quoted": "MUABG-prior-ABG23@v1",
                    "MUABG": "MUABG-Thm5-best@v1",
                    "lower bound": "MUABG-prior-stationary-LB@v1",
                },
            ),
            (
                "stationary points, smooth nonconvex, worst case (Alg. 3 + EM)",
                {
                    "prior result quoted": "MUABG-prior-WYX17-GD@v1",
                    "MUABG": "MUABG-Thm5@v1",
                    "lower bound": "MUABG-prior-stationary-LB@v1",
                },
            ),
            ("nonconvex global minimum, no KL", {"prior result quoted": "MUABG-prior-GTU23@v1", "MUABG": "n/a"}),
        ),
        normalize={L0: 1, F0: 1},
        source=f"{TEXT} (no table in the paper)",
    )
)
