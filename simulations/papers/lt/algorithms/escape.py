"""LT-Alg2 (Liu–Talwar, arXiv 2410.07502 v2, Sec. 3.1): escape from a saddle with a frozen Hessian estimate.

Given a (γ, ϰ)-accurate pair (g, H) at x0, run Γ steps of x_t = x_{t−1} − η (g + H(x_{t−1} − x0) + ζ_{t−1}),
ζ ~ N(0, σ² I), and stop at the first x_t with ‖x_t − x0‖ ≥ Ξ (output y = x_t; y = x0 if none). No new data is
touched: the iteration is an exact noisy power iteration on (I − ηH) with drift −ηg, and the noise is both the
privacy noise and the perturbation. :func:`escape_direction` is the step direction shared with LT-Alg3 (line 17).
Parameters: :func:`simulations.papers.lt.algorithms.parameters.escape_parameters` (printed Thm 3.4, or the escape-scale
fix that closes Lemma 3.8's inequality). Alg. 2 line 5 has an extra parenthesis; the hypothesis "∇²F ⪰ −√(ρα) I" of
Thm 3.4
should read λ_min(∇²F(x0)) ≤ −√(ρα) (a strict saddle).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

FrozenHessian = Callable[[np.ndarray, np.ndarray], np.ndarray]
"""(v, runs) -> H_r v_r for the runs ``runs`` (k,) and vectors v (k, d)."""


def escape_direction(
    g: np.ndarray,
    h_apply: Callable[[np.ndarray], np.ndarray],
    x: np.ndarray,
    x_anchor: np.ndarray,
    sigma: float,
    rng: np.random.Generator,
) -> np.ndarray:
    """g + H (x − x_anchor) + ζ, ζ ~ N(0, σ² I): LT-Alg2 line 5 and LT-Alg3 line 17."""
    step = g + h_apply(x - x_anchor)
    if sigma > 0:
        step = step + sigma * rng.standard_normal(x.shape)
    return step


@dataclass(frozen=True)
class EscapeResult:
    """Output of LT-Alg2 per run: y, the step at which ‖x_t − x0‖ ≥ Ξ (Γ if never), and whether it escaped."""

    y: np.ndarray
    steps: np.ndarray
    escaped: np.ndarray


def escape_saddle(
    x0: np.ndarray,
    g: np.ndarray,
    h_apply: FrozenHessian,
    *,
    Gamma: int,
    Xi: float,
    eta: float,
    sigma: float,
    rng: np.random.Generator,
) -> EscapeResult:
    """LT-Alg2 for a batch of runs: ``x0``, ``g`` (reps, d); ``h_apply(v, runs)`` applies each run's frozen H."""
    if x0.ndim != 2 or g.shape != x0.shape:
        raise ValueError(f"x0 and g must have the same shape (reps, d), got {x0.shape} and {g.shape}")
    if isinstance(Gamma, bool) or int(Gamma) != Gamma or Gamma < 1:
        raise ValueError(f"Gamma must be an integer >= 1, got Gamma={Gamma!r}")
    for name, value in (("Xi", Xi), ("eta", eta)):
        if not (np.isfinite(value) and value > 0):
            raise ValueError(f"{name} must be a finite number > 0, got {name}={value!r}")
    if not (np.isfinite(sigma) and sigma >= 0):
        raise ValueError(f"sigma must be a finite number >= 0, got sigma={sigma!r}")
    x = x0.copy()
    y = x0.copy()
    steps = np.full(x0.shape[0], int(Gamma))
    running = np.ones(x0.shape[0], dtype=bool)
    for t in range(1, int(Gamma) + 1):
        idx = np.flatnonzero(running)
        if idx.size == 0:
            break
        direction = escape_direction(g[idx], lambda v, idx=idx: h_apply(v, idx), x[idx], x0[idx], sigma, rng)
        x[idx] = x[idx] - eta * direction
        out = np.linalg.norm(x[idx] - x0[idx], axis=-1) >= Xi
        done = idx[out]
        y[done] = x[done]
        steps[done] = t
        running[done] = False
    return EscapeResult(y, steps, ~running)
