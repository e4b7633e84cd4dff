"""The scorecard reader's own checks, below the command line: strict JSON, limits, metadata."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.rules import RuleError, ScorecardFileError
from scorekeeper.rules.errors import (
    DuplicateKeyError,
    FileTooLargeError,
    InvalidTextError,
    NestingError,
    NotARegularFileError,
    NumberTooLargeError,
    ScorecardSyntaxError,
)
from scorekeeper.rules.scorecard_file import (
    MAX_HANDS,
    parse_document,
    read_scorecard,
    read_scorecard_file,
    scorecard_from_document,
)

from .helpers import doc

PLAYERS = ["Ann", "Ben", "Cat"]


def text_of(**extra: object) -> str:
    return json.dumps(doc("oh-hell-pw", PLAYERS, **extra))


@pytest.mark.parametrize(("text", "error", "words"), [
    ('{"a": 1, "a": 2}', DuplicateKeyError, "'a' is given twice"),
    ('{"a": {"b": 1, "c": {"b": 2, "b": 3}}}', DuplicateKeyError, "'b' is given twice"),
    ('{"a": NaN}', ScorecardSyntaxError, "NaN"),
    ('{"a": -Infinity}', ScorecardSyntaxError, "Infinity"),
    ('{\n"a":\n' + "[" * 17 + "]" * 17 + "}", NestingError, "line 3: objects and lists are "
                                                              "nested more than 16 deep"),
    ("[" * 100_000, NestingError, "objects and lists"),
    ('{\n\n"a": ' + "7" * 19 + "}", NumberTooLargeError, "line 3: the number"),
    ('{"a": "' + "7" * 50 + '"}', None, ""),  # digits in a string are text
    ('{"a": "\\ud800"}', InvalidTextError, "the text at a is not valid Unicode"),
    ('{"\\udfff": 1}', InvalidTextError, "a key at the top level is not valid Unicode"),
    ('{"a": "\\ud83d\\ude00"}', None, ""),  # an escaped pair is one valid character
    ("[1]", ScorecardFileError, "one JSON object"),
    ("{} {}", ScorecardSyntaxError, "line 1: not valid JSON"),
])
def test_strict_json(text: str, error: type[Exception] | None, words: str) -> None:
    if error is None:
        parse_document(text)
        return
    with pytest.raises(error) as refused:
        parse_document(text)
    assert words in str(refused.value)


def test_an_escaped_emoji_name_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "emoji.json"
    path.write_text(json.dumps(doc("oh-hell-pw", ["Ann \U0001F600", "Ben", "Cat"])))
    assert read_scorecard(path).setup.players[0] == "Ann \U0001F600"


def test_a_byte_order_mark_is_allowed_and_bad_utf8_is_not(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + text_of().encode())
    assert read_scorecard(path).setup.players == tuple(PLAYERS)
    path.write_bytes(text_of().encode().replace(b"Ann", b"A\xffn"))
    with pytest.raises(InvalidTextError, match="is not UTF-8"):
        read_scorecard_file(path)


def test_file_limits(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_text(text_of() + " " * 5_000_000)
    with pytest.raises(FileTooLargeError, match="at most 5 MB"):
        read_scorecard_file(big)
    with pytest.raises(NotARegularFileError, match="folder"):
        read_scorecard_file(tmp_path)


def test_hand_and_player_limits() -> None:
    document = doc("shithead", ["Ann", "Ben"], [{"loser": "Ann"}] * (MAX_HANDS + 1))
    with pytest.raises(RuleError, match=f"{MAX_HANDS + 1:,} hands; a scorecard holds at most"):
        scorecard_from_document(document)
    document = doc("oh-hell-pw", [f"P{i}" for i in range(1_000)])
    with pytest.raises(RuleError, match="players lists 1,000 names"):
        scorecard_from_document(document)
    document = doc("whysteria", PLAYERS, [{"bids": {}, "bid_order": PLAYERS * 400}])
    with pytest.raises(RuleError, match="hand 1: bid_order lists 1,200 names, but 3 play"):
        scorecard_from_document(document)


@pytest.mark.parametrize(("cards", "count", "refused"), [(1, 1, False), (1, 2, True),
                                                         (3, 3, False), (3, 4, True)])
def test_penalty_counts_go_up_to_the_cards(cards: int, count: int, refused: bool) -> None:
    hands = [{"bids": {p: 0 for p in PLAYERS}, "tricks": {"Ann": k, "Ben": 0, "Cat": 0},
              **({"penalties": {"Ben": count}} if k == cards else {})}
             for k in range(1, cards + 1)]
    document = doc("oh-hell-pw", PLAYERS, hands)
    if not refused:
        assert scorecard_from_document(document).hands[cards - 1].penalties == {"Ben": count}
        return
    with pytest.raises(RuleError, match=f"hand {cards}: Ben's renege count must be a whole "
                                        f"number from 0 to {cards}"):
        scorecard_from_document(document)


def test_tiebreak_deals_take_no_unknown_keys() -> None:
    document = doc("oh-shit-misere", PLAYERS, tiebreak=[
        {"players": ["Ann", "Ben"], "bids": {}, "tricks": {}, "winner": "Ann"}])
    with pytest.raises(RuleError, match="tie-break deal 1: unknown key 'winner'"):
        scorecard_from_document(document)
