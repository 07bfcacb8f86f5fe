"""The reproduction report, as Markdown and as HTML pages: ``index.html`` (the summary, the counts per paper and the
forest plot, small enough to open at once), the proof-status ledger on a page of its own (``LEDGER_PAGE``: its
hundreds of formulas took a second to lay out on the first page) and one page per paper, typeset throughout
(:mod:`paper_figures.typeset`), figures linked from the output folder.

The Markdown opens with one table of every rate check (paper, theorem, quantity, swept variable, predicted exponent,
measured slope with its confidence interval, verdict, figure), then the errata with their symbolic evidence and
the simulations that bear on them, then the proof status of every encoded statement (what was derived, up to
constants, not derived, or does not follow, with the reason), then the papers' tables regenerated from the
registry.
"""

from __future__ import annotations

import ast
import html
import importlib
import importlib.util
import re
import time
from collections.abc import Sequence
from pathlib import Path

from bounds import plugins, registry
from bounds.errata import STATUSES, AssessedErratum
from bounds.referee_report import LEDGER_COLUMNS, ledger_markdown, ledger_reasons, ledger_table
from paper_figures.cards import anchor, build_cards, card_html, card_markdown
from paper_figures.claims_table import claims_html, claims_of
from paper_figures.overview import counts_table, forest_figure, paper_counts
from paper_figures.reproduce import CheckOutcome, Reproduction, versions
from paper_figures.typeset import inline_latex_html, prose_html, quote_html

UNREVIEWED = "Computed discrepancies that no erratum accounts for (read these first)"
OVERVIEW_ALT = (
    "Forest plot: every check's measured slope minus its reference with its 95% interval against the tolerance "
    "band, grouped by paper; green as expected, red unexpected, grey inconclusive"
)


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


def _overview_markdown(rep: Reproduction) -> list[str]:
    rows = rep.rows
    table = counts_table(paper_counts(rows, rep.proof_status, _severities(rep), list(rep.papers)))
    lines = ["## Overview", "", "| " + " | ".join(table[0]) + " |", "|---" * len(table[0]) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in table[1:]]
    if rep.overview:
        lines += ["", f"![{OVERVIEW_ALT}]({rep.overview})"]
    return [*lines, ""]


def markdown(rep: Reproduction) -> str:
    """report.md: the run's provenance, wall time and summary, the overview, then :func:`markdown_body`."""
    return markdown_head(rep) + markdown_body(rep)


def markdown_head(rep: Reproduction) -> str:
    """The top of report.md: provenance, the summary with the run's wall time, and the overview figure."""
    lines = ["# ratekit reproduction report", "", _provenance(rep), "", _summary(rep), "", *_overview_markdown(rep)]
    return "\n".join(lines) + "\n"


