"""``scorekeeper players``: the club's players — list them, and rename, merge, split,
give aliases and mark inactive, as the Players screen does (the same commands on the
records, :mod:`scorekeeper.store.commands`)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from ..rules.names import terminal_safe
from .common import EXIT_OK, EXIT_UNUSABLE, fail, open_store, print_json

if TYPE_CHECKING:
    from ..store.interfaces import PlayersStore

# Each action: its arguments (name, help) and what it does.
ACTIONS: dict[str, tuple[tuple[tuple[str, str], ...], str]] = {
    "rename": ((("name", "the player (name or alias)"), ("new", "the new name")),
               "give a player another name (every game follows)"),
    "merge": ((("keep", "the name that stays"), ("gone", "the name that goes")),
              "the same person entered under two names: GONE's games become KEEP's"),
    "unmerge": ((), "undo the last merge not undone: the name that went gets its games back"),
    "split": ((("name", "the player"), ("to", "who played those games (new or not)")),
              "two people under one name: the games given (--game ID …) go to TO"),
    "alias": ((("name", "the player"), ("alias", "another name they answer to")),
              "let ALIAS stand for NAME wherever a player is typed"),
    "unalias": ((("alias", "the alias to forget"),), "forget an alias"),
    "retire": ((("name", "the player"),),
               "mark a player inactive: out of completers and leaderboards, games kept"),
    "activate": ((("name", "the player"),), "mark an inactive player active again"),
}


def _configure_players(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--all", action="store_true", dest="everyone",
                        help="list the players marked inactive too")
    parser.add_argument("--json", action="store_true")
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    for action, (arguments, help_text) in ACTIONS.items():
        sub = actions.add_parser(action, help=help_text, description=help_text)
        for name, help_argument in arguments:
            sub.add_argument(name, metavar=name.upper(), help=help_argument)
        if action == "split":
            sub.add_argument("--game", type=int, action="append", required=True,
                             metavar="ID", dest="games",
                             help="a game that goes to TO (again for more; see: "
                                  "scorekeeper list --player NAME)")


def command_for(args: argparse.Namespace, store: PlayersStore) -> Any:
    """The command on the records the action asks for."""
    from ..store import PlayerError
    from ..store import commands as c

    def player(text: str) -> str:  # as the club spells them, also typed by an alias
        return store.resolve_player(text) or text

    match args.action:
        case "rename":
            return c.RenamePlayer(player(args.name), args.new)
        case "merge":
            return c.MergePlayers(player(args.keep), player(args.gone))
        case "unmerge":
            merges = store.undoable_merges()
            if not merges:
                raise PlayerError("there is no merge to undo")
            return c.UndoMerge(merges[0])
        case "split":
            return c.SplitPlayer(player(args.name), args.to,
                                 tuple(args.games))
        case "alias":
            return c.AliasPlayer(player(args.name), args.alias)
        case "unalias":
            return c.UnaliasPlayer(args.alias)
        case "retire":
            return c.RetirePlayer(player(args.name))
    return c.ActivatePlayer(player(args.name))


def said(command: Any, change: Any) -> str:
    """One line saying what was done."""
    from ..store import commands as c

    match command:
        case c.RenamePlayer(old, new):
            return f"{old} is now called {new.strip()}"
        case c.MergePlayers(keep, gone):
            return f"{gone} merged into {keep} ({_games(len(change.game_ids))} moved)"
        case c.UndoMerge(merged):
            return f"{merged.gone_name} has their games back from {merged.keep}"
        case c.SplitPlayer(name, to, games):
            return f"{_games(len(set(games)))} of {name}'s moved to {to.strip()}"
        case c.AliasPlayer(name, alias):
            return f"{alias.strip()} now stands for {name.strip()}"
        case c.UnaliasPlayer(alias):
            return f"{alias.strip()} no longer stands for anyone"
        case c.RetirePlayer(name):
            return f"{name} marked inactive" if change.undo else f"{name} was inactive already"
    return f"{command.name} is active" + ("" if change.undo else " (was already)")


def run_players(args: argparse.Namespace) -> int:
    from ..store import StoreError

    try:
        with open_store(args, create=args.action is not None) as store:
            if args.action is None:
                return _list(store.players(), args)
            command = command_for(args, store)
            change = store.run(command)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    print(terminal_safe(said(command, change)))
    return EXIT_OK


def _list(rows: list[Any], args: argparse.Namespace) -> int:
    shown = [r for r in rows if r.active or args.everyone]
    if args.json:
        return print_json([{"name": r.name, "games": r.games, "aliases": list(r.aliases),
                            "active": r.active} for r in shown])
    if not shown:
        print("No players yet.")
    for r in shown:
        aliases = f"  (also: {', '.join(r.aliases)})" if r.aliases else ""
        inactive = "  — inactive" if not r.active else ""
        print(terminal_safe(f"{r.name:<20} {_games(r.games):>9}{aliases}{inactive}"))
    return EXIT_OK


def _games(count: int) -> str:
    return f"{count} game" + ("" if count == 1 else "s")


COMMANDS = {
    "players": (_configure_players, run_players,
                "the club's players: list them; rename, merge, unmerge, split, alias, "
                "unalias, retire, activate"),
}
