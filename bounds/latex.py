"""Rates, settings and lemma bounds written in LaTeX, read into sympy over the declared symbols.

    >>> from bounds.latex import tex, setting
    >>> tex(r"\\frac{L \\sqrt{d}}{n \\sqrt{\\rho}}")           # doctest: +SKIP
    >>> setting(r"\\sigma = \\frac{L\\sqrt{2T}}{n\\sqrt{\\rho}}")  # doctest: +SKIP

The parser is sympy's own (:func:`sympy.parsing.latex.parse_latex`, ANTLR backend, which needs
``antlr4-python3-runtime`` 4.11, a dependency of ratekit). Every name in the result must be a declared symbol
(:mod:`bounds.symbols`, or a paper's own ``symbols`` module imported before): ``R_{W}`` and ``R_W`` both name
``R_W``, ``\\varepsilon`` and ``\\epsilon`` name ``epsilon``; anything else is an error naming it, never a new
symbol. Before parsing, a lone ``d`` is braced (the grammar reads ``d \\log`` or ``d x`` as a differential) and an
explicit product is inserted where juxtaposition would otherwise be read as a function call (``R_W (a + b)``).

What it cannot read, by design or by the grammar: O-notation (``O(...)``, ``\\tilde{O}(...)``: write the bound
itself, logs in the ``logs`` part of a term), set braces (``\\min\\{a, b\\}``: write ``\\min(a, b)``), user functions,
and anything after ``=`` beyond one equation (use :func:`setting` for ``symbol = expression``).
"""

from __future__ import annotations

import re

import sympy as sp

from bounds.symbols import is_symbol, lookup

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


def tex(text: str) -> sp.Expr:
    """The sympy expression of a LaTeX formula, over declared symbols only (see the module docstring)."""
    from sympy.parsing.latex import parse_latex

    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"LaTeX formula must be a non-empty string, got {text!r}")
    if _BIG_O.search(text):
        raise ValueError(f"LaTeX formula {text!r} is O-notation; write the bound itself (logs in the term's log part)")
    if "=" in text:
        raise ValueError(f"LaTeX formula {text!r} holds '='; use bounds.latex.setting for 'symbol = expression'")
    try:
        parsed = parse_latex(_explicit_products(text), backend="antlr")
    except sp.parsing.latex.errors.LaTeXParsingError as exc:
        raise ValueError(f"LaTeX formula {text!r} does not parse: {str(exc).splitlines()[0]}") from None
    calls = parsed.atoms(sp.core.function.AppliedUndef)
    if calls:
        raise ValueError(f"LaTeX formula {text!r}: {sorted(map(str, calls))} read as function calls; write \\cdot")
    mapping, unknown = {}, []
    for sym in parsed.free_symbols:
        name = _declared_name(sym.name)
        if is_symbol(name):
            mapping[sym] = lookup(name)
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
            f"LaTeX formula {text!r} uses undeclared symbol(s) {', '.join(sorted(unknown))}; declare them with "
            "bounds.symbols.declare in a module the paper lists in Paper.symbols"
        )
    return parsed.xreplace(mapping).doit()


def setting(text: str) -> tuple[sp.Symbol, sp.Expr]:
    """``(symbol, expression)`` of a parameter setting written ``symbol = expression`` in LaTeX."""
    if not isinstance(text, str) or text.count("=") != 1:
        raise ValueError(f"a LaTeX setting must read 'symbol = expression' with one '=', got {text!r}")
    left, right = text.split("=")
    target = tex(left)
    if not isinstance(target, sp.Symbol):
        raise ValueError(f"LaTeX setting {text!r}: the left side {left.strip()!r} is not one declared symbol")
    return target, tex(right)
