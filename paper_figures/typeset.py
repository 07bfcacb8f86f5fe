"""Typesetting for the HTML report: every formula as presentation MathML, which browsers render natively (MathML
Core, W3C 2023), with no network and no script.

One place decides how a formula looks:

- expressions (:func:`math_html`): sympy's presentation printer, with declared names read the way the papers write
  them (a suffix ``tilde``, ``hat``, ``bar``, ``dot`` or ``check`` becomes an accent, ``_k`` a subscript,
  ``varkappa`` the variant letter: ``Ltilde_1`` is L̃₁, ``Phihat`` is Φ̂); a long sum is broken after its terms into
  the rows of an ``<mtable>``, since Chromium does not break lines inside MathML;
- dimensions (:func:`dimension_html`): F^a X^b (loss and parameter length, :mod:`bounds.dimensions`) as a product of
  powers;
- LaTeX (:func:`latex_html`, :func:`quote_html`): the subset the papers' quotes use, converted by ``latex2mathml``;
  a quote that does not convert is shown verbatim in code style, and the source of one that does is one click
  away in a ``<details>`` element;
- prose with plain-text mathematics (:func:`prose_html`): the errata's and notes' notation (``sqrt(rho)``,
  ``F0^((kappa-2)/kappa)``, ``||g||``) is found and translated by :mod:`paper_figures.ascii_math`; the computed
  evidence and the privacy checks print expressions in sympy's syntax (``epsilon**2*sqrt(d)``), which sympy parses,
  a computed expression simplified first within a time budget (:func:`simplified`).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from functools import lru_cache
from xml.dom.minidom import Element

import sympy as sp
from latex2mathml.converter import convert as latex_to_mathml
from sympy.parsing.sympy_parser import (
    convert_xor,
    implicit_application,
    implicit_multiplication,
    parse_expr,
    standard_transformations,
)
from sympy.printing.conventions import split_super_sub
from sympy.printing.mathml import MathMLPresentationPrinter
from sympy.printing.pretty.pretty_symbology import greek_unicode

from bounds.dimensions import Dimension
from bounds.referee_report import source_formula
from paper_figures import ascii_math
from paper_figures.ascii_math import ABBREVIATIONS, VARIANTS, unwrapped

#: a name's suffix that the papers write as an accent over the letter, with the accent's character
ACCENTS = {"tilde": "\u02dc", "hat": "^", "bar": "\u00af", "ddot": "\u00a8", "dot": "\u02d9", "check": "\u02c7"}
#: a sum whose plain-text form is longer than this is broken into rows of at most this many characters
LINE_CHARACTERS = 80
#: the fraction of its length that a simplified form must save to be shown instead
SHORTER = 0.25


def _letter(name: str) -> str:
    """A Greek name as its letter (``epsilon`` -> ε), any other name unchanged."""
    return VARIANTS.get(name) or greek_unicode.get(name) or name


def _split_accent(name: str) -> tuple[str, str]:
    """(base, accent character) of a name such as ``Ltilde`` or ``Phihat``; ('', '') when it carries none."""
    for suffix, mark in ACCENTS.items():
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)], mark
    return "", ""


class ReportMathML(MathMLPresentationPrinter):
    """sympy's presentation MathML with the papers' names: accents, variant Greek letters, upright multi-letter
    subscripts."""

    def _print_Symbol(self, sym: sp.Symbol, style: str = "plain") -> Element:
        element = super()._print_Symbol(sym, style)
        name, _, _ = split_super_sub(sym.name)
        base = element if element.tagName == "mi" else element.firstChild
        replacement = self._decorated(name)
        if replacement is None:
            return element
        if base is element:
            return replacement
        element.replaceChild(replacement, base)
        return element

    def _decorated(self, name: str) -> Element | None:
        core, mark = _split_accent(name)
        if name in VARIANTS:
            mi = self.dom.createElement("mi")
            mi.appendChild(self.dom.createTextNode(VARIANTS[name]))
            return mi
        if not mark:
            return None
        over = self.dom.createElement("mover")
        over.setAttribute("accent", "true")
        mi, mo = self.dom.createElement("mi"), self.dom.createElement("mo")
        mi.appendChild(self.dom.createTextNode(_letter(core)))
        mo.appendChild(self.dom.createTextNode(mark))
        over.appendChild(mi)
        over.appendChild(mo)
        return over

    _print_Dummy = _print_Symbol


_PRINTER = ReportMathML({"order": None})


def mathml_inner(expr: sp.Basic) -> str:
    """The presentation MathML of ``expr`` without the enclosing ``<math>`` element."""
    return _PRINTER.doprint(sp.sympify(expr))


def _rows(expr: sp.Expr) -> list[list[sp.Expr]]:
    """The terms of a long sum grouped into rows of at most :data:`LINE_CHARACTERS` plain-text characters."""
    rows: list[list[sp.Expr]] = [[]]
    width = 0
    for term in sp.Add.make_args(expr):
        size = len(str(term))
        if rows[-1] and width + size > LINE_CHARACTERS:
            rows.append([])
            width = 0
        rows[-1].append(term)
        width += size
    return rows


def _row_mathml(terms: list[sp.Expr], first: bool) -> str:
    out = []
    for i, term in enumerate(terms):
        negative = term.could_extract_minus_sign()
        body = mathml_inner(-term if negative else term)
        if i or not first or negative:
            out.append(f"<mo>{'&#x2212;' if negative else '+'}</mo>")
        out.append(body)
    return "<mrow>" + "".join(out) + "</mrow>"


def math_html(expr: sp.Basic) -> str:
    """An expression as inline MathML; a sum longer than a line is set as a left-aligned column of its terms."""
    expr = sp.sympify(expr)
    if isinstance(expr, sp.Add) and len(str(expr)) > LINE_CHARACTERS:
        rows = _rows(expr)
        if len(rows) > 1:
            cells = "".join(f"<mtr><mtd>{_row_mathml(terms, i == 0)}</mtd></mtr>" for i, terms in enumerate(rows))
            return f'<math display="inline"><mtable columnalign="left">{cells}</mtable></math>'
    return f'<math display="inline">{mathml_inner(expr)}</math>'


def name_html(name: str) -> str:
    """A declared symbol's name as inline MathML (``Ltilde_1`` -> L̃₁)."""
    return math_html(sp.Symbol(name))


