"""``--cpu-durations=N``: the N tests that cost the most processor time, and the sum.

Wall times (pytest's ``--durations``) swing with whatever else the machine runs;
processor time barely does. Each test is charged what its own process spent
(``time.process_time``) plus what the processes it started and waited for spent (the
store's process, ``python -m scorekeeper``, the frozen app, a browser): setup, call and
teardown together, so a session fixture's cost lands on the first test that asked for
it. The figures travel with the reports, so this works with ``-n auto`` too.
``--cpu-durations-json=FILE`` also writes every test's figures, for comparing runs.

``--wait-durations=N``: the N tests whose wall time is furthest above their processor
time, once the time their process stood ready but had no core (Linux's run queue, every
thread's) is taken out too: what is left is waiting — a sleep, a poll's interval, a
timeout run out, a program waited for while it sleeps — the time a core stands idle
unless another process has work. (The waited-for program's own queueing is in it too:
on a loaded machine compare with its processor time.)
"""

from __future__ import annotations

import json
import os
import resource
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

_KEY = "cpu_seconds"
_STARTED = pytest.StashKey[tuple[float, float, float, float]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("cpu-durations")
    group.addoption("--cpu-durations", type=int, default=None, metavar="N",
                    help="show the N tests that cost the most processor time (0: all)")
    group.addoption("--cpu-durations-json", default=None, metavar="FILE",
                    help="write every test's processor and wall seconds to FILE")
    group.addoption("--wait-durations", type=int, default=None, metavar="N",
                    help="show the N tests that waited the longest (wall beyond processor "
                         "time and run-queue time)")


def _queued() -> float:
    """Seconds this process's threads stood ready with no core (0 where not Linux)."""
    total = 0
    try:
        tasks = list(os.scandir(f"/proc/{os.getpid()}/task"))
    except OSError:
        return 0.0
    for task in tasks:
        try:
            with open(f"{task.path}/schedstat") as stats:
                total += int(stats.read().split()[1])  # nanoseconds on the run queue
        except (OSError, IndexError, ValueError):
            continue  # a thread that ended meanwhile
    return total / 1e9


def _now() -> tuple[float, float, float, float]:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (time.process_time(), children.ru_utime + children.ru_stime, time.perf_counter(),
            _queued())


def _wanted(config: pytest.Config) -> bool:
    return any(config.getoption(name) is not None for name in (
        "--cpu-durations", "--cpu-durations-json", "--wait-durations"))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    """Start the clocks before setup; makereport reads them after teardown."""
    if _wanted(item.config):
        item.stash[_STARTED] = _now()
    return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Iterator[pytest.TestReport]:
    report = yield
    if call.when == "teardown" and _STARTED in item.stash:
        own, children, wall, queued = item.stash[_STARTED]
        now = _now()
        began = time.time() - (now[2] - wall)  # the clock the workers share
        report.user_properties.append(
            (_KEY, (now[0] - own, now[1] - children, now[2] - wall,
                    os.environ.get("PYTEST_XDIST_WORKER", "main"), now[3] - queued, began)))
    return report


def _figures(reporter: pytest.TerminalReporter) -> dict[str, tuple]:
    figures = {}
    for reports in reporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "teardown":
                continue
            for key, value in report.user_properties:
                if key == _KEY:
                    # own, children, wall, worker, queued, began (epoch)
                    figures[report.nodeid] = tuple(value)
    return figures


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter,
                            config: pytest.Config) -> None:
    if not _wanted(config) or hasattr(config, "workerinput"):
        return
    figures = _figures(terminalreporter)
    if path := config.getoption("--cpu-durations-json"):
        Path(path).write_text(json.dumps(figures, indent=1, sort_keys=True))
    if (waits := config.getoption("--wait-durations")) is not None:
        _write_waits(terminalreporter, figures, waits)
    shown = config.getoption("--cpu-durations")
    if shown is None:
        return
    ranked = sorted(figures.items(), key=lambda item: -(item[1][0] + item[1][1]))
    write = terminalreporter.write_line
    terminalreporter.write_sep("=", "processor time per test (own + started processes)")
    for nodeid, (own, children, wall, *_) in ranked[:shown or None]:
        write(f"{own + children:7.2f}s cpu ({own:6.2f} + {children:6.2f})"
              f" {wall:7.2f}s wall  {nodeid}")
    own = sum(f[0] for f in figures.values())
    children = sum(f[1] for f in figures.values())
    write(f"sum over {len(figures)} tests: {own + children:.1f}s cpu "
          f"({own:.1f}s in pytest's processes + {children:.1f}s in processes they started)")


def _write_waits(reporter: pytest.TerminalReporter, figures: dict[str, tuple],
                 shown: int) -> None:
    def waited(f: tuple) -> float:
        return f[2] - f[0] - f[1] - f[4]

    ranked = sorted(figures.items(), key=lambda item: -waited(item[1]))
    reporter.write_sep("=", "waiting per test (wall - processor time - run queue)")
    for nodeid, f in ranked[:shown or None]:
        reporter.write_line(f"{waited(f):7.2f}s waited {f[2]:7.2f}s wall {f[0] + f[1]:6.2f}s cpu"
                            f" {f[4]:6.2f}s queued  {nodeid}")
    total = sum(max(0.0, waited(f)) for f in figures.values())
    reporter.write_line(f"sum over {len(figures)} tests: {total:.1f}s waited")
