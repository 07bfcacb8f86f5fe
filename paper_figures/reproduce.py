"""``ratekit reproduce``: every rate check, every figure and table, the errata, and one report.

The output folder holds ``figures/`` (PDF and PNG), ``tables/`` (Markdown and LaTeX), ``ratekit-macros.tex`` (the
measured numbers as LaTeX macros, :mod:`paper_figures.macros`), ``results.json`` and
``results.csv`` (every number, with seeds, versions and configuration), ``errata.json``, and ``report.md`` and
``report.html``. Measured samples are cached (:class:`~simulations.checks.cache.SampleCache`), so a second run only
redraws. A failing check or figure is reported, never fatal to the rest.
"""

from __future__ import annotations

import csv
import difflib
import importlib
import inspect
import json
import math
import os
import platform
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from functools import cached_property, partial
from operator import setitem
from pathlib import Path
from typing import Any, Literal

from bounds import derivation_cache, plugins, registry, statement_tasks
from bounds.errata import AssessedErratum
from bounds.erratum import Discrepancy
from bounds.statement_tasks import Reading, StatementTask
from bounds.tables import ComparisonTable, tables
from bounds.theorem import Theorem
from paper_figures import claims_table, task_levels
from paper_figures.macros import macros
from simulations.checks import core_probe
from simulations.checks.cache import SampleCache
from simulations.checks.collect import all_checks
from simulations.checks.engine import (
    CheckRun,
    Dispatcher,
    Executor,
    block_task_name,
    check_executor,
    make_executor,
    prediction_task_name,
    start_checks,
)
from simulations.checks.ratecheck import CheckResult, PrintedRateVerdict, RateCheck
from simulations.checks.schedule import Coordinator, Task, levels, profile, timeline
from simulations.code_fingerprint import dependency_versions, installed_version
from simulations.cpus import usable_cpus


@dataclass
class CheckOutcome:
    """One check: its result, or the error that stopped it, and the figure drawn for it."""

    check: RateCheck
    plugin: str
    result: CheckResult | None = None
    error: str = ""
    figure: str = ""
    compute_seconds: float = 0.0
    #: (block, swept value index) -> worker seconds of each measured task, wall and CPU
    #: (:class:`~simulations.checks.engine.CheckRun`)
    task_seconds: dict[tuple[int, int, int], float] = field(default_factory=dict)
    task_cpu_seconds: dict[tuple[int, int, int], float] = field(default_factory=dict)
    #: worker seconds (wall, CPU) of the check's prediction task
    prediction_seconds: tuple[float, float] | None = None

    def _registered(self) -> Theorem | None:
        """The statement the check names, or None if none is registered (reported as the check's error)."""
        try:
            return self.check.theorem_object()
        except ValueError:
            return None

    @property
    def paper(self) -> str:
        """The registered statement's paper (the check's own id prefix if none is registered)."""
        theorem = self._registered()
        return self.check.paper if theorem is None else theorem.paper

    @property
    def statement(self) -> str:
        """The registered statement's key ``ID@version`` (the check's own reference if none is registered)."""
        theorem = self._registered()
        return self.check.theorem if theorem is None else theorem.key

    @property
    def ok(self) -> bool:
        return self.result is not None and self.result.as_expected


