"""KLT: Kornowski, Liu, Talwar, "Improved Sample Complexity for Private Nonsmooth Nonconvex Optimization".

Two versions are encoded: **v2** = ``papers/000_548f585b1b1c03fc.txt`` (the corrected arXiv version) and **v1** =
``papers/003_40050ca1229a58ea.txt`` (October 10, 2024). Ids follow
the v2 numbering (``KLT-Lem3.6`` is Lem 3.5 in v1, ``KLT-Thm6.1`` is Thm B.4 in v1, App. B of v2 is App. C of
v1); every source string names the version's own number. Results whose statement is the same in both versions
are registered once at v2 (their source also cites v1), except Thm 4.1 and Rem 4.2, which Table 1 of each
version cites and which are therefore registered at both versions.

Symbols: (alpha, beta) is the Goldstein (radius, norm), Phi the initial gap, L the Lipschitz constant, D the O2NC
clip radius, M_w the averaging window, Sigma the variance-reduction period, B1/B2 the batch sizes, m the number
of smoothing directions; H_alpha, lambda_LL, s_tree and zeta are declared in the KLT section of bounds.symbols.
Settings printed as Theta-tilde/O-tilde are encoded without their logs; T = Theta(n) is encoded as T = n/2 (the
sample budget B1 T/Sigma + B2 T = 2T <= n of the proof). Every derivation follows the paper's own chain of lemmas;
the single-pass theorems use eq. (8): E||dbar|| = O(Phi/(DT) + L/sqrt(M) + G0) with G0 bounded by the sum of the
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
- Lem 3.5 / 6.4 sigma omit the sqrt(log Sigma) of Prop 2.5, Lem 3.4's second case writes log(dB1/delta) for
  log(dB2/delta): logs have growth 0, so the comparison "up to constants and logs" cannot see them.
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
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import CURVATURE, GRADIENT, LENGTH, LOSS, NONE
from bounds.papers.klt.symbols import (
    B1,
    B2,
    G0,
    G1,
    D,
    H_alpha,
    M_w,
    Phi,
    R,
    Sigma,
    alpha,
    beta,
    lambda_LL,
    m,
    mu_LL,
    nu_LL,
    s_tree,
    sigma1,
    sigma2,
    zeta,
)
from bounds.papers.muabg.symbols import L0, L1
from bounds.privacy_claim import ApproxDP, GaussianRelease, PrivacyClaim, tree_aggregation
from bounds.rate import Rate
from bounds.registry import cite, register
from bounds.symbols import L, T, d, delta, epsilon, eta, n, sigma
from bounds.tables import ComparisonTable, register_table
from bounds.theorem import Correction, Derivation, Theorem

PAPER = "KLT"
V1, V2 = "v1", "v2"
FILES = {V1: "papers/003_40050ca1229a58ea.txt", V2: "papers/000_548f585b1b1c03fc.txt"}

R12, R13, R15, R23, R32, R34, R52 = (sp.Rational(*p) for p in ((1, 2), (1, 3), (1, 5), (2, 3), (3, 2), (3, 4), (5, 2)))
LOG_DELTA = sp.log(1 / delta)

ALPHA_LE = sp.Le(alpha, Phi / L)
BETA_LE = sp.Le(beta, L)
ALPHA_TEXT = "alpha <= Phi/L (printed hypothesis)"
BETA_TEXT = "beta <= L without loss of generality: every point is (alpha, L)-stationary (proof of Lem B.3)"
NONVACUOUS = sp.Le(Phi * sp.sqrt(d) / (alpha * L) + Phi * d / (epsilon * alpha * L), n)
NONVACUOUS_TEXT = (
    "n >= Phi sqrt(d)/(alpha L) + Phi d/(eps alpha L), v2's sample complexity at beta = L: for smaller n the bound "
    "exceeds L and is vacuous (the error-form analogue of beta <= L; the same domain for both versions, so that "
    "the corrected v1 display is compared where v2's is)"
)

SMOOTHNESS = L * sp.sqrt(d) / alpha
"""Fact 2.3(iii): f_alpha is O(L sqrt(d)/alpha)-smooth; substituted for H_alpha in the lemmas that use it."""


def _at(version: str, where: str) -> str:
    """A citation of one version's text."""
    return f"{FILES[version]} ({version}), {where}"


