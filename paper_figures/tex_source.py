"""The statements of a paper read from its LaTeX source: environments, labels, printed numbers, user macros.

:func:`read_paper` takes a ``.tex`` file, a folder (its main file is the one with ``\\documentclass`` and
``\\begin{document}``) or an arXiv source tarball (``.tar.gz``, ``.tgz``, ``.tar``; members that would land outside
the folder it is unpacked into are refused). From the main file it follows ``\\input`` and ``\\include`` (relative to
the main file's folder, with or without ``.tex``; one in the preamble that the source lacks is a file of the TeX
installation, such as ``glyphtounicode``, and is skipped), removes comments, and reads every theorem, lemma,
proposition, corollary, assumption, definition and algorithm environment, in the order printed, up to
``\\end{document}``.

Numbering follows LaTeX's counters (Lamport, *LaTeX: A Document Preparation System*, 2nd ed. 1994, Sec. 3.4.3 and
C.1.3; the ``amsthm`` manual for ``\\newtheorem*``): ``\\newtheorem{name}{Printed}[section]`` numbers within the
section (3.2), ``\\newtheorem{name}[other]{Printed}`` shares ``other``'s counter, ``\\newtheorem*`` is unnumbered,
``\\numberwithin{counter}{section}`` resets a counter per section; a numbered ``\\section`` resets the counters
within it, ``\\appendix`` (or ``\\begin{appendices}``) restarts sections as A, B, ... Environments that no
``\\newtheorem`` declares but that bear a kind's own name (``theorem``, ``lemma``, ... as a document class may
provide them) count with a counter of their own; an ``algorithm`` float counts with the ``algorithm`` counter, its
title taken from ``\\caption``. The kind of a declared environment is read from its printed name (``Main Theorem``
is a theorem); environments of other kinds (remarks, examples) are skipped.

User macros (``\\newcommand``, ``\\renewcommand``, ``\\providecommand``, ``\\def`` with undelimited arguments, an
optional first argument with its default) are expanded in each statement's :attr:`Statement.text` and displayed
formulas, as defined where the statement begins; :attr:`Statement.quote` keeps the source as written. Not read:
``\\declaretheorem`` (thmtools), ``restatable``, ``\\iffalse`` blocks, delimited ``\\def`` arguments.

A source that cannot be read raises :class:`TexSourceError` with one line: a path that does not exist, a file that
is not LaTeX, a tarball or folder without a main file, an ``\\input`` that cannot be found (named, with the file
and line that asks for it), an unbalanced environment (its file and line).
"""

from __future__ import annotations

import bisect
import re
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

#: the kinds of statement read, each with the words of a printed name that give it
KINDS = ("theorem", "lemma", "proposition", "corollary", "assumption", "definition", "algorithm")
#: environments whose content is not LaTeX to scan
_VERBATIM = frozenset({"verbatim", "verbatim*", "Verbatim", "lstlisting", "minted", "comment"})
#: displayed-math environments
_DISPLAY_ENVS = ("equation", "align", "gather", "multline", "eqnarray", "displaymath", "flalign", "alignat")
_TARBALL_SUFFIXES = (".tar.gz", ".tgz", ".tar")
#: how many expansions one statement may take before its macros are taken to recurse without end
_EXPANSION_LIMIT = 20000


class TexSourceError(ValueError):
    """LaTeX source that cannot be read (a user error: one line naming the file, and the line where one applies)."""


@dataclass(frozen=True)
class Statement:
    """One theorem-like environment as printed: its kind, printed name and number, where it stands, its label and
    optional title, its source as written (:attr:`quote`, comments removed), the same with user macros expanded
    (:attr:`text`) and the displayed formulas of the latter."""

    kind: str
    printed: str
    number: str | None
    section: str | None
    appendix: bool
    label: str | None
    title: str | None
    quote: str
    text: str
    displayed: tuple[str, ...]
    file: str
    line: int

    @property
    def locator(self) -> str:
        """Where the paper prints it: ``Sec. 3, Theorem 3.2``, ``App. A, Lemma A.1``, ``Sec. 2, Definition``."""
        name = f"{self.printed} {self.number}" if self.number else self.printed
        if self.section is None:
            return name
        return f"{'App.' if self.appendix else 'Sec.'} {self.section}, {name}"