@dataclass
class Reproduction:
    """Everything ``reproduce`` produced."""

    out_dir: Path
    full: bool = False
    only: list[str] = field(default_factory=list)
    jobs: int = 1
    executor: str = "local"
    base_seed: int = 0
    outcomes: list[CheckOutcome] = field(default_factory=list)
    figures: dict[str, list[str]] = field(default_factory=dict)
    #: figure module -> the theorems whose errata it bears on (its ``BEARS_ON``)
    figure_theorems: dict[str, tuple[str, ...]] = field(default_factory=dict)
    figure_errors: dict[str, str] = field(default_factory=dict)
    #: figure module -> the ids of the selected checks it waited for (:func:`figure_waits`)
    figure_waits: dict[str, tuple[str, ...]] = field(default_factory=dict)
    plugin_errors: dict[str, str] = field(default_factory=dict)
    tables: list[tuple[str, str, str]] = field(default_factory=list)
    #: the selected papers' comparison tables, as objects (the cards read which prior work each statement meets)
    table_objects: list[ComparisonTable] = field(default_factory=list)
    #: the papers the run reports on (:func:`selected_papers`)
    papers: list[str] = field(default_factory=list)
    #: the overview figure (PNG) relative to the output folder, once drawn
    overview: str = ""
    errata: list[AssessedErratum] = field(default_factory=list)
    #: proof status -> (statement, reason) of every encoded statement (:func:`bounds.errata.ledger`)
    proof_status: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    #: statement -> whether every certificate behind its status re-verified (:func:`bounds.ledger.certify`)
    certified: dict[str, bool] = field(default_factory=dict)
    privacy_claims: list[dict[str, str]] = field(default_factory=list)
    #: paper -> its privacy-claims table in HTML, rendered by a task (:mod:`paper_figures.claims_table`)
    claims_html: dict[str, list[str]] = field(default_factory=dict)
    #: erratum id -> its typeset text (fields and evidence), rendered by a task (:func:`.report.errata_text_html`)
    errata_html: dict[str, tuple[list[tuple[str, str]], str]] = field(default_factory=dict)
    #: paper -> its comparison tables with their Markdown and LaTeX, built by a task (:func:`paper_tables`)
    built_tables: dict[str, list[tuple[ComparisonTable, str, str]]] = field(default_factory=dict)
    #: the report's parts typeset by tasks once every result is in (:func:`.report.report_parts`)
    report_typeset: dict[str, str] = field(default_factory=dict)
    #: computed discrepancies on statements that no erratum accounts for (:func:`bounds.errata.unreviewed`)
    unreviewed: list[Discrepancy] = field(default_factory=list)
    errata_error: str = ""
    #: wall seconds of the whole run; every measured task besides the checks' (statement tasks, errata assembly,
    #: figure modules) with its worker seconds, wall and CPU
    seconds: float = 0.0
    tasks: list[Task] = field(default_factory=list)
    #: the measured task graph's critical path and predicted wall per worker count (:func:`task_graph`)
    profile: dict[str, object] = field(default_factory=dict)

    @property
    def task_seconds(self) -> dict[str, float]:
        """Wall seconds of each measured task besides the checks', by name."""
        return {t.name: t.seconds for t in self.tasks}

    @cached_property
    def rows(self) -> list[dict[str, Any]]:
        """One :func:`result_row` per check, in order (read once the run is over: results, macros, report)."""
        return [result_row(o) for o in self.outcomes]

    @property
    def failed(self) -> list[CheckOutcome]:
        return [o for o in self.outcomes if not o.ok]

    @property
    def problems(self) -> dict[str, str]:
        """Everything that did not run, by where it happened (checks report their own errors)."""
        out = {f"figure {k}": v for k, v in self.figure_errors.items()}
        out.update({f"checks of {k}": v for k, v in self.plugin_errors.items()})
        if self.errata_error:
            out["errata"] = self.errata_error
        return out

    @property
    def exit_code(self) -> int:
        """1 when a check did not end as expected, something did not run, or a statement has a computed
        discrepancy that no erratum accounts for; else 0."""
        return 1 if self.failed or self.problems or self.unreviewed else 0


class UnknownSelection(ValueError):
    """An ``--only`` key that names no check, statement or paper."""


class UnwritableOutput(ValueError):
    """The output folder cannot be created or written into."""


#: the files a run writes at the top of its output folder, besides the report's pages (:mod:`paper_figures.report`)
OUTPUT_FILES = ("index.html", "report.md", "summary.md", "results.json", "results.csv", "errata.json",
                "ratekit-macros.tex")  # fmt: skip


def _oversubscribed(executor: str, workers: int) -> str:
    """A note for the progress line when a local pool has more workers than the machine has CPUs."""
    cpus = usable_cpus()
    return f" (more than the {cpus} CPUs this process may use)" if executor == "local" and workers > cpus else ""


def _prepare_output(out: Path, papers: Sequence[str] = ()) -> None:
    """Create the output folders and make sure files can be written there (before any work is done): a file the run
    will write must not be a folder or anything else but a file."""
    from paper_figures.report import LEDGER_PAGE, page_name

    for name in (*OUTPUT_FILES, LEDGER_PAGE, *map(page_name, papers)):
        if (out / name).exists() and not (out / name).is_file():
            raise UnwritableOutput(f"--out {str(out)!r}: {name} is there and is not a file; remove it or choose --out")
    try:
        for folder in (out / "figures" / "checks", out / "tables"):
            folder.mkdir(parents=True, exist_ok=True)
        probe = out / f".ratekit-write-test-{os.getpid()}"
        probe.write_text("")
        probe.unlink()
    except OSError as exc:
        raise UnwritableOutput(f"--out {str(out)!r}: cannot write there ({exc.strerror or exc})") from None


