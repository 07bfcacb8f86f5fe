"""The privacy-claims table of a paper's report page: every statement's declared privacy claim
(:mod:`bounds.privacy_claim`), its closed form and the accountant's number, each expression simplified and typeset
in MathML.

Simplifying and typesetting the claims is the costliest part of the report (tens of seconds for the four papers),
and it depends on the statements alone, so ``reproduce`` renders each paper's table as a task on the workers once
the errata assembly has given the claims, beside the checks still running.
"""

from __future__ import annotations

import html
import re

from bounds import registry
from paper_figures.typeset import prose_html


def claims_of(paper: str, claims: list[dict[str, str]]) -> list[dict[str, str]]:
    """The rows of ``claims`` whose statement belongs to ``paper``."""
    keys = {t.key for t in registry.theorems(paper=paper)}
    return [row for row in claims if row["statement"] in keys]


def _guarantee_html(text: str) -> str:
    """A privacy guarantee as printed by :mod:`bounds.privacy_claim` (``(A, B)-DP`` or ``A-zCDP``), typeset."""
    approx = re.fullmatch(r"\((.*), (.*)\)-DP", text)
    if approx:
        return f"({prose_html(approx.group(1))}, {prose_html(approx.group(2))})-DP"
    zcdp = re.fullmatch(r"(.*)-zCDP", text)
    return f"{prose_html(zcdp.group(1))}-zCDP" if zcdp else prose_html(text)


def claims_html(claims: list[dict[str, str]]) -> list[str]:
    """The privacy claims, one row each, every expression simplified and typeset."""
    if not claims:
        return ["<p>No statement of this paper declares a privacy claim.</p>"]
    columns = list(claims[0])

    def cell(column: str, value: str) -> str:
        if column == "guarantee":
            return _guarantee_html(value)
        return prose_html(value, simplify=column in ("closed form", "other relation"))

    out = ["<div class='wide'><table><tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in columns) + "</tr>"]
    out += ["<tr>" + "".join(f"<td>{cell(c, row[c])}</td>" for c in columns) + "</tr>" for row in claims]
    return [*out, "</table></div>"]
