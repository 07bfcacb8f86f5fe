"""What MUABG's statement modules share: the paper's constants, log brackets and statement-building helpers."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import Dimension
from bounds.papers.muabg.symbols import (
    F0,
    L0,
    L1,
    Lt1,
    beta_p,
    gamma,
    kappa,
)
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import d, n, rho
from bounds.theorem import Kind, Theorem

PAPER = "MUABG"
TEXT = "arXiv:2311.13447v1"
R = sp.Rational

KAPPA_THM1 = (1, R(4, 3), R(3, 2), 2)
"""KL exponents at which Thm 1 is checked (p = kappa/(kappa - 1) = infinity, 4, 3, 2 in the power family)."""
KAPPA_12 = (1, R(3, 2), 2)
"""KL exponents at which the other results for kappa in [1, 2] are checked (each value costs a full direction scan)."""
KAPPA_ALG3 = (1, R(4, 3), R(3, 2))
"""Thm 4's third term has exponent kappa/(2 - kappa), which diverges at kappa = 2 (the step cap never binds)."""
KAPPA_GE2 = (2, 3, 4)
"""KL exponents at which the results for kappa >= 2 (Alg. 2) are checked."""
KAPPA_GT1 = (R(3, 2), 2, 3)
"""KL exponents for the KL <-> growth conversions (tau = kappa/(kappa - 1) needs kappa > 1)."""

NR = n * sp.sqrt(rho)
"""n sqrt(rho), the privacy scale of rho-zCDP (x = sqrt(d)/(n sqrt(rho)) below)."""
X_KL = gamma * L0 * sp.sqrt(d) / NR
"""gamma L0 sqrt(d)/(n sqrt(rho)), dimension F^(1/kappa): the rate of Thm 1 and Thm 2 is X_KL^kappa."""
BRACKET = sp.log(F0 * (NR / (gamma * L0 * sp.sqrt(d))) ** kappa)
"""log(F0) + kappa log(n sqrt(rho)/(gamma L0 sqrt(d))) of K (Alg. 1) and T (Alg. 2), as one logarithm."""
SMOOTH1 = F0 ** ((kappa - 2) / kappa) * gamma**2 * L1
"""(1/F0)^((2-kappa)/kappa) gamma^2 L1 (dimensionless), the problem constant in K (Alg. 1)."""
SMOOTH2 = F0 ** ((kappa - 2) / kappa) * gamma**2 * Lt1
"""F0^((kappa-2)/kappa) gamma^2 Ltilde1 (dimensionless), the problem constant in T (Alg. 2)."""
K1 = (1 + 64 * SMOOTH1) * BRACKET
"""K of Alg. 1 (line 3)."""
T2 = (1 + 32 * SMOOTH2) * BRACKET
"""T of Alg. 2 (line 1)."""
LG = sp.log(NR / beta_p)
"""lg = log(n sqrt(rho)/beta) of Alg. 3."""
SIGMA_HAT_3 = L0 / (sp.sqrt(n) * rho ** R(1, 4))
"""Alg. 3's noise on the gradient norm (line 3), sigma-hat = L0/(sqrt(n) rho^(1/4)); the norm estimate is off by at
most sqrt(lg) sigma-hat (Lem 10)."""


def _mono(expr: sp.Expr) -> sp.Expr:
    """``expr`` with powers of products split into powers of symbols, as a rate term's monomial must be."""
    return sp.expand_power_base(sp.sympify(expr), force=True)


def _beta_alg1(k: sp.Expr) -> sp.Expr:
    """beta' of Alg. 1 (line 3) for ``k`` phases: (beta/K)(gamma L0 sqrt(K d)/(n sqrt(rho) F0^(1/kappa)))^(2-kappa)."""
    return beta_p / k * (gamma * L0 * sp.sqrt(k * d) / (NR * F0 ** (1 / kappa))) ** (2 - kappa)


def _log_alg2(t: sp.Expr) -> sp.Expr:
    """log(n^2 log^2(1/beta')/(d beta')) with beta' = beta/T (Alg. 2, Lem 3) for ``t`` prox steps."""
    beta_prime = beta_p / t
    return sp.log(n**2 * sp.log(1 / beta_prime) ** 2 / (d * beta_prime))


def _floor(error: sp.Expr) -> sp.Expr:
    """The phase target Phihat at which Phihat^(1/kappa)/(8 gamma) equals a gradient error (Lem 2, step (iii))."""
    return (8 * gamma * error) ** kappa


def _level(cost: sp.Expr, var: sp.Symbol, target: sp.Expr) -> sp.Expr:
    """The value of ``var`` at which ``cost``, a monomial in ``var``, equals ``target`` (a balance of two bounds)."""
    power = sp.cancel(sp.diff(sp.expand_log(sp.log(cost), force=True), var) * var)
    if power == 0 or power.has(var):
        raise ValueError(f"cost {cost} is not a non-constant monomial in {var}")
    return (target / cost.subs(var, 1)) ** (1 / power)


def _theorem(theorem_id: str, source: str, kind: Kind, statement: str, rate: Rate, **kw) -> Theorem:
    """Register one MUABG result (version v1) citing ``source`` in the paper's text."""
    return register(
        Theorem(
            id=theorem_id,
            paper=PAPER,
            version="v1",
            source=f"{TEXT}, {source}",
            kind=kind,
            statement=statement,
            rate=rate,
            **kw,
        )
    )


def _two_terms(
    quantity: str, dim: Dimension, base: sp.Expr, factor: sp.Expr, power: sp.Expr, logs: sp.Expr, label: str
) -> Rate:
    """The rate base^power (1 + factor)^(power/2) as the two monomial terms base^power + base^power factor^(power/2)."""
    return Rate.of(
        quantity,
        dim,
        (label, _mono(base**power), logs),
        (f"{label}, smoothness factor", _mono(base**power * factor ** (power / 2)), logs),
        polylog_note="the (1 + c x) factor of the number of phases is split into two terms; logs hold the brackets",
    )