def _matches(check: RateCheck, key: str) -> bool:
    """``key`` is the check's id, its statement (with or without version, as ``bounds list`` prints it) or its
    paper."""
    if key in (check.id, check.theorem, check.statement, check.paper):
        return True
    return "@" in key and key.partition("@")[0] == check.statement and key == check.theorem_object().key


def strict_json(value: Any) -> Any:
    """``value`` with every float that is not finite (a slope of a degenerate fit) as None, so that the JSON written
    is standard (RFC 8259 has no NaN or Infinity) and every parser reads it."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: strict_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [strict_json(v) for v in value]
    return value


def _is_statement(key: str) -> bool:
    """Whether ``key`` names a registered statement (``ID`` or ``ID@version``)."""
    try:
        registry.by_key(key)
    except ValueError:
        return False
    return True


def collect_checks(
    full: bool, only: Sequence[str] | None, plugin_errors: dict[str, str]
) -> list[tuple[str, RateCheck]]:
    """(paper key, check) of every discovered paper (quick grids, or paper scale with ``full``), filtered by
    ``only``: each key is a check id, a statement id or a paper; a key that selects nothing is an error naming the
    closest ids. Only the check modules of the papers ``only`` names are imported (:func:`papers_named`)."""
    found = all_checks(full, plugin_errors, papers_named(only))
    if not only:
        return found
    for key in only:
        broken = [paper for paper in plugin_errors if key == paper or key.startswith(f"{paper}-")]
        if broken:  # the key may name a check of a paper whose checks did not load: say so, not "unknown"
            first = plugin_errors[broken[0]].splitlines()[0]
            raise UnknownSelection(f"--only {key!r}: the checks of {broken[0]} did not load ({first})")
        if key not in plugins.papers() and not any(_matches(c, key) for _, c in found):
            if _is_statement(key):
                raise UnknownSelection(f"--only {key!r}: the statement has no rate check ('ratekit checks' lists them)")
            known = sorted({c.id for _, c in found} | {c.statement for _, c in found} | {c.paper for _, c in found})
            close = difflib.get_close_matches(key, known, n=3, cutoff=0.4)
            hint = f"; closest: {', '.join(close)}" if close else "; see 'ratekit checks' for the ids"
            raise UnknownSelection(f"--only {key!r} names no check, statement or paper{hint}")
    return [(name, c) for name, c in found if any(_matches(c, key) for key in only)]


def papers_named(only: Sequence[str] | None) -> list[str] | None:
    """The papers whose checks the keys of ``only`` can select, or None (every paper) where there are no keys or one
    names no discovered paper. A check id, a statement id and a paper key each begin with the paper's key
    (``KLT-Lem4.3:g0:n``; keys are letters and digits), and a paper's checks measure its own statements
    (:func:`~simulations.checks.collect.checks_of`)."""
    if not only:
        return None
    named = {key.split("-", 1)[0] for key in only}
    return sorted(named) if named <= set(plugins.papers()) else None


def figure_modules(papers: Sequence[str] | None = None) -> list[str]:
    """The figure modules of the given papers (every discovered paper by default), each exposing
    ``make(out_dir, cache_dir=..., [full=...])``."""
    found = plugins.papers()
    return [name for key in (found if papers is None else papers) for name in found[key].figures]


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in text).strip("_").lower()[:80]


def figure_stem(check_id: str) -> str:
    """The file stem of a check's figure: its id with every character outside [A-Za-z0-9.=+-] replaced by '_'
    (case kept, so "drift-variance:d" and "drift-variance:D" stay apart)."""
    return "".join(c if c.isalnum() or c in ".=+-" else "_" for c in check_id)


def _progress(message: str, enabled: bool) -> None:
    if enabled:
        print(message, file=sys.stderr, flush=True)


# ---- tasks: checks, statements, the errata assembly and figure modules, in this process or in a pool -----------------
def _draw_check(check: RateCheck, result: CheckResult, out_dir: Path) -> str:
    """Draw one check's figure under ``out_dir/figures/checks``; the figure's path relative to ``out_dir``."""
    from paper_figures.plotting import drawing_style, save, slope_figure

    stem = figure_stem(check.id)
    with drawing_style():
        save(slope_figure([result], f"{check.theorem}: {check.quantity}"), out_dir / "figures" / "checks", stem)
    return f"figures/checks/{stem}.png"


def _figure_task(name: str, figures_dir: Path, cache_dir: Path, full: bool) -> list[Path]:
    """Run one figure module, at paper scale with ``full`` where its ``make`` has one."""
    from paper_figures.plotting import drawing_style

    module = importlib.import_module(name)
    options = {"full": full} if "full" in inspect.signature(module.make).parameters else {}
    with drawing_style():
        return list(module.make(figures_dir, cache_dir=cache_dir, **options))


def _attempt(fn: Callable[..., Any], *args: Any) -> tuple[Any, str, float, float]:
    """(payload, error, wall seconds, CPU seconds) of one statement, errata or figure task; an exception becomes its
    error text with the last lines of its traceback, so one failure is reported, never fatal to the rest."""
    start, cpu = time.perf_counter(), time.process_time()
    try:
        payload, error = fn(*args), ""
    except Exception as exc:
        payload, error = None, f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=3)}"
    return payload, error, time.perf_counter() - start, time.process_time() - cpu


def _keep_report_task(
    rep: Reproduction, name: str, kind: str, keep: Callable[[Any], None], after: tuple[str, ...] = ()
) -> Callable[[Any], None]:
    """The continuation of a task that builds part of the report: its seconds recorded, its payload kept; on an
    error nothing is kept, and the report builds that part itself once the run is over and meets the error there."""

    def done(future: Any) -> None:
        payload, error, seconds, cpu = future.result()
        rep.tasks.append(Task(name, seconds, after, cpu, kind))
        if not error:
            keep(payload)

    return done


class _SymbolicWork:
    """The selected papers' statement tasks (:mod:`bounds.statement_tasks`) on the dispatcher, each submitted once
    the tasks whose results it reads have finished, then the errata assembly, given every result."""

    def __init__(self, rep: Reproduction, papers: Sequence[str], dispatcher: Dispatcher, progress: bool) -> None:
        self.rep, self.papers, self.dispatcher, self.progress = rep, list(papers), dispatcher, progress
        self.tasks = {t.name: t for t in statement_tasks.plan(papers)}
        self.waiting = {name: set(t.after) for name, t in self.tasks.items()}
        self.entries: dict[str, dict[str, bytes]] = {}

    def start(self) -> None:
        for name, after in self.waiting.items():
            if not after:
                self._submit(self.tasks[name])
        if not self.tasks:
            self._assemble()

    def _submit(self, task: StatementTask) -> None:
        given = {name: data for a in task.after for name, data in self.entries[a].items()}
        self.dispatcher.submit(
            lambda future: self._finished(task, future), _attempt, statement_tasks.run, task, given, name=task.name
        )

    def _finished(self, task: StatementTask, future: Any) -> None:
        payload, error, seconds, cpu = future.result()
        self.rep.tasks.append(Task(task.name, seconds, task.after, cpu, task.kind))
        self.entries[task.name] = payload or {}
        derivation_cache.store(self.entries[task.name])  # those computed on another machine
        if error:  # the assembly computes what is missing and reports what fails there
            _progress(f"{task.name}: ERROR {error.splitlines()[0]}", self.progress)
        for name, after in self.waiting.items():
            if task.name in after:
                after.discard(task.name)
                if not after:
                    self._submit(self.tasks[name])
        if len(self.entries) == len(self.tasks):
            work = sum(t.seconds for t in self.rep.tasks if t.name in self.tasks)
            _progress(f"statements: {len(self.tasks)} tasks ({work:.1f} s of work)", self.progress)
            self._assemble()

    def _assemble(self) -> None:
        given = {name: data for found in self.entries.values() for name, data in found.items()}
        self.dispatcher.submit(self._assembled, _attempt, statement_tasks.assemble, self.papers, given, name="errata")

    def _assembled(self, future: Any) -> None:
        rep = self.rep
        payload, rep.errata_error, seconds, cpu = future.result()
        rep.tasks.append(Task("errata", seconds, tuple(self.tasks), cpu, "errata"))
        reading = payload or Reading()
        rep.errata, rep.proof_status, rep.certified = reading.errata, reading.proof_status, reading.certified
        rep.privacy_claims, rep.unreviewed = reading.privacy_claims, reading.unreviewed
        _progress(f"errata: {len(rep.errata)} ({seconds:.1f} s)", self.progress)
        from paper_figures.report import errata_text_html

        for paper in self.papers:
            claims = claims_table.claims_of(paper, rep.privacy_claims)
            keep = partial(setitem, rep.claims_html, paper)
            self._render(f"privacy claims {paper}", claims_table.claims_html, claims, keep)
            errata = [e for e in rep.errata if e.erratum.paper == paper]
            self._render(f"errata text {paper}", errata_text_html, errata, rep.errata_html.update)

    def _render(self, name: str, fn: Callable[[Any], Any], given: Any, keep: Callable[[Any], None]) -> None:
        """A part of the report that needs only the errata assembly's reading, ``fn(given)``, typeset by a worker
        and kept with ``keep``."""
        done = _keep_report_task(self.rep, name, "report", keep, after=("errata",))
        self.dispatcher.submit(done, _attempt, fn, given, name=name)


def figure_waits(papers: Sequence[str], outcomes: Sequence[CheckOutcome], full: bool) -> dict[str, tuple[str, ...]]:
    """Each figure module of ``papers`` -> the ids of the selected checks (``outcomes``) it waits for: those its
    ``reads(full)`` names (:mod:`paper_figures.figure_reads`), or, for a module that declares no ``reads`` (or fails
    to import, which its task then reports), every selected check of its paper."""
    waits: dict[str, tuple[str, ...]] = {}
    for paper in papers:
        for name in figure_modules([paper]):
            try:
                reads = getattr(importlib.import_module(name), "reads", None)
            except Exception:
                reads = None
            named = None if reads is None else set(reads(full))
            waits[name] = tuple(
                o.check.id for o in outcomes if (o.plugin == paper if named is None else o.check.id in named)
            )
    return waits


def paper_tables(paper: str) -> list[tuple[ComparisonTable, str, str]]:
    """A paper's comparison tables regenerated from the registry, each with its Markdown and LaTeX (a task)."""
    return [(table, table.to_markdown(), table.to_latex()) for table in tables(paper)]


