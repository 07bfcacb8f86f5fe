"""The rate-check harness: slope fits, regime refusal, cache, seeds, executors, and the DP-ERM demonstration."""

from __future__ import annotations

import json

import numpy as np
import pytest
import sympy as sp

from bounds.dimensions import LOSS
from bounds.rate import Rate
from bounds.symbols import d, epsilon, n
from bounds.theorem import Theorem
from simulations.checks import RateCheck, SampleCache, SweepStraddlesError, fit_slope, run_check
from simulations.checks.engine import LocalExecutor, run_checks
from simulations.checks.ratecheck import block_seed, decide, split_parameters


def test_fit_recovers_an_exact_power_law():
    x = np.array([1.0, 10.0, 100.0, 1000.0])
    samples = np.outer(x**-1.5, np.ones(8)) * np.exp(np.linspace(-0.01, 0.01, 8))
    fit = fit_slope(x, samples, np.random.default_rng(0))
    assert fit.slope == pytest.approx(-1.5, abs=1e-12)
    assert fit.ci_low <= -1.5 <= fit.ci_high and fit.ci_high - fit.ci_low < 0.01


def test_fit_rejects_bad_shapes():
    with pytest.raises(ValueError, match="at least 3"):
        fit_slope(np.array([1.0, 2.0]), np.ones((2, 4)), np.random.default_rng(0))
    with pytest.raises(ValueError, match="samples must have shape"):
        fit_slope(np.array([1.0, 2.0, 3.0]), np.ones((3, 1)), np.random.default_rng(0))


def _power_measure(params, seq, reps):
    rng = np.random.default_rng(seq)
    return params["n"] ** -1.0 * params["d"] * (1 + 0.05 * rng.standard_normal(reps)) ** 2


TWO_TERMS = Theorem(
    "TEST-two-terms",
    "TEST",
    "v1",
    "test",
    "theorem",
    "two regimes",
    Rate.of("excess", LOSS, ("np", 1 / sp.sqrt(n)), ("priv", sp.sqrt(d) / (n * epsilon))),
)


def _check(values, **kw) -> RateCheck:
    args = dict(
        name="power law",
        theorem="TEST-two-terms",
        tag="power-law",
        quantity="excess",
        swept="n",
        values=values,
        fixed={"d": 1e4, "epsilon": 1.0},
        instance="synthetic",
        algorithm="none",
        metric="value",
        measure=_power_measure,
        tolerance=0.05,
        tolerance_reason="5% multiplicative noise, 8 seeds",
        seeds=8,
    )
    args.update(kw)
    return RateCheck(**args)


@pytest.fixture
def two_terms(monkeypatch):
    monkeypatch.setattr(RateCheck, "theorem_object", lambda self: TWO_TERMS)


def test_check_passes_in_one_regime(two_terms, tmp_path):
    result = run_check(_check((1.0, 10.0, 100.0)), SampleCache(tmp_path))
    assert result.prediction.term == "priv" and result.prediction.exponent == -1.0
    assert result.passed and result.ci_contains_reference


def test_sweep_straddling_a_regime_change_is_refused(two_terms):
    # the terms cross at n = d / epsilon^2 = 1e4
    with pytest.raises(SweepStraddlesError, match=r"priv -> np at n ~ 1e\+04"):
        run_check(_check((1e2, 1e3, 1e5, 1e6)))


def test_expected_term_mismatch_is_refused(two_terms):
    with pytest.raises(SweepStraddlesError, match="expected term 'np'"):
        run_check(_check((1.0, 10.0, 100.0), term="np"))


def test_cache_is_used_and_corrupt_entries_are_recomputed(two_terms, tmp_path):
    cache = SampleCache(tmp_path)
    first = run_check(_check((1.0, 10.0, 100.0)), cache)
    second = run_check(_check((1.0, 10.0, 100.0)), cache)
    assert not first.from_cache and second.from_cache and first.samples == second.samples
    (entry,) = tmp_path.glob("*.json")
    data = json.loads(entry.read_text())
    data["payload"]["samples"][0][0] = 123.0  # tampered: checksum no longer matches
    entry.write_text(json.dumps(data))
    third = run_check(_check((1.0, 10.0, 100.0)), cache)
    assert not third.from_cache and third.samples == first.samples
    entry.write_text(entry.read_text()[:50])  # truncated
    assert not run_check(_check((1.0, 10.0, 100.0)), cache).from_cache


def _samples(check, executor=None, base_seed=0):
    return run_checks([check], executor, None, base_seed)[0].result.samples


def test_samples_bit_identical_whatever_the_executor_and_differ_with_the_base_seed(two_terms):
    check = _check((1.0, 10.0, 100.0))
    pool = LocalExecutor(2)
    try:
        assert _samples(check) == _samples(check, pool)
    finally:
        pool.close()
    assert _samples(check) != _samples(check, base_seed=1)


