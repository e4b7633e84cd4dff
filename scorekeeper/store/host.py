"""The store's own process: in the app, the only process that opens the database.

SQLite guards a database with POSIX advisory locks, and those belong to the whole
process: when *any* code in it closes *any* descriptor of the database file (a file
dialog listing the folder, an icon or MIME sniffer, a thumbnailer), every lock the
process holds on that file is dropped without a word. Another Scorekeeper process
then takes the database for unused, checkpoints and deletes the write-ahead log,
and the app goes on writing into a deleted file.

No setting inside one process can prevent that, so the app keeps its connection in
this small process that runs nothing but the store: no Qt, no dialogs, no other
code that could open the file. The window talks to it through a socket pair
(:class:`~scorekeeper.store.client.StoreClient`); each call is answered only after
its commit, so what the window shows is still what is stored.
"""

from __future__ import annotations

import gc
import pickle
import select
import signal
import sys
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

CLOSE = "close"
CHECK_SECONDS = 1.0  # while idle, the file at the path is checked this often
WRITING = "writing"  # said before a write begins, so a restarted store knows what to resend


def send(connection: Connection, message: tuple[Any, ...]) -> None:
    """``connection.send`` without multiprocessing's own pickler, which sets itself up
    for every message (10–20 µs; it is needed only for sockets and other handles, and
    none is sent here). The other end reads it with ``recv`` as before."""
    connection.send_bytes(pickle.dumps(message, pickle.HIGHEST_PROTOCOL))


def readable(connection: Connection) -> Callable[[float], bool]:
    """``look(seconds)``: whether ``connection`` has something to read (or was closed)
    within that time. One ``poll`` object registered once: ``Connection.poll`` builds
    a selector for every look, some 25 µs, paid twice in every round trip."""
    if not hasattr(select, "poll"):
        return connection.poll
    watch = select.poll()
    watch.register(connection.fileno(), select.POLLIN)
    return lambda seconds: bool(watch.poll(seconds * 1000))


def serve(connection: Connection, path: str, timeout: float) -> None:
    """Open the store, then answer calls until the window closes the connection.

    A call is ``(id, operation, args, kwargs)``; its answer ``(id, kind, value)``,
    preceded by ``(id, WRITING, None)`` if it writes."""
    from ..rules.errors import ScorekeeperError
    from .store import Store

    try:
        store = Store(path, timeout=timeout, daily_backup=True)
    except ScorekeeperError as error:
        connection.send((0, "error", error))
        return
    store.empty_log_later = True
    connection.send((0, "ok", None))
    look = readable(connection)
    try:
        while True:
            try:
                if not look(CHECK_SECONDS):
                    store.check_file()  # idle: is the file at the path still ours?
                    continue
                rid, name, args, kwargs = connection.recv()
            except (EOFError, OSError):
                return  # the window went away (closed or killed): nothing is in flight
            if name == CLOSE:
                send(connection, (rid, "ok", None))
                return
            store.before_write = lambda rid=rid: send(connection, (rid, WRITING, None))
            send(connection, (rid, *_answer(store, name, args, kwargs, ScorekeeperError)))
            store.empty_log()  # the window has its answer: now the log goes into the file
    finally:
        store.finish_backups()  # a daily copy under way is finished, then the store goes
        store.close()


def _load_the_store() -> None:
    """Import :class:`Store`, its module and all it imports (most of this process's
    start) with the collector paused: what they make lives as long as the process, so
    looking through it for cycles on the way is wasted (some 7 ms of 130); then keep
    it out of later collections (``gc.freeze``) for the same reason. Only in the
    store's own process: :func:`serve` is also run in a thread of other processes."""
    gc.disable()
    try:
        import scorekeeper.store.store  # noqa: F401
    finally:
        gc.enable()
    gc.freeze()


def _answer(store: Any, name: str, args: tuple[Any, ...], kwargs: dict[str, Any],
            expected: type[Exception]) -> tuple[str, Any]:
    if name.startswith("_") or not callable(getattr(store, name, None)):
        return "bug", f"the store has no operation {name!r}"
    try:
        return "ok", getattr(store, name)(*args, **kwargs)
    except expected as error:
        return "error", error
    except Exception:  # a bug: the window reports it, this process keeps serving
        return "bug", traceback.format_exc()


def main(argv: list[str]) -> int:
    """``python -m scorekeeper.store.host FD PATH TIMEOUT`` (started by the client)."""
    # Ctrl+C in the terminal reaches the whole process group: the window decides
    # when to stop, and this process follows when its connection closes.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    fd, path, timeout = int(argv[0]), argv[1], float(argv[2])
    _load_the_store()
    serve(Connection(fd), path, timeout)
    return 0


if __name__ == "__main__":
    from ..leaving import leave

    leave(main(sys.argv[1:]))  # the store is closed: no teardown to wait for
