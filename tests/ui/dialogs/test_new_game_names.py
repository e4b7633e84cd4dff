"""Names in New game: a completer suggestion accepted with Enter is added as it is,
names are trimmed, and the seating is edited from the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.ui.dialogs.new_game import NewGameDialog


@pytest.fixture
def dialog(qtbot) -> NewGameDialog:
    opened = NewGameDialog(["Alice", "Bruno", "Carmen"], game="oh-shit-updown")
    qtbot.addWidget(opened)
    opened.show()
    opened.activateWindow()
    qtbot.waitUntil(lambda: opened.focusWidget() is opened.name)
    return opened


def test_enter_on_a_suggestion_adds_exactly_that_name(qtbot, dialog: NewGameDialog) -> None:
    popup = dialog.name.completer().popup()
    QTest.keyClicks(dialog.name, "al")
    qtbot.waitUntil(popup.isVisible)
    QTest.keyClick(popup, Qt.Key.Key_Down)  # the suggestion highlighted
    QTest.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.players() == ["Alice"])
    assert dialog.name.text() == ""
    QTest.keyClicks(dialog.name, "Bruno")
    QApplication.processEvents()
    if popup.isVisible():  # the one suggestion is what was typed
        QTest.keyClick(popup, Qt.Key.Key_Return)
    else:
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(dialog.players()) >= 2)
    assert dialog.players() == ["Alice", "Bruno"]
    assert "AliceBruno" not in dialog.players()


def test_names_are_trimmed(dialog: NewGameDialog) -> None:
    QTest.keyClicks(dialog.name, "   Dora  ")
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.players() == ["Dora"]


def test_prefilled_names_are_trimmed(qtbot) -> None:
    opened = NewGameDialog([], game="oh-shit-updown", players=[" Ann", "Ben ", "  "])
    qtbot.addWidget(opened)
    assert opened.players() == ["Ann", "Ben"]


def test_a_name_is_removed_and_moved_from_the_keyboard(qtbot, dialog: NewGameDialog) -> None:
    for name in ("Xan", "Yo", "Zed"):
        QTest.keyClicks(dialog.name, name)
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    QApplication.processEvents()
    dialog.name.completer().popup().hide()
    QTest.keyClick(dialog.name, Qt.Key.Key_Tab)  # the Add button
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.seating
    assert dialog.seating.currentRow() >= 0  # a name is chosen as soon as the list has focus
    QTest.keyClick(dialog.seating, Qt.Key.Key_Home)
    QTest.keyClick(dialog.seating, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert dialog.players() == ["Yo", "Xan", "Zed"]
    QTest.keyClick(dialog.seating, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.players() == ["Xan", "Yo", "Zed"]
    QTest.keyClick(dialog.seating, Qt.Key.Key_Delete)
    assert dialog.players() == ["Yo", "Zed"]
    assert dialog.seating.currentRow() == 0 and QApplication.focusWidget() is dialog.seating
    QTest.keyClick(dialog.seating, Qt.Key.Key_Delete)
    assert dialog.players() == ["Zed"]
    assert dialog.dealer.currentText() == "Zed"


def test_an_option_shows_only_when_it_applies(qtbot) -> None:
    from scorekeeper.rules import variant

    dialog = NewGameDialog([], game="whysteria", players=["Ann", "Ben", "Cat"])
    qtbot.addWidget(dialog)
    dialog.show()
    rules = variant("whysteria")
    schedule = dialog.option_widgets["schedule"]
    for choice in rules.option_specs[0].choices:
        schedule.setCurrentText(choice)
        applies = rules.option_applies("cards", dialog.options())
        assert dialog.option_widgets["cards"].isVisible() is applies, choice
    schedule.setCurrentText("standard")
    assert not dialog.option_widgets["cards"].isVisible()
    schedule.setCurrentText("constant")
    assert dialog.option_widgets["cards"].isVisible()


def test_ctrl_enter_with_the_suggestions_open_adds_the_name_and_starts(
        qtbot, dialog: NewGameDialog) -> None:
    for name in ("Xan", "Yo"):
        QTest.keyClicks(dialog.name, name)
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    popup = dialog.name.completer().popup()
    QTest.keyClicks(dialog.name, "car")
    qtbot.waitUntil(popup.isVisible)
    QTest.keyClick(popup, Qt.Key.Key_Down)  # Carmen highlighted
    QTest.keyClick(popup, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.players() == ["Xan", "Yo", "Carmen"]
    assert dialog.result() == 1 and not dialog.isVisible()
