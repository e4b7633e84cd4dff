"""Commands that open the app window: new, resume (and no command at all)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .common import EXIT_RULES, EXIT_UNUSABLE, fail, resolve_db

if TYPE_CHECKING:  # the app's launch builds no parser
    import argparse


def run_app(args: argparse.Namespace, start: Any) -> int:
    try:
        from ..ui.app import run
    except ImportError as error:  # Qt missing or its system libraries absent
        return fail(f"the app window cannot start: {error}. On Debian/Ubuntu run "
                    "sh packaging/install-system-deps.sh", EXIT_UNUSABLE)
    return run(resolve_db(args), start)


def _configure_new(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME", nargs="?", default=None,
                        help="one of: scorekeeper games (omit it with --rules)")
    parser.add_argument("--rules", metavar="NAME|FILE", default=None,
                        help="play by house rules: a preset (scorekeeper rules list) or a "
                             "rules file")
    parser.add_argument("--players", required=True, metavar="A,B,C",
                        help="names in clockwise seating order")
    parser.add_argument("--dealer", required=True, metavar="NAME", help="who deals first")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option (repeatable), e.g. --option length=half")


def run_new(args: argparse.Namespace) -> int:
    from ..rules import Game, ScorekeeperError

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    options: dict[str, str] = {}
    for text in args.option:
        key, sep, value = text.partition("=")
        if not sep:
            return fail(f"--option {text}: write KEY=VALUE, e.g. length=half", EXIT_RULES)
        options[key.strip()] = value.strip()
    try:
        game_key, options = _house_or_game(args, options)
        game = Game.new(game_key, players, args.dealer, options)  # checked before any window
    except ScorekeeperError as error:
        return fail(str(error), EXIT_RULES)
    except OSError as error:
        return fail(str(error), EXIT_UNUSABLE)
    setup = game.setup

    def start(window: Any) -> None:
        window.start_game(setup.variant, list(setup.players), setup.first_dealer,
                          dict(setup.options))

    return run_app(args, start)


def _house_or_game(args: argparse.Namespace, options: dict[str, Any]
                   ) -> tuple[str, dict[str, Any]]:
    """The game and options ``new`` was asked for: ``--rules`` makes a house game whose
    settings (resolved) are its options; otherwise GAME with its ``--option``s."""
    from ..rules import SetupError
    from ..rules.games import HOUSE
    from .common import load_rules

    if args.rules is None:
        if args.game is None:
            raise SetupError("name a game (scorekeeper games) or give --rules NAME|FILE")
        return args.game, options
    if (args.game not in (None, HOUSE)) or options:
        raise SetupError("--rules sets every rule of the game: give no GAME and no --option")
    return HOUSE, {"rules": load_rules(args.rules).to_dict()}


def _configure_resume(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id", nargs="?", type=int, metavar="ID",
                        help="the game to resume (default: the latest unfinished one)")


def run_resume(args: argparse.Namespace) -> int:
    from ..store import StoreError
    from .common import open_store

    game_id = args.id
    try:
        with open_store(args, create=False) as store:
            if game_id is None:
                unfinished = store.unfinished_games(limit=1)
                if not unfinished:
                    return fail("there is no unfinished game to resume; start one with "
                                "scorekeeper new", EXIT_UNUSABLE)
                game_id = unfinished[0].id
            elif store.game_summary(game_id) is None:
                return fail(f"there is no game {game_id} (see: scorekeeper list)",
                            EXIT_UNUSABLE)
            elif store.in_trash(game_id):
                return fail(f"game {game_id} is in the trash; bring it back with "
                            f"scorekeeper restore {game_id}", EXIT_UNUSABLE)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)

    def start(window: Any) -> None:
        window.open_game(game_id)

    return run_app(args, start)


COMMANDS = {
    "new": (_configure_new, run_new, "open the app on a new game"),
    "resume": (_configure_resume, run_resume, "open the app on an unfinished game"),
}