@dataclass(frozen=True)
class TexPaper:
    """A paper's title (macros expanded, ``None`` when it has no ``\\title``) and its statements in order."""

    main: str
    title: str | None
    statements: tuple[Statement, ...]


# ---- locating the source ---------------------------------------------------------------------------------------


def read_paper(path: str | Path) -> TexPaper:
    """The statements of the paper at ``path``: a ``.tex`` file, a folder, or an arXiv source tarball."""
    path = Path(path).expanduser()
    if not path.exists():
        raise TexSourceError(
            f"{str(path)!r}: no such file or folder (valid: a .tex file, a folder of LaTeX source, or an arXiv "
            "source tarball .tar.gz/.tgz/.tar)"
        )
    if path.is_dir():
        return _read_main(_main_file(path, str(path)))
    if path.name.endswith(_TARBALL_SUFFIXES) or tarfile.is_tarfile(path):
        with tempfile.TemporaryDirectory(prefix="ratekit-tex-") as folder:
            _extract(path, Path(folder))
            return _read_main(_main_file(Path(folder), str(path)))
    _text(path, path.name)  # a file that is not text is refused here, before the LaTeX check
    if not _is_main(path):
        raise TexSourceError(
            f"{str(path)!r} is not a LaTeX document: it has no \\documentclass or \\begin{{document}} (valid: the "
            "paper's main .tex file, its folder, or its source tarball)"
        )
    return _read_main(path)


def _extract(tarball: Path, folder: Path) -> None:
    """Unpack ``tarball`` into ``folder``, refusing any member that would land outside it or is not a plain file or
    folder."""
    root = folder.resolve()
    try:
        with tarfile.open(tarball) as archive:
            for member in archive.getmembers():
                target = (root / member.name).resolve()
                if not target.is_relative_to(root) or not (member.isfile() or member.isdir()):
                    raise TexSourceError(
                        f"{str(tarball)!r}: member {member.name!r} is not a file or folder inside the archive's own "
                        "folder; refusing to unpack it"
                    )
            archive.extractall(root, filter="data")
    except (tarfile.TarError, OSError) as exc:
        head, *methods = [line.strip("- ") for line in str(exc).splitlines() if line.strip()] or [type(exc).__name__]
        reason = head.rstrip(":") + (f": {'; '.join(methods)}" if methods else "")  # tarfile lists each method tried
        raise TexSourceError(f"{str(tarball)!r} is not a readable tar archive ({reason})") from None


_DOCUMENTCLASS = re.compile(r"\\documentclass\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}")


def _is_main(path: Path) -> bool:
    """Whether ``path`` is a main LaTeX file (``\\documentclass`` and ``\\begin{document}``, not a standalone
    figure)."""
    try:
        text = _strip_comments(_text(path, path.name))
    except TexSourceError:
        return False
    documentclass = _DOCUMENTCLASS.search(text)
    return bool(documentclass) and documentclass.group(1).strip() != "standalone" and "\\begin{document}" in text


def _main_file(folder: Path, shown: str) -> Path:
    """The main file of a folder of source: the shallowest ``.tex`` with ``\\documentclass`` and
    ``\\begin{document}``; several at that depth are an error naming them."""
    mains = [p for p in sorted(folder.rglob("*.tex")) if p.is_file() and _is_main(p)]
    if not mains:
        raise TexSourceError(f"{shown!r}: no main .tex file in it (one with \\documentclass and \\begin{{document}})")
    depth = min(len(p.relative_to(folder).parts) for p in mains)
    shallowest = [p for p in mains if len(p.relative_to(folder).parts) == depth]
    if len(shallowest) > 1:
        names = ", ".join(str(p.relative_to(folder)) for p in shallowest)
        raise TexSourceError(f"{shown!r}: several main .tex files ({names}); pass the paper's main file itself")
    return shallowest[0]


