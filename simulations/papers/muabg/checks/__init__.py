"""Rate checks of MUABG (Menart, Ullah, Arora, Bassily, Guzman; DP non-convex optimisation under the KL condition).

Each check runs one of the paper's algorithms on an instance whose KL constants are exact and fits the log-log
slope of the mean excess empirical risk against the exponent that ``bounds`` gives (ids MUABG-Thm1, -Thm2, -Thm4).
All algorithms use the corrected privacy calibration under the replace-one relation
(:mod:`simulations.papers.muabg.algorithms.common`); n enters only through the noise scales, because every instance's
empirical gradient costs O(d) whatever n is.

* MUABG-Thm1 (Alg 1, KL Spider) on a ||w||^p, p = kappa/(kappa-1), direct simulation in dimension d; at paper
  scale also on the non-convex G^q (KNS16's PL example lifted to kappa = 3/2) in d = 1.
* MUABG-Thm4 (Alg 3, adaptive noisy GD) on the same family through the exact radial reduction (O(1) per step
  for any d): the first term x^(2 kappa/(4-kappa)) at d = 1e30, the second (1/(n sqrt rho))^(kappa/2) at d = 2.
* MUABG-Thm2 (Alg 2 with Alg 4) at kappa = 2 on a ||w||^2 in d = 1; at kappa = 3 with the adversarial
  tau-accurate subroutine, a finding: the proof's gap lets the excess stay at the subroutine accuracy
  tau ~ n^-2 instead of n^-kappa. It is judged against the rate as MUABG-E7 corrects it, and its failure against
  the printed rate is MUABG-E7's evidence.
* MUABG-Thm5: Alg 3's iteration count on a constant-gradient ramp (the T of MUABG-Thm5-best) and the transition
  n* ~ sqrt(d) of the selected gradient on the ramp-to-flat instance (exponent of d in MUABG-Thm5's worst-case
  term solved for n): :func:`law_checks`. Their reference is a law solved from the theorem, not its rate's
  dominant term, so each carries its own predictor; they are fitted and judged like every other check, and the
  figure ``paper_figures/muabg/thm5_laws.py`` draws them.

References: a slope check compares with the slope of the exact bound (logs included) over the sweep
(``reference="exact"``) where the bound's logs bend the slope; the pure exponent is reported beside it. Thm 4 at
kappa = 2 is compared with the pure exponent: its step-cap term has exponent kappa/(2-kappa), so the exact bound is
undefined there.
Tolerances state their reasons; negative controls (misspecified kappa in the exponent, noise not scaled with n)
must fail.

One module per concern (measures, rate checks, Thm 5's laws); the catalog functions and the names other
modules use are re-exported here.
"""

from __future__ import annotations

from simulations.papers.muabg.checks.catalog import checks, findings, full_checks, kappa_checks, negative_controls
from simulations.papers.muabg.checks.definitions import THM4_FIRST, THM4_FLOOR, _power_fixed
from simulations.papers.muabg.checks.thm5_laws import (
    full_law_checks,
    law_checks,
    law_controls,
    slope_against_kappa,
    thm2_floor_violation,
)

__all__ = [
    "THM4_FIRST",
    "THM4_FLOOR",
    "_power_fixed",
    "checks",
    "findings",
    "full_checks",
    "full_law_checks",
    "kappa_checks",
    "law_checks",
    "law_controls",
    "negative_controls",
    "slope_against_kappa",
    "thm2_floor_violation",
]
