"""A referee report per paper, rendered from the errata model as text, Markdown, JSON or LaTeX.

Distinct errors by severity, each with its quote, locator, why, evidence, correction and affected statements;
then the ledger of proof statuses, the statements that could not be checked listed as such, and any computed
discrepancy that no erratum accounts for yet.
"""

from __future__ import annotations

import json
import re
import unicodedata
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


# ---- LaTeX ---------------------------------------------------------------------------------------------------------
_TEX_ESCAPES = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
                "<": r"\textless{}", ">": r"\textgreater{}", "|": r"\textbar{}"}  # fmt: skip
#: typographic punctuation as the ASCII that TeX turns into it
_PUNCTUATION = {"\u2018": "`", "\u2019": "'", "\u201c": "``", "\u201d": "''", "\u2013": "--", "\u2014": "---",
                "\u2026": r"\ldots{}", "\u00a0": "~", "\u2212": "-"}  # fmt: skip
#: mathematical symbols (and the Greek variant forms) as the math-mode command that sets them (amssymb loaded)
_MATH_SYMBOLS = {"\u2264": "leq", "\u2265": "geq", "\u2260": "neq", "\u2248": "approx", "\u223c": "sim",
                 "\u2272": "lesssim", "\u2273": "gtrsim", "\u2192": "to", "\u2190": "leftarrow", "\u21d2": "Rightarrow",
                 "\u221e": "infty", "\u2208": "in", "\u2209": "notin", "\u2282": "subset", "\u2286": "subseteq",
                 "\u00b1": "pm", "\u00d7": "times", "\u00b7": "cdot", "\u22c5": "cdot", "\u00f7": "div",
                 "\u00ac": "neg", "\u00b0": "circ", "\u2218": "circ", "\u2032": "prime", "\u221a": "surd",
                 "\u2211": "sum", "\u220f": "prod", "\u2207": "nabla", "\u2202": "partial", "\u2200": "forall",
                 "\u2203": "exists", "\u2205": "emptyset", "\u2229": "cap", "\u222a": "cup", "\u2016": "|",
                 "\u27e8": "langle", "\u27e9": "rangle", "\u00b5": "mu", "\u03f5": "epsilon", "\u03d1": "vartheta",
                 "\u03d5": "phi", "\u03f1": "varrho", "\u03d6": "varpi", "\u03f0": "varkappa"}  # fmt: skip
#: Greek letters whose command is not their name: the curly forms TeX names var-, lambda (Unicode spells it lamda),
#: and the capitals that TeX sets as the Latin letter they look like
_GREEK = {"epsilon": "varepsilon", "phi": "varphi", "final sigma": "varsigma", "omicron": "o", "lamda": "lambda",
          "Lamda": "Lambda", "Alpha": "A", "Beta": "B", "Epsilon": "E", "Zeta": "Z", "Eta": "H", "Iota": "I",
          "Kappa": "K", "Mu": "M", "Nu": "N", "Omicron": "O", "Rho": "P", "Tau": "T", "Chi": "X"}  # fmt: skip
_GREEK_NAME = re.compile(r"GREEK (SMALL|CAPITAL) LETTER ([A-Z ]+)")


def _greek(ch: str) -> str | None:
    """A Greek letter as TeX (``\\ensuremath{\\kappa}``, or the Latin letter TeX sets for a capital alpha)."""
    named = _GREEK_NAME.fullmatch(unicodedata.name(ch, ""))
    if named is None:
        return None
    letter = named[2].lower() if named[1] == "SMALL" else named[2].capitalize()
    command = _GREEK.get(letter, letter)
    return command if len(command) == 1 else f"\\ensuremath{{\\{command}}}"


