"""``ratekit reproduce``: every rate check, every figure and table, the errata, and one report.

The output folder holds ``figures/`` (PDF and PNG), ``tables/`` (Markdown and LaTeX), ``results.json`` and
``results.csv`` (every number, with seeds, versions and configuration), ``errata.json``, and ``report.md`` and
``report.html``. Measured samples are cached (:class:`~simulations.checks.cache.SampleCache`), so a second run only
redraws. A failing check or figure is reported, never fatal to the rest.
"""

from __future__ import annotations

import csv
import importlib
import json
import pkgutil
import platform
import sys
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from bounds.errata import all_errata
from bounds.tables import tables
from bounds.theorem import Erratum
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
    outcomes: list[CheckOutcome] = field(default_factory=list)
    figures: dict[str, list[str]] = field(default_factory=dict)
    figure_errors: dict[str, str] = field(default_factory=dict)
    catalog_errors: dict[str, str] = field(default_factory=dict)
    tables: list[tuple[str, str, str]] = field(default_factory=list)
    errata: list[Erratum] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def failed(self) -> list[CheckOutcome]:
        return [o for o in self.outcomes if not o.ok]

    @property
    def exit_code(self) -> int:
        return 1 if self.failed or self.figure_errors or self.catalog_errors else 0


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


def _progress(message: str, enabled: bool) -> None:
    if enabled:
        print(message, file=sys.stderr, flush=True)


def reproduce(
    out_dir: Path | str,
    full: bool = False,
    only: Sequence[str] | None = None,
    cache_dir: Path | str | None = None,
    figures: bool = True,
    progress: bool = True,
) -> Reproduction:
    """Run the checks, draw the figures and tables, collect the errata and write the report."""
    from paper_figures.plotting import save, slope_figure
    from paper_figures.report import write_report

    start = time.perf_counter()
    out = Path(out_dir)
    (out / "figures" / "checks").mkdir(parents=True, exist_ok=True)
    (out / "tables").mkdir(parents=True, exist_ok=True)
    cache = SampleCache(cache_dir if cache_dir is not None else out / "cache")
    rep = Reproduction(out)

    checks = collect_checks(full, only, rep.catalog_errors)
    for i, (catalog, check) in enumerate(checks, 1):
        _progress(f"[{i}/{len(checks)}] {check.name}", progress)
        outcome = CheckOutcome(check, catalog)
        try:
            outcome.result = run_check(check, cache, progress=progress)
            name = _slug(check.name)
            save(slope_figure([outcome.result], f"{check.theorem}: {check.quantity}"), out / "figures" / "checks", name)
            outcome.figure = f"figures/checks/{name}.png"
            _progress(f"    {outcome.result.summary()}", progress)
        except Exception as exc:  # reported in the report and the exit code, never fatal to the rest
            outcome.error = f"{type(exc).__name__}: {exc}"
            _progress(f"    ERROR {outcome.error}", progress)
        rep.outcomes.append(outcome)

    if figures:
        for name in figure_modules():
            if only and not any(name.startswith(key.split("-")[0].lower()) for key in only):
                continue
            _progress(f"[figure] {name}", progress)
            try:
                module = importlib.import_module(f"paper_figures.{name}")
                paths = module.make(out / "figures", cache_dir=cache.directory)
                rep.figures[name] = [str(Path(p).relative_to(out)) for p in paths]
            except Exception as exc:
                rep.figure_errors[name] = f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=3)}"
                _progress(f"    ERROR {type(exc).__name__}: {exc}", progress)

    for table in tables():
        stem = _slug(f"{table.paper}_{table.name}")
        (out / "tables" / f"{stem}.md").write_text(table.to_markdown())
        (out / "tables" / f"{stem}.tex").write_text(table.to_latex())
        rep.tables.append((table.paper, table.name, table.to_markdown()))

    _progress("[errata] re-deriving every theorem", progress)
    rep.errata = all_errata()
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
        "checks": rows,
        "figures": rep.figures,
        "figure_errors": rep.figure_errors,
        "catalog_errors": rep.catalog_errors,
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
        "expected",
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
