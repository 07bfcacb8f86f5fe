"""Checks of a measured law against what ``bounds`` predicts: one model for every kind of check.

A :class:`RateCheck` names a statement, the measured quantity, the swept variable and its values, the theorem's
fixed symbols (``fixed``) apart from the simulation's switches (``settings``), the instance, algorithm and metric,
and a ``measure`` function that runs the algorithm for a block of seeds at once. What the measurement is judged
against is named in one way, ``reference``:

- ``"exponent"``: the slope of log(mean) against log(swept) lies within ``tolerance`` of the exponent of the
  dominant term of the statement's rate (or of the ``law`` the check carries, e.g. a sample size or an
  iteration count solved from a rate);
- ``"exact"``: the same, against the local slope of the exact bound (logs included) over the sweep;
- ``"bound"``: one-sided, the measured mean stays below C times the bound (constants and logs dropped) at every
  point, C calibrated at ``calibrate_at`` with a margin of ``1 + tolerance``.

The rate is the statement's as its errata correct it (``rate_as="corrected"``, the default; the printed rate where no
erratum corrects it, :mod:`simulations.checks.statement`); where an erratum corrects it, the same samples are also
judged against the printed rate (:class:`PrintedRateVerdict`), the erratum's evidence. A check that an erratum names
among its ``checks`` must fail against the printed rate to end as expected.

A measure runs the algorithm the statement sets: the settings it names in ``reads`` (the noise, the number of steps,
a step size, ...) are evaluated from the statement at the check's point (:meth:`RateCheck.statement_settings`) and
handed to it by name, so that a wrong setting in the statement moves the measurement.

A check's identity is its :attr:`RateCheck.id` (statement, quantity tag, swept variable, variant), never its
title: seeds, cache keys, figure files, results and ``--only`` use the id. The verdict uses the measured
uncertainty (:func:`decide`): *pass* when the bootstrap interval lies inside the accepted band, *fail* when it
lies outside, and otherwise another block of seeds is drawn (up to ``max_seeds``) and the fit redone; a check
still undecided there is *inconclusive*, which is not a pass.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Literal

import numpy as np
import sympy as sp

from bounds import registry, symbols
from bounds.rate import Rate
from bounds.theorem import Theorem
from simulations.checks.fit import BoundFit, SlopeFit, fit_bound, fit_slope
from simulations.checks.statement import evidence_errata, rate_as_corrected, rate_errata, settings_at
from simulations.code_fingerprint import fingerprint

#: measure(parameters, seed_sequence, repetitions) -> metric values, shape (repetitions,)
Measure = Callable[[Mapping[str, float], np.random.SeedSequence, int], np.ndarray]
Reference = Literal["exponent", "exact", "bound"]
RateAs = Literal["corrected", "printed"]
Decision = Literal["pass", "fail", "inconclusive"]
#: a quantity tag or variant: lower-case words joined by '-', digits, '.', '=' and '+' allowed
_ID_PART = re.compile(r"^[a-z0-9][a-z0-9.=+-]*$")


class SweepStraddlesError(ValueError):
    """The swept points do not all lie in one regime of the rate: no single exponent applies."""


def split_parameters(
    parameters: Mapping[str, float], switches: Iterable[str], paper: str | None = None
) -> tuple[dict[str, float], dict[str, float]]:
    """(theorem symbols, simulation switches) of a catalog's parameter dict; ``switches`` names the switches, and
    a name that is neither a symbol of ``paper`` (by default: of the one paper that declares it) nor a declared
    switch is refused (a mistyped symbol)."""
    switches = set(switches)
    fixed, settings = {}, {}
    for name, value in parameters.items():
        if name in switches:
            settings[name] = value
        elif symbols.is_symbol(name, paper):
            fixed[name] = value
        else:
            raise ValueError(f"parameter {name!r} is neither a registered symbol nor a declared simulation switch")
    return fixed, settings


@dataclass(frozen=True)
class Prediction:
    """What ``bounds`` predicts over the sweep."""

    term: str
    exponent: float
    exponent_expr: str
    exact_slope: float


@dataclass(frozen=True)
class RateCheck:
    """One check; see the module docstring for ``reference``, ``law`` and the verdict."""

    name: str
    theorem: str
    quantity: str
    tag: str
    swept: str
    values: tuple[float, ...]
    fixed: Mapping[str, float]
    instance: str
    algorithm: str
    metric: str
    measure: Measure
    tolerance: float
    tolerance_reason: str
    settings: Mapping[str, float] = field(default_factory=dict)
    variant: str = ""
    seeds: int = 16
    #: cap on the seeds drawn while the verdict is undecided (0: four times ``seeds``)
    max_seeds: int = 0
    #: the tasks a block's seeds are measured in at each swept value: ``parts`` calls of the measure on
    #: ``seeds // parts`` seeds, each with a seed stream of its own (:func:`block_seed`), so a long block spreads over
    #: workers; 1 keeps a block one task
    parts: int = 1
    reference: Reference = "exponent"
    term: str | None = None
    expected: Literal["pass", "fail"] = "pass"
    why_fail: str = ""
    #: replaces :func:`predict` for a check whose reference is a law derived from a rate (a sample size or an
    #: iteration count solved from it) rather than the rate's own dominant term
    law: Callable[[RateCheck], Prediction] | None = None
    #: for ``reference="bound"``: the swept point at which C is calibrated
    calibrate_at: int = 0
    #: the statement's settings the measure reads (names of symbols it sets, e.g. ``("sigma", "T")``), evaluated at
    #: each swept point (:meth:`statement_settings`) and handed to the measure under their names
    reads: tuple[str, ...] = ()
    #: of the statement's settings, those that count (steps, a batch size): rounded up to a whole number >= 1 before
    #: the settings that use them are evaluated, as the algorithm runs them
    rounded_up: tuple[str, ...] = ()
    #: the rate the verdict is judged against: as the errata correct it, or as printed (see the module docstring)
    rate_as: RateAs = "corrected"

    def __post_init__(self) -> None:
        where = f"check {self.name!r}"
        if self.expected not in ("pass", "fail"):
            raise ValueError(f"{where}: expected must be 'pass' or 'fail', got {self.expected!r}")
        if self.expected == "fail" and not self.why_fail.lower().startswith(("negative control", "finding")):
            raise ValueError(
                f"{where}: a check expected to fail needs why_fail starting with 'negative control' or 'finding' and "
                f"saying why, got {self.why_fail!r}"
            )
        for part, value in (("tag", self.tag), ("variant", self.variant)):
            if (value or part == "tag") and not _ID_PART.match(value):
                raise ValueError(f"{where}: {part} must match {_ID_PART.pattern}, got {value!r}")
        vals = np.asarray(self.values, dtype=float)
        if vals.ndim != 1 or vals.size < 3 or np.any(vals <= 0) or np.any(np.diff(vals) <= 0):
            raise ValueError(f"{where}: values must be >= 3 increasing positive numbers, got {self.values}")
        if self.seeds < 2:
            raise ValueError(f"{where}: seeds must be >= 2 for a confidence interval, got {self.seeds}")
        if self.parts < 1 or self.seeds % self.parts:
            raise ValueError(f"{where}: parts must divide seeds={self.seeds}, got {self.parts}")
        if self.max_seeds and (self.max_seeds < self.seeds or self.max_seeds % self.seeds):
            raise ValueError(f"{where}: max_seeds must be a multiple of seeds={self.seeds}, got {self.max_seeds}")
        if not self.tolerance > 0 or not self.tolerance_reason:
            raise ValueError(f"{where}: a positive tolerance with a stated reason is required")
        if self.reference not in ("exponent", "exact", "bound"):
            raise ValueError(f"{where}: reference must be 'exponent', 'exact' or 'bound', got {self.reference!r}")
        if self.reference == "bound" and (self.law is not None or not 0 <= self.calibrate_at < vals.size):
            raise ValueError(f"{where}: a bound check needs no law and calibrate_at in [0, {vals.size - 1}]")
        if self.swept in self.fixed or self.swept in self.settings:
            raise ValueError(f"{where}: the swept variable {self.swept!r} must not also be fixed")
        for name in self.fixed:
            if not symbols.is_symbol(name, self.paper):
                raise ValueError(f"{where}: fixed holds theorem symbols only; {name!r} is not one (use settings)")
        overlap = set(self.fixed) & set(self.settings)
        if overlap:
            raise ValueError(f"{where}: {sorted(overlap)} are both fixed symbols and settings")
        given = {*self.fixed, *self.settings, self.swept}
        for part, names in (("reads", self.reads), ("rounded_up", self.rounded_up)):
            if len(set(names)) != len(names) or given & set(names):
                raise ValueError(
                    f"{where}: {part} names settings of the statement, each once and none fixed, swept or a switch; "
                    f"got {names}"
                )
        if self.rate_as not in ("corrected", "printed"):
            raise ValueError(f"{where}: rate_as must be 'corrected' or 'printed', got {self.rate_as!r}")

    @property
    def id(self) -> str:
        """The stable identity: statement, quantity tag, swept variable and, where there is one, the variant."""
        return ":".join([self.theorem, self.tag, self.swept] + ([self.variant] if self.variant else []))

    @property
    def paper(self) -> str:
        """The key of the measured statement's paper (ids read ``PAPER-...``): ``fixed`` and ``swept`` name symbols
        of its namespace."""
        return self.theorem.split("-", 1)[0]

    @property
    def statement(self) -> str:
        """The statement id without its version."""
        return self.theorem.partition("@")[0]

    @property
    def block_limit(self) -> int:
        """The most seed blocks the verdict may draw."""
        return (self.max_seeds or 4 * self.seeds) // self.seeds

    @property
    def role(self) -> Literal["check", "negative control", "finding"]:
        """What the check is for: a claim to confirm, a wrong variant that must fail, or a documented disagreement."""
        if self.expected == "pass":
            return "check"
        return "finding" if self.why_fail.lower().startswith("finding") else "negative control"

    def at_paper_scale(self, **changes: Any) -> RateCheck:
        """The same check on a paper-scale grid: title marked "(full)", variant "full" added to the id."""
        variant = "+".join(v for v in (self.variant, "full") if v)
        return replace(self, name=f"{self.name} (full)", variant=variant, **changes)

    def theorem_object(self) -> Theorem:
        """The registered statement, as printed."""
        theorem_id, _, version = self.theorem.partition("@")
        return registry.get(theorem_id, version or None)

    def judged_statement(self) -> Theorem:
        """The statement whose rate the verdict is judged against: with the rate its errata correct, unless
        ``rate_as="printed"``; a law (``law``) reads its rate from here."""
        theorem = self.theorem_object()
        return theorem if self.rate_as == "printed" else rate_as_corrected(theorem)

    def statement_settings(self, value: float, names: Iterable[str] | None = None) -> dict[str, float]:
        """The statement's settings (``names``; by default all it sets) at the check's fixed symbols and the swept
        ``value``, by name, with the counts of ``rounded_up`` rounded up first
        (:func:`~simulations.checks.statement.settings_at`); a setting that needs a symbol the check does not fix is
        an error naming it."""
        point = {**self.fixed, self.swept: float(value)}
        names = None if names is None else list(names)
        try:
            return settings_at(self.theorem_object(), point, names, self.rounded_up, self.paper)
        except ValueError as exc:
            raise ValueError(f"check {self.id}: {exc}") from None

    def parameters(self, value: float) -> dict[str, float]:
        """What the measure receives at one swept value: fixed symbols, settings, the swept variable and the
        statement's settings named in ``reads``."""
        read = self.statement_settings(value, self.reads) if self.reads else {}
        return {**self.fixed, **self.settings, self.swept: float(value), **read}

    def config(self) -> dict[str, Any]:
        """Everything the measured samples depend on: the id (it seeds them), the grid, the parameters, the
        measure, and the fingerprint of the code the measure reaches and of the numeric libraries. The title,
        the tolerance and the judging are not in it: rewording or re-judging never re-measures."""
        module = self.measure.__module__
        config = {
            "id": self.id,
            "values": list(self.values),
            "fixed": dict(sorted(self.fixed.items())),
            "settings": dict(sorted(self.settings.items())),
            "seeds_per_block": self.seeds,
            **({"parts": self.parts} if self.parts > 1 else {}),
            "measure": f"{module}.{self.measure.__qualname__}",
            "code": fingerprint(module),
        }
        if self.reads:  # the statement's settings at each point: an edited setting re-measures
            config["statement_settings"] = [
                dict(sorted(self.statement_settings(v, self.reads).items())) for v in self.values
            ]
        return config


