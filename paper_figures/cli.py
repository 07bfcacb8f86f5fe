"""The ``ratekit`` command line.

``ratekit bounds list|show|compare|table|status|diff`` reads the symbolic layer, ``ratekit errata`` writes the
referee report (distinct errors by severity, with quote, locator, evidence and correction), ``ratekit checks`` lists
the checks by id, ``ratekit reproduce`` runs them and writes the report, ``ratekit new-paper`` writes the skeleton of
a paper plugin, ``ratekit cache info|clear`` manages the cache. Every paper comes from a plugin
(:mod:`bounds.plugins`); ``--paper-file FILE`` loads one that is not installed. ``bounds list|show|status``,
``symbols`` and ``errata`` replay what they printed last while nothing that could change it has changed
(:mod:`paper_figures.answer_cache`), without importing sympy or any paper.

Bad input prints one line naming the parameter and its value and exits with status 2; an internal error keeps its
traceback (exit 1). Output into a closed pipe (``ratekit errata | head``) ends quietly with status 141, a shell's
status for a process ended by SIGPIPE; an unwritable standard output (a full disk) is one line and exit 1.
"""

from __future__ import annotations

import argparse
import errno
import importlib
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from importlib import metadata
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from bounds import cache_location, plugins
from paper_figures import answer_cache
from simulations.cpus import usable_cpus

if TYPE_CHECKING:
    import sympy as sp

    from bounds.theorem import Theorem


class _OnFirstUse(ModuleType):
    """A module imported when one of its names is first read: ``ratekit --version``, ``--help`` and bad arguments
    answer without importing sympy, scipy or the papers' statements."""

    def __init__(self, name: str) -> None:
        super().__init__(name)

    def __getattr__(self, attr: str) -> object:
        return getattr(importlib.import_module(self.__name__), attr)


errata = _OnFirstUse("bounds.errata")
ledger = _OnFirstUse("bounds.ledger")
referee_report = _OnFirstUse("bounds.referee_report")
registry = _OnFirstUse("bounds.registry")
symbols = _OnFirstUse("bounds.symbols")
rate = _OnFirstUse("bounds.rate")
bounds_tables = _OnFirstUse("bounds.tables")

#: the formats of ``ratekit errata`` (:data:`bounds.referee_report.FORMATS`, named here so the parser needs no import)
REPORT_FORMATS = ("json", "md", "tex", "text")

#: the exit status when the reader of the output goes away: a shell's for a process ended by SIGPIPE (128 + 13)
CLOSED_PIPE = 141

#: the values ``bounds compare --range`` accepts: its grid and crossings are computed in floating point
COMPARE_RANGE = (1e-100, 1e100)

#: the most workers ``reproduce --jobs`` accepts: more processes than any single machine's cores gain nothing
MAX_JOBS = 512

#: errors of the machine, not of ratekit or of the input: a full disk, a quota, a read-only file system
_ENVIRONMENT_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EACCES})

#: Where a rate is evaluated when the user gives no point: problem constants 1, a mid-sized problem.
DEFAULT_POINT = {"n": 1e6, "d": 100.0, "epsilon": 1.0, "delta": 1e-6, "kappa": 1.5, "rho": 1.0, "T": 1e3}


class UsageError(ValueError):
    """Bad command-line input."""


class _StoreOnce(argparse.Action):
    """An option that takes one value: given twice, it is an error naming both values (argparse keeps the last one
    silently)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values, option=None) -> None:
        given = namespace.__dict__.setdefault("_given", set())
        if self.dest in given:
            raise UsageError(
                f"{option or self.dest} given twice ({getattr(namespace, self.dest)!r}, then {values!r}): give it once"
            )
        given.add(self.dest)
        setattr(namespace, self.dest, values)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("allow_abbrev", False)  # '--paper' is not '--paper-file': a prefix is no option
        super().__init__(*args, **kwargs)
        self.register("action", None, _StoreOnce)  # every option stored without an explicit action
        self.register("action", "store", _StoreOnce)

    def parse_known_args(self, args=None, namespace=None):
        found, rest = super().parse_known_args(args, namespace)
        vars(found).pop("_given", None)  # _StoreOnce's bookkeeping, not an argument
        return found, rest

    def _print_message(self, message: str, file=None) -> None:
        """As argparse's, without swallowing a failed write: a full disk or closed pipe reaches :func:`main`."""
        if message:
            (file or sys.stderr).write(message)

    def exit(self, status: int = 0, message: str | None = None) -> None:
        """``--help`` and ``--version`` end here: their output is flushed first, so that a full disk or a closed pipe
        reaches :func:`main`'s handlers rather than the interpreter's exit."""
        sys.stdout.flush()
        super().exit(status, message)

    def error(self, message: str) -> None:  # one line, exit 2, no usage dump
        raise UsageError(message)


def _user_input(what: str, fn: Callable[..., object], *args: object):
    """``fn(*args)``, with the ValueError it raises for an unknown name turned into a UsageError about ``what``."""
    try:
        return fn(*args)
    except ValueError as exc:
        raise UsageError(f"{what}: {exc}") from None


