"""KL and growth constants measured on a grid of points (MUABG-Def1, MUABG-Def4).

Used to check the instances' stated constants and the conversions MUABG-Lem6 (a convex F with
(1/gamma, kappa/(kappa-1))-growth is (gamma, kappa)-KL) and MUABG-Lem7 (KL implies growth with
lambda = (kappa-1)/(kappa gamma)) behind the lower bound MUABG-Cor1.
"""

from __future__ import annotations

import numpy as np


def growth_constant(values: np.ndarray, distances: np.ndarray, tau: float, exclude: float = 1e-9) -> float:
    """The largest lambda with F - F* >= lambda^tau dist^tau at every grid point (Def. 4); ``values`` are F - F*."""
    values = np.asarray(values, dtype=float)
    distances = np.asarray(distances, dtype=float)
    keep = distances > exclude
    return float(np.min(values[keep] ** (1.0 / tau) / distances[keep]))


def kl_constant(gaps: np.ndarray, grad_norms: np.ndarray, kappa: float, exclude: float = 1e-12) -> float:
    """The smallest gamma with F - F* <= gamma^kappa ||grad F||^kappa at every grid point (Def. 1).

    ``grad_norms`` may be signed derivatives of a 1-D loss: their absolute values are used.
    """
    gaps = np.asarray(gaps, dtype=float)
    grad_norms = np.abs(np.asarray(grad_norms, dtype=float))
    keep = gaps > exclude
    with np.errstate(divide="ignore"):
        return float(np.max(gaps[keep] ** (1.0 / kappa) / grad_norms[keep]))
