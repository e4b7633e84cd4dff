"""Standings beside the scoreboard; at the end, final places, tie-breaks and rematch."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFontMetrics, QShowEvent, QTextDocument
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

from ...rules import ABANDONED, FINISHED, Change, GameSetup, Scorecard, Tiebreak
from ...rules.describe import ordinal
from ...rules.games import game_rules
from ..shared.fonts import mark_type_sized, preferred_type_size, scaled_font, size_widget
from ..shared.number_field import NumberField, focus_on_show
from ..shared.plurals import install_plurals, tally_count
from .controller import TableController

WIDEST_PLACE = "10th="  # a shared tenth place: the widest place there is
TOTAL_DIGITS = 4  # room for totals up to 9999 (and a minus sign) from the first hand
HEADING_SCALE = 1.3


def standings_html(rows: list[tuple[str, str, str, bool]], over: bool) -> str:
    """The standings as a table: (place, player, total, bold) per row."""
    size = "x-large" if over else "large"
    cells = [f"<tr style='font-weight:{'bold' if bold else 'normal'}; font-size:{size}'>"
             f"<td>{place}&nbsp;&nbsp;</td><td>{escape(player)}</td>"
             f"<td align='right'>&nbsp;&nbsp;{total}</td></tr>"
             for place, player, total, bold in rows]
    return "<table width='100%'>" + "".join(cells) + "</table>"


class StandingsPanel(QFrame):
    rematch = Signal()

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        mark_type_sized(self)
        self.controller = controller
        install_plurals()
        self._width_for: tuple[GameSetup, float] | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        font = scaled_font(self.font(), HEADING_SCALE, bold=True)
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
        size_widget(self, preferred_type_size())
        controller.changed.connect(self.show_change)

    def show_change(self, change: Change) -> None:
        """The controller's slot: every change redraws from its scorecard."""
        self.show_scorecard(change.scorecard)

    def show_scorecard(self, scorecard: Scorecard) -> None:
        over = scorecard.over
        self.heading.setText(self.tr("Final standings") if over else self.tr("Standings"))
        rows = [(ordinal(s.place) + ("=" if s.shared else ""), s.player,
                 tally_count(scorecard.setup, s.total), s.place == 1 and bool(scorecard.completed))
                for s in scorecard.standings]
        self.table.setText(standings_html(rows, over))
        self._fit_width(scorecard.setup)
        reasons = list(scorecard.reasons)
        if over and scorecard.status == ABANDONED:
            reasons.insert(0, "The game was ended before its last hand.")
        self.reasons.setText(self.tr("\n").join(reasons))
        self.reasons.setVisible(bool(reasons))
        self.tiebreak.setVisible(over and bool(scorecard.tied_groups)
                                 and scorecard.status == FINISHED)
        self.rematch_button.setVisible(over)

    # --- a width that does not change from hand to hand ------------------------------
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._width_for is not None:
            self._fit_width(self._width_for[0])

    def _fit_width(self, setup: GameSetup) -> None:
        """A fixed width, from the names and the widest total the game may come to, in
        the final standings' large type: totals growing or the game ending never make
        the panel, and the scoreboard beside it, jump."""
        key = (setup, self.font().pointSizeF())
        if key == self._width_for:
            return
        self._width_for = key
        widest = "-" + tally_count(setup, int("8" * TOTAL_DIGITS))
        document = QTextDocument()
        document.setDefaultFont(self.font())
        document.setHtml(standings_html(
            [(WIDEST_PLACE, player, widest, True) for player in setup.players], over=True))
        margins = self.layout().contentsMargins()
        frame = 2 * self.frameWidth()
        heading = QFontMetrics(scaled_font(self.font(), HEADING_SCALE, bold=True)) \
            .horizontalAdvance(self.tr("Final standings"))
        needed = max(round(document.idealWidth()), heading,
                     self.tiebreak.sizeHint().width(), self.rematch_button.sizeHint().width())
        self.setFixedWidth(needed + margins.left() + margins.right() + frame)

    def _tiebreak(self) -> None:
        scorecard = self.controller.scorecard
        if not scorecard.tied_groups:
            return
        cards = game_rules(scorecard.setup).tiebreak_cards or 0
        dialog = TiebreakDialog(scorecard.tied_groups[0], cards, self)
        if dialog.exec():
            bids, tricks = dialog.values()
            self.controller.apply(Tiebreak(scorecard.tied_groups[0], bids, tricks))


class TiebreakDialog(QDialog):
    """Bids and tricks of the tie-break deal among tied players (``cards`` each, as the
    rules say)."""

    def __init__(self, players: tuple[str, ...], cards: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tie-break deal"))
        self.players = players
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"{', '.join(players)} are tied on every tie-breaker.\n"
                                f"Deal {cards} cards each and play one hand: the "
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
                spin = NumberField(0, cards, 0, f"{p} {what}")
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
