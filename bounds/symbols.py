"""The shared symbols of all four papers, each created once, positive, with a dimension.

A letter that means different things in different papers gets distinct symbols: zCDP ``rho`` (MUABG) and the
Hessian-Lipschitz constant ``rho_H`` (LT); the Goldstein radius ``alpha`` (KLT) and the SOSP accuracy
``alpha_S`` (LT); the window length ``M_w`` (KLT) and the smoothness constant ``M`` (CGT, LT); and so on.

Each symbol also records how it may scale when a rate is probed asymptotically (``scaling``):
``"up"`` for counts that are at least 1 (n, d, T, batch sizes), ``"down"`` for quantities in (0, 1)
(delta, failure probabilities), and ``"free"`` for everything else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import sympy as sp

from bounds.dimensions import (
    CURVATURE,
    GRADIENT,
    HESSIAN_LIPSCHITZ,
    LENGTH,
    LOSS,
    NONE,
    STEP,
    Dimension,
)

Scaling = Literal["up", "down", "free"]


@dataclass(frozen=True)
class SymbolInfo:
    """What a symbol means, its dimension, and how it may scale."""

    symbol: sp.Symbol
    dimension: Dimension
    meaning: str
    papers: tuple[str, ...]
    scaling: Scaling


_INFO: dict[sp.Symbol, SymbolInfo] = {}
_BY_NAME: dict[str, sp.Symbol] = {}


def declare(
    name: str, dimension: Dimension, meaning: str, papers: tuple[str, ...], scaling: Scaling = "free"
) -> sp.Symbol:
    """Create a positive symbol once and record its dimension; a second declaration of a name is an error."""
    if name in _BY_NAME:
        raise ValueError(f"symbol name {name!r} is already declared ({_INFO[_BY_NAME[name]].meaning})")
    if scaling not in ("up", "down", "free"):
        raise ValueError(f"scaling must be one of 'up', 'down', 'free', got {scaling!r}")
    sym = sp.Symbol(name, positive=True)
    _INFO[sym] = SymbolInfo(sym, dimension, meaning, papers, scaling)
    _BY_NAME[name] = sym
    return sym


def info(sym: sp.Symbol) -> SymbolInfo:
    """The record of a declared symbol."""
    try:
        return _INFO[sym]
    except KeyError:
        raise ValueError(f"symbol {sym} is not declared in bounds.symbols") from None


def is_declared(sym: sp.Basic) -> bool:
    return sym in _INFO


def lookup(name: str) -> sp.Symbol:
    """The declared symbol of a given name (as used on the command line, e.g. ``n`` or ``epsilon``)."""
    try:
        return _BY_NAME[name]
    except KeyError:
        known = ", ".join(sorted(_BY_NAME))
        raise ValueError(f"unknown symbol {name!r}; known symbols: {known}") from None


def all_symbols() -> list[SymbolInfo]:
    return list(_INFO.values())


ALL = ("KLT", "MUABG", "CGT", "LT")

# ---- shared by several papers -------------------------------------------------------------------------
n = declare("n", NONE, "number of samples", ALL, "up")
d = declare("d", NONE, "dimension of the parameter space", ALL, "up")
epsilon = declare("epsilon", NONE, "privacy parameter epsilon of (epsilon, delta)-DP", ALL)
delta = declare("delta", NONE, "privacy parameter delta of (epsilon, delta)-DP", ALL, "down")
T = declare("T", NONE, "number of iterations (oracle calls)", ALL, "up")
L = declare("L", GRADIENT, "Lipschitz constant of the loss", ("KLT", "CGT"))
sigma = declare("sigma", GRADIENT, "standard deviation of Gaussian noise on a gradient", ALL)
error = declare("a", LOSS, "target error level in a loss value (for inverting rates)", ALL)
gerror = declare("a_g", GRADIENT, "target error level in a gradient norm (for inverting rates)", ALL)
mu = declare("mu", CURVATURE, "strong-convexity constant", ALL)

# ---- KLT: Kornowski, Liu, Talwar (nonsmooth nonconvex, Goldstein stationarity) --------------------------
Phi = declare("Phi", LOSS, "initial gap F(x0) - inf F", ("KLT",))
alpha = declare("alpha", LENGTH, "Goldstein radius", ("KLT",))
beta = declare("beta", GRADIENT, "Goldstein stationarity level (norm of the min-norm subgradient)", ("KLT",))
D = declare("D", LENGTH, "clip radius of the O2NC step", ("KLT",))
Sigma = declare("Sigma", NONE, "variance-reduction (tree) period", ("KLT",), "up")
M_w = declare("M_w", NONE, "O2NC averaging window length", ("KLT",), "up")
m = declare("m", NONE, "number of smoothing directions per sample", ("KLT",), "up")
B1 = declare("B_1", NONE, "checkpoint batch size", ("KLT",), "up")
B2 = declare("B_2", NONE, "variance-reduction batch size", ("KLT",), "up")
sigma1 = declare("sigma_1", GRADIENT, "checkpoint noise level (multi-pass)", ("KLT",))
sigma2 = declare("sigma_2", GRADIENT, "variance-reduction noise level (multi-pass)", ("KLT",))
G0 = declare("G_0", GRADIENT, "oracle error bound sqrt(E||g - grad||^2)", ("KLT",))
G1 = declare("G_1", GRADIENT, "oracle second-moment bound sqrt(E||g||^2)", ("KLT",))
R = declare("R", LENGTH, "distance from the start to the minimisers / domain diameter", ("KLT",))

# ---- MUABG: Menart, Ullah, Arora, Bassily, Guzman (KL condition) -----------------------------------------
kappa = declare("kappa", NONE, "KL exponent", ("MUABG",))
gamma = declare(
    "gamma",
    Dimension(1 / kappa - 1, 1),
    "KL constant: F(w) - F* <= gamma^kappa ||grad F(w)||^kappa",
    ("MUABG",),
)
rho = declare("rho", NONE, "zCDP budget", ("MUABG", "CGT"))
L0 = declare("L_0", GRADIENT, "Lipschitz constant of the loss", ("MUABG",))
L1 = declare("L_1", CURVATURE, "smoothness constant of the loss", ("MUABG",))
Lt1 = declare("Ltilde_1", CURVATURE, "weak-convexity constant of the loss", ("MUABG",))
F0 = declare("F_0", LOSS, "initial excess empirical risk bound", ("MUABG",))
beta_p = declare("beta_p", NONE, "failure probability", ("MUABG",), "down")

# ---- CGT: Choquette-Choo, Ganesh, Thakurta (single-epoch DP-SCO) -----------------------------------------
M = declare("M", CURVATURE, "smoothness constant of the loss", ("CGT", "LT"))
D_C = declare("D_C", LENGTH, "diameter of the constraint set", ("CGT",))
B = declare("B", NONE, "batch size", ("CGT", "LT"), "up")
beta_a = declare("beta_a", CURVATURE, "acceleration (regularisation) parameter of Alg. 1", ("CGT",))

# ---- LT: Liu, Talwar (second-order stationary points) ----------------------------------------------------
G = declare("G", GRADIENT, "Lipschitz constant of the loss", ("LT",))
rho_H = declare("rho_H", HESSIAN_LIPSCHITZ, "Hessian-Lipschitz constant", ("LT",))
alpha_S = declare("alpha_S", GRADIENT, "SOSP accuracy (gradient-norm level)", ("LT",))
gamma_S = declare("gamma_S", GRADIENT, "escape accuracy level", ("LT",))
B_F = declare("B_F", LOSS, "initial value gap F(x0) - inf F", ("LT",))
kappa_D = declare("kappa_D", GRADIENT, "drift threshold of the checkpoint rule", ("LT",))
tau = declare("tau", NONE, "escape count threshold", ("LT",), "up")
Gamma = declare("Gamma", NONE, "escape length (steps)", ("LT",), "up")
Xi = declare("Xi", LENGTH, "escape radius", ("LT",))
Phi_E = declare("Phi_E", LOSS, "function decrease per successful escape", ("LT",))
eta = declare("eta", STEP, "step size", ALL)
b = declare("b", NONE, "batch size at a checkpoint", ("LT",), "up")

UNITS = {"F": LOSS, "X": LENGTH, "F/X": GRADIENT, "F/X^2": CURVATURE, "F/X^3": HESSIAN_LIPSCHITZ}
