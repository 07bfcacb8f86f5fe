"""The reproduction report, as Markdown and as one self-contained HTML page (figures embedded).

It opens with one table of every rate check (paper, theorem, quantity, swept variable, predicted exponent,
measured slope with its confidence interval, verdict, figure), then the errata with their symbolic evidence and
the simulations that bear on them, then the proof status of every encoded statement (what was derived, up to
constants, not derived, or does not follow, with the reason), then the papers' tables regenerated from the
registry.
"""

from __future__ import annotations

import base64
import html
import time
from pathlib import Path

from bounds.errata import STATUSES, AssessedErratum
from bounds.referee_report import ledger_markdown, ledger_reasons, ledger_table
from paper_figures.reproduce import CheckOutcome, Reproduction, versions

UNREVIEWED = "Computed discrepancies that no erratum accounts for (read these first)"


def _slope(o: CheckOutcome) -> str:
    r = o.result
    if r is None:
        return "-"
    if r.bound is not None:
        b = r.bound
        return f"max ratio / calibrated {b.statistic:.3f} [{b.ci_low:.3f}, {b.ci_high:.3f}]"
    return f"{r.fit.slope:+.3f} [{r.fit.ci_low:+.3f}, {r.fit.ci_high:+.3f}]"


def _predicted(o: CheckOutcome) -> str:
    r = o.result
    if r is None:
        return "-"
    if r.bound is not None:
        return f"<= {r.bound.limit:.3f} (one-sided: measured <= C x bound, C calibrated at one point)"
    ref = "exact-bound slope" if o.check.reference == "exact" else r.prediction.exponent_expr
    return f"{r.reference_slope:+.3f} +- {r.tolerance} ({ref}; term {r.prediction.term})"


def _verdict(o: CheckOutcome) -> str:
    if o.result is None:
        return f"ERROR: {o.error}"
    note = f" ({o.check.why_fail})" if o.check.expected == "fail" else ""
    return o.result.verdict + note


def _summary(rep: Reproduction) -> str:
    done = [o for o in rep.outcomes if o.result is not None]
    passed = sum(1 for o in done if o.result.verdict == "pass")
    controls, findings = (
        sum(1 for o in done if o.result.verdict == "fails as expected" and o.check.role == role)
        for role in ("negative control", "finding")
    )
    inconclusive = sum(1 for o in done if o.result.decision == "inconclusive")
    unexpected = sum(1 for o in done if not o.result.as_expected) - inconclusive
    errors = sum(1 for o in rep.outcomes if o.result is None)
    cached = sum(1 for o in done if o.result.from_cache)
    return (
        f"{len(rep.outcomes)} rate checks: {passed} pass, {controls} negative controls fail as they must, "
        f"{findings} documented findings (measurement disagrees with the paper) reproduce, {unexpected} unexpected, "
        f"{inconclusive} inconclusive at their seed cap, {errors} errors; {len(rep.errata)} distinct errata in the "
        f"papers, {len(rep.unreviewed)} computed discrepancies no erratum accounts for; "
        f"proofs: {_status_counts(rep)}; {sum(len(v) for v in rep.figures.values())} figure files; "
        f"{rep.seconds:.0f} s on {rep.jobs} "
        f"worker(s) ({rep.executor} executor, base seed {rep.base_seed}), "
        f"{cached} of {len(done)} checks' samples read from the cache."
    )


def _status_counts(rep: Reproduction) -> str:
    return ", ".join(f"{len(rep.proof_status.get(s, []))} {s}" for s in STATUSES)


def command(rep: Reproduction) -> str:
    """The command line that produced ``rep`` (output folder and cache aside)."""
    return " ".join(
        [
            "ratekit reproduce",
            *(["--full"] if rep.full else []),
            *(["--only", *rep.only] if rep.only else []),
            *([f"--base-seed {rep.base_seed}"] if rep.base_seed else []),
        ]
    )


def _short_verdict(o: CheckOutcome) -> str:
    if o.result is None:
        return "ERROR"
    if o.check.role == "check":
        return o.result.verdict
    return f"{o.result.verdict} ({o.check.role})"


