"""CGT-Thm4.7 evaluated on runs: the inequality's two sides on measured iterates."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.papers.cgt.algorithms.accelerated_srgd import accelerated_dp_srgd
from simulations.papers.cgt.algorithms.parameters import alg1_parameters, thm47_rhs
from simulations.papers.cgt.checks.common import DELTA
from simulations.papers.cgt.checks.measures import least_squares_instance
from simulations.papers.cgt.instances.linear_ball import LinearBall
from simulations.papers.cgt.instances.logistic import LogisticBall


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
