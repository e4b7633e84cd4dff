"""Every game has a uid for ever (m007), and notes within the file format's limit."""

from __future__ import annotations

import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest

from scorekeeper.rules.commands import Bid
from scorekeeper.store import GameSession, NotesError, Store, StoreError
from scorekeeper.store.errors import GameInTrashError, GameNotFoundError

FIXTURES = Path(__file__).parent / "fixtures"


def uids(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return [row[0] for row in conn.execute("SELECT uid FROM games ORDER BY id")]


def test_existing_games_get_a_uid_in_the_upgrade(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    shutil.copy(FIXTURES / "schema-v1.db", path)
    with Store(path) as store:
        stored = store.load_game(1)
    (uid,) = uids(path)
    assert uuid.UUID(uid).version == 4 and stored.uid == uid


def test_a_new_game_gets_its_own_uid_kept_for_ever(store: Store, db_path: Path) -> None:
    first = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    first.apply(Bid("Ben", 0))
    a, b = uids(db_path)
    assert a != b and uuid.UUID(a) and uuid.UUID(b)
    assert store.load_game(first.game_id).uid == a
    assert store.export_document(first.game_id)["uid"] == a


def test_two_games_cannot_share_a_uid(store: Store) -> None:
    game = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann").game
    uid = store.load_game(1).uid
    other = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Dan"], "Ann").game
    with pytest.raises(StoreError, match="UNIQUE"):
        store.create_game(other, uid=uid)
    # The same new game sent again (its store process restarted) is stored once.
    assert store.create_game(game, uid=uid) == 1
    assert [g.id for g in store.history()] == [2, 1]


def test_notes_are_stored_exported_and_cleared(store: Store, db_path: Path) -> None:
    session = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    store.set_notes(session.game_id, "At the Crown; hand 3 replayed after a misdeal.")
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT notes FROM games").fetchone()[0].startswith("At the Crown")
    assert store.export_document(session.game_id)["notes"].endswith("misdeal.")
    assert store.load_game(session.game_id).notes.startswith("At the Crown")
    store.set_notes(session.game_id, "")
    assert store.notes(session.game_id) is None
    assert "notes" not in store.export_document(session.game_id)


def test_notes_longer_than_a_file_may_carry_are_refused(store: Store) -> None:
    session = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    store.set_notes(session.game_id, "x" * 10_000)
    with pytest.raises(NotesError, match="10,001 characters"):
        store.set_notes(session.game_id, "y" * 10_001)
    assert store.notes(session.game_id) == "x" * 10_000


def test_notes_of_a_missing_or_deleted_game_are_refused(store: Store) -> None:
    session = GameSession.start(store, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    with pytest.raises(GameNotFoundError):
        store.set_notes(99, "x")
    store.delete_game(session.game_id)
    with pytest.raises(GameInTrashError):
        store.set_notes(session.game_id, "x")


def test_the_upgrade_compacts_what_is_kept(tmp_path: Path) -> None:
    """m007 packs base records and drops rows nothing reads; every game still replays
    and exports as before."""
    path = tmp_path / "old.db"
    shutil.copy(FIXTURES / "schema-v1.db", path)
    with Store(path) as store:
        assert len(store.export_document(1)["hands"]) == 2
        assert store.history()[0].hands_played == 2
    with sqlite3.connect(path) as conn:
        base = conn.execute("SELECT base FROM games").fetchone()[0]
        assert isinstance(base, bytes) and base[0] == 1
        assert [r[1] for r in conn.execute("PRAGMA table_info(hands)")] == [
            "game_id", "number", "cards"]
        assert "total" not in [r[1] for r in conn.execute("PRAGMA table_info(entries)")]
        assert conn.execute("SELECT count(*) FROM entries").fetchone()[0] > 0
    conn.close()
    before_upgrade = tmp_path / "again.db"
    shutil.copy(FIXTURES / "schema-v1.db", before_upgrade)
    with sqlite3.connect(before_upgrade) as conn:
        text = conn.execute("SELECT base FROM games").fetchone()[0]
    conn.close()
    from scorekeeper.store.compact import pack_record, unpack_record

    assert unpack_record(base) == unpack_record(text) == unpack_record(pack_record(
        unpack_record(text)))
