"""The database file replaced or deleted under a running app, and what the store does.

A sync tool, ``mv backup.db scores.db`` or a tidy-up can put another file at the
database's path (or none) while the store still holds the old one open. Writing on
would put every entry into a file nobody will ever open again; worse, its -wal
carries the path's name, so the next program to open the path mixes it into the new
file. So before each write the store checks that the file at the path is still the
one it opened (same device and inode: an inode held open is never given to another
file, so equal numbers mean the same file). When it is not, the store writes nothing
more into the detached file: it saves what it holds (SQLite's backup API reads
through its own connection, -wal included) beside the path, goes on with the
database now at the path (a new one if there is none), and brings the saved games
into it through the uid-aware import.

A copy written *into* the file (``cp other.db scores.db``: same inode, new bytes) is
not a replacement to this check: the file is still the one SQLite holds, and the
bytes written into it are taken as the database's own, with the app's newest pages
(its -wal) on top of them. See docs/RELIABILITY.md.
"""

from __future__ import annotations

import contextlib
import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..rules.errors import ScorekeeperError
from .errors import StoreError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .importing import Imported, PreparedGame
    from .store import Store

FileIdentity = tuple[int, int]  # st_dev, st_ino
LOGS = ("-wal", "-shm")  # SQLite's files beside a database in WAL mode


class DatabaseReplacedError(StoreError):
    """The write found another file (or none) at the database's path; the games the
    store held are saved in ``recovered`` and, where possible, now at the path, under
    the ids in ``ids`` (old id → id at the path). Nothing of the write was stored."""

    def __init__(self, message: str, recovered: str, ids: dict[int, int]) -> None:
        super().__init__(message)
        self.recovered = recovered
        self.ids = dict(ids)

    def __reduce__(self) -> tuple[type[DatabaseReplacedError], tuple[str, str, dict[int, int]]]:
        """Rebuilt from its parts: the app's store process sends its errors pickled."""
        return type(self), (str(self), self.recovered, self.ids)


