"""LaTeX macros for the measured numbers of a run: ``ratekit-macros.tex``, so a paper, a rebuttal or slides cite
them and regenerate them.

Every figure is one definition named from the check's stable id and the field, through ``\\csname`` (ids contain
``-``, ``:``, ``.`` and digits, which a control word cannot): ``\\ratekit{KLT-Lem6.5:drift-variance:d}{slope}``
prints the measured slope. Fields per check: ``slope``, ``low``, ``high`` (the 95% bootstrap interval), ``predicted``
(the reference slope), ``tolerance``, ``verdict`` and ``seeds``; per paper, ``checks``, ``passed``,
``asexpected`` and ``errata``; and the proof ledger's counts under ``proofs``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from bounds.referee_report import tex_escape

#: characters a key may not contain inside \csname: a group, a comment, a parameter, a control sequence, an active
#: or superscript character (``^^`` escapes), a space; ``_`` (in symbol names such as B_1) is a plain character there
_UNSAFE = re.compile(r"[\\{}#%^~\s]")
HEADER = (
    "% ratekit measured numbers; regenerate with `ratekit reproduce`.\n"
    "% Use: \\ratekit{CHECK-ID}{slope|low|high|predicted|tolerance|verdict|seeds}, "
    "\\ratekit{PAPER}{checks|passed|asexpected|errata}, \\ratekit{proofs}{STATUS}.\n"
    "\\providecommand{\\ratekit}[2]{\\csname ratekit@#1@#2\\endcsname}\n"
)


def _key(*parts: str) -> str:
    key = "@".join(parts)
    if _UNSAFE.search(key):
        raise ValueError(f"macro key {key!r} contains a TeX special character or a space")
    return key


def _number(value: float, digits: int = 3) -> str:
    return f"{value:+.{digits}f}" if value < 0 else f"{value:.{digits}f}"


def definition(key: str, value: str) -> str:
    """One macro: ``\\ratekit@KEY`` expands to ``value`` (as LaTeX text: :func:`bounds.referee_report.tex_escape`)."""
    return f"\\expandafter\\def\\csname ratekit@{key}\\endcsname{{{tex_escape(value)}}}"


def macros(results: Mapping[str, Any]) -> str:
    """The macro file for a run's ``results.json`` payload."""
    lines = [HEADER]
    per_paper: dict[str, dict[str, int]] = {}
    for row in results["checks"]:
        if row.get("slope") is None:
            continue
        counts = per_paper.setdefault(row["paper"], {"checks": 0, "passed": 0, "asexpected": 0})
        counts["checks"] += 1
        counts["passed"] += row["verdict"] == "pass"
        counts["asexpected"] += bool(row["as_expected"])
        fields = {
            "slope": _number(row["slope"]),
            "low": _number(row["ci_low"]),
            "high": _number(row["ci_high"]),
            "predicted": _number(row["reference_slope"]),
            "tolerance": f"{row['tolerance']:g}",
            "verdict": row["verdict"],
            "seeds": str(row["seeds_used"]),
        }
        lines += [definition(_key(row["id"], name), value) for name, value in fields.items()]
    for paper, counts in per_paper.items():
        lines += [definition(_key(paper, name), str(value)) for name, value in counts.items()]
    for paper, count in results.get("errata_per_paper", {}).items():
        lines.append(definition(_key(paper, "errata"), str(count)))
    for status, rows in results.get("proof_status", {}).items():
        lines.append(definition(_key("proofs", status.replace(" ", "-")), str(len(rows))))
    return "\n".join(lines) + "\n"
