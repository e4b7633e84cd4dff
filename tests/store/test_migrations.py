"""Schema migrations: from nothing, from the first schema, and refusing newer ones."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

import pytest

from scorekeeper.club.ratings import RatingBook, RatingCache, rate
from scorekeeper.store import NewerDatabaseError, NotADatabaseError, Store, migrations
from scorekeeper.store.migrations import KNOWN
from tests.club.helpers import filed_games, seed_games

FIXTURES = Path(__file__).parent / "fixtures"


def applied(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY rowid")]


def test_an_empty_file_gets_every_migration(db_path: Path) -> None:
    db_path.touch()
    Store(db_path).close()
    assert applied(db_path) == KNOWN
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_the_first_schema_is_upgraded_with_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    shutil.copy(FIXTURES / "schema-v1.db", path)
    assert applied(path) == KNOWN[:1]
    with Store(path) as store:
        assert applied(path) == KNOWN
        summary = store.history()[0]
        assert summary.players == "Ann, Ben, Cat" and summary.hands_played == 2
        stored = store.load_game(1)
        assert [h.number for h in stored.game.scorecard.completed] == [1, 2]
        with sqlite3.connect(path) as conn:
            exact = conn.execute("SELECT exact, hands FROM game_players WHERE seat = 2")
            assert exact.fetchone() == (2, 2)  # Cat made both her bids
    backups = list(tmp_path.glob("old.db.before-*.bak"))
    assert len(backups) == 1 and applied(backups[0]) == KNOWN[:1]


def test_a_newer_database_is_refused_and_left_untouched(db_path: Path) -> None:
    Store(db_path).close()
    with sqlite3.connect(db_path) as conn:
        conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                     "VALUES ('scorekeeper', 'm099_from_the_future', 'x')")
    before = hashlib.sha256(db_path.read_bytes()).hexdigest()
    with pytest.raises(NewerDatabaseError, match="newer version of Scorekeeper"):
        Store(db_path)
    assert hashlib.sha256(db_path.read_bytes()).hexdigest() == before


def test_someone_elses_sqlite_file_is_refused(db_path: Path) -> None:
    with sqlite3.connect(db_path) as conn:
        conn.execute("CREATE TABLE photos (id)")
    with pytest.raises(NotADatabaseError, match="not a Scorekeeper one"):
        Store(db_path)


def test_an_m008_database_upgrades_and_its_ratings_stay_right(tmp_path: Path,
                                                              monkeypatch) -> None:
    """m009 logs one change per finished game stored whole instead of one per seat:
    the log kept under m008 and the ratings kept with it go on as they were."""
    path = tmp_path / "club.db"
    m009 = "m009_one_change_per_stored_game"
    monkeypatch.setattr(migrations, "apply", partial(migrations.apply, stop_before=m009))
    with Store(path) as store:
        assert applied(path) == KNOWN[:KNOWN.index(m009)]
        seed_games(store, 4)
        seats = store._read("SELECT count(*) FROM game_players")[0][0]
        assert store.club_version() >= seats  # m008: a change per seat (and more)
        RatingCache().book(store, "whysteria")  # kept in the database
    monkeypatch.undo()

    def state(book: RatingBook) -> tuple:
        return book.mu, book.sigma, book.count, book.history, book.rated, book.last, book.tally

    def fresh(store: Store) -> tuple:
        return state(rate(store.club_games("whysteria"))["whysteria"])

    with Store(path) as store:
        assert applied(path) == KNOWN
        cache = RatingCache()
        book = cache.book(store, "whysteria")
        assert (cache.loaded, cache.full) == (1, 0)  # the kept ratings still stand
        assert state(book) == fresh(store)
        version = store.club_version()
        later = filed_games(3, seed=4, start=datetime(2026, 2, 1, 19, tzinfo=UTC))
        store.import_games(later)
        assert store.club_version() == version + 3  # one change a game now
        book = cache.book(store, "whysteria")
        assert cache.extended == 1 and cache.full == 0
        assert state(book) == fresh(store)
        store.import_games(filed_games(2, seed=5, start=datetime(2026, 1, 1, 9, tzinfo=UTC)))
        book = cache.book(store, "whysteria")  # earlier games: rated from scratch
        assert cache.full == 1 and book.rated == 9
        assert state(book) == fresh(store)


def test_every_step_written_is_registered_and_numbered_in_order() -> None:
    """A step function without its ``@_step`` would never run (a merge once
    dropped one): every ``mNNN_`` function of the module is a known step, in order,
    numbered 1, 2, 3 … with none missing."""
    import re

    written = sorted(name for name in vars(migrations) if re.fullmatch(r"m\d{3}_\w+", name))
    assert written == KNOWN
    assert [int(name[1:4]) for name in KNOWN] == list(range(1, len(KNOWN) + 1))


def _what_a_new_database_holds(path: Path) -> tuple[object, ...]:
    """Everything of a database a test could tell apart, but the steps' times."""
    with sqlite3.connect(path) as conn:
        return (
            conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                         "ORDER BY type, name").fetchall(),
            [conn.execute(f"PRAGMA {pragma}").fetchone()[0] for pragma in
             ("application_id", "user_version", "journal_mode", "page_size",
              "auto_vacuum", "encoding")],
            conn.execute("SELECT migration_set, name FROM _sqlite_migrations "
                         "ORDER BY rowid").fetchall(),
            [(table, conn.execute(f'SELECT * FROM "{table}"').fetchall()) for (table,) in
             conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                          "AND name != '_sqlite_migrations' ORDER BY name")],
        )


def test_the_tests_copied_database_is_the_one_the_app_makes(
        tmp_path: Path, empty_database: Callable[[Path], Path]) -> None:
    """The ``store`` fixture's database is a copy of one made once a process
    (tests/conftest.py): it must hold what a database made now holds, and be a file of
    its own for each test."""
    made = tmp_path / "made.db"
    Store(made).close()
    first, second = empty_database(tmp_path / "a.db"), empty_database(tmp_path / "b.db")
    assert _what_a_new_database_holds(first) == _what_a_new_database_holds(made)
    assert applied(first) == KNOWN
    with Store(first) as store:
        seed_games(store, 1)  # written into one copy, not into the other
    assert _what_a_new_database_holds(second) == _what_a_new_database_holds(made)
    assert first.stat().st_ino != second.stat().st_ino


LOADS_SQLITE_UTILS = """
import sys
from scorekeeper.store import Store
Store(sys.argv[1]).close()
print("sqlite_utils" in sys.modules)
"""


def test_only_a_database_with_steps_to_apply_loads_the_migrations(tmp_path: Path) -> None:
    """Every command, the store's process and each import worker open a current
    database: sqlite-utils (which applies the steps) is loaded only when there are
    steps to apply, a new or an older file (see ``migrations.apply``)."""
    import subprocess
    import sys

    def opening_loads_sqlite_utils(path: Path) -> bool:
        run = subprocess.run([sys.executable, "-c", LOADS_SQLITE_UTILS, str(path)],
                             capture_output=True, text=True, check=True, timeout=60)
        return run.stdout.split() == ["True"]

    new, old = tmp_path / "new.db", tmp_path / "old.db"
    shutil.copy(FIXTURES / "schema-v1.db", old)
    assert opening_loads_sqlite_utils(new) and opening_loads_sqlite_utils(old)
    assert applied(new) == applied(old) == KNOWN
    assert not opening_loads_sqlite_utils(new)  # now current: nothing to apply
