"""The app's handle on the store: every call runs in the store's own process.

Why a second process: see :mod:`scorekeeper.store.host`. The client offers the
same operations as :class:`~scorekeeper.store.store.Store` (history, games,
sessions …); each call is sent over a socket pair and returns, or raises the
store's own typed error, once the store process has answered.

The window never waits blind: while a call is unanswered the client looks for the
answer every :data:`POLL_SECONDS` and in between calls :attr:`StoreClient.waiting`
(the window processes its events there, and after :data:`STALL_SECONDS` says that
the database has not answered, and what is waiting). A stopped store (SIGSTOP, a
stalled disk) answers when it goes on; a store process that died is started again
and the calls it had not answered are sent again: reads, and writes it had not
begun, always; a write it had begun only if sending it again cannot store it twice
(:data:`REPEATABLE`: an entry is recognised by its place in the game's log).
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from .errors import BUSY_TIMEOUT_SECONDS, StoreError  # not .database: no sqlite-utils here
from .host import CLOSE, WRITING, readable, send
from .paths import resolve_db_path

HOST_FLAG = "--store-host"  # how a frozen build is asked to be the store process
STALL_SECONDS = 2.0  # unanswered this long, the window says so
POLL_SECONDS = 0.05  # how often the window looks for the answer (and paints) meanwhile
CLOSE_SECONDS = 10.0  # closing waits this long for the store, then stops it
# Writes that, once stored, store nothing more when sent again: an entry (its place in
# the log is checked), typed tricks, a new game (its uid), notes, a backup.
REPEATABLE = frozenset({"record", "save_draft", "create_game", "set_notes", "backup_to",
                        "finish_backups"})


class StoreProcessError(StoreError):
    """The store process stopped, or failed in a way that is a bug of ours."""


LOST = ("the database process stopped unexpectedly, so the last change may not have "
        "been saved; it has been restarted — check the last change and make it again "
        "if it is missing")


@dataclass(frozen=True)
class Wait:
    """A call the store has not answered yet: how long, and whether that is a stall."""

    seconds: float
    stalled: bool
    operation: str  # the store's operation waited for ("record", "history" …)


class StoreBugError(RuntimeError):
    """A bug of ours inside the store process (not the user's doing, so not a
    :class:`StoreError` that screens show as a refusal): it reaches the app's crash
    handler, which writes the store process's own traceback to the log."""

    def __init__(self, remote_traceback: str) -> None:
        lines = remote_traceback.strip().splitlines() or ["no details"]
        super().__init__(f"an internal error in Scorekeeper's store process: {lines[-1]}")
        self.remote_traceback = remote_traceback


def host_command(fd: int, path: Path, timeout: float) -> list[str]:
    """The command line of a store process: the same interpreter (or frozen app)."""
    args = [str(fd), str(path), repr(timeout)]
    if getattr(sys, "frozen", False):
        return [sys.executable, HOST_FLAG, *args]
    return [sys.executable, "-m", "scorekeeper.store.host", *args]


