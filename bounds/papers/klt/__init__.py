"""KLT as a ratekit paper plugin: Kornowski, Liu, Talwar,
"Improved Sample Complexity for Private Nonsmooth Nonconvex Optimization" (arXiv 2410.05880).

The statements live in :mod:`bounds.papers.klt.statements`, the prior work the paper quotes in
:mod:`bounds.papers.klt.prior_work`, the errata in :mod:`bounds.papers.klt.errata`; the rate checks in
:mod:`simulations.papers.klt.checks`; the figures in :mod:`paper_figures.klt`. Discovered through the
``ratekit.papers`` entry point ``KLT`` of ratekit's ``pyproject.toml``.
"""

from bounds.paper import Paper

PAPER = Paper(
    key="KLT",
    title="Improved Sample Complexity for Private Nonsmooth Nonconvex Optimization",
    authors="Kornowski, Liu, Talwar",
    arxiv="2410.05880",
    versions=("v1", "v2"),
    symbols=("bounds.papers.klt.symbols",),
    statements=(
        "bounds.papers.klt.statements",
        "bounds.papers.klt.prior_work",
        "bounds.papers.klt.errata",
    ),
    checks=("simulations.papers.klt.checks",),
    figures=(
        "paper_figures.klt.beta_vs_n",
        "paper_figures.klt.goldstein_estimator",
        "paper_figures.klt.regime_map",
        "paper_figures.klt.table1",
    ),
    notebooks=("notebooks/klt_nonsmooth.ipynb",),
)
