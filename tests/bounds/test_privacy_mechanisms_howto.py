"""The how-to page on privacy mechanisms runs as written: its Python blocks, executed in order in one namespace, each
assert what the page says."""

from __future__ import annotations

import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[2] / "docs" / "howto" / "privacy_mechanisms.md"


def python_blocks(text: str) -> list[str]:
    return re.findall(r"^```python\n(.*?)^```$", text, flags=re.MULTILINE | re.DOTALL)


def test_the_page_has_one_block_per_mechanism_and_every_block_runs():
    blocks = python_blocks(PAGE.read_text(encoding="utf-8"))
    assert len(blocks) == 8
    namespace: dict[str, object] = {}
    for number, block in enumerate(blocks, 1):
        exec(compile(block, f"{PAGE.name}, block {number}", "exec"), namespace)
