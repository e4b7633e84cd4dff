"""Scorecard files: the spec's example, derived values, malformed input."""

from __future__ import annotations

import json

import pytest

from scorekeeper.rules import RuleError, ScorecardFileError
from scorekeeper.rules.scorecard_file import parse_scorecard, read_scorecard

from .helpers import doc


def test_derived_values_in_a_file_must_agree() -> None:
    hand = {"cards": 1, "dealer": "A", "bids": {"A": 0, "B": 0, "C": 0},
            "tricks": {"A": 1, "B": 0, "C": 0}}
    parse_scorecard(json.dumps(doc("oh-hell-pw", ["A", "B", "C"], [hand])))
    hand["cards"] = 2
    with pytest.raises(RuleError, match="hand 1: the file gives cards 2, but the rules make it 1"):
        parse_scorecard(json.dumps(doc("oh-hell-pw", ["A", "B", "C"], [hand])))


@pytest.mark.parametrize(("text", "message"), [
    ("{", "not valid JSON"),
    ("[]", "one JSON object"),
    ('{"format": "other"}', "format is 'other'"),
    ('{"format": "scorekeeper-game", "version": 2}', "newer Scorekeeper"),
])
def test_unreadable_files(text: str, message: str) -> None:
    with pytest.raises(ScorecardFileError, match=message):
        parse_scorecard(text)


@pytest.mark.parametrize(("change", "message"), [
    ({"players": "Ann"}, "players must be a list"),
    ({"hands": [{"bids": {"A": 0}, "tricks": None, "trick": {}}]}, "unknown key 'trick'"),
    ({"hands": [{"bids": {"Zed": 0}}]}, "'Zed' is not playing"),
    ({"options": {"colour": 1}}, "no option 'colour'"),
    ({"hands": [{"bids": {"B": 0}}, {"bids": {}}]}, "hand 1: no tricks recorded"),
])
def test_rule_breaking_files(change: dict, message: str) -> None:
    document = doc("oh-hell-pw", ["A", "B", "C"])
    document.update(change)
    with pytest.raises(RuleError, match=message):
        parse_scorecard(json.dumps(document))


def test_missing_file(tmp_path) -> None:
    with pytest.raises(ScorecardFileError, match="no such file"):
        read_scorecard(tmp_path / "nope.json")
