"""Local dataset loaders: idx (MNIST, Fashion-MNIST) and CIFAR-10 pickles, checksums, search paths, messages."""

from __future__ import annotations

import gzip
import os
import pickle
import shutil
from pathlib import Path

import numpy as np
import pytest

from simulations.datasets import DataFileError, available, base_directories, load_dataset, locate, spec
from simulations.datasets.cifar import parse_cifar_batch
from simulations.datasets.idx import parse_idx

SHARED_MNIST = Path(__file__).resolve().parents[4] / "shared" / "data" / "mnist"
FASHION = Path("/usr/share/datasets/fashion-mnist")


def idx_bytes(array: np.ndarray) -> bytes:
    header = bytes([0, 0, 0x08, array.ndim]) + b"".join(int(s).to_bytes(4, "big") for s in array.shape)
    return header + array.astype(np.uint8).tobytes()


def write_idx_dataset(folder: Path, train: int = 30, test: int = 10) -> None:
    rng = np.random.default_rng(0)
    folder.mkdir(parents=True, exist_ok=True)
    for prefix, count in (("train", train), ("t10k", test)):
        images = rng.integers(0, 256, (count, 28, 28))
        labels = rng.integers(0, 10, count)
        (folder / f"{prefix}-images-idx3-ubyte.gz").write_bytes(gzip.compress(idx_bytes(images)))
        (folder / f"{prefix}-labels-idx1-ubyte.gz").write_bytes(gzip.compress(idx_bytes(labels)))


@pytest.mark.skipif(not (SHARED_MNIST / "t10k-images-idx3-ubyte.gz").is_file(), reason="MNIST test files absent")
def test_real_mnist_test_set_is_read_and_verified():
    data = load_dataset("mnist", SHARED_MNIST.parent, splits=("test",))
    assert data.test_x.shape == (10_000, 784) and data.train_x is None
    assert data.test_x.min() == 0.0 and data.test_x.max() == 1.0
    assert np.bincount(data.test_y).tolist() == [980, 1135, 1032, 1010, 982, 892, 958, 1028, 974, 1009]


@pytest.mark.skipif(not (SHARED_MNIST / "t10k-images-idx3-ubyte.gz").is_file(), reason="MNIST test files absent")
def test_missing_training_images_say_where_to_put_them():
    with pytest.raises(DataFileError) as info:
        load_dataset("mnist", SHARED_MNIST.parent)
    message = str(info.value)
    assert isinstance(info.value, ValueError) and isinstance(info.value, FileNotFoundError)
    assert "train-images-idx3-ubyte.gz (md5 f68b3c2dcbeaaa9fbdd348bbdeb94873)" in message
    assert str(SHARED_MNIST.parent / "mnist") in message
    assert "lacks train-images-idx3-ubyte.gz" in message and "Nothing is downloaded" in message


def test_message_without_any_directory(monkeypatch):
    monkeypatch.delenv("RATEKIT_DATA", raising=False)
    with pytest.raises(DataFileError, match=r"cifar-10-batches-py/ and pass data_dir=<dir> or set RATEKIT_DATA"):
        load_dataset("cifar-10")


@pytest.mark.skipif(not FASHION.is_dir(), reason="Debian package dataset-fashion-mnist not installed")
def test_fashion_mnist_is_found_automatically(monkeypatch):
    monkeypatch.delenv("RATEKIT_DATA", raising=False)
    assert available("fashion-mnist")
    data = load_dataset("fashion-mnist")
    assert data.directory == FASHION and data.label == "Fashion-MNIST"
    assert data.train_x.shape == (60_000, 784) and data.test_x.shape == (10_000, 784)
    assert np.bincount(data.train_y).tolist() == [6000] * 10


def test_environment_variable_and_subdirectory(tmp_path, monkeypatch):
    write_idx_dataset(tmp_path / "fashion-mnist")
    monkeypatch.setenv("RATEKIT_DATA", str(tmp_path))
    assert base_directories(spec("fashion-mnist"))[0] == tmp_path
    assert locate("fashion-mnist") == tmp_path / "fashion-mnist"
    data = load_dataset("fashion-mnist", verify=False)
    assert data.train_x.shape == (30, 784) and data.test_y.shape == (10,)
    with pytest.raises(ValueError, match="checksum mismatch"):
        load_dataset("fashion-mnist")


