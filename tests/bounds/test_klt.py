"""KLT (Kornowski, Liu, Talwar; notes/klt_nonsmooth.md): derivations, errata, units, exponents, Table 1."""

from __future__ import annotations

import dataclasses
import functools
from fractions import Fraction

import pytest
import sympy as sp

from bounds import registry, tropical
from bounds.papers.klt import statements as klt
from bounds.papers.klt.symbols import B1, M_w, Phi, alpha, beta, m
from bounds.papers.muabg.symbols import L1
from bounds.rate import Rate
from bounds.symbols import L, d, epsilon, n
from bounds.tables import tables
from bounds.theorem import DerivationResult

Q = sp.Rational


@functools.cache
def derived(theorem_id: str, version: str = "v2") -> DerivationResult:
    return registry.get(theorem_id, version).derive()


def offending(result: DerivationResult) -> list[str]:
    return [t.label for t in result.offending]


VERIFIED = [
    ("KLT-Prop2.5(var)", "v2"),
    ("KLT-Lem3.6", "v2"),
    ("KLT-Lem4.4", "v2"),
    ("KLT-Rem4.2", "v1"),
    ("KLT-Rem4.2", "v2"),
    ("KLT-Lem6.3", "v2"),
    ("KLT-Lem6.5", "v2"),
    ("KLT-Rem6.2", "v2"),
    ("KLT-LemB.3", "v2"),
]
LOGS_DIFFER = {
    # Lem 3.4's increment case: 'the same argument' over the B2 samples gives log(8 d B2/delta); printed log(dB1/delta)
    ("KLT-Lem3.4", "v2"): "log(B_2)",
    # Lem 3.5 / 6.4: Prop 2.5's sigma carries sqrt(log(Sigma) log(1/delta)); the printed sigma only sqrt(log(1/delta))
    ("KLT-Lem3.5", "v2"): "log(Sigma)",
    ("KLT-Lem6.4", "v2"): "log(Sigma)",
    # the single-pass theorems: eq. (9)'s sigma sqrt(d log Sigma) at the Sigma setting (the Omega~ hides it); the
    # engine names that log by its argument or by its variables, so only its presence is asserted
    ("KLT-Thm3.1", "v2"): "",
    ("KLT-Thm3.1-display", "v2"): "",
    ("KLT-Thm6.1", "v2"): "",
}
QUOTED = [
    "KLT-Fact2.3",
    "KLT-Fact2.3(ii)",
    "KLT-Prop2.5",
    "KLT-Prop5.1",
    "KLT-PropB.4",
]


# ---- derive(): what re-derives ------------------------------------------------------------------------------
@pytest.mark.parametrize(("theorem_id", "version"), VERIFIED)
def test_lemma_chain_rederives(theorem_id: str, version: str) -> None:
    result = derived(theorem_id, version)
    assert result.status == "verified", result.evidence()
    assert result.directions_checked > 0


@pytest.mark.parametrize(("key", "log"), list(LOGS_DIFFER.items()), ids=[f"{i}@{v}" for i, v in LOGS_DIFFER])
def test_lemma_chain_rederives_up_to_logs(key: tuple[str, str], log: str) -> None:
    result = derived(*key)
    assert result.status == "logs differ", result.evidence()
    assert result.logs and (not log or log in result.logs)


def test_every_derivation_cites_the_results_its_labels_name() -> None:
    for theorem in registry.theorems(paper="KLT"):
        assert theorem.uncited_references() == (), theorem.key
        assert not theorem.restates_claim(), theorem.key


@pytest.mark.parametrize("theorem_id", QUOTED)
def test_quoted_results_have_no_derivation_and_are_not_errata_by_derivation(theorem_id: str) -> None:
    theorem = registry.get(theorem_id)
    assert theorem.derive().status == "no derivation"
    assert all(d.kind == "units" for d in theorem.discrepancies())


def test_every_klt_record_cites_its_arxiv_version_and_is_consistent_after_correction() -> None:
    records = registry.theorems(paper="KLT")
    assert {t.key for t in records} >= {f"{i}@{v}" for i, v in (*VERIFIED, *LOGS_DIFFER)}
    for theorem in records:
        assert "arXiv:2410.05880v" in theorem.source, theorem.key
        assert ".txt" not in theorem.source, theorem.key  # no internal file name where a user looks
        assert theorem.corrected().check_units() == [], theorem.key