def integer_at_least(minimum: int, maximum: int | None = None) -> Callable[[str], int]:
    """An argparse type: an integer >= ``minimum`` (and <= ``maximum`` if given), or an error naming the value and
    the valid range."""
    valid = f"{minimum}, {minimum + 1}, ..." + (f", {maximum}" if maximum is not None else "")

    def parse(text: str) -> int:
        shown = text if len(text) <= 40 else f"{text[:20]}...({len(text)} characters)"
        try:
            value = int(text)
        except ValueError:
            if text.strip().lstrip("+-").isdigit():  # beyond the interpreter's limit on digits
                raise argparse.ArgumentTypeError(f"{shown!r} has too many digits (valid: {valid})") from None
            raise argparse.ArgumentTypeError(f"{shown!r} is not an integer (valid: {valid})") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{shown} is below {minimum} (valid: {valid})")
        if maximum is not None and value > maximum:
            raise argparse.ArgumentTypeError(f"{shown} is above {maximum} (valid: {valid})")
        return value

    return parse


def _path(text: str) -> str:
    """An argparse type: a path that is not empty (an empty one would silently mean the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is an empty path (valid: a file or folder name)")
    return text


#: the largest finite float: a value beyond it reads as infinity
_FLOAT_MAX = sys.float_info.max


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number (valid: > 0)") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} is not a finite positive number (valid: > 0, below {_FLOAT_MAX:g})")
    return value


def _symbol(option: str, name: str, papers: Sequence[str]) -> sp.Symbol:
    """The symbol ``name`` as the statements of ``papers`` use it (their own, imported or shared symbols)."""
    found = {symbols.lookup(name, p) for p in dict.fromkeys(papers) if symbols.is_symbol(name, p)}
    if len(found) == 1:
        return found.pop()
    if found:
        raise UsageError(
            f"{option}: {' and '.join(dict.fromkeys(papers))} declare different symbols {name!r}; "
            "compare within one paper"
        )
    known = ", ".join(sorted(set().union(*(symbols.names(p) for p in papers))))
    raise UsageError(f"{option}: {name!r} is not a symbol of {' or '.join(dict.fromkeys(papers))} (valid: {known})")


def _point(overrides: Sequence[str], papers: Sequence[str]) -> dict[sp.Symbol, float]:
    """The default point of ``papers``' symbols with the ``--at NAME=VALUE`` overrides."""
    seen = [info for p in dict.fromkeys(papers) for info in symbols.all_symbols(p)]
    point = {info.symbol: DEFAULT_POINT.get(info.symbol.name, 1.0) for info in seen}
    named: set[str] = set()
    for item in overrides:
        name, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--at expects NAME=VALUE, got {item!r}")
        if name in named:
            raise UsageError(f"--at {name}: given twice; give each symbol once")
        named.add(name)
        try:
            number = float(value)
        except ValueError:
            raise UsageError(f"--at {name}: value {value!r} is not a number (valid: > 0)") from None
        if not 0 < number < float("inf"):
            raise UsageError(
                f"--at {name}: value {value!r} is not a finite positive number (valid: > 0, below {_FLOAT_MAX:g})"
            )
        sym = _symbol("--at", name, papers)
        _within_domain(f"--at {name}", sym, number, value)
        point[sym] = number
    return point


def _within_domain(option: str, sym: sp.Symbol, number: float, shown: str) -> None:
    """A UsageError unless ``sym`` may take the value ``number`` (:attr:`bounds.symbols.SymbolInfo.domain`)."""
    found = symbols.info(sym)
    if not found.admits(number):
        raise UsageError(
            f"{option}: value {shown} is outside the values {sym.name} takes (valid: {found.domain_text()})"
        )


def _rate_variables(theorem: Theorem) -> list[sp.Symbol]:
    return sorted(theorem.rate.free_symbols, key=lambda s: s.name)


def cmd_list(args: argparse.Namespace) -> int:
    kinds = sorted({t.kind for t in registry.theorems()})
    if args.kind is not None and args.kind not in kinds:
        raise UsageError(f"--kind {args.kind!r} is not a kind of statement (valid: {', '.join(kinds)})")
    rows = registry.theorems(paper=args.paper, kind=args.kind)
    width = max((len(t.key) for t in rows), default=0)
    for t in rows:
        print(f"{t.key:<{width}}  {t.kind:<12} {t.rate.quantity}: {t.rate}")
    print(f"{len(rows)} result{'' if len(rows) == 1 else 's'}")
    return 0


def _statement(command: str, key: str, version: str | None = None) -> Theorem:
    """The statement ``ID`` or ``ID@VERSION`` (as ``bounds list`` prints it), at ``version`` if given."""
    theorem_id, sep, at = key.partition("@")
    if sep and version is not None and version != at:
        raise UsageError(f"{command}: {key!r} names version {at!r} but --version is {version!r}; give one")
    return _user_input(command, registry.get, theorem_id, at if sep else version)


