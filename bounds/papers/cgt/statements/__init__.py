"""CGT: Choquette-Choo, Ganesh, Thakurta, "Optimal Rates for DP-SCO with a Single Epoch and Large Batches".

Text: ``arXiv:2406.02716v1`` (arXiv 2406.02716 v1, June 2024; the only version we have, ``v1``).
Ids name the paper's results (``CGT-Thm4.7``, ``CGT-Claim4.2``, ...).

Symbols: L (Lipschitz), M (smoothness), D_C (diameter of the constraint set C; the paper's ||C||_2),
B (batch size), beta_a (the acceleration parameter beta of Alg. 1), T = n/B (batch steps); Q, S, A_clip, b_max,
sigma_b, C_tree, mu_G, t_step, eta_t, tau_t, eta_SGD and alpha_R are declared in the CGT section of bounds.symbols.
The privacy noise b_t of Alg. 1 lives on the parameter scale (it is added to z_t), so b_max, sigma_b and C_tree
are lengths; this is why CGT's sigma is not the shared gradient-scale ``sigma``.

Sums over t at eta_t = t + 1. Thm 4.7, Lem 4.8 and Thm 4.11 are statements about sums
(1/eta_{0:T}) sum_{t<T} eta_{0:t} E(t) + E6 for a general eta_t. They are encoded at the instantiation
eta_t = t + 1 (tau_t = 2/(t + 2)) that Thm 4.1 and Thm 4.10 use, by leading order in T of each monomial group:
eta_{0:T} = (T+1)(T+2)/2 ~ T^2/2 and sum_{t<T} (t+1)^p ~ T^(p+1)/(p+1) for p > -1 (so sum (t+1) ~ T^2/2 and
sum sqrt(t+1) ~ (2/3) T^(3/2)); a per-step bound (Lem 4.8, Claim 4.9 pieces) is kept at leading order in t.
This keeps the leading constants of every term, e.g. Thm 4.7 gives
(4/5) S (L + S) sqrt(T)/beta + 2 S b/sqrt(T) + L b/2 + (4/3) S D/sqrt(T) + 6 beta b D/T + beta b^2/T
+ 2 beta D^2/T^2 with S = Q/sqrt(B).

Errata found by computation (``Theorem.errata()``):

- CGT-Thm4.1: the printed rate does not follow from Thm 4.7's six E-terms at eta_t = t + 1 (with Lem 4.8's
  sqrt(t+1) form of E3). derive() reports "does not follow" along T ~ s (derived/stated ~ T); the
  offending terms are E1 ((4/5) S (L + S) sqrt(T)/beta, printed (SL + S^2)/(beta sqrt T)) and E2 (L b/2, printed
  L b/T). ``term_ratios`` matches every printed term with the derived monomials of the same shape: E1, E3
  ((4/3) S D/sqrt T vs S D/T^1.5), E2's L-part and E4 (6 beta b D/T vs beta b D/T^2) are each a factor T too small
  (ratios 4T/5, 4T/5, 4T/3, T/2, 6T), E2's S-part sqrt(T) too small (2 sqrt T), and E5 = beta b^2/T is missing.
  The correction is the derived statement (Thm 4.7 at eta_t = t + 1), which re-derives.
- CGT-Thm4.7: the printed E3 = Q ||C|| Q (t+1)/(sqrt(B) eta_{0:t}) (also printed in the proof of Thm 4.10) has
  units F^2/X: the unit check flags the rate term, and derive() finds that the telescoped Lem 4.8 (whose E3 is
  Q ||C|| sqrt(t+1)/(sqrt(B) eta_{0:t}), units F) does not give it. Correction: Lem 4.8's E3.
- CGT-Cor4.4 (exact): at the printed d-limit B^2 beta^2 mu^2/(64 M^2 log^3 T ln(4T/delta)), Lem 4.3 gives
  M b_max = (4L + 8MD)/2 and the fixed point of Claim 4.2 is 6L + 12MD, not 4L + 8MD (derived/stated = 3/2).
  With 256 the stated 4L + 8MD follows exactly; Cor 4.5's 128 inherits the factor (512). The logs
  log2 T and ln(4T/delta) are written as functions declared positive (T >= 2), so the exact comparison cancels them.
- CGT-Thm4.10: the printed batch bound B <= min{sqrt(n), (L + 2MD) n^1.5 eps/(4 sqrt(2) D sqrt(d) polylog)} has
  units F/X^2 (a smoothness constant, not a count): the unit check flags the parameter B. Re-deriving it from
  Cor 4.5's d-limit with beta >= Q n^(3/2)/(D B^2) gives (L + 2MD) n^1.5 eps/(sqrt(2) M D sqrt(d) polylog),
  encoded as the correction. derive() also finds the private term (L + MD/sqrt(B)) D sqrt(d)/(eps n) too
  small: along B ~ s, D_C ~ s^2, M ~ s^2, d ~ s^3, eps ~ s^-1, n ~ s^3 (private regime, M D >> L,
  B <= sqrt(n), d <= n^2 eps^2) derived/stated ~ sqrt(B), the offending term being E4 = 6 beta b D/T = 6 Q D c_DP/n,
  which carries Q = 8L + 16MD. The corrected statement, with (L + MD) D sqrt(d)/(eps n), re-derives; the batch
  correction alone does not change the verdict. The stated rate contains B: derive() substitutes the settings into
  the derivation only, so the stated B is the theorem's free B <= sqrt(n) (an assumption) while the derivation
  uses the largest admissible B.
- CGT-Thm4.10-particular (the "In particular" choice of Thm 4.10): B = min{sqrt(n), M n^1.5 eps/(sqrt(d) polylog)}
  and T = max{sqrt(n), sqrt(d) polylog/(M eps sqrt(n))} have units F/X^2 and X^2/F; corrections
  B as in T11 and T = n/B.
- CGT-Thm4.6: B = sqrt(n) min{1, M} compares a count with a smoothness constant (units). Correction:
  B = min{sqrt(n), B_priv} with B_priv as in T11 (B = sqrt(n) when d <~ n^2 eps^2); the rate stands.

Findings that are not errata (``derive()`` statuses "stated is looser"):

- CGT-Thm4.11: the printed "3 beta ||b_t|| D" inside eta_{0:t}(...) lacks the 1/eta_{0:t} of Thm 4.7's E4.
  Re-deriving from eq. (22), Claim 4.9 and eq. (12) gives 6 beta b D/T where the printed sum gives
  beta b D T: the statement is true but loose by T^2.
- CGT-Lem4.8: eq. (14) with E||q_t|| <= Q sqrt(t+1)/(sqrt(B) eta_t) and E[||q_t|| ||grad_t||] <= L E||q_t|| +
  E||q_t||^2 (grad_t = grad F(x_t) + q_t) gives the printed E2-E5 and an E1 whose Q^2 part is smaller by
  sqrt(t+1); the proof's literal route (the a.s. bound ||grad_t|| <= L + Q(t+1)/eta_t) would instead give
  Q(t+1)/eta_t without the 1/sqrt(B) of the printed E1, so the printed E1 needs this sharper step. The E1
  coefficient is 3 (two thirds from eq. (13), one from the (eta_{0:t}/beta)||q|| ||grad|| term), not 2: a constant.

Errata not detectable here (and why):

- Thm 4.7's prefactor and E6: Phi_T carries eta_{0:T-1} and Phi_0 = 2 beta ||x*||^2 <= 2 beta D^2, so the bound
  is (1/eta_{0:T-1}) sum ... + 2 beta D^2/eta_{0:T-1}, not 1/eta_{0:T} and beta D^2/eta_{0:T}. At
  eta_t = t + 1 both prefactors are ~ 2/T^2 and E6 differs by the factor 2 only; the comparison is up to constants.
- Lem 4.8's E1 coefficient (3 vs 2, above), Claim 4.9's use of ||grad_t|| <= L for the SRG gradient (with
  grad_t = grad F + q_t the extra ||q_t|| ||b_t||/tau_t term is E2-shaped: E2's 3 becomes 4), Lem 4.3's
  "probability 1 - delta" (the proof gives 1 - delta/2) and the loose union bound: constants only.
- Cor 4.5's calibration mu = eps/sqrt(2 ln(2.5/delta)) => (eps, delta/2)-DP fails at eps = 16: a
  numeric fact about the Gaussian mechanism, checked in the simulations layer (simulations.privacy), not a rate.
  Cor 4.5's sigma replaces Lem 4.3's sqrt(1 + ceil(log T)) by 2 sqrt(log T), which is conservative
  (``cor45_sigma_ratio`` is in [1, 2] for T >= 2); its d-limit (128) equals Cor 4.4's at that mu and so inherits
  the 64 -> 256 issue (checked in the tests by substitution, not by derive()).
- Thm 4.10's polylog in the B bound ("ln(2.5)/delta", a misprint of ln(2.5/delta)) and the logs of
  every setting: logs have growth 0, and the B bound's polylog contains T = n/B, which would make the settings
  circular, so B is encoded without it.
- The intro's claim that ReSQue's gradient complexity Õ(min{n, n^2/d} + min{n d^2/eps, n^(4/3) eps^(1/3)}) is
  improved to "Õ(sqrt(n))": sqrt(n) is the number of batch steps; Alg. 1 makes 2n gradient calls. A comparison of
  different quantities, not a formula (CGT-prior-CJJ23 encodes the quoted complexity).
- Sketch 4.3's chain "sum c_i^2 eta^2/c_t^2 = t eta^2/B" drops the 1/B of Var(Delta_i) ~ (c_i eta)^2/B in its
  middle step and writes Delta_t for Delta_i; the encoded derivation uses Var(Delta_i) ~ (c_i eta)^2/B.
- Algorithmic and experimental items (Alg. 3 adds the noise twice, Algs. 2-3 omit the clip/B noise scale and
  index by ik + j, "c_t = c analogous to eta_t = c^t", the "always outperforms" claim of Sec 5.1, Lem 4.3's
  node range j <= T/2^k - 1): no rate involved.

Not encoded: Def 2.1, the Remark after Cor 4.4 (a rewriting of Cor 4.4's d-limit with constants dropped, B <=
n^1.5 eps/sqrt(d)) and the experiments of Sec 5 (Figure 1 is a table of accuracies).

Two observations beyond the errata above: the Thm 4.7 E3 typo is also dimensionally inconsistent, and Sketch
4.3's middle step drops a 1/B. The private term's (L + MD) and the batch bound's missing 1/M (with an extra 1/4)
are confirmed by derive() and the unit check.

One module per section of the paper, imported here in the paper's order (each registers its
statements); the names other layers use are re-exported.
"""

from __future__ import annotations

from bounds.papers.cgt.statements import (  # noqa: F401  (registers the statements)
    comparison,
    sec5_practical,
    sec41_utility,
    sec42_privacy,
    sec43_sketch,
    sec44_main_theorem,
)
from bounds.papers.cgt.statements.common import E_TERMS, ETA_SUM, _log2, term_ratios
from bounds.papers.cgt.statements.sec42_privacy import (
    _LN_POS,
    _LOG2_POS,
    COR45_D_LIMIT,
    GDP_MU,
    SIGMA_PRINTED,
    _d_limit,
    cor45_sigma_ratio,
)
from bounds.papers.cgt.statements.sec44_main_theorem import B_PRIV
from bounds.papers.cgt.symbols import b_max

__all__ = [
    "B_PRIV",
    "COR45_D_LIMIT",
    "ETA_SUM",
    "E_TERMS",
    "GDP_MU",
    "SIGMA_PRINTED",
    "_LN_POS",
    "_LOG2_POS",
    "_d_limit",
    "_log2",
    "b_max",
    "cor45_sigma_ratio",
    "term_ratios",
]
