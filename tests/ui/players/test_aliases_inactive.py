"""Players by keyboard: Alt+A gives an alias, Alt+O forgets one, Alt+I marks a player
inactive (and active again), Ctrl+Z undoes the last of them — each checked in the
database, and a refused alias is a message that stores nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow
from tests.store.test_records_commands import finished_game

from .test_polish_players import choose


def stored(db_path: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(db_path) as conn:
        return conn.execute(sql).fetchall()


ALIASES = "SELECT p.name, a.alias FROM player_aliases a JOIN players p ON p.id = a.player_id"
INACTIVE = "SELECT name FROM players WHERE inactive IS NOT NULL"


@pytest.fixture
def view(qtbot, window: MainWindow, app_store: Store):
    finished_game(app_store, ["Robert", "Ann"])
    window.show_players()
    players = window.players
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is players.list)
    choose(players, "Robert")
    return players


def alt(qtbot, view, key: Qt.Key) -> None:
    """Alt+letter: the button's mnemonic, which clicks it a moment later."""
    button = {Qt.Key.Key_A: view.alias_button, Qt.Key.Key_O: view.unalias_button,
              Qt.Key.Key_I: view.inactive_button}[key]
    with qtbot.waitSignal(button.clicked):
        QTest.keyClick(view.list, key, Qt.KeyboardModifier.AltModifier)


def test_alt_a_alias_alt_o_forget_and_ctrl_z_brings_it_back(
        qtbot, view, window: MainWindow, db_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Bobby", True))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Bobby", True))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: pytest.fail(str(a)))
    alt(qtbot, view, Qt.Key.Key_A)
    assert stored(db_path, ALIASES) == [("Robert", "Bobby")]
    assert view.also.text() == "Also called: Bobby" and view.player() == "Robert"
    alt(qtbot, view, Qt.Key.Key_O)
    assert stored(db_path, ALIASES) == []
    window._update_actions()
    assert window.undo_action.text() == "&Undo alias"
    QTest.keyClick(view.list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored(db_path, ALIASES) == [("Robert", "Bobby")]
    QTest.keyClick(view.list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored(db_path, ALIASES) == []
    assert not view.can_undo()


def test_alt_i_marks_inactive_and_active_again(qtbot, view, db_path: Path) -> None:
    assert view.inactive_button.toolTip().endswith("(Alt+I)")
    alt(qtbot, view, Qt.Key.Key_I)
    assert stored(db_path, INACTIVE) == [("Robert",)]
    assert view.player() == "Robert" and view.list.currentItem().text().endswith("inactive")
    assert view.inactive_button.text() == "Mark act&ive again"
    QTest.keyClick(view.list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored(db_path, INACTIVE) == []
    alt(qtbot, view, Qt.Key.Key_I)
    alt(qtbot, view, Qt.Key.Key_I)
    assert stored(db_path, INACTIVE) == []


def test_an_alias_taken_is_one_message_and_nothing_stored(
        qtbot, view, db_path: Path, monkeypatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ann", True))
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    alt(qtbot, view, Qt.Key.Key_A)
    assert len(said) == 1 and "\n" not in said[0] and "Ann" in said[0]
    assert stored(db_path, ALIASES) == [] and not view.can_undo()
