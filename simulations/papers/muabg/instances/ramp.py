"""The ramp-to-flat instance for MUABG-Thm5 (stationarity of Alg 3 without KL).

F(w) = N delta huber(w_1 / delta), huber(s) = s^2/2 for |s| <= 1 and |s| - 1/2 otherwise; the other d - 1
coordinates are flat. ||grad F|| = N min{|w_1|/delta, 1}: the loss is N-Lipschitz (any L0 >= N), N/delta-smooth,
and from w_1 = D it falls by F0 = N (D - delta/2). Noisy GD with step 1/(2 L1) = delta/(2N) moves w_1 by about
delta/2 per step, so about 2(D - delta)/delta steps reach the flat slab; Alg 3 affords about
n^2 N^2 rho / (2 L0^2 d lg) steps, so its selected gradient drops from N to the noise level at
n* ~ sqrt(d) sqrt(D/delta) L0 / (N sqrt(rho)), Thm 5's trade-off N = (L0 sqrt(F0 L1 d)/(n sqrt rho))^(1/2).

With D/delta much larger than the step cap n sqrt(rho)/2 the gradient norm is N at every iterate: the
constant-gradient ramp on which Alg 3's iteration count follows T ~ min{n^2 N^2 rho/(2 L0^2 d lg), n sqrt(rho)/2}.

Exact reduction: only w_1 matters, so a 1-D state (shape (reps, 1)) simulates the d-dimensional run exactly; d
enters the algorithm only through its noise scales.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.metrics.validation import require_positive


@dataclass(frozen=True)
class RampToFlat:
    """F(w) = slope * delta * huber(w_1 / delta), started at w_1 = start."""

    slope: float = 1.0
    delta: float = 1.0
    start_at: float = 50.0

    def __post_init__(self) -> None:
        require_positive("slope", self.slope)
        require_positive("delta", self.delta)
        require_positive("start_at", self.start_at)

    @property
    def lipschitz(self) -> float:
        return self.slope

    @property
    def smoothness(self) -> float:
        return self.slope / self.delta

    @property
    def initial_gap(self) -> float:
        """F0 = F(w0) - min F."""
        return float(self.value(np.array([[self.start_at]]))[0])

    def start(self, reps: int) -> np.ndarray:
        """The 1-D reduced start point, shape (reps, 1)."""
        return np.full((int(reps), 1), self.start_at)

    def value(self, w: np.ndarray) -> np.ndarray:
        s = np.abs(w[..., 0]) / self.delta
        return self.slope * self.delta * np.where(s <= 1, 0.5 * s**2, s - 0.5)

    def grad(self, w: np.ndarray) -> np.ndarray:
        """Gradient on the reduced coordinates (..., k): only the first coordinate is non-zero."""
        out = np.zeros_like(w)
        out[..., 0] = self.slope * np.clip(w[..., 0] / self.delta, -1.0, 1.0)
        return out

    def grad_norm(self, w: np.ndarray) -> np.ndarray:
        return self.slope * np.minimum(np.abs(w[..., 0]) / self.delta, 1.0)

    def steps_to_flat(self) -> float:
        """Noiseless GD with step delta/(2 N) needs about 2 (D - delta)/delta steps to reach |w_1| <= delta."""
        return 2.0 * max(self.start_at - self.delta, 0.0) / self.delta
