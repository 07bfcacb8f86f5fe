"""The command line behaves: one line and exit 2 for every user error, tracebacks only for internal errors, a
version, quiet ends in closed pipes, and ``bounds compare`` refuses to compare different quantities."""

from __future__ import annotations

import gzip
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bounds import cache_location, plugins
from paper_figures import cli
from paper_figures.cli import main

SHOW = ["bounds", "show", "KLT-Thm3.1"]
#: two statements bounding different quantities, compared anyway
CGT_PAIR = ["CGT-Thm4.10", "CGT-prior-BFTT19", "--different-quantities"]
COMPARE = ["bounds", "compare", "KLT-Thm3.1", "KLT-Thm3.1", "--over", "d"]

#: (argv, a fragment the one error line must contain: the bad value or the parameter it belongs to)
BAD = [
    (["frobnicate"], "'frobnicate'"),
    (["bounds"], "{list,show,"),
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
    (["bounds", "compare", "KLT-Thm3.1", "CGT-Thm4.10", "--over", "d"], "--different-quantities"),
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
    (["cache"], "{info,clear}"),
    (["cache", "info", "--cache-dir", ""], "empty path"),
    (["--cache-dir", " ", "cache", "info"], "empty path"),
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
    (["reproduce", "--jobs", "99999999999999999999999"], "above 512"),
    (["reproduce", "--out", ""], "empty path"),
    (["reproduce", "--only", "KLT", "--paper", "CGT"], "not both"),
    (["reproduce", "--executor", "dask", "--scheduler", "nonsense://"], "not a scheduler address"),
    (["reproduce", "--executor", "dask", "--scheduler", "tcp://127.0.0.1:1"], "no scheduler answers"),
    (["reproduce", "--executor", "dask", "--scheduler", "tcp://127.0.0.1:99999"], "port 99999 is not a TCP port"),
    (["bounds", "certify", "LT-Thm3.17", "--out", ""], "empty path"),
    (["bounds", "show", "KLT-Thm3.1@v1", "--version", "v2"], "give one"),
    (["bounds", "show", "KLT-Thm3.1@v7"], "'v7'"),
    (["bounds", "compare", "KLT-Thm3.1", "KLT-Thm3.1", "--over", "zeta"], "'zeta': neither"),
    (["bounds", "compare", "KLT-Thm3.1", "KLT-Thm3.1", "--over", "Gamma"], "'Gamma' is not a symbol of KLT"),
    (["--paper-file", "/no/such/plugin.py", "bounds", "list"], "no such file"),
    (["--paper-file", "", "bounds", "list"], "empty path"),
    (["new-paper", "class"], "keyword"),
    (["new-paper", "klt"], "KLT is already installed"),
    (["new-paper", "numpy"], "shadow the installed module 'numpy'"),
    (["new-paper", "Bad-Name"], "'Bad-Name'"),
    (["new-paper", "fine", "--out", ""], "empty path"),
    (["--cache-dir", "/dev/null/sub", "errata"], "cannot be created"),
    (["--cache-dir", "/dev/null", "bounds", "list"], "is a file, not a folder"),
    (["--cache-dir", "/dev/null", "checks"], "is a file, not a folder"),
    # a range outside the swept symbol's domain (delta in (0, 1)), a range beyond floating point
    (
        ["bounds", "compare", *CGT_PAIR, "--over", "delta"],
        "value 100 is outside the values delta takes (valid: (0, 1))",
    ),
    # a point outside a symbol's domain: a privacy delta of 5, a dimension below 1, MUABG's KL exponent above 2
    (["bounds", "show", *SHOW[2:], "--at", "delta=5"], "value 5 is outside the values delta takes (valid: (0, 1))"),
    (["bounds", "show", *SHOW[2:], "--at", "d=0.5"], "(valid: [1, oo))"),
    (["bounds", "show", "MUABG-Thm1", "--at", "kappa=3"], "outside the values kappa takes (valid: [1, 2])"),
    (["--cache-dir", "a", "bounds", "--cache-dir", "b", "list"], "--cache-dir given 2 times ('a', 'b')"),
    (["new-paper", "tests"], "a folder the plugin's skeleton writes beside its package"),
    (["new-paper", "notebooks"], "a folder the plugin's skeleton writes beside its package"),
    (["bounds", "compare", *CGT_PAIR, "--over", "d", "--range", "1e-300", "1e-299"], "valid: 1e-100 <= LO"),
    (["bounds", "compare", *CGT_PAIR, "--over", "n", "--at", "n=5"], "the swept variable"),
    (["bounds", "show", *SHOW[2:], "--at", "n=5", "--at", "n=7"], "given twice"),
    (["bounds", "certify", "CGT-Lem4.3", "--out", "/proc/no/such/folder"], "cannot write there"),
    (["bounds", "certify", ""], "empty"),
    (["bounds", "list", "--paper", "CGT", "--paper", "KLT"], "--paper given twice ('CGT', then 'KLT')"),
    (["errata", "--format", "json", "--format", "md"], "--format given twice"),
    (["reproduce", "--jobs", "1", "--jobs", "2"], "--jobs given twice"),
    (["new-paper", "a" * 300], "300 characters is too long"),
    (["new-paper", "ratekit"], "distribution name"),
    (["reproduce", "--base-seed", "9" * 5000], "(5000 characters)' has too many digits"),
    (["bounds", "show", *SHOW[2:], "--at", "n=1e400"], "'1e400' is not a finite positive number"),
    (["--cache-dir", "c" * 300, "cache", "info"], "cannot be used: File name too long"),
    (["--paper", "KLT", "checks"], "'KLT'"),  # not taken as an abbreviation of --paper-file, then dropped
    (["checks", "--paper-file"], "argument --paper-file: expected one argument"),
    (["bounds", "list", "--paper"], "argument --paper: expected one argument"),
    (["reproduce", "--only", "CGT-Fact5"], "the statement has no rate check"),
    (["--paper-file", "p" * 300 + ".py", "bounds", "list"], "cannot be read (File name too long)"),
]


