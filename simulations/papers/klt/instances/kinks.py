"""The KLT test functions K1–K5: per-sample losses, exact smoothed gradients, Goldstein measures.

Kornowski, Liu, Talwar (KLT, arXiv 2410.05880; v2 = ``arXiv:2410.05880v2``, v1 =
``arXiv:2410.05880v1``) run no experiments; these are the toolkit's instances for their
stochastic problem F(x) = E_ξ f(x; ξ) (Sec. 2) with L-Lipschitz components (KLT-Asm2.2):

====  =============================================  ==========================  ==================================
id    per-sample f(x; ξ)                             F(x)                        ‖∂̄_r F(x)‖ (simulations.metrics)
====  =============================================  ==========================  ==================================
K1    |x_1| + ⟨ξ, x⟩, ξ = c·Unif(S^{d−1})            |x_1|                       1[|x_1| > r]
K2    s|x_1|, P(s = 1) = p                           (2p − 1)|x_1|               |2p − 1|·1[|x_1| > r]
K3    ‖x‖ + ⟨ξ, x⟩                                   ‖x‖                         √(1 − r²/‖x‖²)₊
K4    |‖x‖ − ρ| + ⟨ξ, x⟩                             |‖x‖ − ρ|                   0 near the ring, else K3's
K5    (1/√d) Σ_j |x_j − ξ_j|, ξ ~ U[−1, 1]^d          (1/√d) Σ_j (x_j² + 1)/2     (‖x‖ − r)₊/√d in the box
====  =============================================  ==========================  ==================================

Every instance evaluates f and an a.e. gradient ∇f for a batch of points ``x`` (..., d) and samples ``xi``
(..., p) that broadcast against each other, draws samples, and gives the population gradient and the exact
Goldstein measure. K1, K2 and K5 also give the **exact** per-sample smoothed gradient ∇f_α(x; ξ) of the ball
smoothing h_α(x) = E_{y ~ Unif(B_α)} h(x + y) (KLT-Fact2.3), through the law of one coordinate of a uniform point
of the unit ball of R^d: y_1² ~ Beta(1/2, (d + 1)/2), so P(y_1 ≤ t) = 1/2 + sign(t) I_{t²}(1/2, (d + 1)/2)/2 and
∂_1 (|x_1|)_α = 2 P(y_1 ≤ x_1/α) − 1. Its derivative at the kink gives the exact smoothness constant of the
smoothed kink, 2Γ(d/2 + 1)/(√π Γ((d + 1)/2) α) → √(2d/π)/α (Fact 2.3(iii) is tight).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray
from scipy import special

from simulations.metrics import (
    goldstein_norm_k1,
    goldstein_norm_k2,
    goldstein_norm_k3,
    goldstein_norm_k4,
    goldstein_norm_k5,
)
from simulations.metrics.ball_sampling import unit_rows

Array = NDArray[np.float64]


def _require_dim(d: int) -> int:
    if isinstance(d, bool) or not isinstance(d, int | np.integer) or d < 1:
        raise ValueError(f"d must be an integer >= 1, got {d!r}")
    return int(d)


def _require_positive(name: str, value: float) -> float:
    number = float(value)
    if not (np.isfinite(number) and number > 0):
        raise ValueError(f"{name} must be a finite number > 0, got {value!r}")
    return number


def ball_coordinate_cdf(t: Array | float, d: int) -> Array:
    """P(y_1 ≤ t) for y uniform in the unit ball of R^d (t clipped to [−1, 1]).

    y_1² ~ Beta(1/2, (d + 1)/2), so the CDF is 1/2 + sign(t) I_{t²}(1/2, (d + 1)/2)/2 with I the regularized
    incomplete beta function. The smoothed kink of KLT-Fact2.3 has ∂_1(|x_1|)_α = 2 P(y_1 ≤ x_1/α) − 1.
    """
    d = _require_dim(d)
    t = np.clip(np.asarray(t, dtype=float), -1.0, 1.0)
    return 0.5 + 0.5 * np.sign(t) * special.betainc(0.5, 0.5 * (d + 1), t * t)


def smoothed_abs_derivative(t: Array | float, alpha: float, d: int) -> Array:
    """d/dt of the ball smoothing (|·|)_α of |t| along one coordinate of R^d: 2 P(y_1 ≤ t/α) − 1 (KLT-Fact2.3)."""
    alpha = _require_positive("alpha", alpha)
    return 2.0 * ball_coordinate_cdf(np.asarray(t, dtype=float) / alpha, d) - 1.0


def kink_smoothness(d: int | Array, alpha: float | Array) -> Array:
    """Exact smoothness constant of (|x_1|)_α in R^d: 2Γ(d/2 + 1)/(√π Γ((d + 1)/2) α).

    It is sup |∂²_{11}(|x_1|)_α| = 2·(density of y_1 at 0)/α, attained at the kink, and tends to √(2d/π)/α, the
    O(L√d/α) of KLT-Fact2.3(iii) with L = 1.
    """
    d_arr = np.asarray(d, dtype=float)
    alpha_arr = np.asarray(alpha, dtype=float)
    if np.any(d_arr < 1) or np.any(alpha_arr <= 0):
        raise ValueError(f"d must be >= 1 and alpha > 0, got d={d!r}, alpha={alpha!r}")
    log_ratio = special.gammaln(d_arr / 2 + 1) - special.gammaln((d_arr + 1) / 2)
    return 2.0 * np.exp(log_ratio) / (np.sqrt(np.pi) * alpha_arr)


@dataclass(frozen=True)
class _Kink:
    """Shared pieces of K1, K3, K4: a deterministic nonsmooth part plus the linear noise ⟨ξ, x⟩, ξ = c·Unif(S^{d−1})."""

    d: int
    noise: float = 0.0

    def __post_init__(self) -> None:
        _require_dim(self.d)
        if not (np.isfinite(self.noise) and self.noise >= 0):
            raise ValueError(f"noise must be a finite number >= 0, got {self.noise!r}")

    @property
    def xi_dim(self) -> int:
        return self.d

    @property
    def lipschitz(self) -> float:
        """L of KLT-Asm2.2: 1 for the nonsmooth part plus the noise scale c."""
        return 1.0 + self.noise

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> Array:
        """Samples ξ = c·Unif(S^{d−1}), shape (*shape, d) (zero mean, so F is the nonsmooth part alone)."""
        if self.noise == 0.0:
            return np.zeros((*shape, self.d))
        return self.noise * unit_rows(rng.standard_normal((*shape, self.d)))

    def _part_value(self, x: Array) -> Array:
        raise NotImplementedError

    def _part_grad(self, x: Array) -> Array:
        raise NotImplementedError

    def value(self, x: Array, xi: Array) -> Array:
        """f(x; ξ) for broadcasting ``x`` (..., d) and ``xi`` (..., d)."""
        return self._part_value(x) + np.sum(x * xi, axis=-1)

    def grad(self, x: Array, xi: Array) -> Array:
        """An a.e. gradient ∇f(x; ξ), shape of the broadcast (..., d)."""
        return self._part_grad(x) + xi

    def population_value(self, x: Array) -> Array:
        return self._part_value(np.asarray(x, dtype=float))

    def population_grad(self, x: Array) -> Array:
        """∇F(x) (a.e.) for points (..., d)."""
        return self._part_grad(np.asarray(x, dtype=float))


def kink_sign_sum(x: Array, xi: Array, alpha: float, m: int, d: int, rng: np.random.Generator) -> Array:
    """Σ_{j ≤ m} sign(x_1 + y_{j,1}) for m independent y_j ~ Unif(B_α) ⊂ R^d, drawn exactly from its law, one draw
    per point of the broadcast of the points ``x`` (..., d) and the samples ``xi`` (..., p): shape (...).

    The sign is +1 with probability q = P(y_1 > −x_1) = 1 − P(y_1/α ≤ −x_1/α) (:func:`ball_coordinate_cdf`; a
    tie has probability 0), so the sum is 2·Binomial(m, q) − m: one binomial draw per point instead of m points.
    """
    x = np.asarray(x, dtype=float)
    q = 1.0 - ball_coordinate_cdf(-x[..., 0] / alpha, d)
    return 2.0 * rng.binomial(m, np.broadcast_to(q, np.broadcast_shapes(x.shape[:-1], np.shape(xi)[:-1]))) - m


def _e1(x: Array, scale: Array) -> Array:
    out = np.zeros(np.broadcast_shapes(x.shape, (*scale.shape, x.shape[-1])))
    out[..., 0] = scale
    return out


@dataclass(frozen=True)
class SingleKink(_Kink):
    """K1: f(x; ξ) = |x_1| + ⟨ξ, x⟩, F(x) = |x_1|, ‖∂̄_r F(x)‖ = 1[|x_1| > r].

    The linear noise cancels exactly in first-order variance-reduction differences (same ξ at both points).
    """

    def _part_value(self, x: Array) -> Array:
        return np.abs(x[..., 0])

    def _part_grad(self, x: Array) -> Array:
        return _e1(x, np.sign(x[..., 0]))

    def ball_grad_sum(self, x: Array, xi: Array, alpha: float, m: int, rng: np.random.Generator) -> Array:
        """Σ_{j ≤ m} ∇f(x + y_j; ξ) for m independent y_j ~ Unif(B_α), drawn exactly from its law
        (:func:`kink_sign_sum` on e_1, plus m ξ); shape of the broadcast (..., d)."""
        x, xi = np.asarray(x, dtype=float), np.asarray(xi, dtype=float)
        return _e1(x, kink_sign_sum(x, xi, alpha, m, self.d, rng)) + m * xi

    def smoothed_grad(self, x: Array, xi: Array, alpha: float) -> Array:
        """Exact ∇f_α(x; ξ) = (2P(y_1 ≤ x_1/α) − 1) e_1 + ξ (KLT-Fact2.3(iv))."""
        x = np.asarray(x, dtype=float)
        return _e1(x, smoothed_abs_derivative(x[..., 0], alpha, self.d)) + xi

    def smoothed_population_grad(self, x: Array, alpha: float) -> Array:
        x = np.asarray(x, dtype=float)
        return _e1(x, smoothed_abs_derivative(x[..., 0], alpha, self.d))

    def goldstein(self, x: Array, r: float) -> Array:
        return goldstein_norm_k1(x, r)

    def start(self, distance: float) -> Array:
        """x0 = distance·e_1, so F(x0) − inf F = distance = Φ."""
        return distance * np.eye(self.d)[0]


@dataclass(frozen=True)
class RandomSignKink:
    """K2: f(x; s) = s|x_1| with P(s = 1) = p, F(x) = (2p − 1)|x_1|.

    Per-sample nonconvex when s = −1; realizes the worst-case drift variance d L² D²/α² of KLT-Lem3.6 (II) at the
    kink (the per-sample smoothed gradients s·∂(|x_1|)_α change by ~√(2d/π)·2D/α across a step of length 2D).
    At p = 1/2 the population objective is 0 and s² = 1 removes all sampling noise from that variance.
    """

    d: int
    p: float = 0.75

    def __post_init__(self) -> None:
        _require_dim(self.d)
        if not 0.5 <= self.p <= 1.0:
            raise ValueError(f"p must lie in [1/2, 1], got {self.p!r}")

    xi_dim = 1
    lipschitz = 1.0

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> Array:
        """Signs s ∈ {±1}, shape (*shape, 1)."""
        return np.where(rng.random((*shape, 1)) < self.p, 1.0, -1.0)

    def value(self, x: Array, xi: Array) -> Array:
        return xi[..., 0] * np.abs(x[..., 0])

    def grad(self, x: Array, xi: Array) -> Array:
        return _e1(x, xi[..., 0] * np.sign(x[..., 0]))

    def ball_grad_sum(self, x: Array, xi: Array, alpha: float, m: int, rng: np.random.Generator) -> Array:
        """Σ_{j ≤ m} ∇f(x + y_j; s) = s·(Σ_j sign(x_1 + y_{j,1})) e_1 for m independent y_j ~ Unif(B_α), drawn
        exactly from its law (:func:`kink_sign_sum`); shape of the broadcast (..., d)."""
        x, xi = np.asarray(x, dtype=float), np.asarray(xi, dtype=float)
        return _e1(x, xi[..., 0] * kink_sign_sum(x, xi, alpha, m, self.d, rng))

    def smoothed_grad(self, x: Array, xi: Array, alpha: float) -> Array:
        x = np.asarray(x, dtype=float)
        return _e1(x, xi[..., 0] * smoothed_abs_derivative(x[..., 0], alpha, self.d))

    def population_value(self, x: Array) -> Array:
        return (2 * self.p - 1) * np.abs(np.asarray(x, dtype=float)[..., 0])

    def population_grad(self, x: Array) -> Array:
        x = np.asarray(x, dtype=float)
        return _e1(x, (2 * self.p - 1) * np.sign(x[..., 0]))

    def smoothed_population_grad(self, x: Array, alpha: float) -> Array:
        x = np.asarray(x, dtype=float)
        return _e1(x, (2 * self.p - 1) * smoothed_abs_derivative(x[..., 0], alpha, self.d))

    def goldstein(self, x: Array, r: float) -> Array:
        return goldstein_norm_k2(x, r, self.p)

    def start(self, distance: float) -> Array:
        return distance * np.eye(self.d)[0]


@dataclass(frozen=True)
class Norm(_Kink):
    """K3: f(x; ξ) = ‖x‖ + ⟨ξ, x⟩, F(x) = ‖x‖; convex sanity check of the Goldstein estimator."""

    def _part_value(self, x: Array) -> Array:
        return np.linalg.norm(x, axis=-1)

    def _part_grad(self, x: Array) -> Array:
        norms = np.linalg.norm(x, axis=-1, keepdims=True)
        return np.where(norms > 0, x / np.where(norms > 0, norms, 1.0), 0.0)

    def goldstein(self, x: Array, r: float) -> Array:
        return goldstein_norm_k3(x, r)

    def start(self, distance: float) -> Array:
        return distance * np.eye(self.d)[0]


@dataclass(frozen=True)
class Ring(_Kink):
    """K4: f(x; ξ) = |‖x‖ − ρ| + ⟨ξ, x⟩: nonconvex, a Clarke-stationary local max at 0 and
    a sphere of minima ‖x‖ = ρ."""

    ring_radius: float = 1.0

    def __post_init__(self) -> None:
        super().__post_init__()
        _require_positive("ring_radius", self.ring_radius)

    def _part_value(self, x: Array) -> Array:
        return np.abs(np.linalg.norm(x, axis=-1) - self.ring_radius)

    def _part_grad(self, x: Array) -> Array:
        norms = np.linalg.norm(x, axis=-1, keepdims=True)
        unit = np.where(norms > 0, x / np.where(norms > 0, norms, 1.0), 0.0)
        return np.sign(norms - self.ring_radius) * unit

    def goldstein(self, x: Array, r: float) -> Array:
        return goldstein_norm_k4(x, r, self.ring_radius)

    def start(self, distance: float) -> Array:
        """x0 at distance ``distance`` outside the ring along e_1 (F(x0) − inf F = distance)."""
        return (self.ring_radius + distance) * np.eye(self.d)[0]


SPHERE_CHUNK = 4_000_000
"""Largest number of direction coordinates drawn at once by :meth:`SeparableKinks.sphere_difference_sum`."""


def separable_difference_sum(offsets: Array, directions: Array, alpha: float) -> Array:
    """Σ_j (Σ_k (|a_k + α y_jk| − |a_k − α y_jk|)/2) y_j for offsets a = x − ξ (d, points, 1) and unit directions
    y (d, points, k), coordinate first: shape (d, points). Multiplied by d/(2α)·2/√d = √d/α this is K5's sum of
    two-point differences, since f(x ± α y; ξ) = (1/√d) Σ_k |a_k ± α y_k|. The halves sgn(a) sgn(y) min(|a|, α|y|)
    are built in one array of the directions' shape (each operation in place), not one per operation."""
    halves = np.abs(directions)
    halves *= alpha
    np.minimum(halves, np.abs(offsets), out=halves)
    np.copysign(halves, directions, out=halves)
    halves *= np.sign(offsets)
    return np.einsum("pk,jpk->jp", halves.sum(axis=0), directions)


