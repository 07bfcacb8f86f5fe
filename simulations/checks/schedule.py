"""What a run's measured tasks say about its wall time on other machines: the critical path of the task graph and
the wall time a greedy scheduler would reach with 1, 2, 4, ... workers.

``reproduce`` records every task it ran with its kind, its worker seconds (wall and CPU) and what it waited for
(:class:`Task`): a check's (swept value, seed block) tasks wait for the check's previous block (the verdict is
judged between blocks), a figure module waits for its paper's checks, a statement's derivation task waits for
nothing, its certificates task for the derivation tasks of its chain, and the errata assembly for every statement
task. :func:`critical_path` is the longest chain of that graph, the floor no number of workers goes below;
:func:`predicted_wall` replays the graph on ``workers`` workers with the highest-level-first list scheduler (Hu
1961; Graham 1969 for its bound), so a prediction is at most twice the optimum and never below the critical path or
the total work divided by the workers. Where the machine that measured was shared, wall seconds include waiting for
a core; the same replay on CPU seconds says what the graph costs when every task has a core of its own.

The workers are fed by one coordinating process (:class:`Coordinator`): it plans the run before the first task,
judges each block and hands out the next tasks while they run, and writes the tables after the last. Its work during
the run is a floor of its own, so :func:`profile` also predicts the whole run as the coordinator's set-up, then the
longer of the replay and the coordinator's CPU seconds while dispatching, then its finish.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace


@dataclass
class Coordinator:
    """The coordinating process's own seconds in a run: before the first task (planning), its CPU while tasks ran
    (judging blocks, caching, handing out tasks), the wall of that phase, and after the last task (tables)."""

    setup_seconds: float = 0.0
    dispatch_cpu_seconds: float = 0.0
    dispatch_seconds: float = 0.0
    finish_seconds: float = 0.0

    def run_seconds(self, replayed: float) -> float:
        """The run's wall where the workers alone would take ``replayed`` seconds."""
        return self.setup_seconds + max(replayed, self.dispatch_cpu_seconds) + self.finish_seconds


@dataclass(frozen=True)
class Task:
    """One unit of work: its name, the worker (wall) seconds it took, the names of the tasks it waited for, the
    worker's CPU seconds on it and its kind (check block, derivation, certificates, errata, figure)."""

    name: str
    seconds: float
    after: tuple[str, ...] = ()
    cpu_seconds: float = 0.0
    kind: str = ""

    def __post_init__(self) -> None:
        for what, value in (("seconds", self.seconds), ("cpu_seconds", self.cpu_seconds)):
            if not value >= 0:
                raise ValueError(f"task {self.name}: {what} must be >= 0, got {value}")


def _checked(tasks: Sequence[Task]) -> dict[str, Task]:
    by_name = {t.name: t for t in tasks}
    if len(by_name) != len(tasks):
        raise ValueError("task names must be distinct")
    for t in tasks:
        missing = [a for a in t.after if a not in by_name]
        if missing:
            raise ValueError(f"task {t.name} waits for unknown tasks {missing}")
    return by_name


def _waiting(by_name: Mapping[str, Task]) -> dict[str, list[str]]:
    """For each task, the tasks that wait for it."""
    waiting: dict[str, list[str]] = {name: [] for name in by_name}
    for t in by_name.values():
        for a in t.after:
            waiting[a].append(t.name)
    return waiting


def _levels(by_name: Mapping[str, Task], waiting: Mapping[str, list[str]]) -> dict[str, float]:
    """Each task's level: its seconds plus the longest chain of tasks that wait for it (computed in reverse
    topological order; a cycle is an error)."""
    level: dict[str, float] = {}
    state: dict[str, int] = {}

    def visit(name: str) -> float:
        if state.get(name) == 1:
            raise ValueError(f"the tasks wait for each other in a cycle through {name}")
        if name not in level:
            state[name] = 1
            level[name] = by_name[name].seconds + max((visit(w) for w in waiting[name]), default=0.0)
            state[name] = 2
        return level[name]

    for name in by_name:
        visit(name)
    return level


