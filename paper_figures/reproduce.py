"""``ratekit reproduce``: every rate check, every figure and table, the errata, and one report.

The output folder holds ``figures/`` (PDF and PNG), ``tables/`` (Markdown and LaTeX), ``results.json`` and
``results.csv`` (every number, with seeds, versions and configuration), ``errata.json``, and ``report.md`` and
``report.html``. Measured samples are cached (:class:`~simulations.checks.cache.SampleCache`), so a second run only
redraws. A failing check or figure is reported, never fatal to the rest.
"""

from __future__ import annotations

import csv
import importlib
import inspect
import json
import pkgutil
import platform
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, Literal

from bounds.errata import AssessedErratum, all_errata
from bounds.tables import tables
from simulations.checks.cache import SampleCache
from simulations.checks.catalog import CATALOGS, load
from simulations.checks.ratecheck import CheckResult, RateCheck, run_check

#: modules of paper_figures that are not figures
_NOT_FIGURES = {"cli", "plotting", "reproduce", "report"}


@dataclass
class CheckOutcome:
    """One check: its result, or the error that stopped it, and the figure drawn for it."""

    check: RateCheck
    catalog: str
    result: CheckResult | None = None
    error: str = ""
    figure: str = ""

    @property
    def paper(self) -> str:
        try:
            return self.check.theorem_object().paper
        except ValueError:  # an unknown theorem id is reported as the check's error
            return self.check.theorem.split("-", 1)[0]

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
    outcomes: list[CheckOutcome] = field(default_factory=list)
    figures: dict[str, list[str]] = field(default_factory=dict)
    #: figure module -> the theorems whose errata it bears on (its ``BEARS_ON``)
    figure_theorems: dict[str, tuple[str, ...]] = field(default_factory=dict)
    figure_errors: dict[str, str] = field(default_factory=dict)
    catalog_errors: dict[str, str] = field(default_factory=dict)
    tables: list[tuple[str, str, str]] = field(default_factory=list)
    errata: list[AssessedErratum] = field(default_factory=list)
    errata_error: str = ""
    seconds: float = 0.0

    @property
    def failed(self) -> list[CheckOutcome]:
        return [o for o in self.outcomes if not o.ok]

    @property
    def problems(self) -> dict[str, str]:
        """Everything that did not run, by where it happened (checks report their own errors)."""
        out = {f"figure {k}": v for k, v in self.figure_errors.items()}
        out.update({f"catalog {k}": v for k, v in self.catalog_errors.items()})
        if self.errata_error:
            out["errata"] = self.errata_error
        return out

    @property
    def exit_code(self) -> int:
        return 1 if self.failed or self.problems else 0


def _selected(check: RateCheck, only: Sequence[str] | None) -> bool:
    if not only:
        return True
    return any(check.theorem.startswith(key) or key.lower() in check.name.lower() for key in only)


def collect_checks(
    full: bool, only: Sequence[str] | None, catalog_errors: dict[str, str]
) -> list[tuple[str, RateCheck]]:
    """The checks of every catalog (quick grids, or paper scale with ``full``), filtered by ``only``."""
    selected: list[tuple[str, RateCheck]] = []
    for name in CATALOGS:
        try:
            module = load(name)
            found = list(module.checks()) + list(module.negative_controls())
            if full and hasattr(module, "full_checks"):
                found += list(module.full_checks())
        except Exception as exc:  # a broken catalog is reported, the others still run
            catalog_errors[name] = f"{type(exc).__name__}: {exc}"
            continue
        selected += [(name, c) for c in found if _selected(c, only)]
    return selected


def figure_modules() -> list[str]:
    """Names of the figure modules in paper_figures (each exposes ``make(out_dir, cache_dir)``)."""
    import paper_figures

    names = [m.name for m in pkgutil.iter_modules(paper_figures.__path__)]
    return sorted(n for n in names if n not in _NOT_FIGURES)


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in text).strip("_").lower()[:80]


def _unique_stems(names: Sequence[str]) -> list[str]:
    """File stems for ``names``, numbered where two would coincide ("vs d" and "vs D" both slug to "vs_d")."""
    seen: dict[str, int] = {}
    stems = []
    for name in names:
        stem = _slug(name)
        seen[stem] = seen.get(stem, 0) + 1
        stems.append(stem if seen[stem] == 1 else f"{stem}_{seen[stem]}")
    return stems


