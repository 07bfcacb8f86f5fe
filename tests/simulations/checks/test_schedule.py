"""The task-graph model behind ``reproduce --profile``: critical path and list-scheduling predictions on graphs
whose answers are known by hand."""

from __future__ import annotations

import time
from dataclasses import dataclass

import pytest

from simulations.checks.core_probe import slowdowns
from simulations.checks.engine import Dispatcher, LocalExecutor, TaskTrace
from simulations.checks.schedule import (
    Coordinator,
    Task,
    critical_path,
    levels,
    place_accounting,
    predicted_wall,
    profile,
    replay_timeline,
    timeline,
)

#: two checks of two blocks (values in parallel within a block), a figure after both checks, an independent errata
GRAPH = [
    Task("a:b0:v0", 2.0),
    Task("a:b0:v1", 3.0),
    Task("a:b1:v0", 4.0, ("a:b0:v0", "a:b0:v1")),
    Task("b:b0:v0", 1.0),
    Task("figure", 1.0, ("a:b1:v0", "b:b0:v0")),
    Task("errata", 6.0),
]


def test_the_critical_path_is_the_longest_chain():
    seconds, chain = critical_path(GRAPH)
    assert seconds == 8.0 and chain == ["a:b0:v1", "a:b1:v0", "figure"]


@pytest.mark.parametrize(("workers", "wall"), [(1, 17.0), (2, 9.0), (3, 8.0), (64, 8.0)])
def test_predicted_wall_by_hand(workers, wall):
    assert predicted_wall(GRAPH, workers) == wall


def test_predictions_lie_between_the_bounds_and_fall_with_workers():
    found = profile(GRAPH)
    walls = [found["predicted_wall_seconds"][str(w)] for w in (1, 2, 4, 8, 16, 64)]
    assert walls == sorted(walls, reverse=True)
    assert walls[0] == found["work_seconds"] == 17.0 and walls[-1] == found["critical_path_seconds"] == 8.0


def test_a_cycle_or_an_unknown_task_is_refused():
    with pytest.raises(ValueError, match="cycle"):
        critical_path([Task("x", 1.0, ("y",)), Task("y", 1.0, ("x",))])
    with pytest.raises(ValueError, match="unknown"):
        predicted_wall([Task("x", 1.0, ("nope",))], 2)


def test_the_profile_sums_each_kind_and_replays_cpu_seconds():
    graph = [
        Task("d", 4.0, (), 1.0, "derivation"),
        Task("c", 2.0, ("d",), 2.0, "certificates"),
        Task("b", 3.0, (), 3.0, "check block"),
        Task("e", 1.0, ("c",), 0.5, "errata"),
    ]
    found = profile(graph)
    assert found["kinds"]["derivation"] == {"tasks": 1, "work_seconds": 4.0, "cpu_seconds": 1.0}
    assert found["cpu_seconds"] == 6.5 and found["work_seconds"] == 10.0
    assert found["predicted_wall_seconds"]["64"] == 7.0  # d, c, e on wall seconds
    assert found["predicted_wall_from_cpu_seconds"]["64"] == 3.5  # c and e after d, or b alone, on CPU seconds
    with pytest.raises(ValueError, match="cpu_seconds must be >= 0"):
        Task("x", 1.0, (), -1.0)


def test_the_run_prediction_adds_the_coordinators_phases_and_its_floor():
    """Set-up and finish are serial; while the tasks run, the coordinator's own CPU seconds are a floor."""
    coordinator = Coordinator(setup_seconds=1.5, dispatch_cpu_seconds=8.5, dispatch_seconds=9.0, finish_seconds=0.5)
    found = profile(GRAPH, coordinator)
    assert found["predicted_run_seconds"]["1"] == 1.5 + 17.0 + 0.5  # the tasks' replay is the longer
    assert found["predicted_run_seconds"]["64"] == 1.5 + 8.5 + 0.5  # the coordinator's CPU is the longer
    assert found["coordinator"] == {
        "setup_seconds": 1.5,
        "dispatch_cpu_seconds": 8.5,
        "dispatch_seconds": 9.0,
        "finish_seconds": 0.5,
    }
    assert "predicted_run_seconds" not in profile(GRAPH)  # no coordinator measured, no run prediction


@dataclass(frozen=True)
class _SimulatedFuture:
    started: float
    finish: float
    name: str

    def result(self):
        return self.started, self.name, self.finish


