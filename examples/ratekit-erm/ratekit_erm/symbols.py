"""The symbols of the two ERM papers that ratekit's shared vocabulary (:mod:`bounds.symbols`) lacks.

Everything else (n, d, epsilon, delta, rho, T, L, M, mu, eta, sigma) is imported from the shared vocabulary.
"""

from __future__ import annotations

from bounds.dimensions import LENGTH
from bounds.symbols import declare

R_W = declare("R_W", LENGTH, "radius of the parameter set W, a Euclidean ball around the start", ("BST14", "BFTT19"))