def _text(path: Path, shown: str) -> str:
    """The text of a source file (UTF-8, else Latin-1 as older arXiv sources are), or an error if it is binary."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise TexSourceError(f"{shown!r} cannot be read ({exc.strerror or exc})") from None
    if b"\0" in data:
        raise TexSourceError(f"{shown!r} is not a LaTeX file (it is binary)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


# ---- comments and inputs ---------------------------------------------------------------------------------------

_COMMENT = re.compile(r"(?<!\\)((?:\\\\)*)%.*")
_INPUT = re.compile(r"\\(input|include)(?![A-Za-z])\s*(?:\{([^{}]*)\}|([^\s{}\\]+))")


def _strip_comments(text: str) -> str:
    """``text`` without its comments (an unescaped ``%`` to the end of its line), line breaks kept."""
    return _COMMENT.sub(r"\1", text)


@dataclass(frozen=True)
class _Source:
    """The main file with every input spliced in, and where each part came from (for file and line)."""

    text: str
    starts: tuple[int, ...]
    places: tuple[tuple[str, int], ...]

    def where(self, offset: int) -> str:
        """``file line N`` of the character at ``offset``."""
        index = bisect.bisect_right(self.starts, offset) - 1
        name, line = self.places[index]
        return f"{name} line {line + self.text.count(chr(10), self.starts[index], offset)}"


def _splice(main: Path) -> _Source:
    """The main file with its ``\\input`` and ``\\include`` files spliced in, comments removed."""
    root = main.parent
    parts: list[tuple[str, str, int]] = []

    def visit(path: Path, stack: tuple[Path, ...]) -> None:
        name = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
        text = _strip_comments(_text(path, name))
        last, line = 0, 1
        for match in _INPUT.finditer(text):
            parts.append((text[last : match.start()], name, line))
            line += text.count("\n", last, match.start())
            asked = (match.group(2) or match.group(3)).strip()
            found = next((p for p in (root / asked, root / f"{asked}.tex") if p.is_file()), None)
            in_preamble = not any("\\begin{document}" in t for t, _, _ in parts)
            if found is None and in_preamble:  # a file of the TeX installation (glyphtounicode): no statements
                line += text.count("\n", match.start(), match.end())
                last = match.end()
                continue
            if found is None:
                raise TexSourceError(
                    f"\\{match.group(1)}{{{asked}}} at {name} line {line}: no file {asked!r} or {asked + '.tex'!r} "
                    f"in {str(root)!r}"
                )
            if found.resolve() in stack:
                raise TexSourceError(f"\\{match.group(1)}{{{asked}}} at {name} line {line} includes itself")
            visit(found, (*stack, found.resolve()))
            line += text.count("\n", match.start(), match.end())
            last = match.end()
        parts.append((text[last:], name, line))

    visit(main, (main.resolve(),))
    starts, offset = [], 0
    for text, _, _ in parts:
        starts.append(offset)
        offset += len(text)
    return _Source("".join(t for t, _, _ in parts), tuple(starts), tuple((n, line) for _, n, line in parts))


# ---- balanced groups and macros ----------------------------------------------------------------------------------


def _group(text: str, start: int, opening: str = "{", closing: str = "}") -> tuple[str, int] | None:
    """The content of the group that opens at ``start`` (after spaces) and the index after it, or ``None``."""
    i = start
    while i < len(text) and text[i] in " \t\n":
        i += 1
    if i >= len(text) or text[i] != opening:
        return None
    depth, j = 0, i
    while j < len(text):
        char = text[j]
        if char == "\\":
            j += 2
            continue
        if char == opening:
            depth += 1
        elif char == closing:
            depth -= 1
            if depth == 0:
                return text[i + 1 : j], j + 1
        j += 1
    return None


@dataclass(frozen=True)
class _Macro:
    """A user macro: its number of arguments, the default of an optional first one, and its body."""

    arguments: int
    default: str | None
    body: str


_DEFINITION = re.compile(r"\\(newcommand|renewcommand|providecommand|def|gdef)(?![A-Za-z])\*?\s*")
_CONTROL_WORD = re.compile(r"\\([A-Za-z]+|.)")
_PARAMETERS = re.compile(r"((?:#[1-9])*)\s*\{")


def _definitions(text: str) -> tuple[list[tuple[int, str, _Macro]], list[tuple[int, int]]]:
    """Every macro definition (offset, name, macro) in order, and the spans they occupy (skipped when scanning for
    environments: a body may open an environment that its use closes)."""
    found, spans = [], []
    for match in _DEFINITION.finditer(text):
        i = match.end()
        if match.group(1) in ("def", "gdef"):
            name = _CONTROL_WORD.match(text, i)
            if name is None:
                continue
            parameters = _PARAMETERS.match(text, name.end())
            body = _group(text, parameters.end() - 1) if parameters else None
            if body is None:
                continue  # delimited parameters: not a simple macro
            found.append((match.start(), name.group(1), _Macro(len(parameters.group(1)) // 2, None, body[0])))
            spans.append((match.start(), body[1]))
            continue
        braced = _group(text, i)
        name, i = (braced[0].strip(), braced[1]) if braced else (None, i)
        if name is None:
            word = _CONTROL_WORD.match(text, i)
            name, i = (word.group(0), word.end()) if word else (None, i)
        count, default = _group(text, i, "[", "]"), None
        if count:
            i = count[1]
            option = _group(text, i, "[", "]")
            if option:
                default, i = option
        body = _group(text, i)
        if not name or not name.startswith("\\") or body is None:
            continue
        arguments = int(count[0]) if count and count[0].strip().isdigit() else 0
        found.append((match.start(), name[1:], _Macro(arguments, default, body[0])))
        spans.append((match.start(), body[1]))
    return found, spans


def _argument(text: str, i: int) -> tuple[str, int]:
    """One undelimited macro argument at ``i``: a braced group's content, a control sequence, or one character."""
    while i < len(text) and text[i] in " \t\n":
        i += 1
    braced = _group(text, i)
    if braced:
        return braced
    word = _CONTROL_WORD.match(text, i)
    if word:
        return word.group(0), word.end()
    return text[i : i + 1], i + 1


