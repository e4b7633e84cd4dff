"""Typed errors of the store: what went wrong with the database, and what to do."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ..rules.errors import ScorekeeperError


class StoreError(ScorekeeperError):
    """A database problem, explained for the user."""


class DatabaseLockedError(StoreError):
    pass


class ReadOnlyDatabaseError(StoreError):
    pass


class DiskFullError(StoreError):
    pass


class NotADatabaseError(StoreError):
    pass


class CorruptDatabaseError(StoreError):
    pass


class NewerDatabaseError(StoreError):
    pass


class GameNotFoundError(StoreError):
    pass


class PlayerError(StoreError):
    """A rename or merge that cannot be done."""


def classify(error: BaseException, path: Path | str) -> StoreError:
    """Turn an sqlite3 or OS error into a typed error with advice."""
    text = str(error).lower()
    where = str(path)
    if isinstance(error, sqlite3.OperationalError) and (
        "locked" in text or "busy" in text
    ):
        return DatabaseLockedError(
            f"the database {where} is busy: another Scorekeeper (or another program) is "
            "writing to it. Close the other program, or wait a moment, and try again; "
            "nothing recorded was lost."
        )
    if "readonly" in text or "read-only" in text or isinstance(error, PermissionError):
        return ReadOnlyDatabaseError(
            f"the database {where} cannot be written (read-only file, folder or disk). "
            "Check its permissions, or choose another file with --db; nothing recorded "
            "was lost."
        )
    if "disk is full" in text or "database or disk is full" in text or (
        isinstance(error, OSError) and getattr(error, "errno", None) == 28
    ):
        return DiskFullError(
            f"the disk holding {where} is full, so the last entry was not saved. "
            "Free some space and enter it again; everything before it is safe."
        )
    if "not a database" in text or "file is encrypted" in text:
        return NotADatabaseError(
            f"{where} is not a Scorekeeper database (it is some other kind of file). "
            "Choose the right file with --db, or move this one out of the way."
        )
    if "malformed" in text or "corrupt" in text:
        return CorruptDatabaseError(
            f"the database {where} is damaged. Restore it from a backup "
            "(a copy named *.bak is kept next to it before every upgrade) or move it away "
            "to start a new one."
        )
    if "unable to open" in text or isinstance(error, (FileNotFoundError, NotADirectoryError)):
        return ReadOnlyDatabaseError(
            f"the database {where} cannot be opened or created: check that its folder "
            "exists and is writable, or choose another file with --db."
        )
    return StoreError(f"database problem with {where}: {error}")
