"""The ``ratekit`` command line.

``ratekit bounds list|show|compare|table|status`` reads the symbolic layer, ``ratekit errata`` writes the referee
report (distinct errors by severity, with quote, locator, evidence and correction). Bad input prints one line and
exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

import sympy as sp

from bounds import referee_report, registry, symbols
from bounds.errata import STATUSES, all_errata, assessed, ledger
from bounds.tables import tables
from bounds.theorem import Theorem

#: Where a rate is evaluated when the user gives no point: problem constants 1, a mid-sized problem.
DEFAULT_POINT = {"n": 1e6, "d": 100.0, "epsilon": 1.0, "delta": 1e-6, "kappa": 1.5, "rho": 1.0, "T": 1e3}


class UsageError(ValueError):
    """Bad command-line input."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, no usage dump
        raise UsageError(message)


def _point(overrides: Sequence[str]) -> dict[sp.Symbol, float]:
    point = {info.symbol: DEFAULT_POINT.get(info.symbol.name, 1.0) for info in symbols.all_symbols()}
    for item in overrides:
        name, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--at expects NAME=VALUE, got {item!r}")
        try:
            number = float(value)
        except ValueError:
            raise UsageError(f"--at {name}: value {value!r} is not a number") from None
        if not number > 0:
            raise UsageError(f"--at {name}: value must be positive, got {number}")
        point[symbols.lookup(name)] = number
    return point


def _rate_variables(theorem: Theorem) -> list[sp.Symbol]:
    return sorted(theorem.rate.free_symbols, key=lambda s: s.name)


def cmd_list(args: argparse.Namespace) -> int:
    rows = registry.theorems(paper=args.paper, kind=args.kind)
    width = max((len(t.key) for t in rows), default=0)
    for t in rows:
        print(f"{t.key:<{width}}  {t.kind:<12} {t.rate.quantity}: {t.rate}")
    print(f"{len(rows)} results")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    t = registry.get(args.id, args.version)
    point = _point(args.at)
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
    if t.chain():
        print(f"  chain: {', '.join(t.chain())}")
    problems = t.unit_problems()
    print("units: " + ("consistent" if not problems else f"{len(problems)} problem(s)"))
    for p in problems:
        print(f"  {p}")
    for problem, norm in t.normalised_units():
        print(f"  consistent under normalisation {norm.id} ({norm.what}): {problem.where}")
    for e in (assessed(r) for r in registry.errata(t.paper) if t.key in r.affects):
        print(f"erratum {e.erratum.id} ({e.severity}): {e.erratum.title}")
    if t.notes:
        print(f"notes: {t.notes}")
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    a, b = registry.get(args.first), registry.get(args.second)
    var = symbols.lookup(args.over)
    lo, hi = args.range
    comparison = a.rate.compare(b.rate, var, _point(args.at), lo, hi)
    print(f"{a.key}: {a.rate}")
    print(f"{b.key}: {b.rate}")
    print(comparison.summary().replace("self", a.key).replace("other", b.key))
    for who, exps in comparison.exponents.items():
        name = a.key if who == "self" else b.key
        print(f"exponents in {var} ({name}): " + ", ".join(f"{k}: {v}" for k, v in exps.items()))
    return 0


def cmd_table(args: argparse.Namespace) -> int:
    found = tables(args.paper)
    if not found:
        raise UsageError(f"no comparison table for paper {args.paper!r}")
    for table in found:
        print(table.to_latex() if args.latex else table.to_markdown())
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    rows = ledger(args.paper)
    if args.format == "json":
        print(json.dumps({s: [{"statement": k, "reason": r} for k, r in rows[s]] for s in STATUSES}, indent=2))
        return 0
    for status in STATUSES:
        print(f"{status}: {len(rows[status])}")
        for key, reason in rows[status]:
            first = reason.splitlines()[0] if reason else ""
            print(f"  {key}: {first}")
    return 0


