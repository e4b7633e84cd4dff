"""The scoreboard announces exactly what changed: the cells, the headers, or a new shape."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from scorekeeper.exports.presentation import present
from scorekeeper.rules import Correct, Game
from scorekeeper.rules.simulate import simulate
from scorekeeper.ui.table.scoreboard import CELL_ROLE, LEAD_COLUMNS, ScoreboardModel
from tests.rules.helpers import card, doc

PLAYERS = ["Ann", "Ben", "Cat"]


def updown(*hands: dict) -> object:
    return card(doc("oh-shit-updown", PLAYERS, list(hands)))


def span(blocker) -> tuple[tuple[int, int], tuple[int, int]]:
    top, bottom = blocker.args[0], blocker.args[1]
    return (top.row(), top.column()), (bottom.row(), bottom.column())


@pytest.fixture
def model(qapp) -> ScoreboardModel:
    return ScoreboardModel()


def test_a_bid_repaints_that_players_cell_only(qtbot, model: ScoreboardModel) -> None:
    model.set_scorecard(updown({"turn_up": "QH", "bids": {"Ben": 2}}))
    after = updown({"turn_up": "QH", "bids": {"Ben": 2, "Cat": 1}})
    cat = LEAD_COLUMNS + PLAYERS.index("Cat")
    with qtbot.assertNotEmitted(model.modelReset), \
            qtbot.waitSignal(model.dataChanged, timeout=1000) as blocker:
        model.set_scorecard(after)
    assert span(blocker) == ((0, cat), (0, cat))
    shown = model.data(model.index(0, cat), CELL_ROLE)
    assert shown == present(after).rows[0].cell("Cat") and shown.bid == 1  # what is stored


def test_nothing_changed_says_nothing(qtbot, model: ScoreboardModel) -> None:
    same = updown({"turn_up": "QH", "bids": {"Ben": 2}})
    model.set_scorecard(same)
    with qtbot.assertNotEmitted(model.dataChanged), qtbot.assertNotEmitted(model.modelReset), \
            qtbot.assertNotEmitted(model.headerDataChanged):
        model.set_scorecard(updown({"turn_up": "QH", "bids": {"Ben": 2}}))


def test_a_correction_repaints_its_cells_and_the_leaders_headers(
        qtbot, model: ScoreboardModel) -> None:
    bids = {"Ben": 0, "Cat": 0, "Ann": 0}
    before = updown({"turn_up": "QH", "bids": bids, "tricks": {"Ann": 7, "Ben": 0, "Cat": 0}})
    after = updown({"turn_up": "QH", "bids": bids, "tricks": {"Ann": 0, "Ben": 7, "Cat": 0}})
    model.set_scorecard(before)
    assert model.headerData(LEAD_COLUMNS + 1, Qt.Orientation.Horizontal) == "★ Ben"
    with qtbot.waitSignal(model.dataChanged, timeout=1000) as cells, \
            qtbot.waitSignal(model.headerDataChanged, timeout=1000) as headers:
        model.set_scorecard(after)
    assert span(cells) == ((0, LEAD_COLUMNS), (0, LEAD_COLUMNS + 1))  # Ann and Ben, not Cat
    assert headers.args == [Qt.Orientation.Horizontal, LEAD_COLUMNS, LEAD_COLUMNS + 1]
    assert model.headerData(LEAD_COLUMNS, Qt.Orientation.Horizontal) == "★ Ann"
    assert model.headerData(LEAD_COLUMNS + 1, Qt.Orientation.Horizontal) == "Ben"
    assert after.totals == {"Ann": 10, "Ben": -14, "Cat": 10}  # what the rules stored


def test_a_new_hand_adds_its_row_and_another_game_resets(qtbot,
                                                         model: ScoreboardModel) -> None:
    bids = {"Ben": 0, "Cat": 0, "Ann": 0}
    model.set_scorecard(updown({"turn_up": "QH", "bids": bids}))
    played = updown({"turn_up": "QH", "bids": bids, "tricks": {"Ann": 7, "Ben": 0, "Cat": 0}})
    with qtbot.assertNotEmitted(model.modelReset), \
            qtbot.waitSignal(model.rowsInserted, timeout=1000) as inserted:
        model.set_scorecard(played)
    assert inserted.args[1:] == [1, 1] and model.rowCount() == 2
    shown = model.presentation
    assert shown is not None
    assert shown.rows[0] == present(played).rows[0] and shown.rows[0].complete
    with qtbot.assertNotEmitted(model.modelReset), \
            qtbot.waitSignal(model.rowsRemoved, timeout=1000) as removed:
        model.set_scorecard(updown({"turn_up": "QH", "bids": bids}))  # undone
    assert removed.args[1:] == [1, 1] and model.rowCount() == 1
    other = simulate(random.Random(1), "shithead", ["Ann", "Ben"], "Ann", hands=1)
    with qtbot.waitSignal(model.modelReset, timeout=1000):
        model.set_scorecard(other)
    assert model.columnCount() == LEAD_COLUMNS + 2 and not model.bidding


def test_every_cell_shows_its_presentation(model: ScoreboardModel) -> None:
    scored = simulate(random.Random(4), "oh-hell-pw", PLAYERS, "Ann", hands=5)
    model.set_scorecard(scored)
    shown = present(scored)
    assert model.rowCount() == len(shown.rows)
    for r, row in enumerate(shown.rows):
        for c, cell in enumerate(row.cells, start=LEAD_COLUMNS):
            index = model.index(r, c)
            assert model.data(index, CELL_ROLE) == cell
            assert model.data(index) == cell.text
            assert model.data(index, Qt.ItemDataRole.ToolTipRole) == cell.tooltip
        assert model.data(model.index(r, 0)) == str(row.number)
        assert model.data(model.index(r, 2)) == row.trump


def test_a_correction_of_hand_1_repaints_the_moved_totals_in_one_rectangle(
        qtbot, model: ScoreboardModel) -> None:
    """Every later hand's totals move: one dataChanged spans the rows and columns that
    changed, found from the rules' hands, and every cell
    then shows what a whole presentation of the corrected card shows."""
    played = simulate(random.Random(2), "oh-shit-updown", PLAYERS, "Ann")
    game = Game(played.state)
    model.set_scorecard(game.scorecard)
    first = game.state.hands[0]
    tricks = dict(first.tricks)
    a, b = _two_different(tricks)
    change = game.apply(Correct(1, replace(first, tricks={**tricks, a: tricks[b],
                                                          b: tricks[a]})))
    before, after = present(played), present(change.scorecard)
    differing = [(r, c) for r, (old, new) in enumerate(zip(before.rows, after.rows,
                                                           strict=True))
                 for c, (x, y) in enumerate(zip(old.cells, new.cells, strict=True)) if x != y]
    emitted: list = []
    model.dataChanged.connect(lambda top, bottom, *_: emitted.append(
        ((top.row(), top.column()), (bottom.row(), bottom.column()))))
    model.set_scorecard(change.scorecard, change.from_hand)
    rows = [r for r, _ in differing]
    columns = [LEAD_COLUMNS + c for _, c in differing]
    assert len(rows) > len(PLAYERS)  # later hands moved, not only hand 1
    assert emitted == [((0, min(columns)), (max(rows), max(columns)))]
    for r, row in enumerate(after.rows):
        for c, cell in enumerate(row.cells, start=LEAD_COLUMNS):
            assert model.data(model.index(r, c), CELL_ROLE) == cell
    shown = model.presentation
    assert shown is not None
    assert shown.rows[rows[-1]].cells[columns[-1] - LEAD_COLUMNS].total == \
        change.scorecard.hands[rows[-1]].totals[PLAYERS[columns[-1] - LEAD_COLUMNS]]


def _two_different(tricks: dict[str, int]) -> tuple[str, str]:
    return next((x, y) for x in tricks for y in tricks if tricks[x] != tricks[y])
