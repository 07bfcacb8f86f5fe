"""CGT Sections 4.2 and 4.4.2: the main theorem (Thm 4.10, its 'in particular', Thm 4.6, the intro claim)."""

from __future__ import annotations

from dataclasses import replace

import sympy as sp

from bounds.dimensions import LOSS, NONE
from bounds.papers.cgt.statements.common import E_TERMS, EXCESS, R32, _log2, _polylog, _register, _src, _thm47_terms
from bounds.papers.cgt.statements.sec42_privacy import SIGMA_PRINTED
from bounds.papers.cgt.symbols import D_C, Q, b_max, beta_a, sigma_b
from bounds.rate import Rate
from bounds.symbols import B, L, M, T, d, epsilon, n
from bounds.theorem import Correction, Derivation, Input

B_PRIV_PRINTED = (L + 2 * M * D_C) * n**R32 * epsilon / (4 * sp.sqrt(2) * D_C * sp.sqrt(d))
"""Thm 4.10's batch bound without its polylog: units F/X^2 (the 1/M is missing)."""

B_PRIV = (L + 2 * M * D_C) * n**R32 * epsilon / (2 * sp.sqrt(2) * M * D_C * sp.sqrt(d))
"""Cor 4.5's d-limit, with its constant 128 corrected to 512 (CGT-E3), and beta >= Q n^(3/2)/(D B^2), solved for B
(polylog dropped)."""

B_CORRECTED = sp.Min(sp.sqrt(n), B_PRIV)
B_REASON = (
    "Cor 4.5's d <= B^2 beta^2 eps^2/(512 M^2 polylog) (its 128 corrected to 512 with Cor 4.4's 64 -> 256) with "
    "B beta >= Q n^(3/2)/(D B), Q = 8(L + 2MD), solves to B <= (L + 2MD) n^1.5 eps/(2 sqrt(2) M D sqrt(d) polylog): "
    "a count"
)


def _alg1_settings() -> dict[sp.Symbol, sp.Expr]:
    """Thm 4.10's settings (all but B): Q, beta, T, sigma and the tree's noise bound at failure probability 1/T^3."""
    return {
        Q: 8 * L + 16 * M * D_C,
        beta_a: M + (8 * L + 16 * M * D_C) * n**R32 / (D_C * B**2),
        T: n / B,
        sigma_b: SIGMA_PRINTED,
        b_max: _log2(T) * sigma_b * sp.sqrt(2 * d * sp.log(2 * T**4)),
    }


MAIN_TERMS = {
    **_thm47_terms(E_TERMS["E3"]),
    "failure event of probability 1/T^3: O(L D/T^3) (proof of Thm 4.10)": L * D_C / T**3,
}
"""Thm 4.7 at eta_t = t + 1 plus the failure event: the derivation of Thm 4.10, its corollaries and the intro."""

MAIN_CHAIN = {
    "inputs": (Input("CGT-Thm4.7@v1", corrected=True),),
    "uses": ("CGT-Lem4.3@v1", "CGT-Cor4.5@v1"),
    "unchecked": (
        "proof of Thm 4.10: the B bound gives beta >= 16 M n/B >= 2 M T (Claim 4.2) and Cor 4.5's d-limit, so the run "
        "is (eps, delta)-DP (privacy side; not encoded as terms)",
        "proof of Thm 4.10: the case d = omega(n^2 eps^2), where 'any point in C achieves the desired excess loss "
        "bound' (encoded only as the assumption d <= n^2 eps^2)",
    ),
}
"""The chain of Thm 4.10's proof: Thm 4.7 (with Lem 4.8's E3, as the proof's E-bounds use it; the same bound as
``registry.cite("CGT-Thm4.7@v1", corrected=True)``, written out per E-term), Lem 4.3's tail at failure probability
1/T^3 (the setting b_max) and Cor 4.5's sigma (the setting sigma_b)."""

