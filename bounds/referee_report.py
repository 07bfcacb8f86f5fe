"""A referee report per paper, rendered from the errata model as text, Markdown, JSON or LaTeX.

Distinct errors by severity, each with its quote, locator, why, evidence, correction and affected statements;
then the ledger of proof statuses, the statements that could not be checked listed as such, and any computed
discrepancy that no erratum accounts for yet.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping

from bounds import registry
from bounds.coverage import Coverage
from bounds.errata import STATUSES, AssessedErratum, ledger, severity_counts, unreviewed
from bounds.erratum import Discrepancy
from bounds.severity import SEVERITIES


def _coverage(paper: str | None) -> dict[str, list[Coverage]]:
    """What the readings covered, by paper (every paper with a registered reading, or the one asked for)."""
    found: dict[str, list[Coverage]] = {}
    for c in registry.coverage(paper):
        found.setdefault(c.paper, []).append(c)
    return found


def coverage_lines(paper: str | None) -> list[str]:
    """'What was read' per paper, one line per part; a paper with no registered reading says so."""
    found = _coverage(paper)
    if paper is not None and not found:
        return [f"{paper}: no referee reading is recorded; the errata cover only what its statements compute"]
    return [f"{key}: {c.line()}" for key, parts in found.items() for c in parts]


def _by_severity(errata: list[AssessedErratum]) -> list[AssessedErratum]:
    return sorted(errata, key=lambda e: -SEVERITIES.index(e.severity))


def _counts_line(errata: list[AssessedErratum]) -> str:
    counts = severity_counts(errata)
    parts = ", ".join(f"{n} {s}" for s, n in reversed(counts.items()))
    return f"{len(errata)} distinct errors" + (f" ({parts})" if parts else "")


def _evidence_lines(e: AssessedErratum) -> list[str]:
    lines = [_discrepancy_line(d) for d in e.accounts_for]
    lines += [f"rate check {c}" for c in e.erratum.checks]
    if e.erratum.argument:
        lines.append(f"argument: {e.erratum.argument}")
    lines += [
        f"corrected {c.statement}: {c.status}" + ("" if c.ok else f"; unit problems: {'; '.join(c.unit_problems)}")
        for c in e.corrections
    ]
    return lines


def text(errata: list[AssessedErratum], paper: str | None) -> str:
    out: list[str] = []
    for e in _by_severity(errata):
        r = e.erratum
        out += [f"[{e.severity}] {r.id}: {r.title}", f"  where: {r.locator}"]
        out += [f"  also in: {loc}" for loc in r.also_in]
        out += [
            f'  printed: "{r.quote}"',
            f"  why: {r.why}",
            f"  correction: {r.correction}",
            f"  affects: {', '.join(r.affects) or '(no encoded statement)'}",
            f"  severity: {e.assessment.reason}",
        ]
        if r.neighbouring:
            out.append(f"  neighbouring relation: {r.neighbouring}")
        out += ["  evidence: " + line.replace("\n", "\n    ") for line in _evidence_lines(e)]
    pending = unreviewed(paper)
    out += [f"[unreviewed] {_discrepancy_line(d)}" for d in pending]
    out += ["what was read:"] + [f"  {line}" for line in coverage_lines(paper)]
    out.append(_counts_line(errata) + _unreviewed_suffix(pending))
    return "\n".join(out)


def _unreviewed_suffix(pending: list[Discrepancy]) -> str:
    return f"; {len(pending)} computed discrepancies not yet reviewed" if pending else ""


def markdown(errata: list[AssessedErratum], paper: str | None) -> str:
    title = f"# Referee report: {paper}" if paper else "# Referee report: all papers"
    pending = unreviewed(paper)
    out = [title, "", _counts_line(errata) + _unreviewed_suffix(pending) + ".", ""]
    for e in _by_severity(errata):
        r = e.erratum
        out += [
            f"## {r.id} [{e.severity}]: {r.title}",
            "",
            f"- **Where**: {r.locator}" + "".join(f"; also {loc}" for loc in r.also_in),
            f"- **Printed**: \u201c{r.quote}\u201d",
            f"- **Why**: {r.why}",
            f"- **Correction**: {r.correction}",
            f"- **Affects**: {', '.join(f'`{k}`' for k in r.affects) or '(no encoded statement)'}",
            f"- **Severity**: {e.severity} ({e.assessment.reason})",
        ]
        if r.neighbouring:
            out.append(f"- **Neighbouring relation**: {r.neighbouring}")
        out += ["- **Evidence**:"] + [f"  - {line}" for line in _evidence_lines(e)]
        out.append("")
    out += ["## What was read", ""] + [f"- {line}" for line in coverage_lines(paper)] + [""]
    out += ledger_markdown(ledger(paper))
    if pending:
        out += ["## Computed discrepancies not yet reviewed", ""] + [f"- {_discrepancy_line(d)}" for d in pending]
    return "\n".join(out) + "\n"


def _discrepancy_line(d: Discrepancy) -> str:
    regimes = f" [closes under the usual regime {' or '.join(d.closing_regimes)}, which the statement does not assume]"
    return f"{d.statement} ({d.kind}): {d.evidence}" + (regimes if d.closing_regimes else "")


LEDGER_COLUMNS = ["status", "count", "by paper", "certified", "statements"]


def _certified_cell(keys: list[str], certified: Mapping[str, bool]) -> str:
    """How many of ``keys`` have every certificate re-verified (:func:`bounds.ledger.certify`), naming any that do
    not; '-' where the run did not certify."""
    known = [k for k in keys if k in certified]
    if not known:
        return "-"
    failing = [k for k in known if not certified[k]]
    return f"{len(known) - len(failing)} of {len(keys)}" + (f" (fail: {', '.join(failing)})" if failing else "")


def ledger_table(
    rows: dict[str, list[tuple[str, str]]], certified: Mapping[str, bool] | None = None
) -> list[list[str]]:
    """One row per proof status (:data:`LEDGER_COLUMNS`): the status, its count, the count per paper, how many are
    certified, the statements."""
    table = []
    for status in STATUSES:
        keys = [key for key, _ in rows[status]]
        papers = Counter(key.split("-", 1)[0] for key in keys)
        by_paper = ", ".join(f"{p} {c}" for p, c in sorted(papers.items())) or "-"
        table.append([status, str(len(keys)), by_paper, _certified_cell(keys, certified or {}), ", ".join(keys)])
    return table


def ledger_markdown(rows: dict[str, list[tuple[str, str]]], certified: Mapping[str, bool] | None = None) -> list[str]:
    """The proof-status ledger (:func:`bounds.errata.ledger`) as Markdown lines: a table of the statements per
    status (with how many have their certificates re-verified), then the reason of every statement whose status
    falls short of derived up to constants."""
    out = [
        "## Proof status of every encoded statement",
        "",
        "| " + " | ".join(LEDGER_COLUMNS) + " |",
        "|" + "---|" * len(LEDGER_COLUMNS),
    ]
    out += ["| " + " | ".join(row) + " |" for row in ledger_table(rows, certified)]
    out.append("")
    for status, explained in ledger_reasons(rows):
        out += [f"### {status}", ""] + [f"- `{k}`: {reason}" for k, reason in explained] + [""]
    return out


def ledger_reasons(rows: dict[str, list[tuple[str, str]]]) -> list[tuple[str, list[tuple[str, str]]]]:
    """(status, its (statement, reason) pairs) for the statuses a reader needs the reason of: every status short of
    derived up to constants (those that have statements)."""
    explained = (
        "does not follow",
        "not derived",
        "derived from unverified steps",
        "derived in part",
        "derived up to logs",
    )
    return [(status, rows[status]) for status in explained if rows[status]]


def as_json(errata: list[AssessedErratum], paper: str | None) -> str:
    rows = ledger(paper)
    return json.dumps(
        {
            "paper": paper,
            "distinct_errors": len(errata),
            "by_severity": severity_counts(errata),
            "errata": [e.as_dict() for e in errata],
            "proof_status": {s: [{"statement": k, "reason": r} for k, r in rows[s]] for s in STATUSES},
            "unreviewed": [d.as_dict() for d in unreviewed(paper)],
            "coverage": {
                key: [{"part": c.part, "depth": c.depth, "checked": c.checked} for c in parts]
                for key, parts in _coverage(paper).items()
            },
        },
        indent=2,
    )


_TEX_ESCAPES = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}  # fmt: skip


def tex_escape(value: str) -> str:
    """``value`` as LaTeX text (special characters escaped)."""
    return "".join(_TEX_ESCAPES.get(ch, ch) for ch in value)


def latex(errata: list[AssessedErratum], paper: str | None) -> str:
    out = [
        f"\\section*{{Referee report: {tex_escape(paper or 'all papers')}}}",
        tex_escape(_counts_line(errata) + _unreviewed_suffix(unreviewed(paper))) + ".",
        "\\begin{enumerate}",
    ]
    for e in _by_severity(errata):
        r = e.erratum
        out += [
            f"\\item \\textbf{{{tex_escape(r.id)} [{tex_escape(e.severity)}]: {tex_escape(r.title)}}}\\\\",
            f"\\emph{{Where}}: {tex_escape(str(r.locator))}\\\\",
            f"\\emph{{Printed}}: ``{tex_escape(r.quote)}''\\\\",
            f"\\emph{{Why}}: {tex_escape(r.why)}\\\\",
            f"\\emph{{Correction}}: {tex_escape(r.correction)}\\\\",
            f"\\emph{{Affects}}: {tex_escape(', '.join(r.affects) or '(no encoded statement)')}",
        ]
    out.append("\\end{enumerate}")
    out += ["\\paragraph{What was read.}", "\\begin{itemize}"]
    out += [f"\\item {tex_escape(line)}" for line in coverage_lines(paper)]
    out.append("\\end{itemize}")
    rows = ledger(paper)
    out += ["\\paragraph{Proof status.}", "; ".join(f"{tex_escape(s)}: {len(rows[s])}" for s in STATUSES) + "."]
    return "\n".join(out) + "\n"


FORMATS: dict[str, Callable[[list[AssessedErratum], str | None], str]] = {
    "text": text,
    "md": markdown,
    "json": as_json,
    "tex": latex,
}