def _both(v2_where: str, v1_where: str) -> str:
    """A citation of a statement that is the same in both versions."""
    return f"{_at(V2, v2_where)}; same statement in {_at(V1, v1_where)}"


def _register(**fields) -> Theorem:
    return register(Theorem(paper=PAPER, **fields))


# ==== Section 2: tools ==========================================================================================
_register(
    id="KLT-Fact2.3",
    version=V2,
    source=_both("Fact 2.3 (iii)", "Fact 2.3 (iii)"),
    kind="lemma",
    statement="randomized smoothing h_alpha(x) = E_{y ~ Unif(B_alpha)} h(x + y) of an L-Lipschitz h is L-Lipschitz "
    "and O(L sqrt(d)/alpha)-smooth, with grad h_alpha(x) = E_{y ~ Unif(S^{d-1})}[(d/(2 alpha))(h(x + alpha y) - "
    "h(x - alpha y)) y] (Fact 2.3 (i), (iv))",
    rate=Rate.of("smoothness constant of h_alpha", CURVATURE, ("smoothness", SMOOTHNESS)),
    notes="tight: for h = |x_1| the exact constant is 2 Gamma(d/2 + 1)/(sqrt(pi) Gamma((d + 1)/2) alpha) -> "
    "sqrt(2d/pi)/alpha",
)

_register(
    id="KLT-Fact2.3(ii)",
    version=V2,
    source=_both("Fact 2.3 (ii)", "Fact 2.3 (ii)"),
    kind="lemma",
    statement="|h_alpha(x) - h(x)| <= L alpha for an L-Lipschitz h; gives F_alpha(x0) - inf F_alpha <= Phi + L alpha "
    "<= 2 Phi in eq. (6)",
    rate=Rate.of("|h_alpha - h|", LOSS, ("approximation", L * alpha)),
)

PROP25_SIGMA = Rate.of(
    "tree-mechanism noise level sigma",
    GRADIENT,
    ("calibration", 4 * s_tree / epsilon, sp.sqrt(sp.log(Sigma) * LOG_DELTA)),
)
"""Prop 2.5's noise sigma = 4 s sqrt(log(Sigma) log(1/delta))/eps for increments of sensitivity s."""

PROP25 = _register(
    id="KLT-Prop2.5",
    version=V2,
    source=_both("Prop 2.5", "Prop 2.5"),
    kind="proposition",
    statement="tree mechanism (Dwork et al. 2010, Chan et al. 2011, ZTC24): if every increment has sensitivity "
    "<= s, sigma = 4 s sqrt(log(Sigma) log(1/delta))/eps makes Alg. 1 (eps, delta)-DP",
    rate=PROP25_SIGMA,
    privacy_claim=PrivacyClaim(
        (
            tree_aggregation(
                "the tree's node sums over the one increment that neighbouring data change",
                PROP25_SIGMA.expr(),
                s_tree,
                Sigma,
            ),
        ),
        ApproxDP(epsilon, delta),
        "add/remove",  # the proposition assumes the increment sensitivity s under the paper's (unfixed) relation
        assumptions=(sp.Le(epsilon, 1),),
        grid={Sigma: (2.0, 64.0, 1e6), epsilon: (0.1, 1.0), delta: (1e-5, 1e-10)},
    ),
)


def _tree_sigma(sensitivity: sp.Expr) -> sp.Expr:
    """Prop 2.5's noise level for an increment sensitivity (exact constant 4)."""
    return PROP25.rate.expr().subs(s_tree, sensitivity)


NODES = sp.log(Sigma + 1) / sp.log(2)
"""Alg. 1 with the binary-digit NODE: a prefix sum over [1, t] uses popcount(t) <= log2(Sigma + 1) tree nodes."""

_register(
    id="KLT-Prop2.5(var)",
    version=V2,
    source=_both("Prop 2.5 (variance) and Alg. 1", "Prop 2.5 (variance) and Alg. 1"),
    kind="proposition",
    statement="E[TREE(t)] = 0 and E||TREE(t)||^2 <~ d log(Sigma) sigma^2 for t in [Sigma]",
    rate=Rate.of("E||TREE(t)||^2", GRADIENT**2, ("tree noise", d * sigma**2, sp.log(Sigma))),
    derivation=Derivation({"d sigma^2 |NODE(t)|, |NODE(t)| = popcount(t) <= log2(Sigma + 1)": d * sigma**2 * NODES}),
    notes="the printed NODE is wrong in both versions; the count uses the binary digits of t",
)

