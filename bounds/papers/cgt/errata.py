"""CGT errata: Choquette-Choo, Ganesh, Thakurta, "Optimal Rates for DP-SCO with a Single Epoch and Large Batches",
arXiv:2406.02716 (the arXiv version shipped with the project, cited as v1).

One record per distinct error, with a verbatim quote. The paper fixes the zero-out relation: "For simplicity, we
use the zero-out notion of DP [46]" (Sec. 1). Its one normalisation, L = ||C||_2 = M = 1, is confined to the
unaccelerated sketch of Sec. 4.3 and explains none of the unit findings. The severities are computed
(``bounds.severity``) where a correction is encoded, and declared otherwise.
"""

from __future__ import annotations

from bounds.coverage import shared_reading
from bounds.erratum import Erratum, Locator
from bounds.registry import register_coverage, register_erratum

register_erratum(
    Erratum(
        id="CGT-E1",
        paper="CGT",
        title="Thm 4.1's simplified rate does not follow from Thm 4.7 at eta_t = t+1 (terms a factor T too small, beta b^2/T dropped)",
        category="statement",
        quote="\\frac{SL+S^{2}}{\\beta\\sqrt{T}}+\\frac{S\\left\\|\\mathcal{C}\\right\\|_{2}}{T^{1.5}}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.1, Theorem 4.1 (its proof is Sec 4.4.1: 'plugging eta_t = t+1 into' Thm 4.7, S = Q/sqrt(B)); Theorem 4.1 display",
        ),
        why="With eta_t = t+1: eta_{0:t} = (t+1)(t+2)/2, eta_{0:T} ~ T^2/2. E1: (2/T^2) sum_t (t+1)(t+2)/2 * 2S sqrt(t+1)(L+S)/((t+1) beta) ~ (4/5) S(L+S) sqrt(T)/beta (printed (SL+S^2)/(beta sqrt T)); E3: (2/T^2) sum S||C|| sqrt(t+1) ~ (4/3) S||C||/sqrt(T) (printed S||C||/T^1.5); E2: (2/T^2) sum (t+2)/2 (3S/sqrt(t+1) + L) b ~ L b/2 + 2 S b/sqrt(T) (printed (S+L) b/T); E4: (2/T^2) sum 3 beta b||C|| = 6 beta b||C||/T (printed beta b||C||/T^2); E5: ~ beta b^2/T (missing); E6: 2 beta||C||^2/T^2 (ok). Leading orders checked with sympy. The printed terms equal the per-step terms at t = T without the eta_{0:t}/eta_{0:T} weighting and sum.",
        correction="E[F(y_T)] - F(x*) = O( S(L+S) sqrt(T)/beta + S||C||_2/sqrt(T) + L b_max + S b_max/sqrt(T) + beta b_max ||C||_2/T + beta b_max^2/T + beta ||C||_2^2/T^2 ) (leading constants 4/5, 4/3, 1/2, 2, 6, 1, 2 from Thm 4.7 as printed).",
        corrects=("CGT-Thm4.1@v1:rate",),
        affects=("CGT-Thm4.1@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E2",
        paper="CGT",
        title="E3 printed as Q||C||Q(t+1)/(sqrt(B) eta_{0:t}) instead of Q||C||sqrt(t+1)/(sqrt(B) eta_{0:t})",
        category="statement",
        corrects=("CGT-Thm4.7@v1:rate",),
        quote="\\frac{Q\\left\\|\\mathcal{C}\\right\\|_{2}Q(t+1)}{\\sqrt{B}\\eta_{0:t}}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.4.1, Theorem 4.7 statement; repeated in the E3(t) underbrace of the proof of Theorem 4.10 (Sec 4.4.2); Theorem 4.7 display (E3); the six-term display in the proof of Thm 4.10",
        ),
        why="Lemma 4.8 (statement and end of proof) and the telescoped eq. (5) have E3 = Q||C|| sqrt(t+1)/(sqrt(B) eta_{0:t}), from the term eta_t||q_t|| ||C|| of (14) with E||q_t|| <= Q sqrt(t+1)/(sqrt(B) eta_t); the theorem is stated to follow from (5) 'as desired', so the extra Q and (t+1) are a transcription error. Dimensionally the printed term is F^2/X. Summed at eta_t = t+1 the printed term gives Q^2||C||/sqrt(B) while the correct one gives (4/3)Q||C||/sqrt(BT) = (4/3)Q||C||/sqrt(n), which is the O(Q||C||/sqrt(n)) the proof of Thm 4.10 states for E3.",
        correction="E3(t) = Q||C||_2 sqrt(t+1)/(sqrt(B) eta_{0:t}) in Thm 4.7 and in the proof of Thm 4.10 (as in Lemma 4.8 and eq. (5)).",
        argument="Lemma 4.8 (statement and end of proof), the telescoped eq. (5) and the proof of Thm 4.10 all use E3 = Q||C|| sqrt(t+1)/(sqrt(B) eta_{0:t}); CGT-Thm4.10 derives from that form, so nothing downstream changes.",
        affects=("CGT-Thm4.7@v1", "CGT-Thm4.10@v1"),
    )
)

register_erratum(
    Erratum(
        id="CGT-E3",
        paper="CGT",
        title="Cor 4.4's dimension limit constant 64 only yields sensitivity 6L+12M||C||, not 4L+8M||C|| (needs 256; Cor 4.5's 128 -> 512)",
        category="statement",
        quote="d\\leq\\frac{B^{2}\\beta^{2}\\mu^{2}}{64M^{2}\\log^{3}(T)\\ln(4T/\\delta)}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.2, Corollary 4.4 (inherited by Corollary 4.5's d-limit with 128); Cor 4.4 condition on d",
        ),
        why="Lem 4.3 at failure probability delta/2 with C = A/(B beta), A = 4L + 8M||C||: b_max = 4C log^1.5(T) sqrt(d ln(4T/delta))/mu. At the printed limit sqrt(d) = B beta mu/(8 M log^1.5 T sqrt(ln(4T/delta))), so M b_max = 4A/8 = A/2 = 2L + 4M||C||. Claim 4.2 then gives 2(M b_max + 2M||C|| + L) = A/2 + A/2 + A/2 = 6L + 12M||C|| > A. With 256 in place of 64: M b_max = A/4 = L + 2M||C|| and the bound is 2(2L + 4M||C||) = 4L + 8M||C|| = A, as claimed.",
        correction="d <= B^2 beta^2 mu^2/(256 M^2 log^3(T) ln(4T/delta)) in Cor 4.4 and d <= B^2 beta^2 eps^2/(512 M^2 log^3(T) ln(4T/delta) ln(2.5/delta)) in Cor 4.5 (alternatively keep 64/128 and claim sensitivity 6L + 12M||C||, scaling the clip, sigma and Q by 3/2).",
        corrects=("CGT-Cor4.4@v1:d",),
        neighbouring="zero-out",
        affects=("CGT-Cor4.4@v1", "CGT-Cor4.5@v1", "CGT-Thm4.10@v1"),
    )
)

