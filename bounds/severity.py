"""The severity rubric: an erratum's label follows from what the tool computes on the statements it affects.

For every affected statement that carries corrections, compare the printed statement with the corrected one:

- **privacy**: the statement is a privacy claim (``Theorem.privacy``: a zCDP budget or an epsilon computed from
  the printed noise) and either its printed settings do not give the claimed guarantee or the corrected claim
  differs from the printed one;
- **rate**: the corrected rate grows differently from the printed rate along some admissible scaling direction of
  the variables a rate is read in (counts such as n, d, T and batch sizes, probabilities, privacy parameters,
  target accuracies), problem constants held fixed: some exponent of the rate changes;
- **constant**: the corrected and printed rates differ, but only by a numeric factor or in the powers of problem
  constants (Lipschitz and smoothness constants, diameters, KL constants), no exponent of the rate variables;
- **unit**: the rate stands, and a corrected setting removes a unit inconsistency that no declared normalisation
  explains;
- **typo**: nothing downstream changes (the rate stands and the units were consistent).

A rate change computed only on lemmas or claims (steps of a proof) is a **proof gap**: the printed step does not
give what the theorems use, while no theorem's rate is shown to move. Only the corrections the erratum owns
(``Erratum.corrects``) are applied, so two errors on one statement are labelled apart. The label of an erratum is
the most severe over the statements it corrects (typo < unit < constant < rate < privacy). Where nothing is
encoded to compute from (an algorithm box that samples from the wrong distribution, a step of a proof that does
not follow), the erratum declares its label, one of ``SEVERITIES`` (which adds **proof gap** and **algorithm**),
and the report says that it was declared.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import sympy as sp

from bounds import tropical
from bounds.erratum import Erratum
from bounds.symbols import info
from bounds.theorem import Theorem

#: kinds of statement that are steps of a proof: a rate change there is a proof gap unless a theorem's rate moves
_STEPS = ("lemma", "claim")
SEVERITIES = ("typo", "unit", "constant", "proof gap", "algorithm", "rate", "privacy")


@dataclass(frozen=True)
class Assessment:
    """A computed severity and the reason the rubric gives for it."""

    severity: str
    reason: str
    computed: bool


def statement_consequence(theorem: Theorem, targets: tuple[str, ...] | None = None) -> tuple[str, str]:
    """The rubric's label for one statement's corrections (those of ``targets``, or all), with the reason."""
    fixed = theorem.corrected(targets)
    printed, corrected = theorem.rate.expr(logs=False), fixed.rate.expr(logs=False)
    if theorem.privacy and not theorem.derive().ok:
        return (
            "privacy",
            f"the guarantee the printed settings give is not the claimed one: {theorem.derive().evidence()}",
        )
    ratios = _ratios(corrected, printed, theorem)
    if any(abs(r - 1) > 1e-9 for r in ratios):
        constant = max(ratios) - min(ratios) <= 1e-9 * max(ratios)
        ratio = f"{ratios[0]:.6g}" if constant else "a non-constant expression"
        if theorem.privacy:
            return "privacy", f"the privacy claim moves: corrected / printed = {ratio}"
        if constant:
            return "constant", f"only a numeric factor moves: corrected / printed = {ratio}"
        witness = growth_witness(theorem.rate.expr(logs=False), fixed.rate.expr(logs=False), theorem)
        if witness:
            return "rate", f"the rate's exponents change: {witness}"
        return "constant", "the rates differ, but in no exponent of n, d, T, epsilon, ... (problem constants only)"
    fixed_units = {p.where for p in fixed.unit_problems()}
    removed = [p for p in theorem.unit_problems() if p.where not in fixed_units]
    if removed:
        return "unit", f"the rate stands; the correction removes a unit inconsistency ({removed[0]})"
    return "typo", "the rate stands and the units were consistent: nothing downstream changes"


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
        out.append(float((a.subs(point) / b.subs(point)).evalf()))
    return out


def rate_variables(expr: sp.Expr) -> set[sp.Symbol]:
    """The symbols a rate is read in: counts (n, d, T, batch sizes), probabilities, privacy parameters and target
    accuracies. The others are problem constants (Lipschitz and smoothness constants, diameters, KL constants)."""
    return {s for s in expr.free_symbols if info(s).scaling != "free" or s.name in RATE_SYMBOLS}


#: the exact search's budget per comparison here; beyond it the comparison samples directions (and says so)
SEVERITY_PROGRAMS = 400

#: free-scaling symbols that are nonetheless what a rate is read in (privacy parameters, target accuracies)
RATE_SYMBOLS = frozenset({"epsilon", "rho", "mu_G", "alpha", "beta", "alpha_S", "a", "a_g"})


def growth_witness(printed: sp.Expr, corrected: sp.Expr, theorem: Theorem) -> str:
    """A direction in the rate variables along which the two expressions grow differently (found exactly, see
    :func:`bounds.tropical.find_gap`; problem constants held fixed), or ``""`` when no exponent differs."""
    for values in theorem.exponent_assignments():
        a_expr, b_expr = printed.subs(values), corrected.subs(values)
        constants = {s: 1 for s in (a_expr.free_symbols | b_expr.free_symbols) - rate_variables(a_expr + b_expr)}
        a_expr, b_expr = a_expr.subs(constants), b_expr.subs(constants)
        constraints = tuple(
            c for c in (rel.subs(values).subs(constants) for rel in theorem.assumptions) if isinstance(c, sp.Rel)
        )
        for upper, lower, word in ((b_expr, a_expr, "faster"), (a_expr, b_expr, "slower")):
            found = tropical.gap(upper, lower, constraints, cap=SEVERITY_PROGRAMS)
            if found.direction is not None:
                at = ", at " + ", ".join(f"{k} = {v}" for k, v in values.items()) if values else ""
                how = "" if found.exact else " (on sampled directions)"
                return (
                    f"along {tropical.describe(found.direction)}{at} the corrected rate grows {word} by "
                    f"s^({found.gap}){how}"
                )
    return ""


def assess(erratum: Erratum, lookup: Callable[[str], Theorem]) -> Assessment:
    """The severity of ``erratum`` under the rubric; ``lookup`` maps a statement key to its Theorem."""
    owned = erratum.owned_corrections()
    if not owned:
        if erratum.declared not in SEVERITIES:
            raise ValueError(f"erratum {erratum.id}: declared severity must be one of {SEVERITIES}")
        return Assessment(str(erratum.declared), "declared: nothing encoded to compute it from", False)
    labels = []
    for key, targets in owned.items():
        label, reason = statement_consequence(lookup(key), targets)
        if label == "rate" and lookup(key).kind in _STEPS:
            label, reason = "proof gap", f"{reason}; a step of a proof ({lookup(key).kind}), not a theorem's rate"
        labels.append((label, f"{key}: {reason}"))
    label, reason = max(labels, key=lambda lr: SEVERITIES.index(lr[0]))
    return Assessment(label, reason, True)
