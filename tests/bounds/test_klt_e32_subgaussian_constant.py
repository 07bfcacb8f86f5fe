"""KLT-E32 made numerical: eq. (16) of arXiv 2410.05880 v2 (Sec. 7.4, proof of Lemma 6.3) states

    Pr[||grad~f(z_t; xi) - grad f_alpha(z_t; xi)|| <= L sqrt(log(8 d B2/delta))/sqrt(m)] >= 1 - delta/(8 B2)

"by a standard sub-Gaussian bound (Theorem C.2)", for the first-order estimator of Sec. 6,
grad~f(x; xi) = (1/m) sum_j grad f(x + alpha y_j; xi) with y_j uniform on the unit sphere. Theorem C.2 carries an
absolute constant c, and each summand's deviation has norm up to 2L; the display sets the product to 1.

Instance meeting the lemma's hypotheses: d = 1, f(x; xi) = L|x| (L-Lipschitz), z_t = 0. The sphere in d = 1 is
{-1, +1}, so grad f(alpha y_j) = L y_j are independent signs and grad f_alpha(0) = 0 (f_alpha is even); the deviation
is L |2K - m|/m with K ~ Binomial(m, 1/2). Its tail is computed exactly.
"""

from __future__ import annotations

import math

from scipy.stats import binom

L, M, B2, DELTA, D = 1.0, 1000, 1, 1e-6, 1
CLAIMED = DELTA / (8 * B2)


def exceeds(threshold: float) -> float:
    """Pr[L |2K - m|/m > threshold], K ~ Binomial(m, 1/2), exactly."""
    high = math.floor(M * (1 + threshold / L) / 2)  # 2K - m > m t/L  <=>  K > m (1 + t/L)/2
    low = math.ceil(M * (1 - threshold / L) / 2)  # 2K - m < -m t/L  <=>  K < m (1 - t/L)/2
    return float(binom.sf(high, M, 0.5) + binom.cdf(low - 1, M, 0.5))


def test_the_printed_threshold_fails_far_more_often_than_claimed():
    printed = L * math.sqrt(math.log(8 * D * B2 / DELTA)) / math.sqrt(M)
    failure = exceeds(printed)
    assert 5.7e-5 < failure < 5.9e-5  # the erratum's 5.8e-5
    assert failure > 460 * CLAIMED


def test_the_corrected_threshold_holds_with_hoeffdings_constant():
    """The correction c L sqrt(log(16 d B2/delta))/sqrt(m) with c = sqrt(2): Hoeffding for m independent terms in
    [-L, L] gives Pr[|mean| >= t] <= 2 exp(-m t^2/(2 L^2)) = delta/(8 B2) at exactly this t."""
    corrected = math.sqrt(2) * L * math.sqrt(math.log(16 * D * B2 / DELTA)) / math.sqrt(M)
    assert exceeds(corrected) <= CLAIMED
