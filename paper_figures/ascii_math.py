"""Plain-text mathematics in prose, as the errata, notes and prior-work entries write it, found and turned into LaTeX
so that the report typesets it.

The notation is the one a referee types in plain text: ``sqrt(rho)`` or ``sqrt d``, powers ``F0^((kappa-2)/kappa)``,
subscripts ``w_t`` and ``eta_{k,t}``, a trailing digit as a subscript (``L1`` is L₁, ``Ltilde1`` is L̃₁), accents as
suffixes (``Phihat`` is Φ̂), norms ``||g||``, optimal points ``w*``, soft orders ``O~(d/n)``, relations ``<=``,
``>~`` and ``<<``, and products written as juxtaposition (``4 gamma L1``). :func:`spans` finds the stretches of a
text that are mathematics over known names; :func:`to_latex` translates one; anything it cannot read stays text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from sympy.printing.pretty.pretty_symbology import greek_unicode

#: functions and operators with a LaTeX command of their own
_COMMANDS = {"log": r"\log", "exp": r"\exp", "min": r"\min", "max": r"\max", "ln": r"\ln", "lg": r"\lg",
             "Min": r"\min", "Max": r"\max", "E": r"\mathbb{E}", "sum": r"\sum", "prod": r"\prod", "nabla": r"\nabla",
             "inf": r"\inf", "sup": r"\sup", "Pr": r"\Pr", "det": r"\det"}  # fmt: skip
#: functions set upright by name
_OPERATOR_NAMES = ("erf", "erfc", "poly", "polylog", "Var", "grad", "argmin", "argmax", "tr", "floor", "ceil",
                   "Unif", "clip", "mean")  # fmt: skip
#: every function, with its LaTeX
FUNCTIONS = {**_COMMANDS, **{name: rf"\operatorname{{{name}}}" for name in _OPERATOR_NAMES}}
#: logarithms whose base may follow the name (``log2``)
LOGARITHMS = ("log", "lg")
#: orders of growth; ``~`` after one is the soft version (Õ)
ORDERS = ("O", "Omega", "Theta", "o")
#: relations and arrows, longest first, with their LaTeX
RELATIONS = {"<=": r"\le", ">=": r"\ge", ">~": r"\gtrsim", "<~": r"\lesssim", "!=": r"\ne", "==": "=", ">>": r"\gg",
             "<<": r"\ll", "->": r"\to", "=": "=", "<": "<", ">": ">", "~": r"\sim"}  # fmt: skip
#: accents written as a name's suffix, with their LaTeX command
ACCENTS = {"tilde": r"\tilde", "hat": r"\hat", "bar": r"\bar", "ddot": r"\ddot", "dot": r"\dot", "check": r"\check"}
#: single letters that are English words: mathematics only where a statement declares them
ENGLISH_LETTERS = ("a", "A", "I")
#: acronyms that are words of the prose, never products of declared letters
ACRONYMS = ("DP", "GD", "SGD", "KL", "PL", "RDP", "CDP", "SCO", "ERM", "SOSP", "SO", "ML", "MF", "LR")
#: abbreviations the notes use for Greek names
ABBREVIATIONS = {"eps": "epsilon"}
#: the variant Greek letters (LaTeX's \var... names), which sympy's table lacks, with their characters
VARIANTS = {
    "varkappa": "\u03f0",
    "varrho": "\u03f1",
    "varepsilon": "\u03b5",
    "varphi": "\u03c6",
    "vartheta": "\u03d1",
    "varsigma": "\u03c2",
    "varpi": "\u03d6",
}

#: the accent suffixes as a regular-expression alternation
_ACCENT = "|".join(ACCENTS)
_TOKEN = re.compile(
    r"(?P<norm>\|\|)"
    r"|(?P<rel><=|>=|>~|<~|!=|==|>>|<<|->|=|<|>)"
    r"|(?P<num>\d+(?:\.\d+)?)"
    # an accent may be joined by a hyphen (b-hat_t, sigma-hat)
    rf"|(?P<name>[A-Za-z][A-Za-z0-9]*(?:-(?:{_ACCENT})(?![A-Za-z0-9]))?)"
    r"(?P<sub>_(?:\{[^{}]*\}|[A-Za-z0-9]+))?(?P<star>\*(?![A-Za-z0-9(]))?"
    r"|(?P<dots>\.\.\.)"
    # a lone '.' is a placeholder (min{., rho/2}); ';' separates arguments (f(x; z)): one that ends a sentence
    # ends the expression before it reaches here (spans, unwrapped)
    r"|(?P<op>[-+*/^_(),:;\[\]{}|'~!]|\.(?=[,)}\]|]))"
)
#: opening brackets of a group, with their closing one
_GROUPS = {"(": ")", "{": "}"}
#: punctuation that may close a sentence after an expression
_TRAILING = ",;:."
#: a hyphenated word of prose after an expression, as in (eps, delta)-DP, rho-zCDP, L0-Lipschitz or max{a, b}-Lipschitz;
#: it ends the expression. An accent (b-hat) is part of its name, and a Greek name is subtracted (4-kappa), not prose.
_SUFFIX = re.compile(
    rf"(?<=[)}}\]A-Za-z0-9])-(?!(?:{_ACCENT}|{'|'.join([*greek_unicode, *VARIANTS, *ABBREVIATIONS])})\b)"
    r"[A-Za-z][A-Za-z-]+[,;:.')]*$"
)
#: tokens that cannot begin or end an expression (what is left of a relation or product cut by the prose)
_DANGLING_START = re.compile(r"^\s*(<=|>=|>~|<~|!=|==|>>|<<|->|=|<|>|[*/^+,.])")
_DANGLING_END = re.compile(r"(<=|>=|>~|<~|!=|==|>>|<<|->|=|<|>|[-*/^+,.~])\s*$")


def _greek(name: str) -> str | None:
    if name in ABBREVIATIONS:
        name = ABBREVIATIONS[name]
    if name in greek_unicode or name in VARIANTS:
        return "\\" + name
    return None


def name_latex(name: str) -> str:
    """A plain-text name as the papers set it: Greek names as letters, an accent suffix over its base, trailing
    digits as a subscript, a longer name upright (``Ltilde1`` -> ``\\tilde{L}_{1}``)."""
    base, digits = re.fullmatch(r"(.*?)(\d*)", name).groups()
    if not base:
        return digits
    body = _greek(base) or (FUNCTIONS[base] if base in LOGARITHMS and digits else None)
    if body is None:
        for suffix, command in ACCENTS.items():
            core = base[: -len(suffix)]
            if base.endswith(suffix) and core and (len(core) == 1 or _greek(core)):
                body = f"{command}{{{_greek(core) or core}}}"
                break
    if body is None:
        body = base if len(base) == 1 else rf"\mathrm{{{base}}}"
    return body + (f"_{{{digits}}}" if digits else "")


def known_name(name: str, known: frozenset[str]) -> bool:
    """Whether ``name`` (a token without its subscript) reads as mathematics: a declared name, a Greek name, a
    function, an order, a single letter other than an English word, a declared name written with its subscript's
    digits run on (``L1`` for ``L_1``), or a Greek name with an accent (``Deltahat``)."""
    if name in known or name in FUNCTIONS or name in ORDERS or _greek(name) or re.fullmatch(r"sqrt\d*", name):
        return True
    if len(name) == 1:
        return name not in ENGLISH_LETTERS
    base, digits = re.fullmatch(r"(.*?)(\d*)", name).groups()
    if digits:
        return f"{base}_{digits}" in known or bool(_greek(base)) or base in LOGARITHMS
    return any(name.endswith(s) and _greek(name[: -len(s)]) for s in ACCENTS)


def _letters(name: str) -> list[str]:
    """The factors of a product written without spaces, each a letter with its run-on subscript digits
    (``dB1`` -> ``d``, ``B1``)."""
    return re.findall(r"[A-Za-z]\d*", name) if re.fullmatch(r"(?:[A-Za-z]\d*){2,4}", name) else []


def product_of_letters(name: str, known: frozenset[str]) -> bool:
    """Whether ``name`` is a product written without spaces (``dD``, ``bBM``, ``dB1``): two to four letters, each a
    declared name (with its digits, a declared subscripted name), and not an acronym of the prose."""
    factors = _letters(name)
    return (
        bool(factors)
        and name not in ACRONYMS
        and all(
            (f in known if len(f) == 1 else f"{f[0]}_{f[1:]}" in known) and f[0] not in ENGLISH_LETTERS for f in factors
        )
    )


#: a word of the notation: a run of non-space characters, spaces allowed inside a subscript's braces
#: (``dbar_{2 alpha}``)
_WORD = re.compile(r"(?:_\{[^{}]*\}|\S)+")


def _tokens(text: str) -> list[re.Match[str]] | None:
    """The tokens of ``text`` (spaces skipped), or None where a character is not part of the notation."""
    found = []
    for m in _WORD.finditer(text):
        pos = m.start()
        while pos < m.end():
            if text[pos].isspace():  # inside a subscript's braces
                pos += 1
                continue
            t = _TOKEN.match(text, pos, m.end())
            if t is None:
                return None
            found.append(t)
            pos = t.end()
    return found


def _closing(tokens: list[re.Match[str]], i: int) -> int:
    """The index of the bracket that closes the one at ``i`` (a parenthesis or a brace), or -1."""
    opening = tokens[i].group()
    depth = 0
    for j in range(i, len(tokens)):
        depth += {opening: 1, _GROUPS[opening]: -1}.get(tokens[j].group(), 0)
        if depth == 0:
            return j
    return -1


def _operand(tokens: list[re.Match[str]], i: int) -> tuple[int, int, int]:
    """(start, stop, next) of the operand that starts at ``i``: the inside of a parenthesised or braced group, a
    signed operand (``-1``), or one name or number; ``next`` is the index after it."""
    if i >= len(tokens):
        raise ValueError("missing operand")
    first = tokens[i].group()
    if first in _GROUPS:
        end = _closing(tokens, i)
        if end < 0:
            raise ValueError("unbalanced bracket")
        return i + 1, end, end + 1
    if first == "-":
        return i, _operand(tokens, i + 1)[2], _operand(tokens, i + 1)[2]
    if tokens[i].lastgroup in ("name", "sub", "star", "num"):
        applied = tokens[i].group("name") in FUNCTIONS and i + 1 < len(tokens) and tokens[i + 1].group() == "("
        end = _closing(tokens, i + 1) + 1 if applied else i + 1  # floor(log2 T): the function with its argument
        if end <= 0:
            raise ValueError("unbalanced bracket")
        return i, end, end
    raise ValueError(f"no operand at {first!r}")


def _token_name(t: re.Match[str]) -> str:
    """A name token's name, a hyphenated accent joined (``sigma-hat`` -> ``sigmahat``)."""
    return t.group("name").replace("-", "")


