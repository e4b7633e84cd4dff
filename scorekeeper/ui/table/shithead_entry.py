"""Shithead hands: the one player the mode counts, or the whole order out.

The prompt asks the rules' one question for the mode (loser mode: who is the
shithead; winner mode: who went out first); one number answers it and records
that player. The players' numbers in the order they went out record the order.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ...exports.qt_words import app_words
from ...rules import Change, Outcome, Scorecard
from ...rules.games import Shithead, order_out_rules
from ..shared.fonts import mark_type_sized, scaled_font
from .controller import TableController
from .hand_entry import EntryCell


class ShitheadEntry(QWidget):
    message = Signal(str)  # what was done, for the status line
    refused = Signal(str)  # an entry refused before it reached the rules

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        mark_type_sized(self)
        self.controller = controller
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.order: list[str] = []
        self.players: tuple[str, ...] = ()
        self.scorecard: Scorecard | None = None
        self.cells: dict[str, EntryCell] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel()
        font = scaled_font(self.font(), 1.25, bold=True)
        self.prompt.setFont(font)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)  # a long prompt wraps: the panel keeps its width
        layout.addWidget(self.prompt)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        layout.addLayout(self.grid)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.hint)
        controller.changed.connect(self.show_change)

    def show_change(self, change: Change) -> None:
        """The controller's slot: every change redraws from its scorecard."""
        self.show_scorecard(change.scorecard)

    def show_scorecard(self, scorecard: Scorecard) -> None:
        self.scorecard = scorecard
        if scorecard.setup.players != self.players:
            for cell in self.cells.values():
                self.grid.removeWidget(cell)
                cell.deleteLater()
            self.players = scorecard.setup.players
            self.cells = {}
            for i, p in enumerate(self.players):
                cell = EntryCell(p, self)
                cell.clicked.connect(self.pick)
                self.cells[p] = cell
                self.grid.addWidget(cell, 0, i)
        self.order = []
        self.current = scorecard.current
        self._paint()

    def _rules(self) -> Shithead:
        assert self.scorecard is not None
        return order_out_rules(self.scorecard.setup)

    def _paint(self) -> None:
        dealer = self.current.dealer if self.current else None
        over = self.current is None
        alone = self._alone_word() if len(self.order) == 1 else None
        for i, (p, cell) in enumerate(self.cells.items(), start=1):
            place = self.order.index(p) + 1 if p in self.order else None
            shown = alone if alone and place else str(place) if place else "–"
            cell.show_state(value=shown,
                            note="" if over else self.tr("key {0}").format(i),  # none once over
                            active=p in self.order, dealer=p == dealer)
            cell.setVisible(not over)  # nothing left to enter
        if self.current is None:
            assert self.scorecard is not None
            self.prompt.setText(self._rules().end_text(self.scorecard, app_words()))
            self.hint.setText(self.tr(""))
            return
        assert self.scorecard is not None
        rules, setup, words = self._rules(), self.scorecard.setup, app_words()
        target = rules.target_text(setup, words)
        # One question per mode, and one number answers it: what the prompt asks is
        # what a lone number records (the rules' named_alone).
        self.prompt.setText(self.tr("Hand {0}: {1}").format(self.current.number,
                                                            rules.question(setup, words)))
        self.hint.setText(self.tr(
            "Type their number, then Enter. {0} Backspace takes one back.").format(
                rules.order_hint(setup, words))
            + (f"  ·  {target[:1].upper()}{target[1:]}." if target else ""))  # Spielabend

    def _alone_word(self) -> str:
        """What one number picked records, in the player's box: "loser" or "winner"
        (a lone pick is not place 1)."""
        assert self.scorecard is not None
        words = app_words()  # "loser", "winner": marked among the mode's choices
        return words.tr(self._rules().counted(self.scorecard.setup))

    def pick(self, player: str) -> None:
        if player in self.order:
            self.order.remove(player)
        else:
            self.order.append(player)
        self.setFocus()
        self._paint()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.current is None:  # the sitting is over: nothing to enter
            super().keyPressEvent(event)
            return
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= len(self.players):
            self.pick(self.players[int(text) - 1])
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        elif event.key() == Qt.Key.Key_Backspace and self.order:
            self.order.pop()
            self._paint()
        else:
            super().keyPressEvent(event)

    def confirm(self) -> None:
        assert self.scorecard is not None  # the keys reach here only during a game
        if len(self.order) == 1:
            command = self._rules().named_alone(self.scorecard.setup, self.order[0])
        elif len(self.order) >= len(self.players) - 1:
            command = Outcome(out_order=tuple(self.order))
        else:
            self.refused.emit(self.tr("Pick one player, or the whole order out ({0} or {1} "
                                      "players).").format(len(self.players) - 1,
                                                          len(self.players)))
            return
        number = self.current.number if self.current else 0
        if self.controller.apply(command):
            self.message.emit(self.tr("Hand {0} recorded.").format(number))
