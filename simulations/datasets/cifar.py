"""Reader for the python version of CIFAR-10 (``cifar-10-batches-py``): pickled dicts with ``data`` (N x 3072 uint8,
channel-major 32 x 32 images) and ``labels``.

Unpickling runs code chosen by the file, so only the names a CIFAR batch needs (numpy array reconstruction and
builtin containers) are allowed; anything else is refused with a ValueError.
"""

from __future__ import annotations

import io
import pickle
from pathlib import Path

import numpy as np

_ALLOWED = {
    ("numpy.core.multiarray", "_reconstruct"),
    ("numpy._core.multiarray", "_reconstruct"),
    ("numpy", "ndarray"),
    ("numpy", "dtype"),
    ("numpy.core.multiarray", "scalar"),
    ("numpy._core.multiarray", "scalar"),
    ("_codecs", "encode"),  # bytes in protocol-2 pickles written by Python 3
}


class _BatchUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):
        if (module, name) not in _ALLOWED:
            raise ValueError(f"CIFAR batch refers to {module}.{name}, which a CIFAR batch never needs; refusing it")
        return super().find_class(module, name)


def parse_cifar_batch(payload: bytes, where: str = "CIFAR batch") -> tuple[np.ndarray, np.ndarray]:
    """(images (N, 3072) uint8, labels (N,) int64) of one pickled CIFAR-10 batch."""
    try:
        batch = _BatchUnpickler(io.BytesIO(payload), encoding="bytes").load()
    except (pickle.UnpicklingError, EOFError) as exc:
        raise ValueError(f"{where} is not a pickled CIFAR batch: {exc}") from None
    if not isinstance(batch, dict):
        raise ValueError(f"{where} is not a pickled CIFAR batch (a {type(batch).__name__}, not a dict)")
    batch = {k.decode() if isinstance(k, bytes) else k: v for k, v in batch.items()}
    if "data" not in batch or "labels" not in batch:
        raise ValueError(f"{where} lacks the keys 'data' and 'labels' (has {sorted(batch)})")
    images = np.asarray(batch["data"], dtype=np.uint8)
    labels = np.asarray(batch["labels"], dtype=np.int64)
    if images.ndim != 2 or images.shape[1] != 3072 or labels.shape != (images.shape[0],):
        raise ValueError(f"{where}: data must be (N, 3072) with N labels, got {images.shape} and {labels.shape}")
    return images, labels


def read_cifar_batch(path: Path | str) -> tuple[np.ndarray, np.ndarray]:
    """(images, labels) of the CIFAR-10 batch file ``path``."""
    return parse_cifar_batch(Path(path).read_bytes(), str(path))
