"""KLT's rate checks and negative controls, one constructor per statement and quantity."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from simulations.checks.ratecheck import RateCheck, split_parameters
from simulations.papers.klt.checks.common import DELTA, HUGE, LEMMA_REASON, LEMMA_TOL, _int
from simulations.papers.klt.checks.lemma_measures import (
    measure_checkpoint_sensitivity,
    measure_checkpoint_variance,
    measure_drift_variance,
    measure_first_order_deviation,
    measure_increment_sensitivity_first_order,
    measure_increment_sensitivity_zero_order,
    measure_kink_smoothness,
    measure_tree_variance,
    measure_zero_order_deviation,
)
from simulations.papers.klt.checks.multi_pass_measures import _multi, measure_multi_pass_g0
from simulations.papers.klt.checks.single_pass_measures import measure_single_pass_beta


def _check(
    name: str,
    tag: str,
    variant: str,
    theorem: str,
    quantity: str,
    swept: str,
    values: tuple[float, ...],
    fixed: Mapping[str, float],
    instance: str,
    algorithm: str,
    metric: str,
    measure,
    seeds: int,
    term: str | None = None,
    tolerance: float = LEMMA_TOL,
    reason: str = LEMMA_REASON,
    why_fail: str = "",
    max_seeds: int = 0,
    parts: int = 1,
) -> RateCheck:
    fixed, settings = split_parameters(fixed, SWITCHES, "KLT")
    return RateCheck(
        name=name,
        theorem=theorem,
        quantity=quantity,
        tag=tag,
        variant=variant,
        swept=swept,
        values=values,
        fixed=fixed,
        settings=settings,
        instance=instance,
        algorithm=algorithm,
        metric=metric,
        measure=measure,
        tolerance=tolerance,
        tolerance_reason=reason,
        seeds=seeds,
        max_seeds=max_seeds,
        parts=parts,
        term=term,
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


TREE = {"d": 8.0, "sigma": 1.0, "Sigma": 16.0, "t": 7.0}
CHECKPOINT = {"L": 1.0, "d": 8.0, "alpha": 0.1, "m_sim": 32.0, "m": 32.0, "B_2": HUGE, "Sigma": 1.0}
CHECKPOINT |= {"D": 1.0 / HUGE, "sigma": 1.0 / HUGE}
DRIFT = {"L": 1.0, "d": 16.0, "alpha": 0.1, "D": 0.004, "p": 0.5, "m_sim": 4096.0, "B_1": HUGE, "B_2": 1.0}
DRIFT |= {"Sigma": 1.0, "m": HUGE, "sigma": 1.0 / HUGE}
DEVIATION = {"L": 1.0, "d": 16.0, "alpha": 0.1, "m": 64.0, "delta": DELTA, "B_1": HUGE, "B_2": 1.0, "D": 1.0 / HUGE}
SMOOTH = {"L": 1.0, "d": 16.0, "alpha": 0.1, "m_sim": 4096.0}
SENS = {"L": 1.0, "d": 8.0, "alpha": 0.1, "delta": DELTA, "B_1": HUGE, "B_2": 1.0, "D": 0.002, "m": 16384.0}

NP_WINDOW = {"Phi": 1.0, "L": 2.0, "noise": 1.0, "alpha": 0.1, "d": 4.0, "epsilon": 1e3}
"""Non-private window of both versions' displays: K1 with unit linear noise (L = 2), eps = 1e3."""
PRIVATE_WINDOW = {"Phi": 1.0, "L": 1.0, "noise": 0.0, "alpha": 0.25, "d": 1.0, "epsilon": 0.05}
"""Private window n < Phi d^2/(L alpha eps^3) = 32000 of both displays: K1 (L = 1), d = 1, eps = 0.05."""
K2_WINDOW = {"Phi": 0.2, "L": 1.0, "p": 0.6, "alpha": 0.05, "d": 4.0, "n": 2000.0}
"""K2 with P(s = 1) = 0.6 (per-sample gradient noise 5x the population gradient), start at R = 1."""
MULTI = {"Phi": 1.0, "L": 1.0, "alpha": 0.1, "beta": 0.25, "d": 4.0, "epsilon": 1.0, "n": 50.0}
"""n and eps sweeps: beta = 1/4 gives alpha/D = 16, Sigma = 16/sqrt(d) = 8 exactly, T = 640, and the printed m
= 2 alpha^2 n eps^2/(D^2 T log(1/delta)) = 0.058 n eps^2 (rounded up by the same 3% at every swept value)."""
MULTI_D = {**MULTI, "beta": 0.125, "n": 100.0}
"""d sweep: beta = 1/8 gives alpha/D = 64 and Sigma = 64/sqrt(d) exactly (16, 8, 4, 2 at d = 16, 64, 256, 1024)."""

