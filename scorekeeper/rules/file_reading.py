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
from pathlib import Path

from .errors import FileTooLargeError, NotARegularFileError, UnreadableFileError
from .words import QT_TRANSLATE_NOOP, Said

_CHUNK = 1 << 16
_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str:
    for test, words in _KINDS:
        if test(mode):
            return words
    return "not a regular file"


def _refuse_unless_regular(mode: int, what: str) -> None:
    if not stat.S_ISREG(mode):
        raise NotARegularFileError(f"is {_kind(mode)}, not {what}; nothing was read")


def _cannot_read(error: OSError) -> Said:
    """"cannot be read (…)": the system's own words for why, as it gave them."""
    return Said(QT_TRANSLATE_NOOP("words", "cannot be read ({0})"),
                (str(error.strerror or error),))


def _megabytes(limit: int) -> str:
    return f"{limit / 1_000_000:g} MB"


def open_regular_file(path: str | Path, what: str = "a file") -> int:
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


def read_regular_file(path: str | Path, limit: int, what: str = "a file") -> bytes:
    """At most ``limit`` bytes of the regular file at ``path``; never blocks.

    Raises :class:`NotARegularFileError` for folders, pipes, devices and sockets,
    :class:`FileTooLargeError` past ``limit``, :class:`UnreadableFileError` for the
    rest (missing, no permission, I/O error). Messages do not repeat the path.
    """
    fd = open_regular_file(path, what)
    try:
        told = os.fstat(fd).st_size
        if told > limit:
            raise FileTooLargeError(f"is {told:,} bytes; {what} is at most {_megabytes(limit)}")
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
        raise FileTooLargeError(f"is over {_megabytes(limit)}; {what} is at most "
                                f"{_megabytes(limit)}")
    return b"".join(chunks)
