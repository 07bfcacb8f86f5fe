"""CGT Sections 4.3 and 4.4.3: the unaccelerated sketch and independent batch gradients."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import LOSS, NONE
from bounds.papers.cgt.statements.common import (
    E6_PRINTED,
    E6_PROOF,
    ETA,
    ETA_SUM,
    EXCESS,
    TAU,
    _averaged,
    _rate,
    _register,
    _src,
)
from bounds.papers.cgt.symbols import D_C, b_max, beta_a, eta_SGD, t_step
from bounds.rate import Rate
from bounds.symbols import B, L, n
from bounds.theorem import Derivation

_register(
    id="CGT-Sketch4.3",
    source=_src("Sec 4.3 (unaccelerated variant)"),
    kind="claim",
    statement="unaccelerated SRG with Delta_t = c_t grad f(x_t, B_t) - c_{t-1} grad f(x_{t-1}, B_t), SGD with "
    "eta ~ sqrt(B/T) = B/sqrt(n), L = ||C|| = M = 1: Var(grad_t) ~ t eta^2/B = t B/n, which is Omega(1) for "
    "t = Omega(n/B), so a single epoch needs B = O(1) (a heuristic sketch)",
    rate=Rate.of("Var(grad_t) of the unaccelerated SRG (L = D_C = M = 1)", NONE, ("t B/n", t_step * B / n)),
    parameters={eta_SGD: B / sp.sqrt(n)},
    derivation=Derivation(
        {
            "sum_{i<=t} Var(Delta_i)/c_t^2, Var(Delta_i) ~ (c_i eta)^2/B, sum_{i<=t} c_i^2 ~ t c_t^2": t_step
            * eta_SGD**2
            / B
        }
    ),
    notes="a worst-case variance argument, not a lower bound",
)

THM411_PRINTED = {
    "8 L^2/(sqrt(B) beta)": 8 * L**2 / (sp.sqrt(B) * beta_a),
    "5 L b/eta_t": 5 * L * b_max / ETA,
    "3 beta b D (printed inside eta_{0:t}(...))": 3 * beta_a * b_max * D_C,
    "beta b^2/eta_t^2": beta_a * b_max**2 / ETA**2,
}

_register(
    id="CGT-Thm4.11",
    source=_src("Thm 4.11 and its proof, eqs. (21)-(23)"),
    kind="theorem",
    statement="with independent batch gradients grad_t = (1/B) sum grad f(x_t, d), eta_t^2 <= 4 eta_{0:t} and "
    "beta >= M: E[F(y_T)] - F(x*) <= (1/eta_{0:T}) sum_t eta_{0:t}(8L^2/(sqrt(B) beta) + 5L||b_t||/eta_t + "
    "3 beta ||b_t|| ||C|| + beta ||b_t||^2/eta_t^2) + beta ||C||^2/eta_{0:T}; encoded at eta_t = t + 1",
    rate=_rate(
        f"{EXCESS} (independent batch gradients, eta_t = t + 1, leading order in T)",
        LOSS,
        {
            **{k: _averaged(ETA_SUM * e) for k, e in THM411_PRINTED.items()},
            "beta D^2/eta_{0:T}": E6_PRINTED,
        },
    ),
    derivation=Derivation(
        {
            label: _averaged(summand)
            for label, summand in {
                "eq. (22): eta_{0:t}(8 L^2/(sqrt(B) beta) + 4 L b/(sqrt(B) eta_t))": ETA_SUM
                * (8 * L**2 / (sp.sqrt(B) * beta_a) + 4 * L * b_max / (sp.sqrt(B) * ETA)),
                "L b/tau_t (Claim 4.9)": L * b_max / TAU,
                "beta b^2/(eta_t tau_t) (Claim 4.9)": beta_a * b_max**2 / (ETA * TAU),
                "3 beta b D (eq. (12); E<q_t, z_t - x*> = 0)": 3 * beta_a * b_max * D_C,
            }.items()
        }
        | {"Phi_0/eta_{0:T-1} <= 2 beta D^2/eta_{0:T-1} (eq. (4))": E6_PROOF}
    ),
    notes="no rate is stated; the printed 3 beta ||b_t|| ||C|| inside eta_{0:t}(...) is loose by T^2",
)
