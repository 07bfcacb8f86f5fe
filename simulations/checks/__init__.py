"""The rate-check harness: measured log-log slopes against the exponents that ``bounds`` gives."""

from simulations.checks.cache import SampleCache
from simulations.checks.fit import SlopeFit, fit_slope
from simulations.checks.ratecheck import CheckResult, RateCheck, SweepStraddlesError, predict, run_check

__all__ = [
    "CheckResult",
    "RateCheck",
    "SampleCache",
    "SlopeFit",
    "SweepStraddlesError",
    "fit_slope",
    "predict",
    "run_check",
]
