"""The errata model on planted statements: proof status, the severity rubric (one planted statement per label),
normalisations in the unit check, the exact gap search, and the referee report's formats."""

from __future__ import annotations

import json

import pytest
import sympy as sp

from bounds import registry, symbols
from bounds.dimensions import LOSS, NONE
from bounds.erratum import Erratum, Locator, Normalisation
from bounds.rate import Rate
from bounds.referee_report import FORMATS, tex_escape
from bounds.severity import assess
from bounds.symbols import L, T, d, epsilon, error, eta, n, rho, sigma
from bounds.theorem import Correction, Derivation, Theorem

# the toy paper imports the symbols it borrows, as a plugin would
D_C = symbols.use("D_C", "CGT", "TOY")
Phi, alpha = symbols.use("Phi", "KLT", "TOY"), symbols.use("alpha", "KLT", "TOY")
c_M = symbols.use("c_M", "MUABG", "TOY")

SETTINGS = {sigma: L * sp.sqrt(T) / (n * epsilon), eta: D_C / (L * sp.sqrt(T)), T: (n * epsilon) ** 2 / d}
TERMS = {"travel (Lem 1)": D_C**2 / (eta * T), "gradient (Lem 1)": eta * L**2, "noise (Lem 2)": eta * d * sigma**2}
RATE = Rate.of("excess empirical risk", LOSS, ("private", L * D_C * sp.sqrt(d) / (n * epsilon)))
HERE = Locator("1405.7085", "v2", "Thm 2.4")


def toy(**changes) -> Theorem:
    fields = dict(
        id="TOY-Thm1",
        paper="TOY",
        version="v1",
        source="toy",
        kind="theorem",
        statement="noisy GD on a convex Lipschitz loss",
        rate=RATE,
        parameters=SETTINGS,
        derivation=Derivation(TERMS),
    )
    return Theorem(**{**fields, **changes})


def erratum(**changes) -> Erratum:
    fields = dict(
        id="TOY-E1",
        paper="TOY",
        title="planted",
        category="statement",
        quote="printed text",
        locator=HERE,
        why="planted",
        correction="planted",
        affects=("TOY-Thm1@v1",),
    )
    return Erratum(**{**fields, **changes})


def severity_of(theorem: Theorem) -> str:
    """The computed severity of an erratum that owns every correction of ``theorem``."""
    owned = tuple(f"TOY-Thm1@v1:{c.target}" for c in theorem.corrections)
    return assess(erratum(corrects=owned), lambda key: theorem).severity


# ---- proof status ---------------------------------------------------------------------------------------------
def test_a_textbook_statement_is_derived_up_to_constants_and_capped_by_its_chain(monkeypatch):
    theorem = toy()
    assert theorem.proof_status()[0] == "derived up to constants"
    assert theorem.chain() == ()  # the lemmas its labels name are not registered
    assert theorem.discrepancies() == []
    # once Lem 1 is registered (and not derived), the label names it: it joins the chain and caps the status
    monkeypatch.setitem(registry._THEOREMS, ("TOY-Lem1", "v1"), toy(id="TOY-Lem1", kind="lemma", derivation=None))
    capped = toy()
    assert capped.chain() == ("TOY-Lem1@v1",) and capped.uncited_references() == ("TOY-Lem1@v1",)
    status, reason = capped.proof_status()
    assert status == "derived from unverified steps" and "rests on TOY-Lem1@v1 (not derived)" in reason
    # steps of the proof left unchecked make it derived in part
    partial = toy(derivation=Derivation(TERMS, unchecked=("eq. (3): the union bound",)))
    monkeypatch.delitem(registry._THEOREMS, ("TOY-Lem1", "v1"))
    assert partial.proof_status()[0] == "derived in part" and "eq. (3)" in partial.proof_status()[1]


def test_no_derivation_is_not_derived():
    assert toy(derivation=None).proof_status()[0] == "not derived"


def test_a_derivation_that_restates_the_claim_is_not_derived():
    copy = Derivation({"the claim": L * D_C * sp.sqrt(d) / (n * epsilon)})
    assert toy(derivation=copy).restates_claim()
    assert toy(derivation=copy).proof_status() == (
        "not derived",
        "the encoded derivation restates the claim (no cited input), so it checks nothing",
    )
    # after the settings: a rate printed in T, terms written in n, d, epsilon that never use the setting of T
    in_steps = Rate.of("excess empirical risk", LOSS, ("private", L * D_C / sp.sqrt(T)))
    settled = Derivation({"the settled claim": 3 * L * D_C * sp.sqrt(d) / (n * epsilon)})
    assert toy(rate=in_steps, derivation=settled).restates_claim()
    assert not toy(rate=in_steps).restates_claim()
    cites_itself = Derivation({"the bound of Thm 1": TERMS["noise (Lem 2)"], **TERMS})
    assert toy(derivation=cites_itself).restates_claim()
    proof_step = Derivation({"a step in the proof of Thm 1": TERMS["noise (Lem 2)"], **TERMS})
    assert not toy(derivation=proof_step).restates_claim()


