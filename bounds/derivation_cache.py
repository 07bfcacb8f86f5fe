"""An on-disk cache of derivation results, so that the errata, the report and the notebooks re-derive each
theorem once per version of the code rather than once per process.

The key hashes the theorem's full content (rate, parameter settings, assumptions, derivation terms, exponent
values) and the source of the whole ``bounds`` package; a missing or unreadable entry is recomputed. The entries
live in the ``derivations`` folder of :mod:`bounds.cache_location`; ``RATEKIT_DERIVE_CACHE=off`` disables them.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import sympy as sp

from bounds import cache_location


@cache
def _code_hash() -> str:
    root = Path(__file__).resolve().parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def key(theorem: Any) -> str:
    der = theorem.derivation
    parts = [
        theorem.key,
        sp.srepr(theorem.rate.expr()),
        sp.srepr(sorted((str(k), sp.srepr(v)) for k, v in theorem.parameters.items())),
        sp.srepr(theorem.assumptions),
        repr(sorted((str(k), [str(v) for v in vals]) for k, vals in theorem.exponent_values.items())),
        ""
        if der is None
        else repr(
            (
                sorted((k, sp.srepr(v)) for k, v in der.terms.items()),
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
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]


def cached(theorem: Any, compute: Callable[[], Any]) -> Any:
    """The cached result for ``theorem``, or ``compute()`` stored for next time."""
    if os.environ.get("RATEKIT_DERIVE_CACHE", "on") == "off" or theorem.derivation is None:
        return compute()
    path = cache_location.directory("derivations") / f"{key(theorem)}.pickle"
    try:
        with path.open("rb") as fh:
            return pickle.load(fh)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError):
        pass
    result = compute()
    with contextlib.suppress(OSError):  # a read-only home still gets correct (uncached) results
        cache_location.write_atomically(path, pickle.dumps(result))
    return result
