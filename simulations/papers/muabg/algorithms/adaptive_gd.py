"""MUABG Alg 3 (adaptive noisy GD, no knowledge of gamma or kappa) and the selection step of MUABG-Thm5.

Paper: Menart, Ullah, Arora, Bassily, Guzman, v1 (``arXiv:2311.13447v1``), Algorithm 3, with the
privacy proof D.2 (MUABG-Thm3) and the stationarity result MUABG-Thm5. Pseudo-code, per round t:

1. N_t = ||grad F(w_t)|| + b-hat_t with a *scalar* b-hat_t ~ N(0, sigma-hat^2), sigma-hat = L0/(sqrt(n) rho^(1/4))
   (an erratum: the paper writes N(0, I_d sigma-hat^2)).
2. sigma_t = max{N_t / sqrt(d lg), 2 L0 / (n sqrt(rho))}, lg = log(n sqrt(rho) / beta); N_t <= 0 takes the floor
   (an erratum).
3. w_{t+1} = w_t - (1 / (2 L1)) (grad F(w_t) + N(0, sigma_t^2 I_d)).
4. rho_t = min{L0^2 d lg / (n^2 N_t^2), rho/2} + sqrt(rho)/n; stop once sum_{j <= t} rho_j > rho/2 (an erratum:
   the printed sum is over rho_t).

Versions (see :mod:`simulations.papers.muabg.algorithms.common` for the convention):

* ``"printed"``: the noise scales as printed and the printed stopping rule. The ledger records their true cost,
  which under the replace-one relation is twice the printed charges, and whose last round can exceed rho/2
  (an erratum: the printed floor costs rho/4 in the paper's own convention, so "sigma_t at the floor => stop" of
  Lem 10/11 is not guaranteed).
* ``"corrected"``: the printed charges are kept as the budget split and every sigma is calibrated from
  (sensitivity, charge): the norm query costs exactly sqrt(rho)/n, the gradient exactly
  min{L0^2 d lg/(n^2 N_t^2), rho/2}, and the loop runs while the spent budget is <= rho/2 - sqrt(rho)/n, so the
  total is <= rho (and a round at the floor always ends the run).

The iterate is any state of :mod:`simulations.papers.muabg.algorithms.states` (direct points, or the exact radial
reduction); ``d`` is the model dimension used by the noise scales, independent of how the state is simulated.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simulations.papers.muabg.algorithms.common import (
    PrivacyLedger,
    Relation,
    Version,
    check_relation,
    check_version,
    gradient_sensitivity,
    positive,
    sigma_for_cost,
)
from simulations.papers.muabg.algorithms.states import DirectState, RadialState

State = DirectState | RadialState


@dataclass
class AdaptiveGDResult:
    """Outcome of one vectorised run of Alg 3.

    ``rounds[i]`` is the number of rounds of repetition i (iterates w_0 .. w_rounds are released);
    ``grad_norms`` (max rounds + 1, reps) holds ||grad F(w_t)|| of every released iterate (NaN after the end);
    ``floor_rounds[i]`` counts the rounds whose gradient noise was at the floor.
    """

    state: State
    rounds: np.ndarray
    grad_norms: np.ndarray
    floor_rounds: np.ndarray
    ledger: PrivacyLedger
    lg: float


def log_factor(n: float, rho: float, beta: float) -> float:
    """lg = log(n sqrt(rho) / beta) of Alg 3 (must be positive)."""
    lg = float(np.log(positive("n", n) * np.sqrt(positive("rho", rho)) / positive("beta", beta)))
    if lg <= 0:
        raise ValueError(f"log(n sqrt(rho)/beta) must be > 0, got n={n}, rho={rho}, beta={beta} (lg={lg:.3g})")
    return lg


def adaptive_noisy_gd(
    state: State,
    *,
    n: float,
    d: float,
    rho: float,
    beta: float,
    L0: float,
    L1: float,
    rng: np.random.Generator,
    version: Version = "corrected",
    relation: Relation = "replace_one",
    max_rounds: int = 10_000_000,
) -> AdaptiveGDResult:
    """Run MUABG Alg 3 on all repetitions of ``state`` at once (the state is updated in place and returned)."""
    version, relation = check_version(version), check_relation(relation)
    n, d, rho, L0, L1 = (positive(k, v) for k, v in (("n", n), ("d", d), ("rho", rho), ("L0", L0), ("L1", L1)))
    lg = log_factor(n, rho, beta)
    eta = 1.0 / (2.0 * L1)
    reps = state.reps
    ledger = PrivacyLedger(reps)
    sens = gradient_sensitivity(L0, n, relation)
    norm_charge = np.sqrt(rho) / n
    floor_sigma = 2.0 * L0 / (n * np.sqrt(rho))
    if version == "printed":
        sigma_hat = L0 / (np.sqrt(n) * rho**0.25)
        threshold = rho / 2.0
    else:
        sigma_hat = float(sigma_for_cost(sens, norm_charge))
        threshold = rho / 2.0 - norm_charge
    spent = np.zeros(reps)
    active = np.ones(reps, dtype=bool)
    rounds = np.zeros(reps, dtype=np.int64)
    floor_rounds = np.zeros(reps, dtype=np.int64)
    norms = [state.grad_norm()]
    for _ in range(max_rounds):
        true_norm = norms[-1]
        noisy_norm = true_norm + sigma_hat * rng.standard_normal(reps)
        ledger.charge("norm query", sens, sigma_hat, active)
        positive_norm = np.maximum(noisy_norm, 0.0)
        adaptive = np.divide(L0**2 * d * lg, n**2 * positive_norm**2, out=np.full(reps, np.inf), where=noisy_norm > 0)
        charge = np.minimum(adaptive, rho / 2.0)
        if version == "printed":
            sigma = np.maximum(positive_norm / np.sqrt(d * lg), floor_sigma)
            at_floor = sigma <= floor_sigma
        else:
            sigma = sigma_for_cost(sens, charge)
            at_floor = charge >= rho / 2.0
        ledger.charge("gradient", sens, sigma, active)
        state.noisy_step(eta, sigma, rng, active)
        spent += np.where(active, charge + norm_charge, 0.0)
        rounds += active
        floor_rounds += active & at_floor
        norms.append(np.where(active, state.grad_norm(), np.nan))
        active &= spent <= threshold
        if not active.any():
            break
    else:
        raise RuntimeError(f"Alg 3 did not exhaust its budget within max_rounds={max_rounds}")
    return AdaptiveGDResult(state, rounds, np.stack(norms), floor_rounds, ledger, lg)


def select_iterate(
    result: AdaptiveGDResult,
    *,
    n: float,
    rho: float,
    L0: float,
    rng: np.random.Generator,
    version: Version = "corrected",
    relation: Relation = "replace_one",
) -> tuple[np.ndarray, np.ndarray]:
    """MUABG-Thm5's exponential mechanism over the released iterates w_0 .. w_T of each repetition.

    P(t) is proportional to exp(-s ||grad F(w_t)||). Printed: s = n sqrt(rho)/(2 L0), i.e. epsilon = 2 Delta s =
    sqrt(rho) for Delta = L0/n (rho/2-zCDP by MUABG-Lem14) but 2 sqrt(rho) (2 rho-zCDP) under replace-one.
    Corrected: s = sqrt(rho)/(2 Delta), so epsilon = sqrt(rho) and the cost is rho/2 under either relation.
    Returns the selected index and ||grad F|| there, per repetition (Gumbel-max sampling, all at once).
    """
    version, relation = check_version(version), check_relation(relation)
    sens = gradient_sensitivity(L0, n, relation)
    if version == "printed":
        scale = n * np.sqrt(positive("rho", rho)) / (2.0 * positive("L0", L0))
    else:
        scale = np.sqrt(positive("rho", rho)) / (2.0 * sens)
    epsilon = 2.0 * sens * scale
    norms = result.grad_norms
    valid = np.isfinite(norms)
    gumbel = rng.gumbel(size=norms.shape)
    logits = np.where(valid, -scale * np.where(valid, norms, 0.0) + gumbel, -np.inf)
    index = np.argmax(logits, axis=0)
    result.ledger.add("selection", epsilon**2 / 2.0)
    return index, norms[index, np.arange(norms.shape[1])]