_register(
    id="KLT-LemA.1",
    version=V2,
    source=_both("Lem A.1 (App. A)", "Lem A.1 (App. A)"),
    kind="lemma",
    statement="online projected gradient descent on linear losses <g_m, .> over B_D with eta = D/(G1 sqrt(M)): for "
    "||u|| <= D, E sum_{m<=M} <g_m, Delta_m - u> <= (3/2) D G1 sqrt(M)",
    rate=Rate.of("OGD regret over one block of M steps", LOSS, ("regret", sp.Rational(3, 2) * D * G1 * sp.sqrt(M_w))),
    parameters={eta: D / (G1 * sp.sqrt(M_w))},
    derivation=Derivation(
        {
            "initial distance ||Delta_1 - u||^2/(2 eta), ||Delta_1 - u|| <= 2D (Delta carried across blocks)": (
                (2 * D) ** 2 / (2 * eta)
            ),
            "gradient term (eta/2) sum_m E||g_m||^2 <= eta M G1^2/2": eta * M_w * G1**2 / 2,
        },
        exact=True,
    ),
    corrections=(
        Correction(
            "rate",
            Rate.of(
                "OGD regret over one block of M steps", LOSS, ("regret", sp.Rational(5, 2) * D * G1 * sp.sqrt(M_w))
            ),
            "with eta = D/(G1 sqrt(M)) and a block start Delta_1 anywhere in B_D, the standard OGD bound is "
            "(5/2) D G1 sqrt(M); a restart Delta = 0 at each block would give D G1 sqrt(M)",
        ),
    ),
)

LEM_A1_CORRECTED, LEM_A1_FIXED = cite("KLT-LemA.1@v2", corrected=True)
LEM_A1_CONSTANT = sp.Rational(3, 2)
"""Lem A.1 as printed: the OGD regret over a block is (3/2) D G1 sqrt(M) (KLT-E2 corrects it to 5/2)."""


def _o2nc_rate(bias: sp.Expr, regret: sp.Expr = LEM_A1_CONSTANT) -> Rate:
    return Rate.of(
        "E||dbar_alpha h(x_out)|| (O2NC)",
        GRADIENT,
        ("travel", Phi / (D * T)),
        ("regret", regret * G1 / sp.sqrt(M_w)),
        ("bias", bias * G0),
    )


_register(
    id="KLT-Prop2.6",
    version=V2,
    source=_both("Prop 2.6 and App. A, eq. (18)", "Prop 2.6 and App. A, eq. (16)"),
    kind="proposition",
    statement="O2NC (Alg. 2) with an oracle of error E||O(z) - grad h(z)||^2 <= G0^2 and second moment "
    "E||O(z)||^2 <= G1^2, eta = D/(G1 sqrt(M)) and M D <= alpha: E||dbar_alpha h(x_out)|| <= "
    "(h(x0) - inf h)/(DT) + 3 G1/(2 sqrt(M)) + G0 (h(x0) - inf h <= Phi)",
    rate=_o2nc_rate(sp.Integer(1)),
    derivation=Derivation(
        {
            "gap (h(x0) - inf h)/(DT) <= Phi/(DT)": Phi / (D * T),
            "K = T/M blocks of Lem A.1's regret as corrected by KLT-E2, over DT": (T / M_w) * LEM_A1_FIXED / (D * T),
            "bias E<grad h(z_t) - g_t, Delta_t - u> <= G0 ||Delta_t - u|| <= 2 D G0, over T steps and DT": (
                2 * D * G0 * T / (D * T)
            ),
        },
        exact=True,
        inputs=(LEM_A1_CORRECTED,),
    ),
    corrections=(
        Correction(
            "rate",
            _o2nc_rate(sp.Integer(2), sp.Rational(5, 2)),
            "||Delta_t - u|| <= 2D in the Cauchy-Schwarz step; with Lem A.1's corrected constant the regret "
            "term is 5 G1/(2 sqrt(M))",
        ),
    ),
    notes="G0 enters undiminished: the proof bounds the bias by Cauchy-Schwarz without unbiasedness",
)

