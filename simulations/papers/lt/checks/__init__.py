"""Rate checks of LT (Liu, Talwar: private second-order stationary points with adaptive batches; ids LT-*).

The paper has no experiments; every check is our design. The algorithms are LT-Alg3
with LT-Alg4's oracles (:mod:`simulations.papers.lt.algorithms.spider_sosp`) and LT-Alg2
(:mod:`simulations.papers.lt.algorithms.escape`), with the parameter recipes of
:mod:`simulations.papers.lt.algorithms.parameters` (printed and corrected, read from ``bounds``).

* Sample complexity. The algorithm's parameters are functions of the target α, so "accuracy reached with n samples"
  only reproduces the design formula; the content is the number of samples used until the first α-SOSP (α*(x) <= 2α
  on the exact F_P) on the α-scaled ramp, which forces the worst-case path of Lem 3.15. The theorem's α(n) is
  inverted term by term (:meth:`bounds.rate.Rate.invert`) to n(α): slope −2 in α (private term), −3 (non-private),
  +1/2 in d and −1 in ε; the quick checks read LT-Rem3.18 (Thm 3.17 with B, G, M, ρ = O(1)), the paper-scale ones
  all nine terms of LT-Thm3.17. The runs are (ε, δ)-DP: noise calibrated through zCDP, with the polylog that
  γ = O~(α) hides made explicit (γ = α/K, K ≈ 60 at δ = 1e-6, constant over a sweep as the tree horizon is fixed).
* Accuracy (LT-Lem3.14): max_t ‖∇̃_t − ∇F(x_t)‖ scales like α (slope +1; bounded ratio to α).
* Escape (LT-Thm3.4, LT-Lem3.9): Alg. 2 alone at a cubic saddle with (γ, √(ργ)/4)-accurate (g, H): steps to move
  Ξ scale like γ^{−1/2}, the decrease F(x0) − F(y) like γ^{3/2}.
* Privacy (LT-Lem3.14-priv): the replace-one gap of the O2 release, measured on explicit neighbouring batches, is
  flat in the step length ‖x_t − x_{t−1}‖ with the adaptive b_t (the noise is fixed a priori, so the sensitivity must
  not grow with the step); :func:`o2_release_audits` and :func:`tree_audits` audit the tree release with the
  engine's threshold audit (:func:`simulations.privacy.audit_mechanism`).
* The escape-cost finding: on the saddle chain, the printed τ = α^{3/2}/(M√ρ) < 1 makes every escape
  refresh O1/O3; :func:`escape_cost_finding` measures printed against corrected (τ = Γ) and the gap.
* Negative controls (must fail): a fixed batch sized for the worst step in place of b_t (samples slope −3 instead of
  −2), and a fixed batch sized for a reference step (sensitivity grows like the step, slope +1 instead of 0; the audit
  of :func:`o2_release_audits` then exceeds ε). The tree with a level of nodes left without noise fails the audit
  (:func:`tree_audits`).
* Baselines (through ``bounds``): :func:`baseline_exponents` inverts Ganesh et al.'s claimed 3/7 rate and Tao et al.'s
  2/5 rate to their sample exponents in α (−7/3 and −5/2), which the measured private slope is compared with.

One module per concern (measures, check definitions, findings, baselines, audit); the catalog functions and
the names other modules use are re-exported here.
"""

from __future__ import annotations

from simulations.papers.lt.checks.baselines import baseline_exponents
from simulations.papers.lt.checks.definitions import (
    CHAIN,
    CHAIN_ALPHAS_FULL,
    CHAIN_D_FULL,
    CHAIN_TRIGGER,
    checks,
    full_checks,
    negative_controls,
)
from simulations.papers.lt.checks.escape_cost_finding import EscapeCostFinding, escape_cost_finding
from simulations.papers.lt.checks.measures import chain_run
from simulations.papers.lt.checks.tree_audit import o2_release_audits, tree_audits

__all__ = [
    "CHAIN",
    "CHAIN_ALPHAS_FULL",
    "CHAIN_D_FULL",
    "CHAIN_TRIGGER",
    "EscapeCostFinding",
    "baseline_exponents",
    "chain_run",
    "checks",
    "escape_cost_finding",
    "full_checks",
    "negative_controls",
    "o2_release_audits",
    "tree_audits",
]
