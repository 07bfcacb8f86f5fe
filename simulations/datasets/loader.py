"""Loading the registered datasets from local files only (no network access), verified by checksum.

Where files are looked for, in order:

1. the directory passed as ``data_dir`` (only there, if given);
2. otherwise the directory named by the environment variable ``RATEKIT_DATA``, then the dataset's system
   directories (``/usr/share/datasets/fashion-mnist`` from Debian's ``dataset-fashion-mnist``).

In each base directory the files may sit in one of the dataset's sub-directories (``mnist/``, ``fashion-mnist/``,
``cifar-10-batches-py/``, ...) or directly in it. A missing file raises :class:`DataFileError` (a ValueError and a
FileNotFoundError) whose message says which files to put where; a checksum mismatch raises a ValueError.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from simulations.datasets.cifar import parse_cifar_batch
from simulations.datasets.idx import parse_idx, read_payload
from simulations.datasets.registry import DatasetSpec, FileSpec, spec

ENV_VAR = "RATEKIT_DATA"
SPLITS = ("train", "test")


class DataFileError(FileNotFoundError, ValueError):
    """A dataset file is missing; the message says where to put which files."""


@dataclass(frozen=True)
class Dataset:
    """Flattened images scaled to [0, 1] (float64) and integer labels, per split; ``None`` for a split not loaded."""

    name: str
    label: str
    classes: int
    directory: Path
    train_x: np.ndarray | None
    train_y: np.ndarray | None
    test_x: np.ndarray | None
    test_y: np.ndarray | None


def _md5(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def base_directories(dataset: DatasetSpec, data_dir: Path | str | None = None) -> list[Path]:
    """The base directories searched for ``dataset``, in order (see the module docstring)."""
    if data_dir is not None:
        return [Path(data_dir)]
    bases = [Path(os.environ[ENV_VAR])] if os.environ.get(ENV_VAR) else []
    return bases + list(dataset.system_dirs)


def _candidates(dataset: DatasetSpec, base: Path) -> list[Path]:
    return [base / sub for sub in dataset.subdirs] + [base]


def locate(name: str, splits: Sequence[str] = SPLITS, data_dir: Path | str | None = None) -> Path:
    """The directory holding every file of ``splits`` of dataset ``name``; DataFileError if there is none."""
    dataset = spec(name)
    files = [f for split in splits for f in dataset.files(split)]
    searched = []
    for base in base_directories(dataset, data_dir):
        for folder in _candidates(dataset, base):
            searched.append(folder)
            if all((folder / f.name).is_file() for f in files):
                return folder
    raise DataFileError(_missing_message(dataset, files, searched, data_dir))


def _missing_message(dataset: DatasetSpec, files: list[FileSpec], searched: list[Path], data_dir) -> str:
    partial = {
        folder: [f.name for f in files if not (folder / f.name).is_file()]
        for folder in searched
        if any((folder / f.name).is_file() for f in files)
    }
    found = "; ".join(f"{folder} lacks {', '.join(names)}" for folder, names in partial.items())
    where = (
        f"{Path(data_dir) / dataset.subdirs[0]}/"
        if data_dir is not None
        else f"<dir>/{dataset.subdirs[0]}/ and pass data_dir=<dir> or set {ENV_VAR}=<dir>"
    )
    listing = ", ".join(f"{f.name} (md5 {f.md5[0]})" for f in files)
    return (
        f"{dataset.label} files not found: put {listing} into {where}. "
        f"Searched: {', '.join(map(str, searched)) or 'nowhere (no data_dir, no ' + ENV_VAR + ')'}"
        f"{'; ' + found if found else ''}. Source: {dataset.source}. Nothing is downloaded."
    )


def verified_payload(path: Path, file: FileSpec) -> bytes:
    """The (decompressed) payload of ``path`` after checking its MD5 against ``file``; ValueError on mismatch."""
    raw = path.read_bytes()
    if _md5(raw) in file.md5:
        return read_payload(path)
    payload = read_payload(path)
    if file.payload_md5 is not None and _md5(payload) == file.payload_md5:
        return payload
    expected = " or ".join(file.md5) + (f" (payload {file.payload_md5})" if file.payload_md5 else "")
    raise ValueError(f"checksum mismatch for {path}: md5 {_md5(raw)} (payload {_md5(payload)}), expected {expected}")


def _read_split(dataset: DatasetSpec, folder: Path, split: str, verify: bool) -> tuple[np.ndarray, np.ndarray]:
    files = dataset.files(split)
    payloads = [verified_payload(folder / f.name, f) if verify else read_payload(folder / f.name) for f in files]
    if dataset.format == "idx":
        images = parse_idx(payloads[0], str(folder / files[0].name))
        labels = parse_idx(payloads[1], str(folder / files[1].name))
        if images.shape[0] != labels.shape[0]:
            raise ValueError(f"{dataset.label} {split}: {images.shape[0]} images but {labels.shape[0]} labels")
        return images.reshape(images.shape[0], -1), labels.astype(np.int64)
    parts = [parse_cifar_batch(p, str(folder / f.name)) for p, f in zip(payloads, files, strict=True)]
    return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])


def load_dataset(
    name: str,
    data_dir: Path | str | None = None,
    splits: Sequence[str] = SPLITS,
    verify: bool = True,
    first: Mapping[str, int | None] | None = None,
) -> Dataset:
    """Load dataset ``name`` ("mnist", "fashion-mnist", "cifar-10") from local files, checking checksums.

    Images are flattened and scaled to [0, 1] (raw pixels; the paper does not say); labels are int64.
    ``splits`` selects which of "train" and "test" to load (the others are None). ``verify=False`` skips the
    checksums (for files other than the published ones, e.g. test fixtures). ``first`` keeps the first
    ``first[split]`` examples of a split (all where it gives None or no entry), as slicing the loaded arrays would,
    but only those are scaled (the whole split is read and its checksum checked).
    """
    dataset = spec(name)
    splits = tuple(splits)
    if not splits or any(s not in SPLITS for s in splits):
        raise ValueError(f"splits must be a non-empty subset of {SPLITS}, got splits={splits!r}")
    first = dict(first or {})
    for split, count in first.items():
        if split not in SPLITS or not (count is None or (type(count) is int and count >= 0)):
            raise ValueError(f"first must map splits {SPLITS} to counts >= 0 or None, got first={first!r}")
    folder = locate(name, splits, data_dir)
    arrays: dict[str, np.ndarray | None] = {"train_x": None, "train_y": None, "test_x": None, "test_y": None}
    for split in splits:
        images, labels = _read_split(dataset, folder, split, verify)
        if labels.size and (labels.min() < 0 or labels.max() >= dataset.classes):
            raise ValueError(f"{dataset.label} {split}: labels outside [0, {dataset.classes})")
        images, labels = images[: first.get(split)], labels[: first.get(split)]
        scaled = images.astype(np.float64)
        scaled /= 255.0  # in place: a second array of the whole split costs ten times the division
        arrays[f"{split}_x"] = scaled
        arrays[f"{split}_y"] = labels
    return Dataset(dataset.name, dataset.label, dataset.classes, folder, **arrays)


def available(name: str, splits: Sequence[str] = SPLITS, data_dir: Path | str | None = None) -> bool:
    """Whether every file of ``splits`` of ``name`` can be found (checksums are not checked here)."""
    try:
        locate(name, splits, data_dir)
    except DataFileError:
        return False
    return True
