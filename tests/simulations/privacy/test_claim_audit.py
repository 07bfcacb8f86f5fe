"""The audit of a declared claim simulates the claimed mechanism (Gaussian, Laplace, exponential mechanism,
report-noisy-max): it stays below a correct claim and refutes an under-noised one, at the same point where the closed
form and the accountant refute it."""

from __future__ import annotations

import numpy as np
import pytest
import sympy as sp

from bounds.privacy_claim import ApproxDP, GaussianRelease, PrivacyClaim, PureDP
from bounds.privacy_mechanisms import ExponentialMechanism, LaplaceRelease, ReportNoisyMax, poisson_amplified
from bounds.symbols import L, T, delta, epsilon, n
from simulations.privacy.claim_audit import audit_claim

POINT = {n: 1e3, epsilon: 1.0, delta: 1e-5, T: 16.0}


def claim(noise: sp.Expr) -> PrivacyClaim:
    release = GaussianRelease("averaged clipped gradient", noise, L, n, T)
    grid = {k: (v,) for k, v in POINT.items()}
    return PrivacyClaim((release,), ApproxDP(epsilon, delta), "add/remove", assumptions=(sp.Le(epsilon, 1),), grid=grid)


@pytest.mark.parametrize(("root_t", "refuted"), [(sp.sqrt(T), False), (1, True)])
def test_the_audit_agrees_with_the_closed_form_and_the_accountant(root_t, refuted):
    declared = claim(2 * L * root_t * sp.sqrt(sp.log(1 / delta)) / (n * epsilon))
    result, claimed = audit_claim(declared, POINT, trials=100_000, rng=np.random.default_rng(0))
    assert (result.epsilon_lower_bound > claimed) == refuted
    check = declared.check()
    assert check.holds == (not refuted)
    assert result.epsilon_lower_bound <= check.numeric.worst_ratio * claimed  # an audit never exceeds the truth


def test_bad_audit_requests_name_the_parameter():
    declared = claim(L * sp.sqrt(T) / (n * epsilon))
    with pytest.raises(ValueError, match="releases per run = 100000"):
        audit_claim(declared, {**POINT, T: 1e5}, trials=10, rng=np.random.default_rng(0))
    with pytest.raises(ValueError, match="trials"):
        audit_claim(declared, POINT, trials=1, rng=np.random.default_rng(0))


PURE_POINT = {n: 1e3, epsilon: 1.0}


def pure_claim(release, relation: str = "add/remove") -> PrivacyClaim:
    return PrivacyClaim((release,), PureDP(epsilon), relation, composition="basic", grid={epsilon: (1.0,)})


@pytest.mark.parametrize(
    ("release", "relation", "refuted"),
    [
        (LaplaceRelease("noisy mean", L / (n * epsilon), L, n), "add/remove", False),
        (LaplaceRelease("noisy mean", L / (n * epsilon), L, n), "replace-one", True),  # the factor 2 is missing
        (ReportNoisyMax("best", 2 * L / (n * epsilon), L, n), "add/remove", False),
        (ReportNoisyMax("best", L / (n * epsilon), L, n), "add/remove", True),  # calibrated as if monotone
        (ExponentialMechanism("pick", L / (n * epsilon), L, n), "add/remove", True),
    ],
)
def test_the_audit_of_a_pure_claim_agrees_with_its_checks(release, relation, refuted):
    declared = pure_claim(release, relation)
    result, claimed = audit_claim(declared, PURE_POINT, trials=100_000, rng=np.random.default_rng(1))
    assert (result.epsilon_lower_bound > claimed) == refuted == (not declared.check().holds)
    assert result.epsilon_lower_bound <= declared.check().numeric.worst_ratio * claimed


def test_the_audit_refutes_an_amplification_the_algorithm_does_not_do():
    steps = LaplaceRelease("step", L / (n * epsilon), L, n, participations=T)
    amplified = PureDP(T * poisson_amplified(epsilon, sp.Rational(1, 10))[0])
    declared = PrivacyClaim(
        (steps,), amplified, "add/remove", composition="basic", amplification_rate=sp.Rational(1, 10), grid={}
    )
    result, claimed = audit_claim(declared, {**PURE_POINT, T: 2.0}, trials=100_000, rng=np.random.default_rng(2))
    assert result.epsilon_lower_bound > claimed and not declared.check().holds


def _subsampled(amplified_at: sp.Expr, sampled_at: sp.Expr) -> PrivacyClaim:
    """T Laplace steps, Poisson-subsampled at ``sampled_at``, claimed DP by amplification at ``amplified_at``."""
    steps = LaplaceRelease("step", L / (n * epsilon), L, n, participations=T)
    amplified = PureDP(T * poisson_amplified(epsilon, amplified_at)[0])
    return PrivacyClaim(
        (steps,),
        amplified,
        "add/remove",
        composition="basic",
        sampling="poisson",
        sampling_rate=sampled_at,
        amplification_rate=amplified_at,
        grid={},
    )


def test_the_audit_of_a_subsampled_claim_samples_at_the_algorithms_rate():
    point = {**PURE_POINT, T: 2.0}
    honest = _subsampled(sp.Rational(1, 2), sp.Rational(1, 2))
    result, claimed = audit_claim(honest, point, trials=100_000, rng=np.random.default_rng(3))
    assert result.epsilon_lower_bound <= claimed and honest.check().holds
    # the proof amplifies by 1/100 but the algorithm samples half the data: refuted by the audit and the checks
    overstated = _subsampled(sp.Rational(1, 100), sp.Rational(1, 2))
    result, claimed = audit_claim(overstated, point, trials=100_000, rng=np.random.default_rng(4))
    assert result.epsilon_lower_bound > claimed and not overstated.check().holds