def _progress(message: str, enabled: bool) -> None:
    if enabled:
        print(message, file=sys.stderr, flush=True)


# ---- tasks: checks, figure modules and the errata, run in this process or in a pool ---------------------------------
def _check_task(
    check: RateCheck, cache_dir: Path, out_dir: Path, stem: str, inner_progress: bool
) -> tuple[CheckResult, str]:
    """Run one check and draw its figure under ``out_dir/figures/checks``; the result and the figure's path."""
    from paper_figures.plotting import save, slope_figure

    result = run_check(check, SampleCache(cache_dir), progress=inner_progress)
    save(slope_figure([result], f"{check.theorem}: {check.quantity}"), out_dir / "figures" / "checks", stem)
    return result, f"figures/checks/{stem}.png"


def _figure_task(name: str, figures_dir: Path, cache_dir: Path, full: bool) -> list[Path]:
    """Run one figure module, at paper scale with ``full`` where its ``make`` has one."""
    module = importlib.import_module(f"paper_figures.{name}")
    options = {"full": full} if "full" in inspect.signature(module.make).parameters else {}
    return list(module.make(figures_dir, cache_dir=cache_dir, **options))


@dataclass(frozen=True)
class _Task:
    kind: Literal["check", "figure", "errata"]
    label: str
    index: int
    fn: Callable[..., Any]
    args: tuple[Any, ...]


def _attempt(fn: Callable[..., Any], args: tuple[Any, ...], trace: bool) -> tuple[Any, str, float]:
    """(payload, error, seconds) of one task; an exception becomes its error text (with the traceback if ``trace``),
    so one failure is reported, never fatal to the rest."""
    start = time.perf_counter()
    try:
        payload, error = fn(*args), ""
    except Exception as exc:
        payload, error = None, f"{type(exc).__name__}: {exc}"
        if trace:
            error += f"\n{traceback.format_exc(limit=3)}"
    return payload, error, time.perf_counter() - start


def _run_tasks(tasks: Sequence[_Task], jobs: int) -> Iterator[tuple[_Task, Any, str, float]]:
    """Yield (task, payload, error, seconds) as tasks finish: in this process with ``jobs == 1``, else in a pool.

    Results do not depend on ``jobs``: every check seeds itself from its own name (:func:`measure_samples`).
    """
    if jobs == 1:
        for task in tasks:
            yield task, *_attempt(task.fn, task.args, task.kind != "check")
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(_attempt, task.fn, task.args, task.kind != "check"): task for task in tasks}
        for future in as_completed(futures):
            try:
                payload, error, seconds = future.result()
            except BrokenProcessPool as exc:  # a worker died (out of memory, killed): report, go on
                payload, error, seconds = None, f"{type(exc).__name__}: a worker process died ({exc})", 0.0
            yield futures[future], payload, error, seconds