def block_seed(
    check_id: str, base_seed: int, value_index: int, block: int, part: int | None = None
) -> np.random.SeedSequence:
    """The seed of one (check, swept value, seed block) task, or of one ``part`` of it for a check measured in
    parts: a function of the id and the base seed only, so the samples are the same whatever executes the task and
    in whatever order."""
    spawn_key = (value_index, block) if part is None else (value_index, block, part)
    return np.random.SeedSequence([base_seed, _id_hash(check_id)], spawn_key=spawn_key)


def _id_hash(check_id: str) -> int:
    return int(hashlib.sha256(check_id.encode()).hexdigest()[:16], 16)


def measure_block(check: RateCheck, value_index: int, block: int, base_seed: int, part: int = 0) -> np.ndarray:
    """One task: the measure at one swept value for one block of ``check.seeds`` seeds, or for its ``part`` (of
    ``check.parts``) where the check is measured in parts."""
    reps = check.seeds // check.parts
    seed = block_seed(check.id, base_seed, value_index, block, part if check.parts > 1 else None)
    out = np.asarray(check.measure(check.parameters(check.values[value_index]), seed, reps), dtype=float)
    if out.shape != (reps,):
        raise ValueError(f"check {check.id}: measure returned shape {out.shape}, expected ({reps},)")
    return out


