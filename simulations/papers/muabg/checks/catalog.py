"""MUABG's catalog: every quick check, negative control and paper-scale grid."""

from __future__ import annotations

from simulations.checks.ratecheck import RateCheck
from simulations.papers.muabg.checks.definitions import (
    CONTROL_KAPPA,
    CONTROL_NOISE,
    _grid,
    nonconvex_thm1,
    thm1,
    thm2_adversarial,
    thm2_alg4,
    thm4,
)
from simulations.papers.muabg.checks.thm5_laws import full_law_checks, law_checks, law_controls


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
    """Checks that document a disagreement with the paper: each is judged against the rate as the erratum corrects
    it and is the erratum's evidence, failing against the printed rate."""
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
