"""KLT-E23 (arXiv 2410.05880, Alg. 3 line 18 and Alg. 5 line 15): the tree noise of Alg. 1 is drawn once, and the
algorithms add TREE(sigma, Sigma)(t mod Sigma) at every one of their T >> Sigma oracle calls; nothing draws it
afresh per period. Read as printed, the release at the first step of period 2 carries the very noise of the first
step of period 1, so their difference is the difference of the two checkpoint gradients without any noise, and
replacing one sample of period 1 moves it deterministically. The control draws a fresh tree per period (the
correction), and the difference is as noisy as two tree releases."""

from __future__ import annotations

import numpy as np

from simulations.privacy.tree import TreePrefixNoise

NOISE = 1000.0  # a large tree noise: the leak does not depend on it
DRAWS = 1000


def _period_noises(rng: np.random.Generator, fresh_per_period: bool) -> tuple[np.ndarray, np.ndarray]:
    """The noise added at the first step of period 1 and of period 2 (in-period index 1 both times), ``DRAWS``
    independent runs, d = 1."""
    first = TreePrefixNoise(1, NOISE, rng, reps=DRAWS)
    noise_1 = first.step()
    if not fresh_per_period:
        return noise_1, noise_1  # TREE(sigma, Sigma) is one draw: index 1 of every period reads the same node sums
    return noise_1, TreePrefixNoise(1, NOISE, rng, reps=DRAWS).step()


def _released_difference(data: np.ndarray, fresh_per_period: bool, seed: int) -> np.ndarray:
    """g~_1 - g~_(Sigma+1) for linear losses f(x; xi) = xi x, whose checkpoint gradient at step 1 of a period is
    the mean of that period's checkpoint batch: ``data[0]`` for period 1, ``data[1]`` for period 2."""
    noise_1, noise_2 = _period_noises(np.random.default_rng(seed), fresh_per_period)
    return (data[0].mean() + noise_1[:, 0]) - (data[1].mean() + noise_2[:, 0])


def test_one_tree_for_every_period_releases_a_noiseless_difference_that_tells_neighbours_apart():
    data = np.array([[0.2, -0.4, 0.1, 0.3], [0.5, 0.1, -0.2, 0.4]])
    neighbour = data.copy()
    neighbour[0, 0] = -0.8  # replace one sample of period 1's checkpoint batch
    on_data = _released_difference(data, fresh_per_period=False, seed=1)
    on_neighbour = _released_difference(neighbour, fresh_per_period=False, seed=2)
    assert np.ptp(on_data) < 1e-9 and np.ptp(on_neighbour) < 1e-9  # no noise left, whatever NOISE is
    shift = (data[0, 0] - neighbour[0, 0]) / data.shape[1]
    assert np.allclose(on_data - on_neighbour, shift)
    threshold = (on_data[0] + on_neighbour[0]) / 2  # a test that is right on every draw: no (eps, delta < 1)-DP
    assert np.mean(on_data > threshold) == 1.0 and np.mean(on_neighbour > threshold) == 0.0


def test_control_a_fresh_tree_per_period_keeps_the_difference_noisy():
    data = np.array([[0.2, -0.4, 0.1, 0.3], [0.5, 0.1, -0.2, 0.4]])
    released = _released_difference(data, fresh_per_period=True, seed=3)
    # two independent single-node releases: standard deviation NOISE sqrt(2), within sampling error of 1000 draws
    assert abs(released.std() / (NOISE * np.sqrt(2)) - 1) < 0.1
