"""Prior-work rates that MUABG (Menart, Ullah, Arora, Bassily, Guzman; ``arXiv:2311.13447v1``) quotes
in its text. The paper has no comparison table (one rebuilt from its text is registered in
``bounds.papers.muabg.statements``). The rates are encoded as quoted: mostly without problem constants, so those are
encoded as dimensionless ("problem constants = 1, as quoted"); the growth-condition rate of ALD21 carries its constants.
Reference numbers are the dump's (alphabetical).
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import LOSS, NONE
from bounds.papers.muabg.symbols import L0, lambda_g, tau_g
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import d, delta, epsilon, n, rho
from bounds.theorem import Theorem

TEXT = "arXiv:2311.13447v1"
NORMALIZED = "(problem constants = 1, as quoted)"
LOG_DELTA = sp.log(1 / delta)


def _prior(short: str, source: str, statement: str, rate: Rate) -> Theorem:
    """Register a prior-work rate quoted by MUABG at ``source``."""
    return register(
        Theorem(
            id=f"MUABG-prior-{short}",
            paper="MUABG",
            version="v1",
            source=f"{TEXT}, {source}",
            kind="prior work",
            statement=statement,
            rate=rate,
        )
    )


_prior(
    "WYX17-PL",
    "Sec. 1 and Sec. 1.2, ref. [48] (Wang, Ye, Xu 2017)",
    "Lipschitz, smooth, PL (kappa = 2) losses: excess empirical risk O~(d/(n^2 eps^2)) under (eps, delta)-DP",
    Rate.of(f"excess empirical risk {NORMALIZED}", NONE, ("private", d / (n**2 * epsilon**2), LOG_DELTA)),
)

_prior(
    "BST14-LB",
    "Sec. 1 and Sec. 1.2, ref. [12] (Bassily, Smith, Thakurta 2014)",
    "lower bound for strongly convex losses, Omega(d/(n^2 eps^2)): the PL rate of [48] is optimal",
    Rate.of(f"excess empirical risk lower bound {NORMALIZED}", NONE, ("private", d / (n**2 * epsilon**2))),
)

_prior(
    "ALD21",
    "Sec. 1.2, Sec. 3.1 and Sec. 4, ref. [4] (Asi, Levy, Duchi 2021)",
    "convex losses with (lambda, tau)-growth: optimal rate O~((L0 sqrt(d)/(lambda n eps))^(tau/(tau-1))), i.e. "
    "(gamma L0 sqrt(d)/(n eps))^kappa for (gamma, kappa)-KL via Lem 6; Alg. 2 claims 'essentially the same rate'",
    Rate.of(
        "excess empirical risk",
        LOSS,
        (
            "growth rate",
            sp.expand_power_base((L0 * sp.sqrt(d) / (lambda_g * n * epsilon)) ** (tau_g / (tau_g - 1)), force=True),
            LOG_DELTA ** (tau_g / (2 * (tau_g - 1))),
        ),
    ),
)

_prior(
    "ABG23",
    "Sec. 5.1, ref. [1] (Arora, Bassily, Gonzalez, Guzman, Menart, Ullah 2023)",
    "smooth nonconvex losses, best known private stationarity (variance reduction): ||grad F|| = "
    "O~((sqrt(d)/(n sqrt rho))^(2/3))",
    Rate.of(f"gradient norm {NORMALIZED}", NONE, ("private", (sp.sqrt(d) / (n * sp.sqrt(rho))) ** sp.Rational(2, 3))),
)

_prior(
    "WYX17-GD",
    "Sec. 5.1, ref. [48] (Wang, Ye, Xu 2017)",
    "smooth nonconvex losses, noisy gradient descent (no variance reduction): ||grad F|| = "
    "O~((sqrt(d)/(n sqrt rho))^(1/2))",
    Rate.of(f"gradient norm {NORMALIZED}", NONE, ("private", (sp.sqrt(d) / (n * sp.sqrt(rho))) ** sp.Rational(1, 2))),
)

_prior(
    "stationary-LB",
    "Sec. 5.1 (the citation is missing in the dump)",
    "lower bound Omega(sqrt(d)/(n eps)) for approximating stationary points",
    Rate.of(f"gradient norm lower bound {NORMALIZED}", NONE, ("private", sp.sqrt(d) / (n * epsilon))),
)

_prior(
    "GTU23",
    "Sec. 1, ref. [31] (Ganesh, Thakurta, Upadhyay 2023)",
    "nonconvex losses, approximate global minimizer: the best possible rate is O(d/(n eps)), even in exponential time",
    Rate.of(f"excess empirical risk {NORMALIZED}", NONE, ("private", d / (n * epsilon))),
)