_F, _X = sp.Symbol("F"), sp.Symbol("X")


def dimension_html(dim: Dimension) -> str:
    """A dimension F^a X^b as typeset powers (``1`` when dimensionless)."""
    return math_html(_F**dim.loss * _X**dim.length)


# ---- simplification ------------------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def simplified(expr: sp.Expr) -> sp.Expr:
    """The shortest to read of ``expr`` and its ``powsimp``, ``cancel`` and ``factor_terms(together(.))`` forms; a
    form replaces ``expr`` only when it is at least :data:`SHORTER` shorter. Each transformation is deterministic and
    bounded, so a table reads the same on every machine, executor and load (``sympy.simplify`` is neither: under a
    time limit its result depends on the machine's speed, and a timer signal cannot reach a worker thread)."""
    forms = (sp.powsimp(expr), sp.cancel(expr), sp.factor_terms(sp.together(expr)))
    shortest = min(forms, key=lambda c: len(str(c)))
    return shortest if len(str(shortest)) <= (1 - SHORTER) * len(str(expr)) else expr


# ---- LaTeX ---------------------------------------------------------------------------------------------------------
_PROSE = re.compile(r"(?<![\\A-Za-z])[a-z]{3,}\s+[a-z]{2,}\s+[a-z]{2,}")


#: what a paper's text extraction sets beside a formula's LaTeX (its rendering in mathematical italic letters and
#: its spoken form): no formula to typeset
_EXTRACTION = re.compile(r"[\U0001D400-\U0001D7FF]|\b(?:italic|roman|bold|caligraphic|blackboard)_|POSTS")
_GROUPING = re.compile(r"\\left\b|\\right\b|\\[\\{}]|[{}]")
#: operator names latex2mathml does not know, as the operators it sets
_OPERATORS = {"\\arg": "\\operatorname{arg}"}
_OPERATOR_NAME = re.compile("|".join(re.escape(command) + r"\b" for command in _OPERATORS))