def selected_papers(checks: Sequence[tuple[str, RateCheck]], only: Sequence[str] | None) -> list[str]:
    """The papers a run reports on: every discovered paper, or with ``only`` the papers named and those of the
    selected checks."""
    if not only:
        return list(plugins.papers())
    chosen = {key for key, _ in checks} | set(only)
    return [key for key in plugins.papers() if key in chosen]


def reproduce(
    out_dir: Path | str,
    full: bool = False,
    only: Sequence[str] | None = None,
    cache_dir: Path | str | None = None,
    figures: bool = True,
    progress: bool = True,
    jobs: int = 1,
    executor: Literal["local", "dask"] = "local",
    scheduler: str | None = None,
    base_seed: int = 0,
    profiling: bool = False,
) -> Reproduction:
    """Run the checks, draw the figures and tables, collect the errata and write the report.

    Everything is a task on one executor (:mod:`simulations.checks.engine`): the checks' (check, swept value, seed
    block) tasks, beside them each statement's derivation and certificates tasks and then the errata assembly
    (:mod:`bounds.statement_tasks`), and each paper's figure modules once its checks have finished (reading the
    samples they cached). The report lists the checks in the order the papers list them, whatever order they finish in.
    With ``profiling`` (``--profile``), the profile keeps the schedule as it happened
    (:func:`~simulations.checks.schedule.timeline`), and on the local pool the machine's slowdown under load is
    measured once the workers have stopped (:mod:`simulations.checks.core_probe`) to predict the run on this machine.
    """
    from paper_figures.report import report_part, report_parts, write_report

    if jobs < 1:
        raise ValueError(f"--jobs must be a positive integer, got {jobs}")
    if base_seed < 0:
        raise ValueError(f"--base-seed must be a non-negative integer, got {base_seed}")
    start = time.perf_counter()
    check_executor(executor, scheduler)
    rep = Reproduction(
        Path(out_dir), full=full, only=list(only or []), jobs=jobs, executor=executor, base_seed=base_seed
    )
    checks = collect_checks(full, only, rep.plugin_errors)
    out = rep.out_dir
    rep.outcomes = [CheckOutcome(check, key) for key, check in checks]
    papers = selected_papers(checks, only)
    names = figure_modules(papers) if figures else []
    rep.figure_waits = figure_waits(papers, rep.outcomes, full) if figures else {}
    waiting = {name: set(checks) for name, checks in rep.figure_waits.items()}  # the checks still running
    pool: Executor = make_executor(executor, jobs, scheduler)  # a scheduler that fails leaves no output folder behind
    try:
        _prepare_output(out, list(plugins.papers()))
        cache = SampleCache(cache_dir)
    except BaseException:
        pool.close()
        raise
    dispatcher = Dispatcher(pool, task_levels.known())
    _progress(
        f"{len(checks)} checks, {len(names)} figure modules, statements and errata; {executor} executor, "
        f"{pool.workers} worker(s)" + _oversubscribed(executor, pool.workers),
        progress,
    )

    def figure_done(name: str) -> Callable[[Any], None]:
        def done(future: Any) -> None:
            payload, error, seconds, cpu = future.result()
            rep.tasks.append(Task(_module_task_name(name), seconds, (), cpu, "figure"))
            if error:
                rep.figure_errors[name] = error
            else:
                rep.figures[name] = [str(Path(p).relative_to(out)) for p in payload]
            _progress(
                f"figure {name} ({seconds:.1f} s)" + (f": ERROR {error.splitlines()[0]}" if error else ""), progress
            )

        return done

    def start_figure(name: str) -> None:
        """A figure module, once the checks it reads have finished (it reads the samples those cached)."""
        del waiting[name]
        dispatcher.submit(
            figure_done(name),
            _attempt,
            _figure_task,
            name,
            out / "figures",
            cache.directory,
            full,
            name=_module_task_name(name),
        )

    def check_figure_done(outcome: CheckOutcome) -> Callable[[Any], None]:
        def done(future: Any) -> None:
            payload, error, seconds, cpu = future.result()
            rep.tasks.append(Task(_figure_task_name(outcome.check), seconds, (), cpu, "check figure"))
            if error:  # a figure that cannot be drawn does not lose the verdict
                outcome.error = f"figure: {error.splitlines()[0]}"
            else:
                outcome.figure = payload

        return done

    def finished(i: int, run: CheckRun) -> None:
        outcome = rep.outcomes[i]
        outcome.result, outcome.error, outcome.compute_seconds = run.result, run.error, run.compute_seconds
        outcome.task_seconds, outcome.task_cpu_seconds = dict(run.task_seconds), dict(run.task_cpu_seconds)
        outcome.prediction_seconds = run.prediction_seconds
        if run.result is not None:  # drawn by a worker: the coordinator stays free to hand out tasks
            dispatcher.submit(
                check_figure_done(outcome),
                _attempt,
                _draw_check,
                run.check,
                run.result,
                out,
                name=_figure_task_name(run.check),
            )
        detail = run.result.summary() if run.result is not None else f"ERROR {run.error.splitlines()[0]}"
        _progress(
            f"[{sum(o.result is not None or bool(o.error) for o in rep.outcomes)}/{len(checks)}] {detail}", progress
        )
        for name in [n for n, checks in waiting.items() if outcome.check.id in checks]:
            waiting[name].discard(outcome.check.id)
            if not waiting[name]:
                start_figure(name)

    try:
        # the dispatcher hands out the queued task of highest measured level first (paper_figures.task_levels)
        start_checks([o.check for o in rep.outcomes], dispatcher, cache, base_seed, finished)
        _SymbolicWork(rep, papers, dispatcher, progress).start()
        for name in [n for n, checks in waiting.items() if not checks]:  # it reads no selected check
            start_figure(name)
        for paper in papers:
            keep = partial(setitem, rep.built_tables, paper)
            name = f"tables {paper}"
            dispatcher.submit(_keep_report_task(rep, name, "report", keep), _attempt, paper_tables, paper, name=name)
        coordinator = Coordinator(setup_seconds=time.perf_counter() - start)
        dispatching, dispatching_cpu = time.perf_counter(), time.process_time()
        dispatcher.run()
        _collect_outputs(rep, papers, names)
        for part in report_parts(rep):  # every result is in: the report's parts side by side
            keep = partial(setitem, rep.report_typeset, part)
            name = f"report {part}"
            done = _keep_report_task(rep, name, "report part", keep)
            dispatcher.submit(done, _attempt, report_part, rep, part, name=name)
        dispatcher.run()
        coordinator.dispatch_seconds = time.perf_counter() - dispatching
        coordinator.dispatch_cpu_seconds = time.process_time() - dispatching_cpu
    except BaseException as exc:
        pool.close(abort=isinstance(exc, KeyboardInterrupt))  # an interrupt stops the workers at once
        raise
    else:
        pool.close()
    rep.seconds = time.perf_counter() - start
    coordinator.finish_seconds = rep.seconds - coordinator.setup_seconds - coordinator.dispatch_seconds
    graph = task_graph(rep)
    # the probe measures this machine: the local pool's, not a Dask cluster's workers
    slowdown = core_probe.slowdowns() if profiling and executor == "local" else None
    rep.profile = profile(
        graph, coordinator, traces=dispatcher.traces, jobs=pool.workers, slowdown=slowdown, by_levels=dispatcher.levels
    )
    if profiling:  # the schedule as it happened, task by task
        rep.profile["timeline"] = timeline(dispatcher.traces, graph)
    task_levels.remember(levels(graph))
    write_results(rep)
    write_report(rep)
    return rep


