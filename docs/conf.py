"""Sphinx configuration of ratekit's documentation: Markdown pages (MyST), the API reference from the docstrings
(autodoc) and the command-line reference from the parser itself (``_ext/ratekit_cli.py``).

Build with ``python -m sphinx docs docs/_build/html``; ``tests/test_docs.py`` builds it offline with warnings as
errors. Nothing here fetches anything: no intersphinx, no remote images.
"""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path[:0] = [str(DOCS.parent), str(DOCS / "_ext")]

project = "ratekit"
author = "the ratekit authors"
try:
    release = metadata.version("ratekit")
except metadata.PackageNotFoundError:  # building from a checkout that is not installed
    release = "unknown"
version = release

extensions = ["myst_parser", "sphinx.ext.autodoc", "ratekit_cli"]
source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
exclude_patterns = ["_build", "_ext", ".gitignore"]
myst_heading_anchors = 3
smartquotes = False  # option names keep their two hyphens, quotes stay straight

autodoc_member_order = "bysource"
autodoc_typehints = "signature"
python_maximum_signature_line_length = 100  # one parameter a line beyond this

html_theme = "alabaster"
html_title = f"ratekit {release}"
html_theme_options = {
    "description": "Does the theorem's rate hold? Symbolic re-derivation, units, privacy claims and measured slopes.",
    "fixed_sidebar": True,
    "page_width": "1240px",
    "sidebar_width": "230px",
    "code_font_size": "0.8em",
}
html_sidebars = {"**": ["about.html", "navigation.html", "relations.html", "searchbox.html"]}
html_show_sourcelink = False


def _factory_defaults(app, what, name, obj, options, signature, return_annotation):
    """A dataclass field with a ``default_factory`` shows as ``<factory>``, which no Python signature parses (the
    whole signature would print as raw text): show it as ``...``."""
    if signature and "<factory>" in signature:
        return signature.replace("<factory>", "..."), return_annotation
    return None


def setup(app):
    app.connect("autodoc-process-signature", _factory_defaults)
