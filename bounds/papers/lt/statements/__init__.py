"""LT: Liu, Talwar, "Adaptive Batch Size for Privately Finding Second-Order Stationary Points" (arXiv 2410.07502 v2).

Source: ``arXiv:2410.07502v1`` (v2, February 26, 2025, the only version we have: "v1" here). Ids
name the paper's results. The paper is (eps, delta)-DP throughout and has no tables;
the comparison table below is built from its introduction.

Symbols: alpha_S is the SOSP accuracy alpha, gamma_S the escape/error level gamma (gamma = O~(alpha)), B_F the value
gap B, G, M, rho_H the Lipschitz, smoothness and Hessian-Lipschitz constants, kappa_D the drift threshold kappa,
tau the escape count threshold (a count, so dimensionless), Gamma, Xi, Phi_E the escape length, radius and
decrease, varkappa the Hessian accuracy of the frozen pair, b the checkpoint batch with b_H its Hessian-privacy part
M sqrt(d)/(rho eps), b_t the adaptive batch, g_t = ||g_t|| and Delta_x = ||x_t - x_{t-1}|| = eta ||g_{t-1}||.
Settings printed as O~/Theta~ are encoded without their logs (gamma = alpha, Gamma = M/sqrt(rho gamma)); the
unstated eta = 1/M of Alg. 3 is encoded. Lem 3.15's proof bounds are encoded with Sum ||g_i|| = B/(eta gamma)
(eq. (9)), T = B/(eta gamma^2) (Prop 3.10) and Phi = gamma^(3/2)/sqrt(rho) (Thm 3.4).

Errata found by computation (``Theorem.errata()``):

- tau. The printed tau = alpha^(3/2)/(M sqrt(rho)) has units X^2 where a count is required: the unit
  check flags it in LT-Lem3.14*, LT-Lem3.15, LT-Lem3.16, LT-Thm3.17 and LT-Rem3.18. The companion step
  "Xi sqrt(Gamma tau) <= alpha/rho" of B.4 (LT-Lem3.14-Xi) holds exactly at the printed settings, but alpha/rho has
  units X^2 where Xi sqrt(Gamma tau) is a length; with tau = Gamma it is Xi Gamma = M/rho.
- The escape refresh. Alg. 3 refreshes O1/O3 after tau escapes, which costs b B/(Phi tau) samples
  (B.5). LT-Lem3.15: this term is not dominated by the printed sample count (derive() names it). With tau = Gamma
  it is b B rho/(M gamma) (= b T/Gamma^2), which is still not dominated by b B M/(kappa gamma) (ratio
  rho kappa/M^2 >= 1 at kappa >= (BGM)^(1/3) in units where the constants are 1), so Lem 3.15's claim
  "b (Sum||g||/kappa + B/(Phi tau)) = O~(b B M/(kappa gamma))" is false even with the repaired tau; the corrected
  statement carries the extra term. LT-Lem3.16 (full constants): with the printed tau the refresh term
  b B M rho/alpha^3 breaks the rate along n (its part B G^2 M rho/alpha^5 inverts to alpha ~ n^(-1/5)), witness
  n ~ s. With tau = Gamma and the repaired b
  the exponents of n, d and eps survive, but two terms with other problem constants appear,
  (B G rho/M)^(1/2) (sqrt(d)/(n eps))^(1/2) and (B G^2 rho/(M n))^(1/3) (they vanish when the
  constants are set to 1). LT-Rem3.18 (the constants set to 1, encoded unit-consistently as B_F = G^2/M and
  rho_H = M^2/G): the printed settings do not follow (refresh term), the repaired ones re-derive the remark's rate.
- b_H = M sqrt(d)/(rho eps) is a length; the O3 sensitivity M/b times 2 Xi Gamma = 2M/rho must be at most
  2 eps alpha/sqrt(d), which needs b_H = M^2 sqrt(d)/(rho alpha eps) (same alpha-order as G sqrt(d)/(eps alpha)).
  LT-Lem3.14-priv: at the printed b_H and tau the noise level alpha/sqrt(d) does not cover the escape release of
  the O4 increments (rho ||Delta x||/b_t) 2 Xi sqrt(Gamma tau)/eps, which exceeds it by alpha/M (units X); the
  repaired tau and b_H re-derive it.
- LT-Lem3.16 and LT-Thm3.17 print sqrt(B M^2)/(rho sqrt(n)); B.6 inverts n >= b_H B M/(kappa gamma) at
  kappa >= alpha sqrt(d)/eps to sqrt(B M^2)/sqrt(rho n). The unit check flags the printed term (units F^(1/2) X).
  derive() of LT-Thm3.17 (B.6's inversion of Lem 3.15 as stated, each b part and kappa branch as in B.6) names the
  b_H term along B ~ s^3, G ~ s^2, M ~ s^2, d ~ s^3, eps ~ s^3, rho ~ s. The misprint changes only problem
  constants, so it shows only where they scale against each other (B ~ s^3, G ~ s^2, M ~ s^2, rho ~ s with n, d,
  eps fixed also fails, by s^(1/3)); the only failing direction among the 3000 that derive() samples also scales d
  and eps, so the theorem's "eps <= O(1)" (needed only for the privacy accounting) is kept as text, not as a
  restriction of the scaling directions. With the repaired b_H the term becomes (B M^3/(rho n))^(1/3).
- Lem 3.8. LT-Lem3.8-dist (exact): A.2 prints eta ||sum grad F|| >= Xi - 3 gamma Gamma >=
  sqrt(gamma/(2 rho)); Xi - 3 gamma Gamma is unit-inconsistent (flagged), and with the eta restored,
  Xi - 3 eta gamma Gamma = -2 sqrt(gamma/rho) at the printed Xi, Gamma (ratio -2 sqrt(2): the step fails).
  LT-Lem3.8 (exact): with eta^2 restored in the decrease (the printed -eta gamma/(8 Gamma rho) has units X^4/F),
  the decrease Xi^2/(8 eta Gamma) is outweighed by the error 45 eta Gamma gamma^2: the derived decrease is
  -(359/8) gamma^(3/2)/sqrt(rho) (360 L^2 with the polylog L of Gamma). LT-Lem3.8-err (exact): Lem 3.5 gives
  ||varrho|| <= 4 gamma at varkappa Xi = gamma, the proof uses 3 gamma.
- LT-Prop3.10-avg: the printed average decrease Omega(eta/gamma^2) (units X^4/F^3) should read eta gamma^2.
- LT-Thm3.4: the hypothesis alpha >= gamma log^3(dBM/(rho iota)) has a log of B M/rho (units F X); no correction
  is encoded (the intended argument is not determined by the text).
- LT-ThmC.1: the net radius r <= min{1, M/rho} sqrt(d/n) mixes a number and a length; with it the discretisation
  error 2 M r is M sqrt(d/n), not G sqrt(d/n). r = min{G/M, M/rho} sqrt(d/n) re-derives both bounds of Thm C.1.
- LT-CorC.2: the printed sqrt(d)/n should be sqrt(d/n) (Thm C.1); transferring the Hessian condition
  also needs M^2 d/(rho n) (M sqrt(d/n) <= sqrt(rho alpha)); the corrected statement carries both.

Errata not detectable here (and why):

- Thm 2.2 omits sqrt(log Sigma) in the utility bound; Lem 3.13 calibrates sigma with s log(1/delta)/eps where
  Thm 2.2 needs 4 s sqrt(log Sigma log(1/delta))/eps (8 with the eps/2 split); Lem 3.14, Thm 3.17 and Prop 3.10
  use three different sigma; Thm 3.4 writes log(T/iota) for log(Gamma/iota) and has undefined Z, b in
  the log of Phi: logs have growth 0 and the Rate layer keeps them apart, so "up to constants and logs" cannot see
  them (LT-Lem3.13 is verified up to logs).
- Constant-only slips inside statements compared up to constants: the missing factor 2 of replace-one
  sensitivities, Lem 3.2's 1/16 (1/6 holds), Lem 3.15's ||g|| >= gamma threshold, the escape-phase
  error "<= gamma" of Lem 3.14 (it is 4 gamma), A.5's erf constants and "+ iota/2", Lem 3.9's
  mu >= iota^2/(16 sqrt d) versus the proof's iota^2/(4 sqrt d).
- Sign and symbol typos in non-rate statements: Thm 2.5's exp(-(-t^2)/(8 sigma^2)) (a tail probability, not a rate),
  Thm 3.4's "nabla^2 F >= -sqrt(rho alpha) I" for a strict saddle and Lem 3.9's "lambda_min <= sqrt(rho alpha)/2",
  Lem 3.11 (4) with gradients for Hessians, b_t written with g_t for g_{t-1} and M||Delta x|| =
  ||nabla~_t|| in Lem 3.13, the drift defined with squares in the introduction.
- Algorithmic issues: NODE(Sigma) of Alg. 1 misses a leaf, the data-dependent sigma_tree of Lem 3.13 (use the
  a priori bound alpha eps/sqrt(d) that b_t enforces), no private selection of the output, Lem 3.9's
  coupling along e_1 where independent draws differ in all directions.
- Thm C.1 is stated pointwise but used (and proved) uniformly over the domain; Rem 3.18's promised
  exponential-time bounds are absent from App. C: not quantitative claims that a rate comparison can test.
- Lem 2.4 and Thm 2.5 (concentration tools) are encoded only through the oracle radii they give (LT-Lem3.11*).

Readings of the text: (i) A.2 prints Xi - 3 gamma Gamma (no eta), encoded as printed. (ii) The rate survives the
corrections for the exponents of n, d, eps (and exactly when B, G, M, rho are constants), not for the printed
problem constants (see above). (iii) Thm C.1's r <= min{1, M/rho} sqrt(d/n) and the log in Thm 3.4's hypothesis
are unit-inconsistent.

One module per section of the paper, imported here in the paper's order (each registers its
statements); the names other layers use are re-exported.
"""

from __future__ import annotations

from bounds.papers.lt.statements import appc_erm, comparison, sec2_tools, sec31_escape, sec32_oracles  # noqa: F401  (registers the statements)
from bounds.papers.lt.statements.common import B_H_FIX
from bounds.papers.lt.statements.comparison import TABLE_COLUMNS
from bounds.papers.lt.statements.sec32_oracles import B5_TERMS, B6_TERMS, B_H_TERM, I6_PRINTED, I6_REPAIRED, REFRESH

__all__ = [
    "B5_TERMS",
    "B6_TERMS",
    "B_H_FIX",
    "B_H_TERM",
    "I6_PRINTED",
    "I6_REPAIRED",
    "REFRESH",
    "TABLE_COLUMNS",
]
