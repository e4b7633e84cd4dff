"""Words the rules hand to the screens, which translate them by value.

A call such as ``QCoreApplication.translate("BigBoard", one)`` has no text for
``lupdate`` to read: the words it can be given are listed here, in the context that
asks, so that each language's catalogue has them (resources/i18n/update.py).
Nothing imports this module.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

# ui/table/board_panels.py, tally_words(): what a tally counts (rules/tally.py).
TALLY_WORDS = (QT_TRANSLATE_NOOP("BigBoard", "loss"), QT_TRANSLATE_NOOP("BigBoard", "losses"),
               QT_TRANSLATE_NOOP("BigBoard", "win"), QT_TRANSLATE_NOOP("BigBoard", "wins"))