register_erratum(
    Erratum(
        id="CGT-E4",
        paper="CGT",
        title="Thm 4.10's private term (L + M||C||/sqrt(B))||C||sqrt(d)/(eps n) is not what the proof gives; it is (L + M||C||)||C||sqrt(d)/(eps n)",
        category="statement",
        quote="\\frac{(L+\\frac{M\\left\\|\\mathcal{C}\\right\\|_{2}}{\\sqrt{B}})",
        locator=Locator(
            "2406.02716", "v1", "Sec 4.4.2, Theorem 4.10 statement (excess-risk display); Theorem 4.10 rate, third term"
        ),
        why="In the proof, with ||b_t|| = O(Q c_DP/(B beta)) and Q = 8L + 16M||C||: E4 = (1/eta_{0:T}) sum_t 3 beta ||b_t|| ||C|| = O(Q||C|| c_DP/(BT)) = O(Q||C|| c_DP/n), and E2 = O(Q||b_t||) = O(Q||C||c_DP/n). The M||C|| part of Q comes from the clip/noise scale sigma proportional to (8 sqrt2 L + 16 sqrt2 M||C||)/(eps B beta) and has no 1/sqrt(B); the only M||C||/sqrt(B) in the proof sits in the non-private E1. The proof's own conclusion is O(Q||C||(1/sqrt(n) + sqrt(d)/(eps n) polylog)).",
        correction="E[F(y_T)] - F(x*) = O( M||C||^2 B^2/n^2 + (L + M||C||)||C||/sqrt(n) + (L + M||C||)||C|| sqrt(d)/(eps n) polylog(n/B, 1/delta) ).",
        corrects=("CGT-Thm4.10@v1:rate",),
        affects=("CGT-Thm4.10@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E5",
        paper="CGT",
        title="Batch-size bound of Thm 4.10 lacks a factor 1/M (not a count); propagates to the 'In particular' B and T and to Thm 4.6's B = sqrt(n) min{1, M}",
        category="statement",
        quote="{4\\sqrt{2}\\left\\|\\mathcal{C}\\right\\|_{2}\\sqrt{d}\\log^{1.5}(T)\\sqrt",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.4.2, Theorem 4.10 (hypothesis on B and its 'In particular' choice); Sec 4.2, Theorem 4.6; B <= min{sqrt(n), (L+2M||C||) n^1.5 eps/(4 sqrt2 ||C|| sqrt(d) log^1.5(T) sqrt(ln(4T/delta) ln(2.5)/delta))}; B = min{sqrt n, M n^1.5 eps/(sqrt d polylog)}; T = max{sqrt n, sqrt d polylog/(M eps sqrt n)}; B = sqrt(n) min{1, M}",
        ),
        why="The proof says the B bound 'gives d satisfying the assumption in Corollary 4.5': d <= B^2 beta^2 eps^2/(128 M^2 P), P = log^3 T ln(4T/delta) ln(2.5/delta). With beta >= Q n^{3/2}/(||C|| B^2), Q = 8L + 16M||C||, B beta >= Q n^1.5/(||C|| B), so it suffices that B <= Q n^1.5 eps/(sqrt(128) M ||C|| sqrt(d) sqrt(P)) = (L + 2M||C||) n^1.5 eps/(sqrt2 M||C|| sqrt(d) sqrt(P)). The printed bound has no M in the denominator: (L+2M||C||)/||C|| has units of M (F/X^2), so min{sqrt n, .} compares a count with a smoothness-like quantity and the admissible B changes with the unit of M. For M||C|| >> L it reads M n^1.5 eps/(sqrt d polylog), exactly the printed 'In particular' B, whose T = n/B = max{sqrt n, sqrt d polylog/(M eps sqrt n)} inherits it, and Thm 4.6's sqrt(n) min{1, M} matches sqrt(n) min{1, M n eps/(sqrt d polylog)} with the d-factor dropped. The paper's own remark after Cor 4.4 writes B <= n^1.5 eps/sqrt(d), without M.",
        correction="B <= min{sqrt(n), (L + 2M||C||_2) n^1.5 eps/(4 sqrt2 M ||C||_2 sqrt(d) log^1.5(T) sqrt(ln(4T/delta) ln(2.5/delta)))} (the constant 4 sqrt2 also satisfies the corrected 512-limit of Cor 4.5, which needs 2 sqrt2; with the printed 128 sqrt2 suffices). In particular B = min{sqrt n, c n^1.5 eps/(sqrt d polylog)} with c = (L+2M||C||)/(4 sqrt2 M||C||) >= 1/(2 sqrt2) dimensionless, T = n/B = max{sqrt n, sqrt(d) polylog/(c eps sqrt n)}; Thm 4.6: B = min{sqrt n, B_priv}, i.e. B = sqrt(n) whenever d <~ n^2 eps^2/polylog.",
        corrects=("CGT-Thm4.10@v1:B", "CGT-Thm4.10-particular@v1:B", "CGT-Thm4.10-particular@v1:T", "CGT-Thm4.6@v1:B"),
        depends_on=("CGT-E3",),
        affects=("CGT-Thm4.10@v1", "CGT-Thm4.10-particular@v1", "CGT-Thm4.6@v1"),
    )
)

register_erratum(
    Erratum(
        id="CGT-E6",
        paper="CGT",
        title="'ln(2.5)/delta' in Thm 4.10's batch bound is a misprint of ln(2.5/delta)",
        category="statement",
        quote="\\ln(4T/\\delta)\\ln(2.5)/\\delta}",
        locator=Locator("2406.02716", "v1", "Sec 4.4.2, Theorem 4.10 (B bound); B bound denominator"),
        why="Cor 4.5's d-limit, from which the bound is solved, contains ln(4T/delta) ln(2.5/delta); ln(2.5)/delta would make the bound scale like sqrt(delta) instead of logarithmically.",
        correction="sqrt(ln(4T/delta) ln(2.5/delta)).",
        declared="typo",
        affects=("CGT-Thm4.10@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E7",
        paper="CGT",
        title="mu = eps/sqrt(2 ln(2.5/delta))-GDP does not imply (eps, delta/2)-DP for large eps; no restriction on eps is stated",
        category="privacy argument",
        accounts_for=("CGT-Cor4.5@v1:privacy",),
        quote="-GDP which implies it satisfies",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.2, proof of Corollary 4.5 (used by Thm 4.6 and Thm 4.10); '... satisfies eps/sqrt(2 ln(2.5/delta))-GDP which implies it satisfies (eps, delta/2)-DP'",
        ),
        why="The exact mu-GDP privacy profile is delta(eps) = Phi(-eps/mu + mu/2) - e^eps Phi(-eps/mu - mu/2). With mu = eps/sqrt(2 ln(2.5/delta)) (computed with scipy): delta = 1e-5: eps = 8 -> 3.7e-6 <= 5e-6, but eps = 10 -> 1.07e-5 and eps = 16 -> 1.66e-4 > delta/2 = 5e-6; delta = 1e-6: eps = 10 -> 9.1e-7 > 5e-7. The calibration is the classical Gaussian-mechanism bound sigma = Delta sqrt(2 ln(1.25/delta'))/eps (delta' = delta/2), which is only valid for eps < 1; Cor 4.5, Thm 4.6 and Thm 4.10 are stated for every eps.",
        correction="Add the hypothesis eps <= 1 (numerically eps <= 8 suffices for delta in {1e-5, 1e-6}), or choose mu from the exact conversion: the largest mu with Phi(-eps/mu + mu/2) - e^eps Phi(-eps/mu - mu/2) <= delta/2, and set sigma = C sqrt(1 + ceil(log T))/mu as in Lem 4.3.",
        neighbouring="zero-out",
        argument="The exact mu-GDP profile is delta(eps) = Phi(-eps/mu + mu/2) - e^eps Phi(-eps/mu - mu/2). At mu = eps/sqrt(2 ln(2.5/delta)) and delta = 1e-5 it gives delta(eps) = 1.07e-5 at eps = 10 and 1.66e-4 at eps = 16, above the claimed delta/2 = 5e-6 (scipy; tests/bounds/test_cgt_errata.py recomputes it).",
        affects=("CGT-Cor4.5@v1", "CGT-Thm4.10@v1", "CGT-Thm4.6@v1"),
    )
)

register_erratum(
    Erratum(
        id="CGT-E8",
        paper="CGT",
        title="Alg 1's mirror step eta_t/beta is not the step the potential analysis uses (proof defines eta_t/(2beta); eq. (11) needs eta_t/(4beta))",
        category="algorithm",
        quote="\\mathbf{z}^{\\prime}_{t+1}=\\mathbf{z}_{t}-\\frac{\\eta_{t}}{2\\beta}\\nabla_{t}+% \\mathbf{b}_{t}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.4.1, proof of Lemma 4.8, eqs. (9)-(11), versus Algorithm 1 line 5; Alg 1 line 5: z_{t+1} <- Pi_C(z_t - (eta_t/beta) grad_t + b_t); proof: z'_{t+1} = z_t - (eta_t/(2beta)) grad_t + b_t; eqs. (9)-(11)",
        ),
        why="For a step s, the projection inequality gives C = 2beta(||z_{t+1}-x*||^2 - ||z_t-x*||^2) = 2beta(2<z_{t+1}-z_t, z_{t+1}-x*> - ||z_{t+1}-z_t||^2) <= -4 beta s <grad_t, z_{t+1}-x*> + 4beta<b_t, .> - 2beta||z_{t+1}-z_t||^2. Eq. (9) (with inner-product factor 1) matches s = eta_t/(2beta), not Alg 1's s = eta_t/beta. Then (10) = -2 eta_t<grad_t, z_{t+1}-x*> - 2beta||dz||^2 + 2beta<b_t, .>, and adding (8)'s eta_t<grad_t, z_t - x*> gives eta_t<grad_t, z_t - z_{t+1}> - eta_t<grad_t, z_{t+1} - x*>; (11) drops the last term, which has no sign. (11) holds iff 4 beta s = eta_t, i.e. s = eta_t/(4beta). With Alg 1's s = eta_t/beta the same argument needs the potential (beta/2)||z - x*||^2 and then Claim 4.9's condition becomes eta_t^2 <= eta_{0:t}, which eta_t = t+1 violates for all t >= 1 ((t+1)^2 > (t+1)(t+2)/2). So the analysis does not cover the algorithm box as printed.",
        correction="Alg 1 line 5: z_{t+1} <- Pi_C(z_t - (eta_t/(4beta)) grad_t + b_t/4) (same private prefix sum, rescaled), which makes (9)-(11) and Claim 4.9 (eta_t^2 <= 4 eta_{0:t}) consistent; alternatively keep line 5 and use eta_t = (t+1)/2 with potential (beta/2)||z - x*||^2. Only constants of Thm 4.7/4.10 change; Claim 4.2 still holds (a smaller z step only helps).",
        declared="algorithm",
        affects=("CGT-Lem4.8@v1", "CGT-Thm4.7@v1", "CGT-Thm4.1@v1", "CGT-Thm4.10@v1", "CGT-Thm4.11@v1"),
    )
)