@dataclass(frozen=True)
class PrintedRateVerdict:
    """The samples of a check judged against the statement's printed rate, where errata correct it: the errata's
    evidence. ``errata``: the errata that correct the rate; ``evidence``: those that name the check among their
    ``checks`` (for them the printed rate must fail); ``decision`` is ``"not judged"`` (with ``note``) where the
    printed rate gives no single reference over the sweep."""

    errata: tuple[str, ...]
    evidence: tuple[str, ...]
    decision: Decision | Literal["not judged"]
    prediction: Prediction | None = None
    reference_slope: float = float("nan")
    bound: BoundFit | None = None
    note: str = ""

    @property
    def as_expected(self) -> bool:
        """The printed rate fails where an erratum names this check as its evidence; otherwise anything goes."""
        return not self.evidence or self.decision == "fail"

    def summary(self) -> str:
        """One line: the printed rate's verdict and the numbers it rests on."""
        which = f"against the printed rate (corrected by {', '.join(self.errata)}"
        which += f"; the evidence of {', '.join(self.evidence)})" if self.evidence else ")"
        if self.prediction is None:
            return f"{which}: not judged ({self.note})"
        if self.bound is not None:
            b = self.bound
            return (
                f"{which}: {self.decision}, max (measured/bound) / (its value at the calibration point) "
                f"{b.statistic:.3f} [{b.ci_low:.3f}, {b.ci_high:.3f}] vs limit {b.limit:.3f}"
            )
        return (
            f"{which}: {self.decision}, reference slope {self.reference_slope:+.3f} (term {self.prediction.term!r}, "
            f"exponent {self.prediction.exponent_expr})"
        )


