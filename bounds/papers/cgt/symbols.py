"""CGT's own symbols with their dimensions (Choquette-Choo, Ganesh, Thakurta: single-epoch DP-SCO).

Shared symbols (n, d, epsilon, delta, ...) come from :mod:`bounds.symbols`.
"""

from __future__ import annotations

from bounds.dimensions import (
    CURVATURE,
    GRADIENT,
    LENGTH,
    NONE,
)
from bounds.symbols import declare

PAPERS = ("CGT",)

D_C = declare("D_C", LENGTH, "diameter of the constraint set", PAPERS)
beta_a = declare("beta_a", CURVATURE, "acceleration (regularisation) parameter of Alg. 1", PAPERS)
Q = declare("Q", GRADIENT, "bound on the centred per-example SRG difference (Thm 4.7); Q = 8L + 16M D_C", PAPERS)
S = declare("S", GRADIENT, "bound on the std of the batch SRG difference, S = Q/sqrt(B) (Thm 4.1)", PAPERS)
A_clip = declare("A_clip", GRADIENT, "per-example clip of Delta_t(d), A = 4L + 8M D_C (Cor 4.4, 4.5)", PAPERS)
b_max = declare("b_max", LENGTH, "bound on the privacy noise ||b_t|| of Alg. 1 (parameter scale)", PAPERS)
sigma_b = declare("sigma_b", LENGTH, "std of a tree node's noise on the b_t scale (Cor 4.5, Thm 4.10)", PAPERS)
C_tree = declare("C_tree", LENGTH, "l2 sensitivity of one tree input Delta_i on the b_t scale (Lem 4.3)", PAPERS)
mu_G = declare("mu_G", NONE, "Gaussian-DP parameter mu", PAPERS)
t_step = declare("t_step", NONE, "iteration index t of Alg. 1", PAPERS, "up")
eta_t = declare("eta_t", NONE, "SRG weight eta_t of Alg. 1 (eta_t = t + 1)", PAPERS, "up")
tau_t = declare("tau_t", NONE, "coupling tau_t = eta_t/eta_{0:t} of Alg. 1", PAPERS, "down")
eta_SGD = declare("eta_SGD", NONE, "learning rate of the unaccelerated sketch (Sec 4.3, L = D_C = M = 1)", PAPERS)
alpha_R = declare("alpha_R", NONE, "Renyi order of the zCDP-to-DP conversion", PAPERS)
