"""Opening the database: checks, pragmas for durability, migrations, backups."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlite_utils import Database

from .errors import NewerDatabaseError, NotADatabaseError, StoreError, classify
from .migrations import KNOWN, migrations

BUSY_TIMEOUT_SECONDS = 5.0


def open_database(path: Path, timeout: float = BUSY_TIMEOUT_SECONDS) -> Database:
    """Open (creating if needed) and upgrade the database at ``path``.

    A database written by a newer version, or a file that is not ours, is refused
    before anything is written to it.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        existed = path.exists() and path.stat().st_size > 0
        conn = sqlite3.connect(str(path), timeout=timeout)
    except (sqlite3.Error, OSError) as error:
        raise classify(error, path) from error
    try:
        _check_ours(conn, path, existed)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        db = Database(conn, execute_plugins=False)
        pending = migrations.pending(db)
        if existed and pending and len(pending) < len(KNOWN):
            _backup(conn, path, pending[0].name)
        migrations.apply(db)
        return db
    except StoreError:
        conn.close()
        raise
    except (sqlite3.Error, OSError) as error:
        conn.close()
        raise classify(error, path) from error


def _check_ours(conn: sqlite3.Connection, path: Path, existed: bool) -> None:
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not existed or not tables:
        return
    if "_sqlite_migrations" not in tables:
        raise NotADatabaseError(
            f"{path} is an SQLite database, but not a Scorekeeper one. "
            "Choose the right file with --db."
        )
    applied = [row[0] for row in conn.execute(
        "SELECT name FROM _sqlite_migrations WHERE migration_set = 'scorekeeper' ORDER BY rowid"
    )]
    unknown = [name for name in applied if name not in KNOWN]
    if unknown:
        raise NewerDatabaseError(
            f"{path} was written by a newer version of Scorekeeper (it has schema step "
            f"{unknown[-1]!r}). Update Scorekeeper to open it; the file was not changed."
        )


def _backup(conn: sqlite3.Connection, path: Path, before: str) -> Path:
    """A full copy of the database before an upgrade, next to it."""
    target = path.with_name(f"{path.name}.before-{before}.bak")
    copy = sqlite3.connect(str(target))
    try:
        conn.backup(copy)
    finally:
        copy.close()
    return target
