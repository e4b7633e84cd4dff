"""Opening the database: checks, pragmas for durability, migrations, backups.

An existing file is first looked at read-only, in a way that writes no byte of it,
its -wal or its -shm; it is opened for writing only once it is known to be a
Scorekeeper database that this version can use. Anything else is refused as it was.
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from tempfile import TemporaryDirectory

from . import migrations
from .errors import (
    BUSY_TIMEOUT_SECONDS,
    BackupError,
    DiskFullError,
    NewerDatabaseError,
    NotADatabaseError,
    OlderDatabaseError,
    StoreError,
    classify,
)
from .migrations import APPLICATION_ID, MIGRATION_SET, known_steps
from .paths import has_content as _has_content
from .paths import require_database
from .untouched import connect_untouched
from .untouched import sibling as _sibling
from .untouched import uri as _uri

MIGRATIONS_TABLE = "_sqlite_migrations"  # sqlite-utils' record of applied steps
BACKUP_NAMES = 100  # scorekeeper.db.before-STEP.bak, then .2.bak … .100.bak


@dataclass(frozen=True)
class Found:
    """What identifies an existing database file, read without writing."""

    application_id: int
    tables: frozenset[str]
    steps: tuple[str, ...]  # Scorekeeper's migration steps recorded in it, in order


def open_database(path: Path, timeout: float = BUSY_TIMEOUT_SECONDS, *,
                  create: bool = True) -> sqlite3.Connection:
    """Open and upgrade the database at ``path``; with ``create``, start one if there is none.

    A file that is not a Scorekeeper database, or one written by a newer version, is
    refused before anything is written to it (nor to its -wal or -shm).
    """
    if not create:
        require_database(path)
    try:
        found = _look(path, timeout) if _has_content(path) else None
    except (sqlite3.Error, OSError) as error:
        raise classify(error, path) from error
    if found is not None:
        _check_ours(found, path)
    return _open_for_writing(path, timeout, found)


def open_read_only(path: Path, timeout: float = BUSY_TIMEOUT_SECONDS
                   ) -> tuple[sqlite3.Connection, TemporaryDirectory[str] | None]:
    """Another Scorekeeper database, opened to read without writing a byte of it, its
    -wal or its -shm (to import its games). One read transaction holds for as long as
    it is open, so what is read is one consistent state of it.

    Refused: no database, another program's file, a newer one, and an older one (it
    would have to be upgraded, which writes). Given with the connection: the folder
    holding the copy read instead of the file (see :mod:`.untouched`), if one was
    needed, to be removed once the connection is closed."""
    require_database(path, "there is nothing to read there")
    try:
        found = _look(path, timeout)
    except (sqlite3.Error, OSError) as error:
        raise classify(error, path) from error
    _check_ours(found, path)
    if found.steps != tuple(known_steps()):
        raise OlderDatabaseError(
            f"{path} is from an older Scorekeeper; open it once with this one to upgrade "
            f"it (scorekeeper --db {path} list), then import it. It was not changed.")
    try:
        conn, scratch = connect_untouched(path, timeout)
        try:
            conn.execute("BEGIN")
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # the snapshot
        except BaseException:
            conn.close()
            if scratch is not None:
                scratch.cleanup()
            raise
    except (sqlite3.Error, OSError) as error:
        raise classify(error, path) from error
    return conn, scratch


def identify(path: Path, timeout: float = BUSY_TIMEOUT_SECONDS) -> Found:
    """What the existing database at ``path`` is, read without writing a byte of it;
    a typed error unless it is a Scorekeeper database no newer than this version (for
    checking a file before it is restored, or overwritten by a backup)."""
    try:
        found = _look(path, timeout)
    except (sqlite3.Error, OSError) as error:
        raise classify(error, path) from error
    _check_ours(found, path)
    return found


def has_content(path: Path) -> bool:
    """A file with something in it (a missing or empty file holds no database)."""
    return _has_content(path)


def _look(path: Path, timeout: float) -> Found:
    """Read what identifies the file without writing a byte of it, its -wal or its -shm
    (see :mod:`.untouched`).

    A read-only look can fail for a moment while another connection opens or closes the
    database (its -wal and -shm come and go): that is tried again, for up to
    ``timeout``, like a busy database."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return _look_once(path, timeout)
        except sqlite3.OperationalError as error:
            transient = error.sqlite_errorcode in (sqlite3.SQLITE_CANTOPEN,
                                                   sqlite3.SQLITE_READONLY_CANTINIT)
            if not transient or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _look_once(path: Path, timeout: float) -> Found:
    conn, scratch = connect_untouched(path, timeout)
    try:
        application_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = frozenset(row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'"))
        return Found(application_id, tables, _steps(conn, tables))
    finally:
        conn.close()
        if scratch is not None:
            scratch.cleanup()


def _steps(conn: sqlite3.Connection, tables: frozenset[str]) -> tuple[str, ...]:
    """Our applied steps, in the order applied (as sqlite-utils' ``Migrations.applied``
    reads them); none if the shared table is missing or is not sqlite-utils'."""
    if MIGRATIONS_TABLE not in tables:
        return ()
    columns = {row[1] for row in conn.execute(f"PRAGMA table_info({MIGRATIONS_TABLE})")}
    if not {"migration_set", "name", "applied_at"} <= columns:
        return ()
    return tuple(row[0] for row in conn.execute(
        f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ? ORDER BY rowid",
        [MIGRATION_SET]))


def _pending(conn: sqlite3.Connection) -> list[str]:
    """The steps this database has not had yet (all of them for a new file)."""
    tables = frozenset(row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'"))
    applied = set(_steps(conn, tables))
    return [step for step in known_steps() if step not in applied]


def _check_ours(found: Found, path: Path) -> None:
    """Ours: marked with our application id, or (from before the mark) holding our
    migration steps, or an SQLite file with nothing in it yet."""
    marked = found.application_id == APPLICATION_ID
    if marked or (found.application_id == 0 and found.steps):
        known = set(known_steps())
        unknown = [step for step in found.steps if step not in known]
        if unknown:
            raise NewerDatabaseError(
                f"{path} was written by a newer version of Scorekeeper (it has schema step "
                f"{unknown[-1]!r}). Update Scorekeeper to open it; the file was not changed."
            )
        return
    if found.application_id == 0 and not found.tables:
        return
    raise NotADatabaseError(
        f"{path} is an SQLite database, but not a Scorekeeper one; it was not changed. "
        "Choose the right file with --db."
    )


def _open_for_writing(path: Path, timeout: float, found: Found | None) -> sqlite3.Connection:
    """Open read-write, keep a backup if an existing schema is to change, then migrate."""
    upgrading = False
    try:
        if found is None:
            path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(_uri(path, "mode=rwc" if found is None else "mode=rw"),
                               timeout=timeout, uri=True, isolation_level=None)
    except (sqlite3.Error, OSError) as error:
        raise classify(error, path) from error
    try:
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA recursive_triggers=ON")  # as sqlite-utils always set it
        pending = _pending(conn)
        upgrading = bool(pending)
        if pending and found is not None and found.tables:
            _backup(conn, path, pending[0])  # before any write, WAL mode included
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        if pending:
            migrations.apply(conn)
        return conn
    except StoreError:
        conn.close()
        raise
    except (sqlite3.Error, OSError) as error:
        conn.close()
        raise classify(error, path, upgrading=upgrading) from error


def _backup(conn: sqlite3.Connection, path: Path, before: str) -> Path:
    """A full copy of the database before an upgrade, next to it, under a free name:
    whatever already sits at a backup's name (an earlier backup, a folder) is kept."""
    target = _claim_backup_name(path, before)
    try:
        copy = sqlite3.connect(str(target))
        try:
            conn.backup(copy)
        finally:
            copy.close()
    except (sqlite3.Error, OSError) as error:
        target.unlink(missing_ok=True)  # never leave half a backup that looks whole
        raise _backup_failed(error, path, target) from error
    return target


def _claim_backup_name(path: Path, before: str) -> Path:
    """Create the first backup name not taken (exclusively, so nothing is overwritten)."""
    for number in range(1, BACKUP_NAMES + 1):
        counter = "" if number == 1 else f".{number}"
        target = _sibling(path, f".before-{before}{counter}.bak")
        try:
            os.close(os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError:
            continue
        except OSError as error:
            raise _backup_failed(error, path, target) from error
        return target
    raise BackupError(
        f"{path} was not upgraded: the names for its backup before {before} "
        f"({path.name}.before-{before}*.bak) are all taken. Move old backups out of its "
        "folder and start Scorekeeper again."
    )


def _backup_failed(error: BaseException, path: Path, target: Path) -> StoreError:
    found = classify(error, target, upgrading=True)
    if isinstance(found, DiskFullError):
        return classify(error, path, upgrading=True)
    reason = getattr(error, "strerror", None) or str(error)
    return BackupError(
        f"{path} was not upgraded because its backup {target} could not be written "
        f"({reason}); no game in it was changed. Make its folder writable, or move the "
        "database to a folder that is, and start Scorekeeper again."
    )


def integrity_problems(db: sqlite3.Connection, path: Path) -> list[str]:
    """What SQLite itself finds wrong with the file: damaged pages or indexes, and rows
    whose references lead nowhere. Empty when the file is sound."""
    try:
        problems = [row[0] for row in db.execute("PRAGMA integrity_check") if row[0] != "ok"]
        for table, rowid, parent, _key in db.execute("PRAGMA foreign_key_check"):
            row = "a row" if rowid is None else f"row {rowid}"
            problems.append(f"{table}: {row} refers to a missing row of {parent}")
    except sqlite3.Error as error:
        return [str(classify(error, path))]
    return problems


def game_ids(db: sqlite3.Connection, path: Path) -> list[int]:
    """Every stored game's id, in order (for checking each one)."""
    try:
        return [row[0] for row in db.execute("SELECT id FROM games ORDER BY id")]
    except sqlite3.Error as error:
        raise classify(error, path) from error