def _collect_outputs(rep: Reproduction, papers: Sequence[str], names: Sequence[str]) -> None:
    """Once every task of the run is in: the figures in the order the papers list them (whatever order they
    finished in), the comparison tables written (a paper's that its task did not build are built here, where their
    error is met) and errata.json."""
    rep.figures = {n: rep.figures[n] for n in names if n in rep.figures}
    rep.figure_errors = {n: rep.figure_errors[n] for n in names if n in rep.figure_errors}
    rep.figure_theorems = {n: getattr(importlib.import_module(n), "BEARS_ON", ()) for n in rep.figures}
    rep.papers = list(papers)
    for paper in papers:
        for table, md, tex in rep.built_tables.get(paper) or paper_tables(paper):
            stem = _slug(f"{table.paper}_{table.name}")
            (rep.out_dir / "tables" / f"{stem}.md").write_text(md)
            (rep.out_dir / "tables" / f"{stem}.tex").write_text(tex)
            rep.table_objects.append(table)
            rep.tables.append((table.paper, table.name, md))
    (rep.out_dir / "errata.json").write_text(json.dumps([e.as_dict() for e in rep.errata], indent=2))


def versions() -> dict[str, str]:
    """Versions of the software the results depend on: the samples' (see the cache key) and the figures'."""
    return {
        **dependency_versions(),
        "platform": platform.platform(),
        **{dist: installed_version(dist) for dist in ("ratekit", "matplotlib")},
    }


