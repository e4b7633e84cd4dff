"""The languages Scorekeeper speaks, by code, and where their catalogues live.

No Qt here: the command line checks ``--lang`` before any window exists (start-up is
on the clock). The screens load the catalogues (``ui/shared/translations.py``).
"""

from __future__ import annotations

from pathlib import Path

SOURCE_LANGUAGE = "en"
# Each language by its code, named as its speakers name it (Preferences lists these).
LANGUAGES: dict[str, str] = {
    "en": "English", "de": "Deutsch", "fr": "Français", "es": "Español",
    "it": "Italiano", "nl": "Nederlands",
}
CATALOGUE = "scorekeeper_{0}"  # the file stem of a language's .ts and .qm

PACKAGE = Path(__file__).resolve().parent
# Compiled catalogues shipped inside the package (the frozen build, a wheel built by
# resources/i18n/update.py --release): loaded as they are.
BUNDLED = PACKAGE / "i18n"
# The translators' sources in a checkout (pip install -e .): compiled on first use.
SOURCES = PACKAGE.parent / "resources" / "i18n"


class UnknownLanguage(ValueError):
    """A language code that Scorekeeper has no catalogue for."""

    def __init__(self, code: str) -> None:
        super().__init__(f"--lang {code}: choose one of {', '.join(LANGUAGES)}")


def language_code(code: str) -> str:
    """``code`` as a shipped language ("de", "DE", "de_CH.UTF-8" → "de"), else
    :class:`UnknownLanguage`."""
    base = code.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    if base not in LANGUAGES:
        raise UnknownLanguage(code)
    return base


def first_shipped(codes: list[str]) -> str:
    """The first of ``codes`` (a locale's UI languages, best first) that is shipped;
    English when none is."""
    for code in codes:
        try:
            return language_code(code)
        except UnknownLanguage:
            continue
    return SOURCE_LANGUAGE
