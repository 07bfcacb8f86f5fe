"""MUABG-E19 checked on the printed hard instance of Thm 8 (arXiv 2311.13447v1, App. C.3, proof of Theorem 8).

The proof recalls the "one-dimensional, unconstrained (so W = R^d) construction" of ALD [4, Thm 5]:
f(w; 1) = |w - a| for w <= a and |w - a|^tau for w > a, f(w; -1) = |w + a|^tau for w <= -a and |w + a| for w > -a,
F(w; S) = ((1 + rho)/2) f(w; 1) + ((1 - rho)/2) f(w; -1), rho = 1/(n eps) (a data fraction, not the zCDP rho) and
a = rho^(1/(tau - 1))/2, with tau = kappa/(kappa - 1) in (1, 2] as Lemma 6 needs; it claims "The functions above are
1-Lipschitz" and "(1, tau)-growth over all of R" (Def. 4: F(w) - F(w_p) >= lambda^tau |w - w_p|^tau, lambda = 1),
whence (1, kappa)-KL (Eq. (1): F(w) - min F <= gamma^kappa |F'(w)|^kappa, gamma = 1). S' is the mirror image,
F(w; S') = F(-w; S), so only S is checked beyond the first test.

Computed here, with numpy on grids of [-200, 200] (step 1e-3) and of W = [-1/e, 1/e]: difference quotients of the
printed losses, and both sides of the growth and KL inequalities from the printed formulas (the slope of F is the
derivative of each piece, checked against central differences); the erratum's repair W = [-1/e, 1/e] is checked the
same way, with the range of n eps on which its growth claim holds.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest
from scipy.optimize import brentq

RHO = 0.01
"""The proof's rho = 1/(n eps) at n eps = 100; with it the erratum's numbers (0.505, 0.97, 26.9) are reproduced."""
KAPPAS = (2.0, 2.5, 3.0, 5.0)
WIDE = np.linspace(-200.0, 200.0, 400_001)
EDGE = 1 / np.e
"""Half-width of the erratum's repaired domain W = [-1/e, 1/e]."""
REPAIR = np.linspace(-EDGE, EDGE, 200_001)
RTOL = 1e-9
"""Relative slack in the inequality checks: growth and KL are equalities at w = +-a, and the quotients of the linear
pieces are 1 up to rounding."""


@dataclass(frozen=True)
class Instance:
    """The printed instance for given kappa and rho; its minimiser is w* = a with F* = (1 - rho) a."""

    kappa: float
    rho: float = RHO

    @property
    def tau(self) -> float:
        return self.kappa / (self.kappa - 1)

    @property
    def a(self) -> float:
        return self.rho ** (1 / (self.tau - 1)) / 2

    @property
    def f_star(self) -> float:
        return (1 - self.rho) * self.a

    def loss(self, w: np.ndarray, x: int) -> np.ndarray:
        """f(w; x) as printed, x in {1, -1}."""
        if x == 1:
            return np.where(w <= self.a, np.abs(w - self.a), np.abs(w - self.a) ** self.tau)
        return np.where(w <= -self.a, np.abs(w + self.a) ** self.tau, np.abs(w + self.a))

    def empirical(self, w: np.ndarray, fraction_of_ones: float) -> np.ndarray:
        return fraction_of_ones * self.loss(w, 1) + (1 - fraction_of_ones) * self.loss(w, -1)

    def excess(self, w: np.ndarray) -> np.ndarray:
        """F(w; S) - F(w*; S)."""
        return self.empirical(w, (1 + self.rho) / 2) - self.f_star

    def slope(self, w: np.ndarray) -> np.ndarray:
        """F'(w; S) on each piece (a one-sided derivative at the kinks +-a)."""
        d_one = np.where(w <= self.a, -1.0, self.tau * np.abs(w - self.a) ** (self.tau - 1))
        d_minus = np.where(w <= -self.a, -self.tau * np.abs(w + self.a) ** (self.tau - 1), 1.0)
        return (1 + self.rho) / 2 * d_one + (1 - self.rho) / 2 * d_minus

    def growth_holds(self, w: np.ndarray) -> np.ndarray:
        """Def. 4 with lambda = 1, pointwise."""
        return self.excess(w) >= np.abs(w - self.a) ** self.tau * (1 - RTOL)

    def kl_holds(self, w: np.ndarray) -> np.ndarray:
        """Eq. (1) with gamma = 1, pointwise."""
        return self.excess(w) <= np.abs(self.slope(w)) ** self.kappa * (1 + RTOL) + 1e-15

    def quotients(self, w: np.ndarray, x: int) -> np.ndarray:
        """|f(w_{i+1}; x) - f(w_i; x)|/(w_{i+1} - w_i) on consecutive grid points."""
        return np.abs(np.diff(self.loss(w, x))) / np.diff(w)

    def lipschitz_half_width(self) -> float:
        """a + tau^(-1/(tau - 1)): where the slope tau |w -+ a|^(tau - 1) of the power pieces reaches 1."""
        return self.a + self.tau ** (-1 / (self.tau - 1))