#: simulation switches and instance settings (not theorem symbols) that the measures read
SWITCHES = (
    "t",
    "m_sim",
    "p",
    "offset",
    "noise",
    "version",
    "printed_directions",
    "printed_points",
    "control_frozen_n",
    "control_n0",
    "distance",
)

E2E_TOL = 0.05
E2E_REASON = (
    "the measured beta is the travel term (R - 2 alpha)/(DT) up to the warm-up of Delta (about sqrt(M) steps) "
    "and the whole-window discreteness, which stratified starts smooth; the bootstrap counts their designed "
    "spread as noise, so its interval (half-width 0.03-0.17) is conservative; the mean slope is within 0.02"
)


def _e2e(
    name: str,
    variant: str,
    version: int,
    window: Mapping[str, float],
    swept: str,
    values: tuple[float, ...],
    term: str | None,
    seeds: int = 8,
    why_fail: str = "",
    max_seeds: int = 0,
    parts: int = 1,
    **extra: float,
) -> RateCheck:
    fixed = {**window, "version": float(version), **extra}
    fixed.pop(swept, None)
    return _check(
        name,
        "beta",
        variant,
        f"KLT-Thm3.1-display@v{version}",
        "E||dbar_{2 alpha} F(x_out)|| (single pass)",
        swept,
        values,
        fixed,
        "K1 single kink" if "noise" in window else "K2 random-sign kink",
        f"Alg. 2 + Alg. 5, v{version} schedule of KLT-Thm6.1 (variance-sufficient m, theorem sigma): utility "
        "claim only, not (eps, delta)-DP (see SinglePassSchedule.privacy and epsilon_effective)",
        "closed-form Goldstein measure averaged over all K window means",
        measure_single_pass_beta,
        seeds,
        term=term,
        tolerance=E2E_TOL,
        reason=E2E_REASON,
        why_fail=why_fail,
        # the seed bootstrap counts the stratified starts' designed spread as noise (see E2E_REASON), so the
        # interval narrows to the tolerance only after many blocks: up to 16 unless the check says otherwise
        max_seeds=max_seeds or 16 * seeds,
    )


def _multi_fixed(swept: str) -> dict[str, float]:
    fixed = dict(MULTI_D if swept == "d" else MULTI)
    fixed.pop(swept, None)
    return fixed


@lru_cache(maxsize=4)
def _multi_clip_radius() -> float:
    return _multi(MULTI, _int(MULTI, "n")).D


def _multi_check(
    name: str,
    variant: str,
    swept: str,
    values: tuple[float, ...],
    seeds: int = 48,
    why_fail: str = "",
    max_seeds: int = 0,
    parts: int = 1,
    **extra: float,
) -> RateCheck:
    fixed = {**_multi_fixed(swept), **extra}
    theorem = "KLT-Lem4.3" if swept == "n" else "KLT-Thm4.1@v2"
    if swept == "n":
        fixed["D"] = _multi_clip_radius()
    return _check(
        name,
        "g0",
        variant,
        theorem,
        "oracle error G0 of Alg. 4 (root mean square over one period)",
        swept,
        values,
        fixed,
        "K5 separable kinks, n samples per repetition",
        "Alg. 2 + Alg. 4 (zero order, full batch), KLT-Thm4.1 settings with the unit-corrected D, T",
        "sqrt(mean over the period of ||g_t - grad Fhat_alpha(z_t)||^2), grad Fhat_alpha exact",
        measure_multi_pass_g0,
        seeds,
        reason=(
            "G0^2 = noise d(sigma1^2 + (p-1) sigma2^2) plus the estimator part, which the printed m keeps a fixed "
            "fraction of it in n and eps; in d that fraction (~2/d) and Sigma - 1 bend the slope by < 0.02; 48 seeds"
        ),
        why_fail=why_fail,
        max_seeds=max_seeds,
        parts=parts,
    )


