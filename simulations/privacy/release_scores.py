"""Each kind of release of a privacy claim simulated on its dominating pair of neighbouring inputs, and scored.

The score of one run is a monotone function of the privacy loss of its outputs, so a threshold on it is (close to) the
most powerful test between the two inputs (Neyman-Pearson), which :mod:`simulations.privacy.claim_audit` turns into a
lower bound on epsilon. The pairs, for a release of sensitivity Delta:

* Gaussian: every release shifted by Delta or not; score sum_i y_i Delta/sigma^2, the log-likelihood ratio up to an
  affine map.
* Laplace: the same shift; score sum_i (2 clip(y_i, 0, Delta) - Delta)/b, the log-likelihood ratio itself, which
  reaches Delta/b per release (Dwork and Roth 2014, Thm 3.6). Clipping makes the two ends exact: computed as
  |y| - |y - Delta|, their rounding differs between the two inputs and a threshold on it would detect the rounding.
* Exponential mechanism and report-noisy-max over ``candidates`` candidates: the favoured candidate scores Delta on
  one input and 0 on the other; every other candidate the reverse (or 0 on both when the scores are monotone), the
  pair on which the ratio of the favoured candidate's probabilities approaches e^epsilon as the candidates grow
  (Dwork and Roth 2014, proof of Thm 3.10). By symmetry the output matters only through whether the favoured
  candidate wins; the score counts its wins, weighted by the release's epsilon.
"""

from __future__ import annotations

import numpy as np

from bounds.privacy_claim import ReleaseAt

GUMBEL_SELECTIONS = ("exponential", "report noisy max (gumbel)")
"""Selections with Gumbel noise: the exponential mechanism of temperature t is the argmax of scores plus Gumbel(t)."""


def release_scores(
    release: ReleaseAt,
    included: bool,
    trials: int,
    rng: np.random.Generator,
    candidates: int,
    sampling_rate: float = 1.0,
) -> np.ndarray:
    """The score of ``trials`` runs of ``release`` (``release.count`` releases each) on the input that contains the
    audited example (``included``) or the one that does not. Under Poisson subsampling at ``sampling_rate`` the
    example takes part in each release independently with that probability, so an included run is a mixture of
    the two inputs' releases; the score stays the unsampled one (a valid, if not the most powerful, test)."""
    taking_part = np.full((trials, release.count), included)
    if included and sampling_rate < 1:
        taking_part = rng.random((trials, release.count)) < sampling_rate
    shift = release.sensitivity * taking_part
    if release.mechanism == "gaussian":
        outputs = rng.standard_normal((trials, release.count)) * release.noise + shift
        return outputs.sum(axis=1) * release.sensitivity / release.noise**2
    if release.mechanism == "laplace":
        outputs = rng.laplace(0.0, release.noise, (trials, release.count)) + shift
        clipped = np.clip(outputs, 0.0, release.sensitivity)  # exact at both ends, where the loss is +-Delta/b
        return ((2 * clipped - release.sensitivity) / release.noise).sum(axis=1)
    with_example = np.zeros(candidates)
    with_example[0] = release.sensitivity
    without = np.full(candidates, 0.0 if release.monotone else release.sensitivity)
    without[0] = 0.0
    draw = rng.gumbel if release.mechanism in GUMBEL_SELECTIONS else rng.laplace
    wins = np.zeros(trials)
    for j in range(release.count):  # one release at a time: trials x candidates numbers in memory
        utilities = np.where(taking_part[:, j, None], with_example, without)
        wins += np.argmax(utilities + draw(0.0, release.noise, (trials, candidates)), axis=1) == 0
    return wins * release.epsilon