def _name_latex(t: re.Match[str], raised: bool, known: frozenset[str]) -> str:
    """One name token as LaTeX, with its subscript and its optimum's star (braced where a power follows); a product
    of declared letters as the product."""
    name = _token_name(t)
    function = FUNCTIONS.get(name)
    body = function or (_greek(name) if name in ORDERS else None) or name_latex(name)
    if not function and not known_name(name, known) and product_of_letters(name, known):
        body = " ".join(name_latex(f) for f in _letters(name))
    if root := re.fullmatch(r"sqrt(\d+)", name):
        body = rf"\sqrt{{{root.group(1)}}}"
    if t.group("sub"):
        sub = t.group("sub")[1:].strip("{}")
        sub_tokens = _tokens(sub)
        base = body if function else f"{{{body}}}"
        body = f"{base}_{{{_translate(sub_tokens, 0, len(sub_tokens), known) if sub_tokens else sub}}}"
    if t.group("star"):
        body = f"{{{body}}}^{{*}}"
        if raised:
            body = f"{{{body}}}"
    return body + " "


def _translate(tokens: list[re.Match[str]], lo: int, hi: int, known: frozenset[str]) -> str:
    out: list[str] = []
    i = lo
    while i < hi:
        t = tokens[i]
        text = t.group()
        if t.group("name") == "sqrt":
            start, stop, i = _operand(tokens, i + 1)
            out.append(rf"\sqrt{{{_translate(tokens, start, stop, known)}}}")
            continue
        if text in "^_" and t.lastgroup == "op":
            start, stop, i = _operand(tokens, i + 1)
            out.append(f"{text}{{{_translate(tokens, start, stop, known)}}}")
            continue
        if t.group("name") in ORDERS and i + 1 < hi and tokens[i + 1].group() == "~":
            out.append(rf"\tilde{{{_greek(t.group('name')) or t.group('name')}}}")
            i += 2
            continue
        if t.group("name"):
            out.append(_name_latex(t, i + 1 < hi and tokens[i + 1].group() == "^", known))
        else:
            out.append(_SYMBOLS.get(text) or (f" {RELATIONS[text]} " if t.lastgroup == "rel" else text))
        i += 1
    return "".join(out).strip()