def test_a_composition_of_encoded_statements_is_derived_only_as_far_as_its_inputs(monkeypatch):
    monkeypatch.setitem(registry._THEOREMS, ("TOY-Lem3", "v1"), toy(id="TOY-Lem3", kind="lemma"))
    monkeypatch.setitem(registry._THEOREMS, ("TOY-Lem4", "v1"), toy(id="TOY-Lem4", kind="lemma", derivation=None))

    def corollary(cited: str) -> Theorem:
        source, bound = registry.cite(cited)
        return toy(id="TOY-Cor1", kind="corollary", derivation=Derivation({"the bound": bound}, inputs=(source,)))

    composed = corollary("TOY-Lem3@v1")
    assert not composed.restates_claim()
    assert composed.chain() == ("TOY-Lem3@v1",)
    status, evidence = composed.proof_status()
    assert status == "derived up to constants" and evidence.endswith("chain: TOY-Lem3@v1 (derived up to constants)")
    status, evidence = corollary("TOY-Lem4@v1").proof_status()
    assert status == "derived from unverified steps" and "rests on TOY-Lem4@v1 (not derived)" in evidence
    monkeypatch.setitem(registry._THEOREMS, ("TOY-Cor1", "v1"), composed)
    assert corollary("TOY-Cor1@v1").restates_claim()
    with pytest.raises(ValueError, match="no statement is registered under it"):
        registry.cite("TOY-Lem9@v1")


def test_a_difference_cancels_before_the_growth_comparison():
    contraction = Rate.of("excess after a phase", LOSS, ("contracted", Phi / c_M))
    c = 1 + eta * L**2 / Phi
    less = Derivation({"Phi less the phase's decrease (1 - 1/c) Phi": Phi - Phi * (1 - 1 / c)})
    theorem = toy(rate=contraction, parameters={c_M: c}, derivation=less)
    assert theorem.derive().status == "verified"
    # without the cancellation the growth comparison would bound the term by Phi, which exceeds Phi/c as eta grows
    assert not toy(rate=contraction, parameters=theorem.parameters, derivation=Derivation({"Phi": Phi})).derive().ok


def test_a_wrong_exponent_does_not_follow_with_an_exact_witness():
    planted = Rate.of("excess empirical risk", LOSS, ("private", L * D_C * sp.sqrt(d) / (n**2 * epsilon)))
    theorem = toy(rate=planted)
    result = theorem.derive()
    assert theorem.proof_status()[0] == "does not follow"
    assert "branch and bound" in result.evidence() and result.comparisons[0].certificate["verdict"] == "gap"
    assert [d.kind for d in theorem.discrepancies()] == ["derivation"]


# ---- severity rubric: one planted statement per label -----------------------------------------------------------
def test_typo_when_nothing_downstream_changes():
    typo = {**SETTINGS, eta: 2 * D_C / (L * sp.sqrt(T))}
    theorem = toy(parameters=typo, corrections=(Correction(eta, SETTINGS[eta], "a factor 2"),))
    assert severity_of(theorem) == "typo"


def test_unit_when_a_setting_has_the_wrong_units_but_the_rate_stands():
    wrong = {**SETTINGS, eta: D_C**2 / (L * sp.sqrt(T))}
    theorem = toy(parameters=wrong, corrections=(Correction(eta, SETTINGS[eta], "a step has units X^2/F"),))
    assert severity_of(theorem) == "unit"


def test_constant_when_only_a_numeric_factor_of_the_bound_moves():
    printed = Rate.of("excess empirical risk", LOSS, ("private", 3 * L * D_C * sp.sqrt(d) / (n * epsilon)))
    theorem = toy(rate=printed, corrections=(Correction("rate", RATE, "the constant is 1"),))
    assert severity_of(theorem) == "constant"


def test_rate_when_an_exponent_of_the_corrected_rate_differs():
    printed = Rate.of("excess empirical risk", LOSS, ("private", L * D_C * sp.sqrt(d) / (n**2 * epsilon)))
    theorem = toy(rate=printed, corrections=(Correction("rate", RATE, "n^-1, not n^-2"),))
    assert severity_of(theorem) == "rate"


def privacy_claim(noise: sp.Expr) -> Theorem:
    """T Gaussian releases of sensitivity L/n with noise ``noise``: rho = T (L/n)^2 / (2 noise^2)."""
    return Theorem(
        "TOY-Thm1",
        "TOY",
        "v1",
        "toy",
        "theorem",
        "noisy GD is rho-zCDP",
        Rate.of("zCDP of noisy GD", NONE, ("total", rho)),
        parameters={sigma: noise},
        derivation=Derivation({"T releases (composition)": T * (L / n) ** 2 / (2 * sigma**2)}, exact=True),
        privacy=True,
        corrections=(Correction(sigma, sp.sqrt(T) * L / (n * sp.sqrt(2 * rho)), "noise grows with sqrt(T)"),),
    )


