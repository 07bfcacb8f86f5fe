"""Discovery of papers: the entry-point group ``ratekit.papers`` and files loaded by path.

An installed distribution declares its papers in its ``pyproject.toml``::

    [project.entry-points."ratekit.papers"]
    MYPAPER = "mypaper:PAPER"

where ``PAPER`` is a :class:`~bounds.paper.Paper`. ratekit's own four papers are declared the same way in its own
``pyproject.toml``; nothing lists papers anywhere else. A paper that is not installed is loaded from its file with
:func:`load_paper_file` (the CLI's ``--paper-file``): the file must define ``PAPER``; if its folder is a package
(it has an ``__init__.py``), the file is imported as a submodule of that package so that its sibling modules
import as they would once installed.
"""

from __future__ import annotations

import contextlib
import difflib
import importlib
import importlib.util
import sys
import traceback
from functools import lru_cache
from importlib.metadata import entry_points
from pathlib import Path
from types import ModuleType

from bounds.paper import Paper

GROUP = "ratekit.papers"

#: the top-level packages of ratekit itself: an error raised while importing their modules is internal
OWN_PACKAGES = ("bounds", "simulations", "paper_figures")
_OWN_ROOTS = tuple(str(Path(__file__).resolve().parent.parent / name) for name in OWN_PACKAGES)

_FROM_FILES: dict[str, Paper] = {}


class PaperNotFound(ValueError):
    """A paper key or file that names no paper (a user error: the CLI prints it in one line and exits 2)."""


class PluginError(ValueError):
    """A paper plugin whose own code does not load: ``paper`` is its key (or its file), and the message names the
    plugin's file and line and its error (a user error: the CLI prints it in one line and exits 2)."""

    def __init__(self, paper: str, message: str) -> None:
        super().__init__(f"plugin {paper}: {message}")
        self.paper = paper


def _where(exc: BaseException) -> str:
    """Where ``exc`` arose in a plugin's own code: its file and line (the deepest frame outside ratekit and
    Python's import machinery), then the error itself."""
    if isinstance(exc, SyntaxError):
        place = f"{exc.filename}, line {exc.lineno}: " if exc.filename and exc.lineno else ""  # none for null bytes
        return f"{place}SyntaxError: {exc.msg}"
    frames = [
        f
        for f in traceback.extract_tb(exc.__traceback__)
        # "<string>" is code that dataclasses generate (Paper's __init__), called from the plugin's line
        if not f.filename.startswith(("<frozen", "<string>", *_OWN_ROOTS)) and "importlib" not in f.filename
    ]
    place = f"{frames[-1].filename}, line {frames[-1].lineno}: " if frames else ""
    return f"{place}{type(exc).__name__}: {exc}"


def import_module(paper: Paper, role: str, name: str) -> ModuleType:
    """Import the module ``name`` that ``paper`` lists as one of its ``role`` modules (symbols, statements, checks,
    figures). An error in a plugin's own code becomes a :class:`PluginError` naming the paper, the module, and
    the plugin's file and line; an error in ratekit's own papers keeps its traceback (it is internal). While it
    loads, the paper's symbol namespace is the current one (:func:`bounds.symbols.paper_context`), and what it
    prints goes to the standard error, keeping the standard output to the command's answer (JSON stays JSON)."""
    from bounds import symbols  # sympy: imported when a paper's modules load, not for the CLI's --version

    try:
        with symbols.paper_context(paper.key), contextlib.redirect_stdout(sys.stderr):
            return importlib.import_module(name)
    except SystemExit as exc:  # a plugin's module must not end the program
        raise PluginError(paper.key, f"its {role} module {name!r} called sys.exit({exc.code!r})") from None
    except Exception as exc:
        if name.partition(".")[0] in OWN_PACKAGES:
            raise
        if isinstance(exc, ModuleNotFoundError) and exc.name is not None and name.startswith(exc.name):
            raise PluginError(
                paper.key, f"its {role} module {name!r} is not importable (no module {exc.name!r})"
            ) from None
        raise PluginError(paper.key, f"its {role} module {name!r} fails: {_where(exc)}") from exc


@lru_cache(maxsize=1)
def _installed() -> dict[str, Paper]:
    found: dict[str, Paper] = {}
    for point in sorted(entry_points(group=GROUP), key=lambda p: p.name):
        paper = point.load()
        if not isinstance(paper, Paper):
            raise TypeError(f"entry point {point.name} = {point.value!r} of group {GROUP} is not a bounds.paper.Paper")
        if paper.key != point.name:
            raise ValueError(f"entry point {point.name} = {point.value!r} holds the paper {paper.key!r}: names differ")
        found[paper.key] = paper
    return found


