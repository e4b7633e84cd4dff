"""What the rules say in words: who an undo touched, and no tie-breaker named before
any hand was played."""

from __future__ import annotations

from scorekeeper.rules import Bid, Game, Outcome, Stop, Tricks, Undo


def test_undoing_the_tricks_names_whose_they_were() -> None:
    game = Game.new("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann")
    for player, bid in (("Ben", 1), ("Cat", 0), ("Ann", 1)):
        game.apply(Bid(player, bid))
    game.apply(Tricks({"Ann": 0, "Ben": 1, "Cat": 0}))
    assert game.undo_text == "the tricks (Ann 0, Ben 1, Cat 0)"
    assert game.apply(Undo()).done_text == "Undid the tricks (Ann 0, Ben 1, Cat 0)."


def test_undoing_a_shithead_hand_names_who_lost() -> None:
    game = Game.new("shithead", ["Ann", "Ben", "Cat"], "Ann")
    game.apply(Outcome(loser="Cat"))
    assert game.apply(Undo()).done_text == "Undid Cat as the loser."
    game.apply(Outcome(out_order=("Ben", "Ann", "Cat")))
    assert game.undo_text == "the order out: Ben, Ann, Cat"


def test_no_tie_breaker_is_named_when_no_hand_was_played() -> None:
    game = Game.new("oh-shit-misere", ["Ann", "Ben", "Cat"], "Ann")
    game.apply(Stop())
    card = game.scorecard
    assert all(s.place == 1 and s.shared for s in card.standings)
    assert not any("tie-breaker" in str(reason) for reason in card.reasons)
