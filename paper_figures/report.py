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

from bounds import registry
from bounds.errata import STATUSES, AssessedErratum
from bounds.referee_report import LEDGER_COLUMNS, ledger_markdown, ledger_reasons, ledger_table
from paper_figures.cards import anchor, build_cards, card_html, card_markdown
from paper_figures.overview import counts_table, forest_figure, paper_counts
from paper_figures.reproduce import CheckOutcome, Reproduction, versions

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
    lines = [
        "# ratekit reproduction report",
        "",
        _provenance(rep),
        "",
        _summary(rep),
        "",
        *_overview_markdown(rep),
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


def _img(path: Path, alt: str, cls: str = "") -> str:
    data = base64.b64encode(path.read_bytes()).decode()
    css = f' class="{cls}"' if cls else ""
    return f'<img{css} alt="{html.escape(alt)}" src="data:image/png;base64,{data}">'


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
img.overview { max-width: 100%; }
nav#toc { columns: 3; font-size: 13px; background: #f6f8fa; padding: 0.5em 1em; }
nav#toc a { display: block; }
#filters { position: sticky; top: 0; background: #fff; padding: 0.4em 0; border-bottom: 1px solid #ddd; }
section.card { border: 1px solid #d0d7de; border-radius: 6px; padding: 0.4em 1em; margin: 0.8em 0; }
section.card h3 small { font-weight: normal; color: #57606a; }
section.card p.source { color: #57606a; font-size: 13px; margin: 0; }
[hidden] { display: none !important; }
math { font-size: 1.15em; }
"""

_SCRIPT = """
window.addEventListener('error', function () {
  var n = Number(document.body.dataset.jsErrors || 0); document.body.dataset.jsErrors = String(n + 1);
});
function applyFilters() {
  var want = {};
  ['paper', 'status', 'verdict'].forEach(function (k) { want[k] = document.getElementById('filter-' + k).value; });
  document.querySelectorAll('[data-paper]').forEach(function (el) {
    var show = (!want.paper || el.dataset.paper === want.paper)
      && (!want.status || !el.dataset.status || el.dataset.status === want.status)
      && (!want.verdict || !el.dataset.verdict || el.dataset.verdict.split(' ').indexOf(want.verdict) >= 0);
    el.hidden = !show;
  });
}
function visibleCards() {
  var cards = document.querySelectorAll('section.card');
  return Array.prototype.filter.call(cards, function (c) { return !c.hidden; }).length;
}
window.addEventListener('load', function () {
  ['paper', 'status', 'verdict'].forEach(function (k) {
    document.getElementById('filter-' + k).addEventListener('change', applyFilters);
  });
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
  var paper = document.getElementById('filter-paper'), all = visibleCards();
  if (paper.options.length > 2) {
    paper.value = paper.options[1].value; applyFilters();
    body.filterShown = visibleCards() + ' of ' + all;
    paper.value = ''; applyFilters();
  }
});
"""


def _ledger_html(rows: dict[str, list[tuple[str, str]]], certified: dict[str, bool]) -> list[str]:
    """The proof-status ledger: statements per status with how many are certified, and the reason of each one not
    derived."""
    table = [LEDGER_COLUMNS, *ledger_table(rows, certified)]
    out = ["<h2>Proof status of every encoded statement</h2>", *_html_table(table)]
    for status, explained in ledger_reasons(rows):
        out.append(f"<h3>{html.escape(status)}</h3><ul>")
        out += [f"<li><code>{html.escape(k)}</code>: {html.escape(r)}</li>" for k, r in explained]
        out.append("</ul>")
    return out


def _coverage_html(papers: list[str]) -> list[str]:
    """What the referee readings of each paper covered, and how (:mod:`bounds.coverage`)."""
    out = ["<h3>What the referee readings covered</h3>"]
    for paper in papers:
        parts = registry.coverage(paper)
        out.append(f"<h4>{html.escape(paper)}</h4>")
        if not parts:
            out.append("<p>No referee reading is recorded: the errata cover only what its statements compute.</p>")
            continue
        rows = [["part", "how", "what was checked"], *([c.part, c.depth, c.checked] for c in parts)]
        out += _html_table(rows)
    return out


def _select(name: str, label: str, options: list[str]) -> str:
    items = "".join(f"<option value='{html.escape(o)}'>{html.escape(o)}</option>" for o in options)
    return f"<label>{label} <select id='filter-{name}'><option value=''>all</option>{items}</select></label> "


def _toc(rep: Reproduction, papers: list[str]) -> str:
    links = [("overview", "Overview"), ("checks", "Rate checks"), ("errata", "Errata")]
    if rep.unreviewed:
        links.append(("unreviewed", "Unreviewed discrepancies"))
    links += [("statements", "Statements")] + [(f"paper-{p}", f"&nbsp;&nbsp;{p}") for p in papers]
    links += [("proof-status", "Proof status"), ("privacy-claims", "Privacy claims"), ("tables", "Tables")]
    links += [("paper-figures", "Paper figures")] + ([("problems", "Problems")] if rep.problems else [])
    return "<nav id='toc'>" + "".join(f"<a href='#{a}'>{t}</a>" for a, t in links) + "</nav>"


def html_page(rep: Reproduction) -> str:
    """The self-contained page: overview first, then checks, errata, one card per statement and the rest; inline
    style and script only (filters by paper, status and verdict), figures embedded, mathematics in MathML."""
    out = rep.out_dir
    rows = rep.rows
    papers = list(rep.papers)
    cards = build_cards(papers, rep.proof_status, rep.errata, rows, rep.table_objects, rep.certified)
    statuses = sorted({c.status for c in cards})
    verdicts = sorted({str(r["verdict"]) for r in rows})
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>ratekit reproduction report</title>",
        f"<style>{_STYLE}</style><script>{_SCRIPT}</script></head><body>",
        "<h1>ratekit reproduction report</h1>",
        f"<p>{html.escape(_provenance(rep))}</p><p><b>{html.escape(_summary(rep))}</b></p>",
        _toc(rep, papers),
        "<h2 id='overview'>Overview</h2>",
        *_html_table(counts_table(paper_counts(rows, rep.proof_status, _severities(rep), papers))),
    ]
    if rep.overview:
        parts.append(_img(out / rep.overview, OVERVIEW_ALT, "overview"))
    parts += [
        "<div id='filters'>"
        + _select("paper", "paper", papers)
        + _select("status", "proof status", statuses)
        + _select("verdict", "check verdict", verdicts)
        + "</div>",
        "<p class='legend'><span class='finding'>finding: the measurement disagrees with the paper (expected to "
        "fail, with the reason)</span> <span class='control'>negative control: a wrong variant that must fail"
        "</span> <span class='bad'>unexpected result or error</span></p>",
        "<h2 id='checks'>Rate checks</h2><table><tr><th>paper</th><th>check id</th><th>quantity</th><th>swept</th>"
        "<th>reference</th><th>measured [95% CI]</th><th>seeds</th><th>verdict</th><th>statement</th></tr>",
    ]
    for o, row in zip(rep.outcomes, rows, strict=True):
        cls = "bad" if not o.ok else {"check": "", "negative control": "control", "finding": "finding"}[o.check.role]
        key = o.statement
        link = f"<a href='#{anchor('check', o.check.id)}'>{html.escape(o.check.id)}</a>"
        cells = [o.check.quantity, o.check.swept, _predicted(o)]
        seeds = str(o.result.seeds_used) if o.result else "-"
        parts.append(
            f"<tr class='{cls}' data-paper='{html.escape(o.paper)}' data-verdict='{html.escape(str(row['verdict']))}'>"
            f"<td>{html.escape(o.paper)}</td><td>{link}</td>"
            + "".join(f"<td>{html.escape(c)}</td>" for c in cells)
            + f"<td class='num'>{html.escape(_slope(o))}</td><td class='num'>{seeds}</td>"
            + f"<td>{html.escape(_verdict(o))}</td>"
            + f"<td><a href='#{anchor('stmt', key)}'>{html.escape(key)}</a></td></tr>"
        )
    parts.append("</table><h2 id='errata'>Errata</h2>")
    for e in rep.errata:
        evidence = "\n".join(f"{d.statement} ({d.kind}): {d.evidence}" for d in e.accounts_for)
        affected = ", ".join(f"<a href='#{anchor('stmt', k)}'>{html.escape(k)}</a>" for k in e.erratum.affects)
        parts.append(
            f"<div id='{anchor('erratum', e.erratum.id)}' data-paper='{html.escape(e.erratum.paper)}'>"
            f"<h3>{html.escape(e.erratum.id)} [{html.escape(e.severity)}]: {html.escape(e.erratum.title)}</h3><p>"
            + "<br>".join(f"{html.escape(name)}: {html.escape(value)}" for name, value in _erratum_fields(e))
            + f"<br>statements: {affected}</p>"
            + (f"<pre>{html.escape(evidence)}</pre>" if evidence else f"<p>{html.escape(e.evidence_note)}</p>")
        )
        items = [
            f"<li>simulation: <a href='#{anchor('check', o.check.id)}'>{html.escape(o.check.name)}</a>: slope "
            f"{html.escape(_slope(o))}, {html.escape(_verdict(o))}</li>"
            for o in _related(rep, e)
        ]
        items += [
            f"<li>figure {html.escape(name)}: "
            + ", ".join(f"<a href='#{_figure_anchor(p)}'>{html.escape(Path(p).name)}</a>" for p in pngs)
            + "</li>"
            for name, pngs in _related_figures(rep, e)
        ]
        parts.append(("<ul>" + "".join(items) + "</ul>" if items else "") + "</div>")
    parts += _coverage_html(papers)
    if rep.unreviewed:
        parts.append(f"<h2 id='unreviewed'>{UNREVIEWED}</h2>")
        parts += _html_table(
            [["statement", "kind", "evidence"], *([d.statement, d.kind, d.evidence] for d in rep.unreviewed)]
        )
    parts.append("<h2 id='statements'>Statements</h2>")
    shown = {c.key for c in cards}

    def embed(path: str, alt: str) -> str:
        return _img(out / path, alt)

    for paper in papers:
        parts.append(f"<h3 id='paper-{html.escape(paper)}'>{html.escape(paper)}</h3>")
        parts += [card_html(c, embed, shown) for c in cards if c.theorem.paper == paper]
    parts.append("<div id='proof-status'></div>")
    if rep.proof_status:
        parts += _ledger_html(rep.proof_status, rep.certified)
    parts.append("<h2 id='privacy-claims'>Privacy claims, in closed form and with the accountant</h2>")
    if rep.privacy_claims:
        columns = list(rep.privacy_claims[0])
        parts += _html_table([columns, *([row[c] for c in columns] for row in rep.privacy_claims)])
    parts.append("<h2 id='tables'>The papers' tables, regenerated from the registry</h2>")
    for paper, name, md in rep.tables:
        parts.append(f"<h3>{html.escape(paper)}: {html.escape(name)}</h3>{_md_table_to_html(md)}")
    parts.append("<h2 id='paper-figures'>Paper figures</h2>")
    for name, paths in rep.figures.items():
        for p in paths:
            if p.endswith(".png"):
                parts.append(
                    f"<h3 id='{_figure_anchor(p)}'>{html.escape(name)}: {html.escape(Path(p).name)}</h3>"
                    f"{_img(out / p, f'{name}: {Path(p).stem}')}"
                )
    if rep.problems:
        parts.append("<h2 id='problems'>Problems</h2><ul>")
        for k, v in rep.problems.items():
            parts.append(f"<li>{html.escape(k)}: <pre>{html.escape(v)}</pre></li>")
        parts.append("</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)


def _severities(rep: Reproduction) -> list[tuple[str, str]]:
    return [(e.erratum.paper, e.severity) for e in rep.errata]


def write_report(rep: Reproduction) -> None:
    """summary.md, report.md and report.html, after drawing the overview figure."""
    drawn = forest_figure(rep.rows, rep.out_dir / "figures")
    rep.overview = next((str(p.relative_to(rep.out_dir)) for p in drawn if p.suffix == ".png"), "")
    (rep.out_dir / "summary.md").write_text(summary_markdown(rep))
    (rep.out_dir / "report.md").write_text(markdown(rep))
    (rep.out_dir / "report.html").write_text(html_page(rep))
