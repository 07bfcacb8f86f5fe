"""LT as a ratekit paper plugin: Liu, Talwar,
"Adaptive Batch Size for Privately Finding Second-Order Stationary Points" (arXiv 2410.07502).

The statements live in :mod:`bounds.papers.lt.statements`, the prior work the paper quotes in
:mod:`bounds.papers.lt.prior_work`, the errata in :mod:`bounds.papers.lt.errata`; the rate checks in
:mod:`simulations.papers.lt.checks`; the figures in :mod:`paper_figures.lt`. Discovered through the
``ratekit.papers`` entry point ``LT`` of ratekit's ``pyproject.toml``.
"""

from bounds.paper import Paper

PAPER = Paper(
    key="LT",
    title="Adaptive Batch Size for Privately Finding Second-Order Stationary Points",
    authors="Liu, Talwar",
    arxiv="2410.07502",
    versions=("v1",),
    symbols=("bounds.papers.lt.symbols",),
    statements=(
        "bounds.papers.lt.statements",
        "bounds.papers.lt.prior_work",
        "bounds.papers.lt.errata",
    ),
    checks=("simulations.papers.lt.checks",),
    figures=(
        "paper_figures.lt.escape_cost",
        "paper_figures.lt.escape_trajectory",
        "paper_figures.lt.regime_map",
        "paper_figures.lt.samples_vs_alpha",
    ),
    notebooks=("notebooks/lt_sosp.ipynb",),
)