# ==== Section 3: single pass, zero order ==========================================================================
ZERO_ORDER_DEVIATION = L * d / sp.sqrt(m)
"""eq. (11): each zero-order estimator is <= L d in norm, so its m-average deviates by L d sqrt(log(.)/m)."""


def _sensitivity_lemma(theorem_id: str, where: str, deviation: sp.Expr, logs: sp.Expr, statement: str) -> Theorem:
    """Lem 3.4 / Lem 6.3: sensitivity of one oracle call, derived from Lipschitzness, Fact 2.3(iii) and eq. (11)."""
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
        derivation=Derivation(
            {
                "one differing sample at the checkpoint, 2L/B1": 2 * L / B1,
                "increment: smoothness H_alpha times ||z_t - z_{t-1}|| <= 2D, two samples, over B2 (Fact 2.3(iii))": (
                    2 * H_alpha * 2 * D / B2
                ),
                "estimator deviation of the two differing samples (eq. (11) / Thm C.2)": 2 * deviation * logs,
            }
        ),
    )


LEM34 = _sensitivity_lemma(
    "KLT-Lem3.4",
    _both("Lem 3.4 and its proof, eq. (11)", "Lem 3.3 and its proof, eq. (11)"),
    ZERO_ORDER_DEVIATION,
    sp.sqrt(sp.log(d * B1 / delta)),
    "Alg. 3 on neighbouring minibatches: at a checkpoint ||g_t - g'_t|| <~ L/B1 + L d sqrt(log(dB1/delta)/m); "
    "otherwise, given g_{t-1} = g'_{t-1}, <~ L sqrt(d) D/(alpha B2) + L d sqrt(log(dB1/delta)/m), each w.p. "
    ">= 1 - delta/2 (the two cases' terms are listed together)",
)


def _privacy_lemma(theorem_id: str, where: str, sensitivity: Theorem, m_setting: sp.Expr, statement: str) -> Theorem:
    """Lem 3.5 / Lem 6.4: the printed sigma, derived from the lemma's sensitivity and Prop 2.5 at the printed m, and
    declared as a claim: the tree over Sigma increments with that noise and the sensitivity lemma's bound."""
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
            }
        ),
    )


M_ZERO_ORDER = d**2 * B1**2 + d * alpha**2 * B2**2 / D**2
"""Lem 3.5 / Thm 3.1: the m that makes the zero-order estimator deviation at most the sensitivity in both cases."""
M_FIRST_ORDER = B2**2 * alpha**2 / (D**2 * d)
"""Lem 6.4 / Thm 6.1: the same for the first-order estimator, whose deviation has no d."""

_privacy_lemma(
    "KLT-Lem3.5",
    _both("Lem 3.5 and its proof", "Lem 3.4 and its proof"),
    LEM34,
    sp.log(d * B2 / delta) * M_ZERO_ORDER,
    "Alg. 3 with m = O(log(dB2/delta)(d^2 B1^2 + d alpha^2 B2^2/D^2)) and sigma = O(L sqrt(log(1/delta))/(B1 eps) "
    "+ L D sqrt(d log(1/delta))/(alpha B2 eps)) is (eps, delta)-DP",
)


def _variance_lemma(
    theorem_id: str, where: str, terms: list[tuple], pieces: dict[str, sp.Expr], statement: str
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
        derivation=Derivation(pieces),
    )


TREE_TERM = ("tree noise", sigma**2 * d, sp.log(Sigma))
DRIFT_TERM = ("drift", L**2 * d * D**2 * Sigma / (alpha**2 * B2))
DRIFT_PIECE = {
    "(II) x Sigma: drift H_alpha^2 ||z_j - z_{j-1}||^2/B2, ||z_j - z_{j-1}|| <= 2D (Fact 2.3(iii))": (
        Sigma * H_alpha**2 * (2 * D) ** 2 / B2
    )
}
TREE_PIECE = {"tree noise d sigma^2 log(Sigma) (Prop 2.5)": d * sigma**2 * sp.log(Sigma)}

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
)