register_erratum(
    Erratum(
        id="CGT-E9",
        paper="CGT",
        title="Thm 4.7 divides by eta_{0:T} and has E6 = beta||C||^2/eta_{0:T}; the telescoping gives 1/eta_{0:T-1} and 2beta||C||^2/eta_{0:T-1}",
        category="proof",
        quote="+\\frac{\\beta}{\\eta_{0:T}}\\left\\|\\mathcal{C}\\right\\|_{2}^{2}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.4.1, Theorem 4.7 and the last step of its proof (also Thm 4.11 and the proof of Thm 4.10); Thm 4.7 display; step from eq. (5) to the final bound",
        ),
        why="By eq. (4), Phi_T = eta_{0:T-1}(F(y_T) - F(x*)) + 2beta||z_T - x*||^2 and Phi_0 = 2beta||z_0 - x*||^2 = 2beta||x*||^2 <= 2beta||C||^2 (z_0 = 0). Eq. (5) then gives E[F(y_T)] - F(x*) <= (sum_t ... + 2beta||C||^2)/eta_{0:T-1}; the printed bound is smaller by eta_{0:T-1}/eta_{0:T} = T/(T+2) on the sum and by 2(T+2)/T on E6.",
        correction="E[F(y_T)] - F(x*) <= (1/eta_{0:T-1}) sum_{t<T} eta_{0:t}(E1+...+E5) + 2beta||C||_2^2/eta_{0:T-1}.",
        declared="constant",
        affects=("CGT-Thm4.7@v1", "CGT-Thm4.11@v1", "CGT-Thm4.10@v1"),
    )
)

register_erratum(
    Erratum(
        id="CGT-E10",
        paper="CGT",
        title="Lemma 4.8's E1 has coefficient 2 where eqs. (13)-(14) give 3 (and its Q-part needs E||q||^2, not the a.s. bound the proof cites)",
        category="proof",
        quote="\\frac{2Q\\sqrt{t+1}(L+% \\frac{Q(t+1)}{\\sqrt{B}\\eta_{t}})}{\\sqrt{B}\\eta_{t}\\beta}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.4.1, Lemma 4.8 and its proof (eqs. (13), (14) and the following bounds on q_t); E1 in Lemma 4.8 / Thm 4.7",
        ),
        why="(14) contains eta_{0:t}||q_t|| ||y_{t+1} - y'_{t+1}|| + (eta_{0:t}/beta)||q_t|| ||grad_t|| + (eta_{0:t}/eta_t)||q_t|| ||b_t||, and (13) gives ||y - y'|| <= 2||grad_t||/beta + 2||b_t||/eta_t, so the grad-part is 3 eta_{0:t}||q_t|| ||grad_t||/beta (the b-part 3 eta_{0:t}||q_t|| ||b_t||/eta_t matches the printed 3 in E2, the grad-part does not match the printed 2). Also, plugging the proof's a.s. bound ||grad_t|| <= L + Q(t+1)/eta_t gives Q sqrt(t+1)(L + Q(t+1)/eta_t)/(sqrt(B) eta_t), without the 1/sqrt(B) of the printed inner term; the printed inner term is justified by E[||q|| ||grad||] <= L E||q|| + E||q||^2 <= Q sqrt(t+1)/(sqrt(B) eta_t) (L + Q sqrt(t+1)/(sqrt(B) eta_t)).",
        correction="E1(t) = 3Q sqrt(t+1)(L + Q sqrt(t+1)/(sqrt(B) eta_t))/(sqrt(B) eta_t beta), via E[||q_t|| ||grad_t||] <= L E||q_t|| + E||q_t||^2.",
        declared="constant",
        affects=("CGT-Lem4.8@v1", "CGT-Thm4.7@v1"),
    )
)

register_erratum(
    Erratum(
        id="CGT-E11",
        paper="CGT",
        title="Claim 4.9 bounds ||grad_t|| by L, but grad_t is the SRG estimate (||grad_t|| <= L + ||q_t||)",
        category="proof",
        quote="\\left(\\frac{L}{\\beta}+\\frac{\\left\\|\\mathbf{b}_{t}\\right\\|_{2}}{\\eta_{t}}% +\\tau_{t}\\left\\|\\mathcal{C}\\right\\|_{2}\\right)",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.4.1, proof of Claim 4.9, eq. (20); (20): ||y_{t+1} - x_t - tau_t(z_{t+1} - z_t)|| <= L/beta + ||b_t||/eta_t + tau_t||C||",
        ),
        why="y_{t+1} = Pi_C(x_t - grad_t/beta + b_t/eta_t) and x_t in C give ||y_{t+1} - x_t|| <= ||grad_t||/beta + ||b_t||/eta_t, with grad_t = grad F(x_t) + q_t, so ||grad_t|| <= L + ||q_t||, not L (the proof of Lemma 4.8 itself uses ||grad_t|| <= L + Q(t+1)/eta_t). The omitted piece (beta/tau_t)||b_t|| ||q_t||/beta = (eta_{0:t}/eta_t)||q_t|| ||b_t|| is E2-shaped.",
        correction="Add (eta_{0:t}/eta_t)||q_t|| ||b_t|| to the right side of Claim 4.9; in Lemma 4.8/Thm 4.7, E2's coefficient 3 becomes 4.",
        declared="constant",
        affects=("CGT-Claim4.9@v1", "CGT-Lem4.8@v1", "CGT-Thm4.7@v1"),
    )
)

