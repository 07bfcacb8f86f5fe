"""The severity rubric's labels (exponent of any symbol -> rate, numeric factor only -> constant, a dimensional
mismatch -> unit), the label every computed discrepancy carries, and evidence that belongs to its erratum: no
evidence block shared by two errata, none naming none of the erratum's statements."""

from __future__ import annotations

from collections import defaultdict

import pytest
import sympy as sp
from test_errata_model import D_C, RATE, SETTINGS, erratum, toy

from bounds import registry
from bounds.dimensions import LOSS
from bounds.errata import all_errata, discrepancies, stale_claims, unreviewed
from bounds.erratum import Discrepancy
from bounds.rate import Rate
from bounds.severity import SEVERITIES, assess, discrepancy_severity
from bounds.symbols import L, T, d, epsilon, eta, n
from bounds.theorem import Correction, Theorem

PAPERS = ("KLT", "MUABG", "CGT", "LT")


def label(theorem: Theorem) -> tuple[str, str]:
    owned = tuple(f"TOY-Thm1@v1:{c.target}" for c in theorem.corrections)
    found = assess(erratum(corrects=owned), lambda key: theorem)
    return found.severity, found.reason


# ---- the rubric ---------------------------------------------------------------------------------------------------
def test_a_correction_that_moves_only_the_exponent_of_a_lipschitz_constant_is_rate():
    printed = Rate.of("excess empirical risk", LOSS, ("private", L**2 * D_C * sp.sqrt(d) / (n * epsilon)))
    theorem = toy(rate=printed, corrections=(Correction("rate", RATE, "L, not L^2"),))
    severity, reason = label(theorem)
    assert severity == "rate"
    assert "L ~ s^" in reason and "exponent" in reason  # the computation behind the label names the direction


def test_a_numeric_factor_alone_is_constant():
    printed = Rate.of("excess empirical risk", LOSS, ("private", 3 * L * D_C * sp.sqrt(d) / (n * epsilon)))
    severity, reason = label(toy(rate=printed, corrections=(Correction("rate", RATE, "the constant is 1"),)))
    assert severity == "constant" and "numeric factor" in reason


def test_numeric_factors_of_single_terms_are_constant_not_rate():
    two = Rate.of("bound", LOSS, ("a", L * D_C / sp.sqrt(n)), ("b", L * D_C * sp.sqrt(d) / (n * epsilon)))
    moved = Rate.of("bound", LOSS, ("a", 2 * L * D_C / sp.sqrt(n)), ("b", L * D_C * sp.sqrt(d) / (n * epsilon)))
    severity, reason = label(toy(rate=two, derivation=None, corrections=(Correction("rate", moved, "2 a"),)))
    assert severity == "constant" and "finds no direction" in reason


def test_a_setting_with_the_wrong_units_is_unit():
    wrong = {**SETTINGS, eta: D_C**2 / (L * sp.sqrt(T))}
    severity, reason = label(toy(parameters=wrong, corrections=(Correction(eta, SETTINGS[eta], "units X^2/F"),)))
    assert severity == "unit" and "unit inconsistency" in reason


def test_an_exponent_change_on_a_step_of_a_proof_is_a_proof_gap():
    printed = Rate.of("excess empirical risk", LOSS, ("private", L**2 * D_C * sp.sqrt(d) / (n * epsilon)))
    step = toy(kind="lemma", rate=printed, corrections=(Correction("rate", RATE, "L, not L^2"),))
    severity, reason = label(step)
    assert severity == "proof gap" and "step of a proof" in reason


# ---- every discrepancy carries a label --------------------------------------------------------------------------
def test_every_discrepancy_carries_its_label_before_an_erratum_owns_it():
    wrong_units = toy(parameters={**SETTINGS, eta: D_C**2 / (L * sp.sqrt(T))})
    units = [d for d in discrepancies(wrong_units) if d.kind == "units"]
    assert units and all(d.severity == "unit" for d in units)
    lipschitz = toy(rate=Rate.of("excess empirical risk", LOSS, ("private", D_C * sp.sqrt(d) / (n * epsilon))))
    (found,) = [d for d in discrepancies(lipschitz) if d.kind == "derivation"]
    assert found.severity == "rate"
    assert found.evidence.startswith("[rate: ") and found.as_dict()["severity_reason"]
    assert discrepancy_severity(Discrepancy("TOY-Thm1@v1", "privacy", "rho", "fails"), toy())[0] == "privacy"


@pytest.mark.parametrize("paper", PAPERS)
def test_shipped_discrepancies_are_labelled_and_accounted_for(paper):
    assert unreviewed(paper) == []
    assert not stale_claims(paper)
    for t in registry.theorems(paper=paper):
        assert all(d.severity in SEVERITIES and d.severity_reason for d in discrepancies(t)), t.key


# ---- evidence that belongs to its erratum -------------------------------------------------------------------------
def _blocks(e) -> list[str]:
    """An erratum's evidence blocks: the discrepancies it accounts for and its own corrections checked."""
    blocks = [f"{d.statement} ({d.kind}): {d.evidence}" for d in e.accounts_for]
    blocks += [f"corrected {c.statement} ({', '.join(c.applied)}): {c.status}" for c in e.corrections]
    return blocks


def test_no_evidence_block_is_shared_by_two_errata_and_each_names_its_own_statements():
    found = [e for p in PAPERS for e in all_errata(p)]
    holders = defaultdict(set)
    for e in found:
        for block in _blocks(e):
            holders[block].add(e.erratum.id)
        named = [d.statement for d in e.accounts_for] + [c.statement for c in e.corrections]
        assert all(key in e.erratum.affects for key in named), e.erratum.id
        assert _blocks(e) or e.evidence_note.startswith("no computed evidence of its own; worked argument: ")
    shared = {block: ids for block, ids in holders.items() if len(ids) > 1}
    assert not shared
    # two errata on one statement show different computations
    by_id = {e.erratum.id: e for e in found}
    assert by_id["CGT-E4"].corrections[0].applied == ("rate",)
    assert [c.applied for c in by_id["CGT-E5"].corrections if c.statement == "CGT-Thm4.10@v1"] == [("B",)]


def test_each_erratum_owns_its_corrections_alone():
    for e in registry.errata():
        owned = [(k, t) for k, ts in e.owned_corrections().items() for t in ts]
        assert len(owned) == len(set(owned)), e.id
    owners = defaultdict(list)
    for e in registry.errata():
        for item in e.corrects:
            owners[item].append(e.id)
    assert not {item: ids for item, ids in owners.items() if len(ids) > 1}


@pytest.mark.parametrize("paper", PAPERS)
def test_all_corrections_of_a_statement_together_derive_it(paper):
    from bounds.errata import check_correction

    broken = [c for t in registry.theorems(paper=paper) if t.corrections for c in [check_correction(t)] if not c.ok]
    assert not [c for c in broken if c.status == "does not follow" or c.unit_problems]
