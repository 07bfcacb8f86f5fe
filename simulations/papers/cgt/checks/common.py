"""What CGT's check modules share: the instances' settings and the parameter helpers."""

from __future__ import annotations

THEOREM = "CGT-Thm4.10-particular"
TERM_NONPRIVATE = "non-private L D/sqrt(n)"
TERM_PRIVATE = "private L D sqrt(d)/(eps n)"
DELTA = 1e-5
GAMMAS = 25
#: LinearBall has M = 0; the bound's evaluator needs positive symbols, and M D^2 terms at 1e-12 are negligible.
LINEAR_BASE = {"L": 1.0, "D_C": 2.0, "M": 1e-12, "delta": DELTA}
