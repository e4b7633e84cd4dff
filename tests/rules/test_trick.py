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


PW = ["Ann", "Ben", "Cat"]  # P&W with 3 players: hand 1 deals 1 card, Ann deals


def pw_hand(**keys: object) -> dict[str, object]:
    hand: dict[str, object] = {"bids": {"Ben": 0, "Cat": 0, "Ann": 0},
                               "tricks": {"Ann": 1, "Ben": 0, "Cat": 0}}
    return {**hand, **keys}


@pytest.mark.parametrize("game, penalties, message, player, rule", [
    ("oh-shit-updown", {"Ben": 1},
     "hand 1: Ben has a penalty, but oh-shit-updown has no penalties", "Ben", "penalties"),
    ("oh-hell-pw", {"Ben": 2},
     "hand 1: Ben's renege count must be a whole number from 0 to 1 (one a trick at most), "
     "not 2", "Ben", "renege count"),
    ("oh-hell-pw", {"Ben": -1},
     "hand 1: Ben's renege count must be a whole number from 0 or more, not -1", "Ben",
     "renege count"),
    ("oh-hell-pw", {"ben": 1, "BEN": 0}, "hand 1: Ben appears twice in penalties", "Ben", None),
    ("oh-hell-pw", [1], "hand 1: penalties must map player names to numbers", None, None),
])
def test_a_penalty_the_game_cannot_have_is_refused_naming_hand_player_and_rule(
        game: str, penalties: object, message: str, player: str | None,
        rule: str | None) -> None:
    """Rule book: penalties only in a game that has them, at most one a trick."""
    from .helpers import card, doc

    with pytest.raises(RuleError) as refused:
        card(doc(game, PW, [pw_hand(penalties=penalties)] if game == "oh-hell-pw" else [
            {"bids": {"Ben": 0, "Cat": 0, "Ann": 0}, "tricks": {"Ann": 7, "Ben": 0, "Cat": 0},
             "penalties": penalties}]))
    assert str(refused.value) == message
    assert refused.value.hand == 1 and refused.value.player == player
    if rule is not None:
        assert refused.value.rule == rule
