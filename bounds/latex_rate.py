"""A :class:`~bounds.rate.Rate` from a bound written in LaTeX: one term per summand, logarithms kept apart.

    >>> from bounds.latex_rate import latex_rate
    >>> latex_rate(r"\\|\\nabla F\\|", r"\\frac{\\sqrt{d \\log(1/\\delta)}}{n \\varepsilon}")  # doctest: +SKIP

The formula is read by :func:`bounds.latex.tex` (declared symbols only), expanded into its summands (a product with a
sum, ``L (a + b)``, gives two terms; a root of a product is split into roots of its factors), and each summand split
into its constant, its monomial and its logarithmic factors (the polylog part that O-tilde hides, kept apart as the
:class:`~bounds.rate.Term` asks). The rate's dimension is the formula's own (:func:`bounds.units.dimension`) unless
one is given. Refused, each with a reason: anything :func:`~bounds.latex.tex` refuses, a summand that is not a
monomial times logarithms (``\\min``, ``\\max``, a root of a sum), and a sum of terms of different units.
"""

from __future__ import annotations

import sympy as sp

from bounds.dimensions import Dimension
from bounds.latex import tex
from bounds.rate import Rate
from bounds.units import UnitError, dimension


def _term(summand: sp.Expr) -> tuple[str, sp.Expr, sp.Expr]:
    """One summand as a :meth:`Rate.of` term: its label, the rest (constant times monomial) and its logarithmic
    factors (the log part)."""
    factors = sp.Mul.make_args(summand)
    logs = sp.Mul(*(f for f in factors if f.has(sp.log)))
    return str(summand), sp.Mul(*(f for f in factors if not f.has(sp.log))), logs


def latex_rate(quantity: str, text: str, dimension_of_rate: Dimension | None = None) -> Rate:
    """The rate of ``quantity`` that the LaTeX bound ``text`` states (see the module docstring)."""
    expr = tex(text)
    if dimension_of_rate is None:
        try:
            dimension_of_rate = dimension(expr)
        except UnitError as exc:
            raise ValueError(f"LaTeX bound {text!r}: its units are inconsistent ({exc})") from None
    expanded = sp.expand(expr, log=False, power_base=True, deep=True)
    try:
        return Rate.of(quantity, dimension_of_rate, *(_term(summand) for summand in sp.Add.make_args(expanded)))
    except ValueError as exc:
        raise ValueError(
            f"LaTeX bound {text!r}: {exc}; write each summand as a monomial times logarithms (a min or max as "
            "separate statements, one per regime)"
        ) from None
