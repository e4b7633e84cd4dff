"""Strict JSON's quick way (a plain text decoded at once) must agree with its careful way
(the text checked before decoding) on every text: the same value, or the same refusal."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import strict_json
from scorekeeper.rules.errors import ScorecardSyntaxError

LIMIT = 40  # containers: small, so texts over it are easy to make

_scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-(10 ** 21), max_value=10 ** 21),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(alphabet='ab[]{}":\\,7\u00e9\U0001F600', max_size=6))
_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(alphabet="ab[{", max_size=2), inner,
                                            max_size=4)),
    max_leaves=30)

# Edits that make a text break one rule or another: a key given twice, a constant JSON
# refuses, a lone surrogate, a long number, deep nesting, plain bad syntax.
_EDITS = ('"a": 1, "a": 2', 'NaN', '"\\ud800"', "}", ":",
          # As a member of an object: numbers and nesting just within the limits and past.
          *(f'"z": {number}' for number in ("9" * 18, "1" * 19, "-" + "9" * 18, "-1" + "0" * 18,
                                            "1.5e" + "9" * 19, "0." + "1" * 19)),
          *('"z": ' + "[" * depth + "]" * depth for depth in (14, 15, 16)))


def outcome(read: Any, text: str) -> tuple[str, Any]:
    try:
        return "value", read(text, max_containers=LIMIT)
    except ScorecardSyntaxError as error:
        return type(error).__name__, str(error)


@settings(max_examples=400, deadline=None)
@given(_values, st.sampled_from(("", *_EDITS)), st.integers(min_value=0, max_value=10 ** 6),
       st.sampled_from((None, 0, 2)))
def test_the_quick_way_agrees_with_the_careful_way(value: Any, edit: str, where: int,
                                                   indent: int | None) -> None:
    text = json.dumps(value, indent=indent, ensure_ascii=where % 2 == 0)
    if edit:
        # Into an object if there is one (where a key may go), else anywhere.
        braces = [i for i, c in enumerate(text) if c == "{"]
        member = edit.startswith('"')
        at = braces[where % len(braces)] + 1 if braces and member else (
            where % (len(text) + 1))
        after = text[at:].lstrip()
        text = text[:at] + edit + ("," if member and after[:1] not in ("}", "") else "") + \
            text[at:]
    assert outcome(strict_json.loads, text) == outcome(strict_json.careful_loads, text)


def test_a_plain_scorecard_is_read_the_quick_way(monkeypatch: Any) -> None:
    """Guards the speed of import: an ordinary file never takes the careful way."""
    text = json.dumps({"players": ["Ann", "Ben"], "hands": [{"bids": {"Ann": 1}}],
                       "notes": "a [note] {with} \"quotes\": 123456789012345678"})

    def careful(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("read the careful way")

    monkeypatch.setattr(strict_json, "careful_loads", careful)
    assert strict_json.loads(text, max_containers=LIMIT)["hands"][0]["bids"] == {"Ann": 1}


@pytest.mark.parametrize("text", [
    '{"z": ' + "[" * 15 + "]" * 15 + "}",  # 16 deep: the most allowed
    '{"z": ' + "[" * 16 + "]" * 16 + "}",  # 17 deep
    '{"z": [' + "9" * 18 + "]}",  # 18 digits: the most allowed
    '{"z": [' + "1" * 19 + "]}",
    '{"z": -' + "1" * 19 + "}",
    '{"z": "' + "1" * 19 + '"}',  # digits in a string are text
])
def test_both_ways_agree_at_the_limits(text: str) -> None:
    assert outcome(strict_json.loads, text) == outcome(strict_json.careful_loads, text)


@pytest.mark.parametrize("text", [
    '{"a":1,"a":2}',
    '{"h":[{"bids":{"Ann":1,"Ben":0,"Ann":2}}]}',
    '{"a":":","a":2}',  # a string from a colon beside a key given twice
    '{"a" :1,"a":2}',  # a key spaced from its colon
    '{"a"\n:1,"a":2}', '{"a"\r:1,"a":2}', '{"a"\t:1,"a":2}',  # by JSON's other spaces
    '{"a":"x:y","b":{"a":1},"c":[{"d":2,"d":2}]}',
])
def test_a_key_given_twice_in_compact_json_is_refused(text: str) -> None:
    """Compact text (an archive's lines) is decoded without looking at each key: a key
    given twice is found by counting them, and refused as the careful way refuses it."""
    assert outcome(strict_json.loads, text) == outcome(strict_json.careful_loads, text)
    assert outcome(strict_json.loads, text)[0] == "DuplicateKeyError"


@pytest.mark.parametrize("text", ['{"a":":b","c":[":"]}', '{"a":"b:c","d":{"e":1}}'])
def test_colons_in_strings_are_not_keys(text: str) -> None:
    assert outcome(strict_json.loads, text) == ("value", json.loads(text))


LONE = "it holds a lone surrogate, an escape such as \\ud800 without its pair"


@pytest.mark.parametrize(("text", "where"), [
    ('"\\ud800"', "the text at the top level"),
    ('{"hands": [{"bids": {"Ann": "\\ud800"}}, 1]}', "the text at hand 1, bids, Ann"),
    ('{"hands": [1, {"tricks": ["x", "\\udc00"]}]}', "the text at hand 2, tricks, item 2"),
    ('{"hands": [[1, "\\uDBFF"]]}', "the text at hand 1, item 2"),
    ('{"hands": {"x": "\\ud800"}}', "the text at hands, x"),
    ('{"players": ["a", "\\ud800"]}', "the text at players, item 2"),
    ('{"hands": ["\\ud800"]}', "the text at hand 1"),
    ('{"a": [[1, 2], ["ok", "\\ud800"]]}', "the text at a, item 2, item 2"),
    ('[{"ok": 1}, {"b\\"c": {"\\udfff": 1}}]', 'a key at item 2, b"c'),
    ('{"notes": "\\ud800", "players": ["\\ud800"]}', "the text at notes"),  # the first
    ('{"x": [{"y": 1}], "z": "\\ud800"}', "the text at z"),
])
def test_a_lone_surrogate_is_named_where_it_is(text: str, where: str) -> None:
    """Which string is not Unicode, by its place in the document (for people: hands
    counted from 1, list items too), the first in the file's order."""
    for read in (strict_json.loads, strict_json.careful_loads):
        assert outcome(read, text) == ("InvalidTextError", f"{where} is not valid Unicode "
                                                           f"({LONE})")


def test_exactly_as_many_containers_as_allowed_are_read_the_careful_way() -> None:
    text = "[" + "{}," * (LIMIT - 2) + "{}]"  # 40 in all
    assert len(strict_json.careful_loads(text, max_containers=LIMIT)) == LIMIT - 1


def _twice(key: str) -> str:
    """An object giving ``key`` twice."""
    return "{" + f'"{key}": 1, "{key}": 2' + "}"


def test_a_long_key_is_shown_cut_short() -> None:
    key = "k" * 60
    refused = outcome(strict_json.loads, _twice(key))
    assert refused == ("DuplicateKeyError", f"the key '{'k' * 38}… is given twice in one "
                                            "object; give it once")
    key = "k" * 38  # its quotes make 40: shown whole
    refused = outcome(strict_json.loads, _twice(key))
    assert refused[1].startswith(f"the key '{key}' is given twice")


def test_a_key_given_twice_is_named_and_kept_on_the_error() -> None:
    with pytest.raises(ScorecardSyntaxError) as refused:
        strict_json.loads('{"b": 1, "a": 1, "c": 2, "a": 2}', max_containers=LIMIT)
    assert getattr(refused.value, "key", None) == "a"
    assert str(refused.value) == "the key 'a' is given twice in one object; give it once"


@pytest.mark.parametrize(("text", "refusal"), [
    ('{"a": NaN}', ("ScorecardSyntaxError",
                    "not valid JSON: NaN is not a number JSON allows")),
    ('{"a\\u0062":NaN}', ("ScorecardSyntaxError",  # an escape: keys read one by one
                          "not valid JSON: NaN is not a number JSON allows")),
    ('{"a":[1,-Infinity]}', ("ScorecardSyntaxError",  # compact: keys counted
                             "not valid JSON: -Infinity is not a number JSON allows")),
    ('{"a": 1,\n "b": }', ("ScorecardSyntaxError",
                           "line 2: not valid JSON (Expecting value at column 7)")),
    ('{"a":\n\n [' + "1" * 19 + "]\n}\n", ("NumberTooLargeError",
                                       "line 3: the number 111111…111 (19 digits) "
                                       "is too large: numbers in a scorecard are counts of "
                                       "at most 18 digits")),
    ('{"a": -' + "9" * 12 + "0" * 8 + "}", (
        "NumberTooLargeError", "line 1: the number -99999…000 (20 digits) is too large: "
                               "numbers in a scorecard are counts of at most 18 digits")),
    ('\n{"a":\n"x",\n"b": ' + "[" * 17 + "]" * 17 + "\n}\n", (
        "NestingError", "line 4: objects and lists are nested more than 16 deep; no "
                        "scorecard needs that")),
    ("[[[]," + "[" * 15 + "]" * 15 + "]]", (  # closing one opens no room for two more
        "NestingError", "line 1: objects and lists are nested more than 16 deep; no "
                        "scorecard needs that")),
    ("[" + "{}," * 50 + "{}]", (
        "NestingError", "52 objects and lists: more than a scorecard can hold (at most 40)")),
    ("[" + "[]," * 1200 + "[]]", (
        "NestingError", "1,202 objects and lists: more than a scorecard can hold "
                        "(at most 40)")),
])
def test_each_refusal_says_what_and_where(text: str, refusal: tuple[str, str]) -> None:
    for read in (strict_json.loads, strict_json.careful_loads):
        assert outcome(read, text) == refusal
