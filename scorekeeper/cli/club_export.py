"""``scorekeeper export --all``: every game as a club archive, one scorecard a line.

The archive is written beside its final name and renamed into place once complete
and on disk, so an archive that exists is whole. Games in the trash are left out.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import TextIO

from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail, open_store


def configure_export_all(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--all", action="store_true",
                        help="every game (not the trash) as a club archive: one scorecard "
                             "a line, with its uid (import it with `scorekeeper import`)")
    parser.add_argument("--since", metavar="DATE",
                        help="with --all: only games started on DATE (YYYY-MM-DD) or later")
    parser.add_argument("--until", metavar="DATE",
                        help="with --all: only games started on DATE (YYYY-MM-DD) or earlier")


def run_export_all(args: argparse.Namespace) -> int:
    from ..rules.club_archive import archive_line
    from ..store import StoreError
    from ..store.errors import DamagedGameError

    if args.id is not None:
        return fail("give a game's ID or --all, not both", EXIT_RULES)
    for option, value in (("--since", args.since), ("--until", args.until)):
        if value is not None and not _is_day(value):
            return fail(f"{option} takes a date like 2026-11-01, not {value!r}", EXIT_RULES)
    if args.since and args.until and args.since > args.until:
        return fail(f"--since {args.since} is after --until {args.until}: nothing to export",
                    EXIT_RULES)
    if args.format not in (None, "json"):
        return fail("--all writes scorecards (json), one a line", EXIT_RULES)
    worst = EXIT_OK
    try:
        with open_store(args, create=False) as store, _output(args.output) as out:
            for game_id in store.game_ids(args.since, args.until):
                try:
                    out.write(archive_line(store.filed_game(game_id)))
                except DamagedGameError as error:
                    worst = fail(f"{error} (left out of the archive)", EXIT_UNUSABLE)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    except OSError as error:
        return fail(f"{args.output}: cannot be written ({error.strerror})", EXIT_UNUSABLE)
    return worst


def _is_day(text: str) -> bool:
    """YYYY-MM-DD and a real day (as ``ratings --since/--until`` take it)."""
    try:
        return len(text) == 10 and date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


@contextlib.contextmanager
def _output(name: str | None) -> Iterator[TextIO]:
    """Standard output, or ``name`` written whole or not at all (temp file, fsync, rename)."""
    if not name:
        yield sys.stdout
        return
    target = Path(name)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part",
                                dir=target.parent if str(target.parent) else ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
