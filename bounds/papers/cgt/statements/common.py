"""What CGT's statement modules share: the source locator, the settings and the sums over t at eta_t = t + 1."""

from __future__ import annotations

import sympy as sp

from bounds.papers.cgt.symbols import (
    D_C,
    Q,
    b_max,
    beta_a,
    t_step,
)
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import B, L, T, delta
from bounds.theorem import Theorem

PAPER = "CGT"
VERSION = "v1"
FILE = "arXiv:2406.02716v1"

R32 = sp.Rational(3, 2)
LOG_DELTA = sp.log(1 / delta)
EXCESS = "excess population risk E[F(y_T)] - F(x*)"


def _src(where: str) -> str:
    return f"{FILE}, {where}"


def _register(**fields) -> Theorem:
    return register(Theorem(paper=PAPER, version=VERSION, **fields))


def _log2(x: sp.Expr) -> sp.Expr:
    return sp.log(x, 2)


def _polylog(steps: sp.Expr) -> sp.Expr:
    """The hidden polylog of Thm 4.6/4.10, c_DP eps/sqrt(d) = sqrt(log^3 T log(T/delta) log(1/delta)) at T = steps."""
    return sp.sqrt(_log2(steps) ** 3 * sp.log(steps / delta) * LOG_DELTA)


# ==== sums over t at eta_t = t + 1 ==================================================================================
_s = sp.Symbol("s", positive=True)
"""s = t + 1 inside the per-step bounds; it never leaves the helpers below."""
ETA = _s
ETA_SUM = _s * (_s + 1) / 2
TAU = ETA / ETA_SUM


def _leading_groups(expr: sp.Expr) -> dict[sp.Expr, tuple[sp.Expr, sp.Expr]]:
    """For each s-free monomial of ``expr``: the leading power of s and its coefficient."""
    groups: dict[sp.Expr, tuple[sp.Expr, sp.Expr]] = {}
    for part in sp.Add.make_args(sp.expand(expr)):
        free, dependent = part.as_independent(_s, as_Add=False)
        base, power = dependent.as_base_exp()
        if dependent == 1:
            power = sp.Integer(0)
        elif base != _s:
            raise ValueError(f"per-step term {part} is not a power of t + 1 times a monomial")
        coeff, mono = free.as_coeff_Mul()
        if mono not in groups or power > groups[mono][0]:
            groups[mono] = (power, coeff)
    return groups


def _per_step(expr: sp.Expr) -> sp.Expr:
    """A per-step bound (a function of s = t + 1) at leading order in t, written in t_step."""
    return sp.Add(*(c * mono * t_step**p for mono, (p, c) in _leading_groups(expr).items()))


def _averaged(summand: sp.Expr) -> sp.Expr:
    """(1/eta_{0:T}) sum_{t<T} summand(t) at leading order in T, per monomial group: sum s^p ~ T^(p+1)/(p+1)."""
    total = sp.Integer(0)
    for mono, (p, c) in _leading_groups(summand).items():
        if p <= -1:
            raise ValueError(f"sum of (t+1)^{p} is not polynomial in T")
        total += c * mono * T ** (p + 1) / (p + 1)
    return sp.expand(total * 2 / T**2)


def _split(label: str, expr: sp.Expr) -> list[tuple[str, sp.Expr]]:
    """Rate terms from a sum of monomials, one per monomial (labelled by it when there are several)."""
    parts = sp.Add.make_args(sp.expand(expr))
    if len(parts) == 1:
        return [(label, parts[0])]
    return [(f"{label}: {part.as_coeff_Mul()[1]}", part) for part in parts]


def _rate(quantity: str, dimension, terms: dict[str, sp.Expr]) -> Rate:
    return Rate.of(quantity, dimension, *(t for label, e in terms.items() for t in _split(label, e)))


# Lemma 4.8 / Thm 4.7 per-step error terms at eta_t = t + 1 (E3 in Lemma 4.8's sqrt(t+1) form)
E_TERMS = {
    "E1": 2 * Q * sp.sqrt(_s) * (L + Q * _s / (sp.sqrt(B) * ETA)) / (sp.sqrt(B) * ETA * beta_a),
    "E2": (3 * Q * sp.sqrt(_s) / (sp.sqrt(B) * ETA) + L) * b_max / ETA,
    "E3": Q * D_C * sp.sqrt(_s) / (sp.sqrt(B) * ETA_SUM),
    "E4": 3 * beta_a * b_max * D_C / ETA_SUM,
    "E5": beta_a * b_max**2 / ETA**2,
}
E3_PRINTED = Q * D_C * Q * _s / (sp.sqrt(B) * ETA_SUM)
"""Thm 4.7 and the proof of Thm 4.10 print E3 with Q(t+1) for sqrt(t+1) (units F^2/X)."""

E6_PRINTED = 2 * beta_a * D_C**2 / T**2
"""beta D^2/eta_{0:T} with eta_{0:T} ~ T^2/2 (Thm 4.7 as printed)."""

E6_PROOF = 4 * beta_a * D_C**2 / T**2
"""Phi_0/eta_{0:T-1} <= 2 beta D^2/eta_{0:T-1} ~ 4 beta D^2/T^2 (eq. (4) with z_0 = 0, 0 in C)."""


def _thm47_terms(e3: sp.Expr) -> dict[str, sp.Expr]:
    """Thm 4.7's six terms at eta_t = t + 1 (leading order in T), with the given E3."""
    per_step = {**E_TERMS, "E3": e3}
    terms = {f"{k} (Thm 4.7, eta_t = t + 1)": _averaged(ETA_SUM * e) for k, e in per_step.items()}
    terms["E6 = beta D^2/eta_{0:T} (Thm 4.7)"] = E6_PRINTED
    return terms


def term_ratios(theorem: Theorem, var: sp.Symbol) -> tuple[dict[str, sp.Expr | None], list[sp.Expr]]:
    """Each stated term against the derived monomials of the same shape (their ratio depends on ``var`` only).

    Returns ``({stated label: derived/stated or None}, [derived monomials matching no stated term])``. Used for
    CGT-Thm4.1, whose printed terms are each compared with Thm 4.7's E-terms at eta_t = t + 1.
    """
    if theorem.derivation is None:
        raise ValueError(f"{theorem.key} has no derivation")
    derived = [
        m for term in theorem.derivation.terms.values() for m in sp.Add.make_args(sp.expand(theorem.substituted(term)))
    ]
    ratios: dict[str, sp.Expr | None] = {}
    used: set[sp.Expr] = set()
    for t in theorem.rate.terms:
        stated = t.expr(logs=False)
        match = [m for m in derived if sp.simplify(m / stated).free_symbols <= {var}]
        ratios[t.label] = sp.simplify(sp.Add(*match) / stated) if match else None
        used.update(match)
    return ratios, [m for m in derived if m not in used]


Q_MEAN = Q * sp.sqrt(_s) / (sp.sqrt(B) * ETA)
"""E||q_t|| <= Q sqrt(t+1)/(sqrt(B) eta_t): B eta_t q_t is a martingale of B(t+1) centred terms of norm <= Q."""
Q_SQ = Q**2 * _s / (B * ETA**2)
"""E||q_t||^2 <= Q^2 (t+1)/(B eta_t^2)."""
Q_GRAD = L * Q_MEAN + Q_SQ
"""E[||q_t|| ||grad_t||] <= L E||q_t|| + E||q_t||^2, since grad_t = grad F(x_t) + q_t and ||grad F|| <= L."""
