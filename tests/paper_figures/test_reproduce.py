"""``ratekit reproduce``: outputs, caching, isolation of failures, exit codes, and the HTML page in a browser."""

from __future__ import annotations

import importlib
import json
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from types import SimpleNamespace

import numpy as np
import pytest

from bounds import plugins, registry, statement_tasks
from bounds.errata import AssessedErratum
from bounds.erratum import Erratum, Locator
from bounds.severity import Assessment
from paper_figures import macros as macros_module
from paper_figures import report
from paper_figures import reproduce as rp
from paper_figures.cli import main
from simulations.checks.collect import all_checks, checks_of
from simulations.checks.schedule import Task

#: one fast check of each shipped paper, two of them negative controls: the report covers all four papers
QUICK = [
    "KLT-Prop2.5(var):tree-noise:sigma",
    "MUABG-Thm4:excess:n:kappa=2+second-term",
    "CGT-Lem4.3:prefix-noise:T:control-independent-noise",
    "LT-Lem3.14-priv:o2-sensitivity:Delta_x:control-fixed-batch",
]


@pytest.fixture(scope="module")
def quick(tmp_path_factory):
    out = tmp_path_factory.mktemp("reproduce")
    return rp.reproduce(out, only=QUICK, figures=False, progress=False)


def test_outputs_are_written(quick):
    out = quick.out_dir
    for name in ("report.md", "index.html", "results.json", "results.csv", "errata.json", "summary.md"):
        assert (out / name).stat().st_size > 0
    assert (out / "paper-LT.html").stat().st_size > 0
    results = json.loads((out / "results.json").read_text())
    assert [r["id"] for r in results["checks"]] == sorted(
        QUICK, key=[c.id for _, c in rp.collect_checks(False, None, {})].index
    )
    assert {r["paper"] for r in results["checks"]} == {"KLT", "MUABG", "CGT", "LT"}
    assert results["versions"]["numpy"] == np.__version__
    assert all(r["seeds_used"] >= r["seeds_per_block"] and r["samples"] for r in results["checks"])
    assert list((out / "tables").glob("*.tex")) and list((out / "figures" / "checks").glob("*.pdf"))
    report = (out / "report.md").read_text()
    assert report.index("## Rate checks") < report.index("## Errata") < report.index("## Proof status")
    assert report.index("## Proof status") < report.index("## The papers' tables")
    statuses = results["proof_status"]
    assert statuses["does not follow"] and all(row["reason"] for rows in statuses.values() for row in rows)
    assert f"`{statuses['does not follow'][0]['statement']}`" in report
    # every status carries its certification, re-verified in the run; the report counts them per status
    assert all(row["certified"] is True for rows in statuses.values() for row in rows)
    total = sum(map(len, statuses.values()))
    assert "| status | count | by paper | certified | statements |" in report
    assert sum(int(cell.split(" of ")[0]) for cell in re.findall(r"\| (\d+ of \d+) \|", report)) == total
    assert "(certified): " in report and "NOT verify" not in report
    assert all(r["compute_seconds"] > 0 for r in results["checks"]) and results["task_seconds"]["errata"] > 0
    assert "| KLT | `KLT-Prop2.5(var):tree-noise:sigma` |" in report and "fails as expected" in report
    assert results["unreviewed"] == [] and "computed discrepancies no erratum accounts for" in report
    claims = {row["statement"]: row for row in results["privacy_claims"]}
    assert claims["MUABG-Alg1-gaussian@v1"]["holds"] == "no" and claims["CGT-Fact5@v1"]["holds"] == "yes"
    assert report.index("## Proof status") < report.index("## Privacy claims") < report.index("## The papers' tables")


def test_report_opens_with_the_overview_and_has_one_card_per_statement(quick):
    out = quick.out_dir
    assert (out / "figures" / "overview.png").stat().st_size > 1000
    md = (out / "report.md").read_text()
    assert md.index("## Overview") < md.index("## Rate checks") < md.index("## Statements")
    assert "![Forest plot" in md and "| paper | derived |" in md
    keys = [t.key for p in ("KLT", "MUABG", "CGT", "LT") for t in registry.theorems(paper=p)]
    page = "".join((out / report.page_name(p)).read_text() for p in ("KLT", "MUABG", "CGT", "LT"))
    assert all(f"id='stmt-{re.sub(r'[^A-Za-z0-9.=+-]', '_', k)}'" in page for k in keys)
    assert all(f"### {k} (" in md for k in keys)
    assert page.count("<math display") > 100 and "$\\frac{" in md  # MathML in the page, LaTeX in Markdown
    assert "<select id='filter-status'>" in page and "<nav id='toc'>" in page
    assert all(f"<a href='{report.page_name(p)}'>" in (out / "index.html").read_text() for p in ("KLT", "LT"))
    index, ledger = (out / "index.html").read_text(), (out / report.LEDGER_PAGE).read_text()
    assert f"<a href='{report.LEDGER_PAGE}'>" in index and "id='proof-status'" in ledger
    assert len(index) < 20_000 and ledger.count("<math") > 100  # the first page small, the ledger's formulas apart


