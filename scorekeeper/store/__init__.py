"""Every game in SQLite. All of the app's SQL lives in this package."""

from .errors import (
    CorruptDatabaseError,
    DatabaseLockedError,
    DiskFullError,
    GameNotFoundError,
    NewerDatabaseError,
    NotADatabaseError,
    PlayerError,
    ReadOnlyDatabaseError,
    StoreError,
)
from .paths import default_db_path, resolve_db_path
from .records import GameSummary, HeadToHead, HistoryFilter, PlayerRow, PlayerStats
from .session import GameSession
from .store import Store, StoredGame

__all__ = [
    "CorruptDatabaseError",
    "DatabaseLockedError",
    "DiskFullError",
    "GameNotFoundError",
    "GameSession",
    "GameSummary",
    "HeadToHead",
    "HistoryFilter",
    "NewerDatabaseError",
    "NotADatabaseError",
    "PlayerError",
    "PlayerRow",
    "PlayerStats",
    "ReadOnlyDatabaseError",
    "Store",
    "StoreError",
    "StoredGame",
    "default_db_path",
    "resolve_db_path",
]