def _substituted(body: str, values: list[str]) -> str:
    """A macro's body with its parameters ``#1``, ``#2``, ... replaced by ``values`` (a missing one by nothing)."""
    return re.sub(r"#([1-9])", lambda m: values[int(m.group(1)) - 1] if int(m.group(1)) <= len(values) else "", body)


def expand(text: str, macros: dict[str, _Macro], where: str = "") -> str:
    """``text`` with the user ``macros`` expanded (their expansions expanded again)."""
    out, i, expansions = text, 0, 0
    while (match := _CONTROL_WORD.search(out, i)) is not None:
        macro = macros.get(match.group(1))
        if macro is None:
            i = match.end()
            continue
        expansions += 1
        if expansions > _EXPANSION_LIMIT:
            raise TexSourceError(f"the macro \\{match.group(1)} {where}expands without end")
        j, values = match.end(), []
        if macro.default is not None:
            optional = _group(out, j, "[", "]")
            value, j = optional if optional else (macro.default, j)
            values.append(value)
        while len(values) < macro.arguments:
            value, j = _argument(out, j)
            values.append(value)
        body = _substituted(macro.body, values)
        out = out[: match.start()] + body + out[j:]
        i = match.start()
    return out


# ---- counters and environments ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Environment:
    """A statement environment: its kind, printed name, the counter it steps (``None``: unnumbered)."""

    kind: str
    printed: str
    counter: str | None


_NEWTHEOREM = re.compile(r"\\newtheorem(\*?)\s*\{([^{}]*)\}")
_NUMBERWITHIN = re.compile(r"\\numberwithin\s*\{([^{}]*)\}\s*\{([^{}]*)\}")


def _kind(printed: str) -> str | None:
    words = printed.lower()
    return next((kind for kind in KINDS if kind in words), None)


