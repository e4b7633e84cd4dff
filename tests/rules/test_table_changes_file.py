"""The table changes in the scorecard file: ``joined``, ``joined_after``, ``left`` and
``sitting_out`` read and written back exactly; wrong values refused naming the key."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from scorekeeper.rules import RuleError
from scorekeeper.rules.filed_game import stored_from_document
from scorekeeper.rules.house_rules import rules_from_dict
from scorekeeper.rules.rows import ENTRY_WIDTH, stored_game
from scorekeeper.rules.scorecard_file import (
    parse_scorecard,
    score_json,
    scorecard_from_document,
    scorecard_to_json,
)

RULES = rules_from_dict({"name": "Thursday club", "players": [2, 7],
                         "schedule": {"shape": "constant", "peak": 2}, "end": "open",
                         "score": {"made": {"base": 10, "per_bid": 1}},
                         "trump": {"kind": "fixed", "suit": "S"},
                         "table_changes": True}).to_dict()


def changed_document() -> dict[str, Any]:
    """Four hands: Dan joins after Ann with 5 points, Ben sits out, Cat leaves."""
    return {
        "format": "scorekeeper-game", "version": 1, "variant": "house", "options": {},
        "rules": RULES, "players": ["Ann", "Ben", "Cat"], "first_dealer": "Ann",
        "stopped": False,
        "hands": [
            {"turn_up": None, "bids": {"Ben": 1, "Cat": 0, "Ann": 1},
             "tricks": {"Ann": 1, "Ben": 1, "Cat": 0}},
            {"turn_up": None, "bids": {"Ben": 0, "Cat": 1, "Ann": 0, "Dan": 1},
             "tricks": {"Ann": 0, "Dan": 1, "Ben": 0, "Cat": 1},
             "joined": {"Dan": 5}, "joined_after": {"Dan": "Ann"}},
            {"turn_up": None, "bids": {"Ann": 1, "Dan": 0, "Cat": 0},
             "tricks": {"Ann": 1, "Dan": 1, "Cat": 0}, "sitting_out": ["Ben"]},
            {"turn_up": None, "bids": {"Ben": 1, "Ann": 0, "Dan": 0},
             "tricks": {"Ann": 0, "Dan": 1, "Ben": 1}, "left": ["Cat"]},
        ],
    }


def test_the_changes_read_back_exactly_and_score_as_the_table_played() -> None:
    document = changed_document()
    card = scorecard_from_document(json.loads(json.dumps(document)))
    assert scorecard_to_json(card) == document
    assert card.players == ("Ann", "Ben", "Cat", "Dan")
    dealers = [h.dealer for h in card.hands]
    # Ann, then Dan (seated on her left), then Ann again as Ben sits out and Cat…
    assert dealers == ["Ann", "Dan", "Cat", "Ann"]
    scored = score_json(card)
    assert scored["hands"][1]["joined"] == {"Dan": 5}
    assert scored["hands"][2]["sitting_out"] == ["Ben"]
    assert scored["hands"][3]["left"] == ["Cat"]
    assert "Ben" not in scored["hands"][2]["scores"]
    assert scored["hands"][2]["totals"]["Ben"] == scored["hands"][1]["totals"]["Ben"]
    standings = {s["player"]: s["total"] for s in scored["standings"]}
    assert standings["Cat"] == scored["hands"][2]["totals"]["Cat"]  # left: total kept


def test_one_pass_import_gives_the_full_reading_for_a_game_with_changes() -> None:
    document = changed_document()
    quick = stored_from_document(copy.deepcopy(document))
    full = stored_game(scorecard_from_document(document))
    assert quick == full
    assert full.players == ("Ann", "Ben", "Cat", "Dan")
    seats = {s.seat: s for s in full.summaries}
    assert seats[1].hands == 3 and seats[3].hands == 3  # Ben sat one out; Dan joined late
    numbers, seats_of = full.entries[0::ENTRY_WIDTH], full.entries[1::ENTRY_WIDTH]
    assert (3, 1) not in set(zip(numbers, seats_of, strict=True))


def _with(hand: int, **changes: Any) -> dict[str, Any]:
    document = changed_document()
    document["hands"][hand - 1].update(changes)
    return document


@pytest.mark.parametrize(("document", "named"), [
    (_with(2, joined={"Dan": "five"}), "hand 2: joined must map player names to whole-number"),
    (_with(2, joined={"Dan": True}), "hand 2: joined must map"),
    (_with(2, joined=["Dan"]), "hand 2: joined must map"),
    (_with(2, joined_after={"Dan": 3}), "hand 2: joined_after must map player names"),
    (_with(2, joined_after={}), "joined_after must give the seat of each who joined"),
    (_with(2, joined={"Dan": 5, "Eve": 0}), "joined_after must give the seat"),
    (_with(2, joined={"Dan": 10**9}), "Dan's start total must be a whole number"),
    (_with(2, joined={"Ann": 0}, joined_after={"Ann": "Ben"}), "Ann is in the game already"),
    (_with(2, joined={"D\x1bn": 0}, joined_after={"D\x1bn": "Ann"}), "control character"),
    (_with(2, joined_after={"Dan": "Zed"}), "joined_after: 'Zed' is not in this game"),
    (_with(3, sitting_out="Ben"), "hand 3: sitting_out must be a list of player names"),
    (_with(3, sitting_out=[7]), "hand 3: sitting_out must be a list"),
    (_with(3, sitting_out=["Ben", "ben"]), "Ben appears twice in sitting_out"),
    (_with(3, sitting_out=["Ann", "Ben", "Cat"]), "only 1 player would be dealt in"),
    (_with(4, left={"Cat": 1}), "hand 4: left must be a list of player names"),
    (_with(4, left=["Cat"] * 40), "left lists 40 names"),
    (_with(1, left=["Cat"]), "nobody can leave before the first hand"),
    (_with(1, joined={"Dan": 0}, joined_after={"Dan": "Ann"}), "nobody can join before"),
    (_with(3, bids={"Ann": 1, "Dan": 0, "Cat": 0, "Ben": 0}), "Ben sits this hand out"),
    (_with(4, left=["Cat", "Ben", "Dan"]), "only 1 player would be dealt in"),
])
def test_a_wrong_change_is_refused_naming_the_key(document: dict[str, Any], named: str
                                                  ) -> None:
    with pytest.raises(RuleError) as caught:
        parse_scorecard(json.dumps(document))
    assert named in str(caught.value)
    assert "\n" not in str(caught.value)


def test_changes_in_a_game_without_them_are_refused() -> None:
    document = changed_document()
    document["rules"] = {**RULES, "table_changes": False}
    with pytest.raises(RuleError, match="hand 2: joined: players join, leave or sit out only"):
        parse_scorecard(json.dumps(document))
    builtin = {**document, "variant": "oh-hell-pw"}
    del builtin["rules"]
    builtin["hands"] = [{"bids": {"Ann": 0, "Cat": 0}, "sitting_out": ["Ben"]}]
    with pytest.raises(RuleError, match=r"hand 1: sitting_out: .* table_changes: true"):
        parse_scorecard(json.dumps(builtin))