def cmd_show(args: argparse.Namespace) -> int:
    t = _statement("bounds show", args.id, args.version)
    point = _point(args.at, [t.paper])
    print(f"{t.key}  ({t.kind}, {t.paper})")
    print(f"source: {t.source}")
    print(f"statement: {t.statement}")
    for text in t.assumption_text:
        print(f"assumption: {text}")
    for rel in t.assumptions:
        print(f"assumption: {rel}")
    if t.parameters:
        print("parameters:")
        for sym, expr in t.parameters.items():
            print(f"  {sym} = {expr}")
    print(f"rate ({t.rate.quantity}): {t.rate}")
    variables = _rate_variables(t)
    print("exponents of each term:")
    for label, row in t.rate.exponent_table(variables).items():
        cells = ", ".join(f"{v}: {e}" for v, e in row.items() if e != 0)
        print(f"  {label}: {cells}")
    dominant = t.rate.dominant(point)
    print(f"dominant term at the point: {dominant.label}")
    for var in (v for v in variables if symbols.info(v).scaling == "up"):
        changes = t.rate.dominant_changes(var, point, 1.0, 1e12)
        for value, before, after in changes:
            print(f"  along {var}: {before} -> {after} at {var} ~ {value:.4g}")
    result = t.derive()
    print(f"derivation: {result.status}")
    print("  " + result.evidence().replace("\n", "\n  "))
    status, reason = t.proof_status()
    print(f"proof status: {status}" + ("" if status in ("derived", "derived up to constants") else f" ({reason})"))
    for key, link, premise in t.chain_statuses():
        print(f"  rests on {key}: {'premise (published prior work)' if premise else link}")
    if t.privacy_claim is not None:
        claim = t.privacy_claim
        print(
            f"privacy claim: {claim.guarantee} under {claim.neighbouring} neighbours, {claim.composition} composition, "
            f"sampling: {claim.sampling}"
        )
        for r in claim.releases:
            print(
                f"  release: {r.label} ({r.mechanism}): noise {r.noise}, sensitivity "
                f"{r.sensitivity(claim.neighbouring)}, {r.participations} per example"
            )
        for line in t.privacy_check().lines():
            print(f"  {line}")
    problems = t.unit_problems()
    print("units: " + ("consistent" if not problems else f"{len(problems)} problem(s)"))
    for p in problems:
        print(f"  {p}")
    for problem, norm in t.normalised_units():
        print(f"  consistent under normalisation {norm.id} ({norm.what}): {problem.where}")
    for e in (errata.assessed(r) for r in registry.errata(t.paper) if t.key in r.affects):
        print(f"erratum {e.erratum.id} ({e.severity}): {e.erratum.title}")
    if t.notes:
        print(f"notes: {t.notes}")
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    a, b = _statement("bounds compare", args.first), _statement("bounds compare", args.second)
    var = _symbol("--over", args.over, [a.paper, b.paper])
    lo, hi = args.range
    if not lo < hi:
        raise UsageError(f"--range: LO={lo:g} must be smaller than HI={hi:g}")
    if not COMPARE_RANGE[0] <= lo < hi <= COMPARE_RANGE[1]:
        raise UsageError(
            f"--range {lo:g} {hi:g}: outside the range a comparison evaluates in floating point "
            f"(valid: {COMPARE_RANGE[0]:g} <= LO < HI <= {COMPARE_RANGE[1]:g})"
        )
    if a.rate.quantity != b.rate.quantity and not args.different_quantities:
        raise UsageError(
            f"bounds compare: {a.key} bounds {a.rate.quantity!r} but {b.key} bounds {b.rate.quantity!r}; "
            "pass --different-quantities to compare them anyway"
        )
    if var not in a.rate.free_symbols | b.rate.free_symbols:
        raise UsageError(f"--over {args.over!r}: neither {a.key} nor {b.key} depends on it; nothing to compare")
    for end in (lo, hi):
        _within_domain(f"--over {args.over} --range", var, end, f"{end:g}")
    point = _point(args.at, [a.paper, b.paper])
    if var.name in {item.partition("=")[0] for item in args.at}:
        raise UsageError(f"--at {var.name}: the swept variable takes the values of --range, not one value")
    try:
        comparison = a.rate.compare(b.rate, var, point, lo, hi)
    except rate.RateUndefined as exc:
        key = a.key if exc.which == "self" else b.key
        raise UsageError(
            f"--over {args.over} --range {lo:g} {hi:g}: {key}'s rate is not a finite positive number at "
            f"{exc.var} = {exc.at:g}; choose a range and --at point where both are defined"
        ) from None
    if a.rate.quantity != b.rate.quantity:
        print(f"note: comparing different quantities ({a.rate.quantity!r} and {b.rate.quantity!r})")
    print(f"{a.key}: {a.rate}")
    print(f"{b.key}: {b.rate}")
    print(comparison.summary().replace("self", a.key).replace("other", b.key))
    for who, exps in comparison.exponents.items():
        name = a.key if who == "self" else b.key
        print(f"exponents in {var} ({name}): " + ", ".join(f"{k}: {v}" for k, v in exps.items()))
    return 0


