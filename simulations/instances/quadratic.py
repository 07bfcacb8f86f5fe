"""A strongly convex quadratic ERM instance whose gradient costs O(d) for any n.

f(w; x) = (mu/2) ||w - x||^2 with data in the ball of radius R. The empirical risk is
F(w) = (mu/2) ||w - xbar||^2 + const, so the data enter only through their mean, the minimiser is xbar and the
excess empirical risk is exactly (mu/2) ||w - xbar||^2. Any dataset in the ball of radius R gives the same
replace-one sensitivity of the average gradient, mu ||x_i - x_i'|| / n <= 2 mu R / n, and on the ball of radius R
around the data the loss is (2 mu R)-Lipschitz.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class QuadraticERM:
    """The instance at fixed data mean ``xbar`` (shape (d,))."""

    xbar: np.ndarray
    mu: float
    radius: float
    n: int

    def __post_init__(self) -> None:
        if not self.mu > 0:
            raise ValueError(f"mu must be positive, got {self.mu}")
        if not self.radius > 0:
            raise ValueError(f"radius must be positive, got {self.radius}")
        if self.n < 1:
            raise ValueError(f"n must be >= 1, got {self.n}")

    @property
    def d(self) -> int:
        return self.xbar.shape[0]

    @property
    def sensitivity(self) -> float:
        """Replace-one l2-sensitivity of the average gradient."""
        return 2.0 * self.mu * self.radius / self.n

    def grad(self, w: np.ndarray) -> np.ndarray:
        """Gradient of the empirical risk at a batch of points ``w`` (shape (..., d))."""
        return self.mu * (w - self.xbar)

    def excess_risk(self, w: np.ndarray) -> np.ndarray:
        """Exact excess empirical risk at a batch of points."""
        return 0.5 * self.mu * np.sum((w - self.xbar) ** 2, axis=-1)
