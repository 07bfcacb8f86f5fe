"""``ratekit new-paper NAME``: the skeleton of a paper plugin that runs as written.

The skeleton encodes one small correct result, the Gaussian mechanism for a mean (replace-one neighbours, rho-zCDP),
with everything a paper plugin has: the :class:`~bounds.paper.Paper` and its entry point, a symbol of its own, a
statement written in LaTeX with its setting, derivation and privacy claim, a rate check with a negative control,
a figure, a test and a notebook. Replace the statement with your own and keep the shape.

From the paper's LaTeX source
-----------------------------
``ratekit new-paper NAME --from-tex PATH`` (PATH: the main ``.tex`` file, the source folder, or the arXiv source
tarball) writes instead a plugin of the paper's own statements, read by :mod:`paper_figures.tex_source`: every
theorem, lemma, proposition, corollary, assumption, definition and algorithm, with its printed number and locator
(``Sec. 3, Theorem 3.2``), its quote verbatim and its displayed formulas (``NAME/from_tex.py``). Each theorem-like
statement whose displayed bound ratekit reads is registered in ``NAME/statements.py`` with that rate and the settings
it reads, and no derivation, so that it shows as *not derived*; the others are listed there as TODO with each formula
that did not read and why (:mod:`paper_figures.tex_stubs`). It has no checks or figures yet: the plain skeleton shows
how to write them.
"""

from __future__ import annotations

import importlib.util
import json
import keyword
import re
import shutil
from pathlib import Path

from bounds import plugins
from paper_figures.tex_source import TexSourceError, read_paper
from paper_figures.tex_stubs import Stub, plugin_modules, python_string

_NAME = re.compile(r"[a-z][a-z0-9_]*")


class SkeletonError(ValueError):
    """A name or place the skeleton cannot be written under (a user error)."""


PYPROJECT = """[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "{name}"
version = "0.1.0"
description = "A ratekit paper plugin"
requires-python = ">=3.11"
dependencies = ["ratekit"]

[project.entry-points."ratekit.papers"]
{key} = "{name}:PAPER"

[tool.setuptools.packages.find]
include = ["{name}*"]
"""

INIT = '''"""{key} as a ratekit paper plugin. Fill in the paper's identity; list its modules."""

from bounds.paper import Paper

PAPER = Paper(
    key="{key}",
    title="TITLE OF THE PAPER",
    authors="AUTHORS",
    arxiv="",  # e.g. "2410.05880"
    versions=("v1",),
    symbols=("{name}.symbols",),
    statements=("{name}.statements",),
    checks=("{name}.checks",),
    figures=("{name}.figures",),
    notebooks=("notebooks/explore.ipynb",),
)
'''

SYMBOLS = '''"""The symbols of {key} that ratekit's shared vocabulary (n, d, epsilon, delta, rho, L, ...) lacks.

These names are {key}'s own: another paper may declare the same names with other units. Another paper's symbol is
used only once imported, e.g. ``D_C = use("D_C", "CGT")`` with ``from bounds.symbols import use``;
``ratekit symbols --paper {key}`` lists every name {key} may use.
"""

from bounds.dimensions import LENGTH
from bounds.symbols import declare

R_x = declare("R_x", LENGTH, "radius of the ball that holds every data point", ("{key}",))
sigma_x = declare("sigma_x", LENGTH, "standard deviation of the Gaussian noise on the mean (a length)", ("{key}",))
'''

