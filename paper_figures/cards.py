"""One card per encoded statement, for the report: the statement as printed and as corrected, its settings with
units, its proof status and derivation chain, its errata, its checks with their figures, the prior work it is
compared with, and the notebook that explores it.

Mathematics is typeset as presentation MathML for the HTML page (:mod:`paper_figures.typeset`: rendered natively by
the browser, no network) and as ``$...$`` LaTeX for Markdown. Cards link to each other along the derivation chain by
their anchors (:func:`anchor`), across pages through the page that shows each statement.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import sympy as sp

from bounds import plugins, registry
from bounds.errata import AssessedErratum
from bounds.tables import ComparisonTable
from bounds.theorem import Theorem
from bounds.units import UnitError, dimension
from paper_figures.typeset import dimension_html, math_html, prose_html, quote_html


def anchor(kind: str, key: str) -> str:
    """The HTML id of a statement (``kind="stmt"``), check (``"check"``) or erratum (``"erratum"``)."""
    return f"{kind}-" + re.sub(r"[^A-Za-z0-9.=+-]", "_", key)


def math_md(expr: sp.Basic) -> str:
    """Inline LaTeX of an expression, for Markdown."""
    return f"${sp.latex(sp.sympify(expr))}$"


def _unit(expr: sp.Basic) -> str:
    try:
        return str(dimension(expr))
    except UnitError as exc:
        return f"inconsistent: {exc}"


def _unit_html(expr: sp.Basic) -> str:
    """The dimension of ``expr`` typeset (:func:`paper_figures.typeset.dimension_html`), or why it has none."""
    try:
        return dimension_html(dimension(expr))
    except UnitError as exc:
        return "inconsistent: " + prose_html(str(exc))


@dataclass
class Card:
    """What the report shows of one statement."""

    theorem: Theorem
    status: str
    reason: str
    errata: list[AssessedErratum] = field(default_factory=list)
    #: (check id, verdict, figure path, its verdict against the printed rate where errata correct the rate, else "")
    checks: list[tuple[str, str, str, str]] = field(default_factory=list)
    compared_with: list[str] = field(default_factory=list)
    notebooks: tuple[str, ...] = ()
    used_by: list[str] = field(default_factory=list)
    #: whether every certificate behind the status re-verified (None: not certified in this run)
    certified: bool | None = None

    @property
    def key(self) -> str:
        return self.theorem.key

    @property
    def certification(self) -> str:
        """What the run's re-check of the status's certificates found (:func:`bounds.ledger.certify`)."""
        if self.status == "prior work":
            return "a premise: nothing to certify"
        if self.certified is None:
            return "not certified in this run; ratekit bounds certify re-checks it"
        return "certified" if self.certified else "certificates do NOT verify"

    @property
    def inputs(self) -> list[str]:
        """The statements the derivation rests on (its chain)."""
        return list(self.theorem.chain())

    def chain(self) -> list[tuple[str, str]]:
        """Each link of the chain with its status (``premise`` for published prior work)."""
        return [(key, "premise" if premise else link) for key, link, premise in self.theorem.chain_statuses()]

    def corrected_rate(self) -> sp.Expr | None:
        if not any(c.target == "rate" for c in self.theorem.corrections):
            return None
        return self.theorem.corrected(["rate"]).rate.expr(logs=True, constants=True)


def _compared(tables: Sequence[ComparisonTable]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for table in tables:
        keys = [text for _, row in table.rows for text in row.values() if "@" in text]
        prior = [k for k in keys if registry.by_key(k).kind == "prior work"]
        for key in keys:
            if key not in prior:
                out.setdefault(key, []).extend(p for p in prior if p not in out.get(key, []))
    return out


def build_cards(
    papers: Sequence[str],
    proof_status: Mapping[str, Sequence[tuple[str, str]]],
    errata: Sequence[AssessedErratum],
    check_rows: Sequence[Mapping[str, object]],
    tables: Sequence[ComparisonTable],
    certified: Mapping[str, bool] | None = None,
) -> list[Card]:
    """The cards of every statement of ``papers`` in registration order (prior work included, as the comparisons
    cite it), each marked certified where ``certified`` says so."""
    status_of = {key: (status, reason) for status, rows in proof_status.items() for key, reason in rows}
    compared = _compared(tables)
    checks_of: dict[str, list[tuple[str, str, str, str]]] = {}
    for r in check_rows:
        printed = r.get("printed_rate") or {}
        row = (str(r["id"]), str(r.get("verdict", "")), str(r.get("figure", "")), str(printed.get("summary", "")))
        checks_of.setdefault(str(r["statement"]), []).append(row)
    found = plugins.papers()
    cards = []
    for paper in papers:
        for t in registry.theorems(paper=paper):
            status, reason = status_of.get(t.key, ("prior work", "quoted from another paper"))
            cards.append(
                Card(
                    t,
                    status,
                    reason,
                    [e for e in errata if t.key in e.erratum.affects],
                    checks_of.get(t.key, []),
                    compared.get(t.key, []),
                    found[paper].notebooks if paper in found else (),
                    certified=(certified or {}).get(t.key),
                )
            )
    shown = {c.key for c in cards}
    for card in cards:
        for key in card.inputs:
            if key in shown:
                next(c for c in cards if c.key == key).used_by.append(card.key)
    return cards


def _settings(t: Theorem, printer) -> list[str]:
    return [f"{printer(sym)} = {printer(value)} [{_unit(sym)}]" for sym, value in t.parameters.items()]


#: the colour of each proof status where a card shows a chain: green as derived, amber partly, red not
STATUS_COLOURS = {
    "derived": "#1a7f37",
    "derived up to constants": "#1a7f37",
    "derived up to logs": "#9a6700",
    "derived in part": "#9a6700",
    "premise": "#555",
    "derived from unverified steps": "#cf222e",
    "not derived": "#cf222e",
    "does not follow": "#cf222e",
}


def _link(key: str, shown: Mapping[str, str]) -> str:
    """A link to the card of ``key`` on the page ``shown[key]`` ('' for this page) when the report shows it, else
    its key as text."""
    text = html.escape(key)
    return f"<a href='{shown[key]}#{anchor('stmt', key)}'>{text}</a>" if key in shown else text


def card_html(card: Card, figure_html: Callable[[str, str], str], shown: Mapping[str, str]) -> str:
    """One card as an HTML ``<section>``; ``figure_html(path, alt)`` shows a check's figure; ``shown`` maps the keys
    of the statements the report shows to their page ('' for this one); the others are named, not linked."""
    t = card.theorem
    esc = html.escape
    verdicts = {v for _, v, _, _ in card.checks}
    head = (
        f"<section class='card' id='{anchor('stmt', t.key)}' data-paper='{esc(t.paper)}' "
        f"data-status='{esc(card.status)}' data-verdict='{esc(' '.join(sorted(verdicts)) or 'none')}'>"
        f"<h3>{esc(t.key)} <small>({esc(t.kind)}; {esc(card.status)})</small></h3>"
        f"<p class='source'>{prose_html(t.source)}</p><p>{prose_html(t.statement)}</p>"
    )
    quantity = f"{prose_html(t.rate.quantity)}, [{dimension_html(t.rate.dimension)}]"
    rows = [f"<li>rate ({quantity}): {math_html(t.rate.expr())}</li>"]
    corrected = card.corrected_rate()
    if corrected is not None:
        rows.append(f"<li>rate as corrected: {math_html(corrected)}</li>")
    for sym, value in t.parameters.items():
        rows.append(f"<li>setting {math_html(sym)} = {math_html(value)} [{_unit_html(sym)}]</li>")
    for c in t.corrections:
        if isinstance(c.target, sp.Symbol):
            rows.append(f"<li>setting as corrected: {math_html(c.target)} = {math_html(c.corrected)}</li>")
    rows.append(
        f"<li>proof status: <b>{esc(card.status)}</b> ({esc(card.certification)}): {prose_html(card.reason)}</li>"
    )
    if card.inputs:
        links = ", ".join(
            f"{_link(k, shown)} <span class='status' style='color:{STATUS_COLOURS.get(s, '#555')}'>({esc(s)})</span>"
            for k, s in card.chain()
        )
        rows.append(f"<li>derived from: {links}</li>")
    if card.used_by:
        rows.append(f"<li>used by: {', '.join(_link(k, shown) for k in card.used_by)}</li>")
    if t.derivation is not None:
        steps = "".join(
            f"<li>{prose_html(label)}: {math_html(term)}</li>" for label, term in t.derivation.terms.items()
        )
        rows.append(f"<li>derivation terms:<ul>{steps}</ul></li>")
    for e in card.errata:
        rows.append(
            f"<li>erratum <a href='#{anchor('erratum', e.erratum.id)}'>{esc(e.erratum.id)}</a> "
            f"({esc(e.severity)}): {prose_html(e.erratum.title)}<br>{quote_html(e.erratum.quote)} "
            f"<small>{prose_html(str(e.erratum.locator))}</small></li>"
        )
    for k in card.compared_with:
        rows.append(f"<li>compared with {_link(k, shown)}</li>")
    for nb in card.notebooks:
        rows.append(f"<li>explore: <code>{esc(nb)}</code></li>")
    checks = "".join(
        f"<div class='check' id='{anchor('check', cid)}'><p>check <code>{esc(cid)}</code>: {esc(verdict)}</p>"
        + (f"<p class='printed-rate'>{prose_html(printed)}</p>" if printed else "")
        + (figure_html(fig, f"{cid}: measured against predicted slope") if fig else "")
        + "</div>"
        for cid, verdict, fig, printed in card.checks
    )
    return head + "<ul>" + "".join(rows) + "</ul>" + checks + "</section>"


def card_markdown(card: Card) -> list[str]:
    """One card as Markdown lines, mathematics in ``$...$``."""
    t = card.theorem
    lines = [f"### {t.key} ({t.kind}; {card.status})", "", f"{t.source}. {t.statement}", ""]
    lines.append(f"- rate ({t.rate.quantity}, [{t.rate.dimension}]): {math_md(t.rate.expr())}")
    corrected = card.corrected_rate()
    if corrected is not None:
        lines.append(f"- rate as corrected: {math_md(corrected)}")
    lines += [f"- setting {s}" for s in _settings(t, math_md)]
    lines.append(f"- proof status: **{card.status}** ({card.certification}): {card.reason}")
    if card.inputs:
        lines.append("- derived from: " + ", ".join(f"{k} ({s})" for k, s in card.chain()))
    if card.used_by:
        lines.append("- used by: " + ", ".join(card.used_by))
    lines += [f"- erratum {e.erratum.id} ({e.severity}): {e.erratum.title}" for e in card.errata]
    lines += [
        f"- check `{cid}`: {verdict}" + (f" ([figure]({fig}))" if fig else "") + (f"; {printed}" if printed else "")
        for cid, verdict, fig, printed in card.checks
    ]
    lines += [f"- compared with {k}" for k in card.compared_with]
    lines.append("")
    return lines
