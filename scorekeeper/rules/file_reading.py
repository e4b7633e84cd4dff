"""Reading a user-named file without trusting it: regular files only, bounded size, no blocking.

A path on the command line may name a FIFO (reading waits for ever), a device
(``/dev/zero`` never ends) or a huge file. Such paths are refused from their
``stat`` before anything is read, checked again with ``fstat`` on the opened file
(opened non-blocking, so even a FIFO swapped in at the last moment cannot block),
and at most ``limit`` bytes are ever read, whatever the file claims its size is.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from .errors import FileTooLargeError, NotARegularFileError, UnreadableFileError
from .words import ENGLISH, QT_TRANSLATE_NOOP, Grouped, Said, Word, Words

_CHUNK = 1 << 16
A_FILE = QT_TRANSLATE_NOOP("words", "a file")  # what a caller reads, unless it says
_KINDS = (
    (stat.S_ISDIR, QT_TRANSLATE_NOOP("words", "a folder")),
    (stat.S_ISFIFO, QT_TRANSLATE_NOOP("words", "a named pipe (FIFO)")),
    (stat.S_ISCHR, QT_TRANSLATE_NOOP("words", "a character device")),
    (stat.S_ISBLK, QT_TRANSLATE_NOOP("words", "a block device")),
    (stat.S_ISSOCK, QT_TRANSLATE_NOOP("words", "a socket")),
)


def _kind(mode: int) -> str:
    for test, words in _KINDS:
        if test(mode):
            return words
    return QT_TRANSLATE_NOOP("words", "not a regular file")


def _refuse_unless_regular(mode: int, what: str) -> None:
    """``what`` (the caller's English, marked with QT_TRANSLATE_NOOP) and the kind are
    put in words where the refusal is shown."""
    if not stat.S_ISREG(mode):
        raise NotARegularFileError(Said(
            QT_TRANSLATE_NOOP("words", "is {0}, not {1}; nothing was read"),
            (Word(_kind(mode)), Word(what))))


def _cannot_read(error: OSError) -> Said:
    """"cannot be read (…)": the system's own words for why, as it gave them."""
    return Said(QT_TRANSLATE_NOOP("words", "cannot be read ({0})"),
                (str(error.strerror or error),))


@dataclass(frozen=True)
class Megabytes:
    """A size limit in megabytes, put in words where shown: "0.256 MB", "0,256 MB"."""

    limit: int  # bytes

    def text(self, words: Words) -> str:
        shown = f"{self.limit / 1_000_000:g}"
        if words.language != ENGLISH.language and "e" not in shown:
            shown = words.decimal(self.limit / 1_000_000, len(shown.partition(".")[2]))
        return f"{shown} MB"


def open_regular_file(path: str | Path, what: str = A_FILE) -> int:
    """A descriptor of the regular file at ``path``, opened non-blocking: for reading a
    file too large to read whole (a club archive), a line at a time.

    Raises like :func:`read_regular_file`, but sets no limit on the size."""
    try:
        _refuse_unless_regular(os.stat(path).st_mode, what)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        fd = os.open(path, flags | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise UnreadableFileError(Said(QT_TRANSLATE_NOOP("words", "no such file"))) from None
    except PermissionError:
        raise UnreadableFileError(Said(QT_TRANSLATE_NOOP(
            "words", "permission denied (check the file's rights)"))) from None
    except OSError as error:
        raise UnreadableFileError(_cannot_read(error)) from None
    try:
        _refuse_unless_regular(os.fstat(fd).st_mode, what)  # replaced since the stat above?
    except BaseException as error:
        os.close(fd)
        if isinstance(error, OSError):
            raise UnreadableFileError(_cannot_read(error)) from None
        raise
    return fd


def read_regular_file(path: str | Path, limit: int, what: str = A_FILE) -> bytes:
    """At most ``limit`` bytes of the regular file at ``path``; never blocks.

    Raises :class:`NotARegularFileError` for folders, pipes, devices and sockets,
    :class:`FileTooLargeError` past ``limit``, :class:`UnreadableFileError` for the
    rest (missing, no permission, I/O error). Messages do not repeat the path.
    """
    fd = open_regular_file(path, what)
    try:
        told = os.fstat(fd).st_size
        if told > limit:
            raise FileTooLargeError(Said(
                QT_TRANSLATE_NOOP("words", "is {0} bytes; {1} is at most {2}"),
                (Grouped(told), Word(what), Megabytes(limit))))
        return _read_at_most(fd, limit, what)
    except BlockingIOError:
        raise UnreadableFileError(Said(QT_TRANSLATE_NOOP(
            "words", "has nothing to read yet (it would have to be waited for)"))) \
            from None
    except OSError as error:
        raise UnreadableFileError(_cannot_read(error)) from None
    finally:
        os.close(fd)


def _read_at_most(fd: int, limit: int, what: str) -> bytes:
    """The file's bytes, read until its end or just past ``limit`` (then refused): the
    size it tells may be wrong (/proc, a file still growing)."""
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        raise FileTooLargeError(Said(
            QT_TRANSLATE_NOOP("words", "is over {0}; {1} is at most {0}"),
            (Megabytes(limit), Word(what))))
    return b"".join(chunks)
