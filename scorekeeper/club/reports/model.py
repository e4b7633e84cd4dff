"""What every report is made of, whatever draws it: sections of facts and tables.

One model per report, built from the store's rows (:mod:`.evening`, :mod:`.season`,
:mod:`.player`, :mod:`.h2h`), drawn by every renderer alike — text, CSV, PDF, PNG
and the screen — so they never disagree. Cells are text, already worded; the CSV
rows beside them keep the plain values a spreadsheet wants. The words are those of the
``words`` a report is made with (:mod:`scorekeeper.rules.words`): English by default,
the app's or ``--lang``'s language for one drawn for people; the CSV rows never
change with it."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...rules.words import ENGLISH, Words


class ReportError(ValueError):
    """A report that cannot be made as asked (no such player, no games that day)."""


@dataclass(frozen=True)
class Table:
    """A table of a report: its heading, column titles and rows of text cells."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    numeric: tuple[bool, ...] = ()  # per column: right-aligned (numbers)

    def is_numeric(self, column: int) -> bool:
        return column < len(self.numeric) and self.numeric[column]


@dataclass(frozen=True)
class Section:
    """A part of a report: a heading, facts ("Winner of the night: Ann") and tables."""

    heading: str
    facts: tuple[tuple[str, str], ...] = ()
    tables: tuple[Table, ...] = ()


@dataclass(frozen=True)
class Report:
    """A whole report, and its figures as CSV rows (one header row first)."""

    kind: str  # "evening", "season", "player", "h2h"
    title: str
    subtitle: str
    sections: tuple[Section, ...]
    csv_columns: tuple[str, ...]
    csv_rows: tuple[tuple[object, ...], ...] = field(default=())
    language: str = "en"  # of its words: what its pages' own words are drawn in

    @property
    def empty(self) -> bool:
        return not self.sections


def percent(value: float | None, words: Words = ENGLISH) -> str:
    return words.percent(value)


def number(value: float | None, places: int = 2, words: Words = ENGLISH) -> str:
    return "—" if value is None else words.decimal(value, places)


def names(players: tuple[str, ...] | list[str], words: Words = ENGLISH) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cat"; "—" for nobody."""
    return words.names(players)
