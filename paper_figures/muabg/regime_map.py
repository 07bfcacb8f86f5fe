"""MUABG: regime map of Alg 3's two terms (MUABG-Thm4) over (n, d), with the swept points of the rate checks.

Menart, Ullah, Arora, Bassily, Guzman (``arXiv:2311.13447v1``), Thm 4: Alg 3's excess is
O~(x^(2 kappa/(4-kappa)) + (1/(n sqrt rho))^(kappa/2)), x = sqrt(d)/(n sqrt rho). The map colours which of the
registered rate's two leading terms (budget balance, and the noise floor's branch that applies to the instance)
is larger, without logs, on a log grid of (n, d), at the constants of the a ||w||^p instance the checks use
(rho = 1); the dashed line is their crossover d = d*(n) solved by ``bounds`` (d* ~ (n sqrt rho)^(kappa/2)), the
markers the (n, d) points swept by the first-term checks (d = 1e30) and the second-term checks (d = 2).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import sympy as sp

from bounds import registry
from bounds import symbols as sym
from paper_figures.figure_reads import no_checks
from paper_figures.plotting import regime_map_figure, save
from simulations.papers.muabg import checks as muabg


def _two_terms():
    rate = registry.get("MUABG-Thm4").rate
    return rate.with_terms([rate.term(muabg.THM4_FIRST), rate.term(muabg.THM4_FLOOR)])


#: no rate check's samples: ``reproduce`` starts it at once
reads = no_checks


def make(out_dir: Path | str, cache_dir: Path | str | None = None, resolution: int = 48) -> list[Path]:
    """One map per kappa in (2, 3/2) (no simulation; ``cache_dir`` is unused)."""
    rate = _two_terms()
    n_values = np.geomspace(1e3, 1e22, resolution)
    d_values = np.geomspace(1.0, 1e32, resolution)
    crossover = rate.crossover(muabg.THM4_FIRST, muabg.THM4_FLOOR, sym.d)
    checks = [*muabg.checks(), *muabg.full_checks()]
    paths: list[Path] = []
    for kappa in (2.0, 1.5):
        fixed = muabg._power_fixed(kappa, rho=1.0)
        point = {sym.lookup(k): v for k, v in fixed.items()}
        fig = regime_map_figure(
            rate,
            sym.n,
            n_values,
            sym.d,
            d_values,
            point,
            f"MUABG-Thm4 at kappa = {kappa:g}: dominant term of Alg 3's excess (rho = 1)",
        )
        ax = fig.axes[0]
        terms = ax.get_legend()
        handles, labels = list(terms.legend_handles), [t.get_text() for t in terms.get_texts()]
        line = sp.lambdify(sym.n, crossover.subs({s: v for s, v in point.items() if s != sym.n}), "numpy")
        handles += ax.loglog(n_values, line(n_values), "k--", linewidth=1)
        labels.append("crossover d*(n)")
        for regime, marker in (("first term", "^"), ("second term", "v")):
            swept = [
                c
                for c in checks
                if c.theorem == "MUABG-Thm4" and c.swept == "n" and c.fixed["kappa"] == kappa and regime in c.name
            ]
            for check in swept:
                drawn = ax.loglog(
                    check.values, [check.fixed["d"]] * len(check.values), marker, color="w", markeredgecolor="k"
                )
            if swept:
                handles += drawn
                labels.append(f"swept points, {regime} checks")
        ax.set_ylim(d_values[0], d_values[-1])
        ax.legend(handles, labels, fontsize=6, loc="upper left")
        paths += save(fig, out_dir, f"muabg_regime_map_kappa{str(kappa).replace('.', '_')}")
    return paths