def _tex_character(ch: str) -> str:
    """One character as LaTeX text that pdflatex sets with its default fonts: TeX's specials escaped; mathematical
    alphanumerics (a PDF's italic kappa) folded to the letter; super- and subscript digits raised or lowered; Greek
    and mathematical symbols in math mode; the Latin-1 letters as they are (LaTeX reads UTF-8 and accents them);
    anything else by its code point."""
    if ch.isascii():
        return _TEX_ESCAPES.get(ch, ch)
    tag, _, _ = unicodedata.decomposition(ch).partition(" ")
    base = unicodedata.normalize("NFKC", ch)
    if tag == "<font>":
        return tex_escape(base)
    if tag in ("<super>", "<sub>"):
        return f"\\text{'superscript' if tag == '<super>' else 'subscript'}{{{tex_escape(base)}}}"
    if ch in _PUNCTUATION:
        return _PUNCTUATION[ch]
    if ch in _MATH_SYMBOLS:
        return f"\\ensuremath{{\\{_MATH_SYMBOLS[ch]}}}"
    greek = _greek(ch)
    if greek is not None:
        return greek
    if "\u00c0" <= ch <= "\u00ff" and ch not in "\u00d0\u00f0\u00de\u00fe":  # the eth and thorn need the T1 fonts
        return ch
    return f"[U+{ord(ch):04X}]"


def tex_escape(value: str) -> str:
    """``value`` as LaTeX text: special characters escaped, non-ASCII characters set as :func:`_tex_character`
    says (Lamport, *LaTeX: A Document Preparation System*, 2nd ed. 1994, Sec. 2.2.1 and 3.2)."""
    return "".join(_tex_character(ch) for ch in value)


#: control words that LaTeX with amsmath and amssymb defines in math mode: a quote that uses only these is typeset
_MATH_COMMAND_NAMES = """
alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa varkappa lambda mu nu xi pi varpi
rho varrho sigma varsigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi
Psi Omega ell hbar imath jmath nabla partial infty emptyset varnothing forall exists neg prime top bot perp
angle aleph Re Im wp mathbb mathbf mathcal mathfrak mathrm mathsf mathit mathtt boldsymbol text textrm textbf
textit operatorname hat widehat tilde widetilde bar overline underline vec dot ddot check breve acute grave
overbrace underbrace overset underset stackrel frac dfrac tfrac sqrt binom left right middle big Big bigg Bigg
bigl bigr Bigl Bigr biggl biggr langle rangle lceil rceil lfloor rfloor lvert rvert lVert rVert vert Vert
backslash cdot cdots ldots dots dotsc dotsb vdots ddots colon mid nmid parallel quad qquad sim simeq approx
cong propto equiv neq ne le ge leq geq leqslant geqslant ll gg lesssim gtrsim prec succ preceq succeq subset
supset subseteq supseteq in notin ni cup cap setminus times div otimes oplus circ bullet star ast pm mp wedge
vee to gets mapsto leftarrow rightarrow Leftarrow Rightarrow leftrightarrow Leftrightarrow longrightarrow
longmapsto implies iff uparrow downarrow sum prod int oint bigcup bigcap bigoplus bigotimes limits nolimits
log ln exp min max arg sup inf lim liminf limsup det dim deg ker Pr sin cos tan gcd triangleq begin end"""
_MATH_COMMANDS = frozenset(_MATH_COMMAND_NAMES.split())
#: environments the report may typeset, with alignment (``&``) and rows (``\\``) inside them
_MATH_ENVIRONMENTS = frozenset({"cases", "matrix", "pmatrix", "bmatrix", "vmatrix", "aligned", "split"})
#: a TeX comment inside a quote: where the arXiv source broke a line (``d% \log``)
_SOURCE_COMMENT = re.compile(r"(?<!\\)%\s*")


def source_formula(tex: str) -> str:
    """A formula quoted from a paper's LaTeX source without the ``%`` line breaks of the source, trimmed."""
    return _SOURCE_COMMENT.sub("", tex).strip()


#: text-mode groups inside mathematics, whose words are no sign of prose
_TEXT_GROUP = re.compile(r"\\(?:text|textrm|textbf|textit|mathrm|operatorname)\{[^{}]*\}")
#: two words in a row, the first of three letters or more: prose (a product such as ``kb \times kb`` is none)
_TWO_WORDS = re.compile(r"[A-Za-z]{3,}\s+[A-Za-z]{2,}")


