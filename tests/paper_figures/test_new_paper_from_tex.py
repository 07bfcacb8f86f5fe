"""``ratekit new-paper NAME --from-tex PATH``: statements read from LaTeX source, numbered as printed, written as stubs
that load in ratekit; bad source is one line and exit 2."""

from __future__ import annotations

import importlib.util
import io
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from paper_figures.cli import main
from paper_figures.tex_source import read_paper

PREAMBLE = r"""\documentclass{article}
\usepackage{amsthm}
\input glyphtounicode
\newtheorem{theorem}{Theorem}[section]
\newtheorem{lemma}[theorem]{Lemma}
\newtheorem{assumption}{Assumption}
\newtheorem*{informal}{Informal Theorem}
\newtheorem{remark}{Remark}
\newcommand{\eps}{\varepsilon}
\newcommand{\rate}[2]{\frac{\sqrt{#1}}{#2}}
\newcommand{\inv}[1][n]{\frac{1}{#1}}
\def\lip#1{L_{#1}}
\def\beq{\begin{equation}}
\def\eeq{\end{equation}}
\title{Private Rates for \eps-DP}
"""

MAIN = (
    PREAMBLE
    + r"""\begin{document}
\maketitle
\begin{informal}
Private optimization is possible. % a comment that is not printed
\end{informal}
\section{Introduction}
\begin{assumption}[Lipschitz]\label{as:lip}
The loss is $L$-Lipschitz.
\end{assumption}
\section{Results}
\input{sections/results}
\begin{remark} Not a statement ratekit reads. \end{remark}
\section*{Discussion}
\appendix
\section{Proofs}
\begin{lemma}
A lemma without a label:
\[ \Phi = \tilde{O}\left(\frac{d}{n}\right). \]
\end{lemma}
\begin{algorithm}[t]
\caption{Noisy GD}\label{alg:ngd}
\begin{algorithmic}
\STATE $x_{t+1} = x_t - \eta (g_t + z_t)$
\end{algorithmic}
\end{algorithm}
\end{document}
"""
)

RESULTS = r"""\begin{theorem}[Main]\label{thm:main}
Under Assumption~\ref{as:lip}, with
\[ \sigma = \frac{L \sqrt{T}}{n \eps}, \quad T = n^2, \]
the output satisfies
\begin{equation}\label{eq:main}
\mathbb{E}\|\nabla F(\hat x)\| \le L \left(\rate{d \log(1/\delta)}{n \eps} + \inv\right).
\end{equation}
\end{theorem}
\begin{assumption}\label{as:smooth}
The loss is $\lip{1}$-smooth.
\end{assumption}
\begin{lemma}\label{lem:gap}
\beq
\mathrm{gap} \lesssim \frac{\Upsilon}{n}
\eeq
\end{lemma}
"""


def _paper(folder: Path, main: str = MAIN, results: str = RESULTS) -> Path:
    (folder / "sections").mkdir(parents=True)
    (folder / "main.tex").write_text(main)
    (folder / "sections" / "results.tex").write_text(results)
    return folder


def _tarball(folder: Path, target: Path, skip: str = "") -> Path:
    with tarfile.open(target, "w:gz") as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.name != skip:
                archive.add(path, arcname=path.relative_to(folder).as_posix())
    return target


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> Path:
    return _paper(tmp_path_factory.mktemp("tex"))


