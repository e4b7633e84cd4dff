"""Club archives (``.jsonl``): one scorecard per line, as ``export --all`` writes them.

An archive can hold a club's whole history (100,000 games is 250 MB), so it is read
as a stream, a line at a time, never whole. Each line is a scorecard file of its own
and is held to a file's limits: at most 5 MB, UTF-8, strict JSON. A bad line is
reported by its number and the others are read on. The archive itself is opened
like any file named on a command line (a regular file only, never waited on).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from .errors import FileTooLargeError, InvalidTextError, ScorecardFileError, UnreadableFileError
from .file_reading import open_regular_file
from .filed_game import FiledGame, filed_document
from .scorecard_file import MAX_FILE_BYTES
from .words import QT_TRANSLATE_NOOP

ARCHIVE_SUFFIX = ".jsonl"
MAX_LINE_BYTES = MAX_FILE_BYTES  # a line is a scorecard file: the same limit
_CHUNK = 1 << 16


@dataclass(frozen=True)
class ArchiveLine:
    """One line of an archive: its number and its text, or why it cannot be read."""

    number: int
    text: str | None
    error: ScorecardFileError | None = None


def is_archive(path: str | Path) -> bool:
    return str(path).lower().endswith(ARCHIVE_SUFFIX)


def archive_lines(path: str | Path) -> Iterator[ArchiveLine]:
    """Every non-blank line of the archive at ``path``, in order.

    Raises :class:`ScorecardFileError` (no path in the message) if the archive cannot
    be opened or read on; a line that is too long or not UTF-8 is yielded with its error.
    """
    fd = open_regular_file(path, QT_TRANSLATE_NOOP("words", "a club archive"))
    with os.fdopen(fd, "rb", buffering=_CHUNK) as stream:
        yield from _lines(stream)


def _lines(stream: BinaryIO) -> Iterator[ArchiveLine]:
    number = 0
    while True:
        try:
            raw = stream.readline(MAX_LINE_BYTES + 1)
        except OSError as error:
            raise UnreadableFileError(f"cannot be read on ({error.strerror or error})") \
                from None
        if not raw:
            return
        number += 1
        if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
            _skip_rest_of_line(stream)
            yield ArchiveLine(number, None, FileTooLargeError(
                f"is over {MAX_LINE_BYTES / 1_000_000:g} MB; a scorecard is at most "
                f"{MAX_LINE_BYTES / 1_000_000:g} MB"))
            continue
        if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]  # a byte-order mark (Windows editors) is allowed, as in a file
        if not raw.strip():
            continue
        try:
            yield ArchiveLine(number, raw.decode("utf-8"))
        except UnicodeDecodeError as error:
            yield ArchiveLine(number, None, InvalidTextError(
                f"not text: byte {error.start + 1} of the line is not UTF-8"))


def _skip_rest_of_line(stream: BinaryIO) -> None:
    while True:
        chunk = stream.readline(_CHUNK)
        if not chunk or chunk.endswith(b"\n"):
            return


def archive_line(game: FiledGame) -> str:
    """One game as an archive line (compact JSON, UTF-8 text, ending in a newline)."""
    return json_line(filed_document(game))


def json_line(document: Any) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"
