"""Empirical privacy auditing: statistically valid lower bounds on epsilon from samples of a mechanism.

Two audits: the classical hypothesis-test audit (many runs on two neighbouring inputs, the best threshold test,
Clopper-Pearson confidence bounds on its error rates) and the one-run audit of Steinke, Nasr and Jagielski
(2023) with m randomly included canaries. A lower bound above the claimed epsilon shows that the claim (or its
implementation) is wrong, with the stated confidence; a correct mechanism stays below it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy import optimize, stats

from simulations.privacy import _checks


def clopper_pearson_interval(
    successes: np.ndarray | int, trials: np.ndarray | int, confidence: float = 0.95
) -> tuple[np.ndarray, np.ndarray]:
    """Exact two-sided Clopper-Pearson interval for a binomial proportion, vectorized over its arguments.

    Clopper and Pearson 1934: lower = Beta(alpha/2; k, n - k + 1), upper = Beta(1 - alpha/2; k + 1, n - k) with
    alpha = 1 - confidence, and the conventions lower = 0 at k = 0, upper = 1 at k = n.
    """
    confidence = _checks.open_unit("confidence", confidence)
    k = np.asarray(successes)
    n = np.asarray(trials)
    if np.any(n < 1) or np.any(k < 0) or np.any(k > n):
        raise ValueError("trials must be >= 1 and successes must lie in [0, trials]")
    tail = (1.0 - confidence) / 2.0
    with np.errstate(invalid="ignore", divide="ignore"):
        lower = np.where(k == 0, 0.0, stats.beta.ppf(tail, k, n - k + 1))
        upper = np.where(k == n, 1.0, stats.beta.ppf(1.0 - tail, k + 1, n - k))
    return lower, upper


@dataclass(frozen=True)
class ThresholdAudit:
    """Result of :func:`threshold_audit`: the lower bound, and the test that achieved it.

    The event is E = {score >= threshold}; ``inequality`` (0..3) says which DP inequality gave the bound:
    P_a(E) against P_b(E), P_b(E) against P_a(E), then the same two for the complement of E. ``trials`` is the
    number of scores (both inputs) the bound was computed on, after the selection split.
    """

    epsilon_lower_bound: float
    threshold: float
    inequality: int
    trials: int


def _epsilon_bounds(
    hits_a: np.ndarray, hits_b: np.ndarray, trials_a: int, trials_b: int, delta: float, confidence: float
) -> np.ndarray:
    """For each event E (hit counts under a and b), the four bounds log((P(E1) - delta) / P(E2)) with
    one-sided Clopper-Pearson bounds at level (1 - confidence) / 2 each: rows P_a(E)/P_b(E), P_b(E)/P_a(E),
    P_a(E^c)/P_b(E^c), P_b(E^c)/P_a(E^c)."""
    # The two-sided interval at ``confidence`` has one-sided tails of (1 - confidence) / 2.
    lo_a, up_a = clopper_pearson_interval(hits_a, trials_a, confidence)
    lo_b, up_b = clopper_pearson_interval(hits_b, trials_b, confidence)
    lo_ca, up_ca = 1.0 - up_a, 1.0 - lo_a
    lo_cb, up_cb = 1.0 - up_b, 1.0 - lo_b
    numerators = np.stack([lo_a, lo_b, lo_ca, lo_cb]) - delta
    denominators = np.stack([up_b, up_a, up_cb, up_ca])
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(numerators > 0, np.log(numerators / denominators), 0.0)


def threshold_audit(
    scores_a: np.ndarray,
    scores_b: np.ndarray,
    delta: float,
    confidence: float = 0.95,
    selection_fraction: float = 0.5,
    n_thresholds: int = 1000,
) -> ThresholdAudit:
    """Lower bound on epsilon from scalar scores of runs on neighbouring inputs a and b.

    (epsilon, delta)-DP requires P_a(E) <= e^epsilon P_b(E) + delta for every event E, both ways round. For
    E = {score >= tau} and its complement this gives four bounds epsilon >= log((P(E1) - delta) / P(E2)); with a
    Clopper-Pearson lower bound on P(E1) and upper bound on P(E2) (one-sided, (1 - confidence)/2 each) the
    bound holds with probability >= ``confidence`` (Jagielski, Ullman and Oprea 2020, arXiv 2006.07709).
    The threshold and the inequality are chosen on the first ``selection_fraction`` of each sample, and the bound
    is computed on the rest, so the choice does not void the confidence statement.
    """
    a = np.asarray(scores_a, dtype=float).ravel()
    b = np.asarray(scores_b, dtype=float).ravel()
    delta = _checks.below_one("delta", delta)
    confidence = _checks.open_unit("confidence", confidence)
    selection_fraction = _checks.open_unit("selection_fraction", selection_fraction)
    n_thresholds = _checks.integer("n_thresholds", n_thresholds, 1)
    split_a, split_b = int(selection_fraction * a.size), int(selection_fraction * b.size)
    if min(split_a, split_b, a.size - split_a, b.size - split_b) < 1:
        raise ValueError(
            f"need at least one score per input in each split, got {a.size} and {b.size} scores "
            f"with selection_fraction={selection_fraction}"
        )
    select_a, select_b = np.sort(a[:split_a]), np.sort(b[:split_b])
    candidates = np.unique(np.quantile(np.concatenate([select_a, select_b]), np.linspace(0, 1, n_thresholds)))

    def hits(sorted_scores: np.ndarray, thresholds: np.ndarray) -> np.ndarray:
        return sorted_scores.size - np.searchsorted(sorted_scores, thresholds, side="left")

    chosen = _epsilon_bounds(
        hits(select_a, candidates), hits(select_b, candidates), split_a, split_b, delta, confidence
    )
    inequality, best = np.unravel_index(np.argmax(chosen), chosen.shape)
    threshold = candidates[best]
    evaluate_a, evaluate_b = np.sort(a[split_a:]), np.sort(b[split_b:])
    final = _epsilon_bounds(
        hits(evaluate_a, np.array([threshold])),
        hits(evaluate_b, np.array([threshold])),
        evaluate_a.size,
        evaluate_b.size,
        delta,
        confidence,
    )
    return ThresholdAudit(
        epsilon_lower_bound=float(max(final[inequality, 0], 0.0)),
        threshold=float(threshold),
        inequality=int(inequality),
        trials=int(evaluate_a.size + evaluate_b.size),
    )


def audit_mechanism(
    mechanism: Callable[[Any, int, np.random.Generator], np.ndarray],
    input_a: Any,
    input_b: Any,
    trials: int,
    rng: np.random.Generator,
    delta: float,
    confidence: float = 0.95,
    score: Callable[[np.ndarray], np.ndarray] | None = None,
) -> ThresholdAudit:
    """Run ``mechanism(input, trials, rng)`` (vectorized: it returns ``trials`` outputs along axis 0) on two
    neighbouring inputs and apply :func:`threshold_audit` to ``score(outputs)`` (default: the outputs, which
    must then be scalars)."""
    trials = _checks.integer("trials", trials, 2)
    rng = _checks.generator("rng", rng)
    scores = []
    for value in (input_a, input_b):
        outputs = np.asarray(mechanism(value, trials, rng))
        scored = np.asarray(outputs if score is None else score(outputs), dtype=float)
        if scored.shape != (trials,):
            raise ValueError(f"scores must have shape ({trials},), got {scored.shape}; pass a score function")
        scores.append(scored)
    return threshold_audit(scores[0], scores[1], delta, confidence)


def one_run_p_value(num_canaries: int, num_guesses: int, num_correct: int, epsilon: float, delta: float) -> float:
    """P-value of ``num_correct`` correct guesses out of ``num_guesses`` if the mechanism is (epsilon, delta)-DP.

    Steinke, Nasr and Jagielski 2023 (arXiv 2305.08846, NeurIPS 2023), their main (epsilon, delta) theorem as
    evaluated by the p-value routine of their appendix: with m canaries each included independently with
    probability 1/2 and W the number of correct guesses out of r, P[W >= v] <= f(v) + 2 m delta
    max_{i in 1..v} (f(v - i) - f(v)) / i, with f(u) = P[Binomial(r, e^eps / (1 + e^eps)) >= u]. For
    delta = 0 this is their pure-DP bound (W is dominated by that binomial).
    """
    m = _checks.integer("num_canaries", num_canaries, 1)
    r = _checks.integer("num_guesses", num_guesses, 0)
    v = _checks.integer("num_correct", num_correct, 0)
    if not v <= r <= m:
        raise ValueError(f"need num_correct <= num_guesses <= num_canaries, got {v}, {r}, {m}")
    epsilon = _checks.non_negative("epsilon", epsilon)
    if not 0 <= delta < 1:
        raise ValueError(f"delta must lie in [0, 1), got delta={delta!r}")
    q = 1.0 / (1.0 + math.exp(-epsilon))
    tail = stats.binom.sf(v - 1, r, q)
    if v == 0 or delta == 0:
        return float(min(tail, 1.0))
    below = np.cumsum(stats.binom.pmf(v - np.arange(1, v + 1), r, q))  # P[v - i <= W' < v], i = 1..v
    return float(min(tail + 2.0 * m * delta * np.max(below / np.arange(1, v + 1)), 1.0))


def one_run_epsilon_lower_bound(
    num_canaries: int, num_guesses: int, num_correct: int, delta: float, confidence: float = 0.95
) -> float:
    """Largest epsilon rejected at level 1 - ``confidence`` by :func:`one_run_p_value` (0 if none is): the
    one-run audit lower bound of Steinke, Nasr and Jagielski 2023 (the p-value is increasing in epsilon)."""
    confidence = _checks.open_unit("confidence", confidence)
    level = 1.0 - confidence

    def gap(eps: float) -> float:
        return one_run_p_value(num_canaries, num_guesses, num_correct, eps, delta) - level

    if gap(0.0) >= 0:
        return 0.0
    upper = 1.0
    while gap(upper) < 0:
        upper *= 2.0
    return float(optimize.brentq(gap, 0.0, upper, xtol=1e-6))


@dataclass(frozen=True)
class OneRunAudit:
    """Result of :func:`one_run_audit`."""

    epsilon_lower_bound: float
    num_guesses: int
    num_correct: int


def one_run_audit(
    scores: np.ndarray,
    included: np.ndarray,
    num_guesses_in: int,
    num_guesses_out: int,
    delta: float,
    confidence: float = 0.95,
) -> OneRunAudit:
    """One-run audit (Steinke, Nasr and Jagielski 2023): guess "included" for the ``num_guesses_in`` highest
    scores and "excluded" for the ``num_guesses_out`` lowest, abstain on the rest, and turn the number of correct
    guesses into a lower bound on epsilon with :func:`one_run_epsilon_lower_bound`.

    ``included`` must come from independent fair coins, one per canary, drawn before the run.
    """
    scores = np.asarray(scores, dtype=float)
    included = np.asarray(included)
    if scores.ndim != 1 or included.shape != scores.shape or included.dtype != bool:
        raise ValueError(
            f"scores must be 1-D and included a boolean array of the same shape, got {scores.shape} and "
            f"{included.shape} ({included.dtype})"
        )
    m = scores.size
    guesses_in = _checks.integer("num_guesses_in", num_guesses_in, 0)
    guesses_out = _checks.integer("num_guesses_out", num_guesses_out, 0)
    if guesses_in + guesses_out > m:
        raise ValueError(f"num_guesses_in + num_guesses_out must be <= {m} canaries, got {guesses_in + guesses_out}")
    ranking = np.argsort(scores, kind="stable")
    correct = int(included[ranking[m - guesses_in :]].sum()) if guesses_in else 0
    correct += int((~included[ranking[:guesses_out]]).sum())
    guesses = guesses_in + guesses_out
    return OneRunAudit(
        epsilon_lower_bound=one_run_epsilon_lower_bound(m, guesses, correct, delta, confidence),
        num_guesses=guesses,
        num_correct=correct,
    )