def _balanced(tex: str) -> str:
    """A fragment cut out of a display, closed: the braces and the halves of ``\\left ... \\right`` pairs it
    lacks added at its ends, nested as the fragment opens them."""
    open_: list[str] = []
    missing: list[str] = []  # openers the fragment closes without opening, innermost first
    for match in _GROUPING.finditer(tex):
        token = match.group()
        if token in ("{", "\\left"):
            open_.append(token)
        elif token in ("}", "\\right"):
            opener = "{" if token == "}" else "\\left"
            if open_ and open_[-1] == opener:
                open_.pop()
            else:
                missing.append(opener)
    closers = {"{": "}", "\\left": "\\right."}
    prefix = "".join("\\left." if m == "\\left" else m for m in reversed(missing))
    return prefix + tex + "".join(closers[o] for o in reversed(open_))


@lru_cache(maxsize=4096)
def latex_html(tex: str) -> str | None:
    """LaTeX mathematics as inline MathML, or None where it is not a formula ``latex2mathml`` can set (prose, an
    unknown command, a fragment that does not parse)."""
    cleaned = source_formula(tex)
    cleaned = _OPERATOR_NAME.sub(lambda m: _OPERATORS[m.group()], cleaned)
    if not cleaned or _PROSE.search(re.sub(r"\\[A-Za-z]+", " ", cleaned)) or _EXTRACTION.search(cleaned):
        return None
    try:
        converted = latex_to_mathml(_balanced(cleaned))
    except Exception:  # latex2mathml raises its own errors, and IndexError or ValueError on cut fragments
        return None
    if "\\" in converted:  # a command it did not know, left as text
        return None
    return converted.replace(' xmlns="http://www.w3.org/1998/Math/MathML"', "", 1)


def _dollar_segments(text: str) -> list[tuple[bool, str]]:
    """``text`` cut at ``$...$``: (is mathematics, piece)."""
    parts = re.split(r"(?<!\\)\$(.+?)(?<!\\)\$", text)
    return [(i % 2 == 1, p) for i, p in enumerate(parts) if p]


def inline_latex_html(text: str) -> str | None:
    """Text with ``$...$`` mathematics (Markdown's convention) as HTML, or None if a piece does not convert."""
    out = []
    for is_math, piece in _dollar_segments(text):
        if not is_math:
            if "\\" in piece:
                return None
            out.append(html.escape(piece))
            continue
        converted = latex_html(piece)
        if converted is None:
            return None
        out.append(converted)
    return "".join(out)


#: a run of two or more words of prose inside a quote whose mathematics has no ``$`` (the extracted text of a paper
#: sets a formula's LaTeX straight into its sentence): words of letters, maybe in brackets or before punctuation
_PROSE_RUN = re.compile(r"(?<![\\A-Za-z{_^])-?\(?[A-Za-z]{2,}[,.;:)]?(?:\s+\(?[A-Za-z]{2,}[,.;:)]?)+(?![\w{(])")


#: a piece between prose runs: the space before it, the formula, and the punctuation and space after it
_FORMULA_PIECE = re.compile(r"(\s*)(.*?)([,;:]*\s*)", re.S)


def mixed_latex_html(text: str) -> str | None:
    """Text whose formulas are LaTeX without ``$`` delimiters, between runs of prose, as HTML: each formula typeset
    and the prose as it is, or None if a formula does not convert."""
    out, end = [], 0
    for run in [*_PROSE_RUN.finditer(text), None]:
        lead, core, trail = _FORMULA_PIECE.fullmatch(text[end : run.start() if run else len(text)]).groups()
        converted = latex_html(core) if core else ""
        if converted is None:
            return None
        out.append(html.escape(lead) + converted + html.escape(trail))
        if run is not None:
            out.append(html.escape(run.group()))
            end = run.end()
    return "".join(out)


