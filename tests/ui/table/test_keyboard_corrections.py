"""Corrections without a mouse: Ctrl+E, F6 and arrows, digits that replace, Enter saves."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.rules import variant
from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.correct_hand import CorrectHandDialog

from ..conftest import Keys, in_dialog


def two_hands(window: MainWindow, keys: Keys) -> None:
    """Hand 1 (7 cards, Ann deals) and hand 2 (6 cards, Ben deals) of oh-shit-updown."""
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry
    for key in ("2", "2", "2", Qt.Key.Key_Return, "2", "2", Qt.Key.Key_Return,
                "1", "1", "1", Qt.Key.Key_Return, "1", "1", Qt.Key.Key_Return):
        keys.press(entry, key)


def test_ctrl_e_corrects_the_last_hand_typing_over_the_focused_bid(
        qtbot, window: MainWindow, app_store: Store, keys: Keys) -> None:
    two_hands(window, keys)
    seen: list[str] = []

    def steps(dialog: CorrectHandDialog) -> None:
        field = dialog.bids["Cat"]  # the first to bid in hand 2
        assert dialog.focusWidget() is field
        assert field.lineEdit().selectedText() == "1"
        QTest.keyClick(field, "2")  # replaces the 1: not 12
        assert field.value() == 2
        QTest.keyClick(field, Qt.Key.Key_Return)  # Enter saves

    in_dialog(CorrectHandDialog, steps, seen)
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert seen == ["Correct hand 2"]
    stored = app_store.load_game(window.controller.game_id).game.scorecard.hands[1]
    assert stored.bids["Cat"] == 2 and window.table.status.text() == "Hand 2 corrected."
    assert window.focusWidget() is window.table.entry


def test_f6_and_up_choose_an_earlier_hand(qtbot, window: MainWindow, app_store: Store,
                                          keys: Keys) -> None:
    two_hands(window, keys)
    QTest.keyClick(window.table.entry, Qt.Key.Key_F6)
    board = window.table.scoreboard
    assert window.focusWidget() is board
    QTest.keyClick(board, Qt.Key.Key_Up)
    seen: list[str] = []

    def steps(dialog: CorrectHandDialog) -> None:
        assert dialog.focusWidget() is dialog.bids["Ben"]  # first to bid in hand 1
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)  # Ben's tricks …
        assert dialog.focusWidget() is dialog.tricks["Ben"]
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)  # … Cat's bid
        assert dialog.focusWidget() is dialog.bids["Cat"]
        QTest.keyClick(dialog.focusWidget(), "1")
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    in_dialog(CorrectHandDialog, steps, seen)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert seen == ["Correct hand 1"]
    hand = app_store.load_game(window.controller.game_id).game.scorecard.hands[0]
    assert dict(hand.bids) == {"Ben": 2, "Cat": 1, "Ann": 2}
    QTest.keyClick(board, Qt.Key.Key_Escape)
    assert window.focusWidget() is window.table.entry


def test_a_refused_correction_keeps_the_dialog_and_every_edit(
        qtbot, window: MainWindow, app_store: Store, keys: Keys) -> None:
    two_hands(window, keys)
    seen: list[str] = []
    shown: list[str] = []

    def steps(dialog: CorrectHandDialog) -> None:
        QTest.keyClick(dialog.bids["Cat"], "4")  # 4 + 1 = 5 of 6: Ben may not bid 1
        QTest.keyClick(dialog.bids["Cat"], Qt.Key.Key_Return)
        assert dialog.isVisible()
        shown.append(dialog.problems["Ben"].text())
        assert dialog.bids["Cat"].value() == 4  # the edit is still there
        assert dialog.focusWidget() is dialog.bids["Ben"]
        QTest.keyClick(dialog.bids["Ben"], "2")
        QTest.keyClick(dialog.bids["Ben"], Qt.Key.Key_Return)
        assert not dialog.isVisible()

    in_dialog(CorrectHandDialog, steps, seen)
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert shown and "may not bid 1" in shown[0]
    hand = app_store.load_game(window.controller.game_id).game.scorecard.hands[1]
    assert dict(hand.bids) == {"Cat": 4, "Ann": 1, "Ben": 2}


def test_ctrl_e_before_any_hand_says_there_is_nothing_to_correct(window: MainWindow) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert "nothing to correct" in window.table.status.text()


def test_the_tie_break_dialog_opens_on_its_first_field(qtbot) -> None:
    from scorekeeper.ui.table.standings_panel import TiebreakDialog

    dialog = TiebreakDialog(("Ann", "Ben"), variant("oh-shit-misere").tiebreak_cards)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.bids["Ann"])
    QTest.keyClick(dialog.bids["Ann"], "2")  # the first key is Ann's bid, replacing the 0
    QTest.keyClick(dialog.bids["Ann"], Qt.Key.Key_Tab)
    QTest.keyClick(QApplication.focusWidget(), "3")
    bids, tricks = dialog.values()
    assert bids["Ann"] == 2 and tricks["Ann"] == 3  # Tab: on to Ann's tricks
