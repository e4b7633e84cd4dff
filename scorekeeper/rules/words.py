"""Sentences for people in their language, without Qt: the seam between the words the
rules and the exports write and the catalogues that translate them.

The rules, the scorecard's presentation and the reports write every sentence a person
reads through a :class:`Words` (``words.tr("Hand {0}").format(...)``), and format
numbers, ordinals and dates through it. :data:`ENGLISH` is the source language and
needs nothing; the app and the command line hand in a :class:`Words` whose ``lookup``
asks Qt's catalogue and whose numbers and dates follow Qt's locale
(``exports/qt_words.py``) — so this layer never imports Qt, and English stays word for
word what it always was.

Qt's ``lupdate`` reads ``words.tr(...)`` as a ``tr`` call in the context ``words``
(the name of the object it is called on): call it on an object named ``words``
(``tests/test_words_seam.py`` holds every call to that), and a numerus string
(``words.tr("%n card(s)", "", n)``) gets Qt's plural forms like any other.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Protocol

CONTEXT = "words"  # the catalogues' context of every words.tr() string
_CHOICE = re.compile(r"\(([^()|]*)\|([^()|]*)\)")
_SUFFIX = re.compile(r"\(([^()|]+)\)")

# (source, disambiguation, n) → the translation, or "" where the catalogue has none.
Lookup = Callable[[str, str, int], str]


def english_plural(text: str, n: int) -> str:
    """``text`` with its plural marks resolved for ``n``: "(s)" and "(es)" left out
    for one, "(y|ies)" picks a side."""
    one = n == 1
    text = _CHOICE.sub(lambda m: m.group(1) if one else m.group(2), text)
    return _SUFFIX.sub(lambda m: "" if one else m.group(1), text)


def english_ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# How each language writes a place: not a translation of "1st" but a rule of its own.
def _dotted(n: int) -> str:
    """A place where the language has no rule of its own: "1."."""
    return f"{n}."


ORDINALS: dict[str, Callable[[int], str]] = {
    "en": english_ordinal,
    "de": lambda n: f"{n}.",
    "fr": lambda n: "1er" if n == 1 else f"{n}e",
    "es": lambda n: f"{n}.º",
    "it": lambda n: f"{n}º",
    "nl": lambda n: f"{n}e",
}


def _iso_moment(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M")


def _iso_day(day: date) -> str:
    return day.isoformat()


def _decimal(value: float, places: int) -> str:
    return f"{value:.{places}f}"


def _long_day(day: date) -> str:
    """"27 November 2026" (the month's name in English whatever the system's locale)."""
    return f"{day.day} {_MONTHS[day.month - 1]} {day.year}"


def _short_day(day: date) -> str:
    """"27 Nov 2026"."""
    return f"{day.day} {_MONTHS[day.month - 1][:3]} {day.year}"


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")


@dataclass(frozen=True)
class Words:
    """A language's words, numbers, places and dates (English: the source as written).

    ``number`` writes a count or a score ("1.234" in German); English keeps plain
    digits, as every scorecard has always shown them."""

    language: str = "en"
    lookup: Lookup | None = None
    number: Callable[[int], str] = str
    moment_text: Callable[[datetime], str] = _iso_moment
    day_text: Callable[[date], str] = _iso_day
    decimal: Callable[[float, int], str] = _decimal  # (value, places): "1.50", "1,50"
    long_day: Callable[[date], str] = _long_day  # "27 November 2026", "27. November 2026"
    short_day: Callable[[date], str] = _short_day  # "27 Nov 2026"

    def tr(self, source: str, disambiguation: str = "", n: int = -1) -> str:
        """``source`` in this language; with ``n``, its plural form and %n the count."""
        found = self.lookup(source, disambiguation, n) if self.lookup is not None else ""
        if n < 0:
            return found or source
        return (found or english_plural(source, n)).replace("%n", self.number(n))

    def signed(self, n: int) -> str:
        """A hand's score with its sign: "+12", "-3", "+0"."""
        return ("+" if n >= 0 else "-") + self.number(abs(n))

    def ordinal(self, n: int) -> str:
        """A place: "1st" (English), "1." (German), "1er" (French)."""
        written: Callable[[int], str] = ORDINALS.get(self.language, _dotted)
        return written(n)

    def moment(self, stamp: str) -> str:
        """A stored (UTC) time stamp in local time, as the language writes it
        ("2026-11-27 20:00" in English, "27.11.2026 20:00" in German); the stamp
        itself when it cannot be read."""
        try:
            return self.moment_text(datetime.fromisoformat(stamp).astimezone())
        except ValueError:
            return stamp

    def day(self, day: date) -> str:
        return self.day_text(day)

    def percent(self, share: float | None) -> str:
        """"45%" ("45 %" in German and French); "—" for no share at all."""
        if share is None:
            return "—"
        words = self  # lupdate files a words.tr() under "words", where lookups look
        return words.tr("{0}%", "a percentage").format(words.number(round(share * 100)))

    def names(self, players: tuple[str, ...] | list[str]) -> str:
        """"Ann", "Ann and Ben", "Ann, Ben and Cat"; "—" for nobody."""
        players = list(players)
        if not players:
            return "—"
        if len(players) == 1:
            return players[0]
        return words_and(self, ", ".join(players[:-1]), players[-1])


def words_and(words: Words, first: str, last: str) -> str:
    return words.tr("{0} and {1}").format(first, last)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` as it is: marks it for lupdate (context ``words``) where the rules only
    name a sentence (a refusal), to be put in words where it is shown."""
    return text


@dataclass(frozen=True)
class Count:
    """A count with its noun, put in words where shown: "6 cards", "6 Karten"."""

    n: int
    noun: str  # "card", "trick" or "hand"

    def text(self, words: Words) -> str:
        if self.noun == "card":  # each text written out: lupdate reads it as numerus
            return words.tr("%n card(s)", "", self.n)
        if self.noun == "trick":
            return words.tr("%n trick(s)", "", self.n)
        return words.tr("%n hand(s)", "", self.n)


@dataclass(frozen=True)
class Word:
    """A word the rules name (a suit: "spades"), marked with :func:`QT_TRANSLATE_NOOP`
    and put in the reader's language where the sentence holding it is shown."""

    source: str

    def text(self, words: Words) -> str:
        return words.tr(self.source)


@dataclass(frozen=True)
class Grouped:
    """A large number with its thousands marked, as a file's size is: "300,000" in
    English (which writes a score's plain digits, but a size always had its commas),
    "300.000" in German."""

    n: int

    def text(self, words: Words) -> str:
        return f"{self.n:,}" if words.language == ENGLISH.language else words.number(self.n)


@dataclass(frozen=True)
class Said:
    """A sentence the rules say, kept as its English source (marked with
    :func:`QT_TRANSLATE_NOOP`) and what goes into its ``{0}``, ``{1}`` …: the screens put
    it in their language, the English text is the same as ever. Plain data, so a
    refusal still pickles between processes."""

    source: str
    values: tuple[Value, ...] = ()

    def text(self, words: Words) -> str:
        return words.tr(self.source).format(*(_put(v, words) for v in self.values))

    def __str__(self) -> str:
        return self.text(ENGLISH)


class Worded(Protocol):
    """Anything put in words where shown: a count, a word, a part of a sentence ("must be
    {0}": "a whole number from 1 to 26"), another refusal."""

    def text(self, words: Words) -> str: ...


# What goes into a sentence: text as it is (a name, a card), a number, or a Worded.
Value = str | int | Worded


def _put(value: Value, words: Words) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return words.number(value)
    return value.text(words)


ENGLISH = Words()
