"""LT Section 3.1: saddle escape with a frozen Hessian."""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import GRADIENT, LENGTH, LOSS, NONE
from bounds.papers.lt.statements.common import AL, ESCAPE, GA, PHI_EXPR, RHO, _at, _register
from bounds.papers.lt.symbols import B_F, Gamma, Phi_E, Xi, g_t, iota, sigma_E, varkappa
from bounds.rate import Rate
from bounds.registry import cite
from bounds.symbols import M, T, d, eta, sigma
from bounds.theorem import Correction, Derivation

_register(
    id="LT-Lem3.2",
    source=_at("Lem 3.2"),
    kind="lemma",
    statement="for M-smooth F and eta = 1/M: if ||grad F(x_t)|| >= gamma and ||g_t - grad F(x_t)|| <= gamma/4, then "
    "F(x_{t+1}) - F(x_t) <= -eta ||g_t||^2/16",
    rate=Rate.of("decrease F(x_t) - F(x_{t+1}) per step", LOSS, ("descent", eta * g_t**2 / 16)),
    derivation=Derivation(
        {
            "(eta/2)||g||^2 (Lem 3.2, first display)": eta * g_t**2 / 2,
            "-eta ||g|| ||grad F - g|| with ||grad F - g|| <= ||g||/3 (Lem 3.2)": -eta * g_t**2 / 3,
        }
    ),
    notes="the derivation gives eta ||g||^2/6; 1/16 is safe",
)

_register(
    id="LT-Lem3.5",
    source=_at("Lem 3.5 and App. A.1"),
    kind="lemma",
    statement="with probability >= 1 - iota/2, for all t in [Gamma]: ||g_{t-1} - grad F(x_{t-1})|| <= "
    "2 gamma + (varkappa + rho Xi) Xi",
    rate=Rate.of(
        "escape-phase gradient error ||g_{t-1} - grad F(x_{t-1})||",
        GRADIENT,
        ("2 gamma", 2 * GA),
        ("varkappa Xi", varkappa * Xi),
        ("rho Xi^2", RHO * Xi**2),
    ),
    derivation=Derivation(
        {
            "||g - grad F(x0)|| <= gamma ((gamma, varkappa)-accurate pair)": GA,
            "||zeta_t|| <= gamma (Gaussian concentration, A.1)": GA,
            "||(H - nabla^2 F(z))(x_{t-1} - x0)|| <= (varkappa + rho Xi) Xi (A.1)": (varkappa + RHO * Xi) * Xi,
        },
        unchecked=(
            "A.1: ||zeta_t|| <= gamma for all t in [Gamma] w.p. 1 - iota/2 ('by the concentration of the Gaussian'; "
            "the sigma_t of Thm 3.4 is not a setting of this lemma, so the noise norm is taken as gamma, not derived)",
        ),
    ),
    notes="the terms are the three pieces of A.1's triangle inequality and add up to the claim itself "
    "(2 gamma + (varkappa + rho Xi) Xi); only the split is checked",
)

_register(
    id="LT-Lem3.8-err",
    source=_at("App. A.2 (proof of Lem 3.8), '||varrho_i|| <= 3 gamma'"),
    kind="claim",
    statement="by Lem 3.5 and the preconditions, ||varrho_i|| <= 3 gamma",
    rate=Rate.of("escape-phase gradient error ||varrho_i||", GRADIENT, ("3 gamma", 3 * GA)),
    parameters={Xi: sp.sqrt(GA / RHO), varkappa: GA / Xi},
    derivation=Derivation(
        {
            "2 gamma (Lem 3.5)": 2 * GA,
            "varkappa Xi at the allowed varkappa Xi = gamma (Lem 3.5)": varkappa * Xi,
            "rho Xi^2 at Xi = sqrt(gamma/rho) (Lem 3.5)": RHO * Xi**2,
        },
        exact=True,
        uses=("LT-Lem3.5@v1",),
    ),
    corrections=(
        Correction(
            "rate",
            Rate.of("escape-phase gradient error ||varrho_i||", GRADIENT, ("4 gamma", 4 * GA)),
            "Lem 3.5 with varkappa Xi <= gamma and rho Xi^2 = gamma gives 4 gamma",
        ),
    ),
)

