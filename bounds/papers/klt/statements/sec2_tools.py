"""KLT Section 2 (tools): smoothing, the tree mechanism, online-to-nonconvex conversion."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import CURVATURE, GRADIENT, LOSS
from bounds.papers.klt.statements.common import LOG_DELTA, SMOOTHNESS, V2, _both, _register
from bounds.papers.klt.symbols import G0, G1, D, M_w, Phi, Sigma, alpha, s_tree
from bounds.privacy_claim import ApproxDP, PrivacyClaim, tree_aggregation
from bounds.rate import Rate
from bounds.registry import cite
from bounds.symbols import L, T, d, delta, epsilon, eta, sigma
from bounds.theorem import Correction, Derivation

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
    quoted_from="Dwork et al., 2010; Chan et al., 2011; Zhang et al., 2024 (the tree mechanism)",
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


PROP26 = _register(
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
        unchecked=(
            "App. A, descent identity (v2 lines 686-687): h(x_t) - h(x_{t-1}) = E_{s_t}<grad h(z_t), Delta_t> at "
            "the random point z_t of the segment, not encoded",
            "App. A, comparator (v2 line 698): u_k = -D sum_m grad h(z_.)/||sum_m grad h(z_.)|| turns "
            "sum_m <grad h(z_.), u_k> into -D M ||(1/M) sum_m grad h(z_.)||, then division by DT = DKM (K = T/M "
            "taken exact; Alg. 2 has K = floor(T/M)); not encoded",
            "App. A, after eq. (18) (v2 lines 702-708): M D <= alpha puts every z_{(k-1)M+m} within alpha of "
            "xbar_k, so the block average of gradients lies in the convex set partial_alpha h(xbar_k) and bounds "
            "||dbar_alpha h(xbar_k)||; not encoded",
        ),
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
