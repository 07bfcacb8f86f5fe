"""Each paper has its own symbol namespace (bounds.symbols): a name may mean different symbols, with different
units, in different papers; a statement uses only the shared vocabulary, its paper's own symbols and those its paper
imports with ``use``. The in-process tests use names no shipped paper declares; the plugin tests run the CLI."""

from __future__ import annotations

import pickle
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import sympy as sp

from bounds import certificate_check, symbols
from bounds.dimensions import GRADIENT, LENGTH, NONE
from bounds.latex import tex
from bounds.rate import Rate
from bounds.theorem import Theorem


def test_one_name_two_papers_two_symbols_that_print_alike():
    a = symbols.declare("Xi_ns", LENGTH, "a radius", ("NS_A",))
    b = symbols.declare("Xi_ns", NONE, "a count", ("NS_B",), "up")
    assert a != b and str(a) == str(b) == "Xi_ns"
    assert symbols.info(a).dimension == LENGTH and symbols.info(b).dimension == NONE
    assert symbols.lookup("Xi_ns", "NS_A") == a and symbols.lookup("Xi_ns", "NS_B") == b
    with pytest.raises(ValueError, match="declared by several papers"):
        symbols.lookup("Xi_ns")
    assert symbols.declare("Xi_ns", LENGTH, "a radius", ("NS_A",)) == a  # declaring again, alike: the same symbol
    with pytest.raises(ValueError, match="already declared in NS_A"):
        symbols.declare("Xi_ns", GRADIENT, "a gradient", ("NS_A",))


def test_a_domain_narrows_the_scaling_and_a_conflicting_one_is_refused():
    """kappa-like exponents live in [1, 2]; a count may not be declared below 1; a second declaration must agree."""
    k = symbols.declare("kappa_ns", NONE, "an exponent", ("NS_D",), domain=sp.Interval(1, 2))
    info = symbols.info(k)
    assert info.admits(1.5) and not info.admits(3.0) and info.domain_text() == "[1, 2]"
    assert symbols.info(symbols.declare("m_ns", NONE, "a count", ("NS_D",), "up")).domain_text() == "[1, oo)"
    with pytest.raises(ValueError, match="within"):
        symbols.declare("c_ns", NONE, "a count", ("NS_D",), "up", domain=sp.Interval.open(0, 1))
    with pytest.raises(ValueError, match="already declared"):
        symbols.declare("kappa_ns", NONE, "an exponent", ("NS_D",), domain=sp.Interval(1, 3))


def test_shared_names_are_shared_unless_the_paper_gives_them_other_units():
    assert symbols.declare("n", NONE, "samples", ("NS_C",), "up") == symbols.n
    own = symbols.declare("sigma", NONE, "a noise multiplier (no unit)", ("NS_C",))
    assert own != symbols.sigma and symbols.lookup("sigma", "NS_C") == own
    assert symbols.lookup("sigma") == symbols.sigma


def test_pickle_and_srepr_round_trip_keep_the_namespace():
    a = symbols.declare("Pi_ns", LENGTH, "a length", ("NS_D",))
    b = symbols.declare("Pi_ns", NONE, "a ratio", ("NS_E",))
    expr = a**2 / b
    assert pickle.loads(pickle.dumps(expr)) == expr
    # the independent certificate checker reads a paper's own symbols back from their srepr
    assert certificate_check._read(sp.srepr(expr)) == expr


def _theorem(paper: str, rate: sp.Expr) -> Theorem:
    return Theorem(
        id=f"{paper}-T",
        paper=paper,
        version="v1",
        source="Thm 1",
        kind="theorem",
        statement="a bound",
        rate=Rate.of("q", LENGTH, ("only", rate)),
    )


def test_a_statement_may_not_use_another_papers_symbol_unless_imported():
    r = symbols.declare("Rho_ns", LENGTH, "a radius", ("NS_F",))
    with pytest.raises(
        ValueError, match=r"NS_G-T@v1: symbol\(s\) Rho_ns \(of NS_F\) belong to other papers, and NS_G neither declares"
    ):
        _theorem("NS_G", r / symbols.n)
    assert symbols.use("Rho_ns", "NS_F", "NS_G") == r
    assert _theorem("NS_G", r / symbols.n).symbols() == {r, symbols.n}
    with pytest.raises(ValueError, match="declares no symbol 'Nope_ns'"):
        symbols.use("Nope_ns", "NS_F", "NS_G")