class StoreClient:
    """A :class:`Store` whose connection lives in its own process."""

    def __init__(self, path: str | Path | None = None,
                 timeout: float = BUSY_TIMEOUT_SECONDS) -> None:
        self.path = resolve_db_path(path)
        self._timeout = timeout
        self._connection: Connection | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self.stall_after = STALL_SECONDS
        # Called while a call waits (a Wait), and with None once a wait is over.
        self.waiting: Callable[[Wait | None], None] | None = None
        self.restarts = 0  # store processes started again after one died
        self._next_id = 0
        # sent, not answered
        self._pending: dict[int, tuple[str, tuple[Any, ...], dict[str, Any]]] = {}
        self._answers: dict[int, tuple[str, Any]] = {}
        self._begun: set[int] = set()  # writes the store said it began
        self._start()

    def _start(self) -> None:
        ours, theirs = socket.socketpair()
        env = dict(os.environ)
        package_root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (package_root, env.get("PYTHONPATH")) if p)
        try:
            self._process = subprocess.Popen(
                host_command(theirs.fileno(), self.path, self._timeout),
                pass_fds=[theirs.fileno()], stdin=subprocess.DEVNULL, env=env,
                close_fds=True)
        except OSError as error:
            ours.close()
            raise StoreProcessError(
                f"the database process could not start ({error.strerror}); "
                "reinstall Scorekeeper") from error
        finally:
            theirs.close()
        self._connection = Connection(ours.detach())
        self._look = readable(self._connection)
        try:
            _rid, kind, value = self._connection.recv()  # a refusal (newer, locked …)
        except (EOFError, OSError):
            self._shut()
            raise StoreProcessError(LOST) from None
        if kind == "error":
            self._shut()
            raise value

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name.startswith("_"):
            raise AttributeError(name)

        def call(*args: Any, **kwargs: Any) -> Any:
            return self._call(name, args, kwargs)

        call.__name__ = name
        return call

    def _call(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if self._connection is None:
            raise StoreProcessError("the database is closed")
        self._next_id += 1
        rid = self._next_id
        self._pending[rid] = (name, args, kwargs)
        self._send(rid)
        kind, value = self._await(rid)
        if kind == "ok":
            return value
        if kind == "error":
            raise value
        raise StoreBugError(str(value))

    def _send(self, rid: int) -> None:
        assert self._connection is not None
        with contextlib.suppress(OSError):  # the store died: the wait starts it again
            send(self._connection, (rid, *self._pending[rid]))

    def _await(self, rid: int) -> tuple[str, Any]:
        """The answer to ``rid``; meanwhile the window is given its time (``waiting``).
        Answers to other calls (a call made from within ``waiting``) are kept."""
        sent, waited = time.monotonic(), False
        try:
            while rid not in self._answers:
                # Something said (a write's WRITING notice): look again at once. The
                # window gets its time only when a look found nothing for POLL_SECONDS,
                # so a fast answer is not held up by a repaint of a half-done state.
                if self._receive(POLL_SECONDS) or rid in self._answers \
                        or self.waiting is None:
                    continue
                seconds = time.monotonic() - sent
                waited = True
                self.waiting(Wait(seconds, seconds >= self.stall_after,
                                  self._pending[rid][0]))
        finally:
            if waited and self.waiting is not None:
                self.waiting(None)
        return self._answers.pop(rid)

    def _receive(self, timeout: float) -> bool:
        """Take what the store has said within ``timeout`` (True if it said anything);
        a dead store is restarted."""
        if self._connection is None:
            self._revive()
            return False
        try:
            if not self._look(timeout):
                return False
            rid, kind, value = self._connection.recv()
        except (EOFError, OSError):
            self._revive()
            return False
        if kind == WRITING:
            self._begun.add(rid)
            return True
        self._pending.pop(rid, None)
        self._begun.discard(rid)
        self._answers[rid] = (kind, value)
        return True

    def _revive(self) -> None:
        """The store process died: start another and send again what it had not
        answered; a write it had begun that could be stored twice is answered with
        an error instead (it may or may not be stored)."""
        self._shut()
        try:
            self._start()
        except StoreError as error:
            for rid in list(self._pending):
                self._answers[rid] = ("error", error)
            self._pending.clear()
            return
        self.restarts += 1
        for rid, (name, _args, _kwargs) in list(self._pending.items()):
            if rid in self._begun and name not in REPEATABLE:
                del self._pending[rid]
                self._answers[rid] = ("error", StoreProcessError(LOST))
            else:
                self._send(rid)
        self._begun.clear()

    def close(self) -> None:
        if self._connection is not None:
            try:
                self._connection.send((0, CLOSE, (), {}))
                if self._connection.poll(CLOSE_SECONDS):
                    self._connection.recv()
                elif self._process is not None:  # stopped or stuck: it holds no entry
                    self._process.kill()
            except (EOFError, OSError):
                pass
        self._shut()

    def _shut(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        if self._process is not None:
            try:
                self._process.wait(timeout=CLOSE_SECONDS)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            self._process = None

    @property
    def pid(self) -> int | None:
        """The store process's id (for tests and diagnostics)."""
        return self._process.pid if self._process is not None else None

    def __enter__(self) -> StoreClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        if self._connection is not None:
            self.close()