_register(
    id="LT-Lem3.8-dist",
    source=_at("App. A.2 (proof of Lem 3.8), 'eta ||sum grad F(x_i)|| >= Xi - 3 gamma Gamma >= sqrt(gamma/2rho)'"),
    kind="claim",
    statement="if Alg. 2 halts with ||x_t - x0|| >= Xi, then eta ||sum_i grad F(x_i)|| >= Xi - 3 gamma Gamma >= "
    "sqrt(gamma/(2 rho))",
    rate=Rate.of("lower bound on eta ||sum_i grad F(x_i)||", LENGTH, ("sqrt(gamma/(2 rho))", sp.sqrt(GA / (2 * RHO)))),
    parameters=dict(ESCAPE),
    assumptions=(sp.Le(sp.sqrt(GA / (2 * RHO)), Xi - 3 * GA * Gamma),),
    assumption_text=("the printed intermediate bound Xi - 3 gamma Gamma >= sqrt(gamma/(2 rho)) (no eta)",),
    derivation=Derivation(
        {
            "||x_t - x0|| >= Xi (halting rule)": Xi,
            "-eta sum ||varrho_i|| >= -3 eta gamma Gamma (||varrho|| <= 3 gamma, t <= Gamma)": -3 * eta * GA * Gamma,
        },
        exact=True,
        uses=("LT-Lem3.8-err@v1",),
    ),
    notes="at the printed Xi, Gamma the bound is -2 sqrt(gamma/rho) < 0",
)

_register(
    id="LT-Lem3.8",
    source=_at("Lem 3.8 and App. A.2 (Claims 3.6, 3.7)"),
    kind="lemma",
    statement="if Alg. 2 halts because ||x_t - x0|| >= Xi, then F(x_t) - F(x0) <= -Phi; the proof ends with "
    "-eta gamma/(8 Gamma rho) + 45 eta Gamma gamma^2 <= -Phi",
    rate=Rate.of("decrease F(x0) - F(x_t) (Phi of Thm 3.4)", LOSS, ("Phi", PHI_EXPR)),
    parameters=dict(ESCAPE),
    derivation=Derivation(
        {
            "(eta/(4 Gamma))(sum ||grad F||)^2 with eta ||sum grad F|| >= sqrt(gamma/(2 rho)) = Xi/sqrt(2) (A.2, "
            "eq. (4); printed -eta gamma/(8 Gamma rho) drops eta^2)": Xi**2 / (8 * eta * Gamma),
            "-5 eta sum ||varrho_i||^2 >= -5 eta Gamma (3 gamma)^2 (A.2, eq. (4), ||varrho_i|| <= 3 gamma by "
            "Lem 3.5)": -45 * eta * Gamma * GA**2,
        },
        exact=True,
        uses=("LT-Lem3.8-dist@v1", "LT-Lem3.8-err@v1", "LT-Lem3.5@v1"),
        unchecked=(
            "eq. (4): Claim 3.6 (Lemma 10 of Wang et al. 2019a) summed over i <= t is quoted, not encoded as a "
            "statement",
            "A.2, last display: sum_i ||grad F(x_i)||^2 >= (sum_i ||grad F(x_i)||)^2/Gamma (Cauchy-Schwarz, t <= "
            "Gamma) "
            "is applied, not encoded",
        ),
    ),
    notes="with Gamma = L M/sqrt(rho gamma) (L >= 1 the polylog) the error is 360 L^2 times the decrease; an escape "
    "scale alpha_e = c L gamma with c >~ 27 closes it",
)

