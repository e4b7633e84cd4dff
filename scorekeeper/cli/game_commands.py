"""Commands that open the app window: new, resume (and no command at all)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .common import EXIT_RULES, EXIT_UNUSABLE, fail, resolve_db

if TYPE_CHECKING:  # the app's launch builds no parser
    import argparse
    from collections.abc import Callable

    from .beside import Verdict


def run_app(args: argparse.Namespace, start: Any,
            ready: Callable[[], int | None] | None = None, *, show_first: bool = False,
            terminal: Callable[[str], int] | None = None) -> int:
    """The window; ``ready`` (see :func:`_open_checked`) may refuse it, and so may
    ``start`` (an exit code); ``terminal`` tells a database that cannot open."""
    from ..languages import UnknownLanguage, language_code

    try:
        language = language_code(args.lang) if getattr(args, "lang", None) else None
    except UnknownLanguage as error:
        return fail(str(error), EXIT_RULES)
    try:
        from ..ui.app import run
    except ImportError as error:  # Qt missing or its system libraries absent
        code = ready() if ready is not None else None
        if code is not None:  # the command's own mistake is the one to tell
            return code
        return fail(f"the app window cannot start: {error}. On Debian/Ubuntu run "
                    "sh packaging/install-system-deps.sh", EXIT_UNUSABLE)
    return run(resolve_db(args), start, ready, show_first=show_first, language=language,
               terminal=terminal)


def _open_checked(args: argparse.Namespace, check: Callable[[], Verdict],
                  opening: Callable[[Any, Any], None]) -> int:
    """The window once ``check`` passes, ``opening(window, value)`` once the store is
    open; a failed check is one line on the terminal. In a fresh start the check runs
    once the window has painted (:mod:`.beside`: it needs only what the window loads
    then anyway), and a refusal makes the window go at once; elsewhere it runs first."""
    from .beside import fresh_start

    if not fresh_start():
        code, message, value = check()
        if code:
            return fail(message, code)
        return run_app(args, lambda window: opening(window, value))
    passed: list[Any] = []

    def ready() -> int | None:
        code, message, value = check()
        if code:
            return fail(message, code)
        passed.append(value)
        return None

    return run_app(args, lambda window: opening(window, passed[0]), ready, show_first=True)


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
    # Checked by the rules, which the window loads after its first paint in any case:
    # then, in this process (a forked child cost the start ~25%: docs/benchmarks.md).
    return _open_checked(args, lambda: _check_new(args), _start_game)


def _check_new(args: argparse.Namespace) -> Verdict:
    """The game, players and options checked by the rules: the setup, or why not."""
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    options: dict[str, str] = {}
    for text in args.option:
        key, sep, value = text.partition("=")
        if not sep:
            return EXIT_RULES, f"--option {text}: write KEY=VALUE, e.g. length=half", None
        options[key.strip()] = value.strip()
    from ..rules import Game, ScorekeeperError

    try:
        game_key, options = _house_or_game(args, options)
        setup = Game.new(game_key, players, args.dealer, options).setup
    except ScorekeeperError as error:
        return EXIT_RULES, str(error), None
    except OSError as error:
        return EXIT_UNUSABLE, str(error), None
    return 0, "", [setup.variant, list(setup.players), setup.first_dealer, dict(setup.options)]


def _start_game(window: Any, setup: list[Any]) -> None:
    variant, players, dealer, options = setup
    window.start_game(variant, players, dealer, options)


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
    """In a fresh start the store's own process, which the window starts after its first
    paint anyway, answers which game to resume and whether it can be (a second process
    opening the database cost the start 15-50 %: docs/benchmarks.md); the window shows
    meanwhile, and goes again at once if there is nothing to resume."""
    from .beside import fresh_start

    if not fresh_start():  # a test, an embedding program: checked first, no window
        code, message, game_id = _check_resume(args)
        if code:
            return fail(message, code)
        return run_app(args, lambda window: window.open_game(game_id))
    return run_app(args, lambda window: _resume_in(window, args.id),
                   lambda: _database_there(args), show_first=True,
                   terminal=lambda text: fail(text, EXIT_UNUSABLE))


def _database_there(args: argparse.Namespace) -> int | None:
    """None if there is a database to resume from, else the refusal (one line, exit 1):
    asked before the window's store opens, which would make a new, empty one."""
    from ..store.errors import StoreError
    from .common import require_db

    try:
        require_db(args)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    return None


def _resume_in(window: Any, game_id: int | None) -> int | None:
    """The game opened in ``window`` (its store is open), or the refusal's exit code."""
    code, message, found = resume_verdict(window.store, game_id)
    if code:
        return fail(message, code)
    window.open_game(found)
    return None


def _check_resume(args: argparse.Namespace) -> Verdict:
    """The game to resume, asked of a store opened here (not a fresh start)."""
    from ..store import StoreError
    from .common import open_store

    try:
        with open_store(args, create=False) as store:
            return resume_verdict(store, args.id)
    except StoreError as error:
        return EXIT_UNUSABLE, str(error), None


def resume_verdict(store: Any, game_id: int | None) -> Verdict:
    """The game to resume (the latest unfinished one by default), or why there is none:
    asked of the window's store (its own process) or of one opened for the check."""
    from ..store import StoreError

    try:
        if game_id is None:
            unfinished = store.unfinished_games(limit=1)
            if not unfinished:
                return (EXIT_UNUSABLE, "there is no unfinished game to resume; start "
                        "one with scorekeeper new", None)
            game_id = unfinished[0].id
        elif store.game_summary(game_id) is None:
            return EXIT_UNUSABLE, f"there is no game {game_id} (see: scorekeeper list)", None
        elif store.in_trash(game_id):
            return (EXIT_UNUSABLE, f"game {game_id} is in the trash; bring it back with "
                    f"scorekeeper restore {game_id}", None)
    except StoreError as error:
        return EXIT_UNUSABLE, str(error), None
    return 0, "", game_id


COMMANDS = {
    "new": (_configure_new, run_new, "open the app on a new game"),
    "resume": (_configure_resume, run_resume, "open the app on an unfinished game"),
}

