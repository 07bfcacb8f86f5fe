"""What KLT's check modules share: the seeds, the rounding helpers and the schedules of the runs."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

DELTA = 1e-6
LEMMA_TOL = 0.05
LEMMA_REASON = (
    "lemma-level exponents are exact; 32-64 seeds give bootstrap half-widths of 0.01-0.03 over 1-2 decades "
    "(pilot runs on 2 cores: +-0.05 on lemma-level exponents)"
)
HUGE = 1e12
"""Value given to a lemma symbol whose term the measurement removes (e.g. m = HUGE: no estimator term)."""


def _rng(seq: np.random.SeedSequence) -> np.random.Generator:
    return np.random.default_rng(seq)


def _int(params: Mapping[str, float], key: str) -> int:
    return round(params[key])
