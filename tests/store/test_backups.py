"""Backups: consistent while the app writes, one a day kept, and restore swaps safely."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
import threading
from datetime import date, timedelta
from pathlib import Path

import pytest

from scorekeeper.rules.commands import Bid, Redo, Undo
from scorekeeper.store import GameSession, Store, open_app_store
from scorekeeper.store.backups import (
    DAILY_KEPT,
    BackupExistsError,
    DailyBackup,
    RestoreError,
    restore_database,
)
from scorekeeper.store.errors import BackupError

ROOT = Path(__file__).parents[2]


def games_in(path: Path) -> int:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return conn.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        conn.close()


def play(store, hands: int = 1) -> GameSession:
    """A new game with the bids of its first hand, and ``hands`` − 1 undo/redo pairs."""
    session = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    while (bidder := session.scorecard.current.expected_bidder) is not None:
        session.apply(Bid(bidder, 0))
    for _ in range(hands - 1):
        session.apply(Undo())
        session.apply(Redo())
    return session


def cli(*argv: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "scorekeeper", *argv], env=env,
                          capture_output=True, text=True, timeout=120)


# --- backup FILE ---------------------------------------------------------------------
@pytest.mark.slow
def test_a_backup_while_the_app_writes_is_whole_and_replays(tmp_path: Path) -> None:
    """The app (its store in its own process) records entries without pause while
    `scorekeeper backup` copies the database from another process, several times."""
    db = tmp_path / "club.db"
    stop = threading.Event()
    written = []
    with open_app_store(db) as app:
        for _ in range(20):
            play(app, hands=3)

        def keep_writing() -> None:
            while not stop.is_set():
                written.append(play(app, hands=2).game_id)

        writer = threading.Thread(target=keep_writing)
        writer.start()
        try:
            copies = []
            for n in range(3):
                copy = tmp_path / f"copy{n}.db"
                done = cli("--db", str(db), "backup", str(copy))
                assert done.returncode == 0, done.stderr
                assert f"backed up to {copy}" in done.stdout
                copies.append(copy)
        finally:
            stop.set()
            writer.join()
    assert written  # the app went on writing meanwhile
    for copy in copies:
        count = games_in(copy)
        assert 20 <= count <= 20 + len(written)
        with Store(copy) as backup:  # every game in the copy replays
            for game_id in range(1, count + 1):
                backup.load_game(game_id)


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_backup_never_replaces_an_existing_file_unless_forced(tmp_path: Path,
                                                                store: Store) -> None:
    """Any file at the backup's path — another program's, an older backup, another
    Scorekeeper database — is left byte-identical; ``force`` replaces it."""
    play(store)
    letter = tmp_path / "letter.db"
    letter.write_text("Dear club,")
    with pytest.raises(BackupExistsError, match=r"letter\.db already exists; it was left"):
        store.backup_to(letter)
    assert letter.read_text() == "Dear club,"
    older = tmp_path / "older.db"
    store.backup_to(older)
    before = sha(older)
    play(store)
    with pytest.raises(BackupExistsError, match=r"older.db already exists \(a Scorekeeper "
                                                r"database\); it was left as it was"):
        store.backup_to(older)
    assert sha(older) == before and games_in(older) == 1
    store.backup_to(older, force=True)  # an earlier backup, replaced when asked to
    assert games_in(older) == 2
    store.backup_to(letter, force=True)
    assert games_in(letter) == 2
    with pytest.raises(BackupError, match="the database itself"):
        store.backup_to(store.path, force=True)
    with pytest.raises(BackupError, match="is a folder"):
        store.backup_to(tmp_path, force=True)
    assert not list(tmp_path.glob("*.part")) and not list(tmp_path.glob(".*.part"))


# --- the daily backup ----------------------------------------------------------------
def test_the_first_write_of_a_day_is_preceded_by_a_backup(db_path: Path) -> None:
    with Store(db_path) as plain:
        play(plain)
    with Store(db_path, daily_backup=True) as store:
        play(store)  # the day's first write: the backup holds the one game before it
        path = store.finish_backups()
        assert path == str(db_path.parent / "backups" / f"games-{date.today()}.db")
        assert games_in(Path(path)) == 1
        play(store)
        assert store.finish_backups() == path and games_in(Path(path)) == 1
    assert not (db_path.parent / "backups" / ".part").exists()


def test_a_store_without_daily_backups_makes_none(db_path: Path, store: Store) -> None:
    play(store)
    assert store.finish_backups() is None
    assert not (db_path.parent / "backups").exists()


def test_the_app_keeps_a_daily_backup(db_path: Path) -> None:
    with open_app_store(db_path) as app:
        play(app)
        path = app.finish_backups()
    assert path is not None and games_in(Path(path)) == 0


def test_the_last_seven_daily_backups_are_kept(db_path: Path) -> None:
    folder = db_path.parent / "backups"
    folder.mkdir()
    today = date.today()
    for days in range(1, 10):
        (folder / f"games-{today - timedelta(days=days)}.db").write_bytes(b"")
    (folder / "games-before-restore-2026-01-01T000000.db").write_bytes(b"")
    (folder / "other-2020-01-01.db").write_bytes(b"")
    with Store(db_path, daily_backup=True) as store:
        play(store)
        store.finish_backups()
    kept = sorted(p.name for p in folder.iterdir())
    daily = [n for n in kept if n.startswith("games-2")]
    assert daily == [f"games-{today - timedelta(days=d)}.db" for d in range(DAILY_KEPT - 1, -1, -1)]
    assert "games-before-restore-2026-01-01T000000.db" in kept and "other-2020-01-01.db" in kept


def test_a_failed_daily_backup_never_stops_an_entry(db_path: Path) -> None:
    (db_path.parent / "backups").write_text("a file where the folder should be")
    with Store(db_path, daily_backup=True) as store:
        session = play(store)
        assert store.finish_backups() is None
        assert store.load_game(session.game_id).game.log


def test_the_daily_copy_is_taken_before_the_write_it_precedes(db_path: Path) -> None:
    """The write waits only for the copy's snapshot, never for the copy itself."""
    with Store(db_path) as plain:
        for _ in range(30):
            play(plain, hands=3)
    daily = DailyBackup(db_path, 5.0)
    daily.before_write()
    with Store(db_path) as store:
        play(store)  # written while the copy may still be running
    assert games_in(Path(str(daily.wait()))) == 30


