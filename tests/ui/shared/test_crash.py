"""No silent failure: an unexpected error in a slot, a thread or the store's process
shows a dialog (what failed, nothing recorded is lost, where the log is) and is
written with its traceback to a rotating log in the user's state folder."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QtMsgType
from PySide6.QtWidgets import QPushButton

from scorekeeper import crash_log
from scorekeeper.rules import ScorekeeperError
from scorekeeper.ui.shared.crash import CrashReporter

# pytest-qt would take sys.excepthook for itself: these tests need the app's own.
pytestmark = pytest.mark.qt_no_exception_capture


@pytest.fixture
def state_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    return tmp_path / "state" / "scorekeeper" / "log" / "scorekeeper.log"


@pytest.fixture
def reporter(qtbot, state_home: Path) -> Iterator[CrashReporter]:
    installed = CrashReporter().install(qt_messages=False)
    yield installed
    installed.uninstall()
    if installed.dialog is not None:
        installed.dialog.close()


def _explode() -> None:
    raise KeyError("no such column")


def assert_dialog(reporter: CrashReporter, log: Path, what: str) -> None:
    box = reporter.dialog
    assert box is not None and box.isVisible()
    text = box.informativeText()
    assert f"What failed: {what}" in text
    assert "Nothing you recorded is lost" in text
    assert str(log) in text


def test_an_exception_in_a_slot_shows_the_dialog_and_is_logged(
        qtbot, reporter: CrashReporter, state_home: Path) -> None:
    button = QPushButton("Leaderboard")
    qtbot.addWidget(button)
    button.clicked.connect(_explode)
    with qtbot.waitSignal(reporter.crashed, timeout=5000) as crashed:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert crashed.args[1] == str(state_home)
    assert_dialog(reporter, state_home, "KeyError: 'no such column' (in _explode")
    logged = state_home.read_text(encoding="utf-8")
    assert "unexpected error in the window" in logged
    assert "Traceback (most recent call last)" in logged and "_explode" in logged


def test_ctrl_l_failing_is_no_longer_silent(qtbot, reporter: CrashReporter, window,
                                            state_home: Path, monkeypatch) -> None:
    """The frozen build's Leaderboard failed on a missing module, with only stderr told."""
    import scorekeeper.ui.club.leaderboard_view as leaderboard_view

    def missing(*_args: object) -> None:
        raise ModuleNotFoundError("No module named '662d74fafc0597a8e0f9__mypyc'")

    monkeypatch.setattr(leaderboard_view, "LeaderboardView", missing)
    action = next(a for a in window.actions() if a.shortcut().toString() == "Ctrl+L")
    with qtbot.waitSignal(reporter.crashed, timeout=5000):
        action.trigger()
    assert_dialog(reporter, state_home, "ModuleNotFoundError: No module named")
    assert reporter.dialog.parent() is window
    assert "show_leaderboard" in state_home.read_text(encoding="utf-8")


def test_an_exception_in_a_thread_shows_the_dialog_in_the_window_thread(
        qtbot, reporter: CrashReporter, state_home: Path) -> None:
    worker = threading.Thread(target=_explode, name="ratings")
    with qtbot.waitSignal(reporter.crashed, timeout=5000):
        worker.start()
        worker.join()
    assert_dialog(reporter, state_home, "KeyError")
    assert "unexpected error in thread ratings" in state_home.read_text(encoding="utf-8")


def test_a_bug_in_the_store_process_is_logged_with_its_own_traceback(
        qtbot, reporter: CrashReporter, state_home: Path, app_store) -> None:
    from scorekeeper.store.client import StoreBugError

    with pytest.raises(StoreBugError) as caught:
        app_store.history(no_such_argument=1)  # a TypeError inside the store process
    assert not isinstance(caught.value, ScorekeeperError)  # not shown as a mere refusal
    with qtbot.waitSignal(reporter.crashed, timeout=5000):
        reporter.excepthook(StoreBugError, caught.value, caught.value.__traceback__)
    assert_dialog(reporter, state_home, "StoreBugError")
    logged = state_home.read_text(encoding="utf-8")
    assert "no_such_argument" in logged and "scorekeeper/store/host.py" in logged
    assert app_store.history() == []  # the store process goes on serving


def test_errors_while_the_dialog_is_up_are_counted_in_it_not_stacked(
        qtbot, reporter: CrashReporter, state_home: Path) -> None:
    """An error that repeats (in a repaint, say) must not bury the window in dialogs."""
    for _ in range(3):
        with qtbot.waitSignal(reporter.crashed, timeout=5000):
            try:
                _explode()
            except KeyError as error:
                reporter.report("the window", error)
    from PySide6.QtWidgets import QApplication, QMessageBox

    dialogs = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, QMessageBox) and w.isVisible()]
    assert dialogs == [reporter.dialog]
    assert "3 unexpected errors" in reporter.dialog.text()
    assert state_home.read_text(encoding="utf-8").count("unexpected error in the window") == 3


def test_a_fatal_qt_message_is_logged_before_qt_aborts(reporter: CrashReporter,
                                                       state_home: Path) -> None:
    reporter.qt_message(QtMsgType.QtFatalMsg, None, "Could not load the Qt platform plugin")
    assert "Could not load the Qt platform plugin" in state_home.read_text(encoding="utf-8")


def test_the_log_rotates(state_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(crash_log, "MAX_BYTES", 2_000)
    monkeypatch.setattr(crash_log, "_logger_name", "scorekeeper.crash.rotation-test")
    for _ in range(40):
        try:
            _explode()
        except KeyError as error:
            crash_log.write_crash("a test", error)
    names = sorted(p.name for p in state_home.parent.iterdir())
    assert names == ["scorekeeper.log", "scorekeeper.log.1", "scorekeeper.log.2",
                     "scorekeeper.log.3"]
    assert all(p.stat().st_size <= 4_000 for p in state_home.parent.iterdir())
