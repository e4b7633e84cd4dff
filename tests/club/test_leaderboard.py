"""Leaderboard, head-to-head and club records: one game at a time, computed by hand."""

from __future__ import annotations

import subprocess
import sys

import pytest

from scorekeeper.club.leaderboard import club_records, head_to_head, tally
from scorekeeper.club.ratings import leaderboard, rate
from scorekeeper.store.club_records import ClubGame, SeatResult


def pw(game_id: int, seats: list[tuple[str, int, int, int, int]],
       kind: str = "oh-hell-pw") -> ClubGame:
    """seats: (player, place, total, hands, exact)."""
    started = f"2026-04-{game_id:02d}T19:00:00+00:00"
    return ClubGame(game_id, kind, started, started, started, "finished",
                    tuple(SeatResult(*s) for s in seats))


GAMES = [
    pw(1, [("Ann", 1, 120, 10, 6), ("Ben", 2, 80, 10, 4), ("Cat", 3, 40, 10, 2)]),
    pw(2, [("Ann", 1, 105, 10, 7), ("Ben", 1, 105, 10, 7), ("Cat", 3, 10, 10, 1)]),
    pw(3, [("Ann", 2, 60, 10, 3), ("Ben", 3, 55, 10, 3), ("Cat", 1, 130, 10, 8)]),
    pw(4, [("Ann", 1, 101, 12, 5), ("Cat", 2, 90, 12, 4)]),
]


def test_the_leaderboard_ranks_by_rating_with_each_record() -> None:
    rows = leaderboard(rate(GAMES)["oh-hell-pw"])
    assert [r.rank for r in rows] == [1, 2, 3]
    ann = next(r for r in rows if r.player == "Ann")
    assert (ann.games, ann.wins) == (4, 3)
    assert ann.exact_rate == pytest.approx(21 / 42)
    assert ann.rating == pytest.approx(ann.mu - 3 * ann.sigma)
    assert rows == sorted(rows, key=lambda r: -r.rating)


def test_a_game_without_bids_has_no_exact_rate_or_point_records() -> None:
    games = [pw(1, [("Ann", 1, 0, 4, 0), ("Ben", 2, 3, 4, 0)], kind="shithead")]
    (first, second) = leaderboard(rate(games)["shithead"])
    assert first.player == "Ann" and first.exact_rate is None is second.exact_rate
    records = club_records(rate(games)["shithead"].tally)
    assert [r.what for r in records] == ["Longest winning streak"]


def test_head_to_head_counts_ahead_behind_and_level() -> None:
    players, meetings = head_to_head(tally("oh-hell-pw", GAMES))
    assert players == ("Ann", "Cat", "Ben")  # most games first
    ann_ben = meetings[("Ann", "Ben")]
    assert (ann_ben.games, ann_ben.ahead, ann_ben.behind, ann_ben.level) == (3, 2, 0, 1)
    assert meetings[("Ben", "Ann")].behind == 2
    assert meetings[("Cat", "Ann")].games == 4


def test_club_records_first_to_reach_keeps_them() -> None:
    records = {r.what: r for r in club_records(tally("oh-hell-pw", GAMES))}
    assert (records["Highest total"].player, records["Highest total"].value,
            records["Highest total"].game_id) == ("Cat", 130, 3)
    assert (records["Most exact bids in a game"].player,
            records["Most exact bids in a game"].value) == ("Cat", 8)
    streak = records["Longest winning streak"]
    assert (streak.player, streak.value, streak.game_id) == ("Ann", 2, 2)  # Ben's 1 is shorter


def test_the_club_package_pulls_in_neither_qt_nor_sqlite() -> None:
    code = ("import sys, scorekeeper.club.ratings, scorekeeper.club.sittings, "
            "scorekeeper.club.leaderboard;"
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('PySide6', 'sqlite3', '_sqlite3', 'sqlite_utils', 'shiboken6')];"
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""
