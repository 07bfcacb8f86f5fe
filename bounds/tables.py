"""The papers' comparison tables, rendered from the registry as Markdown and LaTeX.

A paper module builds a :class:`ComparisonTable` whose cells name registered theorems (``"KLT-Thm3.1@v2"``)
or hold free text (for cells the paper leaves blank). Rendering reads each theorem's rate from the registry,
so a table can never disagree with the encoded rates. ``normalize`` substitutes problem constants (for example
L = Phi = 1, as the papers' captions say they ignore them) before printing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import sympy as sp

from bounds import registry


@dataclass(frozen=True)
class ComparisonTable:
    """A comparison table: ``rows`` are ``(row label, {column: "ID@version" or text})``."""

    paper: str
    name: str
    caption: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, Mapping[str, str]], ...]
    normalize: Mapping[sp.Symbol, sp.Expr] = field(default_factory=dict)
    source: str = ""

    def cell_expr(self, text: str) -> sp.Expr | None:
        """The rate of a cell that names a theorem (logs and constants dropped, normalised), else None."""
        if "@" not in text:
            return None
        theorem_id, version = text.split("@", 1)
        rate = registry.get(theorem_id, version).rate
        monomials = dict.fromkeys(t.expr(logs=False, constants=False).subs(self.normalize) for t in rate.terms)
        return sp.Add(*monomials)  # terms that coincide after normalisation are listed once

    def _cells(self, row: Mapping[str, str], fmt) -> list[str]:
        out = []
        for col in self.columns:
            text = row.get(col, "")
            expr = self.cell_expr(text)
            out.append(fmt(expr) if expr is not None else text)
        return out

    def to_markdown(self) -> str:
        lines = [f"**{self.name}.** {self.caption}", "", "| | " + " | ".join(self.columns) + " |"]
        lines.append("|---" * (len(self.columns) + 1) + "|")
        for label, row in self.rows:
            cells = self._cells(row, lambda e: f"${sp.latex(e)}$")
            lines.append(f"| {label} | " + " | ".join(cells) + " |")
        if self.source:
            lines += ["", f"Source: {self.source}."]
        return "\n".join(lines) + "\n"

    def to_latex(self) -> str:
        spec = "l" + "c" * len(self.columns)
        lines = [
            r"\begin{table}[h]",
            r"\centering",
            rf"\begin{{tabular}}{{{spec}}}",
            r"\hline",
            " & " + " & ".join(self.columns) + r" \\",
            r"\hline",
        ]
        for label, row in self.rows:
            cells = self._cells(row, lambda e: f"${sp.latex(e)}$")
            lines.append(f"{label} & " + " & ".join(cells) + r" \\")
        lines += [r"\hline", r"\end{tabular}", rf"\caption{{{self.caption}}}", r"\end{table}"]
        return "\n".join(lines) + "\n"


_TABLES: list[ComparisonTable] = []


def register_table(table: ComparisonTable) -> ComparisonTable:
    _TABLES.append(table)
    return table


def tables(paper: str | None = None) -> list[ComparisonTable]:
    """All registered tables (of one paper when ``paper`` is given)."""
    registry.load()
    return [t for t in _TABLES if paper is None or t.paper == paper]
