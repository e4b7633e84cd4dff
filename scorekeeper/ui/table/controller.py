"""The table's controller: UI commands go to the session; the UI redraws from the change."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ...rules import Change, Command, Scorecard, ScorekeeperError
from ...store.errors import StaleGameError, StoreError
from .typeahead import discard_typeahead

if TYPE_CHECKING:
    from ...store import GameSession


def refusal_text(error: ScorekeeperError) -> str:
    """A refusal in words for the status line (the error's own message, and for a
    database that could not store the entry, what became of the keys typed meanwhile)."""
    text = str(error)
    if isinstance(error, StoreError) and not isinstance(error, StaleGameError):
        text += " Keys typed while waiting were ignored: type them again."
    return text


class TableController(QObject):
    """Owns the game being kept. Every change: command → rules → store commit →
    ``changed`` with the :class:`~scorekeeper.rules.Change`, which every table widget
    refreshes from."""

    changed = Signal(object)  # Change
    refused = Signal(object)  # the ScorekeeperError that refused a command
    done = Signal(str)  # what an undo or redo did, in words ("Undid Cat's bid of 2.")
    waiting = Signal(str)  # the database has not answered: for how long, what waits
    resumed = Signal(str)  # it answered after that
    notice = Signal(str)  # what the store did on its own (the file was replaced …)
    tricks_typed = Signal(object)  # {player: tricks} typed for the hand in play, stored

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._pending: str | None = None  # what waits for the store, in words
        from ..shared.store_wait import StoreWait

        wait = StoreWait.of(session.store)
        if wait is not None:
            wait.pending = lambda: self._pending
            wait.stalled.connect(self.waiting)
            # Said once the entry that waited has finished (it clears the line).
            wait.answered.connect(lambda text: QTimer.singleShot(
                0, self, lambda: self.resumed.emit(text)))

    @property
    def scorecard(self) -> Scorecard:
        return self.session.scorecard

    @property
    def game_id(self) -> int:
        return self.session.game_id

    def apply(self, command: Command) -> bool:
        """Apply a command; on a refusal emit ``refused`` and keep everything as it was."""
        try:
            change = self._store(command)
        except ScorekeeperError as error:
            self._refuse(error)
            return False
        self.changed.emit(change)
        if change.done_text is not None:
            self.done.emit(change.done_text)
        self._notices()
        return True

    def attempt(self, command: Command) -> ScorekeeperError | None:
        """Apply a command for a dialog that shows its own refusal: the refusal is
        returned (nothing changed), not announced."""
        try:
            change = self._store(command)
        except ScorekeeperError as error:
            return error
        self.changed.emit(change)
        self._notices()
        return None

    def _store(self, command: Command) -> Change:
        """The session applies the command; meanwhile, what waits is known in words."""
        self._pending = command.describe()
        try:
            return self.session.apply(command)
        finally:
            self._pending = None

    def _notices(self) -> None:
        """Said once the entry has finished with the status line (it clears it)."""
        while (text := self.session.take_notice()) is not None:
            QTimer.singleShot(0, self, lambda text=text: self.notice.emit(text))

    def stored(self) -> Change:
        """The game as stored, as a change from its first hand: what a widget shows
        after a refusal, or when it first meets this game."""
        game = self.session.game
        return Change(None, game.scorecard, 1, game.undo_text, game.redo_text)

    def _refuse(self, error: ScorekeeperError) -> None:
        if isinstance(error, StoreError) and not isinstance(error, StaleGameError):
            # Not stored because of the database (busy, full …): keys typed meanwhile
            # were meant for a screen that never came.
            discard_typeahead()
        self.changed.emit(self.stored())  # what is stored, then why it is so
        self.refused.emit(error)

    def save_tricks(self, number: int, tricks: Mapping[str, int]) -> bool:
        """Store trick counts as they are typed; on a refusal emit ``refused``."""
        self._pending = "the trick counts typed"
        try:
            self.session.save_tricks(number, tricks)
        except ScorekeeperError as error:
            self._refuse(error)
            return False
        finally:
            self._pending = None
        self._notices()
        self.tricks_typed.emit(dict(tricks))
        return True

    def typed_tricks(self) -> dict[str, int]:
        """Trick counts typed for the hand in play and stored, but not yet recorded."""
        try:
            return self.session.typed_tricks()
        except ScorekeeperError as error:
            self.refused.emit(error)
            return {}
    @property
    def can_undo(self) -> bool:
        return self.session.game.can_undo

    @property
    def can_redo(self) -> bool:
        return self.session.game.can_redo

    @property
    def undo_text(self) -> str | None:
        return self.session.game.undo_text

    @property
    def redo_text(self) -> str | None:
        return self.session.game.redo_text
