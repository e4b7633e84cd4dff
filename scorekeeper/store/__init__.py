"""Every game in SQLite. All of the app's SQL lives in this package.

The names below load with their module when first used (PEP 562): the app's window
talks to the store's process through :mod:`.client`, and needs neither sqlite-utils
nor the migrations in its own memory (start-up is on the clock, docs/benchmarks.md).
"""

from __future__ import annotations

import os
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
    from .interfaces import AppStore
    from .paths import default_db_path, resolve_db_path
    from .query_types import (
        GameSummary,
        HeadToHead,
        HistoryFilter,
        LoadedGame,
        PlayerRow,
        PlayerStats,
        SavedRules,
        TrashedGame,
    )
    from .session import GameSession
    from .store import Store

# Each public name and the module of this package that defines it.
_WHERE: dict[str, str] = {
    **dict.fromkeys(("CorruptDatabaseError", "DatabaseLockedError", "DiskFullError",
                     "GameInTrashError", "GameNotFoundError", "NewerDatabaseError",
                     "NotADatabaseError", "NotesError", "PlayerError",
                     "ReadOnlyDatabaseError", "StaleGameError", "StoreError"), "errors"),
    **dict.fromkeys(("default_db_path", "resolve_db_path"), "paths"),
    **dict.fromkeys(("GameSummary", "HeadToHead", "HistoryFilter", "PlayerRow",
                     "PlayerStats", "SavedRules", "LoadedGame",
                     "TrashedGame"), "query_types"),
    "GameSession": "session",
    "Store": "store",
}


def __getattr__(name: str) -> Any:
    """A public name, loaded with its module on first use (then kept here)."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})


def open_app_store(path: str | Path | None = None) -> AppStore:
    """The store for the app's window: in its own process where locks are POSIX's.

    POSIX record locks are lost when any code of the process closes the database
    file (see :mod:`.host`); Windows locks belong to the handle, so there the store
    stays in the window's process."""
    if os.name == "posix":
        from .client import StoreClient

        return StoreClient(path)  # forwards each of AppStore's calls to the store's process
    from .store import Store

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
    "LoadedGame",
    "NewerDatabaseError",
    "NotADatabaseError",
    "NotesError",
    "PlayerError",
    "PlayerRow",
    "PlayerStats",
    "ReadOnlyDatabaseError",
    "SavedRules",
    "StaleGameError",
    "Store",
    "StoreError",
    "TrashedGame",
    "default_db_path",
    "open_app_store",
    "resolve_db_path",
]
