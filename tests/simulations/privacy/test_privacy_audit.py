import numpy as np
import pytest
from scipy import stats

from simulations.privacy import audit, calibration

EPSILON, DELTA = 1.0, 1e-5


def gaussian_mechanism(sigma):
    """The scalar query x -> x with N(0, sigma^2) noise, vectorized over runs; the inputs 1 and 0 are
    neighbours at sensitivity 1."""

    def run(value, trials, rng):
        return value + sigma * rng.standard_normal(trials)

    return run


def test_clopper_pearson_interval():
    lower, upper = audit.clopper_pearson_interval(5, 10, 0.95)
    assert float(lower) == pytest.approx(0.18709, abs=1e-4)
    assert float(upper) == pytest.approx(0.81291, abs=1e-4)
    lower, upper = audit.clopper_pearson_interval(np.array([0, 10]), 10, 0.95)
    assert lower[0] == 0.0 and upper[1] == 1.0
    assert upper[0] == pytest.approx(1 - 0.025 ** (1 / 10))
    with pytest.raises(ValueError, match="successes"):
        audit.clopper_pearson_interval(11, 10)


@pytest.mark.parametrize("sigma_divisor", [1.0, 4.0])
def test_threshold_audit_flags_only_the_under_noised_mechanism(sigma_divisor):
    sigma = calibration.gaussian_sigma(EPSILON, DELTA) / sigma_divisor
    result = audit.audit_mechanism(
        gaussian_mechanism(sigma), 1.0, 0.0, trials=200_000, rng=np.random.default_rng(0), delta=DELTA
    )
    if sigma_divisor == 1.0:
        assert result.epsilon_lower_bound < EPSILON
    else:
        assert result.epsilon_lower_bound > EPSILON
        assert result.epsilon_lower_bound < calibration.gaussian_epsilon(sigma, DELTA)


def test_threshold_audit_is_reproducible_and_checks_shapes():
    mechanism = gaussian_mechanism(1.0)
    first = audit.audit_mechanism(mechanism, 1.0, 0.0, 1000, np.random.default_rng(1), DELTA)
    second = audit.audit_mechanism(mechanism, 1.0, 0.0, 1000, np.random.default_rng(1), DELTA)
    assert first == second

    def vector_mechanism(value, trials, rng):
        return value + rng.standard_normal((trials, 3))

    with pytest.raises(ValueError, match="score"):
        audit.audit_mechanism(vector_mechanism, 1.0, 0.0, 100, np.random.default_rng(1), DELTA)
    scored = audit.audit_mechanism(
        vector_mechanism, 1.0, 0.0, 100, np.random.default_rng(1), DELTA, score=lambda out: out.sum(axis=1)
    )
    assert scored.trials == 100


def one_run_scores(sigma, canaries, rng):
    """One run of m parallel Gaussian mechanisms: canary i adds 1 to its own coordinate iff included."""
    included = rng.random(canaries) < 0.5
    return included + sigma * rng.standard_normal(canaries), included


@pytest.mark.parametrize("sigma_divisor", [1.0, 4.0])
def test_one_run_audit_flags_only_the_under_noised_mechanism(sigma_divisor):
    claimed = 2.0
    sigma = calibration.gaussian_sigma(claimed, DELTA) / sigma_divisor
    scores, included = one_run_scores(sigma, 10_000, np.random.default_rng(2))
    result = audit.one_run_audit(scores, included, 500, 500, DELTA)
    assert result.num_guesses == 1000
    if sigma_divisor == 1.0:
        assert result.epsilon_lower_bound < claimed
    else:
        assert result.epsilon_lower_bound > claimed


def test_one_run_p_value():
    # Pure DP: the tail of Binomial(r, e^eps / (1 + e^eps)).
    q = 1 / (1 + np.exp(-1.0))
    assert audit.one_run_p_value(1000, 100, 80, 1.0, 0.0) == pytest.approx(stats.binom.sf(79, 100, q))
    assert audit.one_run_p_value(1000, 100, 80, 1.0, 1e-5) > audit.one_run_p_value(1000, 100, 80, 1.0, 0.0)
    values = [audit.one_run_p_value(1000, 100, 80, eps, 1e-5) for eps in (0.5, 1.0, 1.5, 2.0)]
    assert values == sorted(values)
    bound = audit.one_run_epsilon_lower_bound(1000, 100, 80, 1e-5, 0.95)
    assert audit.one_run_p_value(1000, 100, 80, bound, 1e-5) == pytest.approx(0.05, abs=1e-4)
    assert audit.one_run_epsilon_lower_bound(1000, 100, 50, 1e-5) == 0.0


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: audit.threshold_audit([0.0, 1.0], [0.0, 1.0], delta=1.0), "delta"),
        (lambda: audit.threshold_audit([0.0, 1.0], [0.0, 1.0], DELTA, confidence=1.0), "confidence"),
        (lambda: audit.threshold_audit([0.0], [0.0], DELTA), "split"),
        (lambda: audit.one_run_p_value(10, 20, 5, 1.0, DELTA), "num_guesses"),
        (lambda: audit.one_run_p_value(10, 5, 5, -1.0, DELTA), "epsilon"),
        (lambda: audit.one_run_audit(np.zeros(4), np.zeros(4, dtype=bool), 3, 3, DELTA), "num_guesses"),
        (lambda: audit.one_run_audit(np.zeros(4), np.zeros(4), 1, 1, DELTA), "boolean"),
        (lambda: audit.audit_mechanism(gaussian_mechanism(1.0), 1.0, 0.0, 1, np.random.default_rng(), DELTA), "trials"),
    ],
)
def test_invalid_input_names_the_parameter(call, name):
    with pytest.raises(ValueError, match=name):
        call()