@pytest.mark.parametrize(("argv", "fragment"), BAD, ids=lambda v: " ".join(v) if isinstance(v, list) else None)
def test_bad_invocation_is_one_line_and_exit_2(argv, fragment, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a default --out would land here, not in the checkout
    # --cache-dir sets RATEKIT_CACHE for the process: restored after the test
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, os.environ.get(cache_location.ENVIRONMENT_VARIABLE, ""))
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ratekit: error:"), captured.err
    assert fragment in lines[0]
    assert "Traceback" not in captured.err + captured.out
    assert not any(tmp_path.iterdir())  # nothing written for bad input


def test_bad_invocations_cover_every_command():
    assert len(BAD) >= 55
    commands = {next(a for a in argv if not a.startswith("-") and a.strip()) for argv, _ in BAD}
    assert commands >= {"bounds", "errata", "reproduce", "checks", "cache", "new-paper"}


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
    argv = ["bounds", "compare", "KLT-Thm3.1", "CGT-Thm4.10", "--over", "d", "--different-quantities"]
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
    assert "ok   LT-Thm3.17@v1: does not follow" in out and "1 of 1 statement certified" in out
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


def _one_error_line(capsys) -> str:
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ratekit: error:"), captured.err
    return lines[0]


@pytest.mark.parametrize(
    ("source", "fragment"),
    [
        ("x = (\n", "line 1: SyntaxError"),
        ("import no_such_module_for_ratekit\n", "line 1: ModuleNotFoundError"),
        ("x = 1\nraise RuntimeError('boom')\n", "line 2: RuntimeError: boom"),
        ("import sys\nsys.exit(3)\n", "called sys.exit(3) while loading"),
        (  # raised in the dataclass code Python generates ("<string>"): the plugin's own line is named
            "from bounds.paper import Paper\nPAPER = Paper(key='bad key', title='t', authors='a', arxiv='2501.00001', "
            "versions=('v1',), statements=('x',))\n",
            "line 2: ValueError: paper key must be",
        ),
    ],
)
def test_a_broken_plugin_file_is_named_with_its_line(source, fragment, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(plugins, "_FROM_FILES", {})
    plugin = tmp_path / "broken_plugin.py"
    plugin.write_text(source)
    assert main(["--paper-file", str(plugin), "bounds", "list"]) == 2
    line = _one_error_line(capsys)
    assert str(plugin) in line and fragment in line


def _paper_source(key: str, statements: tuple[str, ...], checks: tuple[str, ...] = (), title: str = "t") -> str:
    """The source of a plugin file that defines PAPER with these modules."""
    return (
        "from bounds.paper import Paper\n"
        f"PAPER = Paper(key={key!r}, title={title!r}, authors='a', arxiv='2501.00001', versions=('v1',),\n"
        f"              statements={statements!r}, checks={checks!r})\n"
    )


def _wrong_modules_plugin(folder) -> str:
    plugin = folder / "wrong_modules.py"
    plugin.write_text(_paper_source("WRONGMODS", ("wrong_modules_statements",), checks=("wrong_modules_checks",)))
    (folder / "wrong_modules_statements.py").write_text("from bounds.registry import nothing_of_that_name\n")
    return str(plugin)


def test_a_plugin_with_a_broken_statements_module_is_named_not_another_paper(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(plugins, "_FROM_FILES", {})
    assert main(["--paper-file", _wrong_modules_plugin(tmp_path), "checks"]) == 2
    line = _one_error_line(capsys)
    assert "plugin WRONGMODS" in line and "wrong_modules_statements.py, line 1: ImportError" in line


def test_selecting_a_check_of_a_plugin_whose_checks_fail_to_load_names_the_failure(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(plugins, "_FROM_FILES", {})
    plugin = tmp_path / "broken_checks_plugin.py"
    plugin.write_text(_paper_source("BROKENCHK", ("broken_checks_statements",), checks=("broken_checks_module",)))
    (tmp_path / "broken_checks_statements.py").write_text('"""No statement yet."""\n')
    (tmp_path / "broken_checks_module.py").write_text("import no_such_module_for_ratekit\n")
    argv = ["--paper-file", str(plugin), "reproduce", "--only", "BROKENCHK-Thm1:x:n", "--out", str(tmp_path / "o")]
    assert main(argv) == 2
    line = _one_error_line(capsys)
    assert "the checks of BROKENCHK did not load" in line and "no_such_module_for_ratekit" in line


def test_an_installed_broken_plugin_does_not_take_other_papers_checks_with_it(tmp_path):
    """In a fresh process (nothing imported yet), a broken plugin's error is blamed on it, not on the paper whose
    checks happened to load the registry first, and every other paper keeps its checks."""
    script = (
        "import json, sys\n"
        "from bounds import plugins\n"
        "from simulations.checks.collect import all_checks\n"
        "plugins.load_paper_file(sys.argv[1])\n"
        "errors = {}\n"
        "found = all_checks(False, errors)\n"
        "print(json.dumps({'errors': errors, 'papers': sorted({key for key, _ in found})}))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script, _wrong_modules_plugin(tmp_path)], capture_output=True, text=True, check=True
    )
    result = json.loads(proc.stdout)
    assert set(result["errors"]) == {"WRONGMODS"} and "wrong_modules_statements" in result["errors"]["WRONGMODS"]
    assert set(result["papers"]) >= {"KLT", "MUABG", "CGT", "LT"}


def test_a_cache_that_is_a_file_is_refused(tmp_path, monkeypatch, capsys):
    not_a_folder = tmp_path / "cache-file"
    not_a_folder.write_text("")
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(not_a_folder))
    assert main(["cache", "info"]) == 2
    assert str(not_a_folder) in _one_error_line(capsys)


def test_a_cache_that_cannot_be_cleared_is_one_line_naming_the_entry(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(tmp_path))
    (tmp_path / "samples").mkdir()
    (tmp_path / "samples" / "entry.json").write_text("{}")

    def read_only(self, missing_ok=False):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "unlink", read_only)
    assert main(["cache", "clear"]) == 2
    line = _one_error_line(capsys)
    assert "entry.json" in line and "Permission denied" in line


def test_output_to_a_full_disk_is_one_line():
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            [sys.executable, "-m", "paper_figures.cli", "cache", "info"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
        )
    assert proc.returncode == 1
    assert proc.stderr.strip() == "ratekit: error: cannot write the standard output: No space left on device"


@pytest.mark.parametrize("argv", [["--help"], ["--version"], ["bounds", "list", "--help"]])
def test_help_and_version_to_a_full_disk_are_one_line(argv):
    """argparse swallows a failed write of its help; ratekit's parser lets it reach the one-line handler."""
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            [sys.executable, "-m", "paper_figures.cli", *argv], stdout=full, stderr=subprocess.PIPE, text=True
        )
    assert proc.returncode == 1
    assert proc.stderr.strip() == "ratekit: error: cannot write the standard output: No space left on device"


