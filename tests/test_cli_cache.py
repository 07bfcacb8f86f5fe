"""Remembered answers (paper_figures.answer_cache): replayed without sympy, never stale.

The program tests run ratekit in fresh interpreters, as a user does; the in-process tests drive
:func:`answer_cache.answer` directly, where a counter shows whether the command ran."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from bounds import cache_location
from paper_figures import answer_cache
from paper_figures.cli import main

STATEMENTS = """
from bounds.dimensions import NONE
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import d, n
from bounds.theorem import Theorem

register(Theorem(id="ANSWERED-Thm1", paper="ANSWERED", version="v1", source="Thm 1", kind="theorem",
                 statement="{statement}", rate=Rate.of("excess risk", NONE, ("only", {rate}))))
"""

# ratekit as a program, discovering only the plugin (the installed papers' statements take seconds to import;
# tests/test_cli.py checks that discovering them imports no sympy), telling on its last line of standard error,
# after the command, which of sympy and the plugin's statements it imported
PROGRAM = """
import sys
from bounds import plugins
plugins._installed = lambda: {}
from paper_figures import cli
code = cli.main()
print(",".join(m for m in ("sympy", "answered.statements") if m in sys.modules), file=sys.stderr)
sys.exit(code)
"""
COMPUTED, REPLAYED = "sympy,answered.statements", ""


def _settle() -> None:
    """Wait until what was just written is old enough for a run starting now to store its answer."""
    time.sleep(answer_cache.SETTLE_NS / 1e9 + 0.2)


@pytest.fixture
def program(tmp_path: Path):
    """A plugin ANSWERED in its own package, its statements file, the answers folder, and ``run``: the program on
    the plugin once for each command given, all at once; for each, (stdout, the modules of sympy and of the
    plugin's statements that it imported)."""
    package = tmp_path / "plugins" / "answered"
    package.mkdir(parents=True)
    (package / "__pycache__").mkdir()  # made by the first import otherwise, which changes the package's listing
    (package / "__init__.py").write_text(
        "from bounds.paper import Paper\n"
        'PAPER = Paper(key="ANSWERED", title="T", authors="A", arxiv="", versions=("v1",),\n'
        '              statements=("answered.statements",))\n'
    )
    (package / "statements.py").write_text(STATEMENTS.format(statement="a bound", rate="d / n"))
    runner = tmp_path / "runner"
    runner.mkdir()
    (runner / "ratekit_program.py").write_text(PROGRAM)
    env = {**os.environ, cache_location.ENVIRONMENT_VARIABLE: str(tmp_path / "cache")}
    env.pop(answer_cache.SWITCH, None)
    plugin = ["--paper-file", str(package / "__init__.py")]

    def run(*commands: list[str]) -> list[tuple[str, str]]:
        procs = [
            subprocess.Popen(
                [sys.executable, str(runner / "ratekit_program.py"), *plugin, *command],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )
            for command in commands
        ]
        results = []
        for proc in procs:
            out, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err
            results.append((out, err.rstrip("\n").rpartition("\n")[2]))
        return results

    _settle()
    return SimpleNamespace(run=run, statements=package / "statements.py", answers=tmp_path / "cache" / "answers")


LIST, SHOW = ["bounds", "list"], ["bounds", "show", "ANSWERED-Thm1"]


def test_a_warm_list_and_show_import_no_sympy_and_an_edited_statement_is_shown_as_edited(program):
    (listed, list_imported), (shown, show_imported) = program.run(LIST, SHOW)
    assert "ANSWERED-Thm1@v1" in listed and "d/n" in listed and "statement: a bound" in shown
    assert list_imported == show_imported == COMPUTED
    assert len(list(program.answers.glob("*.answer"))) == 2  # remembered
    assert program.run(LIST, SHOW) == [(listed, REPLAYED), (shown, REPLAYED)]  # replayed: no sympy, no statements

    program.statements.write_text(STATEMENTS.format(statement="a sharper bound", rate="d / n**2"))
    (listed, list_imported), (shown, show_imported) = program.run(LIST, SHOW)
    assert "d/n**2" in listed and "d/n\n" not in listed and list_imported == COMPUTED
    assert "statement: a sharper bound" in shown and "statement: a bound" not in shown and show_imported == COMPUTED


# ---- in process --------------------------------------------------------------------------------------------------
@pytest.fixture
def answering(tmp_path, monkeypatch):
    """answer() with a command that prints and counts its runs; every file counts as settled unless a test says."""
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(tmp_path / "cache"))
    monkeypatch.delenv(answer_cache.SWITCH, raising=False)
    monkeypatch.setattr(answer_cache, "STARTED_NS", time.time_ns() + 10 * answer_cache.SETTLE_NS)
    runs = []

    def command(code: int = 0, warning: str = "") -> int:
        runs.append(code)
        print(f"answer {len(runs)}")
        if warning:
            print(warning, file=sys.stderr)
        return code

    return runs, command