register_erratum(
    Erratum(
        id="CGT-E12",
        paper="CGT",
        title="Binary-tree node range j = 1,3,5,...,T/2^k - 1 omits nodes needed for prefix sums (contradicts the paper's own T = 7 example)",
        category="algorithm",
        quote="j=1,3,5,\\ldots T/2^{k}-1",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 4.2, proof of Lemma 4.3 (definition of the binary tree mechanism); k = 0..ceil(log T), j = 1,3,5,...,T/2^k - 1, s_{j,k} = sum_{i=(j-1)2^k+1}^{j 2^k} Delta_i + xi_{j,k}",
        ),
        why="Node s_{j,k} covers Delta_{(j-1)2^k+1..j2^k}, so every odd j with j 2^k <= T is needed. For T = 8, k = 3 the range is j <= 0, so g_8 = s_{1,3} cannot be formed. For T = 7 the paper's own estimator s_{1,2} + s_{3,1} + s_{7,0} uses j = 1 at k = 2 (but 1 > 7/4 - 1) and j = 7 at k = 0 (but 7 > 7 - 1), both excluded by the printed range.",
        correction="All odd j with j <= T/2^k (i.e. j 2^k <= T), k = 0, ..., floor(log2 T); each Delta_i still lies in at most 1 + ceil(log T) nodes.",
        declared="algorithm",
        affects=("CGT-Lem4.3@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E13",
        paper="CGT",
        title="Lemma 4.3 defines g_i = sum_{j<=i} Delta_i (summand index should be j)",
        category="statement",
        quote="\\mathbf{g}_{i}=\\sum_{j\\leq i}\\Delta_{i}",
        locator=Locator("2406.02716", "v1", "Sec 4.2, Lemma 4.3 statement; definition of g_i"),
        why="As written g_i = i Delta_i; the lemma is about prefix sums (the proof estimates sums Delta_1 + ... + Delta_i).",
        correction="g_i = sum_{j<=i} Delta_j.",
        declared="typo",
        affects=("CGT-Lem4.3@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E14",
        paper="CGT",
        title="Algs 2 and 3 index step (epoch i, batch j) as ik + j; with b batches per epoch it must be ib + j",
        category="algorithm",
        quote="\\nabla_{ik+j}\\leftarrow\\frac{1}{B}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 5, Algorithm 2 line 4 and Algorithm 3 lines 4-7; indices ik+j (k = number of epochs, j in [b])",
        ),
        why="There are kb steps and the privacy condition max_j ||sum_{i<k} C_{:, ib+j}|| <= 1 certifies that batch j participates at steps ib + j. With ik + j the step indices collide and skip whenever k != b (e.g. k = 6, b = 100 for CIFAR: (i, j) = (0, 7) and (1, 1) both give 7, and indices above 5*6 + 100 = 130 are never used), so the noise rows (C^{-1}Z)_{ik+j} and the iterate indices do not follow the participation pattern the constraint certifies.",
        correction="s = i b + j throughout Algs 2 and 3 (grad_{ib+j}, x_{ib+j}, (C^{-1}Z)_{ib+j}).",
        declared="algorithm",
        affects=("CGT-Fact5@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E15",
        paper="CGT",
        title="Algorithm 3 adds the correlated noise twice (line 5 to Delta, line 7 again to the gradient passed on)",
        category="algorithm",
        quote="\\nabla_{t}+(\\mathbf{C}^{-1}\\mathbf{Z})_{ik+j}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 5, Algorithm 3 lines 5-7; line 5: Delta~ = Delta + (C^{-1}Z)_{ik+j}; line 6: grad = c grad_prev + Delta~; line 7: use grad_t + (C^{-1}Z)_{ik+j}",
        ),
        why="Line 6's gradient already contains the noise of line 5 (grad_s = sum_{r<=s} c^{s-r}(Delta_r + (C^{-1}Z)_r)); line 7 adds (C^{-1}Z)_s once more (and writes grad_t for grad_{ik+j}). The released stream is then L_c(Delta + C^{-1}Z) + C^{-1}Z, not the mechanism Delta + C^{-1}Z whose rho-zCDP the text asserts and for which the 'true' workload ||M A L C^{-1}||_F is optimised.",
        correction="Line 7: use grad_{ib+j} (= c grad_{ib+j-1} + Delta~_{ib+j}) as the gradient.",
        declared="algorithm",
        affects=("CGT-Fact5@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E16",
        paper="CGT",
        title="Sec 5.1: constant decay c_t = c < 1 corresponds to eta_t = c^{-t}, not c^t",
        category="statement",
        quote="This is analogous to choosing ηt=ct",
        locator=Locator("2406.02716", "v1", "Sec 5.1 (Logistic Regression); 'analogous to choosing eta_t = c^t'"),
        why="Alg 1 line 4: grad_t = Delta_t/eta_t + (eta_{t-1}/eta_t) grad_{t-1}; Alg 3's grad_s = c grad_{s-1} + Delta~_s with Delta_s = grad l(x_s) - c grad l(x_{s-1}) is this recursion (scaled by 1/eta_t) with c = eta_{t-1}/eta_t. c < 1 means eta_t = c^{-t} (increasing, = e^{lambda t} with lambda = 5/2, as the intro says 'eta_t = e^{lambda t}'); eta_t = c^t would give c_t = 1/c > 1.",
        correction="eta_t = c^{-t} = e^{lambda t}, lambda = -ln c = 5/2.",
        declared="typo",
        affects=("CGT-Fact5@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E17",
        paper="CGT",
        title="Intro sets eta_t = t (eta_0 = 0 makes Alg 1 line 4 and tau_0 divide by zero); the analysis uses eta_t = t + 1",
        category="statement",
        quote="While we chose ηt=tsubscript",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec 1 ('Design of Accelerated-DP-SRGD': 'We set eta_t = t' and 'Practical enhancements': 'While we chose eta_t = t'); eta_t = t",
        ),
        why="Alg 1 line 4 divides by eta_t and tau_t = eta_t/eta_{0:t}; with eta_t = t these are 0/0 at t = 0. Claim 4.2, Thm 4.1's proof and Thm 4.10 all take eta_t = t + 1.",
        correction="eta_t = t + 1.",
        declared="typo",
        affects=("CGT-Intro@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E18",
        paper="CGT",
        title="Claim 4.2's proof uses b_{t-1}/eta_t where Alg 1 line 6 adds b_{t-1}/eta_{t-1}",
        category="proof",
        quote="\\frac{\\nabla_{t-1}}{\\beta}+\\frac{\\mathbf{b% }_{t-1}}{\\eta_{t}}\\right\\|_{2}",
        locator=Locator("2406.02716", "v1", "Sec 4.2, proof of Claim 4.2; bound on ||y_t - x_{t-1}||"),
        why="y_t = Pi_C(x_{t-1} - grad_{t-1}/beta + b_{t-1}/eta_{t-1}) by Alg 1 line 6. With the correct eta_{t-1} the term is eta_{0:t-1}||b_{t-1}||/(eta_{t-1} eta_{0:t}) = ||b_{t-1}||/(t+2) <= b_max/(t+1), so the stated bound still holds.",
        correction="||grad_{t-1}/beta - b_{t-1}/eta_{t-1}|| (sign and index as in Alg 1); the subsequent bound b_max/(t+1) is unchanged.",
        declared="typo",
        affects=("CGT-Claim4.2@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E19",
        paper="CGT",
        title="Sec 4.3 variance chain: sums over i of Delta_t, and the middle step drops the 1/B that reappears at the end",
        category="proof",
        quote="\\mathbf{Var}\\left(\\frac{\\sum_{i\\leq t}% \\Delta_{t}}{c_{t}}\\right)",
        locator=Locator("2406.02716", "v1", "Sec 4.3 (Unaccelerated Variant); Var(grad_t) = ... = t eta^2/B = tB/n"),
        why="The summand should be Delta_i. The step sum_{i<=t} Var(Delta_i)/c_t^2 = sum c_i^2 eta^2/c_t^2 uses Var(Delta_i) = c_i^2 eta^2, but the next equality = t eta^2/B needs Var(Delta_i) ~ c_i^2 eta^2/B (a batch average of B terms of size ~ c_i eta).",
        correction="Var(grad_t) = sum_{i<=t} Var(Delta_i)/c_t^2 ~ sum_{i<=t} c_i^2 eta^2/(B c_t^2) ~ t eta^2/B = tB/n.",
        declared="typo",
        affects=("CGT-Sketch4.3@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E20",
        paper="CGT",
        title="Cor 4.5's total-variation step pays the clipping gap once; it enters on both neighbours, once times e^eps",
        category="privacy argument",
        quote="Algorithm 1 without clipping is within total variation distance",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 4.2, proof of Cor 4.5, last sentence ('Algorithm 1 without clipping is within total variation "
            "distance delta/2 of the version with clipping by Corollary 4.4, i.e. Algorithm 1 satisfies "
            "(eps, delta)-DP'); inherited by Thm 4.6 and Thm 4.10",
        ),
        why="The clipped algorithm A^c is (eps, delta/2)-DP and the unclipped A is within total variation "
        "gamma = delta/2 of A^c on every dataset (the tree-noise event of Cor 4.4). For neighbours D, D' and any S: "
        "P[A(D) in S] <= P[A^c(D) in S] + gamma <= e^eps P[A^c(D') in S] + delta/2 + gamma "
        "<= e^eps (P[A(D') in S] + gamma) + delta/2 + gamma, i.e. (eps, delta/2 + (1 + e^eps) delta/2), which exceeds "
        "delta for every eps > 0. The event is on the privacy noise itself, so unlike a failure event over "
        "data-independent auxiliary randomness it cannot be conditioned on: the Gaussian mechanism's guarantee "
        "comes from that noise. The argument therefore does not give the stated (eps, delta); whether the printed "
        "settings give it (the noise event has slack for d >= 2) is not shown.",
        correction="Apply Lem 4.3 at failure probability delta/(2 (1 + e^eps)), i.e. ln(4 (1 + e^eps) T/delta) in "
        "place of ln(4T/delta) in the d-limits of Cor 4.4/4.5 and in Thm 4.10's bound on B; then the total is delta. "
        "Alternatively state (eps, (2 + e^eps) delta/2)-DP. For eps = O(1) only log factors move.",
        argument="the total-variation computation above: the proven delta is (2 + e^eps)/2 times the claimed one "
        "(1.55 at eps = 0.1, 2.36 at eps = 1, 4.69 at eps = 2); tests/bounds/test_cgt_e20_total_variation.py reaches "
        "it exactly with a randomized response that is (eps, delta/2)-DP and moved by total variation delta/2 on both "
        "neighbours, and exceeds delta (1.43 delta at eps = 1, delta = 1e-6) with a Gaussian release whose gap is an "
        "event on the privacy noise itself, as in Cor 4.4; a gap on one neighbour only costs it once (control), and "
        "the correction's failure probability gives exactly delta",
        affects=("CGT-Cor4.5@v1", "CGT-Thm4.6@v1", "CGT-Thm4.10@v1"),
        declared="proof gap",
    )
)

register_erratum(
    Erratum(
        id="CGT-E21",
        paper="CGT",
        title="Algorithms 2 and 3 draw Z ~ N(0, 1/(2 rho)) without the clip norm and the batch size",
        category="algorithm",
        quote="\\mathbf{Z}\\sim N(0,\\frac{1}{2\\rho}\\mathbb{I}_{kb\\times kb})",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 5, Algorithm 2 line 1 and Algorithm 3 line 1 (noise used in Alg. 2 line 4, Alg. 3 line 5); the "
            "claim that DP-SRG-MEMF satisfies rho-zCDP",
        ),
        why="Both boxes take a clip norm C and release (1/B) sum_(d in B_j) clip(., C) + (C^-1 Z)_., i.e. "
        "C^-1 (C G + Z) with G the clipped batch means. Under the column condition max_j ||sum_i C_(:, ib+j)|| <= 1 "
        "one example moves C G by at most C_clip/B, and a Gaussian of variance 1/(2 rho) with sensitivity "
        "Delta is (Delta^2 rho)-zCDP, here ((C_clip/B)^2 rho)-zCDP. The printed boxes are rho-zCDP only when "
        "C_clip <= B, and the clip norm appears nowhere in the noise.",
        correction="Line 1 of both algorithms: Z ~ N(0, (C_clip/B)^2/(2 rho) I) (equivalently, add C_clip C^-1 Z to "
        "the clipped sum and then divide by B).",
        argument="the sensitivity computation above: rho_actual = (C_clip/B)^2 rho",
        declared="algorithm",
    )
)

register_erratum(
    Erratum(
        id="CGT-E22",
        paper="CGT",
        title="Thm 4.11 and eq. (23) multiply the term 3 beta ||b_t|| ||C|| by eta_(0:t); the proof gives it without",
        category="proof",
        quote="{2}}{\\eta_{t}}+3\\beta\\left\\|\\mathbf{b}_{t}\\right\\|_{2}\\cdot\\left\\|\\mathcal{C}",
        locator=Locator("2406.02716", "v1", "Sec. 4.4.3, Theorem 4.11 statement and eq. (23) in its proof"),
        why="Eq. (12) contributes + 3 beta ||b_t|| ||C|| to Delta Phi_t with no eta_(0:t) factor (Lem 4.8 and "
        "Thm 4.7 write it as eta_(0:t) (3 beta/eta_(0:t)) ||b_t|| ||C||). Substituting (22) into (12) gives "
        "eta_(0:t)(8 L^2/(sqrt(B) beta) + 5 L ||b_t||/eta_t + beta ||b_t||^2/eta_t^2) + 3 beta ||b_t|| ||C||; "
        "(23) and Thm 4.11 put the last term inside eta_(0:t)(...). For eta_(0:t) >= 1 the printed bound is loose "
        "by that factor (about T^2/6 for eta_t = t + 1); for eta_(0:t) < 1, which Thm 4.11's hypothesis "
        "eta_t^2 <= 4 eta_(0:t) allows, (23) is false: a run of Alg. 1 can exceed it.",
        correction="eta_(0:t)(8 L^2/(sqrt(B) beta) + 5 L ||b_t||/eta_t + 3 beta ||b_t|| ||C||/eta_(0:t) + "
        "beta ||b_t||^2/eta_t^2) in eq. (23) and in Thm 4.11's sum.",
        argument="tests/bounds/test_cgt_e22_eta_factor.py: (22) into (12) in sympy leaves 3 beta ||b_t|| ||C|| "
        "without eta_(0:t), and the corrected (23) bounds it for every B >= 1; the coefficient of 3 beta b ||C|| in "
        "(1/eta_(0:T)) sum_t at eta_t = t + 1 is 33.3 as printed against 0.0194 from the proof at T = 100 (ratio "
        "1717, about T^2/6); Alg. 1 on a linear loss (L = 0.01, C the unit ball, beta = B = 1, eta_0 = 0.01, "
        "||b_0|| = 1e-3) has Delta Phi_0 = 3.71e-3 against the printed (23)'s 2.18e-4 and the corrected 6.16e-3; "
        "over 200 seeded random instances the printed form fails at 50 of 3000 steps (all with eta_(0:t) < 1), the "
        "corrected form never",
        affects=("CGT-Thm4.11@v1",),
        declared="proof gap",
    )
)

register_erratum(
    Erratum(
        id="CGT-E23",
        paper="CGT",
        title="Sec. 5 says DP-SRG-MEMF always outperforms DP-MEMF; Figure 1's own MNIST 'ones' row shows the opposite",
        category="statement",
        quote="always outperforms DP-MEMF",
        locator=Locator("2406.02716", "v1", "Sec. 5.1, paragraph after Figure 1"),
        why="Figure 1 reports MNIST accuracy 82.555 +- .144 for DP-MEMF and 82.456 +- .143 for DP-SRG-MEMF under "
        "the 'ones' workload: the SRG variant is lower in one of the four comparisons. The best MNIST results "
        "(83.753 +- .121 against 83.593 +- .123, 'true') differ by 0.16, within the reported 96% intervals' "
        "combined width; only the two CIFAR comparisons (+1.17 and +1.54) clearly support the claim.",
        correction="'DP-SRG-MEMF outperforms DP-MEMF on CIFAR-10 under both workloads (by 1.2-1.5 points); on MNIST "
        "the two are within their confidence intervals (-0.10 for ones, +0.16 for true).'",
        argument="the differences read off Figure 1: MNIST ones -0.099, MNIST true +0.160, CIFAR ones +1.174, CIFAR "
        "true +1.544",
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E24",
        paper="CGT",
        title="Abstract and conclusion advertise batch sizes of sqrt(n) 'or larger'; the optimal-rate theorems (Thm 4.6, "
        "Thm 4.10) assume B <= sqrt(n)",
        category="statement",
        quote="a single epoch first-order method that can operate on much larger batch sizes",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 6 (Conclusion), first sentence ('B ~ sqrt(n) or larger'); the abstract's 'at most sqrt(n) batch "
            "gradient steps with batch size at least sqrt(n)'",
        ),
        why="Thm 4.10 assumes B <= min{sqrt(n), ...} and its proof uses B <= sqrt(n) (T >= sqrt(n)) to get "
        "beta >= 2 M T for Claim 4.2 and to simplify E1, E2 and E5; Thm 4.6 takes B = sqrt(n) min{1, M}. No "
        "optimal-rate statement covers B > sqrt(n) (Thm 4.7 applies for any B, but its bound degrades there): with its choice "
        "beta = Q T^(3/2)/(||C|| sqrt(B)) the non-private term is O((L + Q/sqrt(B)) ||C|| B/n), larger than "
        "L ||C||/sqrt(n) once B > sqrt(n) (the paper also says it does not reach the non-private B = n^(3/4)).",
        correction="'... can use batch sizes up to sqrt(n) (B = min{sqrt(n), B_priv}) with T = n/B >= sqrt(n) batch "
        "gradient steps'; abstract: 'in about sqrt(n) batch gradient steps with batch size up to sqrt(n)'.",
        argument="the hypotheses of Thm 4.6 and Thm 4.10 against the claimed range, and the exponent of B in the "
        "non-private term at the proof's beta: B/n <= 1/sqrt(n) iff B <= sqrt(n)",
        affects=("CGT-Thm4.6@v1", "CGT-Thm4.10@v1"),
        declared="proof gap",
    )
)

register_erratum(
    Erratum(
        id="CGT-E25",
        paper="CGT",
        title="The introduction gives the number of gradient oracle calls as O~(sqrt(n)); the algorithm makes 2n",
        category="statement",
        quote="our overall gradient oracle complexity is an improved",
        locator=Locator("2406.02716", "v1", "Sec. 1, 'Other related work', the paragraph comparing with [17]"),
        why="For [17] the paragraph defines the quantity as 'overall gradient complexity (i.e., the number of "
        "gradient oracle calls)' and then gives O~(sqrt(n)) for Accelerated-DP-SRGD under the same name. Algorithm 1 "
        "evaluates grad f(x_t, d) and grad f(x_(t-1), d) for each of B examples in each of T = n/B steps (the paper: "
        "'exactly two gradient calls per data point'), so the count is 2n; sqrt(n) is the number of adaptive batch "
        "steps, another measure.",
        correction="'our overall gradient oracle complexity is 2n = O(n), with T = n/B >= sqrt(n) adaptive batch "
        "rounds'; compared with [17]'s count, which is >= n at constant eps, it is never worse up to a constant.",
        argument="2 gradients x B examples x n/B steps = 2n: the exponent of n in the claimed count moves from 1/2 "
        "to 1",
        declared="rate",
    )
)

register_erratum(
    Erratum(
        id="CGT-E26",
        paper="CGT",
        title="Algorithm 1 uses eta_(-1) and x_(-1) at t = 0; neither is defined",
        category="algorithm",
        quote="\\Delta_{t}\\leftarrow\\frac{1}{B}\\sum_{d\\in\\mathcal{B}_{t}}[\\eta_{t}\\nabla f(",
        locator=Locator("2406.02716", "v1", "Algorithm 1, lines 3-4, first iteration t = 0"),
        why="The loop starts at t = 0, eta_t is an input for 0 <= t < T, and only x_0, z_0 are initialised, so Delta_0 "
        "involves eta_(-1) grad f(x_(-1), d). Claim 4.2's proof ('the bound holds by Lipschitzness for t = 0') takes "
        "eta_(-1) = 0 silently, which eta_t = t + 1 gives.",
        correction="Add eta_(-1) := 0, so that Delta_0 = eta_0 (1/B) sum grad f(x_0, d).",
        argument="the index ranges of Algorithm 1 read line by line",
        affects=("CGT-Claim4.2@v1",),
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E27",
        paper="CGT",
        title="Sec. 2.3 defines the empirical loss as an average of gradients",
        category="statement",
        quote="\\mathcal{L}(\\mathbf{x};D)=\\frac{1}{n}\\sum\\limits_{i\\in[n]}\\nabla\\ell(\\mathbf{x",
        locator=Locator("2406.02716", "v1", "Sec. 2.3 (DP-SGD background), first sentence"),
        why="L(x; D) is the loss being optimised but is defined as (1/n) sum grad l(x; d_i), a vector.",
        correction="L(x; D) = (1/n) sum_(i in [n]) l(x; d_i).",
        argument="reading: the next sentences take gradients of L",
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E28",
        paper="CGT",
        title="Eq. (6) puts a minus sign in front of the whole underbrace B, which (7) and (11) then add",
        category="proof",
        quote="_{A}-\\underbrace{\\eta_{0:t-1}(F(\\mathbf{y}_{t})-F(\\mathbf{x}_{t}))",
        locator=Locator("2406.02716", "v1", "Sec. 4.4.1, proof of Lemma 4.8, eq. (6); used in (7), (8), (11)"),
        why="Delta Phi_t = A - eta_(0:t-1)(F(y_t) - F(x_t)) + eta_t (F(x_t) - F(x*)) + C. As printed, (6) reads "
        "A - [eta_(0:t-1)(F(y_t) - F(x_t)) + eta_t (F(x_t) - F(x*))] + C, flipping the sign of the second term; "
        "(7) bounds B as the unflipped expression and (11) adds B + C.",
        correction="Delta Phi_t = A + B + C with B = -eta_(0:t-1)(F(y_t) - F(x_t)) + eta_t (F(x_t) - F(x*)).",
        argument="expand Phi_(t+1) - Phi_t from eq. (4)",
        affects=("CGT-Lem4.8@v1",),
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E29",
        paper="CGT",
        title="Eq. (17) keeps -(beta/2)||y_(t+1) - x_t||^2 where (15) + (16) with beta >= M give -((beta - M)/2)",
        category="proof",
        quote="}^{2}+\\frac{\\beta}{2}\\left\\|\\mathbf{v}-\\mathbf{x}_{t}\\right\\|_{2}^{2}.",
        locator=Locator("2406.02716", "v1", "Sec. 4.4.1, proof of Claim 4.9, eq. (17), carried into (18), (19)"),
        why="(15) contributes + (M/2)||y - x_t||^2 and (16) - (beta/2)||y - x_t||^2, so their sum is "
        "-((beta - M)/2)||y - x_t||^2 <= 0. 'Using beta >= M' allows dropping it, not keeping -(beta/2)||.||^2 "
        "(that would need M <= 0). (20) drops the term, so nothing downstream uses it.",
        correction="(17): ... - ((beta - M)/2)||y_(t+1) - x_t||^2 + (beta/2)||v - x_t||^2 <= ... + (beta/2)||v - x_t||^2; "
        "delete the term from (18) and (19).",
        argument="add (15) and (16) term by term",
        affects=("CGT-Claim4.9@v1",),
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E30",
        paper="CGT",
        title="Thm 4.10's proof uses Q/||C|| = O(M), false unless L = O(M ||C||)",
        category="proof",
        quote="Q/\\left\\|C\\right\\|_{2}=O(M)",
        locator=Locator("2406.02716", "v1", "Sec. 4.4.2, proof of Thm 4.10, item (i) and the E6 line"),
        why="Q/||C|| = 8 L/||C|| + 16 M is not O(M) when L >> M ||C|| (e.g. M -> 0). Its only use is the "
        "intermediate step E6 = O(M ||C||^2/sqrt(n)); with beta = Q T^(3/2)/(||C|| sqrt(B)) one gets "
        "E6 ~ Q ||C||/sqrt(n) directly, so the chain ends at the right bound.",
        correction="Delete (i) and write E6 = O(Q ||C||/sqrt(n)) directly.",
        argument="Q = 8 L + 16 M ||C|| (Thm 4.10) divided by ||C||",
        affects=("CGT-Thm4.10@v1",),
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E31",
        paper="CGT",
        title="Lemma 4.8's q_t writes the step-t difference inside sum_(i <= t); the summand must carry index i",
        category="proof",
        quote="\\in\\mathcal{B}_{i}}((\\eta_{t}\\nabla f(\\mathbf{x}_{t},d)-\\eta_{t-1}\\nabla f(",
        locator=Locator("2406.02716", "v1", "Sec. 4.4.1, proof of Lemma 4.8, the displays defining q_t"),
        why="As written every term of sum_(i <= t) is the step-t difference; the martingale argument and the "
        "variance bound Q^2 B (t + 1), with B (t + 1) terms, need eta_i grad f(x_i, d) - eta_(i-1) grad f(x_(i-1), d) "
        "for d in B_i. The second display also drops sum_(d in B_i).",
        correction="q_t = sum_(i <= t) sum_(d in B_i) [(eta_i grad f(x_i, d) - eta_(i-1) grad f(x_(i-1), d)) - E_d(.)]"
        "/(B eta_t); the variance bound is unchanged.",
        argument="the count of terms in the variance bound Q^2 B (t + 1)",
        affects=("CGT-Lem4.8@v1",),
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E32",
        paper="CGT",
        title="The remark after Thm 4.1 gives non-private accelerated SGD's stochastic term as V/(beta sqrt(T)), "
        "which has units of length; it is ~ V^2 T/beta",
        category="statement",
        quote="\\frac{V}{\\beta\\sqrt{T}}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 4.1, 'Interpretation of Theorem 4.1', the sentence citing [41] (Lan 2012) and the definition of V "
            "that follows it",
        ),
        why="V is defined by E||(1/|B_t|) sum grad f(x; d) - grad F(x)||^2 <= V^2, so V has gradient units F/X; beta "
        "(y-step x - grad/beta, beta >= M) has units F/X^2. V/(beta sqrt(T)) therefore has units X (a length), "
        "while an excess risk has units F; the paper's own stochastic group (SL + S^2)/(beta sqrt T) has units F. In "
        "the paper's parametrisation (eta_t = t + 1, potential (4)) the per-step stochastic contribution is "
        "E||q_t||^2/beta = V^2/beta, and (1/eta_(0:T)) sum_t eta_(0:t) V^2/beta ~ V^2 T/(3 beta); this is Lan's AC-SA "
        "term (gamma N sigma^2 with gamma ~ 1/beta), which at beta ~ V T^(3/2)/||C|| gives Lan's V||C||/sqrt(T). "
        "The printed expression has the wrong power of V (units) and of T. The definition of V also writes "
        "grad F(x; d) for grad F(x).",
        correction="'Without privacy, the stochastic part of Nesterov's acceleration is O(V^2 T/beta) [41] (= "
        "O(V||C||_2/sqrt(T)) at beta ~ V T^(3/2)/||C||_2), where E||(1/|B_t|) sum_(d in B_t) grad f(x; d) - "
        "grad F(x)||^2 <= V^2.'",
        argument="units: [V] = F/X, [beta] = F/X^2, so [V/(beta sqrt T)] = X while [V^2 T/beta] = F; the weighted sum "
        "(1/eta_(0:T)) sum_t eta_(0:t) at eta_t = t + 1 is ~ T/3",
        declared="unit",
    )
)


register_erratum(
    Erratum(
        id="CGT-E33",
        paper="CGT",
        title="Proof of (13): J(y) omits x_t, so y'_{t+1} is not its minimiser and 'J(y_{t+1}) >= J(y'_{t+1}) + (beta/2)||y_{t+1} - y'_{t+1}||^2' is false",
        category="proof",
        quote="J(\\mathbf{y})=\\left\\langle\\mathbf{q}_{t}+\\nabla F(\\mathbf{x}_{t})-\\frac{\\beta}% {\\eta_{t}}\\cdot\\mathbf{b}_{t},\\mathbf{y}\\right\\rangle+\\frac{\\beta}{2}\\left\\|% \\mathbf{y}\\right\\|_{2}^{2}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 4.4.1, proof of Lemma 4.8, paragraph before eq. (13) (definition of J and 'By definition, J(y_{t+1}) >= ...')",
        ),
        why="The mirror step minimises <g, y - x_t> + (beta/2)||y - x_t||^2 with g = q_t + grad F(x_t) - (beta/eta_t) b_t, whose unconstrained minimiser is y'_{t+1} = x_t - g/beta. The printed J(y) = <g, y> + (beta/2)||y||^2 is minimised at -g/beta instead. So the inequality J(y_{t+1}) >= J(y'_{t+1}) + (beta/2)||y_{t+1} - y'_{t+1}||^2, which the proof calls true 'by definition', fails. Example: d = 1, C = [0, 1], x_t = 1, beta = 1, g = -1, so y' = 2 and y_{t+1} = 1: J(y_{t+1}) = -0.5 < J(y') + 1/2 = 0.5. The next line ('Therefore <g, y_{t+1} - y'> >= (beta/2)||y_{t+1} - y'||^2') therefore has no valid source in the printed text. It is true, but it needs the projection inequality, with x_t in C.",
        correction="Define J(y) = <g, y - x_t> + (beta/2)||y - x_t||^2. Then J(y_{t+1}) = J(y'_{t+1}) + (beta/2)||y_{t+1} - y'_{t+1}||^2 (a quadratic about its minimiser). Also, ||y_{t+1} - x_t|| <= ||y'_{t+1} - x_t|| (projection onto C, x_t in C). Together these give <g, y_{t+1} - y'_{t+1}> >= (beta/2)||y_{t+1} - y'_{t+1}||^2. (Directly: <y' - y_{t+1}, x_t - y_{t+1}> <= 0 gives <g, y_{t+1} - y'> >= beta||y_{t+1} - y'||^2.) Eq. (13) stands.",
        affects=("CGT-Lem4.8@v1",),
        declared="proof gap",
        argument="d = 1, C = [0, 1], x_t = 1, beta = 1, g = -1: y' = 2, y_(t+1) = 1 and J(y_(t+1)) = -0.5 < J(y') + "
        "0.5 = 0.5 for the printed J; with J(y) = <g, y - x_t> + (beta/2)||y - x_t||^2 the inequality holds "
        "(with equality here) and eq. (13) follows",
    )
)


