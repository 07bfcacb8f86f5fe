"""The report's overview: one forest plot of every check and one table of counts per paper.

The forest plot draws each check as a row: its measured slope minus its reference, with the 95% bootstrap interval,
against the band reference +- tolerance, grouped by paper. Colour says whether the check ended as expected (green),
not (red) or undecided at its seed cap (grey); the marker says what the check is for: a check that must pass (dot),
a negative control that must fail (cross) or a documented finding (diamond). One-sided bound checks have no slope
and are counted in the table, not drawn. Both views read the rows of ``results.json`` (:func:`check_rows`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import numpy as np

from bounds import registry
from bounds.errata import STATUSES
from bounds.severity import SEVERITIES
from paper_figures.plotting import save

#: the deviation axis is cut here; a row beyond it is drawn at the edge with an arrow
LIMIT = 2.5
MARKERS = {"check": "o", "negative control": "x", "finding": "D"}
COLOURS = {"as expected": "#1a7f37", "unexpected": "#cf222e", "inconclusive": "#8c959f"}
CHECK_COLUMNS = ("pass", "controls fail", "findings", "inconclusive", "unexpected", "errors")


def outcome_class(row: Mapping[str, Any]) -> str:
    """'as expected', 'unexpected' or 'inconclusive' for one results row (an error counts as unexpected)."""
    if row.get("decision") == "inconclusive":
        return "inconclusive"
    return "as expected" if row.get("as_expected") else "unexpected"


def _slope_rows(rows: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    return [r for r in rows if r.get("slope") is not None and r.get("bound") is None and "reference_slope" in r]


def forest_figure(rows: Sequence[Mapping[str, Any]], out_dir: Path, name: str = "overview") -> list[Path]:
    """Draw the forest plot of the slope checks among ``rows`` into ``out_dir``; the paths written (none if no row
    has a slope)."""
    drawn = _slope_rows(rows)
    if not drawn:
        return []
    papers = list(dict.fromkeys(r["paper"] for r in drawn))
    ordered = [r for p in papers for r in drawn if r["paper"] == p]
    height = 1.2 + 0.17 * len(ordered) + 0.25 * len(papers)
    fig, ax = plt.subplots(figsize=(8.0, height))
    y, ticks, labels, bands = 0.0, [], [], []
    for paper in papers:
        y -= 0.7
        ax.axhline(y, color="#57606a", lw=0.6)
        ax.text(LIMIT, y - 0.15, paper, fontsize=9, fontweight="bold", ha="right", va="top")
        y -= 0.3
        for r in (r for r in ordered if r["paper"] == paper):
            y -= 1.0
            ref, tol = r["reference_slope"], r["tolerance"]
            low, mid, high = (r[k] - ref for k in ("ci_low", "slope", "ci_high"))
            colour = COLOURS[outcome_class(r)]
            bands.append((y, tol))
            ax.plot(np.clip([low, high], -LIMIT, LIMIT), [y, y], color=colour, lw=1.2)
            shown = float(np.clip(mid, -LIMIT, LIMIT))
            marker = MARKERS.get(r["role"], "o") if abs(mid) <= LIMIT else (">" if mid > 0 else "<")
            ax.plot([shown], [y], marker=marker, color=colour, ms=4.5, mew=1.2, ls="none")
            ticks.append(y)
            labels.append(r["id"])
    for level, tol in bands:
        ax.fill_betweenx([level - 0.45, level + 0.45], -tol, tol, color="#d0d7de", lw=0, zorder=0)
    ax.axvline(0.0, color="#57606a", lw=0.8, zorder=0)
    ax.set_yticks(ticks, labels, fontsize=5.5)
    ax.set_ylim(y - 0.8, 0.4)
    ax.set_xlim(-LIMIT * 1.04, LIMIT * 1.04)
    ax.set_xlabel("measured slope - reference (95% interval); grey band: +- tolerance")
    ax.set_title("Every check: dot must pass, cross is a control that must fail, diamond a finding", fontsize=9, pad=22)
    handles = [plt.Line2D([], [], color=c, marker="s", ls="none", label=k) for k, c in COLOURS.items()]
    ax.legend(handles=handles, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=3, fontsize=7, frameon=False)
    return save(fig, out_dir, name)


def paper_counts(
    rows: Sequence[Mapping[str, Any]],
    proof_status: Mapping[str, Sequence[tuple[str, str]]],
    severities: Sequence[tuple[str, str]],
    papers: Sequence[str],
) -> dict[str, dict[str, Counter]]:
    """Per paper: statements by proof status, distinct errata by severity (``severities``: (paper, severity) of each
    erratum) and checks by outcome."""
    out = {p: {"statements": Counter(), "errata": Counter(), "checks": Counter()} for p in papers}
    for status, entries in proof_status.items():
        for key, _ in entries:
            paper = registry.by_key(key).paper
            if paper in out:
                out[paper]["statements"][status] += 1
    for paper, severity in severities:
        if paper in out:
            out[paper]["errata"][severity] += 1
    for r in rows:
        if r["paper"] in out:
            out[r["paper"]]["checks"][_check_column(r)] += 1
    return out


def _check_column(row: Mapping[str, Any]) -> str:
    if row.get("verdict") == "ERROR":
        return "errors"
    kind = outcome_class(row)
    if kind != "as expected":
        return kind
    return {"negative control": "controls fail", "finding": "findings"}.get(row["role"], "pass")


def counts_table(counts: Mapping[str, Mapping[str, Counter]]) -> list[list[str]]:
    """The counts as rows of strings: a header, then one row per paper."""
    header = ["paper", *STATUSES, "errata", *CHECK_COLUMNS]
    body = []
    for paper, c in counts.items():
        errata = sum(c["errata"].values())
        by_severity = ", ".join(f"{c['errata'][s]} {s}" for s in SEVERITIES if c["errata"][s])
        body.append(
            [
                paper,
                *(str(c["statements"][s]) for s in STATUSES),
                f"{errata}" + (f" ({by_severity})" if by_severity else ""),
                *(str(c["checks"][k]) for k in CHECK_COLUMNS),
            ]
        )
    return [header, *body]
