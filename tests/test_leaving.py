"""A finished command, and the store's process once closed, end without the
interpreter's teardown: what they printed and stored is all there, the exit
handlers ran, and only the freeing of every object is skipped. Where something may
still be under way (a thread, Qt), the ordinary exit is kept."""

from __future__ import annotations

import pickle
import socket
import subprocess
import sys
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from scorekeeper import leaving
from scorekeeper.rules import Game
from scorekeeper.store import Store
from scorekeeper.store.host import CLOSE

# A step of the interpreter's own exit (threading's, before it frees everything),
# skipped by leaving at once: its message says a teardown ran.
MARKER = r"""
import os, sys, threading
threading._register_atexit(os.write, 2, b"torn down\n")
"""
COMMAND = MARKER + r"""
import atexit
atexit.register(lambda: sys.stderr.write("exit handler ran\n"))
sys.argv = ["scorekeeper", *sys.argv[1:]]
from scorekeeper.cli.main import main
if sys.argv[1] == "--in-process":  # as the tests call it: main returns
    print("returned", main(sys.argv[2:]))
    raise SystemExit(0)
raise SystemExit(main())
"""
HOST = MARKER + r"""
import runpy
sys.argv = ["host", *sys.argv[1:]]
runpy.run_module("scorekeeper.store.host", run_name="__main__", alter_sys=True)
"""


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "games.db"
    with Store(path) as store:
        for _ in range(30):
            store.create_game(Game.new("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann"))
    return path


def test_a_command_prints_all_and_leaves_without_teardown(database: Path) -> None:
    """``python -m scorekeeper list`` into a pipe (its output held in a buffer until
    the end): every line arrives, the exit handlers ran, no teardown."""
    run = subprocess.run([sys.executable, "-c", COMMAND, "--db", str(database), "list"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    assert len(run.stdout.splitlines()) == 30
    assert run.stderr.splitlines() == ["exit handler ran"]


def test_a_refused_command_keeps_its_exit_code_and_its_line(tmp_path: Path) -> None:
    missing = tmp_path / "none.db"
    run = subprocess.run([sys.executable, "-c", COMMAND, "--db", str(missing), "list"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert run.stderr.splitlines()[0].startswith(f"scorekeeper: no database at {missing}")
    assert "torn down" not in run.stderr


def test_main_called_with_its_arguments_returns(database: Path) -> None:
    """Tests and other callers hand ``main`` the command line: it returns the code."""
    run = subprocess.run([sys.executable, "-c", COMMAND, "--in-process", "--db",
                          str(database), "players"], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0
    assert run.stdout.splitlines()[-1] == "returned 0"
    assert "torn down" in run.stderr  # the ordinary exit, by the caller's SystemExit


def test_the_store_process_closes_its_database_then_leaves(database: Path) -> None:
    """The store's process, asked to close: it answers, closes the database (the
    write-ahead log goes into the file and is removed) and ends without teardown."""
    ours, theirs = socket.socketpair()
    process = subprocess.Popen(
        [sys.executable, "-c", HOST, str(theirs.fileno()), str(database), "5.0"],
        pass_fds=[theirs.fileno()], stderr=subprocess.PIPE, text=True)
    theirs.close()
    with Connection(ours.detach()) as connection:
        assert connection.recv() == (0, "ok", None)
        connection.send_bytes(pickle.dumps((1, "delete_game", (3,), {})))
        assert connection.recv() == (1, "writing", None)
        assert connection.recv() == (1, "ok", None)
        connection.send_bytes(pickle.dumps((2, CLOSE, (), {})))
        assert connection.recv() == (2, "ok", None)
    _out, errors = process.communicate(timeout=60)
    assert (process.returncode, errors) == (0, "")
    assert not Path(f"{database}-wal").exists()
    with Store(database) as store:
        assert store.in_trash(3) and not store.in_trash(2)


class _Left(Exception):
    """Stands for the end of the process in the tests below."""


@pytest.fixture
def exits(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """What ``leave`` did, in order: exit handlers run, the process ended (code)."""
    done: list[object] = []

    def end(code: int) -> None:
        done.append(code)
        raise _Left

    monkeypatch.setattr(leaving.os, "_exit", end)
    monkeypatch.setattr(leaving.atexit, "_run_exitfuncs", lambda: done.append("handlers"))
    monkeypatch.setattr(leaving.threading, "active_count", lambda: 1)
    monkeypatch.delitem(sys.modules, "PySide6", raising=False)
    return done


def test_leave_runs_the_exit_handlers_then_ends_with_the_code(exits: list[object]) -> None:
    with pytest.raises(_Left):
        leaving.leave(4)
    assert exits == ["handlers", 4]


def test_leave_waits_the_ordinary_way_while_a_thread_runs(
        exits: list[object], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(leaving.threading, "active_count", lambda: 2)
    with pytest.raises(SystemExit) as left:
        leaving.leave(3)
    assert (left.value.code, exits) == (3, [])


def test_leave_lets_qt_tear_down_its_own(exits: list[object],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt's objects write the settings as they go: a process that loaded Qt exits
    the ordinary way."""
    monkeypatch.setitem(sys.modules, "PySide6", sys)
    with pytest.raises(SystemExit) as left:
        leaving.leave(0)
    assert (left.value.code, exits) == (0, [])


def test_leave_reports_an_output_it_cannot_flush_the_ordinary_way(
        exits: list[object], monkeypatch: pytest.MonkeyPatch) -> None:
    class Gone:
        def flush(self) -> None:
            raise BrokenPipeError

    monkeypatch.setattr(sys, "stdout", Gone())
    with pytest.raises(SystemExit) as left:
        leaving.leave(0)
    assert (left.value.code, exits) == (0, ["handlers"])
