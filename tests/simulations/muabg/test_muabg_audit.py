"""Empirical privacy audit of each MUABG algorithm's per-step release (simulations.privacy.audit).

For every kind of release an algorithm makes, its ledger gives the sensitivity and the noise sigma it used, hence
the zCDP cost it claims. The release is re-run as a data-level mechanism on two real neighbouring data sets (one
example replaced, MUABG-Def2) whose statistics differ by exactly that sensitivity (the worst case), and the threshold
audit's lower bound on epsilon (delta = 1e-5, 95% confidence, 10^6 runs per data set) must stay below the epsilon
the claimed cost gives (BS16 Prop 1.3). Budgets are chosen so that each audited release costs 0.03-0.15, which the
audit resolves. The negative control calibrates the noise under the paper's L0/n sensitivity: on replace-one
neighbours its lower bound exceeds its claim.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest

from simulations.papers.muabg.algorithms.adaptive_gd import adaptive_noisy_gd
from simulations.papers.muabg.algorithms.common import PrivacyLedger, query_cost
from simulations.papers.muabg.algorithms.kl_spider import kl_spider, spider_schedule
from simulations.papers.muabg.algorithms.noisy_gd_sc import noisy_gd_subproblem, subproblem_settings
from simulations.papers.muabg.algorithms.states import RadialState
from simulations.papers.muabg.instances.power import PowerKL
from simulations.privacy import audit_mechanism, zcdp_to_dp_closed_form

DELTA = 1e-5
TRIALS = 1_000_000
INST = PowerKL.for_kappa(2.0)  # a ||w||^2, L0 = 2 and L1 = 2 on the unit ball


@dataclass(frozen=True)
class Release:
    """A statistic on two neighbouring data sets, and the sensitivity and noise the algorithm used for it."""

    value_a: float
    value_b: float
    sensitivity: float
    sigma: float

    @property
    def cost(self) -> float:
        return float(query_cost(self.sensitivity, self.sigma))


def _neighbours(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Balanced data {+u, -u}, ||u|| = L0, along e_1; the neighbour replaces one +u by -u."""
    x = INST.dataset(n, np.array([INST.lipschitz, 0.0]))
    y = x.copy()
    y[0] = -y[0]
    return x, y


def _gradient_release(ledger: PrivacyLedger, kind: str, n: int, w: np.ndarray, norm: bool = False) -> Release:
    sens, sigma = ledger.releases[kind]
    stats = []
    for data in _neighbours(n):
        grad = INST.per_example_grad(w, data).mean(axis=0)
        stats.append(float(np.linalg.norm(grad)) if norm else float(grad[0]))
    return Release(stats[0], stats[1], sens, sigma)


def _alg1(relation: str) -> list[tuple[str, Release]]:
    n, w = 8, np.array([0.3, 0.0])
    kw = dict(n=n, d=2, beta=0.5, F0=0.09, gamma=INST.gamma, kappa=2.0, L0=2.0, L1=2.0, relation=relation)
    schedule = spider_schedule(rho=0.2 * spider_schedule(rho=1.0, **kw).K, **kw)
    result = kl_spider(INST.grad, w[None, :], schedule, gamma=INST.gamma, rng=np.random.default_rng(0))
    # gradient differences of f(w; x) = (x/2) ||w||^2, x in {+L1, -L1} (per-example L1-smooth), over phase 1's step
    step, scalars = float(schedule.step_lengths[0]), np.full(n, INST.smoothness)
    neighbour = scalars.copy()
    neighbour[0] = -INST.smoothness
    difference = Release(
        float(scalars.mean() * step),
        float(neighbour.mean() * step),
        float(schedule.difference_sensitivities[0]),
        float(schedule.sigmas[0]),
    )
    return [("Alg 1 restart", _gradient_release(result.ledger, "restart", n, w)), ("Alg 1 difference", difference)]


def _alg3_floor(relation: str) -> Release:
    state = RadialState(np.zeros(4), INST.radial_derivative, 2)  # at the minimiser: the round is at the floor
    result = adaptive_noisy_gd(
        state, n=8, d=2, rho=0.2, beta=0.1, L0=2.0, L1=2.0, rng=np.random.default_rng(0), relation=relation
    )
    return _gradient_release(result.ledger, "gradient", 8, np.array([0.3, 0.0]))


def _alg3_norm_query() -> Release:
    n = 4
    state = RadialState(np.full(2, 0.5), INST.radial_derivative, 2)
    result = adaptive_noisy_gd(  # the norm query costs sqrt(rho)/n = 0.1
        state, n=n, d=2, rho=(0.1 * n) ** 2, beta=0.1, L0=2.0, L1=2.0, rng=np.random.default_rng(0)
    )
    # at ||grad g(w)|| = 1.6 > 2 L0/n the replaced example moves the norm by the full 2 L0/n
    return _gradient_release(result.ledger, "norm query", n, np.array([0.8, 0.0]), norm=True)


def _alg4() -> Release:
    n = 4  # T = n^2 rho log^2(2/beta)/d = 3 steps at rho = 0.3, beta = 0.99: each costs 0.15
    settings = subproblem_settings(n=n, d=1, rho=0.3, beta=0.99, L0=2.0, Lt1=1.0)
    ledger = PrivacyLedger(1)
    noisy_gd_subproblem(INST.grad, np.array([[0.3]]), settings, Lt1=1.0, rng=np.random.default_rng(0), ledger=ledger)
    return _gradient_release(ledger, "subproblem gradient", n, np.array([0.3, 0.0]))


def _releases() -> list[tuple[str, Release]]:
    return [
        *_alg1("replace_one"),
        ("Alg 3 gradient at the floor", _alg3_floor("replace_one")),
        ("Alg 3 norm query", _alg3_norm_query()),
        ("Alg 4 gradient", _alg4()),
    ]


def _audit(release: Release, seed: int) -> tuple[float, float]:
    def mechanism(value: float, trials: int, rng: np.random.Generator) -> np.ndarray:
        return value + release.sigma * rng.standard_normal(trials)

    result = audit_mechanism(mechanism, release.value_a, release.value_b, TRIALS, np.random.default_rng(seed), DELTA)
    return result.epsilon_lower_bound, zcdp_to_dp_closed_form(release.cost, DELTA)


RELEASES = _releases()


@pytest.mark.parametrize(("kind", "release"), RELEASES, ids=[kind for kind, _ in RELEASES])
def test_per_step_release_passes_the_audit(kind, release):
    assert abs(release.value_a - release.value_b) == pytest.approx(release.sensitivity, rel=1e-9)
    assert 0.02 < release.cost < 0.3, f"{kind}: audited cost {release.cost} out of the resolvable range"
    lower, claimed = _audit(release, seed=1)
    assert lower <= claimed, f"{kind}: audit lower bound {lower:.3f} exceeds the claimed epsilon {claimed:.3f}"


def test_paper_sensitivity_fails_the_audit():
    """Negative control: noise calibrated for sensitivity L0/n (the paper's proofs) on replace-one neighbours."""
    release = _alg3_floor("paper")
    assert abs(release.value_a - release.value_b) == pytest.approx(2 * release.sensitivity)
    lower, claimed = _audit(release, seed=2)
    assert lower > claimed, f"audit lower bound {lower:.3f} should exceed the claimed epsilon {claimed:.3f}"
