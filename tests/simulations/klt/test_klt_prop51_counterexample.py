"""KLT Prop 5.1 (arXiv:2410.05880v2, Sec. 5) is false for Lipschitz non-smooth losses (erratum KLT-E17): on the
cell-ramp loss the empirical loss has an alpha-Goldstein stationary point at the centre for every n, while the
population's Goldstein norm there is L/2: a gap that does not shrink with n, where Prop 5.1 bounds it by
O~(L sqrt(d log(R/zeta)/n))."""

from __future__ import annotations

import numpy as np

from simulations.papers.klt.instances.cell_ramps import goldstein_norms


def test_the_gap_between_population_and_empirical_stationarity_does_not_shrink_with_n():
    gaps = []
    for n in (4, 8, 10):
        # 10 * 2^n cells in the window: the chance that none has all n signs -1 is (1 - 2^-n)^(10 * 2^n) < e^-10,
        # so at most a 1% share of the 200 draws may miss (a tolerance far above e^-10, far below a coin flip)
        empirical, population = goldstein_norms(n, 10 * 2**n, lipschitz=1.0, seeds=200)
        assert population == 0.5 and np.mean(empirical == 0.0) >= 0.99
        gaps.append(population - float(np.median(empirical)))
    assert gaps == [0.5, 0.5, 0.5]  # Prop 5.1's slack falls by sqrt(10/4) = 1.58 over the same sweep


def test_negative_control_one_cell_leaves_the_empirical_loss_non_stationary():
    """With one cell in the window the empirical slope is zero only when all n signs are -1 (chance 2^-n): the
    many cells of the construction, not the estimator, produce the stationary point."""
    empirical, _ = goldstein_norms(10, 1, lipschitz=1.0, seeds=200)
    assert np.mean(empirical == 0.0) <= 0.02