def printed_rate_verdict(check: RateCheck, samples: np.ndarray, base_seed: int = 0) -> PrintedRateVerdict | None:
    """``samples`` judged against the printed rate of ``check``'s statement, where errata correct the rate and the
    check is judged against the corrected one; None otherwise."""
    if check.rate_as == "printed":
        return None
    theorem = check.theorem_object()
    errata = rate_errata(theorem)
    if not errata:
        return None
    evidence = evidence_errata(theorem, check.id)
    printed = replace(check, rate_as="printed")
    try:
        prediction = (printed.law or predict)(printed)
    except ValueError as exc:  # e.g. SweepStraddlesError: no single reference over the sweep
        return PrintedRateVerdict(errata, evidence, "not judged", note=str(exc))
    judgement = judge(printed, prediction, samples, base_seed)
    decision = judgement.decision or "inconclusive"
    return PrintedRateVerdict(errata, evidence, decision, prediction, judgement.reference_slope, judgement.bound)


@dataclass(frozen=True)
class CheckResult:
    """The verdict with all its numbers."""

    id: str
    name: str
    theorem: str
    swept: str
    values: list[float]
    means: list[float]
    prediction: Prediction
    fit: SlopeFit
    reference: Reference
    reference_slope: float
    tolerance: float
    tolerance_reason: str
    decision: Decision
    seeds_used: int
    from_cache: bool
    expected: str = "pass"
    why_fail: str = ""
    bound: BoundFit | None = None
    samples: list[list[float]] = field(repr=False, default_factory=list)
    #: the verdict against the printed rate, where errata correct the statement's rate
    printed_rate: PrintedRateVerdict | None = None

    @property
    def passed(self) -> bool:
        return self.decision == "pass"

    @property
    def ci_contains_reference(self) -> bool:
        return self.fit.ci_low <= self.reference_slope <= self.fit.ci_high

    @property
    def as_expected(self) -> bool:
        """A check meant to pass passed, or a negative control / documented finding failed (inconclusive is
        neither), and, where an erratum names the check as its evidence, the printed rate failed."""
        judged = self.decision == ("pass" if self.expected == "pass" else "fail")
        return judged and (self.printed_rate is None or self.printed_rate.as_expected)

    @property
    def verdict(self) -> str:
        if self.decision == "inconclusive":
            return "INCONCLUSIVE"
        if self.expected == "pass" and not self.passed:
            return "FAIL"
        if self.expected == "fail" and self.passed:
            return "UNEXPECTED PASS"
        if self.printed_rate is not None and not self.printed_rate.as_expected:
            return "PRINTED RATE NOT REFUTED"
        return "pass" if self.passed else "fails as expected"

    def summary(self) -> str:
        seeds = f"{self.seeds_used} seeds"
        printed = "" if self.printed_rate is None else f"; {self.printed_rate.summary()}"
        if self.bound is not None:
            b = self.bound
            return (
                f"{self.verdict} {self.id}: max over the sweep of (measured/bound) / (its value at the calibration "
                f"point) {b.statistic:.3f} [{b.ci_low:.3f}, {b.ci_high:.3f}] vs limit {b.limit:.3f} ({seeds}; "
                f"slope {self.fit.slope:+.3f}){printed}"
            )
        return (
            f"{self.verdict} {self.id}: slope in {self.swept} {self.fit.slope:+.3f} "
            f"[{self.fit.ci_low:+.3f}, {self.fit.ci_high:+.3f}] vs {self.reference_slope:+.3f} +- {self.tolerance} "
            f"(term {self.prediction.term!r}, exponent {self.prediction.exponent_expr}, "
            f"{_exact_slope_text(self.prediction.exact_slope)}; {seeds}){printed}"
        )

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "verdict": self.verdict, "as_expected": self.as_expected}


