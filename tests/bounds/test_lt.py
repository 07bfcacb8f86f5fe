"""LT (Liu, Talwar; notes/lt_sosp.md): derivations, errata found by computation, units, exponents, the table."""

from __future__ import annotations

import dataclasses
import functools
from fractions import Fraction

import pytest
import sympy as sp

from bounds import registry, tropical
from bounds.dimensions import CURVATURE
from bounds.papers.lt import statements as lt
from bounds.papers.lt.symbols import B_F, G, Gamma, Xi, alpha_S, rho_H, tau
from bounds.rate import Rate
from bounds.symbols import M, d, epsilon, n
from bounds.tables import tables
from bounds.theorem import DerivationResult, Theorem

Q = sp.Rational


def get(theorem_id: str) -> Theorem:
    return registry.get(theorem_id, "v1")


@functools.cache
def derived(theorem_id: str) -> DerivationResult:
    return get(theorem_id).derive()


@functools.cache
def derived_corrected(theorem_id: str) -> DerivationResult:
    return get(theorem_id).corrected().derive()


def offending(result: DerivationResult) -> list[str]:
    return [t.label for t in result.offending]


def unit_problems(theorem_id: str) -> list[str]:
    return [str(p) for p in get(theorem_id).check_units()]


# ---- derive() status of every encoded result ------------------------------------------------------------------
STATUS = {
    "LT-Thm2.2": "verified",
    "LT-Lem3.2": "verified",
    # logs are compared: Lem 3.8's Phi carries no log, the claim divides by log^3(d/iota)
    "LT-Thm3.4": "logs differ",
    "LT-Lem3.5": "verified",
    "LT-Lem3.8-err": "constant differs",
    "LT-Lem3.8-dist": "constant differs",
    "LT-Lem3.8": "constant differs",
    "LT-Lem3.9": "verified",
    "LT-Prop3.10": "verified",
    "LT-Prop3.10-avg": "does not follow",
    "LT-Lem3.11": "verified",
    "LT-Lem3.11-H": "verified",
    # B.2 as printed: Lem 2.4's log(2d/iota) on top of the nSG radius sqrt(log(dT/iota)) of Lem 3.11
    "LT-Lem3.12": "logs differ",
    "LT-Lem3.12-H": "verified",
    "LT-Lem3.13": "logs differ",  # Thm 2.2's sqrt(log Sigma) against the lemma's log(1/delta)
    "LT-Lem3.13-esc": "verified",
    # B.4's sqrt(log(nd/iota)), log^2 and the log(1/delta) of sigma, hidden in the claim's gamma = O~(alpha)
    "LT-Lem3.14": "logs differ",
    "LT-Lem3.14-H": "logs differ",
    "LT-Lem3.14-priv": "does not follow",
    "LT-Lem3.14-Xi": "verified",
    "LT-Lem3.15": "does not follow",
    "LT-Lem3.16": "does not follow",
    # the I6 misprint fails only in a thin cone of directions (constants scaling against each other), which the
    # exact search finds (B ~ s^4, G ~ s^3, M ~ s^2, rho ~ s: the b_H term of B.6); the cone is probed below too
    "LT-Thm3.17": "does not follow",
    "LT-Rem3.18": "does not follow",
    "LT-ThmC.1": "logs differ",  # eq. (10)'s sqrt(log(R/r)) inside the claim's O~
    "LT-ThmC.1-H": "logs differ",
    "LT-CorC.2": "does not follow",
}
PRIOR = (
    "LT-prior-Arora23-FOSP",
    "LT-prior-Ganesh23-claim",
    "LT-prior-Ganesh23-directfix",
    "LT-prior-Tao25",
    "LT-prior-Arjevani23-LB",
    "LT-prior-Ganesh23-ERM",
)


def test_every_lt_result_is_listed():
    assert {t.id for t in registry.theorems(paper="LT")} == set(STATUS) | set(PRIOR)
    assert all(get(i).kind == "prior work" for i in PRIOR)


