"""The worked examples docs/rules.md adds to the rule texts' own (test_worked_examples.py):
the rule book's numbers are the engine's."""

from __future__ import annotations

import pytest

from scorekeeper.rules import ForbiddenBidError, Game
from scorekeeper.rules.commands import Bid, Outcome, Tricks
from scorekeeper.rules.games.pw import OhHellPW


def test_updown_hook_lead_and_scores() -> None:
    game = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan")
    for player, bid in (("Ann", 2), ("Ben", 1), ("Cat", 3), ("Dan", 0)):
        game.apply(Bid(player, bid))
    assert game.scorecard.current.first_lead == "Cat"
    game.apply(Tricks({"Ann": 2, "Ben": 0, "Cat": 3, "Dan": 2}))
    assert dict(game.scorecard.hands[0].scores) == {"Ann": 14, "Ben": -2, "Cat": 16, "Dan": -4}


@pytest.mark.parametrize(("bid", "tricks", "penalty", "score"),
                         [(2, 2, 0, 12), (2, 2, 1, -8), (3, 1, 0, -3), (1, 3, 0, -3)])
def test_pw_scores(bid: int, tricks: int, penalty: int, score: int) -> None:
    rules = OhHellPW()
    assert rules.with_penalty(rules.score(bid, tricks), penalty) == score


@pytest.mark.parametrize(("total", "kept"), [(50, 0), (100, 0), (-50, 0), (0, 0), (38, 38),
                                             (101, 101)])
def test_pw_resets_at_multiples_of_50(total: int, kept: int) -> None:
    assert OhHellPW().after_reset(total) == kept


def test_whysteria_final_caller_and_first_lead() -> None:
    game = Game.new("whysteria", ["Ann", "Ben", "Cat"], "Ann",
                    options={"schedule": "constant", "cards": 5})
    game.apply(Bid("Ben", 2))
    game.apply(Bid("Ann", 1))
    with pytest.raises(ForbiddenBidError, match=r"Cat bids last and may not bid 2 "
                                                r"\(bids would total the 5 cards\)"):
        game.apply(Bid("Cat", 2))
    game.apply(Bid("Cat", 0))
    assert game.scorecard.current.first_lead == "Ann"
    game.apply(Tricks({"Ann": 1, "Ben": 3, "Cat": 1}))
    assert dict(game.scorecard.hands[0].scores) == {"Ann": 1, "Ben": 0, "Cat": 0}


def test_shithead_loser_deals_and_target_ends_the_sitting() -> None:
    game = Game.new("shithead", ["Ann", "Ben", "Cat"], "Ann", options={"target": 2})
    game.apply(Outcome(loser="Ben"))
    assert game.scorecard.current.dealer == "Ben"
    game.apply(Outcome(out_order=("Cat", "Ann", "Ben")))
    card = game.scorecard
    assert card.status == "finished"
    assert [(s.place, s.player, s.total) for s in card.standings] == [
        (1, "Ann", 0), (1, "Cat", 0), (3, "Ben", 2)]
