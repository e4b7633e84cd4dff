"""Noticing changes made by anyone: another process, another window, another program.

SQLite counts commits made through other connections (``PRAGMA data_version``); asking is
a read of the connection's own state, a few microseconds, so a watcher may ask several
times a second without touching the disk."""

from __future__ import annotations

import sqlite3

from .errors import classify
from .store import Store


class ChangeWatch:
    """Says whether the database changed since it last said so (commits of this store's
    own connection are not counted: the caller made them and knows)."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._seen = self._version()

    def _version(self) -> int:
        try:
            return int(self._store.db.execute("PRAGMA data_version").fetchone()[0])
        except sqlite3.Error as error:
            raise classify(error, self._store.path) from error

    def changed(self) -> bool:
        version = self._version()
        if version == self._seen:
            return False
        self._seen = version
        return True
