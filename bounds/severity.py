"""The severity rubric: an erratum's label follows from what the tool computes on the statements it affects.

For every affected statement that carries corrections, compare the printed statement with the corrected one:

- **privacy**: the statement is a privacy claim (``Theorem.privacy``: a zCDP budget or an epsilon computed from
  the printed noise) and either its printed settings do not give the claimed guarantee or the corrected claim
  differs from the printed one;
- **rate**: the corrected rate grows differently from the printed rate along some admissible scaling direction of
  *any* of its symbols: the sample size, the dimension, a batch size, a Lipschitz or smoothness constant, a
  diameter, a target accuracy (an exact growth comparison, :func:`bounds.gap_search.find_gap`, finds the
  direction). Only the quantities that a normalisation the statement declares treats as O(1) constants are held fixed;
- **constant**: the corrected and printed rates differ, but no exponent of any symbol does: only numeric factors
  move (the ratio is a number, or the per-term factors differ and the growth comparison finds no direction);
- **unit**: the rate stands, and a corrected setting removes a dimensional inconsistency that no declared
  normalisation explains;
- **typo**: nothing downstream changes (the rate stands and the units were consistent).

A rate change computed only on lemmas or claims (steps of a proof) is a **proof gap**: the printed step does not
give what the theorems use, while no theorem's rate is shown to move. Only the corrections the erratum owns
(``Erratum.corrects``) are applied, so two errors on one statement are labelled apart. The label of an erratum is
the most severe over the statements it corrects and the discrepancies it accounts for (``Erratum.accounts_for``)
in the order of ``SEVERITIES``.

Every computed discrepancy carries a label of its own (:func:`discrepancy_severity`), before any erratum owns it:
a unit problem no normalisation explains is **unit**, a failed privacy claim is **privacy**, a derivation that
does not reproduce the stated rate is **rate** when some exponent differs (**proof gap** on a step of a proof),
**constant** when only a positive numeric factor does. Where nothing is encoded to compute from (an algorithm box
that samples from the wrong distribution, a step of a proof that does not follow), the erratum declares its label,
one of ``SEVERITIES`` (which adds **proof gap** and **algorithm**), and the report says that it was declared.
Every label carries its reason: the computation behind it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import sympy as sp

from bounds import derivation_cache, tropical
from bounds.erratum import Discrepancy, Erratum
from bounds.gap_search import find_gap
from bounds.symbols import info
from bounds.theorem import Theorem

#: kinds of statement that are steps of a proof: a rate change there is a proof gap unless a theorem's rate moves
_STEPS = ("lemma", "claim")
SEVERITIES = ("typo", "unit", "constant", "proof gap", "algorithm", "rate", "privacy")


@dataclass(frozen=True)
class Assessment:
    """A severity and the reason the rubric gives for it (the computation behind it, or that it was declared)."""

    severity: str
    reason: str
    computed: bool


def statement_consequence(theorem: Theorem, targets: tuple[str, ...] | None = None) -> tuple[str, str]:
    """The rubric's label for one statement's corrections (those of ``targets``, or all), with the reason (cached
    by the statement's content and its corrections, :mod:`bounds.derivation_cache`)."""
    detail = "all" if targets is None else repr(tuple(targets))
    return derivation_cache.cached(theorem, lambda: _consequence(theorem, targets), "consequence", detail)


def _consequence(theorem: Theorem, targets: tuple[str, ...] | None) -> tuple[str, str]:
    fixed = theorem.corrected(targets)
    printed, corrected = theorem.rate.expr(logs=False), fixed.rate.expr(logs=False)
    if theorem.privacy and not theorem.derive().ok:
        return (
            "privacy",
            f"the guarantee the printed settings give is not the claimed one: {theorem.derive().evidence()}",
        )
    fixed_units = {p.where for p in fixed.unit_problems()}
    removed = [p for p in theorem.unit_problems() if p.where not in fixed_units]
    also = f"; it also removes a unit inconsistency ({removed[0].where})" if removed else ""
    ratios = _ratios(corrected, printed, theorem)
    if any(abs(r - 1) > 1e-9 for r in ratios):
        constant = max(ratios) - min(ratios) <= 1e-9 * max(ratios)
        ratio = f"{ratios[0]:.6g}" if constant else "a non-constant expression"
        if theorem.privacy:
            return "privacy", f"the privacy claim moves: corrected / printed = {ratio}{also}"
        if constant:
            return "constant", f"only a numeric factor moves: corrected / printed = {ratio} at every point{also}"
        witness = growth_witness(printed, corrected, theorem)
        if witness:
            return "rate", f"an exponent of the rate changes: {witness}{also}"
        spread = f"{min(ratios):.4g} to {max(ratios):.4g}"
        return (
            "constant",
            "only numeric factors move: the exact growth comparison in every symbol finds no direction along which "
            f"corrected and printed rates grow differently (corrected / printed ranges over {spread} at sampled "
            f"points){also}",
        )
    if removed:
        return (
            "unit",
            f"the rate stands (corrected / printed = 1); the correction removes a unit inconsistency: {removed[0]}",
        )
    return "typo", "the rate stands (corrected / printed = 1) and the units were consistent: nothing downstream changes"


def _ratios(corrected: sp.Expr, printed: sp.Expr, theorem: Theorem, points: int = 5) -> list[float]:
    """corrected / printed at random points (probabilities in (0, 0.5], other symbols in [2, 30], symbolic
    exponents at their encoded values; the O-tilde's logs left out):
    equal values everywhere mean the two differ by a constant factor (1: they are the same)."""
    rng = random.Random(0)
    values = theorem.exponent_assignments()[0]
    a, b = corrected.subs(values), printed.subs(values)
    syms = sorted(a.free_symbols | b.free_symbols, key=lambda x: x.name)
    out = []
    for _ in range(points):
        point = {
            x: sp.Rational(rng.randint(1, 50), 100)
            if info(x).scaling == "down"
            else sp.Rational(rng.randint(200, 3000), 100)
            for x in syms
        }
        out.append(float((a.xreplace(point) / b.xreplace(point)).evalf()))
    return out


def order_one(theorem: Theorem) -> set[sp.Symbol]:
    """The quantities a normalisation the statement declares treats as O(1) constants (they do not scale)."""
    return {q for n in theorem.normalised_by if n.order_one for q in n.scales if isinstance(q, sp.Symbol)}


def growth_witness(printed: sp.Expr, corrected: sp.Expr, theorem: Theorem) -> str:
    """A direction in the rate's symbols along which the two expressions grow differently (found by
    :func:`bounds.gap_search.find_gap`; only quantities a declared normalisation makes O(1) are held fixed), or ``""``
    when no exponent of any symbol differs."""
    fixed = {s: 1 for s in order_one(theorem)}
    held = f" ({', '.join(sorted(s.name for s in fixed))} held fixed as declared O(1))" if fixed else ""
    for values in theorem.exponent_assignments():
        a_expr, b_expr = printed.subs(values).xreplace(fixed), corrected.subs(values).xreplace(fixed)
        constraints = tuple(
            c for c in (rel.subs(values).xreplace(fixed) for rel in theorem.assumptions) if isinstance(c, sp.Rel)
        )
        for upper, lower, word in ((b_expr, a_expr, "faster"), (a_expr, b_expr, "slower")):
            found = find_gap(upper, lower, constraints)
            if found.direction is not None:
                at = ", at " + ", ".join(f"{k} = {v}" for k, v in values.items()) if values else ""
                how = "" if getattr(found, "exact", True) else " (on sampled directions)"
                return (
                    f"along {tropical.describe(found.direction)}{at} the corrected rate grows {word} than the printed "
                    f"one by s^({found.gap}){how}{held}"
                )
    return ""


def discrepancy_severity(discrepancy: Discrepancy, theorem: Theorem) -> tuple[str, str]:
    """The rubric's label for one computed discrepancy on ``theorem`` (before any erratum owns it), with the
    computation behind it."""
    first = discrepancy.evidence.splitlines()[0] if discrepancy.evidence else ""
    if discrepancy.kind == "units":
        return "unit", f"a dimensional mismatch that no declared normalisation explains: {first}"
    if discrepancy.kind == "privacy":
        return "privacy", f"the privacy claim does not hold as printed: {first}"
    result = theorem.derive()
    step = theorem.kind in _STEPS
    if theorem.privacy:
        return "privacy", f"the derivation of a privacy claim does not reproduce it: {first}"
    if result.status == "constant differs" and result.difference is not None:
        ratio = result.difference
        if ratio.is_number and ratio.is_positive:
            return "constant", f"only a numeric factor moves: derived / stated = {ratio} (exact expressions)"
        if ratio.is_number:
            return (
                "proof gap",
                f"derived / stated = {ratio} (exact expressions) is not positive: the printed step cannot hold at any "
                "constant",
            )
        moving = ", ".join(sorted(s.name for s in ratio.free_symbols))
        label = "proof gap" if step else "rate"
        return label, f"derived / stated = {ratio} (exact expressions) varies with {moving}: an exponent differs" + (
            f"; a step of a proof ({theorem.kind}), not a theorem's rate" if step else ""
        )
    if step:
        return "proof gap", f"an exponent differs: {first}; a step of a proof ({theorem.kind}), not a theorem's rate"
    return "rate", f"an exponent of the rate differs: {first}"


def assess(erratum: Erratum, lookup: Callable[[str], Theorem], accounted: tuple[Discrepancy, ...] = ()) -> Assessment:
    """The severity of ``erratum`` under the rubric; ``lookup`` maps a statement key to its Theorem.

    The label is computed from the corrections the erratum owns and from ``accounted``, the discrepancies it
    accounts for (each with its own label, :func:`discrepancy_severity`); a declared label stands, and the
    computations are named beside it."""
    owned = erratum.owned_corrections()
    labels = []
    for key, targets in owned.items():
        label, reason = statement_consequence(lookup(key), targets)
        if label == "rate" and lookup(key).kind in _STEPS:
            label, reason = "proof gap", f"{reason}; a step of a proof ({lookup(key).kind}), not a theorem's rate"
        labels.append((label, f"{key} ({', '.join(targets)} corrected): {reason}"))
    for d in accounted:
        if d.statement in owned:
            continue  # its own corrections already speak for that statement
        label, reason = (d.severity, d.severity_reason) if d.severity else discrepancy_severity(d, lookup(d.statement))
        labels.append((label, f"{d.statement} ({d.kind}, as printed): {reason}"))
    if erratum.declared is not None:
        if erratum.declared not in SEVERITIES:
            raise ValueError(f"erratum {erratum.id}: declared severity must be one of {SEVERITIES}")
        seen = "; ".join(f"{label}: {reason}" for label, reason in labels)
        reason = "declared: nothing encoded computes this error's consequence" + (
            f" (the discrepancies it accounts for compute as {seen})" if seen else ""
        )
        return Assessment(str(erratum.declared), reason, False)
    if not labels:
        raise ValueError(f"erratum {erratum.id}: nothing to compute its severity from; declare it")
    label, reason = max(labels, key=lambda lr: SEVERITIES.index(lr[0]))
    return Assessment(label, reason, True)
