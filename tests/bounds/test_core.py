"""The symbolic machinery: dimensions, growth exponents, rates, derivations, errata, registry."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
import sympy as sp

from bounds import registry, symbols, tropical
from bounds.dimensions import GRADIENT, LENGTH, LOSS, NONE
from bounds.papers.muabg.symbols import kappa
from bounds.rate import Rate
from bounds.symbols import L, T, d, declare, epsilon, eta, n, sigma
from bounds.theorem import Correction, Derivation, Theorem
from bounds.units import UnitError, dimension

D_C = symbols.use("D_C", "CGT", "TOY")  # the toy paper borrows CGT's diameter, as a plugin would

# Noisy gradient descent on a convex L-Lipschitz loss over a ball of diameter D_C (textbook DP-ERM):
# excess <= D^2/(eta T) + eta (L^2 + d sigma^2), sigma = L sqrt(T)/(n eps), eta = D/(L sqrt T), T = (n eps)^2/d.
LEMMA_TERMS = {
    "travel D^2/(eta T)": D_C**2 / (eta * T),
    "gradient eta L^2": eta * L**2,
    "noise eta d sigma^2": eta * d * sigma**2,
}
SETTINGS = {sigma: L * sp.sqrt(T) / (n * epsilon), eta: D_C / (L * sp.sqrt(T)), T: (n * epsilon) ** 2 / d}
RATE = Rate.of("excess empirical risk", LOSS, ("private", L * D_C * sp.sqrt(d) / (n * epsilon)))


def toy(rate: Rate = RATE, settings: dict | None = None, **kw) -> Theorem:
    return Theorem(
        id="TOY-Thm1",
        paper="TOY",
        version="v1",
        source="textbook noisy GD",
        kind="theorem",
        statement="noisy GD is private and accurate",
        rate=rate,
        parameters=SETTINGS if settings is None else settings,
        derivation=Derivation(LEMMA_TERMS),
        **kw,
    )


# ---- dimensions and units ----------------------------------------------------------------------------------
def test_dimension_algebra():
    assert dimension(L * D_C) == LOSS
    assert dimension(eta * L**2) == LOSS
    assert dimension(sp.sqrt(d) / (n * epsilon)) == NONE
    assert dimension(D_C**2 / (eta * T)) == LOSS


def test_unit_error_names_the_offending_sum():
    with pytest.raises(UnitError, match="different units"):
        dimension(L + D_C)
    with pytest.raises(UnitError, match="must be dimensionless"):
        dimension(sp.log(D_C))


def test_symbolic_exponent_dimension():
    from bounds.papers.muabg.symbols import gamma

    # F - F* <= gamma^kappa ||grad||^kappa: the right side is a loss value for every kappa
    assert dimension(gamma**kappa * L**kappa) == LOSS


def test_declaring_a_name_again_in_one_paper_with_other_units_is_rejected():
    first = declare("y_twice", NONE, "a count", ("TWICE",), "up")
    assert declare("y_twice", NONE, "a count", ("TWICE",), "up") is first
    with pytest.raises(ValueError, match="already declared in TWICE"):
        declare("y_twice", LENGTH, "a length", ("TWICE",))


# ---- growth exponents -------------------------------------------------------------------------------------
def test_growth_of_sums_min_and_powers():
    a = {n: Fraction(1), d: Fraction(1)}
    assert tropical.growth(sp.sqrt(d) / n + 1 / sp.sqrt(n), a).exponent == Fraction(-1, 2)
    assert tropical.growth(sp.Min(n, d**2), a).exponent == Fraction(1)
    assert tropical.growth(sp.log(n) * n**2, a).exponent == Fraction(2)
    prog = tropical.Program(sp.Max(n, d**3) / n**2)
    assert prog.exponent(a) == Fraction(1)


# ---- rates ------------------------------------------------------------------------------------------------
TWO = Rate.of("excess", LOSS, ("np", L * D_C / sp.sqrt(n)), ("priv", L * D_C * sp.sqrt(d) / (n * epsilon), sp.log(n)))
POINT = {L: 1.0, D_C: 1.0, d: 100.0, epsilon: 1.0, n: 1e4}


def test_rate_exponents_and_dominant_term():
    assert TWO.exponents(n) == {"np": sp.Rational(-1, 2), "priv": -1}
    assert TWO.exponents(d) == {"np": 0, "priv": sp.Rational(1, 2)}
    # the terms cross at n = d / epsilon^2 = 100
    assert TWO.dominant({**POINT, n: 10.0}).label == "priv"
    assert TWO.dominant({**POINT, n: 1e4}).label == "np"


def test_local_slope_interpolates_between_exponents():
    slope = TWO.local_slope(n, {**POINT, n: 1e2})
    assert -1.0 < slope < -0.5
    assert TWO.local_slope(n, {**POINT, n: 1e12}, logs=False) == pytest.approx(-0.5, abs=1e-3)


def test_crossover_and_dominant_changes():
    cross = TWO.crossover("np", "priv", n)
    assert sp.simplify(cross - d / epsilon**2) == 0
    changes = TWO.dominant_changes(n, POINT, 1.0, 1e8)
    assert len(changes) == 1 and changes[0][0] == pytest.approx(100.0, rel=1e-6)


def test_a_crossover_is_read_off_where_the_symbol_is_a_base_and_solved_where_it_is_an_exponent():
    """1/n against d^(kappa/2)/n^2. Along d, a power of d in both: the root n^(2/kappa) is read off. Along kappa, in
    an exponent: the equation is solved, kappa = 2 log(n)/log(d) (read off as if kappa were a base, the root would
    be (n^2/d)^(1/(kappa log d)), which is not even free of kappa)."""
    rate = Rate.of("excess", LOSS, ("a", 1 / n), ("b", d ** (kappa / 2) / n**2))
    assert sp.simplify(rate.crossover("a", "b", d) - n ** (2 / kappa)) == 0
    along_kappa = rate.crossover("a", "b", kappa)
    assert kappa not in along_kappa.free_symbols
    assert float(along_kappa.subs({n: 1e3, d: 50.0})) == pytest.approx(2 * math.log(1e3) / math.log(50.0), rel=1e-12)


def test_the_dominant_term_skips_a_term_undefined_at_the_point_in_either_order():
    """(1/n)^(kappa/(2-kappa)) is NaN at kappa = 2 (the exponent 2/0 read as zoo): the dominant term is the defined one,
    whichever comes first (max over values with a NaN first would keep the NaN); none defined is an error."""
    cap, floor = ("cap", n ** (-kappa / (2 - kappa))), ("floor", 1 / sp.sqrt(n))
    point = {n: 1e4, kappa: 2.0}
    for terms in ((cap, floor), (floor, cap)):
        rate = Rate.of("excess", LOSS, *terms)
        assert math.isnan(rate.term_values(point)["cap"])
        assert rate.dominant(point).label == "floor"
    with pytest.raises(ValueError, match="no term of the rate is defined"):
        Rate.of("excess", LOSS, cap).dominant(point)


def test_regime_map_over_two_variables():
    grid = TWO.regime_map(n, [1e1, 1e6], d, [1.0, 1e8], POINT)
    assert grid == [["np", "np"], ["priv", "priv"]]


def test_invert_gives_sample_complexity():
    from bounds.symbols import error

    inv = TWO.invert(n, error)
    assert inv.exponents(error) == {"np": -2, "priv": -1}
    assert inv.dimension == NONE


def test_compare_finds_the_crossing():
    one = Rate.of("excess", LOSS, ("np", L * D_C / sp.sqrt(n)))
    comp = TWO.compare(one, n, POINT, 1e2, 1e10, logs=False)
    assert comp.crossings == []  # TWO >= one everywhere
    assert comp.better_at(1e5) == "other"


def test_rate_rejects_bad_input():
    with pytest.raises(ValueError, match="missing values for epsilon"):
        TWO.evaluate({L: 1.0, D_C: 1.0, d: 1.0, n: 1.0})
    with pytest.raises(ValueError, match="must be positive"):
        TWO.evaluate({**POINT, n: -1.0})
    with pytest.raises(ValueError, match="no term labelled"):
        TWO.term("nope")
    with pytest.raises(ValueError, match="need 0 < lo < hi"):
        TWO.dominant_changes(n, POINT, 10.0, 1.0)
    with pytest.raises(ValueError, match="non-symbol factor"):
        Rate.of("x", LOSS, ("bad", L * D_C * sp.log(n) + 1))


# ---- theorems: derivation, planted errors, units, errata ---------------------------------------------------
def test_textbook_theorem_derives():
    result = toy().derive()
    assert result.status == "verified", result.evidence()
    assert toy().check_units() == []
    assert toy().discrepancies() == []


def test_planted_wrong_exponent_is_caught():
    planted = Rate.of("excess empirical risk", LOSS, ("private", L * D_C * sp.sqrt(d) / (n**2 * epsilon)))
    result = toy(rate=planted).derive()
    assert result.status == "does not follow"
    assert {t.label for t in result.offending} == set(LEMMA_TERMS)
    assert "n ~ s^1" in result.witness
    assert [d.kind for d in toy(rate=planted).discrepancies()] == ["derivation"]


def test_looser_statement_is_reported_but_not_an_erratum():
    loose = Rate.of("excess empirical risk", LOSS, ("private", L * D_C * d / (n * epsilon)))
    assert toy(rate=loose).derive().status == "stated is looser"
    assert toy(rate=loose).discrepancies() == []


def test_unit_typo_in_a_setting_is_found_and_corrected():
    typo = {**SETTINGS, eta: D_C**2 / (L * sp.sqrt(T))}
    fix = Correction(eta, D_C / (L * sp.sqrt(T)), "the step must have units X^2/F")
    theorem = toy(settings=typo, corrections=(fix,))
    problems = theorem.check_units()
    assert len(problems) == 1 and "parameter eta" in problems[0].where
    assert theorem.corrected().check_units() == []
    assert sorted(d.kind for d in theorem.discrepancies()) == ["derivation", "units"]
    assert theorem.corrected().discrepancies() == []


def test_exact_mode_reports_constant_ratio():
    theorem = Theorem(
        "TOY-Lem1",
        "TOY",
        "v1",
        "toy",
        "lemma",
        "privacy of k Gaussian releases",
        Rate.of("zCDP", NONE, ("total", T / 2)),
        derivation=Derivation({"k releases of cost 1": T}, exact=True),
    )
    result = theorem.derive()
    assert result.status == "constant differs" and result.difference == 2
    assert [d.kind for d in theorem.discrepancies()] == ["derivation"]


def test_rate_dimension_mismatch_is_a_unit_problem():
    wrong = Rate.of("excess empirical risk", GRADIENT, ("private", L * D_C * sp.sqrt(d) / (n * epsilon)))
    assert toy(rate=wrong).check_units()


# ---- registry ---------------------------------------------------------------------------------------------
def test_registry_rejects_unknown_ids_with_suggestions():
    with pytest.raises(ValueError, match="unknown theorem id"):
        registry.get("NOPE-Thm9")


def test_registry_rejects_unknown_paper():
    with pytest.raises(ValueError, match="unknown paper"):
        registry.theorems(paper="XYZ")


def test_a_numerical_probe_shows_an_expression_is_not_constant_and_never_the_reverse():
    """restates_claim skips simplify when two exact-precision evaluations differ; a constant must never be called
    varying, and an expression that cannot be evaluated is left to simplify."""
    from bounds.numeric_probe import varies

    x, y = sp.symbols("x y", positive=True)
    assert varies(x / y) and varies(sp.log(x) * y + 1) and varies(sp.Max(3 * x, y) / y)
    constants = [(x + 1) ** 2 / (x**2 + 2 * x + 1), sp.sqrt(x**2 * y) / (x * sp.sqrt(y)), sp.Integer(7)]
    assert not any(varies(c) for c in constants)
    assert not varies(1 / (x - sp.Rational(2, 10)))  # a pole at the first probe point: no answer
    assert not varies(sp.Max(x, 3 * y) / y)  # varies, but is 3 at both probes: left to simplify