register_erratum(
    Erratum(
        id="CGT-E34",
        paper="CGT",
        title="The introduction quotes [17]'s gradient complexity with a term n d^2/eps that is never sublinear; "
        "[17] states near-linear complexity for n >~ d^2 eps^(-3), which the form (n d)^(2/3)/eps gives",
        category="statement",
        quote="their overall gradient complexity (i.e., the number of gradient oracle calls) is",
        locator=Locator(
            "2406.02716", "v1", "Sec. 1, 'Other related work', the paragraph on [17] (Carmon et al. 2023, ReSQue)"
        ),
        why="The printed complexity is O~(min{n, n^2/d} + min{n d^2/eps, n^(4/3) eps^(1/3)}). For eps <= 1 and "
        "d >= 1, n d^2/eps >= n, and n^(4/3) eps^(1/3) >= n once eps >= 1/n, so the second term is never below n and "
        "grows faster than n once d grows. [17]'s own abstract says it closes the gap to linear: 'for sufficiently "
        "large n >~ d^2 eps^(-3)' its algorithm has 'near-linear gradient query complexity'. At eps = 1 and "
        "d = n^(1/3), inside that regime, the printed second term is min{n^(5/3), n^(4/3)} = n^(4/3) = n * n^(1/3). "
        "The form (n d)^(2/3)/eps is at most n exactly when n >= d^2/eps^3, [17]'s threshold. The paragraph's next "
        "sentence ('under all regimes ... d <= n^2, our gradient oracle complexity is superior') rests on the "
        "misquoted term; CGT-E25 concerns the paper's own count, not [17]'s.",
        correction="min{(n d)^(2/3)/eps, n^(4/3) eps^(1/3)} in place of min{n d^2/eps, n^(4/3) eps^(1/3)} (the form "
        "whose crossover with n is [17]'s stated threshold n ~ d^2 eps^(-3)); the superiority claim then holds only "
        "where [17]'s count is superlinear, d >~ sqrt(n) eps^(3/2) up to logs.",
        argument="tests/bounds/test_cgt_e34_prior_complexity.py: sympy, the printed complexity over n has exponent 1/3 in n "
        "along d = n^(1/3) at eps = 1, the corrected complexity has exponent 0, and (n d)^(2/3)/eps <= n iff n >= d^2/eps^3",
        declared="rate",
    )
)

