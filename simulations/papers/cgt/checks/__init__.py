"""Rate checks of CGT (Choquette-Choo, Ganesh, Thakurta; DP-SCO with a single epoch and large batches, v1).

Accelerated-DP-SRGD (Alg 1) with the settings of CGT-Thm4.10 (corrected batch bound), the per-example
clip always on and the tree noise calibrated exactly for (epsilon, delta)
(:mod:`simulations.papers.cgt.algorithms.parameters`), on:

* LinearBall (:mod:`simulations.papers.cgt.instances.linear_ball`), worst case over a grid of 25 biases gamma in
  [1e-4, 1]: the measured metric is the excess at the gamma whose mean excess over the seeds is largest (a single
  gamma gives steeper slopes; the negative control ``fixed gamma`` shows it). Simulated exactly in
  distribution at any d by :mod:`simulations.papers.cgt.algorithms.srgd_linear_ball`, which lets the private checks sit
  where the terms of CGT-Thm4.10-particular, read without their polylog as ``bounds`` does (dominant term at
  logs=False), put the private term on top: n < d/epsilon^2.
  - excess vs n without noise: -1/2; vs epsilon: -1; vs d: +1/2; vs n (private): the slope of the exact bound,
    polylog sqrt(log^3 T log(T/delta) log(1/delta)) at T = sqrt(n) included (``reference="exact"``).
* LeastSquaresBall with its optimum outside the ball: the per-example SRG difference is flat in t
  (CGT-Claim4.2) while the scaled gradient eta_t grad f grows like t (negative control).
* The binary tree (CGT-Lem4.3): the largest prefix-noise norm over T steps grows like sqrt(log T) (exponent 0 of
  the bound, whose logs are loose), independent noise like sqrt(T) (negative control).

Beside the slope checks, :func:`thm47_inequalities` compares the empirical excess with CGT-Thm4.7's right-hand
side evaluated on each run (realised noise norms) on LinearBall, least squares and synthetic logistic regression.
Negative controls must fail: a fixed gamma (pinned at the optimum: slope about -2), independent per-step noise in
place of the tree (DP-SGD's noise: the n-slope is about -3/4 instead of -1), scaled gradients (Claim 4.2),
independent prefix noise (Lem 4.3).

One module per concern (measures, check definitions, Thm 4.7 on runs); the catalog functions and the names
other modules use are re-exported here.
"""

from __future__ import annotations

from simulations.papers.cgt.checks.common import GAMMAS, LINEAR_BASE, TERM_NONPRIVATE, TERM_PRIVATE, THEOREM
from simulations.papers.cgt.checks.definitions import checks, claim42, full_checks, negative_controls, tree_error
from simulations.papers.cgt.checks.measures import least_squares_instance, linear_ball_excess
from simulations.papers.cgt.checks.thm47_on_runs import InequalityResult, thm47_inequalities

__all__ = [
    "GAMMAS",
    "LINEAR_BASE",
    "TERM_NONPRIVATE",
    "TERM_PRIVATE",
    "THEOREM",
    "InequalityResult",
    "checks",
    "claim42",
    "full_checks",
    "least_squares_instance",
    "linear_ball_excess",
    "negative_controls",
    "thm47_inequalities",
    "tree_error",
]
