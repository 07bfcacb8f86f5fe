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
  tau ~ n^-2 instead of n^-kappa.
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
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np
import sympy as sp

from bounds import symbols as sym
from simulations.checks.ratecheck import CheckResult, Prediction, RateCheck, split_parameters
from simulations.papers.muabg.algorithms.adaptive_gd import adaptive_noisy_gd, select_iterate
from simulations.papers.muabg.algorithms.kl_spider import kl_spider, spider_schedule
from simulations.papers.muabg.algorithms.proximal_point import (
    AdversarialSubroutine,
    NoisyGDSubroutine,
    proximal_point,
    proximal_point_rounds,
    subroutine_accuracy,
)
from simulations.papers.muabg.algorithms.states import DirectState, RadialState
from simulations.papers.muabg.instances.nonconvex import PowerOfPL, constants_1d
from simulations.papers.muabg.instances.power import PowerKL
from simulations.papers.muabg.instances.ramp import RampToFlat

BETA = 0.1
START_NORM = 0.5


# ==== measures (module level: picklable, vectorised over repetitions) ============================================


def _noise_n(params: Mapping[str, float]) -> float:
    """n used by the noise calibration: n itself, or a constant in the 'noise not scaled with n' control."""
    return float(params.get("control_noise_n", params["n"]))