# --- restore FILE ------------------------------------------------------------------
def test_restore_swaps_in_a_backup_and_keeps_the_current_database(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    with Store(db) as store:
        play(store)
        store.backup_to(tmp_path / "monday.db")
        play(store)
        play(store)
    kept = restore_database(db, tmp_path / "monday.db", 5.0)
    assert kept is not None and kept.parent == tmp_path / "backups"
    assert games_in(kept) == 3
    with Store(db) as store:
        assert store.history_count() == 1
        play(store)  # and it takes entries
    assert games_in(db) == 2


@pytest.mark.parametrize("content", [b"", b"not a database at all" * 100, "foreign"])
def test_restore_refuses_what_is_not_a_scorekeeper_database(tmp_path: Path, content) -> None:
    db = tmp_path / "club.db"
    with Store(db) as store:
        play(store)
    source = tmp_path / "source.db"
    if content == "foreign":
        with sqlite3.connect(source) as conn:
            conn.execute("CREATE TABLE photos (id)")
        conn.close()
    else:
        source.write_bytes(content)
    before, source_before = hashlib.sha256(db.read_bytes()).digest(), source.read_bytes()
    with pytest.raises(RestoreError, match="nothing was changed"):
        restore_database(db, source, 1.0)
    assert hashlib.sha256(db.read_bytes()).digest() == before
    assert source.read_bytes() == source_before
    assert not (tmp_path / "backups").exists()


def test_restore_refuses_a_newer_database(tmp_path: Path) -> None:
    source = tmp_path / "newer.db"
    with Store(source) as store:
        play(store)
    with sqlite3.connect(source) as conn:
        conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                     "VALUES ('scorekeeper', 'm099_from_the_future', 'x')")
    conn.close()
    with pytest.raises(RestoreError, match="newer version"):
        restore_database(tmp_path / "club.db", source, 1.0)
    assert not (tmp_path / "club.db").exists()


def test_restore_refuses_while_the_app_has_the_database_open(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    with Store(db) as store:
        play(store)
        store.backup_to(tmp_path / "copy.db")
    with open_app_store(db) as app:
        play(app)
        with pytest.raises(RestoreError, match="is in use"):
            restore_database(db, tmp_path / "copy.db", 1.0)
        play(app)  # the app goes on as if nothing happened
    assert games_in(db) == 3


def test_restore_onto_a_new_machine_needs_no_current_database(tmp_path: Path) -> None:
    source = tmp_path / "from-the-old-laptop.db"
    with Store(source) as store:
        play(store)
    fresh = tmp_path / "new" / "scorekeeper.db"
    fresh.parent.mkdir()
    assert restore_database(fresh, source, 1.0) is None
    assert games_in(fresh) == 1 and games_in(source) == 1