class _SimulatedPool:
    """An executor on a simulated clock: a task is ``fn(name)``, ``fn`` the dispatcher's wrapper; it finishes its
    seconds after it is handed to a worker, and its result is its name."""

    def __init__(self, workers: int, seconds: dict[str, float]) -> None:
        self.workers, self.seconds, self.now, self.started = workers, seconds, 0.0, []

    def submit(self, fn, name: str) -> _SimulatedFuture:
        self.started.append(name)
        return _SimulatedFuture(self.now, self.now + self.seconds[name], name)

    def wait_any(self, pending):
        self.now = min(f.finish for f in pending)
        return [f for f in pending if f.finish == self.now]


def _dispatch(graph: list[Task], workers: int, known_levels: dict[str, float]) -> _SimulatedPool:
    """Hand ``graph`` out through a Dispatcher, each task once the tasks it waits for are done."""
    pool = _SimulatedPool(workers, {t.name: t.seconds for t in graph})
    dispatcher = Dispatcher(pool, known_levels)
    done: set[str] = set()

    def finished(future) -> None:
        name = future.result()
        done.add(name)
        for t in graph:
            if name in t.after and set(t.after) <= done:
                dispatcher.submit(finished, t.name, name=t.name)

    for t in graph:  # submitted in the graph's order, the errata last
        if not t.after:
            dispatcher.submit(finished, t.name, name=t.name)
    dispatcher.run()
    return pool


@pytest.mark.parametrize("workers", [1, 2, 3])
def test_the_dispatcher_hands_out_what_the_prediction_replays(workers):
    pool = _dispatch(GRAPH, workers, levels(GRAPH))
    assert pool.now == predicted_wall(GRAPH, workers)
    assert pool.started[0] == "a:b0:v1"  # the head of the critical path


def test_without_levels_the_dispatcher_keeps_submission_order_and_loses_time():
    """Negative control: four 1 s tasks submitted before a 4 s one. With every task unknown, first submitted is
    first served and 2 workers take 6 s; with the levels, the long task starts at once and they take 4 s."""
    graph = [Task(f"short{k}", 1.0) for k in range(4)] + [Task("long", 4.0)]
    fifo = _dispatch(graph, 2, {})
    assert fifo.started == ["short0", "short1", "short2", "short3", "long"] and fifo.now == 6.0
    assert _dispatch(graph, 2, levels(graph)).now == predicted_wall(graph, 2) == 4.0


def test_a_task_the_levels_do_not_name_goes_first():
    pool = _dispatch(GRAPH, 1, {name: level for name, level in levels(GRAPH).items() if name != "b:b0:v0"})
    assert pool.started[0] == "b:b0:v0"


def test_each_task_holds_its_place_for_the_transit_besides():
    """Two workers, the hand-made graph: 9 s without transit. With 0.5 s a task: a:b0:v1 (3.5) and a:b0:v0 (2.5)
    start; at 2.5 the errata (6.5) takes the free worker, at 3.5 a:b1:v0 (4.5) the other; b:b0:v0 (1.5) waits
    for 8.0 and the figure (1.5) for 9.5: 11 s."""
    assert predicted_wall(GRAPH, 2, transit=0.5) == 11.0
    with pytest.raises(ValueError, match="transit must be >= 0"):
        predicted_wall(GRAPH, 2, transit=-1.0)


def test_the_places_of_a_run_split_into_running_in_transit_and_idle():
    """Two places for 10 s: one task runs 1-5 (handed out at 0, seen at 6), one runs 2-9 (handed out at 0, seen
    at 9.5, its continuation 0.5 s): 11 s running, 1 + 1 + 2 + 0.5 = 4.5 s in transit, 4.5 s idle."""
    traces = [TaskTrace("x", 0.0, 1.0, 5.0, 6.0, 0.2), TaskTrace("y", 0.0, 2.0, 9.0, 9.5, 0.5)]
    found = place_accounting(traces, 2)
    assert found == {
        "place_seconds": 20.0,
        "running_seconds": 11.0,
        "in_transit_seconds": 4.5,
        "idle_seconds": 4.5,
        "first_start_seconds": 1.0,
        "median_transit_seconds": 2.25,
        "continuation_seconds": 0.7,
    }


