"""A player's card: their games by month and by table size, win rate, bidding by hand
size, points per hand, the opponents they fare worst and best against, streaks and
rating over time. Finished games out of the trash only; a shared first place is a
win; a streak runs over all their games in the order played, whatever the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...rules.stats_games import has_bids, stats_order, stats_title
from ...rules.words import ENGLISH, Words
from ..ratings import SHARED
from ..sittings import moment
from .model import Report, ReportError, Section, Table, names, number, percent

if TYPE_CHECKING:
    from ...store.interfaces import ClubStore

CSV_COLUMNS = ("section", "item", "games", "wins", "hands", "exact", "over", "under",
               "value")


def _month(stamp: str) -> str:
    return moment(stamp).astimezone().strftime("%Y-%m")


def streaks(results: Sequence[bool]) -> tuple[int, int]:
    """(current, longest) runs of wins at the end of and anywhere in ``results``."""
    current = longest = 0
    for won in results:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return current, longest


def opponents(player: str, games: Sequence[Any]) -> dict[str, list[int]]:
    """Per opponent: [games together, they finished ahead, behind] (placed games)."""
    out: dict[str, list[int]] = {}
    for game in games:
        mine = next(s.place for s in game.seats if s.player == player)
        for seat in game.seats:
            if seat.player == player or seat.place is None or mine is None:
                continue
            tally = out.setdefault(seat.player, [0, 0, 0])
            tally[0] += 1
            tally[1] += seat.place < mine
            tally[2] += seat.place > mine
    return out


def player_report(store: ClubStore, player: str, words: Words = ENGLISH) -> Report:
    games = [g for g in store.club_games() if player in g.players]
    if not games:
        raise ReportError(f"{player} has no finished games yet")
    seat = {g.id: next(s for s in g.seats if s.player == player) for g in games}
    won = [seat[g.id].place == 1 for g in games]
    wins = sum(won)
    current, longest = streaks(won)
    rivals = opponents(player, games)
    nemesis = _most(rivals, 1)
    favourite = _most(rivals, 2)
    first, last = _day(games[0].started, words), _day(games[-1].started, words)
    facts = [
        (words.tr("Games"), words.tr("{0} finished, {1} won ({2})").format(
            words.number(len(games)), words.number(wins), percent(wins / len(games), words))),
        (words.tr("Nemesis"), _rival(nemesis, rivals, 1, True, player, words)),
        (words.tr("Favourite opponent"), _rival(favourite, rivals, 2, False, player, words)),
        (words.tr("Winning streak"), words.tr("{0} now, {1} at the longest").format(
            words.number(current), words.number(longest))),
        (words.tr("First and last game"), f"{first} – {last}"),
    ]
    csv: list[tuple[object, ...]] = []
    sections = [Section(player, tuple(facts), _wins_tables(games, won, csv, words))]
    sections.append(_bidding(store, player, csv, words))
    sections.append(_opponents(rivals, csv, words))
    sections.append(_ratings(store, player, games, csv, words))
    return Report("player", words.tr("Player card: {0}").format(player),
                  words.tr("{0}, {1} to {2}").format(
                      words.tr("%n finished game(s)", "", len(games)), first, last),
                  tuple(sections), CSV_COLUMNS, tuple(csv), language=words.language)


def _day(stamp: str, words: Words) -> str:
    """A game's day as stored ("2026-11-27") in the report's language ("27.11.2026")."""
    from datetime import date

    try:
        return words.day(date.fromisoformat(stamp[:10]))
    except ValueError:
        return stamp[:10]


def _most(rivals: dict[str, list[int]], column: int) -> list[str]:
    """The opponents with the most games ahead of (1) or behind (2) the player."""
    best = max((t[column] for t in rivals.values()), default=0)
    return sorted((p for p, t in rivals.items() if t[column] == best and best),
                  key=str.casefold)


def _rival(who: list[str], rivals: dict[str, list[int]], column: int, ahead: bool,
           player: str, words: Words) -> str:
    if not who:
        return "—"
    first = rivals[who[0]]
    count, together = words.number(first[column]), words.number(first[0])
    if len(who) == 1:
        sentence = (words.tr("{0} ({1} of {2} games together ahead of {3})") if ahead
                    else words.tr("{0} ({1} of {2} games together behind {3})"))
        return sentence.format(names(who, words), count, together, player)
    sentence = (words.tr("{0} ({1} games ahead of {2} each)") if ahead
                else words.tr("{0} ({1} games behind {2} each)"))
    return sentence.format(names(who, words), count, player)


def _wins_tables(games: Sequence[Any], won: list[bool], csv: list[tuple[object, ...]],
                 words: Words) -> tuple[Table, Table]:
    """Games and wins by month and by number of players (their rows added to ``csv``)."""
    months: dict[str, list[int]] = {}
    counts: dict[int, list[int]] = {}
    for g, w in zip(games, won, strict=True):
        for tally in (months.setdefault(_month(g.started), [0, 0]),
                      counts.setdefault(len(g.seats), [0, 0])):
            tally[0] += 1
            tally[1] += w
    month_rows = tuple((m, words.number(n), words.number(w), percent(w / n, words))
                       for m, (n, w) in sorted(months.items()))
    count_rows = tuple((words.tr("{0} players").format(c), words.number(n), words.number(w),
                        percent(w / n, words)) for c, (n, w) in sorted(counts.items()))
    csv += [("month", m, n, w, "", "", "", "", "") for m, (n, w) in sorted(months.items())]
    csv += [("players", c, n, w, "", "", "", "", "") for c, (n, w) in sorted(counts.items())]
    return (
        Table(words.tr("Games by month"), (words.tr("Month"), words.tr("Games"),
                                           words.tr("Wins"), words.tr("Win rate")),
              month_rows, (False, True, True, True)),
        Table(words.tr("Games by number of players"), (
            words.tr("Table", "how many players sat at it"), words.tr("Games"),
            words.tr("Wins"), words.tr("Win rate")), count_rows, (False, True, True, True)))


def _opponents(rivals: dict[str, list[int]], csv: list[tuple[object, ...]],
               words: Words) -> Section:
    """Each opponent: games together, who was ahead (their rows added to ``csv``)."""
    rival_rows = tuple((other, *(words.number(v) for v in (n, ahead, behind,
                                                            n - ahead - behind)))
                       for other, (n, ahead, behind) in sorted(
                           rivals.items(), key=lambda kv: (-kv[1][0], kv[0].casefold())))
    csv += [("opponent", other, n, "", "", "", "", "", f"{ahead} ahead, {behind} behind")
            for other, (n, ahead, behind) in sorted(rivals.items())]
    return Section(words.tr("Opponents"), (), (Table(
        words.tr("Against each opponent"), (
            words.tr("Opponent"), words.tr("Games"), words.tr("They were ahead"),
            words.tr("Behind"), words.tr("Level")), rival_rows,
        (False, True, True, True, True)),))


def _bidding(store: ClubStore, player: str, csv: list[tuple[object, ...]],
             words: Words = ENGLISH) -> Section:
    """Exact, over and under by hand size over every game with bids; points per hand
    per game."""
    rows = store.bid_accuracy(player)
    by_size: dict[int, list[int]] = {}
    by_game: dict[str, list[int]] = {}
    for r in rows:
        if not has_bids(r.game):
            continue
        size = by_size.setdefault(r.cards, [0, 0, 0, 0])
        for i, value in enumerate((r.hands, r.exact, r.over, r.under)):
            size[i] += value
        game = by_game.setdefault(r.game, [0, 0, 0])
        game[0] += r.hands
        game[1] += r.exact
        game[2] += r.points
    size_rows = tuple((*(words.number(v) for v in (c, h, e, o, u)), percent(e / h, words))
                      for c, (h, e, o, u) in sorted(by_size.items()))
    csv += [("bids", c, "", "", h, e, o, u, "") for c, (h, e, o, u) in sorted(by_size.items())]
    game_rows = tuple((stats_title(k), words.number(by_game[k][0]),
                       percent(by_game[k][1] / by_game[k][0], words),
                       number(by_game[k][2] / by_game[k][0], words=words))
                      for k in stats_order(by_game) if by_game[k][0])
    csv += [("points per hand", k, "", "", by_game[k][0], by_game[k][1], "", "",
             round(by_game[k][2] / by_game[k][0], 3)) for k in stats_order(by_game)
            if by_game[k][0]]
    hands = sum(v[0] for v in by_size.values())
    exact = sum(v[1] for v in by_size.values())
    facts = ((words.tr("Bids made exactly"), words.tr("{0} of {1} ({2})").format(
        words.number(exact), words.number(hands), percent(exact / hands, words))
              if hands else "—"),)
    exact_share = words.tr("Exact %")
    return Section(words.tr("Bidding"), facts, (
        Table(words.tr("Bids by hand size"), (
            words.tr("Cards"), words.tr("Hands"), words.tr("Exact"), words.tr("Over"),
            words.tr("Under"), exact_share), size_rows, (True,) * 6),
        Table(words.tr("Points per hand"), (words.tr("Game"), words.tr("Hands"), exact_share,
                                            words.tr("Points per hand")), game_rows,
              (False, True, True, True))))


def _ratings(store: ClubStore, player: str, games: Sequence[Any],
             csv: list[tuple[object, ...]], words: Words = ENGLISH) -> Section:
    """The player's rating in each game they played at the end of each month."""
    rows = []
    for key in stats_order(g.variant for g in games):
        points = SHARED.book(store, key).points(player)
        at_month: dict[str, tuple[float, int]] = {}
        for count, point in enumerate(points, start=1):
            at_month[_month(point.started)] = (point.ordinal, count)
        for month, (rating, count) in sorted(at_month.items()):
            rows.append((stats_title(key), month, number(rating, words=words),
                         words.number(count)))
            csv.append(("rating", f"{key} {month}", count, "", "", "", "", "",
                        round(rating, 3)))
    return Section(words.tr("Rating over time"), (), (Table(
        words.tr("Rating at the end of each month"), (
            words.tr("Game"), words.tr("Month"), words.tr("Rating"), words.tr("Games rated")),
        tuple(rows), (False, False, True, True)),))
