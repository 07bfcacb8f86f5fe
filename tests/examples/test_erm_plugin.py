"""The worked external plugin (``examples/ratekit-erm``): installed on its own, discovered through its entry points,
reproduced alone with no false erratum; a planted wrong exponent, wrong unit and missing square root each caught."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "ratekit-erm"
STATEMENTS = Path("ratekit_erm") / "bst14" / "statements.py"


def _ratekit(*args: str, pythonpath: Path | None = None, cache: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "RATEKIT_CACHE": str(cache)}
    if pythonpath is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(pythonpath), env.get("PYTHONPATH", "")]))
    code = "import sys; from paper_figures.cli import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=600)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The example installed with pip into a folder of its own (its entry points are how ratekit finds it)."""
    target = tmp_path_factory.mktemp("site")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--target",
            target,
            str(EXAMPLE),
        ],
        check=True,
        capture_output=True,
    )
    return target


@pytest.fixture(scope="module")
def reproduced(installed, tmp_path_factory) -> tuple[subprocess.CompletedProcess, dict]:
    out = tmp_path_factory.mktemp("erm-out")
    cache = tmp_path_factory.mktemp("erm-cache")
    run = _ratekit(
        "reproduce",
        "--paper",
        "BST14",
        "--paper",
        "BFTT19",
        "--out",
        str(out),
        "--jobs",
        "2",
        "--quiet",
        pythonpath=installed,
        cache=cache,
    )
    return run, json.loads((out / "results.json").read_text())


def test_the_installed_plugin_is_discovered_beside_the_shipped_papers(installed, tmp_path):
    run = _ratekit("bounds", "list", "--paper", "BFTT19", pythonpath=installed, cache=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "BFTT19-smooth-convex@v1" in run.stdout
    assert _ratekit("bounds", "list", "--paper", "BFTT19", cache=tmp_path).returncode == 2  # not installed here


def test_reproduce_on_the_plugin_alone_finds_no_erratum(reproduced):
    run, results = reproduced
    assert run.returncode == 0, run.stdout + run.stderr
    assert {c["paper"] for c in results["checks"]} == {"BST14"}
    assert all(c["as_expected"] for c in results["checks"])
    assert {c["role"] for c in results["checks"]} == {"check", "negative control"}
    assert results["unreviewed"] == [] and results["errata_per_paper"] == {}
    statuses = {row["statement"]: status for status, rows in results["proof_status"].items() for row in rows}
    assert statuses == {
        "BST14-noisy-GD-privacy@v1": "derived",
        "BST14-convex@v1": "derived",
        "BST14-strongly-convex@v1": "derived",
        "BFTT19-smooth-convex@v1": "derived up to constants",
    }
    assert all(c["holds"] == "yes" for c in results["privacy_claims"])
    assert any(f.endswith("bst14_excess_vs_n.png") for paths in results["figures"].values() for f in paths)


PLANTED = [
    pytest.param(
        r"\frac{6 L^2 d}{\mu n^2 \rho}",
        r"\frac{6 L^2 d}{\mu n^3 \rho}",
        "BST14-strongly-convex@v1",
        "derivation",
        id="wrong exponent",
    ),
    pytest.param(
        r"2\sqrt{3} \frac{L R_W \sqrt{d}}{n \sqrt{\rho}}",
        r"2\sqrt{3} \frac{L \sqrt{d}}{n \sqrt{\rho}}",
        "BST14-convex@v1",
        "units",
        id="wrong unit",
    ),
    pytest.param(
        r"\sigma = \frac{2L}{n}\sqrt{\frac{T}{2\rho}}",
        r"\sigma = \frac{2L}{n}\frac{T}{2\rho}",
        "BST14-noisy-GD-privacy@v1",
        "privacy",
        id="missing square root",
    ),
]


@pytest.mark.parametrize(("printed", "planted", "statement", "kind"), PLANTED)
def test_a_planted_error_is_caught(printed, planted, statement, kind, tmp_path):
    copy = tmp_path / "plugin"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns("*.egg-info", "__pycache__", "build"))
    source = (copy / STATEMENTS).read_text()
    assert source.count(printed) == 1
    (copy / STATEMENTS).write_text(source.replace(printed, planted))
    out = tmp_path / "out"
    run = _ratekit(
        "--paper-file",
        str(copy / "ratekit_erm" / "bst14" / "__init__.py"),
        "reproduce",
        "--paper",
        "BST14",
        "--out",
        str(out),
        "--jobs",
        "2",
        "--quiet",
        "--no-figures",
        cache=tmp_path / "cache",
    )
    assert run.returncode == 1, run.stdout + run.stderr
    results = json.loads((out / "results.json").read_text())
    caught = {(d["statement"], d["kind"]) for d in results["unreviewed"]}
    assert (statement, kind) in caught, caught
    assert f"unreviewed discrepancy: {statement} ({kind})" in run.stdout
    if kind == "derivation":  # the measured slope disagrees with the planted exponent too
        failed = [c["id"] for c in results["checks"] if not c["as_expected"]]
        assert failed == ["BST14-strongly-convex:excess:n"], failed
