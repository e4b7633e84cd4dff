"""A player's card: their games by month and by table size, win rate, bidding by hand
size, points per hand, the opponents they fare worst and best against, streaks and
rating over time. Finished games out of the trash only; a shared first place is a
win; a streak runs over all their games in the order played, whatever the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...rules.stats_games import has_bids, stats_order, stats_title
from ..ratings import SHARED
from ..sittings import moment
from .model import Report, ReportError, Section, Table, names, number, percent

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


def player_report(store: Any, player: str) -> Report:
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
    facts = [
        ("Games", f"{len(games)} finished, {wins} won ({percent(wins / len(games))})"),
        ("Nemesis", _rival(nemesis, rivals, 1, "ahead of", player)),
        ("Favourite opponent", _rival(favourite, rivals, 2, "behind", player)),
        ("Winning streak", f"{current} now, {longest} at the longest"),
        ("First and last game", f"{games[0].started[:10]} – {games[-1].started[:10]}"),
    ]
    csv: list[tuple[object, ...]] = []
    months: dict[str, list[int]] = {}
    counts: dict[int, list[int]] = {}
    for g, w in zip(games, won, strict=True):
        for tally in (months.setdefault(_month(g.started), [0, 0]),
                      counts.setdefault(len(g.seats), [0, 0])):
            tally[0] += 1
            tally[1] += w
    month_rows = tuple((m, str(n), str(w), percent(w / n)) for m, (n, w) in sorted(months.items()))
    count_rows = tuple((f"{c} players", str(n), str(w), percent(w / n))
                       for c, (n, w) in sorted(counts.items()))
    csv += [("month", m, n, w, "", "", "", "", "") for m, (n, w) in sorted(months.items())]
    csv += [("players", c, n, w, "", "", "", "", "") for c, (n, w) in sorted(counts.items())]
    sections = [Section(player, tuple(facts), (
        Table("Games by month", ("Month", "Games", "Wins", "Win rate"), month_rows,
              (False, True, True, True)),
        Table("Games by number of players", ("Table", "Games", "Wins", "Win rate"),
              count_rows, (False, True, True, True))))]
    sections.append(_bidding(store, player, csv))
    rival_rows = tuple((other, str(n), str(ahead), str(behind), str(n - ahead - behind))
                       for other, (n, ahead, behind) in sorted(
                           rivals.items(), key=lambda kv: (-kv[1][0], kv[0].casefold())))
    csv += [("opponent", other, n, "", "", "", "", "", f"{ahead} ahead, {behind} behind")
            for other, (n, ahead, behind) in sorted(rivals.items())]
    sections.append(Section("Opponents", (), (Table(
        "Against each opponent", ("Opponent", "Games", "They were ahead", "Behind",
                                  "Level"), rival_rows, (False, True, True, True, True)),)))
    sections.append(_ratings(store, player, games, csv))
    return Report("player", f"Player card: {player}",
                  f"{len(games)} finished games, {games[0].started[:10]} to "
                  f"{games[-1].started[:10]}", tuple(sections), CSV_COLUMNS, tuple(csv))


def _most(rivals: dict[str, list[int]], column: int) -> list[str]:
    """The opponents with the most games ahead of (1) or behind (2) the player."""
    best = max((t[column] for t in rivals.values()), default=0)
    return sorted((p for p, t in rivals.items() if t[column] == best and best),
                  key=str.casefold)


def _rival(who: list[str], rivals: dict[str, list[int]], column: int, word: str,
           player: str) -> str:
    if not who:
        return "—"
    first = rivals[who[0]]
    return (f"{names(who)} ({first[column]} of {first[0]} games together {word} {player})"
            if len(who) == 1 else f"{names(who)} ({first[column]} games {word} {player} each)")


def _bidding(store: Any, player: str, csv: list[tuple[object, ...]]) -> Section:
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
    size_rows = tuple((str(c), str(h), str(e), str(o), str(u), percent(e / h))
                      for c, (h, e, o, u) in sorted(by_size.items()))
    csv += [("bids", c, "", "", h, e, o, u, "") for c, (h, e, o, u) in sorted(by_size.items())]
    game_rows = tuple((stats_title(k), str(by_game[k][0]), percent(by_game[k][1] / by_game[k][0]),
                       number(by_game[k][2] / by_game[k][0]))
                      for k in stats_order(by_game) if by_game[k][0])
    csv += [("points per hand", k, "", "", by_game[k][0], by_game[k][1], "", "",
             round(by_game[k][2] / by_game[k][0], 3)) for k in stats_order(by_game)
            if by_game[k][0]]
    hands = sum(v[0] for v in by_size.values())
    exact = sum(v[1] for v in by_size.values())
    facts = (("Bids made exactly", f"{exact} of {hands} ({percent(exact / hands)})"
              if hands else "—"),)
    return Section("Bidding", facts, (
        Table("Bids by hand size", ("Cards", "Hands", "Exact", "Over", "Under", "Exact %"),
              size_rows, (True,) * 6),
        Table("Points per hand", ("Game", "Hands", "Exact %", "Points per hand"), game_rows,
              (False, True, True, True))))


def _ratings(store: Any, player: str, games: Sequence[Any],
             csv: list[tuple[object, ...]]) -> Section:
    """The player's rating in each game they played at the end of each month."""
    rows = []
    for key in stats_order(g.variant for g in games):
        points = SHARED.book(store, key).points(player)
        at_month: dict[str, tuple[float, int]] = {}
        for count, point in enumerate(points, start=1):
            at_month[_month(point.started)] = (point.ordinal, count)
        for month, (rating, count) in sorted(at_month.items()):
            rows.append((stats_title(key), month, number(rating), str(count)))
            csv.append(("rating", f"{key} {month}", count, "", "", "", "", "",
                        round(rating, 3)))
    return Section("Rating over time", (), (Table(
        "Rating at the end of each month", ("Game", "Month", "Rating", "Games rated"),
        tuple(rows), (False, False, True, True)),))