register_erratum(
    Erratum(
        id="CGT-E35",
        paper="CGT",
        title="Sec. 4.1 defines S^2 as the variance of an individual SRG term; Thm 4.1 assumes it of the batch average "
        "Delta_t and its proof sets S = Q/sqrt(B): the two readings differ by a factor B in S^2",
        category="statement",
        quote="in any individual term in the SRGs (i.e.,",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 4.1, the paragraph before Theorem 4.1, against Theorem 4.1 and Sec. 4.4.1 ('setting S = Q/sqrt(B)')",
        ),
        why="The paragraph says the variance of 'any individual term in the SRGs (i.e., eta_t grad f(x_t, d) - "
        "eta_(t-1) grad f(x_(t-1), d))' is bounded by S^2. Thm 4.1 instead assumes E||Delta_t - E Delta_t||^2 <= S^2 "
        "with Delta_t the average over the B examples of the batch (Alg. 1 line 3), and Sec. 4.4.1 obtains Thm 4.1 "
        "from Thm 4.7 by 'setting S = Q/sqrt(B)', where Q bounds an individual centred term: an individual term of "
        "variance Q^2 gives a batch average of variance Q^2/B. Read with the paragraph's definition, every S in "
        "Thm 4.1 would have to be S/sqrt(B).",
        correction="'We only assume that the variance of the batch-averaged SRG increment Delta_t = (1/B) "
        "sum_(d in B_t) (eta_t grad f(x_t, d) - eta_(t-1) grad f(x_(t-1), d)) is bounded by S^2' (equivalently, each "
        "individual term by B S^2).",
        argument="the paragraph's definition read against Thm 4.1's hypothesis and the substitution S = Q/sqrt(B): the "
        "variance of an average of B independent terms is 1/B of theirs",
        affects=("CGT-Thm4.1@v1",),
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E36",
        paper="CGT",
        title="Thm 4.11 sums over i = 0..T-1 a summand indexed by t",
        category="statement",
        quote="\\frac{1}{\\eta_{0:T}}\\sum_{i=0}^{T-1}\\left[\\eta_{0:t}\\left(",
        locator=Locator("2406.02716", "v1", "Sec. 4.4.3, statement of Theorem 4.11"),
        why="Every quantity in the summand (eta_(0:t), eta_t, b_t) carries the index t, while the sum runs over i; as "
        "printed the bound is T times one t-term with t free. The proof ('We now proceed similarly to Theorem 4.7') "
        "telescopes (23) over t = 0, ..., T-1, as Thm 4.7 does.",
        correction="sum_(t=0)^(T-1) eta_(0:t)(...) (CGT-E22 concerns the factor eta_(0:t) on one of the terms, not the "
        "index).",
        argument="the summation index against the summand's indices and the telescoping in the proof",
        affects=("CGT-Thm4.11@v1",),
        declared="typo",
    )
)


