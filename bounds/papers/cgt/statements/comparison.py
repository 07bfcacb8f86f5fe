"""CGT's comparison of Sec 1."""

from __future__ import annotations

from bounds.papers.cgt.statements.common import PAPER, _src
from bounds.papers.cgt.statements.sec44_main_theorem import NORMALISE
from bounds.tables import ComparisonTable, register_table

register_table(
    ComparisonTable(
        paper=PAPER,
        name="CGT Sec 1: single-epoch DP-SCO, rates and batch-step complexities",
        caption="Excess population risk, adaptive batch gradient steps T, batch size, gradients per example and "
        "whether privacy needs convexity, as compared in Sec 1 (L = M = ||C|| = 1).",
        columns=(
            "excess population risk",
            "batch gradient steps T",
            "batch size B",
            "gradients per example",
            "privacy needs convexity",
        ),
        rows=(
            (
                "DP-SGD [8, 7] (optimal DP-SCO, BFTT19)",
                {"excess population risk": "CGT-prior-BFTT19@v1"},
            ),
            (
                "FKT20 [27]",
                {
                    "excess population risk": "optimal",
                    "batch gradient steps T": "CGT-prior-FKT20@v1",
                    "batch size B": "CGT-prior-FKT20-batch@v1",
                    "gradients per example": "1",
                    "privacy needs convexity": "yes",
                },
            ),
            (
                "ZTC22 [55]",
                {
                    "excess population risk": "optimal",
                    "batch gradient steps T": "CGT-prior-ZTC22@v1",
                    "batch size B": "O(1) for d, eps = Theta(1)",
                    "gradients per example": "2",
                },
            ),
            (
                "ReSQue, CJJ+23 [17] (non-smooth, total gradient calls)",
                {
                    "excess population risk": "optimal",
                    "batch gradient steps T": "CGT-prior-CJJ23@v1",
                    "privacy needs convexity": "yes (and amplification by sampling)",
                },
            ),
            (
                "accelerated SGD, non-private lower bound (WWS+18 [53])",
                {"batch gradient steps T": "CGT-prior-WWS18@v1", "batch size B": "O(n^(3/4))"},
            ),
            ("AC-SA, non-private (Lan12 [41])", {"excess population risk": "CGT-prior-Lan12@v1"}),
            (
                "Accelerated-DP-SRGD (Thm 4.6)",
                {
                    "excess population risk": "CGT-Thm4.6@v1",
                    "batch gradient steps T": "n/B = sqrt(n)",
                    "batch size B": "sqrt(n)",
                    "gradients per example": "2",
                    "privacy needs convexity": "no (Delta_t clipped)",
                },
            ),
        ),
        normalize=NORMALISE,
        source=_src("Sec 1, 'Comparison to most related prior work' and 'Other related work'"),
    )
)
