"""CGT's rate checks, negative controls and paper-scale grids."""

from __future__ import annotations

from dataclasses import replace

from simulations.checks.ratecheck import RateCheck, split_parameters
from simulations.papers.cgt.checks.common import GAMMAS, LINEAR_BASE, TERM_NONPRIVATE, TERM_PRIVATE, THEOREM
from simulations.papers.cgt.checks.measures import measure_linear_ball, measure_srg_difference, measure_tree_error

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
    fixed, settings = split_parameters(
        {k: v for k, v in {**LINEAR_BASE, **base}.items() if k != swept}, SWITCHES, "CGT"
    )
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