def measure_spider(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk of Alg 1 (corrected) on a ||w||^p with the instance's exact (gamma, kappa), direct in dimension d."""
    inst = PowerKL.for_kappa(params.get("instance_kappa", params["kappa"]))
    d = int(params["d"])
    w0 = inst.start(d, START_NORM)
    schedule = spider_schedule(
        n=_noise_n(params),
        d=d,
        rho=params["rho"],
        beta=params["beta_p"],
        F0=float(inst.value(w0)),
        gamma=inst.gamma,
        kappa=inst.kappa,
        L0=inst.lipschitz,
        L1=inst.smoothness,
    )
    result = kl_spider(inst.grad, np.tile(w0, (reps, 1)), schedule, gamma=inst.gamma, rng=np.random.default_rng(seq))
    return inst.excess(result.w)


def measure_adaptive(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk at the last iterate of Alg 3 (corrected) on a ||w||^p through the exact radial reduction."""
    inst = PowerKL.for_kappa(params.get("instance_kappa", params["kappa"]))
    state = RadialState(np.full(reps, START_NORM), inst.radial_derivative, params["d"])
    adaptive_noisy_gd(
        state,
        n=_noise_n(params),
        d=params["d"],
        rho=params["rho"],
        beta=params["beta_p"],
        L0=inst.lipschitz,
        L1=inst.smoothness,
        rng=np.random.default_rng(seq),
    )
    return inst.radial_value(state.r)


def _prox_instance(params: Mapping[str, float]) -> PowerKL:
    return PowerKL.for_kappa(params["kappa"], radius=params["radius"])


def measure_prox_noisy_gd(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk of Alg 2 with Alg 4 (corrected) on a |w|^p in d = 1."""
    inst = _prox_instance(params)
    n, lt1 = _noise_n(params), params["Ltilde_1"]
    w0 = inst.start(1, START_NORM)
    rounds = proximal_point_rounds(
        n=n,
        d=1,
        rho=params["rho"],
        F0=float(inst.value(w0)),
        gamma=inst.gamma,
        kappa=inst.kappa,
        L0=inst.lipschitz,
        Lt1=lt1,
    )
    sub = NoisyGDSubroutine(inst.grad, n, 1, inst.lipschitz, lt1)
    result = proximal_point(
        sub,
        np.tile(w0, (reps, 1)),
        rounds=rounds,
        rho=params["rho"],
        beta=params["beta_p"],
        rng=np.random.default_rng(seq),
    )
    return inst.excess(result.w)


def adversarial_run(params: Mapping[str, float], reps: int) -> np.ndarray:
    """Output points (reps, 1) of Alg 2 on a |w|^p with the adversarial tau-accurate subroutine (deterministic)."""
    point = _adversarial_point(params["kappa"], params["radius"], params["n"], params["rho"], params["Ltilde_1"])
    return np.full((reps, 1), point)


@functools.lru_cache(maxsize=256)
def _adversarial_point(kappa: float, radius: float, n: float, rho: float, lt1: float) -> float:
    inst = PowerKL.for_kappa(kappa, radius=radius)
    w0 = inst.start(1, START_NORM)
    rounds = proximal_point_rounds(
        n=n, d=1, rho=rho, F0=float(inst.value(w0)), gamma=inst.gamma, kappa=inst.kappa, L0=inst.lipschitz, Lt1=lt1
    )

    def tau(rho_c: float, beta_c: float) -> float:
        return subroutine_accuracy(n=n, d=1, rho=rho_c, beta=beta_c, L0=inst.lipschitz, Lt1=lt1)

    sub = AdversarialSubroutine(lambda w: inst.a * abs(w) ** inst.p, lt1, inst.lipschitz, tau)
    result = proximal_point(sub, w0[None, :], rounds=rounds, rho=rho, beta=BETA, rng=np.random.default_rng(0))
    return float(result.w[0, 0])


def measure_prox_adversarial(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk of Alg 2 with the adversarial tau-accurate subroutine (the same for every repetition)."""
    inst = _prox_instance(params)
    return inst.excess(adversarial_run(params, reps))


def measure_spider_nonconvex(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess risk of Alg 1 (corrected) on the non-convex G^q in d = 1 with its tight grid constants."""
    q, radius = params["q"], params["radius"]
    inst = PowerOfPL(q, radius)
    consts = constants_1d(q, radius)
    w0 = np.array([params["start"]])
    schedule = spider_schedule(
        n=_noise_n(params),
        d=1,
        rho=params["rho"],
        beta=params["beta_p"],
        F0=float(inst.value(w0)),
        gamma=consts["gamma"],
        kappa=inst.kappa,
        L0=consts["L0"],
        L1=consts["L1"],
    )
    result = kl_spider(
        inst.grad, np.tile(w0, (reps, 1)), schedule, gamma=consts["gamma"], rng=np.random.default_rng(seq)
    )
    return inst.excess(result.w)


def measure_rounds(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Number of rounds of Alg 3 on a constant-gradient ramp of slope N (1-D reduction, exact for any d)."""
    n, rho = params["n"], params["rho"]
    ramp = RampToFlat(params["N_g"], 1.0, 4.0 * n * np.sqrt(rho))
    state = DirectState(ramp.start(reps), ramp.grad)
    result = adaptive_noisy_gd(
        state,
        n=n,
        d=params.get("control_noise_d", params["d"]),
        rho=rho,
        beta=params["beta_p"],
        L0=params["L_0"],
        L1=ramp.smoothness,
        rng=np.random.default_rng(seq),
    )
    return result.rounds.astype(float)


def _selected_gradient(
    ramp: RampToFlat, n: float, d: float, rho: float, rng: np.random.Generator, reps: int
) -> np.ndarray:
    state = DirectState(ramp.start(reps), ramp.grad)
    result = adaptive_noisy_gd(state, n=n, d=d, rho=rho, beta=BETA, L0=ramp.lipschitz, L1=ramp.smoothness, rng=rng)
    return select_iterate(result, n=n, rho=rho, L0=ramp.lipschitz, rng=rng)[1]


TRANSITION_GRID = 36


def measure_transition(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Per repetition, the n at which Thm 5's selected gradient on the ramp-to-flat instance first drops below half
    the ramp slope: a log grid over a factor 30 around the predicted n*, interpolated in log n between the two grid
    points around the first crossing (the last grid point if there is none)."""
    ramp = RampToFlat(1.0, 1.0, params["D"])
    d, rho = params["d"], params["rho"]
    centre = np.sqrt(4.0 * ramp.steps_to_flat() * d * 12.0)
    grid = np.geomspace(centre / 6.0, centre * 5.0, TRANSITION_GRID)
    rng = np.random.default_rng(seq)
    noise_d = params.get("control_noise_d", d)
    level = 0.5 * ramp.slope
    selected = np.stack([_selected_gradient(ramp, n, noise_d, rho, rng, reps) for n in grid])
    below = selected < level
    first = np.where(below.any(axis=0), np.argmax(below, axis=0), TRANSITION_GRID - 1)
    prev = np.maximum(first - 1, 0)
    columns = np.arange(reps)
    above_value, below_value = selected[prev, columns], selected[first, columns]
    share = np.where(
        (first > 0) & (above_value > below_value), (above_value - level) / (above_value - below_value), 1.0
    )
    log_grid = np.log(grid)
    return np.exp(log_grid[prev] + np.clip(share, 0.0, 1.0) * (log_grid[first] - log_grid[prev]))


# ==== rate checks ===================================================================================================


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
SWITCHES = ("radius", "instance_kappa", "control_noise_n", "control_noise_d", "q", "start")


def _check(
    name: str, swept: str, values: tuple[float, ...], base: dict[str, float], control: bool = False, **kw
) -> RateCheck:
    """A check with its theorem symbols and switches apart; ``kw["variant"]`` gets "+control" for a control."""
    fixed, settings = split_parameters({k: v for k, v in base.items() if k != swept}, SWITCHES)
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


THM2_GAP = (
    "finding: the proof of Thm 2 applies the KL inequality at the exact prox point, not at the "
    "returned point; a subroutine that meets Lem 3's tau-accuracy but returns the worst admissible point keeps "
    "F(w_T) - F* ~ tau ~ n^-2 log n, so the measured slope is about -2, not -kappa = -3, and the claimed floor "
    "(32 gamma L0 sqrt(T d lg)/(n sqrt rho))^kappa is violated for n >= ~3e7 (thm2_floor_violation)"
)


def thm2_adversarial(values: tuple[float, ...], kappa: float = 3.0) -> RateCheck:
    """MUABG-Thm2 at kappa > 2 with the adversarial tau-accurate subroutine: the finding (expected to fail)."""
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
        expected="fail",
        why_fail=THM2_GAP,
    )


CONTROL_KAPPA = (
    "negative control: kappa misspecified in the exponent (the bound read at kappa = {wrong} for an instance with "
    "kappa = {true}); the measured slope follows the true kappa"
)
CONTROL_NOISE = (
    "negative control: the noise is calibrated for a fixed n = {n:g} (sensitivity not scaled with 1/n), so the "
    "excess is flat in n"
)


def checks() -> list[RateCheck]:
    """The default (quick) grid: one sweep per algorithm and claim, within the test budget, and the finding."""
    return [
        *findings(),
        thm1(2.0, "n", (1e6, 1e7, 1e8, 1e9)),
        thm1(2.0, "d", (4.0, 16.0, 64.0, 256.0)),
        thm1(2.0, "rho", (0.01, 0.1, 1.0, 10.0)),
        thm1(1.5, "n", (1e6, 1e7, 1e8, 1e9)),
        thm1(4 / 3, "n", (1e6, 1e7, 1e8)),
        thm4(1.5, "n", _grid(1e18, 1e21, 7), "first"),
        thm4(2.0, "n", _grid(1e4, 1e7, 7), "second"),
        thm2_alg4((10.0, 20.0, 40.0)),
        *law_checks(),
    ]


def findings() -> list[RateCheck]:
    """Checks that document a disagreement with the paper (expected to fail, with the reason)."""
    return [thm2_adversarial((1e6, 1e7, 1e8, 1e9))]


def negative_controls() -> list[RateCheck]:
    """Deliberately wrong variants: each must fail."""
    return [
        thm1(1.5, "n", (1e6, 1e7, 1e8), instance_kappa=2.0, why_fail=CONTROL_KAPPA.format(wrong=1.5, true=2)),
        thm1(2.0, "n", (1e6, 1e7, 1e8), control_noise_n=1e6, why_fail=CONTROL_NOISE.format(n=1e6)),
        thm4(
            2.0,
            "n",
            _grid(1e18, 1e21, 7),
            "first",
            instance_kappa=1.5,
            why_fail=CONTROL_KAPPA.format(wrong=2, true=1.5),
        ),
        thm4(
            2.0, "n", _grid(1e4, 1e7, 7), "second", seeds=64, control_noise_n=1e4, why_fail=CONTROL_NOISE.format(n=1e4)
        ),
        thm2_alg4((10.0, 20.0, 40.0), seeds=64, control_noise_n=10.0, why_fail=CONTROL_NOISE.format(n=10)),
        *law_controls(),
    ]


def full_checks() -> list[RateCheck]:
    """Paper-scale grids (pytest marker ``full``)."""
    out = []
    for kappa in (2.0, 1.5, 4 / 3):
        out += [
            thm1(kappa, "n", _grid(1e6, 1e10, 9), seeds=16),
            thm1(kappa, "d", (4.0, 16.0, 64.0, 256.0, 1024.0), seeds=16),
            thm1(kappa, "rho", _grid(0.01, 100.0, 5), seeds=16),
        ]
    out += [thm1(kappa, "n", _grid(1e6, 1e9, 7), seeds=16) for kappa in (1.75, 1.25)]
    out.append(nonconvex_thm1(_grid(1e6, 1e9, 7)))
    out += [
        thm4(2.0, "n", _grid(1e17, 1e19, 17), "first", seeds=64),
        thm4(1.5, "n", _grid(1e18, 1e22, 9), "first", seeds=64),
        thm4(4 / 3, "n", _grid(1e18, 1e21, 7), "first", seeds=64),
        thm4(1.25, "n", _grid(1e19, 1e22, 7), "first", seeds=64),
        thm4(2.0, "d", _grid(1e18, 1e24, 13), "first", seeds=64, n=1e15),
        thm4(1.5, "d", _grid(1e18, 1e24, 13), "first", seeds=64, n=1e15),
        thm4(2.0, "rho", _grid(0.01, 10.0, 13), "first", seeds=64, n=1e18),
        thm4(1.5, "rho", _grid(0.01, 10.0, 7), "first", seeds=64, n=1e20),
        thm4(2.0, "n", _grid(1e4, 1e8, 9), "second", seeds=1024),
        thm4(1.5, "n", _grid(1e4, 1e8, 9), "second", seeds=1024),
        thm4(4 / 3, "n", _grid(1e4, 1e8, 9), "second", seeds=1024),
        thm2_alg4((10.0, 20.0, 40.0, 80.0, 160.0), seeds=512),
    ]
    return [c.at_paper_scale() for c in out] + full_law_checks()


def kappa_checks(full: bool = False) -> tuple[list[RateCheck], list[RateCheck]]:
    """The n-sweeps across kappa behind the slope-against-kappa figure: (Alg 1 / Thm 1, Alg 3 first term / Thm 4).

    Quick: the default Alg 1 sweeps (kappa = 2, 3/2, 4/3) and Alg 3 first-term sweeps at kappa = 2, 3/2, 4/3 on short
    grids; full: the paper-scale sweeps of :func:`full_checks` (kappa = 2, 7/4, 3/2, 4/3, 5/4 and 2, 3/2, 4/3, 5/4).
    """
    if full:
        sweeps = [c for c in full_checks() if c.swept == "n" and "non-convex" not in c.name]
        alg1 = [c for c in sweeps if c.theorem == "MUABG-Thm1"]
        alg3 = [c for c in sweeps if "first term" in c.name]
        return alg1, alg3
    alg1 = [c for c in checks() if c.theorem == "MUABG-Thm1" and c.swept == "n"]
    alg3 = [
        thm4(2.0, "n", _grid(1e17, 1e19, 9), "first", seeds=16),
        thm4(1.5, "n", _grid(1e18, 1e21, 7), "first"),
        thm4(4 / 3, "n", _grid(1e18, 1e21, 4), "first", seeds=16),
    ]
    return alg1, alg3


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


# ==== MUABG-Thm5: laws that are not a rate of the theorem (iteration count, transition) ===========================

COUNT_REASON = (
    "the number of rounds is nearly deterministic (bootstrap half-width < 0.01); 0.1 covers the step charge "
    "sqrt(rho)/n that the budget-branch formula leaves out (at most 5% of a round's cost on these grids)"
)
TRANSITION_REASON = (
    "n* is interpolated per seed between the grid points around the crossing (36 points over a factor 30); 32 "
    "seeds give a bootstrap half-width < 0.02; n* ~ sqrt(d lg(n*)) bends the slope by about +0.02"
)


def _strip_logs(expr: sp.Expr) -> sp.Expr:
    return expr.replace(sp.log, lambda *args: sp.Integer(1))


def _iteration_prediction(check: RateCheck) -> Prediction:
    """Exponent of the budget branch n^2 N^2 rho/(2 L0^2 d lg) of MUABG-Thm5-best's T (its min's first argument)."""
    theorem = check.theorem_object()
    law = theorem.parameters[sym.T]
    branch = next(a for a in law.atoms(sp.Min) for a in a.args if a.has(sym.d)) / 2
    var = sym.lookup(check.swept)
    pure = sp.simplify(sp.diff(sp.log(_strip_logs(branch)), var) * var)
    point = {sym.lookup(k): v for k, v in check.fixed.items() if _declared(k)}
    values = np.asarray(check.values, dtype=float)
    exact = [float(branch.subs({**point, var: v})) for v in values]
    slope = float(np.polyfit(np.log(values), np.log(exact), 1)[0])
    return Prediction("budget branch of T (MUABG-Thm5-best)", float(pure), str(pure), slope)


def _transition_prediction(check: RateCheck) -> Prediction:
    """Exponent of d in the n at which MUABG-Thm5's worst-case term equals a fixed gradient level."""
    rate = check.theorem_object().rate
    label = rate.terms[0].label
    inverted = rate.invert(sym.n, sym.gerror).term(label)
    exponent = inverted.exponent(sym.d)
    return Prediction(f"{label}, solved for n", float(exponent), str(exponent), float(exponent))


def _declared(name: str) -> bool:
    try:
        sym.lookup(name)
    except ValueError:
        return False
    return True


def iteration_count(
    swept: str, values: tuple[float, ...], why_fail: str = "", seeds: int = 4, **over: float
) -> RateCheck:
    """Alg 3's number of rounds on a constant-gradient ramp against the budget branch of MUABG-Thm5-best's T."""
    base = {"n": 2e5, "d": 1e6, "rho": 1.0, "N_g": 0.5, "L_0": 1.0, "beta_p": BETA, **over}
    return _check(
        f"Thm5 Alg3 iteration count vs {swept}" + (" [control]" if why_fail else ""),
        swept,
        values,
        base,
        tag="rounds",
        control=bool(why_fail),
        theorem="MUABG-Thm5-best",
        quantity="number of rounds T",
        instance="constant-gradient ramp of slope N (ramp-to-flat with D/delta = 4 n sqrt(rho)), 1-D reduction",
        algorithm="Alg 3, corrected calibration, replace-one",
        metric="number of rounds before the budget is spent",
        measure=measure_rounds,
        tolerance=0.1,
        tolerance_reason=COUNT_REASON,
        seeds=seeds,
        reference="exact",
        law=_iteration_prediction,
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


def transition(values: tuple[float, ...], seeds: int = 32, why_fail: str = "", **over: float) -> RateCheck:
    """n* (selected gradient below N/2 on the ramp-to-flat) against d: MUABG-Thm5's worst-case term at level N."""
    base = {"d": 1e3, "rho": 1.0, "D": 50.0, "beta_p": BETA, **over}
    return _check(
        "Thm5 Alg3+EM transition n* vs d" + (" [control]" if why_fail else ""),
        "d",
        values,
        base,
        tag="transition-n",
        control=bool(why_fail),
        theorem="MUABG-Thm5",
        quantity="sample size n* at which the selected gradient drops below N/2",
        instance="ramp-to-flat, N = 1, delta = 1, D = 50 (about 98 steps to the flat slab), 1-D reduction",
        algorithm="Alg 3 + exponential-mechanism selection (Thm 5), corrected calibration, replace-one",
        metric="smallest n on a log grid with ||grad F(w_t*)|| < N/2",
        measure=measure_transition,
        tolerance=0.1,
        tolerance_reason=TRANSITION_REASON,
        seeds=seeds,
        reference="exact",
        law=_transition_prediction,
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


def law_checks() -> list[RateCheck]:
    """Thm 5's iteration-count law (n, d, rho, N) and transition n* ~ sqrt(d) (each check carries its predictor)."""
    return [
        iteration_count("n", (1e5, 2e5, 4e5, 8e5)),
        iteration_count("d", (1e5, 1e6, 1e7)),
        iteration_count("rho", (0.25, 0.5, 1.0, 2.0)),
        iteration_count("N_g", (0.125, 0.25, 0.5, 1.0)),
        transition((1e2, 1e3, 1e4)),
    ]


def full_law_checks() -> list[RateCheck]:
    """Thm 5's laws on wider grids (pytest marker ``full``)."""
    out = [
        iteration_count("n", _grid(1e5, 3.2e6, 6), seeds=8),
        iteration_count("d", _grid(1e6, 1e9, 7), n=3e6, seeds=8),
        iteration_count("rho", _grid(0.0625, 4.0, 7), seeds=8),
        iteration_count("N_g", _grid(0.0625, 1.0, 5), seeds=8),
        transition(_grid(1e2, 1e5, 7), seeds=64),
    ]
    return [c.at_paper_scale() for c in out]


def law_controls() -> list[RateCheck]:
    """Wrong variants of the laws (noise scale that ignores d): each must fail."""
    ignore_d = "negative control: the noise scale ignores d (sigma_t = N_t/sqrt(lg)), so {what} does not depend on d"
    return [
        iteration_count("d", (1e5, 1e6, 1e7), control_noise_d=1e6, why_fail=ignore_d.format(what="T")),
        transition((1e2, 1e3, 1e4), seeds=8, control_noise_d=1e3, why_fail=ignore_d.format(what="n*")),
    ]


@dataclass(frozen=True)
class FloorViolation:
    """One row of the Thm 2 finding: the adversarial excess against the floor the proof claims."""

    n: float
    rounds: int
    tau: float
    excess: float
    claimed: float

    @property
    def violated(self) -> bool:
        return self.excess > self.claimed


def thm2_floor_violation(ns: tuple[float, ...], kappa: float = 3.0) -> list[FloorViolation]:
    """Alg 2 with the adversarial tau-accurate subroutine against Thm 2's claimed bound with the proof's constant:
    (32 gamma L0 sqrt(T d log(n^2 log^2(1/beta')/(d beta')))/(n sqrt rho))^kappa, beta' = beta/T (C.2, a >= 32)."""
    rows = []
    for n in ns:
        params = {**_prox_fixed(kappa, 1.0, ADV_LT1), "n": float(n)}
        inst = _prox_instance(params)
        rounds = proximal_point_rounds(
            n=n,
            d=1,
            rho=1.0,
            F0=params["F_0"],
            gamma=inst.gamma,
            kappa=kappa,
            L0=inst.lipschitz,
            Lt1=ADV_LT1,
        )
        beta_prime = BETA / rounds
        log_term = np.log(n**2 * np.log(1 / beta_prime) ** 2 / beta_prime)
        claimed = (32.0 * inst.gamma * inst.lipschitz * np.sqrt(rounds * log_term) / n) ** kappa
        tau = subroutine_accuracy(n=n, d=1, rho=1.0 / rounds, beta=beta_prime, L0=inst.lipschitz, Lt1=ADV_LT1)
        excess = float(inst.excess(adversarial_run(params, 1))[0])
        rows.append(FloorViolation(float(n), rounds, tau, excess, float(claimed)))
    return rows


@dataclass(frozen=True)
class KappaTrend:
    """Least-squares slope of the measured n-slopes against kappa, with a parametric bootstrap interval."""

    kappas: tuple[float, ...]
    slopes: tuple[float, ...]
    trend: float
    ci_low: float
    ci_high: float
    reference_trend: float


def slope_against_kappa(results: list[CheckResult], exponent: Callable[[float], float], seed: int = 0) -> KappaTrend:
    """Regress the fitted n-slopes on kappa (kappa read from each result's check name), against the trend of the
    predicted exponents (``exponent(kappa)``, e.g. -kappa for Thm 1). Each slope is resampled from a normal law
    whose 95% interval is the slope's bootstrap interval (2000 draws)."""
    if len(results) < 2:
        raise ValueError(f"need at least two results to fit a trend against kappa, got {len(results)}")
    kappas = np.array([_kappa_of(r.name) for r in results])
    slopes = np.array([r.fit.slope for r in results])
    spread = np.array([(r.fit.ci_high - r.fit.ci_low) / 3.92 for r in results])
    draws = slopes + spread * np.random.default_rng(seed).standard_normal((2000, slopes.size))
    centred = kappas - kappas.mean()
    trends = (draws - draws.mean(axis=1, keepdims=True)) @ centred / (centred @ centred)
    trend = float((slopes - slopes.mean()) @ centred / (centred @ centred))
    predicted = np.array([exponent(k) for k in kappas])
    reference = float((predicted - predicted.mean()) @ centred / (centred @ centred))
    lo, hi = np.quantile(trends, [0.025, 0.975])
    return KappaTrend(tuple(kappas), tuple(slopes), trend, float(lo), float(hi), reference)


def _kappa_of(name: str) -> float:
    token = name.split("kappa=")[1].split()[0].rstrip(":)")
    return float(token)
