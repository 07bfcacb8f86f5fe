"""The LaTeX that ratekit writes compiles with a real TeX engine (pdflatex): ``ratekit-macros.tex`` (``ratekit
reproduce``), input into a document that uses its macros, and each paper's referee report (``ratekit errata --format
tex``), a standalone document; a broken file fails, so the check can fail. Skipped where no pdflatex is installed."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest

from bounds.errata import AssessedErratum, all_errata, ledger
from bounds.referee_report import FORMATS, TEX_PREAMBLE, quote_tex, tex_escape
from paper_figures import macros as macros_module
from paper_figures import reproduce as rp

PAPERS = ("KLT", "MUABG", "CGT", "LT")
#: the Debian packages that give pdflatex and the LaTeX packages the outputs load (.ci/run installs them)
TEX_PACKAGES = "texlive-latex-base texlive-latex-recommended texlive-fonts-recommended"
pytestmark = pytest.mark.skipif(
    shutil.which("pdflatex") is None, reason=f"no pdflatex on PATH (Debian: apt-get install {TEX_PACKAGES})"
)
#: TeX points per centimetre (Knuth, The TeXbook, 1984, Ch. 10: 1in = 72.27pt = 2.54cm)
POINTS_PER_CM = 72.27 / 2.54


def pdflatex(source: str, folder: Path) -> tuple[int, str]:
    """Compile ``source`` as ``folder/document.tex``; (exit status, the log). Whatever TeX writes stays in
    ``folder`` (its variable tree included)."""
    (folder / "document.tex").write_text(source)
    done = subprocess.run(
        ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "document.tex"],
        cwd=folder,
        env={**os.environ, "TEXMFVAR": str(folder / "texmf-var")},
        capture_output=True,
        timeout=120,
    )
    log = folder / "document.log"
    return done.returncode, log.read_text(errors="replace") if log.exists() else done.stdout.decode(errors="replace")


def assert_compiled(status: int, log: str, folder: Path) -> None:
    errors = [line for line in log.splitlines() if line.startswith("!")]
    assert status == 0, errors
    assert (folder / "document.pdf").read_bytes().startswith(b"%PDF")
    assert "Missing character" not in log  # every character has a glyph in the fonts used
    assert not list(folder.glob("texmf-var/**/*pk"))  # and every font is an installed outline: no bitmap generated


@cache
def assessed(paper: str) -> tuple[AssessedErratum, ...]:
    return tuple(all_errata(paper))


# ---- the referee report --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("paper", PAPERS)
def test_each_papers_referee_report_compiles_and_nothing_runs_off_the_page(paper, tmp_path):
    source = FORMATS["tex"](list(assessed(paper)), paper)
    assert source.startswith("\\documentclass") and source.rstrip().endswith("\\end{document}")
    status, log = pdflatex(source, tmp_path)
    assert_compiled(status, log, tmp_path)
    margin = float(re.search(r"margin=([\d.]+)cm", source)[1]) * POINTS_PER_CM
    too_wide = [float(w) for w in re.findall(r"Overfull \\hbox \(([\d.]+)pt too wide\)", log)]
    assert max(too_wide, default=0.0) < margin
    quotes = re.findall(r"^\\item\[Printed\] (.*)$", source, re.M)
    assert len(quotes) == len(assessed(paper))
    assert any(q.startswith("$") for q in quotes)  # the paper's own LaTeX typeset as mathematics


def test_a_report_with_an_unescaped_character_fails(tmp_path):
    source = FORMATS["tex"](list(assessed("CGT")), "CGT")
    broken = source.replace("\\end{document}", "the printed a_1 & 50% of it\n\\end{document}")
    status, log = pdflatex(broken, tmp_path)
    assert status != 0 and "! Missing $ inserted" in log


#: (quote, how the report sets it): its own LaTeX as mathematics where it sets, its source verbatim where it would not
QUOTES = [
    (r"\frac{L}{B_1} + \sqrt{d \log \Sigma}", "$"),
    (r"H(w)=\begin{cases}\|w\|^{2}&\text{if }\|w\|\leq 4D\\ 4D\|w\|&\text{otherwise}\end{cases}", "$"),
    (r"\frac{2Q\sqrt{t+1}(L+% \frac{Q(t+1)}{\sqrt{B}})}{\beta}", "$"),  # a line break in the arXiv source
    (r"for any $x \in \mathbb{R}^d$; it is $O(L/\lambda)$-smooth", "``"),
    (r"\frac{\nabla_{t-1}}{\beta}+\frac{\mathbf{b}_{t-1}}{\eta_{t}}\right\|_{2}", "\\texttt"),  # cut from a display
    (r"{\sqrt{m}} \right] \leq 1 - \delta/8,", "\\texttt"),
    (r"\max_{t}\frac{\rho\|x_{t}\|}{b_{t}})\cdot\frac", "\\texttt"),  # a \frac cut from its arguments
    (r"\rho_{t}\geq\frac{\rho}{2} and the stopping condition is triggered", "\\texttt"),  # prose in the formula
    (r"x \coloneqq y \# 1", "\\texttt"),  # a command the preamble lacks, a parameter character
    (r"x \leq 1 & y", "\\texttt"),  # alignment outside an environment
    (r"50% & #1", "``"),  # no LaTeX in it: prose, its special characters escaped
    ("will at least decrease by \u03a9(\u03b7/\u03b3\u00b2)\U0001d6fa\U0001d702\\Omega(\\eta)", "\\texttt"),
    ("in Algorithm 4 directly follows from Lemma 3.4", "``"),
]
#: text with every TeX special character and the non-ASCII characters a paper's PDF text carries
TEXTS = [
    "a_1 & 50% #3 ~x^2 {y} \\z <b> |c|",
    "\u00e9 \u00df \u00f0 \u211d \U0001d705 x\u2074 y\u2081 \u2264 \u201cq\u201d \u2014 \u2026 \u03a3\u03c3",
]


def test_every_kind_of_quote_and_character_sets(tmp_path):
    assert [q for q, kind in QUOTES if not quote_tex(q).startswith(kind)] == []
    body = [f"\\item {quote_tex(q)}" for q, _ in QUOTES] + [f"\\item {tex_escape(t)}" for t in TEXTS]
    source = "\n".join([TEX_PREAMBLE, "\\begin{itemize}", *body, "\\end{itemize}", "\\end{document}"])
    status, log = pdflatex(source, tmp_path)
    assert_compiled(status, log, tmp_path)


# ---- the macros ----------------------------------------------------------------------------------------------------
def results_payload() -> dict:
    """A ``results.json`` payload as ``ratekit reproduce`` writes it, with every shipped check (its id, paper,
    tolerance and seeds) and the errata and proof ledger as assessed; the measured numbers are stand-ins, distinct
    per check, since measuring takes minutes."""
    checks = [c for _, c in rp.collect_checks(False, None, {})]
    rows = [
        {
            "id": c.id,
            "paper": c.paper,
            "slope": i / 7 - 3,
            "ci_low": i / 7 - 3.25,
            "ci_high": i / 7 - 2.75,
            "reference_slope": -i / 11,
            "tolerance": c.tolerance,
            "verdict": c.expected,
            "as_expected": True,
            "seeds_used": c.seeds,
        }
        for i, c in enumerate(checks)
    ]
    return {
        "checks": rows,
        "errata_per_paper": {paper: len(assessed(paper)) for paper in PAPERS},
        "proof_status": {status: [{"statement": k} for k, _ in keys] for status, keys in ledger().items()},
    }


def macros_document(rows: list[dict], body: str = "") -> str:
    """A document that inputs ``ratekit-macros.tex`` and cites every check's slope and interval, each paper's counts
    and the ledger's, writing each slope to the log."""
    cites = [
        f"{tex_escape(r['id'])}: \\ratekit{{{r['id']}}}{{slope}} (\\ratekit{{{r['id']}}}{{low}} to "
        f"\\ratekit{{{r['id']}}}{{high}}, \\ratekit{{{r['id']}}}{{verdict}}).\n"
        f"\\typeout{{ratekit:{i}=\\ratekit{{{r['id']}}}{{slope}}}}"
        for i, r in enumerate(rows)
    ]
    counts = [f"{p}: \\ratekit{{{p}}}{{checks}} checks, \\ratekit{{{p}}}{{errata}} errata." for p in PAPERS]
    return "\n".join(
        [
            "\\documentclass{article}",
            "\\input{ratekit-macros.tex}",
            "\\begin{document}",
            *cites,
            *counts,
            "Statements that do not follow: \\ratekit{proofs}{does-not-follow}.",
            body,
            "\\end{document}",
        ]
    )


def test_the_macros_compile_and_each_cites_its_number(tmp_path):
    payload = results_payload()
    (tmp_path / "ratekit-macros.tex").write_text(macros_module.macros(payload))
    status, log = pdflatex(macros_document(payload["checks"]), tmp_path)
    assert_compiled(status, log, tmp_path)
    logged = dict(re.findall(r"^ratekit:(\d+)=(\S*)$", log, re.M))
    assert len(logged) == len(payload["checks"]) > 0
    for i, row in enumerate(payload["checks"]):
        assert float(logged[str(i)]) == pytest.approx(row["slope"], abs=5e-4)


def test_a_macros_document_with_an_unescaped_character_fails(tmp_path):
    payload = results_payload()
    (tmp_path / "ratekit-macros.tex").write_text(macros_module.macros(payload))
    status, log = pdflatex(macros_document(payload["checks"][:1], body="a_1 & 50%"), tmp_path)
    assert status != 0 and "! Missing $ inserted" in log
