"""LT's baselines, read from bounds."""

from __future__ import annotations

from bounds import registry
from bounds import symbols as sym
from bounds.papers.lt import symbols as lt_sym

BASELINES = ("LT-Thm3.17", "LT-prior-Arora23-FOSP", "LT-prior-Ganesh23-claim", "LT-prior-Tao25")


def baseline_exponents() -> dict[str, float]:
    """Exponent of α in the samples each rate needs, in its private regime (the term with the largest exponent of
    √d/ε): −2 for LT-Thm3.17 and Arora et al.'s FOSP rate, −7/3 for Ganesh et al.'s claim, −5/2 for Tao et al."""
    out = {}
    for theorem_id in BASELINES:
        rate = registry.get(theorem_id).rate.invert(sym.n, lt_sym.alpha_S)
        private = [t for t in rate.terms if t.exponent(sym.d) != 0]
        out[theorem_id] = float(min(t.exponent(lt_sym.alpha_S) for t in private))
    return out
