"""Stubs of a paper plugin's statements from the paper's LaTeX source (:mod:`paper_figures.tex_source`).

Each statement gets an id (``KEY-`` and its ``\\label`` with every run of characters other than letters, digits and
dots as ``-``; unlabelled, ``KEY-`` and the kind's abbreviation and printed number, ``MYPAPER-Thm3.2``, or
``MYPAPER-Thm-unnumbered1`` when unnumbered) and a reading of its displayed formulas, row by row (an ``align`` row
that starts with a relation continues the row before it; rows split at top-level commas, ``\\quad`` and
``\\text{and}``):

- ``symbol = expression`` is a parameter setting, read by :func:`bounds.latex.setting`;
- the first upper bound (``\\le``, ``\\leq``, ``\\lesssim``, ``<``, or ``= O(...)``) is the rate: its left side names
  the quantity, its last side is read by :func:`bounds.latex_rate.latex_rate` (inside ``O(...)`` or
  ``\\tilde{O}(...)`` when the whole side is one);
- a formula that does not read is kept with the reader's reason; other rows (lower bounds, definitions) are kept as
  displayed.

:func:`plugin_modules` writes two modules: ``NAME/from_tex.py`` holds every statement as data (id, kind, locator,
label, title, the quote verbatim, the text with macros expanded, the displayed formulas, what was read and what was
not), and ``NAME/statements.py`` registers each theorem, lemma, proposition and corollary whose rate was read, with
no derivation, so that ratekit shows it as *not derived* until one is encoded. A
:class:`~bounds.theorem.Theorem` cannot be built without a rate, so every other statement stays in the data module,
listed at the end of the statements module as a TODO with its formula and the reason it was not read.
"""

from __future__ import annotations

import ast
import itertools
import re
from dataclasses import dataclass

from bounds.latex import setting
from bounds.latex_rate import latex_rate
from paper_figures.tex_source import Statement, TexPaper

#: the kinds a :class:`~bounds.theorem.Theorem` encodes (the others are kept as data)
RATE_KINDS = ("theorem", "lemma", "proposition", "corollary")
ABBREVIATIONS = {
    "theorem": "Thm",
    "lemma": "Lem",
    "proposition": "Prop",
    "corollary": "Cor",
    "assumption": "Asm",
    "definition": "Def",
    "algorithm": "Alg",
}
_UPPER = frozenset({r"\le", r"\leq", r"\leqslant", r"\lesssim", "<", r"\preceq", r"\ll"})
_LOWER = frozenset({r"\ge", r"\geq", r"\geqslant", r"\gtrsim", ">", r"\succeq", r"\gg"})
_EQUAL = frozenset({"=", ":=", r"\coloneqq", r"\triangleq", r"\eqqcolon"})
_OPENING = frozenset({"{", "(", "[", r"\{", r"\langle", r"\begin"})
_CLOSING = frozenset({"}", ")", "]", r"\}", r"\rangle", r"\end"})
_SEPARATORS = frozenset({",", ";", r"\quad", r"\qquad", "\0"})
_TOKEN = re.compile(r":=|\\[A-Za-z]+|\\.|.", re.DOTALL)
_NOT_PRINTED = re.compile(r"\\(?:label|tag)\*?\s*\{[^{}]*\}|\\(?:nonumber|notag|displaystyle)(?![A-Za-z])|&")
_CONJUNCTION = re.compile(r"\\(?:text|textrm|mathrm|mbox)\s*\{\s*(?:and|or)\s*\}")
_CONDITION = re.compile(r"\\(?:text|textrm|mbox|forall)(?![A-Za-z])")
_SINGLE_SYMBOL = re.compile(
    r"\s*(?:\\(?:tilde|widetilde|hat|widehat|bar|overline)\s*\{\s*\\?[A-Za-z]+\s*\}|\\?[A-Za-z]+)"
    r"(?:_(?:\{[A-Za-z0-9]+\}|[A-Za-z0-9]))?\s*"
)
_BIG_O = re.compile(
    r"\s*(?:\\(?:tilde|widetilde|mathcal)\s*\{\s*O\s*\}|\\tilde\s*O|O)\s*(?:\\(?:left|big|Big|bigg))?\("
)
_SPACING = r"(?:\s|\\[,;!: ]|\\q?quad(?![A-Za-z]))"
_TRAILING = re.compile(rf"(?:{_SPACING}|[.,;])+$")
_LEADING = re.compile(rf"^(?:{_SPACING}|\[[^\]]*\])+")  # spacing, and the [2pt] of a row break


