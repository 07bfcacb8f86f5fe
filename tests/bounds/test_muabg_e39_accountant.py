"""MUABG-E39 checked with an independent numerical accountant (Google's ``dp_accounting``), not with sympy.

Paper: Menart, Ullah, Arora, Bassily, Guzman, arXiv 2311.13447v1. Alg. 1 (KL Spider) releases, in each of its K outer
rounds k, one restart gradient (line 8) with noise sigma_hat = L0 sqrt(K)/(n sqrt(rho)) (line 4), then T_k gradient
differences (line 13) with noise sigma_k = Phihat_k^(1/kappa) sqrt(T_k K)/(gamma n sqrt(rho)) (line 7). The proof of
Lemma 8 (App. B.1) uses the sensitivities L0/n and eta_kt L1 ||grad_kt||/n, and charges rho/K and rho/(K T_k).
Def. 2 quantifies over "datasets S and S' differing in one data point", S = {x_1, ..., x_n}: replace-one, where a
mean of L0-Lipschitz gradients moves by 2 L0/n, and a mean of gradient differences (each of norm <= L1 times the
step ||w_{k,t+1} - w_kt|| = Phihat_k^(1/kappa)/(4 gamma L1) of lines 11-12, by smoothness) moves by
Phihat_k^(1/kappa)/(2 gamma n): twice MUABG-E6's corrected add/remove value Phihat_k^(1/kappa)/(4 gamma n).

MUABG-E39 says that with the printed noise the whole run is then (17/8) rho-zCDP (2 rho/K per restart, rho/(8 K T_k)
per difference), above Thm 1's rho, and (17/32) rho-zCDP under add/remove (sensitivities L0/n and
Phihat^(1/kappa)/(4 gamma n)). Here the release sequence is built numerically for concrete parameters (T_k varying
over the rounds, Phihat_k from line 7) and composed in ``dp_accounting.rdp.RdpAccountant``, whose Gaussian event of
noise multiplier z = sigma/Delta has RDP alpha/(2 z^2) at every order alpha: a composition of Gaussians has RDP
exactly linear in alpha through the origin, alpha * rho_total, so rho_total is the slope of the accountant's RDP
curve (read from ``accountant._rdp`` at the orders passed in), and the curve is checked to be that line.
The sensitivity is put into the multiplier, so the accountant's own neighbouring relation (ADD_OR_REMOVE_ONE, the
default) does not enter: its Gaussian RDP is the same under either relation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import dp_accounting
import numpy as np
import pytest
from dp_accounting.rdp import RdpAccountant

from bounds.papers.muabg.symbols import F0, K_M, L0, Phi_hat, gamma, kappa
from bounds.registry import by_key
from bounds.symbols import n, rho

ORDERS = (1.25, 1.5, 2.0, 3.0, 5.0, 8.0, 16.0, 32.0, 64.0, 256.0)
"""RDP orders given to the accountant; the slope is read between the first and the last."""
FACTOR = {"add/remove": 1.0, "replace-one": 2.0}
"""Sensitivity of a mean of n bounded contributions, in units of (bound)/n, under each neighbouring relation."""
Release = tuple[float, int]
"""A kind of Gaussian release: (noise multiplier sigma/Delta, how many times it is made)."""


@dataclass(frozen=True)
class Setting:
    """Concrete inputs of Alg. 1; ``phases`` are the T_k of its K rounds (non-decreasing, as line 6 makes Phihat_k
    non-increasing), and Phihat_k is the value for which line 7 gives that T_k."""

    rho: float
    phases: tuple[int, ...]
    n: float
    L0: float
    L1: float
    gamma: float
    F0: float = 1.0
    kappa: float = 1.5

    @property
    def K(self) -> int:
        return len(self.phases)

    def phihat(self, T_k: int) -> float:
        """Phihat_k with T_k = (F0/Phihat_k)^((2-kappa)/kappa) (line 7)."""
        return self.F0 / T_k ** (self.kappa / (2 - self.kappa))

    def sigma_hat(self) -> float:
        """Line 4."""
        return self.L0 * math.sqrt(self.K) / (self.n * math.sqrt(self.rho))

    def sigma_k(self, phihat: float) -> float:
        """Line 7, with T_k recomputed from Phihat_k as the line does."""
        T_k = (self.F0 / phihat) ** ((2 - self.kappa) / self.kappa)
        return phihat ** (1 / self.kappa) * math.sqrt(T_k * self.K) / (self.gamma * self.n * math.sqrt(self.rho))


SETTINGS = [
    *(Setting(r, (4, 7, 10), n=1000.0, L0=2.0, L1=5.0, gamma=0.5) for r in (0.5, 1.0, 2.0)),
    *(Setting(r, (2, 4, 7, 10, 10), n=5e4, L0=0.3, L1=0.7, gamma=3.0, F0=4.0, kappa=1.2) for r in (0.5, 1.0, 2.0)),
]


def alg1_releases(s: Setting, restart_factor: float, difference_factor: float) -> list[Release]:
    """Alg. 1's releases in order, round by round: the restart gradient of line 8 (sensitivity restart_factor L0/n)
    and the T_k differences of line 13 (sensitivity difference_factor L1 ||w_{k,t+1} - w_kt||/n, the step length
    eta_kt ||grad_kt|| = Phihat_k^(1/kappa)/(4 gamma L1) of lines 11-12)."""
    releases = []
    for T_k in s.phases:
        releases.append((s.sigma_hat() / (restart_factor * s.L0 / s.n), 1))
        phihat = s.phihat(T_k)
        step = phihat ** (1 / s.kappa) / (4 * s.gamma * s.L1)
        releases.append((s.sigma_k(phihat) / (difference_factor * s.L1 * step / s.n), T_k))
    return releases


def rounds(releases: list[Release]) -> list[tuple[Release, Release]]:
    """The releases of each round: (restart, differences)."""
    return list(zip(releases[::2], releases[1::2], strict=True))


def accountant_zcdp(releases: list[Release]) -> float:
    """rho_total of the releases composed in dp_accounting's RDP accountant: the slope of its RDP curve, after
    checking that the curve is the line alpha * slope (exact for Gaussians)."""
    events = [dp_accounting.SelfComposedDpEvent(dp_accounting.GaussianDpEvent(z), k) for z, k in releases]
    accountant = RdpAccountant(orders=ORDERS).compose(dp_accounting.ComposedDpEvent(events))
    rdp = np.asarray(accountant._rdp, dtype=float)
    slope = float((rdp[-1] - rdp[0]) / (ORDERS[-1] - ORDERS[0]))
    np.testing.assert_allclose(rdp, slope * np.asarray(ORDERS), rtol=1e-12, atol=0)
    return slope


@pytest.mark.parametrize("s", SETTINGS, ids=lambda s: f"rho={s.rho}-K={s.K}")
def test_alg1_as_printed_is_17_8_rho_under_replace_one_and_17_32_rho_under_add_remove(s: Setting):
    replace_one = accountant_zcdp(alg1_releases(s, FACTOR["replace-one"], FACTOR["replace-one"]))
    add_remove = accountant_zcdp(alg1_releases(s, FACTOR["add/remove"], FACTOR["add/remove"]))
    assert replace_one == pytest.approx(17 * s.rho / 8, rel=1e-9)
    assert add_remove == pytest.approx(17 * s.rho / 32, rel=1e-9)
    assert replace_one > s.rho >= add_remove  # Thm 1's rho fails under Def. 2 and holds under add/remove


@pytest.mark.parametrize("s", SETTINGS, ids=lambda s: f"rho={s.rho}-K={s.K}")
def test_each_release_costs_what_the_erratum_says(s: Setting):
    """Per release under replace-one: 2 rho/K per restart, rho/(8 K T_k) per difference."""
    releases = alg1_releases(s, FACTOR["replace-one"], FACTOR["replace-one"])
    for T_k, ((restart, _), (difference, count)) in zip(s.phases, rounds(releases), strict=True):
        assert count == T_k
        assert accountant_zcdp([(restart, 1)]) == pytest.approx(2 * s.rho / s.K, rel=1e-9)
        assert accountant_zcdp([(difference, 1)]) == pytest.approx(s.rho / (8 * s.K * T_k), rel=1e-9)


@pytest.mark.parametrize("s", SETTINGS, ids=lambda s: f"rho={s.rho}-K={s.K}")
def test_negative_controls_do_not_reproduce_17_8_rho(s: Setting):
    # Lem 8's own charges rho/K and rho/(K T_k) (B.1's composition line), as rho-zCDP Gaussians z = 1/sqrt(2 rho)
    charges = [(1 / math.sqrt(2 * s.rho / s.K), 1) for _ in s.phases]
    charges += [(1 / math.sqrt(2 * s.rho / (s.K * T_k)), T_k) for T_k in s.phases]
    lemma_8 = accountant_zcdp(charges)
    assert lemma_8 == pytest.approx(2 * s.rho, rel=1e-9)
    # the restart gradient at L0/n under replace-one (the differences at their replace-one sensitivity)
    half_restart = accountant_zcdp(alg1_releases(s, FACTOR["add/remove"], FACTOR["replace-one"]))
    assert half_restart == pytest.approx(5 * s.rho / 8, rel=1e-9)
    for wrong in (lemma_8, half_restart):
        assert wrong != pytest.approx(17 * s.rho / 8, rel=1e-3)


@pytest.mark.parametrize(("relation", "total"), [("add/remove", 17 / 32), ("replace-one", 17 / 8)])
def test_the_registered_thm1_claim_agrees_with_the_accountant(relation: str, total: float):
    """MUABG-Thm1-privacy@v1 declares Alg. 1 (one Phihat for all rounds, so T_k = 4 in each of K = 3 rounds here) as
    an add/remove claim; its releases at a point give the same rho_total, and its numeric check (actual / claimed
    epsilon at delta = 1e-6, each of a composed Gaussian) is the ratio of the epsilons of a rho_total- and a
    rho-zCDP Gaussian."""
    budget = 0.5
    claim = replace(by_key("MUABG-Thm1-privacy@v1").privacy_claim, neighbouring=relation)
    values = {rho: budget, n: 1000.0, gamma: 0.5, K_M: 3.0, Phi_hat: 1 / 64, L0: 2.0, F0: 1.0, kappa: 1.5}
    point = claim.completed(values)
    same = Setting(budget, (4, 4, 4), n=1000.0, L0=2.0, L1=1.0, gamma=0.5)
    ours = accountant_zcdp(alg1_releases(same, FACTOR[relation], FACTOR[relation]))
    theirs = accountant_zcdp([(m.noise / m.sensitivity, m.count) for m in claim.mechanism_at(point)])
    assert theirs == pytest.approx(ours, rel=1e-9) and ours == pytest.approx(total * budget, rel=1e-9)
    check = replace(claim, grid={s: (v,) for s, v in point.items()}).numeric()
    actual, claimed = (dp_accounting.get_epsilon_gaussian(1 / math.sqrt(2 * r), 1e-6) for r in (ours, budget))
    expected = actual / claimed
    assert check.worst_ratio == pytest.approx(expected, rel=1e-6)
    assert check.holds == (relation == "add/remove")
