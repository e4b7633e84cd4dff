"""The full-screen scoreboard (F11): large type for the players across the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ..exports.text import ordinal
from ..rules import Scorecard
from ..rules.describe import trump_words
from .fonts import scaled_font


class BigBoard(QWidget):
    def __init__(self, card: Scorecard, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Scoreboard"))
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(40, 30, 40, 30)
        self.heading = QLabel()
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setFont(self._font(2.0, bold=True))
        self.layout_.addWidget(self.heading)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(40)
        self.layout_.addLayout(self.grid, 1)
        self.hint = QLabel(self.tr("F11 or Esc to close"))
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.layout_.addWidget(self.hint)
        self.show_scorecard(card)

    def _font(self, scale: float, bold: bool = False) -> QFont:
        font = scaled_font(self.font(), scale, bold=bold)
        return font

    def show_scorecard(self, card: Scorecard) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        hand = card.current
        if hand is None:
            self.heading.setText(self.tr("Final standings"))
        else:
            extra = f" · {hand.cards} cards" if hand.cards else ""
            trump = f" · {trump_words(hand.trump)}" if hand.cards else ""
            self.heading.setText(f"Hand {hand.number}{extra} · {hand.dealer} deals{trump}")
        for row, s in enumerate(card.standings):
            cells = (ordinal(s.place) + ("=" if s.shared else ""), s.player, str(s.total))
            for column, text in enumerate(cells):
                label = QLabel(text)
                label.setFont(self._font(3.2 if column else 2.4, bold=s.place == 1))
                align = Qt.AlignmentFlag.AlignRight if column == 2 else Qt.AlignmentFlag.AlignLeft
                label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(label, row, column)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_F11, Qt.Key.Key_Escape):
            self.close()
            return
        super().keyPressEvent(event)