def _bounds_point(fixed: Mapping[str, float], rate: Rate) -> dict[sp.Symbol, float]:
    point = {}
    for sym in rate.free_symbols:
        if sym.name not in fixed:
            raise ValueError(f"fixed parameters lack {sym.name}, which the rate {rate} depends on")
        point[sym] = float(fixed[sym.name])
    return point


def _exact_slope_text(slope: float) -> str:
    """The exact bound's slope as a check's summary gives it; undefined where a term of the bound is not a number
    over the sweep: MUABG-Thm4's step-cap terms at kappa = 2, whose exponent kappa/(2 - kappa) is 2/0 there (the
    paper, arXiv 2311.13447v1 after Thm 4, reads kappa = 2 as the limit in which they vanish)."""
    return f"exact-bound slope {slope:+.3f}" if np.isfinite(slope) else "exact bound undefined over the sweep"


def predict(check: RateCheck, theorem: Any = None) -> Prediction:
    """The dominant term over the sweep, its exponent in the swept variable, and the exact bound's slope, of the
    rate the check is judged against (:meth:`RateCheck.judged_statement`) or of ``theorem`` (a law's statement: a
    rate inverted)."""
    rate = (theorem or check.judged_statement()).rate
    var = symbols.lookup(check.swept, check.paper)
    base = _bounds_point({**check.fixed, check.swept: check.values[0]}, rate)
    labels = {rate.dominant({**base, var: v}).label for v in check.values}
    changes = rate.dominant_changes(var, base, check.values[0], check.values[-1])
    if len(labels) > 1 or changes:
        where = "; ".join(f"{a} -> {b} at {check.swept} ~ {x:.4g}" for x, a, b in changes)
        raise SweepStraddlesError(
            f"check {check.id}: the dominant term of {check.theorem} changes within the sweep of "
            f"{check.swept} in [{check.values[0]:g}, {check.values[-1]:g}] ({where}); no single exponent applies: "
            "restrict the sweep or move the fixed parameters"
        )
    label = labels.pop()
    if check.term is not None and label != check.term:
        raise SweepStraddlesError(
            f"check {check.id}: expected term {check.term!r} to dominate, but {label!r} does at these parameters"
        )
    exponent_expr = rate.term(label).exponent(var)
    exponent = float(exponent_expr.subs({s: base[s] for s in exponent_expr.free_symbols}))
    logx = np.log(np.asarray(check.values, dtype=float))
    logb = np.log([rate.evaluate({**base, var: v}) for v in check.values])
    exact_slope = float(np.polyfit(logx, logb, 1)[0])
    return Prediction(label, exponent, str(exponent_expr), exact_slope)