#: tokens written with a command
_SYMBOLS = {"||": r"\|", "{": r"\{", "}": r"\}", "*": r"\cdot ", "~": r"\sim ", "|": r"\vert ", "...": r"\ldots "}


def to_latex(span: str, known: frozenset[str] = frozenset()) -> str | None:
    """The LaTeX of a plain-text expression over ``known`` names, or None where it is not one (an unknown
    character, an unbalanced bracket, an operator without its operand)."""
    tokens = _tokens(span)
    if not tokens or span.count("(") != span.count(")") or span.count("||") % 2 or span.count("{") != span.count("}"):
        return None
    try:
        return _translate(tokens, 0, len(tokens), known)
    except ValueError:
        return None


#: where a long expression may be cut: a space, a sum's sign or a relation, a space
_CUT = re.compile(r"\s(?=(?:[-+]|<=|>=|>~|<~|!=|==|=|<|>)\s)")


def pieces(expr: str) -> list[str]:
    """``expr`` cut before each sign of a sum and each relation outside brackets and norms (``a + b <= c`` ->
    ``a``, ``+ b``, ``<= c``)."""
    cuts, depth, norms = [], 0, 0
    for k, ch in enumerate(expr):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(ch, 0)
        norms += expr.startswith("||", k) and (k == 0 or expr[k - 1] != "|")
        if depth == 0 and norms % 2 == 0 and _CUT.match(expr, k):
            cuts.append(k)
    return [expr[a:b].strip() for a, b in zip([0, *cuts], [*cuts, len(expr)], strict=True)]


