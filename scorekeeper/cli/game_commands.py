"""Commands that open the app window: new, resume (and no command at all)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .common import EXIT_RULES, EXIT_UNUSABLE, fail, resolve_db

if TYPE_CHECKING:  # the app's launch builds no parser
    import argparse
    from collections.abc import Callable

    from .beside import Verdict


def run_app(args: argparse.Namespace, start: Any,
            ready: Callable[[], int | None] | None = None, *, show_first: bool = False) -> int:
    """The window; ``ready`` (see :func:`_open_checked`) may refuse it."""
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
    return run(resolve_db(args), start, ready, show_first=show_first, language=language)


def _open_checked(args: argparse.Namespace, check: Callable[[], Verdict],
                  opening: Callable[[Any, Any], None], *, show_first: bool = False,
                  after_paint: bool = False) -> int:
    """The window once ``check`` passes, ``opening(window, value)`` once the store is
    open; a failed check is one line on the terminal. The check runs while the window
    is built where it can (:mod:`.beside`), else before. With ``show_first`` (a check
    that takes longer than the window) the window shows without waiting for it, and
    goes again at once if the check fails. With ``after_paint`` the check runs in this
    process once the window has painted: for a check that needs only what the window
    loads after its first paint anyway (the rules), so it costs the start nothing."""
    from .beside import can_fork, check_beside

    if after_paint:
        # A real start (what can fork is a fresh process: no Qt application yet, no
        # threads); elsewhere (a test, an embedding program) the check runs first.
        pending = check if can_fork() else None
        show_first = True
    else:
        pending = check_beside(check)
    if pending is None:
        code, message, value = check()
        if code:
            return fail(message, code)
        return run_app(args, lambda window: opening(window, value))
    passed: list[Any] = []

    def ready() -> int | None:
        code, message, value = pending()
        if code:
            return fail(message, code)
        passed.append(value)
        return None

    return run_app(args, lambda window: opening(window, passed[0]), ready,
                   show_first=show_first)


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
    return _open_checked(args, lambda: _check_new(args), _start_game, after_paint=True)


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
    # Opening the database to check costs more than building the window: the window
    # shows meanwhile (docs/benchmarks.md), and goes again if the game cannot be resumed.
    return _open_checked(args, lambda: _check_resume(args),
                         lambda window, game_id: window.open_game(game_id), show_first=True)


def _check_resume(args: argparse.Namespace) -> Verdict:
    """The game to resume (the latest unfinished one by default), or why there is none."""
    from ..store import StoreError
    from .common import open_store

    game_id = args.id
    try:
        with open_store(args, create=False) as store:
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