@pytest.fixture(scope="module")
def plugin(source, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("plugin")
    assert importlib.util.find_spec("texpaper") is None
    assert main(["new-paper", "texpaper", "--from-tex", str(source / "main.tex"), "--out", str(out)]) == 0
    return out / "texpaper"


def _module(path: Path) -> dict:
    namespace: dict = {}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    return namespace


def test_statements_are_numbered_as_printed_with_locators_labels_and_titles(source):
    found = {s.label or s.locator: s for s in read_paper(source).statements}
    assert [(s.locator, s.label) for s in read_paper(source).statements] == [
        ("Informal Theorem", None),
        ("Sec. 1, Assumption 1", "as:lip"),
        ("Sec. 2, Theorem 2.1", "thm:main"),
        ("Sec. 2, Assumption 2", "as:smooth"),  # a counter of its own, not reset by \section
        ("Sec. 2, Lemma 2.2", "lem:gap"),  # shares the theorem counter
        ("App. A, Lemma A.1", None),  # \appendix: section A, the theorem counter reset
        ("App. A, Algorithm 1", "alg:ngd"),
    ]
    assert found["thm:main"].title == "Main" and found["alg:ngd"].title == "Noisy GD"
    assert found["thm:main"].file == "sections/results.tex" and found["thm:main"].line == 1
    assert found["Informal Theorem"].number is None and found["Informal Theorem"].kind == "theorem"


def test_a_counter_of_its_own_numbers_otherwise(tmp_path):
    """Negative control of the shared counter: a lemma with its own counter within sections is Lemma 2.1."""
    own = MAIN.replace(r"\newtheorem{lemma}[theorem]{Lemma}", r"\newtheorem{lemma}{Lemma}[section]")
    locators = [s.locator for s in read_paper(_paper(tmp_path, own)).statements]
    assert "Sec. 2, Lemma 2.1" in locators and "Sec. 2, Lemma 2.2" not in locators


def test_what_follows_end_document_is_not_read(tmp_path):
    trailing = MAIN + "\\end{proof}\n\\begin{theorem}\nA draft.\n"
    assert read_paper(_paper(tmp_path, trailing)).statements == read_paper(_paper(tmp_path / "plain")).statements


def test_quotes_are_verbatim_and_texts_have_the_macros_expanded(source):
    main, informal, smooth = (
        next(s for s in read_paper(source).statements if s.label == label) for label in ("thm:main", None, "as:smooth")
    )
    assert r"\rate{d \log(1/\delta)}{n \eps} + \inv\right)" in main.quote
    assert r"\frac{\sqrt{d \log(1/\delta)}}{n \varepsilon} + \frac{1}{n}\right)" in main.text
    assert informal.quote == "Private optimization is possible."  # the comment is not printed
    assert r"$L_{1}$-smooth" in smooth.text


def test_the_stubs_hold_ids_quotes_the_prefilled_rate_and_settings_and_the_todo(plugin):
    data = _module(plugin / "texpaper" / "from_tex.py")
    by_id = data["BY_ID"]
    assert list(by_id) == [
        "TEXPAPER-Thm-unnumbered1",
        "TEXPAPER-as-lip",
        "TEXPAPER-thm-main",
        "TEXPAPER-as-smooth",
        "TEXPAPER-lem-gap",
        "TEXPAPER-LemA.1",
        "TEXPAPER-alg-ngd",
    ]
    main_theorem = by_id["TEXPAPER-thm-main"]
    assert main_theorem["locator"] == "Sec. 2, Theorem 2.1"
    assert main_theorem["quote"].startswith(r"\label{thm:main}" + "\nUnder Assumption~")
    assert main_theorem["settings"] == (r"\sigma = \frac{L \sqrt{T}}{n \varepsilon}", "T = n^2")
    assert main_theorem["quantity"] == r"\mathbb{E}\|\nabla F(\hat x)\|"
    assert main_theorem["rate"].startswith(r"L \left(\frac{\sqrt{d \log(1/\delta)}}")
    assert by_id["TEXPAPER-LemA.1"]["rate"] == r"\frac{d}{n}"  # read inside \tilde{O}
    assert by_id["TEXPAPER-lem-gap"]["rate"] is None
    (formula, reason) = by_id["TEXPAPER-lem-gap"]["unread"][0]
    assert formula == r"\frac{\Upsilon}{n}" and "undeclared symbol(s) Upsilon" in reason
    statements = (plugin / "texpaper" / "statements.py").read_text()
    assert r"# TEXPAPER-lem-gap (Sec. 2, Lemma 2.2): no rate read" in statements
    assert r'#   r"\frac{\Upsilon}{n}" is not read: LaTeX formula' in statements
    assert "# TEXPAPER-alg-ngd (App. A, Algorithm 1): an algorithm: not a rate" in statements


def test_the_plugin_loads_and_lists_its_statements_not_derived(plugin, tmp_path):
    init = plugin / "texpaper" / "__init__.py"
    script = (
        "import sys; from paper_figures.cli import main; "
        f"a = main(['--paper-file', {str(init)!r}, 'bounds', 'list', '--paper', 'TEXPAPER']); "
        f"b = main(['--paper-file', {str(init)!r}, 'bounds', 'show', 'TEXPAPER-thm-main']); sys.exit(a or b)"
    )
    env = {**os.environ, "RATEKIT_CACHE": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    listing, _, shown = run.stdout.partition("2 results\n")
    assert [line.split()[:2] for line in listing.splitlines()] == [
        ["TEXPAPER-thm-main@v1", "theorem"],
        ["TEXPAPER-LemA.1@v1", "lemma"],  # the lemma whose bound does not read is not registered
    ]
    assert "L/n + L*sqrt(d)/(epsilon*n)" in listing  # the rate read from the displayed bound (\inv's default n)
    assert "sigma = L*sqrt(T)/(epsilon*n)" in shown and "T = n**2" in shown
    assert "proof status: not derived" in shown and "source: Sec. 2, Theorem 2.1" in shown


def test_an_arxiv_tarball_reads_as_its_folder(source, tmp_path):
    tarball = _tarball(source, tmp_path / "2401.00001.tar.gz")
    assert read_paper(tarball) == read_paper(source)
    assert main(["new-paper", "texpaper", "--from-tex", str(tarball), "--out", str(tmp_path)]) == 0
    assert "TEXPAPER-lem-gap" in _module(tmp_path / "texpaper" / "texpaper" / "from_tex.py")["BY_ID"]


def _escaping_tarball(tmp_path: Path) -> Path:
    target = tmp_path / "evil.tar"
    with tarfile.open(target, "w") as archive:
        info = tarfile.TarInfo("../outside.tex")
        info.size = len(MAIN)
        archive.addfile(info, io.BytesIO(MAIN.encode()))
    return target


BAD_SOURCES = {
    "missing": (lambda tmp: tmp / "nowhere.tex", "no such file or folder"),
    "not LaTeX": (lambda tmp: _write(tmp / "notes.tex", "just some notes\n"), "is not a LaTeX document"),
    "binary": (lambda tmp: _write(tmp / "paper.pdf", "%PDF-1.5\0\0"), "is not a LaTeX file (it is binary)"),
    "tarball without main": (
        lambda tmp: _tarball(_paper(tmp / "src"), tmp / "src.tgz", skip="main.tex"),
        "no main .tex file in it",
    ),
    "escaping tarball": (_escaping_tarball, "member '../outside.tex' is not a file or folder inside"),
    "missing input": (
        lambda tmp: _paper(tmp / "src", MAIN.replace("sections/results", "sections/proofs")),
        r"\input{sections/proofs} at main.tex line 26: no file",
    ),
    "stray end": (
        lambda tmp: _paper(tmp / "src", MAIN.replace(r"\usepackage{amsthm}", r"\usepackage{amsthm}\end{proof}")),
        r"unbalanced environment: \end{proof} at main.tex line 2 has no \begin",
    ),
    "unclosed environment": (
        lambda tmp: _paper(tmp / "src", results=RESULTS.replace(r"\end{lemma}", "")),
        r"unbalanced environment: \begin{lemma} at sections/results.tex line 12 is closed by \end{document} at "
        "main.tex line 41",
    ),
    "mismatched end": (
        lambda tmp: _paper(tmp / "src", MAIN.replace(r"\maketitle", r"\maketitle\end{proof}")),
        r"unbalanced environment: \begin{document} at main.tex line 16 is closed by \end{proof} at main.tex line 17",
    ),
}


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


@pytest.mark.parametrize("case", sorted(BAD_SOURCES))
def test_bad_source_is_one_line_and_exit_2_and_writes_nothing(case, tmp_path, capsys):
    make, fragment = BAD_SOURCES[case]
    path = make(tmp_path)
    assert main(["new-paper", "texpaper", "--from-tex", str(path), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"--from-tex {str(path)!r}" in err[0] and fragment in err[0], err
    assert not (tmp_path / "out").exists()