D_LE = sp.Le(d, n**2 * epsilon**2)
D_TEXT = "d = O(n^2 eps^2): otherwise any point of C is optimal up to constants (proof of Thm 4.10)"
B_LE = sp.Le(B, sp.sqrt(n))
B_TEXT = "B <= sqrt(n) (printed hypothesis)"


def _main_rate(steps: sp.Expr) -> Rate:
    """O((L D + M D^2)(1/sqrt(n) + sqrt(d)/(eps n) polylog)) (Thm 4.6, the "in particular" of Thm 4.10)."""
    return Rate.of(
        EXCESS,
        LOSS,
        ("non-private L D/sqrt(n)", L * D_C / sp.sqrt(n)),
        ("non-private M D^2/sqrt(n)", M * D_C**2 / sp.sqrt(n)),
        ("private L D sqrt(d)/(eps n)", L * D_C * sp.sqrt(d) / (epsilon * n), _polylog(steps)),
        ("private M D^2 sqrt(d)/(eps n)", M * D_C**2 * sp.sqrt(d) / (epsilon * n), _polylog(steps)),
    )


def _thm410_rate(private_m: sp.Expr) -> Rate:
    return Rate.of(
        EXCESS,
        LOSS,
        ("optimisation M D^2 B^2/n^2", M * D_C**2 * B**2 / n**2),
        ("non-private L D/sqrt(n)", L * D_C / sp.sqrt(n)),
        ("non-private M D^2/sqrt(n)", M * D_C**2 / sp.sqrt(n)),
        ("private L D sqrt(d)/(eps n)", L * D_C * sp.sqrt(d) / (epsilon * n), _polylog(n / B)),
        ("private M D^2 sqrt(d)/(eps n)", private_m, _polylog(n / B)),
    )


THM410 = _register(
    id="CGT-Thm4.10",
    source=_src("Thm 4.10 and its proof (Sec 4.4.2)"),
    kind="theorem",
    statement="Alg. 1 with B <= min{sqrt(n), (L + 2M||C||) n^1.5 eps/(4 sqrt(2) ||C|| sqrt(d) log^1.5(T) "
    "sqrt(ln(4T/delta) ln(2.5)/delta))}, T = n/B, eta_t = t + 1, beta = M + (8L + 16M||C||) n^(3/2)/(||C|| B^2) and "
    "sigma as in Cor 4.5 is (eps, delta)-DP with E[F(y_T)] - F(x*) = O(M||C||^2 B^2/n^2 + (L + M||C||)||C||/sqrt(n) "
    "+ (L + M||C||/sqrt(B)) ||C|| sqrt(d)/(eps n) polylog(n/B, 1/delta))",
    rate=_thm410_rate(M * D_C**2 * sp.sqrt(d) / (epsilon * n * sp.sqrt(B))),
    parameters={B: sp.Min(sp.sqrt(n), B_PRIV_PRINTED), **_alg1_settings()},
    assumptions=(D_LE, B_LE),
    assumption_text=(D_TEXT, B_TEXT + "; the stated rate holds for every admissible B, the settings take the largest"),
    derivation=Derivation(MAIN_TERMS, **MAIN_CHAIN),
    corrections=(
        Correction(B, B_CORRECTED, B_REASON),
        Correction(
            "rate",
            _thm410_rate(M * D_C**2 * sp.sqrt(d) / (epsilon * n)),
            "the proof's E4 = 6 beta b D/T = 6 Q D c_DP/n (and E2, E5) carry Q = 8L + 16MD, so the private term is "
            "(L + MD) D sqrt(d)/(eps n) polylog, not (L + MD/sqrt(B))",
        ),
    ),
)

