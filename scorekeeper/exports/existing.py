"""Whether an export may replace the file already at its path.

An existing regular file is replaced only when it is already an export in the format
being written — an earlier export of a game, written again — or is empty. Anything else
(a database, a letter, another program's spreadsheet, a PNG over a PDF) is refused and
left byte-identical, unless the person says so (``--force``, or the file dialog's own
"replace it?" answered yes). What counts as an export, per format, is read from the
file's first bytes, never from its name:

- PNG: the PNG signature; PDF: ``%PDF-``;
- JSON: a scorecard file (a JSON object with ``"format": "scorekeeper-game"``, or the
  ``variant`` and ``hands`` of a hand-written one), at most 5 MB;
- CSV: the header line Scorekeeper writes (``hand,…,player,…``);
- a club archive (``export --all``): its first line is such a scorecard;
- a report's CSV: the header line of one of the reports; a text report: its first
  line, ``Scorekeeper report · …``.

Folders are always refused; devices and pipes (``-o /dev/stdout``) are written to.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable, Iterable
from pathlib import Path


class ExistingFileError(ValueError):
    """The export's path holds a file that is not an export of the format written
    (``forcible``: ``--force`` would replace it; a folder it would not)."""

    def __init__(self, message: str, forcible: bool = True) -> None:
        super().__init__(message)
        self.forcible = forcible


READ_LIMIT = 5 * 1024 * 1024  # a scorecard file's limit: larger is not one of ours
_SIGNATURES = {"png": b"\x89PNG\r\n\x1a\n", "pdf": b"%PDF-"}
_NAMES = {"png": "PNG export", "pdf": "PDF export", "json": "scorecard file (JSON export)",
          "csv": "CSV export", "archive": "club archive", "report-csv": "CSV report",
          "report-text": "text report"}


def _head(path: Path, size: int) -> bytes:
    with open(path, "rb") as stream:
        return stream.read(size)


def _is_scorecard(text: bytes) -> bool:
    try:
        document = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return False
    if not isinstance(document, dict):
        return False
    return document.get("format") == "scorekeeper-game" or {"variant", "hands"} <= set(document)


def _is_json_export(path: Path) -> bool:
    return path.stat().st_size <= READ_LIMIT and _is_scorecard(_head(path, READ_LIMIT))


def _is_csv_export(path: Path) -> bool:
    first = _head(path, 4096).split(b"\n", 1)[0].rstrip(b"\r")
    return first.startswith(b"hand,") and b",player," in first


def _is_archive(path: Path) -> bool:
    first = _head(path, READ_LIMIT + 1).split(b"\n", 1)[0]
    return len(first) <= READ_LIMIT and _is_scorecard(first)


def _is_report_csv(path: Path) -> bool:
    from ..club.reports import CSV_HEADERS

    first = _head(path, 4096).split(b"\n", 1)[0].rstrip(b"\r")
    return first.decode("utf-8", "replace") in {",".join(h) for h in CSV_HEADERS}


def _is_report_text(path: Path) -> bool:
    from .report_text import TEXT_MARK

    return _head(path, 64).startswith(TEXT_MARK.encode())


def _recogniser(kind: str) -> Callable[[Path], bool]:
    if kind in _SIGNATURES:
        signature = _SIGNATURES[kind]
        return lambda path: _head(path, len(signature)) == signature
    return {"json": _is_json_export, "csv": _is_csv_export, "archive": _is_archive,
            "report-csv": _is_report_csv, "report-text": _is_report_text}[kind]


def check_replaceable(paths: Iterable[Path], kind: str, *, force: bool = False,
                      confirmed: Path | None = None) -> None:
    """Raise :class:`ExistingFileError` for the first of ``paths`` that holds something
    other than an export of ``kind`` ("png", "pdf", "json", "csv" or "archive"). With
    ``force`` only folders are refused; ``confirmed`` is a path the person already
    agreed to replace (a file dialog asked)."""
    for path in paths:
        try:
            found = os.stat(path)
        except FileNotFoundError:
            continue
        except OSError as error:
            raise ExistingFileError(f"{path} cannot be checked ({error.strerror}); "
                                    "nothing was written", forcible=False) from error
        if stat.S_ISDIR(found.st_mode):
            raise ExistingFileError(f"{path} is a folder; give the export a file name",
                                    forcible=False)
        if force or path == confirmed or not stat.S_ISREG(found.st_mode) or found.st_size == 0:
            continue
        try:
            ours = _recogniser(kind)(path)
        except OSError:
            ours = False
        if not ours:
            raise ExistingFileError(
                f"{path} exists and is not a {_NAMES[kind]}; it was left as it "
                "was: choose another name")
