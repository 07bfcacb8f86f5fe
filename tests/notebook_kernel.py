"""The notebook client the tests execute notebooks with: nbclient's, whose kernel channels wait for a message in
slices of a second.

Rarely (in about one full test run in five on a 2-core machine), a notebook's execution waited out nbclient's
whole cell timeout of 300 s, the kernel idle and the client idle (both seen with py-spy), then went on and passed.
That fits a reply already sitting in the client's socket whose read edge the event loop missed, found only when the
one long ``poll`` timed out and looked at the socket again. Polling in slices looks every second, so such a miss
would cost a second; the timeouts stay nbclient's.
"""

from __future__ import annotations

import time
from queue import Empty
from typing import Any

import nbformat
from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_client.channels import AsyncZMQSocketChannel
from jupyter_client.manager import AsyncKernelManager
from nbclient import NotebookClient
from traitlets import Type, default

#: seconds between two looks at a kernel channel's socket
POLL_SLICE = 1.0


class SlicedPollChannel(AsyncZMQSocketChannel):
    """A kernel channel whose wait for a message looks at its socket at least every :data:`POLL_SLICE` seconds."""

    async def get_msg(self, timeout: float | None = None) -> dict[str, Any]:
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            left = POLL_SLICE if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                return await super().get_msg(timeout=min(POLL_SLICE, left))
            except Empty:
                if deadline is not None and time.monotonic() >= deadline:
                    raise


class SlicedPollClient(AsyncKernelClient):
    shell_channel_class = Type(SlicedPollChannel)
    iopub_channel_class = Type(SlicedPollChannel)
    control_channel_class = Type(SlicedPollChannel)


class SlicedPollKernelManager(AsyncKernelManager):
    @default("client_factory")
    def _sliced_poll_client(self) -> type[SlicedPollClient]:
        return SlicedPollClient


def notebook_client(nb: nbformat.NotebookNode, **options: Any) -> NotebookClient:
    """nbclient's client for ``nb`` with ``options``, its kernel channels polled in slices."""
    return NotebookClient(nb, kernel_manager_class=SlicedPollKernelManager, **options)