def test_a_closed_pipe_ends_quietly_with_sigpipes_status():
    proc = subprocess.run(
        f"{sys.executable} -m paper_figures.cli --help | true; exit ${{PIPESTATUS[0]}}",
        shell=True,
        executable="/bin/bash",
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 141 and proc.stderr == ""


def test_cache_clear_deletes_only_ratekits_entries(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(tmp_path))
    (tmp_path / "samples").mkdir()
    (tmp_path / "samples" / "entry.json").write_text("{}")
    (tmp_path / "samples" / "entry.tmp123").write_text("{")  # left half-written by an interrupt
    (tmp_path / "samples" / "mine.txt").write_text("a user's file")
    assert main(["cache", "clear"]) == 0
    assert [p.name for p in (tmp_path / "samples").iterdir()] == ["mine.txt"]
    assert "removed 2 entries" in capsys.readouterr().out


def _as_from_a_terminal() -> None:
    """Ctrl-C's default disposition in the child, as a terminal gives it: a shell that starts the test run in the
    background without job control hands it down ignored, and an interpreter that starts with SIGINT ignored keeps
    ignoring it (as it should: that is how ``nohup`` and ``&`` ask for it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_an_interrupt_ends_with_one_line_and_exit_130(tmp_path):
    """Ctrl-C during a run: the workers stop, no traceback from the parent or from any worker."""
    env = {**os.environ, cache_location.ENVIRONMENT_VARIABLE: str(tmp_path / "cache")}
    argv = ["reproduce", "--only", "KLT", "--out", str(tmp_path / "out"), "--jobs", "2"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "paper_figures.cli", *argv],
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=_as_from_a_terminal,
    )
    deadline = time.monotonic() + 60
    while "worker(s)" not in (line := proc.stderr.readline()) and time.monotonic() < deadline:
        assert line, "the run ended before it started its workers"
    time.sleep(2.0)  # tasks are running in the workers now
    proc.send_signal(signal.SIGINT)
    rest = proc.stderr.read()
    assert proc.wait(timeout=30) == 130
    assert rest.strip().splitlines()[-1] == "ratekit: interrupted" and "Traceback" not in rest


def test_the_parsers_report_formats_are_the_reports():
    from bounds import referee_report

    assert set(cli.REPORT_FORMATS) == set(referee_report.FORMATS)


def test_version_and_bad_arguments_answer_without_importing_the_symbolic_layer():
    """``--version`` and a bad argument never import sympy: the command line answers at once."""
    for argv in (["--version"], ["bounds", "frobnicate"]):
        code = (
            "import contextlib, sys\nfrom paper_figures.cli import main\n"
            f"with contextlib.suppress(SystemExit):\n    main({argv!r})\nprint('sympy' in sys.modules)"
        )
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert proc.stdout.strip().splitlines()[-1] == "False", proc.stdout + proc.stderr


def test_the_help_shows_no_markup(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    assert "ratekit errata" in text and "``" not in text and ":mod:" not in text


def test_an_unreadable_tex_archive_is_one_complete_line(tmp_path, capsys):
    archive = tmp_path / "bad.tar.gz"
    archive.write_bytes(gzip.compress(b"not a tar archive"))
    assert main(["new-paper", "texbad", "--from-tex", str(archive), "--out", str(tmp_path / "out")]) == 2
    line = _one_error_line(capsys)
    assert "is not a readable tar archive (" in line and line.endswith(")") and "method gz" in line


def test_an_interrupt_while_the_program_loads_is_one_line_and_exit_130(monkeypatch, capsys):
    """The installed ``ratekit`` runs :func:`paper_figures.entry.run`, which guards the command line's imports."""
    import builtins

    from paper_figures import entry

    real_import = builtins.__import__

    def interrupted(name, *args, **kwargs):
        if name == "paper_figures.cli":
            raise KeyboardInterrupt
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", interrupted)
    with pytest.raises(SystemExit) as stopped:
        entry.run()
    assert stopped.value.code == 130
    assert capsys.readouterr().err == "ratekit: interrupted\n"


def test_a_plugin_whose_module_name_is_taken_is_refused_not_dropped(tmp_path, monkeypatch, capsys):
    """Two plugin packages named alike: Python would hand the second file the first's module; ratekit says so."""
    monkeypatch.setattr(plugins, "_FROM_FILES", {})
    monkeypatch.setattr(sys, "path", list(sys.path))
    for folder, key in (("first", "TAKENA"), ("second", "TAKENB")):
        package = tmp_path / folder / "taken_name_pkg"
        package.mkdir(parents=True)
        (package / "__init__.py").write_text(_paper_source(key, ("st",)))
        (package / "st.py").write_text('"""No statement yet."""\n')
    monkeypatch.delitem(sys.modules, "taken_name_pkg", raising=False)
    argv = ["--paper-file", str(tmp_path / "first" / "taken_name_pkg" / "__init__.py")]
    argv += ["--paper-file", str(tmp_path / "second" / "taken_name_pkg" / "__init__.py"), "bounds", "list"]
    try:
        assert main(argv) == 2
    finally:
        sys.modules.pop("taken_name_pkg", None)
        sys.modules.pop("taken_name_pkg.st", None)
    line = _one_error_line(capsys)
    assert "module name 'taken_name_pkg' is already taken by" in line and "first" in line


def test_a_symbolic_link_loop_is_one_line_naming_the_option(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, os.environ.get(cache_location.ENVIRONMENT_VARIABLE, ""))
    (tmp_path / "loop1").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop1")
    assert main(["--cache-dir", str(tmp_path / "loop1"), "symbols"]) == 2
    assert "--cache-dir" in _one_error_line(capsys)
    assert main(["--paper-file", str(tmp_path / "loop1"), "bounds", "list"]) == 2
    assert "--paper-file" in _one_error_line(capsys)


@pytest.mark.parametrize("switch", ["RATEKIT_ANSWER_CACHE", "RATEKIT_DERIVE_CACHE"])
def test_a_cache_switch_other_than_on_or_off_is_refused(switch, monkeypatch, capsys):
    monkeypatch.setenv(switch, "OFF")
    assert main(["--version"]) == 2
    assert f"${switch}='OFF': must be 'on' or 'off'" in _one_error_line(capsys)
    monkeypatch.setenv(switch, "off")
    with pytest.raises(SystemExit) as stop:  # negative control: the documented value passes
        main(["--version"])
    assert stop.value.code == 0


def test_a_plugin_named_like_an_installed_module_not_yet_imported_is_refused(tmp_path, monkeypatch, capsys):
    """Loaded, it would replace that module for the rest of the run; named before the import, it is refused."""
    assert "tabnanny" not in sys.modules  # a standard-library module the program never imports
    monkeypatch.setattr(plugins, "_FROM_FILES", {})
    monkeypatch.setattr(sys, "path", list(sys.path))
    package = tmp_path / "tabnanny"
    package.mkdir()
    (package / "__init__.py").write_text("raise SystemExit('imported')\n")
    assert main(["--paper-file", str(package / "__init__.py"), "bounds", "list"]) == 2
    line = _one_error_line(capsys)
    assert "module name 'tabnanny' would shadow the installed module" in line and "tabnanny" not in sys.modules


def test_a_report_file_that_is_a_folder_is_refused_before_the_run(tmp_path, capsys):
    (tmp_path / "out" / "index.html").mkdir(parents=True)
    argv = ["reproduce", "--only", "CGT-Lem4.3:prefix-noise:T", "--no-figures", "--quiet", "--out"]
    assert main([*argv, str(tmp_path / "out")]) == 2
    assert "index.html is there and is not a file" in _one_error_line(capsys)
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["index.html"]  # no work done, nothing written


def test_a_closed_standard_output_is_one_line():
    proc = subprocess.run(
        ["sh", "-c", f"{sys.executable} -m paper_figures.cli --version >&-"], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 1
    assert proc.stderr.strip() == "ratekit: error: cannot write the standard output: it is closed"


def test_a_damaged_derivation_entry_is_a_miss(monkeypatch):
    from bounds import derivation_cache

    def broken(data):
        raise MemoryError  # what pickle raised on one entry of random bytes

    monkeypatch.setattr(derivation_cache.pickle, "loads", broken)
    assert derivation_cache._loaded(b"random bytes") == (False, None)


def test_only_takes_a_statement_id_as_bounds_list_prints_it():
    from paper_figures import reproduce as rp

    versioned = [c.id for _, c in rp.collect_checks(False, ["CGT-Lem4.3@v1"], {})]
    assert versioned == [c.id for _, c in rp.collect_checks(False, ["CGT-Lem4.3"], {})] and versioned


def test_two_plugin_files_with_one_key_are_refused(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(plugins, "_FROM_FILES", {})
    monkeypatch.setattr(sys, "path", list(sys.path))
    files = []
    for name, title in (("same_key_one", "first"), ("same_key_two", "second")):
        (tmp_path / f"{name}.py").write_text(_paper_source("SAMEKEY", ("st",), title=title))
        files += ["--paper-file", str(tmp_path / f"{name}.py")]
    try:
        assert main([*files, "bounds", "list"]) == 2
    finally:
        sys.modules.pop("same_key_one", None)
        sys.modules.pop("same_key_two", None)
    assert "paper 'SAMEKEY' is already loaded from another file" in _one_error_line(capsys)


def test_what_a_plugin_prints_while_loading_goes_to_the_standard_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(plugins, "_FROM_FILES", {})
    monkeypatch.setattr(sys, "path", list(sys.path))
    noisy = 'print("PLUGIN NOISE")\n' + _paper_source("NOISY", ("noisy_plugin_statements",))
    (tmp_path / "noisy_plugin.py").write_text(noisy)
    (tmp_path / "noisy_plugin_statements.py").write_text('print("STATEMENTS NOISE")\n')
    argv = ["--paper-file", str(tmp_path / "noisy_plugin.py"), "errata", "--paper", "NOISY", "--format", "json"]
    try:
        assert main(argv) == 0
    finally:
        sys.modules.pop("noisy_plugin", None)
        sys.modules.pop("noisy_plugin_statements", None)
    captured = capsys.readouterr()
    json.loads(captured.out)  # the answer alone
    assert "PLUGIN NOISE" in captured.err and "STATEMENTS NOISE" in captured.err


def test_an_interrupt_of_a_dask_run_is_one_line_and_exit_130(tmp_path):
    """Ctrl-C to the whole process group, as a terminal sends it: the LocalCluster's workers leave it to ratekit,
    which stops them; neither they nor Dask's logging print anything."""
    pytest.importorskip("distributed")
    env = {**os.environ, cache_location.ENVIRONMENT_VARIABLE: str(tmp_path / "cache")}
    argv = ["reproduce", "--only", "KLT", "--out", str(tmp_path / "out"), "--jobs", "2", "--executor", "dask"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "paper_figures.cli", *argv],
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,
        preexec_fn=_as_from_a_terminal,
    )
    deadline = time.monotonic() + 90
    while "worker(s)" not in (line := proc.stderr.readline()) and time.monotonic() < deadline:
        assert line, "the run ended before it started its workers"
    time.sleep(2.0)
    os.killpg(proc.pid, signal.SIGINT)
    rest = proc.stderr.read()
    assert proc.wait(timeout=60) == 130
    assert rest.strip().splitlines() == ["ratekit: interrupted"], rest


def test_a_plugin_file_with_null_bytes_is_named_without_a_line(tmp_path, capsys):
    (tmp_path / "binary.py").write_bytes(b"\x7fELF\x00\x00")
    assert main(["--paper-file", str(tmp_path / "binary.py"), "bounds", "list"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith("plugin binary.py: SyntaxError: source code string cannot contain null bytes"), err


def test_cache_clear_of_a_missing_folder_creates_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(tmp_path / "never"))
    assert main(["cache", "clear"]) == 0
    assert "does not exist" in capsys.readouterr().out and not (tmp_path / "never").exists()


@pytest.mark.parametrize("fmt", cli.REPORT_FORMATS)
def test_every_errata_format_ends_with_a_newline(fmt, capsys):
    assert main(["errata", "--paper", "CGT", "--format", fmt]) == 0
    assert capsys.readouterr().out.endswith("\n")


def test_the_profile_printout_gives_every_part_the_profile_holds(capsys):
    """`reproduce --profile`'s lines: the places and the machine's slowdown, and each prediction the profile holds,
    in seconds per worker count; a profile without traces prints no place line (negative control)."""
    from paper_figures.cli import _print_profile
    from simulations.checks.engine import TaskTrace
    from simulations.checks.schedule import Coordinator, Task, profile

    graph = [Task("a", 2.0), Task("b", 1.0, ("a",))]
    traces = [TaskTrace("a", 0.0, 0.1, 2.1, 2.2, 0.0), TaskTrace("b", 2.2, 2.3, 3.3, 3.4, 0.0)]
    found = profile(graph, Coordinator(setup_seconds=1.0), (1, 2), traces, 2, {1: 1.0, 2: 1.1}, {"a": 1.0, "b": 2.0})
    _print_profile(found, 4.5, 2)
    out = capsys.readouterr().out
    assert "profile: 2 tasks, 3.0 s of work, critical path 3.0 s; this run 4.5 s on 2 worker(s)" in out
    assert "workers' places: 6.8 s, running 3.0 s, in transit 0.4 s (median 200.0 ms a task)" in out
    assert "this machine's slowdown of a task by busy workers: 1: 1.00, 2: 1.10" in out
    assert "predicted wall of the tasks by workers (list scheduling): 1: 3.0 s, 2: 3.0 s" in out
    assert "the same, the tasks ordered by the levels this run was given: 1: 4.4 s, 2: 4.4 s" in out
    assert out.count("predicted wall of the run") == 3
    _print_profile(profile(graph), 3.0, 1)
    assert "places" not in capsys.readouterr().out


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="no CPU affinity on this system")
def test_the_default_workers_are_the_cpus_this_process_may_use():
    """A batch job given one of a node's cores (its CPU affinity, as Slurm and PBS set it) starts one worker, not
    one per core of the node; the progress line says when --jobs asks for more."""
    code = (
        "import os; os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})\n"
        "from paper_figures.cli import build_parser\n"
        "from paper_figures.reproduce import _oversubscribed\n"
        "print(build_parser().parse_args(['reproduce']).jobs, _oversubscribed('local', 2) or '-')"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.stdout.split(maxsplit=1) == ["1", "(more than the 1 CPUs this process may use)\n"], proc.stderr
    assert cli.build_parser().parse_args(["reproduce"]).jobs == len(os.sched_getaffinity(0))
