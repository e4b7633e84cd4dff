"""The table's controller: UI actions go to the session; the UI redraws from what it returns."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...rules import Scorecard, ScorekeeperError
from ...store.errors import StaleGameError, StoreError
from .typeahead import discard_typeahead

if TYPE_CHECKING:
    from ...store import GameSession


class TableController(QObject):
    """Owns the game being kept. Every change: action → rules → store commit → ``changed``."""

    changed = Signal(object)  # Scorecard
    refused = Signal(str)  # a message fit for the user
    done = Signal(str)  # what an undo or redo did, in words ("Undid Cat's bid of 2")

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session

    @property
    def scorecard(self) -> Scorecard:
        return self.session.scorecard

    @property
    def game_id(self) -> int:
        return self.session.game_id

    def apply(self, action: Mapping[str, Any]) -> bool:
        """Apply an action; on a refusal emit ``refused`` and keep everything as it was."""
        kind = action.get("do")
        what = (self.undo_text if kind == "undo" else
                self.redo_text if kind == "redo" else None)
        try:
            card = self.session.apply(action)
        except ScorekeeperError as error:
            self._refuse(error)
            return False
        self.changed.emit(card)
        if what is not None:
            self.done.emit(f"{'Undid' if kind == 'undo' else 'Redid'} {what}.")
        return True

    def attempt(self, action: Mapping[str, Any]) -> ScorekeeperError | None:
        """Apply an action for a dialog that shows its own refusal: the refusal is
        returned (nothing changed), not announced."""
        try:
            card = self.session.apply(action)
        except ScorekeeperError as error:
            return error
        self.changed.emit(card)
        return None

    def _refuse(self, error: ScorekeeperError) -> None:
        text = str(error)
        if isinstance(error, StoreError) and not isinstance(error, StaleGameError):
            # Not stored because of the database (busy, full …): keys typed meanwhile
            # were meant for a screen that never came.
            discard_typeahead()
            text += " Keys typed while waiting were ignored: type them again."
        self.changed.emit(self.session.scorecard)  # what is stored, then why it is so
        self.refused.emit(text)

    def save_tricks(self, number: int, tricks: Mapping[str, int]) -> bool:
        """Store trick counts as they are typed; on a refusal emit ``refused``."""
        try:
            self.session.save_tricks(number, tricks)
        except ScorekeeperError as error:
            self._refuse(error)
            return False
        return True

    def typed_tricks(self) -> dict[str, int]:
        """Trick counts typed for the hand in play and stored, but not yet recorded."""
        try:
            return self.session.typed_tricks()
        except ScorekeeperError as error:
            self.refused.emit(str(error))
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
