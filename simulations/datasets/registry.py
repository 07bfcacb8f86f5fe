"""The image datasets of CGT Sec 5 (MNIST, CIFAR-10) and the Fashion-MNIST stand-in: their files and checksums.

A file is accepted if the MD5 of the file as stored matches a published checksum, or if the MD5 of its
decompressed payload matches the recorded payload checksum (a recompressed ``.gz`` changes the first, not the
second: Debian's ``dataset-fashion-mnist`` recompresses the upstream files). Sources of the checksums:

* MNIST (LeCun and Cortes; CC BY-SA 3.0): the published ``.gz`` MD5s; the payload MD5s of the test set and the
  training labels were computed from files that match the published MD5s.
* Fashion-MNIST (Xiao, Rasul and Vollgraf 2017; MIT): the MD5s published in the zalandoresearch/fashion-mnist
  README; the payload MD5s were computed from Debian's dataset-fashion-mnist 0.0~git20200523.55506a9-1.
* CIFAR-10 (Krizhevsky 2009), python version: the per-file MD5s used by torchvision's ``CIFAR10``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class FileSpec:
    """One file: its name, accepted MD5s of the file as stored, and the MD5 of the decompressed payload."""

    name: str
    md5: tuple[str, ...]
    payload_md5: str | None = None


@dataclass(frozen=True)
class DatasetSpec:
    """A dataset: display label, file format, files per split, where to look, and where it comes from."""

    name: str
    label: str
    format: str
    splits: dict[str, tuple[FileSpec, ...]]
    subdirs: tuple[str, ...]
    source: str
    system_dirs: tuple[Path, ...] = ()
    classes: int = 10

    def files(self, split: str) -> tuple[FileSpec, ...]:
        if split not in self.splits:
            raise ValueError(f"split must be one of {tuple(self.splits)}, got split={split!r}")
        return self.splits[split]


MNIST = DatasetSpec(
    name="mnist",
    label="MNIST",
    format="idx",
    splits={
        "train": (
            FileSpec("train-images-idx3-ubyte.gz", ("f68b3c2dcbeaaa9fbdd348bbdeb94873",)),
            FileSpec(
                "train-labels-idx1-ubyte.gz", ("d53e105ee54ea40749a09fcbcd1e9432",), "a25bea736e30d166cdddb491f175f624"
            ),
        ),
        "test": (
            FileSpec(
                "t10k-images-idx3-ubyte.gz", ("9fb629c4189551a2d022fa330f9573f3",), "2646ac647ad5339dbf082846283269ea"
            ),
            FileSpec(
                "t10k-labels-idx1-ubyte.gz", ("ec29112dd5afa0611ce80d1b7f02629c",), "27ae3e4e09519cfbb04c329615203637"
            ),
        ),
    },
    subdirs=("mnist", "MNIST", "MNIST/raw"),
    source="http://yann.lecun.com/exdb/mnist/ (also tensorflow_datasets 'mnist')",
)

FASHION_MNIST = DatasetSpec(
    name="fashion-mnist",
    label="Fashion-MNIST",
    format="idx",
    splits={
        "train": (
            FileSpec(
                "train-images-idx3-ubyte.gz", ("8d4fb7e6c68d591d4c3dfef9ec88bf0d",), "f4a8712d7a061bf5bd6d2ca38dc4d50a"
            ),
            FileSpec(
                "train-labels-idx1-ubyte.gz", ("25c81989df183df01b3e8a0aad5dffbe",), "9018921c3c673c538a1fc5bad174d6f9"
            ),
        ),
        "test": (
            FileSpec(
                "t10k-images-idx3-ubyte.gz", ("bef4ecab320f06d8554ea6380940ec79",), "8181f5470baa50b63fa0f6fddb340f0a"
            ),
            FileSpec(
                "t10k-labels-idx1-ubyte.gz", ("bb300cfdad3c16e7a12a480ee83cd310",), "15d484375f8d13e6eb1aabb0c3f46965"
            ),
        ),
    },
    subdirs=("fashion-mnist", "fashion_mnist", "FashionMNIST/raw"),
    source="https://github.com/zalandoresearch/fashion-mnist (Debian package dataset-fashion-mnist)",
    system_dirs=(Path("/usr/share/datasets/fashion-mnist"),),
)

CIFAR10 = DatasetSpec(
    name="cifar-10",
    label="CIFAR-10",
    format="cifar-pickle",
    splits={
        "train": (
            FileSpec("data_batch_1", ("c99cafc152244af753f735de768cd75f",)),
            FileSpec("data_batch_2", ("d4bba439e000b95fd0a9bffe97cbabec",)),
            FileSpec("data_batch_3", ("54ebc095f3ab1f0389bbae665268c751",)),
            FileSpec("data_batch_4", ("634d18415352ddfa80567beed471001a",)),
            FileSpec("data_batch_5", ("482c414d41f54cd18b22e5b47cb7c3cb",)),
        ),
        "test": (FileSpec("test_batch", ("40351d587109b95175f43aff81a1287e",)),),
    },
    subdirs=("cifar-10-batches-py", "cifar-10", "cifar10"),
    source="https://www.cs.toronto.edu/~kriz/cifar-10-python.tar.gz (extract it: it unpacks to cifar-10-batches-py/)",
)

DATASETS: dict[str, DatasetSpec] = {spec.name: spec for spec in (MNIST, FASHION_MNIST, CIFAR10)}


def spec(name: str) -> DatasetSpec:
    """The registered dataset called ``name``."""
    if name not in DATASETS:
        raise ValueError(f"dataset must be one of {tuple(DATASETS)}, got dataset={name!r}")
    return DATASETS[name]
