"""A language's :class:`~scorekeeper.rules.words.Words` filled from Qt: its catalogue
(the app's ``.qm``, context ``words``) and its locale's numbers and dates.

The app hands the exports the language it speaks (:func:`app_words`); the command line
the one ``--lang``, Preferences or ``LANG`` chose (:func:`words_for`). English needs
neither: it is the source, and its numbers stay plain digits.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from functools import lru_cache
from typing import TYPE_CHECKING

from ..languages import LANGUAGES, SOURCE_LANGUAGE
from ..rules.words import CONTEXT, ENGLISH, Words

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale


@lru_cache(maxsize=8)
def words_for(language: str) -> Words:
    """``language``'s words (English: :data:`ENGLISH`)."""
    if language == SOURCE_LANGUAGE:
        return ENGLISH
    from PySide6.QtCore import QLocale, QTranslator

    from ..ui.shared.translations import catalogue

    path = catalogue(language)
    translator = QTranslator()
    loaded = path is not None and translator.load(str(path))
    locale = QLocale(language)

    def lookup(source: str, disambiguation: str, n: int) -> str:
        if not loaded:
            return ""
        return translator.translate(CONTEXT, source, disambiguation or None, n) or ""

    def decimal(value: float, places: int) -> str:
        return locale.toString(value, "f", places)

    moment_text, day_text, long_day, short_day = _dates(locale)
    return Words(language, lookup, locale.toString, moment_text, day_text, decimal,
                 long_day, short_day)


def _dates(locale: QLocale) -> tuple[Callable[[datetime], str], Callable[[date], str],
                                     Callable[[date], str], Callable[[date], str]]:
    """``locale``'s moment, day, long day and short day, as its people write them."""
    from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

    day_form = _four_digit_year(locale.dateFormat(QLocale.FormatType.ShortFormat))
    time_form = locale.timeFormat(QLocale.FormatType.ShortFormat)

    def moment_text(moment: datetime) -> str:
        stamp = QDateTime(QDate(moment.year, moment.month, moment.day),
                          QTime(moment.hour, moment.minute))
        return locale.toString(stamp, f"{day_form} {time_form}")

    def day_text(day: date) -> str:
        return locale.toString(QDate(day.year, day.month, day.day), day_form)

    long_form = _no_weekday(locale.dateFormat(QLocale.FormatType.LongFormat))

    def long_day(day: date) -> str:
        return locale.toString(QDate(day.year, day.month, day.day), long_form)

    def short_day(day: date) -> str:
        return locale.toString(QDate(day.year, day.month, day.day),
                               long_form.replace("MMMM", "MMM"))

    return moment_text, day_text, long_day, short_day


def _no_weekday(form: str) -> str:
    """A long date form without its weekday ("dddd, d. MMMM yyyy" → "d. MMMM yyyy")."""
    import re

    return re.sub(r"^dddd,?\s*|,?\s*dddd$", "", form)


def _four_digit_year(form: str) -> str:
    """A short date form with the year whole ("dd.MM.yy" → "dd.MM.yyyy")."""
    return form if "yyyy" in form else form.replace("yy", "yyyy")


def other_languages() -> dict[str, Words]:
    """Every shipped language's words but English's: the live page sends each phone the
    sentences of its own."""
    return {code: words_for(code) for code in LANGUAGES if code != SOURCE_LANGUAGE}


def app_words() -> Words:
    """The words of the language the app speaks now (English before one is chosen)."""
    from ..ui.shared.translations import spoken_language

    return words_for(spoken_language())
