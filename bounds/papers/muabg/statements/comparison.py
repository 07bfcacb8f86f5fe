"""MUABG's comparison table (the paper has none; rebuilt from the text)."""

from __future__ import annotations

from bounds.papers.muabg.statements.common import PAPER, TEXT
from bounds.papers.muabg.symbols import F0, L0
from bounds.tables import ComparisonTable, register_table

register_table(
    ComparisonTable(
        paper=PAPER,
        name="MUABG comparison (rebuilt from the text)",
        caption="The paper has no comparison table; this one is rebuilt from the rates quoted in Sec. 1, 1.2, 3.1, 4 "
        "and 5.1. L0 = F0 = 1; logs dropped; prior rates as quoted (eps or rho, "
        "problem constants 1). Thm 2's x^kappa holds for kappa = 2 only (proof gap for kappa > 2).",
        columns=("prior result quoted", "MUABG", "lower bound"),
        rows=(
            (
                "PL (kappa = 2), Lipschitz, smooth",
                {
                    "prior result quoted": "MUABG-prior-WYX17-PL@v1",
                    "MUABG": "MUABG-Thm1@v1",
                    "lower bound": "MUABG-prior-BST14-LB@v1",
                },
            ),
            (
                "KL, kappa in [1, 2], Lipschitz, smooth on a ball (Alg. 1)",
                {
                    "prior result quoted": "none (new for kappa != 2)",
                    "MUABG": "MUABG-Thm1@v1",
                    "lower bound": "MUABG-Cor1@v1",
                },
            ),
            (
                "KL, kappa >= 2, Lipschitz, weakly convex (Alg. 2)",
                {
                    "prior result quoted": "MUABG-prior-ALD21@v1",
                    "MUABG": "MUABG-Thm2@v1",
                    "lower bound": "MUABG-Thm8@v1",
                },
            ),
            ("KL, unknown (gamma, kappa) (Alg. 3)", {"prior result quoted": "none", "MUABG": "MUABG-Thm4@v1"}),
            (
                "stationary points, smooth nonconvex, best case (Alg. 3 + EM)",
                {
                    "prior result quoted": "MUABG-prior-ABG23@v1",
                    "MUABG": "MUABG-Thm5-best@v1",
                    "lower bound": "MUABG-prior-stationary-LB@v1",
                },
            ),
            (
                "stationary points, smooth nonconvex, worst case (Alg. 3 + EM)",
                {
                    "prior result quoted": "MUABG-prior-WYX17-GD@v1",
                    "MUABG": "MUABG-Thm5@v1",
                    "lower bound": "MUABG-prior-stationary-LB@v1",
                },
            ),
            ("nonconvex global minimum, no KL", {"prior result quoted": "MUABG-prior-GTU23@v1", "MUABG": "n/a"}),
        ),
        normalize={L0: 1, F0: 1},
        source=f"{TEXT} (no table in the paper)",
    )
)
