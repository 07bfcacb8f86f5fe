"""Every test run gets its own cache folder: nothing is read from or written to the user's cache. The workers of
one pytest-xdist run share it, so that a derivation or a measured block computed by one worker is read by the other
(entries are written atomically, and each is a pure function of its key)."""

from __future__ import annotations

import pytest

from bounds import cache_location


@pytest.fixture(autouse=True, scope="session")
def _temporary_cache(tmp_path_factory: pytest.TempPathFactory, worker_id: str):
    run = tmp_path_factory.getbasetemp()
    folder = (run.parent if worker_id != "master" else run) / "ratekit-cache"
    folder.mkdir(exist_ok=True)
    patch = pytest.MonkeyPatch()
    patch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(folder))
    yield folder
    patch.undo()
