"""One hand record in the scorecard file's JSON, both ways: what each key holds, the
keys a file may carry, and each refusal word for word with the hand it names."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules import RuleError
from scorekeeper.rules.game_record import HandRecord
from scorekeeper.rules.hand_json import hand_from_json, hand_to_json

FULL: dict[str, Any] = {
    "turn_up": "QH", "bids": {"Ann": 1, "Ben": 0}, "bid_order": ["Ben", "Ann"],
    "tricks": {"Ann": 1, "Ben": 0}, "penalties": {"Ben": 1},
    "joined": {"Cat": 3}, "joined_after": {"Cat": "Ann"}, "left": ["Dan"],
    "sitting_out": ["Eve"]}


def test_a_hand_reads_every_key_and_writes_it_back() -> None:
    record = hand_from_json(FULL, 4)
    assert record == HandRecord(
        turn_up="QH", bids={"Ann": 1, "Ben": 0}, bid_order=("Ben", "Ann"),
        tricks={"Ann": 1, "Ben": 0}, penalties={"Ben": 1}, joined={"Cat": 3},
        joined_after={"Cat": "Ann"}, left=("Dan",), sitting_out=("Eve",))
    assert hand_to_json(record) == FULL


def test_the_keys_a_reader_works_out_are_allowed_and_ignored() -> None:
    derived = {"number": 1, "cards": 7, "dealer": "Ann", "trump": "H", "scores": {},
               "totals": {}}
    assert hand_from_json({"bids": {"Ann": 0}, **derived}, 1) == HandRecord(bids={"Ann": 0})


def test_a_hand_without_bids_or_tricks_reads_as_empty() -> None:
    record = hand_from_json({}, 1)
    assert record == HandRecord()
    assert record.bids == {} and record.penalties == {} and record.tricks is None
    assert hand_to_json(record) == {"turn_up": None, "bids": {}}


@pytest.mark.parametrize(("record", "written"), [
    (HandRecord(out_order=("Cat", "Ann")), {"out_order": ["Cat", "Ann"]}),
    (HandRecord(loser="Ben"), {"loser": "Ben"}),
    (HandRecord(winner="Cat"), {"winner": "Cat"}),
    (HandRecord(bids={"Ann": 1}, tricks={"Ann": 0}),
     {"turn_up": None, "bids": {"Ann": 1}, "tricks": {"Ann": 0}}),
    (HandRecord(sitting_out=("Ann",)), {"turn_up": None, "bids": {}, "sitting_out": ["Ann"]}),
    (HandRecord(left=("Ann",)), {"turn_up": None, "bids": {}, "left": ["Ann"]}),
])
def test_a_hand_is_written_with_only_what_it_holds(record: HandRecord,
                                                   written: dict[str, Any]) -> None:
    assert hand_to_json(record) == written
    assert hand_from_json(written, 1) == record


def test_a_hand_is_written_with_each_name_passed_through() -> None:
    seat = {"Ann": "#0", "Ben": "#1", "Cat": "#2", "Dan": "#3", "Eve": "#4"}.__getitem__
    record = hand_from_json(FULL, 1)
    assert hand_to_json(record, seat) == {
        "turn_up": "QH", "bids": {"#0": 1, "#1": 0}, "bid_order": ["#1", "#0"],
        "tricks": {"#0": 1, "#1": 0}, "penalties": {"#1": 1}, "joined": {"#2": 3},
        "joined_after": {"#2": "#0"}, "left": ["#3"], "sitting_out": ["#4"]}
    shithead = HandRecord(out_order=("Ann", "Ben"), loser="Cat", winner="Ann")
    assert hand_to_json(shithead, seat) == {"out_order": ["#0", "#1"], "loser": "#2",
                                            "winner": "#0"}


@pytest.mark.parametrize(("raw", "message", "rule"), [
    ([], "each hand must be an object", "format"),
    ({"bids": {}, "zz": 1, "aa": 2}, "unknown key 'aa'", "format"),
    ({"turn_up": 12}, "turn_up must be a card code like QH, not 12", "format"),
    ({"bids": [1]}, "bids must map player names to numbers", "format"),
    ({"tricks": 3}, "tricks must map player names to numbers", "format"),
    ({"penalties": "x"}, "penalties must map player names to numbers", "format"),
    ({"bid_order": "Ann"}, "bid_order must be a list of names", "format"),
    ({"out_order": {"Ann": 1}}, "out_order must be a list of names", "format"),
    ({"joined": {"Cat": "3"}}, "joined must map player names to whole-number start totals, "
                               "not {'Cat': '3'}", "joined"),
    ({"joined": {"Cat": True}}, "joined must map player names to whole-number start totals, "
                                "not {'Cat': True}", "joined"),
    ({"joined": ["Cat"]}, "joined must map player names to whole-number start totals, not "
                          "['Cat']", "joined"),
    ({"joined_after": {"Cat": 1}}, "joined_after must map player names to the seated player "
                                   "each sits after, not {'Cat': 1}", "joined_after"),
    ({"left": "Dan"}, "left must be a list of player names, not 'Dan'", "left"),
    ({"sitting_out": ["Eve", 2]}, "sitting_out must be a list of player names, not "
                                  "['Eve', 2]", "sitting_out"),
])
def test_a_malformed_hand_is_refused_naming_the_hand(raw: Any, message: str,
                                                     rule: str) -> None:
    with pytest.raises(RuleError) as caught:
        hand_from_json(raw, 3)
    assert str(caught.value) == f"hand 3: {message}"
    assert (caught.value.hand, caught.value.rule) == (3, rule)


def test_changes_left_out_or_null_are_none() -> None:
    record = hand_from_json({"joined": None, "joined_after": None, "left": None,
                             "sitting_out": None}, 2)
    assert record == HandRecord() and not record.changes_table
