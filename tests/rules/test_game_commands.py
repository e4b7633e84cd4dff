"""The table log: commands, undo/redo, corrections, replay."""

from __future__ import annotations

import pytest

from scorekeeper.rules import (
    ABANDONED,
    FINISHED,
    Game,
    GameOverError,
    HandRecord,
    NothingToUndoError,
    RuleError,
    SetupError,
)
from scorekeeper.rules.commands import (
    Bid,
    Correct,
    Outcome,
    Penalty,
    Redo,
    Reopen,
    Stop,
    Tricks,
    Undo,
)

PLAYERS = ["Ann", "Ben", "Cat"]


def play_hand(game: Game, bids: dict[str, int], tricks: dict[str, int]) -> None:
    for _ in bids:
        who = game.scorecard.current.expected_bidder
        game.apply(Bid(who, bids[who]))
    game.apply(Tricks(tricks))


def test_undo_and_redo_every_action() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    game.apply(Bid("Ben", 2))
    game.apply(Bid("Cat", 3))
    assert game.undo_text == "Cat's bid of 3"
    game.apply(Undo())
    assert dict(game.scorecard.current.bids) == {"Ben": 2}
    assert game.can_redo
    game.apply(Redo())
    assert dict(game.scorecard.current.bids) == {"Ben": 2, "Cat": 3}
    game.apply(Undo())
    game.apply(Undo())
    assert not game.scorecard.hands and not game.can_undo
    with pytest.raises(NothingToUndoError):
        game.apply(Undo())


def test_new_action_clears_redo() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    game.apply(Bid("Ben", 2))
    game.apply(Undo())
    game.apply(Bid("Ben", 1))
    assert not game.can_redo


def test_refused_action_changes_nothing() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    game.apply(Bid("Ben", 2))
    before = game.state
    with pytest.raises(RuleError):
        game.apply(Bid("Cat", 9))
    assert game.state == before and game.log == [Bid("Ben", 2)]


def test_replaying_the_log_gives_the_same_game_including_undo() -> None:
    game = Game.new("oh-hell-pw", PLAYERS, "Cat")
    play_hand(game, {"Ann": 1, "Ben": 0, "Cat": 1}, {"Ann": 1, "Ben": 0, "Cat": 0})
    game.apply(Bid("Ben", 0))
    game.apply(Undo())
    game.apply(Bid("Ben", 1))
    game.apply(Penalty("Ben", 1, hand=1))
    replayed = Game.replay(Game.new("oh-hell-pw", PLAYERS, "Cat").state, game.log)
    assert replayed.state == game.state
    assert replayed.can_undo == game.can_undo


def test_correcting_an_earlier_hand_rescores_everything_after() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    play_hand(game, {"Ben": 2, "Cat": 2, "Ann": 2}, {"Ann": 2, "Ben": 2, "Cat": 3})
    play_hand(game, {"Cat": 1, "Ann": 1, "Ben": 1}, {"Ann": 1, "Ben": 1, "Cat": 4})
    assert game.scorecard.hands[1].totals["Cat"] == -2 - 6
    game.apply(Correct(1, HandRecord(bids={"Ben": 2, "Cat": 3, "Ann": 1},
                                     tricks={"Ann": 2, "Ben": 2, "Cat": 3})))
    assert game.scorecard.hands[0].scores["Cat"] == 16
    assert game.scorecard.hands[1].totals["Cat"] == 16 - 6
    game.apply(Undo())
    assert game.scorecard.hands[1].totals["Cat"] == -8


def test_a_correction_that_breaks_a_rule_is_refused() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    play_hand(game, {"Ben": 2, "Cat": 2, "Ann": 2}, {"Ann": 2, "Ben": 2, "Cat": 3})
    with pytest.raises(RuleError, match="hand 1: Ann deals and may not bid 3"):
        game.apply(Correct(1, HandRecord(bids={"Ben": 2, "Cat": 2, "Ann": 3},
                                         tricks={"Ann": 2, "Ben": 2, "Cat": 3})))
    assert game.scorecard.hands[0].bids["Ann"] == 2


def test_stop_abandons_a_fixed_game_and_ends_an_open_one() -> None:
    fixed = Game.new("oh-shit-updown", PLAYERS, "Ann")
    assert fixed.apply(Stop()).scorecard.status == ABANDONED
    with pytest.raises(GameOverError):
        fixed.apply(Bid("Ben", 1))
    open_game = Game.new("whysteria", PLAYERS, "Ann", {"schedule": "constant", "cards": 3})
    assert open_game.apply(Stop()).scorecard.status == FINISHED
    assert open_game.apply(Reopen()).scorecard.status != FINISHED


def test_setup_errors_name_the_problem() -> None:
    with pytest.raises(SetupError, match="'ann' and 'Ann' are the same name"):
        Game.new("oh-hell-pw", ["ann", "Ben", " Ann "], "Ben")
    with pytest.raises(SetupError, match="no game called 'poker'"):
        Game.new("poker", PLAYERS, "Ann")
    with pytest.raises(SetupError, match="has no option 'jokers'"):
        Game.new("oh-shit-misere", PLAYERS, "Ann", {"jokers": True})
    with pytest.raises(RuleError, match="'Zed' is not playing"):
        Game.new("oh-hell-pw", PLAYERS, "Zed")


def test_names_are_matched_ignoring_case_and_spaces() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "ann")
    assert game.setup.first_dealer == "Ann"
    game.apply(Bid(" ben ", 1))
    assert dict(game.scorecard.current.bids) == {"Ben": 1}


def test_shithead_outcomes() -> None:
    game = Game.new("shithead", PLAYERS, "Ann")
    game.apply(Outcome(loser="Cat"))
    assert game.scorecard.current.dealer == "Cat"
    game.apply(Outcome(out_order=["Ben", "Ann"]))
    assert game.scorecard.hands[-1].loser == "Cat"
    with pytest.raises(RuleError, match="record the loser"):
        game.apply(Outcome(winner="Ben"))
