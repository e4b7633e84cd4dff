"""The window while the store has not answered: it paints, says so, and holds input.

The app's store runs in a process of its own (see :mod:`scorekeeper.store.client`).
While a call is unanswered the client hands the window its time every 50 ms: here
the window processes its events except the user's (it repaints, its timers run),
and once the wait passes the client's stall threshold (2 s) it says, each second,
that the database has not answered and what is waiting to be stored.

Keys and clicks that arrive meanwhile are not given to the screen that is waiting:
a key for the next player must not land on the player whose entry is pending. After
a short wait they are delivered as typed (type-ahead, once the entry is stored and
the next player is highlighted); after a stall the person has been told to wait,
so they are dropped and the message says so, as after a refusal.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Signal
from PySide6.QtGui import QKeyEvent

from ...store.client import StoreClient, Wait
from ..table.typeahead import discard_typeahead

_KEYS = {QEvent.Type.KeyPress, QEvent.Type.KeyRelease}
_HELD = _KEYS | {QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress,
                 QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
                 QEvent.Type.Wheel}
PAINT_MS = 20  # the longest the window's events may take within one look for the answer


class _HoldInput(QObject):
    """Keeps the user's keys (to deliver later) and drops their clicks while waiting."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[tuple[weakref.ref[QObject], QKeyEvent]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's names
        if event.type() not in _HELD:
            return False
        if event.type() in _KEYS and isinstance(event, QKeyEvent):
            self.keys.append((weakref.ref(watched), QKeyEvent(
                event.type(), event.key(), event.modifiers(), event.text(),
                event.isAutoRepeat(), event.count())))
        return True


class StoreWait(QObject):
    """The window's side of a call the store has not answered (one per store)."""

    stalled = Signal(str)  # what to show while the store does not answer (each second)
    answered = Signal(str)  # what to show once it has answered after a stall

    def __init__(self, store: StoreClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        # What is waiting to be stored, in words (the table sets it while it waits).
        self.pending: Callable[[], str | None] = lambda: None
        self._hold: _HoldInput | None = None
        self._depth = 0  # calls made from within a wait wait too
        self._shown = -1  # the last whole second said; -1: no stall said yet
        store.waiting = self._waiting

    @classmethod
    def watch(cls, store: object, parent: QObject) -> StoreWait | None:
        """Watch the app's store (in its own process); None for a store in this process."""
        if not isinstance(store, StoreClient):
            return None
        current = cls.of(store)
        return current if current is not None else cls(store, parent)

    @staticmethod
    def of(store: object) -> StoreWait | None:
        """The watcher of ``store``, if it has one."""
        waiting = getattr(store, "waiting", None) if isinstance(store, StoreClient) else None
        owner = getattr(waiting, "__self__", None)
        return owner if isinstance(owner, StoreWait) else None

    def _waiting(self, wait: Wait | None) -> None:
        app = QCoreApplication.instance()
        if app is None:
            return
        if wait is None:
            self._done(app)
            return
        if self._hold is None:
            self._hold = _HoldInput()
            app.installEventFilter(self._hold)
        if wait.stalled and max(1, int(wait.seconds)) != self._shown:
            self._shown = max(1, int(wait.seconds))
            self.stalled.emit(self.stall_text(self._shown))
        self._depth += 1
        try:
            app.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents, PAINT_MS)
        finally:
            self._depth -= 1

    def _done(self, app: QCoreApplication) -> None:
        if self._depth > 0 or self._hold is None:
            return  # a call made within a wait: the outer wait goes on holding input
        hold, self._hold = self._hold, None
        app.removeEventFilter(hold)
        if self._shown < 0:
            for target, event in hold.keys:  # a short wait: the keys, as typed
                if (obj := target()) is not None:
                    QCoreApplication.postEvent(obj, event)
            return
        self._shown = -1
        discard_typeahead()  # queued by the window system while input was held
        self.answered.emit(self.tr("The database answered. Keys typed while waiting, if "
                                   "any, were ignored: type them again."))

    def stall_text(self, seconds: int) -> str:
        """The words while the store does not answer: for how long, and what waits."""
        what = self.pending()
        waiting = (self.tr("Waiting to store: {what}.").format(what=what) if what
                   else self.tr("Waiting for it."))
        return (self.tr("The database has not answered for {n} s.").format(n=seconds)
                + " " + waiting + " "
                + self.tr("Nothing is lost: it is stored when the database answers. "
                          "Keys typed meanwhile are ignored."))