@pytest.mark.parametrize(("theorem_id", "status"), sorted(STATUS.items()))
def test_derive_status(theorem_id: str, status: str):
    assert derived(theorem_id).status == status


@pytest.mark.parametrize("theorem_id", [i for i in STATUS if get(i).corrections])
def test_corrections_rederive_and_pass_the_unit_check(theorem_id: str):
    assert derived_corrected(theorem_id).ok
    assert get(theorem_id).corrected().check_units() == []


def test_unit_problems_without_correction_are_the_known_ones():
    flagged = {i for i in STATUS if not get(i).corrections and get(i).check_units()}
    assert flagged == {"LT-Thm3.4", "LT-Lem3.8-dist"}
    assert "log(B_F*M*d/(iota*rho_H))" in unit_problems("LT-Thm3.4")[0]
    assert "[F*X]" in unit_problems("LT-Thm3.4")[0]


# ---- I1: tau, the escape refresh, b_H -------------------------------------------------------------------------
TAU_USERS = ("LT-Lem3.14", "LT-Lem3.14-priv", "LT-Lem3.14-Xi", "LT-Lem3.15", "LT-Lem3.16", "LT-Thm3.17", "LT-Rem3.18")


@pytest.mark.parametrize("theorem_id", TAU_USERS)
def test_printed_tau_is_a_length_squared_where_a_count_is_required(theorem_id: str):
    problems = [p for p in get(theorem_id).check_units() if p.where.endswith("parameter tau")]
    assert len(problems) == 1
    assert (problems[0].found, problems[0].expected) == ("X^(2)", "1")


@pytest.mark.parametrize("theorem_id", ["LT-Lem3.14", "LT-Lem3.14-priv", "LT-Lem3.16", "LT-Thm3.17", "LT-Rem3.18"])
def test_b_term_m_sqrt_d_over_rho_eps_is_a_length(theorem_id: str):
    problems = [p for p in get(theorem_id).check_units() if p.where.endswith("parameter b_H")]
    assert [(p.found, p.expected) for p in problems] == [("X", "1")]
    assert lt.B_H_FIX.corrected == M**2 * sp.sqrt(d) / (rho_H * alpha_S * epsilon)


def test_xi_sqrt_gamma_tau_bound_holds_exactly_but_alpha_over_rho_is_a_length_squared():
    result = derived("LT-Lem3.14-Xi")
    assert result.status == "verified"  # exact: Xi sqrt(Gamma tau) = alpha/rho at the printed settings (notes C1)
    assert any("alpha_S/rho_H has units [X^(2)], expected [X]" in p for p in unit_problems("LT-Lem3.14-Xi"))
    fixed = get("LT-Lem3.14-Xi").corrected()
    assert sp.simplify(fixed.substituted(Xi * sp.sqrt(Gamma * tau)) - M / rho_H) == 0


def test_escape_refresh_breaks_lemma_3_15_even_with_tau_gamma():
    result = derived("LT-Lem3.15")
    assert offending(result) == [lt.REFRESH]
    theorem = get("LT-Lem3.15")
    tau_only = dataclasses.replace(theorem, parameters={**theorem.parameters, tau: Gamma}).derive()
    assert tau_only.status == "does not follow"
    assert offending(tau_only) == [lt.REFRESH]
    assert derived_corrected("LT-Lem3.15").status == "verified"
    extra = get("LT-Lem3.15").corrected().rate.term("escape refreshes b B rho/(M gamma)").monomial
    assert sp.simplify(theorem.corrected().substituted(lt.B5_TERMS[lt.REFRESH]) - extra) == 0  # b T/Gamma^2


