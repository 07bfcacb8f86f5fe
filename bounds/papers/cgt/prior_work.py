"""Prior-work rates quoted by CGT (Choquette-Choo, Ganesh, Thakurta, ``arXiv:2406.02716v1``, v1).

Each entry is registered under the paper key ``CGT`` with kind "prior work" and cites the place where CGT quotes
it (bracket numbers are CGT's reference list). Only what CGT states is
encoded: CGT gives the batch-step counts of [27, 55] ("T = Omega(n)", batch size ~ O(1) for d, eps = Theta(1)),
the batch-size limit of [27], the non-private adaptive lower bound of [53], ReSQue's total gradient complexity [17]
(one branch of its min/min formula, which is not a sum of monomials) and the regret lower bound of [31]. For the
optimal DP-SCO error of [8] ("achieved by DP-SGD [8, 7]", Sec 2.3) CGT prints no formula and no gradient count;
the encoded rate is the standard one that CGT calls "optimal", and no DP-SGD gradient count is encoded.
The intro normalises the problem constants; they are restored here as L, M and D_C (the diameter of C).
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import LOSS, NONE
from bounds.papers.cgt.symbols import D_C
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import B, L, M, T, d, delta, epsilon, n
from bounds.theorem import Theorem

FILE = "arXiv:2406.02716v1"
STEPS = "adaptive batch gradient steps T to reach the optimal DP-SCO error"


def _prior(short: str, where: str, statement: str, rate: Rate, **fields) -> Theorem:
    return register(
        Theorem(
            id=f"CGT-prior-{short}",
            paper="CGT",
            version="v1",
            source=f"{FILE}, {where}",
            kind="prior work",
            statement=statement,
            rate=rate,
            **fields,
        )
    )


_prior(
    "BFTT19",
    "Sec 1 ('Optimal rates are known ... Lipschitz (and smooth) [8, 27]') and Sec 2.3 ('DP-SGD achieves the optimal "
    "DP-SCO error [8, 7]')",
    "Bassily, Feldman, Talwar, Thakurta 2019 [8]: optimal (eps, delta)-DP SCO excess population risk for "
    "L-Lipschitz convex losses over C, O(L D (1/sqrt(n) + sqrt(d log(1/delta))/(eps n))), attained by DP-SGD",
    Rate.of(
        "excess population risk E[F(x_out)] - F(x*)",
        LOSS,
        ("non-private L D/sqrt(n)", L * D_C / sp.sqrt(n)),
        ("private L D sqrt(d)/(eps n)", L * D_C * sp.sqrt(d) / (epsilon * n), sp.sqrt(sp.log(1 / delta))),
    ),
    notes="CGT's Thm 4.6 matches it up to polylog when M D = O(L)",
)

_prior(
    "FKT20",
    "Sec 1 ('Our work significantly improves the results of [27, 55] that required at least T = Omega(n) batch "
    "gradient steps'; adaptive oracle complexity paragraph)",
    "Feldman, Koren, Talwar 2020 [27]: optimal DP-SCO error with T = O(n) batch gradient steps of batch size "
    "~ O(1) (d, eps = Theta(1)), one gradient per example; privacy relies on convexity",
    Rate.of(STEPS, NONE, ("T = Theta(n)", n)),
)

_prior(
    "FKT20-batch",
    "Sec 1 ('[27] either relies on privacy amplification by iteration [28] or localization ... choosing a batch "
    "size larger than O(max{sqrt(d/n), 1}) in majority of the batch gradient steps, will result in a sub-optimal "
    "DP-SCO error')",
    "Feldman, Koren, Talwar 2020 [27]: batch sizes above O(max{sqrt(d/n), 1}) in most steps give a suboptimal error",
    Rate.of("largest batch size keeping the optimal DP-SCO error", NONE, ("sqrt(d/n)", sp.sqrt(d / n)), ("1", 1)),
)

_prior(
    "ZTC22",
    "Sec 1 (adaptive oracle complexity paragraph: '[27, 55] has T = O(n) ... [55] makes two gradient calls/data "
    "point'; results hold with eta_t = t^k, k >= 1)",
    "Zhang, Tran, Cutkosky 2022 [55] (DP online-to-batch for smooth losses): optimal DP-SCO error with T = O(n) "
    "batch gradient steps, two gradients per example",
    Rate.of(STEPS, NONE, ("T = Theta(n)", n)),
)

_prior(
    "WWS18",
    "Sec 1 ('[53] show that in the non-private setting, the adaptive oracle complexity for optimal SCO guarantee is "
    "T = Omega(n^(1/4)) (with a batch size of B = O(n^(3/4)))')",
    "Woodworth et al. 2018 [53]: non-private optimal SCO needs T = Omega(n^(1/4)) adaptive rounds, attained by "
    "accelerated SGD with B = O(n^(3/4)); CGT leaves matching it under DP open",
    Rate.of(
        "adaptive batch gradient steps for the optimal non-private SCO error",
        NONE,
        ("T = n^(1/4)", n ** sp.Rational(1, 4)),
    ),
    parameters={B: n ** sp.Rational(3, 4)},
)

_prior(
    "Lan12",
    "Sec 1 ('The first two terms match the non-private optimal SCO error from [41]') and the interpretation of Thm 4.1",
    "Lan 2012 [41] (AC-SA): non-private optimal SCO error M D^2/T^2 + V D/sqrt(B T) with T = n/B batch steps; "
    "with per-example gradients bounded by L (V <= L), M D^2 B^2/n^2 + L D/sqrt(n)",
    Rate.of(
        "non-private excess population risk",
        LOSS,
        ("optimisation M D^2 B^2/n^2", M * D_C**2 * B**2 / n**2),
        ("stochastic L D/sqrt(n)", L * D_C / sp.sqrt(n)),
    ),
)

_prior(
    "CJJ23",
    "Sec 1, 'Other related work' ('[17] ... overall gradient complexity is O~(min{n, n^2/d} + min{n d^2/eps, "
    "n^(4/3) eps^(1/3)})')",
    "Carmon et al. 2023 [17] (ReSQue): optimal DP-SCO for non-smooth convex losses with O~(min{n, n^2/d} + "
    "min{n d^2/eps, n^(4/3) eps^(1/3)}) gradient calls (not single-epoch; amplification by sampling). Encoded: the "
    "branch d <= n and n^(1/3) eps^(4/3) <= d^2, i.e. n + n^(4/3) eps^(1/3)",
    Rate.of(
        "total gradient oracle calls",
        NONE,
        ("min{n, n^2/d} = n", n),
        (
            "min{n d^2/eps, n^(4/3) eps^(1/3)} = n^(4/3) eps^(1/3)",
            n ** sp.Rational(4, 3) * epsilon ** sp.Rational(1, 3),
        ),
    ),
    assumptions=(sp.Le(d, n), sp.Le(n ** sp.Rational(1, 3) * epsilon ** sp.Rational(4, 3), d**2)),
    assumption_text=("d <= n (first min is n)", "n^(1/3) eps^(4/3) <= d^2 (second min is n^(4/3) eps^(1/3))"),
)

_prior(
    "OCO",
    "Sec 1 ('the regret guarantees of OCO methods cannot be improved beyond Omega(1/sqrt(T)) even under smoothness "
    "[31]')",
    "Hazan [31]: the average regret of online convex optimisation is Omega(1/sqrt(T)) even for smooth losses "
    "(printed normalised; L D/sqrt(T) with the constants restored)",
    Rate.of("average regret after T rounds (lower bound)", LOSS, ("L D/sqrt(T)", L * D_C / sp.sqrt(T))),
)