def _braces_close(tex: str) -> bool:
    depth = 0
    for ch in re.sub(r"\\[\\{}]", "", tex):
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


def _math_tex(tex: str) -> str | None:
    """LaTeX mathematics from a paper's source as it sets in math mode under the report's preamble, or None where
    it would not: prose, a command or an environment the preamble lacks, a fragment cut out of a display (unclosed
    braces, a ``\\left`` without its ``\\right``, a ``\\frac`` cut from its arguments), a character math mode
    refuses."""
    cleaned = source_formula(tex)
    words = re.sub(r"\\[A-Za-z]+", " ", _TEXT_GROUP.sub(" ", cleaned))
    environments = re.findall(r"\\(begin|end)\{([^{}]*)\}", cleaned)
    aligned = bool(environments) and all(name in _MATH_ENVIRONMENTS for _, name in environments)
    if (
        not cleaned.isascii()
        or re.search(r"[#$]|[\\_^]$|\\(frac|dfrac|tfrac|sqrt|binom)$", cleaned)
        or _TWO_WORDS.search(words)
        or not set(re.findall(r"\\([A-Za-z]+)", cleaned)) <= _MATH_COMMANDS
        or not _braces_close(cleaned)
        or len(re.findall(r"\\left(?![A-Za-z])", cleaned)) != len(re.findall(r"\\right(?![A-Za-z])", cleaned))
        or [kind for kind, _ in environments].count("begin") * 2 != len(environments)
        or (re.search(r"&|\\\\", cleaned) and not aligned)
    ):
        return None
    return f"${cleaned}$"


def _breakable(text: str, after: str, character: Callable[[str], str] = _tex_character) -> str:
    """``text`` as LaTeX text (each character as ``character`` sets it) that may break after each character in
    ``after``: a formula written out in a line of prose (``sqrt(T)*sqrt(d)/(Sigma*epsilon)``) has no spaces."""
    return "".join(character(ch) + ("\\allowbreak{}" if ch in after else "") for ch in text)


def _prose(text: str) -> str:
    """Report text as LaTeX, breakable after the operators of the formulas written out in it."""
    return _breakable(text, "*/+=")


def _typewriter_character(ch: str) -> str:
    """One character in typewriter type: TeX's specials by their code, since the typewriter font has every ASCII
    character in its place (Knuth, *The TeXbook*, 1984, Appendix F, the font cmtt10)."""
    return f"\\char{ord(ch)}{{}}" if ch in _TEX_ESCAPES else _tex_character(ch)


def _verbatim(text: str) -> str:
    """``text`` set as it is, in typewriter type, breakable after each closing brace, operator and separator."""
    return "\\texttt{" + _breakable(text, "}*/+-=,;)", _typewriter_character) + "}"


def quote_tex(quote: str) -> str:
    """A quote from a paper as LaTeX: prose between quotation marks; its mathematics (the paper's own LaTeX,
    whole or between ``$``) typeset where it sets under the report's preamble; otherwise its source verbatim."""
    if "\\" not in quote and "$" not in quote and not re.search(r"[_^]\{", quote):
        return f"``{_prose(quote)}''"
    pieces = re.split(r"(?<!\\)\$(.+?)(?<!\\)\$", quote) if "$" in quote else ["", quote]
    typeset = [_math_tex(p) if i % 2 else (None if "\\" in p else _prose(p)) for i, p in enumerate(pieces)]
    if any(t is None for t in typeset):
        return _verbatim(quote)
    return "".join(typeset) if "$" not in quote else f"``{''.join(typeset)}''"


#: the report's document class and packages, all in a basic TeX Live (Debian's texlive-latex-base and -recommended);
#: the list bullet from the math fonts, since the text bullet's font (TS1) exists there only as a bitmap to generate
TEX_PREAMBLE = r"""\documentclass{article}
\usepackage[utf8]{inputenc}
\usepackage{amsmath,amssymb,longtable}
\usepackage[margin=2.5cm]{geometry}
\renewcommand{\labelitemi}{$\bullet$}
\sloppy
\begin{document}"""