def result_row(o: CheckOutcome) -> dict[str, Any]:
    r = o.result
    base = {
        "paper": o.paper,
        "theorem": o.check.theorem,
        "statement": o.statement,
        "id": o.check.id,
        "check": o.check.name,
        "quantity": o.check.quantity,
        "swept": o.check.swept,
        "values": list(o.check.values),
        "seeds_per_block": o.check.seeds,
        "max_seeds": o.check.block_limit * o.check.seeds,
        "reference": o.check.reference,
        "expected": o.check.expected,
        "role": o.check.role,
        "why_fail": o.check.why_fail,
        "tolerance": o.check.tolerance,
        "tolerance_reason": o.check.tolerance_reason,
        "instance": o.check.instance,
        "algorithm": o.check.algorithm,
        "metric": o.check.metric,
        "fixed": dict(o.check.fixed),
        "settings": dict(o.check.settings),
        "figure": o.figure,
        "error": o.error,
        "compute_seconds": o.compute_seconds,
    }
    if r is None:
        return {**base, "verdict": "ERROR"}
    return {
        **base,
        "verdict": r.verdict,
        "decision": r.decision,
        "seeds_used": r.seeds_used,
        "as_expected": r.as_expected,
        "term": r.prediction.term,
        "predicted_exponent": r.prediction.exponent,
        "predicted_expr": r.prediction.exponent_expr,
        "exact_bound_slope": r.prediction.exact_slope,
        "reference_slope": r.reference_slope,
        "slope": r.fit.slope,
        "ci_low": r.fit.ci_low,
        "ci_high": r.fit.ci_high,
        "means": r.means,
        "samples": r.samples,
        "from_cache": r.from_cache,
        "bound": None if r.bound is None else asdict(r.bound),
        "printed_rate": _printed_rate_row(r.printed_rate),
    }


