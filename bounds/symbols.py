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


def is_symbol(name: str) -> bool:
    """Whether ``name`` is a declared symbol."""
    return name in _BY_NAME


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
H_alpha = declare("H_alpha", CURVATURE, "smoothness constant of the randomized smoothing f_alpha", ("KLT",))
lambda_LL = declare("lambda_LL", STEP, "Lasry-Lions smoothing parameter (||y - x||^2/(2 lambda) is a loss)", ("KLT",))
mu_LL = declare("mu_LL", STEP, "parameter of the outer Moreau envelope of a Lasry-Lions smoothing", ("KLT",))
nu_LL = declare("nu_LL", STEP, "parameter of the inner Moreau envelope of a Lasry-Lions smoothing", ("KLT",))
s_tree = declare("s_tree", GRADIENT, "sensitivity bound of one tree-mechanism increment", ("KLT",))
zeta = declare("zeta", NONE, "failure probability of the generalization bound", ("KLT",), "down")

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
Phi_hat = declare("Phihat", LOSS, "phase target excess risk Phi-hat_k (Alg. 1; proof of Thm 2)", ("MUABG",))
Phi_t = declare("Phi_t", LOSS, "excess risk F(w_t) - F(w*_S) of Alg. 3 at step t", ("MUABG",))
Phi_B = declare("Phi_B", LOSS, "excess level at which Alg. 3's privacy budget runs out (Thm 4 proof)", ("MUABG",))
Phi_S = declare("Phi_S", LOSS, "excess level at which Alg. 3's step cap n sqrt(rho)/2 binds (Thm 4 proof)", ("MUABG",))
Phi_N = declare("Phi_N", LOSS, "noise floor of Alg. 3's excess risk (Lem 12, 13)", ("MUABG",))
K_M = declare("K_M", NONE, "number of phases K of Alg. 1", ("MUABG",), "up")
T_k = declare("T_k", NONE, "length of phase k of Alg. 1", ("MUABG",), "up")
K_j = declare("K_j", NONE, "length of a 1/c-decrease phase of Alg. 3 (Lem 13)", ("MUABG",), "up")
p_max = declare("p_max", NONE, "number of 1/c-decrease phases of Alg. 3 (Thm 4)", ("MUABG",), "up")
c_M = declare("c_M", NONE, "per-phase contraction factor c of Alg. 3's analysis (Lem 13)", ("MUABG",))
sigma_hat = declare("sigmahat", GRADIENT, "noise std of Alg. 1's restart gradient / Alg. 3's norm query", ("MUABG",))
sigma_k = declare("sigma_k", GRADIENT, "noise std of a gradient difference in phase k of Alg. 1", ("MUABG",))
sigma_fl = declare("sigma_fl", GRADIENT, "noise floor of Alg. 3's gradient noise (line 4)", ("MUABG",))
Delta_hat = declare("Deltahat", GRADIENT, "l2-sensitivity of Alg. 1's restart gradient (Lem 8)", ("MUABG",))
Delta_k = declare("Delta_k", GRADIENT, "l2-sensitivity of a gradient difference in phase k (Lem 8)", ("MUABG",))
rho_hat = declare("rhohat", NONE, "zCDP charge of one restart query of Alg. 1 (Lem 8)", ("MUABG",))
rho_k = declare("rho_k", NONE, "zCDP charge of one gradient-difference query of Alg. 1 (Lem 8)", ("MUABG",))
N_g = declare("N_g", GRADIENT, "a gradient norm (||grad F(w_t)||, ||grad_{k,t}|| or Alg. 3's N_t)", ("MUABG",))
N_s = declare("N_s", GRADIENT, "smallest gradient norm along Alg. 3's run, N* (Thm 5)", ("MUABG",))
tau_A = declare("tau_A", LOSS, "excess-risk accuracy of the prox subroutine (Lem 3)", ("MUABG",))
tau_g = declare("tau_g", NONE, "exponent tau of the (lambda, tau)-growth condition (Def. 4)", ("MUABG",))
lambda_g = declare("lambda_g", Dimension(1 / tau_g, -1), "constant of the (lambda, tau)-growth condition", ("MUABG",))
r_w = declare("r_w", LENGTH, "distance ||w - w_p|| to the set of minimizers (Lem 6, 7)", ("MUABG",))
D_M = declare("D_M", LENGTH, "bound on ||w*|| in the lower-bound construction (Thm 7)", ("MUABG",))