def _math_word(word: str, known: frozenset[str]) -> bool:
    """Whether a word (trailing punctuation removed) is made of the notation's tokens over known names; where the
    word has an operator, a subscripted letter with an accent (``dbar_t``), a letter with an index (``F(x0)``), a
    name applied to an argument (``TREE(t)``) and a product of declared letters (``sqrt(dD)``) count too."""
    if re.search(r"'s$", word):  # a possessive ("Lem 3.5's") is prose
        return False
    tokens = _tokens(word)
    operator = re.search(r"[(^/_|]", word) is not None

    def readable(t: re.Match[str]) -> bool:
        name = _token_name(t)
        if known_name(name, known):
            return True
        accented = any(name.endswith(a) and len(name) == len(a) + 1 for a in ACCENTS)
        indexed = re.fullmatch(r"[A-Za-z]\d+", name) is not None and name[0] not in ENGLISH_LETTERS  # F(x0)
        # TREE(t), Unif(S): a capitalised name applied to an argument is a function's name
        applied = word.startswith("(", t.end()) and len(name) > 1 and any(c.isupper() for c in name)
        subscripted = len(name) == 1 and t.group("sub") is not None  # I_d, a_i: a letter with an index
        # an accented letter with an index or a power (dbar_t, Fhat^D), never a word like what(s)
        decorated = accented and (t.group("sub") is not None or word.startswith("^", t.end()))
        return operator and (decorated or subscripted or indexed or applied or product_of_letters(name, known))

    return bool(tokens) and all(readable(t) for t in tokens if t.group("name"))