@dataclass(frozen=True)
class SeparableKinks:
    """K5: f(x; ξ) = (1/√d) Σ_j |x_j − ξ_j|, ξ ~ U[−1, 1]^d; 1-Lipschitz.

    On the box [−1, 1]^d, F(x) = (1/√d) Σ_j (x_j² + 1)/2, ∇F(x) = x/√d, and ‖∂̄_r F(x)‖ = (‖x‖ − r)₊/√d while
    B(x, r) stays in the box. The smoothed per-sample gradient is exact coordinate-wise:
    ∇_j f_α(x; ξ) = (2P(y_1 ≤ (x_j − ξ_j)/α) − 1)/√d, and so is ∇F̂_α of an empirical sample (KLT Sec. 4).
    """

    d: int

    def __post_init__(self) -> None:
        _require_dim(self.d)

    lipschitz = 1.0

    @property
    def xi_dim(self) -> int:
        return self.d

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> Array:
        return rng.uniform(-1.0, 1.0, (*shape, self.d))

    def value(self, x: Array, xi: Array) -> Array:
        return np.sum(np.abs(x - xi), axis=-1) / np.sqrt(self.d)

    def grad(self, x: Array, xi: Array) -> Array:
        return np.sign(x - xi) / np.sqrt(self.d)

    def smoothed_grad(self, x: Array, xi: Array, alpha: float) -> Array:
        return smoothed_abs_derivative(np.asarray(x, dtype=float) - xi, alpha, self.d) / np.sqrt(self.d)

    def sphere_difference_sum(self, x: Array, xi: Array, alpha: float, m: int, rng: np.random.Generator) -> Array:
        """Σ_{j ≤ m} (d/(2α)) (f(x + α y_j; ξ) − f(x − α y_j; ξ)) y_j for m independent y_j ~ Unif(S^{d−1}) (the
        sum of KLT eq. (4)); shape of the broadcast (..., d).

        The same law as the generic two-point estimator, computed coordinate-major: the directions are drawn as
        (d, points, k) so that the norms and the sum over coordinates run along whole rows, and the two absolute
        sums collapse to one by |a + b| − |a − b| = 2 sgn(a) sgn(b) min(|a|, |b|) with a = x − ξ, b = α y
        (:func:`separable_difference_sum`).
        """
        x, xi = np.asarray(x, dtype=float), np.asarray(xi, dtype=float)
        shape = np.broadcast_shapes(x.shape[:-1], xi.shape[:-1])
        offsets = np.ascontiguousarray(np.moveaxis(np.broadcast_to(x - xi, (*shape, self.d)), -1, 0))
        offsets = offsets.reshape(self.d, -1, 1)
        points = offsets.shape[1]
        total = np.zeros((self.d, points))
        step = max(1, SPHERE_CHUNK // (self.d * points))
        for lo in range(0, m, step):
            gauss = rng.standard_normal((self.d, points, min(step, m - lo)))
            gauss /= np.sqrt(np.einsum("i...,i...->...", gauss, gauss))
            total += separable_difference_sum(offsets, gauss, alpha)
        return np.moveaxis(total, 0, -1).reshape(*shape, self.d) * (np.sqrt(self.d) / alpha)

    def population_value(self, x: Array) -> Array:
        x = np.asarray(x, dtype=float)
        return np.sum(x * x + 1.0, axis=-1) / (2.0 * np.sqrt(self.d))

    def population_grad(self, x: Array) -> Array:
        """∇F(x) = x/√d inside the box (the only region the checks use)."""
        return np.asarray(x, dtype=float) / np.sqrt(self.d)

    def smoothed_population_grad(self, x: Array, alpha: float) -> Array:
        """∇F_α(x) = x/√d while B(x, α) stays in the box (the ball average of a linear map)."""
        return np.asarray(x, dtype=float) / np.sqrt(self.d)

    def empirical_smoothed_grad(self, x: Array, data: Array, alpha: float) -> Array:
        """∇F̂_α(x) = (1/n) Σ_i ∇f_α(x; ξ_i) for ``x`` (reps, d) and ``data`` (reps, n, d): shape (reps, d)."""
        out = np.zeros(np.asarray(x).shape)
        chunk = max(1, 2_000_000 // max(1, data.shape[-2] * self.d))
        for lo in range(0, x.shape[0], chunk):
            sl = slice(lo, lo + chunk)
            out[sl] = self.smoothed_grad(x[sl, None, :], data[sl], alpha).mean(axis=-2)
        return out

    def goldstein(self, x: Array, r: float) -> Array:
        return goldstein_norm_k5(x, r)

    def start(self, distance: float) -> Array:
        """x0 = distance·e_1/‖e_1‖ (the box requires distance + radius <= 1)."""
        return distance * np.eye(self.d)[0]

    def uniform_gradient_deviation(self, data: Array) -> Array:
        """sup_{x ∈ box} ‖∇F̂(x) − ∇F(x)‖ for datasets ``data`` (reps, n, d), exactly (KLT-Prop5.1, K5).

        Coordinate j of ∇F̂(x) − ∇F(x) is (2/√d)(F_n,j(x_j) − F_j(x_j)) with F_n,j the empirical CDF of ξ_ij and
        F_j that of U[−1, 1]; the supremum over the box separates over coordinates, so it is
        (2/√d)·‖(KS_1, ..., KS_d)‖ with KS_j the Kolmogorov–Smirnov distance of coordinate j. It bounds the
        generalization gap of the Goldstein measure at every point, hence at a data-dependent output.
        """
        data = np.asarray(data, dtype=float)
        if data.ndim != 3 or data.shape[-1] != self.d:
            raise ValueError(f"data must have shape (reps, n, d={self.d}), got {data.shape}")
        n = data.shape[1]
        cdf = (np.sort(data, axis=1) + 1.0) / 2.0
        ranks = np.arange(1, n + 1)[None, :, None]
        ks = np.maximum(np.max(ranks / n - cdf, axis=1), np.max(cdf - (ranks - 1) / n, axis=1))
        return 2.0 * np.linalg.norm(ks, axis=-1) / np.sqrt(self.d)


KinkInstance = SingleKink | RandomSignKink | Norm | Ring | SeparableKinks
