"""A keystroke redraws what it changed: the scoreboard does not measure every hand again."""

from __future__ import annotations

import random

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.rules import Bid, Game, Tricks
from scorekeeper.rules.simulate import tricks_near_bids
from scorekeeper.store import GameSession, Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.lead_header import LeadHeader
from scorekeeper.ui.table.scoreboard import LEAD_COLUMNS, ScoreboardModel, ScoreboardView

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def bid_for(game: Game) -> Bid:
    hand = game.scorecard.current
    bid = 2 if hand.forbidden_bid != 2 or hand.final_bidder != hand.expected_bidder else 1
    return Bid(hand.expected_bidder, bid)


def played(hands: int) -> Game:
    """A whysteria game of ``hands`` hands, the next one's bidding begun."""
    game = Game.new("whysteria", PLAYERS, "Dan", {"schedule": "constant", "cards": 7})
    rng = random.Random(3)
    while len(game.scorecard.completed) < hands:
        while game.scorecard.current.expected_bidder is not None:
            game.apply(bid_for(game))
        hand = game.scorecard.current
        game.apply(Tricks(tricks_near_bids(rng, dict(hand.bids), hand.cards)))
    return game


def test_a_bid_asks_only_the_hand_in_play_for_its_contents(qtbot, monkeypatch) -> None:
    game = played(30)
    asked: set[int] = set()
    real = ScoreboardModel.data

    def data(self, index: QModelIndex, role: int = 0):  # type: ignore[no-untyped-def]
        asked.add(index.row())
        return real(self, index, role)

    monkeypatch.setattr(ScoreboardModel, "data", data)  # before Qt sees the model
    view = ScoreboardView()
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    view.set_scorecard(game.scorecard)
    view.horizontalHeader().sectionSize(0)  # the first layout, done
    assert asked  # the first layout measured the hands
    asked.clear()
    change = game.apply(bid_for(game))
    view.set_scorecard(change.scorecard, change.from_hand)
    view.horizontalHeader().sectionSize(0)  # a pending layout would run here
    assert asked <= {30}  # the hand in play (row 30), never the 30 hands before it
    shown = view.model_.presentation
    assert shown is not None
    assert shown.rows[30].cells[0].bid == change.scorecard.current.bids.get("Ann")


def test_a_new_hand_wider_than_its_column_widens_it(qtbot, monkeypatch) -> None:
    game = played(3)
    wide: set[int] = set()  # rows whose hand number is shown very wide
    real = ScoreboardModel.data

    def data(self, index: QModelIndex, role: int = 0):  # type: ignore[no-untyped-def]
        if index.row() in wide and index.column() == 0 and role == 0:
            return "hand number 1000000"
        return real(self, index, role)

    monkeypatch.setattr(ScoreboardModel, "data", data)
    view = ScoreboardView()
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    view.set_scorecard(game.scorecard)
    narrow = view.horizontalHeader().sectionSize(0)
    wide.add(4)  # the hand that comes next
    while len(game.scorecard.completed) < 4:
        hand = game.scorecard.current
        change = game.apply(bid_for(game) if hand.expected_bidder is not None else
                            Tricks({p: 0 for p in PLAYERS} | {hand.dealer: hand.cards}))
        view.set_scorecard(change.scorecard, change.from_hand)
    assert view.model_.rowCount() == 5
    assert view.horizontalHeader().sectionSize(0) >= \
        view.fontMetrics().horizontalAdvance("hand number 1000000") > narrow


def test_a_change_of_leader_moves_the_star_without_measuring_every_hand(
        qtbot, monkeypatch, window: MainWindow, app_store: Store) -> None:
    session = GameSession.start(app_store, "whysteria", PLAYERS, "Dan",
                                {"schedule": "constant", "cards": 7})
    game = played(30)  # the same game, kept beside the window's to choose the next bids
    for command in game.log:
        session.apply(command)
    asked: set[int] = set()  # rows whose hand, cards or trump cell was asked for
    painted: set[int] = set()  # the headings painted
    real, paint = ScoreboardModel.data, LeadHeader.paintSection

    def data(self, index: QModelIndex, role: int = 0):  # type: ignore[no-untyped-def]
        if index.column() < LEAD_COLUMNS:
            asked.add(index.row())
        return real(self, index, role)

    def heading(self, painter, rect, section: int) -> None:  # type: ignore[no-untyped-def]
        painted.add(section)
        paint(self, painter, rect, section)

    monkeypatch.setattr(ScoreboardModel, "data", data)
    monkeypatch.setattr(LeadHeader, "paintSection", heading)
    window.resize(900, 700)  # a narrow board beside the entry: the players' columns fixed
    window.open_game(session.game_id)
    QApplication.processEvents()
    board, controller = window.table.scoreboard, window.controller
    leaders = board.model_.presentation.leaders
    rng = random.Random(5)
    while board.model_.presentation.leaders == leaders:  # hands until the lead changes
        asked.clear()
        painted.clear()
        while game.scorecard.current.expected_bidder is not None:
            bid = bid_for(game)
            game.apply(bid)
            controller.apply(bid)
        hand = game.scorecard.current
        tricks = Tricks(tricks_near_bids(rng, dict(hand.bids), hand.cards))
        game.apply(tricks)
        controller.apply(tricks)
        QApplication.processEvents()
    on_screen = range(board.rowAt(0), board.model_.rowCount())  # painted, so asked
    assert on_screen.start > 0 and asked <= set(on_screen)  # never the hands above them
    moved = leaders ^ board.model_.presentation.leaders
    assert {LEAD_COLUMNS + PLAYERS.index(p) for p in moved} <= painted
    header = board.horizontalHeader()
    stars = [header.model().headerData(c, Qt.Orientation.Horizontal)
             for c in range(LEAD_COLUMNS, header.count())]
    stored = app_store.load_game(session.game_id).game.scorecard
    assert {s for s in stars if s.startswith("★")} == {
        f"★ {s.player}" for s in stored.standings if s.place == 1}  # the stored game's first
