"""LT: Liu, Talwar, "Adaptive Batch Size for Privately Finding Second-Order Stationary Points" (arXiv 2410.07502 v2).

Source: ``papers/004_ade5b0999ea6b41e.txt`` (v2, February 26, 2025, the only version we have: "v1" here). Ids
name the paper's results. The paper is (eps, delta)-DP throughout and has no tables;
the comparison table below is built from its introduction.

Symbols: alpha_S is the SOSP accuracy alpha, gamma_S the escape/error level gamma (gamma = O~(alpha)), B_F the value
gap B, G, M, rho_H the Lipschitz, smoothness and Hessian-Lipschitz constants, kappa_D the drift threshold kappa,
tau the escape count threshold (a count, so dimensionless), Gamma, Xi, Phi_E the escape length, radius and
decrease, varkappa the Hessian accuracy of the frozen pair, b the checkpoint batch with b_H its Hessian-privacy part
M sqrt(d)/(rho eps), b_t the adaptive batch, g_t = ||g_t|| and Delta_x = ||x_t - x_{t-1}|| = eta ||g_{t-1}||.
Settings printed as O~/Theta~ are encoded without their logs (gamma = alpha, Gamma = M/sqrt(rho gamma)); the
unstated eta = 1/M of Alg. 3 is encoded. Lem 3.15's proof bounds are encoded with Sum ||g_i|| = B/(eta gamma)
(eq. (9)), T = B/(eta gamma^2) (Prop 3.10) and Phi = gamma^(3/2)/sqrt(rho) (Thm 3.4).

Errata found by computation (``Theorem.errata()``):

- tau. The printed tau = alpha^(3/2)/(M sqrt(rho)) has units X^2 where a count is required: the unit
  check flags it in LT-Lem3.14*, LT-Lem3.15, LT-Lem3.16, LT-Thm3.17 and LT-Rem3.18. The companion step
  "Xi sqrt(Gamma tau) <= alpha/rho" of B.4 (LT-Lem3.14-Xi) holds exactly at the printed settings, but alpha/rho has
  units X^2 where Xi sqrt(Gamma tau) is a length; with tau = Gamma it is Xi Gamma = M/rho.
- The escape refresh. Alg. 3 refreshes O1/O3 after tau escapes, which costs b B/(Phi tau) samples
  (B.5). LT-Lem3.15: this term is not dominated by the printed sample count (derive() names it). With tau = Gamma
  it is b B rho/(M gamma) (= b T/Gamma^2), which is still not dominated by b B M/(kappa gamma) (ratio
  rho kappa/M^2 >= 1 at kappa >= (BGM)^(1/3) in units where the constants are 1), so Lem 3.15's claim
  "b (Sum||g||/kappa + B/(Phi tau)) = O~(b B M/(kappa gamma))" is false even with the repaired tau; the corrected
  statement carries the extra term. LT-Lem3.16 (full constants): with the printed tau the refresh term
  b B M rho/alpha^3 breaks the rate along n (its part B G^2 M rho/alpha^5 inverts to alpha ~ n^(-1/5)), witness
  n ~ s. With tau = Gamma and the repaired b
  the exponents of n, d and eps survive, but two terms with other problem constants appear,
  (B G rho/M)^(1/2) (sqrt(d)/(n eps))^(1/2) and (B G^2 rho/(M n))^(1/3) (they vanish when the
  constants are set to 1). LT-Rem3.18 (the constants set to 1, encoded unit-consistently as B_F = G^2/M and
  rho_H = M^2/G): the printed settings do not follow (refresh term), the repaired ones re-derive the remark's rate.
- b_H = M sqrt(d)/(rho eps) is a length; the O3 sensitivity M/b times 2 Xi Gamma = 2M/rho must be at most
  2 eps alpha/sqrt(d), which needs b_H = M^2 sqrt(d)/(rho alpha eps) (same alpha-order as G sqrt(d)/(eps alpha)).
  LT-Lem3.14-priv: at the printed b_H and tau the noise level alpha/sqrt(d) does not cover the escape release of
  the O4 increments (rho ||Delta x||/b_t) 2 Xi sqrt(Gamma tau)/eps, which exceeds it by alpha/M (units X); the
  repaired tau and b_H re-derive it.
- LT-Lem3.16 and LT-Thm3.17 print sqrt(B M^2)/(rho sqrt(n)); B.6 inverts n >= b_H B M/(kappa gamma) at
  kappa >= alpha sqrt(d)/eps to sqrt(B M^2)/sqrt(rho n). The unit check flags the printed term (units F^(1/2) X).
  derive() of LT-Thm3.17 (B.6's inversion of Lem 3.15 as stated, each b part and kappa branch as in B.6) names the
  b_H term along B ~ s^3, G ~ s^2, M ~ s^2, d ~ s^3, eps ~ s^3, rho ~ s. The misprint changes only problem
  constants, so it shows only where they scale against each other (B ~ s^3, G ~ s^2, M ~ s^2, rho ~ s with n, d,
  eps fixed also fails, by s^(1/3)); the only failing direction among the 3000 that derive() samples also scales d
  and eps, so the theorem's "eps <= O(1)" (needed only for the privacy accounting) is kept as text, not as a
  restriction of the scaling directions. With the repaired b_H the term becomes (B M^3/(rho n))^(1/3).
- Lem 3.8. LT-Lem3.8-dist (exact): A.2 prints eta ||sum grad F|| >= Xi - 3 gamma Gamma >=
  sqrt(gamma/(2 rho)); Xi - 3 gamma Gamma is unit-inconsistent (flagged), and with the eta restored,
  Xi - 3 eta gamma Gamma = -2 sqrt(gamma/rho) at the printed Xi, Gamma (ratio -2 sqrt(2): the step fails).
  LT-Lem3.8 (exact): with eta^2 restored in the decrease (the printed -eta gamma/(8 Gamma rho) has units X^4/F),
  the decrease Xi^2/(8 eta Gamma) is outweighed by the error 45 eta Gamma gamma^2: the derived decrease is
  -(359/8) gamma^(3/2)/sqrt(rho) (360 L^2 with the polylog L of Gamma). LT-Lem3.8-err (exact): Lem 3.5 gives
  ||varrho|| <= 4 gamma at varkappa Xi = gamma, the proof uses 3 gamma.
- LT-Prop3.10-avg: the printed average decrease Omega(eta/gamma^2) (units X^4/F^3) should read eta gamma^2.
- LT-Thm3.4: the hypothesis alpha >= gamma log^3(dBM/(rho iota)) has a log of B M/rho (units F X); no correction
  is encoded (the intended argument is not determined by the text).
- LT-ThmC.1: the net radius r <= min{1, M/rho} sqrt(d/n) mixes a number and a length; with it the discretisation
  error 2 M r is M sqrt(d/n), not G sqrt(d/n). r = min{G/M, M/rho} sqrt(d/n) re-derives both bounds of Thm C.1.
- LT-CorC.2: the printed sqrt(d)/n should be sqrt(d/n) (Thm C.1); transferring the Hessian condition
  also needs M^2 d/(rho n) (M sqrt(d/n) <= sqrt(rho alpha)); the corrected statement carries both.

Errata not detectable here (and why):

- Thm 2.2 omits sqrt(log Sigma) in the utility bound; Lem 3.13 calibrates sigma with s log(1/delta)/eps where
  Thm 2.2 needs 4 s sqrt(log Sigma log(1/delta))/eps (8 with the eps/2 split); Lem 3.14, Thm 3.17 and Prop 3.10
  use three different sigma; Thm 3.4 writes log(T/iota) for log(Gamma/iota) and has undefined Z, b in
  the log of Phi: logs have growth 0 and the Rate layer keeps them apart, so "up to constants and logs" cannot see
  them (LT-Lem3.13 is verified up to logs).
- Constant-only slips inside statements compared up to constants: the missing factor 2 of replace-one
  sensitivities, Lem 3.2's 1/16 (1/6 holds), Lem 3.15's ||g|| >= gamma threshold, the escape-phase
  error "<= gamma" of Lem 3.14 (it is 4 gamma), A.5's erf constants and "+ iota/2", Lem 3.9's
  mu >= iota^2/(16 sqrt d) versus the proof's iota^2/(4 sqrt d).
- Sign and symbol typos in non-rate statements: Thm 2.5's exp(-(-t^2)/(8 sigma^2)) (a tail probability, not a rate),
  Thm 3.4's "nabla^2 F >= -sqrt(rho alpha) I" for a strict saddle and Lem 3.9's "lambda_min <= sqrt(rho alpha)/2",
  Lem 3.11 (4) with gradients for Hessians, b_t written with g_t for g_{t-1} and M||Delta x|| =
  ||nabla~_t|| in Lem 3.13, the drift defined with squares in the introduction.
- Algorithmic issues: NODE(Sigma) of Alg. 1 misses a leaf, the data-dependent sigma_tree of Lem 3.13 (use the
  a priori bound alpha eps/sqrt(d) that b_t enforces), no private selection of the output, Lem 3.9's
  coupling along e_1 where independent draws differ in all directions.
- Thm C.1 is stated pointwise but used (and proved) uniformly over the domain; Rem 3.18's promised
  exponential-time bounds are absent from App. C: not quantitative claims that a rate comparison can test.
- Lem 2.4 and Thm 2.5 (concentration tools) are encoded only through the oracle radii they give (LT-Lem3.11*).

Readings of the text: (i) A.2 prints Xi - 3 gamma Gamma (no eta), encoded as printed. (ii) The rate survives the
corrections for the exponents of n, d, eps (and exactly when B, G, M, rho are constants), not for the printed
problem constants (see above). (iii) Thm C.1's r <= min{1, M/rho} sqrt(d/n) and the log in Thm 3.4's hypothesis
are unit-inconsistent.
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import CURVATURE, GRADIENT, LENGTH, LOSS, NONE, Dimension
from bounds.erratum import Locator, Normalisation
from bounds.papers.klt.symbols import s_tree
from bounds.papers.lt.symbols import (
    B_F,
    Delta_x,
    G,
    Gamma,
    Phi_E,
    R_dom,
    Sigma_tree,
    Xi,
    alpha_S,
    b,
    b_H,
    b_t,
    g_t,
    gamma_S,
    iota,
    k_W,
    kappa_D,
    r_net,
    rho_H,
    sigma_E,
    tau,
    varkappa,
)
from bounds.privacy_claim import ApproxDP, PrivacyClaim, tree_aggregation
from bounds.rate import Rate
from bounds.registry import cite, register
from bounds.symbols import M, T, d, delta, epsilon, eta, n, sigma
from bounds.tables import ComparisonTable, register_table
from bounds.theorem import Correction, Derivation, Theorem

PAPER = "LT"
VERSION = "v1"
FILE = "papers/004_ade5b0999ea6b41e.txt"

R13, R14, R16, R19, R23, R29, R32, R43, R49, R59 = (
    sp.Rational(*p) for p in ((1, 3), (1, 4), (1, 6), (1, 9), (2, 3), (2, 9), (3, 2), (4, 3), (4, 9), (5, 9))
)
LOG_DELTA = sp.log(1 / delta)
AL, GA, RHO = alpha_S, gamma_S, rho_H

# ---- the parameter settings of Lem 3.14 / Thm 3.17 (logs dropped) ------------------------------------------------
KAPPA_PRIV = AL * sp.sqrt(d) / epsilon
KAPPA_STAT = (B_F * G * M) ** R13
KAPPA = sp.Max(KAPPA_PRIV, KAPPA_STAT)
"""kappa = max{alpha sqrt(d)/eps, (BGM)^(1/3)} (Lem 3.16, Thm 3.17)."""

B_PRIV, B_STAT, B_HSTAT = G * sp.sqrt(d) / (epsilon * AL), G**2 / AL**2, M**2 / (RHO * AL)
B_EXPR = B_PRIV + B_STAT + b_H + B_HSTAT
"""b = G sqrt(d)/(eps alpha) + G^2/alpha^2 + b_H + M^2/(rho alpha) (Lem 3.14, Thm 3.17)."""
B_H_PRINTED = M * sp.sqrt(d) / (RHO * epsilon)
B_H_REPAIRED = M**2 * sp.sqrt(d) / (RHO * AL * epsilon)
B_T_EXPR = sp.Max(g_t * sp.sqrt(d) / (AL * epsilon), kappa_D * g_t / AL**2, RHO * kappa_D * g_t / (M**2 * AL), 1)
"""b_t = max{||g|| sqrt(d)/(alpha eps), kappa ||g||/alpha^2, rho kappa ||g||/(M^2 alpha), 1} (Lem 3.14)."""
TAU_PRINTED = AL**R32 / (M * sp.sqrt(RHO))
PHI_EXPR = GA**R32 / sp.sqrt(RHO)
"""Phi = gamma^(3/2)/sqrt(rho) (Thm 3.4, constant and log^3 dropped)."""
ESCAPE = {eta: 1 / M, Xi: sp.sqrt(GA / RHO), Gamma: M / sp.sqrt(RHO * GA)}
"""eta = 1/M, Xi = sqrt(gamma/rho), Gamma = O~(M/sqrt(rho gamma)) (Thm 3.4, Prop 3.10, Lem 3.14)."""

LEM314 = {
    **ESCAPE,
    b: B_EXPR,
    b_H: B_H_PRINTED,
    b_t: B_T_EXPR,
    tau: TAU_PRINTED,
    sigma: 2 * LOG_DELTA * AL / sp.sqrt(d),
    sigma_E: 2 * LOG_DELTA * AL / sp.sqrt(d),
    GA: AL,
    Delta_x: eta * g_t,
}
THM317_PARAMS = {**LEM314, kappa_D: KAPPA, sigma: AL / sp.sqrt(d), sigma_E: AL / sp.sqrt(d), Phi_E: PHI_EXPR}

TAU_FIX = Correction(
    tau,
    Gamma,
    "tau counts escapes per Hessian epoch (a number); alpha^(3/2)/(M sqrt(rho)) is a length^2 and < 1, so every "
    "escape would refresh O1/O3. tau = Gamma makes Xi sqrt(Gamma tau) = Xi Gamma = M/rho",
)
B_H_FIX = Correction(
    b_H,
    B_H_REPAIRED,
    "M sqrt(d)/(rho eps) is a length; the O3 sensitivity M/b times 2 Xi Gamma = 2M/rho must be <= 2 eps alpha/sqrt(d), "
    "so b >= M^2 sqrt(d)/(rho alpha eps), the alpha-order of G sqrt(d)/(eps alpha)",
)
EPS_TEXT = "eps <= O(1) (printed; it enters the privacy accounting only and does not restrict the scaling directions)"


def _at(where: str) -> str:
    return f"{FILE}, {where}"


def _register(**fields) -> Theorem:
    return register(Theorem(paper=PAPER, version=VERSION, **fields))


# ==== Section 2: tools =============================================================================================
def _tree_claim(noise: sp.Expr, eps: sp.Expr, dlt: sp.Expr) -> PrivacyClaim:
    """Alg. 1's tree over Sigma increments of sensitivity s with node noise ``noise``, claimed (eps, dlt)-DP; the
    paper fixes no neighbouring relation and states the sensitivity as an assumption."""
    return PrivacyClaim(
        (tree_aggregation("tree node sums over the changed increment (Alg. 1)", noise, s_tree, Sigma_tree),),
        ApproxDP(eps, dlt),
        "add/remove",
        assumptions=(sp.Le(epsilon, 1),),
        grid={Sigma_tree: (2.0, 64.0, 1e6), epsilon: (0.1, 1.0), delta: (1e-5, 1e-10)},
    )


_register(
    id="LT-Thm2.2",
    source=_at("Thm 2.2 (tree mechanism; Dwork et al. 2010, Chan et al. 2011) and Alg. 1"),
    kind="theorem",
    statement="if every increment has sensitivity <= s, sigma = 4 s sqrt(log Sigma log(1/delta))/eps makes Alg. 1 "
    "(eps, delta)-DP, and with probability >= 1 - Sigma iota, ||TREE(t)|| <~ sqrt(d log(1/iota)) sigma for all t",
    rate=Rate.of(
        "max_t ||TREE(t)||",
        GRADIENT,
        ("tree noise", 4 * s_tree * sp.sqrt(d) / epsilon, sp.sqrt(sp.log(Sigma_tree) * LOG_DELTA * sp.log(1 / iota))),
    ),
    parameters={sigma: 4 * s_tree * sp.sqrt(sp.log(Sigma_tree) * LOG_DELTA) / epsilon},
    derivation=Derivation(
        {"||TREE(t)|| <~ sqrt(d log(1/iota)) sigma (Thm 2.2)": sp.sqrt(d * sp.log(1 / iota)) * sigma}
    ),
    privacy_claim=_tree_claim(sigma, epsilon, delta),
    notes="the utility bound omits the sqrt(log Sigma) of summing <= log Sigma nodes (logs only)",
)

# ==== Section 3.1: saddle escape with a frozen Hessian =============================================================
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
        {
            "Lem 3.8: (eta/(4 Gamma))(sum ||grad F||)^2 >= Xi^2/(8 eta Gamma) once ||x_t - x0|| >= Xi (A.2, eta^2 "
            "restored)": Xi**2 / (8 * eta * Gamma)
        }
    ),
    notes="the hypothesis nabla^2 F(x) >= -sqrt(rho alpha) I is a typo for a strict saddle",
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
        }
    ),
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
            "-5 eta sum ||varrho_i||^2 >= -5 eta Gamma (3 gamma)^2 (Claim 3.6)": -45 * eta * Gamma * GA**2,
        },
        exact=True,
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
        }
    ),
    notes="the derivation needs Gamma >= (2M/sqrt(rho gamma)) ln(32 M sqrt(d)/(iota^2 sqrt(rho gamma)))",
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
        }
    ),
)

_register(
    id="LT-Prop3.10-avg",
    source=_at("text after Prop 3.10 ('decrease by Omega(eta/gamma^2) on average')"),
    kind="claim",
    statement="if no O(gamma)-SOSP is found, the function value decreases by Omega(eta/gamma^2) per step on average",
    rate=Rate.of("average decrease per step", LOSS, ("eta/gamma^2 at eta = 1/M", 1 / (M * GA**2))),
    parameters=PROP310_PARAMS,
    derivation=Derivation({"Phi per Gamma escape steps (Thm 3.4)": Phi_E / Gamma}),
    corrections=(
        Correction(
            "rate",
            Rate.of("average decrease per step", LOSS, ("eta gamma^2 at eta = 1/M", GA**2 / M)),
            "eta/gamma^2 has units X^4/F^3; Phi/Gamma = gamma^2/M = eta gamma^2",
        ),
    ),
)


# ==== Section 3.2: oracles, privacy, accuracy ======================================================================
def _oracle_rates(
    quantity: str, dimension: Dimension, const: sp.Expr, lip: sp.Expr, logs: sp.Expr, window: bool
) -> Rate:
    """Lem 3.11 / 3.12 radii: const/sqrt(b) at a checkpoint plus lip ||Delta x|| per increment of batch b_t."""
    inc = lip * Delta_x * (sp.sqrt(k_W / b_t) if window else 1 / sp.sqrt(b_t))
    return Rate.of(quantity, dimension, ("checkpoint", const / sp.sqrt(b), logs), ("increments", inc, logs))


ONE_STEP_LOG = sp.sqrt(sp.log(d / iota))
WINDOW_LOG = sp.log(T * d / iota)
for _suffix, _dim, _const, _lip, _what, _window_log in (
    ("", GRADIENT, G, M, "gradient", sp.sqrt(WINDOW_LOG)),
    ("-H", CURVATURE, M, RHO, "Hessian", WINDOW_LOG),
):
    _register(
        id=f"LT-Lem3.11{_suffix}",
        source=_at("Lem 3.11 and App. B.1"),
        kind="lemma",
        statement=f"the {_what} oracles of Alg. 4 are unbiased with error radii {_const} sqrt(log(d/iota)/b) (batch b) "
        f"and {_lip} ||x_t - x_(t-1)|| sqrt(log(d/iota)/b_t) (batch b_t), each with probability >= 1 - iota",
        rate=_oracle_rates(f"{_what} oracle error radii (O1/O3 + O2/O4)", _dim, _const, _lip, ONE_STEP_LOG, False),
        derivation=Derivation(
            {
                f"checkpoint: b samples of deviation 2 {_const}/b (Lem 2.4 / Thm 2.5)": sp.sqrt(
                    b * (2 * _const / b) ** 2
                ),
                f"increment: b_t samples of deviation 2 {_lip} ||Delta x||/b_t (Lem 2.4 / Thm 2.5)": sp.sqrt(
                    b_t * (2 * _lip * Delta_x / b_t) ** 2
                ),
            }
        ),
    )
    _register(
        id=f"LT-Lem3.12{_suffix}",
        source=_at(f"Lem 3.12, eq. ({2 if _suffix == '' else 3}) and App. B.2"),
        kind="lemma",
        statement=f"the SPIDER {_what} estimate after k_W increments since the last checkpoint has squared error "
        f"<= C ({_const}^2/b + sum_i {_lip}^2 ||x_i - x_(i-1)||^2/b_i) log(Td/iota) (log^2 for the Hessian)",
        rate=_oracle_rates(f"SPIDER {_what} estimation error", _dim, _const, _lip, _window_log, True),
        derivation=Derivation(
            {
                "sqrt(zeta_checkpoint^2 + k_W zeta_increment^2) (Lem 3.11 radii summed as a martingale, Lem 2.4)": (
                    sp.sqrt(_const**2 / b + k_W * _lip**2 * Delta_x**2 / b_t)
                )
            }
        ),
    )

_register(
    id="LT-Lem3.13",
    source=_at("Lem 3.13 and App. B.3 (tree part)"),
    kind="lemma",
    statement="sigma_tree = (G/b + max_t ||nabla~_t||/b_t) log(1/delta)/eps makes the gradient releases "
    "(eps/2, delta/2)-DP through the tree mechanism (Thm 2.2)",
    rate=Rate.of(
        "tree noise sigma_tree",
        GRADIENT,
        ("O1 sensitivity G/b", G / (b * epsilon), LOG_DELTA),
        ("O2 sensitivity ||g||/b_t", g_t / (b_t * epsilon), LOG_DELTA),
    ),
    parameters={s_tree: G / b + g_t / b_t},
    privacy_claim=_tree_claim(s_tree * LOG_DELTA / epsilon, epsilon / 2, delta / 2),
    derivation=Derivation(
        {
            "Thm 2.2 at (eps/2, delta/2), s = G/b + ||g||/b_t (B.3)": 8
            * s_tree
            * sp.sqrt(sp.log(Sigma_tree) * sp.log(2 / delta))
            / epsilon
        }
    ),
    notes="Thm 2.2 needs 8 s sqrt(log Sigma log(2/delta))/eps, the lemma writes s log(1/delta)/eps (logs "
    "and a constant, invisible up to constants and logs); O2's sensitivity is ||g_(t-1)||/b_t",
)

_register(
    id="LT-Lem3.13-esc",
    source=_at("Lem 3.13 and App. B.3 (escape part)"),
    kind="lemma",
    statement="sigma_t = (M/b + max_t rho ||x_t - x_(t-1)||/b_t) 2 Xi sqrt(Gamma tau log(1/delta))/eps makes the "
    "escape releases g + H(x - x0) + xi (eps/2, delta/2)-DP (Gaussian mechanism and composition)",
    rate=Rate.of(
        "escape noise sigma_t",
        GRADIENT,
        ("O3 sensitivity M/b", 2 * M * Xi * sp.sqrt(Gamma * tau) / (b * epsilon), sp.sqrt(LOG_DELTA)),
        (
            "O4 sensitivity rho ||Delta x||/b_t",
            2 * RHO * Delta_x * Xi * sp.sqrt(Gamma * tau) / (b_t * epsilon),
            sp.sqrt(LOG_DELTA),
        ),
    ),
    derivation=Derivation(
        {
            "sensitivity ||(H - H')(x - x0)|| <= (M/b + rho ||Delta x||/b_t) Xi, composed over Gamma tau releases "
            "(B.3)": (M / b + RHO * Delta_x / b_t) * Xi * sp.sqrt(Gamma * tau * LOG_DELTA) / epsilon
        }
    ),
)

LEM314_TEXT = (
    "setting b = G sqrt(d)/(eps alpha) + G^2/alpha^2 + M sqrt(d)/(rho eps) + M^2/(rho alpha), b_t = max{||g|| sqrt(d)/"
    "(alpha eps), kappa ||g||/alpha^2, rho kappa ||g||/(M^2 alpha), 1}, Xi = sqrt(gamma/rho), tau = alpha^(3/2)/"
    "(M sqrt(rho)), Gamma = O~(M/sqrt(rho gamma)), sigma_t = sigma_tree = 2 log(1/delta) alpha/sqrt(d)"
)
_register(
    id="LT-Lem3.14",
    source=_at("Lem 3.14 and App. B.4 (gradient accuracy)"),
    kind="lemma",
    statement=LEM314_TEXT + ": Alg. 3 is (eps, delta)-DP and, with probability >= 1 - iota, ||g_t - grad F(x_t)|| "
    "<= gamma = O~(alpha) for each t",
    rate=Rate.of("gradient error ||g_t - grad F(x_t)||", GRADIENT, ("alpha", AL), polylog_note="sqrt(log(nd/iota))"),
    parameters={**LEM314, varkappa: sp.sqrt(RHO * GA) / 2},
    derivation=Derivation(
        {
            "tree noise sigma sqrt(d log T) (Thm 2.2, B.4 (1))": sigma * sp.sqrt(d),
            "SPIDER checkpoint G/sqrt(b) (Lem 3.12 eq. (2))": G / sp.sqrt(b),
            "SPIDER increments sqrt(sum ||g||^2/b_t) <= sqrt(kappa ||g||/b_t), sum ||g|| <= kappa per window (B.4)": (
                sp.sqrt(kappa_D * g_t / b_t)
            ),
            "escape phase 2 gamma + (varkappa + rho Xi) Xi (Lem 3.5)": 2 * GA + (varkappa + RHO * Xi) * Xi,
        }
    ),
    corrections=(TAU_FIX, B_H_FIX),
)

_register(
    id="LT-Lem3.14-H",
    source=_at("Lem 3.14 and App. B.4 (Hessian accuracy)"),
    kind="lemma",
    statement=LEM314_TEXT + ": with probability >= 1 - iota, ||H_t - nabla^2 F(x_t)|| <= sqrt(rho gamma)/2",
    rate=Rate.of("Hessian error ||H_t - nabla^2 F(x_t)||", CURVATURE, ("sqrt(rho gamma)/2", sp.sqrt(RHO * AL) / 2)),
    parameters=LEM314,
    derivation=Derivation(
        {
            "O3 checkpoint M/sqrt(b) (Lem 3.12 eq. (3))": M / sp.sqrt(b),
            "O4 increments sqrt(sum rho^2 ||g||^2/(M^2 b_t)) <= sqrt(kappa rho^2 ||g||/(M^2 b_t)) (B.4)": sp.sqrt(
                kappa_D * RHO**2 * g_t / (M**2 * b_t)
            ),
        }
    ),
    corrections=(TAU_FIX, B_H_FIX),
)

_register(
    id="LT-Lem3.14-priv",
    source=_at("Lem 3.14 and App. B.4 (privacy: the two sensitivity bounds)"),
    kind="lemma",
    statement=LEM314_TEXT + ": (G/b + max ||g_t||/b_t) <= 2 eps alpha/sqrt(d) and (M/b + max rho ||x_t - x_(t-1)||/"
    "b_t) 2 Xi sqrt(Gamma tau) <= 2 eps alpha/sqrt(d), so sigma = 2 log(1/delta) alpha/sqrt(d) meets Lem 3.13",
    rate=Rate.of(
        "noise level sigma_tree = sigma_t", GRADIENT, ("2 log(1/delta) alpha/sqrt(d)", 2 * AL / sp.sqrt(d), LOG_DELTA)
    ),
    parameters=LEM314,
    derivation=Derivation(
        {
            "tree, O1: G/b log(1/delta)/eps (Lem 3.13)": G * LOG_DELTA / (b * epsilon),
            "tree, O2: ||g||/b_t log(1/delta)/eps (Lem 3.13)": g_t * LOG_DELTA / (b_t * epsilon),
            "escape, O3: (M/b) 2 Xi sqrt(Gamma tau log(1/delta))/eps (Lem 3.13)": 2
            * M
            * Xi
            * sp.sqrt(Gamma * tau * LOG_DELTA)
            / (b * epsilon),
            "escape, O4: (rho ||Delta x||/b_t) 2 Xi sqrt(Gamma tau log(1/delta))/eps (Lem 3.13)": 2
            * RHO
            * Delta_x
            * Xi
            * sp.sqrt(Gamma * tau * LOG_DELTA)
            / (b_t * epsilon),
        }
    ),
    corrections=(TAU_FIX, B_H_FIX),
)

_register(
    id="LT-Lem3.14-Xi",
    source=_at("App. B.4, first line ('By our setting of parameters, we know Xi sqrt(Gamma tau) <= alpha/rho')"),
    kind="claim",
    statement="Xi sqrt(Gamma tau) <= alpha/rho at the settings of Lem 3.14",
    rate=Rate.of("bound on Xi sqrt(Gamma tau)", LENGTH, ("alpha/rho", AL / RHO)),
    parameters={**ESCAPE, tau: TAU_PRINTED, GA: AL},
    derivation=Derivation({"Xi sqrt(Gamma tau) (B.4)": Xi * sp.sqrt(Gamma * tau)}, exact=True),
    corrections=(
        TAU_FIX,
        Correction(
            "rate",
            Rate.of("bound on Xi sqrt(Gamma tau)", LENGTH, ("M/rho", M / RHO)),
            "with tau = Gamma, Xi sqrt(Gamma tau) = Xi Gamma = M/rho, a length",
        ),
    ),
    notes="holds with equality at the printed settings, but alpha/rho is a length^2",
)

# ---- Lemma 3.15 (sample usage) and its inversion -------------------------------------------------------------------
SUM_G = B_F / (eta * GA)
"""sum_i ||g_i|| <~ B/(eta gamma) (B.5, eq. (9))."""
STEPS = B_F / (eta * GA**2)
"""T = O~(B/(eta gamma^2)) (Prop 3.10)."""
O2_BATCHES = (sp.sqrt(d) / (AL * epsilon) + kappa_D / AL**2 + RHO * kappa_D / (M**2 * AL)) * SUM_G
REFRESH = "O1/O3 escape refreshes b B/(Phi tau) (B.5)"
B5_TERMS = {
    "O1/O3 drift checkpoints b sum||g||/kappa (B.5, eq. (9))": b * SUM_G / kappa_D,
    REFRESH: b * B_F / (Phi_E * tau),
    "O2/O4 adaptive batches (sqrt(d)/(alpha eps) + kappa/alpha^2 + rho kappa/(M^2 alpha)) sum||g|| (B.5)": O2_BATCHES,
    "one sample per step, T = B/(eta gamma^2) (Prop 3.10, B.5)": STEPS,
}
"""The sample usage of Alg. 3 as bounded in the proof of Lem 3.15 (B.5), refresh term included."""


def _lem315_rate(*extra: tuple[str, sp.Expr]) -> Rate:
    return Rate.of(
        "samples used until an O~(gamma)-SOSP",
        NONE,
        ("checkpoints b B M/(kappa gamma)", b * B_F * M / (kappa_D * GA)),
        ("O2 privacy B M sqrt(d)/(gamma^2 eps)", B_F * M * sp.sqrt(d) / (GA**2 * epsilon)),
        ("O2 drift B M kappa/gamma^3", B_F * M * kappa_D / GA**3),
        ("O4 B rho kappa/(M gamma^2)", B_F * RHO * kappa_D / (M * GA**2)),
        ("steps B M/gamma^2", B_F * M / GA**2),
        *extra,
        polylog_note="O-tilde: the logs of T, sum||g|| and gamma = O~(alpha)",
    )


_register(
    id="LT-Lem3.15",
    source=_at("Lem 3.15 and App. B.5"),
    kind="lemma",
    statement="with an unbounded i.i.d. stream, until an O~(gamma)-SOSP is found Alg. 3 uses O~(b B M/(kappa gamma) + "
    "B M (sqrt(d)/(gamma^2 eps) + kappa/gamma^3 + rho kappa/(M^2 gamma^2) + 1/gamma^2)) samples, w.p. >= 1 - T iota",
    rate=_lem315_rate(),
    parameters={eta: 1 / M, Gamma: M / sp.sqrt(RHO * GA), Phi_E: PHI_EXPR, tau: TAU_PRINTED, AL: GA},
    derivation=Derivation(B5_TERMS),
    corrections=(
        TAU_FIX,
        Correction(
            "rate",
            _lem315_rate(("escape refreshes b B rho/(M gamma)", b * B_F * RHO / (M * GA))),
            "with tau = Gamma the refreshes cost b B/(Phi Gamma) = b B rho/(M gamma) (= b T/Gamma^2), which b B M/"
            "(kappa gamma) does not dominate (ratio rho kappa/M^2); the statement needs this term",
        ),
    ),
)


def alpha_rate(i6: tuple[str, sp.Expr], *extra: tuple[str, sp.Expr]) -> Rate:
    """The alpha(n) of Lem 3.16 / Thm 3.17: eight terms as printed, the misprinted term, and corrections' extra
    terms."""
    return Rate.of(
        "SOSP accuracy alpha",
        GRADIENT,
        ("(BGM)^(1/3) (sqrt(d)/(n eps))^(1/2)", KAPPA_STAT * d**R14 / sp.sqrt(n * epsilon)),
        ("sqrt(BM) (sqrt(d)/(n eps))^(1/2)", sp.sqrt(B_F * M) * d**R14 / sp.sqrt(n * epsilon)),
        ("B^(2/9) M^(2/9) G^(5/9)/n^(1/3)", B_F**R29 * M**R29 * G**R59 / n**R13),
        ("B^(4/9) M^(4/9) G^(1/9)/n^(1/3)", B_F**R49 * M**R49 * G**R19 / n**R13),
        ("(MB)^(1/2)/sqrt(n)", sp.sqrt(M * B_F / n)),
        i6,
        ("B^(1/3) M^(4/3)/(G^(1/6) sqrt(rho n))", B_F**R13 * M**R43 / (G**R16 * sp.sqrt(RHO * n))),
        ("B^(2/3) G^(1/6) sqrt(rho)/(M^(1/3) sqrt(n))", B_F**R23 * G**R16 * sp.sqrt(RHO) / (M**R13 * sp.sqrt(n))),
        ("B rho sqrt(d)/(M n eps)", B_F * RHO * sp.sqrt(d) / (M * n * epsilon)),
        *extra,
        polylog_note="an O~(alpha)-SOSP: log(1/delta) (linear), log(nd/iota), log T, log^3(dBM/(rho iota)), log Gamma",
    )


I6_PRINTED = ("sqrt(B M^2)/(rho sqrt(n)) [printed]", sp.sqrt(B_F) * M / (RHO * sp.sqrt(n)))
I6_REPAIRED = ("(B M^3/(rho n))^(1/3) [repaired b_H]", (B_F * M**3 / (RHO * n)) ** R13)
REFRESH_TERMS = (
    (
        "(B G rho/M)^(1/2) (sqrt(d)/(n eps))^(1/2) [escape refreshes]",
        sp.sqrt(B_F * G * RHO / M) * d**R14 / sp.sqrt(n * epsilon),
    ),
    ("(B G^2 rho/(M n))^(1/3) [escape refreshes]", (B_F * G**2 * RHO / (M * n)) ** R13),
)
LEM316_PARAMS = {**LEM314, kappa_D: KAPPA, Phi_E: PHI_EXPR}

_register(
    id="LT-Lem3.16",
    source=_at("Lem 3.16 and App. B.6 (with the sample usage of App. B.5)"),
    kind="lemma",
    statement="with n i.i.d. samples, kappa = max{alpha sqrt(d)/eps, (BGM)^(1/3)} and the other parameters of "
    "Lem 3.14, at least one output of Alg. 3 is a gamma-SOSP (gamma = O~(alpha)) with alpha as displayed",
    rate=alpha_rate(I6_PRINTED),
    parameters=LEM316_PARAMS,
    assumption_text=(EPS_TEXT,),
    derivation=Derivation(B5_TERMS, mode="samples", var=AL, level=n),
    corrections=(
        TAU_FIX,
        B_H_FIX,
        Correction(
            "rate",
            alpha_rate(I6_REPAIRED, *REFRESH_TERMS),
            "inverting B.5's count with tau = Gamma and the repaired b_H (each kappa branch as in B.6): the escape "
            "refreshes b B rho/(M alpha) add the last two terms, and b_H's term inverts to (B M^3/(rho n))^(1/3); the "
            "exponents of n, d and eps are unchanged",
        ),
    ),
)

B_H_TERM = "First: b_H part of b, kappa >= alpha sqrt(d)/eps (B.6)"
B6_TERMS = {
    "First: G sqrt(d)/(eps alpha) part of b, kappa >= (BGM)^(1/3) (B.6)": B_PRIV * SUM_G / KAPPA_STAT,
    "First: G^2/alpha^2 part of b, kappa >= (BGM)^(1/3) (B.6)": B_STAT * SUM_G / KAPPA_STAT,
    B_H_TERM: b_H * SUM_G / KAPPA_PRIV,
    "First: M^2/(rho alpha) part of b, kappa >= (BGM)^(1/3) (B.6)": B_HSTAT * SUM_G / KAPPA_STAT,
    "Second: B M sqrt(d)/(gamma^2 eps) (B.6)": sp.sqrt(d) / (AL * epsilon) * SUM_G,
    "Third: B M kappa/gamma^3, both kappa branches (B.6)": kappa_D / AL**2 * SUM_G,
    "Fourth: B rho kappa/(M gamma^2), both kappa branches (B.6)": RHO * kappa_D / (M**2 * AL) * SUM_G,
    "Finally: B M/gamma^2 (B.6)": STEPS,
}
"""Lem 3.15's stated count split as B.6 inverts it (kappa in a denominator at the branch B.6 uses)."""

