"""``sympy.srepr`` with each sub-expression printed once.

The branch and bound of :mod:`bounds.gap_search` names every node of an expression by a digest of its ``srepr``, and
the derivation cache keys a statement by the ``srepr`` of its rate and settings. sympy's printer prints a node by
printing its arguments again, and sorts the terms of every sum and the factors of every product it meets, so naming
each node of a tree printed its lower levels once per ancestor: about a seventh of the time of the statements'
derivation tasks. :func:`srepr` keeps the text of each node it printed, by identity, so a node shared by several
ancestors (sympy hands out the same object for the same sub-expression) is printed once. The text is sympy's own:
the printer is sympy's, only the reprinting is skipped, and the independent checker of :mod:`bounds.certificate_check`
names the nodes with ``sympy.srepr`` itself.
"""

from __future__ import annotations

from typing import Any

import sympy as sp
from sympy.printing.repr import ReprPrinter

#: the most node texts kept; beyond it the memo starts afresh (a statement's derivation meets a few thousand nodes)
MEMO_LIMIT = 200_000


class _RememberingPrinter(ReprPrinter):
    """sympy's ``srepr`` printer that keeps the text of each expression it printed, keyed by the object's identity
    (the entry holds the object, so its identity cannot be taken by another while the entry lives)."""

    def __init__(self) -> None:
        super().__init__()
        self._printed: dict[int, tuple[sp.Basic, str]] = {}

    def _print(self, expr: Any, **kwargs: Any) -> str:
        if kwargs or not isinstance(expr, sp.Basic):
            return super()._print(expr, **kwargs)
        found = self._printed.get(id(expr))
        if found is not None and found[0] is expr:
            return found[1]
        text = super()._print(expr)
        if len(self._printed) >= MEMO_LIMIT:
            self._printed.clear()
        self._printed[id(expr)] = (expr, text)
        return text


_PRINTER = _RememberingPrinter()


def srepr(expr: Any) -> str:
    """The same text as ``sympy.srepr(expr)``."""
    return _PRINTER.doprint(expr)
