"""The KLT rate-check catalog in the default suite: every check, control and one-sided bound check as expected.

Also: the checkpoint variance follows B1^-1 (Lem 3.6) and not the B1^-2 that v1's eq. (9) implies; the lemma
slopes agree with the exact formulas where those bend the asymptotic exponent; the symbolic layer finds v1's
Thm 3.1 rate not to follow from its lemmas while v2's does.
"""

from __future__ import annotations

import numpy as np
import pytest

from bounds import registry
from simulations.checks import SampleCache, run_check
from simulations.papers.klt import checks as klt
from simulations.papers.klt.algorithms.runs import run_single_pass
from simulations.papers.klt.algorithms.schedules import single_pass_schedule
from simulations.papers.klt.instances.chain import ZeroChain
from simulations.papers.klt.instances.kinks import kink_smoothness, smoothed_abs_derivative


@pytest.fixture(scope="module")
def results():
    cache = SampleCache()  # the test run's (samples are a pure function of their key)
    out = {}
    for check in [*klt.checks(), *klt.negative_controls()]:
        out[check.name] = run_check(check, cache)
    return out


def test_every_check_control_and_bound_check_behaves_as_expected(results):
    wrong = [r.summary() for r in results.values() if not r.as_expected]
    assert not wrong, "\n".join(wrong)


def test_negative_controls_fail_and_are_labelled(results):
    for check in klt.negative_controls():
        result = results[check.name]
        assert not result.passed and check.expected == "fail" and check.why_fail


def test_checkpoint_variance_follows_lemma_3_6_not_v1_eq_9(results):
    fit = results["KLT checkpoint variance vs B1"].fit
    assert fit.ci_low <= -1.0 <= fit.ci_high
    assert fit.ci_low > -2.0 + 0.5  # v1's G0 <~ L/B1 would make the variance fall like B1^-2


def test_lemma_slopes_bracket_the_exact_formulas(results):
    smooth = results["KLT smoothed-kink smoothness vs d"]
    d = np.asarray(smooth.values)
    exact_smooth = np.polyfit(np.log(d), np.log(kink_smoothness(d, 0.1)), 1)[0]
    assert smooth.fit.ci_low - 0.01 <= exact_smooth <= smooth.fit.ci_high + 0.01
    np.testing.assert_allclose(smooth.means, kink_smoothness(d, 0.1), rtol=0.05)
    drift = results["KLT drift variance vs d"]
    d = np.asarray(drift.values)
    step = klt.DRIFT["D"]
    exact_drift = [(smoothed_abs_derivative(step, 0.1, int(k)) * 2) ** 2 for k in d]
    slope = np.polyfit(np.log(d), np.log(exact_drift), 1)[0]
    assert drift.fit.ci_low - 0.01 <= slope <= drift.fit.ci_high + 0.01
    np.testing.assert_allclose(drift.means, exact_drift, rtol=0.1)


def test_end_to_end_runs_follow_the_travel_term(results):
    for name in ("KLT v2 single pass, beta vs n, non-private", "KLT v1 single pass, beta vs n, non-private"):
        result = results[name]
        assert result.prediction.term == "T1 non-private" and result.passed
    flat = results["KLT v1 schedule on K2, beta vs epsilon (v1 non-private window)"]
    assert abs(flat.fit.slope) < 0.05


def test_symbolic_layer_finds_v1_rate_unsupported_and_v2_rate_derived():
    v1 = registry.get("KLT-Thm3.1", "v1").derive()
    v2 = registry.get("KLT-Thm3.1", "v2").derive()
    assert v1.status == "does not follow" and any("checkpoint" in t.label for t in v1.offending)
    assert v2.ok


def test_relu_instance_is_measured_with_the_frank_wolfe_estimator():
    params = {"Phi": klt.relu_gap(3, 1.0), "alpha": 0.1, "d": 3.0, "epsilon": 1e3, "distance": 1.0, "n": 300.0}
    beta = klt.measure_relu_beta(params, np.random.SeedSequence(0), 2)
    assert beta.shape == (2,) and np.all((beta >= 0) & (beta <= 1.0))


def test_chain_progress_only_through_revealed_coordinates():
    schedule = single_pass_schedule(
        "v2",
        "first_order",
        n=600,
        d=6,
        epsilon=1e3,
        delta=1e-6,
        alpha=0.01,
        Phi=1.0,
        m_rule="variance",
        calibration="theorem",
    )
    rare = ZeroChain(6, 6, p=1e-6, amplitude=0.05, scale=1.0)
    often = ZeroChain(6, 6, p=1.0, amplitude=0.05, scale=1.0)
    start = np.zeros(6)
    runs = {c.p: run_single_pass(schedule, c, start, 4, np.random.default_rng(1)) for c in (rare, often)}
    assert np.all(rare.progress(runs[rare.p].window_means, 0.5) == 0)
    floor = np.linalg.norm(rare.population_grad(runs[rare.p].window_means), axis=-1)
    assert np.all(floor > rare.gradient_scale)
    assert np.max(often.progress(runs[often.p].last, 0.5)) >= 1
