"""Whysteria's own rules as a scorekeeper meets them: the options' limits, spades,
no turn-up, and the one-card hand held to the forehead."""

from __future__ import annotations

import pytest

from scorekeeper.rules import CardError, Game, SetupError, TurnUp

PLAYERS4 = ["Ann", "Ben", "Cat", "Dan"]


def test_a_constant_deal_may_use_the_whole_pack_and_no_more() -> None:
    Game.new("whysteria", PLAYERS4, "Ann", {"schedule": "constant", "cards": 13})
    with pytest.raises(SetupError) as refused:
        Game.new("whysteria", PLAYERS4, "Ann", {"schedule": "constant", "cards": 14})
    assert str(refused.value) == ("14 cards each for 4 players needs 56 cards, more than "
                                  "the 52 in the pack")
    assert refused.value.rule == "options"


def test_the_long_schedule_is_for_five_players_at_most() -> None:
    Game.new("whysteria", [*PLAYERS4, "Eve"], "Ann", {"schedule": "long"})
    with pytest.raises(SetupError) as refused:
        Game.new("whysteria", [*PLAYERS4, "Eve", "Fay"], "Ann", {"schedule": "long"})
    assert str(refused.value) == "the long schedule is for 2 to 5 players, not 6"
    assert refused.value.rule == "options"


def test_spades_are_trump_and_no_turn_up_is_taken() -> None:
    game = Game.new("whysteria", PLAYERS4, "Ann", {"schedule": "constant", "cards": 2})
    hand = game.scorecard.current
    assert (hand.trump, str(hand.trump_reason)) == ("S", "spades are always trump")
    with pytest.raises(CardError) as refused:
        game.apply(TurnUp("QH"))
    assert refused.value.rule == "turn-up" and "no turn-up is recorded" in str(refused.value)


@pytest.mark.parametrize(("cards", "forehead"), [(1, True), (2, False)])
def test_only_a_one_card_hand_is_held_to_the_forehead(cards: int, forehead: bool) -> None:
    game = Game.new("whysteria", PLAYERS4, "Ann", {"schedule": "constant", "cards": cards})
    reminders = game.scorecard.current.reminders
    assert any("forehead" in str(r) for r in reminders) == forehead
