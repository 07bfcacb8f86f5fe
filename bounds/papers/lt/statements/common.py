"""What LT's statement modules share: the source locator, the normalisation and the parameter settings of Lem 3.14 / Thm
3.17."""

from __future__ import annotations

import sympy as sp

from bounds.papers.lt.symbols import (
    B_F,
    Delta_x,
    G,
    Gamma,
    Phi_E,
    Xi,
    alpha_S,
    b,
    b_H,
    b_t,
    g_t,
    gamma_S,
    kappa_D,
    rho_H,
    sigma_E,
    tau,
)
from bounds.registry import register
from bounds.symbols import M, d, delta, epsilon, eta, sigma
from bounds.theorem import Correction, Theorem

PAPER = "LT"
VERSION = "v1"
FILE = "arXiv:2410.07502v1"

R13, R14, R16, R19, R23, R29, R32, R43, R49, R59 = (
    sp.Rational(*p) for p in ((1, 3), (1, 4), (1, 6), (1, 9), (2, 3), (2, 9), (3, 2), (4, 3), (4, 9), (5, 9))
)
LOG_DELTA = sp.log(1 / delta)
AL, GA, RHO = alpha_S, gamma_S, rho_H

# ---- the parameter settings of Lem 3.14 / Thm 3.17 (logs dropped) ------------------------------------------------
KAPPA_PRIV = AL * sp.sqrt(d) / epsilon
KAPPA_STAT = (B_F * G * M) ** R13
KAPPA = sp.Max(KAPPA_PRIV, KAPPA_STAT)
"""kappa = max{alpha sqrt(d)/eps, (BGM)^(1/3)} (Lem 3.16, Thm 3.17)."""

B_PRIV, B_STAT, B_HSTAT = G * sp.sqrt(d) / (epsilon * AL), G**2 / AL**2, M**2 / (RHO * AL)
B_EXPR = B_PRIV + B_STAT + b_H + B_HSTAT
"""b = G sqrt(d)/(eps alpha) + G^2/alpha^2 + b_H + M^2/(rho alpha) (Lem 3.14, Thm 3.17)."""
B_H_PRINTED = M * sp.sqrt(d) / (RHO * epsilon)
B_H_REPAIRED = M**2 * sp.sqrt(d) / (RHO * AL * epsilon)
B_T_EXPR = sp.Max(g_t * sp.sqrt(d) / (AL * epsilon), kappa_D * g_t / AL**2, RHO * kappa_D * g_t / (M**2 * AL), 1)
"""b_t = max{||g|| sqrt(d)/(alpha eps), kappa ||g||/alpha^2, rho kappa ||g||/(M^2 alpha), 1} (Lem 3.14)."""
TAU_PRINTED = AL**R32 / (M * sp.sqrt(RHO))
PHI_EXPR = GA**R32 / sp.sqrt(RHO)
"""Phi = gamma^(3/2)/sqrt(rho) (Thm 3.4, constant and log^3 dropped)."""
ESCAPE = {eta: 1 / M, Xi: sp.sqrt(GA / RHO), Gamma: M / sp.sqrt(RHO * GA)}
"""eta = 1/M, Xi = sqrt(gamma/rho), Gamma = O~(M/sqrt(rho gamma)) (Thm 3.4, Prop 3.10, Lem 3.14)."""

LEM314 = {
    **ESCAPE,
    b: B_EXPR,
    b_H: B_H_PRINTED,
    b_t: B_T_EXPR,
    tau: TAU_PRINTED,
    sigma: 2 * LOG_DELTA * AL / sp.sqrt(d),
    sigma_E: 2 * LOG_DELTA * AL / sp.sqrt(d),
    GA: AL,
    Delta_x: eta * g_t,
}
THM317_PARAMS = {**LEM314, kappa_D: KAPPA, sigma: AL / sp.sqrt(d), sigma_E: AL / sp.sqrt(d), Phi_E: PHI_EXPR}

TAU_FIX = Correction(
    tau,
    Gamma,
    "tau counts escapes per Hessian epoch (a number); alpha^(3/2)/(M sqrt(rho)) is a length^2 and < 1, so every "
    "escape would refresh O1/O3. tau = Gamma makes Xi sqrt(Gamma tau) = Xi Gamma = M/rho",
)
B_H_FIX = Correction(
    b_H,
    B_H_REPAIRED,
    "M sqrt(d)/(rho eps) is a length; the O3 sensitivity M/b times 2 Xi Gamma = 2M/rho must be <= 2 eps alpha/sqrt(d), "
    "so b >= M^2 sqrt(d)/(rho alpha eps), the alpha-order of G sqrt(d)/(eps alpha)",
)
EPS_TEXT = "eps <= O(1) (printed; it enters the privacy accounting only and does not restrict the scaling directions)"


def _at(where: str) -> str:
    return f"{FILE}, {where}"


def _register(**fields) -> Theorem:
    return register(Theorem(paper=PAPER, version=VERSION, **fields))