def cmd_errata(args: argparse.Namespace) -> int:
    print(referee_report.FORMATS[args.format](all_errata(args.paper), args.paper), end="")
    return 0


def cmd_reproduce(args: argparse.Namespace) -> int:
    from paper_figures.reproduce import reproduce

    rep = reproduce(
        args.out,
        full=args.full,
        only=args.only,
        cache_dir=args.cache,
        figures=not args.no_figures,
        progress=not args.quiet,
        jobs=args.jobs,
    )
    print(
        f"wrote {rep.out_dir / 'report.html'} and {rep.out_dir / 'report.md'} "
        f"({len(rep.outcomes)} checks, {len(rep.errata)} errata, {sum(map(len, rep.figures.values()))} figure files)"
    )
    for o in rep.failed:
        print(f"unexpected: {o.check.name}: {o.error or o.result.summary()}")
    for name, err in rep.problems.items():
        print(f"error in {name}: {err.splitlines()[0]}")
    return rep.exit_code


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ratekit", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    bounds = sub.add_parser("bounds", help="the symbolic layer: theorems, rates, derivations")
    bsub = bounds.add_subparsers(dest="bounds_command", required=True, parser_class=_Parser)
    p = bsub.add_parser("list", help="list the encoded results")
    p.add_argument("--paper", choices=["KLT", "MUABG", "CGT", "LT"])
    p.add_argument("--kind")
    p.set_defaults(func=cmd_list)
    p = bsub.add_parser("show", help="show one result: parameters, rate, exponents, regimes, derivation, errata")
    p.add_argument("id")
    p.add_argument("--version")
    p.add_argument("--at", action="append", default=[], metavar="NAME=VALUE", help="point for regimes")
    p.set_defaults(func=cmd_show)
    p = bsub.add_parser("compare", help="compare two rates along one variable")
    p.add_argument("first")
    p.add_argument("second")
    p.add_argument("--over", required=True, help="the swept variable, e.g. n")
    p.add_argument("--range", nargs=2, type=float, default=(1e2, 1e12), metavar=("LO", "HI"))
    p.add_argument("--at", action="append", default=[], metavar="NAME=VALUE")
    p.set_defaults(func=cmd_compare)
    p = bsub.add_parser("table", help="the papers' comparison tables, rendered from the registry")
    p.add_argument("paper", nargs="?", choices=["KLT", "MUABG", "CGT", "LT"])
    p.add_argument("--latex", action="store_true")
    p.set_defaults(func=cmd_table)
    p = bsub.add_parser("status", help="the proof status of every encoded statement, with counts")
    p.add_argument("--paper", choices=["KLT", "MUABG", "CGT", "LT"])
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(func=cmd_status)

    p = sub.add_parser("reproduce", help="run every rate check, draw every figure and table, write the report")
    p.add_argument("--out", default="ratekit-out", help="output folder (default: ratekit-out)")
    p.add_argument("--full", action="store_true", help="paper-scale grids")
    p.add_argument("--only", nargs="+", metavar="ID", help="theorem ids (prefixes) or check-name fragments")
    p.add_argument("--cache", help="cache folder for measured samples (default: OUT/cache)")
    p.add_argument("--no-figures", action="store_true", help="skip the paper figure modules")
    p.add_argument("--quiet", action="store_true", help="no progress output")
    p.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: the number of CPUs)"
    )
    p.set_defaults(func=cmd_reproduce)

    p = sub.add_parser("errata", help="the referee report: distinct errors by severity, with evidence")
    p.add_argument("--paper", choices=["KLT", "MUABG", "CGT", "LT"])
    p.add_argument("--format", choices=sorted(referee_report.FORMATS), default="text")
    p.set_defaults(func=cmd_errata)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return args.func(args)
    except ValueError as exc:  # UsageError and invalid values from the library: one line, exit 2
        print(f"ratekit: error: {exc}".splitlines()[0], file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