def _g0_pieces(variance: Theorem, lemma: str) -> dict[str, sp.Expr]:
    """G0 = sqrt(variance) <= the sum of the roots of the variance terms, one labelled derivation term each."""
    pieces = {}
    for t in variance.rate.terms:
        root = sp.sqrt(t.expr(constants=False))
        pieces[f"G0 {t.label} {sp.sqrt(t.monomial)} ({lemma})"] = root
    return pieces


def _o2nc_terms(variance: Theorem, lemma: str) -> dict[str, sp.Expr]:
    """eq. (8): travel 2 Phi/(DT), L/sqrt(M) (G1 <~ L + G0, eq. (7), and G0/sqrt(M) <= G0), and G0's pieces."""
    return {
        "travel 2 Phi/(DT) (Prop 2.6, eq. (6))": 2 * Phi / (D * T),
        "L/sqrt(M) (Prop 2.6 with G1 <~ L + G0, eqs. (7)-(8))": L / sp.sqrt(M_w),
        **_g0_pieces(variance, lemma),
    }


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
        derivation=Derivation(_o2nc_terms(variance, lemma), mode="samples", var=n, level=beta),
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
    )
    for version, where, lemma in (
        (V2, "Thm 3.1; proof eqs. (6)-(9) and the rate display after (9)", "Lem 3.6"),
        (V1, "Thm 3.1; proof eqs. (6)-(10)", "v1 Lem 3.5"),
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
        derivation=Derivation(THM31[version].derivation.terms),
        corrections=_v1_corrections(_display_rate(V2)) if version == V1 else (),
    )
    for version, where in (
        (V2, "proof of Thm 3.1, unnumbered display after eq. (9)"),
        (V1, "proof of Thm 3.1, eq. (10)"),
    )
}

# ==== Section 4: multi-pass ERM ===================================================================================
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

# ==== Section 6: first order ======================================================================================
LEM63 = _sensitivity_lemma(
    "KLT-Lem6.3",
    _both("Lem 6.3 and its proof, eq. (16)", "Lem B.1 and its proof, eq. (18)"),
    L / sp.sqrt(m),
    sp.sqrt(sp.log(d * B2 / delta)),
    "Alg. 5 on neighbouring minibatches: at a checkpoint ||g_t - g'_t|| <= L/B1; otherwise, given g_{t-1} = "
    "g'_{t-1}, w.p. >= 1 - delta/2, <~ L sqrt(d) D/(alpha B2) + L sqrt(log(dB2/delta)/m) (the first-order "
    "estimator is L-bounded, so no d in the deviation)",
)

_privacy_lemma(
    "KLT-Lem6.4",
    _both("Lem 6.4 and its proof", "Lem B.2 and its proof"),
    LEM63,
    sp.log(d * B2 / delta) * M_FIRST_ORDER,
    "Alg. 5 with m = O(log(dB2/delta) B2^2 alpha^2/(D^2 d)) and the sigma of Lem 3.5 is (eps, delta)-DP",
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
    )
    for version, where, lemma in (
        (V2, "Thm 6.1; proof ('similarly to (7) and (9)')", "Lem 6.5"),
        (V1, "Thm B.4 (App. B); proof of Thm B.4", "v1 Lem B.3"),
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
        {"increment part of Lem 3.5's m over Lem 6.4's m": M_ZERO_ORDER.coeff(B1, 0) / M_FIRST_ORDER}
    ),
)

# ==== Appendix B (v2) / C (v1): Lasry-Lions smoothing ==============================================================
LASRY_LIONS_ENVELOPES = {mu_LL: lambda_LL, nu_LL: 2 * lambda_LL}
"""h_LL = -M_lambda(-M_{2 lambda}(h)): the outer envelope's parameter is lambda, the inner one's 2 lambda (Fact B.2)."""
FACTB2_WHY = "lambda has units X^2/F (||y - x||^2/(2 lambda) is a loss; the paper's lambda = alpha/(3L) agrees)"

