"""Privacy claims over Laplace, exponential-mechanism, report-noisy-max and Poisson-subsampled releases: correct
claims hold in closed form and with the accountant; planted errors (the factor 2 of replace-one, amplification by a
subsampling the algorithm does not do) are refused, each for its own reason."""

from __future__ import annotations

import math

import pytest
import sympy as sp

from bounds.dimensions import NONE
from bounds.privacy_claim import ZCDP, ApproxDP, GaussianRelease, PrivacyClaim, PureDP
from bounds.privacy_mechanisms import ExponentialMechanism, LaplaceRelease, ReportNoisyMax, poisson_amplified
from bounds.symbols import L, T, declare, delta, epsilon, n

q = declare("q_mechanism_tests", NONE, "Poisson sampling rate in the mechanism tests", ("TEST",))
eps0 = declare("epsilon_0_mechanism_tests", NONE, "per-step epsilon in the mechanism tests", ("TEST",))
GRID = {n: (1e2, 1e4), epsilon: (0.1, 1.0)}
COUNT = L / (n * epsilon)
"""Laplace scale of an average of n contributions of l1 norm <= L: epsilon-DP under add/remove."""


PURE = PureDP(epsilon)


def pure(release, relation="add/remove", guarantee=PURE, **claim) -> PrivacyClaim:
    return PrivacyClaim((release,), guarantee, relation, composition="basic", grid=claim.pop("grid", GRID), **claim)


def test_a_correct_laplace_claim_holds_exactly_in_closed_form_and_at_every_point():
    check = pure(LaplaceRelease("noisy mean", COUNT, L, n)).check()
    assert check.holds and check.symbolic.verdict == "holds" and check.symbolic.exact
    assert check.numeric.worst_ratio == pytest.approx(1.0) and check.numeric.points == 4
    assert check.under_other_relation.reason == "computed/claimed = 2"


def test_a_laplace_claim_missing_the_factor_two_of_replace_one_is_refused_and_named():
    check = pure(LaplaceRelease("noisy mean", COUNT, L, n, stated_sensitivity=L / n), "replace-one").check()
    assert not check.holds and check.symbolic.reason.startswith("computed/claimed = 2")
    assert "the replace-one sensitivity is 2*L/n, the paper's is L/n (ratio 2)" in check.symbolic.reason
    assert check.numeric.worst_ratio == pytest.approx(2.0)
    assert check.under_other_relation.verdict == "holds"  # the same noise is right under add/remove


@pytest.mark.parametrize("distribution", ["laplace", "gumbel"])
def test_report_noisy_max_with_the_standard_calibration_holds(distribution):
    release = ReportNoisyMax("best candidate", 2 * COUNT, L, n, noise_distribution=distribution)
    check = pure(release).check()
    assert check.holds and check.symbolic.verdict == "holds"
    monotone = ReportNoisyMax("count", COUNT, L, n, noise_distribution=distribution, monotone=True)
    assert pure(monotone).check().symbolic.verdict == "holds"  # Dwork-Roth Claim 3.9: counting queries need half


def test_an_exponential_mechanism_without_its_factor_two_is_refused():
    calibrated = ExponentialMechanism("selection", 2 * COUNT, L, n)
    assert pure(calibrated).check().holds
    check = pure(ExponentialMechanism("selection", COUNT, L, n)).check()
    assert check.symbolic.reason == "computed/claimed = 2" and check.numeric.worst_ratio == pytest.approx(2.0)


def test_amplification_composed_when_nothing_is_subsampled_is_refused():
    amplified = T * poisson_amplified(eps0, sp.Rational(1, 100))[0]
    steps = LaplaceRelease("step", L / (n * eps0), L, n, participations=T)
    grid = {n: (1e3,), eps0: (0.5,), T: (10.0, 100.0)}
    check = pure(steps, guarantee=PureDP(amplified), amplification_rate=sp.Rational(1, 100), grid=grid).check()
    assert not check.holds
    assert "computed/claimed -> 100 as epsilon_0_mechanism_tests -> 0" in check.symbolic.reason
    assert "no amplification by subsampling applies" in check.symbolic.reason
    assert check.numeric.worst_ratio == pytest.approx(0.5 / math.log1p(math.expm1(0.5) / 100))
    sampled = pure(
        steps, guarantee=PureDP(amplified), sampling="poisson", sampling_rate=sp.Rational(1, 100), grid=grid
    ).check()
    assert sampled.holds and sampled.symbolic.verdict == "holds"  # the same claim, where the algorithm samples


def test_amplification_at_a_rate_the_algorithm_does_not_sample_at_is_refused():
    steps = LaplaceRelease("step", L / (n * eps0), L, n, participations=T)
    claimed = PureDP(T * poisson_amplified(eps0, q)[0])
    grid = {n: (1e3,), eps0: (0.5,), T: (10.0,), q: (0.01, 0.1)}
    check = pure(
        steps, guarantee=claimed, sampling="poisson", sampling_rate=sp.Integer(1), amplification_rate=q, grid=grid
    ).check()
    assert not check.holds and check.symbolic.verdict == "does not hold"
    assert "but the algorithm samples at rate 1: the rate it samples at is counted" in check.symbolic.reason
    assert not check.numeric.holds and check.numeric.worst_point["q_mechanism_tests"] == 0.01


SUBSAMPLED_NOISE = 2 * q * L * sp.sqrt(T * sp.log(1 / delta)) / epsilon
"""Abadi et al. 2016 (arXiv 1607.00133), Thm 1: sigma = c q sqrt(T log(1/delta))/epsilon for epsilon <= c1 q^2 T
(and epsilon <= 1, the regime of their moments bound)."""
SUBSAMPLED_GRID = {q: (0.05, 0.1), T: (1e3, 1e4), epsilon: (1.0,), delta: (1e-6,)}


