"""KLT Table 1 regenerated from ``bounds``: both versions side by side, with Zhang et al. (2024).

Kornowski, Liu, Talwar (arXiv 2410.05880), Table 1 of v1 (``arXiv:2410.05880v1``) and of v2
(``arXiv:2410.05880v2``). The cells are the registered rates (``KLT-Thm3.1@v1/v2``,
``KLT-Thm4.1@v1/v2``, ``KLT-Rem4.2@v1/v2``, ``ZTC24-single-pass``) rendered by :mod:`bounds.tables` with L = Φ = 1, as
the caption says; the single-pass rows have one cell in the text. Writes ``klt_table1.md`` and
``klt_table1.tex``.
"""

from __future__ import annotations

from pathlib import Path

from bounds.tables import tables
from paper_figures.figure_reads import no_checks

NAMES = ("KLT Table 1, v1 and v2 side by side", "KLT Table 1 (v1)", "KLT Table 1 (v2)")


#: no rate check's samples: ``reproduce`` starts it at once
reads = no_checks


def make(out_dir: Path | str, cache_dir: Path | str | None = None) -> list[Path]:
    """Write the side-by-side table and each version's table as Markdown and LaTeX (``cache_dir`` is unused)."""
    registered = {table.name: table for table in tables("KLT")}
    missing = [name for name in NAMES if name not in registered]
    if missing:
        raise ValueError(f"tables not registered by bounds.papers.klt.statements: {', '.join(missing)}")
    chosen = [registered[name] for name in NAMES]
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    markdown = out / "klt_table1.md"
    latex = out / "klt_table1.tex"
    markdown.write_text("\n".join(table.to_markdown() for table in chosen))
    latex.write_text("\n".join(table.to_latex() for table in chosen))
    return [markdown, latex]