def first_failure(instance: Instance, holds: np.ndarray) -> float:
    """The smallest |w - w*| on WIDE at which an inequality fails."""
    return float(np.abs(WIDE - instance.a)[~holds].min())


def test_the_printed_instance_is_convex_with_minimisers_plus_and_minus_a():
    instance = Instance(2.0)
    on_s = instance.empirical(WIDE, (1 + RHO) / 2)
    on_s_prime = instance.empirical(WIDE, (1 - RHO) / 2)
    assert np.allclose(on_s_prime, instance.empirical(-WIDE, (1 + RHO) / 2))  # F(w; S') = F(-w; S)
    assert WIDE[on_s.argmin()] == pytest.approx(instance.a, abs=1e-3)
    assert WIDE[on_s_prime.argmin()] == pytest.approx(-instance.a, abs=1e-3)
    # Both minimum values are (1 - rho) a (the printed "(1 + rho) a" for S' is a slip the argument does not use).
    assert on_s.min() == pytest.approx(instance.f_star) and on_s_prime.min() == pytest.approx(instance.f_star)
    assert np.diff(on_s, 2).min() >= -1e-12


@pytest.mark.parametrize("kappa", KAPPAS)
def test_the_slope_is_the_derivative_of_the_printed_loss(kappa: float):
    instance = Instance(kappa)
    away = WIDE[np.abs(np.abs(WIDE) - instance.a) > 1e-2]
    step = 1e-6
    central = (instance.excess(away + step) - instance.excess(away - step)) / (2 * step)
    assert np.allclose(central, instance.slope(away), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("kappa", KAPPAS)
def test_e19_the_losses_are_not_1_lipschitz_on_r(kappa: float):
    instance = Instance(kappa)
    a, tau = instance.a, instance.tau
    # Witnesses: w = a + 1, a + 2 for f(.; 1) and w = -a - 1, -a - 2 for f(.; -1); the quotient is 2^tau - 1 > 1
    # (3 at kappa = 2).
    for x, pair in ((1, np.array([a + 1, a + 2])), (-1, np.array([-a - 1, -a - 2]))):
        quotient = abs(float(np.diff(instance.loss(pair, x))[0]))
        assert quotient == pytest.approx(2**tau - 1)
        assert quotient > 1
    # On [-200, 200] the steepest quotient is about tau (200 - a)^(tau - 1) (about 400 at kappa = 2).
    for x in (1, -1):
        assert instance.quotients(WIDE, x).max() == pytest.approx(tau * (200 - a) ** (tau - 1), rel=1e-3)


@pytest.mark.parametrize("kappa", KAPPAS)
def test_e19_both_losses_are_1_lipschitz_exactly_on_half_width_a_plus_tau_to_the_minus_one_over_tau_minus_one(
    kappa: float,
):
    instance = Instance(kappa)
    steep = (instance.quotients(WIDE, 1) > 1 + RTOL) | (instance.quotients(WIDE, -1) > 1 + RTOL)
    midpoints = (WIDE[1:] + WIDE[:-1]) / 2
    assert np.abs(midpoints[steep]).min() == pytest.approx(instance.lipschitz_half_width(), abs=2e-3)
    # So any W on which both are 1-Lipschitz lies in [-(a + 1/2), a + 1/2] (< 1 wide on each side): Thm 8's "a ball of
    # radius B" for every B > 0 is not delivered. At kappa = 2 the half-width is 0.505, as the erratum says.
    assert instance.lipschitz_half_width() <= instance.a + 0.5
    if kappa == 2.0:
        assert instance.lipschitz_half_width() == pytest.approx(0.505)


@pytest.mark.parametrize("kappa", KAPPAS)
def test_e19_growth_fails_far_from_the_minimiser_and_holds_near_it(kappa: float):
    instance = Instance(kappa)
    a, tau = instance.a, instance.tau
    # Witness: w = a + 2, where F - F* = ((1 + rho)/2) 2^tau + (1 - rho) < 2^tau (3.01 < 4 at kappa = 2).
    witness = np.array([a + 2])
    assert instance.excess(witness)[0] == pytest.approx((1 + RHO) / 2 * 2**tau + (1 - RHO))
    assert not instance.growth_holds(witness)[0]
    # Right of a the gap is ((1 - rho)/2)(u - u^tau), u = w - a: growth holds exactly up to u = 1. Left of a it first
    # fails at |w - a| in [0.97, 1) (0.9704 at kappa = 2): the erratum's "~0.97-1.0".
    holds = instance.growth_holds(WIDE)
    assert 0.97 <= first_failure(instance, holds) <= 1.0 + 1e-3
    gap = WIDE - a
    right = gap > 0
    assert np.array_equal(holds[right], gap[right] <= 1 + 1e-12)
    assert holds[np.abs(gap) <= 0.95].all()  # the control: near w* the printed growth holds
    assert not holds[np.abs(gap) >= 1.0].any()


def test_e19_kl_fails_far_from_the_minimiser_at_kappa_3():
    instance = Instance(3.0)
    # Witnesses: w = a + 100, where F - F* = 554.5 > |F'|^3 = 8.07^3 = 525.6, and w = -100 (545.5 > 7.93^3 = 498.7).
    witnesses = np.array([instance.a + 100, -100.0])
    assert (instance.excess(witnesses) > np.abs(instance.slope(witnesses)) ** 3).all()
    assert instance.excess(witnesses)[0] == pytest.approx(554.5, abs=0.1)
    assert abs(instance.slope(witnesses)[0]) ** 3 == pytest.approx(525.6, abs=0.1)
    holds = instance.kl_holds(WIDE)
    assert first_failure(instance, holds) == pytest.approx(26.9, abs=0.05)  # the erratum's "from ~26.9 at kappa = 3"
    assert holds[np.abs(WIDE - instance.a) <= 26.9].all()  # the control: near w* the KL inequality holds


@pytest.mark.parametrize("kappa", KAPPAS)
def test_e19_far_out_the_kl_ratio_tends_to_a_limit_above_1_exactly_when_kappa_exceeds_2_787(kappa: float):
    instance = Instance(kappa)
    # As w -> -oo, (F - F*)/|F'|^kappa -> ((1 - rho)/2)^(1 - kappa) tau^(-kappa) (the larger of the two ends);
    # at rho -> 0 this is 2^(kappa - 1) ((kappa - 1)/kappa)^kappa, which is 1 at kappa* = 2.787.
    far = np.array([-1e20])
    limit = ((1 - RHO) / 2) ** (1 - kappa) * instance.tau ** (-kappa)
    assert (instance.excess(far) / np.abs(instance.slope(far)) ** kappa)[0] == pytest.approx(limit, rel=1e-3)
    critical = brentq(lambda k: (k - 1) * np.log(2) + k * np.log((k - 1) / k), 2.1, 5.0)
    assert critical == pytest.approx(2.787, abs=5e-4)
    assert (limit > 1) == (kappa > critical)


@pytest.mark.parametrize("kappa", (2.0, 2.5))
def test_below_kappa_star_the_printed_instance_is_kl_on_the_whole_grid_although_growth_fails(kappa: float):
    # What the erratum's title ("growth (hence KL) fails") overstates: Lemma 6 no longer applies, but at kappa = 2 and
    # 2.5 the printed F still satisfies (1, kappa)-KL on all of [-200, 200], with a far-out ratio below 1.
    instance = Instance(kappa)
    assert instance.kl_holds(WIDE).all()
    assert not instance.growth_holds(WIDE).all()


@pytest.mark.parametrize("rho", (0.01, 0.1, 0.2))
@pytest.mark.parametrize("kappa", (*KAPPAS, 10.0))
def test_e19_repair_on_w_minus_1_over_e_to_1_over_e(kappa: float, rho: float):
    instance = Instance(kappa, rho)
    assert instance.a < EDGE  # both minimisers +-a lie in W
    for x in (1, -1):
        assert instance.quotients(REPAIR, x).max() <= 1 + RTOL  # tau (1/e)^(tau - 1) <= 1 for tau in (1, 2]
    assert instance.growth_holds(REPAIR).all()
    assert instance.kl_holds(REPAIR).all()
    # The chain's growth step for an unconstrained output: F is monotone on each side of w*, so
    # F(w) - F* >= |P_W(w) - w*|^tau on all of R, and P_W(A(S)) is still (eps, delta)-DP.
    projected = np.clip(WIDE, -EDGE, EDGE)
    assert (instance.excess(WIDE) >= np.abs(projected - instance.a) ** instance.tau * (1 - RTOL)).all()


def test_e19_repair_needs_n_eps_at_least_4_36_for_its_growth_claim_at_kappa_2():
    # At kappa = 2 left of -a, F - F* - (w* - w)^2 = ((1 - 3 rho) v - (1 + rho) v^2)/2, v = -a - w: growth on W needs
    # 1/e - rho/2 <= (1 - 3 rho)/(1 + rho), i.e. rho <= the smaller root of rho^2 - (5 + 2/e) rho + 2(1 - 1/e) = 0.
    b = 5 + 2 / np.e
    threshold = (b - np.sqrt(b**2 - 8 * (1 - 1 / np.e))) / 2
    assert threshold == pytest.approx(0.2296, abs=1e-4)
    assert Instance(2.0, threshold - 1e-3).growth_holds(REPAIR).all()
    assert not Instance(2.0, threshold + 1e-3).growth_holds(np.array([-EDGE]))[0]
    # Witness at n eps = 10/3 (rho = 0.3): w = -0.35 in W, F - F* = 0.234 < |w - a|^2 = 0.25; KL on W still holds.
    instance = Instance(2.0, 0.3)
    witness = np.array([-0.35])
    assert instance.excess(witness)[0] == pytest.approx(0.234)
    assert not instance.growth_holds(witness)[0]
    assert instance.kl_holds(REPAIR).all()
