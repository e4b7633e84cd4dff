"""New game offers aliases: typing a nickname seats the player it stands for (from the
popup, or typed whole), and a player marked inactive is not offered. What is stored
is the player, never a second person under the nickname."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scorekeeper.store import GameSession, Store
from scorekeeper.store.commands import AliasPlayer, RetirePlayer
from scorekeeper.ui.dialogs.new_game import NewGameDialog
from tests.store.test_records_commands import finished_game


def club(store: Store) -> None:
    finished_game(store, ["Robert", "Ann"])
    finished_game(store, ["Carmen", "Dora"])
    store.run(AliasPlayer("Robert", "Bobby"))
    store.run(RetirePlayer("Dora"))


def opened(qtbot, store: Store) -> NewGameDialog:
    dialog = NewGameDialog(store.completions(), game="whysteria")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.name)
    return dialog


def offered(dialog: NewGameDialog) -> list[str]:
    model = dialog.name.completer().model()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_an_alias_from_the_popup_seats_its_player_and_is_stored_so(
        qtbot, store: Store, db_path) -> None:
    club(store)
    dialog = opened(qtbot, store)
    assert offered(dialog) == ["Ann", "Carmen", "Robert", "Bobby → Robert"]  # no Dora
    popup = dialog.name.completer().popup()
    QTest.keyClicks(dialog.name, "bob")
    qtbot.waitUntil(popup.isVisible)
    QTest.keyClick(popup, Qt.Key.Key_Down)
    assert dialog.name.text() == "Robert"  # the offer highlighted fills in the player
    QTest.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.players() == ["Robert"])
    for name in ("Ann", "Eve"):
        QTest.keyClicks(dialog.name, name)
        dialog.name.completer().popup().hide()
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    setup = dialog.setup()
    GameSession.start(store, setup.variant, setup.players, setup.first_dealer,
                      dict(setup.options))
    with sqlite3.connect(db_path) as conn:
        names = [n for (n,) in conn.execute("SELECT name FROM players ORDER BY name")]
    assert names == ["Ann", "Carmen", "Dora", "Eve", "Robert"]


def test_an_alias_typed_whole_seats_its_player(qtbot, store: Store) -> None:
    club(store)
    dialog = opened(qtbot, store)
    QTest.keyClicks(dialog.name, "BOBBY")
    dialog.name.completer().popup().hide()
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.players() == ["Robert"]
