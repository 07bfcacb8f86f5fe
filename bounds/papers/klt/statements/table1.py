"""KLT Table 1, rebuilt from the registry."""

from __future__ import annotations

import sympy as sp

from bounds.papers.klt.statements.common import PAPER, V1, V2, _at
from bounds.papers.klt.symbols import Phi
from bounds.symbols import L
from bounds.tables import ComparisonTable, register_table

TABLE_CAPTION = "Main results (ignoring dependence on Lipschitz constant, initialization, and log terms)."
TABLE_COLUMNS = ("empirical", "stochastic")


def _table_rows(version: str) -> tuple[tuple[str, dict[str, str]], ...]:
    return (
        ("Zhang et al. 2024 (single-pass)", {"empirical": "ZTC24-single-pass@v1"}),
        ("Theorem 3.1 (single-pass)", {"empirical": f"KLT-Thm3.1@{version}"}),
        (
            "Theorem 4.1 (multi-pass)",
            {"empirical": f"KLT-Thm4.1@{version}", "stochastic": f"KLT-Rem4.2@{version}"},
        ),
    )


NORMALIZE = {L: sp.Integer(1), Phi: sp.Integer(1)}

for _version in (V1, V2):
    register_table(
        ComparisonTable(
            paper=PAPER,
            name=f"KLT Table 1 ({_version})",
            caption=TABLE_CAPTION,
            columns=TABLE_COLUMNS,
            rows=_table_rows(_version),
            normalize=NORMALIZE,
            source=_at(_version, "Table 1 (the single-pass rows have one cell in the text)"),
        )
    )

register_table(
    ComparisonTable(
        paper=PAPER,
        name="KLT Table 1, v1 and v2 side by side",
        caption=TABLE_CAPTION + " Single-pass rows: the one cell printed; multi-pass: empirical / stochastic rows.",
        columns=("v1 (Oct 2024)", "v2 (corrected)"),
        rows=tuple(
            (label, {"v1 (Oct 2024)": f"{theorem_id}@{v1}", "v2 (corrected)": f"{theorem_id}@{v2}"})
            for label, theorem_id, v1, v2 in (
                ("Zhang et al. 2024 (single-pass)", "ZTC24-single-pass", "v1", "v1"),
                ("Theorem 3.1 (single-pass)", "KLT-Thm3.1", V1, V2),
                ("Theorem 4.1 (multi-pass), empirical", "KLT-Thm4.1", V1, V2),
                ("Theorem 4.1 + Rem 4.2 (multi-pass), stochastic", "KLT-Rem4.2", V1, V2),
            )
        ),
        normalize=NORMALIZE,
        source=f"{_at(V1, 'Table 1')}; {_at(V2, 'Table 1')}",
    )
)
