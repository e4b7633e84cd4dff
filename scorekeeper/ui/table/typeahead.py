"""Keys typed ahead while the app waited for the database are thrown away.

When an entry could not be stored (the database was busy, the disk full), the
keys typed during the wait were meant for a screen that never came: the bid that
failed did not move the highlight on, so the next digit would land on the player
the failed one was for. Like a terminal that flushes its type-ahead on an error,
the queued key presses are dropped and the message asks to type them again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject

_KEY_EVENTS = {QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride}


class _SwallowKeys(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's names
        return event.type() in _KEY_EVENTS


def discard_typeahead() -> None:
    """Deliver what is queued, dropping every key press among it."""
    app = QCoreApplication.instance()
    if app is None:
        return
    swallow = _SwallowKeys()
    app.installEventFilter(swallow)
    try:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
    finally:
        app.removeEventFilter(swallow)
