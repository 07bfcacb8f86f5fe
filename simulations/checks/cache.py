"""On-disk cache of measured samples, keyed by a hash of everything the samples depend on.

The key (:func:`config_key`) hashes a check's configuration, which includes the fingerprint of the code the
measure reaches and the numeric libraries' versions (:mod:`simulations.code_fingerprint`). An entry is
JSON with a checksum over its payload; a missing, unreadable, truncated or tampered entry is recomputed, never
trusted. Entries are written atomically (temporary file, then rename) and only once a measurement has finished
with finite values, so a failed or interrupted measurement leaves nothing behind. The folder is the ``samples``
folder of :mod:`bounds.cache_location` unless one is given.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np

from bounds import cache_location


def config_key(config: dict[str, Any]) -> str:
    """A stable hash of a JSON-serialisable configuration."""
    return hashlib.sha256(json.dumps(config, sort_keys=True, default=str).encode()).hexdigest()[:32]


def _checksum(payload: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


class SampleCache:
    """Blocks of samples, each of shape (swept values, seeds), stored per key under ``directory``."""

    def __init__(self, directory: Path | str | None = None) -> None:
        self.directory = Path(directory) if directory is not None else cache_location.directory("samples")

    def path(self, key: str) -> Path:
        return cache_location.entry("samples", key, self.directory)

    def load(self, key: str, shape: tuple[int, int]) -> np.ndarray | None:
        """The cached samples, or None if absent or not trustworthy (wrong checksum, shape or values)."""
        try:
            entry = json.loads(self.path(key).read_text())
            payload = entry["payload"]
            if entry["checksum"] != _checksum(payload) or payload["key"] != key:
                return None
            samples = np.asarray(payload["samples"], dtype=float)
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if samples.shape != shape or not np.all(np.isfinite(samples)):
            return None
        return samples

    def store(self, key: str, config: dict[str, Any], samples: np.ndarray) -> None:
        """Store finished samples; non-finite samples are refused (a measurement that broke is not a result)."""
        if not np.all(np.isfinite(samples)):
            raise ValueError(f"refusing to cache non-finite samples under key {key}")
        payload = {"key": key, "config": json.loads(json.dumps(config, default=str)), "samples": samples.tolist()}
        entry = json.dumps({"payload": payload, "checksum": _checksum(payload)})
        cache_location.write_atomically(self.path(key), entry.encode())
