"""Privacy claims declared with their statements and checked like rates: symbolically and with an accountant.

A DP optimization result makes two claims, a utility rate and a privacy guarantee. A :class:`PrivacyClaim` declares
the second in the field's own terms: the algorithm's Gaussian releases (noise sigma; the per-example norm bound, a
clipping or Lipschitz constant, and the normalisation, a batch size or n, from which the sensitivity follows; how
many releases one example takes part in), the sampling, the composition the proof uses, the neighbouring relation
and the guarantee claimed (rho-zCDP, (epsilon, delta)-DP or pure epsilon-DP). Beside Gaussian releases a claim may
compose pure epsilon-DP ones: Laplace, the exponential mechanism, report-noisy-max (:mod:`bounds.privacy_mechanisms`).

Symbolic check (:meth:`PrivacyClaim.symbolic`). The sensitivity is recomputed from the relation: a sum of
per-example contributions of norm <= B divided by m changes by B/m when one example is added or removed and by
2B/m when one is replaced. One Gaussian release is Delta^2/(2 sigma^2)-zCDP and zCDP composes additively (Bun and
Steinke 2016, arXiv 1605.02065, Prop. 1.6 and Lem. 2.3); rho-zCDP gives (rho + 2 sqrt(rho log(1/delta)), delta)-DP
(Prop. 1.3). Poisson subsampling at rate q counts, up to constants, as 2 q^2 Delta^2/sigma^2 per release (Abadi et
al. 2016, arXiv 1607.00133, Lem. 3, for sigma/Delta >= 1 and small q); a subsampling amplification claimed for
fixed batches or shuffling is not applied: no amplification by subsampling holds there. A pure release is
epsilon_i-DP in closed form and epsilon_i^2/2-zCDP (Bun-Steinke 2016, Prop. 1.4) under zCDP composition; under
``composition="basic"`` the epsilons add (Dwork and Roth 2014, Thm 3.16), the only composition that gives pure DP;
under Poisson subsampling each becomes log(1 + q (e^epsilon_i - 1)) (Balle, Barthe, Gaboardi 2018, add/remove;
doubled by group privacy under replace-one). The computed guarantee is compared with the claimed one: *holds*
(equal), *holds with slack* (smaller), or *does not hold*, with the factor
(exact constants) or the scaling direction along which the ratio grows (:mod:`bounds.tropical`).

Numeric check (:meth:`PrivacyClaim.numeric`). At every point of the claimed range (:attr:`PrivacyClaim.grid`) the
actual epsilon at the claimed delta is computed with ``dp_accounting``: unsampled Gaussian releases compose into one
Gaussian, whose epsilon is exact (:func:`composed_gaussian_epsilon`); Poisson-subsampled ones go through the RDP
accountant. Claims with pure releases go through privacy loss distributions (:func:`composed_pld_epsilon`); a pure
epsilon-DP claim is evaluated by basic composition at each point, which is exact at delta = 0 (the largest privacy
losses add), where a discretised privacy loss distribution cannot answer.
For a rho-zCDP claim the reference is the epsilon of a Gaussian mechanism that is exactly rho-zCDP, at the
grid's delta. The worst ratio actual / claimed and its point are reported.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Literal

import sympy as sp

from bounds import tropical
from bounds.gap_search import find_gap
from bounds.numeric_probe import varies
from bounds.privacy_mechanisms import (
    MECHANISMS,
    RELATIONS,
    GaussianRelease,
    LaplaceRelease,
    Mechanism,
    PureRelease,
    Relation,
    Release,
    poisson_amplified,
    tree_aggregation,
)

if TYPE_CHECKING:
    from bounds.theorem import Derivation


def _accounting():
    """``dp_accounting``, imported when an accountant is first needed (it pulls in scipy.signal: about a second that
    commands which never account, such as ``ratekit bounds list``, do not pay)."""
    import dp_accounting
    import dp_accounting.pld
    import dp_accounting.rdp

    return dp_accounting


__all__ = [  # the releases live in bounds.privacy_mechanisms; these names stay importable from here
    "MECHANISMS",
    "RELATIONS",
    "ZCDP",
    "ApproxDP",
    "ClaimCheck",
    "GaussianRelease",
    "Mechanism",
    "NumericCheck",
    "PrivacyClaim",
    "PureDP",
    "Relation",
    "SymbolicCheck",
    "composed_gaussian_epsilon",
    "composed_pld_epsilon",
    "tree_aggregation",
]

Sampling = Literal["none", "poisson", "fixed batches", "shuffling"]
Composition = Literal["zcdp", "rdp", "advanced", "basic"]
Verdict = Literal["holds", "holds with slack", "holds up to constants", "does not hold"]

SAMPLINGS: tuple[Sampling, ...] = ("none", "poisson", "fixed batches", "shuffling")
COMPOSITIONS: tuple[Composition, ...] = ("zcdp", "rdp", "advanced", "basic")
NUMERIC_TOLERANCE = 1e-6
"""Relative slack for the accountant's ratio: the analytic Gaussian's epsilon is found by a bisection to ~1e-12."""
PLD_DISCRETISATION = 1e-4
"""Grid of the privacy loss distributions (dp_accounting's default): each is rounded up to it, pessimistically."""
RDP_ORDERS = tuple([1.0 + x / 20 for x in range(1, 100)] + list(range(6, 64)) + [128.0, 256.0, 512.0, 1024.0])


def composed_gaussian_epsilon(multipliers: Sequence[float], counts: Sequence[int], delta: float) -> float:
    """epsilon at ``delta`` of ``counts[i]`` Gaussian releases of noise multiplier ``multipliers[i]`` each, composed:
    exactly one Gaussian with 1/z^2 = sum_i k_i/z_i^2 (Dong, Roth and Su 2019, arXiv 1905.02383, Cor. 3.3), whose
    epsilon is the analytic Gaussian's (Balle and Wang 2018, through ``dp_accounting``)."""
    mu = math.sqrt(sum(k / z**2 for z, k in zip(multipliers, counts, strict=True)))
    return float(_accounting().get_epsilon_gaussian(1 / mu, delta))


def _has_symbolic_exponent(expr: sp.Expr) -> bool:
    return any(not p.exp.is_Rational for p in expr.atoms(sp.Pow))


def composed_pld_epsilon(
    releases: Sequence[tuple[object, int]], delta: float, discretisation: float = PLD_DISCRETISATION
) -> float:
    """epsilon at ``delta`` of the releases composed, each ``(privacy loss distribution, count)``: ``count``-fold
    self-composition of each, all composed (Koskela, Jalko, Honkela 2020; Meiser and Mohammadi 2018; through
    ``dp_accounting.pld``, whose pessimistic discretisation makes it an upper bound)."""
    composed = _accounting().pld.privacy_loss_distribution.identity(value_discretization_interval=discretisation)
    for distribution, count in releases:
        composed = composed.compose(distribution.self_compose(count))
    return float(composed.get_epsilon_for_delta(delta))


@dataclass(frozen=True)
class ReleaseAt:
    """One kind of release at a parameter point: noise scale, sensitivity, releases per example, and, for a pure
    release, which mechanism, its epsilon and whether its scores are monotone (a Gaussian's epsilon is infinite)."""

    label: str
    noise: float
    sensitivity: float
    count: int
    mechanism: str = "gaussian"
    epsilon: float = math.inf
    monotone: bool = False


@dataclass(frozen=True)
class ZCDP:
    """The guarantee rho-zCDP."""

    rho: sp.Expr

    def __str__(self) -> str:
        return f"{self.rho}-zCDP"


@dataclass(frozen=True)
class ApproxDP:
    """The guarantee (epsilon, delta)-DP."""

    epsilon: sp.Expr
    delta: sp.Expr

    def __str__(self) -> str:
        return f"({self.epsilon}, {self.delta})-DP"


@dataclass(frozen=True)
class PureDP:
    """The guarantee epsilon-DP (delta = 0)."""

    epsilon: sp.Expr

    def __str__(self) -> str:
        return f"{self.epsilon}-DP"


@dataclass(frozen=True)
class SymbolicCheck:
    """What the closed-form composition gives against the claim."""

    verdict: Verdict
    computed: sp.Expr
    claimed: sp.Expr
    measure: str
    exact: bool
    reason: str

    def __str__(self) -> str:
        how = "" if self.verdict == "holds up to constants" else (" (exact)" if self.exact else " (by growth)")
        against = f"computed {self.measure} {self.computed} against claimed {self.claimed}"
        return f"{self.verdict}{how}: {against}; {self.reason}"


@dataclass(frozen=True)
class NumericCheck:
    """The accountant's epsilon against the claimed one over the claimed range: the worst point."""

    worst_ratio: float
    worst_point: Mapping[str, float]
    points: int
    accountant: str
    binding: bool = True

    @property
    def holds(self) -> bool:
        return self.worst_ratio <= 1 + NUMERIC_TOLERANCE

    def __str__(self) -> str:
        at = ", ".join(f"{k} = {v:g}" for k, v in sorted(self.worst_point.items()))  # stable across processes
        word = "holds" if self.holds else "does not hold"
        worst = f"worst actual/claimed epsilon {self.worst_ratio:.4g} at {at}"
        if not self.binding:
            word = "not binding (the noise is stated up to constants, taken as 1 here); " + word
        return f"{word} on {self.points} points ({self.accountant}): {worst}"


@dataclass(frozen=True)
class PrivacyClaim:
    """The privacy guarantee a statement claims, with the mechanism it claims it for.

    ``amplification_rate`` is the subsampling rate the paper's proof amplifies by (None when it does not);
    ``sampling_rate`` is the Poisson rate the algorithm actually samples with. ``grid`` is the claimed range:
    values of the symbols at which the accountant is run (others default to ``defaults``, then to 1). A claim whose
    noise the paper states only up to constants (``constants_stated=False``, sigma = O(...)) is decided by the closed
    form's growth alone; the accountant's ratio (constants taken as 1) is then reported, not binding.

    ``releases`` may mix Gaussian and pure releases (:mod:`bounds.privacy_mechanisms`). ``composition="basic"`` adds
    the epsilons of pure releases; a :class:`PureDP` guarantee needs it, a zCDP guarantee cannot use it."""

    releases: tuple[Release, ...]
    guarantee: ZCDP | ApproxDP | PureDP
    neighbouring: Relation
    composition: Composition = "zcdp"
    sampling: Sampling = "none"
    sampling_rate: sp.Expr | None = None
    amplification_rate: sp.Expr | None = None
    assumptions: tuple[sp.Rel, ...] = ()
    grid: Mapping[sp.Symbol, tuple[float, ...]] = field(default_factory=dict)
    defaults: Mapping[sp.Symbol, float] = field(default_factory=dict)
    constants_stated: bool = True

    def __post_init__(self) -> None:
        if not self.releases:
            raise ValueError("a privacy claim needs at least one release")
        for name, value, allowed in (
            ("neighbouring", self.neighbouring, RELATIONS),
            ("sampling", self.sampling, SAMPLINGS),
            ("composition", self.composition, COMPOSITIONS),
        ):
            if value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}; got {value!r}")
        if (self.sampling == "poisson") != (self.sampling_rate is not None):
            raise ValueError("sampling_rate is the Poisson rate: give it exactly when sampling is 'poisson'")
        for r in self.releases:
            if not isinstance(r, GaussianRelease | PureRelease):
                raise ValueError(f"releases must be GaussianRelease or PureRelease objects; got {type(r).__name__}")
        basic = self.composition == "basic"
        if isinstance(self.guarantee, PureDP) and not basic:
            raise ValueError(
                f"a PureDP guarantee composes by basic composition: composition must be 'basic'; got "
                f"{self.composition!r}"
            )
        if basic and isinstance(self.guarantee, ZCDP):
            raise ValueError("composition='basic' adds pure epsilons: it gives PureDP or ApproxDP, not ZCDP")
        gaussian = [r.label for r in self.releases if isinstance(r, GaussianRelease)]
        if basic and gaussian and isinstance(self.guarantee, ApproxDP):
            raise ValueError(
                f"composition='basic' adds pure epsilons, and {gaussian[0]!r} is a Gaussian release: use 'zcdp'"
            )

    def substituted(self, substitute: Callable[[sp.Expr], sp.Expr]) -> PrivacyClaim:
        """This claim with ``substitute`` (a statement's parameter settings) applied to every expression."""

        def sub(expr: sp.Expr | None) -> sp.Expr | None:
            return None if expr is None else substitute(sp.sympify(expr))

        def expressions(record: object) -> dict[str, sp.Expr | None]:  # every field but labels and switches
            values = {f.name: getattr(record, f.name) for f in fields(record)}
            return {k: sub(v) for k, v in values.items() if not isinstance(v, str | bool)}

        releases = tuple(replace(r, **expressions(r)) for r in self.releases)
        guarantee = replace(self.guarantee, **expressions(self.guarantee))
        return replace(
            self,
            releases=releases,
            guarantee=guarantee,
            sampling_rate=sub(self.sampling_rate),
            amplification_rate=sub(self.amplification_rate),
        )

    def derivation(self) -> Derivation:
        """The composition in closed form as a statement's derivation: one zCDP term per kind of release, compared
        with a rho-zCDP guarantee exactly (up to constants under Poisson subsampling); for an (epsilon, delta)
        guarantee the term is rho + 2 sqrt(rho log(1/delta)), compared up to constants and logs."""
        from bounds.theorem import Derivation  # the theorem module imports this one

        if self.composition == "basic":
            return Derivation({self._term_label(r): self._epsilon(r) for r in self.releases}, exact=True)
        if isinstance(self.guarantee, ApproxDP):
            label = "zCDP composition converted to (epsilon, delta) (Bun-Steinke 2016, arXiv 1605.02065)"
            return Derivation({label: self._epsilon_of(self.zcdp())}, exact=False)
        terms = {self._term_label(r): self._rho(r) for r in self.releases}
        return Derivation(terms, exact=self.sampling != "poisson")

    # ---- closed form --------------------------------------------------------------------------------------
    def notes(self) -> tuple[str, ...]:
        """What the check does differently from the paper's proof, said once."""
        found = []
        if self.amplification_rate is not None and self.sampling != "poisson":
            found.append(
                f"the proof amplifies by subsampling at rate {self.amplification_rate}, but the algorithm uses "
                f"{self.sampling}: no amplification by subsampling applies, so none is counted"
            )
        elif self.amplification_rate is not None and sp.simplify(self.amplification_rate - self.sampling_rate) != 0:
            found.append(
                f"the proof amplifies by subsampling at rate {self.amplification_rate}, but the algorithm samples at "
                f"rate {self.sampling_rate}: the rate it samples at is counted"
            )
        for r in self.releases:
            if r.stated_sensitivity is not None:
                ratio = sp.simplify(r.sensitivity(self.neighbouring) / r.stated_sensitivity)
                if ratio != 1:
                    found.append(
                        f"{r.label}: the {self.neighbouring} sensitivity is {r.sensitivity(self.neighbouring)}, "
                        f"the paper's is {r.stated_sensitivity} (ratio {ratio})"
                    )
        return tuple(found)

    def zcdp(self) -> sp.Expr:
        """rho of the whole run, composed in closed form (up to constants under Poisson subsampling)."""
        return sp.Add(*(self._rho(r) for r in self.releases))

    def pure_epsilon(self) -> sp.Expr:
        """epsilon of the whole run by basic composition of its pure releases (Dwork and Roth 2014, Thm 3.16);
        infinite when a release is Gaussian."""
        if any(isinstance(r, GaussianRelease) for r in self.releases):
            return sp.oo
        return sp.Add(*(self._epsilon(r) for r in self.releases))

    def _term_label(self, r: Release) -> str:
        if isinstance(r, GaussianRelease):
            return (
                f"{r.label}: {r.participations} Gaussian releases of {self.neighbouring} sensitivity "
                f"{r.sensitivity(self.neighbouring)}, Delta^2/(2 sigma^2) each (Gaussian zCDP, arXiv 1605.02065)"
            )
        each = "epsilon" if self.composition == "basic" else "epsilon^2/2 (pure DP is zCDP, arXiv 1605.02065)"
        sampled = ", amplified by Poisson subsampling (arXiv 1807.01647)" if self.sampling == "poisson" else ""
        return (
            f"{r.label}: {r.participations} {r.mechanism} releases of {self.neighbouring} sensitivity "
            f"{r.sensitivity(self.neighbouring)}, epsilon = {r.epsilon(self.neighbouring)}{sampled}, {each} each"
        )

    def release_epsilon(self, release: PureRelease) -> sp.Expr:
        """epsilon of one pure release under the claim's relation and sampling: under Poisson subsampling at rate q,
        log(1 + q (e^epsilon - 1)) of its add/remove epsilon (:func:`poisson_amplified`), twice that under
        replace-one (a replacement is a removal and an addition: group privacy, Dwork and Roth 2014, Thm 2.2)."""
        if self.sampling != "poisson":
            return release.epsilon(self.neighbouring)
        amplified, _ = poisson_amplified(release.epsilon("add/remove"), self.sampling_rate)
        return amplified if self.neighbouring == "add/remove" else 2 * amplified

    def _epsilon(self, release: PureRelease) -> sp.Expr:
        return release.participations * self.release_epsilon(release)

    def _epsilon_of(self, rho: sp.Expr) -> sp.Expr:
        """rho-zCDP as epsilon at the claimed delta: rho + 2 sqrt(rho log(1/delta)) (Bun-Steinke 2016, Prop. 1.3)."""
        return rho + 2 * sp.sqrt(rho * sp.log(1 / self.guarantee.delta))

    def _rho(self, release: Release) -> sp.Expr:
        if isinstance(release, PureRelease):
            return release.participations * self.release_epsilon(release) ** 2 / 2  # Bun-Steinke 2016, Prop. 1.4
        per = release.sensitivity(self.neighbouring) ** 2 / (2 * release.noise**2)
        if self.sampling == "poisson":
            per = 4 * self.sampling_rate**2 * per
        return release.participations * per

    def symbolic(self) -> SymbolicCheck:
        notes = "; ".join(self.notes())
        suffix = f" ({notes})" if notes else ""
        if self.composition == "basic":
            claimed = sp.sympify(self.guarantee.epsilon)
            gaussian = [r.label for r in self.releases if isinstance(r, GaussianRelease)]
            if gaussian:
                reason = f"{gaussian[0]} is a Gaussian release, epsilon-DP for no finite epsilon{suffix}"
                return SymbolicCheck("does not hold", sp.oo, claimed, "epsilon", True, reason)
            computed = sp.factor_terms(sp.expand_log(self.pure_epsilon(), force=True))
            return self._compare(computed, claimed, "epsilon", True, suffix)
        # no simplify: it is slow on sensitivities with logarithms and may fold a power into a logarithm
        # (log(x^(eps^2))), which the growth comparison, counting a logarithm as constant, would then miss
        rho = sp.factor_terms(sp.expand_log(self.zcdp(), force=True))
        exact = self.sampling != "poisson"
        if isinstance(self.guarantee, ZCDP):
            computed, claimed, measure = rho, sp.sympify(self.guarantee.rho), "rho"
        else:
            computed = self._epsilon_of(rho)
            claimed, measure = sp.sympify(self.guarantee.epsilon), "epsilon"
            exact = exact and self.composition == "zcdp"
        return self._compare(computed, claimed, measure, exact, suffix)

    def _compare(self, computed: sp.Expr, claimed: sp.Expr, measure: str, exact: bool, suffix: str) -> SymbolicCheck:
        """The verdict of ``computed`` against ``claimed``: by their ratio when it is a number, else by growth."""
        # exact when the ratio is a number; powers are merged first so that a symbolic exponent cancels
        merged = sp.powsimp(sp.expand_power_base(computed / claimed, force=True), force=True)
        if not merged.atoms(sp.exp) and varies(merged):  # no number, and no limit to take: growth decides
            return self._by_growth(computed, claimed, measure, suffix)
        ratio = sp.cancel(merged)  # a multivariate gcd: seconds on the sums of a long sensitivity
        if not ratio.is_number and _has_symbolic_exponent(ratio):
            ratio = sp.simplify(ratio)  # the slow path, only where the growth comparison could not proceed
        if ratio.is_number:
            if ratio == 1:
                return SymbolicCheck("holds", computed, claimed, measure, exact, f"ratio 1{suffix}")
            if ratio < 1:
                return SymbolicCheck("holds with slack", computed, claimed, measure, exact, f"ratio {ratio}{suffix}")
            return SymbolicCheck(
                "does not hold", computed, claimed, measure, exact, f"computed/claimed = {ratio}{suffix}"
            )
        return self._by_limits(ratio, computed, claimed, measure, suffix) or self._by_growth(
            computed, claimed, measure, suffix
        )

    def _by_limits(
        self, ratio: sp.Expr, computed: sp.Expr, claimed: sp.Expr, measure: str, suffix: str
    ) -> SymbolicCheck | None:
        """A ratio with an exponential in one symbol (an amplified epsilon, log(1 + q (e^epsilon - 1))) is beyond the
        growth comparison, which reads the logarithm as a constant: its limits at the symbol's two ends decide
        instead, where one exceeds 1 (None when neither does, or the ratio is not of that kind)."""
        if not ratio.atoms(sp.exp) or len(ratio.free_symbols) != 1:
            return None
        (symbol,) = ratio.free_symbols
        for end in (sp.S.Zero, sp.oo):
            limit = sp.limit(ratio, symbol, end)
            if limit.is_number and limit > 1:
                reason = f"computed/claimed -> {limit} as {symbol} -> {end}{suffix}"
                return SymbolicCheck("does not hold", computed, claimed, measure, True, reason)
        return None

    def _by_growth(self, computed: sp.Expr, claimed: sp.Expr, measure: str, suffix: str) -> SymbolicCheck:
        """Compare along scaling directions (logs and constants dropped): where the computed guarantee grows faster
        than the claimed one, the claim fails for large enough parameters in the claimed range."""
        up = computed
        if isinstance(self.guarantee, ApproxDP):  # log(1/delta) -> 1: a constant factor in every direction
            up = up.xreplace({self.guarantee.delta: sp.exp(-1)})
        # every other log stays as it is: a growth comparison reads a log as a constant, and a numeric log such as
        # log(5/4) must keep its value (set to 1, 1 + log(5) - 2 log(2) would become 0)
        above = find_gap(up, claimed, self.assumptions)
        if above.direction is not None:
            growth = tropical.growth(up, above.direction).exponent - tropical.growth(claimed, above.direction).exponent
            return SymbolicCheck(
                "does not hold",
                computed,
                claimed,
                measure,
                False,
                f"along {tropical.describe(above.direction)} computed/claimed grows like s^({Fraction(growth)})"
                + suffix,
            )
        below = find_gap(claimed, up, self.assumptions)
        grows = "smaller growth in some direction" if below.direction is not None else "the same growth everywhere"
        return SymbolicCheck(
            "holds up to constants",
            computed,
            claimed,
            measure,
            False,
            f"{grows}; the constant is the accountant's to decide{suffix}",
        )

    # ---- accountant ---------------------------------------------------------------------------------------
    def points(self) -> list[dict[sp.Symbol, float]]:
        """The grid's points, with every other free symbol at its default (1 when none is given)."""
        names = list(self.grid)
        return [
            self.completed(dict(zip(names, combo, strict=True)))
            for combo in itertools.product(*(self.grid[s] for s in names))
        ]

    def completed(self, values: Mapping[sp.Symbol, float]) -> dict[sp.Symbol, float]:
        """``values`` with every other free symbol of the claim at its default (1 when none is given)."""
        symbols = set()
        for r in self.releases:
            for e in (r.noise, r.per_example, r.normalisation, r.participations):
                symbols |= sp.sympify(e).free_symbols
        for e in (self.sampling_rate, *vars(self.guarantee).values()):
            if e is not None:
                symbols |= sp.sympify(e).free_symbols
        return {**{s: float(self.defaults.get(s, 1.0)) for s in symbols}, **values}

    def numeric(self) -> NumericCheck:
        worst, worst_at, accountant = -math.inf, {}, ""
        points = self.points()
        for point in points:
            actual, accountant = self._actual_epsilon(point)
            ratio = actual / self.claimed_epsilon_at(point)
            if ratio > worst:
                worst, worst_at = ratio, {str(k): v for k, v in point.items()}
        return NumericCheck(worst, worst_at, len(points), accountant, self.constants_stated)

    def _value(self, expr: sp.Expr, point: Mapping[sp.Symbol, float]) -> float:
        value = float(sp.sympify(expr).xreplace(point))
        if not math.isfinite(value) or value <= 0:
            raise ValueError(f"{expr} is {value} at {point}: not a positive number")
        return value

    def delta_at(self, point: Mapping[sp.Symbol, float]) -> float:
        """The claimed delta at ``point`` (0 for a pure claim; 1e-6 for a zCDP claim, at which the two epsilons are
        compared)."""
        if isinstance(self.guarantee, PureDP):
            return 0.0
        return self._value(self.guarantee.delta, point) if isinstance(self.guarantee, ApproxDP) else 1e-6

    def mechanism_at(self, point: Mapping[sp.Symbol, float]) -> list[ReleaseAt]:
        """The releases as numbers at ``point``: noise, sensitivity under the claim's relation, and how many
        releases one example takes part in (rounded up: a count is an integer); for a pure release also its
        mechanism, its epsilon (before any subsampling) and whether its scores are monotone."""
        found = []
        for r in self.releases:
            at = ReleaseAt(
                r.label,
                self._value(r.noise, point),
                self._value(r.sensitivity(self.neighbouring), point),
                max(1, math.ceil(self._value(r.participations, point) - 1e-9)),
            )
            if isinstance(r, PureRelease):
                monotone = getattr(r, "monotone", False)
                at = replace(
                    at,
                    mechanism=r.mechanism,
                    epsilon=self._value(r.epsilon(self.neighbouring), point),
                    monotone=monotone,
                )
            found.append(at)
        return found

    def claimed_epsilon_at(self, point: Mapping[sp.Symbol, float]) -> float:
        """The claimed epsilon at ``point`` (for a zCDP claim: that of a Gaussian mechanism exactly rho-zCDP, at
        :meth:`delta_at`)."""
        if isinstance(self.guarantee, ApproxDP | PureDP):
            return self._value(self.guarantee.epsilon, point)
        exactly = math.sqrt(1 / (2 * self._value(self.guarantee.rho, point)))  # the multiplier of a rho-zCDP Gaussian
        return float(_accounting().get_epsilon_gaussian(exactly, self.delta_at(point)))

    def _actual_epsilon(self, point: Mapping[sp.Symbol, float]) -> tuple[float, str]:
        """The accountant's epsilon of the declared mechanism at ``point``, and which accountant gave it."""
        delta = self.delta_at(point)
        if isinstance(self.guarantee, PureDP):
            actual = sum(self._value(self._epsilon(r), point) for r in self.releases if isinstance(r, PureRelease))
            gaussian = any(isinstance(r, GaussianRelease) for r in self.releases)
            return (math.inf if gaussian else actual), "basic composition, exact at delta = 0"
        if not all(isinstance(r, GaussianRelease) for r in self.releases):
            where = "" if isinstance(self.guarantee, ApproxDP) else f", at delta = {delta:g}"
            return composed_pld_epsilon(self._distributions(point), delta), f"PLD accountant{where}"
        mechanism = self.mechanism_at(point)
        multipliers = [m.noise / m.sensitivity for m in mechanism]
        counts = [m.count for m in mechanism]
        where = "" if isinstance(self.guarantee, ApproxDP) else f", at delta = {delta:g}"
        if self.sampling != "poisson":
            return composed_gaussian_epsilon(multipliers, counts, delta), f"analytic Gaussian accountant{where}"
        q = self._value(self.sampling_rate, point)
        dpa = _accounting()
        events = [
            dpa.SelfComposedDpEvent(dpa.PoissonSampledDpEvent(q, dpa.GaussianDpEvent(z)), k)
            for z, k in zip(multipliers, counts, strict=True)
        ]
        accountant = dpa.rdp.RdpAccountant(orders=RDP_ORDERS).compose(dpa.ComposedDpEvent(events))
        return float(accountant.get_epsilon(delta)), f"RDP accountant{where}"

    def _distributions(self, point: Mapping[sp.Symbol, float]) -> list[tuple[object, int]]:
        """Each release's privacy loss distribution at ``point`` with its count: a Gaussian or Laplace one of noise
        multiplier noise/sensitivity (Poisson-subsampled where the algorithm samples; a Laplace one under add/remove
        only, the relation of dp_accounting's subsampled Laplace), else the tight one of a generic epsilon-DP
        mechanism at :meth:`release_epsilon` (Kairouz, Oh, Viswanath 2015: randomized response dominates)."""
        pld = _accounting().pld
        q = self._value(self.sampling_rate, point) if self.sampling == "poisson" else 1.0
        found = []
        for release, at in zip(self.releases, self.mechanism_at(point), strict=True):
            multiplier = at.noise / at.sensitivity
            if isinstance(release, GaussianRelease):
                one = pld.privacy_loss_distribution.from_gaussian_mechanism(
                    multiplier, sampling_prob=q, value_discretization_interval=PLD_DISCRETISATION
                )
            elif isinstance(release, LaplaceRelease) and (q == 1.0 or self.neighbouring == "add/remove"):
                one = pld.privacy_loss_distribution.from_laplace_mechanism(
                    multiplier, sampling_prob=q, value_discretization_interval=PLD_DISCRETISATION
                )
            else:
                epsilon = self._value(self.release_epsilon(release), point)
                one = pld.privacy_loss_distribution.from_privacy_parameters(
                    pld.common.DifferentialPrivacyParameters(epsilon), value_discretization_interval=PLD_DISCRETISATION
                )
            found.append((one, at.count))
        return found

    # ---- both ---------------------------------------------------------------------------------------------
    def check(self) -> ClaimCheck:
        """The closed form and the accountant together: the claim holds only if neither finds it failing."""
        other = "replace-one" if self.neighbouring == "add/remove" else "add/remove"
        return ClaimCheck(self.symbolic(), self.numeric(), other, replace(self, neighbouring=other).symbolic())


@dataclass(frozen=True)
class ClaimCheck:
    """A claim checked under its own neighbouring relation (closed form and accountant), and in closed form under the
    other relation, which a paper that never fixes its relation must also answer for."""

    symbolic: SymbolicCheck
    numeric: NumericCheck
    other_relation: Relation
    under_other_relation: SymbolicCheck

    @property
    def holds(self) -> bool:
        numeric = self.numeric.holds or not self.numeric.binding
        return self.symbolic.verdict != "does not hold" and numeric

    def lines(self) -> list[str]:
        return [
            f"closed form: {self.symbolic}",
            f"accountant: {self.numeric}",
            f"under {self.other_relation} instead: {self.under_other_relation}",
        ]