def quote_html(quote: str) -> str:
    """A quote from a paper: its mathematics typeset, with the LaTeX source one click away; prose with no LaTeX as
    it is; anything that does not convert verbatim in code style."""
    if "\\" not in quote and "$" not in quote and not re.search(r"[_^]\{", quote):
        return f"<q>{html.escape(quote)}</q>"
    converted = inline_latex_html(quote) if "$" in quote else latex_html(quote) or mixed_latex_html(quote)
    if converted is None:
        return (
            f"<details class='tex'><summary>printed text (not typeset)</summary><code>{html.escape(quote)}</code>"
            "</details>"
        )
    return (
        f"<span class='quote'>{converted}</span><details class='tex'><summary>LaTeX</summary>"
        f"<code>{html.escape(quote)}</code></details>"
    )


# ---- prose with plain-text mathematics -----------------------------------------------------------------------------
FUNCTIONS = {"sqrt": sp.sqrt, "log": sp.log, "exp": sp.exp, "Max": sp.Max, "Min": sp.Min, "max": sp.Max,
             "min": sp.Min, "erf": sp.erf}  # fmt: skip
_TRANSFORMS = (*standard_transformations, convert_xor, implicit_multiplication, implicit_application)
_IDENT = re.compile(r"(?<![\w.])[A-Za-z_]\w*")
#: punctuation that may follow an expression in prose
_TRAILING = ",;:.'"
_MATH_WORD = re.compile(r"[\w.*/+\-^()']+")
_NUMBER = re.compile(r"-?\d+(\.\d+)?(e[+-]?\d+)?")
_RELATIONS = re.compile(r"\s*(<=|>=|==|=|<|>)\s*")
_UNIT = re.compile(r"\[((?:[FX](?:\^\(-?\d+(?:/\d+)?\))?\*?)+|1)\]")
_RELATION_SIGNS = {"<=": "\u2264", ">=": "\u2265", "==": "=", "=": "=", "<": "&lt;", ">": "&gt;"}


def _known(names: Iterable[str]) -> frozenset[str]:
    return frozenset(names) | frozenset(greek_unicode) | frozenset(VARIANTS) | frozenset(ABBREVIATIONS)


@lru_cache(maxsize=1)
def declared_names() -> frozenset[str]:
    """The names of every symbol that a registered statement uses (its settings, rate and derivation)."""
    from bounds import registry

    names: set[str] = set()
    for t in registry.theorems():
        exprs = [t.rate.expr(), *t.parameters, *t.parameters.values()]
        if t.derivation is not None:
            exprs += list(t.derivation.terms.values())
        for e in exprs:
            names |= {s.name for s in sp.sympify(e).free_symbols}
    return _known(names)


def _is_math_word(word: str, known: frozenset[str]) -> bool:
    """Whether a word in sympy's syntax is over known names, functions and letters (a witness's scale ``s``)."""
    names = _IDENT.findall(word)
    return bool(_MATH_WORD.fullmatch(word)) and all(
        n in known or n in FUNCTIONS or (len(n) == 1 and n not in ascii_math.ENGLISH_LETTERS) for n in names
    )


def _mathy(text: str) -> bool:
    """Whether a span is worth setting as mathematics: an operator, a function, a subscript or a Greek name; a lone
    letter or number stays text."""
    if re.search(r"[*/^()]|\d[A-Za-z]", text):
        return True
    names = _IDENT.findall(text)
    return any("_" in n or n in greek_unicode or n in VARIANTS or n in ABBREVIATIONS or n in FUNCTIONS for n in names)


@lru_cache(maxsize=4096)
def _parse(text: str, known: frozenset[str], evaluate: bool) -> sp.Expr | None:
    if text.count("(") != text.count(")") or not _mathy(text):
        return None
    local = {**FUNCTIONS, **{n: sp.Symbol(ABBREVIATIONS.get(n, n), positive=True) for n in _IDENT.findall(text)
                             if n not in FUNCTIONS}}  # fmt: skip
    try:
        expr = parse_expr(text, local_dict=local, transformations=_TRANSFORMS, evaluate=evaluate)
    except Exception:  # sympy's parser raises SyntaxError, TokenError, TypeError and others on prose
        return None
    return expr if isinstance(expr, sp.Expr) else None


