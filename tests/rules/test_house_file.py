"""A house game in the scorecard file: ``"variant": "house"`` with its resolved
``"rules"``, read, written, scored and imported like any game."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from scorekeeper.rules import Game, RuleError
from scorekeeper.rules.filed_game import stored_from_document
from scorekeeper.rules.house_rules import HouseRulesError
from scorekeeper.rules.presets import preset
from scorekeeper.rules.rows import stored_game
from scorekeeper.rules.scorecard_file import scorecard_from_document, scorecard_to_json

from .test_house_engine import _random_house_game


def house_document(seed: int = 3, name: str = "twenty-plus-ten") -> dict[str, Any]:
    """A complete random house game as a scorecard document."""
    rules = preset(name).rules
    for attempt in range(50):
        state, _ = _random_house_game(random.Random(seed * 100 + attempt), rules)
        game = Game.new("house", state.setup.players, state.setup.first_dealer,
                        {"rules": rules.to_dict()})
        try:
            from scorekeeper.rules.evaluate import evaluate

            card = evaluate(type(state)(game.setup, state.hands))
        except RuleError:
            continue
        if card.completed:
            return scorecard_to_json(card)
    raise AssertionError("no playable game generated")


def test_a_house_scorecard_carries_every_setting_and_reads_back() -> None:
    document = house_document()
    assert document["variant"] == "house" and document["options"] == {}
    assert document["rules"] == preset("twenty-plus-ten").rules.to_dict()
    card = scorecard_from_document(json.loads(json.dumps(document)))
    assert scorecard_to_json(card) == document
    made = card.completed[0]
    bid, took = next((made.bids[p], made.tricks[p]) for p in made.bids)
    assert made.scores[next(iter(made.bids))] == (20 + 10 * bid if bid == took
                                                 else -10 * abs(bid - took))


@pytest.mark.parametrize("name", ["ten-plus-bid", "oh-hell-pw", "trick-plus-ten"])
@pytest.mark.parametrize("seed", range(4))
def test_importing_a_house_game_in_one_pass_gives_the_full_reading(name: str,
                                                                  seed: int) -> None:
    document = house_document(seed, name)
    quick = stored_from_document(copy.deepcopy(document))
    assert quick == stored_game(scorecard_from_document(document))


@pytest.mark.parametrize(("edit", "said"), [
    (lambda d: d.pop("rules"), "a house game needs its \"rules\""),
    (lambda d: d.update(options={"length": "half"}), "a house game has no options"),
    (lambda d: d["rules"].update(jokers=2), "jokers must be a whole number from 0 to 1"),
    (lambda d: d["rules"]["score"].update(bonus=3), "score.bonus is not a setting"),
    (lambda d: d.update(players=d["players"][:2]), "takes 3 to 7 players"),
])
def test_a_broken_house_scorecard_is_refused_in_one_line(edit: Any, said: str) -> None:
    document = house_document()
    edit(document)
    with pytest.raises(RuleError) as caught:
        scorecard_from_document(document)
    assert said in str(caught.value) and "\n" not in str(caught.value)


def test_only_a_house_game_has_rules() -> None:
    document = house_document()
    document["variant"] = "oh-shit-updown"
    with pytest.raises(RuleError, match="only a house game has \"rules\""):
        scorecard_from_document(document)


def test_a_house_game_keeps_its_rules_whatever_the_preset_says_later() -> None:
    """The rules travel resolved: the game is read by them, not by the preset's name."""
    document = house_document(name="ten-plus-bid")
    document["rules"]["score"]["made"]["base"] = 7
    card = scorecard_from_document(document)
    assert card.setup.options["rules"]["score"]["made"]["base"] == 7
    hand = card.completed[0]
    for player, bid in hand.bids.items():
        if hand.tricks[player] == bid:
            assert hand.scores[player] == 7 + bid


def test_a_count_that_cannot_be_dealt_is_refused_at_setup() -> None:
    rules = preset("ten-plus-bid").rules.to_dict()
    rules.update(pack="24", players=[3, 10])
    rules["schedule"] = {"shape": "list", "list": [3]}
    with pytest.raises(HouseRulesError, match=r"schedule\.list has a hand of 3 cards"):
        Game.new("house", [f"P{i}" for i in range(9)], "P0", {"rules": rules})
