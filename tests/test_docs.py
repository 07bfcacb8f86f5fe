"""The documentation site builds offline with no warning, its command-line reference lists every command, and the
tutorial's worked example does what the tutorial says (a wrong noise is caught)."""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from sphinx.cmd.build import build_main

from paper_figures.cli import build_parser

pytestmark = pytest.mark.filterwarnings("ignore:.*Check CHANGES for Sphinx API modifications")  # MyST's, not ours

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
TUTORIAL = DOCS / "tutorial.md"


def _build(source: Path, out: Path) -> tuple[int, str]:
    """Build ``source`` (with the site's configuration) into ``out`` as the tests do: HTML, everything afresh, every
    warning an error; the exit code and the warnings."""
    warnings = out / "warnings.txt"
    out.mkdir(parents=True, exist_ok=True)
    args = ["-b", "html", "-q", "-E", "-W", "--keep-going", "-w", str(warnings), "-c", str(DOCS)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "path", list(sys.path))  # the configuration puts the repository and docs/_ext first
        patch.setattr(sys, "dont_write_bytecode", True)  # nothing written into the checkout
        code = build_main([*args, "-d", str(out / "doctrees"), str(source), str(out / "html")])
    return code, warnings.read_text() if warnings.exists() else ""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, str, Path]:
    out = tmp_path_factory.mktemp("site")
    code, warnings = _build(DOCS, out)
    return code, warnings, out / "html"


def test_the_site_builds_offline_without_a_warning(site):
    code, warnings, html = site
    assert warnings == "" and code == 0, warnings
    for page in ("index", "getting_started", "tutorial", "results", "benchmarks", "gallery", "api", "cli"):
        assert (html / f"{page}.html").is_file(), page


def test_a_warning_fails_the_build(tmp_path):
    """Negative control: the same configuration on a page with a broken link does not build."""
    source = tmp_path / "source"
    source.mkdir()
    (source / "index.md").write_text("# A page\n\nSee [the missing page](missing.md).\n")
    code, warnings = _build(source, tmp_path / "out")
    assert code != 0
    assert "missing.md" in warnings


def commands(parser: argparse.ArgumentParser) -> list[str]:
    """Every command of ``parser`` at any depth, as typed (``ratekit bounds show``)."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found += [sub.prog, *commands(sub)]
    return found


def missing_commands(page: str, names: list[str]) -> list[str]:
    """The commands of ``names`` that ``page`` (the CLI reference's HTML) gives no section with its usage."""
    sections = dict(re.findall(r'<section id="([^"]+)">(.*?)(?=<section id=|$)', page, re.S))
    out = []
    for name in names:
        body = sections.get(name.replace(" ", "-"), "")
        if f"usage: {name}" not in re.sub(r"<[^>]+>", "", body):
            out.append(name)
    return out


def test_the_cli_reference_lists_every_command(site):
    page = (site[2] / "cli.html").read_text()
    names = commands(build_parser())
    assert {"ratekit reproduce", "ratekit bounds certify", "ratekit cache clear"} <= set(names)
    assert missing_commands(page, names) == []
    assert missing_commands(page, [*names, "ratekit bounds frobnicate"]) == ["ratekit bounds frobnicate"]


def test_the_readmes_headline_is_in_the_results_page(site):
    """The results page includes the README's headline (one text; tests/test_readme.py checks its counts)."""
    readme = (ROOT / "README.md").read_text()
    headline = readme[readme.index("<!-- headline-start -->") : readme.index("<!-- headline-end -->")]
    counts = re.findall(r"\*\*(.+?)\*\*", " ".join(headline.split()))
    page = " ".join((site[2] / "results.html").read_text().split())
    assert len(counts) >= 2, "the headline's counts are in bold"
    assert [c for c in counts if f"<strong>{c}</strong>" not in page] == []


NOISE = "sp.sqrt(T * sp.log(1 / delta))"
REPORT = """
from bounds import registry
from bounds.errata import assessed
out = {key: registry.get(key).derive().status for key in ("MY-Thm1", "MY-Cor2", "MY-Lem3")}
out["MY-Cor2 chain"] = registry.get("MY-Cor2").proof_status()[1]
out["MY-Lem3 corrected"] = registry.get("MY-Lem3").corrected().proof_status()[0]
out["privacy"] = registry.get("MY-Thm1-privacy").privacy_check().holds
lemma = registry.get("MY-Lem3")
out["MY-Lem3 privacy"] = [lemma.privacy_check().holds, lemma.corrected().privacy_check().holds]
out["MY-E1"] = assessed(registry.errata("MY")[0]).severity
print(json.dumps(out))
"""


def _tutorial_blocks() -> list[str]:
    blocks = re.findall(r"```python\n(.*?)```", TUTORIAL.read_text(), re.S)
    assert len(blocks) == 7, (
        "the tutorial's Python blocks: record, statement, LaTeX, citation, claim, erratum, logs and normalisation"
    )
    assert NOISE in blocks[4], "the privacy claim's noise changed: update this test"
    return blocks


def _run(script: str) -> dict:
    """Run ``script`` in a fresh interpreter (registration is global), derivations computed afresh and cached
    nowhere; the JSON it prints last."""
    env = {**os.environ, "RATEKIT_DERIVE_CACHE": "off"}
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def test_the_tutorial_runs_as_it_says():
    """The tutorial's blocks, run in order: every statement, claim and erratum comes out as the page says (the
    printed Lemma 3 is the negative control of its own correction)."""
    out = _run("import json\n" + "".join(_tutorial_blocks()) + REPORT)
    assert (out["MY-Thm1"], out["MY-Cor2"], out["MY-Lem3"]) == ("verified", "verified", "does not follow")
    assert "chain: MY-Thm1@v1" in out["MY-Cor2 chain"]
    assert out["MY-Lem3 corrected"] == "derived up to constants"
    assert out["privacy"] is True
    assert out["MY-Lem3 privacy"] == [False, True]
    assert out["MY-E1"] == "privacy"


def test_the_tutorials_claim_without_sqrt_T_fails():
    """Negative control of the privacy claim: the tutorial up to its claim, with the noise of one step for all T."""
    blocks = _tutorial_blocks()[:5]
    blocks[4] = blocks[4].replace(NOISE, "sp.sqrt(sp.log(1 / delta))")
    script = "import json\n" + "".join(blocks) + "from bounds import registry\n"
    script += "print(json.dumps(registry.get('MY-Thm1-privacy').privacy_check().holds))\n"
    assert _run(script) is False
