"""Parameters of Accelerated-DP-SRGD (CGT Alg 1) from ``bounds``, its privacy calibration, and the numeric
right-hand side of CGT-Thm4.7.

Everything here is read from the symbolic layer (``bounds.papers.cgt.statements``; arXiv 2406.02716 v1) and evaluated:
the settings of CGT-Thm4.10 with its corrections (the batch bound, ``Theorem.corrected()``),
Q = 8L + 16MD, the clip A = Q/2 = 4L + 8MD of Cor 4.5's proof, beta = M + Q n^(3/2)/(D B^2), T = n/B, and the
per-step error terms E1..E5 of Lem 4.8 / Thm 4.7 (E3 in Lemma 4.8's sqrt(t+1) form).

Calibration of the tree noise (std of one tree node on the Delta scale, i.e. on prefix sums of the batch-averaged
SRG differences, whose zero-out sensitivity is A/B):

* ``"exact"`` (default): each Delta_i lies in ``max_node_memberships(T) = bit_length(T)`` tree nodes, so the whole
  tree is one Gaussian mechanism with sensitivity (A/B) sqrt(bit_length(T)); sigma is the exact analytic-Gaussian
  calibration (Balle and Wang 2018) for (epsilon, delta). With the per-example clip always on, Alg 1 is then
  exactly (epsilon, delta)-DP for any loss and any d (Cor 4.5's "implementation advice").
* ``"lemma"``: Lem 4.3's sigma = C sqrt(1 + ceil(log2 T))/mu with Cor 4.5's mu = epsilon/sqrt(2 ln(2.5/delta)).
* ``"paper"``: Cor 4.5's printed sigma (Thm 4.10's ``sigma_b``) times beta (it is stated on the b_t scale).

The paper's implication "mu = epsilon/sqrt(2 ln(2.5/delta))-GDP => (epsilon, delta/2)-DP" fails for large epsilon;
:func:`tree_privacy` reports the exact delta of any calibration.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Literal

import numpy as np
import sympy as sp

from bounds import registry
from bounds import symbols as sym
from bounds.papers.cgt import statements as cgt_bounds
from bounds.papers.cgt import symbols as cgt_sym
from simulations.metrics.validation import require_int_at_least, require_positive
from simulations.privacy.calibration import gaussian_sigma, gdp_delta
from simulations.privacy.tree import max_node_memberships

Calibration = Literal["exact", "lemma", "paper"]
CALIBRATIONS = ("exact", "lemma", "paper")


def _settings() -> dict[sp.Symbol, sp.Expr]:
    """CGT-Thm4.10's settings with the corrections of the bounds module."""
    return dict(registry.get("CGT-Thm4.10").corrected().parameters)


def _number(expr: sp.Expr, values: dict[sp.Symbol, float]) -> float:
    return float(sp.sympify(expr).subs(values))


@dataclass(frozen=True)
class Alg1Parameters:
    """The numeric settings of one run of Alg 1 (CGT-Thm4.10, corrected batch bound).

    ``sigma_delta`` is the std of one tree node on the Delta scale; the privacy noise of Alg 1 is then
    b_t = -(prefix noise)/beta on the parameter scale. ``sigma_delta = 0`` is the non-private run.
    """

    n: int
    dim: int
    batch: int
    steps: int
    beta: float
    q_bound: float
    clip: float
    sigma_delta: float
    lipschitz: float
    smoothness: float
    diameter: float
    epsilon: float
    delta: float
    calibration: str

    @property
    def radius(self) -> float:
        """Radius of the ball C (its diameter is D = 2R)."""
        return self.diameter / 2.0

    @property
    def node_sensitivity(self) -> float:
        """Zero-out l2 sensitivity of one batch-averaged SRG difference Delta_t: the clip over B."""
        return self.clip / self.batch

    def with_sigma(self, sigma_delta: float) -> Alg1Parameters:
        """The same settings with another tree-node noise (0 = non-private; used by negative controls)."""
        return replace(self, sigma_delta=float(sigma_delta))


