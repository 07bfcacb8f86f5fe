"""LT's comparison from its introduction (the paper has no table)."""

from __future__ import annotations

import sympy as sp

from bounds.papers.lt.statements.common import PAPER, RHO, _at
from bounds.papers.lt.symbols import B_F, G
from bounds.symbols import M
from bounds.tables import ComparisonTable, register_table

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