@dataclass(frozen=True)
class Reading:
    """What one statement's displayed formulas give: its settings (LaTeX ``symbol = expression``), its rate (the
    quantity and the LaTeX bound, ``None`` when none was read, with whether it was read inside O-notation), and each
    formula that was not read with the reason."""

    settings: tuple[str, ...]
    quantity: str
    rate: str | None
    inside_o: bool
    unread: tuple[tuple[str, str], ...]


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _top_level(tokens: list[str], wanted: frozenset[str]) -> list[int]:
    """The indices of the ``wanted`` tokens outside every brace, parenthesis and bracket."""
    depth, found = 0, []
    for i, token in enumerate(tokens):
        if token in _OPENING:
            depth += 1
        elif token in _CLOSING:
            depth -= 1
        elif depth == 0 and token in wanted:
            found.append(i)
    return found


def _split(tokens: list[str], at: list[int]) -> list[str]:
    bounds = [-1, *at, len(tokens)]
    return ["".join(tokens[a + 1 : b]) for a, b in itertools.pairwise(bounds)]


def rows(formula: str) -> list[str]:
    """The relations a displayed formula states, one per item (see the module docstring)."""
    tokens = _tokens(_CONJUNCTION.sub("\0", _NOT_PRINTED.sub(" ", formula)))
    lines: list[str] = []
    for line in map(_trimmed, _split(tokens, _top_level(tokens, frozenset({"\\\\"})))):
        starts = _tokens(line)[:1]
        if lines and starts and starts[0] in _UPPER | _LOWER | _EQUAL:
            lines[-1] += " " + line
        elif line:
            lines.append(line)
    pieces = []
    for line in lines:
        tokens = _tokens(line)
        pieces += _split(tokens, _top_level(tokens, _SEPARATORS))
    return [p for p in map(_trimmed, pieces) if p]


def _trimmed(text: str) -> str:
    """``text`` without spacing and punctuation at its ends (nor the ``[2pt]`` of a row break)."""
    return _TRAILING.sub("", _LEADING.sub("", text)).strip()


def _inside_o(side: str) -> str | None:
    """The argument of ``O(...)`` or ``\\tilde{O}(...)`` when that is the whole of ``side``, else ``None``."""
    match = _BIG_O.match(side)
    if match is None:
        return None
    tokens = _tokens(side[match.end() - 1 :])
    depth = 0
    for i, token in enumerate(tokens):
        depth += token == "("
        depth -= token == ")"
        if depth == 0:
            inner, rest = "".join(tokens[1:i]), "".join(tokens[i + 1 :])
            return re.sub(r"\\(?:right|big|Big|bigg)\s*$", "", inner).strip() if not rest.strip() else None
    return None


def read_formulas(statement: Statement) -> Reading:
    """Settings and rate of ``statement`` from its displayed formulas (see the module docstring)."""
    settings: list[str] = []
    unread: list[tuple[str, str]] = []
    quantity, rate, inside = "", None, False
    for formula in statement.displayed:
        for row in rows(formula):
            tokens = _tokens(row)
            at = _top_level(tokens, _UPPER | _LOWER | _EQUAL)
            if not at or _CONDITION.search(row):
                continue
            sides = [_trimmed(side) for side in _split(tokens, at)]
            if not all(sides[1:]):
                continue
            relations = {tokens[i] for i in at}
            bound = _inside_o(sides[-1])
            if relations & _UPPER or (relations <= _EQUAL and bound is not None):
                text = bound if bound is not None else sides[-1]
                if rate is not None:
                    unread.append((row, "a further bound: encode it as a statement or a term of its own"))
                    continue
                try:
                    latex_rate(sides[0] or "the quantity bounded", text)
                except ValueError as exc:
                    unread.append((text, str(exc)))
                    continue
                quantity, rate, inside = sides[0], text, bound is not None
            elif len(at) == 1 and relations <= _EQUAL and _SINGLE_SYMBOL.fullmatch(sides[0]):
                written = f"{sides[0]} = {sides[1]}"
                try:
                    setting(written)
                except ValueError as exc:
                    unread.append((written, str(exc)))
                    continue
                settings.append(written)
    return Reading(tuple(settings), quantity or "the quantity bounded", rate, inside, tuple(unread))


