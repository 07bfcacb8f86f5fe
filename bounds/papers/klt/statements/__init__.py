"""KLT: Kornowski, Liu, Talwar, "Improved Sample Complexity for Private Nonsmooth Nonconvex Optimization".

Two versions are encoded: **v2** = ``arXiv:2410.05880v2`` (the corrected arXiv version) and **v1** =
``arXiv:2410.05880v1`` (October 10, 2024). Ids follow
the v2 numbering (``KLT-Lem3.6`` is Lem 3.5 in v1, ``KLT-Thm6.1`` is Thm B.4 in v1, App. B of v2 is App. C of
v1); every source string names the version's own number. Results whose statement is the same in both versions
are registered once at v2 (their source also cites v1), except Thm 4.1 and Rem 4.2, which Table 1 of each
version cites and which are therefore registered at both versions.

Symbols: (alpha, beta) is the Goldstein (radius, norm), Phi the initial gap, L the Lipschitz constant, D the O2NC
clip radius, M_w the averaging window, Sigma the variance-reduction period, B1/B2 the batch sizes, m the number
of smoothing directions; H_alpha, lambda_LL, s_tree and zeta are declared in the KLT section of bounds.symbols.
Settings printed as Theta-tilde/O-tilde are encoded without their logs; T = Theta(n) is encoded as T = n/2 (the
sample budget B1 T/Sigma + B2 T = 2T <= n of the proof). Every derivation follows the paper's own chain of lemmas,
citing (``inputs``) or listing (``uses``) each statement whose bound it writes and naming in ``unchecked`` the proof
steps its terms do not check; the single-pass theorems compose Prop 2.6 as corrected (KLT-E2/E3, constants only)
with Fact 2.3 (ii) and eq. (8): E||dbar|| = O(Phi/(DT) + L/sqrt(M) + G0) with G0 bounded by the sum of the
roots of the variance terms of Lem 3.6 (Lem 6.5), each root a separately labelled derivation term.

Errata found by computation (``Theorem.errata()``):

- KLT-Thm3.1@v1, KLT-Thm3.1-display@v1 and KLT-Thm6.1@v1: the rate does not follow. Lem 3.6 (Lem 6.5) has the
  checkpoint variance L^2/B1, whose root L/sqrt(B1) = L/sqrt(Sigma) is the offending term; v1's eq. (9) writes
  L/B1 and drops it. The corrections are v2's Sigma (with + alpha/(D sqrt(d))), v2's fourth D candidate and
  v2's rate, which re-derive. v1's own eq. (9) bound L/B1 + L D sqrt(d Sigma)/(alpha B2) + sigma sqrt(d log Sigma)
  re-derives v1's rate where eps <= sqrt(d) (where v1's O~ drops L/B1) and fails again with L/sqrt(B1) in place
  of L/B1, so the slip is the only cause (checked in the tests).
- KLT-Thm4.1 (both versions): the unit check flags D = alpha^2 beta^2/L^2 (units X^2) and
  T = Phi L^2/(alpha^2 beta^3) (units 1/X). At these settings the derivation term L/sqrt(M) is 2 beta sqrt(alpha),
  not of order beta; it outgrows beta along alpha ~ s, Phi ~ s, which alpha <= Phi/L admits. derive() does not
  report it, because Phi and L cancel from the derived and stated expressions and its scaling directions range
  only over their symbols (so alpha <= Phi/L pins alpha); the tests check the term directly. The corrections
  D = alpha beta^2/L^2, T = Phi L^2/(alpha beta^3) re-derive the printed sample complexity (n depends on D and T
  only through DT = Phi/beta).
- KLT-ThmB.5 and KLT-FactB.2 (both versions): Fact B.2 (iv) "O(L/lambda)-smooth" has units F^2/X^3, not F/X^2
  (and (ii) "|h_LL - h| <= L lambda" has units X, not F), since lambda has units X^2/F (||y - x||^2/(2 lambda) is
  a loss, and the paper's own lambda = alpha/(3L) has these units). So Thm B.5's n = R^(1/3) L^(4/3) d^(2/3) /
  (eps alpha^(1/3) beta) has units (F/X)^(1/3); both are flagged by the unit check. With L1 = 1/lambda the
  derivation gives L instead of L^(4/3). derive() also finds that the printed rate drops Prop B.4's second term
  L sqrt(d)/(eps beta), which is dominated only when (R/alpha)^(1/3) d^(1/6) >~ 1, a condition the theorem does
  not state; the corrected statement keeps both terms.
- KLT-Lem4.3: with B1 = B2 = n, Lem 3.4's estimator deviation L d/sqrt(m) at the printed
  m = L^2 d Sigma/(n sigma1^2) + L^2 d/(n sigma2^2) = n eps^2 (d Sigma^2 + alpha^2/D^2)/(T log(1/delta)) grows like
  sqrt(T), so the sensitivities L/n and L sqrt(d) D/(alpha n) that sigma1, sigma2 are calibrated to do not follow.
  Correction: m = max(printed m, log(dn/delta)(d^2 n^2 + d alpha^2 n^2/D^2)) (Lem 3.5's m at B1 = B2 = n);
  only the oracle complexity changes.
- KLT-LemA.1 (exact): with eta = D/(G1 sqrt(M)) and Delta carried across blocks (||Delta_1 - u|| <= 2D), the OGD
  regret is (2D)^2/(2 eta) + eta M G1^2/2 = (5/2) D G1 sqrt(M), not (3/2) D G1 sqrt(M) (a restart Delta = 0 at
  each block start would give D G1 sqrt(M)).
- KLT-Prop2.6 (exact): the bias term of App. A is E<grad h(z_t) - g_t, Delta_t - u> <= G0 ||Delta_t - u|| <= 2 D G0,
  so the last term is 2 G0, not G0 (with Lem A.1 as stated; with its corrected constant the middle term is
  5 G1/(2 sqrt(M))).

Errata not detectable here (and why):

- Alg. 1 NODE (v1 "k' <= k" adds no noise; v2 misses leaf Sigma at t = Sigma and uses nodes outside the tree when
  Sigma is not a power of 2), "TREE(t mod Sigma)" indexing, Unif(B_alpha) instead of Unif(S^{d-1}) in the zero-order
  variance-reduction steps of Alg. 3/4, and Unif(S^{d-1}) instead of Unif(B_1) in the first-order estimator
  (eq. (10) v2 / (17) v1): algorithmic, no rate involved (KLT-Prop2.5(var) is derived with the corrected NODE).
- (Now seen by the log comparison, reported as "logs differ", not as errata.) Lem 3.5 / 6.4 sigma omit the
  sqrt(log Sigma) of Prop 2.5; Lem 3.4's second case writes log(dB1/delta) for the log(dB2/delta) of its own
  argument; and Lem 3.5's m carries log(dB2/delta) where Lem 3.4's checkpoint deviation has log(dB1/delta).
- Lem 6.3 checkpoint sensitivity L/B1 (should be 2L/B1), Lem 3.4 proof "<= 1 - delta/8" (should be delta/8),
  App. A "E||g_t - grad h(z_t)||^2 <= G1^2" (should be E||g_t||^2): constants or text typos inside statements
  that are compared up to constants.
- v1 typos fixed in v2 (Prop 2.5 M_i for M_j, Lem 3.4 proof sqrt(dD), Lem 4.4 (III) missing d, Thm 4.1 last display
  sqrt(alpha) beta for sqrt(alpha beta)): proof-internal, unit-consistent or not part of a statement.
- Prop 5.1 cites Mei-Bai-Montanari 2018 Thm 1, whose smoothness hypotheses nonsmooth f need not satisfy (a
  hypothesis gap; the printed log(R/zeta) also has a dimensional argument, and logs are not unit-checked).
- Lem 3.6's L^2 d^2/m estimator terms are loose by d (true second moment O(L^2 d)), and eq. (11) by sqrt(d): upper
  bounds that are loose, not wrong; they change m (oracle complexity), not the rates.
- The "descent fact (i)" of App. B.1 (O(alpha + beta) should read O(H alpha + beta)) and the swapped y/z in the LL
  display (eq. (19) v2 / (20) v1) are not quantitative statements of the paper's results.
- The non-private terms are upper bounds of this analysis, not lower bounds (for eps -> infinity plain O2NC needs
  Phi L^2/(alpha beta^3) samples): an interpretation, not a computation.

Not encoded as rates: Lem 2.4 (a radius doubling, 2 alpha), Def 2.1/B.1, Rem 3.3 (oracle complexity O(T m), a
formula without a claim to check) and Thm C.2 (its conclusion is cut off in both texts).

Reading choices: the texts leave two settings open, encoded as M_w = alpha/(4D) in Thm 4.1 (the theorem does not
list M; its proof recalls M = Theta(alpha/D)) and T = n/2 for T = Theta(n).

One module per section of the paper, imported here in the paper's order (each registers its
statements); the names other layers use are re-exported.
"""

from __future__ import annotations

from bounds.papers.klt.statements import (  # noqa: F401  (registers the statements)
    appb_lasry_lions,
    sec2_tools,
    sec3_single_pass,
    sec4_multi_pass,
    sec6_first_order,
    table1,
)
from bounds.papers.klt.statements.common import ALPHA_LE
from bounds.papers.klt.statements.sec3_single_pass import THM31, THM31_DISPLAY
from bounds.papers.klt.statements.sec4_multi_pass import MULTI_PASS_ERROR, REM42, THM41
from bounds.papers.klt.symbols import B2, G0, G1, D, M_w, Sigma, lambda_LL
from bounds.symbols import T, delta, sigma

__all__ = [
    "ALPHA_LE",
    "B2",
    "G0",
    "G1",
    "MULTI_PASS_ERROR",
    "REM42",
    "THM31",
    "THM31_DISPLAY",
    "THM41",
    "D",
    "M_w",
    "Sigma",
    "T",
    "delta",
    "lambda_LL",
    "sigma",
]