def test_escape_refresh_breaks_the_rate_along_n_with_all_constants():
    result = derived("LT-Lem3.16")
    assert result.status == "does not follow"  # its witness direction may name another term that grows as well
    theorem = get("LT-Lem3.16")
    alone = {lt.REFRESH: theorem.derivation.terms[lt.REFRESH]}
    refresh_only = dataclasses.replace(theorem, derivation=dataclasses.replace(theorem.derivation, terms=alone))
    assert offending(refresh_only.derive()) == [lt.REFRESH]
    # along n alone (every constant fixed) the samples used grow like n^(5/3): the gap is 2/3
    assert tropical.growth(result.derived, {n: Fraction(1)}).exponent - 1 == Fraction(2, 3)
    refresh = theorem.substituted(lt.B5_TERMS[lt.REFRESH])
    # printed tau: b B/(Phi tau) = b B M rho/alpha^3, whose G^2/alpha^2 part inverts to alpha ~ n^(-1/5)
    assert tropical.growth(refresh, {alpha_S: Fraction(-1)}).exponent == 5


def test_repaired_tau_keeps_the_exponents_of_n_d_eps():
    printed, fixed = get("LT-Lem3.16").rate, get("LT-Lem3.16").corrected().rate
    assert derived_corrected("LT-Lem3.16").ok
    for var in (n, d, epsilon):
        assert set(printed.exponents(var).values()) == set(fixed.exponents(var).values())
    assert set(fixed.exponents(n).values()) == {Q(-1, 2), Q(-1, 3), Q(-1)}
    assert len(fixed.terms) == len(printed.terms) + 2


def test_remark_3_18_fails_with_printed_tau_and_rederives_with_the_repair():
    result = derived("LT-Rem3.18")
    assert lt.REFRESH in offending(result)
    assert tropical.growth(result.derived, {n: Fraction(1)}).exponent == Fraction(5, 3)  # n^(5/3) samples used
    assert derived_corrected("LT-Rem3.18").status == "verified"
    assert get("LT-Rem3.18").corrected().rate is get("LT-Rem3.18").rate  # the remark's rate stands


def test_noise_level_does_not_cover_the_escape_release_of_the_hessian_increments():
    result = derived("LT-Lem3.14-priv")
    assert offending(result) == ["escape, O4: (rho ||Delta x||/b_t) 2 Xi sqrt(Gamma tau log(1/delta))/eps (Lem 3.13)"]
    assert derived_corrected("LT-Lem3.14-priv").ok


# ---- I6: the misprinted term of Lem 3.16 / Thm 3.17 -------------------------------------------------------------
def test_misprinted_term_is_found_by_the_inversion_and_the_unit_check():
    result = derived("LT-Thm3.17")
    constants_only = {B_F: Fraction(3), G: Fraction(2), M: Fraction(2), rho_H: Fraction(1)}  # n, d, eps fixed
    gap = tropical.growth(result.derived, constants_only).exponent - tropical.growth(n, constants_only).exponent
    assert gap == Fraction(1, 3)
    assert any("sqrt(B M^2)/(rho sqrt(n)) [printed]" in p and "[F^(1/2)*X]" in p for p in unit_problems("LT-Thm3.17"))
    # B.6: n = b_H B M/(kappa gamma) at kappa = alpha sqrt(d)/eps inverts to sqrt(B M^2)/sqrt(rho n), printed / rho
    n_bh = get("LT-Thm3.17").substituted(lt.B6_TERMS[lt.B_H_TERM])
    [proof_term] = sp.solve(sp.Eq(n_bh, n), alpha_S)
    assert sp.simplify(proof_term - sp.sqrt(B_F) * M / sp.sqrt(rho_H * n)) == 0
    assert sp.simplify(proof_term / lt.I6_PRINTED[1]) == sp.sqrt(rho_H)
    assert derived_corrected("LT-Thm3.17").ok
    assert get("LT-Thm3.17").corrected().rate.term(lt.I6_REPAIRED[0]).exponent(n) == Q(-1, 3)


