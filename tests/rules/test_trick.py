"""The trick games' shared evaluation (``rules/games/trick.py``): what the table-changes
walk refuses, and how a refusal names its hand and player."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Bid, Game, RuleError, Tricks
from scorekeeper.rules.commands import Leave, SitOut
from scorekeeper.rules.house_rules import rules_from_dict

RULES = {"name": "Thursday club", "players": [2, 7], "schedule": {"shape": "constant",
         "peak": 3}, "end": "open", "bidding": {"order": "clockwise", "hook": "last"},
         "score": {"made": {"base": 10, "per_bid": 1}}, "table_changes": True}


def table_game() -> Game:
    players = ("Ann", "Ben", "Cat", "Dan")
    return Game.new("house", players, "Ann", {"rules": rules_from_dict(RULES).to_dict()})


def test_a_bid_for_someone_sitting_out_names_the_hand_and_the_player() -> None:
    """Rule book, table changes: a player sitting out has no bid."""
    game = table_game()
    game.apply(SitOut("Ben"))
    with pytest.raises(RuleError) as refused:
        game.apply(Bid("Ben", 1))
    assert str(refused.value) == "hand 1: Ben sits this hand out, so has no bids"
    assert (refused.value.hand, refused.value.player) == (1, "Ben")


def test_tricks_for_someone_who_left_are_refused() -> None:
    """Rule book, table changes: a player who left is dealt no more hands."""
    game = table_game()
    hand = game.scorecard.current
    while hand.expected_bidder is not None:
        game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
        hand = game.scorecard.current
    game.apply(Tricks({p: 3 if p == "Ann" else 0 for p in hand.bids}))
    game.apply(Leave("Cat"))
    hand = game.scorecard.current
    while hand.expected_bidder is not None:
        game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
        hand = game.scorecard.current
    with pytest.raises(RuleError) as refused:
        game.apply(Tricks({"Ann": 0, "Ben": 3, "Cat": 0, "Dan": 0}))
    assert str(refused.value) == "hand 2: Cat has left the game, so has no tricks"
    assert (refused.value.hand, refused.value.player) == (2, "Cat")
