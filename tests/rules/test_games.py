"""Which rules a game is played by: a game by its key, a house game by the settings it
carries, and the typed ways a screen asks for them."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules import SetupError
from scorekeeper.rules.game_record import GameSetup
from scorekeeper.rules.games import (
    VARIANTS,
    game_rules,
    order_out_rules,
    setup_fields,
    trick_rules,
    variant,
)
from scorekeeper.rules.house_rules import rules_from_dict

PLAYERS = ("Ann", "Ben", "Cat")
HOUSE_RULES = rules_from_dict({"name": "Club"}).to_dict()


def test_a_game_is_found_by_its_key() -> None:
    assert variant("whysteria").key == "whysteria"
    assert variant("house").key == "house"  # any house game answers by key alone
    wrongs: list[Any] = ["poker", ["whysteria"]]  # a list: unhashable, still refused
    for wrong in wrongs:
        with pytest.raises(SetupError) as refused:
            variant(wrong)
        assert str(refused.value) == (f"there is no game called {wrong!r} (the games are: "
                                      f"{', '.join(VARIANTS)})")
        assert refused.value.rule == "game"


def test_a_setups_rules() -> None:
    house = GameSetup("house", PLAYERS, "Ann", {"rules": HOUSE_RULES})
    assert game_rules(house).title == "Club"
    assert trick_rules(house).title == "Club"
    assert game_rules(GameSetup("shithead", PLAYERS, "Ann")).key == "shithead"
    assert order_out_rules(GameSetup("shithead", PLAYERS, "Ann")).key == "shithead"
    with pytest.raises(SetupError) as refused:
        trick_rules(GameSetup("shithead", PLAYERS, "Ann"))
    assert (str(refused.value), refused.value.rule) == ("Shithead has no bids and tricks",
                                                        "game")
    with pytest.raises(SetupError) as refused:
        order_out_rules(GameSetup("whysteria", PLAYERS, "Ann"))
    assert (str(refused.value), refused.value.rule) == ("Whysteria records no order out",
                                                        "game")


def test_how_a_scorecard_names_its_game() -> None:
    house = GameSetup("house", PLAYERS, "Ann", {"rules": HOUSE_RULES})
    assert setup_fields(house) == {"variant": "house", "options": {}, "rules": HOUSE_RULES}
    pw = GameSetup("oh-hell-pw", PLAYERS, "Ann", {"cards": 3})
    assert setup_fields(pw) == {"variant": "oh-hell-pw", "options": {"cards": 3}}


@pytest.mark.parametrize(("key", "turn_up", "tiebreak_cards"), [
    ("oh-shit-misere", True, 5),  # the suit of the turn-up; a 5-card tie-break deal
    ("oh-shit-updown", True, None),  # the turn-up; no tie-breakers
    ("oh-hell-pw", True, None),  # the turn-up; no tie-breakers
    ("whysteria", False, None),  # spades always: no turn-up recorded; no tie-breakers
])
def test_what_a_trick_game_asks_the_table_for(key: str, turn_up: bool,
                                               tiebreak_cards: int | None) -> None:
    """Whether a hand's turned-up card is typed, and the cards of a tie-break deal, as
    docs/rules.md gives them for each game (screens ask the game, not its class)."""
    game = variant(key)
    assert game.records_turn_up is turn_up
    assert game.tiebreak_cards == tiebreak_cards