# ---- I2 and I12: Lem 3.8, exact -------------------------------------------------------------------------------
def test_lemma_3_8_does_not_close():
    assert derived("LT-Lem3.8").difference == Q(-359, 8)
    assert derived("LT-Lem3.8-dist").difference == -2 * sp.sqrt(2)
    assert any("Xi - 3*Gamma*gamma_S" in p or "-3*Gamma*gamma_S + Xi" in p for p in unit_problems("LT-Lem3.8-dist"))
    assert derived("LT-Lem3.8-err").difference == Q(4, 3)
    [found] = get("LT-Lem3.8").discrepancies()
    assert found.kind == "derivation" and "-359" in found.evidence


# ---- other errata ---------------------------------------------------------------------------------------------
def test_average_decrease_eta_over_gamma_squared_is_a_typo():
    assert any("[F^(-3)*X^(4)]" in p for p in unit_problems("LT-Prop3.10-avg"))
    assert derived_corrected("LT-Prop3.10-avg").status == "verified"


def test_net_radius_of_theorem_c1_is_fine_under_the_papers_order_one_constants():
    """Thm C.1's net radius min{1, M/rho} sqrt(d/n) mixes units and, with M free, leaves the discretisation term
    2 M r undominated; App. C works with B, G, M, rho = O(1) (Rem 3.18), declared as LT-N1, and then it derives."""
    printed = dataclasses.replace(get("LT-ThmC.1"), normalised_by=())
    assert offending(printed.derive()) == ["discretisation: 2 M r (F_P and F_D are M-Lipschitz in this order)"]
    assert any(
        "Min(1, M/rho_H)" in str(p) for p in dataclasses.replace(get("LT-ThmC.1-H"), normalised_by=()).check_units()
    )
    assert get("LT-ThmC.1").discrepancies() == [] and get("LT-ThmC.1-H").discrepancies() == []


def test_corollary_c2_needs_sqrt_d_over_n():
    result = derived("LT-CorC.2")
    uc = get("LT-CorC.2").derivation.terms["gradient transfer (Thm C.1)"]
    stated = get("LT-CorC.2").rate.expr(logs=False)
    along_n = {n: Fraction(1)}
    assert tropical.growth(uc, along_n).exponent == Q(-1, 2) > tropical.growth(stated, along_n).exponent
    assert result.status == "does not follow"
    assert derived_corrected("LT-CorC.2").status == "verified"


# ---- exponents, crossovers, evaluation --------------------------------------------------------------------------
PRIVATE, NONPRIVATE = "private (sqrt(d)/(n eps))^(1/2)", "non-private 1/n^(1/3)"


def test_remark_3_18_exponents_and_sample_complexity():
    rate = get("LT-Rem3.18").rate
    assert rate.exponent_table([n, d, epsilon]) == {
        PRIVATE: {n: Q(-1, 2), d: Q(1, 4), epsilon: Q(-1, 2)},
        NONPRIVATE: {n: Q(-1, 3), d: 0, epsilon: 0},
    }
    samples = rate.invert(n, alpha_S)
    assert samples.exponent_table([alpha_S, d, epsilon]) == {
        PRIVATE: {alpha_S: Q(-2), d: Q(1, 2), epsilon: Q(-1)},
        NONPRIVATE: {alpha_S: Q(-3), d: 0, epsilon: 0},
    }


def test_crossovers():
    assert get("LT-Rem3.18").rate.crossover(PRIVATE, NONPRIVATE, n) == d ** Q(3, 2) / epsilon**3
    for theorem_id, exponent, crossing in (
        ("LT-prior-Arora23-FOSP", Q(1, 2), d ** Q(3, 2) / epsilon**3),
        ("LT-prior-Ganesh23-claim", Q(3, 7), d ** Q(9, 4) / epsilon ** Q(9, 2)),
        ("LT-prior-Tao25", Q(2, 5), d**3 / epsilon**6),
    ):
        rate = get(theorem_id).rate
        assert rate.crossover(f"private (sqrt(d)/(n eps))^({exponent})", "non-private 1/n^(1/3)", n) == crossing


