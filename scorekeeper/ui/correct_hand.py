"""Correct an earlier hand: bids, tricks, penalties and turn-up, re-scored on save."""

from __future__ import annotations

from typing import Any

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

from ..rules import HandResult, Scorecard


class CorrectHandDialog(QDialog):
    """Edits one completed hand of a trick-taking game."""

    def __init__(self, card: Scorecard, hand: HandResult, penalty_name: str | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Correct hand {hand.number}")
        self.hand = hand
        layout = QVBoxLayout(self)
        later = len(card.completed) - hand.number
        self.note = note = QLabel(
            f"Hand {hand.number}: {hand.cards} cards, {hand.dealer} dealt."
            + (f"\nThe {later} hand{'s' if later != 1 else ''} after it will be re-scored."
               if later > 0 else ""))
        note.setWordWrap(True)
        layout.addWidget(note)
        grid = QGridLayout()
        headers = ["", "Bid", "Tricks"] + ([penalty_name.capitalize() + "s"] if penalty_name
                                           else [])
        for column, text in enumerate(headers):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, column)
        self.bids: dict[str, QSpinBox] = {}
        self.tricks: dict[str, QSpinBox] = {}
        self.penalties: dict[str, QSpinBox] = {}
        cards = hand.cards or 0
        for row, player in enumerate(hand.bid_order, start=1):
            grid.addWidget(QLabel(player), row, 0)
            for column, (store, value, top) in enumerate(
                ((self.bids, hand.bids.get(player, 0), cards),
                 (self.tricks, (hand.tricks or {}).get(player, 0), cards),
                 (self.penalties, hand.penalties.get(player, 0), 9)), start=1):
                if store is self.penalties and not penalty_name:
                    continue
                spin = QSpinBox()
                spin.setRange(0, top)
                spin.setValue(value)
                spin.setAccessibleName(f"{player} {headers[column].lower()}")
                store[player] = spin
                grid.addWidget(spin, row, column)
        layout.addLayout(grid)
        self.turn_up = QLineEdit(hand.turn_up or "")
        self.turn_up.setPlaceholderText(self.tr("turn-up, e.g. QH (empty: not recorded)"))
        if card.setup.variant != "whysteria" and not (hand.trump == "none" and not hand.turn_up
                                                      and "dealt" in hand.trump_reason):
            row = QHBoxLayout()
            row.addWidget(QLabel(self.tr("Turn-up:")))
            row.addWidget(self.turn_up, 1)
            layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def record(self) -> dict[str, Any]:
        """The corrected hand in the scorecard file's form."""
        out: dict[str, Any] = {
            "turn_up": self.turn_up.text().strip() or None,
            "bids": {p: self.bids[p].value() for p in self.hand.bid_order},
            "tricks": {p: self.tricks[p].value() for p in self.hand.bid_order},
        }
        penalties = {p: s.value() for p, s in self.penalties.items() if s.value()}
        if penalties:
            out["penalties"] = penalties
        out["bid_order"] = list(self.hand.bid_order)
        return out
