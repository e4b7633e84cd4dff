"""A refused entry keeps the keyboard: focus stays on the refused field, its text
selected, the reason beside it, and nothing typed next lands anywhere else."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow


def stored_hand(store: Store, window: MainWindow):
    """The hand in play as stored (what the table shows is checked separately)."""
    return store.load_game(window.controller.game_id).game.scorecard.current


def focus_turn_up(qtbot, window: MainWindow) -> None:
    window.activateWindow()
    QTest.keyClick(window.table.entry, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table.turn_up)


def test_a_refused_turn_up_keeps_the_focus_and_never_becomes_a_bid(
        qtbot, window: MainWindow, app_store: Store) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    table = window.table
    focus_turn_up(qtbot, window)
    QTest.keyClicks(table.turn_up, "1h")
    with qtbot.waitSignal(window.controller.refused):
        QTest.keyClick(table.turn_up, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is table.turn_up
    assert table.turn_up.text() == "1h" and table.turn_up.selectedText() == "1h"
    assert "not a card" in table.turn_up_note.text() and table.turn_up_note.isVisible()
    QTest.keyClicks(QApplication.focusWidget(), "2h")  # typed again, over the selection
    assert dict(stored_hand(app_store, window).bids) == {}
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    hand = stored_hand(app_store, window)
    assert hand.turn_up == "2H" and dict(hand.bids) == {}
    assert QApplication.focusWidget() is table.entry  # accepted: back to the bids
    assert table.turn_up_note.text() == ""


def test_a_refusal_goes_when_it_no_longer_applies(qtbot, window: MainWindow,
                                                 app_store: Store) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    entry = window.table.entry  # 7 cards; Dan deals and may not make the bids total 7
    for digit in "2311":
        QTest.keyClick(entry, digit)
    assert "may not bid 1" in window.statusBar().currentMessage()
    assert "may not bid 1" in window.table.status.text()
    QTest.keyClick(entry, "0")  # Dan's bid, accepted: the refusal no longer applies
    assert stored_hand(app_store, window).bids["Dan"] == 0
    assert window.statusBar().currentMessage() == ""
    assert window.table.status.text() == ""
    QTest.keyClick(entry, Qt.Key.Key_Return)
    for digit in "999":  # 27 tricks of 7: refused before it reaches the rules
        QTest.keyClick(entry, digit)
    assert "cannot take 9" in window.table.status.text()
    for digit in "231":
        QTest.keyClick(entry, digit)
    QTest.keyClick(entry, Qt.Key.Key_Return)
    assert len(app_store.load_game(window.controller.game_id).game.scorecard.completed) == 1
    assert window.statusBar().currentMessage() == ""
    assert "cannot" not in window.table.status.text()


def test_a_refused_trick_count_taken_back_takes_its_reason_with_it(window: MainWindow) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Cat", {})
    entry = window.table.entry  # 7 cards
    for key in ("2", "2", "2", Qt.Key.Key_Return, "5", "3"):
        QTest.keyClick(entry, key)
    assert "would have taken 8 of the 7" in window.table.status.text()
    QTest.keyClick(entry, Qt.Key.Key_Backspace)  # Ann's 5 taken back
    assert entry.tricks == {} and window.table.status.text() == ""


def test_a_refused_tie_break_deal_keeps_the_dialog_and_its_values(
        qtbot, window: MainWindow, app_store: Store, monkeypatch) -> None:
    from scorekeeper.rules import Bid, Game, Tricks
    from scorekeeper.ui.table.standings_panel import TiebreakDialog

    players = ["Ann", "Ben", "Cat"]
    game = Game.new("oh-shit-misere", players, "Ann")  # a tie no tie-breaker splits
    while (hand := game.scorecard.current) is not None:
        while hand.expected_bidder is not None:
            game.apply(Bid(hand.expected_bidder, 0))
            hand = game.scorecard.current
        game.apply(Tricks({p: hand.cards if p == hand.dealer else 0 for p in players}))
    game_id = app_store.create_game(game)
    window.open_game(game_id)
    seen: list[tuple[bool, str, str]] = []

    def typed_and_refused(dialog: TiebreakDialog) -> int:
        dialog.show()
        tied = dialog.players
        dialog.tricks[tied[0]].setValue(1)  # 1 trick of the 5 dealt: refused by the rules
        dialog.save()
        field = dialog.tricks[tied[0]]  # the refused field (no one named: the first)
        keyboard = dialog.focusWidget()
        seen.append((dialog.isVisible(), dialog.problem.text(),
                     keyboard is field or keyboard is field.lineEdit()))
        dialog.tricks[tied[1]].setValue(4)
        dialog.save()
        return dialog.result()

    monkeypatch.setattr(TiebreakDialog, "exec", typed_and_refused)
    window.table.standings.tiebreak.click()
    ((visible, problem, on_the_field),) = seen
    assert visible and "add up to the 5 cards" in problem and on_the_field
    stored = app_store.load_game(game_id).game.scorecard
    assert len(stored.state.tiebreaks) == 1 and not stored.tied_groups
