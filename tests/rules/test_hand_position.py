"""Finding the line of hand N fast gives the same line as the reference walk, in any layout."""

from __future__ import annotations

import json
import random
import time

from scorekeeper.rules.hand_position import hand_line
from scorekeeper.rules.locate import hand_line as reference_line

from .random_games import random_game


def test_same_line_as_the_character_walk_in_every_layout() -> None:
    rng = random.Random(7)
    for _ in range(200):
        document = random_game(rng)
        if rng.random() < 0.3:  # "hands" first, last or in the middle
            hands = document.pop("hands")
            items = list(document.items())
            items.insert(rng.randint(0, len(items)), ("hands", hands))
            document = dict(items)
        document["notes"] = rng.choice(['"hands": [', "a \\\" quote, [brackets] {", ""])
        text = json.dumps(document, indent=rng.choice([None, 0, 1, 2, 4]),
                          ensure_ascii=rng.random() < 0.5)
        for number in range(1, len(document["hands"]) + 2):
            assert hand_line(text, number) == reference_line(text, number), (text, number)


def test_no_hands_no_line() -> None:
    for text in ["{}", '{"hands": []}', '{"hands": {}}', "[]", '{"players": ["hands"]}', ""]:
        assert hand_line(text, 1) is None


def test_the_last_hand_of_a_5_mb_file_is_found_at_once() -> None:
    hand = {"bids": {f"Player {i}": 1 for i in range(10)},
            "tricks": {f"Player {i}": 0 for i in range(10)}}
    text = json.dumps({"variant": "oh-hell-pw", "hands": [hand] * 2_000}, indent=2)
    text = text.replace("\n", "\n" + " " * ((4_900_000 - len(text)) // text.count("\n")))
    start = time.perf_counter()
    line = hand_line(text, 2_000)
    assert time.perf_counter() - start < 10  # a deadline against rescanning, not a speed goal
    assert line == reference_line(text, 2_000)
