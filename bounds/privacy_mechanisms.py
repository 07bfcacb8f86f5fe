"""The releases a privacy claim composes, one class per mechanism, each with its per-release guarantee in closed form.

Every release adds noise to a function of the data whose sensitivity follows from the neighbouring relation: a sum of
per-example contributions of norm at most B divided by m changes by B/m when one example is added or removed and by
2B/m when one is replaced (unless the statement assumes a sensitivity bound outright, ``given_sensitivity``).

* :class:`GaussianRelease` (and :func:`tree_aggregation`): Gaussian noise on an l2-sensitive quantity; zCDP
  (Bun and Steinke 2016, arXiv 1605.02065).
* :class:`LaplaceRelease`: Laplace noise of scale b on an l1-sensitive quantity, Delta_1/b-DP (Dwork and Roth 2014,
  Thm 3.6).
* :class:`ExponentialMechanism` and :class:`ReportNoisyMax`: selection of one candidate by a score of sensitivity
  Delta; 2 Delta/t-DP, or Delta/t-DP when the scores move in one direction (Dwork and Roth 2014, Sec. 3.3-3.4).

Poisson subsampling of a pure epsilon-DP release is closed form (:func:`poisson_amplified`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import sympy as sp

Relation = Literal["add/remove", "replace-one"]
Mechanism = Literal["gaussian", "tree aggregation", "matrix factorization"]
NoiseDistribution = Literal["laplace", "gumbel"]

RELATIONS: tuple[Relation, ...] = ("add/remove", "replace-one")
MECHANISMS: tuple[Mechanism, ...] = ("gaussian", "tree aggregation", "matrix factorization")
NOISE_DISTRIBUTIONS: tuple[NoiseDistribution, ...] = ("laplace", "gumbel")


def relation_sensitivity(bound: sp.Expr, normalisation: sp.Expr, relation: Relation, given: bool) -> sp.Expr:
    """The sensitivity of a sum of per-example contributions of norm at most ``bound`` divided by ``normalisation``:
    bound/m under add/remove, 2 bound/m under replace-one (the replaced example leaves and another enters); with
    ``given`` the bound is the sensitivity the statement assumes under its own relation, which does not change."""
    factor = 2 if relation == "replace-one" and not given else 1
    return factor * bound / normalisation


def poisson_amplified(epsilon: sp.Expr, rate: sp.Expr, delta: sp.Expr = sp.S.Zero) -> tuple[sp.Expr, sp.Expr]:
    """An (epsilon, delta)-DP mechanism run on a Poisson subsample of rate q is (log(1 + q (e^epsilon - 1)),
    q delta)-DP under add/remove neighbours (Balle, Barthe, Gaboardi 2018, arXiv 1807.01647, Poisson subsampling;
    tight for pure DP)."""
    return sp.log(1 + rate * (sp.exp(epsilon) - 1)), rate * delta


@dataclass(frozen=True)
class Release:
    """What every release declares: its ``label``, the ``noise`` scale, the per-example bound ``per_example`` and the
    ``normalisation`` its sum is divided by (from which the sensitivity follows, :func:`relation_sensitivity`), how
    many such releases one example takes part in (``participations``), the sensitivity the paper prints, if it prints
    one (``stated_sensitivity``), and whether the statement assumes a sensitivity bound instead
    (``given_sensitivity``: ``per_example`` is then the sensitivity under whichever relation its neighbouring means)."""

    label: str
    noise: sp.Expr
    per_example: sp.Expr
    normalisation: sp.Expr = sp.Integer(1)
    participations: sp.Expr = sp.Integer(1)
    stated_sensitivity: sp.Expr | None = None
    given_sensitivity: bool = False

    def sensitivity(self, relation: Relation) -> sp.Expr:
        """The sensitivity under ``relation`` (:func:`relation_sensitivity`)."""
        return relation_sensitivity(self.per_example, self.normalisation, relation, self.given_sensitivity)


@dataclass(frozen=True)
class GaussianRelease(Release):
    """One kind of Gaussian release of an algorithm: noise N(0, ``noise``^2 I) added to a sum of per-example
    contributions of norm at most ``per_example``, divided by ``normalisation``; one example takes part in
    ``participations`` such releases (T for full-batch steps, 1 for one pass over disjoint batches).
    ``stated_sensitivity`` is the sensitivity the paper prints, if it prints one.

    ``mechanism`` says how the noise is correlated: ``"gaussian"`` (independent per release), ``"tree
    aggregation"`` or ``"matrix factorization"`` (one Gaussian release of a strategy matrix times the stream, whose
    l2 sensitivity is the per-example one times ``strategy_sensitivity``: the largest column norm over an
    example's participation pattern for a factorization, the square root of the number of tree nodes one
    contribution enters for a tree). With ``given_sensitivity`` the statement assumes a sensitivity bound
    (``per_example`` is the sensitivity under whichever relation its neighbouring means), so it does not change with
    the relation."""

    mechanism: Mechanism = "gaussian"
    strategy_sensitivity: sp.Expr = sp.Integer(1)

    def __post_init__(self) -> None:
        if self.mechanism not in MECHANISMS:
            raise ValueError(f"mechanism must be one of {', '.join(MECHANISMS)}; got {self.mechanism!r}")
        if self.mechanism == "gaussian" and self.strategy_sensitivity != 1:
            raise ValueError("strategy_sensitivity is for tree aggregation and matrix factorization only")

    def sensitivity(self, relation: Relation) -> sp.Expr:
        """The l2 sensitivity under ``relation``: B/m for add/remove, 2B/m for replace-one (times the strategy's
        sensitivity for correlated noise)."""
        return relation_sensitivity(
            self.per_example * self.strategy_sensitivity, self.normalisation, relation, self.given_sensitivity
        )


def tree_aggregation(label: str, noise: sp.Expr, sensitivity: sp.Expr, leaves: sp.Expr) -> GaussianRelease:
    """The binary-tree mechanism over ``leaves`` increments, each of sensitivity at most ``sensitivity`` (assumed,
    as the tree propositions state it): neighbouring data change one increment, which lies in one node per level,
    log2(leaves) + 1 Gaussian node releases of noise ``noise`` (Dwork et al. 2010; Chan, Shi, Song 2011)."""
    return GaussianRelease(
        label,
        noise,
        sensitivity,
        mechanism="tree aggregation",
        strategy_sensitivity=sp.sqrt(sp.log(leaves) / sp.log(2) + 1),
        given_sensitivity=True,
    )


@dataclass(frozen=True)
class PureRelease(Release):
    """One kind of release that is pure epsilon-DP: noise of scale ``noise`` on a function of the data whose
    sensitivity follows from the per-example bound ``per_example`` and the ``normalisation``
    (:func:`relation_sensitivity`); one example takes part in ``participations`` such releases. ``stated_sensitivity``
    and ``given_sensitivity`` are those of :class:`Release`. Subclasses name the mechanism."""

    def epsilon(self, relation: Relation) -> sp.Expr:
        """epsilon of one release: Delta/b, the largest privacy loss of noise of scale b on a Delta-sensitive value."""
        return self.sensitivity(relation) / self.noise


@dataclass(frozen=True)
class LaplaceRelease(PureRelease):
    """Laplace noise Lap(``noise``) on each coordinate of a sum of per-example contributions of l1 norm at most
    ``per_example`` divided by ``normalisation``: Delta_1/b-DP (Dwork and Roth 2014, Thm 3.6)."""

    @property
    def mechanism(self) -> str:
        return "laplace"


@dataclass(frozen=True)
class SelectionRelease(PureRelease):
    """A release of one candidate chosen by noisy scores u(x, r), each a sum of per-example contributions of magnitude
    at most ``per_example`` divided by ``normalisation``. It is 2 Delta/b-DP, and Delta/b-DP when ``monotone`` (between
    neighbours every score moves in the same direction)."""

    monotone: bool = False

    def epsilon(self, relation: Relation) -> sp.Expr:
        """epsilon of one selection: 2 Delta/b, or Delta/b for monotone scores."""
        return (1 if self.monotone else 2) * super().epsilon(relation)


@dataclass(frozen=True)
class ExponentialMechanism(SelectionRelease):
    """The exponential mechanism: candidate r is drawn with probability proportional to exp(u(x, r)/t), t = ``noise``
    (the usual exp(epsilon u/(2 Delta)) has t = 2 Delta/epsilon): 2 Delta/t-DP, Delta/t-DP for monotone scores
    (Dwork and Roth 2014, Thm 3.10 and the remark after it)."""

    @property
    def mechanism(self) -> str:
        return "exponential"


@dataclass(frozen=True)
class ReportNoisyMax(SelectionRelease):
    """Report-noisy-max: the candidate of largest score plus independent noise of scale b = ``noise``, Laplace or
    Gumbel (``noise_distribution``); only the winner is released. With Laplace noise it is 2 Delta/b-DP, Delta/b-DP
    for monotone scores (Dwork and Roth 2014, Claim 3.9 for counting queries; its proof gives the factor 2 when
    scores move both ways); with Gumbel noise it is the exponential mechanism of temperature b (the Gumbel-max
    identity, Dwork and Roth 2014, Sec. 3.4), with the same epsilon."""

    noise_distribution: NoiseDistribution = "laplace"

    def __post_init__(self) -> None:
        if self.noise_distribution not in NOISE_DISTRIBUTIONS:
            raise ValueError(
                f"noise_distribution must be one of {', '.join(NOISE_DISTRIBUTIONS)}; got {self.noise_distribution!r}"
            )

    @property
    def mechanism(self) -> str:
        return f"report noisy max ({self.noise_distribution})"


Release = GaussianRelease | PureRelease
"""Any release a :class:`bounds.privacy_claim.PrivacyClaim` composes."""
