"""Finished hands in the schedule and the scoreboard's legend read at WCAG AA contrast
(4.5:1) in light, dark and a dark desktop's own palette (issue 21 §3): the ratio is
computed from the colours the widgets are actually given, composited over their
background as the screen shows them."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from scorekeeper.rules.simulate import simulate
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.theme import dark_palette
from scorekeeper.ui.table.scoreboard import blend, contrast

AA = 4.5


def desktop_dark() -> QPalette:
    """A dark desktop's palette whose placeholder grey is dim: the "system" theme."""
    palette = QPalette(QColor(53, 53, 53), QColor(37, 37, 40))
    palette.setColor(QPalette.ColorRole.Base, QColor(30, 30, 30))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor(85, 85, 85))
    return palette


def palettes() -> dict[str, QPalette]:
    return {"light": QStyleFactory.create("Fusion").standardPalette(), "dark": dark_palette(),
            "desktop-dark": desktop_dark()}


def seen(colour: QColor, ground: QColor) -> QColor:
    """A colour as seen over an opaque background (its alpha laid over it)."""
    return blend(colour, ground, colour.alphaF())


@pytest.mark.parametrize("theme", ["light", "dark", "desktop-dark"])
def test_finished_hands_and_the_legend_read_at_aa(qtbot, store: Store, theme: str) -> None:
    app = QApplication.instance()
    before = QPalette(app.palette())
    app.setPalette(palettes()[theme])
    try:
        card = simulate(random.Random(4), "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", hands=4)
        game_id = store.import_many([(card, "2026-11-01T20:00:00+00:00", None)])[0]
        window = MainWindow(store)
        qtbot.addWidget(window)
        window.show()
        window.open_game(game_id)
        table = window.table
        base = table.schedule.palette().color(QPalette.ColorRole.Base)
        finished = [table.schedule.item(row) for row in range(table.schedule.count())
                    if table.schedule.item(row).text().startswith("✓")]
        assert len(finished) == 4
        for item in finished:
            ratio = contrast(seen(item.foreground().color(), base), base)
            assert ratio >= AA, (theme, item.text(), round(ratio, 2))
        table.legend.ensurePolished()
        window_colour = table.legend.palette().color(QPalette.ColorRole.Window)
        ink = table.legend.palette().color(QPalette.ColorRole.WindowText)
        ratio = contrast(seen(ink, window_colour), window_colour)
        assert ratio >= AA, (theme, "legend", round(ratio, 2))
    finally:
        app.setPalette(before)
