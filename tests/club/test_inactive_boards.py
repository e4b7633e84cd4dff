"""A player marked inactive leaves the current leaderboards (the others' ranks close
up, their ratings unchanged: the games happened) and the running season's report; a
past season's report still lists everyone who played in it."""

from __future__ import annotations

from datetime import date

from scorekeeper.club.ratings import SHARED, leaderboard
from scorekeeper.club.reports.season import season_report
from scorekeeper.store import Store
from scorekeeper.store.commands import RetirePlayer
from tests.club.helpers import seed_games


def listed(report) -> set[str]:
    return {row[1] for s in report.sections for t in s.tables for row in t.rows}


def test_an_inactive_player_leaves_the_board_and_the_ranks_close_up(store: Store) -> None:
    seed_games(store, 10)
    book = SHARED.book(store, "whysteria")
    everyone = leaderboard(book)
    gone = everyone[0].player
    store.run(RetirePlayer(gone))
    shown = leaderboard(book, set(store.inactive_players()))
    assert [r.player for r in shown] == [r.player for r in everyone[1:]]
    assert [r.rating for r in shown] == [r.rating for r in everyone[1:]]
    assert shown[0].rank == 1
    assert {r.rank for r in shown} <= set(range(1, len(shown) + 1))


def test_the_running_season_leaves_them_out_a_past_one_keeps_them(store: Store) -> None:
    seed_games(store, 10)  # January 2026
    store.run(RetirePlayer("Ann"))
    running = season_report(store, "2026-01-01", "2026-12-31", today=date(2026, 3, 1))
    past = season_report(store, "2026-01-01", "2026-01-31", today=date(2026, 3, 1))
    assert "Ann" not in listed(running) and "Ann" in listed(past)
    assert "Ann" not in {row[0] for row in running.csv_rows}