_register(
    id="LT-Thm3.17",
    source=_at("Thm 3.17 (proof: Lem 3.13 and Lem 3.16 / App. B.6)"),
    kind="theorem",
    statement="for delta > 0, eps <= O(1), with the oracles of Alg. 4 and b = G sqrt(d)/(eps alpha) + G^2/alpha^2 + "
    "M sqrt(d)/(rho eps) + M^2/(rho alpha), b_t, kappa = max{alpha sqrt(d)/eps, (BGM)^(1/3)}, Xi = sqrt(gamma/rho), "
    "tau = alpha^(3/2)/(M sqrt(rho)), Gamma = O~(M/sqrt(rho gamma)), sigma_tree = sigma_t = alpha/sqrt(d): Alg. 3 "
    "is (eps, delta)-DP and on i.i.d. data one output is an O~(alpha)-SOSP of F_P, alpha as displayed",
    rate=alpha_rate(I6_PRINTED),
    parameters=THM317_PARAMS,
    assumption_text=(EPS_TEXT,),
    derivation=Derivation(B6_TERMS, mode="samples", var=AL, level=n),
    corrections=(
        TAU_FIX,
        B_H_FIX,
        Correction(
            "rate",
            alpha_rate(I6_REPAIRED),
            "B.6 inverts b_H B M/(kappa gamma) at kappa = alpha sqrt(d)/eps to sqrt(B M^2)/sqrt(rho n), printed as "
            "sqrt(B M^2)/(rho sqrt(n)); with the repaired b_H it inverts to (B M^3/(rho n))^(1/3)",
        ),
    ),
    notes="the derivation is B.6's inversion of Lem 3.15 as stated; the escape-refresh gap of its proof is checked in "
    "LT-Lem3.15, LT-Lem3.16 and LT-Rem3.18",
)