def papers() -> dict[str, Paper]:
    """Every discovered paper by key: the installed ones, then those loaded from files."""
    return {**_installed(), **_FROM_FILES}


def paper(key: str) -> Paper:
    """The discovered paper with this key, or :class:`PaperNotFound` naming the closest keys."""
    found = papers()
    if key in found:
        return found[key]
    close = difflib.get_close_matches(key, sorted(found), n=3, cutoff=0.4)
    hint = f"; did you mean {', '.join(close)}?" if close else f"; papers: {', '.join(sorted(found)) or 'none'}"
    raise PaperNotFound(f"unknown paper {key!r}{hint}")


def _module_of(path: Path) -> tuple[Path, str]:
    """The folder to import ``path`` from and its dotted module name: inside a package (folders with
    ``__init__.py``), the package's parent and the dotted path through it; else its own folder and its stem."""
    folder = path.parent
    if not (folder / "__init__.py").exists():
        return folder, path.stem
    root, parts = folder, [] if path.stem == "__init__" else [path.stem]
    while (root / "__init__.py").exists():
        parts.insert(0, root.name)
        root = root.parent
    return root, ".".join(parts)


#: the folders plugin files were imported from (put on ``sys.path`` by :func:`_import_file`)
_PLUGIN_ROOTS: set[Path] = set()


def _shadowed(root: Path, name: str) -> str | None:
    """Where the installed module that a plugin's top-level name would shadow lives, if one does (one already
    imported, or another plugin's, is caught after the import, by the file it came from)."""
    top = name.partition(".")[0]
    if top in sys.modules:
        return None
    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return None
    origin = (spec.origin or next(iter(spec.submodule_search_locations or []), "")) if spec else ""
    found = Path(origin).resolve() if origin else None
    if found is None or any(found.is_relative_to(folder) for folder in (root, *_PLUGIN_ROOTS)):
        return None
    return origin


def _import_file(root: Path, name: str) -> ModuleType:
    """Import the module ``name`` from the folder ``root`` (:func:`_module_of`), which stays on ``sys.path``."""
    _PLUGIN_ROOTS.add(root)
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return importlib.import_module(name)


def load_paper_file(path: str | Path) -> Paper:
    """Load the paper that the Python file at ``path`` defines as ``PAPER`` and add it to :func:`papers`."""
    try:
        path = Path(path).expanduser().resolve()
        exists = path.exists()
    except (OSError, RuntimeError) as exc:  # a symbolic-link loop, a name longer than the file system allows
        raise PaperNotFound(f"{str(path)!r}: cannot be read ({getattr(exc, 'strerror', None) or exc})") from None
    if not exists:
        raise PaperNotFound(f"{str(path)!r}: no such file")
    if path.suffix != ".py" or not path.is_file():
        raise PaperNotFound(f"{str(path)!r}: not a Python file (a plugin is a .py file that defines PAPER)")
    root, name = _module_of(path)
    shadowed = _shadowed(root, name)
    if shadowed is not None:
        raise PaperNotFound(
            f"{str(path)!r}: its module name {name.partition('.')[0]!r} would shadow the installed module at "
            f"{shadowed}; rename its package or file"
        )
    try:
        with contextlib.redirect_stdout(sys.stderr):  # a plugin's prints are not the command's answer
            module = _import_file(root, name)
    except SystemExit as exc:  # a plugin file must not end the program
        raise PluginError(path.name, f"{path}: called sys.exit({exc.code!r}) while loading") from None
    except Exception as exc:
        raise PluginError(path.name, _where(exc)) from exc
    loaded = getattr(module, "__file__", None)
    if loaded is None or Path(loaded).resolve() != path:  # the module's name was taken first by another file
        raise PaperNotFound(
            f"{str(path)!r}: its module name {module.__name__!r} is already taken by {loaded or 'a built-in module'}; "
            "rename its package or file"
        )
    found = getattr(module, "PAPER", None)
    if not isinstance(found, Paper):
        raise PaperNotFound(f"{str(path)!r}: the file defines no PAPER = bounds.paper.Paper(...)")
    installed = _installed().get(found.key)
    if installed is not None and installed != found:
        raise PaperNotFound(f"{str(path)!r}: paper {found.key!r} is already installed as another paper")
    loaded_before = _FROM_FILES.get(found.key)
    if loaded_before is not None and loaded_before != found:
        raise PaperNotFound(f"{str(path)!r}: paper {found.key!r} is already loaded from another file; give one of them")
    _FROM_FILES[found.key] = found
    return found