def levels(tasks: Sequence[Task]) -> dict[str, float]:
    """Each task's level: its seconds plus the longest chain of tasks that waited for it (the priority the
    highest-level-first rule gives it)."""
    by_name = _checked(tasks)
    return _levels(by_name, _waiting(by_name))


def critical_path(tasks: Sequence[Task]) -> tuple[float, list[str]]:
    """The longest chain of waiting tasks: its seconds and its task names, first to last."""
    by_name = _checked(tasks)
    if not by_name:
        return 0.0, []
    waiting = _waiting(by_name)
    level = _levels(by_name, waiting)
    name = max((t.name for t in tasks if not t.after), key=lambda n: level[n])
    chain = [name]
    while waiting[name]:
        name = max(waiting[name], key=lambda n: level[n])
        chain.append(name)
    return level[chain[0]], chain


def predicted_wall(tasks: Sequence[Task], workers: int) -> float:
    """The wall seconds of the graph on ``workers`` workers: whenever a worker is free it takes the ready task of
    highest level (:func:`critical_path`'s measure)."""
    if workers < 1:
        raise ValueError(f"workers must be >= 1, got {workers}")
    by_name = _checked(tasks)
    waiting = _waiting(by_name)
    level = _levels(by_name, waiting)
    remaining = {name: len(t.after) for name, t in by_name.items()}
    ready = [(-level[n], n) for n, k in remaining.items() if k == 0]
    heapq.heapify(ready)
    running: list[tuple[float, str]] = []  # (finish time, name)
    now = 0.0
    while ready or running:
        while ready and len(running) < workers:
            _, name = heapq.heappop(ready)
            heapq.heappush(running, (now + by_name[name].seconds, name))
        now, done = heapq.heappop(running)
        for w in waiting[done]:
            remaining[w] -= 1
            if remaining[w] == 0:
                heapq.heappush(ready, (-level[w], w))
    return now


def on_cpu(tasks: Sequence[Task]) -> list[Task]:
    """The same graph with each task's CPU seconds as its seconds."""
    return [replace(t, seconds=t.cpu_seconds) for t in tasks]


def profile(
    tasks: Sequence[Task], coordinator: Coordinator | None = None, workers: Sequence[int] = (1, 2, 4, 8, 16, 64)
) -> dict[str, object]:
    """The total work (wall and CPU), the work per kind of task, the critical path (seconds and its tasks), the
    predicted wall per worker count from the tasks' wall seconds and from their CPU seconds, and, given the
    ``coordinator``'s seconds, its phases and the predicted wall of the whole run per worker count."""
    seconds, chain = critical_path(tasks)
    by_name = {t.name: t for t in tasks}
    kinds: dict[str, dict[str, float]] = {}
    for t in tasks:
        entry = kinds.setdefault(t.kind, {"tasks": 0, "work_seconds": 0.0, "cpu_seconds": 0.0})
        entry["tasks"] += 1
        entry["work_seconds"] += t.seconds
        entry["cpu_seconds"] += t.cpu_seconds
    cpu = on_cpu(tasks)
    walls = {w: predicted_wall(tasks, w) for w in workers}
    return {
        "tasks": len(tasks),
        "work_seconds": round(sum(t.seconds for t in tasks), 3),
        "cpu_seconds": round(sum(t.cpu_seconds for t in tasks), 3),
        "kinds": {k: {name: round(v, 3) for name, v in entry.items()} for k, entry in kinds.items()},
        "critical_path_seconds": round(seconds, 3),
        "critical_path": [{"task": n, "kind": by_name[n].kind, "seconds": round(by_name[n].seconds, 3)} for n in chain],
        "predicted_wall_seconds": {str(w): round(wall, 3) for w, wall in walls.items()},
        "predicted_wall_from_cpu_seconds": {str(w): round(predicted_wall(cpu, w), 3) for w in workers},
        **(
            {
                "coordinator": {k: round(v, 3) for k, v in asdict(coordinator).items()},
                "predicted_run_seconds": {str(w): round(coordinator.run_seconds(wall), 3) for w, wall in walls.items()},
            }
            if coordinator is not None
            else {}
        ),
    }
