"""The window's icon: read and drawn from its SVG once a window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow


def test_a_window_made_with_its_store_sets_its_icon_once(qtbot, app_store: Store,
                                                         monkeypatch) -> None:
    """Made with its store, the window sets its icon as it is made; its first paint
    must not read the SVG again (the window without a store sets it then)."""
    calls: list[MainWindow] = []
    real = MainWindow._identity
    monkeypatch.setattr(MainWindow, "_identity", lambda self: (calls.append(self),
                                                               real(self))[1])
    window = MainWindow(app_store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window._painted)
    QApplication.processEvents()  # what the first paint put off
    assert calls == [window] and not window.windowIcon().isNull()