def alg1_parameters(
    n: int,
    dim: int,
    lipschitz: float,
    smoothness: float,
    diameter: float,
    epsilon: float,
    delta: float,
    calibration: Calibration = "exact",
    batch: int | None = None,
    private: bool = True,
) -> Alg1Parameters:
    """Alg 1's parameters from CGT-Thm4.10 (corrected) for n examples in dimension ``dim``.

    B = floor(min(sqrt(n), B_priv)) unless ``batch`` is given (B_priv is infinite for M = 0), T = floor(n/B),
    Q = 8L + 16MD, clip A = 4L + 8MD, beta = M + Q n^(3/2)/(D B^2); the tree noise follows ``calibration`` (see the
    module docstring). ``private=False`` gives the same run without noise (sigma_delta = 0).
    """
    n = require_int_at_least("n", n, 4)
    dim = require_int_at_least("dim", dim, 1)
    lipschitz = require_positive("lipschitz", lipschitz)
    if not (math.isfinite(smoothness) and smoothness >= 0):
        raise ValueError(f"smoothness must be a finite number >= 0, got {smoothness!r}")
    diameter = require_positive("diameter", diameter)
    epsilon = require_positive("epsilon", epsilon)
    if not 0 < delta < 1:
        raise ValueError(f"delta must lie in (0, 1), got {delta!r}")
    if calibration not in CALIBRATIONS:
        raise ValueError(f"calibration must be one of {CALIBRATIONS}, got {calibration!r}")
    settings = _settings()
    values = {sym.n: n, sym.d: dim, sym.L: lipschitz, cgt_sym.D_C: diameter, sym.epsilon: epsilon, sym.delta: delta}
    if batch is None:
        if smoothness > 0:
            b_priv = _number(cgt_bounds.B_PRIV, {**values, sym.M: smoothness})
            batch = min(math.isqrt(n), math.floor(b_priv))
        else:
            batch = math.isqrt(n)
    batch = require_int_at_least("batch", batch, 1)
    if batch > n:
        raise ValueError(f"batch must lie in [1, n={n}], got batch={batch}")
    values.update({sym.M: smoothness, sym.B: batch})
    q_bound = _number(settings[cgt_sym.Q], values)
    beta = _number(settings[cgt_sym.beta_a], values)
    steps = n // batch
    clip = q_bound / 2.0
    params = Alg1Parameters(
        n=n,
        dim=dim,
        batch=batch,
        steps=steps,
        beta=beta,
        q_bound=q_bound,
        clip=clip,
        sigma_delta=0.0,
        lipschitz=lipschitz,
        smoothness=smoothness,
        diameter=diameter,
        epsilon=epsilon,
        delta=delta,
        calibration=calibration,
    )
    if not private:
        return params
    return params.with_sigma(tree_sigma(params, calibration))


def tree_sigma(params: Alg1Parameters, calibration: Calibration) -> float:
    """Std of one tree node on the Delta scale under ``calibration`` (module docstring)."""
    sensitivity = params.node_sensitivity
    if calibration == "exact":
        return gaussian_sigma(params.epsilon, params.delta, sensitivity * math.sqrt(max_node_memberships(params.steps)))
    if calibration == "lemma":
        mu = params.epsilon / math.sqrt(2.0 * math.log(2.5 / params.delta))
        return sensitivity * math.sqrt(1 + math.ceil(math.log2(params.steps))) / mu
    if calibration == "paper":
        values = {
            sym.L: params.lipschitz,
            sym.M: params.smoothness,
            cgt_sym.D_C: params.diameter,
            sym.epsilon: params.epsilon,
            sym.delta: params.delta,
            sym.B: params.batch,
            cgt_sym.beta_a: params.beta,
            sym.T: params.steps,
        }
        return _number(cgt_bounds.SIGMA_PRINTED, values) * params.beta
    raise ValueError(f"calibration must be one of {CALIBRATIONS}, got {calibration!r}")