CONSTANTS_ORDER_ONE = (
    Normalisation(
        "LT-N1",
        "as constants O(1)",
        Locator("2410.07502", "version dated Feb 26, 2025", "Rem 3.18, and App. C which it refers to"),
        (G, M, RHO, B_F),
        "Rem 3.18 and App. C treat B, G, M, rho as O(1): loss and length scales are fixed, and these constants are "
        "not scaled when a rate is re-derived",
        order_one=True,
    ),
)
"""Rem 3.18's "If we treat the parameters B, G, M, rho as constants O(1)" (Sec. 3.4), in force for Rem 3.18 and
Thm C.1 (App. C)."""


NORMALIZED = {B_F: G**2 / M, RHO: M**2 / G}
"""Rem 3.18's "B, G, M, rho = O(1)" in units where G = M = 1, kept unit-consistent: B = G^2/M, rho = M^2/G."""

_register(
    normalised_by=CONSTANTS_ORDER_ONE,
    id="LT-Rem3.18",
    source=_at("Rem 3.18 (and the abstract / Sec. 1.1)"),
    kind="corollary",
    statement="with B, G, M, rho = O(1), Thm 3.17 gives alpha = O~((sqrt(d)/(n eps))^(1/2) + 1/n^(1/3)); the "
    "1/sqrt(n) and sqrt(d)/(n eps) terms are lower order whenever sqrt(d)/(n eps) <= 1",
    rate=Rate.of(
        "SOSP accuracy alpha (B, G, M, rho = O(1); G restores the units)",
        GRADIENT,
        ("private (sqrt(d)/(n eps))^(1/2)", G * d**R14 / sp.sqrt(n * epsilon)),
        ("non-private 1/n^(1/3)", G / n**R13),
        polylog_note="O-tilde as in Thm 3.17",
    ),
    parameters={**THM317_PARAMS, **NORMALIZED},
    assumptions=(sp.Le(d, (n * epsilon) ** 2), sp.Le(epsilon, 1)),
    assumption_text=("sqrt(d)/(n eps) <= 1 (the remark's regime)", "eps <= O(1) (Thm 3.17)"),
    derivation=Derivation(B5_TERMS, mode="samples", var=AL, level=n),
    corrections=(TAU_FIX, B_H_FIX),
    notes="derived from Lem 3.15's proof (B.5, refresh term included); private term dominates for n < d^(3/2)/eps^3",
)

