"""The words of each house-rules setting's values in the app's language.

The rules name the values in English (they hold no Qt); the editor shows them through
``choice_words``. The marks below are where lupdate reads them from: a test checks
that every value the rules offer is marked here, so none is left in English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..shared.translations import QT_TRANSLATE_NOOP

CONTEXT = "HouseChoices"

MARKED = (
    QT_TRANSLATE_NOOP("HouseChoices", "after the last hand"),
    QT_TRANSLATE_NOOP("HouseChoices", "when the scorekeeper ends it"),
    QT_TRANSLATE_NOOP("HouseChoices", "after a hand where a total passes"),
    QT_TRANSLATE_NOOP("HouseChoices", "no: any bid"),
    QT_TRANSLATE_NOOP("HouseChoices", "yes: the last bidder is hooked"),
    QT_TRANSLATE_NOOP("HouseChoices", "left of the dealer"),
    QT_TRANSLATE_NOOP("HouseChoices", "the highest bidder"),
    QT_TRANSLATE_NOOP("HouseChoices", "left of the last bidder"),
    QT_TRANSLATE_NOOP("HouseChoices", "clockwise, the dealer last"),
    QT_TRANSLATE_NOOP("HouseChoices", "in any order, as called"),
    QT_TRANSLATE_NOOP("HouseChoices", "all at once"),
    QT_TRANSLATE_NOOP("HouseChoices", "52 cards"),
    QT_TRANSLATE_NOOP("HouseChoices", "36 cards (6 to A)"),
    QT_TRANSLATE_NOOP("HouseChoices", "32 cards (7 to A)"),
    QT_TRANSLATE_NOOP("HouseChoices", "28 cards (8 to A)"),
    QT_TRANSLATE_NOOP("HouseChoices", "24 cards (9 to A)"),
    QT_TRANSLATE_NOOP("HouseChoices", "63 cards (52 + 11s, 12s, red 13s)"),
    QT_TRANSLATE_NOOP("HouseChoices", "no trumps"),
    QT_TRANSLATE_NOOP("HouseChoices", "the dealer's last card"),
    QT_TRANSLATE_NOOP("HouseChoices", "none recorded"),
    QT_TRANSLATE_NOOP("HouseChoices", "revoke"),
    QT_TRANSLATE_NOOP("HouseChoices", "renege"),
    QT_TRANSLATE_NOOP("HouseChoices", "points per penalty"),
    QT_TRANSLATE_NOOP("HouseChoices", "the hand scores at most"),
    QT_TRANSLATE_NOOP("HouseChoices", "points"),
    QT_TRANSLATE_NOOP("HouseChoices", "× bid"),
    QT_TRANSLATE_NOOP("HouseChoices", "× tricks"),
    QT_TRANSLATE_NOOP("HouseChoices", "× tricks off"),
    QT_TRANSLATE_NOOP("HouseChoices", "× cards"),
    QT_TRANSLATE_NOOP("HouseChoices", "down: largest hand to 1"),
    QT_TRANSLATE_NOOP("HouseChoices", "up: 1 to the largest hand"),
    QT_TRANSLATE_NOOP("HouseChoices", "up-down: 1 up to the largest and back"),
    QT_TRANSLATE_NOOP("HouseChoices", "down-up: largest down to 1 and back"),
    QT_TRANSLATE_NOOP("HouseChoices", "constant: the same every hand"),
    QT_TRANSLATE_NOOP("HouseChoices", "climb: 1, 2, 3 … then the largest"),
    QT_TRANSLATE_NOOP("HouseChoices", "list: the hands you type"),
    QT_TRANSLATE_NOOP("HouseChoices", "spades"),
    QT_TRANSLATE_NOOP("HouseChoices", "hearts"),
    QT_TRANSLATE_NOOP("HouseChoices", "diamonds"),
    QT_TRANSLATE_NOOP("HouseChoices", "clubs"),
    QT_TRANSLATE_NOOP("HouseChoices", "—"),
    QT_TRANSLATE_NOOP("HouseChoices", "made bids"),
    QT_TRANSLATE_NOOP("HouseChoices", "made bids above 0"),
    QT_TRANSLATE_NOOP("HouseChoices", "hands with at least the bid"),
    QT_TRANSLATE_NOOP("HouseChoices", "the card turned up"),
    QT_TRANSLATE_NOOP("HouseChoices", "always one suit"),
    QT_TRANSLATE_NOOP("HouseChoices", "a sequence of suits"),
    QT_TRANSLATE_NOOP("HouseChoices", "stay at the largest hand"),
    QT_TRANSLATE_NOOP("HouseChoices", "go back down to 1 and up again"),
    QT_TRANSLATE_NOOP("HouseChoices", "always"),
    QT_TRANSLATE_NOOP("HouseChoices", "when the stock is short"),
    QT_TRANSLATE_NOOP("HouseChoices", "from a number of cards"),
)


def choice_words(words: str) -> str:
    """``words`` from ``rules.house_choices`` as the app's language says them."""
    return QCoreApplication.translate(CONTEXT, words)
