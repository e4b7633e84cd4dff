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