def bound_values(check: RateCheck) -> np.ndarray:
    """The bound the check is judged against at each swept point, constants and logs dropped."""
    rate = check.judged_statement().rate
    return np.array(
        [rate.evaluate(_bounds_point({**check.fixed, check.swept: v}, rate), logs=False) for v in check.values]
    )


def decide(low: float, high: float, band_low: float, band_high: float) -> Decision | None:
    """pass when [low, high] lies inside [band_low, band_high], fail when the two do not meet, None otherwise."""
    if band_low <= low and high <= band_high:
        return "pass"
    if high < band_low or low > band_high:
        return "fail"
    return None


@dataclass(frozen=True)
class Judgement:
    """The fits of the samples drawn so far and the decision they support (None: draw more seeds)."""

    fit: SlopeFit
    reference_slope: float
    bound: BoundFit | None
    decision: Decision | None
    #: the base seed the bootstrap was seeded with (the printed rate's verdict is judged with it too)
    base_seed: int = 0


def judge(check: RateCheck, prediction: Prediction, samples: np.ndarray, base_seed: int = 0) -> Judgement:
    """Fit the samples (shape (values, seeds)) and decide; the bootstrap is seeded by the id and the seed count."""
    x = np.asarray(check.values, dtype=float)
    rng = np.random.default_rng([base_seed, _id_hash(check.id), samples.shape[1], 1])  # apart from the samples' seeds
    fit = fit_slope(x, samples, rng)
    reference = prediction.exponent if check.reference == "exponent" else prediction.exact_slope
    if check.reference == "bound":
        bound = fit_bound(samples, bound_values(check), check.calibrate_at, 1 + check.tolerance, rng)
        decision = decide(bound.ci_low, bound.ci_high, -np.inf, bound.limit)
        return Judgement(fit, reference, bound, decision, base_seed)
    band = (reference - check.tolerance, reference + check.tolerance)
    return Judgement(fit, reference, None, decide(fit.ci_low, fit.ci_high, *band), base_seed)


def result_of(
    check: RateCheck, prediction: Prediction, samples: np.ndarray, judgement: Judgement, from_cache: bool
) -> CheckResult:
    """The final result; an undecided judgement at the seed cap is inconclusive. Where errata correct the
    statement's rate, the samples are also judged against the printed rate (:func:`printed_rate_verdict`)."""
    return CheckResult(
        id=check.id,
        name=check.name,
        theorem=check.theorem,
        swept=check.swept,
        values=list(check.values),
        means=samples.mean(axis=1).tolist(),
        prediction=prediction,
        fit=judgement.fit,
        reference=check.reference,
        reference_slope=judgement.reference_slope,
        tolerance=check.tolerance,
        tolerance_reason=check.tolerance_reason,
        decision=judgement.decision or "inconclusive",
        seeds_used=samples.shape[1],
        from_cache=from_cache,
        expected=check.expected,
        why_fail=check.why_fail,
        bound=judgement.bound,
        samples=samples.tolist(),
        printed_rate=printed_rate_verdict(check, samples, judgement.base_seed),
    )