def _tex_list(environment: str, items: list[str]) -> list[str]:
    """A list environment of ``items`` (``\\item{}`` keeps an item that opens with a bracket from being read as a
    label)."""
    return [f"\\begin{{{environment}}}"] + [f"\\item{{}} {item}" for item in items] + [f"\\end{{{environment}}}"]


def _erratum_tex(e: AssessedErratum) -> list[str]:
    r = e.erratum
    fields = [
        ("Where", "; also ".join(tex_escape(str(loc)) for loc in (r.locator, *r.also_in))),
        ("Printed", quote_tex(r.quote)),
        ("Why", _prose(r.why)),
        ("Correction", _prose(r.correction)),
        ("Affects", tex_escape(", ".join(r.affects) or "(no encoded statement)")),
        ("Severity", f"{tex_escape(e.severity)} ({_prose(e.assessment.reason)})"),
    ]
    if r.neighbouring:
        fields.append(("Neighbouring relation", _prose(r.neighbouring)))
    out = [f"\\item \\textbf{{{tex_escape(r.id)} [{tex_escape(e.severity)}]: {_prose(r.title)}}}"]
    out += ["\\begin{description}"] + [f"\\item[{name}] {value}" for name, value in fields]
    evidence = [_prose(line) for line in _evidence_lines(e)]
    if evidence:
        out += ["\\item[Evidence]", *_tex_list("itemize", evidence)]
    return [*out, "\\end{description}"]


def _ledger_tex(rows: dict[str, list[tuple[str, str]]]) -> list[str]:
    """The proof-status ledger as a ``longtable`` (it runs over pages), then the reasons, as :func:`ledger_markdown`."""
    widths = ["p{3cm}", "r", "p{2.4cm}", "p{1.4cm}", "p{6.2cm}"]
    header = " & ".join(f"\\textbf{{{column}}}" for column in LEDGER_COLUMNS) + " \\\\ \\hline"
    out = ["\\section*{Proof status of every encoded statement}", f"\\begin{{longtable}}{{{''.join(widths)}}}"]
    out += [header, "\\endhead"] + [" & ".join(map(tex_escape, row)) + " \\\\" for row in ledger_table(rows)]
    out.append("\\end{longtable}")
    for status, explained in ledger_reasons(rows):
        out += [f"\\subsection*{{{tex_escape(status)}}}"]
        out += _tex_list("itemize", [f"\\texttt{{{tex_escape(k)}}}: {_prose(reason)}" for k, reason in explained])
    return out


def latex(errata: list[AssessedErratum], paper: str | None) -> str:
    """The report as a standalone LaTeX document (``pdflatex`` with the ``amsmath``, ``amssymb``, ``longtable`` and
    ``geometry`` packages of a basic TeX Live sets it)."""
    pending = unreviewed(paper)
    out = [
        TEX_PREAMBLE,
        f"\\section*{{Referee report: {tex_escape(paper or 'all papers')}}}",
        tex_escape(_counts_line(errata) + _unreviewed_suffix(pending)) + ".",
    ]
    if errata:
        out += ["\\begin{enumerate}"] + [line for e in _by_severity(errata) for line in _erratum_tex(e)]
        out.append("\\end{enumerate}")
    out += ["\\section*{What was read}", *_tex_list("itemize", [_prose(line) for line in coverage_lines(paper)])]
    out += _ledger_tex(ledger(paper))
    if pending:
        out += ["\\section*{Computed discrepancies not yet reviewed}"]
        out += _tex_list("itemize", [_prose(_discrepancy_line(d)) for d in pending])
    out.append("\\end{document}")
    return "\n".join(out) + "\n"


FORMATS: dict[str, Callable[[list[AssessedErratum], str | None], str]] = {
    "text": text,
    "md": markdown,
    "json": as_json,
    "tex": latex,
}
