"""The live page's words in the phone's language (its browser's ``Accept-Language``).

The words are in the app's catalogues (context ``LivePage``, so one update command
and the completeness tests cover them); the server puts the chosen language's into
the page it sends: the static words in place, the rest as a JSON block that
``live.js`` reads (a data block: the page's Content-Security-Policy runs no inline
script). Qt loads only when a phone asks for another language than English.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING

from ..languages import SOURCE_LANGUAGE, first_shipped

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` as it is: marks it for lupdate (which reads this name), without Qt."""
    return text


CONTEXT = "LivePage"
# What live.js says, by the key it uses ({0}, {1}: what it puts in).
SCRIPT_WORDS = {
    "hand": QT_TRANSLATE_NOOP("LivePage", "Hand {0}"),
    "hand_of": QT_TRANSLATE_NOOP("LivePage", "Hand {0} of {1}"),
    "finished": QT_TRANSLATE_NOOP("LivePage", "Game finished"),
    "abandoned": QT_TRANSLATE_NOOP("LivePage", "Game abandoned"),
    "card": QT_TRANSLATE_NOOP("LivePage", "1 card"),
    "cards": QT_TRANSLATE_NOOP("LivePage", "{0} cards"),
    "deals": QT_TRANSLATE_NOOP("LivePage", "{0} deals"),
    "bids_next": QT_TRANSLATE_NOOP("LivePage", "bids next"),
    "cannot_bid": QT_TRANSLATE_NOOP("LivePage", "{0} can't bid {1}"),
    "no_hands_played": QT_TRANSLATE_NOOP("LivePage", "No hands were played"),
    "wins": QT_TRANSLATE_NOOP("LivePage", "{0} wins"),
    "share_first": QT_TRANSLATE_NOOP("LivePage", "{0} share first place"),
    "and": QT_TRANSLATE_NOOP("LivePage", " and "),
    "dealer": QT_TRANSLATE_NOOP("LivePage", "Dealer"),
    "cards_heading": QT_TRANSLATE_NOOP("LivePage", "Cards"),
    "lost": QT_TRANSLATE_NOOP("LivePage", "lost"),
    "won": QT_TRANSLATE_NOOP("LivePage", "won"),
    "no_hands_yet": QT_TRANSLATE_NOOP("LivePage", "No hands recorded yet"),
    "tally": QT_TRANSLATE_NOOP("LivePage", "Tally"),
    "total": QT_TRANSLATE_NOOP("LivePage", "Total"),
    "live": QT_TRANSLATE_NOOP("LivePage", "Live"),
    "lost_link": QT_TRANSLATE_NOOP("LivePage", "Not connected — retrying"),
    "page_title": QT_TRANSLATE_NOOP("LivePage", "{0} — Scorekeeper live"),
    "bid": QT_TRANSLATE_NOOP("LivePage", "Bid"),  # the column of the bids of the hand in play
    "tricks": QT_TRANSLATE_NOOP("LivePage", "Tricks"),  # … and of the tricks typed so far
    "rules_file": QT_TRANSLATE_NOOP("LivePage",
                                    "Rules file: {0} (open it in Scorekeeper's editor)"),
}
# The words written in index.html, replaced where they stand (each is unique there).
PAGE_WORDS = (
    QT_TRANSLATE_NOOP("LivePage", "Scorekeeper — live"),
    QT_TRANSLATE_NOOP("LivePage", "Connecting…"),
    QT_TRANSLATE_NOOP("LivePage", "The hand in play"),
    QT_TRANSLATE_NOOP("LivePage", "Result"),
    QT_TRANSLATE_NOOP("LivePage", "Standings"),
    QT_TRANSLATE_NOOP("LivePage", "Scorecard"),
    QT_TRANSLATE_NOOP("LivePage", "House rules"),
    QT_TRANSLATE_NOOP("LivePage", "Read-only · follows the scorekeeper live"),
)
_WEIGHT = re.compile(r"^\s*q\s*=\s*([0-9.]+)\s*$")


def page_language(accept_language: str | None) -> str:
    """The shipped language a browser's ``Accept-Language`` prefers (English if none):
    "de-CH,de;q=0.9,en;q=0.8" → "de"."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "").split(",")):
        tag, *parameters = part.split(";")
        weight = 1.0
        for parameter in parameters:
            match = _WEIGHT.match(parameter)
            if match:
                try:
                    weight = float(match.group(1))
                except ValueError:
                    weight = 0.0
        if tag.strip() and tag.strip() != "*" and weight > 0:
            ranked.append((-weight, index, tag.strip()))
    return first_shipped([tag for _weight, _index, tag in sorted(ranked)])


@lru_cache(maxsize=8)
def translator(language: str) -> QTranslator | None:
    """The language's compiled catalogue, loaded (None for English or none found)."""
    if language == SOURCE_LANGUAGE:
        return None
    from PySide6.QtCore import QTranslator

    from ..ui.shared.translations import catalogue

    path = catalogue(language)
    loaded = QTranslator()
    return loaded if path is not None and loaded.load(str(path)) else None


def word(language: str, text: str) -> str:
    """``text`` (a word of the page) in ``language``; as it is where there is none."""
    loaded = translator(language)
    return (loaded.translate(CONTEXT, text) if loaded is not None
            else "") or text


@lru_cache(maxsize=8)
def localised_page(page: bytes, language: str) -> bytes:
    """index.html in ``language``: its ``lang``, its words, and live.js's words
    (English: the page as it is written)."""
    if language == SOURCE_LANGUAGE:
        return page
    text = page.decode("utf-8").replace('<html lang="en">', f'<html lang="{language}">', 1)
    for english in PAGE_WORDS:
        text = text.replace(escape(english, quote=True), escape(word(language, english),
                                                                quote=True))
    words = {key: word(language, english) for key, english in SCRIPT_WORDS.items()}
    block = json.dumps(words, ensure_ascii=False).replace("</", "<\\/")
    text = text.replace("</head>", '<script id="words" type="application/json">'
                        f"{block}</script>\n</head>", 1)
    return text.encode("utf-8")
