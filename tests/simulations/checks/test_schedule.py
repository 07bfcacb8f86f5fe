"""The task-graph model behind ``reproduce --profile``: critical path and list-scheduling predictions on graphs
whose answers are known by hand."""

from __future__ import annotations

import pytest

from simulations.checks.engine import Dispatcher
from simulations.checks.schedule import Coordinator, Task, critical_path, levels, predicted_wall, profile

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


class _SimulatedPool:
    """An executor on a simulated clock: a task ``fn`` is a task name; it finishes its seconds after it is handed
    to a worker."""

    def __init__(self, workers: int, seconds: dict[str, float]) -> None:
        self.workers, self.seconds, self.now, self.started = workers, seconds, 0.0, []

    def submit(self, name: str) -> tuple[float, str]:
        self.started.append(name)
        return (self.now + self.seconds[name], name)

    def wait_any(self, pending):
        self.now = min(finish for finish, _ in pending)
        return [f for f in pending if f[0] == self.now]


def _dispatch(graph: list[Task], workers: int, known_levels: dict[str, float]) -> _SimulatedPool:
    """Hand ``graph`` out through a Dispatcher, each task once the tasks it waits for are done."""
    pool = _SimulatedPool(workers, {t.name: t.seconds for t in graph})
    dispatcher = Dispatcher(pool, known_levels)
    done: set[str] = set()

    def finished(future: tuple[float, str]) -> None:
        done.add(future[1])
        for t in graph:
            if future[1] in t.after and set(t.after) <= done:
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
