"""Privacy bookkeeping of MUABG's algorithms: the exact zCDP cost of every release, per repetition.

Convention (simulations.papers.muabg.algorithms.common): replace-one neighbours (MUABG-Def2) with sensitivities
2 L0/n (gradients, norms) and 2 L1 ||step||/n (gradient differences); ``relation="paper"`` halves them. The
corrected versions spend at most rho; the printed ones cost what MUABG-Lem8 / D.2 / Thm 9 imply.
"""

from __future__ import annotations

import numpy as np
import pytest

from simulations.papers.muabg.algorithms.adaptive_gd import adaptive_noisy_gd, log_factor, select_iterate
from simulations.papers.muabg.algorithms.common import PrivacyLedger, query_cost, sigma_for_cost
from simulations.papers.muabg.algorithms.kl_spider import kl_spider, spider_schedule
from simulations.papers.muabg.algorithms.noisy_gd_sc import noisy_gd_subproblem, subproblem_settings
from simulations.papers.muabg.algorithms.proximal_point import NoisyGDSubroutine, proximal_point
from simulations.papers.muabg.algorithms.states import DirectState, RadialState
from simulations.papers.muabg.instances.power import PowerKL
from simulations.papers.muabg.instances.ramp import RampToFlat
from simulations.privacy import gaussian_zcdp_rho

RHO = 0.7


def test_query_cost_is_the_gaussian_mechanism_and_sigma_for_cost_inverts_it():
    assert float(query_cost(0.3, 1.7)) == pytest.approx(gaussian_zcdp_rho(1.7, 0.3), rel=1e-15)
    assert float(query_cost(0.3, sigma_for_cost(0.3, 0.01))) == pytest.approx(0.01, rel=1e-14)
    ledger = PrivacyLedger(3)
    ledger.charge("a", 1.0, 2.0, np.array([True, False, True]), count=4)
    ledger.add("b", 0.25)
    np.testing.assert_allclose(ledger.total, [4 * 0.125 + 0.25, 0.25, 4 * 0.125 + 0.25])
    np.testing.assert_array_equal(ledger.counts["a"], [4, 0, 4])
    ledger.charge("a", 2.0, 2.0)
    assert ledger.releases["a"] == (2.0, 2.0) and ledger.largest["a"][1] == 0.5


def _constant_gradient(w: np.ndarray) -> np.ndarray:
    """A linear loss: the gradient never falls below Alg 1's stopping threshold, so every step runs."""
    out = np.zeros_like(w)
    out[:, 0] = 50.0
    return out


def _schedule(kappa: float, version: str, relation: str = "replace_one", n: float = 1e5):
    inst = PowerKL.for_kappa(kappa)
    return inst, spider_schedule(
        n=n,
        d=3,
        rho=RHO,
        beta=0.1,
        F0=float(inst.radial_value(0.5)),
        gamma=inst.gamma,
        kappa=kappa,
        L0=inst.lipschitz,
        L1=inst.smoothness,
        version=version,
        relation=relation,
    )


@pytest.mark.parametrize("relation", ["replace_one", "paper"])
@pytest.mark.parametrize("kappa", [2.0, 1.5])
def test_alg1_corrected_spends_exactly_rho_when_every_step_runs(kappa, relation):
    inst, schedule = _schedule(kappa, "corrected", relation)
    result = kl_spider(_constant_gradient, np.zeros((2, 3)), schedule, gamma=inst.gamma, rng=np.random.default_rng(0))
    np.testing.assert_array_equal(result.updates, schedule.lengths.sum())
    np.testing.assert_allclose(result.ledger.totals["restart"], RHO / 2, rtol=1e-12)
    np.testing.assert_allclose(result.ledger.totals["difference"], RHO / 2, rtol=1e-12)


@pytest.mark.parametrize(("relation", "restart", "difference"), [("replace_one", 2.0, 1 / 8), ("paper", 0.5, 1 / 32)])
def test_alg1_printed_costs_match_lem8_exact_accounting(relation, restart, difference):
    """Lem 8 / MUABG-Alg1-gaussian: each restart costs rho/(2K) under L0/n (2 rho/K under replace-one), each
    difference rho/(32 K T_k) (rho/(8 K T_k)); the printed loop runs T_k + 1 updates."""
    kappa = 1.5
    inst, schedule = _schedule(kappa, "printed", relation)
    result = kl_spider(_constant_gradient, np.zeros((2, 3)), schedule, gamma=inst.gamma, rng=np.random.default_rng(0))
    np.testing.assert_allclose(result.ledger.totals["restart"], restart * RHO, rtol=1e-12)
    real_lengths = (inst.radial_value(0.5) / schedule.targets) ** ((2 - kappa) / kappa)
    expected = np.sum((schedule.lengths + 1) * difference * RHO / (schedule.K * real_lengths))
    np.testing.assert_allclose(result.ledger.totals["difference"], expected, rtol=1e-9)
    if relation == "replace_one":
        assert result.ledger.total[0] > 2 * RHO  # the printed noise is not rho-zCDP under Def. 2's neighbours


