"""Two players head to head: in the finished games they both played, who finished
ahead, game by game (each house game by its name), with their wins and the last
meetings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.stats_games import stats_order, stats_title
from ...rules.words import ENGLISH, Words
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


def _by_game(tallies: list[tuple[str, list[float]]], first: str, second: str, words: Words
             ) -> tuple[list[tuple[str, ...]], list[tuple[object, ...]]]:
    """The table's rows and the CSV's, a game at a time ("" last: all games)."""
    rows: list[tuple[str, ...]] = []
    csv: list[tuple[object, ...]] = []
    for key, t in tallies:
        n = int(t[0])
        if not n:
            continue
        rows.append((stats_title(key) if key else words.tr("All games"),
                     *(words.number(int(v)) for v in (n, *t[1:6])),
                     number(t[6] / n, words=words), number(t[7] / n, words=words)))
        csv.append((first, second, key or "all", n, int(t[1]), int(t[2]), int(t[3]),
                    int(t[4]), int(t[5])))
    return rows, csv


def h2h_report(store: ClubStore, first: str, second: str, words: Words = ENGLISH) -> Report:
    together = [g for g in store.club_games()
                if first in g.players and second in g.players]
    if not together:
        raise ReportError(f"{first} and {second} have not finished a game together")
    tallies, meetings = _tally(together, first, second)
    keys = stats_order(tallies)
    total = [sum(tallies[k][i] for k in keys) for i in range(8)]
    rows, csv = _by_game([(k, tallies[k]) for k in keys] + [("", total)], first, second,
                         words)
    last = tuple((_day(g.started, words), stats_title(g.variant), str(a), str(b),
                  first if a < b else second if b < a else words.tr("level", "neither ahead"))
                 for g, a, b in reversed(meetings[-LAST_MEETINGS:]))
    verdict = words.tr("{0} ahead {1} times, {2} ahead {3} times, level {4}").format(
        first, words.number(int(total[1])), second, words.number(int(total[2])),
        words.number(int(total[3])))
    versus = words.tr("{0} v {1}").format(first, second)
    # the columns say A and B: two long names would leave no room for the figures
    sections = (
        Section(versus, (("A", first), ("B", second),
                         (words.tr("Games together"), words.number(int(total[0]))),
                         (words.tr("Who finished ahead"), verdict)), (
            Table(words.tr("Game by game"), (
                words.tr("Game"), words.tr("Games"), words.tr("A ahead"),
                words.tr("B ahead"), words.tr("Level"), words.tr("A won"),
                words.tr("B won"), words.tr("A avg place"), words.tr("B avg place")),
                  tuple(rows), (False,) + (True,) * 8),
            Table(words.tr("Last meetings"), (
                words.tr("Date"), words.tr("Game"), words.tr("A place"), words.tr("B place"),
                words.tr("Ahead")), last, (False, False, True, True, False)))),
    )
    return Report("h2h", words.tr("Head to head: {0}").format(versus),
                  words.tr("%n finished game(s) together", "", int(total[0])), sections,
                  CSV_COLUMNS, tuple(csv), language=words.language)


def _day(stamp: str, words: Words) -> str:
    """A game's day as stored ("2026-11-27") in the report's language ("27.11.2026")."""
    from datetime import date

    try:
        return words.day(date.fromisoformat(stamp[:10]))
    except ValueError:
        return stamp[:10]
