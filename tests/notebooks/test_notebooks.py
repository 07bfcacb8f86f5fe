"""The notebooks: stored without outputs, identical to what build_notebooks.py makes, and each executes."""

from __future__ import annotations

import importlib.util
import warnings
from pathlib import Path

import nbformat
import pytest
from notebook_kernel import notebook_client

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _builder():
    spec = importlib.util.spec_from_file_location("build_notebooks", NOTEBOOKS / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILT = _builder().notebooks()


@pytest.mark.parametrize("name", sorted(BUILT))
def test_stored_notebook_is_the_built_one_without_outputs(name):
    stored = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    assert [c.source for c in stored.cells] == [c.source for c in BUILT[name].cells]
    assert all(not c.get("outputs") and c.get("execution_count") is None for c in stored.cells if c.cell_type == "code")
    assert stored.cells[1].metadata.get("tags") == ["parameters"] and "QUICK = True" in stored.cells[1].source


#: a kernel still running this many seconds after its start writes every thread's stack to a file, which the test
#: then reports as a warning (a run of the whole suite has, rarely, waited minutes in a notebook's execution with no
#: CPU used; pytest's own faulthandler, at 240 s, shows only the test's side of that wait, and a kernel's stderr is
#: captured with the passing test's output)
KERNEL_WATCHDOG_SECONDS = 200


def _executed(nb: nbformat.NotebookNode, tmp_path, watchdog_seconds: float = KERNEL_WATCHDOG_SECONDS) -> str:
    """Execute ``nb`` in a fresh kernel (no cell may raise); the text it printed."""
    stacks = tmp_path / "kernel-stacks.txt"
    watchdog = f'import faulthandler; faulthandler.dump_traceback_later({watchdog_seconds}, file=open("{stacks}", "w"))'
    notebook_client(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
        extra_arguments=[f"--IPKernelApp.exec_lines=['{watchdog}']"],
    ).execute()
    if stacks.exists() and stacks.read_text():
        warnings.warn(
            f"a notebook kernel still ran {watchdog_seconds} s after its start:\n{stacks.read_text()}", stacklevel=2
        )
    assert not [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    return "".join(o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.outputs)


@pytest.mark.parametrize("name", sorted(BUILT))
def test_notebook_executes(name, tmp_path):
    """Every cell runs, and each explore cell gives sliders (ipywidgets is in the test extra; without it the cell
    shows a static view: :func:`test_a_static_view_without_ipywidgets`)."""
    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    _executed(nb, tmp_path)
    for cell in (c for c in nb.cells if c.cell_type == "code" and c.source.startswith("# sliders")):
        assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in cell.outputs)


def test_every_paper_notebook_has_an_explore_cell():
    """The explore cells whose sliders :func:`test_notebook_executes` checks."""
    assert sorted(n for n, nb in BUILT.items() if any(c.source.startswith("# sliders") for c in nb.cells)) == [
        "cgt_dpsco",
        "klt_nonsmooth",
        "lt_sosp",
        "muabg_kl",
    ]


def test_a_static_view_without_ipywidgets(tmp_path):
    """The explore cell gives the static view when ipywidgets cannot be imported (the sliders with it:
    :func:`test_notebook_executes`)."""
    source = nbformat.read(NOTEBOOKS / "muabg_kl.ipynb", as_version=4)
    explore = next(i for i, c in enumerate(source.cells) if c.source.startswith("# sliders"))
    keep = source.cells[: explore + 1]
    blocked = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell("import sys\nsys.modules['ipywidgets'] = None")]
    )
    blocked.cells += [nbformat.from_dict(dict(c)) for c in keep]
    printed = _executed(blocked, tmp_path)
    assert "the dominant term of MUABG-" in printed
    shown = [o["data"] for o in blocked.cells[-1].outputs if o.output_type == "execute_result"]
    assert any("image/png" in d or "Figure" in d.get("text/plain", "") for d in shown)  # the static figure
