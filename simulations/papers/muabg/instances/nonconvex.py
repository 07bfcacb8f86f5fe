"""A non-convex KL family with a tunable exponent: F = G^q with G(w) = sum_j (w_j^2 + 3 sin^2 w_j).

G is the 1-D PL example of Karimi, Nutini and Schmidt 2016 made separable: non-convex (G'' in [-4, 8] per
coordinate), G* = 0 only at w = 0, and PL with g'(x)^2 >= 2 mu g(x) per coordinate, hence ||grad G||^2 >= 2 mu G
in any dimension. KNS16 state mu = 1/32 (gamma_G = 4 in MUABG's convention gamma^2 = 1/(2 mu)); the tight
constant on a bounded interval is computed by :func:`simulations.papers.muabg.instances.constants.kl_constant`.

Lifting: if G >= 0 is (gamma_G, kappa_G)-KL with G* = 0, then F = G^q is
(gamma_G/q, kappa_F)-KL with kappa_F = q/(q - 1 + 1/kappa_G); for PL, kappa_F = 2q/(2q - 1). q >= 1 gives
kappa_F in (1, 2] and a smooth non-convex loss (Alg 1 and Alg 3); q in (1/2, 1) gives kappa_F > 2, non-smooth at 0
but weakly convex on bounded sets (Alg 2). The empirical gradient costs O(d) for any n (data enter as in
:mod:`simulations.papers.muabg.instances.power`, through a balanced linear term).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.metrics.validation import require_positive
from simulations.papers.muabg.instances.constants import kl_constant

KNS16_MU = 1.0 / 32.0


def kappa_for_q(q: float) -> float:
    """kappa_F = 2q/(2q - 1) of G^q (G PL), q > 1/2."""
    q = require_positive("q", q)
    if q <= 0.5:
        raise ValueError(f"q must be > 1/2 for a finite KL exponent, got q={q!r}")
    return 2.0 * q / (2.0 * q - 1.0)


def q_for_kappa(kappa: float) -> float:
    """The power q = kappa / (2 (kappa - 1)) with kappa_F = kappa (kappa > 1)."""
    kappa = float(kappa)
    if not (np.isfinite(kappa) and kappa > 1):
        raise ValueError(f"kappa must be a finite number > 1, got kappa={kappa!r}")
    return kappa / (2.0 * (kappa - 1.0))


@dataclass(frozen=True)
class PowerOfPL:
    """F(w) = G(w)^q on R^d, studied on the ball of radius ``radius`` around the minimiser 0."""

    q: float = 1.5
    radius: float = 1.0

    def __post_init__(self) -> None:
        kappa_for_q(self.q)
        require_positive("radius", self.radius)

    @property
    def kappa(self) -> float:
        return kappa_for_q(self.q)

    def base(self, w: np.ndarray) -> np.ndarray:
        return np.sum(w * w + 3.0 * np.sin(w) ** 2, axis=-1)

    def value(self, w: np.ndarray) -> np.ndarray:
        return self.base(w) ** self.q

    def grad(self, w: np.ndarray) -> np.ndarray:
        g = self.base(w)[..., None]
        base_grad = 2.0 * w + 3.0 * np.sin(2.0 * w)
        positive = g > 0
        scale = np.where(positive, self.q * np.where(positive, g, 1.0) ** (self.q - 1.0), 0.0)
        return scale * base_grad

    def excess(self, w: np.ndarray) -> np.ndarray:
        return self.value(w)

    @property
    def lipschitz(self) -> float:
        """Upper bound on ||grad F|| over the ball: q (4R^2)^(q-1) 8R (G <= 4||w||^2, ||grad G|| <= 8||w||), q >= 1."""
        if self.q < 1:
            raise ValueError(f"the Lipschitz bound assumes q >= 1, got q={self.q}")
        return self.q * (4.0 * self.radius**2) ** (self.q - 1.0) * 8.0 * self.radius

    @property
    def smoothness(self) -> float:
        """Upper bound q (4R^2)^(q-1) (8 + 16 (q-1)) on ||Hessian|| over the ball, q >= 1.

        Hessian = q G^(q-1) hess G + q (q-1) G^(q-2) grad G grad G^T with ||hess G|| <= 8 and ||grad G||^2 <= 16 G.
        """
        if self.q < 1:
            raise ValueError(f"G^q with q={self.q} < 1 is not smooth at its minimiser")
        return self.q * (4.0 * self.radius**2) ** (self.q - 1.0) * (8.0 + 16.0 * (self.q - 1.0))

    def start(self, d: int, norm: float = 0.5) -> np.ndarray:
        w0 = np.zeros(int(d))
        w0[0] = require_positive("norm", norm)
        return w0


def constants_1d(q: float, radius: float, points: int = 400_001) -> dict[str, float]:
    """Tight constants of F = G^q in d = 1 on [-radius, radius], from a grid: L0 = max |F'|, L1 = max |F''|
    (q >= 1), the KL constant gamma (:func:`~simulations.papers.muabg.instances.constants.kl_constant` at kappa_F)
    and the smallest curvature min F'' (negative: the loss is not convex there)."""
    inst = PowerOfPL(q, radius)
    x = np.linspace(-radius, radius, points)[:, None]
    value = inst.value(x)
    slope = inst.grad(x)[:, 0]
    curvature = np.gradient(slope, x[:, 0])
    return {
        "L0": float(np.max(np.abs(slope))),
        "L1": float(np.max(np.abs(curvature))),
        "gamma": kl_constant(value, slope, inst.kappa),
        "min_curvature": float(np.min(curvature)),
    }
