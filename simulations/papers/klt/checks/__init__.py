"""Rate checks of Kornowski, Liu, Talwar (KLT, arXiv 2410.05880; v2 ``arXiv:2410.05880v2``, v1
``arXiv:2410.05880v1``).

Lemma level (clean exponents):

* tree noise E‖TREE(t)‖² = popcount(t) d σ² (KLT-Prop2.5(var)): slopes 2 in σ and 1 in d;
* checkpoint variance of Alg. 3 vs B1 (KLT-Lem3.6 (I)): slope −1. v1's eq. (9) writes the root of this variance as
  L/B1, i.e. a variance ∝ B1^−2; the simulation follows −1 (tested against both in the test suite);
* variance-reduction drift of Alg. 5 at the kink of K2 (KLT-Lem6.5 term L² d D² Σ/(α² B2), identical in Lem 3.6):
  +1 in d, +2 in D, the estimator part removed exactly (its variance (1 − g²)/m is known on K2);
* zero-order estimator deviation (KLT-Lem3.4, eq. (11)): −1/2 in m; in d the measured slope is +1/2, not the
  +1 of the paper's bound L d √(log/m) (a documented finding: the bound uses ‖estimator‖ <= L d instead of the
  O(L² d) second moment), so that check is expected to fail;
* first-order estimator deviation (KLT-Lem6.3): −1/2 in m;
* smoothness of the smoothed kink (KLT-Fact2.3(iii)): +1/2 in d, −1 in α, by common-random-number finite
  differences of Alg. 5's estimator (the exact constant 2Γ(d/2 + 1)/(√π Γ((d + 1)/2) α) is tested separately);
* sensitivity under neighbouring batches (replace one sample, same smoothing points elsewhere): Alg. 5 checkpoint
  floor −1 in B1 and increment floor +1 in D (KLT-Lem6.3), Alg. 3 increment −1/2 in m below the floor
  (KLT-Lem3.4).

End to end, single pass (Alg. 2 + Alg. 5, KLT-Thm6.1 = Thm 3.1's rate; the display KLT-Thm3.1-display gives β(n)):
on K1 the measured E‖∂̄_{2α}F(x_out)‖ is the travel term Φ/(DT), so its slopes are those of the
D schedule: −1/3 in the non-private window, −1/2 in the private window (n < Φd²/(Lαε³)), −1/2 in ε there, for
both the v1 and the v2 schedule. The runs use the variance-sufficient m and the theorem's own σ (constants and
logs 1): they carry the utility claim only; each schedule's ``privacy`` field says so, with the ε' the noise buys.
The private window is pre-asymptotic at small n (the tree noise, of the order of β, slows the travel by a factor
1 + O(β)), so its slope checks run at paper scale (``full``), and the default suite checks it one-sidedly
(β <= C × bound with C calibrated once at the first point). v1's schedule on K2 in its non-private window:
β flat in ε (T1' has no ε), although the corrected analysis charges it L/√Σ with Σ -> 1.

Multi-pass (Alg. 2 + Alg. 4 on K5, unit-corrected D and T of KLT-Thm4.1, printed σ1, σ2 and m): the oracle error
G0 over one period has slopes −1 in n (the sensitivities of KLT-Lem4.3), −1 in ε and +3/4 in d (G0 ∝
d^(3/4)/(ε n) at fixed D, T, so the n at which G0 = β scales like KLT-Thm4.1's d^(3/4)/ε). Generalization (K5):
sup_x ‖∇F̂ − ∇F‖, which bounds the Goldstein gap at any output, has slope −1/2 in n (KLT-Prop5.1).

Negative controls (must fail): the printed Unif(B_α) directions of Alg. 3 line 12 (the deviation stops decreasing
with m), the printed Unif(S^{d−1}) points of eq. (10) (same for the first-order estimator), a clip radius frozen at
the smallest n (β ∝ 1/n instead of n^(−1/3)), and multi-pass noise not scaled with 1/n (G0 flat in n).

One-sided checks (``reference="bound"``: β <= C × the display's bound, C calibrated once at the first point):
``bound_checks()``, part of ``checks()`` (private window of both versions in n and ε, v1 on K2 at Σ = 1), and
``full_bound_checks()``, part of ``full_checks()`` (v1 and v2 on K2, and v2 on robust ReLU regression (K6)
measured with the Frank-Wolfe Goldstein estimator).

One module per concern (measures by section, check definitions, bound checks, the catalog); the catalog
functions and the names other modules use are re-exported here.
"""

from __future__ import annotations

from simulations.papers.klt.checks.catalog import checks, full_checks, negative_controls
from simulations.papers.klt.checks.definitions import DRIFT
from simulations.papers.klt.checks.single_pass_measures import measure_relu_beta, relu_gap

__all__ = [
    "DRIFT",
    "checks",
    "full_checks",
    "measure_relu_beta",
    "negative_controls",
    "relu_gap",
]