register_erratum(
    Erratum(
        id="CGT-E37",
        paper="CGT",
        title="Proof of Claim 4.2 splits Delta_t(d) as eta_t (grad f(x_t) - grad f(x_(t-1))) + (eta_t - eta_(t-1)) "
        "grad f(x_t); the last gradient must be at x_(t-1)",
        category="proof",
        quote="\\left(\\eta_{t}-\\eta_{t-1}\\right)\\nabla f(\\mathbf{x}_{t},d)",
        locator=Locator("2406.02716", "v1", "Sec. 4.2, proof of Claim 4.2, the first identity for Delta_t(d)"),
        why="Delta_t(d) = eta_t grad f(x_t, d) - eta_(t-1) grad f(x_(t-1), d). The printed right side expands to "
        "(2 eta_t - eta_(t-1)) grad f(x_t, d) - eta_t grad f(x_(t-1), d), which differs from Delta_t(d) by "
        "(eta_t - eta_(t-1))(grad f(x_t, d) - grad f(x_(t-1), d)), i.e. by grad f(x_t, d) - grad f(x_(t-1), d) at "
        "eta_t = t + 1.",
        correction="Delta_t(d) = eta_t (grad f(x_t, d) - grad f(x_(t-1), d)) + (eta_t - eta_(t-1)) grad f(x_(t-1), d); "
        "the bound eta_t M ||x_t - x_(t-1)|| + |eta_t - eta_(t-1)| L that follows, and Claim 4.2, are unchanged.",
        argument="both sides expanded: their difference is (eta_t - eta_(t-1))(grad f(x_t, d) - grad f(x_(t-1), d))",
        affects=("CGT-Claim4.2@v1",),
        declared="typo",
    )
)


register_erratum(
    Erratum(
        id="CGT-E38",
        paper="CGT",
        title="Proof of Claim 4.2 plugs 'Section 4.2' into Equation 1; the equation meant is (2)",
        category="proof",
        quote="Plugging Section 4.2 and the fact that",
        locator=Locator("2406.02716", "v1", "Sec. 4.2, proof of Claim 4.2, the sentence before eq. (3)"),
        why="The proof is itself in Sec. 4.2; what is substituted into eq. (1), together with eta_t - eta_(t-1) = 1, "
        "is the bound of eq. (2), which gives eq. (3). The reference resolves to the section instead of the equation "
        "(the proof's other references read 'Equation N').",
        correction="'Plugging Equation 2 and the fact that eta_t - eta_(t-1) = 1 into Equation 1'.",
        argument="the substitution that yields eq. (3), re-derived, uses eq. (2)",
        affects=("CGT-Claim4.2@v1",),
        declared="typo",
    )
)


register_erratum(
    Erratum(
        id="CGT-E39",
        paper="CGT",
        title="Algorithm 1 has no output line; every utility theorem bounds F(y_T), while x_T and z_T are computed too",
        category="algorithm",
        quote="Algorithm 1 Accelerated-DP-SRGD",
        locator=Locator("2406.02716", "v1", "Sec. 3, Algorithm 1 (the box ends at line 8, 'end for')"),
        why="The box lists inputs and lines 1-8 but no output, and Sec. 3-4 never name one. Thms 4.1, 4.6, 4.7, 4.10 "
        "and 4.11 all bound E[F(y_T)] - F(x*); the last iteration also computes x_T and z_T, which nothing reads, and "
        "the potential argument controls only F(y_T), so returning either of those would not be covered by any "
        "theorem.",
        correction="Add 'Output: y_T' to Algorithm 1 (post-processing of the noisy sums, so privacy is unaffected).",
        argument="the box read line by line against the point the theorems bound",
        affects=("CGT-Thm4.7@v1",),
        declared="typo",
    )
)


register_erratum(
    Erratum(
        id="CGT-E40",
        paper="CGT",
        title="Title, abstract, introduction and conclusion call the error optimal; Thm 4.6 proves (L||C|| + M||C||^2)(1/"
        "sqrt(n) + sqrt(d)/(eps n)), which exceeds the optimal L||C||(1/sqrt(n) + sqrt(d)/(eps n)) by 1 + M||C||/L, "
        "unbounded unless M||C|| = O(L)",
        category="statement",
        quote="it is possible to obtain optimal DP-SCO error",
        locator=Locator(
            "2406.02716",
            "v1",
            "Title; abstract; Sec. 1 ('it is possible to obtain optimal DP-SCO error (upto polylog n, 1/delta factors) ... "
            "for l2-Lipschitz and smooth losses') and contribution 2; Sec. 6; against Theorem 4.6",
        ),
        why="The optimal DP-SCO error for L-Lipschitz convex losses on C is L||C||(1/sqrt(n) + sqrt(d)/(eps n)) up to "
        "logs. Thm 4.6 gives O((L||C|| + M||C||^2)(1/sqrt(n) + sqrt(d)/(eps n) polylog)), a factor 1 + M||C||/L above "
        "it; that ratio is a pure number with no bound in the paper's hypotheses (at L = ||C|| = 1 and M = n^(1/4) it is "
        "1 + n^(1/4), a polynomial factor, not a polylog). The M||C||^2 term comes from the 16 M||C|| part of Q "
        "(Claim 4.2) and beta >= 2MT, so it is built into the analysis. The paper states M = Theta(1) only once, for "
        "another claim (the batch-gradient complexity against [27]).",
        correction="Qualify every optimality claim: 'optimal DP-SCO error (up to polylog factors) when M||C||_2 = O(L)' "
        "(e.g. O(1)-smooth losses with L, ||C|| = Theta(1)); otherwise the error is the optimal one times "
        "(1 + M||C||_2/L).",
        argument="Thm 4.6's bound over the optimal rate: (L||C|| + M||C||^2)/(L||C||) = 1 + M||C||/L",
        affects=("CGT-Thm4.6@v1",),
        declared="rate",
    )
)

