"""Entry point: ``scorekeeper`` opens the app; subcommands work from the terminal.

Exit codes: 0 success, 1 a file or database that cannot be used, 2 something
that breaks a game's rules (or a mistyped command line).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from .. import package_version
from .common import EXIT_OK, EXIT_RULES


def _db_option(parser: argparse.ArgumentParser, *, top: bool) -> None:
    parser.add_argument(
        "--db",
        metavar="PATH",
        default=None if top else argparse.SUPPRESS,
        help="the database file (default: $SCOREKEEPER_DB or the user data folder)",
    )


def command_modules() -> tuple[Any, ...]:
    """Every module of subcommands (each has a ``COMMANDS`` table), in help order."""
    from . import (
        backup_commands,
        check_commands,
        club_commands,
        game_commands,
        rules_commands,
        score_commands,
        serve_commands,
        store_commands,
        trash_commands,
    )

    return (score_commands, store_commands, trash_commands, backup_commands, check_commands,
            club_commands, serve_commands, game_commands, rules_commands)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="scorekeeper",
        description="Keep score at a real card table. With no command, opens the app.",
    )
    parser.add_argument("--version", action="version", version=f"scorekeeper {package_version()}")
    _db_option(parser, top=True)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in command_modules():
        for name, (configure, _run, help_text) in module.COMMANDS.items():
            sub = commands.add_parser(name, help=help_text, description=help_text)
            _db_option(sub, top=False)
            configure(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader of our output went away (| head): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except KeyboardInterrupt:
        return 130


def _main(argv: Sequence[str] | None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["--store-host"]:  # a frozen build asked to be the store process
        from ..store.host import main as store_host

        return store_host(args_list[1:])
    if not args_list:  # the desktop launch: straight to the window, no parser to build
        from .game_commands import run_app

        return run_app(argparse.Namespace(db=None), start=None)
    parser = build_parser()
    args = parser.parse_args(args_list)
    if args.command is None:
        from .game_commands import run_app

        return run_app(args, start=None)
    for module in command_modules():
        if args.command in module.COMMANDS:
            _configure, run, _help = module.COMMANDS[args.command]
            return run(args)
    parser.error(f"unknown command {args.command}")
    return EXIT_RULES