def cmd_table(args: argparse.Namespace) -> int:
    found = bounds_tables.tables(args.paper)
    if not found:
        raise UsageError(
            f"no comparison table for paper {args.paper!r}: a paper's statement modules declare its tables with "
            "bounds.tables.register_table(ComparisonTable(...)), whose cells name registered statements"
        )
    for table in found:
        print(table.to_latex() if args.latex else table.to_markdown())
    return 0


def _selected(args: argparse.Namespace) -> list[Theorem]:
    """The paper's own statements (no prior work) of ``--paper``, or the one ``ID`` given."""
    if getattr(args, "id", None):
        return [_statement("bounds certify", args.id)]
    return [t for t in registry.theorems(paper=args.paper) if t.kind != "prior work"]


def cmd_status(args: argparse.Namespace) -> int:
    if args.format == "json":
        entries = [ledger.entry(t) for t in _selected(args)]
        counts = {s: sum(e["status"] == s for e in entries) for s in errata.STATUSES}
        print(json.dumps({"counts": counts, "statements": entries}, indent=2))
        return 0
    rows = errata.ledger(args.paper)
    for status in errata.STATUSES:
        print(f"{status}: {len(rows[status])}")
        for key, reason in rows[status]:
            first = reason.splitlines()[0] if reason else ""
            print(f"  {key}: {first}")
    return 0


def cmd_certify(args: argparse.Namespace) -> int:
    """Re-verify the certificates behind every selected status; exit 1 when one does not verify."""
    if args.id and args.paper:
        raise UsageError("bounds certify: give a statement ID or --paper, not both")
    if args.id is not None and not args.id.strip():
        raise UsageError("bounds certify: ID '' is empty (valid: a statement id from `ratekit bounds list`)")
    out = Path(args.out) if args.out else None
    if out is not None:  # checked before the work, like reproduce's --out
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"--out {args.out!r}: cannot write there ({exc.strerror or exc})") from None
    selected = _selected(args)
    failures = 0
    written = []
    for t in selected:
        found = ledger.certify(t)
        failures += not found.verified
        print(f"{'ok  ' if found.verified else 'FAIL'} {t.key}: {found.status}")
        for line in found.lines if (args.verbose or not found.verified) else ():
            print(f"     {line}")
        written += found.certificates
    if out is not None:
        (out / "certificates.json").write_text(json.dumps({"certificates": written}, indent=1))
        print(
            f"wrote {len(written)} certificates to {out / 'certificates.json'} "
            "(re-check: python -m bounds.certificate_check FILE)"
        )
    scope = "" if args.id else " (the papers' own; the prior work they cite is a premise, not certified)"
    print(f"{len(selected) - failures} of {len(selected)} statement{'' if args.id else 's'} certified{scope}")
    return 1 if failures else 0


def cmd_symbols(args: argparse.Namespace) -> int:
    """The symbols a paper may use (the shared vocabulary, its own, those it imports), or every declared one."""
    symbols.declare_papers()
    rows = sorted(
        symbols.all_symbols(args.paper), key=lambda i: (i.namespace != symbols.SHARED_SPACE, i.namespace, i.symbol.name)
    )
    width = max((len(i.symbol.name) for i in rows), default=0)
    dims = {i.symbol: f"[{i.dimension}]" for i in rows}
    dim_width = max(map(len, dims.values()), default=0)
    for i in rows:
        imported = args.paper is not None and i.namespace not in (symbols.SHARED_SPACE, args.paper)
        where = f"{i.namespace}, imported" if imported else i.namespace
        print(f"{i.symbol.name:<{width}}  {dims[i.symbol]:<{dim_width}}  {i.scaling:<4}  {where:<16} {i.meaning}")
    print(f"{len(rows)} symbol{'' if len(rows) == 1 else 's'}")
    return 0


def cmd_errata(args: argparse.Namespace) -> int:
    report = referee_report.FORMATS[args.format](errata.all_errata(args.paper), args.paper)
    print(report, end="" if report.endswith("\n") else "\n")
    return 0


def cmd_reproduce(args: argparse.Namespace) -> int:
    from paper_figures.reproduce import UnknownSelection, UnwritableOutput, reproduce
    from simulations.checks.engine import ExecutorUnavailable

    cache_location.usable(write=True)
    if args.only and args.paper:
        raise UsageError("reproduce: give --only or --paper, not both (--only also takes paper keys)")
    papers = [
        _user_input("--paper", plugins.load_paper_file, key).key
        if key.endswith(".py")
        else _user_input("--paper", plugins.paper, key).key
        for key in args.paper or []
    ]
    try:
        rep = reproduce(
            args.out,
            full=args.full,
            only=[*(args.only or []), *papers] or None,
            figures=not args.no_figures,
            progress=not args.quiet,
            jobs=args.jobs,
            executor=args.executor,
            scheduler=args.scheduler,
            base_seed=args.base_seed,
            profiling=args.profile,
        )
    except (UnknownSelection, UnwritableOutput, ExecutorUnavailable) as exc:  # checked before any work is done
        raise UsageError(str(exc)) from None
    print(
        f"wrote {rep.out_dir / 'index.html'} and {rep.out_dir / 'report.md'} "
        f"({len(rep.outcomes)} checks, {len(rep.errata)} errata, {sum(map(len, rep.figures.values()))} figure files)"
    )
    for o in rep.failed:
        print(f"unexpected: {o.check.id}: {o.error.splitlines()[0] if o.error else o.result.summary()}")
    for d in rep.unreviewed:
        print(f"unreviewed discrepancy: {d.statement} ({d.kind}): {d.evidence.splitlines()[0]}")
    for name, err in rep.problems.items():
        print(f"error in {name}: {err.splitlines()[0]}")
    if args.profile:
        _print_profile(rep.profile, rep.seconds, rep.jobs)
    return rep.exit_code


