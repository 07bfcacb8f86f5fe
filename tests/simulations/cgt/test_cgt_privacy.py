"""CGT privacy: the tree's exact noise variance (Lem 4.3), Cor 4.5's calibration against the exact GDP conversion
(the classical implication fails at epsilon = 16, notes T28), and the engine's empirical audit on one step of Alg 1,
DP-MEMF and DP-SRG-MEMF (its second step, where the canary enters through an SRG difference), with broken variants
that the audit must catch: Alg 1 without its clip, Algs 2-3 with the printed noise (no clip/B scale, erratum T17)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import pytest

from simulations.papers.cgt.algorithms.accelerated_srgd import accelerated_dp_srgd
from simulations.papers.cgt.algorithms.dp_memf import dp_memf
from simulations.papers.cgt.algorithms.dp_srg_memf import dp_srg_memf
from simulations.papers.cgt.algorithms.parameters import alg1_parameters, tree_privacy
from simulations.papers.cgt.algorithms.softmax import SoftmaxData
from simulations.privacy import (
    TreePrefixNoise,
    audit_mechanism,
    classical_calibration_report,
    gdp_delta,
    gdp_epsilon,
    max_node_memberships,
    tree_factorization,
    zcdp_rho_for_dp,
    zcdp_to_dp_closed_form,
)

DELTA = 1e-5
TRIALS = 20_000


def popcount(t: int) -> int:
    return bin(t).count("1")


def test_tree_prefix_noise_variance_is_popcount():
    steps, reps, sigma = 64, 40_000, 1.5
    tree = TreePrefixNoise(1, sigma, np.random.default_rng(0), reps)
    noise = np.stack([tree.step()[:, 0] for _ in range(steps)])
    ratio = noise.var(axis=1) / (sigma**2 * np.array([popcount(t) for t in range(1, steps + 1)]))
    assert np.all(np.abs(ratio - 1) < 0.04)
    _, decoder, _ = tree_factorization(steps)
    assert np.array_equal(np.diag(decoder @ decoder.T), [popcount(t) for t in range(1, steps + 1)])


@pytest.mark.parametrize("epsilon", [0.5, 1.0, 2.0, 4.0, 8.0])
def test_cor45_calibration_holds_for_moderate_epsilon(epsilon):
    report = classical_calibration_report(epsilon, DELTA / 2)
    assert report.mu == pytest.approx(epsilon / np.sqrt(2 * np.log(2.5 / DELTA)))
    assert report.holds


def test_cor45_calibration_fails_at_epsilon_16():
    """mu = 16/sqrt(2 ln(2.5/delta))-GDP is not (16, delta/2)-DP: the exact delta is about 1.66e-4 >> 5e-6."""
    report = classical_calibration_report(16.0, DELTA / 2)
    assert not report.holds
    assert report.true_delta == pytest.approx(1.66e-4, rel=0.01)
    # Alg 1 with Lem 4.3's node count and Cor 4.5's mu (T a power of two: sqrt(1 + log2 T) = sqrt(bit_length T),
    # so the tree is exactly that mu-GDP): it misses (16, delta/2); the exact calibration meets (16, delta).
    lemma = alg1_parameters(2**16, 10, 1.0, 0.0, 2.0, 16.0, DELTA, calibration="lemma")
    assert lemma.steps == 256
    assert tree_privacy(lemma).exact_delta > 10 * DELTA
    exact = alg1_parameters(2**16, 10, 1.0, 0.0, 2.0, 16.0, DELTA)
    assert tree_privacy(exact).exact_delta == pytest.approx(DELTA, rel=1e-6)


def test_paper_zcdp_conversion_for_figure1():
    """rho from epsilon = rho + 2 sqrt(rho ln(1/delta)) (CGT-Fact5): noise multipliers 52.66 and 2.720."""
    for epsilon, multiplier in ((0.1, 52.66), (2.0, 2.720)):
        rho = zcdp_rho_for_dp(epsilon, 1e-6)
        assert zcdp_to_dp_closed_form(rho, 1e-6) == pytest.approx(epsilon, rel=1e-12)
        assert 1 / np.sqrt(2 * rho) == pytest.approx(multiplier, abs=5e-3)


# ==== audits of one step ===========================================================================================
@dataclass(frozen=True)
class FixedGradients:
    """A fixed batch of linear losses f(x; v) = <v, x>: the per-example gradient is v (shape (B, d))."""

    vectors: np.ndarray

    def sample(self, rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
        return np.broadcast_to(self.vectors, (shape[0], *self.vectors.shape))

    def per_example_grad(self, x: np.ndarray, batch: np.ndarray) -> np.ndarray:
        return batch


def _alg1_audit(clip_active: bool, canary_norm: float) -> tuple[float, float]:
    """Audit Alg 1 run for one step (n = B = 256, T = 1): the tree is then one Gaussian release of Delta_0."""
    params = alg1_parameters(256, 1, 1.0, 0.0, 2.0, 2.0, DELTA, batch=256)
    if not clip_active:
        params = replace(params, clip=1e9)
    vectors = np.zeros((256, 1))
    vectors[0, 0] = canary_norm
    neighbour = vectors.copy()
    neighbour[0] = 0.0

    def mechanism(data: np.ndarray, trials: int, rng: np.random.Generator) -> np.ndarray:
        seq = np.random.SeedSequence(int(rng.integers(2**63)))
        return -accelerated_dp_srgd(FixedGradients(data), params, seq, trials).y[:, 0]

    audit = audit_mechanism(mechanism, vectors, neighbour, TRIALS, np.random.default_rng(1), DELTA)
    return audit.epsilon_lower_bound, params.epsilon


def test_audit_alg1_one_step():
    lower, claimed = _alg1_audit(clip_active=True, canary_norm=20.0)
    assert lower <= claimed
    lower, claimed = _alg1_audit(clip_active=False, canary_norm=20.0)
    assert lower > claimed, "without the clip a canary of norm 5A breaks the calibration, and the audit shows it"


def _softmax_pair(batches: int, canary_batch: int) -> tuple[SoftmaxData, SoftmaxData, np.ndarray]:
    """B = 20 examples per batch with features on coordinates 0, 1; one canary (label 0) with feature 1000 on
    coordinate 2 in batch ``canary_batch``; its zero-out neighbour has an all-zero feature row."""
    rng = np.random.default_rng(0)
    n = 20 * batches
    features = np.zeros((n, 3))
    features[:, :2] = rng.random((n, 2))
    labels = rng.integers(0, 3, n)
    index = 20 * canary_batch
    labels[index] = 0
    features[index] = [0.0, 0.0, 1000.0]
    absent = features.copy()
    absent[index] = 0.0
    direction = np.array([1 / 3 - 1, 1 / 3, 1 / 3])
    make = lambda x: SoftmaxData.from_arrays(x, labels, 3, bias=False)  # noqa: E731
    return make(features), make(absent), direction / np.linalg.norm(direction)


def _mf_audit(algorithm: str, printed: bool) -> tuple[float, float]:
    noise_multiplier = 2.0
    claimed = gdp_epsilon(1.0 / noise_multiplier, DELTA)
    clip = 400.0  # clip/B = 20: the printed noise (without clip/B, T17) is 20 times too small
    if algorithm == "DP-MEMF":
        present, absent, u = _softmax_pair(1, 0)

        def run(data, trials, seq):
            return dp_memf(data, np.eye(1), 1, 20, 1.0, clip, noise_multiplier, seq, trials, 0.0, printed).weights

    else:
        present, absent, u = _softmax_pair(2, 1)
        lr = 1e-6  # x_1 ~ x_0, so the canary's SRG difference points along -u at the audited second step

        def run(data, trials, seq):
            return (
                dp_srg_memf(data, np.eye(2), 1, 20, lr, clip, noise_multiplier, seq, trials, 0.5, 0.0, printed).weights
                / lr
            )

    def mechanism(data: SoftmaxData, trials: int, rng: np.random.Generator) -> np.ndarray:
        weights = run(data, trials, np.random.SeedSequence(int(rng.integers(2**63))))
        return -(weights[2] * u).sum(axis=1)

    audit = audit_mechanism(mechanism, present, absent, TRIALS, np.random.default_rng(2), DELTA)
    return audit.epsilon_lower_bound, claimed


@pytest.mark.parametrize("algorithm", ["DP-MEMF", "DP-SRG-MEMF"])
def test_audit_matrix_factorization_one_step(algorithm):
    lower, claimed = _mf_audit(algorithm, printed=False)
    assert lower <= claimed
    lower, claimed = _mf_audit(algorithm, printed=True)
    assert lower > claimed, "the printed noise (no clip/B scale, erratum T17) is too small: the audit catches it"


def test_tree_node_count_and_exact_delta():
    params = alg1_parameters(10**6, 1024, 1.0, 0.0, 2.0, 0.1, DELTA)
    privacy = tree_privacy(params)
    assert privacy.mu == pytest.approx(
        params.node_sensitivity * np.sqrt(max_node_memberships(1000)) / params.sigma_delta
    )
    assert gdp_delta(privacy.mu, 0.1) == pytest.approx(DELTA, rel=1e-6)