def test_a_block_measured_in_parts_is_its_parts_side_by_side(two_terms):
    """parts=4: each swept value's block is four tasks on seeds // 4 seeds with seed streams of their own; the
    samples are those parts in order, the same on any executor, and the cache key says how they were drawn."""
    check = _check((1.0, 10.0, 100.0), parts=4)
    (run,) = run_checks([check])
    assert sorted(run.task_seconds) == [(0, v, p) for v in range(3) for p in range(4)]
    parts = [_power_measure(check.parameters(100.0), block_seed(check.id, 0, 2, 0, p), 2) for p in range(4)]
    assert run.result.samples[2] == list(np.hstack(parts))
    pool = LocalExecutor(2)
    try:
        assert _samples(check, pool) == run.result.samples
    finally:
        pool.close()
    whole = _check((1.0, 10.0, 100.0))
    assert _samples(whole) != run.result.samples and "parts" not in whole.config()  # one task keeps its streams
    assert check.config()["parts"] == 4
    with pytest.raises(ValueError, match="parts must divide seeds=8, got 3"):
        _check((1.0, 10.0, 100.0), parts=3)


def test_the_title_is_not_the_identity(two_terms):
    """Rewording a title keeps the id, the seeds and the cache key; another variant is another check."""
    check = _check((1.0, 10.0, 100.0))
    renamed = _check((1.0, 10.0, 100.0), name="a power law, reworded")
    assert renamed.id == check.id == "TEST-two-terms:power-law:n"
    assert renamed.config() == check.config() and _samples(renamed) == _samples(check)
    other = _check((1.0, 10.0, 100.0), variant="other")
    assert other.id == "TEST-two-terms:power-law:n:other" and _samples(other) != _samples(check)


def test_decision_rule_uses_the_interval():
    assert decide(0.96, 1.04, 0.95, 1.05) == "pass"
    assert decide(0.90, 0.94, 0.95, 1.05) == "fail" and decide(1.06, 1.2, 0.95, 1.05) == "fail"
    assert decide(0.93, 0.97, 0.95, 1.05) is None  # straddles an edge: draw more seeds


def _noisy_measure(params, seq, reps):
    rng = np.random.default_rng(seq)
    return params["n"] ** -1.0 * params["d"] * np.exp(0.6 * rng.standard_normal(reps))


def test_undecided_checks_draw_more_seeds_and_are_inconclusive_at_the_cap(two_terms):
    """A noisy measurement whose interval straddles the band: more blocks are drawn, and at the cap the verdict is
    inconclusive, which is neither a pass nor the failure a control expects."""
    check = _check((1.0, 2.0, 4.0), measure=_noisy_measure, tolerance=0.02, seeds=4, max_seeds=12)
    result = run_checks([check])[0].result
    assert result.seeds_used == 12 and result.decision == "inconclusive"
    assert not result.passed and not result.as_expected and result.verdict == "INCONCLUSIVE"
    control = _check(
        (1.0, 2.0, 4.0),
        measure=_noisy_measure,
        tolerance=0.02,
        seeds=4,
        max_seeds=12,
        expected="fail",
        why_fail="negative control: planted",
    )
    assert not run_checks([control])[0].result.as_expected
    clear = run_checks([_check((1.0, 10.0, 100.0), seeds=8)])[0].result
    assert clear.decision == "pass" and clear.seeds_used == 8  # decided on the first block


def _bounded_measure(params, seq, reps):
    rng = np.random.default_rng(seq)
    return (
        params["d"]
        / params["n"]
        * (1 + 0.01 * rng.standard_normal(reps))
        * params.get("rise", 1.0) ** np.log10(params["n"])
    )


def test_bound_reference_is_one_sided(two_terms):
    """reference='bound': measured <= C x bound with C calibrated at one point; a measurement rising 2x per decade
    faster than the bound fails, one that falls faster passes (the bound is only an upper bound)."""
    base = dict(reference="bound", tolerance=0.25, tolerance_reason="planted", measure=_bounded_measure)
    below = run_checks([_check((1.0, 10.0, 100.0), **base, settings={"rise": 0.5})])[0].result
    above = run_checks([_check((1.0, 10.0, 100.0), **base, settings={"rise": 2.0})])[0].result
    assert below.decision == "pass" and below.bound.statistic == pytest.approx(1.0)
    assert above.decision == "fail" and above.bound.statistic > 3  # about 4, the bound's second term aside


def test_theorem_symbols_and_switches_are_kept_apart():
    fixed, settings = split_parameters({"n": 1.0, "d": 2.0, "noise": 0.0}, ("noise",))
    assert fixed == {"n": 1.0, "d": 2.0} and settings == {"noise": 0.0}
    with pytest.raises(ValueError, match="neither a registered symbol"):
        split_parameters({"nn": 1.0}, ())
    with pytest.raises(ValueError, match="fixed holds theorem symbols only"):
        _check((1.0, 10.0, 100.0), fixed={"d": 1e4, "epsilon": 1.0, "noise": 1.0})


def test_check_rejects_bad_configuration():
    with pytest.raises(ValueError, match="increasing positive"):
        _check((10.0, 1.0, 100.0))
    with pytest.raises(ValueError, match="stated reason"):
        _check((1.0, 10.0, 100.0), tolerance_reason="")
    with pytest.raises(ValueError, match="seeds must be >= 2"):
        _check((1.0, 10.0, 100.0), seeds=1)
    with pytest.raises(ValueError, match="'negative control' or 'finding'"):
        _check((1.0, 10.0, 100.0), expected="fail", why_fail="it fails")


def test_role_says_what_a_check_is_for():
    assert _check((1.0, 10.0, 100.0)).role == "check"
    control = _check((1.0, 10.0, 100.0), expected="fail", why_fail="negative control: noise not scaled")
    finding = _check((1.0, 10.0, 100.0), expected="fail", why_fail="FINDING: the bound's logs are loose")
    assert (control.role, finding.role) == ("negative control", "finding")
