"""LT-E31: Alg. 3 spends one full O1/O3 checkpoint of b samples before its first step; B.5/B.6 never ask n >= b.

Paper: Liu, Talwar, "second-order stationary points with adaptive batches", arXiv 2410.07502 (version dated
Feb 26, 2025). Alg. 3 line 2 sets drift_0 = kappa, so line 5 (drift_t >= kappa) fires at t = 0 and line 6 calls O1
and O3, which (Alg. 4) each "draw a batch size of b among unused functions". Line 3 loops only "while t < T and the
number of unused functions is larger than b", and line 27 returns {x_1, ..., x_t}. App. B.5 counts the O1/O3
samples as b (sum_i ||g_i||/kappa + B/(Phi tau)) = O~(b B M/(kappa gamma)). App. B.6 asks only
n >= Omega~(b B M/(kappa gamma) + B M (sqrt(d)/(gamma^2 eps) + kappa/gamma^3 + rho kappa/(M^2 gamma^2) + 1/gamma^2)).
Erratum LT-E31 (bounds/papers/lt/errata.py) says that nothing in B.5/B.6 implies n >= b, and that n >= b(alpha)
adds G sqrt(d)/(n eps) + G/sqrt(n) + M^2/(rho n) to the rate of Lem 3.16 / Thm 3.17.

The printed formulas come from the registry, not retyped: Thm 3.17's rate, b, kappa and sigma_tree
(``LT-Thm3.17@v1``); Lem 3.15's sample count (``LT-Lem3.15@v1``), which B.6 requires to be <= n; the checkpoint
radii G/sqrt(b) and M/sqrt(b) of Lem 3.11 (``LT-Lem3.11@v1``, ``LT-Lem3.11-H@v1``); and the O1 part G/(b eps) of
Lem 3.13's sigma_tree (``LT-Lem3.13@v1``). sigma_tree is a per-coordinate standard deviation, so the noise norm is
sigma_tree sqrt(d). The rate with LT-E2 and LT-E3 applied is ``LT-Lem3.16@v1``'s corrected rate. Rates are read with
their printed constants (1) and without polylog factors. Values are exact sympy numbers evaluated to 30 digits.
Growth exponents along a scaling direction are exact fractions (``bounds.tropical.growth``), so no constant or
polylog factor can close a positive gap in them.

Computed:
1. The erratum's instance B = rho = eps = 1, M = 1e12, G = 1e60, n = 1e180, d = 1e286. The printed alpha is 3.16e5,
   far below the trivial level 1e24 (Def. 1.2: x_0 is an alpha-SOSP once alpha >= max(sqrt(2MB), M^2/rho)). The
   printed b(alpha) is 3.16e17 n, so the loop of line 3 never runs and the output set is empty. Still, B.6's
   requirement (Lem 3.15's count) is 2e-36 n, and B.5's O1/O3 bracket is 3.2e-5 < 1.
2. Same instance, one checkpoint with the largest possible batch b = n. The noise norm alone is G sqrt(d)/(n eps) =
   1e23, more than 1e17 times the printed alpha (and the LT-E2/E3 alpha). Equivalently, Thm 3.17's sigma_tree =
   alpha/sqrt(d) is 3.16e17 times too small for Lem 3.13 at b = n. The control: alpha + G sqrt(d)/(n eps) + G/sqrt(n)
   + M^2/(rho n) covers the checkpoint, and there b <= n, 2 b(4 alpha') <= n.
3. Scaling families, one for each of the erratum's three terms. In each, the term outgrows the printed and the
   LT-E2/E3 rates but stays below the trivial level. B.6 holds while b(alpha)/n -> infinity, and the corrected alpha
   brings b back to O(n). The erratum's own family G -> infinity (n = G^3, sqrt(d)/(n eps) = 1/G) separates its
   term from the printed rate (gap 1/6) but not from LT-E3's term, which is flat there.
4. Negative control (B = G = M = rho = eps = 1, n = 1e8, d = 1e4; and the directions n -> infinity with or without
   d): 2b <= n, B.6 holds, and the checkpoint errors and the erratum's terms stay below the printed alpha.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import pytest
import sympy as sp

from bounds import registry, tropical
from bounds.papers.lt.symbols import B_F, G, Phi_E, alpha_S, b, b_H, gamma_S, kappa_D, rho_H, tau
from bounds.symbols import M, d, epsilon, n, sigma
from bounds.units import dimension

THM = registry.by_key("LT-Thm3.17@v1")
LEM315 = registry.by_key("LT-Lem3.15@v1")
FIXED = registry.by_key("LT-Lem3.16@v1").corrected()
"""Lem 3.16 (same rate as Thm 3.17) with LT-E2 (b_H) and LT-E3 (escape refreshes) applied."""

ALPHA = THM.rate.expr(logs=False)
ALPHA_FIXED = FIXED.rate.expr(logs=False)
BATCH = THM.substituted(b)
"""Printed b = G sqrt(d)/(eps alpha) + G^2/alpha^2 + M sqrt(d)/(rho eps) + M^2/(rho alpha), in alpha_S."""
BATCH_FIXED = FIXED.substituted(b)
B_H = THM.substituted(b_H)
COUNT = THM.substituted(LEM315.rate.expr(logs=False))
"""B.6's requirement on n: Lem 3.15's count at Thm 3.17's b, kappa and gamma = alpha."""
BRACKET = THM.substituted(LEM315.substituted(B_F * M / (gamma_S * kappa_D) + B_F / (Phi_E * tau)))
"""B.5's O1/O3 count over b, sum_i ||g_i||/kappa + B/(Phi tau), with eq. (9)'s sum_i ||g_i|| <= B M/gamma."""