def test_direct_fix_never_meets_the_sosp_definition():
    fix = get("LT-prior-Ganesh23-directfix").rate.term("direct fix").monomial
    both = Rate.of("-lambda_min level", CURVATURE, ("direct fix", fix), ("Def 1.2", sp.sqrt(rho_H * alpha_S)))
    assert both.crossover("direct fix", "Def 1.2", alpha_S) == d**2 * G  # meets Def 1.2 only for alpha >= d^2 G


def test_rates_evaluate_sensibly():
    rate = get("LT-Rem3.18").rate
    point = {G: 1.0, d: 400.0, epsilon: 0.02, n: 1e6}
    assert rate.dominant(point).label == PRIVATE
    assert -0.5 <= rate.local_slope(n, point) <= -1 / 3
    assert rate.dominant({**point, n: 1e12}).label == NONPRIVATE
    ganesh = get("LT-prior-Ganesh23-claim").rate
    assert rate.compare(ganesh, n, point, 1e3, 1e6).better_at(1e4) == "self"
    thm = get("LT-Thm3.17").rate
    unit = {B_F: 1.0, G: 1.0, M: 1.0, rho_H: 1.0, d: 400.0, epsilon: 0.02, n: 1e6}
    assert thm.evaluate(unit) > 0
    assert thm.dominant({**unit, n: 1e15, epsilon: 1.0}).exponent(n) == Q(-1, 3)


def test_comparison_table_renders():
    [table] = tables("LT")
    markdown, latex = table.to_markdown(), table.to_latex()
    assert markdown.count("\n|") == len(table.rows) + 2
    assert r"\begin{tabular}" in latex
    lt_row = dict(table.rows)["Liu-Talwar (Thm 3.17, Rem 3.18)"]
    cell = table.cell_expr(lt_row[lt.TABLE_COLUMNS[1]])
    assert sp.simplify(cell - (d ** Q(1, 4) / sp.sqrt(n * epsilon) + n ** Q(-1, 3))) == 0


# ---- proof chains ------------------------------------------------------------------------------------------------
def test_every_cited_result_is_in_the_chain():
    for theorem_id in STATUS:
        assert get(theorem_id).uncited_references() == (), theorem_id
    assert get("LT-Thm3.17").chain() == ("LT-Lem3.16@v1", "LT-Lem3.15@v1", "LT-Lem3.13@v1")
    assert get("LT-Thm3.4").chain() == ("LT-Lem3.8@v1", "LT-Lem3.9@v1")
    assert get("LT-Lem3.14").chain() == ("LT-Lem3.12@v1", "LT-Lem3.5@v1", "LT-Thm2.2@v1")


def test_thm_3_17_encodes_every_requirement_of_b6():
    """B.6 (the proof of Lem 3.16, which Thm 3.17 combines with Lem 3.13): the four parts of b BM/(kappa gamma), then
    the second, third, fourth and final requirements, each kappa branch as B.6 takes it."""
    labels = list(get("LT-Thm3.17").derivation.terms)
    assert labels == list(lt.B6_TERMS)
    assert [label.split(":")[0] for label in labels] == ["First"] * 4 + ["Second", "Third", "Fourth", "Finally"]
    assert get("LT-Thm3.17").derivation.unchecked  # the privacy half (Lem 3.13) is no term


def test_partial_derivations_say_which_steps_are_unchecked():
    for theorem_id in ("LT-Lem3.5", "LT-Lem3.9", "LT-Lem3.11", "LT-Lem3.13-esc", "LT-Lem3.15", "LT-ThmC.1"):
        assert get(theorem_id).derivation.unchecked, theorem_id
    assert get("LT-Lem3.2").restates_claim()