def statement_ids(key: str, statements: tuple[Statement, ...]) -> list[str]:
    """The id of each statement (see the module docstring), made unique with ``-2``, ``-3``, ..."""
    ids: list[str] = []
    unnumbered: dict[str, int] = {}
    for s in statements:
        if s.label:
            base = f"{key}-{re.sub(r'[^A-Za-z0-9.]+', '-', s.label).strip('-')}"
        elif s.number:
            base = f"{key}-{ABBREVIATIONS[s.kind]}{s.number}"
        else:
            unnumbered[s.kind] = unnumbered.get(s.kind, 0) + 1
            base = f"{key}-{ABBREVIATIONS[s.kind]}-unnumbered{unnumbered[s.kind]}"
        found, k = base, 1
        while found in ids:
            k += 1
            found = f"{base}-{k}"
        ids.append(found)
    return ids


def python_string(text: str) -> str:
    """A Python literal of ``text``: plain or raw where that reads back the same (LaTeX stays legible), else
    escaped."""
    plain = [f'"{text}"'] if "\\" not in text else []  # a backslash in a plain literal would be an escape
    for literal in (*plain, f'r"{text}"', f'r"""{text}"""'):
        try:
            if ast.literal_eval(literal) == text:
                return literal
        except (SyntaxError, ValueError):
            continue
    return repr(text)


def _one_line(text: str) -> str:
    return " ".join(text.split())


@dataclass(frozen=True)
class Stub:
    """One statement with its id and reading."""

    id: str
    statement: Statement
    reading: Reading

    @property
    def registered(self) -> bool:
        return self.statement.kind in RATE_KINDS and self.reading.rate is not None

    def data(self) -> str:
        s, r = self.statement, self.reading
        fields = {
            "id": self.id,
            "kind": s.kind,
            "locator": s.locator,
            "label": s.label,
            "title": s.title,
            "source": f"{s.file} line {s.line}",
            "quote": s.quote,
            "text": s.text,
            "displayed": s.displayed,
            "settings": r.settings,
            "quantity": r.quantity,
            "rate": r.rate,
            "unread": r.unread,
        }
        lines = ["    {"]
        for name, value in fields.items():
            lines.append(f'        "{name}": {_literal(value)},')
        return "\n".join([*lines, "    },"])

    def registration(self, key: str) -> str:
        s, r = self.statement, self.reading
        heading = (
            f"# {s.locator}" + (f" ({s.title})" if s.title else "") + (f", \\label{{{s.label}}}" if s.label else "")
        )
        lines = [heading]
        if r.inside_o:
            lines.append("# the rate is read inside O-notation: the statement hides its constants (and, O-tilde, logs)")
        lines += [
            "register(",
            "    Theorem(",
            f'        id="{self.id}",',
            f'        paper="{key}",',
            '        version="v1",',
            f"        source={python_string(s.locator)},",
            f'        kind="{s.kind}",',
            f'        statement=BY_ID["{self.id}"]["quote"],',
            f"        rate=latex_rate({python_string(r.quantity)}, {python_string(r.rate or '')}),",
        ]
        if r.settings:
            lines.append(f"        parameters=dict([{', '.join(f'setting({python_string(t)})' for t in r.settings)}]),")
        lines += [
            '        notes="TODO: encode the derivation from the proof\'s lemmas (bounds.theorem.Derivation)",',
            "    )",
            ")",
        ]
        lines += [f"# TODO {self.id}: {python_string(_one_line(f))} is not read: {why}" for f, why in r.unread]
        return "\n".join(lines)

    def todo(self) -> str:
        s, r = self.statement, self.reading
        if s.kind not in RATE_KINDS:
            article = "an" if s.kind[0] in "aeiou" else "a"
            why = f"{article} {s.kind}: not a rate; cite it in the statements that use it (assumption_text, notes)"
        elif r.unread:
            why = "no rate read"
        else:
            why = "no displayed upper bound (\\le, \\lesssim or O(...)) to read a rate from"
        lines = [f"# {self.id} ({s.locator}): {why}"]
        lines += [f"#   {python_string(_one_line(f))} is not read: {reason}" for f, reason in r.unread]
        return "\n".join(lines)


