"""A store killed while it changed its log leaves an index (-shm) only a writer can
rebuild: looking at the file, importing from it and restoring it must still read every
commit, without writing a byte of it (``store/untouched.py``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.rules import Bid
from scorekeeper.rules.scorecard_file import scorecard_to_json
from scorekeeper.store import GameSession, Store
from scorekeeper.store.backups import restore_database
from scorekeeper.store.database import identify, open_read_only
from scorekeeper.store.untouched import index_in_use

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SQLite's shared-memory index")

# A writer that empties the log (as the store does after each write), starts its next
# write and dies after the log's new header, before its frames and its index: the
# -shm says "empty log, old salt", the -wal's header a new one. A read-only reader
# cannot trust the index and cannot rebuild it ("locking protocol").
KILLED_AFTER_EMPTYING = r"""
import os, sqlite3, sys
db = sys.argv[1]
conn = sqlite3.connect(db, isolation_level=None)
conn.execute("CREATE TABLE written (x)")
conn.execute("DROP TABLE written")
conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
index = open(db + "-shm", "rb").read()
conn.execute("CREATE TABLE written (x)")
os.truncate(db + "-wal", 32)
with open(db + "-shm", "r+b") as shm:
    shm.write(index)
os._exit(0)
"""


def files(db: Path) -> dict[str, bytes]:
    return {suffix: Path(f"{db}{suffix}").read_bytes() for suffix in ("", "-wal", "-shm")}


@pytest.fixture(scope="module")
def killed_made(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    """A database with a game, left by a store killed as above; and the game. Made once
    for the module (a Python started and killed: 0.04 s of processor time, up to 0.2 s
    of wall time); each test reads and writes its own copy of the three files
    (``killed``)."""
    db = tmp_path_factory.mktemp("killed") / "scores.db"
    with Store(db) as store:
        session = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
        session.apply(Bid("Ben", 1))
        session.apply(Bid("Cat", 0))
        game = scorecard_to_json(session.scorecard)
    killed = subprocess.run([sys.executable, "-c", KILLED_AFTER_EMPTYING, str(db)], timeout=60)
    assert killed.returncode == 0
    assert Path(f"{db}-wal").stat().st_size == 32 and Path(f"{db}-shm").exists()
    return db, game


@pytest.fixture
def killed(tmp_path: Path, killed_made: tuple[Path, dict]) -> tuple[Path, dict]:
    """The killed store's database, log and index, byte for byte, this test's own."""
    made, game = killed_made
    db = tmp_path / made.name
    for suffix, content in files(made).items():
        Path(f"{db}{suffix}").write_bytes(content)
    return db, game


def test_the_next_store_opens_it_with_every_entry(killed: tuple[Path, dict]) -> None:
    db, game = killed
    with Store(db) as store:
        assert [scorecard_to_json(store.load_game(i).game.scorecard)
                for i in store.game_ids()] == [game]
        assert store.db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


def test_looking_and_importing_read_it_without_writing_it(killed: tuple[Path, dict]) -> None:
    db, _ = killed
    before = files(db)
    assert identify(db).steps  # ours, read
    reader, scratch = open_read_only(db)
    try:
        assert reader.execute("SELECT count(*) FROM games").fetchone() == (1,)
    finally:
        reader.close()
        if scratch is not None:
            scratch.cleanup()
    assert files(db) == before


def test_an_index_is_in_use_while_a_store_has_it_open(killed: tuple[Path, dict]) -> None:
    db, _ = killed
    shm = Path(f"{db}-shm")
    assert not index_in_use(shm)  # its writer is gone
    with Store(db):
        assert index_in_use(shm)


def test_restoring_from_it_brings_every_entry(tmp_path: Path,
                                              killed: tuple[Path, dict]) -> None:
    source, game = killed
    before = files(source)
    current = tmp_path / "current.db"
    with Store(current):
        pass
    restore_database(current, source, 5.0)
    with Store(current) as store:
        assert [scorecard_to_json(store.load_game(i).game.scorecard)
                for i in store.game_ids()] == [game]
    assert files(source) == before