# ==== Appendix C: ERM + uniform convergence =======================================================================
R_NET_FIX = Correction(
    r_net,
    sp.Min(G / M, M / RHO) * sp.sqrt(d / n),
    "min{1, M/rho} mixes a number and a length; the discretisation errors 2 M r <= G sqrt(d/n) and 2 rho r <= "
    "M sqrt(d/n) need r <= min{G/M, M/rho} sqrt(d/n)",
)
for _suffix, _dim, _const, _lip, _what in (("", GRADIENT, G, M, "gradient"), ("-H", CURVATURE, M, RHO, "Hessian")):
    _register(
        normalised_by=CONSTANTS_ORDER_ONE,
        id=f"LT-ThmC.1{_suffix}",
        source=_at("Thm C.1 and its proof (App. C)"),
        kind="theorem",
        statement=f"on a domain of diameter R, for i.i.d. data, with probability >= 1 - iota the {_what}s of F_P and "
        f"F_D differ by O~(sqrt(d/n)) (the proof: {_const} sqrt(d log(R/r)/n) on an r-net, r <= min{{1, M/rho}} "
        "sqrt(d/n))",
        rate=Rate.of(f"{_what} deviation of F_P and F_D", _dim, ("uniform convergence", _const * sp.sqrt(d / n))),
        parameters={r_net: sp.Min(1, M / RHO) * sp.sqrt(d / n)},
        derivation=Derivation(
            {
                f"net points: {_const} sqrt(d log(R/r)/n) (Lem 2.4 / Thm 2.5, union bound over (R/r)^d points)": _const
                * sp.sqrt(d * sp.log(R_dom / r_net) / n),
                f"discretisation: 2 {_lip} r (F_P and F_D are {_lip}-Lipschitz in this order)": 2 * _lip * r_net,
            }
        ),
        corrections=(R_NET_FIX,),
        notes="'L' in the proof is G; the statement is pointwise but the proof gives (and the use needs) a uniform "
        "bound",
    )

