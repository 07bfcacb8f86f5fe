"""Population gradients and closed-form Goldstein measures of the test functions K1-K5 (KLT notes §6)."""

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pytest

from simulations.metrics import (
    goldstein_norm_k1,
    goldstein_norm_k2,
    goldstein_norm_k3,
    goldstein_norm_k4,
    goldstein_norm_k5,
)

K2_P = 0.8
K4_RING_RADIUS = 1.0


@dataclass(frozen=True)
class KFunction:
    """A test function: its population gradient on a batch (k, d) and its measure ‖∂̄_r F(x)‖(x, r)."""

    name: str
    gradient: Callable[[np.ndarray], np.ndarray]
    measure: Callable[[np.ndarray, float], np.ndarray]


def _kink_gradient(points: np.ndarray) -> np.ndarray:
    gradients = np.zeros_like(points)
    gradients[:, 0] = np.sign(points[:, 0])
    return gradients


def _norm_gradient(points: np.ndarray) -> np.ndarray:
    return points / np.linalg.norm(points, axis=1, keepdims=True)


def _ring_gradient(points: np.ndarray) -> np.ndarray:
    return np.sign(np.linalg.norm(points, axis=1, keepdims=True) - K4_RING_RADIUS) * _norm_gradient(points)


def _separable_kinks_gradient(points: np.ndarray) -> np.ndarray:
    return np.clip(points, -1.0, 1.0) / np.sqrt(points.shape[1])


K_FUNCTIONS = {
    "K1": KFunction("K1", _kink_gradient, goldstein_norm_k1),
    "K2": KFunction("K2", lambda y: (2 * K2_P - 1) * _kink_gradient(y), lambda x, r: goldstein_norm_k2(x, r, K2_P)),
    "K3": KFunction("K3", _norm_gradient, goldstein_norm_k3),
    "K4": KFunction("K4", _ring_gradient, lambda x, r: goldstein_norm_k4(x, r, K4_RING_RADIUS)),
    "K5": KFunction("K5", _separable_kinks_gradient, goldstein_norm_k5),
}


@pytest.fixture(params=sorted(K_FUNCTIONS))
def k_function(request: pytest.FixtureRequest) -> KFunction:
    return K_FUNCTIONS[request.param]


@pytest.fixture
def k_functions() -> dict[str, KFunction]:
    return K_FUNCTIONS


@pytest.fixture
def box_points() -> Callable[[int, int, int], np.ndarray]:
    """Points (m, d) in [-0.6, 0.6]^d, the first two shrunk toward 0 so that B(x, r) contains the origin."""

    def sample(m: int, d: int, seed: int) -> np.ndarray:
        points = np.random.default_rng(seed).uniform(-0.6, 0.6, (m, d))
        points[:2] *= 0.05
        return points

    return sample
