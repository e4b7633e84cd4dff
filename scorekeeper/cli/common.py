"""What every command shares: exit codes, the one-line failure, the database option,
the store it names, and JSON on stdout. The command modules import this; nothing here
imports them, so the command line has no import cycle."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # not imported when the app opens: start-up is on the clock
    import argparse

    from ..rules.house_rules import HouseRules
    from ..store.store import Store

EXIT_OK, EXIT_UNUSABLE, EXIT_RULES = 0, 1, 2


def fail(message: str, code: int) -> int:
    print(f"scorekeeper: {message}", file=sys.stderr)
    return code


def resolve_db(args: argparse.Namespace) -> str | None:
    return args.db or os.environ.get("SCOREKEEPER_DB") or None


def print_json(value: Any) -> int:
    import json

    json.dump(value, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return EXIT_OK


def open_store(args: argparse.Namespace, *, create: bool = True) -> Store:
    """The store at --db. Commands that only read pass ``create=False``: for them a path
    with no database is a mistake to report ("no database at PATH"), not a new database."""
    from ..store import Store

    if not create:
        require_db(args)
    return Store(resolve_db(args))


def require_db(args: argparse.Namespace) -> None:
    """Refuse (``NoDatabaseError``) a --db path with no database, saying what the
    command looked for there; the check itself opens nothing."""
    from ..store.paths import require_database, resolve_db_path

    game = getattr(args, "id", None)
    if game is not None:
        nothing = f"there is no game {game}"
    elif getattr(args, "command", None) == "resume":
        nothing = "there is no unfinished game to resume"
    else:
        nothing = "nothing has been recorded there"
    require_database(resolve_db_path(resolve_db(args)), nothing)


def load_rules(name: str) -> HouseRules:
    """A house-rules preset by name, else a rules file by path (``new --rules``,
    ``rules show``); errors are one-line ValueErrors, or OSError when unreadable."""
    from pathlib import Path

    from ..rules.presets import PRESETS, preset, read_rules_file
    from ..rules.rules_files import RulesFileError, rules_document

    if name in PRESETS or not Path(name).exists():
        return preset(name).rules
    try:  # read as the editor reads one: size, encoding and nesting limited
        document = rules_document(name)
    except RulesFileError as error:
        raise OSError(str(error)) from None  # it names the file and what is wrong
    return read_rules_file(document)


def lang_option(parser: argparse.ArgumentParser, what: str) -> None:
    """``--lang CODE`` after the command too (before it, the top level's takes it)."""
    import argparse

    parser.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS,
                        help=f"the language of {what}: en, de, fr, es, it or nl "
                             "(default: Preferences, else $LANG); csv and json stay "
                             "the same in every language")


def drawn_language(args: argparse.Namespace) -> str:
    """The language of an export drawn for people, chosen as the app chooses its own:
    ``--lang``, else Preferences, else the system's (``LANG``). An unknown code is
    :class:`~scorekeeper.languages.UnknownLanguage`."""
    from ..languages import language_code

    if getattr(args, "lang", None):
        return language_code(args.lang)
    from ..ui.shared.preferences import Preferences
    from ..ui.shared.translations import system_language

    return Preferences().language or system_language()
