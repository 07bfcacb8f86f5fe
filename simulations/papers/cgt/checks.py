"""Rate checks of CGT (Choquette-Choo, Ganesh, Thakurta; DP-SCO with a single epoch and large batches, v1).

Accelerated-DP-SRGD (Alg 1) with the settings of CGT-Thm4.10 (corrected batch bound), the per-example
clip always on and the tree noise calibrated exactly for (epsilon, delta)
(:mod:`simulations.papers.cgt.algorithms.parameters`), on:

* LinearBall (:mod:`simulations.papers.cgt.instances.linear_ball`), worst case over a grid of 25 biases gamma in
  [1e-4, 1]: the measured metric is the excess at the gamma whose mean excess over the seeds is largest (a single
  gamma gives steeper slopes; the negative control ``fixed gamma`` shows it). Simulated exactly in
  distribution at any d by :mod:`simulations.papers.cgt.algorithms.srgd_linear_ball`, which lets the private checks sit
  where the terms of CGT-Thm4.10-particular, read without their polylog as ``bounds`` does (dominant term at
  logs=False), put the private term on top: n < d/epsilon^2.
  - excess vs n without noise: -1/2; vs epsilon: -1; vs d: +1/2; vs n (private): the slope of the exact bound,
    polylog sqrt(log^3 T log(T/delta) log(1/delta)) at T = sqrt(n) included (``reference="exact"``).
* LeastSquaresBall with its optimum outside the ball: the per-example SRG difference is flat in t
  (CGT-Claim4.2) while the scaled gradient eta_t grad f grows like t (negative control).
* The binary tree (CGT-Lem4.3): the largest prefix-noise norm over T steps grows like sqrt(log T) (exponent 0 of
  the bound, whose logs are loose), independent noise like sqrt(T) (negative control).

Beside the slope checks, :func:`thm47_inequalities` compares the empirical excess with CGT-Thm4.7's right-hand
side evaluated on each run (realised noise norms) on LinearBall, least squares and synthetic logistic regression.
Negative controls must fail: a fixed gamma (pinned at the optimum: slope about -2), independent per-step noise in
place of the tree (DP-SGD's noise: the n-slope is about -3/4 instead of -1), scaled gradients (Claim 4.2),
independent prefix noise (Lem 4.3).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np

from simulations.checks.ratecheck import RateCheck, split_parameters
from simulations.papers.cgt.algorithms.accelerated_srgd import accelerated_dp_srgd
from simulations.papers.cgt.algorithms.parameters import alg1_parameters, increment_sigma, thm47_rhs
from simulations.papers.cgt.algorithms.srgd_linear_ball import linear_ball_srgd
from simulations.papers.cgt.instances.least_squares import LeastSquaresBall
from simulations.papers.cgt.instances.linear_ball import LinearBall, gamma_grid
from simulations.papers.cgt.instances.logistic import LogisticBall
from simulations.privacy.tree import TreePrefixNoise

THEOREM = "CGT-Thm4.10-particular"
TERM_NONPRIVATE = "non-private L D/sqrt(n)"
TERM_PRIVATE = "private L D sqrt(d)/(eps n)"
DELTA = 1e-5
GAMMAS = 25
#: LinearBall has M = 0; the bound's evaluator needs positive symbols, and M D^2 terms at 1e-12 are negligible.
LINEAR_BASE = {"L": 1.0, "D_C": 2.0, "M": 1e-12, "delta": DELTA}

# ==== measures (module level: picklable, vectorised over repetitions) ============================================


def linear_ball_excess(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Excess of Alg 1 on LinearBall for every gamma of the grid (or the fixed ``gamma``): shape (gammas, reps)."""
    alg = alg1_parameters(
        int(params["n"]),
        int(params["d"]),
        1.0,
        0.0,
        params["D_C"],
        params["epsilon"],
        params["delta"],
        private=bool(params.get("private", 1.0)),
    )
    noise = "independent" if params.get("independent_noise") else "tree"
    if noise == "independent":
        alg = alg.with_sigma(increment_sigma(alg))
    gammas = np.array([params["gamma"]]) if "gamma" in params else gamma_grid(GAMMAS)
    return linear_ball_srgd(gammas, alg, seq, reps, noise=noise)