def _declarations(text: str) -> tuple[dict[str, _Environment], dict[str, str]]:
    """The statement environments declared by ``\\newtheorem`` and the counter each counter is numbered within."""
    environments: dict[str, _Environment] = {}
    within: dict[str, str] = {}
    for match in _NEWTHEOREM.finditer(text):
        starred, name, i = match.group(1), match.group(2).strip(), match.end()
        shared = _group(text, i, "[", "]")
        if shared:
            i = shared[1]
        printed = _group(text, i)
        if printed is None:
            continue
        parent = _group(text, printed[1], "[", "]")
        counter = None if starred else (shared[0].strip() if shared else name)
        if counter == name and parent:
            within[name] = parent[0].strip()
        kind = _kind(printed[0])
        if kind is not None:
            environments[name] = _Environment(kind, " ".join(printed[0].split()), counter)
    for match in _NUMBERWITHIN.finditer(text):
        within[match.group(1).strip()] = match.group(2).strip()
    for kind in KINDS:  # provided by the class (or, for algorithm, the float package) when not declared
        environments.setdefault(kind, _Environment(kind, kind.capitalize(), kind))
    return environments, within


def _letters(number: int) -> str:
    """An appendix section's printed number: 1 -> A, 26 -> Z, 27 -> AA."""
    out = ""
    while number > 0:
        number, rest = divmod(number - 1, 26)
        out = chr(ord("A") + rest) + out
    return out


class _Counters:
    """LaTeX's section and statement counters as the document steps them (a subsection counts within its section)."""

    def __init__(self, within: dict[str, str]) -> None:
        self.within = {"subsection": "section", **within}
        self.values: dict[str, int] = {}
        self.appendix = False

    def step(self, counter: str) -> None:
        self.values[counter] = self.values.get(counter, 0) + 1
        self._reset_within(counter)

    def _reset_within(self, counter: str) -> None:
        for child, parent in self.within.items():
            if parent == counter:
                self.values[child] = 0
                self._reset_within(child)

    def start_appendix(self) -> None:
        self.appendix = True
        self.values["section"] = 0
        self._reset_within("section")

    def printed(self, counter: str) -> str:
        value = self.values.get(counter, 0)
        if counter == "section":
            return _letters(value) if self.appendix else str(value)
        parent = self.within.get(counter)
        return f"{self.printed(parent)}.{value}" if parent else str(value)

    def section(self) -> str | None:
        return self.printed("section") if self.values.get("section") else None


_EVENT = re.compile(r"\\(?:(begin|end)\s*\{([^{}]*)\}|(section|subsection)(?![A-Za-z])(\*?)|(appendix)(?![A-Za-z]))")
_LABEL = re.compile(r"\\label\s*\{([^{}]*)\}")
_NESTED = re.compile(r"\\begin\s*\{([^{}]*)\}.*?\\end\s*\{\1\}", re.DOTALL)
_DISPLAY = re.compile(
    r"(?<!\\)\\\[(.*?)\\\]|\$\$(.*?)\$\$|\\begin\{(" + "|".join(_DISPLAY_ENVS) + r")(\*?)\}(.*?)\\end\{\3\4\}",
    re.DOTALL,
)


def displayed_formulas(text: str) -> tuple[str, ...]:
    """The displayed formulas of ``text`` (``\\[...\\]``, ``$$...$$``, equation, align, gather, multline, ...)."""
    return tuple(
        next(g for g in (m.group(1), m.group(2), m.group(5)) if g is not None).strip() for m in _DISPLAY.finditer(text)
    )


def _own_label(body: str) -> str | None:
    """The label of the environment itself: the first ``\\label`` outside the environments nested in its body."""
    found = _LABEL.search(_NESTED.sub("", body))
    return found.group(1).strip() if found else None


def _title(kind: str, source: str, i: int) -> tuple[str | None, int]:
    """The statement's title and where its body starts: the optional argument of a theorem-like environment (an
    algorithm's ``[placement]`` is not one; its title is its ``\\caption``)."""
    if kind == "algorithm":
        placement = _group(source, i, "[", "]")
        return None, placement[1] if placement else i
    title = _group(source, i, "[", "]")
    return (" ".join(title[0].split()), title[1]) if title else (None, i)


def _environment(environments: dict[str, _Environment], name: str) -> _Environment | None:
    """The statement environment ``name`` opens (``algorithm*`` is the two-column ``algorithm``), or ``None``."""
    return environments.get("algorithm" if name == "algorithm*" else name)


def _macros_at(definitions: list[tuple[int, str, _Macro]], offset: int) -> dict[str, _Macro]:
    return {name: macro for start, name, macro in definitions if start < offset}


