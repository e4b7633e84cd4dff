"""Sums kept beside the last few scorecards: found for the very scorecard they were
worked out from, and only for the last ones given."""

from __future__ import annotations

import gc

from scorekeeper.rules import Game
from scorekeeper.rules.memo import ByScorecard
from scorekeeper.rules.results import Scorecard


def _scorecards(count: int) -> list[Scorecard]:
    """``count`` distinct scorecards, all alive."""
    return [Game.new("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann").scorecard
            for _ in range(count)]


def test_a_value_is_found_for_its_own_scorecard_only() -> None:
    first, second = _scorecards(2)
    memo: ByScorecard[str] = ByScorecard()
    memo.put(first, "one")
    assert memo.get(first) == "one"
    assert memo.get(second) is None
    assert memo.get(None) is None


def test_only_the_last_few_are_kept() -> None:
    a, b, c = _scorecards(3)
    memo: ByScorecard[str] = ByScorecard(kept=2)
    memo.put(a, "a")
    memo.put(b, "b")
    assert (memo.get(a), memo.get(b)) == ("a", "b")
    memo.put(c, "c")
    assert (memo.get(a), memo.get(b), memo.get(c)) == (None, "b", "c")


def test_a_value_given_again_counts_as_the_latest() -> None:
    a, b, c = _scorecards(3)
    memo: ByScorecard[str] = ByScorecard(kept=2)
    memo.put(a, "a")
    memo.put(b, "b")
    memo.put(a, "a again")
    memo.put(c, "c")
    assert (memo.get(a), memo.get(b), memo.get(c)) == ("a again", None, "c")


def test_a_scorecard_no_one_holds_is_not_kept_alive() -> None:
    memo: ByScorecard[str] = ByScorecard()
    (gone,) = _scorecards(1)
    memo.put(gone, "gone")
    key = id(gone)
    del gone
    gc.collect()
    assert all(entry[0]() is None for k, entry in memo._values.items() if k == key)
