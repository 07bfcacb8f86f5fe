"""KLT's own symbols with their dimensions (Kornowski, Liu, Talwar: nonsmooth nonconvex, Goldstein stationarity).

Shared symbols (n, d, epsilon, delta, ...) come from :mod:`bounds.symbols`.
"""

from __future__ import annotations

from bounds.dimensions import (
    CURVATURE,
    GRADIENT,
    LENGTH,
    LOSS,
    NONE,
    STEP,
)
from bounds.symbols import declare, use

PAPERS = ("KLT",)

Phi = declare("Phi", LOSS, "initial gap F(x0) - inf F", PAPERS)
alpha = declare("alpha", LENGTH, "Goldstein radius", PAPERS)
beta = declare("beta", GRADIENT, "Goldstein stationarity level (norm of the min-norm subgradient)", PAPERS)
D = declare("D", LENGTH, "clip radius of the O2NC step", PAPERS)
Sigma = declare("Sigma", NONE, "variance-reduction (tree) period", PAPERS, "up")
M_w = declare("M_w", NONE, "O2NC averaging window length", PAPERS, "up")
m = declare("m", NONE, "number of smoothing directions per sample", PAPERS, "up")
B1 = declare("B_1", NONE, "checkpoint batch size", PAPERS, "up")
B2 = declare("B_2", NONE, "variance-reduction batch size", PAPERS, "up")
sigma1 = declare("sigma_1", GRADIENT, "checkpoint noise level (multi-pass)", PAPERS)
sigma2 = declare("sigma_2", GRADIENT, "variance-reduction noise level (multi-pass)", PAPERS)
G0 = declare("G_0", GRADIENT, "oracle error bound sqrt(E||g - grad||^2)", PAPERS)
G1 = declare("G_1", GRADIENT, "oracle second-moment bound sqrt(E||g||^2)", PAPERS)
R = declare("R", LENGTH, "distance from the start to the minimisers / domain diameter", PAPERS)
H_alpha = declare("H_alpha", CURVATURE, "smoothness constant of the randomized smoothing f_alpha", PAPERS)
lambda_LL = declare("lambda_LL", STEP, "Lasry-Lions smoothing parameter (||y - x||^2/(2 lambda) is a loss)", PAPERS)
mu_LL = declare("mu_LL", STEP, "parameter of the outer Moreau envelope of a Lasry-Lions smoothing", PAPERS)
nu_LL = declare("nu_LL", STEP, "parameter of the inner Moreau envelope of a Lasry-Lions smoothing", PAPERS)
s_tree = declare("s_tree", GRADIENT, "sensitivity bound of one tree-mechanism increment", PAPERS)
zeta = declare("zeta", NONE, "failure probability of the generalization bound", PAPERS, "down")

# the Lipschitz and smoothness constants of Lowy, Ullman, Wright (ICML 2024), whom App. B quotes, as MUABG declares them
L0 = use("L_0", "MUABG", "KLT")
L1 = use("L_1", "MUABG", "KLT")