STATEMENTS = '''"""{key}'s statements: settings, rate, derivation and privacy claim of each (one example, to replace).

The private mean (1/n) sum_i x_i + N(0, sigma^2 I_d) of n points of norm at most R_x: a replace-one change moves the
mean by at most 2 R_x/n, so sigma_x = 2 R_x/(n sqrt(2 rho)) makes it rho-zCDP; its squared error is d sigma_x^2.
"""

from bounds.dimensions import LENGTH
from bounds.latex import setting, tex
from bounds.privacy_claim import GaussianRelease, PrivacyClaim, ZCDP
from bounds.rate import Rate
from bounds.registry import register
from bounds.symbols import n, rho
from bounds.theorem import Derivation, Theorem
from {name}.symbols import R_x, sigma_x

NOISE = dict([setting(r"\\sigma_x = \\frac{{2 R_x}}{{n \\sqrt{{2 \\rho}}}}")])

register(
    Theorem(
        id="{key}-Thm1",
        paper="{key}",
        version="v1",
        source="Thm 1 (where the paper states it)",
        kind="theorem",
        statement="the Gaussian mean with sigma = 2 R_x/(n sqrt(2 rho)) is rho-zCDP with squared error "
        "2 R_x^2 d/(n^2 rho)",
        rate=Rate.of(
            "squared error E||mean_hat - mean||^2", LENGTH**2, ("private", tex(r"\\frac{{2 R_x^2 d}}{{n^2 \\rho}}"))
        ),
        parameters=NOISE,
        derivation=Derivation({{"noise d sigma_x^2": tex(r"d \\sigma_x^2")}}, exact=True),
        privacy_claim=PrivacyClaim(
            (GaussianRelease("noisy mean", sigma_x, R_x, normalisation=n),),
            ZCDP(rho),
            "replace-one",
            grid={{rho: (0.01, 1.0), n: (1e2, 1e6)}},
        ),
    )
)
'''

CHECKS = '''"""{key}'s rate checks: the measured n-slope of the private mean's squared error against -2.

The measure adds the noise the statement sets: ``reads=("sigma_x",)`` evaluates {key}-Thm1's sigma_x at each point of
the check and hands it to the measure as ``params["sigma_x"]``, so a wrong setting in the statement moves the
measurement and the check fails. Read every setting the algorithm runs with (noise, steps, step size, batch) this
way; ``rounded_up`` names the settings that count (steps, a batch) and are rounded up before the others use them.
"""

from collections.abc import Mapping

import numpy as np

from simulations.checks.ratecheck import RateCheck, split_parameters

SWITCHES = ("control_unscaled_noise",)
BASE = {{"R_x": 1.0, "d": 64.0, "rho": 0.5}}


def measure_squared_error(params: Mapping[str, float], seq: np.random.SeedSequence, reps: int) -> np.ndarray:
    """Squared error of the private mean of n points on the sphere of radius R_x with the statement's noise sigma_x,
    one value per repetition."""
    rng = np.random.default_rng(seq)
    n, d, radius = int(params["n"]), int(params["d"]), params["R_x"]
    points = rng.standard_normal((reps, n, d))
    points *= radius / np.linalg.norm(points, axis=-1, keepdims=True)
    sigma = params["sigma_x"] * (n if params.get("control_unscaled_noise") else 1)
    noisy = points.mean(axis=1) + sigma * rng.standard_normal((reps, d))
    return np.sum((noisy - points.mean(axis=1)) ** 2, axis=-1)


def _check(name: str, why_fail: str = "", variant: str = "", **switches: float) -> RateCheck:
    fixed, settings = split_parameters({{**BASE, **switches}}, SWITCHES, "{key}")
    return RateCheck(
        name=name,
        theorem="{key}-Thm1",
        quantity="squared error",
        tag="squared-error",
        variant=variant,
        swept="n",
        values=(100.0, 200.0, 400.0, 800.0),
        fixed=fixed,
        settings=settings,
        instance="n points on the sphere of radius R_x in R^d",
        algorithm="Gaussian mechanism on the mean, sigma = 2 R_x/(n sqrt(2 rho))",
        metric="squared error of the private mean",
        measure=measure_squared_error,
        reads=("sigma_x",),
        tolerance=0.1,
        tolerance_reason="64 seeds of a chi-square with d = 64 degrees of freedom: the slope's standard error is "
        "about 0.015, so the 95% interval lies well inside +-0.1",
        seeds=64,
        expected="fail" if why_fail else "pass",
        why_fail=why_fail,
    )


def checks() -> list[RateCheck]:
    return [_check("{key} Thm 1: squared error vs n")]


def negative_controls() -> list[RateCheck]:
    return [
        _check(
            "{key} Thm 1 control: noise not divided by n",
            why_fail="negative control: the noise does not shrink with n, so the error is flat in n",
            variant="control-unscaled-noise",
            control_unscaled_noise=1.0,
        )
    ]
'''