_register(
    id="KLT-FactB.2",
    version=V2,
    source=_both("Fact B.2 (iv)", "Fact C.2 (iv)"),
    kind="lemma",
    statement="the Lasry-Lions smoothing h_LL = -M_lambda(-M_{2 lambda}(h)) of an L-Lipschitz h is L-Lipschitz, has "
    "the same minimizers, and is O(L/lambda)-smooth (Lasry-Lions 1986, Attouch-Aze 1993)",
    rate=Rate.of("smoothness constant of h_LL", CURVATURE, ("smoothness", L / lambda_LL)),
    parameters=LASRY_LIONS_ENVELOPES,
    derivation=Derivation(
        {
            "-M_mu(-M_nu h) has a max{1/mu, 1/(nu - mu)}-Lipschitz gradient for 0 < mu < nu (Attouch-Aze 1993, "
            "which Fact B.2 cites)": sp.Max(1 / mu_LL, 1 / (nu_LL - mu_LL)),
        }
    ),
    corrections=(
        Correction(
            "rate", Rate.of("smoothness constant of h_LL", CURVATURE, ("smoothness", 1 / lambda_LL)), FACTB2_WHY
        ),
    ),
)

_register(
    id="KLT-FactB.2(ii)",
    version=V2,
    source=_both("Fact B.2 (ii)", "Fact C.2 (ii)"),
    kind="lemma",
    statement="|h_LL(x) - h(x)| <= L lambda",
    rate=Rate.of("|h_LL - h|", LOSS, ("approximation", L * lambda_LL)),
    parameters=LASRY_LIONS_ENVELOPES,
    derivation=Derivation(
        {
            "h_LL - h = (h_LL - g) + (g - h) with g = M_nu h: 0 <= h - g <= L^2 nu/2 and, g being L-Lipschitz, "
            "0 <= h_LL - g <= L^2 mu/2 (Moreau envelope of an L-Lipschitz function)": sp.Max(
                L**2 * mu_LL / 2, L**2 * nu_LL / 2
            ),
        }
    ),
    corrections=(
        Correction(
            "rate",
            Rate.of("|h_LL - h|", LOSS, ("approximation", L**2 * lambda_LL)),
            FACTB2_WHY + "; the Moreau envelope satisfies 0 <= h - M_lambda h <= L^2 lambda/2",
        ),
    ),
)

_register(
    id="KLT-LemB.3",
    version=V2,
    source=_both("Lem B.3 and its proof, eqs. (20)-(22)", "Lem C.3 and its proof, eqs. (21)-(23)"),
    kind="lemma",
    statement="for an L-Lipschitz h, any beta-stationary point of h_LL is (3 lambda L, beta)-Goldstein "
    "stationary for h",
    rate=Rate.of("Goldstein radius r", LENGTH, ("radius", 3 * lambda_LL * L)),
    assumptions=(BETA_LE,),
    assumption_text=(BETA_TEXT,),
    derivation=Derivation(
        {
            "||x - z*|| = lambda ||grad h_LL(x)|| <= lambda beta (Attouch-Aze 1993, Rem. 4.3.e)": lambda_LL * beta,
            "||z* - y*|| <= 2 lambda L (M_{2 lambda} h is L-Lipschitz)": 2 * lambda_LL * L,
        }
    ),
)

PROPB4 = _register(
    id="KLT-PropB.4",
    version=V2,
    source=_both("Prop B.4 (quoting Lowy, Ullman, Wright, ICML 2024)", "Prop C.4"),
    kind="proposition",
    statement="ERM with L0-Lipschitz, L1-smooth components and dist(x0, argmin) <= R has an (eps, delta)-DP "
    "(exponential-time) algorithm with E||grad F(x_out)|| = O~(R^(1/3) L0^(2/3) L1^(1/3) d^(2/3)/(n eps) + "
    "L0 sqrt(d)/(n eps))",
    rate=Rate.of(
        "E||grad F(x_out)|| (smooth DP ERM, inefficient)",
        GRADIENT,
        ("smooth", R**R13 * L0**R23 * L1**R13 * d**R23 / (n * epsilon)),
        ("Lipschitz", L0 * sp.sqrt(d) / (n * epsilon)),
        polylog_note="O-tilde",
    ),
)


def _lasry_lions_rate(lipschitz_power: sp.Expr) -> Rate:
    return Rate.of(
        "n for an (alpha, beta)-component-wise Goldstein stationary point of Fhat^D",
        NONE,
        ("smooth", R**R13 * L**lipschitz_power * d**R23 / (epsilon * alpha**R13 * beta)),
        polylog_note="Omega-tilde",
    )