# ---- the v1 single-pass slip (eq. (9)@v1) -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("theorem_id", "lemma"), [("KLT-Thm3.1", "Lem 3.6; numbered 3.5 in v1"), ("KLT-Thm6.1", "Lem 6.5; B.3 in v1")]
)
def test_v1_single_pass_rate_does_not_follow_from_the_checkpoint_term(theorem_id: str, lemma: str) -> None:
    result = derived(theorem_id, "v1")
    assert result.status == "does not follow"
    # the checkpoint root L/sqrt(B1) (and, in the zero-order case, its estimator companion) outgrows the claim
    assert offending(result)[0] == f"G0 checkpoint L/sqrt(B_1) ({lemma})"
    assert all(label.startswith("G0 checkpoint") for label in offending(result))
    # the ratio (L eps/beta)^(1/3) grows along eps ~ s or beta ~ 1/s alike; the search breaks the tie by symbol order
    assert result.witness == "beta ~ s^-1" and result.gap == Fraction(1, 3)
    assert sp.simplify(result.difference - (L * epsilon / beta) ** Q(1, 3)) == 0


def test_v1_display_eq10_does_not_follow_and_names_the_checkpoint_term() -> None:
    result = derived("KLT-Thm3.1-display", "v1")
    assert result.status == "does not follow"
    assert "G0 checkpoint L/sqrt(B_1) (Lem 3.6; numbered 3.5 in v1)" in offending(result)


def test_v1_slip_is_the_only_cause() -> None:
    """v1's own eq. (9), G0 <~ L/B1 + L D sqrt(d Sigma)/(alpha B2) + sigma sqrt(d log Sigma), re-derives v1's rate
    where eps <= sqrt(d) (where v1's O~ drops L/B1); with Lem 3.6's root L/sqrt(B1) it does not (test above)."""
    v1 = klt.THM31["v1"]
    outer = {k: v for k, v in v1.derivation.terms.items() if not k.startswith("G0")}
    eq9 = {
        "drift L D sqrt(d Sigma)/(alpha B2)": L * klt.D * sp.sqrt(d * klt.Sigma) / (alpha * klt.B2),
        "tree sigma sqrt(d log Sigma)": klt.sigma * sp.sqrt(d * sp.log(klt.Sigma)),
    }

    slipped = dataclasses.replace(
        v1,
        assumptions=(*v1.assumptions, sp.Le(epsilon, sp.sqrt(d))),
        derivation=dataclasses.replace(v1.derivation, terms={**outer, **eq9, "eq. (9)@v1 checkpoint L/B1": L / B1}),
    )
    # up to logs: eq. (9)'s sigma sqrt(d log Sigma), as in v2 (the polynomial parts agree)
    assert slipped.derive().status == "logs differ"


@pytest.mark.parametrize("theorem_id", ["KLT-Thm3.1", "KLT-Thm6.1"])
def test_v1_corrections_are_v2_and_v2_rederives(theorem_id: str) -> None:
    v1, v2 = registry.get(theorem_id, "v1"), registry.get(theorem_id, "v2")
    fixed = v1.corrected()
    assert dict(fixed.parameters) == dict(v2.parameters)
    assert fixed.rate.expr() == v2.rate.expr()
    assert derived(theorem_id, "v2").status == "logs differ"  # the Omega~ hides eq. (9)'s sqrt(log Sigma)
    assert v1.check_units() == []  # the slip is not a unit error: only the derivation finds it


def test_v2_settings_differ_from_v1_exactly_by_the_checkpoint_balance() -> None:
    v1, v2 = klt.THM31["v1"].parameters, klt.THM31["v2"].parameters
    assert sp.simplify(v2[klt.Sigma] - v1[klt.Sigma] - alpha / (klt.D * sp.sqrt(d))) == 0
    assert len(v2[klt.D].args) == 4 and len(v1[klt.D].args) == 3
    fourth = (Phi**2 * alpha / (L**2 * klt.T**2 * sp.sqrt(d))) ** Q(1, 3)
    assert fourth in v2[klt.D].args


