"""The game at the table in charts (F7): its running totals with each hand's dealer,
bids against tricks and exact bids by hand size — what History shows for a game
played, without leaving the table."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QVBoxLayout, QWidget

from ...rules import Scorecard
from ..shared.charts import Colours, charts_of_game
from ..shared.screen import fit_to_screen


class ChartsDialog(QDialog):
    """One tab a chart; Ctrl+Tab (or F7 again, from the window) goes to the next, Esc
    closes."""

    def __init__(self, card: Scorecard, colours: Colours,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Charts — Scorekeeper"))
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Charts"))
        for title, chart in charts_of_game(card, self.palette(), colours):
            self.tabs.addTab(chart, title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(860, 600)

    def showEvent(self, event: QShowEvent) -> None:
        """Inside the screen; the keyboard on the tabs (←/→ choose a chart)."""
        super().showEvent(event)
        fit_to_screen(self)
        self.tabs.tabBar().setFocus()
