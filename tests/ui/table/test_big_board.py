"""The players' display (F11): what the table sees, typing through it, its screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QLabel

from scorekeeper.rules import Scorecard
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.shared.preferences import Preferences
from scorekeeper.ui.table.big_board import BigBoard
from scorekeeper.ui.table.board_screens import board_screen

from ..conftest import Keys

MINUS = "\u2212"


def open_board(window: MainWindow) -> BigBoard:
    window.toggle_big_board()
    board = window.big_board
    assert board is not None and board.isVisible()
    return board


def stored(window: MainWindow) -> Scorecard:
    """The game as the database has it, not as the screen remembers it."""
    assert window.store is not None and window.controller is not None
    return window.store.load_game(window.controller.game_id).game.scorecard


def shown(board: BigBoard) -> str:
    """Every text the players can see on the board."""
    from PySide6.QtWidgets import QLabel

    return " | ".join(label.text() for label in board.findChildren(QLabel)
                      if label.isVisibleTo(board) and label.text())


def bid_column(board: BigBoard) -> dict[str, str]:
    return {player: cells[2].text() for player, cells in board.bids.rows.cells.items()}


def standing_row(board: BigBoard, player: str) -> list[str]:
    return [label.text() for label in board.standings.rows.cells[player]]


def type_turn_up(window: MainWindow, keys: Keys, text: str) -> None:
    """Ctrl+T's field on the scorekeeper's screen, before the board goes up."""
    assert window.table is not None
    for ch in text:
        keys.press(window.table.turn_up, ch)
    keys.press(window.table.turn_up, Qt.Key.Key_Return)


def test_board_follows_the_bids_typed_on_it(window: MainWindow, keys: Keys, qtbot) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    type_turn_up(window, keys, "qh")
    board = open_board(window)
    assert board.hand_line.text() == "Hand 1 of 14  ·  7 cards  ·  Dan deals"
    assert board.trump.face.text() == "♥" and board.trump.name.text() == "Hearts"
    assert "Q" in board.trump.reason.text() and "♥" in board.trump.reason.text()
    assert board.bids.next_bidder.text() == "Ann to bid"
    for digit in "231":  # typed on the board: they reach the entry and the database
        with qtbot.waitSignal(window.controller.changed):
            keys.press(board, digit)
    assert dict(stored(window).current.bids) == {"Ann": 2, "Ben": 3, "Cat": 1}
    assert bid_column(board) == {"Ann": "2", "Ben": "3", "Cat": "1", "Dan": "≠1"}
    assert board.bids.next_bidder.text() == "Dan to bid"
    assert board.bids.forbidden.text() == "Dan can't bid 1"
    assert board.bids.first_lead.isHidden()
    keys.press(board, "1")  # refused by the rules: nothing stored, still shown
    assert "Dan" not in stored(window).current.bids
    assert board.bids.forbidden.text() == "Dan can't bid 1"
    keys.press(board, "0")
    assert stored(window).current.bids["Dan"] == 0
    assert board.bids.first_lead.text() == "Ben leads"  # the highest bidder
    assert board.bids.forbidden.isHidden() and board.bids.next_bidder.isHidden()


def test_a_hand_entered_through_the_board_updates_the_standings(window: MainWindow,
                                                                keys: Keys, qtbot) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Cat", {})
    board = open_board(window)
    for key in ("2", "3", "0", Qt.Key.Key_Return, "2", "1"):  # Cat's 4 tricks follow
        keys.press(board, key)
    with qtbot.waitSignal(window.controller.changed):
        keys.press(board, Qt.Key.Key_Return)
    first = stored(window).hands[0]
    assert first.complete and dict(first.tricks) == {"Ann": 2, "Ben": 1, "Cat": 4}
    assert standing_row(board, "Ann") == ["1st", "Ann", "14", "+14"]
    assert standing_row(board, "Ben") == ["2nd", "Ben", f"{MINUS}4", f"{MINUS}4"]
    assert standing_row(board, "Cat") == ["3rd", "Cat", f"{MINUS}8", f"{MINUS}8"]
    assert board.standings.after.text() == "after hand 1"
    assert board.hand_line.text() == "Hand 2 of 14  ·  6 cards  ·  Ann deals"


def test_f11_and_esc_close_the_board_and_reach_no_entry(window: MainWindow,
                                                        keys: Keys) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    board = open_board(window)
    keys.press(board, "1")
    keys.press(board, Qt.Key.Key_Escape)
    assert not board.isVisible()
    board = open_board(window)
    keys.press(board, Qt.Key.Key_F11)
    assert not board.isVisible()
    assert dict(stored(window).current.bids) == {"Ben": 1}  # Esc took back nothing


def test_no_trumps_and_why(window: MainWindow, keys: Keys) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    type_turn_up(window, keys, "as")
    board = open_board(window)
    assert board.trump.name.text() == "No trumps"
    assert board.trump.face.isHidden()
    assert "turned up: an ace means no trumps" in board.trump.reason.text()
    assert "♠" in board.trump.reason.text()


def test_the_forehead_on_a_one_card_hand(window: MainWindow, keys: Keys) -> None:
    window.start_game("whysteria", ["Ann", "Ben", "Cat"], "Ann", {})
    board = open_board(window)
    assert "forehead" not in shown(board)
    for _hand in range(6):  # 7 cards down to 2: nobody bids, nobody takes but the last
        for key in ("0", "0", "0", Qt.Key.Key_Return, "0", "0", Qt.Key.Key_Return):
            keys.press(board, key)
    assert len(stored(window).completed) == 6
    assert board.hand_line.text() == "Hand 7 of 13  ·  1 card  ·  Ann deals"
    assert board.reminders.isVisibleTo(board)
    assert "forehead" in board.reminders.text()
    assert board.trump.name.text() == "Spades"


def test_a_shithead_sitting_shows_the_tally_and_who_deals_next(window: MainWindow,
                                                               keys: Keys, qtbot) -> None:
    window.start_game("shithead", ["Ann", "Ben", "Cat"], "Ann", {"target": 3})
    board = open_board(window)
    assert board.tally.dealer.text() == "Ann deals"
    assert board.trump.isHidden() and board.bids.isHidden()
    keys.press(board, "2")  # Ben alone: the loser
    with qtbot.waitSignal(window.controller.changed):
        keys.press(board, Qt.Key.Key_Return)
    assert stored(window).hands[0].loser == "Ben"
    assert board.tally.dealer.text() == "Ben deals"  # the loser deals next
    assert board.tally.last.text() == "Ben lost hand 1"
    assert board.tally.target.text() == "First to 3 losses ends the sitting"
    assert board.standings.caption.text() == "Losses"
    assert standing_row(board, "Ben") == ["3rd", "Ben", "1", "+1"]
    assert standing_row(board, "Ann")[2:] == ["0", ""]


class FakeScreen:
    """A second screen (a TV) for the offscreen platform, which has only one."""

    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name

    def geometry(self) -> QRect:
        return QRect(1920, 0, 1920, 1080)


def test_the_board_goes_to_another_screen_and_remembers_the_choice(
        window: MainWindow, monkeypatch) -> None:
    monkeypatch.setattr(QScreen, "name", lambda self: "eDP-1")  # the laptop's own
    own = window.screen()
    tv = FakeScreen("HDMI-1")
    monkeypatch.setattr(QGuiApplication, "screens", staticmethod(lambda: [own, tv]))
    assert Preferences().board_screen is None
    assert board_screen(None, own) is tv  # not chosen yet: the screen the window is not on
    monkeypatch.setattr(QGuiApplication, "screens", staticmethod(lambda: [own]))

    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    board = open_board(window)
    menu = board.screen_menu()
    (laptop,) = [a for a in menu.actions() if a.text().startswith("eDP-1")]
    laptop.trigger()  # the scorekeeper puts it on the laptop after all
    assert board.isVisible() and board.screen() is own
    window.preferences.sync()

    again = Preferences()  # what the next start of the app reads
    assert again.board_screen == "eDP-1"
    monkeypatch.setattr(QGuiApplication, "screens", staticmethod(lambda: [tv, own]))
    assert board_screen(again.board_screen, own) is own
    monkeypatch.setattr(QGuiApplication, "screens", staticmethod(lambda: [tv]))
    assert board_screen(again.board_screen, own) is tv  # the laptop's gone: the TV


def test_undo_works_from_the_board(window: MainWindow, keys: Keys, qtbot) -> None:
    window.start_game("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann", {})
    board = open_board(window)
    keys.press(board, "1")
    keys.press(board, "0")
    assert dict(stored(window).current.bids) == {"Ben": 1, "Cat": 0}
    board.activateWindow()
    qtbot.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dict(stored(window).current.bids) == {"Ben": 1}
    assert bid_column(board)["Cat"] == "–"


def test_another_games_rows_are_gone_before_the_event_loop_runs(window: MainWindow,
                                                                 qtbot) -> None:
    """The board is kept between games: the last game's rows must not stay drawn under
    the new game's (they are deleted only when the event loop next runs)."""
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    board = open_board(window)
    window.start_game("oh-shit-updown", ["Eve", "Fay", "Gus"], "Gus", {})
    board.show_scorecard(window.controller.scorecard)
    QApplication.processEvents()  # shows the new rows; deletes nothing (deleteLater waits)
    for panel in (board.bids, board.standings):
        names = [label.text() for label in panel.findChildren(QLabel)
                 if label.isVisibleTo(board) and label.text() in "Ann Ben Cat Dan Eve Fay Gus"
                 and label.text()]
        assert sorted(names) == ["Eve", "Fay", "Gus"]
    assert sorted(stored(window).setup.players) == ["Eve", "Fay", "Gus"]


def test_a_closed_board_draws_a_card_once_and_shows_the_game_as_it_went_on(
        window: MainWindow, keys: Keys, monkeypatch) -> None:
    """A hidden board draws each card it is given once (its rows made before it shows),
    not again as it is put on its screen and resized; reopened, it shows the hand the
    game reached while it was closed."""
    drawn: list[str] = []
    real_draw = BigBoard._draw
    monkeypatch.setattr(BigBoard, "_draw", lambda self, panel, *rest: (
        drawn.append(f"{'shown' if self.isVisible() else 'hidden'} "
                     f"{type(panel).__name__}"), real_draw(self, panel, *rest))[1])
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan", {})
    board = open_board(window)
    hidden = [line for line in drawn if line.startswith("hidden")]
    assert hidden and len(hidden) == len(set(hidden))  # each panel once while hidden
    assert any(line.startswith("shown") for line in drawn)
    keys.press(window.table.entry, Qt.Key.Key_F11)
    assert not board.isVisible()
    for ch in "1":
        keys.press(window.table.entry, ch)  # Ann's bid, typed with the board closed
    assert dict(stored(window).current.bids) == {"Ann": 1}
    board = open_board(window)
    assert bid_column(board)["Ann"] == "1"