# ---- Thm 4.1: units of D and T --------------------------------------------------------------------------------
@pytest.mark.parametrize("version", ["v1", "v2"])
def test_thm41_unit_check_catches_d_and_t(version: str) -> None:
    theorem = registry.get("KLT-Thm4.1", version)
    problems = {p.where.rsplit(" ", 1)[-1]: p for p in theorem.check_units()}
    assert set(problems) == {"D", "T"}
    assert problems["D"].found == "X^(2)" and problems["T"].found == "X^(-1)"
    if version == "v2":
        units = [d for d in theorem.discrepancies() if d.kind == "units"]
        assert {d.printed for d in units} == {str(alpha**2 * beta**2 / L**2), str(Phi * L**2 / (alpha**2 * beta**3))}
    fixed = theorem.corrected()
    assert fixed.check_units() == []
    if version == "v1":  # the same statement in both versions: derive the corrected one once
        # up to logs: sigma1, sigma2 carry sqrt(log(1/delta)), which the Omega~ hides
        assert fixed.derive().status == "logs differ"


def test_thm41_printed_settings_break_the_window_term() -> None:
    theorem = klt.THM41["v2"]
    window = L / sp.sqrt(M_w)
    assert sp.simplify(theorem.substituted(window) / beta) == 2 * sp.sqrt(alpha)
    assert sp.simplify(theorem.corrected().substituted(window) / beta) == 2
    # the travel term equals beta either way: n depends on D and T only through DT = Phi/beta
    travel = 2 * Phi / (klt.D * klt.T)
    assert theorem.substituted(travel) == theorem.corrected().substituted(travel) == 2 * beta
    along = {alpha: Fraction(1), Phi: Fraction(1)}  # admissible: alpha <= Phi/L holds along it
    assert klt.ALPHA_LE in theorem.assumptions
    assert tropical.growth(alpha, along).exponent <= tropical.growth(Phi / L, along).exponent
    assert tropical.growth(theorem.substituted(window), along).exponent == Fraction(1, 2)


def test_thm41_g0_balance_and_beta_law() -> None:
    theorem = klt.THM41["v2"].corrected()
    g0 = sum(v for k, v in theorem.derivation.terms.items() if "noise" in k)
    g0_at_n = sp.simplify(theorem.substituted(g0).subs(n, theorem.rate.expr(logs=False)))
    # 4 = Prop 2.6's (corrected) bias weight 2 on G0 times the two balanced noise roots
    assert sp.simplify(g0_at_n / (beta * sp.sqrt(sp.log(1 / klt.delta)))) == 4
    law = klt.MULTI_PASS_ERROR.terms[0].expr(logs=False)
    expected = (Phi * L**2 * d ** Q(3, 2) / (alpha * epsilon**2 * n**2)) ** Q(1, 3)
    assert sp.simplify(law - expected) == 0
    assert klt.MULTI_PASS_ERROR.invert(n, beta).expr() == klt.THM41["v2"].rate.expr()


# ---- Lem 4.3: m versus the sensitivity of Lem 3.4 --------------------------------------------------------------
def test_lem43_printed_m_does_not_give_the_sensitivity() -> None:
    theorem = registry.get("KLT-Lem4.3")
    result = derived("KLT-Lem4.3")
    assert result.status == "does not follow"
    assert offending(result) == ["Lem 3.4 estimator deviation, B1 = B2 = n"]
    printed_m = theorem.substituted(m)
    expected = n * epsilon**2 * (d * klt.Sigma**2 + alpha**2 / klt.D**2) / (klt.T * sp.log(1 / klt.delta))
    assert sp.simplify(printed_m - expected) == 0
    assert theorem.corrected().derive().status == "verified"


# ---- O2NC constants (exact) ------------------------------------------------------------------------------------
def test_lem_a1_regret_constant_is_five_halves() -> None:
    theorem = registry.get("KLT-LemA.1")
    result = theorem.derive()
    assert result.status == "constant differs" and result.difference == Q(5, 3)
    assert theorem.corrected().derive().status == "verified"
    assert [d.kind for d in theorem.discrepancies()] == ["derivation"]


def test_prop26_bias_constant_is_two() -> None:
    theorem = registry.get("KLT-Prop2.6")
    result = theorem.derive()
    assert result.status == "constant differs"
    # the bias is 2 G0, not G0, and (with Lem A.1 as it re-derives) the regret 5 G1/(2 sqrt(M)), not 3/2
    assert sp.simplify(result.derived - result.stated - klt.G0 - klt.G1 / sp.sqrt(klt.M_w)) == 0
    assert theorem.corrected().derive().status == "verified"


