"""Commands on the database: import, export, list, stats."""

from __future__ import annotations

import argparse
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ..rules import ABANDONED, FINISHED, IN_PROGRESS
from ..rules.names import terminal_safe
from .club_export import configure_export_all, run_export_all
from .club_import import configure_import, run_import
from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail, open_store, print_json
from .files import one_line


def _configure_export(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id", type=int, metavar="ID", nargs="?",
                        help="the game's id (see: scorekeeper list)")
    from ..exports.formats import EXPORT_FORMATS

    parser.add_argument("--format", choices=list(EXPORT_FORMATS), default=None,
                        help="default: from the suffix of FILE, else json")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="write to FILE (default: standard output for json and csv); "
                             "an existing FILE is replaced only if it is an export in the "
                             "same format")
    parser.add_argument("--force", action="store_true",
                        help="replace FILE whatever it holds (a database, another file)")
    configure_export_all(parser)


def run_export(args: argparse.Namespace) -> int:
    from ..store import StoreError

    refused = _refused_output(args.output, "archive", args.force) if args.all else None
    if refused is not None:  # an existing FILE that is not a club archive
        return refused
    if args.all:
        return run_export_all(args)
    if args.since is not None or args.until is not None:
        return fail("--since and --until choose games for --all; one game is chosen by "
                    "its ID", EXIT_RULES)
    if args.id is None:
        return fail("give the game's ID (see: scorekeeper list), or --all", EXIT_RULES)
    try:
        with open_store(args, create=False) as store:
            document = store.export_document(args.id)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    from ..exports.formats import ExportFormatError, ExportSource, choose_format

    output = Path(args.output) if args.output else None
    try:  # the same rule as the app's Export: see exports/formats.py
        fmt = choose_format(output, args.format)
    except ExportFormatError as error:
        return fail(str(error), EXIT_RULES)
    if fmt.text is None and output is None:
        return fail(f"--format {fmt.key} needs -o FILE", EXIT_RULES)
    source = ExportSource.from_document(document)
    if output is None:
        assert fmt.text is not None
        sys.stdout.write(fmt.text(source))
        return EXIT_OK
    return _write_export(fmt, source, output, args.force)


def _refused_output(output: str | None, kind: str, force: bool) -> int | None:
    """``export --all -o FILE``: an existing FILE that is not a club archive is left
    alone (see exports/existing.py); the exit code, or None to go on."""
    from ..exports.existing import ExistingFileError, check_replaceable

    if not output:
        return None
    try:
        check_replaceable([Path(output)], kind, force=force)
    except ExistingFileError as error:
        return _refusal(error)
    return None


def _refusal(error: Any) -> int:
    hint = ", or add --force to replace it" if error.forcible else ""
    return fail(one_line(f"{error}{hint}"), EXIT_UNUSABLE)


def _write_export(fmt: Any, source: Any, output: Path, force: bool) -> int:
    from ..exports.existing import ExistingFileError

    try:
        written = fmt.write(source, output, force=force)
    except ExistingFileError as error:
        return _refusal(error)
    except ImportError:
        return fail(f"{fmt.key} export is not available in this build", EXIT_UNUSABLE)
    except OSError as error:
        return fail(one_line(f"{output}: cannot be written ({error.strerror or error})"),
                    EXIT_UNUSABLE)
    if len(written) > 1:  # a long game's PNG: say where the rest went
        print(f"{len(written)} images: {one_line(str(written[0]))}, "
              f"{one_line(written[1].name)} … {one_line(written[-1].name)}")
    return EXIT_OK


def _configure_list(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", metavar="GAME", help="only this game (see: scorekeeper games)")
    parser.add_argument("--player", metavar="NAME", help="only games this player played")
    parser.add_argument("--status", choices=[IN_PROGRESS, FINISHED, ABANDONED])
    parser.add_argument("--limit", type=int, default=50, help="how many (default 50)")
    parser.add_argument("--json", action="store_true")


def run_list(args: argparse.Namespace) -> int:
    from ..rules import ScorekeeperError
    from ..store import HistoryFilter, StoreError
    from .club_commands import chosen_game

    try:
        with open_store(args, create=False) as store:
            game = chosen_game(store, args.game)
            player = args.player and (store.resolve_player(args.player) or args.player)
            rows = store.history(HistoryFilter(variant=game, player=player,
                                               status=args.status), limit=args.limit)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    except ScorekeeperError as error:  # no such game
        return fail(str(error), EXIT_RULES)
    if args.json:
        return print_json([asdict(r) for r in rows])
    if not rows:
        print("No games.")
    for r in rows:
        winners = f"  won by {terminal_safe(r.winners)}" if r.winners else ""
        hands = "  1 hand " if r.hands_played == 1 else f"{r.hands_played:>3} hands"
        print(f"{r.id:>6}  {r.started[:10]}  {terminal_safe(r.counted_as):<15} {r.status:<12} "
              f"{hands}  {terminal_safe(r.players)}{winners}")
    return EXIT_OK


def _configure_stats(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("player", nargs="?", metavar="PLAYER",
                        help="one player (default: everyone)")
    parser.add_argument("--game", metavar="GAME")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--csv", action="store_true",
                        help="CSV on standard output, one row per player and game, with ratings")


def run_stats(args: argparse.Namespace) -> int:
    from ..rules import ScorekeeperError
    from ..store import StoreError
    from .club_commands import chosen_game

    try:
        with open_store(args, create=False) as store:
            game = chosen_game(store, args.game)
            names = ([store.resolve_player(args.player) or args.player] if args.player
                     else store.player_names())
            stats = [s for n in names for s in store.player_stats(n, game)]
            if args.csv:
                from .club_commands import stats_csv

                return stats_csv(store, stats)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    except ScorekeeperError as error:  # no such game
        return fail(str(error), EXIT_RULES)
    if args.json:
        return print_json([asdict(s) for s in stats])
    if not stats:
        print("No finished games" + (f" for {terminal_safe(args.player)}." if args.player
                                     else "."))
        return EXIT_OK

    def pct(v: float | None) -> str:
        return "—" if v is None else f"{v:.0%}"

    def num(v: float | None, fmt: str = ".1f") -> str:
        return "—" if v is None else format(v, fmt)

    print(f"{'player':<16} {'game':<15} {'played':>6} {'won':>4} {'avg place':>9} "
          f"{'exact':>6} {'avg hand':>8} {'bid−took':>8}")
    for s in stats:
        print(f"{terminal_safe(s.player):<16} {s.variant:<15} {s.played:>6} {s.won:>4} "
              f"{num(s.average_place, '.2f'):>9} {pct(s.exact_rate):>6} "
              f"{num(s.average_hand_score):>8} {num(s.over_under, '+.2f'):>8}")
    return EXIT_OK


COMMANDS = {
    "import": (configure_import, run_import,
               "import scorecard files, club archives or another database's games"),
    "export": (_configure_export, run_export, "export a game as json, csv, pdf or png"),
    "list": (_configure_list, run_list, "list games, newest first"),
    "stats": (_configure_stats, run_stats, "player statistics per game"),
}

