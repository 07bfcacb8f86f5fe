"""The notebooks: stored without outputs, identical to what build_notebooks.py makes, and each executes."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

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


@pytest.mark.parametrize("name", sorted(BUILT))
def test_notebook_executes(name, tmp_path):
    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert not errors
