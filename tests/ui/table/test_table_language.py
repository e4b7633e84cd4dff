"""The table in the app's language: why a hand has its trump and the hand's reminders
are read in German on the scorekeeper's screen and the players' display, while the game
stored keeps the cards as they were typed."""

from __future__ import annotations

from scorekeeper.ui.main_window import MainWindow

from ..conftest import Keys
from .test_big_board import open_board, stored, type_turn_up


def test_an_ace_turned_up_says_no_trumps_in_german(window: MainWindow, keys: Keys,
                                                   german) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    type_turn_up(window, keys, "ah")
    assert window.table is not None
    assert "AH aufgedeckt: ein Ass bedeutet kein Trumpf" in window.table.facts.text()
    board = open_board(window)
    assert board.trump.name.text() == "Kein Trumpf"
    assert "aufgedeckt: ein Ass bedeutet kein Trumpf" in board.trump.reason.text()
    hand = stored(window).hands[0]  # what is stored: the card, not the sentence
    assert hand.turn_up == "AH" and hand.trump == "none"
    assert str(hand.trump_reason) == "AH turned up: an ace means no trumps"


def test_a_fixed_trump_and_the_forehead_are_said_in_german(window: MainWindow,
                                                           german) -> None:
    window.start_game("whysteria", ["Ann", "Ben", "Cat"], "Ann",
                      {"schedule": "constant", "cards": 1})
    assert window.table is not None
    assert window.table.reminders.text().startswith("Runde mit einer Karte: nicht "
                                                    "hinschauen!")
    board = open_board(window)
    assert board.trump.name.text() == "Pik"
    assert board.trump.reason.text() == "Pik ist immer Trumpf"
    assert "an die Stirn" in board.reminders.text()
    assert stored(window).setup.options["cards"] == 1


def test_the_card_menu_names_suits_in_german(window: MainWindow, german) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    assert window.table is not None
    menu = window.table._card_menu()
    assert [action.text() for action in menu.actions()] == [
        "Pik", "Herz", "Karo", "Kreuz", "Joker", "Nicht erfasst"]


def test_the_shithead_entry_asks_and_records_in_german(window: MainWindow, app_store,
                                                       german) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.start_game("shithead", ["Ann", "Ben", "Cat"], "Ann", {"target": 1})
    entry = window.table.entry
    assert entry.prompt.text() == ("Runde 1: wer ist der Shithead (hält als Letzter noch "
                                   "Karten)?")
    assert "Oder alle Nummern in der Reihenfolge tippen" in entry.hint.text()
    assert "Wer zuerst 1 Niederlage hat, beendet den Spielabend" in entry.hint.text()
    assert [cell.note.text() for cell in entry.cells.values()] == [
        "Taste 1", "Taste 2", "Taste 3"]
    QTest.keyClick(entry, "2")
    assert entry.cells["Ben"].value.text() == "Verlierer"
    QTest.keyClick(entry, Qt.Key.Key_Return)
    assert entry.prompt.text() == "Ben hat 1 Niederlage erreicht: Der Spielabend ist vorbei."
    hand = app_store.load_game(window.controller.game_id).game.scorecard.completed[0]
    assert hand.loser == "Ben"  # what is stored: the player, not the sentence


def test_a_player_away_is_said_in_german_in_the_cells_tooltip(german) -> None:
    from scorekeeper.exports.presentation import present
    from scorekeeper.exports.qt_words import app_words
    from scorekeeper.rules import Bid, Game, SitOut, Tricks
    from scorekeeper.rules.house_rules import rules_from_dict

    rules = rules_from_dict({"name": "Ours", "players": [2, 5], "end": "open",
                             "table_changes": True,
                             "schedule": {"shape": "constant", "peak": 2}}).to_dict()
    game = Game.new("house", ["Ann", "Ben", "Cat"], "Ann", {"rules": rules})
    game.apply(SitOut("Cat"))
    while (bidder := game.scorecard.current.expected_bidder) is not None:
        game.apply(Bid(bidder, 1))
    game.apply(Tricks({"Ann": 1, "Ben": 1}))
    shown = present(game.scorecard, words=app_words())
    cat = shown.rows[0].cells[2]
    assert cat.tooltip == "Cat setzt diese Runde aus; gesamt 0"
    assert present(game.scorecard).rows[0].cells[2].tooltip == "Cat sits this hand out; total 0"


def test_the_entrys_refusals_are_said_in_german(window: MainWindow, keys: Keys, qtbot,
                                                german) -> None:
    from PySide6.QtCore import Qt

    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Cat", {})
    type_turn_up(window, keys, "qh")
    entry = window.table.entry
    bidder = window.controller.scorecard.current.expected_bidder
    with qtbot.waitSignal(entry.refused, timeout=1000) as refused:
        qtbot.keyClick(entry, Qt.Key.Key_Return)
    assert refused.args == [f"Es fehlt noch die Ansage von {bidder}."]
    assert stored(window).hands[0].bids == {}  # nothing was taken


def test_the_tie_break_deal_is_explained_in_german(qtbot, german) -> None:
    from PySide6.QtWidgets import QLabel

    from scorekeeper.ui.table.standings_panel import TiebreakDialog

    dialog = TiebreakDialog(("Ann", "Ben", "Cat"), 3)
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert any(text.startswith("Ann, Ben und Cat liegen nach jeder Entscheidung gleichauf.\n"
                               "Jedem 3 Karten geben") for text in texts), texts