def _read_main(main: Path) -> TexPaper:
    source = _splice(main)
    text = source.text
    definitions, skipped = _definitions(text)
    environments, within = _declarations(text)
    counters = _Counters(within)
    statements: list[tuple[int, Statement]] = []
    open_envs: list[tuple[str, int, int, str | None]] = []  # name, offset, body start, title
    i = 0
    while (match := _EVENT.search(text, i)) is not None:
        i = match.end()
        inside = next((end for start, end in skipped if start <= match.start() < end), None)
        if inside is not None:
            i = inside
            continue
        if match.group(3):
            if not match.group(4):
                counters.step(match.group(3))
            continue
        if match.group(5):
            counters.start_appendix()
            continue
        name = match.group(2).strip()
        if match.group(1) == "begin":
            if name in _VERBATIM:
                end = text.find(f"\\end{{{name}}}", i)
                if end < 0:
                    raise TexSourceError(f"unbalanced environment: \\begin{{{name}}} at {source.where(match.start())}"
                                         " is never closed")  # fmt: skip
                i = end + len(f"\\end{{{name}}}")
                continue
            if name == "appendices":
                counters.start_appendix()
            env = _environment(environments, name)
            title = None
            if env is not None:
                if env.counter is not None:
                    counters.step(env.counter)
                title, i = _title(env.kind, text, i)
            open_envs.append((name, match.start(), i, title))
            continue
        if not open_envs:
            raise TexSourceError(f"unbalanced environment: \\end{{{name}}} at {source.where(match.start())} has no "
                                 "\\begin")  # fmt: skip
        opened, start, body_start, title = open_envs.pop()
        if opened != name:
            raise TexSourceError(
                f"unbalanced environment: \\begin{{{opened}}} at {source.where(start)} is closed by \\end{{{name}}} "
                f"at {source.where(match.start())}"
            )
        if name == "document":
            break  # LaTeX reads nothing after \end{document}
        env = _environment(environments, name)
        if env is None:
            continue
        statements.append(
            (start, _statement(env, text[body_start : match.start()], title, counters, start, source, definitions))
        )
    if open_envs:
        opened, start, _, _ = open_envs[-1]
        raise TexSourceError(f"unbalanced environment: \\begin{{{opened}}} at {source.where(start)} is never closed")
    return TexPaper(main.name, _paper_title(text, definitions), tuple(s for _, s in sorted(statements)))


def _statement(
    env: _Environment,
    body: str,
    title: str | None,
    counters: _Counters,
    start: int,
    source: _Source,
    definitions: list[tuple[int, str, _Macro]],
) -> Statement:
    """The statement whose environment ``env`` opened at ``start`` (its counter already stepped) with ``body``."""
    where = source.where(start)
    macros = _macros_at(definitions, start)
    if env.kind == "algorithm":
        caption = re.search(r"\\caption(?![A-Za-z])\s*(?:\[[^\]]*\])?", body)
        caption_text = _group(body, caption.end()) if caption else None
        title = " ".join(caption_text[0].split()) if caption_text else None
    text = expand(body, macros, f"in the statement at {where} ").strip()
    file, _, line = where.rpartition(" line ")
    return Statement(
        kind=env.kind,
        printed=env.printed,
        number=counters.printed(env.counter) if env.counter is not None else None,
        section=counters.section(),
        appendix=counters.appendix,
        label=_own_label(body),
        title=expand(title, macros) if title else None,
        quote=body.strip(),
        text=text,
        displayed=displayed_formulas(text),
        file=file,
        line=int(line),
    )


def _paper_title(text: str, definitions: list[tuple[int, str, _Macro]]) -> str | None:
    match = re.search(r"\\title(?![A-Za-z])\s*(?:\[[^\]]*\])?", text)
    group = _group(text, match.end()) if match else None
    if group is None:
        return None
    title = expand(group[0], _macros_at(definitions, match.start()))
    title = re.sub(r"\\thanks\s*\{[^{}]*\}|\\\\", " ", title)
    return " ".join(title.replace("{", "").replace("}", "").split()) or None
