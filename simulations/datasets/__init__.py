"""Local image datasets for the experiments (CGT Sec 5): MNIST and Fashion-MNIST (idx files) and CIFAR-10 (python
pickles), found in a directory the user names (``data_dir`` or ``RATEKIT_DATA``) or, for Fashion-MNIST, in Debian's
``dataset-fashion-mnist`` package, and verified by checksum. Nothing is downloaded."""

from simulations.datasets.loader import (
    ENV_VAR,
    DataFileError,
    Dataset,
    available,
    base_directories,
    load_dataset,
    locate,
)
from simulations.datasets.registry import DATASETS, DatasetSpec, FileSpec, spec

__all__ = [
    "DATASETS",
    "ENV_VAR",
    "DataFileError",
    "Dataset",
    "DatasetSpec",
    "FileSpec",
    "available",
    "base_directories",
    "load_dataset",
    "locate",
    "spec",
]