THM_C1, GRADIENT_TRANSFER = cite("LT-ThmC.1@v1", corrected=True)
THM_C1_H, HESSIAN_TRANSFER = cite("LT-ThmC.1-H@v1", corrected=True)

_register(
    id="LT-CorC.2",
    source=_at("App. C, last display (Ganesh et al. 2023's ERM rate combined with Thm C.1)"),
    kind="corollary",
    statement="combining Ganesh et al.'s O~((sqrt(d)/(n eps))^(2/3))-SOSP of F_D with Thm C.1 gives a private "
    "alpha-SOSP of F_P with alpha = O~(sqrt(d)/n + (sqrt(d)/(n eps))^(2/3)) (bounded domain)",
    rate=Rate.of(
        "SOSP accuracy alpha of F_P (via ERM)",
        GRADIENT,
        ("sqrt(d)/n [printed]", G * sp.sqrt(d) / n),
        ("ERM (sqrt(d)/(n eps))^(2/3)", G * (sp.sqrt(d) / (n * epsilon)) ** R23),
        polylog_note="O-tilde; G restores the units of the quoted ERM rate",
    ),
    derivation=Derivation(
        {
            "ERM SOSP of F_D (Ganesh et al. 2023, quoted)": G * (sp.sqrt(d) / (n * epsilon)) ** R23,
            "gradient transfer (Thm C.1)": GRADIENT_TRANSFER,
            "Hessian transfer: a deviation Delta <= sqrt(rho alpha) needs alpha >= Delta^2/rho (Thm C.1)": (
                HESSIAN_TRANSFER**2 / RHO
            ),
        },
        inputs=(THM_C1, THM_C1_H),
    ),
    corrections=(
        Correction(
            "rate",
            Rate.of(
                "SOSP accuracy alpha of F_P (via ERM)",
                GRADIENT,
                ("sqrt(d/n)", G * sp.sqrt(d / n)),
                ("ERM (sqrt(d)/(n eps))^(2/3)", G * (sp.sqrt(d) / (n * epsilon)) ** R23),
                ("Hessian transfer M^2 d/(rho n)", M**2 * d / (RHO * n)),
            ),
            "Thm C.1 gives sqrt(d/n), not sqrt(d)/n, and the Hessian condition transfers only for alpha >= "
            "M^2 d/(rho n)",
        ),
    ),
)

