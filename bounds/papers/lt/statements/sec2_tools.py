"""LT Section 2: tools."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import GRADIENT
from bounds.papers.lt.statements.common import LOG_DELTA, _at, _register
from bounds.papers.lt.symbols import Sigma_tree, iota, s_tree
from bounds.privacy_claim import ApproxDP, PrivacyClaim, tree_aggregation
from bounds.rate import Rate
from bounds.symbols import d, delta, epsilon, sigma
from bounds.theorem import Derivation


def _tree_claim(noise: sp.Expr, eps: sp.Expr, dlt: sp.Expr) -> PrivacyClaim:
    """Alg. 1's tree over Sigma increments of sensitivity s with node noise ``noise``, claimed (eps, dlt)-DP; the
    paper fixes no neighbouring relation and states the sensitivity as an assumption."""
    return PrivacyClaim(
        (tree_aggregation("tree node sums over the changed increment (Alg. 1)", noise, s_tree, Sigma_tree),),
        ApproxDP(eps, dlt),
        "add/remove",
        assumptions=(sp.Le(epsilon, 1),),
        grid={Sigma_tree: (2.0, 64.0, 1e6), epsilon: (0.1, 1.0), delta: (1e-5, 1e-10)},
    )


_register(
    id="LT-Thm2.2",
    quoted_from="Dwork et al. (2010); Chan et al. (2011) (the tree mechanism)",
    source=_at("Thm 2.2 (tree mechanism; Dwork et al. 2010, Chan et al. 2011) and Alg. 1"),
    kind="theorem",
    statement="if every increment has sensitivity <= s, sigma = 4 s sqrt(log Sigma log(1/delta))/eps makes Alg. 1 "
    "(eps, delta)-DP, and with probability >= 1 - Sigma iota, ||TREE(t)|| <~ sqrt(d log(1/iota)) sigma for all t",
    rate=Rate.of(
        "max_t ||TREE(t)||",
        GRADIENT,
        ("tree noise", 4 * s_tree * sp.sqrt(d) / epsilon, sp.sqrt(sp.log(Sigma_tree) * LOG_DELTA * sp.log(1 / iota))),
    ),
    parameters={sigma: 4 * s_tree * sp.sqrt(sp.log(Sigma_tree) * LOG_DELTA) / epsilon},
    derivation=Derivation(
        {"||TREE(t)|| <~ sqrt(d log(1/iota)) sigma (Thm 2.2)": sp.sqrt(d * sp.log(1 / iota)) * sigma},
        unchecked=(
            "Thm 2.2 is quoted from Dwork et al. (2010) and Chan et al. (2011) without proof: the term is the printed "
            "utility bound at the printed sigma, so it restates the claim (the privacy half is the privacy claim)",
        ),
    ),
    privacy_claim=_tree_claim(sigma, epsilon, delta),
    notes="the utility bound omits the sqrt(log Sigma) of summing <= log Sigma nodes (logs only)",
)
