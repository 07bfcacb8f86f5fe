"""The mean-zero per-sample noise of the LT instances: cheap gradients, diagonal Hessians, exact batch means.

Per-sample noise model for LT: every sample adds a mean-zero perturbation to the population objective F,

    f(x; z) = F(x) + s1 <xi, x> + s2 <zeta, sin(x + phi)>,      z = (xi, zeta),  xi, zeta ~ N(0, I_d / d),

with sin taken coordinatewise and a phase phi (pi/4 by default, so that neither the gradient nor the Hessian part
vanishes at the saddles and starts x = 0). Then E f(x; z) = F(x) exactly, and

* gradient noise     s1 xi + s2 zeta * cos(x + phi)            (norm <= s1 ||xi|| + s2 ||zeta||),
* Hessian noise      -s2 diag(zeta * sin(x + phi))              (operator norm <= s2 ||zeta||_inf),
* difference noise   s2 zeta * (cos(x + phi) - cos(y + phi))    (norm <= s2 ||zeta||_inf ||x - y||),

so Asm 3.1 (LT-Asm3.1) holds with G = G_F + s1 + s2, M = M_F + s2, rho = rho_F + s2 on the event ||xi||, ||zeta|| <= 1
(1 + o(1) with high probability). The linear part s1
cancels in the difference oracles. Because the coefficients are Gaussian, the mean of a batch of b samples has
xi-bar, zeta-bar ~ N(0, I_d / (b d)) exactly: every batch mean below is sampled in O(d) whatever b is, which is
what makes single-pass runs with batches of 10^4 to 10^8 samples cheap.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


def _batch_scale(batch: np.ndarray, d: int) -> np.ndarray:
    """1/sqrt(b d) per repetition, shape (reps, 1); ``batch`` holds positive batch sizes, shape (reps,)."""
    batch = np.asarray(batch, dtype=float)
    if batch.ndim != 1 or np.any(batch < 1):
        raise ValueError(f"batch sizes must be a 1-d array of values >= 1, got {batch!r}")
    return 1.0 / np.sqrt(batch[:, None] * d)


@dataclass(frozen=True)
class SineRidgeNoise:
    """The per-sample perturbation ``s1 <xi, x> + s2 <zeta, sin(x + phase)>``."""

    s1: float = 0.0
    s2: float = 0.0
    phase: float = np.pi / 4

    def __post_init__(self) -> None:
        for name in ("s1", "s2"):
            value = getattr(self, name)
            if not (np.isfinite(value) and value >= 0):
                raise ValueError(f"{name} must be a finite number >= 0, got {name}={value!r}")

    @property
    def silent(self) -> bool:
        """True when the oracles are exact (s1 = s2 = 0)."""
        return self.s1 == 0 and self.s2 == 0

    def constants(self) -> tuple[float, float, float]:
        """Contributions (G, M, rho) of the noise to the constants of LT-Asm3.1 (on ‖xi‖, ‖zeta‖ <= 1)."""
        return self.s1 + self.s2, self.s2, self.s2

    # ---- batch means, sampled exactly in O(d) ----------------------------------------------------------------------
    def trig(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(cos(x + phase), sin(x + phase)): the features every batch mean below is built from."""
        shifted = x + self.phase
        return np.cos(shifted), np.sin(shifted)

    def checkpoint(
        self,
        x: np.ndarray,
        batch: np.ndarray,
        rng: np.random.Generator,
        trig: tuple[np.ndarray, np.ndarray] | None = None,
    ) -> tuple[np.ndarray, np.ndarray]:
        """Mean gradient noise and diagonal of the mean Hessian noise of two independent batches at ``x`` (reps, d)
        (O1 and O3 of LT-Alg4); ``trig`` may pass :meth:`trig` of ``x`` already computed."""
        if self.silent:
            return np.zeros_like(x), np.zeros_like(x)
        cos, sin = trig if trig is not None else self.trig(x)
        xi, zeta, zeta_h = rng.standard_normal((3, *x.shape)) * _batch_scale(batch, x.shape[-1])
        return self.s1 * xi + self.s2 * zeta * cos, -self.s2 * zeta_h * sin

    def increment(
        self,
        batch: np.ndarray,
        rng: np.random.Generator,
        trig: tuple[np.ndarray, np.ndarray],
        trig_prev: tuple[np.ndarray, np.ndarray],
    ) -> tuple[np.ndarray, np.ndarray]:
        """Mean noise of ∇f(x; z) − ∇f(x'; z) and the diagonal of that of ∇²f(x; z) − ∇²f(x'; z), over two
        independent batches (O2 and O4 of LT-Alg4), from ``trig = self.trig(x)`` and ``trig_prev = self.trig(x')``;
        the linear part s1 cancels."""
        cos, sin = trig
        if self.s2 == 0:
            return np.zeros_like(cos), np.zeros_like(cos)
        zeta, zeta_h = rng.standard_normal((2, *cos.shape)) * _batch_scale(batch, cos.shape[-1])
        return self.s2 * zeta * (cos - trig_prev[0]), -self.s2 * zeta_h * (sin - trig_prev[1])

    # ---- explicit samples, for measurements on neighbouring datasets ----------------------------------------------
    def sample(self, shape: tuple[int, ...], d: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        """Explicit samples ``(xi, zeta)``, each of shape ``shape + (d,)``."""
        return (
            rng.standard_normal((*shape, d)) / np.sqrt(d),
            rng.standard_normal((*shape, d)) / np.sqrt(d),
        )

    def sample_gradient_difference(self, zeta: np.ndarray, x: np.ndarray, x_prev: np.ndarray) -> np.ndarray:
        """Per-sample noise of grad f(x; z) - grad f(x_prev; z) for explicit ``zeta`` (..., d); x, x_prev broadcast."""
        return self.s2 * zeta * (np.cos(x + self.phase) - np.cos(x_prev + self.phase))
