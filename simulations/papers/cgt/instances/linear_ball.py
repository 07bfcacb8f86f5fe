"""LinearBall: the linear DP-SCO instance on a Euclidean ball, worst case for the rates of CGT.

f(x; s) = -s <x, e1> with s in {-1, +1}, P(s = 1) = (1 + gamma)/2, on the ball C of radius R in R^d (diameter
D = 2R, 0 in C). Then F(x) = -gamma x_1, x* = R e1 and the excess population loss is exactly gamma (R - x_1).
The loss is 1-Lipschitz and 0-smooth (L = 1, M = 0): it is the two-point instance of the non-private lower bound
(Le Cam, gamma ~ 1/sqrt(n)) and the linear instance of the private lower bound (Bassily et al. 2014, 2019).

A single gamma gives an excess far below the minimax rate: the rates of CGT-Thm4.10 are upper bounds over the
family, so the rate checks take the worst case over a grid of gamma.

The per-example SRG difference of Alg 1 is eta_t grad f(x_t, d) - eta_{t-1} grad f(x_{t-1}, d) = -s e1 for every
t, of norm 1 < A = 4L + 8MD: the clip is never active and the noiseless SRG is the running mean of all signs seen.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.metrics.validation import require_int_at_least, require_positive


@dataclass(frozen=True)
class LinearBall:
    """The instance at one bias ``gamma`` in (0, 1], radius ``radius``, dimension ``dim``."""

    gamma: float
    radius: float = 1.0
    dim: int = 2

    lipschitz = 1.0
    smoothness = 0.0

    def __post_init__(self) -> None:
        if not 0 < self.gamma <= 1:
            raise ValueError(f"gamma must lie in (0, 1], got gamma={self.gamma!r}")
        require_positive("radius", self.radius)
        require_int_at_least("dim", self.dim, 1)

    @property
    def diameter(self) -> float:
        return 2.0 * self.radius

    @property
    def q_bound(self) -> float:
        """Bound on the centred per-example SRG difference |s - gamma| <= 1 + gamma (Thm 4.7's Q)."""
        return 1.0 + self.gamma

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
        """Signs s of shape ``shape``, P(s = 1) = (1 + gamma)/2."""
        return np.where(rng.random(shape) < 0.5 * (1.0 + self.gamma), 1.0, -1.0)

    def per_example_grad(self, x: np.ndarray, signs: np.ndarray) -> np.ndarray:
        """grad f(x; s) = -s e1 for points x (reps, d) and signs (reps, B): shape (reps, B, d)."""
        out = np.zeros((*signs.shape, x.shape[-1]))
        out[..., 0] = -signs
        return out

    def excess(self, x: np.ndarray) -> np.ndarray:
        """Exact excess population loss gamma (R - x_1) at points of shape (..., d)."""
        return self.gamma * (self.radius - np.asarray(x)[..., 0])


def gamma_grid(points: int = 13, low: float = 1e-4, high: float = 1.0) -> np.ndarray:
    """Geometric grid of biases for the worst case over the family (13 points in [1e-4, 1])."""
    points = require_int_at_least("points", points, 2)
    if not 0 < low < high <= 1:
        raise ValueError(f"need 0 < low < high <= 1, got low={low!r}, high={high!r}")
    return np.geomspace(low, high, points)
