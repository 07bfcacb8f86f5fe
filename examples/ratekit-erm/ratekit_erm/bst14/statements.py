"""BST14: Bassily, Smith, Thakurta, "Private Empirical Risk Minimization: Efficient Algorithms and Tight Error
Bounds" (FOCS 2014, arXiv 1405.7085): the noisy-gradient rates for convex and strongly convex Lipschitz losses.

Encoded for full-batch noisy gradient descent under rho-zCDP, the form in which the rates are usually taught: each
of the T steps releases the average gradient (1/n) sum_i grad f(w; x_i) plus N(0, sigma^2 I); a replace-one change
of x_i moves the average by at most 2L/n, so sigma = (2L/n) sqrt(T/(2 rho)) makes every step (rho/T)-zCDP and the
run rho-zCDP (Bun and Steinke 2016, Prop 1.6 and Lem 2.3). BST14 itself runs noisy SGD with n^2 steps and
(epsilon, delta) accounting; its rates are these with rho ~ epsilon^2/log(1/delta) (Bun and Steinke 2016,
Prop 1.3). Rates and settings are written in LaTeX where they read best (:mod:`bounds.latex`).

Both derivations use the standard bounds for projected (stochastic) gradient descent with unbiased gradients of
second moment G^2 = L^2 + d sigma^2 on a set of diameter 2 R_W:

* convex, constant step eta, averaged iterate: E F(w_bar) - F* <= (2 R_W)^2/(2 eta T) + eta G^2/2;
* mu-strongly convex, eta_t = 1/(mu t), the average weighted by t: E F(w_bar) - F* <= 2 G^2/(mu (T + 1))
  (Lacoste-Julien, Schmidt, Bach 2012), encoded as the upper bound 2 G^2/(mu T).
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import LOSS, NONE
from bounds.latex import setting, tex
from bounds.privacy_claim import ZCDP, GaussianRelease, PrivacyClaim
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import L, T, d, n, rho, sigma
from bounds.theorem import Derivation, Theorem

PAPER = "BST14"
SOURCE = "Bassily, Smith, Thakurta, FOCS 2014 (arXiv 1405.7085), Sec. 2 (noisy gradient descent)"

NOISE = dict([setting(r"\sigma = \frac{2L}{n}\sqrt{\frac{T}{2\rho}}")])
"""The noise that makes each of the T full-batch steps (rho/T)-zCDP under replace-one neighbours."""

NOISY_GD_PRIVACY = PrivacyClaim(
    (GaussianRelease("full-batch gradient (every step)", sigma, L, normalisation=n, participations=T),),
    ZCDP(rho),
    "replace-one",
    grid={rho: (0.01, 1.0), n: (1e2, 1e6), T: (1.0, 1e4)},
)
"""T Gaussian releases of the average of n gradients of norm at most L, composed in zCDP."""

register(
    Theorem(
        id="BST14-noisy-GD-privacy",
        paper=PAPER,
        version="v1",
        source=SOURCE + ": privacy of the noisy steps",
        kind="lemma",
        statement="full-batch noisy GD with sigma = (2L/n) sqrt(T/(2 rho)) is rho-zCDP under replace-one neighbours",
        rate=Rate.of("zCDP of noisy GD", NONE, ("rho", rho)),
        parameters=NOISE,
        derivation=NOISY_GD_PRIVACY.derivation(),
        privacy_claim=NOISY_GD_PRIVACY,
        privacy=True,
    )
)

EXCESS = "excess empirical risk E F(w_bar) - F*"

CONVEX = {
    **NOISE,
    **dict([setting(r"T = \frac{n^2 \rho}{d}"), setting(r"\eta = \frac{2 R_W}{L \sqrt{3 T}}")]),
}
"""T = n^2 rho/d balances the two terms; then d sigma^2 = 2 L^2, G^2 = 3 L^2, and eta = 2 R_W/(G sqrt T)."""

register(
    Theorem(
        id="BST14-convex",
        paper=PAPER,
        version="v1",
        source=SOURCE + ", convex case",
        kind="theorem",
        statement="for L-Lipschitz convex losses on a ball of radius R_W, rho-zCDP noisy GD with T = n^2 rho/d steps "
        "of size eta = 2 R_W/(L sqrt(3T)) has E F(w_bar) - F* <= 2 sqrt(3) L R_W sqrt(d)/(n sqrt(rho))",
        rate=Rate.of(EXCESS, LOSS, ("private", tex(r"2\sqrt{3} \frac{L R_W \sqrt{d}}{n \sqrt{\rho}}"))),
        parameters=CONVEX,
        assumptions=(sp.Ge(n**2 * rho / d, 1),),
        assumption_text=("n^2 rho >= d (at least one step)",),
        derivation=Derivation(
            {
                "distance (2 R_W)^2/(2 eta T)": tex(r"\frac{(2R_W)^2}{2 \eta T}"),
                "second moment eta (L^2 + d sigma^2)/2": tex(r"\frac{\eta (L^2 + d \sigma^2)}{2}"),
            },
            exact=True,
        ),
    )
)

STRONGLY_CONVEX = {**NOISE, **dict([setting(r"T = \frac{n^2 \rho}{d}")])}
"""T = n^2 rho/d balances L^2/(mu T) against the noise term 2 d sigma^2/(mu T) = 4 L^2 d/(mu n^2 rho)."""

register(
    Theorem(
        id="BST14-strongly-convex",
        paper=PAPER,
        version="v1",
        source=SOURCE + ", strongly convex case",
        kind="theorem",
        statement="for L-Lipschitz mu-strongly convex losses, rho-zCDP noisy GD with T = n^2 rho/d steps of size "
        "1/(mu t) and the t-weighted average has E F(w_bar) - F* <= 6 L^2 d/(mu n^2 rho)",
        rate=Rate.of(EXCESS, LOSS, ("private", tex(r"\frac{6 L^2 d}{\mu n^2 \rho}"))),
        parameters=STRONGLY_CONVEX,
        assumptions=(sp.Ge(n**2 * rho / d, 1),),
        assumption_text=("n^2 rho >= d (at least one step)",),
        derivation=Derivation(
            {
                "Lipschitz part 2 L^2/(mu T)": tex(r"\frac{2 L^2}{\mu T}"),
                "noise part 2 d sigma^2/(mu T)": tex(r"\frac{2 d \sigma^2}{\mu T}"),
            },
            exact=True,
        ),
    )
)
