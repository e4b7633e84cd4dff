"""Backups from the terminal: ``backup FILE``, and ``restore FILE`` (a database file).

``restore`` is shared with the trash: ``restore 12 14`` takes games out of the trash,
``restore FILE`` puts a backup in the database's place. An argument that names an
existing file, or ends in ``.db``/``.sqlite``/``.sqlite3``, is a database file; all
whole numbers are game ids; anything else is refused with both uses explained.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail, open_store, resolve_db
from .files import one_line

DATABASE_SUFFIXES = (".db", ".sqlite", ".sqlite3")
RESTORE_USAGE = ("restore takes game ids from the trash (scorekeeper restore 12 14) or one "
                 "database file to put in the database's place (scorekeeper restore "
                 "backup.db)")


def _configure_backup(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE",
                        help="where to write the copy (a consistent copy, also while the "
                             "app is recording); an existing FILE is left as it was")
    parser.add_argument("--force", action="store_true",
                        help="replace FILE if it exists (an older backup, any file)")


def run_backup(args: argparse.Namespace) -> int:
    """Exit 0 when written; 1 when not (FILE exists, a folder, a read-only folder, a
    full disk, no database): one line saying why, and nothing changed."""
    from ..store import StoreError
    from ..store.backups import BackupExistsError

    try:
        with open_store(args, create=False) as store:
            size = store.backup_to(args.file, force=args.force)
    except BackupExistsError as error:
        return fail(one_line(f"{error}, or add --force to replace it."), EXIT_UNUSABLE)
    except StoreError as error:
        return fail(one_line(str(error)), EXIT_UNUSABLE)
    print(f"backed up to {one_line(args.file)} ({size:,} bytes)")
    return EXIT_OK


def is_database_file(argument: str) -> bool:
    return Path(argument).is_file() or argument.lower().endswith(DATABASE_SUFFIXES)


def restore_kind(arguments: list[str]) -> str | None:
    """"trash" (game ids), "database" (one file), or None when it is neither."""
    if all(a.isdigit() for a in arguments):
        return "trash"
    if len(arguments) == 1 and is_database_file(arguments[0]):
        return "database"
    return None


def run_restore_database(args: argparse.Namespace, source: str) -> int:
    from ..store import StoreError
    from ..store.backups import restore_database
    from ..store.errors import BUSY_TIMEOUT_SECONDS
    from ..store.paths import resolve_db_path

    current = resolve_db_path(resolve_db(args))
    try:
        kept = restore_database(current, Path(source), BUSY_TIMEOUT_SECONDS)
    except StoreError as error:
        return fail(one_line(str(error)), EXIT_UNUSABLE)
    except OSError as error:
        return fail(one_line(f"{current} could not be replaced ({error.strerror}); "
                             "nothing was changed"), EXIT_UNUSABLE)
    print(f"restored {one_line(source)} as {one_line(str(current))}")
    if kept is not None:
        print(f"the database it replaced is kept as {one_line(str(kept))}")
    return EXIT_OK


def refuse_restore() -> int:
    return fail(RESTORE_USAGE, EXIT_RULES)


COMMANDS = {
    "backup": (_configure_backup, run_backup,
               "write a consistent copy of the database (also while the app runs)"),
}
