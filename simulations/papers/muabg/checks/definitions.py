"""MUABG's rate checks and negative controls, one constructor per statement and quantity."""

from __future__ import annotations

import numpy as np

from simulations.checks.ratecheck import RateCheck, split_parameters
from simulations.papers.muabg.checks.common import BETA, START_NORM
from simulations.papers.muabg.checks.measures import (
    measure_adaptive,
    measure_prox_adversarial,
    measure_prox_noisy_gd,
    measure_spider,
    measure_spider_nonconvex,
)
from simulations.papers.muabg.instances.nonconvex import PowerOfPL, constants_1d
from simulations.papers.muabg.instances.power import PowerKL


def _power_fixed(kappa: float, **extra: float) -> dict[str, float]:
    """Bounds symbols of the a ||w||^p instance (a = 1, ball of radius 1, start at norm 1/2)."""
    inst = PowerKL.for_kappa(kappa)
    return {
        "kappa": kappa,
        "gamma": inst.gamma,
        "L_0": inst.lipschitz,
        "L_1": inst.smoothness,
        "F_0": float(inst.radial_value(START_NORM)),
        "beta_p": BETA,
        **extra,
    }


def _grid(lo: float, hi: float, count: int) -> tuple[float, ...]:
    return tuple(float(x) for x in np.geomspace(lo, hi, count))


SPIDER_REASON = (
    "Spider's error/floor ratio varies little across seeds (bootstrap half-width < 0.01 with 8 seeds on 3 decades); "
    "0.1 covers the rounding of K and T_k to integers, which the exact-bound slope does not model"
)
ADAPTIVE_REASON = (
    "at d = 1e30 the run is nearly deterministic (the chi-square of the noise concentrates; bootstrap half-width "
    "< 0.01 with 32 seeds); 0.15 covers the staircase of the integer number of rounds (local slopes between -1.2 "
    "and -2.35 at kappa = 2), which the global fit over >= 2 decades averages out"
)
LOW_D_REASON = (
    "256 seeds or more: the norm-query noise makes the error heavy-tailed (bootstrap half-width <= 0.04); 0.1 "
    "against the exact-bound slope, whose lg^(kappa/2) bends the pure exponent by 0.05"
)
PROX_REASON = (
    "256 seeds or more: Alg 4's projected first steps make the excess heavy-tailed (bootstrap half-width 0.06 with "
    "512 seeds, 0.15 with 256 on 3 points). The bound carries two logs, T (~ log n) and log(n^2 log^2(1/beta')/"
    "(d beta')); Alg 4's own accuracy d T/(Ltilde1 n^2 rho) carries only the first, which is 0.1-0.15 steeper "
    "than the exact-bound slope over n <= 160 (-1.66 against -1.49 on 10..40, -1.72 against -1.57 on 10..160)"
)
THM4_FIRST = "budget balance (gamma L0 sqrt(d lg p_max)/(n sqrt rho))^(2 kappa/(4-kappa))"
THM4_FLOOR = "noise floor, 1 x 1 branch"


#: simulation switches and instance settings (not theorem symbols) that the measures read
#: (D: the length of the ramp of the Thm 5 laws, an instance setting)
SWITCHES = ("radius", "instance_kappa", "control_noise_n", "control_noise_d", "q", "start", "D")


def _check(
    name: str, swept: str, values: tuple[float, ...], base: dict[str, float], control: bool = False, **kw
) -> RateCheck:
    """A check with its theorem symbols and switches apart; ``kw["variant"]`` gets "+control" for a control."""
    fixed, settings = split_parameters({k: v for k, v in base.items() if k != swept}, SWITCHES, "MUABG")
    variant = "+".join(v for v in (kw.pop("variant", ""), "control" if control else "") if v)
    return RateCheck(name=name, swept=swept, values=values, fixed=fixed, settings=settings, variant=variant, **kw)


