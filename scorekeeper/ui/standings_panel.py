"""Standings beside the scoreboard; at the end, final places, tie-breaks and rematch."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..exports.text import ordinal
from ..rules import Scorecard
from .controller import TableController
from .fonts import scaled_font
from .number_field import NumberField, focus_on_show

TIEBREAK_CARDS = 5


class StandingsPanel(QFrame):
    rematch = Signal()

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(230)
        self.setMaximumWidth(300)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        font = scaled_font(self.font(), 1.3, bold=True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.table = QLabel()
        self.table.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.table)
        self.reasons = QLabel()
        self.reasons.setWordWrap(True)
        layout.addWidget(self.reasons)
        self.tiebreak = QPushButton(self.tr("Play the 5-card tie-break deal…"))
        self.tiebreak.clicked.connect(self._tiebreak)
        layout.addWidget(self.tiebreak)
        self.rematch_button = QPushButton(self.tr("Rematch (same seating)"))
        self.rematch_button.clicked.connect(self.rematch.emit)
        layout.addWidget(self.rematch_button)
        layout.addStretch(1)
        controller.changed.connect(self.show_scorecard)

    def show_scorecard(self, card: Scorecard) -> None:
        over = card.over
        self.heading.setText(self.tr("Final standings") if over else "Standings")
        unit = ""
        if card.setup.variant == "shithead":
            unit = " losses" if card.setup.options["mode"] == "loser" else " wins"
        rows = []
        for s in card.standings:
            place = ordinal(s.place) + ("=" if s.shared else "")
            weight = "bold" if s.place == 1 and card.completed else "normal"
            size = "x-large" if over else "large"
            rows.append(f"<tr style='font-weight:{weight}; font-size:{size}'>"
                        f"<td>{place}&nbsp;&nbsp;</td><td>{s.player}</td>"
                        f"<td align='right'>&nbsp;&nbsp;{s.total}{unit}</td></tr>")
        self.table.setText(self.tr("<table width='100%'>") + "".join(rows) + "</table>")
        reasons = list(card.reasons)
        if over and card.status == "abandoned":
            reasons.insert(0, "The game was ended before its last hand.")
        self.reasons.setText(self.tr("\n").join(reasons))
        self.reasons.setVisible(bool(reasons))
        self.tiebreak.setVisible(over and bool(card.tied_groups)
                                 and card.status == "finished")
        self.rematch_button.setVisible(over)

    def _tiebreak(self) -> None:
        card = self.controller.scorecard
        if not card.tied_groups:
            return
        dialog = TiebreakDialog(card.tied_groups[0], self)
        if dialog.exec():
            bids, tricks = dialog.values()
            self.controller.apply({"do": "tiebreak", "players": list(card.tied_groups[0]),
                                   "bids": bids, "tricks": tricks})


class TiebreakDialog(QDialog):
    """Bids and tricks of the 5-card deal among tied players."""

    def __init__(self, players: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tie-break deal"))
        self.players = players
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"{', '.join(players)} are tied on every tie-breaker.\n"
                                f"Deal {TIEBREAK_CARDS} cards each and play one hand: the "
                                "higher hand score takes the higher place.\nIt is not added "
                                "to the totals."))
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("<b>Bid</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Tricks</b>")), 0, 2)
        self.bids: dict[str, QSpinBox] = {}
        self.tricks: dict[str, QSpinBox] = {}
        for row, p in enumerate(players, start=1):
            grid.addWidget(QLabel(p), row, 0)
            for column, store, what in ((1, self.bids, "bid"), (2, self.tricks, "tricks")):
                spin = NumberField(0, TIEBREAK_CARDS, 0, f"{p} {what}")
                store[p] = spin
                grid.addWidget(spin, row, column)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        first = self.bids[self.players[0]]  # the first key typed is the first bid
        first.setFocus()
        focus_on_show(self, first)

    def values(self) -> tuple[dict[str, int], dict[str, int]]:
        return ({p: s.value() for p, s in self.bids.items()},
                {p: s.value() for p, s in self.tricks.items()})
