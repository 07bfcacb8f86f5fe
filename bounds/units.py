"""Unit checking of symbolic expressions.

``dimension(expr)`` walks the expression tree: products add dimensions, powers scale them, and every sum,
``Max`` and ``Min`` must have terms of one dimension; the argument of a logarithm or exponential must be
dimensionless. A violation raises :class:`UnitError` naming the offending sub-expression, which is how the
toolkit catches parameter settings such as KLT-Thm4.1's D = alpha^2 beta^2 / L^2 (a length squared where a
length is required).
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from bounds.dimensions import NONE, Dimension
from bounds.symbols import info, is_declared


class UnitError(ValueError):
    """An expression whose parts do not have consistent dimensions."""

    def __init__(self, message: str, subexpression: sp.Basic) -> None:
        super().__init__(message)
        self.subexpression = subexpression


def dimension(expr: sp.Basic, scales: tuple[Dimension, ...] = ()) -> Dimension:
    """The dimension of an expression, or :class:`UnitError` if its parts are inconsistent.

    ``scales`` are dimensions that a declared normalisation makes dimensionless (see
    :meth:`Dimension.modulo`); the check then runs in the quotient they define.
    """
    expr = sp.sympify(expr)
    if expr.is_Number or expr in (sp.pi, sp.E):
        return NONE
    if isinstance(expr, sp.Symbol):
        if not is_declared(expr):
            raise UnitError(f"symbol {expr} has no declared dimension", expr)
        return info(expr).dimension.modulo(scales)
    if isinstance(expr, sp.Mul):
        result = NONE
        for arg in expr.args:
            result = result * dimension(arg, scales)
        return result
    if isinstance(expr, sp.Pow):
        base, exponent = expr.args
        if not dimension(exponent, scales).is_dimensionless:
            raise UnitError(f"exponent {exponent} of {expr} is not dimensionless", expr)
        base_dim = dimension(base, scales)
        return NONE if base_dim.is_dimensionless else base_dim**exponent
    if isinstance(expr, (sp.Add, sp.Max, sp.Min)):
        dims = [dimension(arg, scales) for arg in expr.args]
        first = dims[0]
        for arg, dim in zip(expr.args[1:], dims[1:], strict=True):
            if dim != first:
                raise UnitError(
                    f"terms of {expr} have different units: {expr.args[0]} is [{first}] but {arg} is [{dim}]",
                    expr,
                )
        return first
    if isinstance(expr, (sp.floor, sp.ceiling, sp.Abs)):
        return dimension(expr.args[0], scales)
    if isinstance(expr, sp.Function):
        for arg in expr.args:
            dim = dimension(arg, scales)
            if not dim.is_dimensionless:
                raise UnitError(f"argument {arg} of {expr.func} has units [{dim}], must be dimensionless", expr)
        return NONE
    raise UnitError(f"cannot determine the units of {expr} (type {type(expr).__name__})", expr)


@dataclass(frozen=True)
class UnitProblem:
    """One unit inconsistency: where it is, the expression, what was found and what was expected."""

    where: str
    expression: sp.Basic
    found: str
    expected: str

    def __str__(self) -> str:
        return f"{self.where}: {self.expression} has units [{self.found}], expected [{self.expected}]"


def check(where: str, expr: sp.Basic, expected: Dimension, scales: tuple[Dimension, ...] = ()) -> list[UnitProblem]:
    """Problems with ``expr`` having dimension ``expected`` (empty when consistent), in the quotient that the
    normalised ``scales`` define."""
    expected = expected.modulo(scales)
    try:
        found = dimension(expr, scales)
    except UnitError as exc:
        return [UnitProblem(where, exc.subexpression, f"inconsistent: {exc}", str(expected))]
    if found != expected:
        return [UnitProblem(where, expr, str(found), str(expected))]
    return []
