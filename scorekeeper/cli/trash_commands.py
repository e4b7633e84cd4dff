"""Commands on the trash: delete a game into it, restore one, list or empty it."""

from __future__ import annotations

import argparse
from dataclasses import asdict

from ..rules.names import terminal_safe
from .common import EXIT_OK, EXIT_UNUSABLE, fail, open_store, print_json


def _configure_delete(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("ids", nargs="+", type=int, metavar="ID", help="the games to delete")


def run_delete(args: argparse.Namespace) -> int:
    from ..store import StoreError

    try:
        with open_store(args) as store:
            for game_id in args.ids:
                store.delete_game(game_id)
                print(f"game {game_id} moved to the trash "
                      f"(scorekeeper restore {game_id} brings it back)")
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    return EXIT_OK


def _configure_restore(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("ids", nargs="+", metavar="ID… | FILE",
                        help="game ids: take those games out of the trash; or one database "
                             "file (an existing file, or a name ending in .db or .sqlite): "
                             "check it is a Scorekeeper database, back up the current one "
                             "(in backups/ beside it) and put FILE in its place")


def run_restore(args: argparse.Namespace) -> int:
    from ..store import StoreError
    from .backup_commands import refuse_restore, restore_kind, run_restore_database

    kind = restore_kind(args.ids)
    if kind == "database":
        return run_restore_database(args, args.ids[0])
    if kind is None:
        return refuse_restore()
    args.ids = [int(i) for i in args.ids]
    try:
        with open_store(args) as store:
            for game_id in args.ids:
                store.restore_game(game_id)
                print(f"game {game_id} restored")
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    return EXIT_OK


def _configure_trash(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--empty", nargs="*", type=int, metavar="ID", default=None,
                        help="delete for good: the games given, or every game in the trash")
    parser.add_argument("--json", action="store_true")


def run_trash(args: argparse.Namespace) -> int:
    from ..store import StoreError

    try:
        with open_store(args) as store:
            if args.empty is not None:
                count = store.empty_trash(args.empty or None)
                print(f"{count} game{'' if count == 1 else 's'} deleted for good")
                return EXIT_OK
            games = store.trash()
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    if args.json:
        return print_json([{**asdict(t.game), "trashed": t.trashed} for t in games])
    if not games:
        print("The trash is empty.")
    for item in games:
        g = item.game
        print(f"{g.id:>6}  deleted {item.trashed[:16].replace('T', ' ')}  {g.variant:<15} "
              f"{g.status:<12} {terminal_safe(g.players)}")
    return EXIT_OK


COMMANDS = {
    "delete": (_configure_delete, run_delete, "move games to the trash"),
    "restore": (_configure_restore, run_restore,
                "take games out of the trash (restore ID…), or put a backup in the "
                "database's place (restore FILE)"),
    "trash": (_configure_trash, run_trash, "list the trash, or empty it (--empty [ID …])"),
}