def _printed_rate_row(printed: PrintedRateVerdict | None) -> dict[str, Any] | None:
    """The verdict against the printed rate where errata correct it (the errata's evidence), else None."""
    if printed is None:
        return None
    p = printed.prediction
    return {
        "errata": list(printed.errata),
        "evidence_of": list(printed.evidence),
        "decision": printed.decision,
        "as_expected": printed.as_expected,
        "term": None if p is None else p.term,
        "predicted_exponent": None if p is None else p.exponent,
        "exact_bound_slope": None if p is None else p.exact_slope,
        "reference_slope": printed.reference_slope,
        "bound": None if printed.bound is None else asdict(printed.bound),
        "note": printed.note,
        "summary": printed.summary(),
    }


def _module_task_name(module: str) -> str:
    """The name of a figure module's task in the profile (and in the task levels that order the run)."""
    return f"figure {module}"


def _figure_task_name(check: RateCheck) -> str:
    """The name of a check's figure task in the profile."""
    return f"check figure {check.id}"


def task_graph(rep: Reproduction) -> list[Task]:
    """Every task the run measured, with what it waited for: a check's (swept value, block) tasks wait for the
    check's previous block and, after its first block, for its prediction (the verdict between blocks is judged
    against it), a check's figure for its last block and its prediction, a figure module for the tasks of the
    checks it waited for (:func:`figure_waits`), predictions included (a check is finished only once it is
    judged), a certificates task for the derivation tasks of its chain, the errata assembly for every statement
    task, a part of the report for every other task (blocks read from the cache cost nothing and are left out)."""
    tasks: list[Task] = []
    of_check: dict[str, list[str]] = {}  # a check's id -> its tasks (blocks and prediction)
    waits_for: dict[str, tuple[str, ...]] = {}  # a task's name -> the tasks it waited for, where the run knows them
    for o in rep.outcomes:
        judged_by: tuple[str, ...] = ()
        if o.prediction_seconds is not None:
            judged_by = (prediction_task_name(o.check),)
            wall, cpu = o.prediction_seconds
            tasks.append(Task(judged_by[0], wall, (), cpu, "prediction"))
        previous: tuple[str, ...] = ()
        for block in sorted({task[0] for task in o.task_seconds}):
            after = previous + (judged_by if block > 0 else ())
            names = []
            for task, seconds in sorted(o.task_seconds.items()):
                if task[0] == block:
                    names.append(block_task_name(o.check, task))
                    tasks.append(Task(names[-1], seconds, after, o.task_cpu_seconds.get(task, 0.0), "check block"))
            previous = tuple(names)
            of_check.setdefault(o.check.id, []).extend(names)
        of_check.setdefault(o.check.id, []).extend(judged_by)
        waits_for[_figure_task_name(o.check)] = previous + judged_by
    for name, checks in rep.figure_waits.items():
        waits_for[_module_task_name(name)] = tuple(task for check_id in checks for task in of_check.get(check_id, ()))
    joined = tasks + [
        replace(t, after=waits_for.get(t.name, ())) if t.kind in ("figure", "check figure") else t for t in rep.tasks
    ]
    everything = tuple(t.name for t in joined if t.kind != "report part")
    return [replace(t, after=everything) if t.kind == "report part" else t for t in joined]


