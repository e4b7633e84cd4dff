"""The players' display shows the last hand (each player's bid, tricks and change)
and who leads, as the rules say, for the players to check from across the table."""

from __future__ import annotations

from PySide6.QtCore import Qt

from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.board_panels import signed

from ..conftest import Keys
from .test_big_board import open_board, stored


def test_the_board_shows_the_last_hand_and_who_leads(window: MainWindow, keys: Keys,
                                                     qtbot) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    board = open_board(window)
    assert board.last_hand.isHidden()  # no hand played yet
    for key in ("2", "3", "1", "0", Qt.Key.Key_Return, "2", "3", "1", Qt.Key.Key_Return):
        keys.press(board, key)  # typed on the board: Dan's tricks are what is left (1)
    card = stored(window)
    (last,) = card.completed
    assert board.last_hand.isVisible()
    assert board.last_hand.caption.text() == "Hand 1"
    assert board.last_hand.what.text() == "bid/took · score"
    rows = {player: [label.text() for label in cells[:3]]
            for player, cells in board.last_hand.rows.cells.items()}
    assert rows == {p: [p, f"{last.bids[p]}/{last.tricks[p]}", signed(last.scores[p])]
                    for p in card.setup.players}
    assert rows["Dan"] == ["Dan", "0/1", signed(last.scores["Dan"])]
    for digit in "1111":  # hand 2 (6 cards): Ben, Cat, Dan, then Ann, who deals
        keys.press(board, digit)
    lead = stored(window).current.first_lead
    assert lead is not None and board.bids.first_lead.text() == f"{lead} leads"
    assert board.last_hand.caption.text() == "Hand 1"  # until hand 2 is recorded
