"""The one place where ratekit keeps what it computes once: measured samples, derivation results and the
remembered output of the read-only commands (``paper_figures.answer_cache``).

The location follows the platform's convention for per-user caches (``$XDG_CACHE_HOME/ratekit`` or
``~/.cache/ratekit`` on Linux and other Unix, ``~/Library/Caches/ratekit`` on macOS, ``%LOCALAPPDATA%\\ratekit\\Cache``
on Windows); the environment variable ``RATEKIT_CACHE`` overrides it (the command line's ``--cache-dir`` sets that
variable, so worker processes see the same folder). Each kind of entry has its own sub-folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

#: environment variable that moves the cache
ENVIRONMENT_VARIABLE = "RATEKIT_CACHE"
#: environment variable that turns the derivation cache off (``off``; ``on`` or unset keeps it)
DERIVATIONS_SWITCH = "RATEKIT_DERIVE_CACHE"
#: sub-folder of each kind of entry
KINDS = ("samples", "derivations", "answers", "profile")


def platform_default() -> Path:
    """The per-user cache folder the platform's conventions give, before any override."""
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / "ratekit"
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return (Path(base) if base else home / "AppData" / "Local") / "ratekit" / "Cache"
    base = os.environ.get("XDG_CACHE_HOME")
    return (Path(base) if base else home / ".cache") / "ratekit"


def root() -> Path:
    """The cache folder in use: ``RATEKIT_CACHE`` if set (and not empty), else the platform default."""
    override = os.environ.get(ENVIRONMENT_VARIABLE)
    return Path(override).expanduser() if override else platform_default()


class CacheUnusable(ValueError):
    """The cache folder in use cannot serve: it is a file, or cannot be created or written (the CLI prints one line
    naming the path and exits 2)."""


def usable(write: bool = False) -> Path:
    """The cache folder in use, checked: not a file, and with ``write`` created if missing and writable; else
    :class:`CacheUnusable` naming the folder and where its name came from."""
    folder = root()
    origin = f"${ENVIRONMENT_VARIABLE} or --cache-dir" if os.environ.get(ENVIRONMENT_VARIABLE) else "default"
    try:
        is_file = folder.exists() and not folder.is_dir()
    except OSError as exc:  # a name longer than the file system allows
        raise CacheUnusable(f"cache folder {str(folder)!r} ({origin}) cannot be used: {exc.strerror}") from None
    if is_file:
        raise CacheUnusable(f"cache folder {str(folder)!r} ({origin}) is a file, not a folder")
    if write:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CacheUnusable(f"cache folder {str(folder)!r} ({origin}) cannot be created: {exc.strerror}") from None
        if not os.access(folder, os.W_OK | os.X_OK):
            raise CacheUnusable(f"cache folder {str(folder)!r} ({origin}) is not writable")
    return folder


def directory(kind: Literal["samples", "derivations", "answers", "profile"]) -> Path:
    """The sub-folder holding one kind of entry."""
    if kind not in KINDS:
        raise ValueError(f"cache kind must be one of {', '.join(KINDS)}, got {kind!r}")
    return root() / kind


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename, so that a reader never sees half an
    entry and an interrupted write leaves no entry (the folder is created if missing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def usage() -> dict[str, tuple[int, int]]:
    """(entries, bytes) held under each kind's sub-folder."""
    out = {}
    for kind in KINDS:
        files = [p for p in directory(kind).glob("*") if _is_entry(kind, p)]  # glob of a missing folder is empty
        out[kind] = (len(files), sum(p.stat().st_size for p in files))
    return out


#: the suffix of the files ratekit writes under each kind's sub-folder (:func:`entry`; a half-written one ends in
#: ``.tmp`` and the writer's process id)
ENTRY_SUFFIXES = {"samples": ".json", "derivations": ".pickle", "answers": ".answer", "profile": ".json"}


def entry(kind: Literal["samples", "derivations", "answers", "profile"], name: str, folder: Path | None = None) -> Path:
    """The file of the entry ``name`` of ``kind``: in that kind's sub-folder, or in ``folder`` where a caller keeps
    its entries elsewhere (a sample cache given its own folder)."""
    return (folder if folder is not None else directory(kind)) / f"{name}{ENTRY_SUFFIXES[kind]}"


def _is_entry(kind: str, path: Path) -> bool:
    return path.is_file() and (path.suffix == ENTRY_SUFFIXES[kind] or path.suffix.startswith(".tmp"))


def clear(kinds: tuple[str, ...] = KINDS) -> int:
    """Delete every entry of the given kinds, and nothing else a user may have put there; the number of files
    removed."""
    removed = 0
    for kind in kinds:
        for path in directory(kind).glob("*"):  # directory() validates the kind
            if _is_entry(kind, path):
                try:
                    path.unlink()
                except OSError as exc:
                    raise CacheUnusable(f"cannot delete {str(path)!r} ({exc.strerror}); {removed} removed") from None
                removed += 1
    return removed
