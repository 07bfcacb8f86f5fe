"""Every test run gets its own cache folder: nothing is read from or written to the user's cache."""

from __future__ import annotations

import pytest

from bounds import cache_location


@pytest.fixture(autouse=True, scope="session")
def _temporary_cache(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("ratekit-cache")
    patch = pytest.MonkeyPatch()
    patch.setenv(cache_location.ENVIRONMENT_VARIABLE, str(folder))
    yield folder
    patch.undo()