# ---- CGT: Choquette-Choo, Ganesh, Thakurta (single-epoch DP-SCO) -----------------------------------------
M = declare("M", CURVATURE, "smoothness constant of the loss", ("CGT", "LT"))
D_C = declare("D_C", LENGTH, "diameter of the constraint set", ("CGT",))
B = declare("B", NONE, "batch size", ("CGT", "LT"), "up")
beta_a = declare("beta_a", CURVATURE, "acceleration (regularisation) parameter of Alg. 1", ("CGT",))
Q = declare("Q", GRADIENT, "bound on the centred per-example SRG difference (Thm 4.7); Q = 8L + 16M D_C", ("CGT",))
S = declare("S", GRADIENT, "bound on the std of the batch SRG difference, S = Q/sqrt(B) (Thm 4.1)", ("CGT",))
A_clip = declare("A_clip", GRADIENT, "per-example clip of Delta_t(d), A = 4L + 8M D_C (Cor 4.4, 4.5)", ("CGT",))
b_max = declare("b_max", LENGTH, "bound on the privacy noise ||b_t|| of Alg. 1 (parameter scale)", ("CGT",))
sigma_b = declare("sigma_b", LENGTH, "std of a tree node's noise on the b_t scale (Cor 4.5, Thm 4.10)", ("CGT",))
C_tree = declare("C_tree", LENGTH, "l2 sensitivity of one tree input Delta_i on the b_t scale (Lem 4.3)", ("CGT",))
mu_G = declare("mu_G", NONE, "Gaussian-DP parameter mu", ("CGT",))
t_step = declare("t_step", NONE, "iteration index t of Alg. 1", ("CGT",), "up")
eta_t = declare("eta_t", NONE, "SRG weight eta_t of Alg. 1 (eta_t = t + 1)", ("CGT",), "up")
tau_t = declare("tau_t", NONE, "coupling tau_t = eta_t/eta_{0:t} of Alg. 1", ("CGT",), "down")
eta_SGD = declare("eta_SGD", NONE, "learning rate of the unaccelerated sketch (Sec 4.3, L = D_C = M = 1)", ("CGT",))
alpha_R = declare("alpha_R", NONE, "Renyi order of the zCDP-to-DP conversion", ("CGT",))

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
b_H = declare("b_H", NONE, "Hessian-privacy part of the checkpoint batch b (Lem 3.14)", ("LT",), "up")
b_t = declare("b_t", NONE, "adaptive batch size of the O2/O4 increments", ("LT",), "up")
g_t = declare("g_t", GRADIENT, "norm of the step direction ||g_t||", ("LT",))
Delta_x = declare("Delta_x", LENGTH, "step length ||x_t - x_{t-1}||", ("LT",))
k_W = declare("k_W", NONE, "number of O2 increments since the last checkpoint", ("LT",), "up")
varkappa = declare("varkappa", CURVATURE, "Hessian accuracy of the frozen pair (g, H)", ("LT",))
sigma_E = declare("sigma_E", GRADIENT, "standard deviation of the escape-phase Gaussian noise", ("LT",))
Sigma_tree = declare("Sigma_tree", NONE, "sequence length of the tree mechanism", ("LT",), "up")
iota = declare("iota", NONE, "failure probability", ("LT",), "down")
r_net = declare("r_net", LENGTH, "radius of the net in the uniform-convergence argument (Thm C.1)", ("LT",))
R_dom = declare("R_dom", LENGTH, "diameter of the constraint domain (App. C)", ("LT",))

UNITS = {"F": LOSS, "X": LENGTH, "F/X": GRADIENT, "F/X^2": CURVATURE, "F/X^3": HESSIAN_LIPSCHITZ}
