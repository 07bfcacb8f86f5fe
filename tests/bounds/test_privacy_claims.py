"""Privacy claims checked like rates: noisy gradient descent for convex Lipschitz ERM (Bassily, Smith, Thakurta 2014,
arXiv 1405.7085) with the standard calibration holds, and each planted under-noising is caught, in closed form, by
the accountant, or both, with the factor or direction in which it fails."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
import sympy as sp

from bounds.dimensions import NONE
from bounds.errata import all_errata
from bounds.papers.klt.symbols import Sigma
from bounds.papers.lt.symbols import b
from bounds.privacy_claim import ZCDP, ApproxDP, GaussianRelease, PrivacyClaim
from bounds.rate import Rate
from bounds.registry import by_key
from bounds.symbols import L, T, delta, epsilon, n, rho
from bounds.theorem import Theorem

CALIBRATED = 2 * L * sp.sqrt(T * sp.log(1 / delta)) / (n * epsilon)
"""Noise of T full-batch steps: rho = T (L/n)^2/(2 sigma^2) = epsilon^2/(8 log(1/delta)), which gives epsilon."""
RANGE = {n: (1e3, 1e5), epsilon: (0.1, 1.0), delta: (1e-5, 1e-9), T: (10.0, 1e4)}


def noisy_gd(noise=CALIBRATED, relation="add/remove", **claim) -> Theorem:
    release = GaussianRelease("averaged clipped gradient", noise, L, n, T, claim.pop("stated", None))
    claimed = PrivacyClaim(
        (release,), ApproxDP(epsilon, delta), relation, assumptions=(sp.Le(epsilon, 1),), grid=RANGE, **claim
    )
    privacy = Rate.of("privacy loss", NONE, ("epsilon", epsilon))
    composed = claimed.derivation()
    return Theorem(
        "TOY-Thm2", "TOY", "v1", "toy", "theorem", "noisy GD is DP", privacy, derivation=composed, privacy_claim=claimed
    )


def test_the_standard_calibration_holds_and_its_derivation_is_the_composition():
    theorem = noisy_gd()
    check = theorem.privacy_check()
    assert check.holds and check.symbolic.verdict == "holds up to constants"
    assert check.numeric.worst_ratio < 1
    assert theorem.discrepancies() == []
    assert theorem.proof_status()[0] == "derived up to constants"


def test_missing_sqrt_t_fails_along_t_in_closed_form_and_with_the_accountant():
    theorem = noisy_gd(noise=2 * L * sp.sqrt(sp.log(1 / delta)) / (n * epsilon))
    check = theorem.privacy_check()
    assert check.symbolic.verdict == "does not hold" and "along T ~ s^1" in check.symbolic.reason
    assert not check.numeric.holds and check.numeric.worst_point["T"] == 1e4
    assert [d.kind for d in theorem.discrepancies()] == ["derivation", "privacy"]


def test_the_missing_factor_two_of_replace_one_is_caught_and_named():
    theorem = noisy_gd(relation="replace-one", stated=L / n)
    check = theorem.privacy_check()
    assert "the replace-one sensitivity is 2*L/n, the paper's is L/n (ratio 2)" in check.symbolic.reason
    assert not check.numeric.holds and 1.2 < check.numeric.worst_ratio < 2.1
    assert check.other_relation == "add/remove" and check.under_other_relation.verdict != "does not hold"


def test_a_composition_counted_once_over_k_phases_fails_along_k():
    phases = sp.Symbol("K_phases", positive=True)
    release = GaussianRelease(
        "phase gradient", 2 * L * sp.sqrt(T * sp.log(1 / delta)) / (n * epsilon), L, n, phases * T
    )
    claim = PrivacyClaim((release,), ApproxDP(epsilon, delta), "add/remove", grid={**RANGE, phases: (1.0, 50.0)})
    check = claim.check()
    assert check.symbolic.verdict == "does not hold" and "K_phases ~ s^1" in check.symbolic.reason
    assert not check.numeric.holds and check.numeric.worst_point["K_phases"] == 50.0


def test_amplification_claimed_on_fixed_batches_is_not_applied():
    # noise for T steps on batches of b, scaled down by the rate b/n as if sampling amplified privacy; but the
    # batches are a fixed partition, so each example is in T b/n steps and nothing amplifies
    amplified = (b / n) * 2 * L * sp.sqrt(T * sp.log(1 / delta)) / (b * epsilon)
    release = GaussianRelease("batch gradient", amplified, L, b, T * b / n)
    grid = {**RANGE, b: (10.0, 100.0)}
    claim = PrivacyClaim(
        (release,),
        ApproxDP(epsilon, delta),
        "add/remove",
        sampling="fixed batches",
        amplification_rate=b / n,
        grid=grid,
    )
    check = claim.check()
    assert "no amplification by subsampling applies" in check.symbolic.reason
    assert not check.numeric.holds
    poisson = PrivacyClaim(
        (release,), ApproxDP(epsilon, delta), "add/remove", sampling="poisson", sampling_rate=b / n, grid=grid
    )
    assert poisson.check().numeric.accountant == "RDP accountant"


def test_a_zcdp_claim_is_compared_exactly():
    release = GaussianRelease("step", L * sp.sqrt(T) / (n * sp.sqrt(2 * rho)), L, n, T)
    assert PrivacyClaim((release,), ZCDP(rho), "add/remove", grid={rho: (0.1, 1.0)}).check().symbolic.verdict == "holds"
    twice = PrivacyClaim((release,), ZCDP(rho), "replace-one", grid={rho: (0.1, 1.0)}).check()
    assert twice.symbolic.verdict == "does not hold" and twice.symbolic.reason.startswith("computed/claimed = 4")
    assert not twice.numeric.holds


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [("neighbouring", "swap", "neighbouring must be one of"), ("sampling", "poisson", "sampling_rate")],
)
def test_a_claim_names_its_bad_field(field, value, message):
    fields = dict(releases=(GaussianRelease("x", L, L),), guarantee=ZCDP(rho), neighbouring="add/remove")
    with pytest.raises(ValueError, match=message):
        PrivacyClaim(**{**fields, field: value})


def test_muabg_alg1_keeps_its_finding_on_the_declared_claim():
    theorem = by_key("MUABG-Alg1-gaussian@v1")
    printed, fixed = theorem.privacy_check(), theorem.corrected().privacy_check()
    assert printed.symbolic.verdict == "does not hold" and "gamma ~ s^1" in printed.symbolic.reason
    assert fixed.holds and fixed.symbolic.computed == 17 * rho / 32
    assert fixed.under_other_relation.computed == 17 * rho / 8  # the replace-one reading fails (MUABG-E5)


def test_a_release_names_its_bad_mechanism():
    with pytest.raises(ValueError, match="mechanism must be one of"):
        GaussianRelease("x", L, L, mechanism="laplace")
    with pytest.raises(ValueError, match="strategy_sensitivity is for tree aggregation"):
        GaussianRelease("x", L, L, strategy_sensitivity=sp.Integer(2))


def test_cgt_matrix_factorization_claim_holds_exactly_under_add_remove_only():
    check = by_key("CGT-Fact5@v1").privacy_check()
    assert check.holds and check.symbolic.verdict == "holds"
    assert check.under_other_relation.reason == "computed/claimed = 4"


def test_klt_tree_mechanism_claim_holds_and_fails_without_its_log_sigma():
    theorem = by_key("KLT-Prop2.5@v2")
    check = theorem.privacy_check()
    assert check.holds and check.numeric.worst_ratio < 0.6
    assert check.under_other_relation.computed == check.symbolic.computed  # an assumed sensitivity does not double
    (tree,) = theorem.privacy_claim.releases
    thin = replace(theorem.privacy_claim, releases=(replace(tree, noise=tree.noise / sp.sqrt(sp.log(Sigma))),))
    failed = thin.check().numeric
    assert not failed.holds and failed.worst_point["Sigma"] == 1e6


def test_lt_lemma_3_13_tree_calibration_is_refuted_by_the_accountant_and_owned_by_its_erratum():
    theorem = by_key("LT-Lem3.13@v1")
    check = theorem.privacy_check()
    assert not check.holds and check.numeric.worst_ratio > 3 and check.numeric.worst_point["Sigma_tree"] == 1e6
    assert by_key("LT-Thm2.2@v1").privacy_check().holds  # the tree proposition it invokes holds
    (erratum,) = [e for e in all_errata("LT") if e.erratum.id == "LT-E17"]
    assert any(d.statement == theorem.key and d.kind == "privacy" for d in erratum.accounts_for)


def test_klt_multi_pass_claim_fails_at_the_printed_m_and_holds_at_the_corrected_one():
    theorem = by_key("KLT-Lem4.3@v2")
    printed, fixed = theorem.privacy_check(), theorem.corrected().privacy_check()
    assert printed.symbolic.verdict == "does not hold" and not printed.holds
    assert fixed.holds and fixed.symbolic.verdict == "holds up to constants"
    assert not fixed.numeric.binding  # sigma1, sigma2 are O(...): the accountant's ratio is reported, not binding


@pytest.mark.parametrize("key", ["KLT-Lem3.5@v2", "KLT-Lem6.4@v2"])
def test_klt_single_pass_oracles_hold_up_to_constants_as_tree_claims(key):
    check = by_key(key).privacy_check()
    assert check.holds and check.symbolic.verdict == "holds up to constants"
    assert check.numeric.points == 32 and not check.numeric.binding


def test_muabg_theorem_1_holds_as_run_while_its_proof_through_lemma_8_gives_two_rho():
    theorem = by_key("MUABG-Thm1-privacy@v1")
    check = theorem.privacy_check()
    assert check.symbolic.computed == 17 * rho / 32 and check.holds
    assert check.under_other_relation.reason == "computed/claimed = 17/8"
    assert theorem.proof_status()[1] == "derived / stated = 2 (exact expressions)"


def test_cgt_gdp_conversion_claim_fails_for_large_epsilon_as_cgt_e7_says():
    check = by_key("CGT-Cor4.5@v1").privacy_check()
    assert not check.holds and check.numeric.worst_point == {"delta": 1e-5, "epsilon": 16.0}
    assert 1.1 < check.numeric.worst_ratio < 1.3
    fine = replace(by_key("CGT-Cor4.5@v1").privacy_claim, grid={epsilon: (0.1, 1.0, 8.0), delta: (1e-5, 1e-6)})
    assert fine.substituted(by_key("CGT-Cor4.5@v1").substituted).numeric().holds  # eps <= 8 is fine, as CGT-E7 says


@pytest.mark.parametrize(("noise_multiplier", "steps", "dlt"), [(0.8, 1, 1e-5), (5.0, 100, 1e-6), (20.0, 1000, 1e-9)])
def test_the_accountant_agrees_with_dp_accountings_pld_and_the_closed_form_bounds_it(noise_multiplier, steps, dlt):
    from dp_accounting import GaussianDpEvent, SelfComposedDpEvent, pld

    claim = PrivacyClaim(
        (GaussianRelease("step", sp.Float(noise_multiplier), sp.Integer(1), participations=sp.Integer(steps)),),
        ApproxDP(epsilon, sp.Float(dlt)),
        "add/remove",
        grid={epsilon: (1.0,)},
    )
    analytic = claim.numeric().worst_ratio  # claimed epsilon = 1, so the ratio is the actual epsilon
    composed = SelfComposedDpEvent(GaussianDpEvent(noise_multiplier), steps)
    by_pld = pld.PLDAccountant(value_discretization_interval=1e-4).compose(composed).get_epsilon(dlt)
    assert analytic == pytest.approx(by_pld, rel=1e-3, abs=1e-3)  # PLD's own discretisation tolerance
    rho = steps / (2 * noise_multiplier**2)
    closed_form = rho + 2 * (rho * np.log(1 / dlt)) ** 0.5
    assert float(claim.symbolic().computed.subs(epsilon, 1)) == pytest.approx(closed_form)
    assert closed_form >= analytic  # the zCDP conversion is an upper bound on the exact epsilon