#: the profile's predictions by worker count, each with what it models, in the order they refine one another
_PREDICTIONS = (
    ("predicted_wall_seconds", "predicted wall of the tasks by workers (list scheduling)"),
    ("predicted_run_seconds", "predicted wall of the run by workers (coordinator included)"),
    ("predicted_run_with_transit_seconds", "predicted wall of the run with each task's transit"),
    ("predicted_run_by_levels_seconds", "the same, the tasks ordered by the levels this run was given"),
    ("predicted_run_here_seconds", "predicted wall of the run on this machine (transit and slowdown)"),
)


def _print_profile(found: dict, wall: float, jobs: int) -> None:
    """The measured task graph: work, critical path (its longest tasks), where the workers' places went, the
    machine's slowdown under load and the predicted wall per worker count (those the profile holds)."""
    print(
        f"profile: {found['tasks']} tasks, {found['work_seconds']:.1f} s of work, critical path "
        f"{found['critical_path_seconds']:.1f} s; this run {wall:.1f} s on {jobs} worker(s)"
    )
    longest = sorted(found["critical_path"], key=lambda t: -t["seconds"])[:3]
    print("  longest tasks on the critical path: " + ", ".join(f"{t['task']} ({t['seconds']:.1f} s)" for t in longest))
    if "coordinator" in found:
        c = found["coordinator"]
        print(
            f"  coordinator: set-up {c['setup_seconds']:.1f} s, {c['dispatch_cpu_seconds']:.1f} s CPU while "
            f"dispatching, finish {c['finish_seconds']:.1f} s"
        )
    if "places" in found:
        p = found["places"]
        print(
            f"  workers' places: {p['place_seconds']:.1f} s, running {p['running_seconds']:.1f} s, in transit "
            f"{p['in_transit_seconds']:.1f} s (median {1000 * p['median_transit_seconds']:.1f} ms a task), idle "
            f"{p['idle_seconds']:.1f} s; first start after {p['first_start_seconds']:.2f} s; coordinator's "
            f"continuations {p['continuation_seconds']:.1f} s"
        )
    if "slowdown" in found:
        probed = ", ".join(f"{k}: {s:.2f}" for k, s in found["slowdown"].items())
        print(f"  this machine's slowdown of a task by busy workers: {probed}")
    for key, label in _PREDICTIONS:
        if key in found:
            print(f"  {label}: " + ", ".join(f"{w}: {s:.1f} s" for w, s in found[key].items()))


def cmd_checks(args: argparse.Namespace) -> int:
    from paper_figures.reproduce import collect_checks

    errors: dict[str, str] = {}
    rows = [c for _, c in collect_checks(args.full, None if args.paper is None else [args.paper], errors)]
    width = max((len(c.id) for c in rows), default=0)
    for c in rows:
        print(f"{c.id:<{width}}  {c.role:<16} {c.name}")
    print(f"{len(rows)} check{'' if len(rows) == 1 else 's'}")
    for name, err in errors.items():  # a broken plugin is the user's to fix: one line each, exit 2
        print(f"ratekit: error: the checks of {name} did not load: {err.splitlines()[0]}", file=sys.stderr)
    return 2 if errors else 0


def cmd_diff(args: argparse.Namespace) -> int:
    from bounds.version_diff import diff

    (paper, old), (paper_new, new) = (_versioned(args.old), _versioned(args.new))
    if paper != paper_new:
        raise UsageError(
            f"bounds diff: {args.old!r} and {args.new!r} name different papers; compare two versions of one"
        )
    found = _user_input("bounds diff", diff, paper, old, new)
    for change in found.changes:
        print(change.line())
    print(
        f"{len({c.statement for c in found.changes})} statements changed, {len(found.unchanged)} unchanged between "
        f"{paper}@{old} and {paper}@{new}"
    )
    for version, only in ((old, found.only_old), (new, found.only_new)):
        if only:
            print(f"encoded at {version} only (not compared): {', '.join(only)}")
    return 0


def _versioned(text: str) -> tuple[str, str]:
    """``PAPER@vN`` as (a discovered paper's key, version)."""
    paper, sep, version = text.partition("@")
    if not sep or not version:
        raise UsageError(f"bounds diff: {text!r} must read PAPER@VERSION, e.g. KLT@v1")
    return _user_input("bounds diff", plugins.paper, paper).key, version