def test_a_correct_subsampled_gaussian_claim_holds_with_the_rdp_and_the_pld_accountants():
    release = GaussianRelease("clipped gradient sum", SUBSAMPLED_NOISE, L, participations=T)
    claim = PrivacyClaim(
        (release,),
        ApproxDP(epsilon, delta),
        "add/remove",
        sampling="poisson",
        sampling_rate=q,
        assumptions=(sp.Le(epsilon, q**2 * T), sp.Le(epsilon, 1)),
        grid=SUBSAMPLED_GRID,
    )
    check = claim.check()
    assert check.holds and check.numeric.accountant == "RDP accountant" and check.numeric.worst_ratio < 1
    with_count = PrivacyClaim(
        (release, LaplaceRelease("noisy count", 100 * L / epsilon, L)),  # a Laplace release joins: the PLD composes
        ApproxDP(epsilon * sp.Rational(101, 100), delta),
        "add/remove",
        sampling="poisson",
        sampling_rate=q,
        grid={**SUBSAMPLED_GRID, T: (1e3,)},
    ).numeric()
    assert with_count.holds and with_count.accountant == "PLD accountant"
    unsampled = PrivacyClaim((release,), ApproxDP(epsilon, delta), "add/remove", grid=SUBSAMPLED_GRID).check()
    assert not unsampled.holds and unsampled.numeric.worst_ratio > 5  # the noise relies on the subsampling


def test_the_pld_composition_agrees_with_dp_accountings_composed_events():
    from dp_accounting import (
        ComposedDpEvent,
        GaussianDpEvent,
        LaplaceDpEvent,
        PoissonSampledDpEvent,
        SelfComposedDpEvent,
        pld,
    )

    releases = (GaussianRelease("g", sp.Float(2.0), L, participations=sp.Integer(10)), LaplaceRelease("l", 4 * L, L))
    claim = PrivacyClaim(
        releases, ApproxDP(epsilon, sp.Float(1e-6)), "add/remove", sampling="poisson", sampling_rate=sp.Float(0.1)
    )
    ours = claim.numeric().worst_ratio  # claimed epsilon 1 at the default point: the ratio is the epsilon
    events = ComposedDpEvent(
        [
            SelfComposedDpEvent(PoissonSampledDpEvent(0.1, GaussianDpEvent(2.0)), 10),
            PoissonSampledDpEvent(0.1, LaplaceDpEvent(4.0)),
        ]
    )
    assert ours == pytest.approx(pld.PLDAccountant().compose(events).get_epsilon(1e-6), rel=1e-9)


def test_pure_releases_compose_in_zcdp_as_epsilon_squared_over_two():
    laplace = LaplaceRelease("noisy mean", COUNT, L, n, participations=T)
    claim = PrivacyClaim((laplace,), ZCDP(T * epsilon**2 / 2), "add/remove", grid={epsilon: (0.1, 1.0), T: (20.0,)})
    check = claim.check()
    assert check.symbolic.verdict == "holds" and check.holds and check.numeric.accountant.startswith("PLD")
    half = PrivacyClaim((laplace,), ZCDP(T * epsilon**2 / 4), "add/remove", grid=claim.grid).symbolic()
    assert half.reason == "computed/claimed = 2"


def test_a_gaussian_release_is_never_pure_dp():
    claim = PrivacyClaim(
        (GaussianRelease("step", L / (n * epsilon), L, n),),
        PureDP(epsilon),
        "add/remove",
        composition="basic",
        grid=GRID,
    )
    check = claim.check()
    assert check.symbolic.computed == sp.oo and "epsilon-DP for no finite epsilon" in check.symbolic.reason
    assert check.numeric.worst_ratio == math.inf and not check.holds


def test_basic_composition_adds_the_epsilons_and_is_the_derivation():
    releases = (LaplaceRelease("count", COUNT, L, n, participations=T), ReportNoisyMax("pick", 2 * COUNT, L, n))
    claim = PrivacyClaim(releases, PureDP((T + 1) * epsilon), "add/remove", composition="basic", grid=GRID)
    assert claim.check().symbolic.verdict == "holds"
    assert sp.expand(sum(claim.derivation().terms.values()) - (T + 1) * epsilon) == 0


def test_the_amplification_closed_form():
    amplified, dlt = poisson_amplified(epsilon, q, delta)
    assert amplified.subs(q, 1) == epsilon and dlt == q * delta
    assert float(amplified.subs({q: 0.01, epsilon: 1.0})) == pytest.approx(math.log1p(0.01 * math.expm1(1.0)))


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: PrivacyClaim((LaplaceRelease("x", L, L),), PureDP(epsilon), "add/remove"), "composition must be"),
        (
            lambda: PrivacyClaim((LaplaceRelease("x", L, L),), ZCDP(epsilon), "add/remove", composition="basic"),
            "not ZCDP",
        ),
        (
            lambda: PrivacyClaim(
                (GaussianRelease("g", L, L),), ApproxDP(epsilon, delta), "add/remove", composition="basic"
            ),
            "'g' is a Gaussian release",
        ),
        (lambda: ReportNoisyMax("x", L, L, noise_distribution="cauchy"), "noise_distribution must be one of"),
        (lambda: PrivacyClaim(("laplace",), PureDP(epsilon), "add/remove", composition="basic"), "got str"),
    ],
)
def test_bad_declarations_name_the_field(build, message):
    with pytest.raises(ValueError, match=message):
        build()
