"""The club's commands: ratings (a leaderboard per game), records, and statistics as CSV."""

from __future__ import annotations

import argparse
import sys
from dataclasses import asdict
from datetime import date
from typing import TYPE_CHECKING, Any

from ..rules.names import terminal_safe
from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail, open_store, print_json

if TYPE_CHECKING:
    from ..store.interfaces import ClubStore


def _day(text: str) -> str:
    """A --since/--until date, checked: YYYY-MM-DD."""
    try:
        if len(text) == 10:
            return date.fromisoformat(text).isoformat()
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"{terminal_safe(text[:60])} is not a date (YYYY-MM-DD)")


def _configure_ratings(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", metavar="GAME", help="one game (default: every game played)")
    parser.add_argument("--since", metavar="DATE", type=_day,
                        help="a season: only games started on or after DATE (YYYY-MM-DD)")
    parser.add_argument("--until", metavar="DATE", type=_day,
                        help="… and on or before DATE")
    parser.add_argument("--all", action="store_true", dest="everyone",
                        help="list the players marked inactive too")
    parser.add_argument("--json", action="store_true")


def chosen_game(store: ClubStore, text: str | None) -> str | None:
    """The game (the rules' statistics key) that ``--game TEXT`` names — a built-in
    game's key or title, or a house game's name — or None for every game."""
    if text is None:
        return None
    from ..club.games import games_to_choose
    from ..rules.stats_games import find_stats_game

    return find_stats_game(text, games_to_choose(store))


def leaderboards(store: ClubStore, game: str | None, since: str | None,
                 until: str | None, everyone: bool = False) -> list[tuple[str, list[Any]]]:
    """Each game's leaderboard (the games played, in the order of the rules' list):
    the players marked inactive left out unless ``everyone``."""
    from ..club.games import games_to_choose
    from ..club.ratings import SHARED, leaderboard
    from ..rules.stats_games import find_stats_game

    played = games_to_choose(store)
    keys = [find_stats_game(game, played)] if game else played
    hidden = set() if everyone else set(store.inactive_players())
    out = []
    for key in keys:
        book = SHARED.book(store, key, since, until)
        if book.rated or game:
            out.append((key, leaderboard(book, hidden)))
    return out


def run_ratings(args: argparse.Namespace) -> int:
    from ..rules import ScorekeeperError
    from ..store import StoreError

    try:
        with open_store(args, create=False) as store:
            boards = leaderboards(store, args.game, args.since, args.until, args.everyone)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    except ScorekeeperError as error:  # no such game
        return fail(str(error), EXIT_RULES)
    if args.json:
        return print_json([{"game": game, **asdict(row)} for game, rows in boards
                           for row in rows])
    if not any(rows for _, rows in boards):
        print("No finished games" + (" in that season." if args.since or args.until else "."))
        return EXIT_OK
    from ..rules.stats_games import stats_title

    for game, rows in boards:
        print(terminal_safe(stats_title(game)))
        print(f"{'rank':>4}  {'player':<16} {'rating':>6} {'μ':>6} {'σ':>5} {'games':>5} "
              f"{'wins':>4} {'exact':>6}")
        for r in rows:
            exact = "—" if r.exact_rate is None else f"{r.exact_rate:.0%}"
            print(f"{r.rank:>4}  {terminal_safe(r.player):<16} {r.rating:>6.2f} {r.mu:>6.2f} "
                  f"{r.sigma:>5.2f} {r.games:>5} {r.wins:>4} {exact:>6}")
        print()
    return EXIT_OK


def _configure_records(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", metavar="GAME", help="one game (default: every game played)")
    parser.add_argument("--json", action="store_true")


def run_records(args: argparse.Namespace) -> int:
    from ..club.games import games_to_choose
    from ..club.leaderboard import club_records
    from ..club.ratings import SHARED
    from ..rules import ScorekeeperError
    from ..rules.stats_games import find_stats_game, stats_title
    from ..store import StoreError

    try:
        with open_store(args, create=False) as store:
            played = games_to_choose(store)
            keys = [find_stats_game(args.game, played)] if args.game else played
            found = [(key, club_records(SHARED.book(store, key).tally)) for key in keys]
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    except ScorekeeperError as error:
        return fail(str(error), EXIT_RULES)
    if args.json:
        return print_json([{"game": key, **asdict(r)} for key, records in found
                           for r in records])
    for key, records in found:
        if not records:
            continue
        print(terminal_safe(stats_title(key)))
        for r in records:
            print(f"  {r.what}: {r.value} — {terminal_safe(r.player)} "
                  f"(game {r.game_id}, {r.started[:10]})")
    if not any(records for _, records in found):
        print("No finished games.")
    return EXIT_OK


def stats_csv(store: ClubStore, stats: list[Any]) -> int:
    """``scorekeeper stats --csv``: the statistics with each player's rating, on stdout
    (the same file as Players › Export statistics)."""
    from ..club.ratings import SHARED
    from ..exports.club_csv import stats_csv as render

    ratings = {}
    for key in dict.fromkeys(s.variant for s in stats):
        for r in SHARED.book(store, key).ratings():
            ratings[(r.player, key)] = r
    sys.stdout.write(render(stats, ratings))
    return EXIT_OK


COMMANDS = {
    "ratings": (_configure_ratings, run_ratings,
                "OpenSkill ratings: a leaderboard per game (--since/--until for a season)"),
    "records": (_configure_records, run_records,
                "club records per game: highest total, most exact bids, longest winning streak"),
}
