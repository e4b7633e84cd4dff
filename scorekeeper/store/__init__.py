"""Every game in SQLite. All of the app's SQL lives in this package."""

import os
from pathlib import Path

from .errors import (
    CorruptDatabaseError,
    DatabaseLockedError,
    DiskFullError,
    GameInTrashError,
    GameNotFoundError,
    NewerDatabaseError,
    NotADatabaseError,
    NotesError,
    PlayerError,
    ReadOnlyDatabaseError,
    StaleGameError,
    StoreError,
)
from .paths import default_db_path, resolve_db_path
from .records import (
    GameSummary,
    HeadToHead,
    HistoryFilter,
    PlayerRow,
    PlayerStats,
    TrashedGame,
)
from .session import GameSession
from .store import Store, StoredGame


def open_app_store(path: str | Path | None = None) -> Store:
    """The store for the app's window: in its own process where locks are POSIX's.

    POSIX record locks are lost when any code of the process closes the database
    file (see :mod:`.host`); Windows locks belong to the handle, so there the store
    stays in the window's process."""
    if os.name == "posix":
        from .client import StoreClient

        return StoreClient(path)  # type: ignore[return-value]
    return Store(path, daily_backup=True)

__all__ = [
    "CorruptDatabaseError",
    "DatabaseLockedError",
    "DiskFullError",
    "GameInTrashError",
    "GameNotFoundError",
    "GameSession",
    "GameSummary",
    "HeadToHead",
    "HistoryFilter",
    "NewerDatabaseError",
    "NotADatabaseError",
    "NotesError",
    "PlayerError",
    "PlayerRow",
    "PlayerStats",
    "ReadOnlyDatabaseError",
    "StaleGameError",
    "Store",
    "StoreError",
    "StoredGame",
    "TrashedGame",
    "default_db_path",
    "open_app_store",
    "resolve_db_path",
]
