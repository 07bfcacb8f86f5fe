"""The shared vocabulary of symbols (n, d, epsilon, delta, ...) and :func:`declare`, with which each paper declares
its own symbols (``bounds/papers/<paper>/symbols.py``), each created once, positive, with a dimension.

A letter that means different things in different papers gets distinct symbols: zCDP ``rho`` (MUABG) and the
Hessian-Lipschitz constant ``rho_H`` (LT); the Goldstein radius ``alpha`` (KLT) and the SOSP accuracy
``alpha_S`` (LT); the window length ``M_w`` (KLT) and the smoothness constant ``M`` (CGT, LT); and so on.

Each symbol also records how it may scale when a rate is probed asymptotically (``scaling``):
``"up"`` for counts that are at least 1 (n, d, T, batch sizes), ``"down"`` for quantities in (0, 1)
(delta, failure probabilities), and ``"free"`` for everything else. The scaling gives each symbol the values it may
take (its ``domain``: [1, oo), (0, 1) or (0, oo)) unless its declaration names a narrower one, as MUABG's KL
exponent kappa in [1, 2] (arXiv 2311.13447v1, abstract).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
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

SHARED_SPACE = "shared"
"""The namespace of the shared vocabulary: every paper sees it."""


class PaperSymbol(sp.Symbol):
    """A symbol of one paper's namespace: it prints as its name, and equals only itself, so that two papers may
    declare the same name with different units (``S`` a vertex count in one plugin, a standard deviation in CGT)."""

    __slots__ = ("namespace",)

    namespace: str

    def __new__(cls, name: str, namespace: str, **assumptions: bool) -> PaperSymbol:
        obj = sp.Symbol.__xnew__(cls, name, **assumptions)
        obj.namespace = namespace
        return obj

    def __getnewargs_ex__(self) -> tuple[tuple[str, str], dict[str, bool]]:
        return (self.name, self.namespace), self._assumptions_orig

    def _hashable_content(self) -> tuple:
        return (*super()._hashable_content(), self.namespace)

    @classmethod
    def class_key(cls) -> tuple:
        """Sorted as a plain symbol, by name: printed expressions keep the order they have without namespaces."""
        return sp.Symbol.class_key()

    def _sympyrepr(self, printer: object) -> str:
        flags = ", ".join(f"{k}={v}" for k, v in sorted(self._assumptions_orig.items()))
        return f"PaperSymbol({self.name!r}, {self.namespace!r}, {flags})"


@dataclass(frozen=True)
class SymbolInfo:
    """What a symbol means, its dimension, how it may scale, the namespace that declares it (a paper's key or
    ``"shared"``) and the papers that see it (its own and those that import it)."""

    symbol: sp.Symbol
    dimension: Dimension
    meaning: str
    papers: tuple[str, ...]
    scaling: Scaling
    namespace: str = SHARED_SPACE
    domain: sp.Interval = sp.Interval.open(0, sp.oo)

    def admits(self, value: float) -> bool:
        """Whether the symbol may take ``value``."""
        return bool(self.domain.contains(value))

    def domain_text(self) -> str:
        """The domain as a reader writes it: ``(0, 1)``, ``[1, 2]``, ``[1, oo)``."""
        return interval_text(self.domain)


def interval_text(interval: sp.Interval) -> str:
    """An interval as a reader writes it: ``(0, 1)``, ``[1, 2]``, ``[1, oo)``."""
    start, end = ("oo" if x == sp.oo else f"{float(x):g}" for x in (interval.start, interval.end))
    return f"{'(' if interval.left_open else '['}{start}, {end}{')' if interval.right_open else ']'}"


#: the values a symbol may take by its scaling, unless its declaration names a narrower domain
SCALING_DOMAINS: dict[str, sp.Interval] = {
    "up": sp.Interval(1, sp.oo),
    "down": sp.Interval.open(0, 1),
    "free": sp.Interval.open(0, sp.oo),
}


_INFO: dict[sp.Symbol, SymbolInfo] = {}
_SHARED_NAMES: dict[str, sp.Symbol] = {}
_NAMESPACES: dict[str, dict[str, sp.Symbol]] = {}
_DECLARED_PAPERS: set[str] = set()
_CURRENT: list[str] = []


@contextmanager
def paper_context(key: str) -> Iterator[None]:
    """Within this block, :func:`declare` and :func:`use` default to paper ``key`` and names resolve in its
    namespace (:func:`bounds.plugins.import_module` opens it while a paper's modules load)."""
    _CURRENT.append(key)
    try:
        yield
    finally:
        _CURRENT.pop()


def current_paper() -> str | None:
    """The paper whose modules are loading, if any."""
    return _CURRENT[-1] if _CURRENT else None


def _papers_of(papers: tuple[str, ...] | None) -> tuple[str, ...]:
    if papers is None:
        if not _CURRENT:
            raise ValueError("declare: name the paper(s) (papers=('KEY',)): no paper is loading")
        return (_CURRENT[-1],)
    if isinstance(papers, str) or not papers or not all(isinstance(p, str) and p for p in papers):
        raise ValueError(f"papers must be a non-empty tuple of paper keys, got {papers!r}")
    return tuple(papers)


def declare(
    name: str,
    dimension: Dimension,
    meaning: str,
    papers: tuple[str, ...] | None = None,
    scaling: Scaling = "free",
    domain: sp.Interval | None = None,
) -> sp.Symbol:
    """Declare a positive symbol in the namespace of ``papers[0]`` (by default the paper whose modules are
    loading), visible to every paper in ``papers``, with its dimension and how it may scale.

    Each paper has its own namespace: a name another paper declares (``S``, ``Gamma``, ``G``) may be declared again
    with other units, and the two are distinct symbols that print alike. A name of the shared vocabulary declared
    with the shared dimension, scaling and domain is the shared symbol; with others, the paper's own symbol shadows
    it in that paper. Declaring a name twice in one namespace returns the first symbol when the two agree (dimension,
    scaling and domain) and is an error naming both declarations when they do not. ``domain`` narrows the values the
    symbol may take (by default those its scaling allows, :data:`SCALING_DOMAINS`).
    """
    if scaling not in ("up", "down", "free"):
        raise ValueError(f"scaling must be one of 'up', 'down', 'free', got {scaling!r}")
    allowed = SCALING_DOMAINS[scaling]
    if domain is None:
        domain = allowed
    elif not (isinstance(domain, sp.Interval) and domain.is_subset(allowed) and not domain.is_empty):
        raise ValueError(f"domain of {name!r} must be a non-empty sympy Interval within {allowed}, got {domain!r}")
    papers = _papers_of(papers)
    if papers == SHARED:
        return _declare_shared(name, dimension, meaning, scaling, domain)
    home = papers[0]
    known = _NAMESPACES.get(home, {}).get(name)
    if known is None and name in _SHARED_NAMES:
        shared = _INFO[_SHARED_NAMES[name]]
        if (shared.dimension, shared.scaling, shared.domain) == (dimension, scaling, domain):
            known = shared.symbol
    if known is not None:
        found = _INFO[known]
        if (found.dimension, found.scaling, found.domain) != (dimension, scaling, domain):
            raise ValueError(
                f"symbol {name!r} of {home} ([{dimension}], {scaling}, {interval_text(domain)}) is already declared "
                f"in {found.namespace} as [{found.dimension}], {found.scaling}, {found.domain_text()} "
                f"({found.meaning}); "
                "use another name"
            )
        if found.namespace == SHARED_SPACE:
            return known
        sym = known
    else:
        sym = PaperSymbol(name, home, positive=True)
        _INFO[sym] = SymbolInfo(sym, dimension, meaning, (), scaling, home, domain)
    for key in papers:
        _see(key, sym)
    return sym


def _declare_shared(name: str, dimension: Dimension, meaning: str, scaling: Scaling, domain: sp.Interval) -> sp.Symbol:
    if name in _SHARED_NAMES:
        raise ValueError(f"symbol {name!r} is already in the shared vocabulary")
    sym = sp.Symbol(name, positive=True)
    _INFO[sym] = SymbolInfo(sym, dimension, meaning, SHARED, scaling, SHARED_SPACE, domain)
    _SHARED_NAMES[name] = sym
    return sym


def _see(paper: str, sym: sp.Symbol) -> None:
    """Make ``sym`` visible under its name in ``paper``'s namespace."""
    space = _NAMESPACES.setdefault(paper, {})
    held = space.get(sym.name)
    if held is not None and held != sym:
        raise ValueError(
            f"{paper} already has a symbol {sym.name!r} (of {_INFO[held].namespace}); it cannot also see the one of "
            f"{_INFO[sym].namespace}"
        )
    space[sym.name] = sym
    known = _INFO[sym]
    if paper not in known.papers:
        _INFO[sym] = replace(known, papers=(*known.papers, paper))


def use(name: str, source: str, into: str | None = None) -> sp.Symbol:
    """Import the symbol ``name`` that paper ``source`` declares into the namespace of ``into`` (by default the
    paper whose modules are loading), so that ``into``'s statements and LaTeX may use it; returns the symbol."""
    (target,) = _papers_of(None if into is None else (into,))
    declare_papers([source])
    sym = _NAMESPACES.get(source, {}).get(name)
    if sym is None or _INFO[sym].namespace != source:
        own = sorted(n for n, s in _NAMESPACES.get(source, {}).items() if _INFO[s].namespace == source)
        raise ValueError(f"paper {source!r} declares no symbol {name!r}; it declares: {', '.join(own) or 'none'}")
    _see(target, sym)
    return sym


def info(sym: sp.Symbol) -> SymbolInfo:
    """The record of a declared symbol."""
    try:
        return _INFO[sym]
    except KeyError:
        raise ValueError(f"symbol {sym} is not declared in bounds.symbols") from None


def is_declared(sym: sp.Basic) -> bool:
    return sym in _INFO


def visible(sym: sp.Symbol, paper: str) -> bool:
    """Whether ``paper`` may use ``sym``: a shared symbol, or one its namespace declares or imports."""
    if _INFO.get(sym) is not None and _INFO[sym].namespace == SHARED_SPACE:
        return _NAMESPACES.get(paper, {}).get(sym.name, sym) == sym
    return _NAMESPACES.get(paper, {}).get(sym.name) == sym


def declare_papers(keys: Iterable[str] | None = None) -> None:
    """Import the symbol modules (``Paper.symbols``) of every discovered paper (or of the papers ``keys``) not
    imported yet, so that a lookup by name sees their symbols without loading any statement."""
    from bounds import plugins  # plugins reads the paper records only; it does not import this module's users

    found = plugins.papers()
    for key in found if keys is None else [k for k in keys if k in found]:
        if key not in _DECLARED_PAPERS:
            _DECLARED_PAPERS.add(key)
            for module in found[key].symbols:
                plugins.import_module(found[key], "symbols", module)


def _candidates(name: str, paper: str | None) -> list[sp.Symbol]:
    """The symbols ``name`` may mean: in ``paper``'s namespace, then the shared vocabulary; without a paper, the
    shared vocabulary, else every namespace that declares it."""
    declare_papers()
    paper = paper or current_paper()
    if paper is not None:
        found = _NAMESPACES.get(paper, {}).get(name) or _SHARED_NAMES.get(name)
        return [found] if found is not None else []
    if name in _SHARED_NAMES:
        return [_SHARED_NAMES[name]]
    return [i.symbol for i in _INFO.values() if i.symbol.name == name and i.namespace != SHARED_SPACE]


def lookup(name: str, paper: str | None = None) -> sp.Symbol:
    """The declared symbol of a given name (as used on the command line, e.g. ``n`` or ``epsilon``): in ``paper``'s
    namespace (its own and imported symbols) and the shared vocabulary; without a paper, the shared vocabulary or
    the one paper that declares the name (an error names the papers when several do)."""
    found = list(dict.fromkeys(_candidates(name, paper)))
    if len(found) == 1:
        return found[0]
    if found:
        owners = ", ".join(sorted(_INFO[s].namespace for s in found))
        raise ValueError(f"symbol {name!r} is declared by several papers ({owners}); name the paper")
    where = f"paper {paper or current_paper()}" if (paper or current_paper()) else "any paper"
    known = ", ".join(sorted(names(paper)))
    raise ValueError(f"unknown symbol {name!r} in {where}; known symbols: {known}")


def is_symbol(name: str, paper: str | None = None) -> bool:
    """Whether ``name`` names exactly one declared symbol for ``paper`` (see :func:`lookup`)."""
    return len(set(_candidates(name, paper))) == 1


def names(paper: str | None = None) -> set[str]:
    """The names ``paper`` may use (its namespace and the shared vocabulary); without a paper, every name."""
    declare_papers()
    paper = paper or current_paper()
    spaces = [_NAMESPACES.get(paper, {})] if paper is not None else list(_NAMESPACES.values())
    return set(_SHARED_NAMES) | {n for space in spaces for n in space}


def all_symbols(paper: str | None = None) -> list[SymbolInfo]:
    """Every declared symbol's record; with ``paper``, those it sees (shared, its own and imported)."""
    if paper is None:
        return list(_INFO.values())
    declare_papers()
    seen = {**_SHARED_NAMES, **_NAMESPACES.get(paper, {})}
    return [_INFO[s] for s in seen.values()]


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