# ==== the introduction's comparison (the paper has no table) =============================================
TABLE_COLUMNS = ("guarantee", r"$\alpha$")
_SOSP = r"$\alpha$-SOSP"


def _row(label: str, guarantee: str, cell: str) -> tuple[str, dict[str, str]]:
    return label, {TABLE_COLUMNS[0]: guarantee, TABLE_COLUMNS[1]: cell}


register_table(
    ComparisonTable(
        paper=PAPER,
        name="LT comparison of private SOSP rates (built from Sec. 1)",
        caption=r"Population ($F_P$) accuracy $\alpha$ up to $\tilde O$, with $B = G = M = \rho = 1$ (the paper prints "
        r"no table; rows as quoted in Sec. 1, Rem 3.18 and App. C). Since $\sqrt{d}/(n\varepsilon) < 1$, a larger "
        "exponent is better.",
        columns=TABLE_COLUMNS,
        rows=(
            _row("Arora et al. 2023", r"$\alpha$-FOSP", "LT-prior-Arora23-FOSP@v1"),
            _row("Ganesh et al. 2023 (claimed)", _SOSP, "LT-prior-Ganesh23-claim@v1"),
            _row(
                "Ganesh et al. 2023 (direct fix)",
                r"$\nabla^2 F \succeq -\sqrt{\rho} d^{1/5} \alpha^{2/5} I$ (not an $\alpha$-SOSP)",
                "--",
            ),
            _row("Tao et al. 2025", _SOSP, "LT-prior-Tao25@v1"),
            _row("Liu-Talwar (Thm 3.17, Rem 3.18)", _SOSP, "LT-Rem3.18@v1"),
            _row("Ganesh et al. 2023 (ERM)", r"$\alpha$-SOSP of $F_D$", "LT-prior-Ganesh23-ERM@v1"),
            _row("App. C: ERM + Thm C.1 (printed)", _SOSP + ", bounded domain", "LT-CorC.2@v1"),
            _row(
                "Arjevani et al. 2023 (non-private lower bound)",
                r"FOSP/SOSP, $d \ge \tilde\Omega(\alpha^{-4})$",
                "LT-prior-Arjevani23-LB@v1",
            ),
        ),
        normalize={B_F: sp.Integer(1), G: sp.Integer(1), M: sp.Integer(1), RHO: sp.Integer(1)},
        source=_at("Sec. 1 (abstract, Sec. 1.1), Rem 3.18, App. C"),
    )
)
