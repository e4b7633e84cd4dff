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
from typing import TYPE_CHECKING, Any

from ...rules import ABANDONED, FINISHED
from ...rules.stats_games import has_bids, stats_title
from ...rules.words import ENGLISH, Words
from ..sittings import Sitting, game_end, moment, sittings_around, summarise
from .model import Report, ReportError, Section, Table, names, percent

if TYPE_CHECKING:
    from ...store.interfaces import ClubStore

CSV_COLUMNS = ("date", "sitting", "game_number", "game_id", "game", "player", "place",
               "total", "won", "last")


def local_day(stamp: str) -> date:
    """The local calendar day of a stored (UTC) time stamp."""
    return moment(stamp).astimezone().date()


def local_clock(stamp: str) -> str:
    return moment(stamp).astimezone().strftime("%H:%M")


def evening_report(store: ClubStore, day: str | None = None, words: Words = ENGLISH) -> Report:
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
        section, csv = _sitting(number, len(found), sitting, hands, wanted.isoformat(), words)
        sections.append(section)
        rows.extend(csv)
    games = sum(len(s.games) for s in found)
    return Report("evening", words.tr("The evening of {0}").format(words.long_day(wanted)),
                  words.tr("{0}, {1}").format(words.tr("%n sitting(s)", "", len(found)),
                                              words.tr("%n game(s)", "", games)),
                  tuple(sections), CSV_COLUMNS, tuple(rows), language=words.language)


def _last(game: Any) -> list[str]:
    """Who finished last in a finished game (nobody when everyone shares a place)."""
    places = [s.place for s in game.seats if s.place is not None]
    if len(set(places)) < 2:
        return []
    worst = max(places)
    return [s.player for s in game.seats if s.place == worst]


def _sitting(number: int, count: int, sitting: Sitting, hands: Sequence[Any],
             day: str, words: Words) -> tuple[Section, list[tuple[object, ...]]]:
    players = list(sitting.games[0].players)
    finished = [g for g in sitting.games if g.status == FINISHED]
    summary = summarise(sitting)
    lasts = _times_last(finished)
    worst = max(lasts.values(), default=0)
    played = words.number(len(sitting.games))
    facts: list[tuple[str, str]] = [
        (words.tr("Players"), names(players, words)),
        (words.tr("Games played"), played if len(finished) == len(sitting.games) else
         words.tr("{0} ({1} finished)").format(played, words.number(len(finished)))),
        (words.tr("Winner of the night"), words.tr("{0} ({1})").format(
            names(summary.night_winners, words),
            words.tr("%n game(s) won", "", summary.night_wins))
         if summary.night_wins else "—"),
        (words.tr("Shithead of the night"), words.tr("{0} ({1})").format(
            names([p for p in players if lasts.get(p) == worst], words),
            words.tr("last %n time(s)", "", worst)) if worst else "—"),
    ]
    for title, who in summary.last_places:
        facts.append((words.tr("{0} by the rules").format(f"{title[:1].upper()}{title[1:]}"),
                      names(who, words)))
    position = {g.id: sitting.position(g.id) for g in sitting.games}
    facts.extend(_hand_facts(sitting, hands, players, position, words))
    csv: list[tuple[object, ...]] = []
    for game in finished:
        for s in game.seats:
            csv.append((day, number, position[game.id], game.id, game.variant, s.player,
                        "" if s.place is None else s.place, "" if s.total is None else s.total,
                        int(s.place == 1), int(s.player in _last(game))))
    ended = max(game_end(g) for g in sitting.games).astimezone().strftime("%H:%M")
    span = f"{local_clock(sitting.started)}–{ended}"
    heading = (words.tr("Sitting {0} of {1} · {2}").format(number, count, span) if count > 1
               else words.tr("The sitting · {0}").format(span))
    tables = (_games_table(sitting, position, words),
              _players_table(players, finished, lasts, words))
    return Section(heading, tuple(facts), tables), csv


