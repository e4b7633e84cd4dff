"""The write-ahead log is begun again from its start early, so an entry's commit writes
over it in place (no new size for the file system to journal) with the same
durability: every entry is in the database, the log stays short."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scorekeeper.rules.commands import Bid, Tricks
from scorekeeper.store import GameSession, Store
from scorekeeper.store.database import CHECKPOINT_PAGES

PLAYERS = ["Ann", "Ben", "Cat", "Dan", "Eve"]
FRAME = 4096 + 24  # a page and its header in the log


def play(session: GameSession, entries: int) -> None:
    for _ in range(entries):
        hand = session.scorecard.current
        if hand.expected_bidder is not None:
            session.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
        else:
            session.apply(Tricks({p: int(p == hand.dealer) for p in PLAYERS}))


def test_the_log_is_written_over_in_place_and_every_entry_is_stored(tmp_path: Path) -> None:
    db = tmp_path / "scores.db"
    with Store(db) as store:
        assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == CHECKPOINT_PAGES
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL, as promised
        session = GameSession.start(store, "whysteria", PLAYERS, "Ann",
                                    {"schedule": "constant", "cards": 1})
        play(session, 600)  # some 2,000 pages written to the log in all
        wal = db.with_name(db.name + "-wal").stat().st_size
        # begun again from its start after CHECKPOINT_PAGES: never much longer than that
        assert wal <= (CHECKPOINT_PAGES + 50) * FRAME, f"the log grew to {wal:,} bytes"
        # what another connection reads (the log included) is every entry made
        with sqlite3.connect(db) as other:
            assert other.execute("SELECT count(*) FROM actions").fetchone()[0] == 600
