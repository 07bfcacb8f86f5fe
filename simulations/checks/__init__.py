"""The check harness: measured laws against what ``bounds`` predicts, run as tasks on an executor."""

from simulations.checks.cache import SampleCache
from simulations.checks.engine import run_check, run_checks
from simulations.checks.fit import BoundFit, SlopeFit, fit_bound, fit_slope
from simulations.checks.ratecheck import CheckResult, RateCheck, SweepStraddlesError, predict

__all__ = [
    "BoundFit",
    "CheckResult",
    "RateCheck",
    "SampleCache",
    "SlopeFit",
    "SweepStraddlesError",
    "fit_bound",
    "fit_slope",
    "predict",
    "run_check",
    "run_checks",
]
