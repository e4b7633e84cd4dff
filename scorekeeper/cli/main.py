"""Entry point: ``scorekeeper`` opens the app; subcommands work from the terminal.

Exit codes: 0 success, 1 a file or database that cannot be used, 2 something
that breaks a game's rules (or a mistyped command line).

Start-up is on the clock (docs/benchmarks.md): a command's module is imported, and
its arguments configured, only when that command is the one typed; opening the app
(``scorekeeper``, ``--db PATH``, ``--lang de``) builds no parser at all.
"""

from __future__ import annotations

import os
import sys
from importlib import import_module
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from .common import EXIT_OK

if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence

# Every subcommand and the module in scorekeeper.cli whose ``COMMANDS`` table has it,
# in help order (tests/cli/test_lazy_commands.py holds this to the modules' tables).
COMMANDS: dict[str, str] = {
    "score": "score_commands", "games": "score_commands",
    "import": "store_commands", "export": "store_commands", "list": "store_commands",
    "stats": "store_commands",
    "delete": "trash_commands", "restore": "trash_commands", "trash": "trash_commands",
    "backup": "backup_commands", "check": "check_commands",
    "players": "player_commands",
    "ratings": "club_commands", "records": "club_commands", "report": "report_commands",
    "serve": "serve_commands",
    "new": "game_commands", "resume": "game_commands",
    "rules": "rules_commands",
}


def _db_option(parser: argparse.ArgumentParser, *, top: bool) -> None:
    import argparse

    parser.add_argument(
        "--db",
        metavar="PATH",
        default=None if top else argparse.SUPPRESS,
        help="the database file (default: $SCOREKEEPER_DB or the user data folder)",
    )


def _top_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", action="store_true",
                        help="print the version, the database and the log folder, then exit")
    _db_option(parser, top=True)
    parser.add_argument("--lang", metavar="CODE", default=None,
                        help="the app window's language: en, de, fr, es, it or nl "
                             "(default: Preferences, else $LANG)")


def command_module(name: str) -> Any:
    """The module that runs subcommand ``name`` (imported now, not before)."""
    return import_module(f"{__package__}.{COMMANDS[name]}")


def command_modules() -> tuple[Any, ...]:
    """Every module of subcommands (each has a ``COMMANDS`` table), in help order."""
    return tuple(import_module(f"{__package__}.{module}")
                 for module in dict.fromkeys(COMMANDS.values()))


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with ``only`` (a command in COMMANDS), just that one (a
    misspelt command is parsed with them all, to name them in the refusal)."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="scorekeeper",
        description="Keep score at a real card table. With no command, opens the app.",
    )
    _top_options(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS if only is None else (only,):  # `only`: no other parsers to build
        configure, _run, help_text = command_module(name).COMMANDS[name]
        sub = commands.add_parser(name, help=help_text, description=help_text)
        _db_option(sub, top=False)
        configure(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv``; its exit code. With no ``argv`` this is the whole
    program (``scorekeeper``, ``python -m scorekeeper``, the frozen app): once the
    command is done the process ends at once, without the interpreter's teardown
    (:func:`~scorekeeper.leaving.leave`, some 25 ms of each command)."""
    try:
        code = _main(argv)
    except BrokenPipeError:
        # The reader of our output went away (| head): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = EXIT_OK
    except KeyboardInterrupt:
        code = 130
    if argv is None:
        from ..leaving import leave

        leave(code)
    return code


def _main(argv: Sequence[str] | None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["--store-host"]:  # a frozen build asked to be the store process
        from ..store.host import main as store_host

        return store_host(args_list[1:])
    window = _only_window(args_list)
    if window is not None:  # `scorekeeper [--db PATH] [--lang CODE]`: straight there
        from .game_commands import run_app

        # what run_app reads of the parsed options, without loading argparse (start-up time)
        return run_app(SimpleNamespace(**window), start=None)  # type: ignore[arg-type]
    import argparse

    top = argparse.ArgumentParser(prog="scorekeeper", add_help=False)
    _top_options(top)
    top.add_argument("-h", "--help", action="store_true")
    known, rest = top.parse_known_args(args_list)
    command = next((word for word in rest if not word.startswith("-")), None)
    if command is None and not rest and not known.help:
        if known.version:
            return print_version(known)
        from .game_commands import run_app  # the app: no subcommand parser to build

        return run_app(known, start=None)
    parser = build_parser(only=command if command in COMMANDS else None)
    args = parser.parse_args(args_list)
    if args.version:
        return print_version(args)
    if args.command is None:  # pragma: no cover - parse_args refused the rest already
        parser.error("unrecognised arguments")
    _configure, run, _help = command_module(args.command).COMMANDS[args.command]
    code: int = run(args)
    return code


def _only_window(args: list[str]) -> dict[str, str | None] | None:
    """``db`` and ``lang`` of a command line that only opens the app (None where not
    given), else None: any other word goes to the parser."""
    found: dict[str, str | None] = {"db": None, "lang": None}
    rest = list(args)
    while rest:
        word = rest.pop(0)
        name, equals, value = word.partition("=")
        if name not in ("--db", "--lang") or found[name[2:]] is not None:
            return None
        if not equals:
            if not rest or rest[0].startswith("-"):
                return None
            value = rest.pop(0)
        if not value:
            return None
        found[name[2:]] = value
    return found


def print_version(args: argparse.Namespace) -> int:
    """The version, and where this program keeps its data: what a bug report needs."""
    from .. import package_version
    from ..crash_log import log_folder
    from ..store.paths import resolve_db_path
    from .common import resolve_db

    print(f"scorekeeper {package_version()}")
    print(f"database: {resolve_db_path(resolve_db(args))}")
    print(f"log: {log_folder()}")
    return EXIT_OK
