"""Classical DP-ERM rates (Bassily, Smith, Thakurta, FOCS 2014, "Private empirical risk minimization:
efficient algorithms and tight error bounds"), the baselines that all four papers' comparisons start from.

They are registered under the paper key ``ERM`` and serve as the reference rate of the rate-check harness's
end-to-end demonstration (noisy gradient descent on a strongly convex quadratic).
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import LOSS
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import D_C, L, d, delta, epsilon, mu, n
from bounds.theorem import Theorem

LOG_DELTA = sp.log(1 / delta)

register(
    Theorem(
        id="BST14-strongly-convex",
        paper="ERM",
        version="v1",
        source="Bassily, Smith, Thakurta 2014, Thm 2.4 (noisy gradient methods, strongly convex case)",
        kind="prior work",
        statement="(epsilon, delta)-DP ERM for L-Lipschitz mu-strongly convex losses: excess empirical risk "
        "O~(L^2 d log(1/delta) / (mu n^2 epsilon^2)), tight up to logs",
        rate=Rate.of("excess empirical risk", LOSS, ("private", L**2 * d / (mu * n**2 * epsilon**2), LOG_DELTA)),
    )
)

register(
    Theorem(
        id="BST14-convex",
        paper="ERM",
        version="v1",
        source="Bassily, Smith, Thakurta 2014, Thm 2.2 (noisy gradient methods, convex case)",
        kind="prior work",
        statement="(epsilon, delta)-DP ERM for L-Lipschitz convex losses on a set of diameter D: excess empirical "
        "risk O~(L D sqrt(d log(1/delta)) / (n epsilon)), tight up to logs",
        rate=Rate.of(
            "excess empirical risk", LOSS, ("private", L * D_C * sp.sqrt(d) / (n * epsilon), sp.sqrt(LOG_DELTA))
        ),
    )
)