def markdown_body(rep: Reproduction) -> str:
    """report.md below its head: every rate check, the errata, the statements' cards, the proof status, the privacy
    claims, the papers' tables and the figures (nothing here reads the run's wall time)."""
    lines = [
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
        elif e.evidence_note:
            lines.append(f"- evidence: {e.evidence_note}")
        for o in _related(rep, e):
            lines.append(f"- simulation: {o.check.name}: slope {_slope(o)}, {_verdict(o)}")
        for name, pngs in _related_figures(rep, e):
            lines.append(f"- figure {name}: " + ", ".join(f"[{Path(p).name}]({p})" for p in pngs))
        lines.append("")
    if rep.unreviewed:
        lines += [f"## {UNREVIEWED}", ""]
        lines += [f"- **{d.statement}** ({d.kind}): {d.evidence}" for d in rep.unreviewed]
        lines.append("")
    lines += ["## Statements", ""]
    rows = rep.rows
    for card in build_cards(list(rep.papers), rep.proof_status, rep.errata, rows, rep.table_objects, rep.certified):
        lines += card_markdown(card)
    if rep.proof_status:
        lines += ledger_markdown(rep.proof_status, rep.certified)
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


def _cell_html(text: str) -> str:
    """A table cell's text: its ``$...$`` LaTeX or plain-text mathematics typeset."""
    if "$" in text:
        converted = inline_latex_html(text)
        if converted is not None:
            return converted
        return f"<code class='tex'>{html.escape(text)}</code>"
    return prose_html(text)


def _html_table(rows: list[list[str]], cell=_cell_html) -> list[str]:
    """A table whose cells are typeset by ``cell``; wide tables scroll inside their own box."""
    head, *body = rows
    out = ["<div class='wide'><table><tr>" + "".join(f"<th>{cell(c)}</th>" for c in head) + "</tr>"]
    out += ["<tr>" + "".join(f"<td>{cell(c)}</td>" for c in r) + "</tr>" for r in body]
    return [*out, "</table></div>"]


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
            text = line.strip().removeprefix("- ")
            caption = re.fullmatch(r"\*\*(.+?)\*\*\s*(.*)", text)  # a bold caption: **Table 1.** Main results
            out.append(
                f"<p><b>{_cell_html(caption.group(1))}</b> {_cell_html(caption.group(2))}</p>"
                if caption
                else f"<p>{_cell_html(text.strip('*'))}</p>"
            )
    return "\n".join(out)


def _img(path: str, alt: str, cls: str = "") -> str:
    """A figure of the output folder, linked by its relative path (the pages sit in the same folder)."""
    css = f' class="{cls}"' if cls else ""
    return f'<img{css} alt="{html.escape(alt)}" src="{html.escape(path)}">'


_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1180px; padding: 0 1em; line-height: 1.45; }
table { border-collapse: collapse; margin: 1em 0; font-size: 13px; }
div.wide { max-width: 100%; overflow-x: auto; }
th, td { border: 1px solid #bbb; padding: 3px 6px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
tr.bad td, span.bad { background: #fdd; } tr.control td, span.control { background: #eef; }
tr.finding td, span.finding { background: #fff1d6; }
td.num { white-space: nowrap; font-variant-numeric: tabular-nums; }
p.legend span { padding: 2px 6px; margin-right: 8px; font-size: 13px; }
pre, code { overflow-wrap: anywhere; white-space: pre-wrap; }
code.tex { background: #f4f4f4; padding: 0 3px; }
details.tex { display: inline; font-size: 12px; }
details.tex summary { display: inline; cursor: pointer; color: #57606a; }
img { max-width: 100%; display: block; margin: 0.5em 0; }
img.check { max-width: 640px; }
nav#toc { columns: 3; font-size: 13px; background: #f6f8fa; padding: 0.5em 1em; }
nav#toc a { display: block; }
#filters { position: sticky; top: 0; background: #fff; padding: 0.4em 0; border-bottom: 1px solid #ddd; }
section.card { border: 1px solid #d0d7de; border-radius: 6px; padding: 0.4em 1em; margin: 0.8em 0; }
section.card h3 small { font-weight: normal; color: #57606a; }
section.card p.source { color: #57606a; font-size: 13px; margin: 0; }
p.not-run { background: #f6f8fa; border-left: 4px solid #9a6700; padding: 0.3em 0.8em; }
[hidden] { display: none !important; }
math { font-size: 1.15em; }
math mtable { vertical-align: middle; }
"""

_SCRIPT = """
window.addEventListener('error', function () {
  var n = Number(document.body.dataset.jsErrors || 0); document.body.dataset.jsErrors = String(n + 1);
});
var FILTERS = ['status', 'verdict'];
function applyFilters() {
  var want = {};
  FILTERS.forEach(function (k) { want[k] = document.getElementById('filter-' + k).value; });
  document.querySelectorAll('[data-status], [data-verdict]').forEach(function (el) {
    el.hidden = !((!want.status || !el.dataset.status || el.dataset.status === want.status)
      && (!want.verdict || !el.dataset.verdict || el.dataset.verdict.split(' ').indexOf(want.verdict) >= 0));
  });
}
function visibleCards() {
  var cards = document.querySelectorAll('section.card');
  return Array.prototype.filter.call(cards, function (c) { return !c.hidden; }).length;
}
window.addEventListener('load', function () {
  var body = document.body.dataset;
  var imgs = Array.prototype.slice.call(document.images);
  body.imagesOk = imgs.every(function (i) { return i.complete && i.naturalWidth > 0; }) ? 'yes' : 'no';
  body.imageCount = String(imgs.length);
  body.missingAlt = String(imgs.filter(function (i) { return !i.alt; }).length);
  var maths = Array.prototype.slice.call(document.getElementsByTagName('math'));
  body.mathCount = String(maths.length);
  body.mathEmpty = String(maths.filter(function (m) {
    var r = m.getBoundingClientRect(); return !(r.width > 0 && r.height > 0);
  }).length);
  body.brokenLinks = String(Array.prototype.filter.call(document.querySelectorAll('a[href^="#"]'), function (a) {
    return !document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)));
  }).length);
  body.scrollWidth = String(document.documentElement.scrollWidth);
  body.clientWidth = String(document.documentElement.clientWidth);
  var status = document.getElementById('filter-status');
  if (!status) return;
  FILTERS.forEach(function (k) { document.getElementById('filter-' + k).addEventListener('change', applyFilters); });
  var all = visibleCards();
  if (status.options.length > 2) {
    status.value = status.options[1].value; applyFilters();
    body.filterShown = visibleCards() + ' of ' + all;
    status.value = ''; applyFilters();
  }
});
"""


def _head(title: str) -> list[str]:
    return [
        f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{html.escape(title)}</title>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        f"<style>{_STYLE}</style><script>{_SCRIPT}</script></head><body>",
    ]


def _ledger_html(rows: dict[str, list[tuple[str, str]]], certified: dict[str, bool]) -> list[str]:
    """The proof-status ledger: statements per status with how many are certified, and the reason of each one not
    derived."""
    table = [LEDGER_COLUMNS, *ledger_table(rows, certified)]
    out = ["<h2 id='proof-status'>Proof status of every encoded statement</h2>", *_html_table(table)]
    for status, explained in ledger_reasons(rows):
        out.append(f"<h3>{html.escape(status)}</h3><ul>")
        out += [f"<li><code>{html.escape(k)}</code>: {prose_html(r)}</li>" for k, r in explained]
        out.append("</ul>")
    return out


def _coverage_html(paper: str) -> list[str]:
    """What the referee readings of the paper covered, and how (:mod:`bounds.coverage`)."""
    out = ["<h3 id='coverage'>What the referee readings covered</h3>"]
    parts = registry.coverage(paper)
    if not parts:
        return [*out, "<p>No referee reading is recorded: the errata cover only what its statements compute.</p>"]
    return out + _html_table([["part", "how", "what was checked"], *([c.part, c.depth, c.checked] for c in parts)])


def _select(name: str, label: str, options: list[str]) -> str:
    items = "".join(f"<option value='{html.escape(o)}'>{html.escape(o)}</option>" for o in options)
    return f"<label>{label} <select id='filter-{name}'><option value=''>all</option>{items}</select></label> "


#: the page of the proof-status ledger, linked from the index
LEDGER_PAGE = "proof-status.html"


def ledger_page(rep: Reproduction) -> str:
    """The proof status of every encoded statement, with a link back to the index."""
    parts = [
        *_head("ratekit: proof status of every encoded statement"),
        "<p><a href='index.html'>all papers</a></p>",
        *_ledger_html(rep.proof_status, rep.certified),
        "</body></html>",
    ]
    return "\n".join(parts)


def page_name(paper: str) -> str:
    """The file of a paper's page in the output folder."""
    return f"paper-{re.sub(r'[^A-Za-z0-9.-]', '_', paper)}.html"


def _figure_title(module: str) -> str:
    """What a figure module draws: the first line of its docstring, read from its source without running it (a
    module that did not run may not import); its name where it has none or its source cannot be read."""
    spec = importlib.util.find_spec(module)
    try:
        doc = ast.get_docstring(ast.parse(Path(spec.origin).read_text())) if spec and spec.origin else None
    except (OSError, SyntaxError, ValueError):  # what the run's own import reports, under Problems
        doc = None
    doc = (doc or "").strip()
    return doc.splitlines()[0].rstrip(".") if doc else module.rsplit(".", 1)[-1].replace("_", " ")


def _not_run_note(rep: Reproduction, what: str) -> str:
    """Why ``what`` is missing from this run and the command that runs it."""
    again = "ratekit reproduce" + ("" if rep.full else " --full")
    how = (
        f"the run was started with --no-figures; run <code>{again}</code> without it"
        if not rep.figures and not rep.figure_errors
        else f"run <code>{again}</code>"
    )
    scale = "" if rep.full else " This run used the quick scale; --full runs the paper-scale grids."
    return f"<p class='not-run'>{html.escape(what)} not run: {how}.{html.escape(scale)}</p>"


def _figures_html(rep: Reproduction, paper: str) -> list[str]:
    """The paper's figure modules, each headed by what it shows, its PNGs and its Markdown output (tables, and
    what did not run with how to run it)."""
    modules = [m for m in plugins.papers()[paper].figures] if paper in plugins.papers() else []
    out = ["<h2 id='paper-figures'>Paper figures</h2>"]
    if not rep.full:
        out.append(
            "<p>Drawn at the quick scale (small grids, few seeds); <code>ratekit reproduce --full</code> draws them "
            "at paper scale.</p>"
        )
    for module in modules:
        title = _figure_title(module)
        if module in rep.figure_errors:
            out.append(f"<h3>{prose_html(title)}</h3>")
            out.append(f"<p class='not-run'>Failed: <code>{html.escape(rep.figure_errors[module].splitlines()[0])}")
            out.append("</code> (the traceback is under Problems).</p>")
            continue
        if module not in rep.figures:
            out += [f"<h3>{prose_html(title)}</h3>", _not_run_note(rep, "This figure")]
            continue
        pngs = [p for p in rep.figures[module] if p.endswith(".png")]
        tables = [p for p in rep.figures[module] if p.endswith(".md")]
        first = _figure_anchor(pngs[0]) if pngs else _figure_anchor(module)
        out.append(f"<h3 id='{first}'>{prose_html(title)}</h3>")
        for i, p in enumerate(pngs):
            anchor_html = f"<span id='{_figure_anchor(p)}'></span>" if i else ""
            out.append(anchor_html + _img(p, f"{title}: {Path(p).stem.replace('_', ' ')}"))
        for p in tables:
            md = (rep.out_dir / p).read_text()
            if "not run" in md:
                out.append(
                    "<p class='not-run'>Parts marked not run found no data on this machine: "
                    f"<code>python -m pydoc {module}</code> says which data each needs and where to put it; then run "
                    f"<code>ratekit reproduce --paper {html.escape(paper)}</code> again.</p>"
                )
            out.append(f"<details><summary>table and notes</summary>{_md_table_to_html(md)}</details>")
    return out


def _checks_html(rep: Reproduction, paper: str) -> list[str]:
    outcomes = [(o, row) for o, row in zip(rep.outcomes, rep.rows, strict=True) if o.paper == paper]
    out = ["<h2 id='checks'>Rate checks</h2>"]
    if not outcomes:
        selected = " (the run selected others with --only)" if rep.only else ""
        return [*out, f"<p class='not-run'>No rate check of this paper ran{html.escape(selected)}.</p>"]
    out += [
        "<p class='legend'><span class='finding'>finding: the measurement disagrees with the paper (expected to "
        "fail, with the reason)</span> <span class='control'>negative control: a wrong variant that must fail"
        "</span> <span class='bad'>unexpected result or error</span></p>",
        "<div class='wide'><table><tr><th>check id</th><th>quantity</th><th>swept</th><th>reference</th>"
        "<th>measured [95% CI]</th><th>seeds</th><th>verdict</th><th>statement</th></tr>",
    ]
    for o, row in outcomes:
        cls = "bad" if not o.ok else {"check": "", "negative control": "control", "finding": "finding"}[o.check.role]
        link = f"<a href='#{anchor('check', o.check.id)}'><code>{html.escape(o.check.id)}</code></a>"
        seeds = str(o.result.seeds_used) if o.result else "-"
        out.append(
            f"<tr class='{cls}' data-verdict='{html.escape(str(row['verdict']))}'><td>{link}</td>"
            + "".join(f"<td>{prose_html(c)}</td>" for c in (o.check.quantity, o.check.swept, _predicted(o)))
            + f"<td class='num'>{html.escape(_slope(o))}</td><td class='num'>{seeds}</td>"
            + f"<td>{prose_html(_verdict(o))}</td>"
            + f"<td><a href='#{anchor('stmt', o.statement)}'>{html.escape(o.statement)}</a></td></tr>"
        )
    return [*out, "</table></div>"]


def erratum_text_html(e: AssessedErratum) -> tuple[list[tuple[str, str]], str]:
    """The typeset text of one erratum, a function of the erratum alone (``reproduce`` computes it on a worker once
    the errata are assembled, :func:`errata_text_html`): its fields (name, HTML) and its evidence (a list, or the
    note on what evidence it has)."""
    r = e.erratum
    fields = [
        ("where", prose_html(str(r.locator) + "".join(f"; also {loc}" for loc in r.also_in))),
        ("printed", quote_html(r.quote)),
        ("why", prose_html(r.why)),
        ("correction", prose_html(r.correction)),
        ("severity", f"{html.escape(e.severity)}: {prose_html(e.assessment.reason)}"),
    ]
    if r.neighbouring:
        fields.append(("neighbouring relation", prose_html(r.neighbouring)))
    evidence = [f"{d.statement} ({d.kind}): {d.evidence}" for d in e.accounts_for]
    return fields, (
        "<ul class='evidence'>" + "".join(f"<li>{prose_html(line)}</li>" for line in evidence) + "</ul>"
        if evidence
        else f"<p>{prose_html(e.evidence_note)}</p>"
    )


def errata_text_html(errata: Sequence[AssessedErratum]) -> dict[str, tuple[list[tuple[str, str]], str]]:
    """:func:`erratum_text_html` of each of ``errata``, by erratum id."""
    return {e.erratum.id: erratum_text_html(e) for e in errata}


def _erratum_html(rep: Reproduction, e: AssessedErratum, shown: dict[str, str]) -> str:
    r = e.erratum
    fields, evidence = rep.errata_html.get(r.id) or erratum_text_html(e)
    affected = ", ".join(_statement_link(k, shown) for k in r.affects) or "(no encoded statement)"
    items = [
        f"<li>simulation: <a href='#{anchor('check', o.check.id)}'>{prose_html(o.check.name)}</a>: slope "
        f"{html.escape(_slope(o))}, {prose_html(_verdict(o))}</li>"
        for o in _related(rep, e)
    ]
    items += [
        f"<li>figure <a href='#{_figure_anchor(pngs[0])}'>{prose_html(_figure_title(name))}</a></li>"
        for name, pngs in _related_figures(rep, e)
        if pngs
    ]
    return (
        f"<div id='{anchor('erratum', r.id)}'>"
        f"<h3>{html.escape(r.id)} [{html.escape(e.severity)}]: {prose_html(r.title)}</h3><p>"
        + "<br>".join(f"{name}: {value}" for name, value in fields)
        + f"<br>statements: {affected}</p>"
        + evidence
        + ("<ul>" + "".join(items) + "</ul>" if items else "")
        + "</div>"
    )


def _statement_link(key: str, shown: dict[str, str]) -> str:
    if key not in shown:
        return html.escape(key)
    return f"<a href='{shown[key]}#{anchor('stmt', key)}'>{html.escape(key)}</a>"


def _toc(rep: Reproduction, paper: str) -> str:
    links = [("checks", "Rate checks"), ("errata", "Errata"), ("coverage", "What was read")]
    if any(d.statement.split("-", 1)[0] == paper for d in rep.unreviewed):
        links.append(("unreviewed", "Unreviewed discrepancies"))
    links += [("statements", "Statements"), ("privacy-claims", "Privacy claims"), ("tables", "Tables")]
    links += [("paper-figures", "Paper figures")]
    return "<nav id='toc'>" + "".join(f"<a href='#{a}'>{t}</a>" for a, t in links) + "</nav>"


def _pages(rep: Reproduction) -> dict[str, str]:
    """Statement key -> the page that shows its card, for every statement of the reported papers."""
    return {t.key: page_name(p) for p in rep.papers for t in registry.theorems(paper=p)}


def paper_page(rep: Reproduction, paper: str) -> str:
    """One paper's page: its checks, errata, statements (one card each), privacy claims, tables and figures;
    inline style and script only (filters by proof status and verdict), figures linked from the output folder,
    mathematics in MathML."""
    cards = build_cards([paper], rep.proof_status, rep.errata, rep.rows, rep.table_objects, rep.certified)
    here = page_name(paper)
    shown = {k: ("" if page == here else page) for k, page in _pages(rep).items()}
    verdicts = sorted({str(r["verdict"]) for r in rep.rows if r["paper"] == paper})
    parts = [
        *_head(f"ratekit: {paper}"),
        f"<p><a href='index.html'>all papers</a></p><h1>{html.escape(paper)}</h1>",
        f"<p>{html.escape(_paper_title(paper))}</p>",
        _toc(rep, paper),
        "<div id='filters'>"
        + _select("status", "proof status", sorted({c.status for c in cards}))
        + _select("verdict", "check verdict", verdicts)
        + "</div>",
        *_checks_html(rep, paper),
        "<h2 id='errata'>Errata</h2>",
        *(_erratum_html(rep, e, shown) for e in rep.errata if e.erratum.paper == paper),
        *_coverage_html(paper),
    ]
    pending = [d for d in rep.unreviewed if d.statement in shown and shown[d.statement] == ""]
    if pending:
        parts.append(f"<h2 id='unreviewed'>{UNREVIEWED}</h2>")
        parts += _html_table([["statement", "kind", "evidence"], *([d.statement, d.kind, d.evidence] for d in pending)])
    parts.append("<h2 id='statements'>Statements</h2>")
    parts += [card_html(c, lambda path, alt: _img(path, alt, "check"), shown) for c in cards]
    parts.append("<h2 id='privacy-claims'>Privacy claims, in closed form and with the accountant</h2>")
    parts += rep.claims_html.get(paper) or claims_html(claims_of(paper, rep.privacy_claims))
    parts.append("<h2 id='tables'>The paper's tables, regenerated from the registry</h2>")
    for _, name, md in (t for t in rep.tables if t[0] == paper):
        parts.append(f"<h3>{prose_html(name)}</h3>{_md_table_to_html(md)}")
    parts += _figures_html(rep, paper)
    parts.append("</body></html>")
    return "\n".join(parts)


def index_page(rep: Reproduction) -> str:
    """The first page: provenance and summary, the counts per paper with a link to each paper's page, the forest
    plot of every check, a link to the proof-status ledger and anything that did not run."""
    counts = counts_table(paper_counts(rep.rows, rep.proof_status, _severities(rep), list(rep.papers)))
    head, *body = counts
    linked = [[f"<a href='{page_name(r[0])}'>{html.escape(r[0])}</a>", *map(html.escape, r[1:])] for r in body]
    parts = [
        *_head("ratekit reproduction report"),
        "<h1>ratekit reproduction report</h1>",
        f"<p>{prose_html(_provenance(rep))}</p><p><b>{prose_html(_summary(rep))}</b></p>",
        "<h2 id='papers'>Papers</h2><ul>",
        *(
            f"<li><a href='{page_name(p)}'>{html.escape(p)}</a>: {html.escape(_paper_title(p))}</li>"
            for p in rep.papers
        ),
        "</ul><h2 id='overview'>Overview</h2>",
        *_html_table([list(map(html.escape, head)), *linked], cell=lambda c: c),
    ]
    if rep.overview:
        parts.append(_img(rep.overview, OVERVIEW_ALT))
    else:
        parts.append(_not_run_note(rep, "The forest plot (no slope check ran)"))
    if rep.proof_status:
        statements = sum(len(v) for v in rep.proof_status.values())
        parts.append(
            f"<h2 id='proof-status'>Proof status</h2><p><a href='{LEDGER_PAGE}'>The proof status of every encoded "
            f"statement</a> ({statements} statements: what was derived, up to what, and why not).</p>"
        )
    if rep.problems:
        parts.append("<h2 id='problems'>Problems</h2><ul>")
        parts += [f"<li>{html.escape(k)}: <pre>{html.escape(v)}</pre></li>" for k, v in rep.problems.items()]
        parts.append("</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)


def _paper_title(paper: str) -> str:
    """Authors, title and arXiv id of a paper (its key alone for a paper no plugin describes)."""
    found = plugins.papers().get(paper)
    return f"{found.authors}: {found.title} (arXiv:{found.arxiv})" if found else paper


def _severities(rep: Reproduction) -> list[tuple[str, str]]:
    return [(e.erratum.paper, e.severity) for e in rep.errata]


#: the report's parts that read every result but not the run's wall time (:func:`report_part`)
OVERVIEW_PART, MARKDOWN_PART, LEDGER_PART, PAGE_PART = "overview", "markdown", "ledger", "page "


def report_parts(rep: Reproduction) -> list[str]:
    """The parts of the report that a task of its own typesets once every result is in, side by side on the
    workers (:func:`paper_figures.reproduce.reproduce`): the overview figure, the body of report.md, the ledger page
    and each paper's page. What states the run's wall time (summary.md, report.md's head, index.html) is written
    last, by :func:`write_report`."""
    return [
        OVERVIEW_PART,
        MARKDOWN_PART,
        *([LEDGER_PART] if rep.proof_status else []),
        *(PAGE_PART + paper for paper in rep.papers),
    ]


def report_part(rep: Reproduction, part: str) -> str:
    """One of :func:`report_parts`: the overview figure's PNG relative to the output folder (drawn into
    ``figures/``), or a part's text."""
    if part == OVERVIEW_PART:
        drawn = forest_figure(rep.rows, rep.out_dir / "figures")
        return next((str(p.relative_to(rep.out_dir)) for p in drawn if p.suffix == ".png"), "")
    if part == MARKDOWN_PART:
        return markdown_body(rep)
    if part == LEDGER_PART:
        return ledger_page(rep)
    if part.startswith(PAGE_PART):
        return paper_page(rep, part.removeprefix(PAGE_PART))
    raise ValueError(f"no report part {part!r} (valid: {', '.join(report_parts(rep))})")


def write_report(rep: Reproduction) -> None:
    """summary.md, report.md, and the HTML report: index.html, the proof-status page and one page per paper, from
    the parts the run's tasks typeset (``rep.report_typeset``, by :func:`report_part`); a part it lacks (its task
    failed, or none ran) is typeset here, where its error, if any, is met."""
    parts = dict(rep.report_typeset)
    for part in report_parts(rep):
        if part not in parts:
            parts[part] = report_part(rep, part)
    rep.overview = parts[OVERVIEW_PART]
    (rep.out_dir / "summary.md").write_text(summary_markdown(rep))
    (rep.out_dir / "report.md").write_text(markdown_head(rep) + parts[MARKDOWN_PART])
    (rep.out_dir / "index.html").write_text(index_page(rep))
    if rep.proof_status:
        (rep.out_dir / LEDGER_PAGE).write_text(parts[LEDGER_PART])
    for paper in rep.papers:
        (rep.out_dir / page_name(paper)).write_text(parts[PAGE_PART + paper])
