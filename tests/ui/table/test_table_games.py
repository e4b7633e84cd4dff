"""Whole games of all five games entered from the keyboard, checked against the engine."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from scorekeeper.rules import Game, Scorecard
from scorekeeper.rules.commands import Bid, Outcome, Tricks
from scorekeeper.rules.simulate import tricks_near_bids
from scorekeeper.ui.main_window import MainWindow

from ..conftest import Keys


def entry_of(window: MainWindow):
    assert window.table is not None
    return window.table.entry


def card_of(window: MainWindow) -> Scorecard:
    assert window.controller is not None
    return window.controller.scorecard


def pick_bid(rng: random.Random, cards: int, forbidden: int | None) -> int:
    choices = [b for b in range(min(cards, 9) + 1) if b != forbidden]
    return rng.choice(choices)


def split_tricks(rng: random.Random, players: list[str], cards: int,
                 bids: dict[str, int]) -> dict[str, int]:
    """Tricks near the bids (so games reach their end), typed values below 10."""
    tricks = {p: bids[p] for p in players}
    tricks[players[-1]] += cards - sum(tricks.values())
    if tricks[players[-1]] >= 0 and rng.random() < 0.7:
        return tricks  # all but the last player made their bids
    while True:
        tricks = tricks_near_bids(rng, {p: bids[p] for p in players}, cards)
        if all(tricks[p] < 10 for p in players[:-1]):
            return tricks


def play_trick_game_by_keys(window: MainWindow, keys: Keys, rng: random.Random,
                            mirror: Game, called: bool = False) -> None:
    """Play to the end by keys; ``mirror`` receives the same actions through the engine."""
    entry = entry_of(window)
    while not card_of(window).over:
        hand = card_of(window).current
        assert hand is not None and hand.cards is not None
        cards = hand.cards
        order = list(entry.cells)
        if called:
            rng.shuffle(order)
        for player in order:
            current = card_of(window).current
            if called:
                while entry.selected != player:  # pick who called by first letter
                    keys.press(entry, player[0].lower())
            else:
                player = current.expected_bidder
            forbidden = current.forbidden_bid if current.final_bidder == player else None
            bid = pick_bid(rng, cards, forbidden)
            keys.number(entry, bid, cards)
            mirror.apply(Bid(player, bid))
        keys.press(entry, Qt.Key.Key_Return)
        tricks = split_tricks(rng, list(entry.cells), cards,
                              dict(card_of(window).current.bids))
        for player in list(entry.cells)[:-1]:
            keys.number(entry, tricks[player], cards)
        keys.press(entry, Qt.Key.Key_Return)
        mirror.apply(Tricks(tricks))
        assert card_of(window).hands[hand.number - 1].complete, entry.prompt.text()


@pytest.mark.parametrize(("game", "players", "options", "called"), [
    ("oh-shit-misere", ["Ann", "Ben", "Cat"], {"length": "half"}, False),
    ("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], {}, False),
    ("oh-hell-pw", ["Ann", "Ben", "Cat"], {}, False),
    ("whysteria", ["Ann", "Ben", "Cat"], {}, True),
])
def test_complete_trick_game_by_keys(window: MainWindow, keys: Keys, game: str,
                                     players: list[str], options: dict, called: bool) -> None:
    rng = random.Random(game)
    window.start_game(game, players, players[0], options)
    mirror = Game.new(game, players, players[0], options)
    play_trick_game_by_keys(window, keys, rng, mirror, called)
    card = card_of(window)
    assert card.status == "finished" and mirror.scorecard.status == "finished"
    assert card.totals == mirror.scorecard.totals
    assert [s.place for s in card.standings] == [s.place for s in mirror.scorecard.standings]
    assert "Final standings" in window.table.standings.heading.text()
    # What the window shows is what the database holds.
    assert window.store.load_game(window.controller.game_id).game.state == card.state


def test_complete_shithead_sitting_by_keys(window: MainWindow, keys: Keys) -> None:
    players = ["Ann", "Ben", "Cat"]
    window.start_game("shithead", players, "Ann", {"target": 3})
    mirror = Game.new("shithead", players, "Ann", {"target": 3})
    entry = entry_of(window)
    rng = random.Random(5)
    while not card_of(window).over:
        order = rng.sample(players, 3)
        if rng.random() < 0.5:
            for p in order:
                keys.press(entry, str(players.index(p) + 1))
            mirror.apply(Outcome(out_order=order))
        else:
            keys.press(entry, str(players.index(order[-1]) + 1))
            mirror.apply(Outcome(loser=order[-1]))
        keys.press(entry, Qt.Key.Key_Return)
    assert card_of(window).totals == mirror.scorecard.totals
    assert max(card_of(window).totals.values()) == 3