_register(
    id="LT-Lem3.9",
    source=_at("Lem 3.9 and App. A.3"),
    kind="lemma",
    statement="if varkappa <= sqrt(rho gamma)/2 and w - u = mu r e_1 with mu >= iota^2/(16 sqrt d), r = eta gamma, "
    "one of w, u is not in the stuck region: z_t = (I - eta H) z_{t-1} grows like (1 + eta sqrt(rho gamma)/2)^t mu r, "
    "which reaches 2 Xi within Gamma steps",
    rate=Rate.of(
        "escape length Gamma",
        NONE,
        ("Gamma", M / sp.sqrt(RHO * GA), sp.log(M * sp.sqrt(d) / (iota**2 * sp.sqrt(RHO * GA)))),
    ),
    parameters={eta: 1 / M, Xi: sp.sqrt(GA / RHO)},
    assumptions=(sp.Le(varkappa**2, RHO * GA / 4),),
    assumption_text=("varkappa <= sqrt(rho gamma)/2 (printed)",),
    derivation=Derivation(
        {
            "t >= log(2 Xi/(mu r))/log(1 + eta sqrt(rho gamma)/2), r = eta gamma, mu = iota^2/(16 sqrt d) (A.3)": 2
            / (eta * sp.sqrt(RHO * GA))
            * sp.log(32 * sp.sqrt(d) * Xi / (iota**2 * eta * GA))
        },
        unchecked=(
            "A.3: z_(t+1) = (I - eta H) z_t under the coupling (same noise) and ||z_t|| >= (1 + eta sqrt(rho "
            "gamma)/2)^t "
            "mu r from lambda_min(H) <= -sqrt(rho alpha)/2 (printed without the sign) are asserted, not encoded",
            "A.3: eq. (5), max{||x_Gamma - x0||, ||x'_Gamma - x0||} >= Xi from ||z_Gamma|| >= 2 Xi (triangle "
            "inequality)",
        ),
    ),
    notes="the derivation needs Gamma >= (2M/sqrt(rho gamma)) ln(32 M sqrt(d)/(iota^2 sqrt(rho gamma)))",
)

LEM38, LEM38_PHI = cite("LT-Lem3.8@v1")
_register(
    id="LT-Thm3.4",
    source=_at("Thm 3.4 (Alg. 2) and App. A.5"),
    kind="theorem",
    statement="at a saddle x0 with ||grad F(x0)|| <= alpha, given a (gamma, varkappa)-accurate pair (g, H), Alg. 2 "
    "with sigma_t = gamma/sqrt(d log(T/iota)), Gamma = O~(M/sqrt(rho gamma)), varkappa Xi <= gamma, eta = 1/M, "
    "Xi = sqrt(gamma/rho) outputs y with F(y) - F(x0) <= -Phi, Phi = Omega(gamma^(3/2)/(sqrt(rho) log^3(...))), "
    "with probability >= 1 - iota",
    rate=Rate.of(
        "decrease Phi per successful escape",
        LOSS,
        ("escape", PHI_EXPR, 1 / sp.log(d / iota) ** 3),
        polylog_note="the printed log argument dMZb/(rho gamma iota) has undefined Z, b",
    ),
    parameters={**ESCAPE, sigma_E: GA / sp.sqrt(d * sp.log(T / iota))},
    assumptions=(sp.Ge(AL, GA * sp.log(d * B_F * M / (RHO * iota)) ** 3), sp.Le(varkappa * Xi, GA)),
    assumption_text=("alpha >= gamma log^3(dBM/(rho iota)) (printed)", "varkappa Xi <= gamma (printed)"),
    derivation=Derivation(
        {"Phi: the decrease once ||x_t - x0|| >= Xi (A.5: 'By Lemma 3.8 and the definition of X(x0)')": LEM38_PHI},
        inputs=(LEM38,),
        uses=("LT-Lem3.9@v1",),
        unchecked=(
            "A.5: Pr[F(y) - F(x0) <= -Phi] >= Pr[x1 not in X(x0) | ||zeta_t|| <= gamma] + iota/2 (a probability, "
            "printed with + for -)",
            "A.5: the anti-concentration 2 erf(mu gamma/sigma_0) <= iota^2/16 and its conditional version <= iota^2/4",
            "A.5: the probability that x1 is stuck is at most the square root of the probability that x1 and x1' "
            "both are, <= iota/2 (Lem 3.9 and independence)",
            "the log^3 of Phi and the hypothesis alpha >= gamma log^3(dBM/(rho iota)): no step of A.2 or A.5 uses "
            "them (Lem 3.8 is stated without the log)",
        ),
    ),
    notes="the hypothesis nabla^2 F(x) >= -sqrt(rho alpha) I is a typo for a strict saddle; the derivation composes "
    "Lem 3.8 (whose proof, A.2, does not close: LT-Lem3.8) for the decrease, the rest of A.5 is probabilistic",
)

