"""Metrics: excess risk, gradient norm, Goldstein stationarity (KLT-Def2.1) and second-order stationarity (LT-Def1.2).

Modules:

* ``risk``: excess empirical and population risk, gradient norm.
* ``goldstein``: min-norm point of a convex hull of gradients and upper bounds on the Goldstein measure
  ‖∂̄_r F(x)‖ (Frank–Wolfe with a sampled oracle; uniform sampling as the naive baseline).
* ``goldstein_closed_forms``: exact Goldstein measures of the test functions K1–K5.
* ``second_order``: the α-SOSP error α*(x) and the α-SOSP test.
* ``ball_sampling``: uniform samples of balls and spheres; ``validation``: the shared input checks.
"""

from simulations.metrics.ball_sampling import project_to_ball, uniform_ball, uniform_sphere
from simulations.metrics.goldstein import (
    GoldsteinEstimate,
    MinNormPoint,
    goldstein_norm,
    goldstein_norm_uniform,
    min_norm_in_hull,
)
from simulations.metrics.goldstein_closed_forms import (
    goldstein_norm_k1,
    goldstein_norm_k2,
    goldstein_norm_k3,
    goldstein_norm_k4,
    goldstein_norm_k5,
)
from simulations.metrics.risk import excess_empirical_risk, excess_population_risk, gradient_norm
from simulations.metrics.second_order import hessian_min_eigenvalue, is_sosp, sosp_error

__all__ = [
    "GoldsteinEstimate",
    "MinNormPoint",
    "excess_empirical_risk",
    "excess_population_risk",
    "goldstein_norm",
    "goldstein_norm_k1",
    "goldstein_norm_k2",
    "goldstein_norm_k3",
    "goldstein_norm_k4",
    "goldstein_norm_k5",
    "goldstein_norm_uniform",
    "gradient_norm",
    "hessian_min_eigenvalue",
    "is_sosp",
    "min_norm_in_hull",
    "project_to_ball",
    "sosp_error",
    "uniform_ball",
    "uniform_sphere",
]