@pytest.mark.parametrize("kappa", [2.0, 1.5, 4 / 3])
def test_alg1_corrected_on_the_power_family_stays_within_rho(kappa):
    inst, schedule = _schedule(kappa, "corrected", n=1e7)
    w0 = np.tile(inst.start(3), (4, 1))
    result = kl_spider(inst.grad, w0, schedule, gamma=inst.gamma, rng=np.random.default_rng(1))
    assert np.all(result.ledger.total <= RHO * (1 + 1e-12))
    assert np.all(result.early_stops > 0)  # the adaptive stopping rule fires


def test_alg1_schedule_follows_the_pseudo_code():
    inst, schedule = _schedule(1.5, "corrected")
    F0, kappa = inst.radial_value(0.5), 1.5
    e = (2 - kappa) / kappa
    assert schedule.c == pytest.approx(1 + F0**e / (64 * inst.gamma**2 * inst.smoothness))
    assert np.all(np.diff(schedule.targets) <= 0) and schedule.targets[-1] == pytest.approx(schedule.floor)
    np.testing.assert_array_equal(schedule.lengths, np.ceil((F0 / schedule.targets) ** e - 1e-9))
    np.testing.assert_allclose(
        schedule.step_lengths, schedule.targets ** (1 / kappa) / (4 * inst.gamma * inst.smoothness)
    )
    assert schedule.floor_constant == 48.0 and _schedule(1.5, "printed")[1].floor_constant == 32.0


def test_alg1_printed_returns_the_iterate_before_the_last_update():
    """Alg 1 line 17 (w_{k+1,0} = w_{k,t-1}): with every step running, the printed loop makes T_k + 1 updates and
    keeps T_k of them; the corrected loop makes and keeps T_k."""
    for version in ("printed", "corrected"):
        inst, schedule = _schedule(1.5, version)
        result = kl_spider(
            _constant_gradient, np.zeros((1, 3)), schedule, gamma=inst.gamma, rng=np.random.default_rng(0)
        )
        updates = schedule.lengths + (1 if version == "printed" else 0)
        assert result.updates[0] == updates.sum()
        moved = -result.w[0, 0]  # the noise is 1e-3 of the gradient: every step moves along -e_1
        assert moved == pytest.approx(np.sum(schedule.lengths * schedule.step_lengths), rel=1e-5)


def test_alg1_rejects_bad_input():
    inst = PowerKL.for_kappa(2.0)
    good = dict(n=1e6, d=2, rho=1.0, beta=0.1, F0=0.25, gamma=inst.gamma, kappa=2.0, L0=2.0, L1=2.0)
    with pytest.raises(ValueError, match=r"kappa must lie in \[1, 2\]"):
        spider_schedule(**{**good, "kappa": 2.5})
    with pytest.raises(ValueError, match="F0 <= "):
        spider_schedule(**{**good, "F0": 10.0})
    with pytest.raises(ValueError, match="version must be one of"):
        spider_schedule(**good, version="v3")
    with pytest.raises(ValueError, match="relation must be one of"):
        spider_schedule(**good, relation="add_remove")
    with pytest.raises(ValueError, match="rho must be a finite number > 0"):
        spider_schedule(**{**good, "rho": 0.0})


def _alg3(state, version="corrected", relation="replace_one", n=1e6, d=1e4, L1=2.0, seed=0):
    return adaptive_noisy_gd(
        state,
        n=n,
        d=d,
        rho=RHO,
        beta=0.1,
        L0=2.0,
        L1=L1,
        rng=np.random.default_rng(seed),
        version=version,
        relation=relation,
    )


