"""Screens refresh from the changes commands answer with: a rename shows in History at
once, a screen is not read again when nothing changed, a refusal looks like one."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QInputDialog, QWidget

from scorekeeper.rules import Bid, ForbiddenBidError, Stop, Tricks, Undo
from scorekeeper.store import Store
from scorekeeper.store.commands import RenamePlayer
from scorekeeper.ui.history.history_model import COLUMNS
from scorekeeper.ui.main_window import MainWindow

PLAYERS_COLUMN = [key for key, _ in COLUMNS].index("players")


def play_one_hand(window: MainWindow) -> None:
    window.start_game("whysteria", ["Ann", "Ben"], "Ann", {"schedule": "constant", "cards": 1})
    for command in (Bid("Ben", 1), Bid("Ann", 1), Tricks({"Ann": 0, "Ben": 1}), Stop()):
        assert window.controller.apply(command)


def history_players(window: MainWindow) -> str:
    model = window.history.model
    return model.data(model.index(0, PLAYERS_COLUMN))


def test_a_rename_in_players_shows_in_history_at_once(qtbot, window: MainWindow,
                                                      app_store: Store, monkeypatch) -> None:
    play_one_hand(window)
    window.show_history()
    assert history_players(window) == "Ann, Ben"
    window.show_players()
    players = window.players
    players.refresh(select="Ben")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Benjamin", True))
    with qtbot.waitSignal(window.records.changed) as changed:
        players.rename()
    assert changed.args[0].command == RenamePlayer("Ben", "Benjamin")
    assert players.player() == "Benjamin"  # the view chose from the change
    assert app_store.history()[0].players == "Ann, Benjamin"  # stored
    window.show_history()
    assert history_players(window) == "Ann, Benjamin"  # shown
    assert window.history.player.findText("Benjamin") >= 0  # and offered as a filter


def test_a_screen_is_read_again_only_after_a_change(qtbot, window: MainWindow,
                                                   monkeypatch) -> None:
    play_one_hand(window)
    window.show_history()
    reads: list[int] = []
    monkeypatch.setattr(window.history.model, "refresh",
                        lambda: reads.append(1))
    window.show_start()
    window.show_history()
    assert reads == []  # nothing changed: nothing read
    window.open_game(window.history.model.game_at(0).id)
    with qtbot.waitSignal(window.controller.changed):
        window.controller.apply(Undo())  # the game reopened
    window.show_history()
    assert reads == [1]  # the game played since is read, once


def red_pixels(widget: QWidget) -> int:
    image = widget.grab().toImage()
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            count += colour.red() > 150 and colour.green() < 90 and colour.blue() < 90
    return count


def test_a_refusal_looks_like_one_until_the_next_change(qtbot, window: MainWindow) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    controller, status = window.controller, window.table.status
    assert controller.apply(Bid("Ben", 0)) and controller.apply(Bid("Cat", 0))
    forbidden = controller.scorecard.current.forbidden_bid
    with qtbot.waitSignal(controller.refused) as refused:
        controller.apply(Bid("Ann", forbidden))
    assert isinstance(refused.args[0], ForbiddenBidError)  # typed, not words
    assert "may not bid" in status.text() and status.property("refused")
    assert red_pixels(status) > 0  # drawn as a refusal
    assert controller.apply(Bid("Ann", 1 - forbidden if forbidden <= 1 else 0))
    assert not status.property("refused") and red_pixels(status) == 0
