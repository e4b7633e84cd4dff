"""UI fixtures: a main window on a fresh database, and keyboard helpers."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from scorekeeper.store import Store, open_app_store
from scorekeeper.ui.main_window import MainWindow


@pytest.fixture
def app_store(db_path) -> Iterator[Store]:
    """The store as the app opens it (in its own process on POSIX systems)."""
    opened = open_app_store(db_path)
    yield opened
    opened.close()


@pytest.fixture
def window(qtbot, app_store: Store) -> MainWindow:
    win = MainWindow(app_store)
    qtbot.addWidget(win)
    win.show()
    return win


class Keys:
    """Types into a widget and counts every keystroke."""

    def __init__(self, qtbot) -> None:
        self.qtbot = qtbot
        self.count = 0

    def press(self, widget, key: str | Qt.Key) -> None:
        self.qtbot.keyClick(widget, key)
        self.count += 1

    def number(self, widget, value: int, cards: int) -> None:
        """Type a number as a scorekeeper would (a lone 1 in a 10+ card hand needs Tab)."""
        for ch in str(value):
            self.press(widget, ch)
        if cards >= 10 and value == 1:
            self.press(widget, Qt.Key.Key_Tab)


@pytest.fixture
def keys(qtbot) -> Keys:
    return Keys(qtbot)


@pytest.fixture(autouse=True)
def private_settings(tmp_path_factory):
    """Preferences go to a scratch folder, never the user's own settings."""
    from PySide6.QtCore import QSettings

    folder = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    return folder


def in_dialog(kind: type, steps: Callable[[QDialog], None], seen: list[str],
              tries: int = 200) -> None:
    """Once a dialog of ``kind`` is up, type ``steps`` into it (never leaving it open)."""
    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            if tries:
                in_dialog(kind, steps, seen, tries - 1)
            return
        seen.append(dialog.windowTitle())
        dialog.activateWindow()
        QApplication.processEvents()
        try:
            steps(dialog)
        except AssertionError as error:
            seen.append(f"failed: {error}")
        finally:
            if dialog.isVisible():
                dialog.reject()
    QTimer.singleShot(10, run)