def _lemma_checks() -> list[RateCheck]:
    tree_fixed = dict(TREE)
    return [
        _check(
            "KLT tree noise vs sigma",
            "tree-noise",
            "",
            "KLT-Prop2.5(var)",
            "E||TREE(t)||^2",
            "sigma",
            (0.25, 0.5, 1.0, 2.0, 4.0),
            {k: v for k, v in tree_fixed.items() if k != "sigma"},
            "none (noise only)",
            "simulations.privacy.tree.TreePrefixNoise (binary-digit NODE), t = 7",
            "||TREE(t)||^2",
            measure_tree_variance,
            256,
        ),
        _check(
            "KLT tree noise vs d",
            "tree-noise",
            "",
            "KLT-Prop2.5(var)",
            "E||TREE(t)||^2",
            "d",
            (2.0, 8.0, 32.0, 128.0),
            {k: v for k, v in tree_fixed.items() if k != "d"},
            "none (noise only)",
            "simulations.privacy.tree.TreePrefixNoise (binary-digit NODE), t = 7",
            "||TREE(t)||^2",
            measure_tree_variance,
            256,
        ),
        _check(
            "KLT checkpoint variance vs B1",
            "checkpoint-variance",
            "",
            "KLT-Lem3.6",
            "E||g_t - grad F_alpha(z_t)||^2 at a checkpoint",
            "B_1",
            (4.0, 16.0, 64.0, 256.0),
            CHECKPOINT,
            "K5 separable kinks at z = 0.5 e_1",
            "Alg. 3 checkpoint, m = 32 directions per sample",
            "||g_t - grad F_alpha(z)||^2 (exact grad F_alpha)",
            measure_checkpoint_variance,
            64,
        ),
        _check(
            "KLT drift variance vs d",
            "drift-variance",
            "",
            "KLT-Lem6.5",
            "variance of one increment's drift (II)",
            "d",
            (8.0, 16.0, 32.0, 64.0),
            {k: v for k, v in DRIFT.items() if k != "d"},
            "K2 random-sign kink (p = 1/2), step -D e_1 -> D e_1, D/alpha = 0.04",
            "Alg. 5 increment, B2 = 1, m = 4096, estimator variance removed exactly",
            "unbiased estimate of Var_s(s (g(D) - g(-D)))",
            measure_drift_variance,
            64,
            term="drift",
            tolerance=0.07,
            reason=(
                "systematic: the exact drift (g(D) - g(-D))^2 has d-slope 0.96 over [8, 64] (the Gamma ratio of the "
                "exact smoothness tends to sqrt(2d/pi), and the curvature of the smoothed kink costs 3% at d = 64), "
                "so the true slope sits 0.04 below the exponent; the verdict needs the whole bootstrap interval in "
                "the band, so the band is that bias plus the interval's half-width (0.015 at 256 seeds) plus 0.015"
            ),
        ),
        _check(
            "KLT drift variance vs D",
            "drift-variance",
            "",
            "KLT-Lem6.5",
            "variance of one increment's drift (II)",
            "D",
            (0.0015, 0.003, 0.006, 0.012),
            {**{k: v for k, v in DRIFT.items() if k != "D"}, "d": 8.0, "m_sim": 8192.0},
            "K2 random-sign kink (p = 1/2), step -D e_1 -> D e_1, d = 8",
            "Alg. 5 increment, B2 = 1, m = 8192, estimator variance removed exactly",
            "unbiased estimate of Var_s(s (g(D) - g(-D)))",
            measure_drift_variance,
            128,
            term="drift",
            reason=(
                "D/alpha <= 0.12 keeps the step in the linear region of the smoothed kink (curvature loss 3% at "
                "the largest D, slope bias < 0.02); 128 seeds, bootstrap half-width ~0.03"
            ),
        ),
        _check(
            "KLT zero-order deviation vs m",
            "zero-order-deviation",
            "",
            "KLT-Lem3.4",
            "||zero-order estimate - grad f_alpha||",
            "m",
            (16.0, 64.0, 256.0, 1024.0),
            {k: v for k, v in DEVIATION.items() if k != "m"},
            "K1 single kink (L = 1) at z_1 = 0.3 alpha",
            "eq. (4) estimator, directions Unif(S^{d-1}) (erratum 6 fixed)",
            "||estimate - exact grad f_alpha||",
            measure_zero_order_deviation,
            32,
            term="estimator deviation",
        ),
        _check(
            "KLT first-order deviation vs m",
            "first-order-deviation",
            "",
            "KLT-Lem6.3",
            "||first-order estimate - grad f_alpha||",
            "m",
            (16.0, 64.0, 256.0, 1024.0),
            {k: v for k, v in DEVIATION.items() if k != "m"},
            "K1 single kink (L = 1) at z_1 = 0.3 alpha",
            "Alg. 5 estimator, points Unif(B_alpha) (erratum 7 fixed)",
            "||estimate - exact grad f_alpha||",
            measure_first_order_deviation,
            256,
            term="estimator deviation",
        ),
        _check(
            "KLT smoothed-kink smoothness vs d",
            "kink-smoothness",
            "",
            "KLT-Fact2.3",
            "smoothness constant of (|x_1|)_alpha",
            "d",
            (8.0, 16.0, 32.0, 64.0),
            {k: v for k, v in SMOOTH.items() if k != "d"},
            "K1's kink |x_1|",
            "Alg. 5 estimator, m = 4096 common points at +-h e_1, h = 0.05 alpha/sqrt(d)",
            "finite difference of the estimated smoothed derivative",
            measure_kink_smoothness,
            32,
            reason=(
                "the exact constant 2 Gamma(d/2+1)/(sqrt(pi) Gamma((d+1)/2) alpha) has d-slope 0.487 over [8, 64]; "
                "32 seeds of 4096 points give ~1.5% per point, bootstrap half-width ~0.02"
            ),
        ),
        _check(
            "KLT smoothed-kink smoothness vs alpha",
            "kink-smoothness",
            "",
            "KLT-Fact2.3",
            "smoothness constant of (|x_1|)_alpha",
            "alpha",
            (0.05, 0.1, 0.2, 0.4),
            {k: v for k, v in SMOOTH.items() if k != "alpha"},
            "K1's kink |x_1|, d = 16",
            "Alg. 5 estimator, m = 4096 common points at +-h e_1, h = 0.05 alpha/sqrt(d)",
            "finite difference of the estimated smoothed derivative",
            measure_kink_smoothness,
            32,
        ),
        _check(
            "KLT checkpoint sensitivity vs B1",
            "checkpoint-sensitivity",
            "",
            "KLT-Lem6.3",
            "||g_t - g'_t|| at a checkpoint (neighbouring batches)",
            "B_1",
            (4.0, 16.0, 64.0, 256.0),
            {**{k: v for k, v in SENS.items() if k != "B_1"}, "m": HUGE, "D": 1.0 / HUGE},
            "K2, z = 2 alpha e_1, first sample's sign flipped",
            "Alg. 5 checkpoint (one point per sample), same points in both batches",
            "||g_t - g'_t||",
            measure_checkpoint_sensitivity,
            16,
            term="checkpoint L/B1",
        ),
        _check(
            "KLT increment sensitivity vs D",
            "increment-sensitivity",
            "",
            "KLT-Lem6.3",
            "||g_t - g'_t|| of an increment (neighbouring batches)",
            "D",
            (0.002, 0.004, 0.008, 0.016),
            {**{k: v for k, v in SENS.items() if k != "D"}, "m": 8192.0},
            "K2, step -D e_1 -> D e_1, the sample's sign flipped",
            "Alg. 5 increment, m = 8192, same points in both batches",
            "||g_t - g'_t||",
            measure_increment_sensitivity_first_order,
            16,
            term="increment L sqrt(d) D/(alpha B2)",
            reason=(
                "the floor 2|g(D) - g(-D)| is linear in D up to the curvature of the smoothed kink (< 3% at "
                "D/alpha = 0.16); the estimator deviation 2 sqrt(2/m) adds < 2% in quadrature; 16 seeds"
            ),
        ),
        _check(
            "KLT zero-order increment sensitivity vs m",
            "zero-order-increment-sensitivity",
            "",
            "KLT-Lem3.4",
            "||g_t - g'_t|| of an increment (neighbouring batches)",
            "m",
            (4.0, 16.0, 64.0, 256.0),
            {**{k: v for k, v in SENS.items() if k != "m"}, "offset": 3.0},
            "K2, step (3 alpha - D) e_1 -> (3 alpha + D) e_1 away from the kink, the sample's sign flipped",
            "Alg. 3 increment (B2 = 1), same directions in both batches",
            "||g_t - g'_t||",
            measure_increment_sensitivity_zero_order,
            32,
            term="estimator deviation",
            reason=(
                "away from the kink the smoothed per-sample gradients are constant, so the increment's sensitivity "
                "is the two independent estimator errors alone (~2 sqrt(2d/m)); 32 seeds, half-width ~0.03"
            ),
        ),
    ]


def _finding_checks() -> list[RateCheck]:
    return [
        _check(
            "KLT zero-order deviation vs d (finding)",
            "zero-order-deviation",
            "",
            "KLT-Lem3.4",
            "||zero-order estimate - grad f_alpha||",
            "d",
            (4.0, 16.0, 64.0, 256.0),
            {**{k: v for k, v in DEVIATION.items() if k != "d"}, "offset": 3.0},
            "K1 single kink (L = 1) at z_1 = 3 alpha (linear on every smoothing segment)",
            "eq. (4) estimator, m = 64 directions Unif(S^{d-1})",
            "||estimate - exact grad f_alpha||",
            measure_zero_order_deviation,
            32,
            term="estimator deviation",
            why_fail=(
                "finding: eq. (11) bounds the deviation by L d sqrt(log(.)/m) from ||estimator|| <= L d, but the "
                "deviation is ~L sqrt(d/m) (its second moment is O(L^2 d)): the measured "
                "d-slope is about +1/2 (+0.53 for sqrt((d - 1)/m) over this range), not +1; the bound is loose, "
                "not wrong, and only inflates m"
            ),
        )
    ]
