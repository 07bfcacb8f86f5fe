"""Privacy bookkeeping shared by the MUABG algorithms (Algs 1-4 and the selection step of Thm 5).

The convention, stated once:

* **Neighbouring relation.** MUABG-Def2 calls S, S' neighbours when they differ in one data point, i.e. one
  example is *replaced*. The average of per-example L0-Lipschitz gradients then has l2-sensitivity
  ``2 L0 / n``, the average of per-example L1-smooth gradient differences between w and w' has sensitivity
  ``2 L1 ||w - w'|| / n``, and the norm of the average gradient (a scalar) has sensitivity ``2 L0 / n``
  (``relation="replace_one"``, the default). The paper's proofs use half of each (``L0 / n``; Lem 8, D.2):
  ``relation="paper"`` reproduces that reading.
* **Cost of one release.** A Gaussian release with sensitivity Delta and noise N(0, sigma^2 I) is
  ``Delta^2 / (2 sigma^2)``-zCDP (Bun and Steinke 2016, Prop 1.6) and costs add up under (fully adaptive)
  composition (BS16 Lem 2.3; Whitehouse et al. 2022, Thm 1, which MUABG-Thm3 uses for Alg 3). The paper's own
  charges omit the 1/2 in places (Alg 3 line 6 charges ``(L0 / (n sigma))^2``); the ledger below always records
  the exact cost from (Delta, sigma), never the printed charge.
* **Versions.** ``version="printed"`` uses the noise scales exactly as printed in the pseudo-code, whatever they
  cost. ``version="corrected"`` keeps the paper's split of the budget over queries (halved for Alg 1, whose
  printed charges add up to 2 rho) and calibrates every sigma from (Delta, charge) with :func:`sigma_for_cost`,
  so that the realised total is at most rho under the chosen relation (MUABG-Lem8).

Per-step budgets of the corrected versions (rho is the algorithm's budget):

=====================  ==============================================  ===========================================
algorithm              charge of one release                            total
=====================  ==============================================  ===========================================
Alg 1 (KL Spider)      restart rho/(2K); difference rho/(2 K T_k)       <= rho/2 + rho/2 (K restarts, <= T_k
                                                                        differences in phase k)
Alg 3 (adaptive GD)    norm query sqrt(rho)/n; gradient                 <= rho (loop while spent <= rho/2 -
                       min{L0^2 d lg/(n^2 N_t^2), rho/2}                sqrt(rho)/n; last round <= rho/2 + sqrt(rho)/n)
Alg 4 (subroutine)     rho_c/(T - 1) per step                           rho_c
Alg 2 (prox point)     rho/T per call of Alg 4                          rho
Thm 5 selection        exponential mechanism, epsilon = sqrt(rho)       rho/2 (MUABG-Lem14); Alg 3 + selection 3 rho/2
=====================  ==============================================  ===========================================

Every algorithm returns a :class:`PrivacyLedger`: the exact cost of every release it made, per repetition.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from simulations.metrics.validation import require_positive as positive

Relation = Literal["replace_one", "paper"]
Version = Literal["corrected", "printed"]

RELATIONS: tuple[str, ...] = ("replace_one", "paper")
VERSIONS: tuple[str, ...] = ("corrected", "printed")


def check_relation(relation: str) -> Relation:
    """``relation`` if it is a known neighbouring relation, else a ValueError naming the valid ones."""
    if relation not in RELATIONS:
        raise ValueError(f"relation must be one of {RELATIONS}, got relation={relation!r}")
    return relation  # type: ignore[return-value]


def check_version(version: str) -> Version:
    """``version`` if it is ``"corrected"`` or ``"printed"``, else a ValueError."""
    if version not in VERSIONS:
        raise ValueError(f"version must be one of {VERSIONS}, got version={version!r}")
    return version  # type: ignore[return-value]


def _factor(relation: str) -> float:
    return 2.0 if check_relation(relation) == "replace_one" else 1.0


def gradient_sensitivity(lipschitz: float, n: float, relation: Relation = "replace_one") -> float:
    """l2-sensitivity of the average gradient (or of its norm) of per-example ``lipschitz``-Lipschitz losses."""
    return _factor(relation) * positive("lipschitz", lipschitz) / positive("n", n)


def difference_sensitivity(
    smoothness: float, step: np.ndarray | float, n: float, relation: Relation = "replace_one"
) -> np.ndarray | float:
    """l2-sensitivity of the average gradient difference between two points ``step`` apart (MUABG-Lem8)."""
    return _factor(relation) * positive("smoothness", smoothness) * np.asarray(step) / positive("n", n)


def query_cost(sensitivity: np.ndarray | float, sigma: np.ndarray | float) -> np.ndarray:
    """zCDP cost ``sensitivity^2 / (2 sigma^2)`` of Gaussian releases (BS16 Prop 1.6), elementwise."""
    return np.asarray(sensitivity, dtype=float) ** 2 / (2.0 * np.asarray(sigma, dtype=float) ** 2)


def sigma_for_cost(sensitivity: np.ndarray | float, cost: np.ndarray | float) -> np.ndarray:
    """The noise scale at which a release of this sensitivity costs exactly ``cost`` (inverse of query_cost)."""
    return np.asarray(sensitivity, dtype=float) / np.sqrt(2.0 * np.asarray(cost, dtype=float))


@dataclass
class PrivacyLedger:
    """Exact zCDP costs of the releases of one run, per repetition and per kind of query.

    ``charge(kind, sensitivity, sigma, mask, count)`` records ``count`` Gaussian releases for the repetitions where
    ``mask`` is True; ``add`` records a non-Gaussian release by its cost. ``largest[kind]`` is the largest single
    cost of that kind and ``releases[kind]`` the (sensitivity, sigma) of that most expensive release, for the
    empirical audit of the per-step release.
    """

    reps: int
    totals: dict[str, np.ndarray] = field(default_factory=dict)
    counts: dict[str, np.ndarray] = field(default_factory=dict)
    largest: dict[str, np.ndarray] = field(default_factory=dict)
    releases: dict[str, tuple[float, float]] = field(default_factory=dict)

    def _record(self, kind: str, single: np.ndarray, mask: np.ndarray, count: int) -> np.ndarray:
        if kind not in self.totals:
            self.totals[kind] = np.zeros(self.reps)
            self.counts[kind] = np.zeros(self.reps, dtype=np.int64)
            self.largest[kind] = np.zeros(self.reps)
        cost = np.where(mask, single, 0.0)
        self.totals[kind] += count * cost
        self.counts[kind] += count * mask
        self.largest[kind] = np.maximum(self.largest[kind], cost)
        return count * cost

    def charge(
        self,
        kind: str,
        sensitivity: np.ndarray | float,
        sigma: np.ndarray | float,
        mask: np.ndarray | None = None,
        count: int = 1,
    ) -> np.ndarray:
        """Record ``count`` releases of each masked repetition; returns their cost per repetition."""
        sens = np.broadcast_to(np.asarray(sensitivity, dtype=float), (self.reps,))
        sig = np.broadcast_to(np.asarray(sigma, dtype=float), (self.reps,))
        used = np.ones(self.reps, dtype=bool) if mask is None else np.asarray(mask, dtype=bool)
        single = query_cost(sens, sig)
        if used.any():
            i = int(np.argmax(np.where(used, single, -1.0)))
            if kind not in self.releases or single[i] > query_cost(*self.releases[kind]):
                self.releases[kind] = (float(sens[i]), float(sig[i]))
        return self._record(kind, single, used, count)

    def add(self, kind: str, cost: np.ndarray | float, mask: np.ndarray | None = None) -> np.ndarray:
        """Record one non-Gaussian release (the exponential mechanism) by its zCDP cost."""
        single = np.broadcast_to(np.asarray(cost, dtype=float), (self.reps,))
        used = np.ones(self.reps, dtype=bool) if mask is None else np.asarray(mask, dtype=bool)
        return self._record(kind, single, used, 1)

    @property
    def total(self) -> np.ndarray:
        """Total zCDP cost per repetition (composition adds the costs)."""
        out = np.zeros(self.reps)
        for value in self.totals.values():
            out = out + value
        return out
