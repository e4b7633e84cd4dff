"""The line where hand N starts, found by walking the characters (the reference the
quick finder in :mod:`.hand_position` is checked against)."""

from __future__ import annotations

import pytest

from scorekeeper.rules.locate import hand_line

TEXT = """{
  "players": ["a \\" [hands", "b"],
  "x": {"hands": [
    {"not": "these"}]},
  "hands": [
    {"bids": {"a": 1}},

    [1, 2],
    "text, with [brackets]",
    7,
    {"bids": {"a\\\\": 0}}
  ],
  "after": [{"z": 1}]
}"""


@pytest.mark.parametrize(("number", "line"), [
    (1, 6), (2, 8), (3, 9), (4, 10), (5, 11), (6, None), (0, None)])
def test_each_hand_is_found_on_its_line(number: int, line: int | None) -> None:
    assert hand_line(TEXT, number) == line


def test_hands_on_one_line_and_of_every_kind() -> None:
    text = '{"hands":[1,"two",[3],{"four":4},null,true]}'
    assert [hand_line(text, n) for n in range(1, 8)] == [1, 1, 1, 1, 1, 1, None]
    lines = '{"hands": [\n1,\n"two",\n[3],\n{"f": 4},\nnull\n]}'
    assert [hand_line(lines, n) for n in range(1, 7)] == [2, 3, 4, 5, 6, None]


def test_hands_that_are_not_the_top_levels_are_not_counted() -> None:
    assert hand_line('[{"hands": [{"a": 1}]}]', 1) is None
    assert hand_line('{"game": {"hands": [\n{"a": 1}]}}', 1) is None
    assert hand_line('{"hands": {"1": {}}}', 1) is None
    assert hand_line('{"hands": []}', 1) is None
    assert hand_line('{"hands"', 1) is None
    assert hand_line('{"hands": [\n\n', 1) is None


def test_a_second_hands_list_is_not_counted() -> None:
    text = '{"hands": [\n{"a": 1}],\n"hands": [\n{"b": 2},\n{"c": 3}]}'
    assert [hand_line(text, n) for n in (1, 2)] == [2, None]
