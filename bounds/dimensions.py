"""Physical dimensions of the quantities in the papers.

Every symbol carries a dimension built from two base units: a loss value ``F`` and a length in parameter
space ``X``. A Lipschitz constant has dimension F/X, a smoothness constant F/X^2, a step size X^2/F, and
counts (n, d, T, batch sizes) and privacy parameters are dimensionless. Exponents may be symbolic (the KL
constant gamma of MUABG has dimension X * F^(1/kappa - 1)).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import sympy as sp


def _exact(value: object) -> sp.Expr:
    """An exponent as an exact sympy expression (a float such as 0.5 becomes 1/2); rationals pass as they are."""
    value = sp.sympify(value)
    return value if value.is_Rational else sp.nsimplify(value)


@lru_cache(maxsize=65536)
def _simplified(exponent: sp.Expr) -> sp.Expr:
    """An exponent simplified, once per exponent; a rational one is already. Dimensions are compared, printed and
    hashed thousands of times: a statement's unit check compares the same few symbolic exponents over and over, and
    every cache key of a unit check prints its symbols' dimensions."""
    return exponent if exponent.is_Rational else sp.simplify(exponent)


def _is_zero(difference: sp.Expr) -> bool:
    """Whether an exponent difference vanishes."""
    return _simplified(difference) == 0


@dataclass(frozen=True)
class Dimension:
    """A dimension F^loss * X^length, with exponents that may be sympy expressions."""

    loss: sp.Expr = sp.Integer(0)
    length: sp.Expr = sp.Integer(0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "loss", _exact(self.loss))
        object.__setattr__(self, "length", _exact(self.length))

    def __mul__(self, other: Dimension) -> Dimension:
        return Dimension(self.loss + other.loss, self.length + other.length)

    def __truediv__(self, other: Dimension) -> Dimension:
        return Dimension(self.loss - other.loss, self.length - other.length)

    def __pow__(self, power: sp.Expr | int | float) -> Dimension:
        p = _exact(power)
        return Dimension(sp.expand(self.loss * p), sp.expand(self.length * p))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Dimension):
            return NotImplemented
        return _is_zero(self.loss - other.loss) and _is_zero(self.length - other.length)

    def __hash__(self) -> int:
        return hash((_simplified(self.loss), _simplified(self.length)))

    @property
    def is_dimensionless(self) -> bool:
        return self == NONE

    def modulo(self, scales: tuple[Dimension, ...]) -> Dimension:
        """This dimension in the quotient where every dimension in ``scales`` counts as dimensionless.

        A paper that fixes a scale (``F0 = 1``) or compares a quantity with 1 (``min{L1, 1}``) works in this
        quotient: fixing the scale of a quantity of dimension ``F^a X^b`` identifies ``F^a X^b`` with 1. The map
        is linear, so reducing every symbol's dimension reduces every product and power consistently. With
        two independent scales fixed, every dimension reduces to 1.
        """
        basis = [s for s in scales if not s.is_dimensionless]
        if not basis:
            return self
        first = basis[0]
        for other in basis[1:]:
            if sp.simplify(first.loss * other.length - first.length * other.loss) != 0:
                return NONE
        if sp.simplify(first.loss) != 0:  # eliminate F: F = X^(-b/a)
            return Dimension(0, sp.simplify(self.length - self.loss * first.length / first.loss))
        return Dimension(sp.simplify(self.loss), 0)

    def __str__(self) -> str:
        parts = []
        for base, exp in (("F", _simplified(self.loss)), ("X", _simplified(self.length))):
            if exp == 0:
                continue
            parts.append(base if exp == 1 else f"{base}^({exp})")
        return "*".join(parts) if parts else "1"


NONE = Dimension(0, 0)
LOSS = Dimension(1, 0)
LENGTH = Dimension(0, 1)
GRADIENT = LOSS / LENGTH
CURVATURE = LOSS / LENGTH**2
HESSIAN_LIPSCHITZ = LOSS / LENGTH**3
STEP = LENGTH**2 / LOSS
