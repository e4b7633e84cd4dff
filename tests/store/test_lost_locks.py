"""Entries survive whatever else the app's process does with the database's files.

POSIX locks belong to a process, and closing any descriptor of a file drops them
all. Here a thread of the recording process keeps opening and closing the
database, -wal and -shm files (as a file dialog, an icon or MIME sniffer does),
other processes run ``scorekeeper list`` in between, and the recording process
is killed with SIGKILL: every confirmed entry must be in the database.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from scorekeeper.rules import command_from_json
from scorekeeper.store import Store

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX locks only")

RECORDER = textwrap.dedent("""
    import json, os, random, sys, threading, time
    from scorekeeper.store import GameSession, open_app_store
    from scorekeeper.rules import Bid, ScorekeeperError, Tricks

    path = sys.argv[1]
    store = open_app_store(path)
    session = GameSession.start(store, "whysteria", ["Ann", "Ben", "Cat"], "Ann",
                                {"schedule": "constant", "cards": 2})

    def meddle():  # what a file dialog, an icon provider or a MIME sniffer does
        rng = random.Random(1)
        while True:
            for suffix in ("", "-wal", "-shm", "-journal"):
                try:
                    os.close(os.open(path + suffix, os.O_RDONLY))
                except OSError:
                    pass
            time.sleep(rng.uniform(0.1, 0.2))

    threading.Thread(target=meddle, daemon=True).start()
    print("ready", flush=True)
    while True:
        hand = session.scorecard.current
        if hand.expected_bidder is not None:
            for bid in (0, 1):
                try:
                    session.apply(Bid(hand.expected_bidder, bid))
                    break
                except ScorekeeperError:
                    continue
        else:
            session.apply(Tricks({"Ann": 2, "Ben": 0, "Cat": 0}))
        print(json.dumps(session.game.log[-1].to_json()), flush=True)
        time.sleep(0.01)
""")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], capture_output=True,
                          text=True, timeout=60)


@pytest.mark.slow
def test_entries_survive_foreign_closes_other_processes_and_sigkill(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    Store(db).close()
    # Unbuffered: "ready" is read byte by byte, so the entries printed right after it
    # are left in the pipe for the reads below (a buffered reader could take them too).
    recorder = subprocess.Popen([sys.executable, "-c", RECORDER, str(db)], bufsize=0,
                                stdout=subprocess.PIPE, start_new_session=True)
    assert recorder.stdout is not None
    assert recorder.stdout.readline().strip() == b"ready"
    out = recorder.stdout.fileno()
    os.set_blocking(out, False)
    buffer = bytearray()

    def drain() -> None:
        while True:
            try:
                chunk = os.read(out, 65536)
            except BlockingIOError:
                return
            if not chunk:
                return
            buffer.extend(chunk)

    # At least 2 s (some fifteen rounds of meddling), and on until enough happened for
    # the test to mean something (a loaded machine is slower: the deadline only stops a
    # run that would never end). With the store in the recording process itself, runs
    # of 2 s and of 6 s failed and passed alike: the length adds processor time, not
    # power.
    start, lists = time.monotonic(), 0
    while time.monotonic() - start < 2 or (
            (lists < 5 or buffer.count(b"\n") < 50) and time.monotonic() - start < 120):
        listed = cli("list", "--db", str(db))  # another process opens, reads and closes
        assert listed.returncode == 0, listed.stderr
        lists += 1
        drain()
    os.killpg(recorder.pid, signal.SIGKILL)  # the app and its store process, at once
    recorder.wait()
    drain()
    *lines, _partial = buffer.decode().split("\n")
    confirmed = [command_from_json(json.loads(line)) for line in lines]
    assert lists >= 5 and len(confirmed) >= 50
    with Store(db) as store:
        stored = store.load_game(1).game.log
        problems = store.db.execute("PRAGMA integrity_check").fetchall()
    assert problems == [("ok",)]
    # Every confirmed entry is stored, in order (one more may have been committed
    # between its commit and its line being printed).
    assert stored[:len(confirmed)] == confirmed
    assert len(stored) - len(confirmed) <= 1


def test_the_apps_process_holds_no_lock_on_the_database(tmp_path: Path) -> None:
    """The window's process never opens the database through SQLite at all."""
    from scorekeeper.store import open_app_store

    db = tmp_path / "club.db"
    store = open_app_store(db)
    try:
        store.history()
        mine = Path(f"/proc/{os.getpid()}/fd")
        opened = {os.readlink(mine / fd) for fd in os.listdir(mine)
                  if (mine / fd).exists()}
        assert not {str(db), f"{db}-wal", f"{db}-shm"} & opened
        with sqlite3.connect(db) as other:  # another process's view is the same
            assert other.execute("SELECT count(*) FROM games").fetchone() == (0,)
    finally:
        store.close()
