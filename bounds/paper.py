"""A paper as a plugin: what ratekit needs to know to load, check and report one paper.

A :class:`Paper` names modules, never imports them, so that discovering every installed paper stays cheap and the
symbolic layer does not import the numeric one. The four shipped papers declare theirs in
``bounds/papers/<key>/__init__.py`` exactly as a user's plugin would (see :mod:`bounds.plugins` for how papers are
discovered: the entry-point group ``ratekit.papers``, or a file passed as ``--paper-file``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_KEY = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_MODULE = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")
_VERSION = re.compile(r"v[1-9][0-9]*")


@dataclass(frozen=True)
class Paper:
    """One paper: its identity and the modules that hold its statements, checks and figures.

    ``symbols``: modules that declare the paper's own symbols (:func:`bounds.symbols.declare`), imported before
    anything else, so that a statement may use a symbol in LaTeX alone. ``statements``: modules that register the
    paper's statements, the prior work it quotes and its errata
    (:func:`bounds.registry.register`, :func:`bounds.registry.register_erratum`), imported in this order.
    ``checks``: modules with ``checks()``, ``negative_controls()`` and optionally ``full_checks()``, each returning
    :class:`~simulations.checks.ratecheck.RateCheck` objects. ``figures``: modules with
    ``make(out_dir, cache_dir=..., [full=...])`` returning the paths they wrote. ``notebooks``: notebook files
    (paths relative to the repository or plugin root) that explore the paper's bounds.
    """

    key: str
    title: str
    authors: str
    arxiv: str
    versions: tuple[str, ...]
    statements: tuple[str, ...]
    symbols: tuple[str, ...] = ()
    checks: tuple[str, ...] = ()
    figures: tuple[str, ...] = ()
    notebooks: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.key, str) or not _KEY.fullmatch(self.key):
            raise ValueError(f"paper key must be letters and digits starting with a letter, got {self.key!r}")
        if not self.versions or not all(isinstance(v, str) and _VERSION.fullmatch(v) for v in self.versions):
            raise ValueError(
                f"paper {self.key}: versions must be a non-empty tuple like ('v1', 'v2'), got {self.versions!r}"
            )
        if not self.statements:
            raise ValueError(f"paper {self.key}: statements must name at least one module")
        for field_name in ("symbols", "statements", "checks", "figures"):
            for name in getattr(self, field_name):
                if not isinstance(name, str) or not _MODULE.fullmatch(name):
                    raise ValueError(f"paper {self.key}: {field_name} must hold dotted module names, got {name!r}")
