"""The CPUs this process may run on: the default number of workers and the counts the machine probe measures.

A batch system (Slurm, PBS) or a container hands a job some of a machine's cores through the process's CPU affinity,
which ``os.cpu_count()`` ignores: a job given 4 of a node's 64 cores would start 64 workers on those 4.
"""

from __future__ import annotations

import os


def usable_cpus() -> int:
    """The number of CPUs in this process's affinity set where the system keeps one (Linux), else the machine's
    count; at least 1."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1