def write_results(rep: Reproduction) -> None:
    rows = rep.rows
    payload = {
        "versions": versions(),
        "seconds": rep.seconds,
        "task_seconds": rep.task_seconds,
        "profile": rep.profile,
        "jobs": rep.jobs,
        "executor": rep.executor,
        "base_seed": rep.base_seed,
        "full": rep.full,
        "only": rep.only,
        "checks": rows,
        "figures": rep.figures,
        "proof_status": {
            s: [{"statement": k, "reason": r, "certified": rep.certified.get(k)} for k, r in rows]
            for s, rows in rep.proof_status.items()
        },
        "privacy_claims": rep.privacy_claims,
        "unreviewed": [d.as_dict() for d in rep.unreviewed],
        "errata_per_paper": dict(Counter(e.erratum.paper for e in rep.errata)),
        "problems": rep.problems,
    }
    (rep.out_dir / "results.json").write_text(json.dumps(strict_json(payload), indent=2, default=str, allow_nan=False))
    (rep.out_dir / "ratekit-macros.tex").write_text(macros(payload))
    columns = [
        "paper",
        "theorem",
        "id",
        "check",
        "swept",
        "term",
        "predicted_exponent",
        "reference_slope",
        "slope",
        "ci_low",
        "ci_high",
        "verdict",
        "role",
        "tolerance",
        "seeds_used",
        "from_cache",
        "compute_seconds",
        "error",
    ]
    with (rep.out_dir / "results.csv").open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=columns, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
