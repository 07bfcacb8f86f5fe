import dp_accounting
import numpy as np
import pytest

from simulations.privacy import tree


def popcount(t):
    return bin(t).count("1")


def test_node_set_is_the_dyadic_decomposition():
    assert tree.node_set(7) == [(1, 4), (5, 6), (7, 7)]
    assert tree.node_set(8) == [(1, 8)]
    for t in range(1, 300):
        nodes = tree.node_set(t)
        assert len(nodes) == popcount(t)
        covered = [leaf for u, v in nodes for leaf in range(u, v + 1)]
        assert covered == list(range(1, t + 1))


def printed_noise_variance(horizon, version):
    """Per-coordinate variance of TREE(t) = sum of the unit node noises of the printed NODE(t)."""
    return np.array([len(tree.printed_node_set(t, horizon, version)) for t in range(1, horizon + 1)])


def test_printed_v1_node_set_is_empty_so_no_noise_is_added():
    for horizon in (8, 13, 1000):
        assert all(tree.printed_node_set(t, horizon, "v1") == [] for t in range(1, horizon + 1))
        assert not printed_noise_variance(horizon, "v1").any()


def test_printed_v2_node_set_misses_the_last_leaf_and_invents_nodes():
    assert tree.printed_node_set(8, 8, "v2") == [(1, 4), (5, 6), (7, 7)]
    covered = {leaf for u, v in tree.printed_node_set(8, 8, "v2") for leaf in range(u, v + 1)}
    assert covered == set(range(1, 8))  # leaf 8 is missing: the release is not the prefix sum
    family = tree.printed_node_family(1000)
    assert max(v - u + 1 for u, v in family) == 256
    assert tree.printed_node_set(1000, 1000, "v2")[0] == (1, 512)
    outside = [t for t in range(1, 1001) if any(n not in family for n in tree.printed_node_set(t, 1000, "v2"))]
    assert len(outside) == 489  # KLT notes §3.1


@pytest.mark.parametrize("horizon", [1, 2, 7, 8, 13, 64, 100])
def test_tree_factorization(horizon):
    nodes, decoder, strategy = tree.tree_factorization(horizon)
    assert len(nodes) == horizon
    assert np.array_equal(decoder @ strategy, np.tril(np.ones((horizon, horizon))))
    assert np.array_equal(np.diag(decoder @ decoder.T), [popcount(t) for t in range(1, horizon + 1)])
    for t in range(1, horizon + 1):
        assert sorted(nodes[n] for n in np.flatnonzero(decoder[t - 1])) == sorted(tree.node_set(t))
    assert strategy.sum(axis=0).max() == tree.max_node_memberships(horizon) == horizon.bit_length()


def test_streaming_nodes_and_exact_covariance():
    """Membership matrix of the nodes the mechanism actually sums: its Gram matrix is the exact prefix-noise
    covariance for unit node noise, with diagonal popcount(t)."""
    horizon = 100
    mechanism = tree.TreePrefixNoise(dim=1, sigma=1.0, rng=np.random.default_rng(0))
    used = []
    for t in range(1, horizon + 1):
        mechanism.step()
        assert mechanism.t == t
        assert list(mechanism.live_nodes) == tree.node_set(t)
        assert len(mechanism.live_nodes) <= horizon.bit_length()
        used.append(mechanism.live_nodes)
    all_nodes = sorted({node for nodes in used for node in nodes}, key=lambda n: (n[1], n[0]))
    column = {node: i for i, node in enumerate(all_nodes)}
    membership = np.zeros((horizon, len(all_nodes)))
    for t, nodes in enumerate(used):
        membership[t, [column[n] for n in nodes]] = 1.0
    covariance = membership @ membership.T
    assert np.array_equal(np.diag(covariance), [popcount(t) for t in range(1, horizon + 1)])
    _, decoder, _ = tree.tree_factorization(horizon)
    assert np.array_equal(covariance, decoder @ decoder.T)


def test_streaming_noise_statistics():
    horizon, reps, dim, sigma = 16, 4000, 8, 1.5
    mechanism = tree.TreePrefixNoise(dim=dim, sigma=sigma, rng=np.random.default_rng(1), reps=reps)
    noise = np.stack([mechanism.step() for _ in range(horizon)], axis=1)  # (reps, T, dim)
    assert noise.shape == (reps, horizon, dim)
    samples = noise.transpose(0, 2, 1).reshape(reps * dim, horizon)
    variance = samples.var(axis=0)
    expected = sigma**2 * np.array([popcount(t) for t in range(1, horizon + 1)])
    np.testing.assert_allclose(variance, expected, rtol=0.05)
    _, decoder, _ = tree.tree_factorization(horizon)
    np.testing.assert_allclose(np.cov(samples, rowvar=False), sigma**2 * decoder @ decoder.T, atol=0.15 * sigma**2)
    assert abs(samples.mean()) < 0.02 * sigma


def test_same_seed_same_noise():
    def run(seed):
        mechanism = tree.TreePrefixNoise(dim=3, sigma=1.0, rng=np.random.default_rng(seed), reps=2)
        return np.stack([mechanism.step() for _ in range(20)])

    assert np.array_equal(run(5), run(5))
    assert not np.array_equal(run(5), run(6))


def test_tree_zcdp_matches_dp_accounting_tree_event():
    horizon, multiplier, delta = 1000, 5.0, 1e-5
    accountant = dp_accounting.rdp.RdpAccountant(neighboring_relation=dp_accounting.NeighboringRelation.REPLACE_SPECIAL)
    accountant.compose(dp_accounting.SingleEpochTreeAggregationDpEvent(multiplier, horizon))
    zcdp = dp_accounting.rdp.RdpAccountant()
    zcdp.compose(dp_accounting.ZCDpEvent(tree.tree_zcdp_rho(horizon, multiplier)))
    assert zcdp.get_epsilon(delta) == pytest.approx(accountant.get_epsilon(delta), rel=1e-12)


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: tree.node_set(0), "t"),
        (lambda: tree.node_set(2.5), "t"),
        (lambda: tree.printed_node_set(9, 8, "v2"), "t"),
        (lambda: tree.printed_node_set(3, 8, "v3"), "version"),
        (lambda: tree.tree_factorization(0), "horizon"),
        (lambda: tree.TreePrefixNoise(dim=0, sigma=1.0, rng=np.random.default_rng()), "dim"),
        (lambda: tree.TreePrefixNoise(dim=2, sigma=-1.0, rng=np.random.default_rng()), "sigma"),
        (lambda: tree.TreePrefixNoise(dim=2, sigma=1.0, rng=0), "rng"),
        (lambda: tree.tree_zcdp_rho(10, 0.0), "noise_multiplier"),
    ],
)
def test_invalid_input_names_the_parameter(call, name):
    with pytest.raises(ValueError, match=name):
        call()
