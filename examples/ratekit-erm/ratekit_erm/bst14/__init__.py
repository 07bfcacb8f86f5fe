"""BST14 as a ratekit paper plugin: Bassily, Smith, Thakurta, "Private Empirical Risk Minimization: Efficient
Algorithms and Tight Error Bounds" (FOCS 2014, arXiv 1405.7085)."""

from bounds.paper import Paper

PAPER = Paper(
    key="BST14",
    title="Private Empirical Risk Minimization: Efficient Algorithms and Tight Error Bounds",
    authors="Bassily, Smith, Thakurta",
    arxiv="1405.7085",
    versions=("v1",),
    symbols=("ratekit_erm.symbols",),
    statements=("ratekit_erm.bst14.statements",),
    checks=("ratekit_erm.bst14.checks",),
    figures=("ratekit_erm.bst14.figures",),
)