def _side(text: str, known: frozenset[str], evaluate: bool) -> sp.Expr | None:
    """One side of a relation: an expression (as written unless ``evaluate``), a declared name or a number."""
    text = text.strip()
    if _NUMBER.fullmatch(text):
        return sp.Symbol(text)  # printed as written: 1e-05 stays 1e-05
    if text in known and not _mathy(text):
        return sp.Symbol(ABBREVIATIONS.get(text, text))
    return _parse(text, known, evaluate)


def _expression_html(text: str, known: frozenset[str], simplify: bool) -> str | None:
    """A plain-text expression or chain of relations (``a <= b``) as MathML, or None if a side does not parse or
    nothing in it is worth typesetting."""
    pieces = _RELATIONS.split(text)
    sides = [_side(s, known, simplify) for s in pieces[::2]]
    if any(s is None for s in sides) or not _mathy(text):
        return None
    if simplify:
        sides = [simplified(s) for s in sides]
    if len(sides) == 1:
        return math_html(sides[0])
    parts = [mathml_inner(sides[0])]
    for sign, side in zip(pieces[1::2], sides[1:], strict=True):
        parts += [f"<mo>{_RELATION_SIGNS[sign]}</mo>", mathml_inner(side)]
    return '<math display="inline"><mrow>' + "".join(parts) + "</mrow></math>"


def _unit_html(body: str) -> str:
    """A unit written ``F*X^(-1)`` (or ``1``) as a typeset dimension in brackets."""
    exps = dict.fromkeys("FX", sp.Integer(0))
    for letter, power in re.findall(r"([FX])(?:\^\((-?\d+(?:/\d+)?)\))?", body):
        exps[letter] = sp.Rational(power) if power else sp.Integer(1)
    return f"[{dimension_html(Dimension(exps['F'], exps['X']))}]"


def _units_in(text: str) -> str:
    """Escaped text with its ``[F*X^(-1)]`` units typeset."""
    pieces = _UNIT.split(text)
    return "".join(_unit_html(p) if i % 2 else html.escape(p) for i, p in enumerate(pieces))


def _is_sign(word: str) -> bool:
    return word in _RELATION_SIGNS or word in ("+", "-")


def _run_end(words: list[str], i: int, known: frozenset[str]) -> int:
    """The index of the last word of the longest run from ``words[i]`` (words at even offsets, the spaces between
    them at odd ones) that can be one expression: words join across a space through a sign (``a + b``,
    ``n = 3``) or inside an open parenthesis (``sqrt(rho gamma)``, ``Min(a, b)``); a word ending in punctuation
    outside parentheses closes the run."""
    j = i
    depth = words[i].count("(") - words[i].count(")")
    while j + 2 < len(words) and (depth > 0 or words[j] == words[j].rstrip(_TRAILING)):
        following = words[j + 2]
        joins = _is_sign(words[j]) or _is_sign(following) or depth > 0
        if not joins or not (_is_sign(following) or _is_math_word(following.rstrip(_TRAILING), known)):
            break
        j += 2
        depth += following.count("(") - following.count(")")
    return j


#: a quoted name of several words in a computed text (a derivation term's label): prose, not sympy
_QUOTED_LABEL = re.compile(r"('[^'\n]*\s[^'\n]*')")


