"""What LT's check modules share: the instance settings and the parameter helpers."""

from __future__ import annotations

from dataclasses import replace

from bounds import symbols as sym
from bounds.papers.lt import symbols as lt_sym
from simulations.checks.ratecheck import Prediction, RateCheck, predict

HORIZON = 2**17
"""Tree horizon T of every sweep: fixed, so the calibrated noise (through bit_length(T)) does not drift with α."""


def samples_law(check: RateCheck) -> Prediction:
    """The law of a sample-complexity check: the alpha(n) the check is judged against (the statement's rate as its
    errata correct it, e.g. LT-Lem3.16's with tau = Gamma and the repaired b_H by LT-E3) inverted term by term to
    n(alpha)."""
    theorem = check.judged_statement()
    rate = theorem.rate.invert(sym.n, lt_sym.alpha_S, "samples n needed for an alpha_S-SOSP")
    return predict(check, replace(theorem, rate=rate))


#: simulation switches and instance settings (not theorem symbols) that the measures read
SWITCHES = ("s1", "s2", "fixed_batch", "fixed_batch_step", "corrected_recipe", "c_trigger", "tau_gamma")
