"""Every key lands where the screen says it will: the highlight follows the rules."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.store import Store
from scorekeeper.ui.main_window import MainWindow

from ..conftest import Keys


def stored_hand(store: Store, window: MainWindow, number: int = 1):
    return store.load_game(window.controller.game_id).game.scorecard.hands[number - 1]


def undo(window: MainWindow) -> None:
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_after_undo_in_misere_the_next_digit_goes_to_the_undone_player(
        qtbot, window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry
    keys.press(entry, "1")  # Ben
    keys.press(entry, "0")  # Cat
    assert entry.selected == "Ann"
    with qtbot.waitSignal(window.controller.done) as done:
        undo(window)
    assert done.args == ["Undid Cat's bid of 0."]
    assert window.table.status.text() == "Undid Cat's bid of 0."
    assert entry.selected == "Cat" and entry.prompt.text().startswith("Cat to bid")
    keys.press(entry, "1")  # a 1-card hand
    assert dict(stored_hand(app_store, window).bids) == {"Ben": 1, "Cat": 1}


def test_after_undo_and_redo_in_whysteria_the_highlight_is_the_rules_next(
        qtbot, window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("whysteria", ["Ann", "Ben", "Cat", "Dan"], "Ann", {})
    entry = window.table.entry
    keys.press(entry, "d")  # Dan called first
    keys.press(entry, "2")
    assert entry.selected == "Ann"  # the default next caller: left of Dan
    undo(window)
    assert entry.selected == "Ben" and entry.prompt.text().startswith("Ben to bid")
    QTest.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert entry.selected == "Ann" and window.table.status.text() == "Redid Dan's bid of 2."
    keys.press(entry, "1")
    assert dict(stored_hand(app_store, window).bids) == {"Dan": 2, "Ann": 1}


def test_a_refused_bid_keeps_the_picked_caller(window: MainWindow, keys: Keys) -> None:
    window.start_game("whysteria", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry  # 7 cards
    keys.press(entry, "3")  # Ben
    keys.press(entry, "a")  # Ann called next (Cat would be the default)
    keys.press(entry, "3")
    assert entry.selected == "Cat"
    keys.press(entry, "1")  # 3 + 3 + 1 = 7: Cat, the final caller, may not bid 1
    assert "may not bid 1" in window.table.status.text()
    assert window.table.status.property("refused")
    assert entry.selected == "Cat"
    keys.press(entry, "0")
    assert window.table.status.text() == ""  # the refusal no longer applies


def test_a_waiting_one_stays_with_its_player(window: MainWindow, app_store: Store,
                                             keys: Keys) -> None:
    players = ["Ann", "Ben", "Cat", "Dan", "Eve"]
    window.start_game("whysteria", players, "Ann", {"schedule": "long"})  # 10 cards
    entry = window.table.entry
    keys.press(entry, "1")  # for Ben: waits for a second digit
    assert entry.cells["Ben"].value.text() == "1…"
    keys.press(entry, "d")  # Dan called next: Ben's 1 is recorded first
    assert dict(window.controller.scorecard.current.bids) == {"Ben": 1}
    assert entry.selected == "Dan"
    keys.press(entry, "1")
    keys.press(entry, Qt.Key.Key_Left)  # an arrow: Dan's 1 first, then the move
    keys.press(entry, "1")
    keys.press(entry, "0")
    bids = dict(stored_hand(app_store, window).bids)
    assert bids["Ben"] == 1 and bids["Dan"] == 1 and 10 in bids.values()


def test_trick_counts_over_the_cards_are_refused_naming_who_typed_them(
        window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})  # 7 cards
    entry = window.table.entry
    for key in ("2", "1", "3", Qt.Key.Key_Return, "5", "3"):  # Ben 5, Cat 3: 8 of 7
        keys.press(entry, key)
    status = window.table.status.text()
    assert status.startswith("Ben and Cat would have taken 8 of the 7 tricks")
    assert entry.tricks == {"Ben": 5}
    assert entry.cells["Ann"].value.text() == "–"  # nothing negative filled in
    assert app_store.draft(window.controller.game_id) == (1, {1: 5})
    keys.press(entry, "1")
    assert entry.cells["Ann"].value.text() == "1" and status != window.table.status.text()


def test_a_revoke_in_two_keys(window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat", "Carl"], "Ann", {})
    entry = window.table.entry
    keys.press(entry, "1")  # Ben bids 1
    keys.press(entry, "!")
    assert entry.prompt.text().startswith("Revoke by whom?")
    keys.press(entry, "b")
    assert keys.count == 3  # one bid, then the revoke in two keys
    assert stored_hand(app_store, window).penalties == {"Ben": 1}
    assert "Revoke by Ben recorded" in window.table.status.text()
    keys.press(entry, "!")
    keys.press(entry, "c")  # Cat or Carl?
    assert "Cat or Carl?" in window.table.status.text()
    keys.press(entry, "a")
    keys.press(entry, "r")
    assert dict(stored_hand(app_store, window).penalties) == {"Ben": 1, "Carl": 1}
    assert entry.selected == "Cat"  # the entry goes on where it was


def test_shithead_shows_its_target_why_it_ended_and_no_key_hints_after(
        window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("shithead", ["Ann", "Ben", "Cat"], "Ann", {"target": 2})
    entry = window.table.entry
    assert "First to 2 losses ends the sitting" in entry.hint.text()
    board = window.table.scoreboard
    shown = [board.model().headerData(c, Qt.Orientation.Horizontal)
             for c in range(board.model().columnCount()) if not board.isColumnHidden(c)]
    assert "" not in shown  # no empty column
    assert entry.cells["Ann"].note.text() == "key 1"
    for key in ("2", Qt.Key.Key_Return, "2", Qt.Key.Key_Return):  # Ben loses twice
        keys.press(entry, key)
    assert app_store.load_game(window.controller.game_id).game.scorecard.status == "finished"
    assert entry.prompt.text() == "Ben reached 2 losses: the sitting is over."
    assert all(cell.note.text() == "" and cell.isHidden() for cell in entry.cells.values())
    keys.press(entry, "1")  # nothing to enter any more
    assert len(app_store.load_game(window.controller.game_id).game.log) == 2


def test_keys_after_the_pick_menu_closes_go_to_the_entry(qtbot, window: MainWindow,
                                                         app_store: Store, keys: Keys) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMenu

    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    window.activateWindow()
    entry = window.table.entry
    entry.setFocus()
    closed: list[bool] = []

    def close_menu() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, close_menu)
            return
        QTest.keyClick(menu, Qt.Key.Key_Escape)
        closed.append(True)

    QTimer.singleShot(10, close_menu)
    qtbot.mouseClick(window.table.pick_card, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(closed))
    assert window.focusWidget() is entry
    keys.press(window.focusWidget(), "2")
    assert dict(stored_hand(app_store, window).bids) == {"Ben": 2}


def test_the_card_menu_is_made_when_first_opened_and_picks_a_card(
        qtbot, window: MainWindow, app_store: Store) -> None:
    """Opening a table makes no card menu; the first time it is opened it holds every
    suit, the joker and "not recorded", once, and a card picked is the stored turn-up."""
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    menu = window.table.pick_card.menu()
    assert menu.isEmpty()
    picked: list[bool] = []

    def pick() -> None:
        popup = QApplication.activePopupWidget()
        if popup is not menu:
            QTimer.singleShot(10, pick)
            return
        hearts = menu.actions()[1].menu()
        (queen,) = [a for a in hearts.actions() if a.text() == "Q\u2665"]
        queen.trigger()
        menu.close()
        picked.append(True)

    for _ in range(2):  # opened twice: the cards are there once
        picked.clear()
        QTimer.singleShot(10, pick)
        qtbot.mouseClick(window.table.pick_card, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(picked))
        assert [a.text() for a in menu.actions()] == [
            "Spades", "Hearts", "Diamonds", "Clubs", "Joker", "Not recorded"]
    card = app_store.load_game(window.controller.game_id).game.scorecard.current
    assert card.turn_up == "QH" and not window.table.turn_up_note.text()