def test_the_prediction_on_this_machine_scales_the_tasks_by_its_slowdown():
    """Measured on 2 workers where 2 busy workers slow a task by 1.0 and 4 by 1.5: the 4-worker prediction is the
    replay of the tasks 1.5 times longer; beyond the 4 cores probed, 8 workers take turns on them (1.5 * 8 / 4)."""
    coordinator = Coordinator()
    traces = [TaskTrace(t.name, 0.0, 0.0, t.seconds, t.seconds, 0.0) for t in GRAPH]  # no transit
    found = profile(GRAPH, coordinator, (2, 4, 8), traces, jobs=2, slowdown={1: 1.0, 2: 1.0, 4: 1.5})
    here = found["predicted_run_here_seconds"]
    assert here["2"] == predicted_wall(GRAPH, 2)
    assert here["4"] == pytest.approx(1.5 * predicted_wall(GRAPH, 4))
    assert here["8"] == pytest.approx(3.0 * predicted_wall(GRAPH, 8))
    assert found["predicted_run_with_transit_seconds"]["4"] == predicted_wall(GRAPH, 4)


def test_the_dispatcher_traces_every_task_on_a_real_pool():
    """Four sleeps of 0.2 s on a pool of 2: each traced once, running about 0.2 s, started after it was handed
    out and seen after it finished."""
    pool = LocalExecutor(2)
    try:
        dispatcher = Dispatcher(pool)
        for k in range(4):
            dispatcher.submit(lambda future: future.result(), time.sleep, 0.2, name=f"sleep{k}")
        dispatcher.run()
    finally:
        pool.close()
    traces = dispatcher.traces
    assert sorted(t.name for t in traces) == [f"sleep{k}" for k in range(4)]
    assert all(t.handed_out <= t.started < t.finished <= t.seen for t in traces)
    assert all(0.19 <= t.finished - t.started < 1.0 for t in traces)
    assert place_accounting(traces, 2)["running_seconds"] >= 0.76


def test_a_machine_probe_gives_one_alone_and_no_speed_up_from_sharing():
    """On any machine, a copy of the kernel is not faster beside another one than alone (10% for timer noise)."""
    found = slowdowns([1, 2], repeats=1)
    assert found[1] == 1.0 and found[2] > 0.9
    with pytest.raises(ValueError, match="counts must be positive"):
        slowdowns([0, 2])


def test_the_replay_can_follow_the_levels_a_run_was_given():
    """Negative control for stale levels: ranking the long task last, as levels measured elsewhere might, costs
    two workers the time the measured levels save (6 s against 4 s, as the dispatcher itself shows above)."""
    graph = [Task(f"short{k}", 1.0) for k in range(4)] + [Task("long", 4.0)]
    stale = {**{f"short{k}": 2.0 for k in range(4)}, "long": 1.0}
    assert predicted_wall(graph, 2, by_levels=stale) == 6.0 == _dispatch(graph, 2, stale).now
    assert predicted_wall(graph, 2, by_levels=levels(graph)) == predicted_wall(graph, 2) == 4.0
    traces = [TaskTrace(t.name, 0.0, 0.0, t.seconds, t.seconds, 0.0) for t in graph]
    found = profile(graph, Coordinator(), (2,), traces, jobs=2, by_levels=stale)
    assert found["predicted_run_by_levels_seconds"]["2"] == 6.0 and found["predicted_run_seconds"]["2"] == 4.0


def test_a_timeline_keeps_the_graph_and_replays_as_the_profile_does():
    """The rows of a run's schedule carry what each task waited for, so the schedule replays without the run: with
    no transit, the hand-made graph's 9 s on 2 workers, and the stale order's 6 s on the short-and-long graph."""
    traces = [TaskTrace(t.name, 1.0, 1.0, 1.0 + t.seconds, 1.0 + t.seconds, 0.0) for t in GRAPH]
    rows = timeline(traces, GRAPH)
    assert rows[0]["handed_out"] == 0.0 and {r["task"]: r["after"] for r in rows}["figure"] == ["a:b1:v0", "b:b0:v0"]
    assert replay_timeline(rows, 2) == predicted_wall(GRAPH, 2) == 9.0
    graph = [Task(f"short{k}", 1.0) for k in range(4)] + [Task("long", 4.0)]
    rows = timeline([TaskTrace(t.name, 0.0, 0.0, t.seconds, t.seconds, 0.0) for t in graph], graph)
    stale = {**{f"short{k}": 2.0 for k in range(4)}, "long": 1.0}
    assert replay_timeline(rows, 2, stale) == 6.0 and replay_timeline(rows, 2) == 4.0
