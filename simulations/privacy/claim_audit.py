"""An empirical audit of a declared privacy claim: the mechanism it declares, simulated on two neighbouring inputs.

The claim (``bounds.privacy_claim.PrivacyClaim``) says which releases an example takes part in (Gaussian, Laplace,
exponential mechanism, report-noisy-max), with what noise and sensitivity under its neighbouring relation. At one
point of its range this module runs exactly those releases on their dominating pair of neighbouring inputs, scores
each run by a privacy-loss statistic summed over the releases (:mod:`simulations.privacy.release_scores`), and
applies the hypothesis-test audit of :mod:`simulations.privacy.audit`: a lower bound on epsilon, valid with the stated
confidence (under Poisson subsampling, at the rate the algorithm samples with). A lower bound above the claimed
epsilon refutes the claim; so the claim, the accountant and the audit speak of one mechanism, and an under-noised
claim, or an amplification the algorithm does not do, is caught by all three.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import sympy as sp

from bounds.privacy_claim import PrivacyClaim
from simulations.privacy import _checks
from simulations.privacy.audit import ThresholdAudit, audit_mechanism
from simulations.privacy.release_scores import release_scores

MAX_RELEASES_PER_RUN = 4096
"""Releases simulated per run; a point with more is refused (audit a point of the range with fewer steps)."""


def audit_claim(
    claim: PrivacyClaim,
    point: Mapping[sp.Symbol, float],
    trials: int,
    rng: np.random.Generator,
    confidence: float = 0.95,
    candidates: int = 8,
) -> tuple[ThresholdAudit, float]:
    """The audit's lower bound on epsilon at ``point`` (at the claimed delta, 0 for a pure claim), and the claimed
    epsilon there. ``candidates`` is the number of candidates a selection release chooses among in the simulated pair.

    A Poisson-subsampled claim is audited at the rate the algorithm samples with (``sampling_rate``), whatever rate
    its proof amplifies by: the audited example takes part in each release with that probability.
    """
    rate = _sampling_rate(claim, point)
    trials = _checks.integer("trials", trials, 2)
    candidates = _checks.integer("candidates", candidates, 2)
    point = claim.completed(point)
    releases = claim.mechanism_at(point)
    total = sum(r.count for r in releases)
    if total > MAX_RELEASES_PER_RUN:
        raise ValueError(
            f"releases per run = {total} at this point; the audit simulates at most {MAX_RELEASES_PER_RUN}"
        )

    def run(included: bool, count: int, generator: np.random.Generator) -> np.ndarray:
        return sum(release_scores(r, included, count, generator, candidates, rate) for r in releases)

    audit = audit_mechanism(run, True, False, trials, rng, claim.delta_at(point), confidence)
    return audit, claim.claimed_epsilon_at(point)


def _sampling_rate(claim: PrivacyClaim, point: Mapping[sp.Symbol, float]) -> float:
    """The Poisson rate the algorithm samples with at ``point`` (1 without sampling), in (0, 1]."""
    if claim.sampling != "poisson":
        return 1.0
    rate = float(sp.sympify(claim.sampling_rate).xreplace(claim.completed(point)))
    if not 0 < rate <= 1:
        raise ValueError(f"sampling_rate = {rate:g} at this point; valid: (0, 1]")
    return rate
