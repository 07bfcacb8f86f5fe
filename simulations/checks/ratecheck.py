"""Rate checks: a measured log-log slope against the exponent that ``bounds`` gives for the dominant term.

A :class:`RateCheck` names a theorem, the quantity, the swept variable and its values, the fixed parameters,
the instance, algorithm and metric, and a ``measure`` function that runs the algorithm for all seeds at once.
:func:`run_check` reads the dominant term of the theorem's rate at every swept point (and refuses a sweep whose
points straddle a change of dominant term), measures (or loads from the cache), fits the slope with a bootstrap
interval over seeds, and returns a :class:`CheckResult` with every number.
"""

from __future__ import annotations

import hashlib
import inspect
import sys
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

import numpy as np
import sympy as sp

from bounds import registry, symbols
from bounds.rate import Rate
from simulations.checks.cache import SampleCache, config_key
from simulations.checks.fit import SlopeFit, fit_slope

#: measure(parameters, seed_sequence, repetitions) -> metric values, shape (repetitions,)
Measure = Callable[[Mapping[str, float], np.random.SeedSequence, int], np.ndarray]
CODE_VERSION = "1"


class SweepStraddlesError(ValueError):
    """The swept points do not all lie in one regime of the rate: no single exponent applies."""


@dataclass(frozen=True)
class RateCheck:
    """One slope check. ``fixed`` maps symbol names (and extra simulation settings) to values."""

    name: str
    theorem: str
    quantity: str
    swept: str
    values: tuple[float, ...]
    fixed: Mapping[str, float]
    instance: str
    algorithm: str
    metric: str
    measure: Measure
    tolerance: float
    tolerance_reason: str
    seeds: int = 16
    seed: int = 0
    reference: Literal["exponent", "exact"] = "exponent"
    term: str | None = None
    expected: Literal["pass", "fail"] = "pass"
    why_fail: str = ""
    #: replaces :func:`predict` for a check whose reference is a law derived from a rate (say, a sample size or an
    #: iteration count solved from it) rather than the rate's own dominant term
    predictor: Callable[[RateCheck], Prediction] | None = None

    def __post_init__(self) -> None:
        if self.expected not in ("pass", "fail"):
            raise ValueError(f"check {self.name}: expected must be 'pass' or 'fail', got {self.expected!r}")
        if self.expected == "fail" and not self.why_fail.lower().startswith(("negative control", "finding")):
            raise ValueError(
                f"check {self.name}: a check expected to fail needs why_fail starting with 'negative control' or "
                f"'finding' and saying why, got {self.why_fail!r}"
            )
        vals = np.asarray(self.values, dtype=float)
        if vals.ndim != 1 or vals.size < 3 or np.any(vals <= 0) or np.any(np.diff(vals) <= 0):
            raise ValueError(f"check {self.name}: values must be >= 3 increasing positive numbers, got {self.values}")
        if self.seeds < 2:
            raise ValueError(f"check {self.name}: seeds must be >= 2 for a confidence interval, got {self.seeds}")
        if not self.tolerance > 0 or not self.tolerance_reason:
            raise ValueError(f"check {self.name}: a positive tolerance with a stated reason is required")
        if self.reference not in ("exponent", "exact"):
            raise ValueError(f"check {self.name}: reference must be 'exponent' or 'exact', got {self.reference!r}")
        if self.swept in self.fixed:
            raise ValueError(f"check {self.name}: the swept variable {self.swept!r} must not also be fixed")

    @property
    def role(self) -> Literal["check", "negative control", "finding"]:
        """What the check is for: a claim to confirm, a wrong variant that must fail, or a documented disagreement."""
        if self.expected == "pass":
            return "check"
        return "finding" if self.why_fail.lower().startswith("finding") else "negative control"

    def theorem_object(self):
        theorem_id, _, version = self.theorem.partition("@")
        return registry.get(theorem_id, version or None)

    def config(self) -> dict[str, Any]:
        """Everything the measured samples depend on, including the source of the measure function."""
        module = sys.modules[self.measure.__module__]
        source = hashlib.sha256(inspect.getsource(module).encode()).hexdigest()[:16]
        skip = ("measure", "predictor", "tolerance", "tolerance_reason", "expected", "why_fail")
        cfg = {k: v for k, v in asdict(self).items() if k not in skip}
        cfg["values"] = list(self.values)
        cfg["fixed"] = dict(sorted(self.fixed.items()))
        cfg["measure"] = f"{self.measure.__module__}.{self.measure.__qualname__}@{source}"
        cfg["code_version"] = CODE_VERSION
        return cfg


@dataclass(frozen=True)
class Prediction:
    """What ``bounds`` predicts over the sweep."""

    term: str
    exponent: float
    exponent_expr: str
    exact_slope: float


@dataclass(frozen=True)
class CheckResult:
    """The verdict with all its numbers."""

    name: str
    theorem: str
    swept: str
    values: list[float]
    means: list[float]
    prediction: Prediction
    fit: SlopeFit
    reference_slope: float
    tolerance: float
    tolerance_reason: str
    passed: bool
    ci_contains_reference: bool
    from_cache: bool
    expected: str = "pass"
    why_fail: str = ""
    samples: list[list[float]] = field(repr=False, default_factory=list)

    @property
    def as_expected(self) -> bool:
        """A check meant to pass passed, or a negative control / documented finding failed."""
        return self.passed == (self.expected == "pass")

    @property
    def verdict(self) -> str:
        if self.expected == "pass":
            return "pass" if self.passed else "FAIL"
        return "fails as expected" if not self.passed else "UNEXPECTED PASS"

    def summary(self) -> str:
        verdict = self.verdict
        return (
            f"{verdict} {self.name}: slope in {self.swept} {self.fit.slope:+.3f} "
            f"[{self.fit.ci_low:+.3f}, {self.fit.ci_high:+.3f}] vs {self.reference_slope:+.3f} "
            f"(term {self.prediction.term!r}, exponent {self.prediction.exponent_expr}, "
            f"exact-bound slope {self.prediction.exact_slope:+.3f}; tolerance {self.tolerance})"
        )

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _bounds_point(fixed: Mapping[str, float], rate: Rate) -> dict[sp.Symbol, float]:
    point = {}
    for sym in rate.free_symbols:
        if sym.name not in fixed:
            raise ValueError(f"fixed parameters lack {sym.name}, which the rate {rate} depends on")
        point[sym] = float(fixed[sym.name])
    return point