NOISE = registry.by_key("LT-Lem3.13@v1").rate.term("O1 sensitivity G/b").monomial.subs(b, n) * sp.sqrt(d)
"""Norm of the tree noise that Lem 3.13 needs for an O1 release of batch n: sqrt(d) G/(n eps)."""
SAMPLING = registry.by_key("LT-Lem3.11@v1").rate.term("checkpoint").monomial.subs(b, n)
"""Lem 3.11's zeta_1 at batch n: G/sqrt(n)."""
ZETA3 = registry.by_key("LT-Lem3.11-H@v1").rate.term("checkpoint").monomial.subs(b, n)
"""Lem 3.11's zeta_3 at batch n: M/sqrt(n)."""
HESSIAN = ZETA3**2 / rho_H
"""Smallest gamma with zeta_3 <= sqrt(rho gamma), Prop. 3.10's Hessian accuracy without its factor 1/2."""
E31 = G * sp.sqrt(d) / (n * epsilon) + G / sp.sqrt(n) + M**2 / (rho_H * n)
"""The term LT-E31 adds to the rate."""
TRIVIAL = sp.Max(sp.sqrt(2 * M * B_F), M**2 / rho_H)
"""||grad F(x_0)|| <= sqrt(2 M B) and grad^2 F >= -M I: x_0 is an alpha-SOSP for every alpha >= TRIVIAL."""

Point = Mapping[sp.Symbol, int]

INSTANCE: Point = {B_F: 1, rho_H: 1, epsilon: 1, M: 10**12, G: 10**60, n: 10**180, d: 10**286}
"""LT-E31's instance (its why field)."""
CONTROL: Point = {B_F: 1, G: 1, M: 1, rho_H: 1, epsilon: 1, n: 10**8, d: 10**4}
"""Constants 1 and sqrt(d)/(n eps) = 1e-6: Rem. 3.18's regime."""


def at(expr: sp.Expr, point: Point, alpha: sp.Expr | None = None) -> float:
    """``expr`` at ``point`` (and at alpha_S = ``alpha`` at ``point``): exact substitution, 30 digits, then a float."""
    values: dict[sp.Symbol, sp.Expr] = {sym: sp.Integer(val) for sym, val in point.items()}
    if alpha is not None:
        values[alpha_S] = sp.N(sp.sympify(alpha).subs(values), 30)
    return float(sp.N(sp.sympify(expr).subs(values), 30))


def growth(expr: sp.Expr, direction: Mapping[sp.Symbol, int]) -> Fraction:
    """Exponent of s in ``expr`` when each symbol of ``direction`` scales like s^(its entry), the rest fixed."""
    return tropical.growth(expr, {sym: Fraction(k) for sym, k in direction.items()}).exponent


def test_erratum_is_registered_against_the_rate_statements() -> None:
    [erratum] = [e for e in registry.errata("LT") if e.id == "LT-E31"]
    assert set(erratum.affects) == {"LT-Lem3.15@v1", "LT-Lem3.16@v1", "LT-Thm3.17@v1"}
    # the printed b (Lem 3.14 / Thm 3.17) and the rate, which Lem 3.16 and Thm 3.17 print alike
    printed_b = G * sp.sqrt(d) / (epsilon * alpha_S) + G**2 / alpha_S**2 + B_H + M**2 / (rho_H * alpha_S)
    assert sp.simplify(BATCH - printed_b) == 0
    assert M * sp.sqrt(d) / (rho_H * epsilon) == B_H
    assert registry.by_key("LT-Lem3.16@v1").rate.expr(logs=False) == ALPHA