def cmd_new_paper(args: argparse.Namespace) -> int:
    from paper_figures.new_paper import SkeletonError, paper_key, write_from_tex, write_skeleton

    try:
        if args.from_tex is None:
            root = write_skeleton(args.name, args.out)
        else:
            root, stubs = write_from_tex(args.name, args.from_tex, args.out)
    except SkeletonError as exc:
        raise UsageError(str(exc)) from None
    init, key = root / args.name / "__init__.py", paper_key(args.name)
    print(f"wrote the plugin {key} into {root}")
    if args.from_tex is not None:
        registered = sum(s.registered for s in stubs)
        print(
            f"read {len(stubs)} statements from {args.from_tex}: {registered} registered with the rate read from "
            f"their displayed bound (not derived yet), {len(stubs) - registered} to fill in (the TODOs of "
            f"{root / args.name / 'statements.py'})"
        )
        print(f"list them: ratekit --paper-file {init} bounds list --paper {key}")
        return 0
    print(f"try it:   ratekit --paper-file {init} reproduce --paper {key}")
    print(f"install:  pip install -e {root}   (then: ratekit reproduce --paper {key})")
    return 0


def cmd_cache(args: argparse.Namespace) -> int:
    folder = cache_location.usable()
    if args.cache_command == "info":
        print(f"cache: {folder}")
        for kind, (entries, size) in cache_location.usage().items():
            print(f"  {kind}: {entries} entries, {size / 1e6:.1f} MB")
        return 0
    if not folder.exists():  # nothing to remove, and nothing to create
        print(f"removed 0 entries: the cache folder {folder} does not exist")
        return 0
    cache_location.usable(write=True)  # a folder that cannot be written is refused in one line
    kinds = tuple(dict.fromkeys(args.kind)) if args.kind else cache_location.KINDS
    removed = cache_location.clear(kinds)
    print(
        f"removed {removed} {'entry' if removed == 1 else 'entries'} from {cache_location.root()} ({', '.join(kinds)})"
    )
    return 0


def _version() -> str:
    try:
        return metadata.version("ratekit")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"