def test_macros_are_valid_tex_names_and_match_the_results(quick):
    results = json.loads((quick.out_dir / "results.json").read_text())
    text = (quick.out_dir / "ratekit-macros.tex").read_text()
    defined = dict(re.findall(r"^\\expandafter\\def\\csname ratekit@([^\\{}#%^~\s]+)\\endcsname\{(.*)\}$", text, re.M))
    assert "\\providecommand{\\ratekit}[2]{\\csname ratekit@#1@#2\\endcsname}" in text
    body = [line for line in text.splitlines() if line and not line.startswith(("%", "\\providecommand"))]
    assert len(body) == len(defined)  # every line is one well-formed definition, every key distinct
    for row in results["checks"]:
        assert float(defined[f"{row['id']}@slope"]) == pytest.approx(row["slope"], abs=5e-4)
        assert float(defined[f"{row['id']}@low"]) == pytest.approx(row["ci_low"], abs=5e-4)
        assert defined[f"{row['id']}@verdict"] == row["verdict"]
        assert int(defined[f"{row['id']}@seeds"]) == row["seeds_used"]
    ledger = {status: len(rows) for status, rows in results["proof_status"].items()}
    assert int(defined["proofs@does-not-follow"]) == ledger["does not follow"]
    assert int(defined["KLT@errata"]) == results["errata_per_paper"]["KLT"]
    with pytest.raises(ValueError, match="TeX special character"):
        macros_module.definition(macros_module._key("a b", "slope"), "1")


def test_summary_has_one_row_per_check_with_its_role(quick):
    summary = (quick.out_dir / "summary.md").read_text()
    assert summary.startswith(f"`ratekit reproduce --only {' '.join(QUICK)}`")
    rows = [line for line in summary.splitlines() if line.startswith(("| KLT |", "| MUABG |", "| CGT |", "| LT |"))]
    assert len(rows) == len(quick.outcomes) == 4
    assert sum("fails as expected (negative control)" in r for r in rows) == 2
    assert sum(r.endswith("| pass |") for r in rows) == 2


def test_check_figures_are_named_by_id_and_ids_differing_in_case_stay_apart():
    stems = [rp.figure_stem(i) for i in ("KLT-Lem6.5:drift-variance:d", "KLT-Lem6.5:drift-variance:D")]
    assert stems == ["KLT-Lem6.5_drift-variance_d", "KLT-Lem6.5_drift-variance_D"]


def test_second_run_reads_the_cache(quick, tmp_path):
    """Two of the quick run's checks, asked again (a report on their two papers alone), are read from the cache."""
    again = rp.reproduce(tmp_path, only=QUICK[:2], figures=False, progress=False)
    assert len(again.outcomes) == 2 and all(o.result.from_cache for o in again.outcomes)


def test_two_processes_give_the_serial_results_in_the_papers_order(quick, tmp_path):
    parallel = rp.reproduce(tmp_path, only=QUICK, cache_dir=tmp_path / "cache", figures=False, progress=False, jobs=2)
    assert [o.check.name for o in parallel.outcomes] == [o.check.name for o in quick.outcomes]
    assert not any(o.result.from_cache for o in parallel.outcomes)  # measured afresh, in the workers
    assert [o.result.samples for o in parallel.outcomes] == [o.result.samples for o in quick.outcomes]
    assert [o.result.fit for o in parallel.outcomes] == [o.result.fit for o in quick.outcomes]
    assert [e.as_dict() for e in parallel.errata] == [e.as_dict() for e in quick.errata]
    assert json.loads((tmp_path / "results.json").read_text())["jobs"] == 2


