"""Backups: a consistent copy while the app writes, one a day kept automatically, restore.

Copies are made with SQLite's online backup, which reads one consistent state of the
database (a read transaction; in WAL mode writers go on meanwhile). A copy is written
beside its final name, flushed to disk and renamed into place, so a backup that exists
is whole. The daily backup is made before the first write of a day, in a thread with a
connection of its own: the write waits only until the copy's snapshot is taken (a few
milliseconds), not for the copy itself.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sqlite3
import tempfile
import threading
import time
from datetime import date, datetime
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]  # the module or None: Windows has none

from .errors import (
    BackupError,
    DatabaseLockedError,
    DiskFullError,
    NewerDatabaseError,
    NotADatabaseError,
    ReadOnlyDatabaseError,
    StoreError,
    classify,
)

FOLDER = "backups"
DAILY_KEPT = 7
SNAPSHOT_WAIT_SECONDS = 2.0  # the most a write waits for the daily copy's snapshot
STALE_PART_SECONDS = 3600


class RestoreError(StoreError):
    """A database that cannot be restored (not ours, newer, damaged), or the swap failed."""


def backup_folder(db_path: Path) -> Path:
    """Where automatic backups go: ``backups/`` beside the database (in the data folder
    for the default database, beside the file given with --db or $SCOREKEEPER_DB)."""
    return db_path.parent / FOLDER


def copy_database(source: sqlite3.Connection, target: Path) -> int:
    """A consistent copy of ``source``'s database at ``target``, whole or not at all;
    returns its size in bytes. The copy is made in ``.NAME.XXXXXXXX.part`` beside it,
    locked while it is written, so copies cut short (the process killed) are told
    from copies under way and removed by the next backup into that folder."""
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_parts(target.parent)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=PART_SUFFIX,
                                dir=target.parent)
    try:
        _lock(fd)
        copy = sqlite3.connect(temp)
        try:
            source.backup(copy)
        finally:
            copy.close()
        _fsync(temp)
        os.replace(temp, target)
        _fsync_folder(target.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    finally:
        os.close(fd)  # the lock goes with it (a killed process's goes with the process)
    return target.stat().st_size


# --- copies cut short ----------------------------------------------------------------
PART_SUFFIX = ".part"
# mkstemp's names: a dot, the backup's name, a dot, 8 random characters, ".part"; and
# SQLite's journal beside one while it is written.
_PART_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.part(-journal)?")
_SQLITE_HEADER = b"SQLite format 3\x00"


def _lock(fd: int) -> None:
    """Mark a copy as under way: an exclusive lock the system drops with the process."""
    if fcntl is not None:
        with contextlib.suppress(OSError):  # a file system without flock: age decides
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def remove_stale_parts(folder: Path) -> list[Path]:
    """Remove the copies a killed backup left in ``folder``; the paths removed.

    Only our own: a name as :func:`copy_database` gives, holding an SQLite database (or
    nothing yet, or zeros where its first page was still to be written), and not
    locked by a backup still under way (without ``flock``, on Windows: untouched for an
    hour). Nothing else is ever removed."""
    removed: list[Path] = []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return removed
    parts = [n for n in names if _PART_NAME.fullmatch(n) and not n.endswith("-journal")]
    for name in parts:
        path = folder / name
        if _remove_if_abandoned(path):
            removed.append(path)
            journal = folder / f"{name}-journal"
            with contextlib.suppress(OSError):
                journal.unlink()
                removed.append(journal)
    return removed


def _remove_if_abandoned(path: Path) -> bool:
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False
    try:
        if not _abandoned(fd):
            return False
        with open(fd, "rb", closefd=False) as stream:
            head = stream.read(len(_SQLITE_HEADER))
        if head.strip(b"\x00") and head != _SQLITE_HEADER:
            return False  # not a database copy (nor one whose first page is still to come)
        os.unlink(path)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def _abandoned(fd: int) -> bool:
    import stat

    found = os.fstat(fd)
    if not stat.S_ISREG(found.st_mode):
        return False
    if fcntl is None:
        return time.time() - found.st_mtime > STALE_PART_SECONDS
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False  # a backup is writing it now
    return True


def _fsync(path: str | Path) -> None:
    fd = os.open(path, os.O_RDONLY if Path(path).is_dir() else os.O_RDWR)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":  # Windows cannot open a folder to flush it
        return
    _fsync(folder)


def backup_failed(error: BaseException, target: Path) -> StoreError:
    found = classify(error, target)
    if isinstance(found, DiskFullError):
        return DiskFullError(f"the disk holding {target} is full, so the backup was not "
                             "written; the database was not changed.")
    if isinstance(found, ReadOnlyDatabaseError):
        return BackupError(f"the folder {target.parent} cannot be written (read-only, or "
                           "you may not write there), so the backup was not made; choose "
                           "another folder. The database was not changed.")
    reason = getattr(error, "strerror", None) or str(error)
    return BackupError(f"the backup {target} could not be written ({reason}); the "
                       "database was not changed.")


# --- the automatic daily backup ------------------------------------------------------
class DailyBackup:
    """Before the first write of each day, one copy in the backups folder; 7 kept."""

    def __init__(self, db_path: Path, timeout: float) -> None:
        self.db_path = db_path
        self.folder = backup_folder(db_path)
        self.timeout = timeout
        self.day: str | None = None  # the day a backup was made or found (one try a day)
        self.thread: threading.Thread | None = None
        self.failure: BaseException | None = None
        self.target: Path | None = None
        remove_stale_parts(self.folder)  # at start: copies a killed app left unfinished

    def name_for(self, day: str) -> Path:
        return self.folder / f"{self.db_path.stem}-{day}.db"

    def before_write(self) -> None:
        today = date.today().isoformat()
        if self.day == today:
            return
        self.day = today
        target = self.name_for(today)
        if target.exists() or not self._room_for_a_copy():
            return
        snapshot = threading.Event()
        self.target = target
        self.thread = threading.Thread(target=self._copy, args=(target, snapshot),
                                       name="scorekeeper-daily-backup")
        self.thread.start()
        snapshot.wait(SNAPSHOT_WAIT_SECONDS)

    def _room_for_a_copy(self) -> bool:
        """Never fill the disk with a backup: twice the database's size must be free."""
        try:
            size = self.db_path.stat().st_size
            self.folder.mkdir(parents=True, exist_ok=True)
            return shutil.disk_usage(self.folder).free > 2 * size + (16 << 20)
        except OSError:
            return False

    def _copy(self, target: Path, snapshot: threading.Event) -> None:
        try:
            source = sqlite3.connect(self.db_path, timeout=self.timeout, isolation_level=None)
            try:
                source.execute("BEGIN")
                source.execute("SELECT count(*) FROM sqlite_master").fetchone()  # the snapshot
                snapshot.set()
                copy_database(source, target)
            finally:
                source.close()
            self.prune()
        except (sqlite3.Error, OSError) as error:  # a backup never stops an entry
            self.failure = error
        finally:
            snapshot.set()

    def prune(self) -> list[Path]:
        """Keep the newest :data:`DAILY_KEPT` daily backups; remove copies cut short."""
        pattern = re.compile(re.escape(self.db_path.stem) + r"-[0-9]{4}-[0-9]{2}-[0-9]{2}\.db")
        daily = sorted(p for p in self.folder.iterdir() if pattern.fullmatch(p.name))
        gone = daily[:-DAILY_KEPT]
        remove_stale_parts(self.folder)
        for path in gone:
            with contextlib.suppress(OSError):
                path.unlink()
        return gone

    def wait(self) -> Path | None:
        """Wait for a daily backup under way; the path of today's, if there is one."""
        if self.thread is not None:
            self.thread.join()
        if self.day is None:
            return None
        target = self.name_for(self.day)
        return target if target.exists() else None


