"""Locked, read-only, full, foreign and damaged databases give typed errors and lose nothing."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.rules.commands import Bid, ClearBid
from scorekeeper.store import (
    CorruptDatabaseError,
    DatabaseLockedError,
    DiskFullError,
    GameSession,
    NotADatabaseError,
    ReadOnlyDatabaseError,
    Store,
)


def started(store: Store) -> GameSession:
    session = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    session.apply(Bid("Ben", 2))
    return session


def test_locked_database(db_path: Path) -> None:
    with Store(db_path, timeout=0.1) as store:
        session = started(store)
        other = sqlite3.connect(db_path)
        other.execute("BEGIN EXCLUSIVE")
        try:
            with pytest.raises(DatabaseLockedError, match="busy: another Scorekeeper"):
                session.apply(Bid("Cat", 3))
        finally:
            other.rollback()
            other.close()
        assert dict(session.scorecard.current.bids) == {"Ben": 2}  # shown = stored
        session.apply(Bid("Cat", 3))
    with Store(db_path) as store:
        assert dict(store.load_game(1).game.scorecard.current.bids) == {"Ben": 2, "Cat": 3}


def test_full_disk(db_path: Path) -> None:
    with Store(db_path) as store:
        session = started(store)
        pages = store.db.execute("PRAGMA page_count").fetchone()[0]
        store.db.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(DiskFullError, match=r"disk holding .* is full"):
            for _ in range(200):  # grow the log until the page limit is hit
                session.apply(Bid("Cat", 3))
                session.apply(ClearBid("Cat"))
        assert session.scorecard.current.bids["Ben"] == 2
    with Store(db_path) as store:
        assert store.load_game(1).game.scorecard.current.bids["Ben"] == 2


def test_not_a_database(db_path: Path) -> None:
    db_path.write_bytes(b"these are my shopping notes, not a database\n" * 100)
    with pytest.raises(NotADatabaseError, match="not a Scorekeeper database"):
        Store(db_path)


def test_corrupt_database(db_path: Path) -> None:
    with Store(db_path) as store:
        for _ in range(30):
            started(store)
        store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(db_path.read_bytes())
    page = 4096
    for offset in range(2 * page, len(data) - page, page):
        data[offset:offset + 64] = b"\xff" * 64  # scribble over every page's header
    db_path.write_bytes(bytes(data))
    with pytest.raises((CorruptDatabaseError, NotADatabaseError)), Store(db_path) as store:
        store.history()
        store.load_game(1)


def test_read_only_database(db_path: Path) -> None:
    with Store(db_path) as store:
        session = started(store)
        if os.geteuid() == 0:
            # root writes through file modes; make SQLite itself refuse writes instead.
            store.db.execute("PRAGMA query_only = ON")
        else:
            store.close()
            db_path.chmod(0o444)
            store = Store(db_path)
            session = GameSession.resume(store, 1)
        with pytest.raises(ReadOnlyDatabaseError, match="cannot be written"):
            session.apply(Bid("Cat", 3))
        assert dict(session.scorecard.current.bids) == {"Ben": 2}
        store.close()
    db_path.chmod(0o644)


def test_game_survives_unchanged_after_refused_rule(db_path: Path) -> None:
    with Store(db_path) as store:
        session = started(store)
        with pytest.raises(ValueError):
            session.apply(Bid("Cat", 99))
        assert store.load_game(1).game.state == session.game.state
