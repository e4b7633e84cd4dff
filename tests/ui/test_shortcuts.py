"""Every shortcut does one thing: no two actions share a key."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest

from scorekeeper.ui.main_window import MainWindow


def shortcuts(window: MainWindow) -> dict[str, list[str]]:
    """Each key sequence and the actions (and shortcut objects) that answer it."""
    owners: dict[str, list[str]] = defaultdict(list)
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            owners[sequence.toString()].append(action.text() or action.objectName())
    for shortcut in window.findChildren(QShortcut):
        owners[shortcut.key().toString()].append(f"shortcut on {type(shortcut.parent()).__name__}")
    owners.pop("", None)
    return owners


def test_no_two_actions_share_a_shortcut(window: MainWindow) -> None:
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    window.show_history()
    window.show_players()
    window.show_start()
    clashes = {key: names for key, names in shortcuts(window).items() if len(names) > 1}
    assert clashes == {}
    keys = shortcuts(window)
    assert keys["Ctrl+P"] == ["&Print scorecard…"]
    assert keys["Ctrl+Shift+P"] == ["&Players"]
    assert keys["Ctrl+,"] == ["&Preferences…"]


def test_ctrl_z_in_history_brings_back_the_last_delete(qtbot, window: MainWindow,
                                                       app_store) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    game_id = window.controller.game_id
    window.show_history()
    window.history.delete_game(game_id)
    assert app_store.in_trash(game_id)
    assert window.undo_action.isEnabled() and window.undo_action.text() == "&Undo delete"
    QTest.keyClick(window.history.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not app_store.in_trash(game_id)
    assert window.history.model.rowCount() == 1


def test_preferences_open_with_ctrl_comma(qtbot, window: MainWindow, monkeypatch) -> None:
    from scorekeeper.ui.dialogs.preferences_dialog import PreferencesDialog

    opened: list[bool] = []
    monkeypatch.setattr(PreferencesDialog, "exec", lambda self: opened.append(True) or 0)
    QTest.keySequence(window, QKeySequence("Ctrl+,"))
    assert opened == [True]
