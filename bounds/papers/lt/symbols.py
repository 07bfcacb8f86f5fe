"""LT's own symbols with their dimensions (Liu, Talwar: second-order stationary points).

Shared symbols (n, d, epsilon, delta, ...) come from :mod:`bounds.symbols`.
"""

from __future__ import annotations

from bounds.dimensions import (
    CURVATURE,
    GRADIENT,
    HESSIAN_LIPSCHITZ,
    LENGTH,
    LOSS,
    NONE,
)
from bounds.symbols import declare, use

PAPERS = ("LT",)

G = declare("G", GRADIENT, "Lipschitz constant of the loss", PAPERS)
rho_H = declare("rho_H", HESSIAN_LIPSCHITZ, "Hessian-Lipschitz constant", PAPERS)
alpha_S = declare("alpha_S", GRADIENT, "SOSP accuracy (gradient-norm level)", PAPERS)
gamma_S = declare("gamma_S", GRADIENT, "escape accuracy level", PAPERS)
B_F = declare("B_F", LOSS, "initial value gap F(x0) - inf F", PAPERS)
kappa_D = declare("kappa_D", GRADIENT, "drift threshold of the checkpoint rule", PAPERS)
tau = declare("tau", NONE, "escape count threshold", PAPERS, "up")
Gamma = declare("Gamma", NONE, "escape length (steps)", PAPERS, "up")
Xi = declare("Xi", LENGTH, "escape radius", PAPERS)
Phi_E = declare("Phi_E", LOSS, "function decrease per successful escape", PAPERS)
b = declare("b", NONE, "batch size at a checkpoint", PAPERS, "up")
b_H = declare("b_H", NONE, "Hessian-privacy part of the checkpoint batch b (Lem 3.14)", PAPERS, "up")
b_t = declare("b_t", NONE, "adaptive batch size of the O2/O4 increments", PAPERS, "up")
g_t = declare("g_t", GRADIENT, "norm of the step direction ||g_t||", PAPERS)
Delta_x = declare("Delta_x", LENGTH, "step length ||x_t - x_{t-1}||", PAPERS)
k_W = declare("k_W", NONE, "number of O2 increments since the last checkpoint", PAPERS, "up")
varkappa = declare("varkappa", CURVATURE, "Hessian accuracy of the frozen pair (g, H)", PAPERS)
sigma_E = declare("sigma_E", GRADIENT, "standard deviation of the escape-phase Gaussian noise", PAPERS)
Sigma_tree = declare("Sigma_tree", NONE, "sequence length of the tree mechanism", PAPERS, "up")
iota = declare("iota", NONE, "failure probability", PAPERS, "down")
r_net = declare("r_net", LENGTH, "radius of the net in the uniform-convergence argument (Thm C.1)", PAPERS)
R_dom = declare("R_dom", LENGTH, "diameter of the constraint domain (App. C)", PAPERS)

# the tree mechanism's increment sensitivity as KLT declares it (LT's Thm 2.2 quotes the same mechanism)
s_tree = use("s_tree", "KLT", "LT")