def test_privacy_when_the_printed_noise_does_not_give_the_claimed_guarantee():
    under_noised = privacy_claim(L / (n * sp.sqrt(2 * rho)))  # the sqrt(T) is missing
    assert under_noised.derive().difference == T
    assert severity_of(under_noised) == "privacy"
    assert privacy_claim(sp.sqrt(T) * L / (n * sp.sqrt(2 * rho))).proof_status()[0] == "derived"


def test_two_errors_on_one_statement_are_labelled_apart():
    both = {**SETTINGS, eta: D_C**2 / (L * sp.sqrt(T))}
    printed = Rate.of("excess empirical risk", LOSS, ("private", L * D_C * sp.sqrt(d) / (n**2 * epsilon)))
    theorem = toy(
        rate=printed,
        parameters=both,
        corrections=(Correction(eta, SETTINGS[eta], "units"), Correction("rate", RATE, "n^-1")),
    )
    unit = erratum(corrects=("TOY-Thm1@v1:eta",))
    rate = erratum(id="TOY-E2", corrects=("TOY-Thm1@v1:rate",))
    assert assess(unit, lambda key: theorem).severity == "unit"
    assert assess(rate, lambda key: theorem).severity == "rate"


def test_an_error_with_nothing_to_compute_from_declares_its_label_and_says_so():
    found = assess(
        erratum(category="algorithm", affects=(), argument="the loop runs T + 1 times", declared="algorithm"),
        lambda key: toy(),
    )
    assert (found.severity, found.computed) == ("algorithm", False)
    with pytest.raises(ValueError, match="declare the severity"):
        erratum(category="proof")
    with pytest.raises(ValueError, match="do not declare"):
        erratum(corrects=("TOY-Thm1@v1:rate",), declared="typo")
    with pytest.raises(ValueError, match="KEY:target"):
        erratum(corrects=("TOY-Thm9@v1:rate",))


def test_an_erratum_needs_a_quote_and_something_it_affects():
    with pytest.raises(ValueError, match="quote"):
        erratum(quote=" ", declared="typo")
    with pytest.raises(ValueError, match="affects or a worked argument"):
        erratum(affects=(), declared="typo")
    with pytest.raises(ValueError, match="arXiv id"):
        Locator("papers/000.txt", "v1", "Thm 1")


# ---- normalisations ------------------------------------------------------------------------------------------------
CURVATURE_ONE = Normalisation(
    "TOY-N1", "we assume without loss of generality that L <= 1", HERE, (L,), "compares L with 1"
)


def normalised(setting: sp.Expr, norms: tuple[Normalisation, ...]) -> Theorem:
    """A statement whose one setting is the loss level ``a = setting``."""
    rate = Rate.of("gap", LOSS, ("t", error))
    return toy(rate=rate, parameters={error: setting}, derivation=None, normalised_by=norms)


def test_a_comparison_with_one_is_consistent_under_the_declared_normalisation():
    statement = Phi * sp.Min(L, 1)
    assert normalised(statement, ()).unit_problems()
    fine = normalised(statement, (CURVATURE_ONE,))
    assert fine.unit_problems() == []
    assert [norm.id for _, norm in fine.normalised_units()] == ["TOY-N1"]


def test_a_unit_error_that_the_normalisation_does_not_explain_is_still_found():
    fixed_loss = Normalisation("TOY-N2", "we normalise F(x0) - inf F = 1", HERE, (Phi,), "fixes the loss scale")
    assert normalised(Phi + alpha, (fixed_loss,)).unit_problems()  # a loss plus a length: X is still a unit
    assert normalised(Phi + 1, (fixed_loss,)).unit_problems() == []


def test_a_gap_only_along_epsilon_above_one_names_the_regime_that_closes_it():
    from bounds.regimes import closing_regimes

    private_only = Rate.of("excess empirical risk", LOSS, ("private", L * D_C / (n * epsilon)))
    theorem = toy(rate=private_only, derivation=Derivation({"private": L * D_C / (n * epsilon), "extra": L * D_C / n}))
    assert theorem.proof_status()[0] == "does not follow"
    assert [r.name for r in closing_regimes(theorem)] == ["epsilon <= 1"]
    assert closing_regimes(toy()) == []


# ---- the referee report --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_every_format_renders_the_shipped_papers(fmt):
    from bounds.errata import all_errata

    out = FORMATS[fmt](all_errata("CGT"), "CGT")
    assert "distinct errors" in out or "distinct_errors" in out
    if fmt == "json":
        data = json.loads(out)
        assert data["distinct_errors"] == len(data["errata"])


def test_tex_escape():
    assert tex_escape("a_1 & 50% {x}") == r"a\_1 \& 50\% \{x\}"
    greek = r"From [3], \ensuremath{\lambda}, \ensuremath{\kappa} and \ensuremath{\Lambda}"
    assert tex_escape("From [3], λ, κ and Λ") == greek  # Unicode names lambda 'lamda'; TeX does not
