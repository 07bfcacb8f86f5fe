"""The shared vocabulary of symbols (n, d, epsilon, delta, ...) and :func:`declare`, with which each paper declares
its own symbols (``bounds/papers/<paper>/symbols.py``), each created once, positive, with a dimension.

A letter that means different things in different papers gets distinct symbols: zCDP ``rho`` (MUABG) and the
Hessian-Lipschitz constant ``rho_H`` (LT); the Goldstein radius ``alpha`` (KLT) and the SOSP accuracy
``alpha_S`` (LT); the window length ``M_w`` (KLT) and the smoothness constant ``M`` (CGT, LT); and so on.

Each symbol also records how it may scale when a rate is probed asymptotically (``scaling``):
``"up"`` for counts that are at least 1 (n, d, T, batch sizes), ``"down"`` for quantities in (0, 1)
(delta, failure probabilities), and ``"free"`` for everything else.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

import sympy as sp

from bounds.dimensions import (
    CURVATURE,
    GRADIENT,
    HESSIAN_LIPSCHITZ,
    LENGTH,
    LOSS,
    NONE,
    STEP,
    Dimension,
)

Scaling = Literal["up", "down", "free"]


@dataclass(frozen=True)
class SymbolInfo:
    """What a symbol means, its dimension, and how it may scale."""

    symbol: sp.Symbol
    dimension: Dimension
    meaning: str
    papers: tuple[str, ...]
    scaling: Scaling


_INFO: dict[sp.Symbol, SymbolInfo] = {}
_BY_NAME: dict[str, sp.Symbol] = {}
_DECLARED_PAPERS: set[str] = set()


def declare(
    name: str, dimension: Dimension, meaning: str, papers: tuple[str, ...], scaling: Scaling = "free"
) -> sp.Symbol:
    """Create a positive symbol once and record its dimension.

    A paper that declares a name already declared with the same dimension and scaling shares that symbol (its key
    is added to the symbol's papers); a name declared again with another dimension or scaling is an error naming
    both declarations, since one sympy symbol cannot carry two units.
    """
    if scaling not in ("up", "down", "free"):
        raise ValueError(f"scaling must be one of 'up', 'down', 'free', got {scaling!r}")
    if name in _BY_NAME:
        known = _INFO[_BY_NAME[name]]
        if (known.dimension, known.scaling) != (dimension, scaling):
            raise ValueError(
                f"symbol {name!r} of {', '.join(papers)} ([{dimension}], {scaling}) is already declared by "
                f"{', '.join(known.papers)} as [{known.dimension}], {known.scaling} ({known.meaning}); use another name"
            )
        _INFO[known.symbol] = replace(known, papers=tuple(dict.fromkeys(known.papers + tuple(papers))))
        return known.symbol
    sym = sp.Symbol(name, positive=True)
    _INFO[sym] = SymbolInfo(sym, dimension, meaning, papers, scaling)
    _BY_NAME[name] = sym
    return sym


def info(sym: sp.Symbol) -> SymbolInfo:
    """The record of a declared symbol."""
    try:
        return _INFO[sym]
    except KeyError:
        raise ValueError(f"symbol {sym} is not declared in bounds.symbols") from None


def is_declared(sym: sp.Basic) -> bool:
    return sym in _INFO


def declare_papers() -> None:
    """Import the symbol modules (``Paper.symbols``) of every discovered paper not imported yet, so that a lookup by
    name sees every paper's symbols without loading any statement."""
    from bounds import plugins  # plugins reads the paper records only; it does not import this module's users

    for key, paper in plugins.papers().items():
        if key not in _DECLARED_PAPERS:
            _DECLARED_PAPERS.add(key)
            for module in paper.symbols:
                plugins.import_module(paper, "symbols", module)


def lookup(name: str) -> sp.Symbol:
    """The declared symbol of a given name (as used on the command line, e.g. ``n`` or ``epsilon``), among the
    shared vocabulary and every discovered paper's symbols."""
    declare_papers()
    try:
        return _BY_NAME[name]
    except KeyError:
        known = ", ".join(sorted(_BY_NAME))
        raise ValueError(f"unknown symbol {name!r}; known symbols: {known}") from None


def is_symbol(name: str) -> bool:
    """Whether ``name`` is a declared symbol (of the shared vocabulary or of a discovered paper)."""
    declare_papers()
    return name in _BY_NAME


def all_symbols() -> list[SymbolInfo]:
    return list(_INFO.values())


SHARED = ("shared",)
"""The ``papers`` of a symbol of the shared vocabulary: any paper may import it."""

# ---- the shared vocabulary --------------------------------------------------------------------------------
n = declare("n", NONE, "number of samples", SHARED, "up")
d = declare("d", NONE, "dimension of the parameter space", SHARED, "up")
epsilon = declare("epsilon", NONE, "privacy parameter epsilon of (epsilon, delta)-DP", SHARED)
delta = declare("delta", NONE, "privacy parameter delta of (epsilon, delta)-DP", SHARED, "down")
T = declare("T", NONE, "number of iterations (oracle calls)", SHARED, "up")
L = declare("L", GRADIENT, "Lipschitz constant of the loss", SHARED)
sigma = declare("sigma", GRADIENT, "standard deviation of Gaussian noise on a gradient", SHARED)
error = declare("a", LOSS, "target error level in a loss value (for inverting rates)", SHARED)
gerror = declare("a_g", GRADIENT, "target error level in a gradient norm (for inverting rates)", SHARED)
mu = declare("mu", CURVATURE, "strong-convexity constant", SHARED)
rho = declare("rho", NONE, "zCDP budget", SHARED)
M = declare("M", CURVATURE, "smoothness constant of the loss", SHARED)
B = declare("B", NONE, "batch size", SHARED, "up")
eta = declare("eta", STEP, "step size", SHARED)

UNITS = {"F": LOSS, "X": LENGTH, "F/X": GRADIENT, "F/X^2": CURVATURE, "F/X^3": HESSIAN_LIPSCHITZ}
