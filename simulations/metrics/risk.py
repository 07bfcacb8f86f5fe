"""Excess risk and gradient norm of outputs w of shape (..., d), typically a leading axis of seeds.

* Excess empirical risk F_S(w) − min F_S (MUABG Sec. 2, the ERM target F(w; S) − F(w*; S); also KLT-Thm4.1's
  ERM objective F̂^D).
* Excess population risk F(w) − F(x*) with x* ∈ argmin F (CGT Sec. 1, "Problem definition": the DP-SCO target
  E[F(x_out)] − F(x*)). Use the exact population objective; a Monte-Carlo estimate adds a noise floor of order
  1/√N_holdout.
* Gradient norm ‖∇F(w)‖ (LT-Def1.1, α-FOSP: ‖∇F(x)‖ ≤ α; the right side of the KL condition, MUABG-Def1).

Objectives map points (k, d) to values (k,). Excess risks are returned as computed: a negative value means the
given minimum is not the minimum, and is not clamped to 0.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from numpy.typing import ArrayLike, NDArray

from simulations.metrics.validation import as_point_batch, call_on_points

ObjectiveFn = Callable[[NDArray[np.float64]], ArrayLike]
"""An objective on a batch: points of shape (k, d) to values of shape (k,)."""


def _values(objective: ObjectiveFn, name: str, w: ArrayLike, param: str) -> NDArray[np.float64]:
    """``objective`` at the points ``w`` (..., d), shape (...)."""
    flat, lead_shape = as_point_batch(param, w)
    return call_on_points(objective, name, flat, ()).reshape(lead_shape)


def _minus(values: NDArray[np.float64], reference: ArrayLike, param: str) -> NDArray[np.float64]:
    """``values`` − ``reference``, with ``reference`` finite and broadcastable to the shape of ``values``."""
    ref = np.asarray(reference, dtype=float)
    if not np.all(np.isfinite(ref)):
        raise ValueError(f"{param} must be finite, got {reference!r}")
    try:
        return values - np.broadcast_to(ref, values.shape)
    except ValueError:
        raise ValueError(
            f"{param} must be a scalar or broadcastable to the batch shape {values.shape}, got shape {ref.shape}"
        ) from None


def excess_empirical_risk(
    empirical_objective: ObjectiveFn,
    w: ArrayLike,
    *,
    minimum: ArrayLike | None = None,
    minimiser: ArrayLike | None = None,
) -> NDArray[np.float64]:
    """F_S(w) − min F_S for outputs ``w`` (..., d), shape (...) (MUABG Sec. 2: F(w; S) − F(w*; S)).

    Give exactly one of ``minimum`` (min F_S, a scalar or an array broadcastable to (...)) and ``minimiser``
    (a point of shape (d,), or one per output with the shape of ``w``, at which ``empirical_objective`` is
    evaluated). An objective with one dataset per seed evaluates row i of its input on dataset i; pass one
    minimiser per output in that case.
    """
    if (minimum is None) == (minimiser is None):
        given = "neither" if minimum is None else "both"
        raise ValueError(f"exactly one of minimum and minimiser must be given, got {given}")
    values = _values(empirical_objective, "empirical_objective", w, "w")
    if minimiser is None:
        return _minus(values, minimum, "minimum")
    d = np.shape(w)[-1]
    if np.ndim(minimiser) == 0 or np.shape(minimiser)[-1] != d:
        raise ValueError(f"minimiser must have shape (d,) or (..., d) with d = {d}, got shape {np.shape(minimiser)}")
    return _minus(values, _values(empirical_objective, "empirical_objective", minimiser, "minimiser"), "minimiser")


def excess_population_risk(
    population_objective: ObjectiveFn, w: ArrayLike, optimum_value: ArrayLike
) -> NDArray[np.float64]:
    """F(w) − F(x*) for outputs ``w`` (..., d), shape (...) (CGT Sec. 1, excess population risk).

    ``population_objective`` is the exact population objective F and ``optimum_value`` = min F (a scalar or an
    array broadcastable to (...)).
    """
    return _minus(_values(population_objective, "population_objective", w, "w"), optimum_value, "optimum_value")


def gradient_norm(grad_fn: Callable[[NDArray[np.float64]], ArrayLike], w: ArrayLike) -> NDArray[np.float64]:
    """‖∇F(w)‖ for points ``w`` (..., d), shape (...) (LT-Def1.1: w is an α-FOSP iff ‖∇F(w)‖ ≤ α).

    ``grad_fn`` maps points (k, d) to gradients (k, d).
    """
    flat, lead_shape = as_point_batch("w", w)
    gradients = call_on_points(grad_fn, "grad_fn", flat, (flat.shape[1],))
    return np.linalg.norm(gradients, axis=1).reshape(lead_shape)
