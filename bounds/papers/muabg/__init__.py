"""MUABG as a ratekit paper plugin: Menart, Ullah, Arora, Bassily, Guzman,
"Differentially Private Non-Convex Optimization under the KL Condition with Optimal Rates" (arXiv 2311.13447).

The statements live in :mod:`bounds.papers.muabg.statements`, the prior work the paper quotes in
:mod:`bounds.papers.muabg.prior_work`, the errata in :mod:`bounds.papers.muabg.errata`; the rate checks in
:mod:`simulations.papers.muabg.checks`; the figures in :mod:`paper_figures.muabg`. Discovered through the
``ratekit.papers`` entry point ``MUABG`` of ratekit's ``pyproject.toml``.
"""

from bounds.paper import Paper

PAPER = Paper(
    key="MUABG",
    title="Differentially Private Non-Convex Optimization under the KL Condition with Optimal Rates",
    authors="Menart, Ullah, Arora, Bassily, Guzman",
    arxiv="2311.13447",
    versions=("v1",),
    symbols=("bounds.papers.muabg.symbols",),
    statements=(
        "bounds.papers.muabg.statements",
        "bounds.papers.muabg.prior_work",
        "bounds.papers.muabg.errata",
    ),
    checks=("simulations.papers.muabg.checks",),
    figures=(
        "paper_figures.muabg.excess_vs_n",
        "paper_figures.muabg.thm2_gap",
        "paper_figures.muabg.regime_map",
        "paper_figures.muabg.slope_vs_kappa",
        "paper_figures.muabg.thm5_laws",
    ),
    notebooks=("notebooks/muabg_kl.ipynb",),
)