def _computed_html(text: str, known: frozenset[str], simplify: bool) -> str:
    """Text holding expressions in sympy's syntax (a privacy check's computed forms, a derivation's witness), each
    parsed by sympy and typeset (long sums broken into rows), first :func:`simplified` with ``simplify``; a quoted
    label of several words in it ('step-cap branch: T >= n sqrt(rho)/2 ...') is prose with its own mathematics."""
    pieces = _QUOTED_LABEL.split(text)
    if len(pieces) > 1:
        return "".join(
            _ascii_prose_html(p, known) if k % 2 else _computed_html(p, known, simplify) for k, p in enumerate(pieces)
        )
    words = re.split(r"(\s+)", text)
    out: list[str] = []
    plain: list[str] = []  # words between sympy expressions, typeset as plain-text mathematics where they are
    i = 0
    while i < len(words):
        word = words[i]
        typeset = None
        if i % 2 == 0 and word and _is_math_word(word.rstrip(_TRAILING), known):
            for end in range(_run_end(words, i, known), i - 1, -2):
                lead, core, trail = unwrapped("".join(words[i : end + 1]))
                if not _is_sign(words[end]) and (typeset := _expression_html(core, known, simplify)) is not None:
                    out += [_ascii_prose_html("".join(plain), known), html.escape(lead) + typeset + html.escape(trail)]
                    plain = []
                    i = end + 1
                    break
        if typeset is None:
            plain.append(word)
            i += 1
    return "".join(out) + _ascii_prose_html("".join(plain), known)


#: relations left in prose (cut off from their sides) and norm bars around words (||prefix noise_t||), as their signs
_PROSE_SIGNS = {"<=": "\u2264", ">=": "\u2265", ">~": "\u2273", "<~": "\u2272", "!=": "\u2260", "||": "\u2016"}


def _plain_html(text: str) -> str:
    """Prose between expressions: LaTeX quoted in it typeset (or shown as code), units as dimensions, stray
    relations as their signs."""
    out = []
    for word in re.split(r"(\s+)", text):
        if "\\" in word:
            lead, core, trail = unwrapped(word)
            typeset = latex_html(core) or f"<code class='tex'>{html.escape(core)}</code>"
            out.append(html.escape(lead) + typeset + html.escape(trail))
        else:
            for sign, char in _PROSE_SIGNS.items():
                word = word.replace(sign, char)
            out.append(_units_in(word))
    return "".join(out)


def _ascii_html(expr: str, known: frozenset[str]) -> str:
    """A plain-text expression (:mod:`paper_figures.ascii_math`) as MathML, or escaped where it does not convert; one
    longer than :data:`LINE_CHARACTERS` as one formula per term or side (:func:`ascii_math.pieces`), so that the line
    may break between them (Chromium breaks no line inside a formula)."""
    for parts in ([ascii_math.pieces(expr)] if len(expr) > LINE_CHARACTERS else []) + [[expr]]:
        converted = [latex_html(tex) if (tex := ascii_math.to_latex(p, known)) is not None else None for p in parts]
        if all(converted):
            return " ".join(converted)
    return html.escape(expr)


@lru_cache(maxsize=4096)
def prose_html(text: str, known: frozenset[str] | None = None, simplify: bool = False) -> str:
    """``text`` as HTML: its plain-text mathematics over ``known`` names (default: :func:`declared_names`) typeset
    (:mod:`paper_figures.ascii_math`: ``sqrt(rho)``, ``F0^((kappa-2)/kappa)``, ``||g||``, ``O~(d/n)``, relations),
    LaTeX in it converted, and units written ``[F*X^(-1)]`` set as dimensions. Text in sympy's syntax (``**``: a
    computed expression) is parsed by sympy instead, each expression first :func:`simplified` with ``simplify``."""
    known = declared_names() if known is None else known
    if simplify or "**" in text:
        return _computed_html(text, known, simplify)
    return _ascii_prose_html(text, known)


def _ascii_prose_html(text: str, known: frozenset[str]) -> str:
    """Prose with plain-text mathematics (no sympy syntax): units as dimensions, the mathematics that
    :func:`ascii_math.spans` finds typeset, the rest as plain text."""
    out: list[str] = []
    for k, piece in enumerate(_UNIT.split(text)):
        if k % 2:
            out.append(_unit_html(piece))
            continue
        out += [_ascii_html(p, known) if is_math else _plain_html(p) for is_math, p in ascii_math.spans(piece, known)]
    return "".join(out)