def _times_last(finished: Sequence[Any]) -> dict[str, int]:
    """How often each player finished last (a place shared by all is nobody's last)."""
    lasts: dict[str, int] = {}
    for game in finished:
        for player in _last(game):
            lasts[player] = lasts.get(player, 0) + 1
    return lasts


def _hand_facts(sitting: Sitting, hands: Sequence[Any], players: list[str],
                position: dict[int, int | None], words: Words) -> list[tuple[str, str]]:
    """The sitting's biggest hand and best bidder, from its games with bids."""
    ids = {g.id for g in sitting.games}
    bid_games = {g.id for g in sitting.games if has_bids(g.variant)}
    mine = [h for h in hands if h.game_id in ids and h.game_id in bid_games]
    if not mine:
        return []
    top = max(h.score for h in mine)
    best = next(h for h in mine if h.score == top)  # the first to score it
    where = words.tr("game {0}, hand {1}").format(position[best.game_id], best.number)
    if best.cards is not None:
        where += ", " + words.tr("%n card(s)", "", best.cards)
    facts = [(words.tr("Biggest hand"), words.tr("{0}: {1} points ({2})").format(
        best.player, words.number(top), where))]
    bids: dict[str, list[int]] = {}
    for h in mine:
        if h.bid is not None and h.tricks is not None:
            tally = bids.setdefault(h.player, [0, 0])
            tally[0] += h.bid == h.tricks
            tally[1] += 1
    if bids:
        rank = {p: (e / n, e) for p, (e, n) in bids.items()}
        high = max(rank.values())
        best_bidders = [p for p in players if rank.get(p) == high]
        exact, made = bids[best_bidders[0]]
        facts.append((words.tr("Best bidder"), words.tr(
            "{0}: {1} of {2} bids exact ({3})").format(
                names(best_bidders, words), words.number(exact), words.number(made),
                percent(exact / made, words))))
    return facts


def _games_table(sitting: Sitting, position: dict[int, int | None], words: Words) -> Table:
    """The sitting's games: their place in it, game, start, winners and last."""
    return Table(words.tr("Games"), (words.tr("#", "a game's number in the sitting"),
                                     words.tr("Game"), words.tr("Started"),
                                     words.tr("Winners"), words.tr("Last")),
                 tuple((str(position[g.id]), stats_title(g.variant),
                        local_clock(g.started),
                        names([s.player for s in g.seats if s.place == 1], words)
                        if g.status == FINISHED else f"({_status(g.status, words)})",
                        names(_last(g), words) if g.status == FINISHED else "")
                       for g in sitting.games),
                 (True, False, False, False, False))


def _players_table(players: list[str], finished: Sequence[Any], lasts: dict[str, int],
                   words: Words) -> Table:
    """Each player's games, wins, places, times last and points in the sitting."""
    rows: list[tuple[str, ...]] = []
    for player in players:
        seats = [(g, next(s for s in g.seats if s.player == player)) for g in finished]
        places = [s.place for _, s in seats]
        wins = sum(1 for p in places if p == 1)
        points = [s.total for g, s in seats if has_bids(g.variant) and s.total is not None]
        rows.append((player, words.number(len(seats)), words.number(wins),
                     " · ".join("—" if p is None else str(p) for p in places) or "—",
                     words.number(lasts.get(player, 0)),
                     words.number(sum(points)) if points else "—"))
    return Table(words.tr("Places and points"), (
        words.tr("Player"), words.tr("Games"), words.tr("Wins"), words.tr("Places"),
        words.tr("Last"), words.tr("Points")), tuple(rows),
        (False, True, True, False, True, True))


def _status(status: str, words: Words) -> str:
    """An unfinished game's state in words: "in progress", "abandoned"."""
    if status == FINISHED:
        return words.tr("finished")
    return words.tr("abandoned") if status == ABANDONED else words.tr("in progress")
