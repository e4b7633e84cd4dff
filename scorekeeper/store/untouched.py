"""Reading a database without writing a byte of it, its -wal or its -shm.

Looking at a file before it is opened for writing (is it ours? which version?),
importing from another database and restoring a backup all read a file that may be
someone else's, or ours left behind by a process that was killed. None of them may
change it, so none of them may run SQLite's recovery of the log's index (``-shm``),
which writes. Three cases:

- no ``-wal``: the main file holds every commit; it is read as immutable (no locks,
  no -wal or -shm created);
- a ``-wal`` with its ``-shm`` that a live connection has open: SQLite reads both
  without writing (``readonly_shm``);
- a ``-wal`` whose index no one has open (its writer was killed, or the power went)
  or that has none: the index cannot be trusted — a writer killed while it emptied the
  log leaves one that a read-only reader retries for ten seconds, then gives up on
  ("locking protocol") — and only a writer may rebuild it. A copy of the file and its
  log is read instead, where SQLite rebuilds the copy's index, so the reader sees every
  commit the log holds and the original is left as it was.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import struct
import sys
import tempfile
from pathlib import Path

# The -shm index cannot be trusted and only a writer could rebuild it.
STALE_INDEX = frozenset({sqlite3.SQLITE_PROTOCOL, sqlite3.SQLITE_READONLY_RECOVERY})


def connect_untouched(path: Path, timeout: float
                      ) -> tuple[sqlite3.Connection, tempfile.TemporaryDirectory[str] | None]:
    """A connection reading ``path`` without writing it, and the scratch folder of the
    copy it reads, if it reads one (remove it when the connection is closed). The
    schema has been read once, so a stale index has shown itself already."""
    for _ in range(COPY_ATTEMPTS - 1):
        try:
            return _connect_untouched(path.resolve(), timeout)
        except _LogMoved:
            continue  # another connection came or went while the copy was made
    return _connect_untouched(path.resolve(), timeout)


COPY_ATTEMPTS = 20


class _LogMoved(OSError):
    """The log changed under a copy: gone (its last connection closed it) or begun
    again (a checkpoint, then a new write)."""


def _connect_untouched(real: Path, timeout: float
                       ) -> tuple[sqlite3.Connection, tempfile.TemporaryDirectory[str] | None]:
    wal, shm = sibling(real, "-wal"), sibling(real, "-shm")
    if not wal.exists():
        return _connect(uri(real, "mode=ro&immutable=1"), timeout), None
    if index_in_use(shm):
        conn = _connect(uri(real, "mode=ro&readonly_shm=1"), timeout)
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn, None
        except sqlite3.OperationalError as error:
            conn.close()
            if error.sqlite_errorcode not in STALE_INDEX:
                raise
    return _connect_copy(real, wal, timeout)


def index_in_use(shm: Path) -> bool:
    """Whether a live connection has the log's index (``-shm``) open: each holds a
    read lock on one byte of it (SQLite's unix VFS, "DMS"). Looked up without opening
    the file: closing a descriptor of a file drops every POSIX lock the process holds
    on it, SQLite's included."""
    try:
        found = shm.stat()
    except OSError:
        return False
    if sys.platform.startswith("linux"):
        return _listed_in_proc_locks(found)
    if sys.platform == "darwin":
        return _lock_reported(shm)
    return True  # elsewhere SQLite's own locks are trusted: read in place


DMS_BYTE = 128  # the byte of the -shm each connection holds a read lock on


def _listed_in_proc_locks(found: os.stat_result) -> bool:
    device = f"{os.major(found.st_dev):02x}:{os.minor(found.st_dev):02x}:{found.st_ino}"
    try:
        with open("/proc/locks", encoding="ascii", errors="replace") as locks:
            for line in locks:
                fields = line.split()
                if "->" in fields:  # a process waiting for a lock, not holding it
                    continue
                if len(fields) >= 8 and fields[5] == device and _covers(fields[6], fields[7]):
                    return True
    except OSError:
        return True  # no list of locks: read in place, as SQLite would
    return False


def _covers(start: str, end: str) -> bool:
    return int(start) <= DMS_BYTE and (end == "EOF" or int(end) >= DMS_BYTE)


def _lock_reported(shm: Path) -> bool:  # pragma: no cover - macOS
    """F_GETLK on macOS (``struct flock``: start, len, pid, type, whence). The file is
    opened, so this is only called where the process has no connection to it."""
    import fcntl

    query = struct.pack("qqihh", DMS_BYTE, 1, 0, fcntl.F_WRLCK, os.SEEK_SET)
    try:
        fd = os.open(shm, os.O_RDONLY)
    except OSError:
        return True
    try:
        answer = fcntl.fcntl(fd, fcntl.F_GETLK, query)
    except OSError:
        return True
    finally:
        os.close(fd)
    return bool(struct.unpack("qqihh", answer)[3] != fcntl.F_UNLCK)


def _connect_copy(real: Path, wal: Path, timeout: float
                  ) -> tuple[sqlite3.Connection, tempfile.TemporaryDirectory[str]]:
    """The log is copied first, then the file, then the log's header is read again: a
    checkpoint between the two copies only puts into the file pages the copied log
    holds too, but a log begun again (new salt) in between may have put newer ones."""
    scratch = tempfile.TemporaryDirectory(prefix="scorekeeper-")
    try:
        copy = Path(scratch.name) / real.name
        header = _header(wal)
        try:
            shutil.copyfile(wal, sibling(copy, "-wal"))
            shutil.copyfile(real, copy)
        except FileNotFoundError as error:
            raise _LogMoved(str(error)) from error
        if _header(wal) != header:
            raise _LogMoved(str(wal))
        conn = _connect(uri(copy, "mode=rw"), timeout)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except BaseException:
        scratch.cleanup()
        raise
    return conn, scratch


def _header(wal: Path) -> bytes:
    """The log's header (its salt changes whenever it is begun again)."""
    try:
        with open(wal, "rb") as log:  # SQLite holds no lock on the -wal itself
            return log.read(32)
    except FileNotFoundError as error:
        raise _LogMoved(str(error)) from error


def _connect(address: str, timeout: float) -> sqlite3.Connection:
    return sqlite3.connect(address, timeout=timeout, uri=True, isolation_level=None)


def sibling(path: Path, suffix: str) -> Path:
    """The database's -wal or -shm: named after the path, not the file."""
    return path.with_name(path.name + suffix)


def uri(path: Path, query: str) -> str:
    return f"{path.resolve().as_uri()}?{query}"
