"""The ``ratekit`` program: :func:`paper_figures.cli.main`, whose imports are themselves guarded, so that Ctrl-C while
the program is still loading ends as it does during a run: one line on stderr and status 130, no traceback."""

from __future__ import annotations

import sys


def run() -> None:
    """Import the command line and run it."""
    try:
        from paper_figures.cli import main
    except KeyboardInterrupt:
        print("ratekit: interrupted", file=sys.stderr)
        raise SystemExit(130) from None
    sys.exit(main())
