"""Parameter schedules of KLT's theorems, evaluated numerically from the registered ``bounds`` expressions.

Kornowski, Liu, Talwar (arXiv 2410.05880; v2 ``arXiv:2410.05880v2``, v1
``arXiv:2410.05880v1``). Nothing here re-types a formula of the paper: every setting is the
registered theorem's parameter expression (``Theorem.parameters``, with its Min/Max) evaluated by
``sympy.lambdify``, so the simulation and the symbolic layer cannot drift apart.

Single pass (KLT-Thm3.1 with Alg. 3, KLT-Thm6.1 with Alg. 5), version v1 or v2 selectable:

* T = ⌊n/2⌋ (T = Θ(n) encoded as n/2), D = the theorem's Min over 3 (v1) or 4 (v2) candidates at that T,
  (the paper's sample count B1 T/Σ + B2 T = 2T <= n assumes that Σ divides T; otherwise the last, partial
  period still costs a full checkpoint batch, so a run uses at most n + B1 samples: ``samples``, ``budget``),
  Σ = max(1, round(Σ(D))) (v2 adds α/(D√d)), B1 = Σ, B2 = 1, M = max(1, ⌊α/(4D)⌋) (clamped and
  rounded to integers);
* the smoothing count m, by ``m_rule``:
  - ``"theory"``: the m of the privacy lemma (KLT-Lem3.5 / KLT-Lem6.4, with its log(dB2/δ));
  - ``"variance"``: the smallest m at which the estimator terms of the variance lemma (KLT-Lem3.6 / KLT-Lem6.5)
    are at most its largest other term, so that they change the oracle error G0 by at most a factor √2, capped
    at the theory m. A run with m below the theory m **does not carry the (ε, δ)-DP claim** (the
    high-probability sensitivity bound of KLT-Lem3.4 / KLT-Lem6.3 is not established); its tree noise is the
    one an (ε, δ)-DP run uses, so it carries the utility (sample-complexity) claim only. ``privacy`` says which.
* the increment sensitivity s = max(2L/B1, 4 H_α D/B2) + (estimator deviation at the theory m), the terms of
  the sensitivity lemma's derivation (H_α = L√d/α, KLT-Fact2.3(iii), which is a valid constant for ball
  smoothing); the tree noise σ, by ``calibration``:
  - ``"accountant"``: σ = s √(bit_length(Σ)) σ_G(ε, δ/2), σ_G the exact Gaussian calibration of
    ``dp_accounting`` (one increment enters at most bit_length(Σ) tree nodes; the other δ/2 is the failure
    probability of the sensitivity event, KLT-Lem3.4);
  - ``"prop2.5"``: KLT-Prop2.5's printed σ = 4 s √(log Σ log(1/δ))/ε, with Σ floored at 2 (the printed σ
    vanishes at Σ = 1, where a single release still needs noise);
  - ``"theorem"``: the theorem's own setting σ = L/(B1 ε) + L D √d/(α B2 ε), its Õ's constants and logs set to
    1, as the rate's regimes are computed; the privacy it buys is ε' = ``epsilon_effective``, the ε at which
    the tree with that σ is (ε', δ)-DP by the accountant (larger than ε: the Õ hides a factor ~4√(log Σ
    log(1/δ))). End-to-end slope checks use it, since the rate's exponents refer to these settings.
* G1² = L² + the variance lemma's terms other than the checkpoint one (its second-moment bound, logs dropped)
  and η = D/(G1 √M) (KLT-Prop2.6).

Multi-pass (KLT-Thm4.1 with Alg. 4): D and T of the theorem, by default with the unit corrections registered in
``bounds`` (D = αβ²/L², T = ΦL²/(αβ³); ``corrected=False`` gives the printed α²β²/L² and ΦL²/(α²β³)),
Σ = max(1, round(α/(D√d))), M = max(1, ⌊α/(4D)⌋); σ1, σ2 as printed in KLT-Lem4.3 (``calibration="printed"``,
absolute constant 1) or calibrated jointly (``"accountant"``: the T/Σ checkpoint and T − T/Σ increment releases,
sensitivities 2L/n and 4H_α D/n from KLT-Lem3.4 with B1 = B2 = n, composed as one Gaussian with equal shares);
m is the printed variance condition of KLT-Lem4.3. The privacy m of the corrected KLT-Lem4.3 is
reported in ``m_privacy`` and is never used: it is ~d²n², infeasible, so no multi-pass run carries
the (ε, δ)-DP claim.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import numpy as np
import sympy as sp

from bounds import registry
from bounds import symbols as sy
from bounds.papers.klt import symbols as klt_sym
from bounds.theorem import Theorem
from simulations.privacy.calibration import gaussian_epsilon, gaussian_sigma
from simulations.privacy.tree import max_node_memberships

Version = Literal["v1", "v2"]
OracleKind = Literal["zero_order", "first_order"]
MRule = Literal["theory", "variance"]
Calibration = Literal["accountant", "prop2.5", "theorem"]
MultiCalibration = Literal["printed", "accountant"]

THEOREM = {"zero_order": "KLT-Thm3.1", "first_order": "KLT-Thm6.1"}
PRIVACY_LEMMA = {"zero_order": "KLT-Lem3.5", "first_order": "KLT-Lem6.4"}
SENSITIVITY_LEMMA = {"zero_order": "KLT-Lem3.4", "first_order": "KLT-Lem6.3"}
VARIANCE_LEMMA = {"zero_order": "KLT-Lem3.6", "first_order": "KLT-Lem6.5"}


@lru_cache(maxsize=256)
def _compiled(expr: sp.Expr) -> tuple[tuple[str, ...], object]:
    names = tuple(sorted(s.name for s in expr.free_symbols))
    syms = [next(s for s in expr.free_symbols if s.name == name) for name in names]
    return names, sp.lambdify(syms, expr, "numpy")


def evaluate(expr: sp.Expr, values: dict[sp.Symbol, float]) -> float:
    """The value of a bounds expression at ``values`` (lambdified once per expression)."""
    expr = sp.sympify(expr)
    names, fn = _compiled(expr)
    by_name = {s.name: float(v) for s, v in values.items()}
    missing = [name for name in names if name not in by_name]
    if missing:
        raise ValueError(f"no value for {', '.join(missing)} in the expression {expr}")
    return float(fn(*(by_name[name] for name in names)))


def _positive(name: str, value: float) -> float:
    value = float(value)
    if not (np.isfinite(value) and value > 0):
        raise ValueError(f"{name} must be a finite number > 0, got {value!r}")
    return value


def _choice(name: str, value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ValueError(f"{name} must be one of {allowed}, got {value!r}")
    return value


def _samples(steps: int, window: int, period: int, checkpoint_batch: int, increment_batch: int) -> int:
    run = (steps // window) * window
    checkpoints = -(-run // period)
    return checkpoints * checkpoint_batch + (run - checkpoints) * increment_batch


@dataclass(frozen=True)
class SinglePassSchedule:
    """The settings of one single-pass run (KLT-Thm3.1 / KLT-Thm6.1 at ``version``), rounded for use."""

    theorem: str
    version: str
    oracle: str
    n: int
    d: int
    epsilon: float
    delta: float
    alpha: float
    Phi: float
    L: float
    T: int
    D: float
    Sigma: int
    B1: int
    B2: int
    M: int
    m: int
    m_rule: str
    m_theory: int
    m_variance: int
    sensitivity: float
    sigma: float
    calibration: str
    epsilon_effective: float
    G1: float
    eta: float
    privacy: str
    Sigma_raw: float
    M_raw: float

    @property
    def samples(self) -> int:
        """Samples one run uses: B1 per checkpoint and B2 per other step over the K·M steps that are run."""
        return _samples(self.T, self.M, self.Sigma, self.B1, self.B2)

    @property
    def budget(self) -> int:
        """The sample budget given to the oracle: n plus one checkpoint batch for a last partial period."""
        return self.n + self.B1

    @property
    def carries_privacy(self) -> bool:
        return self.m >= self.m_theory


def _sensitivity(oracle: OracleKind, values: dict[sp.Symbol, float], m_theory: int) -> float:
    """max(checkpoint, increment) sensitivity of the lemma's derivation + the estimator deviation at m_theory."""
    lemma = registry.get(SENSITIVITY_LEMMA[oracle])
    checkpoint = increment = deviation = 0.0
    for expr in lemma.derivation.terms.values():
        full = lemma.substituted(expr)
        if klt_sym.m in full.free_symbols:
            deviation = evaluate(full, {**values, klt_sym.m: m_theory})
        elif klt_sym.D in full.free_symbols:
            increment = evaluate(full, values)
        else:
            checkpoint = evaluate(full, values)
    return max(checkpoint, increment) + deviation


