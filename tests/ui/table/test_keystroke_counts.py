"""How many keys a hand takes, per game: the figures of the keyboard map in docs/features.md."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scorekeeper.rules.commands import Bid, Tricks
from scorekeeper.store import GameSession, Store
from scorekeeper.ui.main_window import MainWindow
from scorekeeper.ui.table.correct_hand import CorrectHandDialog

from ..conftest import Keys

FOUR = ["Ann", "Ben", "Cat", "Dan"]
ENTER = Qt.Key.Key_Return


def stored(store: Store, window: MainWindow):
    return store.load_game(window.controller.game_id).game.scorecard


def press_all(keys: Keys, widget, sequence) -> None:
    for key in sequence:
        keys.press(widget, key)


# game, options, first dealer, keys for hand 1, the stored bids and tricks
PLAIN = [
    ("oh-shit-misere", {"length": "half"}, "Dan",  # 9 cards; anyone may bid anything
     ["2", "3", "1", "2", ENTER, "2", "3", "1"], {"Ann": 2, "Ben": 3, "Cat": 1, "Dan": 2},
     {"Ann": 2, "Ben": 3, "Cat": 1, "Dan": 3}),
    ("oh-shit-updown", {}, "Dan",  # 7 cards; Dan deals and bids last
     ["2", "1", "1", "2", ENTER, "2", "1", "1"], {"Ann": 2, "Ben": 1, "Cat": 1, "Dan": 2},
     {"Ann": 2, "Ben": 1, "Cat": 1, "Dan": 3}),
    ("oh-hell-pw", {}, "Dan",  # 1 card
     ["0", "1", "0", "1", ENTER, "0", "1", "0"], {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 1},
     {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 0}),
    ("whysteria", {}, "Dan",  # 7 cards, called in the default order
     ["2", "1", "1", "2", ENTER, "2", "1", "1"], {"Ann": 2, "Ben": 1, "Cat": 1, "Dan": 2},
     {"Ann": 2, "Ben": 1, "Cat": 1, "Dan": 3}),
]


@pytest.mark.parametrize(("game", "options", "dealer", "sequence", "bids", "tricks"), PLAIN,
                         ids=[row[0] for row in PLAIN])
def test_a_plain_four_player_hand_takes_nine_keys(window: MainWindow, app_store: Store,
                                                  keys: Keys, game, options, dealer, sequence,
                                                  bids, tricks) -> None:
    window.start_game(game, FOUR, dealer, options)
    press_all(keys, window.table.entry, [*sequence, ENTER])
    hand = stored(app_store, window).hands[0]
    assert hand.complete and dict(hand.bids) == bids and dict(hand.tricks) == tricks
    assert keys.count == 9 == 2 * len(FOUR) + 1


@pytest.mark.parametrize(("game", "word"), [("oh-shit-misere", "revoke"),
                                            ("oh-hell-pw", "renege")])
def test_a_hand_with_a_penalty_takes_two_keys_more(window: MainWindow, app_store: Store,
                                                   keys: Keys, game: str, word: str) -> None:
    options = {"length": "half"} if game == "oh-shit-misere" else {}
    window.start_game(game, FOUR, "Dan", options)
    entry = window.table.entry
    cards = window.controller.scorecard.current.cards
    bids = ["1", "0", "0", "0"] if cards == 1 else ["2", "3", "1", "2"]
    tricks = ["1", "0", "0"] if cards == 1 else ["2", "3", "1"]
    press_all(keys, entry, [*bids, "!", "c", ENTER, *tricks, ENTER])
    hand = stored(app_store, window).hands[0]
    assert hand.complete and dict(hand.penalties) == {"Cat": 1}
    assert keys.count == 2 * len(FOUR) + 1 + 2


def test_a_ten_card_whysteria_hand(window: MainWindow, app_store: Store, keys: Keys) -> None:
    window.start_game("whysteria", ["Ann", "Ben", "Cat"], "Ann", {"schedule": "long"})
    entry = window.table.entry
    # Ben 10, Cat 0, Ann 1 (a 1 in a 10-card hand: 1 then Enter); tricks Ben 10, Cat 0.
    press_all(keys, entry, ["1", "0", "0", "1", ENTER, ENTER, "1", "0", "0", ENTER])
    hand = stored(app_store, window).hands[0]
    assert dict(hand.bids) == {"Ben": 10, "Cat": 0, "Ann": 1}
    assert dict(hand.tricks) == {"Ben": 10, "Cat": 0, "Ann": 0}
    assert keys.count == 10


def test_a_thirteen_card_pw_hand(window: MainWindow, app_store: Store, keys: Keys) -> None:
    session = GameSession.start(app_store, "oh-hell-pw", FOUR, "Dan")
    while (hand := session.scorecard.current).number < 13:  # 12 quick hands, all 0 bids
        for player in (*hand.bid_order, *[p for p in _clockwise(hand.dealer) if
                                          p not in hand.bids]):
            forbidden = session.scorecard.current.forbidden_bid
            bid = 0 if forbidden != 0 else hand.cards
            session.apply(Bid(player, bid))
        bids = session.scorecard.current.bids
        session.apply(Tricks(_tricks_for(bids, hand.cards)))
    window.open_game(session.game_id)
    entry = window.table.entry
    assert window.controller.scorecard.current.cards == 13
    # Dan deals: Ann 0, Ben 13 (two keys), Cat 0, Dan 0 (P&W lets the dealer make the
    # total with 0); tricks Ann 0, Ben 13, Cat 0 and Dan's 0 follows.
    press_all(keys, entry, ["0", "1", "3", "0", "0", ENTER, "0", "1", "3", "0", ENTER])
    hand = stored(app_store, window).hands[12]
    assert dict(hand.bids) == {"Ann": 0, "Ben": 13, "Cat": 0, "Dan": 0}
    assert dict(hand.tricks) == {"Ann": 0, "Ben": 13, "Cat": 0, "Dan": 0}
    assert keys.count == 11


def _clockwise(dealer: str) -> list[str]:
    seat = FOUR.index(dealer)
    return [FOUR[(seat + k) % 4] for k in range(1, 5)]


def _tricks_for(bids, cards: int) -> dict[str, int]:
    tricks = dict.fromkeys(FOUR, 0)
    tricks[max(bids, key=lambda p: bids[p])] = cards
    return tricks


def test_a_correction_takes_three_keys(window: MainWindow, app_store: Store,
                                       keys: Keys) -> None:
    window.start_game("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann", {})
    for key in ("2", "2", "2", ENTER, "2", "2", ENTER):
        QTest.keyClick(window.table.entry, key)
    typed: list[Callable[[], None]] = []

    def in_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, CorrectHandDialog):
            QTimer.singleShot(10, in_dialog)
            return
        dialog.activateWindow()
        QApplication.processEvents()
        keys.press(dialog.focusWidget(), "1")  # Ben's bid: 2 becomes 1
        keys.press(dialog.focusWidget(), ENTER)
        typed.append(dialog.close)

    QTimer.singleShot(10, in_dialog)
    keys.count += 1  # Ctrl+E
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert typed and keys.count == 3
    assert stored(app_store, window).hands[0].bids["Ben"] == 1


@pytest.mark.parametrize(("sequence", "count"), [(["2", ENTER], 2),
                                                 (["1", "3", "2", ENTER], 4)])
def test_a_shithead_hand(window: MainWindow, app_store: Store, keys: Keys, sequence,
                         count: int) -> None:
    window.start_game("shithead", ["Ann", "Ben", "Cat"], "Ann", {})
    press_all(keys, window.table.entry, sequence)
    hand = stored(app_store, window).hands[0]
    assert hand.complete and hand.loser == "Ben"
    assert keys.count == count
