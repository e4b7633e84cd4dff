"""Two players head to head: in the finished games they both played, who finished
ahead, game by game (each house game by its name), with their wins and the last
meetings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.stats_games import stats_order, stats_title
from .model import Report, ReportError, Section, Table, number

if TYPE_CHECKING:
    from ...store.club_records import ClubGame
    from ...store.interfaces import ClubStore

CSV_COLUMNS = ("player", "opponent", "game", "games", "ahead", "behind", "level", "wins",
               "opponent_wins")
LAST_MEETINGS = 10


def _tally(together: list[ClubGame], first: str, second: str
           ) -> tuple[dict[str, list[float]], list[tuple[ClubGame, int, int]]]:
    """Per game: meetings, each ahead, level, each won, each's places summed; and
    the meetings (game, first's place, second's place) in the order played."""
    tallies: dict[str, list[float]] = {}
    meetings = []
    for game in together:
        places = {s.player: s.place for s in game.seats}
        a, b = places[first], places[second]
        if a is None or b is None:
            continue
        t = tallies.setdefault(game.variant, [0, 0, 0, 0, 0, 0, 0, 0])
        t[0] += 1
        t[1] += a < b
        t[2] += a > b
        t[3] += a == b
        t[4] += a == 1
        t[5] += b == 1
        t[6] += a
        t[7] += b
        meetings.append((game, a, b))
    return tallies, meetings


def h2h_report(store: ClubStore, first: str, second: str) -> Report:
    together = [g for g in store.club_games()
                if first in g.players and second in g.players]
    if not together:
        raise ReportError(f"{first} and {second} have not finished a game together")
    tallies, meetings = _tally(together, first, second)
    keys = stats_order(tallies)
    total = [sum(tallies[k][i] for k in keys) for i in range(8)]
    rows, csv = [], []
    for key, t in [(k, tallies[k]) for k in keys] + [("", total)]:
        n = int(t[0])
        if not n:
            continue
        rows.append((stats_title(key) if key else "All games", str(n), str(int(t[1])),
                     str(int(t[2])), str(int(t[3])), str(int(t[4])), str(int(t[5])),
                     number(t[6] / n), number(t[7] / n)))
        csv.append((first, second, key or "all", n, int(t[1]), int(t[2]), int(t[3]),
                    int(t[4]), int(t[5])))
    last = tuple((g.started[:10], stats_title(g.variant), str(a), str(b),
                  first if a < b else second if b < a else "level")
                 for g, a, b in reversed(meetings[-LAST_MEETINGS:]))
    verdict = (f"{first} ahead {int(total[1])} times, {second} ahead {int(total[2])} times, "
               f"level {int(total[3])}")
    # the columns say A and B: two long names would leave no room for the figures
    sections = (
        Section(f"{first} v {second}", (("A", first), ("B", second),
                                        ("Games together", str(int(total[0]))),
                                        ("Who finished ahead", verdict)), (
            Table("Game by game", ("Game", "Games", "A ahead", "B ahead", "Level", "A won",
                                   "B won", "A avg place", "B avg place"),
                  tuple(rows), (False,) + (True,) * 8),
            Table("Last meetings", ("Date", "Game", "A place", "B place", "Ahead"), last,
                  (False, False, True, True, False)))),
    )
    return Report("h2h", f"Head to head: {first} v {second}",
                  f"{int(total[0])} finished games together", sections, CSV_COLUMNS,
                  tuple(csv))
