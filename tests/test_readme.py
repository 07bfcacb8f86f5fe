"""The README's worked example does what the README says (it verifies, and a wrong exponent of n is caught), and its
headline counts are what the registry computes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
TUTORIAL = README.parent / "docs" / "tutorial.md"
STATED = "sp.sqrt(d) / (n * epsilon)))"


def _example() -> str:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert len(blocks) == 1, "the README has one Python example: a theorem"
    assert STATED in blocks[0], "the example's stated rate changed: update this test"
    return blocks[0]


def test_the_readmes_example_is_the_tutorials():
    """The front door's example is the tutorial's statement, verbatim (tests/test_docs.py runs the tutorial)."""
    assert _example() in re.findall(r"```python\n(.*?)```", TUTORIAL.read_text(), re.S)


def _derive(source: str) -> str:
    """Run ``source`` in a fresh interpreter (registration is global) and return MY-Thm1's derivation."""
    script = source + "\nfrom bounds import registry\nr = registry.get('MY-Thm1').derive()\nprint(r.status)\n"
    script += "print(r.evidence())\n"
    env = {**os.environ, "RATEKIT_DERIVE_CACHE": "off"}
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize(
    ("stated", "status", "witness"),
    [
        (STATED, "verified", "along every admissible direction"),
        ("sp.sqrt(d) / (n**2 * epsilon)))", "does not follow", "along n ~ s^1: derived/stated grows like s^(1)"),
    ],
)
def test_readme_example(stated, status, witness):
    out = _derive(_example().replace(STATED, stated))
    assert out.splitlines()[0] == status
    assert witness in out


def test_the_readmes_account_of_the_errata_matches_the_registry():
    """The counts the README gives (distinct errors, per paper, per severity) are what `ratekit errata` reports."""
    from bounds import registry
    from bounds.errata import all_errata, severity_counts

    text = README.read_text()
    errata = all_errata()
    assert f"**{len(errata)} distinct errors**" in text
    per_paper = ", ".join(f"{p} {len(registry.errata(p))}" for p in ("KLT", "MUABG", "CGT", "LT"))
    assert f"({per_paper})" in text.replace("\n", " ")
    by_severity = ", ".join(f"{n} {s}" for s, n in reversed(severity_counts(errata).items()))
    assert by_severity in text.replace("\n", " ")


def test_the_readmes_proof_ledger_matches_the_registry():
    from bounds.errata import ledger

    counts = {status: len(rows) for status, rows in ledger().items()}
    flat = README.read_text().replace("\n", " ")
    assert f"of the {sum(counts.values())}, **" in flat
    assert ", ".join(f"{n} {s}" for s, n in counts.items()) + "** as printed" in flat