def _literal(value: object) -> str:
    if value is None:
        return "None"
    if isinstance(value, str):
        return python_string(value)
    items = [_literal(v) for v in value]  # a tuple of strings or of (formula, reason) pairs
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


def stubs(key: str, paper: TexPaper) -> list[Stub]:
    """The stub of every statement of ``paper`` under the paper key ``key``."""
    ids = statement_ids(key, paper.statements)
    return [Stub(i, s, read_formulas(s)) for i, s in zip(ids, paper.statements, strict=True)]


DATA = '''"""The statements of the paper (:data:`TITLE`), read from its LaTeX source by ``ratekit new-paper {name}
--from-tex``.

One dict per theorem, lemma, proposition, corollary, assumption, definition and algorithm, in the order printed: its
id, kind, locator (section and printed number), label, title, source file and line, the quote (the source verbatim,
comments removed), the text (user macros expanded), the displayed formulas, and what ratekit read from them: the
settings, the quantity and rate, and each formula it did not read with the reason. ``{name}.statements`` registers
those that have a rate; the others are listed there as TODO.
"""

TITLE = {title}
MAIN_FILE = {main}

STATEMENTS = (
{entries}
)

BY_ID = {{s["id"]: s for s in STATEMENTS}}
'''

STATEMENTS = '''"""{key}'s statements, read from its LaTeX source by ``ratekit new-paper {name} --from-tex`` (data in
``{name}.from_tex``).

Registered here: each theorem, lemma, proposition and corollary whose displayed bound ratekit reads, with that bound
as its rate and the displayed settings it reads. None has a derivation yet, so ratekit shows each as *not derived*:
encode one (``derivation=Derivation({{...}})``; the plain ``ratekit new-paper`` skeleton shows how), check the
quantity and the rate against the paper, and declare the paper's own symbols in ``{name}.symbols``.

A Theorem needs a rate, so the other statements are not registered: they are listed at the end as TODO, with each
formula that was not read and why. Write the rate (``latex_rate(quantity, bound)``) and register them as above.
"""

{imports}

{registrations}

# ---- TODO: not registered until a rate is written -----------------------------------------------------------------
{todos}
'''


def plugin_modules(key: str, name: str, paper: TexPaper) -> tuple[dict[str, str], list[Stub]]:
    """The data module and the statements module of the plugin ``name`` (paper key ``key``), by path relative to the
    plugin's folder, and the stubs they hold."""
    found = stubs(key, paper)
    registered = [s for s in found if s.registered]
    imports = []
    if any(s.reading.settings for s in registered):
        imports.append("from bounds.latex import setting")
    if registered:
        imports += [
            "from bounds.latex_rate import latex_rate",
            "from bounds.registry import register",
            "from bounds.theorem import Theorem",
            f"from {name}.from_tex import BY_ID",
        ]
    modules = {
        f"{name}/from_tex.py": DATA.format(
            title=python_string(paper.title or ""),
            main=python_string(paper.main),
            name=name,
            entries="\n".join(s.data() for s in found),
        ),
        f"{name}/statements.py": STATEMENTS.format(
            key=key,
            name=name,
            imports="\n".join(imports) or "# (no statement has a rate yet)",
            registrations="\n\n".join(s.registration(key) for s in registered) or "# (none)",
            todos="\n".join(s.todo() for s in found if not s.registered) or "# (none)",
        ),
    }
    for path, text in modules.items():
        compile(text, path, "exec")  # a generated module that is not Python is an internal error
    return modules, found
