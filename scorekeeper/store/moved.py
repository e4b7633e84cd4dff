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

from .errors import StoreError

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

    def __reduce__(self) -> tuple[type[DatabaseReplacedError], tuple[str, str, dict]]:
        """Rebuilt from its parts: the app's store process sends its errors pickled."""
        return type(self), (str(self), self.recovered, self.ids)


class GameMovedError(StoreError):
    """A write for a game whose id is now another game's (or none): the database file
    was replaced and the game was brought into the new one under another id."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} is not the game this window shows any more "
                         "(the database file was replaced); it is looked up again")
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
    where = "a new database there" if fresh else "the database now there"
    held = "its game was" if games == 1 else f"its {games} games were"
    text = (f" Nothing was written into the old file; {held} saved to {recovered} and "
            f"brought into {where}. Scorekeeper goes on with {path}.")
    if refused:
        text += (" Not brought in (they stay in the saved copy): "
                 + "; ".join(refused) + ".")
    return text
