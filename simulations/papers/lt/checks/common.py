"""What LT's check modules share: the instance settings and the parameter helpers."""

from __future__ import annotations

from dataclasses import replace

from bounds import symbols as sym
from bounds.papers.lt import symbols as lt_sym
from simulations.checks.ratecheck import Prediction, RateCheck, predict

HORIZON = 2**17
"""Tree horizon T of every sweep: fixed, so the calibrated noise (through bit_length(T)) does not drift with α."""


def samples_law(check: RateCheck, corrected: bool = False) -> Prediction:
    """The law of a sample-complexity check: the statement's alpha(n) inverted term by term to n(alpha), after the
    statement's encoded corrections with ``corrected`` (e.g. LT-Lem3.16 with tau = Gamma and the repaired b_H)."""
    theorem = check.theorem_object()
    if corrected:
        theorem = theorem.corrected()
    rate = theorem.rate.invert(sym.n, lt_sym.alpha_S, "samples n needed for an alpha_S-SOSP")
    return predict(check, replace(theorem, rate=rate))


#: simulation switches and instance settings (not theorem symbols) that the measures read
SWITCHES = ("s1", "s2", "fixed_batch", "fixed_batch_step", "corrected_recipe", "c_trigger", "tau_gamma")