def summary_markdown(rep: Reproduction) -> str:
    """One compact table of every check: the reference slope, the measured slope with its interval, the verdict."""
    lines = [
        f"{_provenance(rep)} {_summary(rep)} Reference: the exponent of the dominant term, or the exact bound's slope "
        "over the sweep (logs included) where the check says so.",
        "",
        "| paper | check id | title | reference | measured [95% CI] | verdict |",
        "|---|---|---|---|---|---|",
    ]
    for o in rep.outcomes:
        r = o.result
        if r is None:
            reference = "-"
        elif r.bound is not None:
            reference = f"<= {r.bound.limit:.3f} (one-sided bound)"
        elif o.check.reference == "exact":
            reference = f"{r.reference_slope:+.3f} (exact bound; exponent {r.prediction.exponent:+.3f})"
        else:
            reference = f"{r.reference_slope:+.3f}"
        lines.append(
            f"| {o.paper} | `{o.check.id}` | {o.check.name} | {reference} | {_slope(o)} | {_short_verdict(o)} |"
        )
    return "\n".join(lines) + "\n"


def _bases(e: AssessedErratum) -> set[str]:
    return {key.split("@")[0] for key in e.erratum.affects}


def _related(rep: Reproduction, e: AssessedErratum) -> list[CheckOutcome]:
    """The checks on a statement the erratum affects, and the checks it names."""
    bases = _bases(e)
    return [o for o in rep.outcomes if o.check.theorem.split("@")[0] in bases or o.check.id in e.erratum.checks]


def _related_figures(rep: Reproduction, e: AssessedErratum) -> list[tuple[str, list[str]]]:
    """Figure modules that declare they bear on a statement the erratum affects (``BEARS_ON``), with PNGs."""
    bases = _bases(e)
    return [
        (name, [p for p in paths if p.endswith(".png")])
        for name, paths in rep.figures.items()
        if bases & set(rep.figure_theorems.get(name, ()))
    ]


def _erratum_fields(e: AssessedErratum) -> list[tuple[str, str]]:
    r = e.erratum
    fields = [
        ("where", str(r.locator) + "".join(f"; also {loc}" for loc in r.also_in)),
        ("printed", f"\u201c{r.quote}\u201d"),
        ("why", r.why),
        ("correction", r.correction),
        ("affects", ", ".join(r.affects) or "(no encoded statement)"),
        ("severity", f"{e.severity}: {e.assessment.reason}"),
    ]
    if r.neighbouring:
        fields.append(("neighbouring relation", r.neighbouring))
    return fields


def _figure_anchor(path: str) -> str:
    return "figure-" + "".join(c if c.isalnum() else "-" for c in Path(path).stem)


def _provenance(rep: Reproduction) -> str:
    v = versions()
    return (
        f"`{command(rep)}`, generated {time.strftime('%Y-%m-%d %H:%M:%S')}; ratekit {v['ratekit']}, numpy "
        f"{v['numpy']}, sympy {v['sympy']}, dp-accounting {v['dp-accounting']}, Python {v['python']}."
    )