class GameMovedError(StoreError):
    """A write for a game whose id is now another game's (or none): the database file
    was replaced and the game was brought into the new one under another id."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} in the database file is no longer the game "
                         "this window shows: the file was replaced. The games Scorekeeper "
                         "held were saved beside it (*.recovered-*.db)")
        self.game_id = game_id

    def __reduce__(self) -> tuple[type[GameMovedError], tuple[int]]:
        return type(self), (self.game_id,)


def file_identity(path: Path) -> FileIdentity | None:
    """The file now at ``path`` (None if there is none, or it has no link left)."""
    try:
        found = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError:
        return None  # unreadable folder: treated as gone, so nothing is written blind
    if found.st_nlink == 0:
        return None
    return found.st_dev, found.st_ino


def log_identities(path: Path) -> dict[str, FileIdentity]:
    """The -wal and -shm files of the database just opened at ``path`` (its own)."""
    found = {}
    for suffix in LOGS:
        identity = file_identity(path.with_name(path.name + suffix))
        if identity is not None:
            found[suffix] = identity
    return found


def remove_logs(path: Path, ours: dict[str, FileIdentity]) -> None:
    """Remove the closed connection's -wal and -shm, if they are still the files at
    those names (a file another program put there is left alone)."""
    for suffix, identity in ours.items():
        log = path.with_name(path.name + suffix)
        if file_identity(log) == identity:
            with contextlib.suppress(FileNotFoundError):
                log.unlink()


def recovery_path(path: Path) -> Path:
    """A free name beside ``path`` for the games the store held:
    ``scores.recovered-2026-11-25T071502.db`` (``-2``, ``-3`` … if taken)."""
    stamp = datetime.now().strftime("%Y-%m-%dT%H%M%S")
    suffix = path.suffix or ".db"
    for number in range(1, 1000):
        counter = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.stem}.recovered-{stamp}{counter}{suffix}")
        if not os.path.lexists(target):
            return target
    raise StoreError(f"no free name for a recovery copy beside {path}")


def what_happened(path: Path, gone: bool) -> str:
    """The first words of the message: what was done to the file, plainly."""
    if gone:
        return (f"The database file {path} was deleted (or moved away) by another "
                "program while Scorekeeper had it open.")
    return (f"The database file {path} was replaced by another file (a sync tool, "
            "a restore or a move) while Scorekeeper had it open.")


def outcome_text(path: Path, recovered: Path, games: int, refused: list[str],
                 fresh: bool) -> str:
    """Where the games are now, plainly (the rest of the message)."""
    held = "its game was" if games == 1 else f"its {games} games were"
    where = f"put back at {path}" if fresh else "brought into the database now there"
    text = (f" Nothing was written into the old file; {held} saved to {recovered} and "
            f"{where}. Scorekeeper goes on with {path}.")
    if refused:
        text += (" Not brought in (they stay in the saved copy): "
                 + "; ".join(refused) + ".")
    return text


class FollowsFile:
    """The store's side (mixed into :class:`~.store.Store`): write only into the file
    at the path, and follow it when another file (or none) is put there."""

    path: Path
    db: Any
    _timeout: float

    if TYPE_CHECKING:  # what Store and its other mixins give this one
        @classmethod
        def read_only(cls, path: str | Path, timeout: float = ...) -> Store: ...
        def import_prepared(self, games: Sequence[PreparedGame]) -> list[Imported]: ...
    _identity: FileIdentity | None
    _logs: dict[str, FileIdentity]
    _moved: DatabaseReplacedError | None
    _seat_ids: dict[int, list[int]]

    def check_file(self) -> None:
        """Between calls (the store's process does this every second): follow a
        replaced or deleted file now, before another program mixes this store's -wal
        into the file at the path; the next write says what happened."""
        if self._moved is not None:
            return
        try:
            self._follow_file()
        except DatabaseReplacedError as moved:
            self._moved = moved
        except ScorekeeperError:
            pass  # could not be saved now: the next write tries again, and says why

    def _follow_file(self) -> None:
        """Before a write: if another file (or none) is at the path now, save what this
        store holds, go on with the path's database, and raise what happened."""
        if self._moved is not None:  # followed between calls: this write says so
            moved, self._moved = self._moved, None
            raise moved
        if self._identity is None:
            return
        found = file_identity(self.path)
        if found != self._identity:
            raise self._recover(gone=found is None)

    def _recover(self, *, gone: bool) -> DatabaseReplacedError:
        """Save the held file beside the path, switch to the path's database (the saved
        games put back if there is none, else brought into it) and say so."""
        import sqlite3  # here: the window's process imports this module, never sqlite3

        from .backups import backup_failed, copy_database
        from .database import has_content

        recovered = recovery_path(self.path)
        fresh = not has_content(self.path)
        try:
            copy_database(self.db, recovered)  # the -wal's commits included
            if fresh:  # nothing there: the whole database goes back, ids and all
                copy_database(self.db, self.path)
        except (sqlite3.Error, OSError) as error:
            raise backup_failed(error, recovered) from error
        # SQLite does not copy the -wal of a moved file back into it on closing: its
        # -wal and -shm are left at the path's names, where the next connection would
        # mix them into the file now there. They are ours (and saved): removed.
        self.db.close()
        remove_logs(self.path, self._logs)
        self._seat_ids.clear()
        try:
            self._open(self.path)
        except StoreError as error:  # not ours, newer …: go on with the saved copy
            text = (f"{what_happened(self.path, gone)} The file now there cannot be used "
                    f"({error}) Nothing was written into the old file; its games were "
                    f"saved to {recovered}, and Scorekeeper goes on with that file.")
            self._open(recovered)
            return DatabaseReplacedError(text, str(recovered), self._same_ids())
        if fresh:
            ids, refused = self._same_ids(), list[str]()
        else:
            ids, refused = self._bring_in(recovered)
        return DatabaseReplacedError(
            what_happened(self.path, gone)
            + outcome_text(self.path, recovered, len(ids), refused, fresh),
            str(recovered), ids)

    def _open(self, path: Path) -> None:
        from .database import open_database

        self.db = open_database(path, self._timeout)
        self.path, self._identity, self._logs = path, file_identity(path), log_identities(path)

    def _same_ids(self) -> dict[int, int]:
        return {row[0]: row[0] for row in self.db.execute("SELECT id FROM games")}

    def _bring_in(self, recovered: Path) -> tuple[dict[int, int], list[str]]:
        """Import the saved games (uid-aware: those already here add nothing, a shorter
        record here is extended). A game whose uid is here with a record that diverges
        is brought in as a game of its own, so no entry is lost. Returns old id → id
        here, and what was left out."""
        from .importing import CONFLICT, prepare
        from .stamps import now

        other = type(self).read_only(recovered, self._timeout)
        ids, games, refused = [], [], []
        try:
            same = self._unchanged(other)
            for game_id in other.game_ids():
                if game_id in same:
                    continue
                try:
                    games.append(prepare(other.filed_game(game_id), now()))
                    ids.append(game_id)
                except ScorekeeperError as error:  # a damaged game stays in the copy
                    refused.append(f"game {game_id} ({error})")
        finally:
            other.close()
        outcomes = self.import_prepared(games)
        clashes = [i for i, o in enumerate(outcomes) if o.outcome == CONFLICT]
        again = self.import_prepared(
            [games[i]._replace(uid=None) for i in clashes])
        new_ids = [o.game_id for o in outcomes]
        for i, outcome in zip(clashes, again, strict=True):
            new_ids[i] = outcome.game_id
        return {**same, **dict(zip(ids, new_ids, strict=True))}, refused

    def _unchanged(self, other: Any) -> dict[int, int]:
        """Saved games that are here exactly as saved (same uid, record and log), found
        without replaying them: old id → id here."""
        found = {}
        for game_id, uid, base in other.db.execute(
                "SELECT id, uid, base FROM games WHERE trashed IS NULL"):
            row = self.db.execute("SELECT id, base FROM games WHERE uid = ?", [uid]).fetchone()
            if row is not None and row[1] == base and _log(self.db, row[0]) == _log(
                    other.db, game_id):
                found[game_id] = row[0]
        return found


def _log(db: Any, game_id: int) -> list[str]:
    return [r[0] for r in db.execute(
        "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", [game_id])]
