"""An on-disk cache of what the symbolic layer computes per statement (derivations, privacy-claim checks, unit
checks, severities of corrections, re-verified certificates), so that the errata, the report and the notebooks
compute each once per version of the code rather than once per process, and so that ``reproduce`` can compute them
as separate tasks and hand the results to the task that assembles the errata.

The key hashes the theorem's full content (rate, parameter settings, assumptions, derivation terms, exponent
values), the source of the whole ``bounds`` package, and for each other kind of result what it reads beyond that
(:data:`READS`: the privacy claim, the rate's term labels and the symbols' dimensions, the corrections); a missing
or unreadable entry is recomputed. The entries live in the ``derivations`` folder of :mod:`bounds.cache_location`;
``RATEKIT_DERIVE_CACHE=off`` disables the folder.

Within a process, :func:`recording` collects the entries computed (or read from the folder) while it is open, and
:func:`hand_over` gives a process the entries another computed: they are read before the folder, whether or not it
is enabled (they were computed in the same run). So the work moves between processes, or machines, as bytes.
"""

from __future__ import annotations

import contextlib
import copyreg
import hashlib
import io
import os
import pickle
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import sympy as sp

from bounds import cache_location, exact_repr


@cache
def _code_hash() -> str:
    root = Path(__file__).resolve().parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


#: id(theorem) -> (theorem, its key); the theorem is kept so that its id is not reused
_KEYS: dict[int, tuple[Any, str]] = {}


def key(theorem: Any) -> str:
    """The hash of the theorem's content and of the ``bounds`` source (computed once per theorem object)."""
    held = _KEYS.get(id(theorem))
    if held is not None and held[0] is theorem:
        return held[1]
    der = theorem.derivation
    parts = [
        theorem.key,
        exact_repr.srepr(theorem.rate.expr()),
        exact_repr.srepr(sorted((str(k), exact_repr.srepr(v)) for k, v in theorem.parameters.items())),
        exact_repr.srepr(theorem.assumptions),
        repr(sorted((str(k), [str(v) for v in vals]) for k, vals in theorem.exponent_values.items())),
        ""
        if der is None
        else repr(
            (
                sorted((k, exact_repr.srepr(v)) for k, v in der.terms.items()),
                der.mode,
                str(der.var),
                str(der.level),
                der.exact,
                der.equality,
            )
        ),
        repr(sorted(norm.id for norm in theorem.normalised_by)),
        _code_hash(),
    ]
    found = hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]
    _KEYS[id(theorem)] = (theorem, found)
    return found


def _units_read(theorem: Any) -> str:
    from bounds.symbols import info

    dimensions = sorted((s.name, str(info(s).dimension)) for s in theorem.symbols())
    return repr((theorem.rate, theorem.derivation, theorem.normalised_by, dimensions))


#: what each kind of result reads beyond the content :func:`key` hashes
READS: dict[str, Callable[[Any], str]] = {
    "derivation": lambda theorem: "",
    "privacy": lambda theorem: repr(theorem.privacy_claim),
    "units": _units_read,
    "consequence": lambda theorem: repr((theorem.corrections, theorem.privacy, theorem.normalised_by)),
    "certificates": lambda theorem: "",
}

#: entries handed over to this process (:func:`hand_over`), by name
_HANDED: dict[str, bytes] = {}
#: the recordings open in this process (:func:`recording`)
_RECORDINGS: list[dict[str, bytes]] = []


def entry_name(theorem: Any, kind: str = "derivation", detail: str = "") -> str:
    """The name of the entry holding one kind of result for ``theorem`` (``detail``: what else selects it, such as
    the corrections applied); a derivation's entry keeps the name it always had."""
    if kind not in READS:
        raise ValueError(f"kind must be one of {', '.join(READS)}, got {kind!r}")
    if kind == "derivation" and not detail:
        return key(theorem)
    text = "\n".join((key(theorem), kind, detail, READS[kind](theorem)))
    return f"{kind}-{hashlib.sha256(text.encode()).hexdigest()[:32]}"


def _disk_enabled() -> bool:
    return os.environ.get(cache_location.DERIVATIONS_SWITCH, "on") != "off"


def _path(name: str) -> Path:
    return cache_location.entry("derivations", name)


def dumped(result: Any) -> bytes:
    """``result`` pickled so that loading it rebuilds each ``Max`` and ``Min`` as stored, with the arguments it has.

    sympy pickles an expression as a call of its class on its arguments, and ``Max``'s and ``Min``'s constructors
    compare the arguments pairwise for ones that dominate others: about two thirds of the time of loading a derivation,
    to find what the stored expression already is (its arguments are the survivors of that comparison). The loaded
    expression is equal to the stored one, argument for argument."""
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer)
    pickler.dispatch_table = {**copyreg.dispatch_table, sp.Max: _as_stored, sp.Min: _as_stored}
    pickler.dump(result)
    return buffer.getvalue()


def _as_stored(expr: sp.Expr) -> tuple[Callable[..., sp.Expr], tuple[type, tuple[sp.Expr, ...]]]:
    """How :func:`dumped` pickles a ``Max`` or ``Min``: its class and the arguments it kept, for :func:`_rebuilt`."""
    return _rebuilt, (type(expr), expr.args)


def _rebuilt(kind: type, args: tuple[sp.Expr, ...]) -> sp.Expr:
    """A stored ``Max`` or ``Min`` of ``args`` (the arguments it kept when it was built)."""
    return kind(*args, evaluate=False)


def _loaded(data: bytes | None) -> tuple[bool, Any]:
    if data is None:
        return False, None
    try:
        return True, pickle.loads(data)
    except Exception:  # a damaged entry (pickle raises anything from EOFError to MemoryError on random bytes) is a miss
        return False, None


def cached(theorem: Any, compute: Callable[[], Any], kind: str = "derivation", detail: str = "") -> Any:
    """The cached ``kind`` of result for ``theorem`` (handed over, else from the folder), or ``compute()`` stored
    for next time (see :func:`entry_name` for ``detail``)."""
    if kind == "derivation" and theorem.derivation is None:
        return compute()
    name = entry_name(theorem, kind, detail)
    handed = name in _HANDED
    data = _HANDED.get(name)
    if data is None and _disk_enabled():
        with contextlib.suppress(OSError):
            data = _path(name).read_bytes()
    found, result = _loaded(data)
    if not found:
        result = compute()
        data = dumped(result) if _disk_enabled() or _RECORDINGS else None
        if _disk_enabled():
            with contextlib.suppress(OSError):  # a read-only home still gets correct (uncached) results
                cache_location.write_atomically(_path(name), data)
    if not handed and data is not None:
        for entries in _RECORDINGS:
            entries[name] = data
    return result


@contextlib.contextmanager
def recording() -> Iterator[dict[str, bytes]]:
    """Collect, by name, every entry computed or read from the folder while open (not those handed over)."""
    entries: dict[str, bytes] = {}
    _RECORDINGS.append(entries)
    try:
        yield entries
    finally:
        _RECORDINGS.remove(entries)


def hand_over(entries: Mapping[str, bytes]) -> None:
    """Give this process entries computed elsewhere in the same run: :func:`cached` reads them first."""
    _HANDED.update(entries)


def store(entries: Mapping[str, bytes]) -> None:
    """Write the entries the folder lacks (those computed on another machine), when the folder is enabled."""
    if not _disk_enabled():
        return
    for name, data in entries.items():
        path = _path(name)
        if not path.exists():
            with contextlib.suppress(OSError):
                cache_location.write_atomically(path, data)
