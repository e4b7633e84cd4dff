"""The window's icon: read from its SVG once, not again by each window."""

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


def test_a_second_window_shows_the_icon_without_reading_it_again(
        qtbot, app_store: Store, monkeypatch) -> None:
    from PySide6.QtGui import QIcon

    first = MainWindow(app_store)
    qtbot.addWidget(first)
    read: list[tuple] = []
    monkeypatch.setattr("PySide6.QtGui.QIcon", lambda *args: (read.append(args),
                                                              QIcon(*args))[1])
    second = MainWindow(app_store)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitUntil(lambda: second._painted)
    QApplication.processEvents()
    assert read == []
    assert second.windowIcon().cacheKey() == first.windowIcon().cacheKey()
    assert not second.windowIcon().isNull()
