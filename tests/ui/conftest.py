"""UI fixtures: a main window on a fresh database, and keyboard helpers."""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from scorekeeper.store import Store, open_app_store
from scorekeeper.store.client import CLOSE_SECONDS, StoreClient
from scorekeeper.store.host import readable, serve
from scorekeeper.ui.main_window import MainWindow


class ThreadedStoreClient(StoreClient):
    """The app's store client, talking to the very code of the store's process
    (:func:`scorekeeper.store.host.serve`) over the same socket pair, but served by a
    thread of this process: every call is pickled, answered after its commit, and
    refused or reported as in the app — without starting a Python for each test
    (some 0.2 s of processor time each, the suite's largest single cost).

    Tests about the process itself (killed, stopped, a dialog closing the database
    file in the window's process) are marked ``store_process`` and get the real one."""

    def _start(self) -> None:
        ours, theirs = socket.socketpair()
        self._thread = threading.Thread(
            target=self._serve, args=(Connection(theirs.detach()),), daemon=True,
            name="store host")
        self._thread.start()
        self._connection = Connection(ours.detach())
        self._look = readable(self._connection)
        _rid, kind, value = self._connection.recv()  # a refusal (newer, locked …)
        if kind == "error":
            self._shut()
            raise value

    def _serve(self, connection: Connection) -> None:
        try:
            serve(connection, str(self.path), self._timeout)
        finally:
            connection.close()

    def _shut(self) -> None:
        super()._shut()
        thread, self._thread = getattr(self, "_thread", None), None
        if thread is not None:
            thread.join(CLOSE_SECONDS)


@pytest.fixture
def app_store(request: pytest.FixtureRequest, db_path, empty_database) -> Iterator[Store]:
    """The store as the app opens it: in its own process on POSIX systems for tests
    marked ``store_process``, else behind the same socket in a thread (see above).
    Its file is a copy of an empty database made once a process (``tests/conftest.py``),
    opened as the app opens an existing one."""
    empty_database(db_path)
    if request.node.get_closest_marker("store_process") or os.name != "posix":
        opened = open_app_store(db_path)
    else:
        opened = ThreadedStoreClient(db_path)
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
def german(qapp) -> Iterator[None]:
    """The app in German for one test (its catalogue and locale), English again after."""
    from PySide6.QtCore import QLocale

    from scorekeeper.ui.shared.translations import install_language

    install_language("de")
    yield
    install_language("en")
    QLocale.setDefault(QLocale.system())


@pytest.fixture(scope="session")
def screen_fits(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], dict]:
    """The screen-fit runs' answers by run name (``tests/ui/fit_runs.py``): one process
    for each screen size, shared by the tests of every run on it (an xdist group keeps
    them on one worker)."""
    from tests.ui.fit_runs import FitRuns

    return FitRuns(tmp_path_factory.mktemp("fits"))


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
