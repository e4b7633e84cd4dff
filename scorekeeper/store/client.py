"""The app's handle on the store: every call runs in the store's own process.

Why a second process: see :mod:`scorekeeper.store.host`. The client offers the
same operations as :class:`~scorekeeper.store.store.Store` (history, games,
sessions …); each call is sent over a socket pair and returns, or raises the
store's own typed error, once the store process has answered.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from .database import BUSY_TIMEOUT_SECONDS
from .errors import StoreError
from .host import CLOSE
from .paths import resolve_db_path

HOST_FLAG = "--store-host"  # how a frozen build is asked to be the store process


class StoreProcessError(StoreError):
    """The store process stopped, or failed in a way that is a bug of ours."""


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
        self._receive()  # the opening: a refusal (newer, foreign, locked …) is raised here

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name.startswith("_"):
            raise AttributeError(name)

        def call(*args: Any, **kwargs: Any) -> Any:
            return self._call(name, args, kwargs)

        call.__name__ = name
        return call

    def _call(self, name: str, args: tuple, kwargs: dict) -> Any:
        if self._connection is None:
            raise StoreProcessError("the database is closed")
        try:
            self._connection.send((name, args, kwargs))
        except OSError:
            self._lost()
        return self._receive()

    def _receive(self) -> Any:
        assert self._connection is not None
        try:
            kind, value = self._connection.recv()
        except (EOFError, OSError):
            self._lost()
        if kind == "ok":
            return value
        if kind == "error":
            raise value
        raise StoreBugError(str(value))

    def _lost(self) -> Any:
        """The store process died: start a new one for what comes next, and say so."""
        self._shut()
        with contextlib.suppress(StoreError):  # if it cannot start, the next call says so
            self._start()
        raise StoreProcessError(
            "the database process stopped unexpectedly, so the last entry may not have "
            "been saved; it has been restarted — check the last entry and enter it again "
            "if it is missing")

    def close(self) -> None:
        if self._connection is not None:
            try:
                self._connection.send((CLOSE, (), {}))
                self._connection.recv()
            except (EOFError, OSError):
                pass
        self._shut()

    def _shut(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        if self._process is not None:
            try:
                self._process.wait(timeout=10)
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
