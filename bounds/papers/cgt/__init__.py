"""CGT as a ratekit paper plugin: Choquette-Choo, Ganesh, Thakurta,
"Optimal Rates for DP-SCO with a Single Epoch and Large Batches" (arXiv 2406.02716).

The statements live in :mod:`bounds.papers.cgt.statements`, the prior work the paper quotes in
:mod:`bounds.papers.cgt.prior_work`, the errata in :mod:`bounds.papers.cgt.errata`; the rate checks in
:mod:`simulations.papers.cgt.checks`; the figures in :mod:`paper_figures.cgt`. Discovered through the
``ratekit.papers`` entry point ``CGT`` of ratekit's ``pyproject.toml``.
"""

from bounds.paper import Paper

PAPER = Paper(
    key="CGT",
    title="Optimal Rates for DP-SCO with a Single Epoch and Large Batches",
    authors="Choquette-Choo, Ganesh, Thakurta",
    arxiv="2406.02716",
    versions=("v1",),
    symbols=("bounds.papers.cgt.symbols",),
    statements=(
        "bounds.papers.cgt.statements",
        "bounds.papers.cgt.prior_work",
        "bounds.papers.cgt.errata",
    ),
    checks=("simulations.papers.cgt.checks",),
    figures=(
        "paper_figures.cgt.figure1",
        "paper_figures.cgt.rates",
    ),
    notebooks=("notebooks/cgt_dpsco.ipynb",),
)