# ---- Lasry-Lions (Thm B.5): the L exponent -----------------------------------------------------------------------
def test_thmb5_units_catch_the_l_exponent() -> None:
    theorem = registry.get("KLT-ThmB.5")
    wheres = [p.where for p in theorem.check_units()]
    assert any(w.endswith("parameter L_1") for w in wheres)
    (rate_problem,) = [p for p in theorem.check_units() if "rate, term 'smooth'" in p.where]
    assert rate_problem.found == "F^(1/3)*X^(-1/3)"
    # with the printed O(L/lambda)-smoothness the smooth term reproduces the printed L^(4/3) exactly
    smooth = theorem.substituted(theorem.derivation.terms["Prop B.4 smooth term"]).subs(n, theorem.rate.expr())
    assert sp.simplify(smooth / beta) == 3 ** Q(1, 3)
    fixed = theorem.corrected()
    assert fixed.check_units() == [] and fixed.derive().status == "verified"
    assert fixed.rate.exponents(L) == {"smooth": 1}
    assert fixed.parameters[L1] == 1 / klt.lambda_LL


def test_thmb5_drops_prop_b4_second_term() -> None:
    result = registry.get("KLT-ThmB.5").derive()
    assert result.status == "does not follow"
    assert offending(result) == ["Prop B.4 Lipschitz term"]
    for theorem_id in ("KLT-FactB.2", "KLT-FactB.2(ii)"):
        theorem = registry.get(theorem_id)
        assert len(theorem.check_units()) == 1 and theorem.corrected().check_units() == []


@pytest.mark.parametrize(("theorem_id", "along"), [("KLT-FactB.2", L), ("KLT-FactB.2(ii)", L)])
def test_lasry_lions_facts_rederive_from_the_moreau_envelopes_only_as_corrected(theorem_id, along) -> None:
    theorem = registry.get(theorem_id)
    printed = theorem.derive()
    assert printed.status == "does not follow" and along in printed.difference.free_symbols
    assert theorem.corrected().proof_status()[0] == "derived up to constants"


# ---- exponent tables (notes §7, "Exponent summary") ----------------------------------------------------------------
VARS = (n, d, epsilon, alpha, Phi, L)
EXPONENTS = {
    ("display v2", "T1 non-private"): (Q(-1, 3), Q(1, 6), 0, Q(-1, 3), Q(1, 3), Q(2, 3)),
    ("display v1", "T1 non-private"): (Q(-1, 3), 0, 0, Q(-1, 3), Q(1, 3), Q(2, 3)),
    ("display v2", "T2 private"): (Q(-1, 2), Q(1, 2), Q(-1, 2), Q(-1, 2), Q(1, 2), Q(1, 2)),
    ("display v2", "T3 mixed"): (Q(-2, 5), Q(3, 10), Q(-1, 5), Q(-2, 5), Q(2, 5), Q(3, 5)),
    ("multi-pass", "private"): (Q(-2, 3), Q(1, 2), Q(-2, 3), Q(-1, 3), Q(1, 3), Q(2, 3)),
    ("generalization", "generalization"): (Q(-1, 2), Q(1, 2), 0, 0, 0, 1),
    ("ZTC24", "non-private"): (Q(-1, 3), Q(1, 3), 0, Q(-1, 3), Q(1, 3), Q(2, 3)),
    ("ZTC24", "private"): (Q(-1, 2), Q(3, 4), Q(-1, 2), Q(-1, 2), Q(1, 2), Q(1, 2)),
}


def error_form(name: str) -> Rate:
    """The beta(n) form of each row of the notes' exponent table."""
    return {
        "display v2": klt.THM31_DISPLAY["v2"].rate,
        "display v1": klt.THM31_DISPLAY["v1"].rate,
        "multi-pass": klt.MULTI_PASS_ERROR,
        "generalization": registry.get("KLT-Prop5.1").rate,
        "ZTC24": registry.get("ZTC24-single-pass", "v1").rate.invert(beta, n),
    }[name]