def test_added_term_is_the_checkpoint_floor_at_batch_n_and_has_the_units_of_alpha() -> None:
    assert sp.simplify(E31 - (NOISE + SAMPLING + HESSIAN)) == 0
    for term in (NOISE, SAMPLING, HESSIAN):
        assert dimension(term) == THM.rate.dimension
    # n = (each alpha-dependent part of the printed b) at alpha = one of the three levels: inverting n >= b(alpha)
    parts = sp.Add.make_args(BATCH - B_H)
    assert len(parts) == 3 and all(alpha_S in part.free_symbols for part in parts)
    for level in (NOISE, SAMPLING, HESSIAN):
        assert sum(sp.simplify(part.subs(alpha_S, level) - n) == 0 for part in parts) == 1


def test_b5_b6_hold_at_the_printed_alpha_while_the_printed_b_exceeds_n() -> None:
    alpha = at(ALPHA, INSTANCE)
    assert alpha == pytest.approx(3.16227766e5, rel=1e-8)  # the erratum's 3.2e5
    assert at(TRIVIAL, INSTANCE) == pytest.approx(1e24, rel=1e-12)  # nowhere near trivial
    batch = at(BATCH, INSTANCE, ALPHA)
    assert batch / INSTANCE[n] == pytest.approx(3.16227766e17, rel=1e-8)
    # Alg. 3 line 3 needs more than b unused functions; at t = 0 all n are unused: the loop never runs, t = 0,
    # and line 27 returns {x_1, ..., x_0}, the empty set. Line 6 at t = 0 would draw 2b (O1 and O3).
    assert not INSTANCE[n] > batch
    # B.6's requirement n >= Lem 3.15's count holds with 35 orders of magnitude to spare, room for a factor
    # log(n d)^11 (log(n d) ~ 1.07e3) that O~ may hide
    assert at(COUNT, INSTANCE, ALPHA) / INSTANCE[n] == pytest.approx(2e-36, rel=1e-6)
    # B.5 charges O1/O3 with b times this bracket, less than the b of one O1 call
    assert at(BRACKET, INSTANCE, ALPHA) == pytest.approx(3.16227766e-5, rel=1e-8)
    # the checkpoint ratio B M/(kappa gamma) of the erratum is tiny: kappa = alpha sqrt(d)/eps here
    assert at(B_F * M / (alpha_S * THM.substituted(kappa_D)), INSTANCE, ALPHA) < 1e-141


def test_numbers_quoted_in_the_erratum() -> None:
    assert at(sp.sqrt(d) / (n * epsilon), INSTANCE) == pytest.approx(1e-37, rel=1e-12)
    alpha_fixed = at(ALPHA_FIXED, INSTANCE)
    assert alpha_fixed == pytest.approx(6.32455532e5, rel=1e-8)  # "6.3e5 with LT-E2/E3's terms"
    # "b(alpha)/n = 1.6e17 (1.6e15 at 100 alpha)" is b/n at the LT-E2/E3 alpha; at the printed alpha it is 3.2e17
    assert at(BATCH_FIXED / n, INSTANCE, ALPHA_FIXED) == pytest.approx(1.58113883e17, rel=1e-8)
    assert at(BATCH_FIXED / n, INSTANCE, 100 * ALPHA_FIXED) == pytest.approx(1.58113883e15, rel=1e-8)
    assert at(BATCH / n, INSTANCE, ALPHA) == pytest.approx(3.16227766e17, rel=1e-8)


