"""The hands' list follows each change line by line and shows what a fresh list shows."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from scorekeeper.rules import Bid, Correct, Tricks, Undo
from scorekeeper.rules.simulate import tricks_near_bids
from scorekeeper.rules.taken_over import TakenOver
from scorekeeper.store import GameSession, Store
from scorekeeper.ui.main_window import MainWindow

PLAYERS = ["Ann", "Ben", "Cat"]


def lines(window: MainWindow) -> list[tuple[str, bool, bool]]:
    schedule = window.table.schedule
    return [(schedule.item(r).text(), schedule.item(r).font().bold(),
             schedule.item(r).isSelected()) for r in range(schedule.count())]


def _opened_game(qtbot, tmp_path: Path) -> tuple[GameSession, MainWindow]:
    """A whysteria game of three cards a hand, open at its table."""
    store = Store(tmp_path / "s.db")
    session = GameSession.start(store, "whysteria", PLAYERS, "Ann",
                                {"schedule": "constant", "cards": 3})
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.open_game(session.game_id)
    return session, window


def _bid_round(controller) -> None:
    """Every bid of the hand in play: 0, or 1 where 0 is the final bidder's hook."""
    while (hand := controller.scorecard.current).expected_bidder is not None:
        bid = 0 if hand.forbidden_bid != 0 or hand.final_bidder != hand.expected_bidder \
            else 1
        controller.apply(Bid(hand.expected_bidder, bid))


def test_the_schedule_after_each_entry_is_the_schedule_drawn_afresh(
        qtbot, tmp_path: Path) -> None:
    session, window = _opened_game(qtbot, tmp_path)
    controller, rng = window.controller, random.Random(2)
    for _ in range(3):
        _bid_round(controller)
        hand = controller.scorecard.current
        controller.apply(Tricks(tricks_near_bids(rng, dict(hand.bids), hand.cards)))
    controller.apply(Undo())
    shown = lines(window)
    assert shown[1][0].startswith("✓") and shown[2][0].startswith("▶")  # hand 3 undone
    fresh = MainWindow(Store(tmp_path / "s.db"))
    qtbot.addWidget(fresh)
    fresh.open_game(session.game_id)
    assert shown == lines(fresh)
    assert sum(bold for _text, bold, _selected in shown) == 1  # one hand in play
    current = controller.scorecard.current.number
    assert [selected for *_rest, selected in shown].index(True) == current - 1


def test_the_schedule_and_scorecard_after_corrections_are_drawn_afresh(
        qtbot, tmp_path: Path) -> None:
    """Corrections of hand 1 and 3 take the later hands over unmade: the list keeps
    their lines, the scorecard shows their new totals, as a window opened afresh."""
    session, window = _opened_game(qtbot, tmp_path)
    controller = window.controller
    for _ in range(8):
        _bid_round(controller)
        hand = controller.scorecard.current
        controller.apply(Tricks({PLAYERS[0]: hand.cards, PLAYERS[1]: 0, PLAYERS[2]: 0}))
    for number in (1, 3, 1):
        record = controller.scorecard.state.hands[number - 1]
        tricks = dict(record.tricks)
        tricks[PLAYERS[0]], tricks[PLAYERS[1]] = tricks[PLAYERS[1]], tricks[PLAYERS[0]]
        assert controller.apply(Correct(number, replace(record, tricks=tricks)))
    assert isinstance(controller.scorecard.hands, TakenOver)
    fresh = MainWindow(Store(tmp_path / "s.db"))
    qtbot.addWidget(fresh)
    fresh.open_game(session.game_id)
    assert lines(window) == lines(fresh)
    model, other = window.table.scoreboard.model_, fresh.table.scoreboard.model_
    assert model.rowCount() == other.rowCount() == 9
    cells = [[model.data(model.index(r, c)) for c in range(model.columnCount())]
             for r in range(model.rowCount())]
    assert cells == [[other.data(other.index(r, c)) for c in range(other.columnCount())]
                     for r in range(other.rowCount())]
    assert cells[7][3:] != cells[0][3:]  # the totals moved on from hand 1's
