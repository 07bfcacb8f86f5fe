"""KLT Algorithm 4: the multi-pass zero-order oracle for ERM (full batch, Gaussian mechanism with composition).

Kornowski, Liu, Talwar (arXiv 2410.05880), Algorithm 4 (same text in v1 ``arXiv:2410.05880v1`` and
v2 ``arXiv:2410.05880v2``), the oracle of KLT-Thm4.1 inside Algorithm 2
(:mod:`simulations.papers.klt.algorithms.o2nc`), on a fixed dataset D = (ξ_1, ..., ξ_n):

* p = 1 (checkpoint): g_t = (1/n) Σ_i ∇̃f(z_t; ξ_i), m directions per sample; return g̃_t = g_t + χ_t,
  χ_t ~ N(0, σ1² I_d);
* otherwise: g_t = g̃_{t−1} + (1/n) Σ_i (∇̃f(z_t; ξ_i) − ∇̃f(z_{t−1}; ξ_i)), 2m independent directions per sample;
  return g̃_t = g_t + χ_t, χ_t ~ N(0, σ2² I_d).

Unlike Alg. 3, the increment builds on the **noisy** g̃_{t−1} (line 15), so the noise accumulates linearly within
a period: E‖noise at position p‖² = d(σ1² + (p − 1)σ2²) (KLT-Lem4.4, term (III); v1 omits the d).

Errata applied: directions Unif(S^{d−1}) in the increment step (the printed Unif(B_α) of line 11 is an erratum:
it biases the estimate; ``directions="printed_ball"`` restores it) and the period index ((t − 1) mod Σ) + 1.
``estimator="first_order"`` replaces the estimator by Alg. 5's (v2 Sec. 6 says the same analysis applies to the
multi-pass oracle "by replacing (4) by (10)"), with one smoothing point per sample at checkpoints as in Alg. 5.
Privacy (KLT-Lem4.3) holds only under the high-probability sensitivity event, which needs the corrected m of
bounds' KLT-Lem4.3 erratum; see :mod:`simulations.papers.klt.algorithms.schedules`.
"""

from __future__ import annotations

from typing import Literal

import numpy as np
from numpy.typing import NDArray

from simulations.papers.klt.algorithms.estimators import Directions, Instance, first_order, zero_order
from simulations.papers.klt.algorithms.variance_reduction import period_index

Array = NDArray[np.float64]
Estimator = Literal["zero_order", "first_order"]


class MultiPassOracle:
    """Algorithm 4 on datasets ``data`` of shape (reps, n, p) (one dataset per repetition).

    After each call, ``last_noise`` is the accumulated privacy noise g̃_t − (estimator part) of the current period,
    so that the estimator and noise parts of the oracle error can be told apart.
    """

    def __init__(
        self,
        instance: Instance,
        data: Array,
        alpha: float,
        period: int,
        m: int,
        sigma1: float,
        sigma2: float,
        rng: np.random.Generator,
        directions: Directions = "sphere",
        estimator: Estimator = "zero_order",
    ) -> None:
        data = np.asarray(data, dtype=float)
        if data.ndim != 3 or data.shape[1] < 1:
            raise ValueError(f"data must have shape (reps, n, p) with n >= 1, got shape {data.shape}")
        for name, value in (("sigma1", sigma1), ("sigma2", sigma2)):
            if not (np.isfinite(value) and value >= 0):
                raise ValueError(f"{name} must be a finite number >= 0, got {value!r}")
        for name, value in (("period", period), ("m", m)):
            if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < 1:
                raise ValueError(f"{name} must be an integer >= 1, got {value!r}")
        if estimator not in ("zero_order", "first_order"):
            raise ValueError(f"estimator must be 'zero_order' or 'first_order', got {estimator!r}")
        if directions not in ("sphere", "printed_ball"):
            raise ValueError(f"directions must be 'sphere' or 'printed_ball', got {directions!r}")
        self.instance = instance
        self.data = data
        self.alpha = float(alpha)
        self.period = int(period)
        self.m = int(m)
        self.sigma1, self.sigma2 = float(sigma1), float(sigma2)
        self.rng = rng
        self.directions: Directions = directions
        self.estimator: Estimator = estimator
        self.last_noise: Array | None = None
        self._g_noisy: Array | None = None
        self._z_prev: Array | None = None

    @property
    def n(self) -> int:
        return self.data.shape[1]

    def start(self, reps: int, d: int) -> None:
        if reps != self.data.shape[0]:
            raise ValueError(f"reps must equal the number of datasets {self.data.shape[0]}, got {reps}")
        self._g_noisy = self._z_prev = self.last_noise = None

    def _mean_estimate(self, z: Array, m: int) -> Array:
        x = z[:, None, :]
        if self.estimator == "zero_order":
            est = zero_order(self.instance, x, self.data, self.alpha, m, self.rng, self.directions)
        else:
            est = first_order(self.instance, x, self.data, self.alpha, m, self.rng)
        return est.mean(axis=1)

    def __call__(self, t: int, z: Array) -> Array:
        p = period_index(t, self.period)
        d = z.shape[-1]
        if p == 1 or self._g_noisy is None:
            checkpoint_m = self.m if self.estimator == "zero_order" else 1
            chi = self.sigma1 * self.rng.standard_normal((z.shape[0], d))
            g = self._mean_estimate(z, checkpoint_m)
            self.last_noise = chi
        else:
            chi = self.sigma2 * self.rng.standard_normal((z.shape[0], d))
            g = self._g_noisy + self._mean_estimate(z, self.m) - self._mean_estimate(self._z_prev, self.m)
            self.last_noise = self.last_noise + chi
        self._g_noisy, self._z_prev = g + chi, z
        return self._g_noisy