def test_latex_names_resolve_in_the_papers_namespace_only():
    a = symbols.declare("Z_q", LENGTH, "a length", ("NS_H",))
    b = symbols.declare("Z_q", NONE, "a count", ("NS_I",), "up")
    assert tex(r"\frac{Z_{q}}{n}", paper="NS_H") == a / symbols.n
    assert tex(r"\frac{Z_{q}}{n}", paper="NS_I") == b / symbols.n
    with symbols.paper_context("NS_I"):
        assert tex(r"Z_{q}^2") == b**2
    with pytest.raises(
        ValueError, match="uses undeclared symbol\\(s\\) Z_q: paper NS_J neither declares nor imports them"
    ):
        tex(r"Z_{q} \cdot n", paper="NS_J")


# ---- two plugins on the command line --------------------------------------------------------------------------
PLUGIN = {
    "__init__.py": """
        from bounds.paper import Paper

        PAPER = Paper(key="{key}", title="T", authors="A", arxiv="", versions=("v1",),
                      symbols=("{pkg}.symbols",), statements=("{pkg}.statements",))
    """,
    "symbols.py": """
        from bounds.dimensions import {dim}
        from bounds.symbols import declare

        S = declare("S", {dim}, "{meaning}", scaling="{scaling}")
    """,
    "statements.py": """
        from bounds.dimensions import {dim}
        from bounds.latex import tex
        from bounds.rate import Rate
        from bounds.registry import register
        from bounds.theorem import Theorem

        register(Theorem(id="{key}-Thm1", paper="{key}", version="v1", source="Thm 1", kind="theorem",
                         statement="a bound", rate=Rate.of("q", {dim}, ("only", tex(r"{rate}")))))
    """,
}


def _plugin(root: Path, pkg: str, **fields: str) -> Path:
    folder = root / pkg
    folder.mkdir()
    for name, text in PLUGIN.items():
        (folder / name).write_text(textwrap.dedent(text.format(pkg=pkg, **fields)))
    return folder / "__init__.py"


def _ratekit(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {"RATEKIT_CACHE": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}
    return subprocess.run(
        [sys.executable, "-m", "paper_figures.cli", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_two_plugins_declaring_the_same_name_with_other_units_load_together(tmp_path):
    # S is also CGT's standard deviation of a batch gradient difference ([F*X^(-1)])
    verts = _plugin(
        tmp_path, "nsverts", key="NSV", dim="NONE", meaning="number of vertices", scaling="up", rate="\\frac{S}{n}"
    )
    radius = _plugin(
        tmp_path, "nsradius", key="NSR", dim="LENGTH", meaning="a radius", scaling="free", rate="\\frac{S}{n}"
    )
    files = ["--paper-file", str(verts), "--paper-file", str(radius)]
    listed = _ratekit(tmp_path, *files, "bounds", "list")
    assert listed.returncode == 0, listed.stderr
    assert "NSV-Thm1@v1" in listed.stdout and "NSR-Thm1@v1" in listed.stdout and "CGT-Thm4.1@v1" in listed.stdout
    shown = _ratekit(tmp_path, *files, "symbols", "--paper", "NSV")
    assert shown.returncode == 0, shown.stderr
    rows = {line.split()[0]: line.split() for line in shown.stdout.splitlines()[:-1]}
    assert rows["S"][1:4] == ["[1]", "up", "NSV"] and "number of vertices" in shown.stdout
    assert "a radius" not in shown.stdout
    units = _ratekit(tmp_path, *files, "bounds", "show", "NSR-Thm1", "--at", "S=2")
    assert units.returncode == 0, units.stderr


def test_a_plugin_using_a_name_it_neither_declares_nor_imports_is_refused(tmp_path):
    # D_C is CGT's diameter; this plugin does not import it
    stray = _plugin(
        tmp_path, "nsstray", key="NSS", dim="LENGTH", meaning="a radius", scaling="free", rate="\\frac{S D_C}{n}"
    )
    run = _ratekit(tmp_path, "--paper-file", str(stray), "bounds", "list")
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "D_C" in lines[0] and "NSS neither declares nor imports" in lines[0], run.stderr
    assert "statements.py, line" in lines[0]
