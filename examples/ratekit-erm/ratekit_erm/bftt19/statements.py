"""BFTT19: Bassily, Feldman, Talwar, Thakurta, "Private Stochastic Convex Optimization with Optimal Rates" (NeurIPS
2019, arXiv 1908.09970): the population counterpart of BST14, for convex, Lipschitz and smooth losses.

The optimal excess population risk is the sum of the non-private rate L R_W/sqrt(n) and the private ERM rate
L R_W sqrt(d)/(n sqrt(rho)). Encoded for full-batch noisy GD under rho-zCDP (as in :mod:`ratekit_erm.bst14`), run
for T = n steps and analysed through uniform stability, the route BFTT19 takes for smooth losses:

* empirical excess of the averaged iterate (projected GD, second moment L^2 + d sigma^2, diameter 2 R_W):
  (2 R_W)^2/(2 eta T) + eta (L^2 + d sigma^2)/2;
* generalization gap: T steps of projected GD with eta <= 2/M on convex M-smooth losses are
  (2 L^2 eta T/n)-uniformly stable (Hardt, Recht, Singer 2016, Thm 3.8; the noise is the same on neighbouring
  datasets under the coupling), and E F(w_bar) - F* <= E[Fhat(w_bar) - Fhat(w*)] + 2 L^2 eta T/n.

With sigma^2 = 2 L^2 T/(n^2 rho) and T = n the sum is 2 R_W^2/(eta n) + eta L^2 (5/2 + d/(n rho)); the step
below balances it to 2 sqrt(2) L R_W sqrt(5/(2n) + d/(n^2 rho)), which the two-term rate bounds up to sqrt(2).
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import LOSS
from bounds.latex import setting, tex
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import M
from bounds.theorem import Derivation, Theorem
from ratekit_erm.bst14.statements import NOISE, NOISY_GD_PRIVACY

SETTINGS = {
    **NOISE,
    **dict(
        [
            setting(r"T = n"),
            setting(r"\eta = \frac{\sqrt{2} R_W}{L \sqrt{\frac{5 n}{2} + \frac{d}{\rho}}}"),
        ]
    ),
}

register(
    Theorem(
        id="BFTT19-smooth-convex",
        paper="BFTT19",
        version="v1",
        source="Bassily, Feldman, Talwar, Thakurta, NeurIPS 2019 (arXiv 1908.09970), smooth convex losses "
        "(noisy gradient descent analysed by uniform stability)",
        kind="theorem",
        statement="for convex, L-Lipschitz, M-smooth losses on a ball of radius R_W, rho-zCDP noisy GD with T = n "
        "steps of size eta = sqrt(2) R_W/(L sqrt(5n/2 + d/rho)) <= 2/M has excess population risk "
        "O(L R_W (1/sqrt(n) + sqrt(d)/(n sqrt(rho))))",
        rate=Rate.of(
            "excess population risk E F(w_bar) - F*",
            LOSS,
            ("statistical", tex(r"\sqrt{20} \frac{L R_W}{\sqrt{n}}")),
            ("private", tex(r"2\sqrt{2} \frac{L R_W \sqrt{d}}{n \sqrt{\rho}}")),
        ),
        parameters=SETTINGS,
        assumptions=(sp.Le(M, tex(r"\frac{L \sqrt{n}}{R_W}")),),
        assumption_text=("M <= L sqrt(n)/R_W, which gives eta <= 2/M",),
        derivation=Derivation(
            {
                "optimisation: distance (2 R_W)^2/(2 eta T)": tex(r"\frac{(2R_W)^2}{2 \eta T}"),
                "optimisation: second moment eta (L^2 + d sigma^2)/2": tex(r"\frac{\eta (L^2 + d \sigma^2)}{2}"),
                "generalization: uniform stability 2 L^2 eta T/n": tex(r"\frac{2 L^2 \eta T}{n}"),
            }
        ),
        privacy_claim=NOISY_GD_PRIVACY,
    )
)
