"""MUABG: Menart, Ullah, Arora, Bassily, Guzman, "Differentially Private Non-Convex Optimization under the KL
Condition with Optimal Rates" (rho-zCDP throughout).

Text: ``arXiv:2311.13447v1`` (the only version we have, ``v1``). Ids name the paper's results
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

One module per section of the paper, imported here in the paper's order (each registers its
statements); the names other layers use are re-exported.
"""

from __future__ import annotations

from bounds.papers.muabg.statements import (  # noqa: F401  (registers the statements)
    appa_kl_growth,
    comparison,
    sec3_kl_spider,
    sec4_proximal_point,
    sec5_adaptive_gd,
)

__all__ = []