@pytest.mark.parametrize(("row", "expected"), list(EXPONENTS.items()), ids=[f"{a}/{b}" for a, b in EXPONENTS])
def test_exponent_summary_table(row: tuple[str, str], expected: tuple) -> None:
    name, label = row
    table = error_form(name).exponent_table(VARS)[label]
    assert tuple(table[v] for v in VARS) == tuple(sp.Rational(e) for e in expected)
    assert all(isinstance(table[v], sp.Rational) for v in VARS)


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_display_inverts_to_the_theorem_rate(version: str) -> None:
    inverted = klt.THM31_DISPLAY[version].rate.invert(n, beta)
    stated = klt.THM31[version].rate
    mixed = inverted.term("T3 mixed").expr()
    assert inverted.term("T1 non-private").expr() == stated.term("non-private").expr()
    assert inverted.term("T2 private").expr() == stated.term("private").expr()
    if version == "v1":
        assert mixed == stated.term("mixed").expr()
    else:  # v2 drops the mixed term by AM-GM: it is the geometric mean of the other two
        assert sp.simplify(mixed**2 - stated.term("non-private").expr() * stated.term("private").expr()) == 0


# ---- derived comparisons (notes §5) ---------------------------------------------------------------------------------
ZTC = registry.get("ZTC24-single-pass", "v1").rate


def test_v2_improves_ztc24_by_sqrt_d_termwise() -> None:
    v2 = klt.THM31["v2"].rate
    for label in ("non-private", "private"):
        assert sp.simplify(v2.term(label).expr() / ZTC.term(label).expr()) == 1 / sp.sqrt(d)


def test_v1_claimed_improvement_over_ztc24() -> None:
    v1 = klt.THM31["v1"].rate
    assert sp.simplify(ZTC.term("non-private").expr() / v1.term("non-private").expr()) == d
    assert sp.simplify(ZTC.term("private").expr() / v1.term("private").expr()) == sp.sqrt(d)
    # footnote 2: the mixed term is the geometric mean of ZTC24's terms divided by sqrt(d)
    product = ZTC.term("non-private").expr() * ZTC.term("private").expr() / d
    assert sp.simplify(v1.term("mixed").expr() ** 2 - product) == 0


def test_private_nonprivate_crossover() -> None:
    display = klt.THM31_DISPLAY["v2"].rate
    n_c = Phi * d**2 / (L * alpha * epsilon**3)
    for a, b in (("T1 non-private", "T2 private"), ("T1 non-private", "T3 mixed"), ("T2 private", "T3 mixed")):
        assert sp.simplify(display.crossover(a, b, n) - n_c) == 0
    assert sp.simplify(klt.THM31["v2"].rate.crossover("non-private", "private", epsilon) - sp.sqrt(d) * beta / L) == 0
    v1 = klt.THM31_DISPLAY["v1"].rate
    assert (
        sp.simplify(v1.crossover("T1 non-private", "T3 mixed", n) - Phi * d ** Q(9, 2) / (L * alpha * epsilon**3)) == 0
    )
    assert sp.simplify(v1.crossover("T2 private", "T3 mixed", n) - n_c) == 0


def test_crossover_numerically_and_slopes() -> None:
    display = klt.THM31_DISPLAY["v2"].rate
    point = {Phi: 1.0, L: 1.0, alpha: 0.1, d: 100.0, epsilon: 1.0, n: 1e3}
    n_c = 1e5  # Phi d^2/(L alpha eps^3) at this point
    assert display.dominant({**point, n: n_c / 10}).label == "T2 private"
    assert display.dominant({**point, n: n_c * 10}).label == "T1 non-private"
    values = display.term_values({**point, n: n_c})
    assert max(values.values()) == pytest.approx(min(values.values()), rel=1e-9)  # all three terms meet at n_c
    assert display.local_slope(n, {**point, n: 1e40}) == pytest.approx(-1 / 3, abs=0.01)
    private_regime = {**point, epsilon: 1e-3, n: 1e3}  # n_c = 1e14
    assert display.local_slope(n, private_regime) == pytest.approx(-1 / 2, abs=0.02)
    assert -1 / 2 < display.local_slope(n, {**point, n: 1e5}) < -1 / 3
    assert 0 < display.evaluate({**point, n: 1e6}) < 1