def _variance_terms(oracle: OracleKind, values: dict[sp.Symbol, float]) -> tuple[float, float, float]:
    """(estimator terms at m = 1, largest other term, sum of the non-checkpoint non-estimator terms) of the
    variance lemma, logs dropped."""
    rate = registry.get(VARIANCE_LEMMA[oracle]).rate
    estimator = other_max = second_moment = 0.0
    for term in rate.terms:
        expr = term.expr(logs=False)
        if klt_sym.m in expr.free_symbols:
            estimator += evaluate(expr, {**values, klt_sym.m: 1.0})
            continue
        value = evaluate(expr, values)
        other_max = max(other_max, value)
        if term.label != "checkpoint":
            second_moment += value
    return estimator, other_max, second_moment


def single_pass_schedule(
    version: Version,
    oracle: OracleKind,
    *,
    n: int,
    d: int,
    epsilon: float,
    delta: float,
    alpha: float,
    Phi: float,
    L: float = 1.0,
    m_rule: MRule = "theory",
    calibration: Calibration = "accountant",
) -> SinglePassSchedule:
    """The settings of KLT-Thm3.1 (``oracle="zero_order"``) or KLT-Thm6.1 (``"first_order"``) at ``version``."""
    version = _choice("version", version, ("v1", "v2"))
    oracle = _choice("oracle", oracle, ("zero_order", "first_order"))
    m_rule = _choice("m_rule", m_rule, ("theory", "variance"))
    calibration = _choice("calibration", calibration, ("accountant", "prop2.5", "theorem"))
    if isinstance(n, bool) or not isinstance(n, int | np.integer) or n < 4:
        raise ValueError(f"n must be an integer >= 4, got {n!r}")
    if isinstance(d, bool) or not isinstance(d, int | np.integer) or d < 1:
        raise ValueError(f"d must be an integer >= 1, got {d!r}")
    epsilon, alpha, Phi, L = (
        _positive(k, v) for k, v in (("epsilon", epsilon), ("alpha", alpha), ("Phi", Phi), ("L", L))
    )
    if not 0 < delta < 1:
        raise ValueError(f"delta must lie in (0, 1), got {delta!r}")
    if alpha > Phi / L:
        raise ValueError(f"alpha must be <= Phi/L = {Phi / L:g} (hypothesis of {THEOREM[oracle]}), got {alpha!r}")
    theorem: Theorem = registry.get(THEOREM[oracle], version)
    params = theorem.parameters
    base = {sy.n: n, sy.d: d, sy.epsilon: epsilon, sy.delta: delta, klt_sym.alpha: alpha, klt_sym.Phi: Phi, sy.L: L}
    steps = math.floor(evaluate(params[sy.T], base))
    base[sy.T] = float(steps)
    clip_radius = evaluate(params[klt_sym.D], base)
    base[klt_sym.D] = clip_radius
    period_raw = evaluate(params[klt_sym.Sigma], base)
    period = max(1, round(period_raw))
    base[klt_sym.Sigma] = float(period)
    base[klt_sym.B1] = evaluate(params[klt_sym.B1], base)
    base[klt_sym.B2] = evaluate(params[klt_sym.B2], base)
    window_raw = evaluate(params[klt_sym.M_w], base)
    window = max(1, math.floor(window_raw))
    if window > steps:
        raise ValueError(f"the window M = {window} exceeds T = {steps}: n = {n} is too small for these settings")
    m_theory = max(1, math.ceil(evaluate(registry.get(PRIVACY_LEMMA[oracle]).parameters[klt_sym.m], base)))
    s = _sensitivity(oracle, base, m_theory)
    tree_sensitivity = s * math.sqrt(max_node_memberships(period))
    if calibration == "accountant":
        noise = tree_sensitivity * gaussian_sigma(epsilon, delta / 2)
    elif calibration == "prop2.5":
        prop = registry.get("KLT-Prop2.5").rate
        noise = prop.evaluate({klt_sym.s_tree: s, sy.epsilon: epsilon, klt_sym.Sigma: max(period, 2), sy.delta: delta})
    else:
        noise = evaluate(params[sy.sigma], base)
    epsilon_effective = epsilon if calibration == "accountant" else gaussian_epsilon(noise, delta / 2, tree_sensitivity)
    base[sy.sigma] = noise
    estimator, other_max, second_moment = _variance_terms(oracle, base)
    m_variance = max(1, math.ceil(estimator / other_max))
    used = m_theory if m_rule == "theory" else min(m_variance, m_theory)
    g1 = math.sqrt(L**2 + second_moment + estimator / used)
    key = theorem.key
    if used >= m_theory:
        claim = (
            f"(eps', delta)-DP with eps' = {epsilon_effective:.4g} by {PRIVACY_LEMMA[oracle]} at m = {used} (the "
            "theory m; the norm-subGaussian constant of KLT-ThmC.2, whose conclusion is cut off in both versions, "
            f"taken as 1), tree noise by {calibration}"
        )
    else:
        claim = (
            f"utility only, NOT (eps, delta)-DP: m = {used} < theory m = {m_theory}, so the high-probability "
            f"sensitivity bound of {SENSITIVITY_LEMMA[oracle]} is not established; the tree noise ({calibration}) "
            f"is that of an (eps', delta)-DP run at the theory m, eps' = {epsilon_effective:.4g}, so the run "
            f"carries {key}'s utility (sample-complexity) claim only"
        )
    return SinglePassSchedule(
        theorem=key,
        version=version,
        oracle=oracle,
        n=int(n),
        d=int(d),
        epsilon=epsilon,
        delta=float(delta),
        alpha=alpha,
        Phi=Phi,
        L=L,
        T=steps,
        D=clip_radius,
        Sigma=period,
        B1=round(base[klt_sym.B1]),
        B2=round(base[klt_sym.B2]),
        M=window,
        m=used,
        m_rule=m_rule,
        m_theory=m_theory,
        m_variance=m_variance,
        sensitivity=s,
        sigma=noise,
        calibration=calibration,
        epsilon_effective=epsilon_effective,
        G1=g1,
        eta=clip_radius / (g1 * math.sqrt(window)),
        privacy=claim,
        Sigma_raw=period_raw,
        M_raw=window_raw,
    )


