"""The season leaderboard: for a period, each game's ratings (everyone starting level
on its first day), games, wins, average place and exact-bid rate, and how each
player's rank moved since the period of the same length just before it."""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING

from ...rules.stats_games import has_bids, stats_title
from ...rules.words import ENGLISH, Words
from ..games import games_to_choose
from ..leaderboard import LeaderboardRow
from ..ratings import SHARED, leaderboard
from .model import Report, ReportError, Section, Table, number, percent

if TYPE_CHECKING:
    from ...store.interfaces import ClubStore

CSV_COLUMNS = ("player", "game", "games", "wins", "rating", "rank", "average_place",
               "exact_rate", "previous_rank", "movement")


def season_period(since: str | None, until: str | None,
                  today: date | None = None) -> tuple[date, date]:
    """The period asked for: ``until`` (default today) back to ``since`` (default the
    first of January of ``until``'s year); a :class:`ReportError` when it runs
    backwards."""
    last = date.fromisoformat(until) if until else (today or date.today())
    first = date.fromisoformat(since) if since else date(last.year, 1, 1)
    if first > last:
        raise ReportError(f"the season starts ({first}) after it ends ({last}): "
                          "give --since on or before --until")
    return first, last


def previous_period(first: date, last: date) -> tuple[date, date]:
    """The period of the same length that ends the day before ``first``."""
    length = (last - first).days + 1
    return first - timedelta(days=length), first - timedelta(days=1)


def movement(rank: int, before: int | None) -> str:
    """"▲2" (up two places), "▼1", "same" or "new" (not rated in the previous period)."""
    if before is None:
        return "new"
    if before == rank:
        return "same"
    return f"▲{before - rank}" if before > rank else f"▼{rank - before}"


def movement_words(moved: str, words: Words) -> str:
    """:func:`movement` as the report shows it ("same" and "new" in its language)."""
    if moved == "new":
        return words.tr("new", "not rated in the season before")
    return words.tr("same", "the same rank as in the season before") if moved == "same" \
        else moved


def _leaderboard(key: str, board: list[LeaderboardRow], placed: dict[str, list[int]],
                 ranks_before: dict[str, int], csv: list[tuple[object, ...]],
                 words: Words) -> Table:
    """One game's season leaderboard, with each player's average place and move since
    the season before (its rows added to ``csv``)."""
    bids = has_bids(key)
    rows: list[tuple[str, ...]] = []
    for row in board:
        places = placed.get(row.player, [])
        average = sum(places) / len(places) if places else None
        before = ranks_before.get(row.player)
        moved = movement(row.rank, before)
        rows.append((str(row.rank), row.player, number(row.rating, words=words),
                     words.number(row.games), words.number(row.wins),
                     number(average, words=words),
                     percent(row.exact_rate, words) if bids else "—",
                     movement_words(moved, words)))
        csv.append((row.player, key, row.games, row.wins, round(row.rating, 3), row.rank,
                    "" if average is None else round(average, 3),
                    "" if row.exact_rate is None else round(row.exact_rate, 4),
                    "" if before is None else before, moved))
    return Table(words.tr("Leaderboard"), (
        words.tr("Rank"), words.tr("Player"), words.tr("Rating"), words.tr("Games"),
        words.tr("Wins"), words.tr("Avg place"), words.tr("Exact bids"),
        words.tr("Move")), tuple(rows), (True, False, True, True, True, True, True, False))


def season_report(store: ClubStore, since: str | None = None, until: str | None = None,
                  today: date | None = None, words: Words = ENGLISH) -> Report:
    first, last = season_period(since, until, today)
    before_first, before_last = previous_period(first, last)
    # the season still running lists who plays now; a past season, everyone who played
    hidden = set(store.inactive_players()) if last >= (today or date.today()) else set()
    sections: list[Section] = []
    csv: list[tuple[object, ...]] = []
    for key in games_to_choose(store):
        book = SHARED.book(store, key, first.isoformat(), last.isoformat())
        if not book.rated:
            continue
        earlier = SHARED.book(store, key, before_first.isoformat(), before_last.isoformat())
        ranks_before = {row.player: row.rank for row in leaderboard(earlier, hidden)}
        placed: dict[str, list[int]] = {}
        for game in store.club_games(key, since=first.isoformat(), until=last.isoformat()):
            for seat in game.seats:
                if seat.place is not None:
                    placed.setdefault(seat.player, []).append(seat.place)
        table = _leaderboard(key, leaderboard(book, hidden), placed, ranks_before, csv,
                             words)
        sections.append(Section(
            stats_title(key),
            ((words.tr("Games finished"), words.number(book.rated)),
             (words.tr("Moves compared with"),
              f"{words.short_day(before_first)} – {words.short_day(before_last)}")),
            (table,)))
    if not sections:
        raise ReportError(f"no finished games between {first} and {last} "
                          "(choose another season with --since and --until)")
    return Report("season", words.tr("Season {0} – {1}").format(words.short_day(first),
                                                                 words.short_day(last)),
                  words.tr("Ratings of this season's games only: everyone starts level"),
                  tuple(sections), CSV_COLUMNS, tuple(csv), language=words.language)
