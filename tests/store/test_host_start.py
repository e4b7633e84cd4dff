"""The store's process loads the store with the collector paused and then freezes
what it loaded (its own start, ``store/host.py`` ``main``); :func:`serve` alone, as
other processes run it in a thread, leaves their collector as it found it."""

from __future__ import annotations

import gc
import socket
import threading
from multiprocessing.connection import Connection
from pathlib import Path

from scorekeeper.store.host import CLOSE, send, serve


def test_serving_in_a_thread_leaves_the_collector_alone(db_path: Path) -> None:
    ours, theirs = socket.socketpair()
    frozen, enabled = gc.get_freeze_count(), gc.isenabled()
    with Connection(ours.detach()) as connection, Connection(theirs.detach()) as served:
        thread = threading.Thread(target=serve, args=(served, str(db_path), 5.0))
        thread.start()
        assert connection.recv() == (0, "ok", None)
        send(connection, (1, "data_version", (), {}))
        assert connection.recv()[:2] == (1, "ok")
        send(connection, (2, CLOSE, (), {}))
        assert connection.recv() == (2, "ok", None)
        thread.join()
    assert gc.isenabled() == enabled
    assert gc.get_freeze_count() <= frozen  # nothing more frozen (freed ones leave it)
    assert db_path.exists()  # opened (and made) by the store it served