_register(
    id="CGT-Thm4.10-particular",
    source=_src('Thm 4.10, "In particular"'),
    kind="theorem",
    statement="choosing B = min{sqrt(n), M n^1.5 eps/(sqrt(d) polylog(n/B, 1/delta))}, Alg. 1 needs "
    "max{sqrt(n), sqrt(d) polylog/(M eps sqrt(n))} batch gradient steps and E[F(y_T)] - F(x*) = O((L||C|| + "
    "M||C||^2)(1/sqrt(n) + sqrt(d)/(eps n) polylog(n/B, 1/delta)))",
    rate=_main_rate(sp.sqrt(n)),
    parameters={
        **_alg1_settings(),
        B: sp.Min(sp.sqrt(n), M * n**R32 * epsilon / sp.sqrt(d)),
        T: sp.Max(sp.sqrt(n), sp.sqrt(d) / (M * epsilon * sp.sqrt(n))),
    },
    assumptions=(D_LE,),
    assumption_text=(D_TEXT,),
    derivation=Derivation(MAIN_TERMS, **MAIN_CHAIN),
    corrections=(
        Correction(B, B_CORRECTED, B_REASON + "; the printed choice has M in the numerator (units F/X^2)"),
        Correction(T, n / B, "T = n/B (single epoch); the printed max{...} inherits the units of the printed B"),
    ),
    notes="polylog(n/B, 1/delta) of the settings dropped (the settings would be circular through T = n/B)",
)

_register(
    id="CGT-Thm4.6",
    source=_src("Thm 4.6 (simplified statement of Thm 4.10)"),
    kind="theorem",
    statement="Alg. 1 with B = sqrt(n) min{1, M}, T = n/B and appropriate eta_t, beta, sigma is (eps, delta)-DP with "
    "E[F(y_T)] - F(x*) = O((L||C|| + M||C||^2)(1/sqrt(n) + sqrt(d)/(eps n) polylog(n/B, 1/delta))), polylog = "
    "sqrt(log^3 T log(T/delta) log(1/delta))",
    rate=_main_rate(sp.sqrt(n)),
    parameters={**_alg1_settings(), B: sp.sqrt(n) * sp.Min(1, M)},
    assumptions=(D_LE,),
    assumption_text=(D_TEXT,),
    derivation=Derivation(MAIN_TERMS, **MAIN_CHAIN),
    corrections=(
        Correction(
            B,
            B_CORRECTED,
            "min{1, M} compares a count with a smoothness constant; Thm 4.10's B: " + B_REASON,
        ),
    ),
)

NORMALISE = {L: 1, M: 1, D_C: 1}
"""The intro states its rate with the problem constants set to 1."""

_FREE_BATCH = replace(THM410, parameters=_alg1_settings())
"""Thm 4.10 with the batch size left free (the intro's B = O(sqrt(n)))."""

_register(
    id="CGT-Intro",
    source=_src("Sec 1 (main claim and the error displayed after the design of Accelerated-DP-SRGD)"),
    kind="claim",
    statement="a single-epoch gradient-based (eps, delta)-DP algorithm with T = n/B batch steps, B = O(sqrt(n)) "
    "and exactly two gradients per example has SCO error O~(B^2/n^2 + 1/sqrt(n) + sqrt(d)/(eps n)) (optimal up to "
    "polylog(n, 1/delta)); the first two terms match Lan's non-private optimal SCO error",
    rate=Rate.of(
        "excess population risk, L = M = D_C = 1",
        NONE,
        ("optimisation B^2/n^2", B**2 / n**2),
        ("non-private 1/sqrt(n)", 1 / sp.sqrt(n)),
        ("private sqrt(d)/(eps n)", sp.sqrt(d) / (epsilon * n), _polylog(n / B)),
    ),
    assumptions=(D_LE, B_LE),
    assumption_text=(D_TEXT, "B = O(sqrt(n))"),
    derivation=Derivation(
        {label: _FREE_BATCH.substituted(term).subs(NORMALISE) for label, term in MAIN_TERMS.items()}, **MAIN_CHAIN
    ),
    notes="derived from Thm 4.7 at Thm 4.10's settings (B free) with L = M = D_C = 1",
)
