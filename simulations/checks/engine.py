"""The engine that runs checks: every (check, swept value, seed block) is one task on an executor.

A :class:`Dispatcher` queues tasks for one executor, each with its continuation, hands out the longest chains first,
so that checks and other tasks (``reproduce``'s statement tasks, errata, report tables and figures) share the
workers. :func:`start_checks` submits each check's prediction as a task, loads the seed blocks already in the cache,
submits one task per missing (check, swept value, block) to the dispatcher, stores each finished block, judges the
check (:func:`~simulations.checks.ratecheck.judge`) and, while the verdict is undecided and the check's seed cap
allows, asks for the next block. A task's seeds depend only on the check's id, the base seed, the swept value and
the block (:func:`~simulations.checks.ratecheck.block_seed`), so the samples are bit-identical whatever the
executor, the number of workers or the order in which tasks finish.

Executors: :class:`LocalExecutor` (this process with one worker, else a process pool; no extra setup) and
:class:`DaskExecutor` (Dask's distributed scheduler, the optional extra ``ratekit[dask]``: a running scheduler's
address, or a ``LocalCluster`` started here; for Slurm or PBS, start a cluster with dask-jobqueue and pass its
scheduler address).
"""

from __future__ import annotations

import concurrent.futures as cf
import heapq
import importlib.util
import itertools
import logging
import math
import multiprocessing
import signal
import socket
import time
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np
from threadpoolctl import threadpool_limits

from simulations.checks.cache import SampleCache, config_key
from simulations.checks.ratecheck import (
    CheckResult,
    Judgement,
    Prediction,
    RateCheck,
    judge,
    measure_block,
    predict,
    result_of,
)
from simulations.checks.schedule import TaskTrace


class Executor(Protocol):
    """Where tasks run: ``submit`` returns a future; ``wait_any`` returns the futures among ``pending`` that are done
    (at least one)."""

    workers: int

    def submit(self, fn: Callable[..., Any], *args: Any) -> Any: ...

    def wait_any(self, pending: Iterable[Any]) -> list[Any]: ...

    def close(self, abort: bool = False) -> None: ...


#: seconds to wait for a Dask scheduler to answer before the run is refused
SCHEDULER_TIMEOUT = 5.0


def _limit_threads() -> None:
    """Worker initializer: one BLAS/OpenMP thread per worker process (the workers already fill the cores)."""
    threadpool_limits(1)