FIGURES = '''"""{key}'s figures: the measured squared error against n beside the statement's bound."""

from pathlib import Path

from paper_figures.plotting import save, slope_figure
from simulations.checks import SampleCache, run_check
from {name}.checks import checks, negative_controls

BEARS_ON = ("{key}-Thm1",)


def make(out_dir: Path, cache_dir: Path | None = None) -> list[Path]:
    cache = SampleCache(cache_dir)
    results = [run_check(c, cache) for c in checks() + negative_controls()]
    return save(slope_figure(results, "{key} Thm 1: squared error vs n"), Path(out_dir), "{name}_squared_error_vs_n")
'''

TEST = '''"""{key}: the statement derives, its claim holds, the check passes and the control fails."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bounds import registry  # noqa: E402
from simulations.checks import SampleCache, run_check  # noqa: E402


def test_statement_derives_and_is_private():
    import {name}.statements  # noqa: F401

    theorem = registry.get("{key}-Thm1")
    assert theorem.proof_status()[0] == "derived"
    assert theorem.unit_problems() == []
    assert theorem.privacy_check().holds


def test_check_passes_and_control_fails(tmp_path):
    from {name}.checks import checks, negative_controls

    cache = SampleCache(tmp_path)
    for check in checks() + negative_controls():
        result = run_check(check, cache)
        assert result.as_expected, result.summary()
'''

NOTEBOOK_CELLS = [
    ("markdown", "# Exploring {key}\n\nThe statement, its regimes, and its rate check. Run from the plugin's folder."),
    (
        "code",
        "import sys\nfrom pathlib import Path\n\nsys.path.insert(0, str(Path.cwd().parent))\n"
        "import {name}.statements  # registers the statements\nfrom bounds import registry\n"
        "from simulations.checks import SampleCache, run_check\nfrom {name}.checks import checks, "
        "negative_controls",
    ),
    (
        "code",
        'theorem = registry.get("{key}-Thm1")\nprint(theorem.statement)\nprint(theorem.proof_status())\n'
        "print(theorem.privacy_check().symbolic)",
    ),
    ("code", "for check in checks() + negative_controls():\n    print(run_check(check, SampleCache()).summary())"),
]


FROM_TEX_INIT = '''"""{key} as a ratekit paper plugin, its statements read from the paper's LaTeX source. Fill in the
authors and arXiv id; add checks and figures modules as the plain ``ratekit new-paper`` skeleton shows."""

from bounds.paper import Paper

PAPER = Paper(
    key="{key}",
    title={title},
    authors="AUTHORS",
    arxiv="",  # e.g. "2410.05880"
    versions=("v1",),
    symbols=("{name}.symbols",),
    statements=("{name}.statements",),
)
'''

FROM_TEX_SYMBOLS = '''"""The symbols of {key} that ratekit's shared vocabulary (n, d, epsilon, rho, L, ...) lacks.

The TODOs in {name}.statements name the symbols its formulas use undeclared. Declare each here, for example
``zeta = declare("zeta", NONE, "what zeta is", ("{key}",))`` with ``from bounds.dimensions import NONE`` and
``from bounds.symbols import declare``. The names are {key}'s own (another paper may declare them with other
units); import another paper's with ``use(name, paper)``. ``ratekit symbols --paper {key}`` lists what {key} sees.
"""
'''

FROM_TEX_TEST = '''"""{key}: the statements read from the LaTeX source load; each registered one has a proof status."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bounds import registry  # noqa: E402
from bounds.theorem import STATUSES  # noqa: E402


def test_the_registered_statements_are_read_from_the_source_and_have_a_status():
    import {name}.statements  # noqa: F401
    from {name}.from_tex import BY_ID

    for theorem in registry.theorems(paper="{key}"):
        assert theorem.id in BY_ID
        assert theorem.proof_status()[0] in STATUSES
'''


def _notebook(key: str, name: str) -> str:
    """The skeleton's notebook as the text of an nbformat 4.5 file (what ``nbformat.writes`` gives, with cell ids
    that are the same in every skeleton instead of random ones)."""
    cells = []
    for index, (kind, text) in enumerate(NOTEBOOK_CELLS):
        source = text.format(key=key, name=name).splitlines(keepends=True)  # a list of lines, as nbformat stores it
        cell = {"cell_type": kind, "id": f"cell-{index}", "metadata": {}, "source": source}
        if kind == "code":
            cell.update(execution_count=None, outputs=[])
        cells.append(cell)
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


#: the longest plugin name: the package folder and its files' paths stay within common file-name limits (255 bytes)
MAX_NAME = 64

