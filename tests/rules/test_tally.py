"""What a game's totals count, in words: points stand alone, a tally has its noun."""

from __future__ import annotations

from scorekeeper.rules.tally import Tally


def test_a_tally_counts_in_its_own_words() -> None:
    assert [Tally.LOSSES.unit(n) for n in (0, 1, 2)] == ["0 losses", "1 loss", "2 losses"]
    assert [Tally.WINS.unit(n) for n in (1, 3)] == ["1 win", "3 wins"]
    assert [Tally.POINTS.unit(n) for n in (1, 12, -3)] == ["1", "12", "-3"]
    assert Tally.POINTS.noun(1) == "" and Tally.WINS.noun(1) == "win"
    assert Tally.LOSSES.words == ("loss", "losses") and Tally.WINS.words == ("win", "wins")
    assert Tally.POINTS.words == ("point", "points")


def test_a_tally_is_counted_and_charted_by_its_plural() -> None:
    assert not Tally.POINTS.counted and Tally.LOSSES.counted and Tally.WINS.counted
    assert [t.axis for t in Tally] == ["total", "losses", "wins"]
