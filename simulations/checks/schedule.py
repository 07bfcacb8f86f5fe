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

Two measured costs the task seconds leave out enter that prediction. Each task holds its worker's place for a while
before it starts and after it finishes (handed out, carried to the worker, its result carried back and seen):
:func:`place_accounting` splits the workers' place-seconds of a run into running, in transit and idle from the
dispatcher's traces, and the replay adds the median transit to every task. And tasks run slower when more of them
share the machine (memory bandwidth, shared cores, clock): :mod:`simulations.checks.core_probe` measures that
slowdown per number of busy workers, and the prediction for ``w`` workers on the machine that measured scales the
tasks' seconds by the slowdown at ``w`` over the slowdown at the run's own worker count.
"""

from __future__ import annotations

import heapq
import statistics
from collections.abc import Callable, Mapping, Sequence
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


def predicted_wall(
    tasks: Sequence[Task], workers: int, transit: float = 0.0, by_levels: Mapping[str, float] | None = None
) -> float:
    """The wall seconds of the graph on ``workers`` workers: whenever a worker is free it takes the ready task of
    highest level (:func:`critical_path`'s measure, or the levels ``by_levels`` gives, as the dispatcher that ran
    was given them: a task they do not name first); each task holds its worker ``transit`` seconds beyond its own."""
    if workers < 1:
        raise ValueError(f"workers must be >= 1, got {workers}")
    if not transit >= 0:
        raise ValueError(f"transit must be >= 0, got {transit}")
    by_name = _checked([replace(t, seconds=t.seconds + transit) for t in tasks] if transit else tasks)
    waiting = _waiting(by_name)
    level = _levels(by_name, waiting) if by_levels is None else {n: by_levels.get(n, float("inf")) for n in by_name}
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


def scaled(tasks: Sequence[Task], factor: float) -> list[Task]:
    """The same graph with each task's seconds times ``factor`` (a machine's slowdown: :mod:`.core_probe`)."""
    return [replace(t, seconds=t.seconds * factor) for t in tasks]


@dataclass(frozen=True)
class TaskTrace:
    """One task's passage through a :class:`simulations.checks.engine.Dispatcher`, on the wall clock
    (``time.time()``, seconds): handed to the executor, started and finished on its worker, seen done there; and
    the seconds its continuation then took in the coordinating process (judging a block, caching it, planning what
    waits for it). :func:`place_accounting` and :func:`timeline` read them."""

    name: str
    handed_out: float
    started: float
    finished: float
    seen: float
    continuation: float


def place_accounting(traces: Sequence[TaskTrace], workers: int) -> dict[str, float]:
    """Where the workers' places went while tasks were out, from each task's passage: ``place_seconds`` (workers
    times the seconds from the first hand-out to the last continuation) split into ``running`` (on a worker),
    ``in_transit`` (handed out but not started, or finished but not yet seen here) and ``idle`` (no task held the
    place: nothing was ready, or the coordinator was busy); besides, ``first_start`` (the first hand-out to the
    first start: the workers' own start), ``median_transit`` (per task) and ``continuations`` (the coordinator's
    seconds on what follows each task)."""
    if not traces:
        return {}
    first, last = min(t.handed_out for t in traces), max(t.seen + t.continuation for t in traces)
    places = workers * (last - first)
    running = sum(t.finished - t.started for t in traces)
    transits = _transits(traces)
    found = {
        "place_seconds": places,
        "running_seconds": running,
        "in_transit_seconds": sum(transits),
        "idle_seconds": places - running - sum(transits),
        "first_start_seconds": min(t.started for t in traces) - first,
        "median_transit_seconds": statistics.median(transits),
        "continuation_seconds": sum(t.continuation for t in traces),
    }
    return {k: round(v, 4) for k, v in found.items()}


def _transits(traces: Sequence[TaskTrace]) -> list[float]:
    """Each task's seconds in transit: handed out but not started, and finished but not yet seen."""
    return [max(0.0, t.started - t.handed_out) + max(0.0, t.seen - t.finished) for t in traces]


def timeline(traces: Sequence[TaskTrace], graph: Sequence[Task] = ()) -> list[dict[str, object]]:
    """Each task's passage in seconds from the first hand-out, in the order they were handed out, with the tasks
    it waited for in ``graph``: the run's schedule as it happened, to set beside the replay (a Gantt chart's rows;
    :func:`replay_timeline` replays it)."""
    if not traces:
        return []
    first = min(t.handed_out for t in traces)
    after = {t.name: list(t.after) for t in graph}
    fields = ("handed_out", "started", "finished", "seen")
    return [
        {"task": t.name, **{f: round(getattr(t, f) - first, 4) for f in fields}}
        | {"continuation": round(t.continuation, 4), "after": after.get(t.name, [])}
        for t in sorted(traces, key=lambda t: t.handed_out)
    ]