def predict(check: RateCheck) -> Prediction:
    """The dominant term over the sweep, its exponent in the swept variable, and the exact bound's slope."""
    rate = check.theorem_object().rate
    var = symbols.lookup(check.swept)
    base = _bounds_point({**check.fixed, check.swept: check.values[0]}, rate)
    labels = {rate.dominant({**base, var: v}).label for v in check.values}
    changes = rate.dominant_changes(var, base, check.values[0], check.values[-1])
    if len(labels) > 1 or changes:
        where = "; ".join(f"{a} -> {b} at {check.swept} ~ {x:.4g}" for x, a, b in changes)
        raise SweepStraddlesError(
            f"check {check.name}: the dominant term of {check.theorem} changes within the sweep of "
            f"{check.swept} in [{check.values[0]:g}, {check.values[-1]:g}] ({where}); no single exponent applies: "
            "restrict the sweep or move the fixed parameters"
        )
    label = labels.pop()
    if check.term is not None and label != check.term:
        raise SweepStraddlesError(
            f"check {check.name}: expected term {check.term!r} to dominate, but {label!r} does at these parameters"
        )
    exponent_expr = rate.term(label).exponent(var)
    exponent = float(exponent_expr.subs({s: base[s] for s in exponent_expr.free_symbols}))
    logx = np.log(np.asarray(check.values, dtype=float))
    logb = np.log([rate.evaluate({**base, var: v}) for v in check.values])
    exact_slope = float(np.polyfit(logx, logb, 1)[0])
    return Prediction(label, exponent, str(exponent_expr), exact_slope)


def _measure_one(args: tuple[Measure, dict[str, float], np.random.SeedSequence, int]) -> np.ndarray:
    measure, params, seq, reps = args
    out = np.asarray(measure(params, seq, reps), dtype=float)
    if out.shape != (reps,):
        raise ValueError(f"measure returned shape {out.shape}, expected ({reps},)")
    return out


def measure_samples(
    check: RateCheck, executor: Literal["serial", "process"] = "serial", workers: int = 2, progress: bool = False
) -> np.ndarray:
    """Samples of shape (len(values), seeds); SeedSequence spawned per (check, swept value)."""
    name_hash = int(hashlib.sha256(check.name.encode()).hexdigest()[:8], 16)
    children = np.random.SeedSequence([check.seed, name_hash]).spawn(len(check.values))
    jobs = [
        (check.measure, {**check.fixed, check.swept: float(v)}, seq, check.seeds)
        for v, seq in zip(check.values, children, strict=True)
    ]
    rows: list[np.ndarray] = []
    if executor == "process":
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for i, row in enumerate(pool.map(_measure_one, jobs)):
                rows.append(row)
                _progress(progress, check, i + 1)
    elif executor == "serial":
        for i, job in enumerate(jobs):
            rows.append(_measure_one(job))
            _progress(progress, check, i + 1)
    else:
        raise ValueError(f"executor must be 'serial' or 'process', got {executor!r}")
    return np.stack(rows)


def _progress(enabled: bool, check: RateCheck, done: int) -> None:
    if not enabled:
        return
    total = len(check.values)
    bar = "#" * int(20 * done / total)
    end = "\n" if done == total else ""
    print(f"\r  {check.name:<40} [{bar:<20}] {done}/{total}", end=end, file=sys.stderr, flush=True)


def run_check(
    check: RateCheck,
    cache: SampleCache | None = None,
    executor: Literal["serial", "process"] = "serial",
    workers: int = 2,
    progress: bool = False,
) -> CheckResult:
    """Predict (with the check's own predictor, if it has one), measure (or load), fit, and judge one check."""
    prediction = (check.predictor or predict)(check)
    shape = (len(check.values), check.seeds)
    key = config_key(check.config())
    samples = cache.load(key, shape) if cache is not None else None
    from_cache = samples is not None
    if samples is None:
        samples = measure_samples(check, executor, workers, progress)
        if cache is not None:
            cache.store(key, check.config(), samples)
    fit = fit_slope(np.asarray(check.values, dtype=float), samples, np.random.default_rng(check.seed))
    reference = prediction.exponent if check.reference == "exponent" else prediction.exact_slope
    return CheckResult(
        name=check.name,
        theorem=check.theorem,
        swept=check.swept,
        values=list(check.values),
        means=samples.mean(axis=1).tolist(),
        prediction=prediction,
        fit=fit,
        reference_slope=reference,
        tolerance=check.tolerance,
        tolerance_reason=check.tolerance_reason,
        passed=abs(fit.slope - reference) <= check.tolerance,
        ci_contains_reference=fit.ci_low <= reference <= fit.ci_high,
        from_cache=from_cache,
        expected=check.expected,
        why_fail=check.why_fail,
        samples=samples.tolist(),
    )