@pytest.mark.parametrize("relation", ["replace_one", "paper"])
def test_alg3_corrected_charges_are_the_printed_formula_and_total_at_most_rho(relation):
    inst = PowerKL.for_kappa(2.0)
    state = RadialState(np.full(64, 0.5), inst.radial_derivative, 1e4)
    result = _alg3(state, relation=relation)
    n, lg = 1e6, log_factor(1e6, RHO, 0.1)
    np.testing.assert_allclose(result.ledger.totals["norm query"], result.rounds * np.sqrt(RHO) / n, rtol=1e-12)
    assert np.all(result.ledger.total <= RHO * (1 + 1e-12))
    assert np.all(result.floor_rounds <= 1)  # a round at the floor always ends the run
    assert result.lg == pytest.approx(lg)


def test_alg3_printed_floor_does_not_stop_and_replace_one_doubles_the_cost():
    """Erratum A3 / MUABG-Lem10-floor: with ||grad F|| = 1.5 L0 sqrt(d lg)/(n sqrt rho) the noise is at the floor
    2 L0/(n sqrt rho) but the printed charge is rho/2.25 < rho/2, so the run continues for a second floor round;
    under replace-one each such round really costs twice its printed charge."""
    n, d = 1e6, 1e9  # n sqrt(rho) << d lg: the norm-query noise is 0.5% of the gradient
    lg = log_factor(n, RHO, 0.1)
    slope = 1.5 * 2.0 * np.sqrt(d * lg) / (n * np.sqrt(RHO))
    ramp = RampToFlat(slope, 1.0, 1e6)
    printed = _alg3(DirectState(ramp.start(8), ramp.grad), version="printed", n=n, d=d, L1=ramp.smoothness)
    assert np.all(printed.floor_rounds == 2) and np.all(printed.rounds == 2)
    assert np.all(printed.ledger.total > RHO)  # 2 x (2 rho/2.25) > rho: not rho-zCDP under replace-one
    paper = _alg3(
        DirectState(ramp.start(8), ramp.grad), version="printed", relation="paper", n=n, d=d, L1=ramp.smoothness
    )
    assert np.all(paper.ledger.total <= RHO)
    corrected = _alg3(DirectState(ramp.start(8), ramp.grad), n=n, d=d, L1=ramp.smoothness)
    assert np.all(corrected.ledger.total <= RHO * (1 + 1e-12))


def test_thm5_selection_costs():
    inst = PowerKL.for_kappa(2.0)
    for version, relation, cost in (
        ("corrected", "replace_one", RHO / 2),
        ("corrected", "paper", RHO / 2),
        ("printed", "paper", RHO / 2),
        ("printed", "replace_one", 2 * RHO),
    ):
        result = _alg3(RadialState(np.full(4, 0.5), inst.radial_derivative, 1e4))
        before = result.ledger.total.copy()
        index, norms = select_iterate(
            result, n=1e6, rho=RHO, L0=2.0, rng=np.random.default_rng(0), version=version, relation=relation
        )
        np.testing.assert_allclose(result.ledger.total - before, cost, rtol=1e-12)
        assert np.all(index <= result.rounds)
        np.testing.assert_array_equal(norms, result.grad_norms[index, np.arange(4)])


def test_alg4_costs():
    """Thm 9: each step costs rho/(2T) with the printed sigma (total below rho/2); corrected spends rho."""
    inst = PowerKL.for_kappa(2.0, radius=0.5)
    for version, total in (("printed", None), ("corrected", RHO)):
        settings = subproblem_settings(n=12, d=1, rho=RHO, beta=0.01, L0=inst.lipschitz, Lt1=0.5, version=version)
        ledger = PrivacyLedger(3)
        w = noisy_gd_subproblem(
            inst.grad, np.full((3, 1), 0.5), settings, Lt1=0.5, rng=np.random.default_rng(0), ledger=ledger
        )
        steps = settings.steps
        expected = total if total is not None else (steps - 1) * RHO / (2 * steps)
        np.testing.assert_allclose(ledger.total, expected, rtol=1e-12)
        assert np.all(np.abs(w - 0.5) <= settings.radius + 1e-12)  # the average of projected iterates


def test_alg2_composes_to_rho():
    inst = PowerKL.for_kappa(2.0, radius=0.5)
    sub = NoisyGDSubroutine(inst.grad, 20, 1, inst.lipschitz, 0.25)
    result = proximal_point(sub, np.full((3, 1), 0.5), rounds=5, rho=RHO, beta=0.1, rng=np.random.default_rng(0))
    np.testing.assert_allclose(result.ledger.total, RHO, rtol=1e-12)
    assert result.path.shape == (6, 3, 1)
