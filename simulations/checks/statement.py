"""The statement a check is bound to: its settings evaluated at the check's point, and the rate it is judged against.

A statement sets the parameters of its algorithm (``Theorem.parameters``: the noise sigma, the number of steps T, a
step size eta, a batch size, ...) as expressions in its symbols. :func:`settings_at` evaluates the settings a
measure runs with at one point of a check (its fixed symbols and the swept value, by name, in the statement's paper
namespace), so that the simulated algorithm is the one the statement sets: a wrong setting in the statement (a noise
that lacks sqrt(T)) moves the measurement and the check fails, where a measure that computed its own noise would
pass. The settings are the statement's as printed; an erratum that corrects a setting is simulated by a check that
asks for it (a switch of its own), never silently.

A rate is judged as the paper's errata correct it: :func:`rate_errata` names the errata whose ``corrects`` hold the
statement's ``KEY:rate``, and :func:`rate_as_corrected` applies those rate corrections (``Theorem.corrected``). The
printed rate's verdict is then computed as well and reported as the errata's evidence
(:class:`~simulations.checks.ratecheck.PrintedRateVerdict`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import sympy as sp

from bounds import registry, symbols
from bounds.theorem import Theorem, settle


def settings_at(
    theorem: Theorem,
    point: Mapping[str, float],
    names: Sequence[str] | None = None,
    rounded_up: Sequence[str] = (),
    paper: str | None = None,
) -> dict[str, float]:
    """The settings ``names`` of ``theorem`` (all it sets by default) evaluated at ``point`` (symbol name -> value,
    names read in ``paper``'s namespace, by default the statement's), by name.

    A setting that uses another (sigma = (2L/n) sqrt(T/(2 rho)) with T = n^2 rho/d) is evaluated through it. The
    settings ``rounded_up`` count something the algorithm runs a whole number of (steps, a batch): each is
    evaluated first, in order, rounded up to an integer of at least 1, and the settings that use it are evaluated
    at that integer, as the algorithm runs them. A symbol of ``point`` is taken at its value even where the
    statement also sets it. Raises ValueError naming a setting the statement does not make, or the symbols a
    setting needs that ``point`` does not give.
    """
    paper = paper or theorem.paper
    by_name = {sym.name: sym for sym in theorem.parameters}
    wanted = list(by_name) if names is None else list(names)
    unknown = [name for name in (*rounded_up, *wanted) if name not in by_name]
    if unknown:
        sets = ", ".join(sorted(by_name)) or "nothing"
        raise ValueError(f"{theorem.key} sets no {', '.join(unknown)} (it sets: {sets})")
    pinned: dict[sp.Symbol, sp.Expr] = {symbols.lookup(name, paper): sp.Float(value) for name, value in point.items()}

    def value(name: str) -> float:
        sym = by_name[name]
        if sym in pinned:
            return float(pinned[sym])
        free = {s: e for s, e in theorem.parameters.items() if s not in pinned}
        expr = settle(theorem.parameters[sym], free).xreplace(pinned)
        missing = sorted(s.name for s in expr.free_symbols)
        if missing:
            raise ValueError(
                f"{theorem.key}'s setting {name} = {theorem.parameters[sym]} needs {', '.join(missing)}, which the "
                "check does not fix: fix it or sweep it"
            )
        number = float(expr)
        if not math.isfinite(number):
            raise ValueError(f"{theorem.key}'s setting {name} = {theorem.parameters[sym]} is {number} at {dict(point)}")
        return number

    for name in rounded_up:
        pinned[by_name[name]] = sp.Integer(max(1, math.ceil(value(name))))
    return {name: value(name) for name in wanted}


def rate_errata(theorem: Theorem) -> tuple[str, ...]:
    """The ids of the registered errata that correct ``theorem``'s rate (``KEY:rate`` in their ``corrects``)."""
    return tuple(e.id for e in registry.errata(theorem.paper) if "rate" in e.owned_corrections().get(theorem.key, ()))


def rate_as_corrected(theorem: Theorem) -> Theorem:
    """``theorem`` with the rate corrections of its errata applied (itself where no erratum corrects its rate)."""
    return theorem.corrected(["rate"]) if rate_errata(theorem) else theorem


def evidence_errata(theorem: Theorem, check_id: str) -> tuple[str, ...]:
    """Of :func:`rate_errata`, those that name the check ``check_id`` among their evidence (``Erratum.checks``)."""
    ids = set(rate_errata(theorem))
    return tuple(e.id for e in registry.errata(theorem.paper) if e.id in ids and check_id in e.checks)
