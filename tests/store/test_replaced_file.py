"""The database file replaced or deleted while the app records: no confirmed entry lost.

Each case types entries through the app's store (its own process), does to the file
what a sync tool, ``mv`` or a tidy-up does, types more, and then reads the database
at the path from another process (this one, not the store's): every entry confirmed
before and after is there.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from scorekeeper.rules import Bid, Tricks
from scorekeeper.rules.scorecard_file import scorecard_to_json
from scorekeeper.store import GameSession, Store, open_app_store
from scorekeeper.store.moved import DatabaseReplacedError

pytestmark = pytest.mark.skipif(os.name != "posix", reason="inodes and renames of POSIX")

PLAYERS = ["Ann", "Ben", "Cat"]


def play(session: GameSession, entries: int) -> None:
    """Confirmed entries, as typed at the table (bids, then the hand's tricks)."""
    for _ in range(entries):
        hand = session.scorecard.current
        if hand.expected_bidder is not None:
            for bid in (0, 1):
                try:
                    session.apply(Bid(hand.expected_bidder, bid))
                    break
                except ValueError:
                    continue
        else:
            session.apply(Tricks({"Ann": hand.cards, "Ben": 0, "Cat": 0}))


def games_at(path: Path) -> list[dict]:
    """Every game at ``path`` as another program reads it (its scorecard, as JSON): the
    test's process is not the store's (``open_app_store`` starts its own), so opening
    the path here is what any other program's opening is (a ``scorekeeper list``
    started for it was a third process reading the same way: 0.12 s a read)."""
    with Store(path) as store:
        assert store.db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        return [scorecard_to_json(store.load_game(i).game.scorecard)
                for i in store.game_ids()]


def other_database(path: Path) -> None:
    """Another Scorekeeper database (another laptop's), with a game of its own."""
    with Store(path) as store:
        session = GameSession.start(store, "oh-hell-pw", ["Dan", "Eve", "Fay"], "Dan")
        session.apply(Bid("Eve", 1))


def recovered(db: Path) -> list[Path]:
    return sorted(db.parent.glob(f"{db.stem}.recovered-*{db.suffix}"))


def start(db: Path) -> tuple[Store, GameSession]:
    store = open_app_store(db)
    session = GameSession.start(store, "whysteria", PLAYERS, "Ann",
                                {"schedule": "constant", "cards": 2})
    play(session, 9)
    return store, session


def test_replaced_by_rename_while_entries_are_typed(tmp_path: Path) -> None:
    db, other = tmp_path / "scores.db", tmp_path / "synced.db"
    other_database(other)
    store, session = start(db)
    try:
        os.replace(other, db)  # a sync tool's rename: the path is another file now
        play(session, 1)  # the write finds it, saves, follows, and stores the entry
        notice = session.take_notice()
        assert notice is not None and "was replaced by another file" in notice
        assert str(recovered(db)[0]) in notice and "goes on with" in notice
        play(session, 6)
        shown = scorecard_to_json(session.scorecard)
    finally:
        store.close()
    at_path = games_at(db)
    assert shown in at_path and len(at_path) == 2  # ours, and the file's own game
    assert len(shown["hands"]) >= 4
    # The saved copy holds what the app held, whole.
    saved = games_at(recovered(db)[0])
    kept = saved[0]["hands"][:-1]  # the hands it had finished (the last was in play)
    assert len(saved) == 1 and len(kept) >= 2 and kept == shown["hands"][:len(kept)]


@pytest.mark.parametrize("entries", [0, 600], ids=["at-once", "after-a-long-evening"])
def test_replaced_by_rename_then_another_process_reads_the_path(tmp_path: Path,
                                                                entries: int) -> None:
    """The store's log (``-wal``) keeps the path's name until the store notices the
    rename; after hundreds of entries SQLite would have checkpointed it and it would hold
    only some pages, and a program opening the path would read the new file through
    them (a malformed database). The store empties its log after each write, so there
    is nothing of ours to read the new file through."""
    db, other = tmp_path / "scores.db", tmp_path / "synced.db"
    other_database(other)
    store, session = start(db)
    try:
        play(session, entries)
        os.replace(other, db)
        games_at(db)  # another program opens the path before the next entry
        play(session, 4)
        shown = scorecard_to_json(session.scorecard)
    finally:
        store.close()
    assert shown in games_at(db)


def test_deleted_while_entries_are_typed(tmp_path: Path) -> None:
    db = tmp_path / "scores.db"
    store, session = start(db)
    try:
        trashed = GameSession.start(store, "oh-hell-pw", ["Dan", "Eve", "Fay"], "Dan")
        store.delete_game(trashed.game_id)
        for suffix in ("", "-wal", "-shm"):  # a tidy-up removes the lot
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        play(session, 1)
        notice = session.take_notice()
        assert notice is not None and "was deleted" in notice and "put back at" in notice
        assert session.game_id == 1  # the whole database is back: ids, trash and all
        play(session, 5)
        shown = scorecard_to_json(session.scorecard)
    finally:
        store.close()
    assert games_at(db) == [shown]
    with Store(db) as at_path:
        assert [t.game.id for t in at_path.trash()] == [trashed.game_id]


def test_deleted_folder_and_all_is_made_again(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    db = folder / "scores.db"
    folder.mkdir()
    store, session = start(db)
    try:
        shutil.rmtree(folder)
        play(session, 3)
        assert session.take_notice() is not None
        shown = scorecard_to_json(session.scorecard)
    finally:
        store.close()
    assert games_at(db) == [shown]


def test_replaced_by_an_older_copy_of_itself_keeps_every_entry(tmp_path: Path) -> None:
    """``mv backup.db scores.db``: the game at the path is the same game, shorter."""
    db, backup = tmp_path / "scores.db", tmp_path / "backup.db"
    store, session = start(db)
    try:
        finished = GameSession.start(store, "oh-hell-pw", ["Dan", "Eve", "Fay"], "Dan")
        finished.apply(Bid("Eve", 1))
        store.backup_to(backup)
        play(session, 4)
        os.replace(backup, db)
        play(session, 4)
        assert session.take_notice() is not None
        shown = scorecard_to_json(session.scorecard)
        other = scorecard_to_json(finished.scorecard)
    finally:
        store.close()
    at_path = games_at(db)
    assert shown in at_path and at_path.count(other) == 1  # the unchanged game once
    # The shorter record of our game at the path was extended to ours (the same uid,
    # a record that continues it): one game, not two.
    assert len(at_path) == 2


def test_replaced_by_copy_into_the_same_file(tmp_path: Path) -> None:
    """``cp backup.db scores.db`` writes into the file the app holds (same inode): to
    the check it is the same file, and the app's newest pages (its -wal) stay on top,
    so what it confirmed is what the path holds."""
    db, backup = tmp_path / "scores.db", tmp_path / "backup.db"
    store, session = start(db)
    try:
        store.backup_to(backup)
        play(session, 4)
        inode = db.stat().st_ino
        shutil.copyfile(backup, db)  # truncates and rewrites the same file
        assert db.stat().st_ino == inode
        play(session, 4)
        assert session.take_notice() is None  # the same file: nothing to follow
        shown = scorecard_to_json(session.scorecard)
    finally:
        store.close()
    assert games_at(db) == [shown]
    assert recovered(db) == []


def test_a_file_at_the_path_that_is_not_ours_keeps_the_app_on_the_saved_copy(
        tmp_path: Path) -> None:
    db, foreign = tmp_path / "scores.db", tmp_path / "notes.db"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE notes (text)")
    store, session = start(db)
    try:
        os.replace(foreign, db)
        play(session, 3)
        notice = session.take_notice()
        assert notice is not None and "cannot be used" in notice
        shown = scorecard_to_json(session.scorecard)
    finally:
        store.close()
    assert games_at(recovered(db)[0]) == [shown]
    with sqlite3.connect(db) as conn:  # the other program's file is left as it was
        assert conn.execute("SELECT name FROM sqlite_master").fetchall() == [("notes",)]


def test_the_error_crosses_the_process_boundary_whole() -> None:
    import pickle

    error = DatabaseReplacedError("words", "/x/scores.recovered-1.db", {3: 5})
    again = pickle.loads(pickle.dumps(error))
    assert (str(again), again.recovered, again.ids) == ("words", error.recovered, {3: 5})


@pytest.mark.slow  # waits out the store's idle check (1 s): handed out first
def test_an_idle_app_follows_a_replaced_file_before_another_program_opens_it(
        tmp_path: Path) -> None:
    """The store's process checks the path every second while idle, so the -wal of
    the file it held is not left at the path for the next program to mix in."""
    db, other = tmp_path / "scores.db", tmp_path / "synced.db"
    other_database(other)
    with Store(other) as before:
        theirs = scorecard_to_json(before.load_game(1).game.scorecard)
    store, session = start(db)
    try:
        os.replace(other, db)
        deadline = time.monotonic() + 30
        while not recovered(db) and time.monotonic() < deadline:
            time.sleep(0.05)  # the app does nothing meanwhile
        assert recovered(db)
        with Store(db) as now:  # another program: the file's own game, whole
            assert scorecard_to_json(now.load_game(1).game.scorecard) == theirs
        play(session, 2)
        notice = session.take_notice()
        assert notice is not None and "was replaced" in notice
        shown = scorecard_to_json(session.scorecard)
    finally:
        store.close()
    assert shown in games_at(db) and theirs in games_at(db)


def test_a_game_whose_id_changed_is_found_by_its_uid_never_written_to_another(
        tmp_path: Path) -> None:
    """Another call met the replaced file first (here: notes on History): the table's
    next entry must not go to the game that has its old id in the new file."""
    db, other = tmp_path / "scores.db", tmp_path / "synced.db"
    other_database(other)  # its game 1 has one action, like ours below
    store = open_app_store(db)
    try:
        session = GameSession.start(store, "whysteria", PLAYERS, "Ann",
                                    {"schedule": "constant", "cards": 2})
        play(session, 1)
        os.replace(other, db)
        with pytest.raises(DatabaseReplacedError) as moved:
            store.set_notes(session.game_id, "at Ann's")
        assert moved.value.ids == {1: 2}
        play(session, 2)
        shown = scorecard_to_json(session.scorecard)
        assert session.game_id == 2
    finally:
        store.close()
    with Store(db) as at_path:
        assert scorecard_to_json(at_path.load_game(2).game.scorecard) == shown
        assert [str(c) for c in at_path.load_game(1).game.log] == [str(Bid("Eve", 1))]

