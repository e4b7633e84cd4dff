"""A pseudo-language: every string about 40 % longer, its letters accented and in
brackets ("Scorekeeper" → "[Ŝçöŕéķééþéŕ ~~~~]"), so that a screen shows at once
where a translation would be cut, and which strings are not translated at all (they
stay plain). Placeholders, markup and entities are kept as they are.

The words the rules and the exports say through :class:`~scorekeeper.rules.words.Words`
(the scoreboard's Hand, Cards and Trump, the scorecard's notes, the house rules, the New
game options …) are lengthened and accented the same way, so one left in English shows
plain: the screens ask ``app_words()``, which here answers with :data:`PSEUDO_WORDS`.
(The scoreboard's lead headings give way to the players' columns where they are too
long: ``scorekeeper/ui/table/lead_header.py``.)"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QTranslator

from scorekeeper.rules.words import Words
from scorekeeper.ui.shared.plurals import english_plural

ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
# What must come through untouched: format fields, Qt's %n/%1, tags and entities.
KEPT = re.compile(r"\{[^{}]*\}|%L?n|%\d|<[^>]*>|&[a-z]+;|&&")
GROWTH = 0.4


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language (empty and blank texts stay as they are)."""
    if not text.strip():
        return text
    room = max(1, math.ceil(len(text) * GROWTH) - 3)  # the brackets and a space count
    padding = " ".join("~" * min(4, room - start) for start in range(0, room, 5))
    return f"[{accented(text)} {padding}]"  # in words of 4: a long text can still wrap


class PseudoTranslator(QTranslator):
    """Answers every string, the app's and Qt's own, in the pseudo-language."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if not source:
            return None
        return pseudo(english_plural(source, n) if n >= 0 else source)

    def isEmpty(self) -> bool:
        return False


def accented(text: str) -> str:
    """``text``'s letters accented, its length and what :data:`KEPT` keeps as they are."""
    parts, last = [], 0
    for match in KEPT.finditer(text):
        parts.append(text[last:match.start()].translate(ACCENTED))
        parts.append(match.group())
        last = match.end()
    parts.append(text[last:].translate(ACCENTED))
    return "".join(parts)


def _pseudo_lookup(source: str, disambiguation: str, n: int) -> str:
    return pseudo(english_plural(source, n) if n >= 0 else source)


PSEUDO_WORDS = Words("en", _pseudo_lookup)


def install_pseudo() -> PseudoTranslator:
    """The pseudo-language for Qt's tr() and for the screens' :class:`Words`."""
    from scorekeeper.exports import qt_words

    app = QCoreApplication.instance()
    translator = PseudoTranslator(app)
    app.installTranslator(translator)
    qt_words.words_for = lambda language: PSEUDO_WORDS  # app_words() asks it by name
    return translator