def _local_worker_setup() -> None:
    """Initializer of the local pool's workers: one BLAS thread, and Ctrl-C left to the parent process, which
    stops the workers itself (:meth:`LocalExecutor.close`), so an interrupt prints no traceback per worker."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _limit_threads()


class LocalExecutor:
    """Tasks in this process (``workers == 1``) or in a pool of ``workers`` processes on this machine."""

    def __init__(self, workers: int = 1) -> None:
        if workers < 1:
            raise ValueError(f"workers must be a positive integer, got {workers}")
        self.workers = workers
        self._pool = cf.ProcessPoolExecutor(workers, initializer=_local_worker_setup) if workers > 1 else None

    def submit(self, fn: Callable[..., Any], *args: Any) -> cf.Future:
        if self._pool is not None:
            return self._pool.submit(fn, *args)
        future: cf.Future = cf.Future()
        try:
            future.set_result(fn(*args))
        except Exception as exc:
            future.set_exception(exc)
        return future

    def wait_any(self, pending: Iterable[cf.Future]) -> list[cf.Future]:
        done, _ = cf.wait(list(pending), return_when=cf.FIRST_COMPLETED)
        return list(done)

    def close(self, abort: bool = False) -> None:
        """Wait for the running tasks and stop the pool; with ``abort`` (an interrupt), stop the workers at once."""
        if self._pool is None:
            return
        if not abort:
            self._pool.shutdown(cancel_futures=True)
            return
        self._pool.shutdown(wait=False, cancel_futures=True)
        for child in multiprocessing.active_children():
            child.terminate()
        for child in multiprocessing.active_children():  # joins the terminated ones
            child.join(timeout=1.0)


def _one_blas_thread_plugin(own_cluster: bool) -> Any:
    """A Dask worker plugin that gives each worker, present or joining later, one BLAS/OpenMP thread (as
    :func:`_limit_threads` does for the local pool: the workers fill the cores). On the ``LocalCluster`` started
    here (``own_cluster``), the tasks an interrupt cancels are not logged one by one."""
    from distributed.diagnostics.plugin import WorkerPlugin

    class OneBlasThread(WorkerPlugin):
        name = "ratekit-one-blas-thread"

        def setup(self, worker: Any) -> None:
            if own_cluster:  # the tasks an interrupt cancels are not worth a warning each
                logging.getLogger("distributed.worker.state_machine").setLevel(logging.ERROR)
            _limit_threads()

    return OneBlasThread()


class DaskExecutor:
    """Tasks on Dask's distributed scheduler at ``scheduler`` (an address such as ``tcp://host:8786``), or, with
    no address, on a ``LocalCluster`` of ``workers`` single-threaded worker processes started here."""

    def __init__(self, scheduler: str | None = None, workers: int = 2) -> None:
        check_executor("dask", scheduler)
        import dask
        from distributed import Client, LocalCluster, as_completed

        self._cluster = None
        if scheduler is None:
            # no dashboard, so no use for the workers' statistical profiler, which samples each task's stack every
            # 10 ms: 200 tasks of 0.18 s on 2 workers took 22-24 s with it, 21 s without, 19 s on the local pool
            # Ctrl-C is this process's to handle (it stops the cluster, :meth:`close`): ignored while the cluster
            # starts, it stays ignored in the worker processes started now (an ignored signal stays ignored across
            # exec, and Python then installs no handler of its own), as in the local pool's; one pressed in these
            # seconds is lost, and the next one stops the run
            previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
            try:
                with dask.config.set({"distributed.worker.profile.enabled": False}):
                    self._cluster = LocalCluster(
                        n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
                    )
            finally:
                signal.signal(signal.SIGINT, previous)
            self._client = Client(self._cluster.scheduler_address)
        else:
            try:  # something answers at the address (checked before): it must speak Dask's protocol in time
                self._client = Client(scheduler, timeout=SCHEDULER_TIMEOUT)
            except Exception as exc:
                raise ExecutorUnavailable(
                    f"--scheduler {scheduler!r}: something accepts connections there, but no Dask scheduler "
                    f"completed the handshake within {SCHEDULER_TIMEOUT:g} s ({type(exc).__name__})"
                ) from None
        self._client.register_plugin(_one_blas_thread_plugin(self._cluster is not None))
        self.workers = max(1, len(self._client.scheduler_info().get("workers", {})))
        # every submitted future, in the order they finish: one wait per finished task, where a fresh
        # wait(FIRST_COMPLETED) on all pending futures costs this process time proportional to their number
        self._finished = as_completed()

    def submit(self, fn: Callable[..., Any], *args: Any) -> Any:
        future = self._client.submit(fn, *args, pure=False)
        self._finished.add(future)
        return future

    def wait_any(self, pending: Iterable[Any]) -> list[Any]:
        pending = list(pending)
        if not pending:
            return []
        while not (done := [f for f in pending if f.done()]):
            # blocks until a submitted future finishes (one of ``pending`` is among them, still unfinished)
            self._finished.next_batch(block=True)
        self._finished.next_batch(block=False)  # let go of the finished ones: the caller holds what it needs
        return done

    def close(self, abort: bool = False) -> None:
        """Disconnect (and stop the cluster started here); the scheduler forgets the tasks no client holds, so an
        interrupt (``abort``) needs nothing more, and what Dask logs while the cluster stops mid-task is not shown."""
        if abort:
            logging.getLogger("distributed").setLevel(logging.CRITICAL)
        self._client.close()
        if self._cluster is not None:
            self._cluster.close()


class ExecutorUnavailable(ValueError):
    """The executor asked for cannot be used: an unknown kind, a scheduler address for the local executor, or Dask
    not installed."""


def check_executor(kind: str, scheduler: str | None) -> None:
    """Raise :class:`ExecutorUnavailable` unless ``kind`` (with ``scheduler``) can run here."""
    if kind not in ("local", "dask"):
        raise ExecutorUnavailable(f"--executor {kind!r} is not an executor (valid: local, dask)")
    if kind == "local" and scheduler is not None:
        raise ExecutorUnavailable(f"--scheduler {scheduler!r} applies to --executor dask only")
    if kind == "dask" and importlib.util.find_spec("distributed") is None:
        raise ExecutorUnavailable(
            "--executor dask: Dask's distributed scheduler is not installed (pip install 'ratekit[dask]')"
        )
    if kind == "dask" and scheduler is not None:
        _check_reachable(scheduler)


def _check_reachable(scheduler: str) -> None:
    """Raise :class:`ExecutorUnavailable` unless ``scheduler`` is a well-formed address whose host accepts a
    connection within :data:`SCHEDULER_TIMEOUT` seconds (checked before any work starts)."""
    from distributed.comm.addressing import parse_address, parse_host_port

    try:
        scheme, location = parse_address(scheduler)
        host, port = parse_host_port(location) if scheme != "inproc" else (None, None)
    except (ValueError, TypeError) as exc:
        raise ExecutorUnavailable(f"--scheduler {scheduler!r} is not a scheduler address ({exc})") from None
    if host is None:
        raise ExecutorUnavailable(f"--scheduler {scheduler!r}: an in-process address cannot be reached from here")
    if not 1 <= int(port or 0) <= 65535:
        raise ExecutorUnavailable(f"--scheduler {scheduler!r}: port {port} is not a TCP port (valid: 1 to 65535)")
    try:
        with socket.create_connection((host, port), timeout=SCHEDULER_TIMEOUT):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise ExecutorUnavailable(
            f"--scheduler {scheduler!r}: no scheduler answers at {host}:{port} within {SCHEDULER_TIMEOUT:g} s "
            f"({reason})"
        ) from None


def make_executor(kind: str, workers: int, scheduler: str | None = None) -> Executor:
    """``"local"`` or ``"dask"`` (see the module docstring)."""
    check_executor(kind, scheduler)
    return LocalExecutor(workers) if kind == "local" else DaskExecutor(scheduler, workers)


def _stamped(fn: Callable[..., Any], *args: Any) -> tuple[float, Any, float]:
    """One task on its worker, between the wall-clock times it started and finished there."""
    started = time.time()
    payload = fn(*args)
    return started, payload, time.time()


def _unstamped(future: Any) -> tuple[cf.Future, float, float]:
    """The task's own result as a finished future, with the worker's start and finish times (an exception carries
    none: both are the time it was seen)."""
    plain: cf.Future = cf.Future()
    try:
        started, payload, finished = future.result()
    except Exception as exc:  # the continuation meets it through ``plain``
        plain.set_exception(exc)
        started = finished = time.time()
    else:
        plain.set_result(payload)
    return plain, started, finished


class Dispatcher:
    """Tasks on one executor, each with what to do once it is done: :meth:`run` hands them out and waits for them in
    the order they finish, calling each one's continuation, which may submit more (a check's next block, the tasks
    that waited for this one), until nothing is queued or pending.

    The dispatcher keeps no more tasks on the executor than it has workers and holds the rest in its own queue, so
    that whenever a worker is free it takes the queued task of highest ``levels[name]`` (a task's seconds plus the
    longest chain of tasks that waited for it, measured in an earlier run: :func:`simulations.checks.schedule.levels`),
    the highest-level-first rule :func:`~simulations.checks.schedule.predicted_wall` replays. A task the levels do not
    name is taken first (its cost is unknown; running it early bounds the harm), and ties go in submission order. A
    pool's own queue is first-in first-out: left to it, the longest chain starts wherever its tasks were submitted.

    Every task's passage is recorded in :attr:`traces` (:class:`TaskTrace`), so that a run's profile can say where
    the workers' time went besides the tasks themselves (:func:`simulations.checks.schedule.place_accounting`).
    """

    def __init__(self, executor: Executor, levels: Mapping[str, float] | None = None) -> None:
        self.executor = executor
        self.levels = dict(levels or {})
        self.traces: list[TaskTrace] = []
        self._queued: list[tuple[float, int, str, Callable[[Any], None], Callable[..., Any], tuple[Any, ...]]] = []
        self._submitted = itertools.count()
        self._pending: dict[Any, tuple[str, float, Callable[[Any], None]]] = {}

    def submit(self, then: Callable[[Any], None], fn: Callable[..., Any], *args: Any, name: str = "") -> None:
        """Queue ``fn(*args)`` (the task ``name``) for the executor; ``then(future)`` once it is done."""
        priority = -self.levels.get(name, math.inf)
        heapq.heappush(self._queued, (priority, next(self._submitted), name, then, fn, args))

    def _hand_out(self) -> None:
        while self._queued and len(self._pending) < self.executor.workers:
            _, _, name, then, fn, args = heapq.heappop(self._queued)
            self._pending[self.executor.submit(_stamped, fn, *args)] = (name, time.time(), then)

    def run(self) -> None:
        self._hand_out()
        while self._pending:
            for future in self.executor.wait_any(self._pending):
                seen = time.time()
                name, handed_out, then = self._pending.pop(future)
                plain, started, finished = _unstamped(future)
                then(plain)
                self.traces.append(TaskTrace(name, handed_out, started, finished, seen, time.time() - seen))
            self._hand_out()


def timed(fn: Callable[..., Any], *args: Any) -> tuple[Any, float, float]:
    """One task: ``fn(*args)`` with the wall and CPU seconds the worker spent on it."""
    start, cpu = time.perf_counter(), time.process_time()
    payload = fn(*args)
    return payload, time.perf_counter() - start, time.process_time() - cpu


@dataclass
class CheckRun:
    """One check in flight: its prediction, the blocks measured so far, the worker seconds its measured (not
    cached) tasks took, and its outcome."""

    check: RateCheck
    prediction: Prediction | None = None
    blocks: list[np.ndarray] = field(default_factory=list)
    rows: dict[tuple[int, int], np.ndarray] = field(default_factory=dict)
    all_cached: bool = True
    compute_seconds: float = 0.0
    #: (block, swept value index, part) -> worker seconds of each measured task: wall, and CPU in
    #: ``task_cpu_seconds``
    task_seconds: dict[tuple[int, int, int], float] = field(default_factory=dict)
    task_cpu_seconds: dict[tuple[int, int, int], float] = field(default_factory=dict)
    #: worker seconds (wall, CPU) of the prediction task, once it is done
    prediction_seconds: tuple[float, float] | None = None
    #: whether a block's tasks are on the executor
    measuring: bool = False
    result: CheckResult | None = None
    error: str = ""
    exception: BaseException | None = field(default=None, repr=False)

    @property
    def finished(self) -> bool:
        return self.result is not None or bool(self.error)


def _measured_block(check: RateCheck, value_index: int, block: int, base_seed: int, part: int) -> np.ndarray:
    """The samples of one (check, swept value, seed block, part)."""
    return np.asarray(measure_block(check, value_index, block, base_seed, part), dtype=float)


def prediction_task(check: RateCheck) -> Prediction:
    """What the check is judged against: its law's prediction, else :func:`~simulations.checks.ratecheck.predict`'s."""
    return (check.law or predict)(check)


def prediction_task_name(check: RateCheck) -> str:
    """The name of ``check``'s prediction task in a run's profile."""
    return f"{check.id} prediction"


def block_task_name(check: RateCheck, task: tuple[int, int, int]) -> str:
    """The name of one (seed block, swept value, part) task of ``check`` in a run's profile."""
    block, value_index, part = task
    return f"{check.id} block {block} value {value_index}" + (f" part {part}" if check.parts > 1 else "")


