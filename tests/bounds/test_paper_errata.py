"""The four papers' errata as a referee audits them: every quote occurs in its paper, every computed discrepancy is
accounted for, every correction holds, privacy errata name their neighbouring relation, counts are distinct errors."""

from __future__ import annotations

import math
import re
from functools import cache
from pathlib import Path

import pytest
from scipy.stats import norm

from bounds import registry
from bounds.errata import all_errata, unreviewed
from bounds.severity import SEVERITIES

PAPERS = ("KLT", "MUABG", "CGT", "LT")
TEXTS = Path(__file__).resolve().parents[3] / "shared" / "papers"
ARXIV = {"KLT": "2410.05880", "MUABG": "2311.13447", "CGT": "2406.02716", "LT": "2410.07502"}


def _normalised(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@cache
def _paper_texts() -> tuple[str, ...]:
    return tuple(_normalised(p.read_text(errors="replace")) for p in sorted(TEXTS.glob("*.txt")))


@cache
def _assessed(paper: str):
    return all_errata(paper)


@pytest.mark.skipif(not TEXTS.is_dir(), reason="the paper texts are not beside the checkout")
@pytest.mark.parametrize("paper", PAPERS)
def test_every_quote_occurs_verbatim_in_the_paper(paper):
    missing = [e.id for e in registry.errata(paper) if not any(_normalised(e.quote) in t for t in _paper_texts())]
    assert not missing


@pytest.mark.skipif(not TEXTS.is_dir(), reason="the paper texts are not beside the checkout")
def test_every_normalisation_quotes_its_licensing_sentence():
    norms = {n.id: n for t in registry.theorems() for n in t.normalised_by}
    assert {"MUABG-N1", "MUABG-N2", "LT-N1"} <= set(norms)
    for n in norms.values():
        assert any(_normalised(n.quote) in text for text in _paper_texts()), n.id


@pytest.mark.parametrize("paper", PAPERS)
def test_every_locator_names_the_papers_arxiv_id(paper):
    assert {e.locator.arxiv for e in registry.errata(paper)} == {ARXIV[paper]}


@pytest.mark.parametrize("paper", PAPERS)
def test_every_computed_discrepancy_is_accounted_for_by_an_erratum(paper):
    assert unreviewed(paper) == []


@pytest.mark.parametrize("paper", PAPERS)
def test_every_correction_holds_and_is_unit_consistent(paper):
    broken = [(e.erratum.id, c) for e in _assessed(paper) for c in e.corrections if not c.ok]
    assert not broken


@pytest.mark.parametrize("paper", PAPERS)
def test_privacy_errata_name_their_neighbouring_relation(paper):
    assert all(e.erratum.neighbouring for e in _assessed(paper) if e.severity == "privacy")


@pytest.mark.parametrize("paper", PAPERS)
def test_severities_come_from_the_rubric_and_ids_are_distinct(paper):
    found = _assessed(paper)
    assert all(e.severity in SEVERITIES for e in found)
    assert len({e.erratum.id for e in found}) == len(found)
    # a declared label is only for what nothing encoded can compute
    assert all(e.assessment.computed == (e.erratum.declared is None) for e in found)
    assert all(not e.erratum.corrects for e in found if e.erratum.declared is not None)


def test_the_issues_examples_get_their_labels():
    labels = {e.erratum.id: e.severity for p in PAPERS for e in _assessed(p)}
    assert labels["KLT-E5"] == "unit"  # Thm 4.1's D and T: one error, counted once for both versions
    assert labels["KLT-E4"] == "privacy"  # Lem 4.3's m: the sensitivity the noise is calibrated to does not hold
    # Thm 4.7's E3: downstream results use the right form, but Thm 4.7's own bound moves in the exponents of Q, T
    assert labels["CGT-E2"] == "rate"
    assert labels["CGT-E3"] == "privacy"  # Cor 4.4's 64 vs 256 breaks the sensitivity fixed point
    assert labels["MUABG-E5"] == "privacy"  # Thm 1 claims rho, Lem 8 composes 2 rho
    assert labels["MUABG-E9"] != "rate" and labels["MUABG-E10"] != "rate"  # Lem 12, Lem 5: no theorem's rate moves


def test_one_error_is_one_record_across_versions_and_statements():
    owners = {e.id for e in registry.errata("KLT") if any(c.startswith("KLT-Thm4.1@") for c in e.corrects)}
    assert owners == {"KLT-E5"}  # D and T of Thm 4.1, in v1 and in v2: one record
    (slip,) = [e for e in registry.errata("KLT") if "KLT-Thm3.1@v1" in e.affects and e.category == "proof"]
    assert {"KLT-Thm3.1@v1", "KLT-Thm3.1-display@v1", "KLT-Thm6.1@v1"} <= set(slip.affects)


def test_section5_of_muabg_raises_no_unit_erratum_under_its_declared_normalisation():
    for theorem_id in ("MUABG-Lem12", "MUABG-Lem13", "MUABG-Thm4"):
        theorem = registry.get(theorem_id)
        assert theorem.check_units(), theorem_id  # without the normalisation the unit check would object
        assert theorem.unit_problems() == [], theorem_id
    assert registry.get("MUABG-Thm4").discrepancies() == []


def test_the_gdp_conversion_counterexample_of_cgt_e7():
    """CGT-E7's argument: mu = eps/sqrt(2 ln(2.5/delta))-GDP is not (eps, delta/2)-DP at eps = 10, delta = 1e-5."""
    delta = 1e-5

    def profile(eps: float) -> float:
        mu = eps / math.sqrt(2 * math.log(2.5 / delta))
        return norm.cdf(-eps / mu + mu / 2) - math.exp(eps) * norm.cdf(-eps / mu - mu / 2)

    assert profile(1.0) <= delta / 2
    assert profile(10.0) == pytest.approx(1.07e-5, rel=0.01) and profile(10.0) > delta / 2
    assert profile(16.0) == pytest.approx(1.66e-4, rel=0.01)


@pytest.mark.parametrize("paper", PAPERS)
def test_each_papers_referee_report_says_what_was_read(paper):
    """Per paper, the parts read and how: the front matter, the privacy arguments and the lower bounds among them."""
    from bounds import referee_report

    parts = registry.coverage(paper)
    assert {c.depth for c in parts} <= {"re-derived", "read line by line", "consulted"}
    names = " | ".join(c.part for c in parts)
    assert "Abstract" in names and "Privacy arguments" in names
    assert any("Lower bound" in c.part or "lower bound" in c.part for c in parts)
    lines = referee_report.coverage_lines(paper)  # what every format of the report prints under 'what was read'
    assert len(lines) == len(parts) and all(c.part in line for c, line in zip(parts, lines, strict=True))