PROP310_PARAMS = {
    **ESCAPE,
    Phi_E: PHI_EXPR,
    sigma: GA / sp.sqrt(d * sp.log(T / iota)),
    sigma_E: GA / sp.sqrt(d * sp.log(T / iota)),
}
_register(
    id="LT-Prop3.10",
    source=_at("Prop 3.10 and App. A.4"),
    kind="proposition",
    statement="with oracles ||nabla~_t - grad F(x_t)|| <= gamma and ||H_t - nabla^2 F(x_t)|| <= sqrt(rho gamma)/2, "
    "T = O~(B/(eta gamma^2)) iterations of Alg. 3 contain an O~(gamma)-SOSP with probability >= 1 - T iota",
    rate=Rate.of("iterations T", NONE, ("T", B_F * M / GA**2), polylog_note="log^3 of Phi and the log of Gamma"),
    parameters=PROP310_PARAMS,
    assumptions=(sp.Le(varkappa * Xi, GA),),
    assumption_text=("varkappa Xi <= gamma (printed)",),
    derivation=Derivation(
        {
            "descent steps: B/(eta gamma^2/16) where ||grad F|| >= 4 gamma (Lem 3.2)": 16 * B_F / (eta * GA**2),
            "escape steps: Gamma per escape, <= B/Phi escapes (Thm 3.4)": Gamma * B_F / Phi_E,
        },
        uses=("LT-Lem3.2@v1", "LT-Thm3.4@v1"),
        unchecked=(
            "A.4: that ||nabla~_t - grad F|| <= gamma and ||grad F(x_t)|| >= 4 gamma meet Lem 3.2's hypothesis "
            "(error <= ||grad F||/4) is asserted",
            "A.4: every point with ||grad F|| < 4 gamma that is not a saddle is an O~(gamma)-SOSP, and Thm 3.4 holds "
            "w.p. 1 - iota per escape (union bound 1 - T iota): not encoded",
        ),
    ),
)

_register(
    id="LT-Prop3.10-avg",
    source=_at("text after Prop 3.10 ('decrease by Omega(eta/gamma^2) on average')"),
    kind="claim",
    statement="if no O(gamma)-SOSP is found, the function value decreases by Omega(eta/gamma^2) per step on average",
    rate=Rate.of("average decrease per step", LOSS, ("eta/gamma^2 at eta = 1/M", 1 / (M * GA**2))),
    parameters=PROP310_PARAMS,
    derivation=Derivation({"Phi per Gamma escape steps (Thm 3.4)": Phi_E / Gamma}, uses=("LT-Thm3.4@v1",)),
    corrections=(
        Correction(
            "rate",
            Rate.of("average decrease per step", LOSS, ("eta gamma^2 at eta = 1/M", GA**2 / M)),
            "eta/gamma^2 has units X^4/F^3; Phi/Gamma = gamma^2/M = eta gamma^2",
        ),
    ),
)