def block_key(check: RateCheck, base_seed: int, block: int) -> str:
    """The cache key of one seed block of a check."""
    return config_key({**check.config(), "base_seed": base_seed, "block": block})


def start_checks(
    checks: Sequence[RateCheck],
    dispatcher: Dispatcher,
    cache: SampleCache | None = None,
    base_seed: int = 0,
    on_finish: Callable[[int, CheckRun], None] | None = None,
) -> list[CheckRun]:
    """Start ``checks`` on the dispatcher's executor: their runs, finished once :meth:`Dispatcher.run` returns;
    ``on_finish(index, run)`` as each check finishes (the dispatcher may carry other tasks meanwhile).

    A check's prediction (:func:`prediction_task`) is a task of its own beside its first block, so that the
    symbolic work runs on the workers, not in this process between hand-outs; the check is judged once both are
    in. A check whose prediction or measurement raises gets the error (with its traceback's last lines) and the
    others go on; nothing of a failed block is cached.
    """
    runs = [CheckRun(c) for c in checks]

    def finish(i: int, judgement: Judgement | None = None, exc: BaseException | None = None) -> None:
        run = runs[i]
        if exc is not None:
            run.error, run.exception = _describe(exc), exc
        else:
            samples = np.hstack(run.blocks)
            run.result = result_of(run.check, run.prediction, samples, judgement, run.all_cached)
        if on_finish is not None:
            on_finish(i, run)

    def advance(i: int) -> None:
        """Judge what check ``i`` has and ask for its next block while undecided (cached blocks taken at once)."""
        run = runs[i]
        while True:
            if run.blocks:
                if run.prediction is None:  # judged once the prediction task is done (_predicted)
                    return
                judgement = judge(run.check, run.prediction, np.hstack(run.blocks), base_seed)
                if judgement.decision is not None or len(run.blocks) >= run.check.block_limit:
                    finish(i, judgement)
                    return
            block = len(run.blocks)
            shape = (len(run.check.values), run.check.seeds)
            cached = cache.load(block_key(run.check, base_seed, block), shape) if cache is not None else None
            if cached is None:
                break
            run.blocks.append(cached)
        run.all_cached, run.measuring, run.rows = False, True, {}
        for v in range(len(run.check.values)):
            for part in range(run.check.parts):
                task = (block, v, part)
                dispatcher.submit(
                    _block_done(i, task),
                    timed,
                    _measured_block,
                    run.check,
                    v,
                    block,
                    base_seed,
                    part,
                    name=block_task_name(run.check, task),
                )

    def _block_done(i: int, task: tuple[int, int, int]) -> Callable[[Any], None]:
        block, v, part = task

        def done(future: Any) -> None:
            run = runs[i]
            if run.finished:
                return
            try:
                run.rows[(v, part)], seconds, cpu = future.result()
                run.compute_seconds += seconds
                run.task_seconds[task], run.task_cpu_seconds[task] = seconds, cpu
            except Exception as exc:
                finish(i, exc=exc)
                return
            values, parts = len(run.check.values), run.check.parts
            if len(run.rows) < values * parts:
                return
            samples = np.stack([np.hstack([run.rows[(k, p)] for p in range(parts)]) for k in range(values)])
            run.measuring = False
            try:
                if cache is not None:
                    cache.store(block_key(run.check, base_seed, block), run.check.config(), samples)
                run.blocks.append(samples)
                advance(i)
            except Exception as exc:
                finish(i, exc=exc)

        return done

    def _predicted(i: int) -> Callable[[Any], None]:
        def done(future: Any) -> None:
            run = runs[i]
            try:
                run.prediction, *seconds = future.result()
                run.prediction_seconds = (seconds[0], seconds[1])
                if not run.measuring and not run.finished:
                    advance(i)
            except Exception as exc:
                if not run.finished:
                    finish(i, exc=exc)

        return done

    for i, run in enumerate(runs):
        dispatcher.submit(_predicted(i), timed, prediction_task, run.check, name=prediction_task_name(run.check))
        try:
            advance(i)
        except Exception as exc:
            finish(i, exc=exc)
    return runs


def run_checks(
    checks: Sequence[RateCheck],
    executor: Executor | None = None,
    cache: SampleCache | None = None,
    base_seed: int = 0,
    on_finish: Callable[[int, CheckRun], None] | None = None,
) -> list[CheckRun]:
    """Run ``checks`` on ``executor`` (this process if None) and wait for them (:func:`start_checks`)."""
    own = executor is None
    executor = executor or LocalExecutor(1)
    try:
        dispatcher = Dispatcher(executor)
        runs = start_checks(checks, dispatcher, cache, base_seed, on_finish)
        dispatcher.run()
    finally:
        if own:
            executor.close()
    return runs


def _describe(exc: BaseException) -> str:
    lines = traceback.format_exception(exc, limit=-3)
    return f"{type(exc).__name__}: {exc}\n" + "".join(lines[1:])


def run_check(
    check: RateCheck,
    cache: SampleCache | None = None,
    executor: Executor | None = None,
    base_seed: int = 0,
) -> CheckResult:
    """Run one check (in this process unless an executor is given); what stopped it is raised, not returned."""
    run = run_checks([check], executor, cache, base_seed)[0]
    if run.exception is not None:
        raise run.exception
    return run.result