def markdown(rep: Reproduction) -> str:
    lines = [
        "# ratekit reproduction report",
        "",
        _provenance(rep),
        "",
        _summary(rep),
        "",
        "## Rate checks",
        "",
        "| paper | check id | quantity | swept | reference | measured [95% CI] | seeds | verdict | figure |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for o in rep.outcomes:
        fig = f"[png]({o.figure})" if o.figure else "-"
        lines.append(
            f"| {o.paper} | `{o.check.id}` | {o.check.quantity} | {o.check.swept} | {_predicted(o)} | "
            f"{_slope(o)} | {o.result.seeds_used if o.result else '-'} | {_verdict(o)} | {fig} |"
        )
    lines += ["", "## Errata", ""]
    for e in rep.errata:
        lines += [f"### {e.erratum.id} [{e.severity}]: {e.erratum.title}", ""]
        lines += [f"- {name}: {value}" for name, value in _erratum_fields(e)]
        evidence = "\n".join(f"{d.statement} ({d.kind}): {d.evidence}" for d in e.accounts_for)
        if evidence:
            lines += ["", "```", evidence, "```"]
        for o in _related(rep, e):
            lines.append(f"- simulation: {o.check.name}: slope {_slope(o)}, {_verdict(o)}")
        for name, pngs in _related_figures(rep, e):
            lines.append(f"- figure {name}: " + ", ".join(f"[{Path(p).name}]({p})" for p in pngs))
        lines.append("")
    if rep.unreviewed:
        lines += [f"## {UNREVIEWED}", ""]
        lines += [f"- **{d.statement}** ({d.kind}): {d.evidence}" for d in rep.unreviewed]
        lines.append("")
    if rep.proof_status:
        lines += ledger_markdown(rep.proof_status)
    if rep.privacy_claims:
        lines += ["## Privacy claims, in closed form and with the accountant", ""]
        for row in rep.privacy_claims:
            lines += [f"### {row['statement']}: {row['guarantee']} ({row['neighbouring']}), holds: {row['holds']}", ""]
            lines += [f"- {k}: {v}" for k, v in row.items() if k not in ("statement", "guarantee", "neighbouring")]
            lines.append("")
    lines += ["## The papers' tables, regenerated from the registry", ""]
    for paper, name, md in rep.tables:
        lines += [f"### {paper}: {name}", "", md, ""]
    lines += ["## Figures", ""]
    for name, paths in rep.figures.items():
        lines.append(f"- {name}: " + ", ".join(f"[{Path(p).name}]({p})" for p in paths))
    if rep.problems:
        lines += ["", "## Problems", ""]
        lines += [f"- {k}: `{v.splitlines()[0]}`" for k, v in rep.problems.items()]
    return "\n".join(lines) + "\n"


def _html_table(rows: list[list[str]]) -> list[str]:
    head, *body = rows
    out = ["<table><tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in head) + "</tr>"]
    out += ["<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in body]
    return [*out, "</table>"]


def _md_table_to_html(md: str) -> str:
    """Pipe tables and paragraphs of a small Markdown fragment (the regenerated paper tables) to HTML."""
    out: list[str] = []
    rows: list[list[str]] = []
    for line in [*md.splitlines(), ""]:
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(set(c) <= {"-", ":"} for c in cells):
                rows.append(cells)
            continue
        if rows:
            out += _html_table(rows)
            rows = []
        if line.strip():
            out.append(f"<p>{html.escape(line.strip('*'))}</p>")
    return "\n".join(out)


def _img(path: Path, alt: str) -> str:
    data = base64.b64encode(path.read_bytes()).decode()
    return f'<img alt="{html.escape(alt)}" src="data:image/png;base64,{data}">'


_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em; max-width: 1300px; }
table { border-collapse: collapse; margin: 1em 0; font-size: 13px; }
th, td { border: 1px solid #bbb; padding: 3px 6px; text-align: left; vertical-align: top; }
tr.bad td, span.bad { background: #fdd; } tr.control td, span.control { background: #eef; }
tr.finding td, span.finding { background: #fff1d6; }
td.num { white-space: nowrap; font-variant-numeric: tabular-nums; }
p.legend span { padding: 2px 6px; margin-right: 8px; font-size: 13px; }
pre { background: #f4f4f4; padding: 0.6em; overflow-x: auto; }
img { max-width: 640px; display: block; margin: 0.5em 0; }
"""

_SCRIPT = """
window.addEventListener('error', function () {
  var n = Number(document.body.dataset.jsErrors || 0); document.body.dataset.jsErrors = String(n + 1);
});
window.addEventListener('load', function () {
  var imgs = Array.prototype.slice.call(document.images);
  var ok = imgs.every(function (i) { return i.complete && i.naturalWidth > 0; });
  document.body.dataset.imagesOk = ok ? 'yes' : 'no';
  document.body.dataset.imageCount = String(imgs.length);
});
"""


def _ledger_html(rows: dict[str, list[tuple[str, str]]]) -> list[str]:
    """The proof-status ledger: statements per status, and the reason of each one not derived."""
    table = [["status", "count", "by paper", "statements"], *ledger_table(rows)]
    out = ["<h2>Proof status of every encoded statement</h2>", *_html_table(table)]
    for status, explained in ledger_reasons(rows):
        out.append(f"<h3>{html.escape(status)}</h3><ul>")
        out += [f"<li><code>{html.escape(k)}</code>: {html.escape(r)}</li>" for k, r in explained]
        out.append("</ul>")
    return out


def html_page(rep: Reproduction) -> str:
    out = rep.out_dir
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>ratekit reproduction report</title>",
        f"<style>{_STYLE}</style><script>{_SCRIPT}</script></head><body>",
        "<h1>ratekit reproduction report</h1>",
        f"<p>{html.escape(_provenance(rep))}</p><p><b>{html.escape(_summary(rep))}</b></p>",
        "<p class='legend'><span class='finding'>finding: the measurement disagrees with the paper (expected to "
        "fail, with the reason)</span> <span class='control'>negative control: a wrong variant that must fail"
        "</span> <span class='bad'>unexpected result or error</span></p>",
        "<h2>Rate checks</h2><table><tr><th>paper</th><th>check id</th><th>quantity</th><th>swept</th>"
        "<th>reference</th><th>measured [95% CI]</th><th>seeds</th><th>verdict</th><th>figure</th></tr>",
    ]
    for i, o in enumerate(rep.outcomes):
        cls = "bad" if not o.ok else {"check": "", "negative control": "control", "finding": "finding"}[o.check.role]
        link = f"<a href='#check-{i}'>figure</a>" if o.figure else "-"
        cells = [o.paper, o.check.id, o.check.quantity, o.check.swept, _predicted(o)]
        seeds = str(o.result.seeds_used) if o.result else "-"
        parts.append(
            f"<tr class='{cls}'>"
            + "".join(f"<td>{html.escape(c)}</td>" for c in cells)
            + f"<td class='num'>{html.escape(_slope(o))}</td><td class='num'>{seeds}</td>"
            + f"<td>{html.escape(_verdict(o))}</td><td>{link}</td></tr>"
        )
    parts.append("</table><h2>Errata</h2>")
    for e in rep.errata:
        evidence = "\n".join(f"{d.statement} ({d.kind}): {d.evidence}" for d in e.accounts_for)
        parts.append(
            f"<h3>{html.escape(e.erratum.id)} [{html.escape(e.severity)}]: {html.escape(e.erratum.title)}</h3><p>"
            + "<br>".join(f"{html.escape(name)}: {html.escape(value)}" for name, value in _erratum_fields(e))
            + "</p>"
            + (f"<pre>{html.escape(evidence)}</pre>" if evidence else "")
        )
        items = [
            f"<li>simulation: {html.escape(o.check.name)}: slope {html.escape(_slope(o))}, "
            f"{html.escape(_verdict(o))}</li>"
            for o in _related(rep, e)
        ]
        items += [
            f"<li>figure {html.escape(name)}: "
            + ", ".join(f"<a href='#{_figure_anchor(p)}'>{html.escape(Path(p).name)}</a>" for p in pngs)
            + "</li>"
            for name, pngs in _related_figures(rep, e)
        ]
        if items:
            parts.append("<ul>" + "".join(items) + "</ul>")
    if rep.unreviewed:
        parts.append(f"<h2>{UNREVIEWED}</h2>")
        parts += _html_table(
            [["statement", "kind", "evidence"], *([d.statement, d.kind, d.evidence] for d in rep.unreviewed)]
        )
    if rep.proof_status:
        parts += _ledger_html(rep.proof_status)
    if rep.privacy_claims:
        parts.append("<h2>Privacy claims, in closed form and with the accountant</h2>")
        columns = list(rep.privacy_claims[0])
        parts += _html_table([columns, *([row[c] for c in columns] for row in rep.privacy_claims)])
    parts.append("<h2>The papers' tables, regenerated from the registry</h2>")
    for paper, name, md in rep.tables:
        parts.append(f"<h3>{html.escape(paper)}: {html.escape(name)}</h3>{_md_table_to_html(md)}")
    parts.append("<h2>Check figures</h2>")
    for i, o in enumerate(rep.outcomes):
        if o.figure:
            parts.append(f"<h3 id='check-{i}'>{html.escape(o.check.name)}</h3>{_img(out / o.figure, o.check.name)}")
    parts.append("<h2>Paper figures</h2>")
    for name, paths in rep.figures.items():
        for p in paths:
            if p.endswith(".png"):
                parts.append(
                    f"<h3 id='{_figure_anchor(p)}'>{html.escape(name)}: {html.escape(Path(p).name)}</h3>"
                    f"{_img(out / p, p)}"
                )
    if rep.problems:
        parts.append("<h2>Problems</h2><ul>")
        for k, v in rep.problems.items():
            parts.append(f"<li>{html.escape(k)}: <pre>{html.escape(v)}</pre></li>")
        parts.append("</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)


def write_report(rep: Reproduction) -> None:
    (rep.out_dir / "summary.md").write_text(summary_markdown(rep))
    (rep.out_dir / "report.md").write_text(markdown(rep))
    (rep.out_dir / "report.html").write_text(html_page(rep))