@dataclass(frozen=True)
class MultiPassSchedule:
    """The settings of one multi-pass run (KLT-Thm4.1 with Alg. 4)."""

    theorem: str
    corrected: bool
    n: int
    d: int
    epsilon: float
    delta: float
    alpha: float
    beta: float
    Phi: float
    L: float
    T: int
    D: float
    Sigma: int
    M: int
    m: int
    m_privacy: float
    sigma1: float
    sigma2: float
    calibration: str
    G1: float
    eta: float
    privacy: str


def multi_pass_schedule(
    *,
    n: int,
    d: int,
    epsilon: float,
    delta: float,
    alpha: float,
    beta: float,
    Phi: float,
    L: float = 1.0,
    version: Version = "v2",
    corrected: bool = True,
    calibration: MultiCalibration = "printed",
) -> MultiPassSchedule:
    """The settings of KLT-Thm4.1 at ``version`` (unit-corrected D and T unless ``corrected=False``)."""
    version = _choice("version", version, ("v1", "v2"))
    calibration = _choice("calibration", calibration, ("printed", "accountant"))
    if isinstance(n, bool) or not isinstance(n, int | np.integer) or n < 1:
        raise ValueError(f"n must be an integer >= 1, got {n!r}")
    if isinstance(d, bool) or not isinstance(d, int | np.integer) or d < 1:
        raise ValueError(f"d must be an integer >= 1, got {d!r}")
    epsilon, alpha, beta, Phi, L = (
        _positive(k, v) for k, v in (("epsilon", epsilon), ("alpha", alpha), ("beta", beta), ("Phi", Phi), ("L", L))
    )
    if not 0 < delta < 1:
        raise ValueError(f"delta must lie in (0, 1), got {delta!r}")
    theorem = registry.get("KLT-Thm4.1", version)
    params = (theorem.corrected() if corrected else theorem).parameters
    base = {
        sy.n: n,
        sy.d: d,
        sy.epsilon: epsilon,
        sy.delta: delta,
        klt_sym.alpha: alpha,
        klt_sym.beta: beta,
        klt_sym.Phi: Phi,
        sy.L: L,
    }
    steps = max(1, math.ceil(evaluate(params[sy.T], base)))
    base[sy.T] = float(steps)
    base[klt_sym.D] = evaluate(params[klt_sym.D], base)
    period = max(1, round(evaluate(params[klt_sym.Sigma], base)))
    base[klt_sym.Sigma] = float(period)
    window = max(1, math.floor(evaluate(params[klt_sym.M_w], base)))
    if window > steps:
        raise ValueError(f"the window M = {window} exceeds T = {steps} at these settings")
    if calibration == "printed":
        s1, s2 = evaluate(params[klt_sym.sigma1], base), evaluate(params[klt_sym.sigma2], base)
    else:
        lemma = registry.get("KLT-Lem3.4")
        at_n = {**base, klt_sym.B1: n, klt_sym.B2: n}
        sens = {}
        for expr in lemma.derivation.terms.values():
            full = lemma.substituted(expr)
            if klt_sym.m not in full.free_symbols:
                sens["inc" if klt_sym.D in full.free_symbols else "cp"] = evaluate(full, at_n)
        checkpoints = -(-steps // period)
        increments = max(steps - checkpoints, 1)
        unit = gaussian_sigma(epsilon, delta / 2)
        s1 = sens["cp"] * unit * math.sqrt(2 * checkpoints)
        s2 = sens["inc"] * unit * math.sqrt(2 * increments)
    base[klt_sym.sigma1], base[klt_sym.sigma2] = s1, s2
    m_used = max(1, math.ceil(evaluate(params[klt_sym.m], base)))
    lemma43 = registry.get("KLT-Lem4.3").corrected()
    m_privacy = evaluate(lemma43.parameters[klt_sym.m], {**base, klt_sym.B1: n, klt_sym.B2: n})
    variance = registry.get("KLT-Lem4.4").rate
    second = sum(evaluate(t.expr(logs=False), {**base, klt_sym.m: m_used}) for t in variance.terms)
    g1 = math.sqrt(L**2 + second)
    claim = (
        f"utility only, NOT (eps, delta)-DP: KLT-Lem4.3's sensitivity needs m ~ {m_privacy:.3g} (the corrected "
        f"m of bounds' KLT-Lem4.3 erratum), the run uses the printed variance m = {m_used}; noise sigma1, sigma2 "
        f"{'as printed (constant 1)' if calibration == 'printed' else 'calibrated by Gaussian composition'}"
    )
    return MultiPassSchedule(
        theorem=theorem.key,
        corrected=corrected,
        n=int(n),
        d=int(d),
        epsilon=epsilon,
        delta=float(delta),
        alpha=alpha,
        beta=beta,
        Phi=Phi,
        L=L,
        T=steps,
        D=base[klt_sym.D],
        Sigma=period,
        M=window,
        m=m_used,
        m_privacy=m_privacy,
        sigma1=s1,
        sigma2=s2,
        calibration=calibration,
        G1=g1,
        eta=base[klt_sym.D] / (g1 * math.sqrt(window)),
        privacy=claim,
    )
