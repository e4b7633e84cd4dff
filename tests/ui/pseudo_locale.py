"""A pseudo-language: every string about 40 % longer, its letters accented and in
brackets ("Scorekeeper" → "[Ŝçöŕéķééþéŕ ~~~~]"), so that a screen shows at once
where a translation would be cut, and which strings are not translated at all (they
stay plain). Placeholders, markup and entities are kept as they are."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QTranslator

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
    parts, last = [], 0
    for match in KEPT.finditer(text):
        parts.append(text[last:match.start()].translate(ACCENTED))
        parts.append(match.group())
        last = match.end()
    parts.append(text[last:].translate(ACCENTED))
    room = max(1, math.ceil(len(text) * GROWTH) - 3)  # the brackets and a space count
    padding = " ".join("~" * min(4, room - start) for start in range(0, room, 5))
    return f"[{''.join(parts)} {padding}]"  # in words of 4: a long text can still wrap


class PseudoTranslator(QTranslator):
    """Answers every string, the app's and Qt's own, in the pseudo-language."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if not source:
            return None
        return pseudo(english_plural(source, n) if n >= 0 else source)

    def isEmpty(self) -> bool:
        return False


def install_pseudo() -> PseudoTranslator:
    app = QCoreApplication.instance()
    translator = PseudoTranslator(app)
    app.installTranslator(translator)
    return translator