_register(
    id="KLT-ThmB.5",
    version=V2,
    source=_both("Thm B.5 and the sentence before it", "Thm C.5 and the sentence before it"),
    kind="theorem",
    statement="with lambda = alpha/(3L) (Fact B.2, Lem B.3, Prop B.4): an (eps, delta)-DP algorithm outputs an "
    "(alpha, beta)-component-wise Goldstein stationary point in expectation if dist(x0, argmin Fhat^D) <= R and "
    "n = Omega~(R^(1/3) L^(4/3) d^(2/3)/(eps alpha^(1/3) beta))",
    rate=_lasry_lions_rate(sp.Rational(4, 3)),
    parameters={L0: L, L1: L / lambda_LL, lambda_LL: alpha / (3 * L)},
    assumptions=(BETA_LE, sp.Le(alpha, R * sp.sqrt(d))),
    assumption_text=(
        BETA_TEXT,
        "alpha <= R sqrt(d), without loss of generality: Prop B.4's term L sqrt(d)/(eps beta) dominates only when "
        "R < alpha/sqrt(d), and then x0 is within alpha of a minimiser, so already (alpha, 0)-Goldstein stationary",
    ),
    derivation=Derivation(
        {f"Prop B.4 {t.label} term": t.expr(logs=False) for t in PROPB4.rate.terms},
        mode="samples",
        var=n,
        level=beta,
    ),
    corrections=(
        Correction(L1, 1 / lambda_LL, "Fact B.2 (iv) with units: h_LL is O(1/lambda)-smooth; " + FACTB2_WHY),
        Correction(
            "rate",
            _lasry_lions_rate(sp.Integer(1)),
            "L1 = 3L/alpha gives L instead of L^(4/3); Prop B.4's term L sqrt(d)/(eps beta) is dominated when "
            "alpha <= R sqrt(d), the case that is not trivial",
        ),
    ),
)

# ==== Table 1 =======================================================================================================
TABLE_CAPTION = "Main results (ignoring dependence on Lipschitz constant, initialization, and log terms)."
TABLE_COLUMNS = ("empirical", "stochastic")


def _table_rows(version: str) -> tuple[tuple[str, dict[str, str]], ...]:
    return (
        ("Zhang et al. 2024 (single-pass)", {"empirical": "ZTC24-single-pass@v1"}),
        ("Theorem 3.1 (single-pass)", {"empirical": f"KLT-Thm3.1@{version}"}),
        (
            "Theorem 4.1 (multi-pass)",
            {"empirical": f"KLT-Thm4.1@{version}", "stochastic": f"KLT-Rem4.2@{version}"},
        ),
    )


NORMALIZE = {L: sp.Integer(1), Phi: sp.Integer(1)}

for _version in (V1, V2):
    register_table(
        ComparisonTable(
            paper=PAPER,
            name=f"KLT Table 1 ({_version})",
            caption=TABLE_CAPTION,
            columns=TABLE_COLUMNS,
            rows=_table_rows(_version),
            normalize=NORMALIZE,
            source=_at(_version, "Table 1 (the single-pass rows have one cell in the text)"),
        )
    )

register_table(
    ComparisonTable(
        paper=PAPER,
        name="KLT Table 1, v1 and v2 side by side",
        caption=TABLE_CAPTION + " Single-pass rows: the one cell printed; multi-pass: empirical / stochastic rows.",
        columns=("v1 (Oct 2024)", "v2 (corrected)"),
        rows=tuple(
            (label, {"v1 (Oct 2024)": f"{theorem_id}@{v1}", "v2 (corrected)": f"{theorem_id}@{v2}"})
            for label, theorem_id, v1, v2 in (
                ("Zhang et al. 2024 (single-pass)", "ZTC24-single-pass", "v1", "v1"),
                ("Theorem 3.1 (single-pass)", "KLT-Thm3.1", V1, V2),
                ("Theorem 4.1 (multi-pass), empirical", "KLT-Thm4.1", V1, V2),
                ("Theorem 4.1 + Rem 4.2 (multi-pass), stochastic", "KLT-Rem4.2", V1, V2),
            )
        ),
        normalize=NORMALIZE,
        source=f"{_at(V1, 'Table 1')}; {_at(V2, 'Table 1')}",
    )
)
