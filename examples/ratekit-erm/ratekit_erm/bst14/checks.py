"""The rate checks of BST14-strongly-convex: the algorithm of the statement, run as the statement sets it.

Instance: f(w; x) = (mu/2) ||w - x||^2 with the data mean at distance R/2 from the origin, on the ball W of radius R
around the origin (:class:`simulations.instances.quadratic.QuadraticERM`); on W the loss is L-Lipschitz with
L = 2 mu R. Algorithm: projected noisy GD with eta_t = 1/(mu t) and the t-weighted average
(:func:`simulations.algorithms.noisy_gd.projected_noisy_gd`), run with the statement's own settings: the number of
steps T = n^2 rho/d (rounded up) and the noise sigma = (2L/n) sqrt(T/(2 rho)) at that T are read from
BST14-strongly-convex at each point (``reads``; :meth:`simulations.checks.ratecheck.RateCheck.statement_settings`),
so a wrong setting in the statement moves the measurement. Metric: the exact excess empirical risk
(mu/2) ||w_bar - xbar||^2. The noise part of the bound, 2 d sigma^2/(mu T) = 4 L^2 d/(mu n^2 rho), dominates the
measured excess: the slopes are -2 in n, +1 in d and -1 in rho.

The negative control does not scale the noise with 1/n (sensitivity 2L instead of 2L/n: the statement's sigma
times n): its excess is flat in n and its check must fail.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from simulations.algorithms.noisy_gd import projected_noisy_gd
from simulations.checks.ratecheck import RateCheck, split_parameters
from simulations.instances.quadratic import QuadraticERM

TOLERANCE = 0.1
REASON = (
    "16 seeds give a bootstrap half-width of about 0.03 on 4-5 points spanning 1-2 decades; the Lipschitz part "
    "2 L^2/(mu T) of the bound is far below the noise part on the quadratic (its bias decays geometrically), and "
    "rounding T up bends no slope by more than 0.01"
)


def measure_excess(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Exact excess empirical risk of projected noisy GD with the statement's T and sigma (``params["T"]``,
    ``params["sigma"]``), one value per repetition."""
    rng = np.random.default_rng(seq)
    n, d, mu, lipschitz = int(params["n"]), int(params["d"]), params["mu"], params["L"]
    radius = lipschitz / (2 * mu)
    instance = QuadraticERM(np.full(d, radius / (2 * np.sqrt(d))), mu, radius, n)
    sigma = params["sigma"] * (n if params.get("control_unscaled_noise") else 1)
    w = projected_noisy_gd(instance.grad, np.zeros((reps, d)), int(params["T"]), sigma, rng, mu=mu, radius=radius)
    return instance.excess_risk(w)


BASE = {"L": 2.0, "mu": 1.0, "n": 400.0, "d": 16.0, "rho": 0.25}

#: simulation switches (not theorem symbols)
SWITCHES = ("control_unscaled_noise",)


def _check(
    name: str, swept: str, values: tuple[float, ...], why_fail: str = "", variant: str = "", **overrides: float
) -> RateCheck:
    fixed, settings = split_parameters({k: v for k, v in {**BASE, **overrides}.items() if k != swept}, SWITCHES)
    return RateCheck(
        name=name,
        theorem="BST14-strongly-convex",
        quantity="excess empirical risk",
        tag="excess",
        variant=variant,
        swept=swept,
        values=values,
        fixed=fixed,
        settings=settings,
        instance="quadratic (mu/2)||w - x||^2 on the ball of radius L/(2 mu)",
        algorithm="projected noisy GD, eta_t = 1/(mu t), T = n^2 rho/d, t-weighted average, rho-zCDP",
        metric="exact excess empirical risk of the weighted average",
        measure=measure_excess,
        reads=("T", "sigma"),
        rounded_up=("T",),
        tolerance=TOLERANCE,
        tolerance_reason=REASON,
        seeds=16,
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


def checks() -> list[RateCheck]:
    """The n, d and rho slopes of BST14-strongly-convex."""
    return [
        _check("BST14 strongly convex: excess vs n", "n", (100.0, 200.0, 400.0, 800.0)),
        _check("BST14 strongly convex: excess vs d", "d", (4.0, 16.0, 64.0, 256.0)),
        _check("BST14 strongly convex: excess vs rho", "rho", (0.0625, 0.125, 0.25, 0.5, 1.0)),
    ]


def negative_controls() -> list[RateCheck]:
    """Noise not scaled with 1/n: the n-slope check must fail."""
    return [
        _check(
            "BST14 strongly convex control: noise not scaled with 1/n",
            "n",
            (100.0, 200.0, 400.0, 800.0),
            why_fail="negative control: sensitivity 2L instead of 2L/n leaves the excess flat in n",
            variant="control-unscaled-noise",
            control_unscaled_noise=1.0,
        )
    ]
