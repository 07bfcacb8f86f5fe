"""KLT's one-sided bound checks."""

from __future__ import annotations

import dataclasses

from simulations.checks.ratecheck import RateCheck
from simulations.papers.klt.checks.definitions import K2_WINDOW, PRIVATE_WINDOW, _check, _e2e
from simulations.papers.klt.checks.single_pass_measures import measure_relu_beta, relu_gap

BOUND_MARGIN = 0.25
BOUND_REASON = (
    "one-sided: the measured mean may rise above the bound's shape (constants and logs dropped) by at most 25% "
    "relative to the calibration point, the spread of the travel term's warm-up and discreteness across the sweep"
)


def _bound(check: RateCheck, window: str) -> RateCheck:
    """The one-sided form of an end-to-end check: beta <= C x the display's bound, C calibrated at the first point."""
    return dataclasses.replace(
        check,
        variant=f"bound-{window}",
        reference="bound",
        tolerance=BOUND_MARGIN,
        tolerance_reason=BOUND_REASON,
        term=None,
    )


def bound_checks() -> list[RateCheck]:
    """One-sided checks of the default suite: beta <= C x bound over private-window sweeps and the K2 sweep.

    The K2 sweep starts at n = 4000, past the saturation beta = 2p - 1 = 0.2 of the measure at small n (the
    calibration point must not sit on the saturated plateau). At eps = 1e3 v1's Sigma is 1 (B1 = 1, m = 1): the
    setting in which the corrected analysis charges v1 a non-vanishing L/sqrt(Sigma) = L.
    """
    private = {**PRIVATE_WINDOW}
    k2 = {**K2_WINDOW, "epsilon": 1e3}
    return [
        _bound(
            _e2e("KLT v2 beta <= C bound, private, vs n", "", 2, private, "n", (500.0, 1000.0, 2000.0), None, 4),
            "private",
        ),
        _bound(
            _e2e("KLT v1 beta <= C bound, private, vs n", "", 1, private, "n", (500.0, 1000.0, 2000.0), None, 4),
            "private",
        ),
        _bound(
            _e2e(
                "KLT v2 beta <= C bound, private, vs epsilon",
                "",
                2,
                {**private, "n": 2000.0},
                "epsilon",
                (0.0125, 0.025, 0.05),
                None,
                4,
            ),
            "private",
        ),
        _bound(
            _e2e("KLT v1 schedule on K2, beta <= C v1 bound, vs n", "", 1, k2, "n", (4000.0, 8000.0, 16000.0), None, 8),
            "k2",
        ),
    ]


def full_bound_checks() -> list[RateCheck]:
    """Paper-scale one-sided checks: v1 and v2 schedules on K2 (the v1/v2 comparison) and the ReLU instance."""
    relu = {"Phi": relu_gap(5, 1.0), "L": 1.0, "alpha": 0.1, "d": 5.0, "epsilon": 1e3, "distance": 1.0}
    relu_check = _check(
        "KLT v2 on ReLU regression, beta <= C bound, vs n",
        "beta",
        "",
        "KLT-Thm3.1-display@v2",
        "E||dbar_{2 alpha} F(x_out)|| (single pass)",
        "n",
        (1000.0, 2000.0, 4000.0),
        relu,
        "K6 robust ReLU regression, d = 5, x0 at distance 1 from x*",
        "Alg. 2 + Alg. 5, v2 schedule of KLT-Thm6.1 (variance-sufficient m, theorem sigma)",
        "Frank-Wolfe upper bound on the Goldstein measure at 4 stratified window means, held-out pool gradients",
        measure_relu_beta,
        4,
    )
    k2 = {**K2_WINDOW, "epsilon": 1e3}
    v1 = _e2e("KLT v1 schedule on K2, beta <= C v1 bound, vs n", "", 1, k2, "n", (4000.0, 8000.0, 16000.0), None, 8)
    v2 = _e2e("KLT v2 schedule on K2, beta <= C v2 bound, vs n", "", 2, k2, "n", (2000.0, 4000.0, 8000.0), None, 8)
    return [
        _bound(relu_check, "relu").at_paper_scale(),
        _bound(v1, "k2").at_paper_scale(values=(4000.0, 8000.0, 16000.0, 32000.0)),
        _bound(v2, "k2").at_paper_scale(),
    ]
