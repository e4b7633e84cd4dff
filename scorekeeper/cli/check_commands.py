"""scorekeeper check: is the database file sound, and does every stored game replay?"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from .common import EXIT_OK, EXIT_UNUSABLE, fail, open_store

if TYPE_CHECKING:
    from ..store.interfaces import GamesStore


def _configure_check(parser: argparse.ArgumentParser) -> None:
    """No options: the database is the one --db (or $SCOREKEEPER_DB) names."""


def run_check(args: argparse.Namespace) -> int:
    """Each problem on a line of its own (exit 1), or one line saying all is well."""
    from ..store import StoreError
    from ..store.database import game_ids, integrity_problems

    try:
        with open_store(args, create=False) as store:
            problems = integrity_problems(store.db, store.path)
            ids = game_ids(store.db, store.path)
            problems += _damaged_games(store, ids)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    for problem in problems:
        print(problem)
    if problems:
        return EXIT_UNUSABLE
    print(f"ok: {len(ids)} game{'' if len(ids) == 1 else 's'} checked")
    return EXIT_OK


def _damaged_games(store: GamesStore, ids: list[int]) -> list[str]:
    """Replay every game as opening it would; a damaged one is a problem, not the end of
    the check (any other store error, a locked database say, still ends it)."""
    from ..store.errors import DamagedGameError

    problems = []
    for game_id in ids:
        try:
            store.load_game(game_id)
        except DamagedGameError as error:
            problems.append(str(error))
    return problems


COMMANDS = {
    "check": (_configure_check, run_check,
              "check the database file and replay every game; list each problem found"),
}