#: the folders a skeleton writes beside its package: a package of the same name would be written into one of them
SKELETON_FOLDERS = ("tests", "notebooks")


def paper_key(name: str) -> str:
    """The paper key of the plugin ``name``: its upper case without underscores (``my_paper`` -> ``MYPAPER``)."""
    return name.upper().replace("_", "")


def _plugin_root(name: str, out_dir: Path | str) -> Path:
    """The folder ``out_dir/name`` of a new plugin, once ``name`` is checked (a lower-case Python name, not a keyword,
    no installed paper or module of that name) and the folder is free."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise SkeletonError(f"NAME {name!r} must be a lower-case Python name (letters, digits, _; a letter first)")
    if len(name) > MAX_NAME:
        raise SkeletonError(f"NAME of {len(name)} characters is too long for a package folder (valid: 1 to {MAX_NAME})")
    if keyword.iskeyword(name):
        raise SkeletonError(f"NAME {name!r} is a Python keyword and cannot name a package; choose another")
    if name == "ratekit":
        raise SkeletonError("NAME 'ratekit' is this tool's distribution name: installing the plugin would replace it")
    if paper_key(name) in plugins.papers():
        raise SkeletonError(f"NAME {name!r}: the paper {paper_key(name)} is already installed; choose another")
    if name in SKELETON_FOLDERS:
        raise SkeletonError(
            f"NAME {name!r} is a folder the plugin's skeleton writes beside its package "
            f"({', '.join(SKELETON_FOLDERS)}); choose another"
        )
    if importlib.util.find_spec(name) is not None:
        raise SkeletonError(f"NAME {name!r} would shadow the installed module {name!r}; choose another")
    root = Path(out_dir) / name
    if root.exists():
        raise SkeletonError(f"{str(root)!r} already exists; choose another NAME or --out")
    return root


def _write(root: Path, files: dict[str, str], out_dir: Path | str) -> None:
    """Write ``files`` (paths relative to ``root``, a folder that did not exist) or, on failure, nothing."""
    try:
        for relative, text in files.items():
            path = root / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    except OSError as exc:
        shutil.rmtree(root, ignore_errors=True)  # no half-written plugin left behind
        raise SkeletonError(f"--out {str(out_dir)!r}: cannot write the plugin there ({exc.strerror or exc})") from None


def write_skeleton(name: str, out_dir: Path | str = ".") -> Path:
    """Write the plugin ``name`` (a lower-case Python name; its paper key is :func:`paper_key`) into ``out_dir/name``
    and return that folder."""
    root = _plugin_root(name, out_dir)
    key = paper_key(name)
    templates = {
        "pyproject.toml": PYPROJECT,
        f"{name}/__init__.py": INIT,
        f"{name}/symbols.py": SYMBOLS,
        f"{name}/statements.py": STATEMENTS,
        f"{name}/checks.py": CHECKS,
        f"{name}/figures.py": FIGURES,
        f"tests/test_{name}.py": TEST,
    }
    files = {path: template.format(key=key, name=name) for path, template in templates.items()}
    _write(root, {**files, "notebooks/explore.ipynb": _notebook(key, name)}, out_dir)
    return root


def write_from_tex(name: str, source: Path | str, out_dir: Path | str = ".") -> tuple[Path, list[Stub]]:
    """Write the plugin ``name`` of the paper whose LaTeX source is at ``source`` (a ``.tex`` file, a folder or an
    arXiv source tarball) into ``out_dir/name`` (see the module docstring); return that folder and the stubs. The
    source is read before anything is written."""
    root = _plugin_root(name, out_dir)
    try:
        paper = read_paper(source)
    except TexSourceError as exc:
        raise SkeletonError(f"--from-tex {str(source)!r}: {exc}") from None
    key = paper_key(name)
    modules, found = plugin_modules(key, name, paper)
    fields = {"key": key, "name": name, "title": python_string(paper.title or "TITLE OF THE PAPER")}
    templates = {
        "pyproject.toml": PYPROJECT,
        f"{name}/__init__.py": FROM_TEX_INIT,
        f"{name}/symbols.py": FROM_TEX_SYMBOLS,
        f"tests/test_{name}.py": FROM_TEX_TEST,
    }
    _write(root, {**{path: t.format(**fields) for path, t in templates.items()}, **modules}, out_dir)
    return root, found
