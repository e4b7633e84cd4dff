"""Only Scorekeeper's own databases are opened: anything else is refused untouched."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from scorekeeper.store import NotADatabaseError, Store
from scorekeeper.store.migrations import APPLICATION_ID, KNOWN

FIXTURES = Path(__file__).parent / "fixtures"


def files(path: Path) -> dict[str, str]:
    """Every file of the database (main, -wal, -shm, -journal) and a hash of each."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(path.parent.glob(path.name + "*"))}


def other_sqlite_utils_app(path: Path) -> None:
    """Another app keeping its migrations in the table sqlite-utils apps share."""
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE _sqlite_migrations (migration_set TEXT, name TEXT, "
                     "applied_at TEXT, PRIMARY KEY (migration_set, name))")
        conn.execute("INSERT INTO _sqlite_migrations VALUES ('photos', 'm001_photos', 'x')")
        conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
    conn.close()


def empty_with_another_application_id(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA application_id = 1196444487")  # GeoPackage's "GPKG"
    conn.close()


def another_app_in_wal_mode_with_its_log(path: Path) -> None:
    """A WAL database whose last commits are still only in its -wal (as a crash leaves it)."""
    live = path.with_name("live.db")
    conn = sqlite3.connect(live)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    conn.execute("INSERT INTO notes (text) VALUES ('milk')")
    conn.commit()
    for suffix in ("", "-wal", "-shm"):
        shutil.copy(f"{live}{suffix}", f"{path}{suffix}")
    conn.close()
    for left in live.parent.glob("live.db*"):
        left.unlink()


def shopping_notes(path: Path) -> None:
    path.write_bytes(b"milk, eggs, flour\n" * 300)


@pytest.mark.parametrize("make", [other_sqlite_utils_app, empty_with_another_application_id,
                                  another_app_in_wal_mode_with_its_log, shopping_notes])
def test_someone_elses_database_is_refused_byte_identical(
        db_path: Path, make: Callable[[Path], None]) -> None:
    make(db_path)
    before = files(db_path)
    with pytest.raises(NotADatabaseError, match="not a Scorekeeper"):
        Store(db_path)
    assert files(db_path) == before  # same files, same bytes: no -wal or -shm left behind


def application_id(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        found = conn.execute("PRAGMA application_id").fetchone()[0]
    conn.close()
    return found


def test_a_new_database_is_marked_as_scorekeepers(db_path: Path) -> None:
    Store(db_path).close()
    assert APPLICATION_ID != 0 and application_id(db_path) == APPLICATION_ID


def test_an_old_database_without_the_mark_still_opens_and_is_marked(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    shutil.copy(FIXTURES / "schema-v1.db", path)
    assert application_id(path) == 0
    with Store(path) as store:
        assert store.load_game(1).game.setup.players == ("Ann", "Ben", "Cat")
    assert application_id(path) == APPLICATION_ID
    (backup,) = tmp_path.glob("old.db.before-*.bak")
    assert backup.name == f"old.db.before-{KNOWN[1]}.bak" and application_id(backup) == 0
