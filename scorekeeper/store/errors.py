"""Typed errors of the store: what went wrong with the database, and what to do."""

from __future__ import annotations

import errno
import json
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

from ..rules.errors import ScorekeeperError

# How long a busy database is waited for before it is a DatabaseLockedError (here, not
# in .database, for the app's window: it needs this, not sqlite-utils).
BUSY_TIMEOUT_SECONDS = 5.0


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


class AliasError(PlayerError):
    """An alias that cannot be given: it is someone's name or alias already, or not a
    name at all."""


class NoDatabaseError(StoreError):
    """A command that only reads, pointed at a path with no database: creating an empty
    one there would hide the mistake (a mistyped --db) behind "No games."."""


class OlderDatabaseError(StoreError):
    """A database to read without changing it, from an older Scorekeeper: it would need
    upgrading first, and reading must not write."""


class NotesError(StoreError):
    """Notes that cannot be kept as given (longer than a scorecard file may carry)."""


class BackupError(StoreError):
    """The copy kept before an upgrade could not be written, so the upgrade did not run."""


class DamagedGameError(StoreError):
    """A stored game that cannot be replayed (rows changed outside the app); the other
    games are not affected, so this names the game instead of failing the database."""

    def __init__(self, game_id: int, problem: str) -> None:
        self.game_id = game_id
        self.problem = " ".join(problem.split())
        super().__init__(
            f"game {game_id} is damaged: {self.problem}. The other games are not affected; "
            "delete this game, or restore the database from a backup."
        )

    def __reduce__(self) -> tuple[type[DamagedGameError], tuple[int, str]]:
        """Rebuilt from its parts: the app's store process sends its errors pickled."""
        return type(self), (self.game_id, self.problem)


def damage(error: BaseException) -> str:
    """What is wrong with a stored value, in words, for :class:`DamagedGameError`."""
    if isinstance(error, json.JSONDecodeError):
        return f"it is not valid JSON ({error.msg} at character {error.pos})"
    if isinstance(error, ScorekeeperError):
        return str(error)
    if isinstance(error, KeyError):
        return f"it has no {error.args[0]!r}" if error.args else "a part of it is missing"
    return f"it is not in the stored format ({type(error).__name__}: {error})"


Advice = Callable[[str, bool], StoreError]  # (where, upgrading) -> the typed error


def _locked(where: str, upgrading: bool) -> StoreError:
    return DatabaseLockedError(
        f"the database {where} is busy: another Scorekeeper (or another program) is "
        "writing to it. Close the other program, or wait a moment, and try again; "
        "nothing recorded was lost."
    )


def _read_only(where: str, upgrading: bool) -> StoreError:
    return ReadOnlyDatabaseError(
        f"the database {where} cannot be written (read-only file, folder or disk). "
        "Check its permissions, or choose another file with --db; nothing recorded "
        "was lost."
    )


def _full(where: str, upgrading: bool) -> StoreError:
    if upgrading:
        return DiskFullError(
            f"the disk holding {where} is full, so the database could not be set up or "
            "upgraded for this version of Scorekeeper; no game in it was changed. Free some "
            "space and start Scorekeeper again."
        )
    return DiskFullError(
        f"the disk holding {where} is full, so the last entry was not saved. "
        "Free some space and enter it again; everything before it is safe."
    )


def _not_ours(where: str, upgrading: bool) -> StoreError:
    return NotADatabaseError(
        f"{where} is not a Scorekeeper database (it is some other kind of file). "
        "Choose the right file with --db, or move this one out of the way."
    )


def _corrupt(where: str, upgrading: bool) -> StoreError:
    return CorruptDatabaseError(
        f"the database {where} is damaged. Restore it from a backup "
        "(a copy named *.bak is kept next to it before every upgrade) or move it away "
        "to start a new one."
    )


def _cannot_open(where: str, upgrading: bool) -> StoreError:
    return ReadOnlyDatabaseError(
        f"the database {where} cannot be opened or created: check that its folder "
        "exists and is writable, or choose another file with --db."
    )


NEARLY_FULL_BYTES = 1 << 20  # less room than this left: a failed write is a full disk


def _io(where: str, upgrading: bool) -> StoreError:
    """SQLite reports some failed writes on a full disk (growing its -shm file, for one)
    as I/O errors: when the disk has next to no room left, say that instead."""
    try:
        free = shutil.disk_usage(Path(where).parent).free
    except OSError:
        free = None
    if free is not None and free < NEARLY_FULL_BYTES:
        return _full(where, upgrading)
    return StoreError(
        f"the disk holding {where} reported an input/output error. Check the disk (or "
        "that a removable drive is still attached) and try again; nothing recorded was lost."
    )


# SQLite's primary result codes (fixed by its C interface; tests/store/test_error_codes.py
# holds them to the sqlite3 module's names). Numbers, not ``sqlite3.SQLITE_…``: the
# window's process uses these errors and never loads sqlite3 (0.7 MiB of its memory).
_BY_SQLITE_CODE: dict[int, Advice] = {
    5: _locked,  # SQLITE_BUSY
    6: _locked,  # SQLITE_LOCKED
    8: _read_only,  # SQLITE_READONLY
    3: _read_only,  # SQLITE_PERM
    13: _full,  # SQLITE_FULL
    26: _not_ours,  # SQLITE_NOTADB
    11: _corrupt,  # SQLITE_CORRUPT
    14: _cannot_open,  # SQLITE_CANTOPEN
    10: _io,  # SQLITE_IOERR
}

_BY_ERRNO: dict[int, Advice] = {
    number: advice
    for name, advice in (("ENOSPC", _full), ("EDQUOT", _full), ("EACCES", _read_only),
                         ("EPERM", _read_only), ("EROFS", _read_only),
                         ("ENOENT", _cannot_open), ("ENOTDIR", _cannot_open),
                         ("EISDIR", _cannot_open))
    if (number := getattr(errno, name, None)) is not None
}


def classify(error: BaseException, path: Path | str, *, upgrading: bool = False) -> StoreError:
    """Turn an sqlite3 or OS error into a typed error with advice.

    SQLite errors are told apart by their primary result code (the low byte of
    ``sqlite_errorcode``), never by their message's words, which are no interface.
    ``upgrading``: the error stopped the schema upgrade at start-up, not an entry.
    """
    where = str(path)
    advice: Advice | None = None
    sqlite3 = sys.modules.get("sqlite3")  # not loaded: the error is none of its own
    if sqlite3 is not None and isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", None)
        if isinstance(code, int):
            advice = _BY_SQLITE_CODE.get(code & 0xFF)
    elif isinstance(error, OSError) and error.errno is not None:
        advice = _BY_ERRNO.get(error.errno)
    if advice is not None:
        return advice(where, upgrading)
    return StoreError(f"database problem with {where}: {error}")


class StaleGameError(StoreError):
    """A write from a window whose view of the game is no longer what is stored."""

    def __init__(self, message: str = "This game was changed in another window; "
                 "it has been reloaded.") -> None:
        super().__init__(message)


class GameInTrashError(StoreError):
    """A change to a game that has been deleted (it waits in the trash)."""
