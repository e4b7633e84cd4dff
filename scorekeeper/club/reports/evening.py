"""The evening summary: each sitting begun on one day (local time), what the club
says about it the next morning.

Per sitting: the games played and their winners, the winner of the night (most games
won), the shithead of the night (most games finished last: a shared last place
counts for each), what the rules name a last place (a shithead sitting's loser), the
biggest hand (the most points one player scored in one hand), the best bidder (the
highest share of bids made exactly; more exact bids decide a level share) and each
player's places and points."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from typing import Any

from ...rules import FINISHED
from ...rules.stats_games import has_bids, stats_title
from ..sittings import Sitting, game_end, moment, sittings_around, summarise
from .model import Report, ReportError, Section, Table, names, percent

CSV_COLUMNS = ("date", "sitting", "game_number", "game_id", "game", "player", "place",
               "total", "won", "last")


def local_day(stamp: str) -> date:
    """The local calendar day of a stored (UTC) time stamp."""
    return moment(stamp).astimezone().date()


def local_clock(stamp: str) -> str:
    return moment(stamp).astimezone().strftime("%H:%M")


def evening_report(store: Any, day: str | None = None) -> Report:
    """The sittings begun on ``day`` (YYYY-MM-DD, local; default: the day of the latest
    game played); a :class:`ReportError` when there were none."""
    if day is None:
        latest = store.history(limit=1)
        if not latest:
            raise ReportError("no games played yet: there is no evening to sum up")
        wanted = local_day(latest[0].started)
    else:
        wanted = date.fromisoformat(day)
    start = datetime.combine(wanted, time(0)).astimezone()
    end = start + timedelta(days=1) - timedelta(seconds=1)

    def fetch(since: str, until: str) -> list[Any]:
        return list(store.club_games(since=since, until=until, finished_only=False))

    found = [s for s in sittings_around(fetch, start.isoformat(), end.isoformat())
             if local_day(s.started) == wanted]
    if not found:
        raise ReportError(f"no games were started on {wanted.isoformat()} "
                          "(give another --date YYYY-MM-DD)")
    hands = store.hand_scores([g.id for s in found for g in s.games])
    sections, rows = [], []
    for number, sitting in enumerate(found, start=1):
        section, csv = _sitting(number, len(found), sitting, hands, wanted.isoformat())
        sections.append(section)
        rows.extend(csv)
    return Report("evening", f"The evening of {_long(wanted)}",
                  f"{len(found)} sitting{'s' if len(found) != 1 else ''}, "
                  f"{sum(len(s.games) for s in found)} game"
                  f"{'s' if sum(len(s.games) for s in found) != 1 else ''}",
                  tuple(sections), CSV_COLUMNS, tuple(rows))


def _long(day: date) -> str:
    return f"{day.day} {day.strftime('%B %Y')}"


def _last(game: Any) -> list[str]:
    """Who finished last in a finished game (nobody when everyone shares a place)."""
    places = [s.place for s in game.seats if s.place is not None]
    if len(set(places)) < 2:
        return []
    worst = max(places)
    return [s.player for s in game.seats if s.place == worst]


def _sitting(number: int, count: int, sitting: Sitting, hands: Sequence[Any],
             day: str) -> tuple[Section, list[tuple[object, ...]]]:
    players = list(sitting.games[0].players)
    finished = [g for g in sitting.games if g.status == FINISHED]
    summary = summarise(sitting)
    lasts: dict[str, int] = {}
    for game in finished:
        for player in _last(game):
            lasts[player] = lasts.get(player, 0) + 1
    worst = max(lasts.values(), default=0)
    facts: list[tuple[str, str]] = [
        ("Players", names(players)),
        ("Games played", f"{len(sitting.games)}" + (
            f" ({len(finished)} finished)" if len(finished) != len(sitting.games) else "")),
        ("Winner of the night", f"{names(summary.night_winners)} "
         f"({summary.night_wins} game{'s' if summary.night_wins != 1 else ''} won)"
         if summary.night_wins else "—"),
        ("Shithead of the night", f"{names([p for p in players if lasts.get(p) == worst])} "
         f"(last {worst} time{'s' if worst != 1 else ''})" if worst else "—"),
    ]
    for title, who in summary.last_places:
        facts.append((f"{title[:1].upper()}{title[1:]} by the rules", names(who)))
    ids = {g.id for g in sitting.games}
    bid_games = {g.id for g in sitting.games if has_bids(g.variant)}
    mine = [h for h in hands if h.game_id in ids and h.game_id in bid_games]
    position = {g.id: sitting.position(g.id) for g in sitting.games}
    if mine:
        top = max(h.score for h in mine)
        best = next(h for h in mine if h.score == top)  # the first to score it
        facts.append(("Biggest hand", f"{best.player}: {top} points (game "
                      f"{position[best.game_id]}, hand {best.number}"
                      + (f", {best.cards} card{'s' if best.cards != 1 else ''})"
                         if best.cards is not None else ")")))
        bids: dict[str, list[int]] = {}
        for h in mine:
            if h.bid is not None and h.tricks is not None:
                tally = bids.setdefault(h.player, [0, 0])
                tally[0] += h.bid == h.tricks
                tally[1] += 1
        if bids:
            rank = {p: (e / n, e) for p, (e, n) in bids.items()}
            high = max(rank.values())
            best = [p for p in players if rank.get(p) == high]
            exact, made = bids[best[0]]
            facts.append(("Best bidder", f"{names(best)}: {exact} of {made} bids exact "
                          f"({percent(exact / made)})"))
    games_table = Table("Games", ("#", "Game", "Started", "Winners", "Last"),
                        tuple((str(position[g.id]), stats_title(g.variant),
                               local_clock(g.started),
                               names([s.player for s in g.seats if s.place == 1])
                               if g.status == FINISHED else f"({g.status.replace('-', ' ')})",
                               names(_last(g)) if g.status == FINISHED else "")
                              for g in sitting.games),
                        (True, False, False, False, False))
    rows: list[tuple[str, ...]] = []
    csv: list[tuple[object, ...]] = []
    for player in players:
        seats = [(g, next(s for s in g.seats if s.player == player)) for g in finished]
        places = [s.place for _, s in seats]
        wins = sum(1 for p in places if p == 1)
        points = [s.total for g, s in seats if has_bids(g.variant) and s.total is not None]
        rows.append((player, str(len(seats)), str(wins),
                     " · ".join("—" if p is None else str(p) for p in places) or "—",
                     str(lasts.get(player, 0)), str(sum(points)) if points else "—"))
    for game in finished:
        for s in game.seats:
            csv.append((day, number, position[game.id], game.id, game.variant, s.player,
                        "" if s.place is None else s.place, "" if s.total is None else s.total,
                        int(s.place == 1), int(s.player in _last(game))))
    players_table = Table("Places and points", ("Player", "Games", "Wins", "Places",
                                                "Last", "Points"), tuple(rows),
                          (False, True, True, False, True, True))
    ended = max(game_end(g) for g in sitting.games).astimezone().strftime("%H:%M")
    span = f"{local_clock(sitting.started)}–{ended}"
    heading = (f"Sitting {number} of {count} · {span}" if count > 1 else f"The sitting · {span}")
    return Section(heading, tuple(facts), (games_table, players_table)), csv
