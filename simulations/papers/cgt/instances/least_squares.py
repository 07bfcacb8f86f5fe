"""LeastSquaresBall: bounded least squares on a ball with an exact population excess.

Features a uniform on the unit sphere of R^d (so ||a|| = 1 and E[a a^T] = I/d), responses
y = <a, w*> + xi with xi uniform on [-noise, noise]. f(x; a, y) = (<a, x> - y)^2 / 2 on the ball C of radius R.
Then F(x) = ||x - w*||^2/(2d) + E[xi^2]/2, the constrained optimum is x* = Pi_C(w*) (the Hessian is a multiple
of the identity), and the excess population loss is exactly (||x - w*||^2 - ||x* - w*||^2)/(2d).

Constants: M = sup ||a||^2 = 1 and L = sup_{x in C} ||a (<a, x> - y)|| <= R + ||w*|| + noise. With ||w*|| > R the
optimum lies on the boundary and the gradient there is Theta(1), which exercises Claim 4.2.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.metrics.validation import require_int_at_least, require_positive


@dataclass(frozen=True)
class LeastSquaresBall:
    """The instance with optimum ``w_star`` (shape (d,)), ball radius ``radius`` and noise level ``noise``."""

    w_star: np.ndarray
    radius: float = 1.0
    noise: float = 0.5

    smoothness = 1.0

    def __post_init__(self) -> None:
        w = np.asarray(self.w_star, dtype=float)
        if w.ndim != 1 or w.size < 1 or not np.all(np.isfinite(w)):
            raise ValueError(f"w_star must be a finite vector, got shape {w.shape}")
        object.__setattr__(self, "w_star", w)
        require_positive("radius", self.radius)
        if not (np.isfinite(self.noise) and self.noise >= 0):
            raise ValueError(f"noise must be a finite number >= 0, got noise={self.noise!r}")

    @classmethod
    def boundary(cls, dim: int, radius: float = 1.0, distance: float = 2.0, noise: float = 0.5) -> LeastSquaresBall:
        """w* = distance * R * e1, outside the ball when distance > 1 (boundary optimum x* = R e1)."""
        dim = require_int_at_least("dim", dim, 1)
        w = np.zeros(dim)
        w[0] = distance * radius
        return cls(w, radius, noise)

    @property
    def dim(self) -> int:
        return self.w_star.size

    @property
    def diameter(self) -> float:
        return 2.0 * self.radius

    @property
    def lipschitz(self) -> float:
        return self.radius + float(np.linalg.norm(self.w_star)) + self.noise

    @property
    def x_star(self) -> np.ndarray:
        norm = np.linalg.norm(self.w_star)
        return self.w_star if norm <= self.radius else self.w_star * (self.radius / norm)

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
        """Features (shape + (d,)) uniform on the sphere and responses (shape)."""
        a = rng.standard_normal((*shape, self.dim))
        a /= np.linalg.norm(a, axis=-1, keepdims=True)
        y = a @ self.w_star + self.noise * rng.uniform(-1.0, 1.0, shape)
        return a, y

    def per_example_grad(self, x: np.ndarray, batch: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
        """a (<a, x> - y) for points x (reps, d) and a batch (a (reps, B, d), y (reps, B)): shape (reps, B, d)."""
        a, y = batch
        residual = np.einsum("rbd,rd->rb", a, x) - y
        return a * residual[..., None]

    def excess(self, x: np.ndarray) -> np.ndarray:
        """Exact excess population loss (||x - w*||^2 - ||x* - w*||^2)/(2d) at points of shape (..., d)."""
        gap = np.sum((np.asarray(x) - self.w_star) ** 2, axis=-1) - np.sum((self.x_star - self.w_star) ** 2)
        return gap / (2.0 * self.dim)