# --- restoring ---------------------------------------------------------------------
def restore_database(current: Path, source: Path, timeout: float) -> Path | None:
    """Put the database at ``source`` in the place of ``current``.

    ``source`` must be a Scorekeeper database this version can open (an older one is
    upgraded when next opened) and pass SQLite's quick check. The current database is
    copied to the backups folder first (that copy's path is returned; None if there
    was no database), then the new file is swapped in with one rename while no other
    program has the database open."""
    from .database import has_content, identify

    if not has_content(source):
        raise RestoreError(f"{source} is not a database (it is missing or empty); "
                           "nothing was changed.")
    if has_content(current) and source.resolve().samefile(current.resolve()):
        raise RestoreError(f"{source} is the database itself; nothing was changed.")
    not_ours = RestoreError(f"{source} is not a Scorekeeper database; nothing was changed.")
    try:
        found = identify(source, timeout)
    except NewerDatabaseError as error:
        raise RestoreError(f"{source} was written by a newer version of Scorekeeper; update "
                           "Scorekeeper to restore it. Nothing was changed.") from error
    except NotADatabaseError as error:
        raise not_ours from error
    except StoreError as error:
        raise RestoreError(f"{source} cannot be restored: {error}") from error
    if not found.steps:
        raise RestoreError(f"{source} holds no Scorekeeper games; nothing was changed.")
    folder = current.parent
    fd, temp = tempfile.mkstemp(prefix=f".{current.name}.", suffix=".restore", dir=folder)
    os.close(fd)
    try:
        _copy_checked(source, Path(temp), timeout)
        return _swap(current, Path(temp), timeout)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temp)


