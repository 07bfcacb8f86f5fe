"""Reader for the idx format of MNIST and Fashion-MNIST (gzip-compressed or not).

Header: two zero bytes, a type code (0x08 = unsigned byte), the number of dimensions, then one big-endian uint32
per dimension; the data follow in C order.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import numpy as np

_TYPES = {0x08: np.uint8, 0x09: np.int8, 0x0B: ">i2", 0x0C: ">i4", 0x0D: ">f4", 0x0E: ">f8"}


def read_payload(path: Path) -> bytes:
    """The bytes of ``path``, decompressed if it is gzip."""
    raw = Path(path).read_bytes()
    return gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw


def parse_idx(payload: bytes, where: str = "idx data") -> np.ndarray:
    """The array stored in an idx payload; a ValueError names ``where`` if the header is inconsistent."""
    if len(payload) < 4 or payload[0] != 0 or payload[1] != 0 or payload[2] not in _TYPES:
        raise ValueError(f"{where} is not an idx file (bad magic number {payload[:4].hex()})")
    ndim = payload[3]
    header = 4 + 4 * ndim
    if len(payload) < header:
        raise ValueError(f"{where}: truncated idx header")
    shape = tuple(int.from_bytes(payload[4 + 4 * i : 8 + 4 * i], "big") for i in range(ndim))
    dtype = np.dtype(_TYPES[payload[2]])
    expected = header + dtype.itemsize * int(np.prod(shape))
    if len(payload) != expected:
        raise ValueError(f"{where}: idx header announces shape {shape} ({expected} bytes), file has {len(payload)}")
    return np.frombuffer(payload, dtype=dtype, offset=header).reshape(shape)


def read_idx(path: Path | str) -> np.ndarray:
    """The array stored in the idx file ``path``."""
    return parse_idx(read_payload(Path(path)), str(path))
