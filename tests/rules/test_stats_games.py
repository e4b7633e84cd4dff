"""Which game a stored game counts as in statistics: a built-in game as itself, a house
game as its name (never pooled with another)."""

from __future__ import annotations

import json

import pytest

from scorekeeper.rules import SetupError
from scorekeeper.rules.stats_games import (
    every_game,
    find_stats_game,
    has_bids,
    is_house_key,
    played_as,
    stats_key,
    stats_order,
    stats_rules,
    stats_title,
)

BUILT_IN = ["oh-shit-misere", "oh-shit-updown", "oh-hell-pw", "shithead", "whysteria"]


def test_a_house_game_counts_as_its_name() -> None:
    assert stats_key("oh-hell-pw", {"rules": {"name": "X"}}) == "oh-hell-pw"
    assert stats_key("house", {"rules": {"name": " Thursday club "}}) == "house:Thursday club"
    assert stats_key("house", json.dumps({"rules": {"name": "Zoe\u0301"}})) == "house:Zo\u00e9"
    for unreadable in (None, "{not json", {"rules": None}, {"rules": {"name": 5}},
                       {"rules": {"name": "  "}}, {}, "[]"):
        assert stats_key("house", unreadable) == "house"


def test_a_key_says_what_it_was_played_as_and_is_called() -> None:
    assert played_as("house:Thursday") == "house" and played_as("whysteria") == "whysteria"
    assert played_as("house") == "house"
    assert is_house_key("house:Thursday") and is_house_key("house")
    assert not is_house_key("shithead") and not is_house_key("housework")
    assert stats_title("house:Thursday club") == "Thursday club"
    assert stats_title("oh-hell-pw") == "Oh Hell (Pratt & Whitney)"
    assert stats_title("house") == "House rules"
    assert stats_title("poker") == "poker"
    assert stats_rules("house:Thursday").key == "house"
    assert stats_rules("shithead").key == "shithead"


def test_which_games_have_bids() -> None:
    assert has_bids("oh-hell-pw") and has_bids("house:Thursday") and has_bids("house")
    assert not has_bids("shithead") and not has_bids("poker")


def test_games_are_listed_built_in_first_then_house_games_by_name() -> None:
    keys = ["house:zeta", "whysteria", "house:Alpha", "oh-shit-misere", "whysteria",
            "house:beta"]
    assert stats_order(keys) == ["oh-shit-misere", "whysteria", "house:Alpha", "house:beta",
                                 "house:zeta"]
    assert every_game(["house:Club"]) == [*BUILT_IN, "house:Club"]


def test_a_game_is_found_by_key_title_or_house_name() -> None:
    keys = ["oh-hell-pw", "house:Thursday Club"]
    assert find_stats_game("OH-HELL-PW", keys) == "oh-hell-pw"
    assert find_stats_game("oh hell (pratt & whitney)", keys) == "oh-hell-pw"
    assert find_stats_game(" thursday club ", keys) == "house:Thursday Club"
    assert find_stats_game("shithead", keys) == "shithead"  # not played yet, still a game
    with pytest.raises(SetupError) as refused:
        find_stats_game("poker", keys)
    assert str(refused.value) == ("there is no game called 'poker' (the games are: "
                                  "oh-hell-pw, 'Thursday Club')")
    assert refused.value.rule == "game"
