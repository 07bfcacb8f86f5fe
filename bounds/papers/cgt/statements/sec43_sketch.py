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
        },
        unchecked=(
            "Sec 4.3: the sensitivity of Delta_t is roughly c_t eta 'similarly to Claim 4.2', so Var(Delta_i) ~ "
            "(c_i eta)^2/B (asserted, not derived; the printed chain drops the 1/B, CGT-E19)",
            "Sec 4.3: Var(sum_{i<=t} Delta_i) = sum_{i<=t} Var(Delta_i) (the Delta_i treated as uncorrelated)",
            "Sec 4.3: sum_{i<=t} c_i^2 ~ t c_t^2 for c_t growing at most polynomially (taken as given)",
            "Sec 4.3: SGD at variance Omega(1) needs T = n steps, hence B = O(1) (the conclusion; no rate encoded)",
        ),
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
                "eq. (21): -eta_{0:t} E<q_t, y'_{t+1} - x_t> = eta_{0:t} E||q_t||^2/beta <= eta_{0:t} 4 L^2/(B beta)": (
                    ETA_SUM * 4 * L**2 / (B * beta_a)
                ),
                "eq. (22) via (13): eta_{0:t} E||q_t|| (2||grad_t||/beta + 2||b_t||/eta_t), E||q_t|| <= 2L/sqrt(B), "
                "||grad_t|| <= L": ETA_SUM * 2 * L / sp.sqrt(B) * (2 * L / beta_a + 2 * b_max / ETA),
                "L b/tau_t (Claim 4.9)": L * b_max / TAU,
                "beta b^2/(eta_t tau_t) (Claim 4.9)": beta_a * b_max**2 / (ETA * TAU),
                "3 beta b D (eq. (12); E<q_t, z_t - x*> = 0)": 3 * beta_a * b_max * D_C,
            }.items()
        }
        | {"Phi_0/eta_{0:T-1} <= 2 beta D^2/eta_{0:T-1} (eq. (4))": E6_PROOF},
        uses=("CGT-Claim4.9@v1",),
        unchecked=(
            "proof of Thm 4.11: E||q_t||^2 <= 4L^2/B (q_t an average of B centred vectors of norm <= 2L) and "
            "E||q_t|| <= 2L/sqrt(B) by Jensen (taken as given)",
            "proof of Thm 4.11: eq. (12) of Lem 4.8's proof (through Claim 4.9) and eq. (13) reused for the batch "
            "gradient (the inequalities are taken as given; their right sides are the terms)",
        ),
    ),
    notes="no rate is stated; the printed 3 beta ||b_t|| ||C|| inside eta_{0:t}(...) is loose by T^2",
)
