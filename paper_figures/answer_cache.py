"""Remembered answers: what a read-only command printed, replayed while nothing that could change it has changed.

``ratekit bounds list|show|status``, ``ratekit symbols`` and ``ratekit errata`` print a function of their
arguments and of the code that computes the answer: the papers' statement modules, ratekit's own source, sympy
and the other installed packages, the interpreter. Computing it imports sympy and every paper and derives (seconds);
replaying it reads one file. An entry is found by its *request* and trusted only after its *manifest* is checked:

* the request, whose SHA-256 names the entry (``answers/<sha256>.answer``, zlib-compressed JSON, in the folder of
  :mod:`bounds.cache_location`): what the caller passes (the parsed arguments, plugin files by absolute path, the
  discovered papers, ratekit's version), the interpreter (version, executable, prefixes, optimisation level) and
  the module search path ``sys.path``;
* the manifest, written after the command ran and checked before every replay: every file that a module of the
  answering process was imported from, every file the command opened for reading and every folder it listed
  (a plugin's data files, a folder searched for modules: :class:`_Inputs`), every entry of ``sys.path`` and every
  folder that holds an imported file outside the interpreter's installation (so that a new module that would now be
  found first, or a new statement file beside the others, is seen). A file outside the installation (ratekit's
  source, a plugin, its data) is compared by the SHA-256 of its content and such a folder by its sorted listing; a
  file or folder inside it (the standard library, sympy, numpy, a plugin installed without ``-e``) by its size,
  modification and status-change times in nanoseconds and inode: installing, upgrading or editing a file writes
  it, adding or removing a file writes its folder, and every write sets the status-change time (``st_ctime``) to
  the current time, which no system call sets back (POSIX ``stat``), so an unchanged signature means an unwritten
  file. Left out: the cache itself (its entries are functions of the code), bytecode (a function of its source) and
  the kernel's pseudo-files (``/proc``, ``/sys``, ``/dev``).

A miss runs the command as before, its output going to the terminal as it is printed, and stores the entry
atomically, but only when the command returned 0, wrote nothing to the standard error (a warning is shown every
time), and every file and folder of the manifest was last written (modified or changed) at least
:data:`SETTLE_NS` before this program started: a file written after the program started may have been imported
before it was written, so that what the manifest records is not what ran. The margin also covers timestamps
coarser than the clock (file systems keep them to a few milliseconds, FAT to 2 s) and the interpreter's start
before :data:`STARTED_NS` is read. What this assumes: the wall clock does not step backwards, a network file
system's clock agrees with this machine's to within the margin, and the command's code does not decide anything on
a bare existence test (``os.path.exists``) of a path that it neither opens nor lists (such a test raises no audit
event; the import system lists folders instead, and ratekit's own tests, which find a plugin file's package root,
decide the ``sys.path`` that the request names).

Only the program itself remembers (``paper_figures.cli.main`` called without ``argv``): an in-process caller may
hold modules or registrations that its files no longer show. ``RATEKIT_ANSWER_CACHE=off`` turns remembering off;
``ratekit cache clear --kind answers`` deletes the entries.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import sys
import time
import zlib
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TextIO

from bounds import cache_location

#: when this program started, as far as it can tell: the first import of this module
STARTED_NS = time.time_ns()
#: how long before :data:`STARTED_NS` every recorded file must have been last written for an entry to be stored
SETTLE_NS = 2_000_000_000
#: the environment variable that turns remembering off (value ``off``)
SWITCH = "RATEKIT_ANSWER_CACHE"
#: the layout of an entry; a new layout never reads an old one
FORMAT = 1

_PREFIXES = (sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix)
#: the interpreter's installation folders (the environment's and the base interpreter's), each ending in a separator
_INSTALLATION = tuple(dict.fromkeys(os.path.join(os.path.abspath(p), "") for p in _PREFIXES))


def request_key(request: Mapping[str, object]) -> str:
    """The SHA-256 of the caller's ``request`` (JSON-serialisable) with the interpreter and its module search path."""
    whole = {
        "format": FORMAT,
        "request": request,
        "python": [sys.version, sys.executable, list(_INSTALLATION), sys.flags.optimize],
        "path": [os.path.abspath(p) for p in sys.path],  # '' is the current folder
    }
    return hashlib.sha256(json.dumps(whole, sort_keys=True).encode()).hexdigest()


def _installed(path: str) -> bool:
    return path.startswith(_INSTALLATION)


def _signature(path: str) -> list:
    """An installed file's or folder's stat, any other folder's sorted listing, any other file's content (see the
    module docstring)."""
    try:
        st = os.stat(path)
        if _installed(path):
            return ["stat", st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino]
        if stat.S_ISDIR(st.st_mode):
            return ["listing", hashlib.sha256("\n".join(sorted(os.listdir(path))).encode()).hexdigest()]
        return ["sha256", hashlib.sha256(Path(path).read_bytes()).hexdigest()]
    except OSError:
        return ["missing"]


