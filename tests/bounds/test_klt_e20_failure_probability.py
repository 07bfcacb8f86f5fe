"""KLT-E20 made numerical: a sensitivity bound that fails with probability delta/2 costs delta/2 of privacy.

Paper: Kornowski, Liu, Talwar, arXiv 2410.05880. In v2, Lem 3.4 (Sec. 3) reads "If t mod Sigma = 1, then it holds
with probability at least 1 - delta/2 that ||g_t - g'_t|| <~ L/B1 + L d sqrt(log(d B1/delta))/sqrt(m). Otherwise,
conditioned on g_(t-1) = g'_(t-1), we have with probability at least 1 - delta/2: ...", the probability being over
the smoothing directions y_j of Alg. 3. Lem 3.5 (Sec. 3) states that Alg. 3 "with m = O(...) and
sigma = O(L sqrt(log(1/delta))/(B1 eps) + L D sqrt(d log(1/delta))/(alpha B2 eps)) is (eps, delta)-DP", and its
proof (Sec. 7.1) is, in full: "By Lemma 3.4 and our assignment of m, we know that with probability at least
1 - delta/2, the sensitivity of all t is bounded by O(L/B1 + L sqrt(d) D/(alpha B2)) [...]. Then the privacy
guarantee follows from the Tree Mechanism (Proposition 2.5)." Prop 2.5 (Sec. 2) gives exactly (eps, delta): "Then
setting sigma = 4 s sqrt(log Sigma log(1/delta))/eps, Algorithm 1 is (eps, delta)-DP". The proof of Lem 6.4
(Sec. 6, right after its statement) is the same with "for any t" and Lem 6.3. In v1 the same sentences are the proof
of Lem 3.4 (Sec. 6.1, from Lem 3.3) and of Lem B.2 (App. B, from Lem B.1). No delta/2 is set aside for the failure
event anywhere: sigma carries log(1/delta), not log(2/delta), and Prop 2.5 is invoked at the full delta.

KLT-E20 says this argument proves (eps, delta + delta/2)-DP, not (eps, delta)-DP: conditioning on the
data-independent directions gives Pr[A(D) in E] <= e^eps Pr[A(D') in E] + delta + Pr[failure].

The argument uses Prop 2.5 only through its conclusion, so any release that is exactly (eps, delta)-DP on the good
event is an instance of it. Here that instance is one scalar Gaussian release Y = f_C(D) + N(0, sigma^2) with a hidden,
data-independent coin C (the directions): C = bad with probability delta_0 = delta/2. Neighbours D, D' have
f_good(D) = s, f_bad(D) = S >> s (the bounded but far larger deviation on the failure event) and
f_good(D') = f_bad(D') = 0; sigma is the exact (tight) calibration of the Gaussian mechanism of sensitivity s at
(eps, delta), so the good-event release has hockey-stick divergence exactly delta. The release of D is the mixture
P = (1 - delta_0) N(s, sigma^2) + delta_0 N(S, sigma^2), that of D' is Q = N(0, sigma^2); dp_accounting's
MixtureGaussianPrivacyLoss is this same pair. p/q is increasing in y, so {p > e^eps q} is a half-line (c, inf) and
the hockey-stick divergence H_{e^eps}(P || Q) = P(E) - e^eps Q(E) at E = (c, inf) is computed in closed form
(scipy.stats.norm) after one root find; E is an explicit event violating the DP inequality. Checked: (a) H > delta
(indeed H ~ delta + delta_0: the failure probability is paid almost in full), so the mechanism is not (eps, delta)-DP;
(b) both directions are <= delta + delta_0, the erratum's bound, also by dp_accounting's pessimistic PLD; (c) the
erratum's correction (calibrate at delta/2, keep the delta/2 failure event) is (eps, delta)-DP and costs sigma a
factor <= sqrt(2).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pytest
from dp_accounting.pld import privacy_loss_distribution
from scipy.optimize import brentq
from scipy.special import logsumexp
from scipy.stats import norm

from simulations.privacy.calibration import gaussian_sigma, gdp_delta

GOOD_SENSITIVITY = 1.0
"""s: the sensitivity off the failure event (the units of Lem 3.4's bound)."""
BAD_SENSITIVITY = 50.0
"""S: the sensitivity on the failure event, finite (Lipschitz) but far above s."""
PRIVACY = [(1.0, 1e-5), (0.5, 1e-6), (2.0, 1e-3)]
"""(eps, delta) pairs; the paper fixes none, these are usual targets."""


@dataclass(frozen=True)
class FailureEventRelease:
    """Y = f_C(.) + N(0, sigma^2) with a hidden coin C, bad with probability ``failure``: D gives the mixture
    (1 - failure) N(good, sigma^2) + failure N(bad, sigma^2), its neighbour D' gives N(0, sigma^2)."""

    sigma: float
    failure: float
    good: float = GOOD_SENSITIVITY
    bad: float = BAD_SENSITIVITY

    def _log_ratio(self, y: float) -> float:
        """ln(p(y)/q(y)) for p the density of D's release and q that of D' (increasing in y)."""
        shifts = np.array([self.good, self.bad])
        weights = np.array([1 - self.failure, self.failure])
        return float(logsumexp((shifts * y - shifts**2 / 2) / self.sigma**2, b=weights))

    def _crossing(self, level: float) -> float:
        """The y at which ln(p/q) = level."""
        span = 1e3 * self.sigma + self.bad
        return brentq(lambda y: self._log_ratio(y) - level, -span, span, xtol=1e-13)

    def _mass_above(self, c: float) -> float:
        """P(Y > c) for D."""
        return float(
            (1 - self.failure) * norm.sf((c - self.good) / self.sigma)
            + self.failure * norm.sf((c - self.bad) / self.sigma)
        )

    def remove_divergence(self, eps: float) -> float:
        """H_{e^eps}(P || Q) = P(E) - e^eps Q(E) at E = {y > c}, c where p = e^eps q: the optimal event."""
        c = self._crossing(eps)
        return self._mass_above(c) - math.exp(eps) * float(norm.sf(c / self.sigma))

    def add_divergence(self, eps: float) -> float:
        """H_{e^eps}(Q || P) at its optimal event {y < c}, c where q = e^eps p."""
        c = self._crossing(-eps)
        return float(norm.cdf(c / self.sigma)) - math.exp(eps) * (1 - self._mass_above(c))


def paper_mechanism(eps: float, delta: float) -> FailureEventRelease:
    """The proof as printed: release calibrated at the full (eps, delta), failure event of probability delta/2."""
    return FailureEventRelease(sigma=gaussian_sigma(eps, delta, GOOD_SENSITIVITY), failure=delta / 2)


@pytest.mark.parametrize(("eps", "delta"), PRIVACY)
def test_good_event_release_is_exactly_eps_delta(eps: float, delta: float) -> None:
    """Off the failure event the release is the Gaussian mechanism at sensitivity s, tight at (eps, delta): what
    Prop 2.5 is invoked to deliver, and nothing more."""
    sigma = gaussian_sigma(eps, delta, GOOD_SENSITIVITY)
    assert gdp_delta(GOOD_SENSITIVITY / sigma, eps) == pytest.approx(delta, rel=1e-9)
    assert FailureEventRelease(sigma=sigma, failure=0.0).remove_divergence(eps) == pytest.approx(delta, rel=1e-9)


def test_good_event_divergence_matches_dp_accounting() -> None:
    """The closed form agrees with Google's PLD accountant (pessimistic, so from above)."""
    eps, delta = PRIVACY[0]
    sigma = gaussian_sigma(eps, delta, GOOD_SENSITIVITY)
    pld = privacy_loss_distribution.from_gaussian_mechanism(sigma, sensitivity=GOOD_SENSITIVITY)
    assert delta <= pld.get_delta_for_epsilon(eps) <= delta * (1 + 1e-3)


@pytest.mark.parametrize(("eps", "delta"), PRIVACY)
def test_printed_calibration_is_not_eps_delta_dp(eps: float, delta: float) -> None:
    """(a) With the failure event of probability delta/2 kept and the release calibrated at the full delta, the
    event {y > c} violates Pr[A(D) in E] <= e^eps Pr[A(D') in E] + delta, by almost the whole delta/2."""
    divergence = paper_mechanism(eps, delta).remove_divergence(eps)
    assert divergence > delta
    assert divergence > delta + 0.95 * delta / 2


@pytest.mark.parametrize(("eps", "delta"), PRIVACY)
def test_erratum_bound_delta_plus_failure_probability(eps: float, delta: float) -> None:
    """(b) The control: the same mechanism is (eps, delta + delta/2)-DP in both directions, as KLT-E20 says."""
    mechanism = paper_mechanism(eps, delta)
    assert mechanism.remove_divergence(eps) <= delta + delta / 2
    assert mechanism.add_divergence(eps) <= delta + delta / 2


def test_violation_and_bound_match_dp_accounting() -> None:
    """The accountant's pessimistic delta(eps) for the same mixture (max over both directions) lies between delta
    and delta + delta/2, and agrees with the closed form."""
    eps, delta = PRIVACY[0]
    mechanism = paper_mechanism(eps, delta)
    pld = privacy_loss_distribution.from_mixture_gaussian_mechanism(
        mechanism.sigma,
        [mechanism.good, mechanism.bad],
        [1 - mechanism.failure, mechanism.failure],
        value_discretization_interval=5e-2,
    )
    accounted = pld.get_delta_for_epsilon(eps)
    assert delta < accounted <= delta + delta / 2
    assert accounted == pytest.approx(mechanism.remove_divergence(eps), rel=1e-3)


@pytest.mark.parametrize(("eps", "delta"), PRIVACY)
def test_correction_calibrating_at_half_delta_is_eps_delta_dp(eps: float, delta: float) -> None:
    """(c) KLT-E20's correction: the release calibrated at delta/2 plus the delta/2 failure event is (eps, delta)-DP,
    and sigma grows by a factor <= sqrt(2) (also for Prop 2.5's sqrt(log(2/delta)/log(1/delta)) at delta <= 1/2),
    so Lem 3.5/6.4's O(.) absorbs it."""
    sigma_half = gaussian_sigma(eps, delta / 2, GOOD_SENSITIVITY)
    corrected = FailureEventRelease(sigma=sigma_half, failure=delta / 2)
    assert corrected.remove_divergence(eps) <= delta
    assert corrected.add_divergence(eps) <= delta
    assert sigma_half / gaussian_sigma(eps, delta, GOOD_SENSITIVITY) <= math.sqrt(2)
    assert math.sqrt(math.log(2 / delta) / math.log(1 / delta)) <= math.sqrt(2)
