"""Correct an earlier hand: bids, tricks, penalties and turn-up, re-scored on save."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...exports.qt_words import app_words
from ...rules import HandRecord, HandResult, RuleError, Scorecard, ScorekeeperError
from ...rules.describe import penalty_word
from ...rules.game_record import frozen_map
from ...rules.words import Count
from ..shared.fit import plain_label
from ..shared.number_field import NumberField, focus_on_show
from .board_panels import capitalized

REASON_LETTERS = 34  # the width kept beside the fields for a refusal's reason

# Saves the corrected hand; returns the refusal, or None once it is stored.
Submit = Callable[[HandRecord], ScorekeeperError | None]


class CorrectHandDialog(QDialog):
    """Edits one completed hand of a trick-taking game, from the keyboard.

    It opens on the first player's bid; Tab moves on, a digit replaces the value,
    Enter saves. A correction the rules refuse keeps the dialog open, every edit as
    typed, with the reason beside the player it is about."""

    def __init__(self, scorecard: Scorecard, hand: HandResult, penalty_name: str | None,
                 parent: QWidget | None = None, *, submit: Submit | None = None,
                 has_turn_up: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Correct hand {0}").format(hand.number))
        self.hand = hand
        self.recorded = scorecard.state.hands[hand.number - 1]  # its table changes stay
        self.submit = submit
        self.problems: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        later = len(scorecard.completed) - hand.number
        words = app_words()
        self.note = note = QLabel(
            self.tr("Hand {0}: {1}, {2} dealt.").format(
                words.number(hand.number), Count(hand.cards or 0, "card").text(words),
                hand.dealer)
            + ("\n" + self.tr("The {0} after it will be re-scored.").format(
                Count(later, "hand").text(words)) if later > 0 else ""))
        note.setWordWrap(True)
        note.setTextFormat(Qt.TextFormat.PlainText)  # the dealer's name as typed
        layout.addWidget(note)
        grid = self._build_grid(hand, penalty_name)
        layout.addLayout(grid)
        self.problem = plain_label()  # a refusal not about one player
        self.problem.setStyleSheet("color: #c62828; font-weight: bold;")
        self.problem.setWordWrap(True)
        self._build_turn_up(hand, has_turn_up, layout)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.first_field = self.bids[hand.bid_order[0]] if hand.bid_order else None

    def _build_grid(self, hand: HandResult, penalty_name: str | None) -> QGridLayout:
        """A row per player: bid, tricks, penalties (where the game has them), and room
        for the reason a value is refused."""
        grid = QGridLayout()
        headers = ["", self.tr("Bid"), self.tr("Tricks")] + (
            [capitalized(penalty_word(penalty_name, app_words(), several=True))]
            if penalty_name else [])
        for column, text in enumerate(headers):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, column)
        self.bids: dict[str, QSpinBox] = {}
        self.tricks: dict[str, QSpinBox] = {}
        self.penalties: dict[str, QSpinBox] = {}
        cards = hand.cards or 0
        for row, player in enumerate(hand.bid_order, start=1):
            grid.addWidget(plain_label(player), row, 0)  # a name shows as typed
            for column, (store, value, top) in enumerate(
                ((self.bids, hand.bids.get(player, 0), cards),
                 (self.tricks, (hand.tricks or {}).get(player, 0), cards),
                 (self.penalties, hand.penalties.get(player, 0), 9)), start=1):
                if store is self.penalties and not penalty_name:
                    continue
                spin = NumberField(0, top, value, f"{player} {headers[column].lower()}")
                spin.setMinimumWidth(spin.sizeHint().width())  # never squeezed by a reason
                store[player] = spin
                grid.addWidget(spin, row, column)
            problem = plain_label()
            problem.setStyleSheet("color: #c62828; font-weight: bold;")
            problem.setWordWrap(True)
            self.problems[player] = problem
            grid.addWidget(problem, row, len(headers))
        # Room kept for a reason beside its player from the start: a refusal changes
        # neither the dialog's width nor its fields.
        grid.setColumnMinimumWidth(len(headers), REASON_LETTERS * self.fontMetrics()
                                   .averageCharWidth())
        grid.setColumnStretch(len(headers), 1)
        return grid

    def _build_turn_up(self, hand: HandResult, has_turn_up: bool, layout: QVBoxLayout) -> None:
        """The turn-up field (shown only for a game that records one)."""
        self.turn_up = QLineEdit(hand.turn_up or "")
        self.turn_up.setAccessibleName(self.tr("Turn-up card"))
        self.turn_up.setPlaceholderText(self.tr("turn-up, e.g. QH (empty: not recorded)"))
        self.turn_up.setMinimumWidth(self.turn_up.fontMetrics().horizontalAdvance(
            self.turn_up.placeholderText()) + 24)
        if has_turn_up:
            turn_up_row = QHBoxLayout()
            turn_up_row.addWidget(QLabel(self.tr("Turn-up:")))
            turn_up_row.addWidget(self.turn_up, 1)
            layout.addLayout(turn_up_row)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.first_field is not None:
            self.first_field.setFocus()
            focus_on_show(self, self.first_field)

    def save(self) -> None:
        """Enter or Save: stored and closed, or refused with the reason in place."""
        if self.submit is None:
            self.accept()
            return
        for label in (*self.problems.values(), self.problem):
            label.clear()
        refusal = self.submit(self.record())
        if refusal is None:
            self.accept()
            return
        from ...exports.qt_words import app_words

        words = app_words()
        player = refusal.player if isinstance(refusal, RuleError) else None
        if player in self.problems:
            self.problems[player].setText(refusal.detail_text(words)
                                          if isinstance(refusal, RuleError) else str(refusal))
            self.bids[player].setFocus()
        else:
            self.problem.setText(refusal.text(words) if isinstance(refusal, ScorekeeperError)
                                 else str(refusal))
        self._taller_if_needed()

    def _taller_if_needed(self) -> None:
        """A reason in two lines: the dialog grows downward, never narrower fields."""
        layout = self.layout()
        if layout is None:  # not laid out yet
            return
        layout.activate()
        needed = (layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth()
                  else layout.totalMinimumSize().height())
        if needed > self.height():
            self.resize(self.width(), needed)

    def record(self) -> HandRecord:
        """The corrected hand, as the rules record one."""
        order = tuple(self.hand.bid_order)
        return HandRecord(
            turn_up=self.turn_up.text().strip() or None,
            bids=frozen_map({p: self.bids[p].value() for p in order}),
            bid_order=order,
            tricks=frozen_map({p: self.tricks[p].value() for p in order}),
            penalties=frozen_map({p: s.value() for p, s in self.penalties.items()
                                  if s.value()}),
            joined=self.recorded.joined, joined_after=self.recorded.joined_after,
            left=self.recorded.left, sitting_out=self.recorded.sitting_out,
        )
