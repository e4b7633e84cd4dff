"""What a scorecard says about one hand's table (a game with table changes)."""

from __future__ import annotations

from scorekeeper.rules.results import HandTable


def test_why_a_player_plays_no_part_in_a_hand() -> None:
    table = HandTable(ring=("Ann", "Ben", "Cat", "Dan"), away=frozenset({"Cat"}),
                      seated=("Ann", "Dan"), sitting_out=("Ben",))
    assert [table.absent(p) for p in ("Ann", "Ben", "Cat", "Dan", "Eve")] == [
        None, "sits this hand out", "has left the game", None, "has not joined yet"]