def increment_sigma(params: Alg1Parameters) -> float:
    """Std of independent noise on each Delta_t (DP-SGD's noise) at the same (epsilon, delta): every example
    changes one Delta_t by at most A/B, so the T noisy increments are one Gaussian mechanism of sensitivity A/B
    (exact analytic calibration). The prefix noise is then a random walk of std sigma sqrt(t) instead of the
    tree's sigma_tree sqrt(popcount(t))."""
    return gaussian_sigma(params.epsilon, params.delta, params.node_sensitivity)


@dataclass(frozen=True)
class TreePrivacy:
    """The Gaussian-DP parameter of the whole tree release and its exact delta at the target epsilon."""

    mu: float
    epsilon: float
    exact_delta: float
    target_delta: float

    @property
    def holds(self) -> bool:
        return self.exact_delta <= self.target_delta * (1 + 1e-9)


def tree_privacy(params: Alg1Parameters) -> TreePrivacy:
    """mu = (A/B) sqrt(bit_length(T))/sigma of the clipped Alg 1 (all T node releases together, zero-out
    neighbours) and the exact delta(epsilon) of mu-GDP (Dong, Roth and Su 2019, Cor 2.13)."""
    if params.sigma_delta <= 0:
        raise ValueError("tree_privacy needs a private run (sigma_delta > 0)")
    mu = params.node_sensitivity * math.sqrt(max_node_memberships(params.steps)) / params.sigma_delta
    return TreePrivacy(mu, params.epsilon, gdp_delta(mu, params.epsilon), params.delta)


# ==== CGT-Thm4.7's right-hand side, evaluated on a run ==========================================================
def _per_step_terms():
    s = next(x for x in cgt_bounds.ETA_SUM.free_symbols if x.name == "s")
    args = (s, cgt_sym.Q, sym.L, sym.B, cgt_sym.beta_a, cgt_sym.b_max, cgt_sym.D_C)
    return {k: sp.lambdify(args, e, "numpy") for k, e in cgt_bounds.E_TERMS.items()}


_TERMS = _per_step_terms()


def thm47_terms(params: Alg1Parameters, b_norms: np.ndarray, q_bound: float | None = None) -> dict[str, np.ndarray]:
    """CGT-Thm4.7's six terms at eta_t = t + 1 for realised noise norms ``b_norms`` (shape (..., T)).

    (1/eta_{0:T-1}) sum_{t<T} eta_{0:t} E_k(t) for k = 1..5 with ||b_t|| in place of b_max, and
    E6 = 2 beta D^2/eta_{0:T-1}: the exact constants of the proof (the printed 1/eta_{0:T} and
    beta D^2/eta_{0:T} are smaller). ``q_bound`` defaults to 2A, the a.s. bound on a centred per-example SRG
    difference when every difference has norm <= A (the clip).
    """
    b = np.asarray(b_norms, dtype=float)
    steps = b.shape[-1]
    if steps < 1:
        raise ValueError(f"b_norms must have at least one step, got shape {b.shape}")
    q = 2.0 * params.clip if q_bound is None else require_positive("q_bound", q_bound)
    t1 = np.arange(1, steps + 1, dtype=float)  # s = t + 1
    eta_sum = t1 * (t1 + 1) / 2.0
    norm = steps * (steps + 1) / 2.0  # eta_{0:T-1}
    out = {}
    for k, fn in _TERMS.items():
        per_step = np.broadcast_to(fn(t1, q, params.lipschitz, params.batch, params.beta, b, params.diameter), b.shape)
        out[k] = (eta_sum * per_step).sum(axis=-1) / norm
    out["E6"] = np.full(b.shape[:-1], 2.0 * params.beta * params.diameter**2 / norm)
    return out


def thm47_rhs(params: Alg1Parameters, b_norms: np.ndarray, q_bound: float | None = None) -> np.ndarray:
    """The sum of :func:`thm47_terms`: CGT-Thm4.7's bound on E[F(y_T)] - F(x*) given the noise."""
    return sum(thm47_terms(params, b_norms, q_bound).values())
