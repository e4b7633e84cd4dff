"""The club's records as screens see them: commands go to the store, and the change
it answers with goes to every screen that shows any of it.

History, Players, the trash and the start screen listen to ``changed`` and read
again only when a change touched what they show, and only when they are seen
(:class:`RefreshOnChange`), instead of reading everything each time they are opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...rules import Change
    from ...store.commands import RecordsChange, RecordsCommand
    from ...store.interfaces import RecordsStore


class RecordsController(QObject):
    changed = Signal(object)  # RecordsChange

    def __init__(self, store: RecordsStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store

    def run(self, command: RecordsCommand) -> RecordsChange:
        """Carry out ``command`` and announce its change. A refusal is the store's typed
        error (a ``ScorekeeperError``), for the screen that asked to show."""
        change = self.store.run(command)
        self.changed.emit(change)
        return change

    def data_version(self) -> int:
        """Moves when another connection commits (see :meth:`Store.data_version`)."""
        from ...rules import ScorekeeperError

        try:
            return self.store.data_version()
        except ScorekeeperError:
            return -1  # unknown: the screen reads again when shown

    def game_played(self, game_id: int, change: Change) -> None:
        """A change at the table: its game's history line, and once a hand is completed
        or the game ends, the players' statistics."""
        from ...store.commands import RecordsChange

        finished = change.from_hand is None or change.scorecard.over
        self.changed.emit(RecordsChange(None, history=True, players=finished,
                                        game_ids=(game_id,)))

    def game_started(self, game_id: int) -> None:
        from ...store.commands import RecordsChange

        self.changed.emit(RecordsChange(None, history=True, players=True,
                                        game_ids=(game_id,)))


Refresh = Callable[["RecordsChange | None"], None]


LOOK_EVERY_MS = 1000  # how often a screen on show looks for other processes' commits


class RefreshOnChange(QObject):
    """Keeps one screen in step with the records. Told of every change, it has the
    screen read again — now if it is showing, else once when it is next shown — only
    if the change touched what the screen shows; ``refresh`` gets the change (None
    when catching up), so the screen can choose what to select from it.

    It also catches up with what other windows or processes committed (an import,
    a restore, a delete from the command line): when the screen is shown, and while
    it stays on show, by looking at the database's ``data_version`` once a second —
    a screen left open never hears of those commits otherwise (one look, through the
    store's process, takes about 25 µs; nothing is read unless it moved)."""

    def __init__(self, screen: QWidget, records: RecordsController,
                 touches: Callable[[RecordsChange], bool], refresh: Refresh) -> None:
        super().__init__(screen)
        self.screen, self.records, self.touches, self.refresh = screen, records, touches, refresh
        self.stale = False
        self.seen = records.data_version()
        self.timer = QTimer(self)
        self.timer.setInterval(LOOK_EVERY_MS)
        self.timer.timeout.connect(self.catch_up)
        records.changed.connect(self._changed)
        screen.installEventFilter(self)

    def _changed(self, change: RecordsChange) -> None:
        if not self.touches(change):
            return
        if self.screen.isVisible():
            self.refresh(change)
        else:
            self.stale = True

    def catch_up(self) -> bool:
        """Read again if a change was missed or another connection committed; True
        if the screen was refreshed."""
        if not self.screen.isVisible():
            self.timer.stop()
            return False
        version = self.records.data_version()
        if not (self.stale or version != self.seen):
            return False
        self.stale, self.seen = False, version
        self.refresh(None)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.screen and event.type() == QEvent.Type.Show:
            self.catch_up()
            self.timer.start()
        elif watched is self.screen and event.type() == QEvent.Type.Hide:
            self.timer.stop()
        return False
