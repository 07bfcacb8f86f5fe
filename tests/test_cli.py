"""The command line behaves: one line and exit 2 for every user error, tracebacks only for internal errors, a
version, quiet ends in closed pipes, and ``bounds compare`` refuses to compare different quantities."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from paper_figures import cli
from paper_figures.cli import main

SHOW = ["bounds", "show", "KLT-Thm3.1"]
COMPARE = ["bounds", "compare", "KLT-Thm3.1", "KLT-Thm3.1", "--over", "n"]

#: (argv, a fragment the one error line must contain: the bad value or the parameter it belongs to)
BAD = [
    (["frobnicate"], "'frobnicate'"),
    (["bounds"], "bounds_command"),
    (["bounds", "frobnicate"], "'frobnicate'"),
    (["bounds", "show", "NOPE-Thm9"], "'NOPE-Thm9'"),
    ([*SHOW, "--version", "v9"], "v9"),
    ([*SHOW, "--at", "n"], "'n'"),
    ([*SHOW, "--at", "n=abc"], "'abc'"),
    ([*SHOW, "--at", "n=-5"], "-5"),
    ([*SHOW, "--at", "n=inf"], "inf"),
    ([*SHOW, "--at", "zzz=3"], "'zzz'"),
    (["bounds", "list", "--paper", "XYZ"], "'XYZ'"),
    (["bounds", "list", "--kind", "poem"], "'poem'"),
    (["bounds", "compare", "KLT-Thm3.1", "CGT-Thm4.7", "--over", "n"], "--different-quantities"),
    (["bounds", "compare", "KLT-Thm3.1", "KLT-Thm3.1", "--over", "qq"], "'qq'"),
    ([*COMPARE, "--range", "10", "1"], "LO=10"),
    ([*COMPARE, "--range", "-1", "10"], "-1"),
    ([*COMPARE, "--range", "a", "10"], "'a'"),
    (["bounds", "compare", "KLT-Thm3.1", "NOPE", "--over", "n"], "'NOPE'"),
    (["bounds", "compare", "KLT-Thm3.1", "KLT-Thm3.1"], "--over"),
    (["bounds", "table", "ZZ"], "'ZZ'"),
    (["bounds", "status", "--format", "yaml"], "'yaml'"),
    (["bounds", "status", "--paper", "Q"], "'Q'"),
    (["bounds", "certify", "NOPE"], "'NOPE'"),
    (["bounds", "certify", "LT-Thm3.17", "--paper", "LT"], "not both"),
    (["errata", "--paper", "NOPE"], "'NOPE'"),
    (["errata", "--format", "pdf"], "'pdf'"),
    (["errata", "extra"], "extra"),
    (["checks", "--paper", "XX"], "'XX'"),
    (["cache", "clear", "--kind", "pictures"], "'pictures'"),
    (["cache"], "cache_command"),
    (["reproduce", "--only", "NOPE"], "'NOPE'"),
    (["reproduce", "--only", "KLT-Lem6.5:drift-varianc:d"], "closest: KLT-Lem6.5:drift-variance:d"),
    (["reproduce", "--jobs", "0"], "0 is below 1"),
    (["reproduce", "--jobs", "two"], "'two'"),
    (["reproduce", "--base-seed", "-3"], "-3"),
    (["reproduce", "--base-seed", "x"], "'x'"),
    (["reproduce", "--executor", "slurm"], "'slurm'"),
    (["reproduce", "--scheduler", "tcp://host:8786"], "'tcp://host:8786'"),
    (["reproduce", "--out", "/proc/no/such/folder"], "'/proc/no/such/folder'"),
    (["reproduce", "--bogus"], "--bogus"),
]


@pytest.mark.parametrize(("argv", "fragment"), BAD, ids=lambda v: " ".join(v) if isinstance(v, list) else None)
def test_bad_invocation_is_one_line_and_exit_2(argv, fragment, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a default --out would land here, not in the checkout
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ratekit: error:"), captured.err
    assert fragment in lines[0]
    assert "Traceback" not in captured.err + captured.out
    assert not (tmp_path / "ratekit-out").exists()  # nothing written for bad input


def test_at_least_thirty_bad_invocations_across_the_commands():
    assert len(BAD) >= 30
    assert {argv[0] for argv, _ in BAD} >= {"bounds", "errata", "reproduce"}


def test_an_internal_error_keeps_its_traceback(monkeypatch):
    def broken(args):
        raise ValueError("a bug, not bad input")

    monkeypatch.setattr(cli, "cmd_status", broken)
    with pytest.raises(ValueError, match="a bug"):
        main(["bounds", "status"])


def test_version(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0 and capsys.readouterr().out.startswith("ratekit ")


def test_compare_reports_equal_rates_as_equal(capsys):
    assert main(COMPARE) == 0
    assert "the two rates are equal" in capsys.readouterr().out


def test_compare_of_different_quantities_when_asked(capsys):
    argv = ["bounds", "compare", "KLT-Thm3.1", "CGT-Thm4.7", "--over", "n", "--different-quantities"]
    assert main(argv) == 0
    assert "note: comparing different quantities" in capsys.readouterr().out


def test_closed_pipe_ends_quietly():
    """``ratekit bounds list | head -1``: no BrokenPipeError traceback."""
    proc = subprocess.run(
        f"{sys.executable} -m paper_figures.cli bounds list | head -1",
        shell=True,
        capture_output=True,
        text=True,
        check=True,
    )
    assert proc.stdout.count("\n") == 1 and "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr


def test_bad_input_from_a_shell_prints_no_traceback():
    proc = subprocess.run(
        [sys.executable, "-m", "paper_figures.cli", "bounds", "show", "NOPE-Thm9"], capture_output=True, text=True
    )
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_certify_rechecks_a_statement_and_writes_its_certificates(capsys, tmp_path):
    """LT Thm 3.17 does not follow: its witness re-verifies, and the written file re-checks on its own."""
    from bounds import certificate_check

    assert main(["bounds", "certify", "LT-Thm3.17", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "ok   LT-Thm3.17@v1: does not follow" in out and "1 of 1 statements certified" in out
    assert certificate_check.main([str(tmp_path / "certificates.json")]) == 0


def test_status_as_json_carries_chains_and_certification(capsys):
    assert main(["bounds", "status", "--paper", "LT", "--format", "json"]) == 0
    ledger = json.loads(capsys.readouterr().out)
    by_key = {e["statement"]: e for e in ledger["statements"]}
    assert sum(ledger["counts"].values()) == len(by_key)
    theorem = by_key["LT-Thm3.17@v1"]
    assert theorem["status"] == "does not follow" and theorem["certified"]
    assert {link["statement"] for link in theorem["chain"]} >= {"LT-Lem3.16@v1", "LT-Lem3.15@v1"}
    assert theorem["comparisons"][0]["verdict"] == "gap"
