"""The focus ring is drawn round the widget with the keyboard, in the theme's
highlight colour, light and dark, and follows it when it moves."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton, QSplitter, QVBoxLayout, QWidget

from scorekeeper.ui.shared.focus_ring import WIDTH, FocusRings, install_focus_rings
from scorekeeper.ui.shared.theme import apply_theme


@pytest.fixture
def themed():
    app = QApplication.instance()
    yield app
    apply_theme(app, "system")  # as the other tests expect it


def close(a: QColor, b: QColor) -> bool:
    return all(abs(x - y) <= 40 for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_ring_is_seen_round_the_focused_widget(qtbot, themed, theme: str) -> None:
    apply_theme(themed, theme)
    rings = install_focus_rings(themed)
    assert install_focus_rings(themed) is rings  # one per application
    window = QWidget()
    qtbot.addWidget(window)
    split = QSplitter(window)  # a splitter takes any new child for a pane of its own
    first, second = QLineEdit("Ann"), QPushButton("Resume")
    split.addWidget(first)
    split.addWidget(second)
    QVBoxLayout(window).addWidget(split)
    window.resize(400, 120)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    second.setFocus()
    qtbot.waitUntil(lambda: rings.target is second)
    assert split.count() == 2  # the ring is drawn by the window, not a pane
    ring = rings.ring
    assert ring.isVisible() and ring.parentWidget() is window
    image = window.grab().toImage()
    corner = second.mapTo(window, second.rect().topLeft())
    edge = QColor(image.pixel(corner.x() + second.width() // 2, corner.y() - 1 - WIDTH // 2))
    highlight = themed.palette().color(QPalette.ColorRole.Highlight)
    assert close(edge, highlight), (edge.name(), highlight.name())
    split.setSizes([300, 100])  # the widget moves: the ring with it
    QApplication.processEvents()
    where = second.mapTo(window, second.rect().topLeft())
    assert ring.geometry().contains(where) and ring.geometry().width() > second.width()
    first.setFocus()
    qtbot.waitUntil(lambda: rings.target is first)
    assert ring.geometry().contains(first.mapTo(window, first.rect().topLeft()))
    assert isinstance(themed.findChild(FocusRings), FocusRings)