def test_a_failing_check_is_reported_not_fatal(monkeypatch, tmp_path):
    fine = [c for _, c in rp.collect_checks(False, QUICK[:2], {})]
    broken = fine[0].__class__(**{**fine[0].__dict__, "name": "broken", "measure": _raise})
    monkeypatch.setattr(rp, "collect_checks", lambda full, only, errors: [("KLT", broken), ("MUABG", fine[1])])
    rep = rp.reproduce(tmp_path, only=QUICK[:2], figures=False, progress=False)  # a report on these two papers
    assert rep.outcomes[0].error.startswith("RuntimeError: instance exploded")
    assert rep.outcomes[1].result is not None and rep.outcomes[1].ok
    assert rep.exit_code == 1
    assert "ERROR: RuntimeError" in (tmp_path / "report.md").read_text()


def _raise(params, seq, reps):
    raise RuntimeError("instance exploded")


@pytest.mark.parametrize(
    ("argv", "message"), [(["--bogus"], "unrecognized arguments"), (["--jobs", "0"], "--jobs: 0 is below 1")]
)
def test_cli_rejects_bad_arguments_in_one_line(capsys, tmp_path, argv, message):
    assert main(["reproduce", "--out", str(tmp_path), *argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("ratekit: error:") and message in err[0]


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed (.ci/run installs it)")
def test_html_report_renders_in_headless_chromium(quick, tmp_path):
    page = quick.out_dir / report.page_name("KLT")
    proc = subprocess.run(
        [
            "chromium",
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={tmp_path / 'profile'}",
            "--enable-logging=stderr",
            "--v=0",
            "--virtual-time-budget=5000",
            "--dump-dom",
            page.as_uri(),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    dom = proc.stdout
    assert "<h1>KLT</h1>" in dom
    assert 'data-images-ok="yes"' in dom, "a figure did not load"
    assert int(re.search(r'data-image-count="(\d+)"', dom).group(1)) >= 1
    assert 'data-missing-alt="0"' in dom, "a figure has no alt text"
    assert int(re.search(r'data-math-count="(\d+)"', dom).group(1)) > 100
    assert 'data-math-empty="0"' in dom, "a MathML element rendered with zero size"
    assert 'data-broken-links="0"' in dom, "an internal link points to no anchor"
    shown, total = map(int, re.search(r'data-filter-shown="(\d+) of (\d+)"', dom).groups())
    assert 0 < shown < total, "the paper filter did not change what is shown"
    assert "data-js-errors" not in dom
    console_errors = [line for line in proc.stderr.splitlines() if "CONSOLE" in line and "rror" in line]
    assert not console_errors


@pytest.mark.parametrize("name", rp.figure_modules())
def test_bears_on_names_theorems_that_have_errata(name):
    module = importlib.import_module(name)
    for theorem_id in getattr(module, "BEARS_ON", ()):
        affected = {key.split("@")[0] for e in registry.errata() for key in e.affects}
        assert theorem_id in affected, theorem_id


def test_errata_list_the_figures_that_bear_on_them(tmp_path):
    import matplotlib.pyplot as plt

    (tmp_path / "figures").mkdir()
    fig, _ = plt.subplots(figsize=(1, 1))
    fig.savefig(tmp_path / "figures" / "chain.png")
    plt.close(fig)
    planted = Erratum(
        "LT-E99",
        "LT",
        "planted",
        "statement",
        "printed",
        Locator("2410.07502", "v2", "Lem 3.16"),
        "why",
        "correction",
        affects=("LT-Lem3.16@v1",),
        declared="typo",
    )
    erratum = AssessedErratum(planted, Assessment("typo", "declared", False), (), ())
    rep = rp.Reproduction(
        tmp_path,
        figures={"paper_figures.lt.escape_trajectory": ["figures/chain.pdf", "figures/chain.png"]},
        figure_theorems={"paper_figures.lt.escape_trajectory": ("LT-Lem3.15", "LT-Lem3.16")},
        errata=[erratum],
    )
    assert "- figure paper_figures.lt.escape_trajectory: [chain.png](figures/chain.png)" in report.markdown(rep)
    page = report.paper_page(rep, "LT")
    assert "<li>figure <a href='#figure-chain'>LT figure (ours): LT-Alg3 escaping" in page
    assert "<h3 id='figure-chain'>LT figure (ours): LT-Alg3 escaping" in page


def test_the_profile_replays_the_measured_task_graph(quick):
    """results.json's profile: every measured task once, predictions falling with the workers from the total work
    (1 worker) to the critical path."""
    found = quick.profile  # results.json holds the same; a later test may rerun into the folder, from the cache
    assert set(found) == set(json.loads((quick.out_dir / "results.json").read_text())["profile"])
    predicted = sum(o.prediction_seconds is not None for o in quick.outcomes)
    measured = sum(len(o.task_seconds) for o in quick.outcomes) + predicted + len(quick.task_seconds)
    assert found["tasks"] == measured and found["critical_path"]
    # every check's prediction ran on a worker, as did each paper's privacy-claims table after the errata
    assert found["kinds"]["prediction"]["tasks"] == predicted == len(quick.outcomes)
    # and each paper's errata typeset, by a worker, after the errata assembly: the pages read them as they are;
    # each paper's comparison tables built by a worker too
    assert found["kinds"]["report"]["tasks"] == 3 * len(quick.papers) == 3 * len(quick.claims_html)
    assert set(quick.built_tables) == set(quick.papers)
    # the report's pages, its Markdown body and its overview figure typeset by workers once everything else is in,
    # and written as they came back
    parts = report.report_parts(quick)
    assert found["kinds"]["report part"]["tasks"] == len(parts) == 3 + len(quick.papers)
    assert set(quick.report_typeset) == set(parts)
    others = {t.name for t in rp.task_graph(quick) if t.kind != "report part"}
    assert all(set(t.after) == others for t in rp.task_graph(quick) if t.kind == "report part")
    for paper in quick.papers:
        page = (quick.out_dir / report.page_name(paper)).read_text()
        assert page == quick.report_typeset[report.PAGE_PART + paper] == report.paper_page(quick, paper)
    assert set(quick.errata_html) == {e.erratum.id for e in quick.errata}
    assert all(quick.errata_html[e.erratum.id] == report.erratum_text_html(e) for e in quick.errata[:20])
    # every statement's derivation and certificates ran as tasks of their own, the errata assembly after them
    planned = statement_tasks.plan(quick.papers)
    kinds = found["kinds"]
    assert kinds["derivation"]["tasks"] == sum(t.kind == "derivation" for t in planned)
    assert kinds["certificates"]["tasks"] == sum(t.kind == "certificates" for t in planned) > 0
    assert kinds["errata"]["tasks"] == 1 and kinds["check block"]["tasks"] > 0
    assert all(entry["cpu_seconds"] > 0 for entry in kinds.values())
    errata = next(t for t in rp.task_graph(quick) if t.kind == "errata")
    assert set(errata.after) == {t.name for t in planned}
    # each check's figure is drawn by a worker after the check's last block, not by the coordinator
    drawn = {t.name: t for t in rp.task_graph(quick) if t.kind == "check figure"}
    assert len(drawn) == sum(o.result is not None for o in quick.outcomes) > 0
    graph = {t.name: t for t in rp.task_graph(quick)}
    for o in quick.outcomes:
        last = max((b for b, _, _ in o.task_seconds), default=None)
        blocks = {
            f"{o.check.id} block {b} value {v}" + (f" part {p}" if o.check.parts > 1 else ""): b
            for b, v, p in o.task_seconds
        }
        judged_by = f"{o.check.id} prediction"
        assert set(drawn[f"check figure {o.check.id}"].after) == {n for n, b in blocks.items() if b == last} | {
            judged_by
        }
        # a later block waits for the prediction its verdict between blocks was judged against, the first does not
        assert all((judged_by in graph[n].after) == (b > 0) for n, b in blocks.items())
    # the dispatcher's traces: every task it handed out, once, with its passage
    places = found["places"]
    assert places["running_seconds"] == pytest.approx(found["work_seconds"], rel=0.05)
    assert places["place_seconds"] >= places["running_seconds"] + places["in_transit_seconds"]
    coordinator = found["coordinator"]
    assert coordinator["setup_seconds"] > 0 and coordinator["dispatch_cpu_seconds"] >= 0
    assert all(found["predicted_run_seconds"][w] >= found["predicted_wall_seconds"][w] for w in ("1", "16"))
    walls = [found["predicted_wall_seconds"][w] for w in ("1", "2", "4", "8", "16", "64")]
    assert walls == sorted(walls, reverse=True)
    assert walls[0] == pytest.approx(found["work_seconds"], abs=0.01)
    assert walls[-1] == pytest.approx(found["critical_path_seconds"], abs=0.01)


def test_a_figure_module_waits_for_the_checks_it_reads_and_no_others(quick, monkeypatch):
    """A figure module starts once the checks its ``reads`` names are judged (none: at once); one that declares
    nothing waits for every selected check of its paper. In the task graph it waits for those checks' blocks and
    predictions only."""
    from paper_figures.cgt import rates as cgt_rates
    from paper_figures.klt import table1 as klt_table1
    from paper_figures.muabg import thm5_laws as muabg_thm5_laws

    outcomes = [rp.CheckOutcome(c, key) for key, c in rp.collect_checks(False, None, {})]
    papers = ["KLT", "MUABG", "CGT", "LT"]

    def waits() -> dict[str, set[str]]:
        return {name: set(checks) for name, checks in rp.figure_waits(papers, outcomes, full=False).items()}

    found = waits()
    assert found["paper_figures.muabg.thm5_laws"] == set(muabg_thm5_laws.reads()) != set()
    assert found["paper_figures.cgt.rates"] == set(cgt_rates.reads()) != set()
    assert found["paper_figures.lt.escape_cost"] == found["paper_figures.klt.table1"] == set()
    monkeypatch.delattr(klt_table1, "reads")
    assert waits()["paper_figures.klt.table1"] == {o.check.id for o in outcomes if o.plugin == "KLT"}
    # the graph: the module's task after the blocks and the prediction of the checks it waited for
    first = quick.outcomes[0]
    module = Task("figure some.module", 1.0, (), 1.0, "figure")
    rep = replace(quick, figure_waits={"some.module": (first.check.id,)}, tasks=[*quick.tasks, module])
    graph = {t.name: t for t in rp.task_graph(rep)}
    expected = {rp.block_task_name(first.check, task) for task in first.task_seconds} | {f"{first.check.id} prediction"}
    assert set(graph[module.name].after) == expected


def test_results_json_is_standard_json(quick):
    def refuse(name: str) -> None:
        raise AssertionError(f"{name} in results.json: not standard JSON")

    json.loads((quick.out_dir / "results.json").read_text(), parse_constant=refuse)
    assert rp.strict_json({"slope": float("nan"), "rows": [float("inf"), 1.5]}) == {"slope": None, "rows": [None, 1.5]}


@pytest.mark.parametrize(
    "only",
    [["KLT-Lem4.3:g0:n", "MUABG"], ["CGT-Thm4.10-particular"], ["LT"], ["KLT-Lem4.3:g0:nn"], ["NOPAPER-x", "LT"]],
    ids=["a check and a paper", "a statement", "a paper", "a mistyped check", "an unknown paper"],
)
def test_a_selection_selects_what_it_would_among_every_papers_checks(only):
    """The checks a selection gives, loading only the papers it names, are those of every paper's checks filtered by
    it (and where a key selects nothing, the selection is an error)."""
    everything = all_checks(False, {})

    def selected(keys):
        return [c.id for _, c in everything if any(rp._matches(c, key) for key in keys)]

    try:
        ids = [c.id for _, c in rp.collect_checks(False, only, {})]
    except rp.UnknownSelection as exc:
        assert not all(selected([key]) or key in plugins.papers() for key in only), exc
        return
    assert ids == selected(only) and ids


def test_a_selection_imports_no_other_papers_checks():
    """In a fresh process, selecting a check of KLT and the paper MUABG imports the simulations of those two alone."""
    only = ["KLT-Lem4.3:g0:n", "MUABG"]
    script = (
        "import json, sys\n"
        "from paper_figures.reproduce import collect_checks\n"
        "collect_checks(False, json.loads(sys.argv[1]), {})\n"
        "print(json.dumps(sorted({m.split('.')[2] for m in sys.modules if m.startswith('simulations.papers.')})))\n"
    )
    run = subprocess.run([sys.executable, "-c", script, json.dumps(only)], capture_output=True, text=True, check=True)
    assert json.loads(run.stdout) == ["klt", "muabg"], run.stdout


def test_a_paper_whose_checks_measure_another_papers_statement_is_its_plugin_error(monkeypatch):
    """A paper's checks measure its own statements (what lets a selection load only the papers it names)."""
    own = checks_of("KLT")[:1]
    other = checks_of("CGT")[:1]
    modules = [SimpleNamespace(checks=lambda: own + other, negative_controls=list)]  # its first check module
    empty = SimpleNamespace(checks=list, negative_controls=list)
    monkeypatch.setattr(plugins, "import_module", lambda record, kind, name: modules.pop() if modules else empty)
    with pytest.raises(plugins.PluginError, match=f"KLT: its checks must measure its own .* {re.escape(other[0].id)}"):
        checks_of("KLT")