def test_multi_pass_and_population_comparisons() -> None:
    multi = klt.THM41["v2"].rate.term("private").expr()
    single_private = klt.THM31["v2"].rate.term("private").expr()
    # multi-pass beats the single-pass private term iff alpha beta <= Phi sqrt(d)
    assert sp.simplify(multi / single_private - sp.sqrt(alpha * beta / Phi) / d ** Q(1, 4)) == 0
    extra = klt.REM42["v2"].rate.term("generalization").expr()
    single_np = klt.THM31["v2"].rate.term("non-private").expr()
    assert sp.simplify(extra / single_np - alpha * beta * sp.sqrt(d) / Phi) == 0


# ---- quoted facts and prior work -----------------------------------------------------------------------------------
def test_smoothing_facts_and_tree_constant() -> None:
    assert registry.get("KLT-Fact2.3").rate.exponent_table([L, d, alpha])["smoothness"] == {L: 1, d: Q(1, 2), alpha: -1}
    (calibration,) = registry.get("KLT-Prop2.5").rate.terms
    assert calibration.coeff == 4
    assert registry.get("KLT-PropB.4").check_units() == []
    assert registry.get("KLT-LemB.3").rate.terms[0].coeff == 3


def test_prior_work_records() -> None:
    records = {t.id: t for t in registry.theorems(paper="KLT") if t.kind in ("prior work", "lower bound")}
    assert set(records) == {
        "ZTC24-single-pass",
        "ZTC24-sensitivity",
        "KS24-zero-order",
        "KS24-zero-order-lower-bound",
        "CMO23-first-order",
    }
    assert "eq. (1) and Table 1" in records["ZTC24-single-pass"].source
    assert "ICLR 2024" in records["ZTC24-single-pass"].source
    assert records["KS24-zero-order-lower-bound"].kind == "lower bound"
    ratio = records["KS24-zero-order"].rate.expr() / records["CMO23-first-order"].rate.expr()
    assert ratio == d  # zero-/first-order oracle ratio Theta(d) (Rem 6.2)
    assert all(t.check_units() == [] for t in records.values())


# ---- Table 1 ---------------------------------------------------------------------------------------------------------
def test_table1_renders_both_versions() -> None:
    by_name = {t.name: t for t in tables("KLT")}
    assert set(by_name) == {"KLT Table 1 (v1)", "KLT Table 1 (v2)", "KLT Table 1, v1 and v2 side by side"}
    v1_md, v2_md = by_name["KLT Table 1 (v1)"].to_markdown(), by_name["KLT Table 1 (v2)"].to_markdown()
    assert r"\frac{\sqrt{d}}{\alpha \beta^{3}}" in v2_md and r"\frac{1}{\alpha \beta^{3}}" not in v2_md
    assert (
        r"\frac{1}{\alpha \beta^{3}}" in v1_md
        and r"\frac{d^{\frac{3}{4}}}{\alpha \beta^{\frac{5}{2}} \sqrt{\epsilon}}" in v1_md
    )
    for md in (v1_md, v2_md):
        assert r"\frac{d^{\frac{3}{2}}}{\alpha \beta^{2} \epsilon}" in md  # Zhang et al. 2024
        assert r"\frac{d}{\beta^{2}} + \frac{d^{\frac{3}{4}}}{\sqrt{\alpha} \beta^{\frac{3}{2}} \epsilon}" in md
    for table in by_name.values():  # L = Phi = 1 as the caption says
        cells = [table.cell_expr(text) for _, row in table.rows for text in row.values()]
        assert all(c is not None and not c.free_symbols & {L, Phi} for c in cells)
    side = by_name["KLT Table 1, v1 and v2 side by side"]
    latex = side.to_latex()
    assert r"\begin{tabular}{lcc}" in latex and "v2 (corrected)" in latex
    assert r"\frac{\sqrt{d}}{\alpha \beta^{3}}" in latex and r"\frac{1}{\alpha \beta^{3}}" in latex


def test_symbols_of_the_klt_section_have_their_units() -> None:
    from bounds.dimensions import CURVATURE, STEP
    from bounds.papers.klt.symbols import H_alpha, lambda_LL
    from bounds.symbols import info

    assert info(H_alpha).dimension == CURVATURE and info(lambda_LL).dimension == STEP
    # lambda = alpha/(3L) is consistent with lambda's units; the Goldstein radius 3 lambda L is a length
    assert registry.get("KLT-ThmB.5").check_units()[0].where.endswith("parameter L_1")
    assert registry.get("KLT-LemB.3").check_units() == []