def thm1(kappa: float, swept: str, values: tuple[float, ...], seeds: int = 8, why_fail: str = "", **over) -> RateCheck:
    """MUABG-Thm1 (Alg 1) on a ||w||^p: base n = 1e8, d = 10, rho = 1."""
    base = {**_power_fixed(kappa, n=1e8, d=10.0, rho=1.0), **over}
    label = f"{kappa:.4g}"
    return _check(
        f"Thm1 Alg1 kappa={label}: excess vs {swept}" + (" [control]" if why_fail else ""),
        swept,
        values,
        base,
        tag="excess",
        variant=f"kappa={label}",
        control=bool(why_fail),
        theorem="MUABG-Thm1",
        quantity="excess empirical risk",
        instance=f"a ||w||^p, p = kappa/(kappa-1) (kappa = {base.get('instance_kappa', kappa):.4g}), |w0| = 1/2, "
        "direct in dimension d",
        algorithm="Alg 1 (KL Spider), corrected calibration, replace-one",
        metric="exact excess empirical risk of the output",
        measure=measure_spider,
        tolerance=0.1,
        tolerance_reason=SPIDER_REASON,
        seeds=seeds,
        reference="exact",
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


def thm4(
    kappa: float,
    swept: str,
    values: tuple[float, ...],
    regime: str,
    seeds: int | None = None,
    why_fail: str = "",
    **over,
) -> RateCheck:
    """MUABG-Thm4 (Alg 3) on a ||w||^p: regime "first" (d = 1e30, n = 1e19) or "second" (d = 2, n = 1e5)."""
    first = regime == "first"
    base = {**_power_fixed(kappa, rho=1.0, d=1e30 if first else 2.0, n=1e19 if first else 1e5), **over}
    return _check(
        f"Thm4 Alg3 kappa={kappa:.4g} {regime} term: excess vs {swept}" + (" [control]" if why_fail else ""),
        swept,
        values,
        base,
        tag="excess",
        variant=f"kappa={kappa:.4g}+{regime}-term",
        control=bool(why_fail),
        theorem="MUABG-Thm4",
        quantity="excess empirical risk",
        instance=f"a ||w||^p (kappa = {base.get('instance_kappa', kappa):.4g}), |w0| = 1/2, exact radial reduction",
        algorithm="Alg 3 (adaptive noisy GD), corrected calibration, replace-one",
        metric="exact excess empirical risk of the last iterate",
        measure=measure_adaptive,
        tolerance=0.15 if first else 0.1,
        tolerance_reason=ADAPTIVE_REASON if first else LOW_D_REASON,
        seeds=seeds or (32 if first else 256),
        # Thm 4's step-cap term has exponent kappa/(2-kappa): its exact bound is undefined at kappa = 2
        reference="exact" if kappa < 2 else "exponent",
        term=None if why_fail else (THM4_FIRST if first else THM4_FLOOR),
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


PROX_RADIUS = 0.5
PROX_LT1 = 0.25
ADV_LT1 = 4.0


def _prox_fixed(kappa: float, radius: float, lt1: float, **extra: float) -> dict[str, float]:
    inst = PowerKL.for_kappa(kappa, radius=radius)
    return {
        "kappa": kappa,
        "gamma": inst.gamma,
        "L_0": inst.lipschitz,
        "Ltilde_1": lt1,
        "F_0": float(inst.radial_value(START_NORM)),
        "beta_p": BETA,
        "radius": radius,
        "d": 1.0,
        "rho": 1.0,
        **extra,
    }


def thm2_alg4(values: tuple[float, ...], seeds: int = 256, why_fail: str = "", **over: float) -> RateCheck:
    """MUABG-Thm2 at kappa = 2 (Alg 2 with Alg 4) on |w|^2 in d = 1."""
    base = {**_prox_fixed(2.0, PROX_RADIUS, PROX_LT1, n=20.0), **over}
    return _check(
        "Thm2 Alg2+Alg4 kappa=2: excess vs n" + (" [control]" if why_fail else ""),
        "n",
        values,
        base,
        tag="excess",
        variant="kappa=2+alg4",
        control=bool(why_fail),
        theorem="MUABG-Thm2",
        quantity="excess empirical risk",
        instance="|w|^2 on [-1/2, 1/2] (L0 = 1, gamma = 1/2), w0 = 1/2, d = 1, Ltilde1 = 1/4",
        algorithm="Alg 2 (private proximal point) with Alg 4 (projected noisy GD), corrected calibration",
        metric="exact excess empirical risk of w_T",
        measure=measure_prox_noisy_gd,
        tolerance=0.3,
        tolerance_reason=PROX_REASON,
        seeds=seeds,
        # the mean follows Alg 4's in-expectation law, 0.1-0.15 inside the band's lower edge, and its heavy tail
        # leaves some base seeds undecided at 4x: up to 16x seeds narrow the interval until it decides
        max_seeds=16 * seeds,
        reference="exact",
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


def thm2_adversarial(values: tuple[float, ...], kappa: float = 3.0) -> RateCheck:
    """MUABG-Thm2 at kappa > 2 with the adversarial tau-accurate subroutine: the evidence of MUABG-E7.

    The proof of Thm 2 applies the KL inequality at the exact prox point, not at the returned point; a subroutine
    that meets Lem 3's tau-accuracy but returns the worst admissible point keeps F(w_T) - F* ~ tau ~ n^-2 log n, so
    the measured slope is about -2, not -kappa = -3, and the claimed floor (32 gamma L0 sqrt(T d lg)/(n sqrt rho))^kappa
    is violated for n >= ~3e7 (thm2_floor_violation). The check is judged against the rate as MUABG-E7 corrects it
    (the subroutine accuracy L0^2 d T lg/(Ltilde1 n^2 rho) added), which it meets, and must fail against the printed
    rate: MUABG-E7 names it as its evidence."""
    base = _prox_fixed(kappa, 1.0, ADV_LT1, n=1e7)
    return _check(
        f"Thm2 Alg2 kappa={kappa:g} adversarial tau-accurate subroutine: excess vs n",
        "n",
        values,
        base,
        tag="excess",
        variant=f"kappa={kappa:g}+adversarial",
        theorem="MUABG-Thm2",
        quantity="excess empirical risk",
        instance=f"|w|^p, p = {kappa / (kappa - 1):g} on [-1, 1] (convex, not smooth at 0), w0 = 1/2, d = 1, "
        "Ltilde1 = 4",
        algorithm="Alg 2 with the subroutine returning the tau-admissible point of largest loss (Lem 3 accuracy)",
        metric="exact excess empirical risk of w_T (deterministic)",
        measure=measure_prox_adversarial,
        tolerance=0.15,
        tolerance_reason="deterministic: no seed noise; 0.15 is the tolerance of the kappa = 2 checks",
        seeds=2,
        reference="exact",
    )


CONTROL_KAPPA = (
    "negative control: kappa misspecified in the exponent (the bound read at kappa = {wrong} for an instance with "
    "kappa = {true}); the measured slope follows the true kappa"
)
CONTROL_NOISE = (
    "negative control: the noise is calibrated for a fixed n = {n:g} (sensitivity not scaled with 1/n), so the "
    "excess is flat in n"
)


def nonconvex_thm1(values: tuple[float, ...], q: float = 1.5, radius: float = 1.5, start: float = 1.2) -> RateCheck:
    """MUABG-Thm1 on the non-convex G^q (kappa = 2q/(2q-1)) in d = 1, constants from a grid."""
    inst = PowerOfPL(q, radius)
    consts = constants_1d(q, radius)
    base = {
        "kappa": inst.kappa,
        "gamma": consts["gamma"],
        "L_0": consts["L0"],
        "L_1": consts["L1"],
        "F_0": float(inst.value(np.array([start]))),
        "beta_p": BETA,
        "d": 1.0,
        "rho": 1.0,
        "q": q,
        "radius": radius,
        "start": start,
    }
    return _check(
        f"Thm1 Alg1 non-convex G^{q:g} (kappa={inst.kappa:.4g}): excess vs n",
        "n",
        values,
        base,
        tag="excess",
        variant=f"nonconvex-q={q:g}",
        theorem="MUABG-Thm1",
        quantity="excess empirical risk",
        instance=f"G(w)^q, G = w^2 + 3 sin^2 w (KNS16), q = {q:g}, on [-{radius:g}, {radius:g}], w0 = {start:g}, d = 1",
        algorithm="Alg 1 (KL Spider), corrected calibration, replace-one",
        metric="exact excess empirical risk of the output",
        measure=measure_spider_nonconvex,
        tolerance=0.1,
        tolerance_reason=SPIDER_REASON,
        seeds=16,
        reference="exact",
    )
