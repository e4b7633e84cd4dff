"""Commands on the database: import, export, list, stats."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

from ..rules.names import terminal_safe
from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail, open_store, print_json


def _configure_import(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="scorecard files (JSON); each goes in whole or not at all, and "
                             "a bad one is reported without stopping the rest")


def run_import(args: argparse.Namespace) -> int:
    """Import each file on its own: a bad file gets one line on stderr, the rest go in."""
    from ..rules import RuleError, ScorecardFileError
    from ..rules.hand_position import hand_line
    from ..rules.scorecard_file import (
        parse_document,
        read_scorecard_text,
        scorecard_from_document,
    )
    from ..store import StoreError
    from .files import one_line

    try:
        store = open_store(args)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    worst = EXIT_OK
    with store:
        for name in args.files:
            text = None
            try:
                text = read_scorecard_text(name)
                document = parse_document(text)
                card = scorecard_from_document(document)
                game_id = store.import_state(card.state, document.get("started"),
                                             document.get("ended"))
            except ScorecardFileError as error:
                fail(one_line(f"{name}: {error}"), EXIT_UNUSABLE)
                worst = max(worst, EXIT_UNUSABLE)
            except RuleError as error:
                line = hand_line(text, error.hand) if error.hand and text else None
                where = f"{name}: line {line}" if line else name
                fail(one_line(f"{where}: {error}"), EXIT_RULES)
                worst = max(worst, EXIT_RULES)
            except StoreError as error:
                fail(one_line(f"{name}: not imported: {error}"), EXIT_UNUSABLE)
                worst = max(worst, EXIT_UNUSABLE)
            else:
                print(f"{game_id}\t{one_line(name)}")
    return worst


def _configure_export(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id", type=int, metavar="ID", help="the game's id (see: scorekeeper list)")
    parser.add_argument("--format", choices=["json", "csv", "pdf", "png"], default="json")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="write to FILE (default: standard output for json and csv)")


def run_export(args: argparse.Namespace) -> int:
    from ..rules import evaluate
    from ..rules.scorecard_file import state_from_json
    from ..store import StoreError

    try:
        with open_store(args, create=False) as store:
            document = store.export_document(args.id)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    if args.format == "json":
        data: str | bytes = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    elif args.format == "csv":
        from ..exports.csv_export import scorecard_csv

        data = scorecard_csv(evaluate(state_from_json(document)))
    else:
        if not args.output:
            return fail(f"--format {args.format} needs -o FILE", EXIT_RULES)
        try:
            from ..exports.rendered import export_rendered
        except ImportError:
            return fail(f"{args.format} export is not available in this build", EXIT_UNUSABLE)
        try:
            export_rendered(evaluate(state_from_json(document)), document, args.format,
                            Path(args.output))
        except OSError as error:
            return fail(f"{args.output}: cannot be written ({error.strerror})", EXIT_UNUSABLE)
        return EXIT_OK
    if args.output:
        try:
            Path(args.output).write_text(data, encoding="utf-8")
        except OSError as error:
            return fail(f"{args.output}: cannot be written ({error.strerror})", EXIT_UNUSABLE)
    else:
        sys.stdout.write(data)
    return EXIT_OK


def _configure_list(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", metavar="GAME", help="only this game (see: scorekeeper games)")
    parser.add_argument("--player", metavar="NAME", help="only games this player played")
    parser.add_argument("--status", choices=["in progress", "finished", "abandoned"])
    parser.add_argument("--limit", type=int, default=50, help="how many (default 50)")
    parser.add_argument("--json", action="store_true")


def run_list(args: argparse.Namespace) -> int:
    from ..store import HistoryFilter, StoreError

    try:
        with open_store(args, create=False) as store:
            rows = store.history(HistoryFilter(variant=args.game, player=args.player,
                                               status=args.status), limit=args.limit)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    if args.json:
        return print_json([asdict(r) for r in rows])
    if not rows:
        print("No games.")
    for r in rows:
        winners = f"  won by {terminal_safe(r.winners)}" if r.winners else ""
        hands = "  1 hand " if r.hands_played == 1 else f"{r.hands_played:>3} hands"
        print(f"{r.id:>6}  {r.started[:10]}  {r.variant:<15} {r.status:<12} "
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
    from ..store import StoreError

    try:
        with open_store(args, create=False) as store:
            names = [args.player] if args.player else store.player_names()
            stats = [s for n in names for s in store.player_stats(n, args.game)]
            if args.csv:
                from .club_commands import stats_csv

                return stats_csv(store, stats)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
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
    "import": (_configure_import, run_import, "import scorecard files into the database"),
    "export": (_configure_export, run_export, "export a game as json, csv, pdf or png"),
    "list": (_configure_list, run_list, "list games, newest first"),
    "stats": (_configure_stats, run_stats, "player statistics per game"),
}