def measure_linear_ball(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Per seed, the exact excess at the worst gamma (largest mean excess over the seeds)."""
    excess = linear_ball_excess(params, seq, reps)
    return excess[int(np.argmax(excess.mean(axis=1)))]


LEAST_SQUARES = {"dim": 10, "distance": 2.0, "noise": 0.5}


def least_squares_instance() -> LeastSquaresBall:
    """Least squares on the unit ball with w* = 2 e1 (boundary optimum), d = 10, noise 0.5."""
    return LeastSquaresBall.boundary(LEAST_SQUARES["dim"], 1.0, LEAST_SQUARES["distance"], LEAST_SQUARES["noise"])


def measure_srg_difference(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Largest per-example ||eta_t grad f(x_t, d) - eta_{t-1} grad f(x_{t-1}, d)|| of batch t (``scaled``: the
    largest ||eta_t grad f(x_t, d)|| instead), Alg 1 on least squares with a boundary optimum."""
    inst = least_squares_instance()
    alg = alg1_parameters(int(params["n"]), inst.dim, inst.lipschitz, 1.0, inst.diameter, params["epsilon"], DELTA)
    run = accelerated_dp_srgd(inst, alg, seq, reps)
    t = int(params["t_step"])
    if not t < alg.steps:
        raise ValueError(f"t_step must be < T = {alg.steps}, got t_step={t}")
    norms = run.scaled_gradient_norms if params.get("scaled") else run.difference_norms
    return norms[:, t]


def measure_tree_error(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """max_{t <= T} ||prefix noise_t|| of the binary tree with unit node noise (``independent``: of a random walk of
    independent unit noises, DP-SGD's prefix noise), in dimension d."""
    steps, dim = int(params["T"]), int(params["d"])
    rng = np.random.default_rng(seq)
    if params.get("independent"):
        walk = np.cumsum(rng.standard_normal((steps, reps, dim)), axis=0)
        return np.sqrt((walk**2).sum(axis=2)).max(axis=0)
    tree = TreePrefixNoise(dim, 1.0, rng, reps)
    return np.max([np.linalg.norm(tree.step(), axis=1) for _ in range(steps)], axis=0)


# ==== checks ========================================================================================================

NONPRIVATE_REASON = (
    "16 seeds: bootstrap half-width about 0.03 over 3 decades; the worst case is taken on a grid of biases a factor "
    "1.47 apart, which moves each point by less than 5% and the slope by less than 0.03"
)
PRIVATE_REASON = (
    "16 seeds: bootstrap half-width about 0.03-0.05 on a factor 4-8 sweep; the bias grid (factor 1.47) moves the "
    "slope by < 0.03, and the non-private term (<= 15% of the excess at the low-noise end) and the projection of the "
    "noise orthogonal to e1 (its norm sigma sqrt(d) is a fair fraction of R at the high-noise end) bend it by a few "
    "hundredths"
)
EXACT_REASON = (
    "the tolerance of the other private checks (16 seeds: bootstrap half-width below 0.05; bias grid and non-private "
    "term bend the slope by a few hundredths), now against the slope of the exact bound, whose polylog at "
    "T = sqrt(n) bends it to about -0.885 on this grid"
)
CLAIM42_REASON = (
    "8 seeds of the largest of B = 128 per-example norms: bootstrap half-width < 0.02; the bound is flat, the "
    "measured maximum drifts by at most 10% as x_t settles on the boundary optimum"
)
TREE_REASON = (
    "the largest prefix-noise norm grows like sqrt(d max popcount) ~ sqrt(log T): local slope 1/(2 ln T) <= 0.1 on "
    "the sweep; the bound's log^1.5 T sqrt(ln(2T/delta)) is loose, so the check is against exponent 0; "
    "16 seeds give a half-width < 0.02"
)


#: simulation switches (not theorem symbols) that the measures read; gamma fixes a single LinearBall bias
SWITCHES = ("private", "independent_noise", "scaled", "independent", "gamma")


def _linear(name: str, swept: str, values: tuple[float, ...], base: dict[str, float], **kw) -> RateCheck:
    fixed, settings = split_parameters({k: v for k, v in {**LINEAR_BASE, **base}.items() if k != swept}, SWITCHES)
    return RateCheck(
        name=name,
        theorem=THEOREM,
        quantity="worst-case excess population loss E[F(y_T)] - F(x*) over LinearBall biases",
        tag="excess",
        swept=swept,
        values=values,
        fixed=fixed,
        settings=settings,
        instance=f"LinearBall (R = 1, D = 2), worst case over {GAMMAS} biases in [1e-4, 1]",
        algorithm="Accelerated-DP-SRGD (Alg 1), B = sqrt(n), T = n/B, exact tree calibration",
        metric="exact excess gamma (R - <y_T, e1>) at the worst bias",
        measure=measure_linear_ball,
        **kw,
    )


def nonprivate_n(values=(1e3, 1e4, 1e5, 1e6), seeds: int = 16, **extra: float) -> RateCheck:
    return _linear(
        "CGT LinearBall: excess vs n without privacy noise",
        "n",
        values,
        {"d": 2.0, "epsilon": 1e9, "private": 0.0, **extra},
        variant="non-private",
        tolerance=0.07,
        tolerance_reason=NONPRIVATE_REASON,
        seeds=seeds,
        term=TERM_NONPRIVATE,
    )


def private_epsilon(values=(0.125, 0.25, 0.5), seeds: int = 16, n: float = 3e6, d: float = 1e6) -> RateCheck:
    return _linear(
        "CGT LinearBall: excess vs epsilon (private regime)",
        "epsilon",
        values,
        {"n": n, "d": d},
        variant="private",
        tolerance=0.1,
        tolerance_reason=PRIVATE_REASON,
        seeds=seeds,
        term=TERM_PRIVATE,
    )


def private_d(values=(4e6, 1.6e7, 6.4e7), seeds: int = 16, n: float = 3e6, epsilon: float = 1.0) -> RateCheck:
    return _linear(
        "CGT LinearBall: excess vs d (private regime)",
        "d",
        values,
        {"n": n, "epsilon": epsilon},
        variant="private",
        tolerance=0.1,
        tolerance_reason=PRIVATE_REASON,
        seeds=seeds,
        term=TERM_PRIVATE,
    )


def private_n(
    values=(1e6, 2.83e6, 8e6), seeds: int = 16, reference: str = "exponent", why_fail: str = "", **extra: float
) -> RateCheck:
    control = " (control: independent noise in place of the tree)" if extra.get("independent_noise") else ""
    against = " against the exact bound's local slope" if reference == "exact" else ""
    return _linear(
        f"CGT LinearBall: excess vs n (private regime){against}{control}",
        "n",
        values,
        {"d": 1e6, "epsilon": 0.25, **extra},
        variant="+".join(
            ["private"]
            + (["exact"] if reference == "exact" else [])
            + (["control-independent-noise"] if control else [])
        ),
        tolerance=0.1,
        tolerance_reason=EXACT_REASON if reference == "exact" else PRIVATE_REASON,
        seeds=seeds,
        reference=reference,
        term=TERM_PRIVATE,
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


PRIVATE_N_FINDING = (
    "FINDING: the measured slope (about -0.99) is steeper than the exact bound's local slope (about -0.885 on this "
    "grid) by more than 0.1: the bound's polylog sqrt(log^3 T log(T/delta) log(1/delta)) at T = sqrt(n), which comes "
    "from the high-probability tail of Lem 4.3 and the union bound, is loose; the algorithm's own log factors "
    "(tree depth bit_length(T), popcount) bend its slope by less than 0.01. Against the pure exponent -1 the same "
    "samples agree (full_checks, and the test reads it off this result)"
)


def claim42(scaled: bool = False, values=(1.0, 4.0, 16.0, 64.0), seeds: int = 8) -> RateCheck:
    what = "scaled gradient eta_t grad f" if scaled else "SRG difference"
    return RateCheck(
        name=f"CGT Claim 4.2: per-example {what} vs t" + (" (control)" if scaled else ""),
        theorem="CGT-Claim4.2",
        quantity="largest per-example l2 norm in batch t",
        tag="scaled-gradient" if scaled else "srg-difference",
        variant="control" if scaled else "",
        swept="t_step",
        values=values,
        fixed={"n": 2.0**14, "epsilon": 1.0, "M": 1.0, "L": 3.5, "D_C": 2.0, "b_max": 0.01},
        settings={"scaled": 1.0} if scaled else {},
        instance="least squares, d = 10, unit ball, w* = 2 e1 (boundary optimum), noise 0.5",
        algorithm="Accelerated-DP-SRGD (Alg 1), n = 2^14, B = T = 128, epsilon = 1",
        metric="max over the batch of ||eta_t grad f(x_t, d) - eta_{t-1} grad f(x_{t-1}, d)||"
        if not scaled
        else "max over the batch of ||eta_t grad f(x_t, d)||",
        measure=measure_srg_difference,
        tolerance=0.1,
        tolerance_reason=CLAIM42_REASON,
        seeds=seeds,
        expected="fail" if scaled else "pass",
        why_fail="negative control: eta_t grad f(x_t, d) grows like t (slope about 1); only the SRG difference is "
        "flat (the sensitivity reduction by ~1/t of Claim 4.2)"
        if scaled
        else "",
    )


def tree_error(independent: bool = False, values=(64.0, 512.0, 4096.0), seeds: int = 16) -> RateCheck:
    return RateCheck(
        name="CGT Lem 4.3: largest prefix-noise norm vs T" + (" (control: independent noise)" if independent else ""),
        theorem="CGT-Lem4.3",
        quantity="max_t ||prefix noise_t||, unit node noise, d = 16",
        tag="prefix-noise",
        variant="control-independent-noise" if independent else "",
        swept="T",
        values=values,
        fixed={"C_tree": 1.0, "mu_G": 1.0, "delta": 1e-5, "d": 16.0},
        settings={"independent": 1.0} if independent else {},
        instance="prefix sums of T increments",
        algorithm="random walk of independent unit noises" if independent else "binary tree (TreePrefixNoise)",
        metric="largest prefix-noise norm over t <= T",
        measure=measure_tree_error,
        tolerance=0.15,
        tolerance_reason=TREE_REASON,
        seeds=seeds,
        expected="fail" if independent else "pass",
        why_fail="negative control: independent per-step noise accumulates like sqrt(T) (slope 1/2), the tree like "
        "sqrt(log T)"
        if independent
        else "",
    )


def checks() -> list[RateCheck]:
    """Quick grids (the default test suite)."""
    return [
        nonprivate_n(),
        private_epsilon(),
        private_d(),
        private_n(reference="exact", why_fail=PRIVATE_N_FINDING),
        claim42(),
        tree_error(),
    ]


def full_checks() -> list[RateCheck]:
    """Wider grids with more seeds (marker ``full``)."""
    grids = [
        nonprivate_n(values=(1e3, 1e4, 1e5, 1e6, 1e7), seeds=32),
        private_epsilon(values=(0.0625, 0.125, 0.25, 0.5), seeds=32, n=1.2e7, d=4e6),
        private_d(values=(1.6e7, 6.4e7, 2.56e8, 1.024e9), seeds=32, n=1.4e7, epsilon=1.0),
        private_n(values=(2e6, 4e6, 8e6, 1.6e7), seeds=32, d=2e6),
        private_n(values=(2e6, 4e6, 8e6, 1.6e7), seeds=32, d=2e6, reference="exact", why_fail=PRIVATE_N_FINDING),
        claim42(values=(1.0, 4.0, 16.0, 64.0, 100.0), seeds=32),
        tree_error(values=(16.0, 128.0, 1024.0, 8192.0, 32768.0), seeds=32),
    ]
    return [c.at_paper_scale() for c in grids]


def negative_controls() -> list[RateCheck]:
    """Checks that must fail, each with its reason."""
    fixed_gamma = replace(
        private_n(values=(1e6, 2e6, 4e6), gamma=1.0),
        name="CGT LinearBall control: one fixed bias gamma = 1, excess vs n (private regime)",
        variant="private+control-fixed-bias",
        instance="LinearBall (R = 1, D = 2) at the single bias gamma = 1",
        expected="fail",
        why_fail="negative control: a single instance is not the worst case; at gamma = 1 the iterates are pinned "
        "at the optimum R e1 and only the noise orthogonal to e1 moves them, so the excess is ~ ||noise||^2 ~ "
        "d/(eps n)^2 (slope about -2)",
    )
    return [
        fixed_gamma,
        private_n(
            independent_noise=1.0,
            why_fail="negative control: independent noise on every Delta_t (DP-SGD's noise) makes the prefix noise "
            "a random walk, std sqrt(T) times larger than the tree's polylog: excess ~ n^(1/4) sqrt(d)/(eps n), "
            "slope about -3/4",
        ),
        claim42(scaled=True),
        tree_error(independent=True),
    ]


# ==== CGT-Thm4.7 evaluated on runs ================================================================================


@dataclass(frozen=True)
class InequalityResult:
    """Mean empirical excess (with a one-sided 95% upper bound) against the mean of CGT-Thm4.7's right-hand side
    evaluated with each run's realised noise norms ||b_t|| and Q = 2A (a.s. valid while the clip is inactive)."""

    instance: str
    n: int
    epsilon: float
    reps: int
    mean_excess: float
    excess_upper: float
    mean_rhs: float
    clipped_fraction: float

    @property
    def holds(self) -> bool:
        return self.excess_upper <= self.mean_rhs and self.clipped_fraction == 0


def _inequality(
    name: str, instance, n: int, epsilon: float, private: bool, seq: np.random.SeedSequence, reps: int
) -> InequalityResult:
    dims = (instance.dim, instance.lipschitz, instance.smoothness, instance.diameter)
    alg = alg1_parameters(n, *dims, epsilon, DELTA, private=private)
    run = accelerated_dp_srgd(instance, alg, seq, reps)
    excess = np.asarray(instance.excess(run.y))
    upper = excess.mean() + 1.645 * excess.std(ddof=1) / np.sqrt(reps)
    return InequalityResult(
        name,
        n,
        epsilon,
        reps,
        float(excess.mean()),
        float(upper),
        float(thm47_rhs(alg, run.b_norms).mean()),
        run.clipped_fraction,
    )


def thm47_inequalities(reps: int = 16, n: int = 2**14, seed: int = 0) -> list[InequalityResult]:
    """CGT-Thm4.7 on runs of Alg 1: LinearBall (gamma = 0.1, d = 5), least squares with a boundary optimum (d = 10)
    and synthetic logistic regression (d = 5, interior optimum), each private at epsilon = 1 and non-private."""
    instances = [
        ("LinearBall gamma = 0.1, d = 5", LinearBall(0.1, 1.0, 5)),
        ("least squares, boundary optimum, d = 10", least_squares_instance()),
        ("logistic regression, d = 5", LogisticBall(np.array([0.6, -0.4, 0.2, 0.0, 0.0]), 1.0, holdout=100_000)),
    ]
    seqs = np.random.SeedSequence(seed).spawn(2 * len(instances))
    out = []
    for i, (name, inst) in enumerate(instances):
        out.append(_inequality(name, inst, n, 1.0, True, seqs[2 * i], reps))
        out.append(_inequality(name + ", no noise", inst, n, 1.0, False, seqs[2 * i + 1], reps))
    return out
