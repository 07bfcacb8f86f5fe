"""Rates, settings and lemma bounds written in LaTeX, read into sympy over the declared symbols.

    >>> from bounds.latex import tex, setting
    >>> tex(r"\\frac{L \\sqrt{d}}{n \\sqrt{\\rho}}")           # doctest: +SKIP
    >>> setting(r"\\sigma = \\frac{L\\sqrt{2T}}{n\\sqrt{\\rho}}")  # doctest: +SKIP

The parser is sympy's own (:func:`sympy.parsing.latex.parse_latex`, ANTLR backend, which needs
``antlr4-python3-runtime`` 4.11, a dependency of ratekit). Every name in the result must be a symbol the paper may
use (:mod:`bounds.symbols`: the shared vocabulary, the paper's own ``symbols`` module imported before, or a symbol
imported from another paper with :func:`bounds.symbols.use`); the paper is the one whose modules are loading, or
``paper=`` names it: ``R_{W}`` and ``R_W`` both name
``R_W``, ``\\varepsilon`` and ``\\epsilon`` name ``epsilon``; anything else is an error naming it, never a new
symbol. Before parsing, a lone ``d`` is braced (the grammar reads ``d \\log`` or ``d x`` as a differential) and an
explicit product is inserted where juxtaposition would otherwise be read as a function call (``R_W (a + b)``).

Also read: ``\\min``/``\\max`` with parentheses or set braces (``\\min\\{1, \\frac{d}{n}\\}``,
``\\left\\{ ... \\right\\}``), powers of logarithms (``\\log^{1/3}(n N_S)``, ``\\log^2 \\left(...\\right)``), roots
(``\\sqrt[3]{x}``) and accented names with their subscripts (``\\tilde{L}_1`` names the declared ``Ltilde_1``,
``\\hat{\\Phi}`` names ``Phihat``; ``\\widetilde``, ``\\widehat``, ``\\bar`` and ``\\overline`` likewise).

What it cannot read, by design or by the grammar: O-notation (``O(...)``, ``\\tilde{O}(...)``: write the bound
itself, logs in the ``logs`` part of a term), user functions, and anything after ``=`` beyond one equation (use
:func:`setting` for ``symbol = expression``). Every refusal names what it could not read and why.
"""

from __future__ import annotations

import re

import sympy as sp

from bounds.symbols import current_paper, is_symbol, lookup

#: LaTeX spellings of a declared symbol's name
_ALIASES = {"varepsilon": "epsilon", "varrho": "rho", "vartheta": "theta", "varphi": "phi"}
#: tokens before which a product is made explicit when a factor precedes them
_PRODUCT_BEFORE = re.compile(r"\\(?:log|ln|exp|sqrt|frac)\b|\\left\(|\(")
_FUNCTION_BEFORE = re.compile(r"\\(?:log|ln|exp|max|min|sin|cos|tan|arcsin|arccos|arctan|sinh|cosh|tanh)\s*$")
_BIG_O = re.compile(r"\\(?:tilde|widetilde|mathcal)\{O\}|(?<![\\A-Za-z])O\s*(?:\\left)?\(")
_LONE_D = re.compile(r"(?<![\\A-Za-z])d(?![A-Za-z])")


def _explicit_products(text: str) -> str:
    text = _LONE_D.sub("{d}", text)  # sympy's grammar reads "d" before a letter or command as a differential
    out, last = [], 0
    for match in _PRODUCT_BEFORE.finditer(text):
        before = text[: match.start()]
        stripped = before.rstrip()
        follows_factor = bool(stripped) and (stripped[-1].isalnum() or stripped[-1] in "})")
        if follows_factor and not _FUNCTION_BEFORE.search(before):
            out.append(text[last : match.start()] + r" \cdot ")
            last = match.start()
    out.append(text[last:])
    return "".join(out)


def _declared_name(name: str) -> str:
    name = name.replace("{", "").replace("}", "").replace("\\", "")
    return _ALIASES.get(name, name)


def _closing(text: str, start: int, opening: str, closing: str) -> int:
    """The index of the ``closing`` token that matches the ``opening`` one just before ``start``, or -1."""
    depth, i = 1, start
    while i < len(text):
        if text.startswith(opening, i):
            depth, i = depth + 1, i + len(opening)
        elif text.startswith(closing, i):
            depth -= 1
            if depth == 0:
                return i
            i += len(closing)
        else:
            i += 1
    return -1


#: ``\min`` or ``\max`` opening a set brace, with or without ``\left``
_LATTICE_BRACE = re.compile(r"\\(min|max)\s*(\\left\s*)?\\\{")


def _set_braces(text: str) -> str:
    """``\\min\\{a, b\\}`` (or with ``\\left\\{ ... \\right\\}``) as ``\\min(a, b)``, which the grammar reads."""
    while match := _LATTICE_BRACE.search(text):
        sized = match.group(2) is not None
        opening, closing = (r"\left\{", r"\right\}") if sized else (r"\{", r"\}")
        end = _closing(text, match.end(), opening, closing)
        if end < 0:
            raise ValueError(f"LaTeX formula {text!r}: the set brace after \\{match.group(1)} is never closed")
        text = f"{text[: match.start()]}\\{match.group(1)}({text[match.end() : end]}){text[end + len(closing) :]}"
    return text


#: a logarithm raised to a power before its argument: ``\log^{1/3}(``, ``\log^2 \left(``
_LOG_POWER = re.compile(r"\\(log|ln)\s*\^\s*(\{[^{}]*\}|[0-9])\s*(\\left\s*\(|\()")


