"""BFTT19 as a ratekit paper plugin: Bassily, Feldman, Talwar, Thakurta, "Private Stochastic Convex Optimization with
Optimal Rates" (NeurIPS 2019, arXiv 1908.09970)."""

from bounds.paper import Paper

PAPER = Paper(
    key="BFTT19",
    title="Private Stochastic Convex Optimization with Optimal Rates",
    authors="Bassily, Feldman, Talwar, Thakurta",
    arxiv="1908.09970",
    versions=("v1",),
    symbols=("ratekit_erm.symbols",),
    statements=("ratekit_erm.bftt19.statements",),
)