def build_parser() -> argparse.ArgumentParser:
    """The parser; every ``--paper`` choice is a discovered paper (:func:`bounds.plugins.papers`)."""
    papers = sorted(plugins.papers())
    common = _Parser(add_help=False)
    common.add_argument(
        "--paper-file",
        action="append",
        type=_path,
        default=argparse.SUPPRESS,
        metavar="FILE",
        help="load a paper plugin from a Python file that defines PAPER (repeatable)",
    )
    common.add_argument(
        "--cache-dir",
        type=_path,
        default=argparse.SUPPRESS,
        help=f"cache folder (default: ${cache_location.ENVIRONMENT_VARIABLE}, else "
        f"{cache_location.platform_default()})",
    )
    # the module's docstring, without its reStructuredText markup (``code``, :mod:`name`)
    description = re.sub(r":\w+:`([^`]*)`|``([^`]*)``", lambda m: m.group(1) or m.group(2), __doc__ or "")
    parser = _Parser(prog="ratekit", description=description, parents=[common])
    parser.add_argument("--version", action="version", version=f"ratekit {_version()}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    bounds = sub.add_parser("bounds", help="the symbolic layer: theorems, rates, derivations", parents=[common])
    bsub = bounds.add_subparsers(dest="bounds_command", required=True, parser_class=_Parser)
    p = bsub.add_parser("list", help="list the encoded results")
    p.add_argument("--paper", choices=papers, help="only this paper's statements")
    p.add_argument("--kind", help="only statements of this kind (theorem, lemma, ...)")
    p.set_defaults(func=cmd_list)
    p = bsub.add_parser("show", help="show one result: parameters, rate, exponents, regimes, derivation, errata")
    p.add_argument("id")
    p.add_argument("--version", help="the paper version (default: the latest encoded), e.g. v1")
    p.add_argument(
        "--at",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a symbol's value at the point where regimes are evaluated (repeatable)",
    )
    p.set_defaults(func=cmd_show)
    p = bsub.add_parser("compare", help="compare two rates of the same quantity along one variable")
    p.add_argument("first")
    p.add_argument("second")
    p.add_argument("--over", required=True, help="the swept variable, e.g. n")
    p.add_argument(
        "--range",
        nargs=2,
        type=_positive_float,
        default=(1e2, 1e12),
        metavar=("LO", "HI"),
        help=f"the swept range (default 100 1e12; within {COMPARE_RANGE[0]:g} to {COMPARE_RANGE[1]:g})",
    )
    p.add_argument("--different-quantities", action="store_true", help="compare rates that bound different quantities")
    p.add_argument(
        "--at", action="append", default=[], metavar="NAME=VALUE", help="fix a symbol at the point (repeatable)"
    )
    p.set_defaults(func=cmd_compare)
    p = bsub.add_parser("table", help="the papers' comparison tables, rendered from the registry")
    p.add_argument("paper", nargs="?", choices=papers)
    p.add_argument("--latex", action="store_true")
    p.set_defaults(func=cmd_table)
    p = bsub.add_parser("diff", help="the statements whose rate or settings changed between two versions")
    p.add_argument("old", metavar="PAPER@OLD", help="e.g. KLT@v1")
    p.add_argument("new", metavar="PAPER@NEW", help="e.g. KLT@v2")
    p.set_defaults(func=cmd_diff)
    p = bsub.add_parser("status", help="the proof status of every encoded statement, with counts")
    p.add_argument("--paper", choices=papers)
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(func=cmd_status, id=None)
    p = bsub.add_parser("certify", help="re-verify the certificates behind every proof status in exact arithmetic")
    p.add_argument("id", nargs="?", help="one statement id (default: every statement)")
    p.add_argument("--paper", choices=papers)
    p.add_argument("--out", type=_path, help="also write the certificates as JSON into this folder")
    p.add_argument("--verbose", action="store_true", help="print what each certificate establishes")
    p.set_defaults(func=cmd_certify)

    p = sub.add_parser(
        "reproduce", help="run every check, draw every figure and table, write the report", parents=[common]
    )
    p.add_argument("--out", type=_path, default="ratekit-out", help="output folder (default: ratekit-out)")
    p.add_argument("--full", action="store_true", help="paper-scale grids")
    p.add_argument("--only", nargs="+", metavar="ID", help="check ids, statement ids or papers (see 'ratekit checks')")
    p.add_argument(
        "--paper",
        action="append",
        metavar="KEY|FILE",
        help="only this paper: a discovered paper's key or a plugin file defining PAPER (repeatable; not with --only)",
    )
    p.add_argument("--no-figures", action="store_true", help="skip the paper figure modules")
    p.add_argument("--quiet", action="store_true", help="no progress output (progress goes to stderr)")
    cpus = usable_cpus()
    p.add_argument(
        "--jobs",
        type=integer_at_least(1, MAX_JOBS),
        default=cpus,
        help=f"workers, at most {MAX_JOBS} (default: the CPUs this process may use, {cpus} here)",
    )
    p.add_argument(
        "--base-seed", type=integer_at_least(0), default=0, help="base seed of every check's seed blocks (default: 0)"
    )
    p.add_argument(
        "--profile",
        action="store_true",
        help=(
            "print the critical path and the wall time predicted for 1-64 workers (always in results.json); "
            "measure this machine's slowdown under load to predict runs on it"
        ),
    )
    p.add_argument("--executor", choices=["local", "dask"], default="local", help="where tasks run (default: local)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="Dask scheduler address (default: a LocalCluster here)")
    p.set_defaults(func=cmd_reproduce)

    p = sub.add_parser(
        "symbols",
        help="the symbols: name, dimension, scaling, the paper that declares it (or shared) and meaning",
        parents=[common],
    )
    p.add_argument("--paper", choices=papers, help="only what this paper may use: shared, its own and imported")
    p.set_defaults(func=cmd_symbols)

    p = sub.add_parser("checks", help="list the checks by id", parents=[common])
    p.add_argument("--paper", choices=papers)
    p.add_argument("--full", action="store_true", help="include the paper-scale checks")
    p.set_defaults(func=cmd_checks)

    p = sub.add_parser(
        "errata", help="the referee report: distinct errors by severity, with evidence", parents=[common]
    )
    p.add_argument("--paper", choices=papers)
    p.add_argument("--format", choices=REPORT_FORMATS, default="text")
    p.set_defaults(func=cmd_errata)

    p = sub.add_parser("new-paper", help="write the skeleton of a paper plugin that runs as written", parents=[common])
    p.add_argument("name", help="a lower-case Python name; the paper's key is its upper case")
    p.add_argument("--out", type=_path, default=".", help="the folder to write it into (default: here)")
    p.add_argument(
        "--from-tex",
        type=_path,
        metavar="PATH",
        help="write stubs of the paper's own statements, read from its LaTeX source: the main .tex file, its folder, "
        "or the arXiv source tarball (.tar.gz, .tgz, .tar)",
    )
    p.set_defaults(func=cmd_new_paper)

    cache = sub.add_parser(
        "cache", help="where measured samples, derivations and remembered answers are kept", parents=[common]
    )
    csub = cache.add_subparsers(dest="cache_command", required=True, parser_class=_Parser)
    p = csub.add_parser("info", help="the cache folder and what it holds", parents=[common])
    p.set_defaults(func=cmd_cache)
    p = csub.add_parser("clear", help="delete cached entries", parents=[common])
    p.add_argument("--kind", action="append", choices=cache_location.KINDS, help="only this kind (repeatable)")
    p.set_defaults(func=cmd_cache)
    for subparsers in (sub, bsub, csub):  # a missing command is named by its choices, not by its dest
        subparsers.metavar = "{" + ",".join(subparsers.choices) + "}"
    return parser


def _early_options(argv: Sequence[str] | None) -> argparse.Namespace | None:
    """The options read before the parser is built, wherever they stand (before or after the command): the plugin
    files, which add papers to its choices, and ``--cache-dir``, which the command and each subcommand accept, so
    that the full parser alone would keep the last of two silently. None when one lacks its value (the full parser
    then says so, in one line)."""
    pre = argparse.ArgumentParser(add_help=False, allow_abbrev=False, exit_on_error=False)
    pre.add_argument("--paper-file", action="append", default=[])
    pre.add_argument("--paper", action="append", default=[])
    pre.add_argument("--cache-dir", action="append", default=[])
    try:
        known, _ = pre.parse_known_args(argv)
    except argparse.ArgumentError:
        return None
    if len(known.cache_dir) > 1:
        raise UsageError(
            f"--cache-dir given {len(known.cache_dir)} times ({', '.join(map(repr, known.cache_dir))}): give it once"
        )
    return known


def _load_paper_files(known: argparse.Namespace | None) -> bool:
    """Load every ``--paper-file`` (and every ``reproduce --paper FILE.py``) before the parser lists the papers;
    whether any was named. Only their ``PAPER`` loads here, not their statements."""
    if known is None:
        return False
    files = [("--paper-file", p) for p in known.paper_file] + [("--paper", p) for p in known.paper if p.endswith(".py")]
    files = [(option, p) for option, p in files if p.strip()]  # the parser refuses an empty path in one line
    for option, path in files:
        _user_input(option, plugins.load_paper_file, path)
    return bool(files)


#: the commands whose output is a function of their arguments and of the code alone (:mod:`answer_cache`)
REMEMBERED = (cmd_list, cmd_show, cmd_status, cmd_symbols, cmd_errata)


#: the commands that neither read nor write the cache (``cache`` checks its folder itself)
_NO_CACHE = (cmd_cache, cmd_new_paper, cmd_checks)


def _run(args: argparse.Namespace, paper_files: bool) -> int:
    if paper_files:  # a plugin named on the command line loads its statements now: its errors come first
        registry.load()
    return args.func(args)


def _answer(args: argparse.Namespace, paper_files: bool, program: bool) -> int:
    """Run the command, or, for the program's own run of a :data:`REMEMBERED` command, replay its remembered
    output. The request names everything of this process that the output may depend on besides the code."""
    if not program or args.func not in REMEMBERED:
        return _run(args, paper_files)
    arguments = {k: v for k, v in vars(args).items() if k not in ("func", "cache_dir", "paper_file")}
    request = {
        "ratekit": _version(),
        "arguments": arguments,
        "paper_files": [str(Path(p).expanduser().resolve()) for p in getattr(args, "paper_file", [])],
        "papers": {key: repr(paper) for key, paper in sorted(plugins.papers().items())},
    }
    return answer_cache.answer(request, lambda: _run(args, paper_files))


def _resolved(option: str, value: str) -> str:
    """The absolute path ``value`` names, or a UsageError naming ``option`` where it cannot be resolved."""
    try:
        return str(Path(value).expanduser().resolve())
    except (OSError, RuntimeError) as exc:  # a symbolic-link loop, a name longer than the file system allows
        raise UsageError(f"{option} {value!r}: cannot be resolved ({getattr(exc, 'strerror', None) or exc})") from None


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; bad input is one line on stderr and exit 2, anything else keeps its traceback."""
    if sys.stdout is None:  # started with its standard output closed (>&-)
        print("ratekit: error: cannot write the standard output: it is closed", file=sys.stderr)
        return 1
    try:
        for switch in (answer_cache.SWITCH, cache_location.DERIVATIONS_SWITCH):
            if os.environ.get(switch) not in (None, "", "on", "off"):
                raise UsageError(f"${switch}={os.environ[switch]!r}: must be 'on' or 'off' (or unset)")
        paper_files = _load_paper_files(_early_options(argv))
        args = build_parser().parse_args(argv)
        if "cache_dir" in args:
            os.environ[cache_location.ENVIRONMENT_VARIABLE] = _resolved("--cache-dir", args.cache_dir)
        if os.environ.get(cache_location.ENVIRONMENT_VARIABLE):  # a folder the user named must serve, or be refused
            cache_location.usable(write=args.func not in _NO_CACHE)  # created only by the commands that use it
        code = _answer(args, paper_files, program=argv is None)
        sys.stdout.flush()  # a full disk or closed pipe shows here, inside the handlers below
        return code
    except (UsageError, plugins.PluginError, cache_location.CacheUnusable) as exc:
        print(f"ratekit: error: {exc}".splitlines()[0], file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("ratekit: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (ratekit errata | head): stop quietly, as SIGPIPE would
        _discard_stdout()
        return CLOSED_PIPE
    except OSError as exc:
        if exc.errno not in _ENVIRONMENT_ERRNOS:
            raise
        where = exc.filename if exc.filename is not None else "the standard output"
        print(f"ratekit: error: cannot write {where}: {exc.strerror}", file=sys.stderr)
        _discard_stdout()
        return 1


def _discard_stdout() -> None:
    """Point the standard output at the null device, so that the interpreter's last flush cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main())