def mathy(span: str) -> bool:
    """Whether a span is worth setting as mathematics: an operator, a relation, a function, a subscript, a norm or a
    Greek name; a lone letter, number or word stays text."""
    if re.search(r"[/^()|]|<=|>=|[<>=~]|\d[A-Za-z]|[A-Za-z]\d|_|\*", span):
        return True
    names = re.findall(r"[A-Za-z]+", span)
    decorated = any(n == "sqrt" or ("\\" in name_latex(n) and "mathrm" not in name_latex(n)) for n in names)
    return decorated or (len(names) > 1 and len(span) > 3)


def spans(text: str, known: frozenset[str]) -> Iterator[tuple[bool, str]]:
    """``text`` cut into (is mathematics, piece): each mathematical piece is a longest run of words over ``known``
    names, joined across spaces (juxtaposition is a product), without the sentence's punctuation or the prose's
    parentheses around it, that :func:`to_latex` translates and :func:`mathy` accepts."""
    words = re.findall(rf"{_WORD.pattern}|\s+", text)  # words and the spaces between them, in turn
    plain: list[str] = []
    i = 0
    while i < len(words):
        run_end = i - 2
        j = i
        depth = 0
        while j < len(words) and words[j] and _math_word(_SUFFIX.sub("", words[j]).strip(_TRAILING + "'()"), known):
            run_end = j
            depth += sum(words[j].count(c) for c in "([{") - sum(words[j].count(c) for c in ")]}")
            if depth <= 0 and (words[j] != words[j].rstrip(_TRAILING + "'") or _SUFFIX.search(words[j])):
                break  # punctuation or a hyphenated word outside brackets closes the sentence's expression
            j += 2
        for end in range(run_end, i - 1, -2):
            lead, core, trail = unwrapped("".join(words[i : end + 1]))
            whole = core and not _DANGLING_START.search(core) and not _DANGLING_END.search(core)
            if whole and mathy(core) and to_latex(core, known) is not None:
                if plain or lead:
                    yield False, "".join(plain) + lead
                    plain = []
                yield True, core
                plain.append(trail)
                i = end + 1
                break
        else:
            plain.append(words[i])
            i += 1
    if "".join(plain):
        yield False, "".join(plain)


def unwrapped(span: str) -> tuple[str, str, str]:
    """(opening, expression, closing) of a span: trailing punctuation and the parentheses that open or close
    around it in the prose (``(n = 3)``, ``(term sqrt(d))``) set apart."""
    suffix = _SUFFIX.search(span)
    core = span[: suffix.start()] if suffix else span.rstrip(_TRAILING + "'")
    while core.endswith(")") and core.count(")") > core.count("("):
        core = core[:-1].rstrip(_TRAILING + "'")
    trail = span[len(core) :]
    lead = core[: len(core) - len(core.lstrip("'"))]
    core = core[len(lead) :]
    while core.startswith("(") and core.count("(") > core.count(")"):
        core, lead = core[1:], lead + "("
    if core.startswith("(") and core.endswith(")") and _is_wrapped(core):
        core, lead, trail = core[1:-1], lead + "(", ")" + trail
    return lead, core, trail


def _is_wrapped(core: str) -> bool:
    """Whether the outer parentheses of ``core`` enclose all of it (``(a b)``, not ``(a)(b)``)."""
    depth = 0
    for k, ch in enumerate(core):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and k < len(core) - 1:
            return False
    return True