def test_a_checkpoint_on_all_n_samples_misses_the_printed_rate_and_the_added_term_covers_it() -> None:
    alpha, alpha_fixed = at(ALPHA, INSTANCE), at(ALPHA_FIXED, INSTANCE)
    noise, sampling, hessian = (at(e, INSTANCE) for e in (NOISE, SAMPLING, HESSIAN))
    assert (noise, sampling, hessian) == pytest.approx((1e23, 1e-30, 1e-156), rel=1e-12)
    assert noise / alpha > 10**17 and noise / alpha_fixed > 10**17
    assert noise < at(TRIVIAL, INSTANCE)  # the repaired statement is not vacuous
    # the same from the privacy side: Thm 3.17's sigma_tree = alpha/sqrt(d) against Lem 3.13's G/(b eps) at b = n
    needed = registry.by_key("LT-Lem3.13@v1").rate.term("O1 sensitivity G/b").monomial.subs(b, n)
    assert at(needed / THM.substituted(sigma), INSTANCE, ALPHA) == pytest.approx(3.16227766e17, rel=1e-8)
    # control: alpha + LT-E31's term is above every checkpoint floor, and b comes back to n
    repaired = ALPHA + E31
    assert at(repaired, INSTANCE) >= max(noise, sampling, hessian)
    assert at(BATCH / n, INSTANCE, repaired) <= 1
    assert at(2 * BATCH / n, INSTANCE, 4 * repaired) <= 1  # room for O1 and O3 at t = 0, a constant 4 in alpha
    assert at(B_H / n, INSTANCE) < 1  # the alpha-free condition n >= M sqrt(d)/(rho eps)


FAMILIES = {
    "noise G sqrt(d)/(n eps): the instance as s^(12, 60, 180, 286)": ({M: 12, G: 60, n: 180, d: 286}, NOISE),
    "sampling G/sqrt(n): G, n, M ~ s^3, s^4, s": ({G: 3, n: 4, M: 1}, SAMPLING),
    "Hessian M^2/(rho n): M, G, n ~ s^9, s^9, s^10": ({M: 9, G: 9, n: 10}, HESSIAN),
}


@pytest.mark.parametrize("name", FAMILIES)
def test_each_added_term_outgrows_the_rate_along_a_family_where_b6_holds(name: str) -> None:
    direction, term = FAMILIES[name]
    n_growth = growth(n, direction)
    assert growth(term, direction) > max(growth(ALPHA, direction), growth(ALPHA_FIXED, direction))
    assert growth(term, direction) < growth(TRIVIAL, direction)
    assert growth(COUNT.subs(alpha_S, ALPHA), direction) <= n_growth  # B.6 holds
    assert growth(BATCH.subs(alpha_S, ALPHA), direction) > n_growth  # b(C alpha)/n -> infinity for every C
    assert growth(BATCH.subs(alpha_S, ALPHA + E31), direction) <= n_growth  # control
    assert growth(B_H, direction) < n_growth


def test_the_erratum_family_separates_from_the_printed_rate_only() -> None:
    direction = {G: 1, n: 3, d: 4}  # n = G^3, sqrt(d)/(n eps) = 1/G, B, M, rho, eps fixed
    assert growth(ALPHA, direction) == Fraction(-1, 6)
    assert growth(THM.rate.term("(BGM)^(1/3) (sqrt(d)/(n eps))^(1/2)").monomial, direction) == Fraction(-1, 6)
    assert growth(NOISE, direction) == 0
    assert growth(BATCH.subs(alpha_S, ALPHA), direction) - growth(n, direction) == Fraction(1, 6)
    assert growth(COUNT.subs(alpha_S, ALPHA), direction) < growth(n, direction)
    # LT-E3's (B G rho/M)^(1/2) (sqrt(d)/(n eps))^(1/2) is flat here, like the noise term and the trivial level
    assert growth(ALPHA_FIXED, direction) == growth(TRIVIAL, direction) == 0


def test_negative_control_with_n_above_b() -> None:
    alpha = at(ALPHA, CONTROL)
    assert alpha == pytest.approx(6.70986938e-3, rel=1e-8)
    assert 2 * at(BATCH, CONTROL, ALPHA) <= CONTROL[n]  # both t = 0 oracle calls fit
    assert at(COUNT, CONTROL, ALPHA) <= CONTROL[n]  # and B.6 holds
    assert max(at(NOISE, CONTROL), at(SAMPLING, CONTROL)) <= alpha / 4  # Lem. 3.2's gamma/4
    assert at(ZETA3, CONTROL) <= at(sp.sqrt(rho_H * ALPHA) / 2, CONTROL)  # Prop. 3.10's Hessian accuracy
    assert at(E31, CONTROL) <= alpha / 50  # the erratum's term is lower order here
    for direction in ({n: 1}, {n: 2, d: 2}):  # Rem. 3.18's directions: more samples, sqrt(d)/(n eps) -> 0
        assert growth(BATCH.subs(alpha_S, ALPHA), direction) < growth(n, direction)
        assert growth(E31, direction) < growth(ALPHA, direction)
