"""Fast entry, refusals, undo/redo, corrections, resuming, and the other screens."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scorekeeper.rules.commands import Stop
from scorekeeper.store import Store
from scorekeeper.ui.dialogs.new_game import NewGameDialog
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.correct_hand import CorrectHandDialog

from ..conftest import Keys

FIVE = ["Ann", "Ben", "Cat", "Dan", "Eve"]


def test_a_five_player_hand_takes_eleven_keystrokes(window: MainWindow, keys: Keys) -> None:
    window.start_game("oh-shit-updown", FIVE, "Eve", {})
    entry = window.table.entry
    for digit in "21101":  # Ann, Ben, Cat, Dan bid; Eve (dealer) may not bid 3
        keys.press(entry, digit)
    keys.press(entry, Qt.Key.Key_Return)
    for digit in "2111":  # tricks of Ann..Dan; Eve's 2 follows from the 7 cards
        keys.press(entry, digit)
    keys.press(entry, Qt.Key.Key_Return)
    assert keys.count == 11 == 2 * len(FIVE) + 1
    hand = window.controller.scorecard.hands[0]
    assert hand.complete
    assert dict(hand.bids) == {"Ann": 2, "Ben": 1, "Cat": 1, "Dan": 0, "Eve": 1}
    assert dict(hand.tricks) == {"Ann": 2, "Ben": 1, "Cat": 1, "Dan": 1, "Eve": 2}
    assert window.store.load_game(window.controller.game_id).game.state.hands[0].complete


def test_forbidden_bid_is_shown_before_and_refused_when_typed(window: MainWindow,
                                                             keys: Keys) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    entry = window.table.entry
    for digit in "231":
        keys.press(entry, digit)
    assert "Dan can't bid 1" in entry.prompt.text()
    assert entry.cells["Dan"].note.text() == "can't bid 1"
    keys.press(entry, "1")
    assert "Dan deals and may not bid 1" in window.table.status.text()
    assert "Dan" not in window.controller.scorecard.current.bids
    keys.press(entry, "0")
    assert window.controller.scorecard.current.bids["Dan"] == 0


def test_undo_and_redo_from_the_keyboard(window: MainWindow, keys: Keys) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry
    keys.press(entry, "1")
    keys.press(entry, "0")
    assert dict(window.controller.scorecard.current.bids) == {"Ben": 1, "Cat": 0}
    assert window.undo_action.text() == "&Undo Cat's bid of 0"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dict(window.controller.scorecard.current.bids) == {"Ben": 1}
    QTest.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert dict(window.controller.scorecard.current.bids) == {"Ben": 1, "Cat": 0}
    keys.press(entry, Qt.Key.Key_Backspace)  # Backspace takes back the last bid too
    assert dict(window.controller.scorecard.current.bids) == {"Ben": 1}


def _play_two_updown_hands(window: MainWindow, keys: Keys) -> None:
    entry = window.table.entry
    for digits in (("2", "2", "2", "2", "3"), ("1", "1", "1", "1", "1")):  # bids, tricks
        for d in digits[:3]:
            keys.press(entry, d)
        keys.press(entry, Qt.Key.Key_Return)
        for d in digits[3:]:
            keys.press(entry, d)
        keys.press(entry, Qt.Key.Key_Return)


def test_correcting_an_earlier_hand_rescores_later_hands(window: MainWindow, keys: Keys,
                                                        monkeypatch) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    _play_two_updown_hands(window, keys)
    before = window.controller.scorecard.hands[1].totals

    def fill(dialog: CorrectHandDialog) -> int:
        assert "The 1 hand after it will be re-scored" in dialog.note.text()
        dialog.tricks["Ben"].setValue(1)  # Ben took 1, not 2: he missed his contract
        dialog.tricks["Cat"].setValue(4)
        dialog.save()
        return dialog.result()

    monkeypatch.setattr(CorrectHandDialog, "exec", fill)
    window.table.correct_hand(1)
    card = window.controller.scorecard
    assert card.hands[0].scores["Ben"] == -2
    assert card.hands[1].totals["Ben"] == before["Ben"] - 16  # 14 became -2
    assert card.hands[1].totals["Ann"] == before["Ann"]
    assert "re-scored" in window.table.status.text()


def test_close_and_resume_mid_hand(qtbot, db_path: Path, keys: Keys) -> None:
    with Store(db_path) as store:
        first = MainWindow(store)
        qtbot.addWidget(first)
        first.start_game("whysteria", ["Ann", "Ben", "Cat"], "Ann", {})
        entry = first.table.entry
        keys.press(entry, "c")  # Cat calls first
        keys.press(entry, "3")
        keys.press(entry, "2")  # the default next caller: Ann (left of Cat)
        game_id = first.controller.game_id
        first.close()
    with Store(db_path) as store:
        second = MainWindow(store)
        qtbot.addWidget(second)
        assert "hand 1 next" in second.start.unfinished.item(0).text()
        second.open_game(game_id)
        current = second.controller.scorecard.current
        assert current.bid_order == ("Cat", "Ann")
        assert second.table.entry.selected == "Ben"
        assert "Ben can't bid 2" in second.table.entry.prompt.text()
        assert second.undo_action.isEnabled()


def test_two_digit_bids_in_a_ten_card_hand(window: MainWindow, keys: Keys) -> None:
    players = ["Ann", "Ben", "Cat", "Dan", "Eve"]
    window.start_game("whysteria", players, "Ann", {"schedule": "long"})
    entry = window.table.entry
    assert window.controller.scorecard.current.cards == 10
    keys.press(entry, "1")
    keys.press(entry, "0")  # Ben: 10
    keys.press(entry, "1")
    keys.press(entry, Qt.Key.Key_Tab)  # Cat: 1
    keys.press(entry, "1")
    keys.press(entry, "9")  # 19 > 10: Dan 1, then 9 for Eve
    bids = window.controller.scorecard.current.bids
    assert dict(bids) == {"Ben": 10, "Cat": 1, "Dan": 1, "Eve": 9}


def test_penalty_buttons_record_revokes(window: MainWindow, qtbot) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    qtbot.mouseClick(window.table.penalty_buttons["Cat"], Qt.MouseButton.LeftButton)
    assert window.controller.scorecard.current.penalties == {"Cat": 1}
    assert window.table.penalty_buttons["Cat"].text() == "Cat  ×1"


def test_turn_up_typed_or_refused(window: MainWindow, qtbot) -> None:
    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    field = window.table.turn_up
    field.setText("7h")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert "7H is not in the 28-card pack" in window.table.status.text()
    field.setText("qs")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert window.controller.scorecard.current.trump == "S"
    assert "spades" in window.table.facts.text()


def test_new_game_dialog_explains_what_is_wrong(qtbot) -> None:
    dialog = NewGameDialog(["Ann", "Ben"])
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("oh-hell-pw"))
    for name in ("Ann", "Ben"):
        dialog.name.setText(name)
        dialog.add_player()
    assert not dialog.start.isEnabled()
    assert "3 to 10 players, not 2" in dialog.problem.text()
    dialog.name.setText("ann")
    dialog.add_player()
    assert "same name" in dialog.problem.text()
    dialog.seating.setCurrentRow(2)
    dialog.remove_player()
    dialog.name.setText("Cat")
    dialog.add_player()
    dialog.seating.setCurrentRow(2)
    dialog.move_player(-1)
    assert dialog.players() == ["Ann", "Cat", "Ben"]
    dialog.dealer.setCurrentText("Ben")
    assert dialog.start.isEnabled()
    assert "right of" in dialog.dealer_rule.text()
    setup = dialog.setup()
    assert (setup.players, setup.first_dealer) == (("Ann", "Cat", "Ben"), "Ben")


def test_end_of_game_offers_rematch_and_big_board(window: MainWindow, keys: Keys,
                                                  monkeypatch) -> None:
    window.start_game("whysteria", ["Ann", "Ben"], "Ann", {"schedule": "constant", "cards": 1})
    entry = window.table.entry
    for d in ("0", "0", Qt.Key.Key_Return, "1", Qt.Key.Key_Return):
        keys.press(entry, d)
    window.controller.apply(Stop())
    panel = window.table.standings
    assert panel.heading.text() == "Final standings"
    assert panel.rematch_button.isVisible()
    window.toggle_big_board()
    assert window.big_board is not None and window.big_board.isVisible()
    window.toggle_big_board()
    opened = {}
    monkeypatch.setattr(MainWindow, "new_game", lambda self, **kw: opened.update(kw))
    panel.rematch_button.click()
    assert opened["players"] == ["Ann", "Ben"] and opened["game"] == "whysteria"


def test_scoreboard_model_passes_the_model_tester(qtmodeltester, window: MainWindow,
                                                  keys: Keys) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    entry = window.table.entry
    for key in ("2", "2", "2", Qt.Key.Key_Return, "2", "3", Qt.Key.Key_Return, "1"):
        keys.press(entry, key)
    model = window.table.scoreboard.model_
    qtmodeltester.check(model, force_py=True)
    assert model.rowCount() == 2  # the played hand and the one being bid
    assert model.index(1, 3 + 2).data() == "bid 1"  # Cat bids first in hand 2 (Ben deals)


def test_help_shows_the_rules_of_the_game_in_play(window: MainWindow) -> None:
    from scorekeeper.ui.dialogs.rules_dialog import rules_html

    window.start_game("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann", {})
    text = rules_html(window.controller.scorecard.setup.variant)
    assert "Oh Hell (Pratt &amp; Whitney)" in text or "Oh Hell (Pratt & Whitney)" in text
    assert "multiple of 50" in text and "Whysteria" not in text
    assert all(title in rules_html(None) for title in ("Whysteria", "Shithead"))


def test_another_game_replaces_the_table_without_the_start_screen_between(
        qtbot, window: MainWindow, app_store: Store) -> None:
    """A game opened over a table goes straight to its own table: the start screen is
    not shown in between (shown, it was laid out and read from the store again), and
    the old table is let go."""
    from PySide6.QtCore import QEvent, QObject

    class Shown(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Show:
                Shown.count += 1
            return False

    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    first = window.table
    watcher = Shown()
    window.start.installEventFilter(watcher)
    window.start_game("whysteria", ["Dan", "Eve"], "Dan", {})
    assert Shown.count == 0
    assert window.stack.currentWidget() is window.table is not first
    assert window.stack.indexOf(first) == -1 and window.stack.count() == 2
    assert window.table.entry.hasFocus() or window.focusWidget() is window.table.entry
    assert app_store.game_summary(window.controller.game_id) is not None
