"""LT-Alg3 (Liu–Talwar, arXiv 2410.07502 v2, Sec. 3.2): private SpiderBoost with adaptive batches, the tree
mechanism and a frozen-Hessian saddle escape, over a single pass of i.i.d. data (oracles: LT-Alg4).

Per step t, for every run (vectorised over a leading axis of runs, each with its own control flow):

* checkpoint when drift ≥ κ or count ≥ τ: ∇_t = O1(x_t), H_t = O3(x_t), drift = count = 0 and a fresh tree
  (the tree restarts at every checkpoint; local index 1 is the O1 output); else
  b_t = ⌈max(c_t ‖g_{t−1}‖, 1)⌉, ∇_t = ∇_{t−1} + O2(x_t, x_{t−1}), H_t = H_{t−1} + O4(x_t, x_{t−1});
* ∇̃_t = ∇_t + TREE(local index) (:class:`simulations.privacy.tree.TreePrefixNoise`, restarted per segment);
* escape start when ‖∇̃_t‖ ≤ trigger and frozen_{t−1} ≤ 0: frozen_t = Γ, (g, H, x_a) = (∇̃_t, H_t, x_t), count += 1;
* g_t = g + H(x_t − x_a) + ξ_t while escaping (:func:`lt_escape.escape_direction`), else ∇̃_t;
  x_{t+1} = x_t − η g_t, drift += ‖g_t‖, frozen_{t+1} = frozen_t − 1;
* the escape ends when ‖x_{t+1} − x_a‖ ≥ Ξ (success) or frozen_{t+1} ≤ 0 (expired);
* the run stops when its unused data cannot pay the next batch (single pass) or at t = T; with
  ``stop_at_sosp`` it also stops at the first iterate with α*(x) ≤ success_factor · α on the exact F_P (the
  theorem's object is the output set {x_1, …, x_t}; the min over it is an oracle selection).

Errata applied: b_t uses ‖g_{t−1}‖ (printed ‖g_t‖); ∇̃_t on the checkpoint branch is the O1 output
plus the first tree node (undefined in the paper); the tree's NODE(t) is the binary-digit decomposition;
drift is Σ‖g_t‖ (Alg. 3 line 21, not the intro's Σ‖Δx‖²); the noise is fixed a priori (never the data-dependent
max of Lem 3.13), and every step's tree-increment sensitivity 2‖g_{t−1}‖/b_t is recorded and, with the adaptive
batch, checked against the a priori bound. Parameters: :mod:`simulations.papers.lt.algorithms.parameters`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from simulations.papers.lt.algorithms.escape import escape_direction
from simulations.papers.lt.algorithms.oracles import StreamOracles
from simulations.papers.lt.algorithms.parameters import LTParameters
from simulations.papers.lt.instances.base import LTInstance
from simulations.privacy.tree import TreePrefixNoise


@dataclass(frozen=True)
class Trace:
    """Recorded path of every run: the first ``coords`` coordinates of x_t and F(x_t) per step, and escape events."""

    x: np.ndarray
    """Shape (steps + 1, reps, coords)."""
    value: np.ndarray
    """Shape (steps + 1, reps)."""
    samples: np.ndarray
    """Samples used before each iterate, shape (steps + 1, reps)."""
    events: list[tuple[int, int, str]] = field(default_factory=list)
    """(step, run, kind) with kind in {"checkpoint", "refresh", "escape", "escaped", "expired"}."""


@dataclass(frozen=True)
class SpiderResult:
    """Per-run outcome of LT-Alg3 (all arrays have shape (reps,))."""

    found: np.ndarray
    samples_to_sosp: np.ndarray
    """Samples used when the first α-SOSP iterate was produced (nan if none)."""
    steps_to_sosp: np.ndarray
    samples: np.ndarray
    """Samples used in total."""
    steps: np.ndarray
    exhausted: np.ndarray
    """The run stopped because its unused data could not pay the next batch."""
    checkpoints: np.ndarray
    """O1/O3 checkpoints triggered by drift >= κ alone (the first one included)."""
    refreshes: np.ndarray
    """O1/O3 checkpoints with count >= τ (escape refreshes; drift may also be >= κ then)."""
    checkpoint_samples: np.ndarray
    escapes: np.ndarray
    escapes_succeeded: np.ndarray
    escapes_expired: np.ndarray
    max_gradient_error: np.ndarray
    """max_t ‖∇̃_t − ∇F(x_t)‖ (LT-Lem3.14)."""
    max_hessian_error: np.ndarray
    """max_t ‖H_t − ∇²F(x_t)‖ (LT-Lem3.14-H)."""
    max_increment_sensitivity: np.ndarray
    """max_t 2‖g_{t−1}‖/b_t, the replace-one sensitivity of the tree increments (checkpoints: 2G/b)."""
    min_sosp_error: np.ndarray
    """min α*(x) over the evaluated iterates (those with ‖∇F‖ <= success_factor α), inf if none."""
    trace: Trace | None = None


def spider_sosp(
    instance: LTInstance,
    params: LTParameters,
    reps: int,
    rng: np.random.Generator,
    *,
    n: float = math.inf,
    share_batches: bool = False,
    stop_at_sosp: bool = True,
    trace_coords: int = 0,
) -> SpiderResult:
    """Run LT-Alg3 on ``instance`` for ``reps`` independent runs from the instance's public start.

    ``n`` is the dataset size of each run (single pass: a run stops when its unused samples cannot pay the next batch;
    ``math.inf`` gives the unbounded stream of Lem 3.15); ``share_batches`` lets O1/O3 and O2/O4 share their batches
    (the paper leaves it open); ``stop_at_sosp`` stops a run at its first 2α-SOSP (else it runs to T);
    ``trace_coords`` > 0 records
    that many leading coordinates of every iterate, F, the samples used and the escape events (:class:`Trace`).
    """
    if instance.d != params.d:
        raise ValueError(f"instance dimension d={instance.d} differs from the parameters' d={params.d}")
    if isinstance(reps, bool) or not isinstance(reps, int) or reps < 1:
        raise ValueError(f"reps must be an integer >= 1, got reps={reps!r}")
    oracles = StreamOracles(instance, reps, rng, n=n, share_batches=share_batches)
    d = instance.d
    x = instance.start(reps)
    x_prev = x.copy()
    grad = instance.grad(x)
    grad_prev = grad.copy()
    noise = instance.noise
    cos, sin = noise.trig(x)
    cos_prev, sin_prev = cos.copy(), sin.copy()
    estimate = np.zeros((reps, d))
    hess_noise = np.zeros((reps, d))
    drift = np.full(reps, params.kappa)
    count = np.zeros(reps)
    frozen_last = np.ones(reps, dtype=int)
    escaping = np.zeros(reps, dtype=bool)
    x_anchor = np.zeros((reps, d))
    g_anchor = np.zeros((reps, d))
    hess_anchor = np.zeros((reps, d))
    step_norm = np.zeros(reps)
    trees: list[TreePrefixNoise | None] = [None] * reps

    active = np.ones(reps, dtype=bool)
    found = np.zeros(reps, dtype=bool)
    exhausted = np.zeros(reps, dtype=bool)
    samples_to_sosp = np.full(reps, np.nan)
    steps_to_sosp = np.full(reps, np.nan)
    steps = np.zeros(reps, dtype=int)
    checkpoints = np.zeros(reps, dtype=int)
    refreshes = np.zeros(reps, dtype=int)
    checkpoint_samples = np.zeros(reps)
    escapes = np.zeros(reps, dtype=int)
    succeeded = np.zeros(reps, dtype=int)
    expired = np.zeros(reps, dtype=int)
    max_grad_err = np.zeros(reps)
    max_hess_err = np.zeros(reps)
    max_sens = np.zeros(reps)
    min_sosp = np.full(reps, np.inf)
    threshold = params.success_factor * params.alpha

    trace_x: list[np.ndarray] = []
    trace_f: list[np.ndarray] = []
    trace_n: list[np.ndarray] = []
    events: list[tuple[int, int, str]] = []
    if trace_coords:
        trace_x.append(x[:, :trace_coords].copy())
        trace_f.append(instance.value(x))
        trace_n.append(oracles.used.copy())

    for t in range(params.T):
        if not active.any():
            break
        by_count = count >= params.tau
        fresh = active & ((drift >= params.kappa) | by_count)
        inc = active & ~fresh
        batch = np.where(fresh, float(params.b), params.batch(step_norm))
        broke = active & ~oracles.affordable(batch)
        if broke.any():
            exhausted |= broke
            active &= ~broke
            fresh &= ~broke
            inc &= ~broke
        oracles.charge(batch, active)
        checkpoint_samples += np.where(fresh, oracles.cost(batch), 0.0)
        checkpoints += fresh & ~by_count
        refreshes += fresh & by_count

        # (a) gradient and Hessian estimates
        if fresh.any():
            f = np.flatnonzero(fresh)
            estimate[f], hess_noise[f] = oracles.checkpoint(x[f], grad[f], batch[f], (cos[f], sin[f]))
            drift[f] = 0.0
            count[f] = 0
            max_sens[f] = np.maximum(max_sens[f], 2 * params.G / params.b)
            for r in f:
                trees[r] = TreePrefixNoise(d, params.sigma_tree, rng) if params.sigma_tree > 0 else None
                if trace_coords:
                    events.append((t, int(r), "refresh" if by_count[r] else "checkpoint"))
        if inc.any():
            i = np.flatnonzero(inc)
            delta_g, delta_h = oracles.increment(
                grad[i], grad_prev[i], batch[i], (cos[i], sin[i]), (cos_prev[i], sin_prev[i])
            )
            estimate[i] += delta_g
            hess_noise[i] += delta_h
            max_sens[i] = np.maximum(max_sens[i], 2 * step_norm[i] / batch[i])
        noisy = estimate.copy()
        if params.sigma_tree > 0:
            for r in np.flatnonzero(active):
                noisy[r] += trees[r].step()[0]
        err = np.linalg.norm(noisy - grad, axis=-1)
        max_grad_err = np.where(active, np.maximum(max_grad_err, err), max_grad_err)
        max_hess_err = np.where(active, np.maximum(max_hess_err, np.abs(hess_noise).max(axis=-1)), max_hess_err)

        # (b) saddle detection
        trigger = active & (np.linalg.norm(noisy, axis=-1) <= params.trigger) & (frozen_last <= 0)
        frozen_now = frozen_last - 1
        if trigger.any():
            frozen_now[trigger] = params.Gamma
            escaping |= trigger
            x_anchor[trigger] = x[trigger]
            g_anchor[trigger] = noisy[trigger]
            hess_anchor[trigger] = hess_noise[trigger]
            count += trigger
            escapes += trigger
            if trace_coords:
                events.extend((t, int(r), "escape") for r in np.flatnonzero(trigger))

        # (c) step
        g = noisy
        moving = escaping & active
        if moving.any():
            e = np.flatnonzero(moving)

            def frozen_hessian(v: np.ndarray, e: np.ndarray = e) -> np.ndarray:
                return instance.hvp(x_anchor[e], v) + hess_anchor[e] * v

            g[e] = escape_direction(g_anchor[e], frozen_hessian, x[e], x_anchor[e], params.sigma_escape, rng)
        x_new = np.where(active[:, None], x - params.eta * g, x)
        gnorm = np.linalg.norm(g, axis=-1)
        drift = np.where(active, drift + gnorm, drift)
        if moving.any():
            far = moving & (np.linalg.norm(x_new - x_anchor, axis=-1) >= params.Xi)
            late = moving & ~far & (frozen_now - 1 <= 0)
            succeeded += far
            expired += late
            escaping &= ~(far | late)
            if trace_coords:
                events.extend((t, int(r), "escaped") for r in np.flatnonzero(far))
                events.extend((t, int(r), "expired") for r in np.flatnonzero(late))
        frozen_last = np.where(active, frozen_now, frozen_last)
        step_norm = np.where(active, gnorm, step_norm)
        x_prev = np.where(active[:, None], x, x_prev)
        grad_prev = np.where(active[:, None], grad, grad_prev)
        if not noise.silent:
            cos_prev = np.where(active[:, None], cos, cos_prev)
            sin_prev = np.where(active[:, None], sin, sin_prev)
            cos, sin = noise.trig(x_new)
        x = x_new
        grad = instance.grad(x)
        steps += active

        # SOSP test on the new iterate (exact F_P)
        close = active & instance.sosp_screen(x, grad, threshold)
        if close.any():
            c = np.flatnonzero(close)
            err_star = instance.sosp_error(x[c])
            min_sosp[c] = np.minimum(min_sosp[c], err_star)
            hit = c[(err_star <= threshold) & ~found[c]]
            found[hit] = True
            samples_to_sosp[hit] = oracles.used[hit]
            steps_to_sosp[hit] = t + 1
            if stop_at_sosp:
                active[hit] = False
        if trace_coords:
            trace_x.append(x[:, :trace_coords].copy())
            trace_f.append(instance.value(x))
            trace_n.append(oracles.used.copy())

    if params.batch_rule == "adaptive" and np.any(max_sens > params.increment_sensitivity * (1 + 1e-9)):
        raise RuntimeError(
            f"tree-increment sensitivity {max_sens.max():.3g} exceeds the a priori bound "
            f"{params.increment_sensitivity:.3g} that the noise was calibrated for"
        )
    trace = Trace(np.stack(trace_x), np.stack(trace_f), np.stack(trace_n), events) if trace_coords else None
    return SpiderResult(
        found=found,
        samples_to_sosp=samples_to_sosp,
        steps_to_sosp=steps_to_sosp,
        samples=oracles.used.copy(),
        steps=steps,
        exhausted=exhausted,
        checkpoints=checkpoints,
        refreshes=refreshes,
        checkpoint_samples=checkpoint_samples,
        escapes=escapes,
        escapes_succeeded=succeeded,
        escapes_expired=expired,
        max_gradient_error=max_grad_err,
        max_hessian_error=max_hess_err,
        max_increment_sensitivity=max_sens,
        min_sosp_error=min_sosp,
        trace=trace,
    )