register_erratum(
    Erratum(
        id="CGT-E41",
        paper="CGT",
        title="Algorithms 2 and 3 take no starting model, and Algorithm 3's first step uses x_0 and grad_0, neither "
        "defined",
        category="algorithm",
        quote="\\nabla_{ik+j}=c_{ik+j}\\nabla_{ik+j-1}+\\widetilde{\\Delta}_{ik+j}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 5, Algorithm 3, lines 4 and 6 at the first step (i = 0, j = 1); Algorithm 2, Inputs",
        ),
        why="The inputs of both algorithms are the epochs, the batches, C and (Algorithm 3) the decay sequence c_t for "
        "t in [kb]: no starting point x_1. j runs over [b], so Algorithm 3's first step has index 1 and line 4 "
        "clips grad l(x_1; d) - c_1 grad l(x_0; d) and line 6 sets grad_1 = c_1 grad_0 + Delta~_1, where nothing "
        "defines x_0 or grad_0 (the update only ever produces later iterates). CGT-E26 is the same gap in "
        "Algorithm 1.",
        correction="Add a starting point x_1 to the inputs of Algorithms 2 and 3 and define Algorithm 3's first step; "
        "one natural choice is grad_0 := 0 and c_1 := 0 (the first step takes a plain clipped gradient, "
        "Delta_1 = (1/B) sum clip(grad l(x_1; d), C)), which departs from the constant c_t = c of Sec. 5.1 at t = 1 "
        "only.",
        argument="the inputs and index ranges of Algorithms 2 and 3 read line by line at the first step",
        declared="typo",
    )
)

register_erratum(
    Erratum(
        id="CGT-E42",
        paper="CGT",
        title="Thm 4.1 assumes only a variance bound S^2 on Delta_t, but it is obtained from Thm 4.7 with S = Q/sqrt(B), "
        "whose proof (Lem 4.8) uses an almost-sure bound Q on every centred per-example term",
        category="proof",
        quote="\\mathbb{E}[\\left\\|\\Delta_{t}-\\mathbb{E}[\\Delta_{t}]\\right\\|_{2}^{2}]\\leq S^{2}",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 4.1, Theorem 4.1 (its hypothesis); Sec. 4.4.1, 'Theorem 4.1 is given by plugging eta_t = t+1 into "
            "[Thm 4.7] ... setting S = Q/sqrt(B)'; the proof of Lemma 4.8 ('each with norm at most Q with "
            "probability 1', 'unconditionally ||grad_t|| <= L + Q(t+1)/eta_t')",
        ),
        why="Theorem 4.1's only stochastic hypothesis is E||Delta_t - E Delta_t||^2 <= S^2. The paper proves it by "
        "substituting S = Q/sqrt(B) into Theorem 4.7, which assumes that each centred per-example term has norm at "
        "most Q with probability 1, and Lemma 4.8's proof uses that almost-sure bound (the unconditional "
        "||grad_t|| <= L + Q(t+1)/eta_t in its E1 term). A variance bound gives no such Q: a centred term equal to "
        "+-K with probability p/2 each and 0 otherwise has variance p K^2, so Delta_t meets Thm 4.1 with "
        "S = K sqrt(p/B), while the smallest admissible Q is K = sqrt(B) S/sqrt(p), 10 sqrt(B) S at p = 0.01; Thm "
        "4.7 then gives S-linear terms 10 times and S^2 terms 100 times those Thm 4.1 states. The statement may "
        "still hold from second moments, but the cited reduction does not prove it.",
        correction="State Thm 4.1 under Thm 4.7's hypothesis (each centred per-example term bounded by Q almost "
        "surely, S := Q/sqrt(B)), or re-prove Lemma 4.8 from conditional second moments (E||q_t||^2 <= "
        "(t+1) S^2/eta_t^2 given the past, and E[||q_t|| ||grad_t||] <= L E||q_t|| + E||q_t||^2), with the rate "
        "corrections of CGT-E1.",
        argument="the hypotheses of Thm 4.1 and Thm 4.7 compared through the reduction the paper states, with the "
        "three-point distribution above",
        declared="proof gap",
        affects=("CGT-Thm4.1@v1",),
    )
)

register_erratum(
    Erratum(
        id="CGT-E43",
        paper="CGT",
        title="Algorithm 1 takes the coupling tau_t as an input, but Thm 4.7 (and Claim 4.2, Lem 4.8, Thm 4.10) never "
        "fix it: every proof sets tau_t = eta_t/eta_(0:t), and the bound fails for other tau_t",
        category="statement",
        quote="Theorem 4.7 (Excess population risk)",
        locator=Locator(
            "2406.02716",
            "v1",
            "Sec. 4.4.1, Theorem 4.7 ('Let eta_t, beta be such that ...'); the proof of Lemma 4.8 ('Setting, "
            "tau_t = eta_t/eta_(0:t) in Equation 7'); Claim 4.2's identity eta_(0:t) x_t = eta_(0:t-1) y_t + "
            "eta_t z_t; Theorem 4.10's parameter list",
        ),
        why="Algorithm 1 lists the interpolation weights {tau_t} among its inputs, and Theorem 4.7 states its bound "
        "'for Algorithm 1' with conditions on eta_t and beta only. The proofs use tau_t = eta_t/eta_(0:t) three "
        "times: in the linearisation of eqs. (7)-(8), in Claim 4.9's bound (19) and in Claim 4.2's identity. For "
        "another tau_t the statement is false: run exactly as printed on F(x) = [(x1 - 0.6)^2 + 0.3 (x2 + 0.5)^2]/2 "
        "(M = 1, x* inside the unit ball C), with f(.; d) = F for every d (Q = 0, no privacy noise), eta_t = t + 1 "
        "and beta = M, the choice tau_t = eta_t/eta_(0:t) drives F(y_T) - F* to 0, while tau_t = 1 leaves "
        "F(y_1000) - F* = 1.6e-2 against a printed bound of 8.0e-6 (0.30 with beta = 2M).",
        correction="Add tau_t = eta_t/eta_(0:t) (tau_t = 2/(t + 2) for eta_t = t + 1) to the hypotheses of Theorem "
        "4.7, Claim 4.2, Lemma 4.8 and Theorem 4.10, and to Theorem 4.6's 'appropriate choice'.",
        argument="the statements' parameter lists read against the proofs' choice of tau_t, with Algorithm 1 run as "
        "printed on the quadratic above",
        declared="typo",
        affects=("CGT-Thm4.7@v1",),
    )
)

register_coverage(
    "CGT",
    [
        (
            "Abstract and Sec. 1",
            "read line by line",
            "oracle-call counts, batch-size and step ranges against Thm 4.6 and Thm 4.10, the comparisons with prior work",
        ),
        ("Sec. 2 (DP-MF, continual counting, DP-SGD, DP-FTRL)", "read line by line", "definitions and covariances"),
        ("Sec. 3, Algorithm 1", "re-derived", "every line: index ranges, initialisation, post-processing"),
        (
            "Sec. 4.1-4.2: Thm 4.1, Claim 4.2, Lem 4.3, Cor 4.4, Cor 4.5, Thm 4.6",
            "re-derived",
            "the induction of Claim 4.2, Lem 4.3's sensitivity count and tail bound, the d-limit, the GDP conversion, "
            "the total-variation step",
        ),
        ("Sec. 4.3 (unaccelerated sketch)", "read line by line", "the variance chain"),
        ("Sec. 4.1, interpretation of Thm 4.1", "read line by line", "the units of the comparison with [41]"),
        (
            "Sec. 4.4: Thm 4.7, Lem 4.8, Claim 4.9, Thm 4.10, Thm 4.11",
            "re-derived",
            "eqs. (6)-(23) term by term, the asymptotics of E1-E6, the failure-event accounting",
        ),
        (
            "Sec. 5, Algorithms 2 and 3, Figure 1",
            "read line by line",
            "the noise calibration against the clip norm and batch size, every comparative claim against the table, "
            "the inputs and the first step of each box (CGT-E41)",
        ),
        ("Sec. 6 Conclusion", "read line by line", "claims against the theorems' hypotheses"),
        ("Privacy arguments", "re-derived", "Lem 4.3, Cor 4.4/4.5 (zero-out), Sec. 5's zCDP claim"),
        ("Lower bounds", "consulted", "the paper proves none; the d >= n^2 eps^2 remark is cited"),
        (
            "Every display of Sec. 4.2-4.4",
            "read line by line",
            "each display against the one before and the definitions: the identities for Delta_t, summation indices, "
            "the variance of a batch against that of one term, the quantifiers of Thm 4.7's hypothesis",
        ),
        shared_reading("by kind"),
        shared_reading(
            "blind by part",
            "of their 49 findings, 46 survived a check against the text, of which the errata held 44 before this reading; the rest became CGT-E42 and CGT-E43, each re-checked by another reader",
        ),
        shared_reading(
            "blind by kind",
            "of their 69 findings, 64 were confirmed against the text and the errata held all 64",
        ),
        shared_reading(
            "blind margin",
            "of their 38 findings, 36 were confirmed against the text and the errata held all 36",
        ),
    ],
)
