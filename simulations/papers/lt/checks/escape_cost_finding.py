"""LT's escape-cost finding: the measured escape cost against Lem 3.15/3.16's."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.checks.fit import SlopeFit, fit_slope
from simulations.papers.lt.checks.definitions import CHAIN, CHAIN_ALPHAS, CHAIN_TRIGGER
from simulations.papers.lt.checks.measures import chain_run


@dataclass(frozen=True)
class EscapeCostFinding:
    """Printed τ against τ = Γ on the saddle chain: sample slopes, the ratio per α, and the refresh counts."""

    alphas: tuple[float, ...]
    printed: SlopeFit
    corrected: SlopeFit
    ratio: tuple[float, ...]
    """mean samples (printed) / mean samples (corrected) at each α."""
    ratio_fit: SlopeFit
    """Slope of the ratio in α (negative: the gap widens as α shrinks)."""
    escapes: tuple[float, ...]
    refreshes_printed: tuple[float, ...]
    refreshes_corrected: tuple[float, ...]
    samples_by_seed_printed: tuple[tuple[float, ...], ...]
    """samples until the first α-SOSP, one row per α, one column per seed (printed τ)."""
    samples_by_seed_corrected: tuple[tuple[float, ...], ...]

    @property
    def samples_printed(self) -> tuple[float, ...]:
        """Mean samples per α (printed τ)."""
        return tuple(np.mean(self.samples_by_seed_printed, axis=1).tolist())

    @property
    def samples_corrected(self) -> tuple[float, ...]:
        """Mean samples per α (τ = Γ)."""
        return tuple(np.mean(self.samples_by_seed_corrected, axis=1).tolist())


def escape_cost_finding(
    alphas: tuple[float, ...] = CHAIN_ALPHAS, seeds: int = 3, seed: int = 0, d: float = CHAIN["d"]
) -> EscapeCostFinding:
    """Run both recipes on the chain (dimension ``d``, fixed over the sweep) with the same seeds, and fit the sample
    slopes and the slope of their ratio (bootstrap over seeds, :func:`simulations.checks.fit_slope`)."""
    children = np.random.SeedSequence([seed, 31]).spawn(len(alphas))
    rows = []
    for alpha, seq in zip(alphas, children, strict=True):
        base = {**CHAIN, "d": d, "c_trigger": CHAIN_TRIGGER, "alpha_S": alpha}
        printed = chain_run(base, seq, seeds)
        corrected = chain_run({**base, "tau_gamma": 1.0}, seq, seeds)
        rows.append((printed, corrected))
    x = np.asarray(alphas, dtype=float)
    rng = np.random.default_rng(seed)
    sp = np.stack([p.samples_to_sosp for p, _ in rows])
    sc = np.stack([c.samples_to_sosp for _, c in rows])
    return EscapeCostFinding(
        alphas=tuple(alphas),
        printed=fit_slope(x, sp, rng),
        corrected=fit_slope(x, sc, rng),
        ratio=tuple((sp.mean(axis=1) / sc.mean(axis=1)).tolist()),
        ratio_fit=fit_slope(x, sp / sc, rng),
        escapes=tuple(float(p.escapes.mean()) for p, _ in rows),
        refreshes_printed=tuple(float(p.refreshes.mean()) for p, _ in rows),
        refreshes_corrected=tuple(float(c.refreshes.mean()) for _, c in rows),
        samples_by_seed_printed=tuple(map(tuple, sp.tolist())),
        samples_by_seed_corrected=tuple(map(tuple, sc.tolist())),
    )
