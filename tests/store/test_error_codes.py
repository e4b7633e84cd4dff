"""SQLite errors are told apart by their result code, not by the words of their message."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.store import (
    CorruptDatabaseError,
    DatabaseLockedError,
    DiskFullError,
    NotADatabaseError,
    ReadOnlyDatabaseError,
    StoreError,
)
from scorekeeper.store.errors import classify


def sqlite_error(code: int, message: str = "(words in another language)") -> sqlite3.Error:
    error = sqlite3.OperationalError(message)
    error.sqlite_errorcode = code  # type: ignore[attr-defined]
    return error


@pytest.mark.parametrize(("code", "kind"), [
    (sqlite3.SQLITE_BUSY, DatabaseLockedError),
    (sqlite3.SQLITE_BUSY_SNAPSHOT, DatabaseLockedError),
    (sqlite3.SQLITE_LOCKED, DatabaseLockedError),
    (sqlite3.SQLITE_READONLY, ReadOnlyDatabaseError),
    (sqlite3.SQLITE_READONLY_DBMOVED, ReadOnlyDatabaseError),
    (sqlite3.SQLITE_FULL, DiskFullError),
    (sqlite3.SQLITE_NOTADB, NotADatabaseError),
    (sqlite3.SQLITE_CORRUPT, CorruptDatabaseError),
    (sqlite3.SQLITE_CORRUPT_INDEX, CorruptDatabaseError),
    (sqlite3.SQLITE_CANTOPEN, ReadOnlyDatabaseError),
])
def test_the_result_code_decides_the_kind(tmp_path: Path, code: int,
                                          kind: type[StoreError]) -> None:
    found = classify(sqlite_error(code), tmp_path / "games.db")
    assert type(found) is kind and str(tmp_path / "games.db") in str(found)


def test_words_in_a_message_do_not_decide_the_kind(tmp_path: Path) -> None:
    misleading = sqlite_error(sqlite3.SQLITE_ERROR, "no such table: readonly_corrupt_locked")
    assert type(classify(misleading, tmp_path / "games.db")) is StoreError


def test_a_disk_io_error_is_not_called_a_full_disk_when_there_is_room(tmp_path: Path) -> None:
    found = classify(sqlite_error(sqlite3.SQLITE_IOERR_WRITE), tmp_path / "games.db")
    assert type(found) is StoreError and "input/output" in str(found)


@pytest.mark.parametrize(("number", "kind"), [
    (errno.ENOSPC, DiskFullError),
    (errno.EDQUOT, DiskFullError),
    (errno.EACCES, ReadOnlyDatabaseError),
    (errno.EROFS, ReadOnlyDatabaseError),
    (errno.ENOTDIR, ReadOnlyDatabaseError),
])
def test_os_errors_by_errno(tmp_path: Path, number: int, kind: type[StoreError]) -> None:
    found = classify(OSError(number, "whatever"), tmp_path / "games.db")
    assert type(found) is kind


def test_real_errors(tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"shopping list\n" * 200)
    conn = sqlite3.connect(junk)
    with pytest.raises(sqlite3.DatabaseError) as raised:
        conn.execute("SELECT * FROM sqlite_master")
    conn.close()
    assert type(classify(raised.value, junk)) is NotADatabaseError
    path = tmp_path / "busy.db"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    other = sqlite3.connect(path, timeout=0)
    with pytest.raises(sqlite3.OperationalError) as raised:
        other.execute("SELECT * FROM sqlite_master")
    holder.close()
    other.close()
    assert type(classify(raised.value, path)) is DatabaseLockedError
