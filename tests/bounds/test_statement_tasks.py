"""The symbolic layer's reading split into tasks (:mod:`bounds.statement_tasks`): which task waits for which, and
results handed from one process to another as cache entries, so the task that reads them computes nothing again."""

from __future__ import annotations

import pickle
from dataclasses import replace

import pytest
import sympy as sp
from sympy.functions.elementary.miscellaneous import MinMaxBase

from bounds import derivation_cache, registry
from bounds import statement_tasks as st
from bounds.theorem import Theorem


def test_certificates_wait_for_the_derivations_of_their_whole_chain():
    tasks = st.plan(["LT"])
    names = [t.name for t in tasks]
    assert len(names) == len(set(names))
    derivations = {t.statement for t in tasks if t.kind == "derivation"}
    assert {t.key for t in registry.theorems(paper="LT")} <= derivations
    certificates = {t.statement: t for t in tasks if t.kind == "certificates"}
    assert set(certificates) == {t.key for t in registry.theorems(paper="LT") if t.kind != "prior work"}
    for key, task in certificates.items():
        reached = {key, *registry.by_key(key).chain()}
        assert {f"derivation {k}" for k in reached} <= set(task.after) <= {f"derivation {k}" for k in derivations}
    assert any(len(t.after) > 2 for t in certificates.values())  # chains of chains are followed


def test_entries_handed_over_are_read_without_computing(monkeypatch, tmp_path):
    monkeypatch.setenv("RATEKIT_CACHE", str(tmp_path))
    monkeypatch.setenv("RATEKIT_DERIVE_CACHE", "off")  # no folder: only the handed-over entries can serve
    monkeypatch.setattr(derivation_cache, "_HANDED", {})  # nothing handed over by earlier tests in this process
    key = "LT-Lem3.2@v1"
    entries = st.run(st.StatementTask("derivation", key), {})
    assert derivation_cache.entry_name(registry.by_key(key)) in entries
    expected = registry.by_key(key).derive()

    def refuse(self: Theorem) -> None:
        raise AssertionError(f"{self.key} derived again")

    monkeypatch.setattr(Theorem, "_derive_uncached", refuse)
    monkeypatch.setattr(derivation_cache, "_HANDED", {})
    with pytest.raises(AssertionError, match="derived again"):  # negative control: nothing handed over yet
        replace(registry.by_key(key)).derive()
    derivation_cache.hand_over(entries)
    assert replace(registry.by_key(key)).derive() == expected  # a fresh object, as in another process


def test_each_kind_of_result_has_its_own_entry():
    theorem = registry.by_key("LT-Lem3.2@v1")
    names = {kind: derivation_cache.entry_name(theorem, kind) for kind in derivation_cache.READS}
    assert len(set(names.values())) == len(names) and names["derivation"] == derivation_cache.key(theorem)
    assert derivation_cache.entry_name(theorem, "consequence", "('rate',)") != names["consequence"]
    with pytest.raises(ValueError, match="kind must be one of"):
        derivation_cache.entry_name(theorem, "nope")


def test_an_entry_loads_each_max_and_min_as_stored_without_comparing_its_arguments_again(monkeypatch):
    """sympy's own pickle rebuilds a ``Max`` by calling it on its arguments, which compares them pairwise for ones
    that dominate others; an entry rebuilds it with the arguments it kept, and what loads equals what was stored."""
    result = registry.by_key("CGT-Thm4.10@v1").derive()
    assert any(isinstance(node, (sp.Max, sp.Min)) for node in sp.preorder_traversal(result.derived))
    entry, plain = derivation_cache.dumped(result), pickle.dumps(result)

    def compare(cls, args, **assumptions):
        raise AssertionError("arguments compared again")

    monkeypatch.setattr(MinMaxBase, "_find_localzeros", classmethod(compare))
    with pytest.raises(AssertionError, match="compared again"):  # negative control: sympy's pickle compares them
        pickle.loads(plain)
    loaded = pickle.loads(entry)
    assert loaded == result and repr(loaded) == repr(result)
