"""Synthetic logistic regression on a ball, for the inequality checks of CGT-Thm4.7.

Features a uniform on the unit sphere of R^d, labels y in {-1, +1} with P(y = 1 | a) = 1/(1 + exp(-<a, w_true>)),
loss f(x; a, y) = log(1 + exp(-y <a, x>)) on the ball C of radius R: L = 1 and M = 1/4.

The population loss has no closed form. It is estimated on a fixed held-out sample (``holdout`` examples, drawn
once from ``seed``) and x* is the minimiser of that sample's loss over C (projected Newton to machine precision),
so the estimated excess F_hat(x) - F_hat(x*) is >= 0 and, since x* minimises F_hat, is at least
F_hat(x) - F_hat(argmin_C F): the estimate is biased upwards, which is conservative for "excess <= bound".
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simulations.metrics.validation import require_int_at_least, require_positive


def _log1pexp(z: np.ndarray) -> np.ndarray:
    return np.logaddexp(0.0, z)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * z))


@dataclass(frozen=True)
class LogisticBall:
    """The instance with true parameter ``w_true``, ball radius ``radius`` and a held-out sample for F."""

    w_true: np.ndarray
    radius: float = 1.0
    holdout: int = 200_000
    seed: int = 0
    _features: np.ndarray = field(init=False, repr=False)
    _labels: np.ndarray = field(init=False, repr=False)
    _x_star: np.ndarray = field(init=False, repr=False)

    lipschitz = 1.0
    smoothness = 0.25

    def __post_init__(self) -> None:
        w = np.asarray(self.w_true, dtype=float)
        if w.ndim != 1 or w.size < 1 or not np.all(np.isfinite(w)):
            raise ValueError(f"w_true must be a finite vector, got shape {w.shape}")
        object.__setattr__(self, "w_true", w)
        require_positive("radius", self.radius)
        require_int_at_least("holdout", self.holdout, 100)
        a, y = self.sample(np.random.default_rng(self.seed), (self.holdout,))
        object.__setattr__(self, "_features", a)
        object.__setattr__(self, "_labels", y)
        object.__setattr__(self, "_x_star", self._solve())

    @property
    def dim(self) -> int:
        return self.w_true.size

    @property
    def diameter(self) -> float:
        return 2.0 * self.radius

    @property
    def x_star(self) -> np.ndarray:
        return self._x_star

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
        """Features (shape + (d,)) uniform on the sphere and labels (shape) in {-1, +1}."""
        a = rng.standard_normal((*shape, self.dim))
        a /= np.linalg.norm(a, axis=-1, keepdims=True)
        y = np.where(rng.random(shape) < _sigmoid(a @ self.w_true), 1.0, -1.0)
        return a, y

    def per_example_grad(self, x: np.ndarray, batch: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
        """-y a sigmoid(-y <a, x>) for points x (reps, d), batch (a (reps, B, d), y (reps, B)): (reps, B, d)."""
        a, y = batch
        margin = y * np.einsum("rbd,rd->rb", a, x)
        return a * (-y * _sigmoid(-margin))[..., None]

    def population_loss(self, x: np.ndarray) -> np.ndarray:
        """F_hat at points of shape (..., d): the mean loss on the held-out sample."""
        x = np.asarray(x, dtype=float)
        margins = (x.reshape(-1, self.dim) @ self._features.T) * self._labels
        return _log1pexp(-margins).mean(axis=1).reshape(x.shape[:-1])

    def excess(self, x: np.ndarray) -> np.ndarray:
        """F_hat(x) - F_hat(x*) at points of shape (..., d) (>= 0 on C up to rounding)."""
        return self.population_loss(x) - float(self.population_loss(self._x_star))

    def _gradient(self, x: np.ndarray) -> np.ndarray:
        margin = self._labels * (self._features @ x)
        return -(self._features * (self._labels * _sigmoid(-margin))[:, None]).mean(axis=0)

    def _solve(self) -> np.ndarray:
        """argmin of F_hat over the ball: unconstrained Newton; if that leaves C, projected gradient descent with
        step 1/M from its projection until the step is below 1e-14."""
        a, y = self._features, self._labels
        x = np.zeros(self.dim)
        for _ in range(50):
            p = _sigmoid(-y * (a @ x))
            hess = (a * (p * (1 - p))[:, None]).T @ a / a.shape[0]
            step = np.linalg.solve(hess, self._gradient(x))
            x = x - step
            if np.linalg.norm(step) < 1e-14:
                break
        if np.linalg.norm(x) <= self.radius:
            return x
        x = x * (self.radius / np.linalg.norm(x))
        for _ in range(100_000):
            new = x - self._gradient(x) / self.smoothness
            new *= self.radius / max(np.linalg.norm(new), self.radius)
            if np.linalg.norm(new - x) < 1e-14:
                return new
            x = new
        return x