def _log_powers(text: str) -> str:
    """``\\log^{k}(x)`` as ``\\left(\\log(x)\\right)^{k}`` (the grammar reads the power as the log's base)."""
    while match := _LOG_POWER.search(text):
        sized = match.group(3).startswith("\\left")
        opening, closing = (r"\left(", r"\right)") if sized else ("(", ")")
        end = _closing(text, match.end(), opening, closing)
        if end < 0:
            raise ValueError(f"LaTeX formula {text!r}: the argument of \\{match.group(1)}^... is never closed")
        power = match.group(2) if match.group(2).startswith("{") else "{" + match.group(2) + "}"
        argument = text[match.end() : end]
        text = (
            f"{text[: match.start()]}\\left(\\{match.group(1)}({argument})\\right)^{power}{text[end + len(closing) :]}"
        )
    return text


#: an accented name, with its subscript if any: ``\tilde{L}_1``, ``\hat{\Phi}``, ``\widetilde{L}_{0}``
_ACCENTED = re.compile(
    r"\\(tilde|widetilde|hat|widehat|bar|overline)\s*\{\s*(\\?[A-Za-z]+)\s*\}(?:_(\{[A-Za-z0-9]+\}|[A-Za-z0-9]))?"
)
_ACCENT_NAMES = {
    "tilde": "tilde",
    "widetilde": "tilde",
    "hat": "hat",
    "widehat": "hat",
    "bar": "bar",
    "overline": "bar",
}
#: placeholders stand for accented names while the grammar reads the formula (a letter with a numeric subscript
#: reads as one symbol)
_PLACEHOLDER = "Q_{{9{index:04d}}}"


def _accented_names(text: str) -> tuple[str, dict[str, str]]:
    """The formula with every accented name replaced by a placeholder, and placeholder -> the declared name it
    spells (``\\tilde{L}_1`` -> ``Ltilde_1``; an accent on O is O-notation and is left for the refusal)."""
    names: dict[str, str] = {}

    def replace(match: re.Match) -> str:
        base = match.group(2).lstrip("\\")
        if base == "O":
            return match.group(0)
        name = base + _ACCENT_NAMES[match.group(1)]
        if match.group(3):
            name += "_" + match.group(3).strip("{}")
        placeholder = _PLACEHOLDER.format(index=len(names))
        names[_declared_name(placeholder)] = name
        return "{" + placeholder + "}"

    return _ACCENTED.sub(replace, text), names


def _lattices(expr: sp.Expr) -> sp.Expr:
    """The grammar's ``min``/``max`` calls as sympy's Min and Max."""
    calls = [f for f in expr.atoms(sp.core.function.AppliedUndef) if f.func.__name__ in ("min", "max")]
    return expr.xreplace({f: (sp.Min if f.func.__name__ == "min" else sp.Max)(*f.args) for f in calls})


def tex(text: str, paper: str | None = None) -> sp.Expr:
    """The sympy expression of a LaTeX formula over the symbols ``paper`` may use (by default the paper whose
    modules are loading): its own, those it imports, and the shared vocabulary (see the module docstring)."""
    from sympy.parsing.latex import parse_latex

    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"LaTeX formula must be a non-empty string, got {text!r}")
    if _BIG_O.search(text):
        raise ValueError(f"LaTeX formula {text!r} is O-notation; write the bound itself (logs in the term's log part)")
    if "=" in text:
        raise ValueError(f"LaTeX formula {text!r} holds '='; use bounds.latex.setting for 'symbol = expression'")
    readable, accented = _accented_names(_log_powers(_set_braces(text)))
    try:
        parsed = _lattices(parse_latex(_explicit_products(readable), backend="antlr"))
    except sp.parsing.latex.errors.LaTeXParsingError as exc:
        raise ValueError(f"LaTeX formula {text!r} does not parse: {str(exc).splitlines()[0]}") from None
    calls = parsed.atoms(sp.core.function.AppliedUndef)
    if calls:
        raise ValueError(f"LaTeX formula {text!r}: {sorted(map(str, calls))} read as function calls; write \\cdot")
    mapping, unknown = {}, []
    for sym in parsed.free_symbols:
        name = _declared_name(sym.name)
        name = accented.get(name, name)
        if is_symbol(name, paper):
            mapping[sym] = lookup(name, paper)
        else:
            unknown.append(name)
    products = [name for name in unknown if "*" in name]
    if products:
        raise ValueError(
            f"LaTeX formula {text!r}: the subscript of {', '.join(products)} reads as a product; declare and write "
            "a one-letter subscript (R_W, L_0)"
        )
    if unknown:
        raise ValueError(
            f"LaTeX formula {text!r} uses undeclared symbol(s) {', '.join(sorted(unknown))}: {_whose(paper)}; "
            "declare each with bounds.symbols.declare in a module the paper lists in Paper.symbols, or import "
            "another paper's with bounds.symbols.use(name, paper)"
        )
    return parsed.xreplace(mapping).doit()


def _whose(paper: str | None) -> str:
    """Whose namespace a LaTeX name was looked up in, for a refusal."""
    paper = paper or current_paper()
    if paper:
        return f"paper {paper} neither declares nor imports them"
    return "no paper declares them, or several do (name the paper: tex(text, paper=KEY))"


def setting(text: str, paper: str | None = None) -> tuple[sp.Symbol, sp.Expr]:
    """``(symbol, expression)`` of a parameter setting written ``symbol = expression`` in LaTeX."""
    if not isinstance(text, str) or text.count("=") != 1:
        raise ValueError(f"a LaTeX setting must read 'symbol = expression' with one '=', got {text!r}")
    left, right = text.split("=")
    target = tex(left, paper)
    if not isinstance(target, sp.Symbol):
        raise ValueError(f"LaTeX setting {text!r}: the left side {left.strip()!r} is not one declared symbol")
    return target, tex(right, paper)
