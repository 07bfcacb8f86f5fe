"""Parameter recipes of LT-Alg3 / LT-Alg2 (Liu–Talwar, arXiv 2410.07502 v2): as printed and as corrected.

The formulas are read from ``bounds`` (the parameter settings of LT-Thm3.17, its corrections TAU_FIX and B_H_FIX,
and the escape length of LT-Lem3.9), with every log that the paper hides in O~ dropped except where a concrete
number is needed (Γ), so the simulation runs exactly the recipe the symbolic layer checks. Three independent
choices, each selectable:

``tau_rule``
    ``"printed"``: τ = α^{3/2}/(M √ρ) (Lem 3.14, Thm 3.17). It is < 1 in every regime of interest, so every escape
    forces a fresh O1 + O3 checkpoint (an erratum). ``"gamma"``: τ = Γ (the correction TAU_FIX, so
    Ξ √(Γτ) = ΞΓ = M/ρ).
``b_h_rule``
    ``"printed"``: the Hessian-privacy part of the checkpoint batch is M √d/(ρ ε) (a length).
    ``"repaired"``: M² √d/(ρ α ε) (B_H_FIX), the α-order of G √d/(ε α).
``escape_rule``
    ``"printed"``: Ξ = √(γ/ρ), Γ = (M/√(ργ)) ln(M √d/(ι² √(ργ))) (the rate of LT-Lem3.9 with its log), trigger
    ‖∇̃‖ ≤ c_trigger α (Alg. 3 line 13: γ log³(BMd/(ρω)) with γ = O~(α) and the log³ dropped), at γ = α.
    ``"lemma3.8"``: the escape-scale fix: the escape works at α_e = α and the oracles at accuracy
    γ = α/(c_e L), L = ln(32 M √d/(ι² √(ρ α_e))), c_e = 27 (360 L²/(c_e L)² < 1/2 closes Lemma 3.8's inequality);
    Ξ = √(α_e/ρ), Γ = (2M/√(ρ α_e)) L (the A.3 requirement in LT-Lem3.9's derivation), trigger α_e.

``recipe="printed"`` selects (printed, printed, printed); ``recipe="corrected"`` selects (gamma, repaired, lemma3.8).

Noise (``noise``): ``"thm317"`` σ_tree = σ_esc = γ/√d (Thm 3.17); ``"lem314"`` 2 log(1/δ) γ/√d (Lem 3.14);
``"none"``: non-private, σ_tree = 0, σ_esc = γ/√d (the perturbation is also needed for utility).
``"calibrated"``: (ε, δ)-DP through zCDP (derived here, not in the paper). The tree increments have
replace-one sensitivity s_g = 2 max(G/b, 1/c_t) <= 2γε/√d whatever the step (c_t the b_t coefficient), every leaf
lies in at most bit_length(T) nodes (the tree restarts at each checkpoint; batches are disjoint, so segments compose
in parallel); the escape releases g + H(x − x_a) have sensitivity 2Ξ max(M/b, ρ/(M c_t)) and each Hessian epoch
feeds at most Γ max(⌈τ⌉, 1) of them. Half of the zCDP budget ρ(ε, δ) (Bun–Steinke Prop 1.3, inverted exactly) goes
to each part, σ_esc is at least γ/√d, and γ is lowered below α until the tree noise is α/√d per coordinate, the
level of Thm 3.17: the polylog that γ = O~(α) hides (about 4 sqrt(log2(T) log(1/δ)) at ε <= 1) is made explicit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import Literal

import numpy as np
import sympy as sp
from scipy import optimize

from bounds import registry
from bounds import symbols as sym
from bounds.papers.lt import symbols as lt_sym
from simulations.privacy import tree as tree_privacy
from simulations.privacy.calibration import zcdp_rho_for_dp

Recipe = Literal["printed", "corrected"]
TauRule = Literal["printed", "gamma"]
BHRule = Literal["printed", "repaired"]
EscapeRule = Literal["printed", "lemma3.8"]
Noise = Literal["thm317", "lem314", "calibrated", "none"]
BatchRule = Literal["adaptive", "fixed"]

RECIPES: dict[str, tuple[str, str, str]] = {
    "printed": ("printed", "printed", "printed"),
    "corrected": ("gamma", "repaired", "lemma3.8"),
}
LEMMA38_C = 27.0
"""c_e of the escape-scale fix: the error/decrease ratio of Lemma 3.8 is 360 L²/(c_e L)² < 1/2 for c_e > 26.8."""


def _choice(name: str, value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ValueError(f"{name} must be one of {allowed}, got {name}={value!r}")
    return value


def _positive(name: str, value: float) -> float:
    if (
        isinstance(value, bool)
        or not (isinstance(value, int | float | np.floating) and math.isfinite(value))
        or value <= 0
    ):
        raise ValueError(f"{name} must be a finite number > 0, got {name}={value!r}")
    return float(value)


ARGS = (lt_sym.alpha_S, sym.d, sym.epsilon, lt_sym.B_F, lt_sym.G, sym.M, lt_sym.rho_H, lt_sym.iota)
"""The argument order of the compiled formulas."""


@cache
def _formulas(tau_rule: str, b_h_rule: str) -> dict[str, Callable[..., float]]:
    """b, the b_t coefficient, κ, τ and Ξ of LT-Thm3.17 as functions of ARGS (alpha_S = γ), compiled once."""
    theorem = registry.get("LT-Thm3.17")
    fixes = {c.target: c.corrected for c in theorem.corrections if isinstance(c.target, sp.Symbol)}
    params = dict(theorem.parameters)
    if tau_rule == "gamma":
        params[lt_sym.tau] = fixes[lt_sym.tau]
    if b_h_rule == "repaired":
        params[lt_sym.b_H] = fixes[lt_sym.b_H]
    chosen = replace(theorem, parameters=params, corrections=())
    batch_terms = [a.subs(lt_sym.g_t, 1) for a in chosen.substituted(lt_sym.b_t).args if a.has(lt_sym.g_t)]
    exprs = {
        "b": chosen.substituted(lt_sym.b),
        "kappa": chosen.substituted(lt_sym.kappa_D),
        "tau": chosen.substituted(lt_sym.tau),
        "Xi": chosen.substituted(lt_sym.Xi),
        **{f"bt{i}": term for i, term in enumerate(batch_terms)},
    }
    return {name: sp.lambdify(ARGS, expr, modules="math") for name, expr in exprs.items()}


@cache
def _escape_length_formula(rule: str) -> Callable[..., float]:
    """Γ as a function of ARGS at gamma_S = alpha_S: the rate of LT-Lem3.9 with its log (printed) or the A.3
    requirement of its derivation (lemma3.8)."""
    lemma = registry.get("LT-Lem3.9")
    if rule == "printed":
        expr = lemma.rate.expr()
    else:
        (requirement,) = lemma.derivation.terms.values()
        expr = lemma.substituted(requirement)
    return sp.lambdify(ARGS, expr.subs(lt_sym.gamma_S, lt_sym.alpha_S), modules="math")


@dataclass(frozen=True)
class LTParameters:
    """All numbers one run of LT-Alg3 needs, with the choices that produced them."""

    alpha: float
    """Target SOSP level: success is α*(x) <= success_factor · alpha."""
    gamma: float
    """Accuracy level of the oracles: the α of the b, b_t, κ and σ formulas (Ξ, Γ and the trigger use alpha)."""
    d: int
    epsilon: float
    delta: float
    B: float
    G: float
    M: float
    rho: float
    iota: float
    eta: float
    b: int
    bt_coefficient: float
    kappa: float
    tau: float
    Xi: float
    Gamma: int
    trigger: float
    sigma_tree: float
    sigma_escape: float
    T: int
    tau_rule: str
    b_h_rule: str
    escape_rule: str
    noise: str
    batch_rule: str = "adaptive"
    fixed_batch: int = 0
    success_factor: float = 2.0

    @property
    def increment_sensitivity(self) -> float:
        """A priori replace-one sensitivity of every tree increment, 2 max(G/b, 1/c_t) <= 2 γ ε/√d.

        O1: 2G/b, and b >= G √d/(ε γ); O2: 2‖g_{t−1}‖/b_t <= 2/c_t whatever the step, and c_t >= √d/(γ ε)
        (LT-Lem3.14; the factor 2 is replace-one). With the fixed batch ⌈c_t G⌉ this holds
        for steps with ‖g‖ <= G only.
        """
        return 2 * max(self.G / self.b, 1 / self.bt_coefficient)

    def batch(self, step_norm: np.ndarray) -> np.ndarray:
        """b_t for ‖g_{t−1}‖ = ``step_norm`` (reps,): ⌈max(c_t ‖g_{t−1}‖, 1)⌉ (adaptive) or the fixed batch.

        LT-Lem3.14 prints ‖g_t‖; b_t must use ‖g_{t−1}‖ = M ‖x_t − x_{t−1}‖, since g_t depends on the O2
        output computed with b_t.
        """
        if self.batch_rule == "fixed":
            return np.full(np.shape(step_norm), float(self.fixed_batch))
        return np.ceil(np.maximum(self.bt_coefficient * np.asarray(step_norm, dtype=float), 1.0))

    def escape_sensitivity(self) -> float:
        """Replace-one sensitivity of one escape release g + H(x − x_a): 2 Ξ max(M/b, ρ/(M c_t))."""
        return 2 * self.Xi * max(self.M / self.b, self.rho / (self.M * self.bt_coefficient))

    def escape_releases_per_epoch(self) -> int:
        """Escape releases that one Hessian epoch feeds: Γ max(⌈τ⌉, 1)."""
        return self.Gamma * max(math.ceil(self.tau), 1)

    def zcdp(self) -> tuple[float, float]:
        """zCDP of (tree part, escape part) at these noise levels (inf when a part is private but noiseless)."""
        memberships = tree_privacy.max_node_memberships(self.T)
        tree_part = (
            memberships * self.increment_sensitivity**2 / (2 * self.sigma_tree**2) if self.sigma_tree > 0 else math.inf
        )
        esc = self.escape_releases_per_epoch() * self.escape_sensitivity() ** 2 / (2 * self.sigma_escape**2)
        return tree_part, esc


def lt_parameters(
    alpha: float,
    *,
    d: int,
    epsilon: float,
    delta: float = 1e-6,
    B: float,
    G: float,
    M: float,
    rho: float,
    iota: float = 0.1,
    recipe: Recipe | None = "printed",
    tau_rule: TauRule | None = None,
    b_h_rule: BHRule | None = None,
    escape_rule: EscapeRule | None = None,
    noise: Noise = "calibrated",
    batch_rule: BatchRule = "adaptive",
    c_trigger: float = 1.0,
    horizon: int | None = None,
    c_T: float = 8.0,
    success_factor: float = 2.0,
) -> LTParameters:
    """The parameters of LT-Thm3.17 at target level ``alpha`` (logs dropped), per recipe and overrides.

    ``recipe`` fills any of ``tau_rule``, ``b_h_rule``, ``escape_rule`` left as None. The accuracy level γ is α
    (printed escape rule) or α/(c_e L) (lemma3.8); with ``noise="calibrated"`` it is lowered further until the
    calibrated tree noise is at most γ_target/√d per coordinate, i.e. the polylog that γ = O~(α) hides is made
    explicit (at ε <= 1 it is about 4 sqrt(log2(T) log(1/δ))). ``batch_rule="fixed"`` replaces the adaptive b_t by the
    batch a fixed-batch method needs for the same privacy at every step with ‖g‖ <= G, ⌈c_t G⌉ (the tension the
    adaptive batch removes, Sec. 1). The horizon is T = c_T B M/γ² (Prop 3.10) unless ``horizon`` is given (a sweep
    may fix it so that the tree depth log2 T does not drift with α).
    """
    alpha = _positive("alpha", alpha)
    if isinstance(d, bool) or not isinstance(d, int | np.integer | float) or d < 1 or int(d) != d:
        raise ValueError(f"d must be an integer >= 1, got d={d!r}")
    d = int(d)
    epsilon, B, G, M, rho, c_trigger, c_T, success_factor = (
        _positive(k, v)
        for k, v in (
            ("epsilon", epsilon),
            ("B", B),
            ("G", G),
            ("M", M),
            ("rho", rho),
            ("c_trigger", c_trigger),
            ("c_T", c_T),
            ("success_factor", success_factor),
        )
    )
    if not 0 < delta < 1:
        raise ValueError(f"delta must lie in (0, 1), got delta={delta!r}")
    if not 0 < iota < 1:
        raise ValueError(f"iota must lie in (0, 1), got iota={iota!r}")
    if horizon is not None and (isinstance(horizon, bool) or int(horizon) != horizon or horizon < 1):
        raise ValueError(f"horizon must be an integer >= 1 or None, got horizon={horizon!r}")
    defaults = RECIPES[_choice("recipe", recipe, tuple(RECIPES))] if recipe is not None else (None, None, None)
    tau_rule = _choice("tau_rule", tau_rule or defaults[0], ("printed", "gamma"))
    b_h_rule = _choice("b_h_rule", b_h_rule or defaults[1], ("printed", "repaired"))
    escape_rule = _choice("escape_rule", escape_rule or defaults[2], ("printed", "lemma3.8"))
    noise = _choice("noise", noise, ("thm317", "lem314", "calibrated", "none"))
    batch_rule = _choice("batch_rule", batch_rule, ("adaptive", "fixed"))

    rest = (float(d), epsilon, B, G, M, rho, iota)
    if escape_rule == "printed":
        target = alpha
    else:
        log_factor = math.log(32 * M * math.sqrt(d) / (iota**2 * math.sqrt(rho * alpha)))
        target = alpha / (LEMMA38_C * log_factor)
    f = _formulas(tau_rule, b_h_rule)
    escape_steps = max(1, math.ceil(_escape_length_formula(escape_rule)(alpha, *rest)))

    def build(gamma: float) -> LTParameters:
        coefficient = max(f[k](gamma, *rest) for k in f if k.startswith("bt"))
        return LTParameters(
            alpha=alpha,
            gamma=gamma,
            d=d,
            epsilon=epsilon,
            delta=delta,
            B=B,
            G=G,
            M=M,
            rho=rho,
            iota=iota,
            eta=1.0 / M,
            b=math.ceil(f["b"](gamma, *rest)),
            bt_coefficient=coefficient,
            kappa=f["kappa"](gamma, *rest),
            tau=float(escape_steps) if tau_rule == "gamma" else f["tau"](gamma, *rest),
            Xi=f["Xi"](alpha, *rest),
            Gamma=escape_steps,
            trigger=c_trigger * alpha if escape_rule == "printed" else alpha,
            sigma_tree=0.0,
            sigma_escape=gamma / math.sqrt(d),
            T=int(horizon) if horizon is not None else math.ceil(c_T * B * M / gamma**2),
            tau_rule=tau_rule,
            b_h_rule=b_h_rule,
            escape_rule=escape_rule,
            noise=noise,
            batch_rule=batch_rule,
            fixed_batch=math.ceil(coefficient * G) if batch_rule == "fixed" else 0,
            success_factor=success_factor,
        )

    params = build(target)
    if noise == "calibrated":
        budget = zcdp_rho_for_dp(epsilon, delta)

        def excess(log_gamma: float) -> float:
            return math.log(_calibrated_tree_sigma(build(math.exp(log_gamma)), budget) * math.sqrt(d) / target)

        if excess(math.log(target)) > 0:
            low = math.log(target) - 1.0
            while excess(low) > 0:
                low -= 1.0
            params = build(math.exp(optimize.brentq(excess, low, math.log(target), xtol=1e-10)))
        sigma_esc = params.escape_sensitivity() * math.sqrt(params.escape_releases_per_epoch() / budget)
        return replace(
            params,
            sigma_tree=_calibrated_tree_sigma(params, budget),
            sigma_escape=max(sigma_esc, params.gamma / math.sqrt(d)),
        )
    floor = params.gamma / math.sqrt(d)
    level = {"none": 0.0, "thm317": floor, "lem314": 2 * math.log(1 / delta) * floor}[noise]
    return replace(params, sigma_tree=level, sigma_escape=max(level, floor))


def _calibrated_tree_sigma(params: LTParameters, budget: float) -> float:
    """Node noise of the tree with half the zCDP ``budget``: s_g sqrt(bit_length(T) / budget)."""
    memberships = tree_privacy.max_node_memberships(params.T)
    return params.increment_sensitivity * math.sqrt(memberships / budget)


@dataclass(frozen=True)
class EscapeParameters:
    """The inputs of LT-Alg2 besides (g, H): radius Ξ, length Γ, step η and perturbation σ."""

    gamma: float
    Xi: float
    Gamma: int
    eta: float
    sigma: float


def escape_parameters(
    gamma: float, *, d: int, M: float, rho: float, iota: float = 0.1, escape_rule: EscapeRule = "printed"
) -> EscapeParameters:
    """Parameters of LT-Thm3.4 at accuracy ``gamma``: Ξ = √(γ/ρ), Γ from LT-Lem3.9, η = 1/M and
    σ = γ/√(d log(Γ/ι)) (Thm 3.4 writes log(T/ι); T should read Γ). ``escape_rule="lemma3.8"`` sets the
    escape scale α_e = c_e L γ for Ξ and Γ (the A.3 requirement), keeping σ at the accuracy γ.
    """
    gamma, M, rho = (_positive(k, v) for k, v in (("gamma", gamma), ("M", M), ("rho", rho)))
    if isinstance(d, bool) or int(d) != d or d < 1:
        raise ValueError(f"d must be an integer >= 1, got d={d!r}")
    if not 0 < iota < 1:
        raise ValueError(f"iota must lie in (0, 1), got iota={iota!r}")
    rule = _choice("escape_rule", escape_rule, ("printed", "lemma3.8"))
    scale = gamma
    if rule == "lemma3.8":
        scale = gamma * LEMMA38_C * math.log(32 * M * math.sqrt(d) / (iota**2 * math.sqrt(rho * gamma)))
    rest = (float(d), 1.0, 1.0, 1.0, M, rho, iota)
    steps = max(1, math.ceil(_escape_length_formula(rule)(scale, *rest)))
    xi = _formulas("printed", "printed")["Xi"](scale, *rest)
    return EscapeParameters(gamma, xi, steps, 1.0 / M, gamma / math.sqrt(d * math.log(steps / iota)))