def test_the_first_examples_of_a_split_are_those_of_the_whole_split(tmp_path):
    """``first`` keeps a split's first examples, scaled exactly as in the whole split; a split it does not name, or
    names with None, is whole; a count that is not a non-negative integer is refused."""
    write_idx_dataset(tmp_path)
    whole = load_dataset("mnist", tmp_path, verify=False)
    some = load_dataset("mnist", tmp_path, verify=False, first={"train": 7})
    assert some.train_x.shape == (7, 784) and np.array_equal(some.train_x, whole.train_x[:7])
    assert np.array_equal(some.train_y, whole.train_y[:7])
    assert np.array_equal(some.test_x, whole.test_x) and np.array_equal(some.test_y, whole.test_y)
    none = load_dataset("mnist", tmp_path, verify=False, first={"train": None, "test": 0})
    assert np.array_equal(none.train_x, whole.train_x) and none.test_x.shape == (0, 784)
    for bad in ({"train": -1}, {"train": 2.5}, {"train": True}, {"validation": 3}):
        with pytest.raises(ValueError, match="first must map splits"):
            load_dataset("mnist", tmp_path, verify=False, first=bad)


@pytest.mark.skipif(not (SHARED_MNIST / "t10k-labels-idx1-ubyte.gz").is_file(), reason="MNIST test files absent")
def test_corrupted_file_fails_its_checksum(tmp_path):
    folder = tmp_path / "mnist"
    folder.mkdir()
    for name in ("t10k-images-idx3-ubyte.gz", "t10k-labels-idx1-ubyte.gz"):
        shutil.copy(SHARED_MNIST / name, folder / name)
    load_dataset("mnist", tmp_path, splits=("test",))
    payload = gzip.decompress((folder / "t10k-labels-idx1-ubyte.gz").read_bytes())
    (folder / "t10k-labels-idx1-ubyte.gz").write_bytes(gzip.compress(payload[:-1] + bytes([(payload[-1] + 1) % 10])))
    with pytest.raises(ValueError, match=r"checksum mismatch for .*t10k-labels-idx1-ubyte.gz"):
        load_dataset("mnist", tmp_path, splits=("test",))


def test_recompressed_file_passes_by_its_payload(tmp_path):
    """A .gz with another header (as Debian's) is accepted when its decompressed payload has the recorded MD5."""
    if not (SHARED_MNIST / "t10k-labels-idx1-ubyte.gz").is_file():
        pytest.skip("MNIST test files absent")
    folder = tmp_path / "mnist"
    folder.mkdir()
    shutil.copy(SHARED_MNIST / "t10k-images-idx3-ubyte.gz", folder)
    payload = gzip.decompress((SHARED_MNIST / "t10k-labels-idx1-ubyte.gz").read_bytes())
    (folder / "t10k-labels-idx1-ubyte.gz").write_bytes(gzip.compress(payload, mtime=12345))
    assert load_dataset("mnist", tmp_path, splits=("test",)).test_y.size == 10_000


def test_idx_parser_rejects_malformed_data():
    good = idx_bytes(np.arange(6).reshape(2, 3))
    assert parse_idx(good).tolist() == [[0, 1, 2], [3, 4, 5]]
    with pytest.raises(ValueError, match="not an idx file"):
        parse_idx(b"\x01\x00\x08\x01" + good[4:])
    with pytest.raises(ValueError, match="header announces shape"):
        parse_idx(good[:-1])


def write_cifar(folder: Path, per_batch: int = 20) -> None:
    rng = np.random.default_rng(0)
    folder.mkdir(parents=True, exist_ok=True)
    for name in [f"data_batch_{i}" for i in range(1, 6)] + ["test_batch"]:
        batch = {
            b"data": rng.integers(0, 256, (per_batch, 3072)).astype(np.uint8),
            b"labels": rng.integers(0, 10, per_batch).tolist(),
            b"batch_label": name.encode(),
        }
        (folder / name).write_bytes(pickle.dumps(batch, protocol=2))


def test_cifar_loader_on_synthetic_pickles(tmp_path):
    write_cifar(tmp_path / "cifar-10-batches-py")
    data = load_dataset("cifar-10", tmp_path, verify=False)
    assert data.train_x.shape == (100, 3072) and data.test_x.shape == (20, 3072)
    assert data.train_x.max() <= 1.0 and data.label == "CIFAR-10"
    with pytest.raises(ValueError, match=r"checksum mismatch for .*data_batch_1"):
        load_dataset("cifar-10", tmp_path)


def test_cifar_loader_refuses_code_in_pickles():
    class Evil:
        def __reduce__(self):
            return (os.system, ("true",))

    with pytest.raises(ValueError, match="refusing it"):
        parse_cifar_batch(pickle.dumps({b"data": Evil(), b"labels": []}))
    with pytest.raises(ValueError, match="lacks the keys"):
        parse_cifar_batch(pickle.dumps({b"pixels": np.zeros((1, 3072), np.uint8)}))


def test_unknown_names_are_rejected():
    with pytest.raises(ValueError, match="dataset must be one of"):
        load_dataset("imagenet")
    with pytest.raises(ValueError, match="splits must be"):
        load_dataset("mnist", splits=("validation",))