def _imported(folder: Path, name: str, monkeypatch) -> Path:
    """A module written into ``folder`` now and imported: one of the files every manifest records."""
    module = folder / f"{name}.py"
    module.write_text("VALUE = 1\n")
    monkeypatch.syspath_prepend(str(folder))
    importlib.import_module(name)
    return module


def test_an_answer_is_replayed_until_a_file_it_imported_changes(answering, tmp_path, monkeypatch, capsys):
    runs, command = answering
    module = _imported(tmp_path, "answer_source_module", monkeypatch)
    request = {"arguments": {"id": "X"}}
    assert answer_cache.answer(request, command) == 0
    assert answer_cache.answer(request, command) == 0
    assert runs == [0] and capsys.readouterr().out == "answer 1\nanswer 1\n"
    assert answer_cache.answer({"arguments": {"id": "Y"}}, command) == 0  # other arguments: another entry
    assert len(runs) == 2

    module.write_text("VALUE = 2\n")  # same size: only the content tells
    assert answer_cache.answer(request, command) == 0
    assert len(runs) == 3 and capsys.readouterr().out.endswith("answer 3\n")


def test_an_answer_is_replayed_until_a_data_file_it_read_or_a_folder_it_listed_changes(answering, tmp_path, capsys):
    runs, command = answering
    data = tmp_path / "data"
    data.mkdir()
    (data / "rates.txt").write_text("d/n\n")

    def reading() -> int:
        (data / "rates.txt").read_text()
        os.listdir(data)
        return command()

    for _ in range(2):
        answer_cache.answer({"case": "data"}, reading)
    assert len(runs) == 1
    (data / "rates.txt").write_text("d/m\n")  # same size
    for _ in range(2):
        answer_cache.answer({"case": "data"}, reading)
    assert len(runs) == 2
    (data / "more.txt").write_text("")
    answer_cache.answer({"case": "data"}, reading)
    assert len(runs) == 3 and capsys.readouterr().out.splitlines()[-1] == "answer 3"


def test_a_failed_or_warning_or_unsettled_run_is_not_remembered(answering, tmp_path, monkeypatch):
    runs, command = answering
    for kwargs in ({"code": 1}, {"warning": "a warning"}):
        for _ in range(2):
            answer_cache.answer({"case": repr(kwargs)}, lambda kwargs=kwargs: command(**kwargs))
    assert len(runs) == 4
    _imported(tmp_path, "answer_unsettled_module", monkeypatch)  # written just before the program "started"
    monkeypatch.setattr(answer_cache, "STARTED_NS", time.time_ns())
    for _ in range(2):
        answer_cache.answer({"case": "unsettled"}, command)
    assert len(runs) == 6 and not list(cache_location.directory("answers").glob("*"))
    monkeypatch.setenv(answer_cache.SWITCH, "off")
    monkeypatch.setattr(answer_cache, "STARTED_NS", time.time_ns() + 10 * answer_cache.SETTLE_NS)
    for _ in range(2):
        answer_cache.answer({"case": "off"}, command)
    assert len(runs) == 8 and not list(cache_location.directory("answers").glob("*"))


def test_cache_info_and_clear_know_the_answers(answering, capsys):
    _, command = answering
    answer_cache.answer({"case": "kept"}, command)
    capsys.readouterr()
    assert main(["cache", "info"]) == 0
    assert "answers: 1 entries" in capsys.readouterr().out
    assert main(["cache", "clear", "--kind", "answers"]) == 0
    assert "removed 1 entry" in capsys.readouterr().out
    assert not list(cache_location.directory("answers").glob("*"))


def test_in_process_calls_neither_read_nor_write_answers(tmp_path, monkeypatch, capsys):
    """main(argv) may run in a process whose modules or registrations its files no longer show."""
    monkeypatch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(tmp_path / "cache"))
    assert main(["symbols", "--paper", "CGT"]) == 0
    assert "S " in capsys.readouterr().out
    assert not (tmp_path / "cache" / "answers").exists()


def test_the_request_names_the_interpreter_and_the_search_path(monkeypatch):
    request = {"arguments": {"command": "bounds"}}
    before = answer_cache.request_key(request)
    assert answer_cache.request_key(dict(request)) == before
    monkeypatch.setattr(sys, "path", [*sys.path, "/elsewhere"])
    assert answer_cache.request_key(request) != before
