"""Every way a game can be exported, in one table used by the command line and the app.

Each :class:`ExportFormat` says its suffix, how a file dialog names it, whether it
draws with Qt (PDF and PNG need a ``QGuiApplication``; :mod:`.rendered` makes a
windowless one when there is none) and how it is written. :func:`choose_format`
is the one rule for which format a file gets: from its suffix, or from the
format asked for where the name has none; an unknown suffix or a suffix that
contradicts the format asked for is refused with the same words everywhere.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..rules import Scorecard
from ..rules.words import ENGLISH, Words


class ExportFormatError(ValueError):
    """The format of an export cannot be told, or contradicts the file's name."""


@dataclass(frozen=True)
class ExportSource:
    """What any format is written from: the game's exported document (the JSON
    scorecard file, with its times), its scorecard and when it was played."""

    document: Mapping[str, Any]
    scorecard: Scorecard
    when: str  # "2026-11-21 20:00", local time; "" when not known
    # The language of a drawn export (PDF, PNG) for people; None: the app's. CSV and
    # JSON are for programs and stay the same in every language.
    language: str | None = None

    @classmethod
    def from_document(cls, document: Mapping[str, Any],
                      language: str | None = None) -> ExportSource:
        from ..rules import evaluate
        from ..rules.scorecard_file import state_from_json

        return cls(document, evaluate(state_from_json(dict(document))),
                   local_time(str(document.get("started") or "")), language)

    def drawn(self) -> tuple[Words, str]:
        """The words a drawn export speaks, and when the game was played in them."""
        from .qt_words import app_words, words_for

        words = words_for(self.language) if self.language else app_words()
        started = str(self.document.get("started") or "")
        if words.language == ENGLISH.language or not started:
            return words, self.when  # English as it always was
        return words, words.moment(started)


def local_time(stamp: str, form: str = "%Y-%m-%d %H:%M") -> str:
    """A stored (UTC) time stamp in the local time zone; ``stamp`` itself if unreadable."""
    from datetime import datetime

    try:
        return datetime.fromisoformat(stamp).astimezone().strftime(form)
    except ValueError:
        return stamp


def _json(source: ExportSource) -> str:
    return json.dumps(source.document, indent=2, ensure_ascii=False) + "\n"


def _csv(source: ExportSource) -> str:
    from .csv_export import scorecard_csv

    return scorecard_csv(source.scorecard)


Check = Callable[[list[Path]], None]  # raises if any of these files may not be replaced


def _pdf(source: ExportSource, path: Path, check: Check) -> list[Path]:
    from .rendered import write_pdf

    check([path])
    words, when = source.drawn()
    write_pdf(source.scorecard, path, when, words)
    return [path]


def _png(source: ExportSource, path: Path, check: Check) -> list[Path]:
    from .rendered import write_png

    words, when = source.drawn()
    return write_png(source.scorecard, path, when, check, words)


@dataclass(frozen=True)
class ExportFormat:
    key: str  # what --format takes
    suffix: str  # ".pdf"
    label: str  # the file dialog's name for it
    needs_qt: bool  # drawn with Qt: needs PySide6 and a QGuiApplication
    text: Callable[[ExportSource], str] | None = None  # a text format (can go to stdout)
    draw: Callable[[ExportSource, Path, Check], list[Path]] | None = None  # drawn: a file

    @property
    def dialog_filter(self) -> str:
        return f"{self.label} (*{self.suffix})"

    def write(self, source: ExportSource, path: Path, *, force: bool = False,
              confirmed: Path | None = None) -> list[Path]:
        """Write ``source`` to ``path`` (a long PNG also to ``NAME-2.png`` …); the files
        written. An existing file that is not an export of this format is refused
        (:class:`~.existing.ExistingFileError`, nothing written) unless ``force``, or it
        is ``confirmed`` (see :func:`~.existing.check_replaceable`); OSError when a file
        cannot be written."""
        from .existing import check_replaceable

        def check(paths: list[Path]) -> None:
            check_replaceable(paths, self.key, force=force, confirmed=confirmed)

        if self.text is not None:
            check([path])
            path.write_text(self.text(source), encoding="utf-8")
            return [path]
        assert self.draw is not None
        return self.draw(source, path, check)


EXPORT_FORMATS: dict[str, ExportFormat] = {f.key: f for f in (
    ExportFormat("json", ".json", "Scorecard file", needs_qt=False, text=_json),
    ExportFormat("csv", ".csv", "CSV spreadsheet", needs_qt=False, text=_csv),
    ExportFormat("pdf", ".pdf", "PDF scorecard", needs_qt=True, draw=_pdf),
    ExportFormat("png", ".png", "PNG image", needs_qt=True, draw=_png),
)}

DEFAULT_FORMAT = "json"  # the scorecard file: everything, readable back in


def by_suffix(suffix: str) -> ExportFormat | None:
    suffix = suffix.lower()
    return next((f for f in EXPORT_FORMATS.values() if f.suffix == suffix), None)


def suffixes() -> str:
    """".json, .csv, .pdf or .png"."""
    names = [f.suffix for f in EXPORT_FORMATS.values()]
    return ", ".join(names[:-1]) + " or " + names[-1]


def choose_format(path: Path | None, requested: str | None = None,
                  default: str = DEFAULT_FORMAT) -> ExportFormat:
    """The format for writing to ``path``: its suffix says, or ``requested`` where the
    name has none (then ``default``). An unknown suffix, an unknown format and a
    suffix that contradicts ``requested`` are refused."""
    if requested is not None and requested not in EXPORT_FORMATS:
        raise ExportFormatError(f"there is no export format {requested!r} "
                                f"(the formats are: {', '.join(EXPORT_FORMATS)})")
    suffix = path.suffix if path is not None else ""
    named = by_suffix(suffix) if suffix else None
    if suffix and named is None:
        raise ExportFormatError(f"{path}: cannot export to a {suffix} file; "
                                f"name it {suffixes()}")
    if named is not None and requested is not None and named.key != requested:
        raise ExportFormatError(f"{path}: the name says {named.key} but {requested} "
                                f"was asked for; name it {EXPORT_FORMATS[requested].suffix}")
    return named or EXPORT_FORMATS[requested or default]


def dialog_filters() -> str:
    """The file dialog's list, the printable card first."""
    order = ("pdf", "png", "csv", "json")
    return ";;".join(EXPORT_FORMATS[k].dialog_filter for k in order if k in EXPORT_FORMATS) \
        + "".join(f";;{f.dialog_filter}" for k, f in EXPORT_FORMATS.items() if k not in order)


def format_of_filter(chosen: str) -> ExportFormat | None:
    """The format a file dialog's chosen filter names."""
    return next((f for f in EXPORT_FORMATS.values() if f.dialog_filter == chosen), None)