class _Inputs:
    """The files this process opens for reading and the folders it lists while recording, seen through the
    interpreter's audit hooks (PEP 578: the events ``open``, ``os.listdir`` and ``os.scandir``, raised for every
    open and listing, the import system's included). A hook cannot be removed: it is added on the first recording
    and does nothing outside one."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.folders: set[str] = set()
        self.on = False
        self.hooked = False

    def __call__(self, event: str, args: tuple) -> None:
        if not self.on:
            return
        if event == "open":
            path, mode, flags = args
            reads = "r" in mode if isinstance(mode, str) else flags & (os.O_WRONLY | os.O_RDWR) != os.O_WRONLY
            if reads and isinstance(path, str | bytes | os.PathLike):
                self.files.add(os.path.abspath(os.fsdecode(path)))
        elif event in ("os.listdir", "os.scandir"):
            path = "." if args[0] is None else args[0]
            if isinstance(path, str | bytes | os.PathLike):
                self.folders.add(os.path.abspath(os.fsdecode(path)))

    @contextlib.contextmanager
    def recording(self) -> Iterator[None]:
        if not self.hooked:
            sys.addaudithook(self)
            self.hooked = True
        self.files.clear()
        self.folders.clear()
        self.on = True
        try:
            yield
        finally:
            self.on = False


_INPUTS = _Inputs()


def _imported_files() -> set[str]:
    """Every file a module of this process was imported from (source, bytecode or extension)."""
    found = (getattr(module, "__file__", None) for module in list(sys.modules.values()))
    return {os.path.abspath(f) for f in found if isinstance(f, str)}


def _input(path: str) -> bool:
    """Whether a file read or a folder listed is an input of the answer: not the cache (whose entries are
    functions of the code), not bytecode (a function of its source, which is recorded), not the kernel's
    pseudo-files."""
    cache = os.path.join(os.path.abspath(cache_location.root()), "")
    return not (path.startswith((cache, "/proc/", "/sys/", "/dev/")) or path.endswith(".pyc"))


def _manifest() -> dict[str, list]:
    """The signature of every file the command imported or read, of every folder it listed, of every folder
    that holds an imported file outside the installation, and of every entry of ``sys.path``."""
    imported = _imported_files()
    paths = {*imported, *filter(_input, _INPUTS.files | _INPUTS.folders)}
    paths |= {os.path.dirname(f) for f in imported if not _installed(f)}
    paths |= {os.path.abspath(p) for p in sys.path}
    return {path: _signature(path) for path in sorted(paths)}


def _settled(paths: list[str]) -> bool:
    """Whether every path was last written at least :data:`SETTLE_NS` before :data:`STARTED_NS`."""
    for path in paths:
        try:
            st = os.stat(path)
        except OSError:
            continue  # recorded as missing: a file that appears later changes the signature
        if max(st.st_mtime_ns, st.st_ctime_ns) >= STARTED_NS - SETTLE_NS:
            return False
    return True


def _entry(request: Mapping[str, object]) -> Path:
    return cache_location.entry("answers", request_key(request))


def remembered(request: Mapping[str, object]) -> str | None:
    """What the command of ``request`` printed, if an entry is stored and its manifest still holds; else None."""
    try:
        entry = json.loads(zlib.decompress(_entry(request).read_bytes()))
    except (OSError, ValueError, zlib.error):
        return None
    if not isinstance(entry, dict) or entry.get("format") != FORMAT:
        return None
    manifest = entry.get("manifest")
    if not isinstance(manifest, dict) or any(_signature(p) != sig for p, sig in manifest.items()):
        return None
    stdout = entry.get("stdout")
    return stdout if isinstance(stdout, str) else None


class _Copy:
    """A text stream that writes through to ``stream`` and keeps a copy of everything written."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.parts: list[str] = []

    def write(self, text: str) -> int:
        written = self.stream.write(text)
        self.parts.append(text)
        return written

    def __getattr__(self, name: str) -> object:  # flush, encoding, isatty, fileno, ...
        return getattr(self.stream, name)


def answer(request: Mapping[str, object], run: Callable[[], int]) -> int:
    """Replay what ``run`` printed for ``request`` if that is remembered and still holds; else call ``run`` (its
    output shown as it is printed) and remember its output when it may be (see the module docstring)."""
    if os.environ.get(SWITCH, "on") == "off":
        return run()
    stdout = remembered(request)
    if stdout is not None:
        sys.stdout.write(stdout)
        return 0
    out, err = _Copy(sys.stdout), _Copy(sys.stderr)
    with _INPUTS.recording(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):  # type: ignore[type-var]
        code = run()
    if code == 0 and not err.parts:
        _store(request, "".join(out.parts))
    return code


def _store(request: Mapping[str, object], stdout: str) -> None:
    """Write the entry atomically, unless a recorded file may have changed while the command ran; a cache folder
    that cannot be written only costs the next run its speed."""
    path = _entry(request)
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)  # before the manifest: the folder may lie on sys.path
        manifest = _manifest()
        if not _settled(list(manifest)):
            return
        data = {"format": FORMAT, "manifest": manifest, "stdout": stdout}
        cache_location.write_atomically(path, zlib.compress(json.dumps(data).encode()))
