"""MUABG's own symbols with their dimensions (Menart, Ullah, Arora, Bassily, Guzman: the KL condition).

Shared symbols (n, d, epsilon, delta, ...) come from :mod:`bounds.symbols`.
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import (
    CURVATURE,
    GRADIENT,
    LENGTH,
    LOSS,
    NONE,
    Dimension,
)
from bounds.symbols import declare

PAPERS = ("MUABG",)

# kappa in [1, 2] (arXiv 2311.13447v1, abstract: "When kappa in [1,2] ...")
kappa = declare("kappa", NONE, "KL exponent", PAPERS, domain=sp.Interval(1, 2))
gamma = declare(
    "gamma",
    Dimension(1 / kappa - 1, 1),
    "KL constant: F(w) - F* <= gamma^kappa ||grad F(w)||^kappa",
    PAPERS,
)
L0 = declare("L_0", GRADIENT, "Lipschitz constant of the loss", PAPERS)
L1 = declare("L_1", CURVATURE, "smoothness constant of the loss", PAPERS)
Lt1 = declare("Ltilde_1", CURVATURE, "weak-convexity constant of the loss", PAPERS)
F0 = declare("F_0", LOSS, "initial excess empirical risk bound", PAPERS)
beta_p = declare("beta_p", NONE, "failure probability", PAPERS, "down")
Phi_hat = declare("Phihat", LOSS, "phase target excess risk Phi-hat_k (Alg. 1; proof of Thm 2)", PAPERS)
Phi_t = declare("Phi_t", LOSS, "excess risk F(w_t) - F(w*_S) of Alg. 3 at step t", PAPERS)
Phi_B = declare("Phi_B", LOSS, "excess level at which Alg. 3's privacy budget runs out (Thm 4 proof)", PAPERS)
Phi_S = declare("Phi_S", LOSS, "excess level at which Alg. 3's step cap n sqrt(rho)/2 binds (Thm 4 proof)", PAPERS)
Phi_N = declare("Phi_N", LOSS, "noise floor of Alg. 3's excess risk (Lem 12, 13)", PAPERS)
K_M = declare("K_M", NONE, "number of phases K of Alg. 1", PAPERS, "up")
T_k = declare("T_k", NONE, "length of phase k of Alg. 1", PAPERS, "up")
K_j = declare("K_j", NONE, "length of a 1/c-decrease phase of Alg. 3 (Lem 13)", PAPERS, "up")
p_max = declare("p_max", NONE, "number of 1/c-decrease phases of Alg. 3 (Thm 4)", PAPERS, "up")
c_M = declare("c_M", NONE, "per-phase contraction factor c of Alg. 3's analysis (Lem 13)", PAPERS)
sigma_hat = declare("sigmahat", GRADIENT, "noise std of Alg. 1's restart gradient / Alg. 3's norm query", PAPERS)
sigma_k = declare("sigma_k", GRADIENT, "noise std of a gradient difference in phase k of Alg. 1", PAPERS)
sigma_fl = declare("sigma_fl", GRADIENT, "noise floor of Alg. 3's gradient noise (line 4)", PAPERS)
Delta_hat = declare("Deltahat", GRADIENT, "l2-sensitivity of Alg. 1's restart gradient (Lem 8)", PAPERS)
Delta_k = declare("Delta_k", GRADIENT, "l2-sensitivity of a gradient difference in phase k (Lem 8)", PAPERS)
rho_hat = declare("rhohat", NONE, "zCDP charge of one restart query of Alg. 1 (Lem 8)", PAPERS)
rho_k = declare("rho_k", NONE, "zCDP charge of one gradient-difference query of Alg. 1 (Lem 8)", PAPERS)
N_g = declare("N_g", GRADIENT, "a gradient norm (||grad F(w_t)||, ||grad_{k,t}|| or Alg. 3's N_t)", PAPERS)
N_s = declare("N_s", GRADIENT, "smallest gradient norm along Alg. 3's run, N* (Thm 5)", PAPERS)
tau_A = declare("tau_A", LOSS, "excess-risk accuracy of the prox subroutine (Lem 3)", PAPERS)
tau_g = declare("tau_g", NONE, "exponent tau of the (lambda, tau)-growth condition (Def. 4)", PAPERS)
lambda_g = declare("lambda_g", Dimension(1 / tau_g, -1), "constant of the (lambda, tau)-growth condition", PAPERS)
r_w = declare("r_w", LENGTH, "distance ||w - w_p|| to the set of minimizers (Lem 6, 7)", PAPERS)
D_M = declare("D_M", LENGTH, "bound on ||w*|| in the lower-bound construction (Thm 7)", PAPERS)