def reproduce(
    out_dir: Path | str,
    full: bool = False,
    only: Sequence[str] | None = None,
    cache_dir: Path | str | None = None,
    figures: bool = True,
    progress: bool = True,
    jobs: int = 1,
) -> Reproduction:
    """Run the checks, draw the figures and tables, collect the errata and write the report.

    ``jobs`` processes share the work (checks, figure modules and the re-derivation of every theorem); the
    report lists the checks in catalog order whatever order they finish in.
    """
    from paper_figures.report import write_report

    if jobs < 1:
        raise ValueError(f"jobs must be a positive integer, got {jobs}")
    start = time.perf_counter()
    out = Path(out_dir)
    (out / "figures" / "checks").mkdir(parents=True, exist_ok=True)
    (out / "tables").mkdir(parents=True, exist_ok=True)
    cache = SampleCache(cache_dir if cache_dir is not None else out / "cache")
    rep = Reproduction(out, full=full, only=list(only or []), jobs=jobs)

    checks = collect_checks(full, only, rep.catalog_errors)
    rep.outcomes = [CheckOutcome(check, catalog) for catalog, check in checks]
    stems = _unique_stems([o.check.name for o in rep.outcomes])
    names = [n for n in figure_modules() if not only or any(n.startswith(k.split("-")[0].lower()) for k in only)]
    tasks = [_Task("errata", "errata: re-deriving every theorem", 0, all_errata, ())]
    tasks += [
        _Task("check", o.check.name, i, _check_task, (o.check, cache.directory, out, stem, progress and jobs == 1))
        for i, (o, stem) in enumerate(zip(rep.outcomes, stems, strict=True))
    ]
    if figures:
        tasks += [
            _Task("figure", f"figure {n}", i, _figure_task, (n, out / "figures", cache.directory, full))
            for i, n in enumerate(names)
        ]
    _progress(
        f"{len(checks)} checks, {len(names) if figures else 0} figure modules, errata; {jobs} process(es)", progress
    )
    for done, (task, payload, error, seconds) in enumerate(_run_tasks(tasks, jobs), 1):
        detail = f"ERROR {error.splitlines()[0]}" if error else ""
        if task.kind == "check":
            outcome = rep.outcomes[task.index]
            outcome.result, outcome.figure = payload or (None, "")
            outcome.error = error
            detail = detail or outcome.result.summary()
        elif task.kind == "figure":
            if error:
                rep.figure_errors[names[task.index]] = error
            else:
                rep.figures[names[task.index]] = [str(Path(p).relative_to(out)) for p in payload]
        else:
            rep.errata, rep.errata_error = payload or [], error
        _progress(
            f"[{done}/{len(tasks)}] {task.label} ({seconds:.1f} s)" + (f"\n    {detail}" if detail else ""), progress
        )
    rep.figures = {n: rep.figures[n] for n in names if n in rep.figures}
    rep.figure_theorems = {
        n: getattr(importlib.import_module(f"paper_figures.{n}"), "BEARS_ON", ()) for n in rep.figures
    }

    for table in tables():
        stem = _slug(f"{table.paper}_{table.name}")
        (out / "tables" / f"{stem}.md").write_text(table.to_markdown())
        (out / "tables" / f"{stem}.tex").write_text(table.to_latex())
        rep.tables.append((table.paper, table.name, table.to_markdown()))
    (out / "errata.json").write_text(json.dumps([e.as_dict() for e in rep.errata], indent=2))
    rep.seconds = time.perf_counter() - start
    write_results(rep)
    write_report(rep)
    return rep


def versions() -> dict[str, str]:
    """Versions of the software the results depend on."""
    out = {"python": platform.python_version(), "platform": platform.platform()}
    for dist in ("ratekit", "numpy", "scipy", "sympy", "matplotlib", "dp-accounting"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = "not installed"
    return out


def _row(o: CheckOutcome) -> dict[str, Any]:
    r = o.result
    base = {
        "paper": o.paper,
        "theorem": o.check.theorem,
        "check": o.check.name,
        "quantity": o.check.quantity,
        "swept": o.check.swept,
        "values": list(o.check.values),
        "seeds": o.check.seeds,
        "seed": o.check.seed,
        "expected": o.check.expected,
        "role": o.check.role,
        "why_fail": o.check.why_fail,
        "tolerance": o.check.tolerance,
        "tolerance_reason": o.check.tolerance_reason,
        "instance": o.check.instance,
        "algorithm": o.check.algorithm,
        "metric": o.check.metric,
        "fixed": dict(o.check.fixed),
        "figure": o.figure,
        "error": o.error,
    }
    if r is None:
        return {**base, "verdict": "ERROR"}
    return {
        **base,
        "verdict": r.verdict,
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
    }


def write_results(rep: Reproduction) -> None:
    rows = [_row(o) for o in rep.outcomes]
    payload = {
        "versions": versions(),
        "seconds": rep.seconds,
        "jobs": rep.jobs,
        "full": rep.full,
        "only": rep.only,
        "checks": rows,
        "figures": rep.figures,
        "problems": rep.problems,
    }
    (rep.out_dir / "results.json").write_text(json.dumps(payload, indent=2, default=str))
    columns = [
        "paper",
        "theorem",
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
        "seeds",
        "seed",
        "from_cache",
        "error",
    ]
    with (rep.out_dir / "results.csv").open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=columns, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