def _copy_checked(source: Path, temp: Path, timeout: float) -> None:
    """A consistent copy of ``source`` read without writing it, checked by SQLite."""
    from .untouched import connect_untouched

    try:
        reader, scratch = connect_untouched(source, timeout)
        try:
            problems = [r[0] for r in reader.execute("PRAGMA quick_check") if r[0] != "ok"]
            if problems:
                raise RestoreError(f"{source} is damaged ({problems[0]}); nothing was changed.")
            copy = sqlite3.connect(temp)
            try:
                reader.backup(copy)
            finally:
                copy.close()
        finally:
            reader.close()
            if scratch is not None:
                scratch.cleanup()
        _fsync(temp)
    except (sqlite3.Error, OSError) as error:
        raise RestoreError(f"{source} cannot be restored: {classify(error, source)}") from error


def _hold_exclusively(holder: sqlite3.Connection, current: Path) -> None:
    """Take ``current`` for ``holder`` alone until it closes; in use elsewhere, a
    RestoreError says so (nothing changed)."""
    try:
        holder.execute("PRAGMA locking_mode=EXCLUSIVE")
        holder.execute("BEGIN EXCLUSIVE")
        holder.execute("COMMIT")  # the lock stays: exclusive locking mode
    except sqlite3.Error as error:
        found = classify(error, current)
        if isinstance(found, DatabaseLockedError):
            raise RestoreError(
                f"{current} is in use (Scorekeeper or another program has it open); "
                "close it and restore again. Nothing was changed.") from error
        raise found from error


def _swap(current: Path, temp: Path, timeout: float) -> Path | None:
    """Back up ``current``, then rename ``temp`` over it, holding it exclusively."""
    from .database import has_content

    if not has_content(current):
        os.replace(temp, current)
        _fsync_folder(current.parent)
        return None
    try:
        holder = sqlite3.connect(current, timeout=min(timeout, 1.0), isolation_level=None)
    except sqlite3.Error as error:
        raise classify(error, current) from error
    try:
        _hold_exclusively(holder, current)
        stamp = datetime.now().strftime("%Y-%m-%dT%H%M%S")
        kept = backup_folder(current) / f"{current.stem}-before-restore-{stamp}.db"
        try:
            copy_database(holder, kept)
        except (sqlite3.Error, OSError) as error:
            raise backup_failed(error, kept) from error
        try:
            # Out of WAL mode (its -wal checkpointed and removed) while no one else can
            # open it, so nothing of the old file's is left under the restored file's name.
            holder.execute("PRAGMA journal_mode=DELETE")
            with contextlib.suppress(FileNotFoundError):
                current.with_name(current.name + "-shm").unlink()
            os.replace(temp, current)
            _fsync_folder(current.parent)
        except (sqlite3.Error, OSError) as error:
            raise RestoreError(f"{current} could not be replaced ({classify(error, current)}); "
                               f"a copy of it is at {kept}.") from error
    finally:
        holder.close()
    return kept


# --- the store's side ----------------------------------------------------------------
class Backups:
    """Backups made through the store (mixed into :class:`~.store.Store`), so the app's
    copy comes from the store's own process while it goes on recording."""

    path: Path
    db: Any
    _daily: DailyBackup | None

    def backup_to(self, target: str | Path, force: bool = False) -> int:
        """A consistent copy of the database at ``target`` (bytes written). A file
        already there — an older backup, another database, anything — is left as it
        was unless ``force`` (``--force``, or replacing it confirmed in a file dialog)."""
        target = Path(target).expanduser()
        if target.is_dir():
            raise BackupError(f"{target} is a folder; give the backup a file name.")
        if target.exists() or target.is_symlink():
            if target.exists() and target.resolve().samefile(self.path.resolve()):
                raise BackupError(f"{target} is the database itself; choose another name.")
            if not force:
                raise BackupExistsError(f"{target} already exists{_holding(target)}; it "
                                        "was left as it was. Choose another name")
        try:
            return copy_database(self.db, target)
        except (sqlite3.Error, OSError) as error:
            raise backup_failed(error, target) from error

    def finish_backups(self) -> str | None:
        """Wait for the daily backup under way; the path of today's (None if none)."""
        if self._daily is None:
            return None
        done = self._daily.wait()
        return str(done) if done is not None else None


class BackupExistsError(BackupError):
    """The backup's path holds a file, kept as it was (``--force`` replaces it)."""


def _holding(path: Path) -> str:
    """What the file in the way holds, in a few words: " (a Scorekeeper database)"."""
    from .database import has_content, identify

    if not has_content(path):
        return ""
    try:
        identify(path, 1.0)
    except NewerDatabaseError:
        return " (a Scorekeeper database)"
    except StoreError:
        return ""
    return " (a Scorekeeper database)"
