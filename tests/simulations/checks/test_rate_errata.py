"""A check is judged against its statement's rate as an erratum corrects it; the printed rate's verdict is computed
on the same samples, carried into results.json and the report card, and required to fail where the erratum names
the check as its evidence."""

from __future__ import annotations

import numpy as np
import pytest

from bounds import registry
from bounds.dimensions import LOSS
from bounds.erratum import Erratum, Locator
from bounds.rate import Rate
from bounds.symbols import d, n
from bounds.theorem import Correction, Theorem
from paper_figures.cards import build_cards, card_html, card_markdown
from paper_figures.reproduce import CheckOutcome, result_row
from simulations.checks import RateCheck, run_check

KEY = "TESTERR-Thm1@v1"
PRINTED = Theorem(
    "TESTERR-Thm1",
    "TESTERR",
    "v1",
    "test",
    "theorem",
    "an error of d/n (printed), d/n^2 (corrected)",
    Rate.of("error", LOSS, ("printed", d / n)),
    corrections=(Correction("rate", Rate.of("error", LOSS, ("corrected", d / n**2)), "the proof gives d/n^2"),),
)


def _erratum(checks: tuple[str, ...]) -> Erratum:
    return Erratum(
        id="TESTERR-E1",
        paper="TESTERR",
        title="the rate loses a factor 1/n",
        category="statement",
        quote="the error is O(d/n)",
        locator=Locator("0000.00000", "v1", "Thm 1"),
        why="the proof gives d/n^2",
        correction="O(d/n^2)",
        affects=(KEY,),
        corrects=(f"{KEY}:rate",),
        checks=checks,
    )


def _measure(params, seq, reps):
    """The error d/n^power with 5% multiplicative noise; ``power`` is a switch (2: the corrected law)."""
    noise = 1 + 0.05 * np.random.default_rng(seq).standard_normal(reps)
    return params["d"] / params["n"] ** params["power"] * noise**2


def _check(power: float = 2.0, **kw) -> RateCheck:
    args = dict(
        name="error vs n",
        theorem="TESTERR-Thm1",
        quantity="error",
        tag="error",
        swept="n",
        values=(10.0, 100.0, 1000.0),
        fixed={"d": 4.0},
        settings={"power": power},
        instance="synthetic",
        algorithm="none",
        metric="error",
        measure=_measure,
        tolerance=0.05,
        tolerance_reason="5% multiplicative noise, 8 seeds",
        seeds=8,
    )
    return RateCheck(**{**args, **kw})


@pytest.fixture
def erratum(monkeypatch, request):
    """TESTERR-Thm1 and its erratum TESTERR-E1 (naming the checks ``request.param`` as evidence), for this test."""
    monkeypatch.setitem(registry._THEOREMS, ("TESTERR-Thm1", "v1"), PRINTED)
    monkeypatch.setitem(registry._ERRATA, "TESTERR-E1", _erratum(getattr(request, "param", ())))


def test_a_check_is_judged_against_the_corrected_rate_and_reports_the_printed_ones_verdict(erratum):
    result = run_check(_check())
    assert result.prediction.term == "corrected" and result.reference_slope == -2.0
    assert result.passed and result.as_expected, result.summary()
    printed = result.printed_rate
    assert printed.errata == ("TESTERR-E1",) and printed.evidence == ()
    assert printed.decision == "fail" and printed.reference_slope == -1.0
    assert "against the printed rate (corrected by TESTERR-E1): fail" in result.summary()


def test_a_check_judged_as_printed_has_no_second_verdict(erratum):
    result = run_check(_check(rate_as="printed", power=1.0))
    assert result.passed and result.prediction.term == "printed" and result.printed_rate is None


@pytest.mark.parametrize("erratum", [("TESTERR-Thm1:error:n", "TESTERR-Thm1:error:d")], indirect=True)
def test_the_evidence_of_an_erratum_must_fail_against_the_printed_rate(erratum):
    evidence = run_check(_check())
    assert evidence.printed_rate.evidence == ("TESTERR-E1",) and evidence.as_expected, evidence.summary()
    # negative control: a d-sweep cannot tell d/n from d/n^2, so it passes both rates and is no evidence
    no_evidence = run_check(_check(swept="d", values=(1.0, 10.0, 100.0), fixed={"n": 10.0}))
    assert no_evidence.passed and no_evidence.printed_rate.decision == "pass", no_evidence.summary()
    assert not no_evidence.as_expected and no_evidence.verdict == "PRINTED RATE NOT REFUTED"


def test_without_a_rate_erratum_nothing_changes(monkeypatch):
    monkeypatch.setitem(registry._THEOREMS, ("TESTERR-Thm1", "v1"), PRINTED)
    result = run_check(_check(power=1.0))
    assert result.prediction.term == "printed" and result.passed and result.printed_rate is None


def test_results_and_the_card_carry_the_printed_rates_verdict_and_the_erratum(erratum):
    check = _check()
    row = result_row(CheckOutcome(check, "TESTERR", run_check(check)))
    assert row["verdict"] == "pass" and row["statement"] == KEY
    assert row["printed_rate"]["errata"] == ["TESTERR-E1"] and row["printed_rate"]["decision"] == "fail"
    (card,) = build_cards(["TESTERR"], {}, [], [row], [])
    line = "against the printed rate (corrected by TESTERR-E1): fail"
    assert line in "\n".join(card_markdown(card))
    assert "printed-rate" in card_html(card, lambda path, alt: "", {}) and "TESTERR-E1" in card_html(
        card, lambda path, alt: "", {}
    )
