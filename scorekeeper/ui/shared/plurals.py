"""English plural forms for Qt's numerus strings: ``tr("%n game(s)", "", n)``.

Without a translation Qt shows such a string as written ("1 game(s)"). This
translator answers only those strings, in English: ``(s)`` or ``(es)`` is left out
for one and kept for any other count, ``(y|ies)`` picks a side. Everything else is
left to any real translation installed, or to the source text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTranslator

if TYPE_CHECKING:  # the rules load after the first paint (start-up is on the clock)
    from ...rules import GameSetup
    from ...rules.tally import Tally

_CHOICE = re.compile(r"\(([^()|]*)\|([^()|]*)\)")
_SUFFIX = re.compile(r"\(([^()|]+)\)")


def english_plural(text: str, n: int) -> str:
    """``text`` with its plural marks resolved for a count of ``n``."""
    one = n == 1
    text = _CHOICE.sub(lambda m: m.group(1) if one else m.group(2), text)
    return _SUFFIX.sub(lambda m: "" if one else m.group(1), text)


class EnglishPlurals(QTranslator):
    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if n < 0 or "(" not in source:
            return None  # not a numerus string: someone else's, or the source as it is
        return english_plural(source, n)

    def isEmpty(self) -> bool:
        return False


_installed: dict[int, EnglishPlurals] = {}


def install_plurals() -> None:
    """Install the translator once per application (cheap to call from every view)."""
    app = QCoreApplication.instance()
    if app is None or id(app) in _installed:
        return
    translator = EnglishPlurals(app)
    app.installTranslator(translator)
    _installed[id(app)] = translator


# The screen's words for a tally, translatable with Qt's plural forms (the exports
# use the rules' English words: Tally.unit).
def tally_text(tally: Tally, n: int) -> str:
    """A total as the game counts it: "1 loss", "3 wins", or the points ("12")."""
    if tally.value == "losses":  # each text written out: lupdate reads it as numerus
        return _tr("%n loss(es)", "", n)
    if tally.value == "wins":
        return _tr("%n win(s)", "", n)
    return str(n)


def _tr(text: str, disambiguation: str, n: int) -> str:
    """``text`` in the app's language (lupdate reads ``_tr`` calls: context "")."""
    return QCoreApplication.translate("", text, disambiguation, n)


def tally_count(setup: GameSetup, n: int) -> str:
    """:func:`tally_text` for ``setup``'s game."""
    from ...rules.games import game_rules

    return tally_text(game_rules(setup).tally(setup), n)