def replay_timeline(
    rows: Sequence[Mapping[str, object]], workers: int, by_levels: Mapping[str, float] | None = None
) -> float:
    """The dispatch phase a :func:`timeline`'s tasks would take on ``workers`` workers: each task its measured
    seconds on its worker plus the timeline's median transit, ordered by their own measured levels or by
    ``by_levels`` (the levels a run is given), as :func:`predicted_wall` replays them."""
    fields = ("handed_out", "started", "finished", "seen", "continuation")
    traces = [TaskTrace(str(r["task"]), *(float(r[f]) for f in fields)) for r in rows]
    tasks = [Task(t.name, t.finished - t.started, tuple(r["after"])) for t, r in zip(traces, rows, strict=True)]
    return predicted_wall(tasks, workers, statistics.median(_transits(traces)), by_levels)


def profile(
    tasks: Sequence[Task],
    coordinator: Coordinator | None = None,
    workers: Sequence[int] = (1, 2, 4, 8, 16, 64),
    traces: Sequence[TaskTrace] = (),
    jobs: int = 1,
    slowdown: Mapping[int, float] | None = None,
    by_levels: Mapping[str, float] | None = None,
) -> dict[str, object]:
    """The total work (wall and CPU), the work per kind of task, the critical path (seconds and its tasks), the
    predicted wall per worker count from the tasks' wall seconds and from their CPU seconds, and, given the
    ``coordinator``'s seconds, its phases and the predicted wall of the whole run per worker count.

    Given the run's ``traces`` on ``jobs`` workers, also its :func:`place_accounting`, and the run predicted with
    each task holding its place for the median transit besides, and, given the levels the run handed its tasks out
    by (``by_levels``; the replay otherwise orders them by their measured levels, which the next run in this cache
    will use), the run predicted with those; given the machine's ``slowdown`` per number of busy workers
    (:func:`simulations.checks.core_probe.slowdowns`), the run predicted on this machine as well, the tasks'
    seconds scaled from the run's own worker count to each predicted one."""
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
    found: dict[str, object] = {
        "tasks": len(tasks),
        "work_seconds": round(sum(t.seconds for t in tasks), 3),
        "cpu_seconds": round(sum(t.cpu_seconds for t in tasks), 3),
        "kinds": {k: {name: round(v, 3) for name, v in entry.items()} for k, entry in kinds.items()},
        "critical_path_seconds": round(seconds, 3),
        "critical_path": [{"task": n, "kind": by_name[n].kind, "seconds": round(by_name[n].seconds, 3)} for n in chain],
        "predicted_wall_seconds": {str(w): round(wall, 3) for w, wall in walls.items()},
        "predicted_wall_from_cpu_seconds": {str(w): round(predicted_wall(cpu, w), 3) for w in workers},
    }
    if coordinator is None:
        return found
    found["coordinator"] = {k: round(v, 3) for k, v in asdict(coordinator).items()}

    def run(wall_of: Callable[[int], float]) -> dict[str, float]:
        """The run's predicted wall per worker count, the workers taking ``wall_of(workers)`` seconds."""
        return {str(w): round(coordinator.run_seconds(wall_of(w)), 3) for w in workers}

    found["predicted_run_seconds"] = run(walls.__getitem__)
    if not traces:
        return found
    places = place_accounting(traces, jobs)
    transit = places["median_transit_seconds"]
    found["places"] = places
    found["predicted_run_with_transit_seconds"] = run(lambda w: predicted_wall(tasks, w, transit))
    if by_levels is not None:
        found["predicted_run_by_levels_seconds"] = run(lambda w: predicted_wall(tasks, w, transit, by_levels))
    if slowdown:
        found["slowdown"] = {str(k): round(v, 3) for k, v in sorted(slowdown.items())}
        own = _slowdown_at(slowdown, jobs)
        found["predicted_run_here_seconds"] = run(
            lambda w: predicted_wall(scaled(tasks, _slowdown_at(slowdown, w) / own), w, transit)
        )
    return found


def _slowdown_at(slowdown: Mapping[int, float], workers: int) -> float:
    """The slowdown of a task with ``workers`` busy: measured up to the machine's cores (the largest count probed),
    and beyond them the workers share those cores in turn."""
    cores = max(slowdown)
    if workers <= cores:
        return slowdown[max(k for k in slowdown if k <= workers)]
    return slowdown[cores] * workers / cores
