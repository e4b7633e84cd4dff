"""``scorekeeper import``: scorecard files, club archives and other databases.

Every game is new (stored; its id printed on stdout), already here (its uid is in
the database: nothing added) or refused (it breaks a rule, cannot be read, or its uid
is here with another record of play). Refusals get one line each on stderr naming
the file (and the archive's line, or the other database's game); the rest go on.
Exit 0 when nothing was refused, else 1 (could not be read) or 2 (breaks a rule).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail, open_store
from .files import one_line

BATCH = 500  # games per transaction: each game whole or absent, and far fewer commits
SQLITE_MAGIC = b"SQLite format 3\x00"


def configure_import(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files", nargs="+", metavar="FILE",
        help="scorecard files (.json), club archives (.jsonl, one scorecard a line, as "
             "`export --all` writes them) or other Scorekeeper databases; a game already "
             "here (same uid) is not added again, and a bad one is reported without "
             "stopping the rest")


@dataclass
class Tally:
    """What became of the games of one command; the worst exit code so far."""

    new: int = 0
    already: int = 0
    refused: int = 0
    worst: int = EXIT_OK
    combined: bool = False  # an archive or a database: print the summary
    seen: set[str] = field(default_factory=set)

    def refuse(self, message: str, code: int) -> None:
        fail(one_line(message), code)
        self.refused += 1
        self.worst = max(self.worst, code)

    def summary(self) -> str:
        return f"{self.new:,} new, {self.already:,} already here, {self.refused:,} refused"


@dataclass(frozen=True)
class Pending:
    """A checked game waiting for its batch, and how to name it in messages."""

    game: Any  # FiledGame
    where: str  # "club.jsonl:12", "other.db game 7", "game.json"
    loud: bool  # say "already here" for this one (single files)


def run_import(args: argparse.Namespace) -> int:
    from ..rules.club_archive import is_archive
    from ..store import StoreError

    try:
        store = open_store(args)
    except StoreError as error:
        return fail(str(error), EXIT_UNUSABLE)
    tally = Tally()
    with store:
        for name in args.files:
            try:
                if is_archive(name):
                    tally.combined = True
                    _store_all(store, _archive_games(name, tally), tally)
                elif _is_database(name):
                    tally.combined = True
                    _import_database(store, name, tally)
                else:
                    _store_all(store, _file_game(name, tally), tally)
            except StoreError as error:  # the database we write to: stop here
                tally.refuse(f"{name}: not imported: {error}", EXIT_UNUSABLE)
                break
    if tally.combined:
        fail(tally.summary(), tally.worst)
    return tally.worst


# --- sources -------------------------------------------------------------------
def _file_game(name: str, tally: Tally) -> Iterator[Pending]:
    from ..rules.scorecard_file import parse_document, read_scorecard_text

    text = None
    try:
        text = read_scorecard_text(name)
        game = _checked(parse_document(text))
    except Exception as error:
        _refusal(tally, name, error, text)
        return
    yield Pending(game, name, True)


def _archive_games(name: str, tally: Tally) -> Iterator[Pending]:
    from ..rules import ScorecardFileError
    from ..rules.club_archive import archive_lines
    from ..rules.scorecard_file import parse_document

    try:
        for line in archive_lines(name):
            where = f"{name}:{line.number}"
            if line.error is not None or line.text is None:
                tally.refuse(f"{where}: {line.error}", EXIT_UNUSABLE)
                continue
            try:
                game = _checked(parse_document(line.text))
            except Exception as error:
                _refusal(tally, where, error, None)
                continue
            yield Pending(game, where, False)
    except ScorecardFileError as error:  # the archive itself
        tally.refuse(f"{name}: {error}", EXIT_UNUSABLE)


def _import_database(store: Any, name: str, tally: Tally) -> None:
    from ..store import Store, StoreError
    from ..store.errors import DamagedGameError

    if _same_file(name, store.path):
        tally.refuse(f"{name}: is the database being imported into", EXIT_UNUSABLE)
        return
    try:
        other = Store.read_only(Path(name))
    except StoreError as error:
        tally.refuse(f"{name}: {error}", EXIT_UNUSABLE)
        return

    def games() -> Iterator[Pending]:
        for game_id in other.game_ids():
            try:
                yield Pending(other.filed_game(game_id), f"{name} game {game_id}", False)
            except DamagedGameError as error:
                tally.refuse(f"{name}: {error}", EXIT_UNUSABLE)

    try:
        _store_all(store, games(), tally)
    finally:
        other.close()


def _checked(document: Any) -> Any:
    from ..rules.filed_game import filed_game

    return filed_game(document)


def _refusal(tally: Tally, where: str, error: Exception, text: str | None) -> None:
    """One line for a game that could not be read (1) or breaks a rule (2)."""
    from ..rules import RuleError, ScorecardFileError
    from ..rules.hand_position import hand_line

    if isinstance(error, ScorecardFileError):
        tally.refuse(f"{where}: {error}", EXIT_UNUSABLE)
    elif isinstance(error, RuleError):
        line = hand_line(text, error.hand) if error.hand and text else None
        tally.refuse(f"{where}: line {line}: {error}" if line else f"{where}: {error}",
                     EXIT_RULES)
    else:
        raise error


# --- into the database -----------------------------------------------------------
def _store_all(store: Any, pending: Iterable[Pending], tally: Tally) -> None:
    for batch in _batches(pending, BATCH):
        outcomes = store.import_games([p.game for p in batch])
        for item, outcome in zip(batch, outcomes, strict=True):
            _report(item, outcome, tally)


def _report(item: Pending, outcome: Any, tally: Tally) -> None:
    from ..store.importing import ALREADY, NEW

    if outcome.outcome == NEW:
        tally.new += 1
        print(f"{outcome.game_id}\t{one_line(item.where)}")
    elif outcome.outcome == ALREADY:
        tally.already += 1
        if item.loud:
            trash = ", in the trash" if outcome.in_trash else ""
            fail(one_line(f"already here: game {outcome.game_id}{trash} ({item.where})"),
                 EXIT_OK)
    else:
        tally.refuse(f"{item.where}: refused: game {outcome.game_id} here has the same uid "
                     f"({item.game.uid}) but another record of play", EXIT_RULES)


def _batches(items: Iterable[Pending], size: int) -> Iterator[list[Pending]]:
    batch: list[Pending] = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def _is_database(name: str) -> bool:
    """An SQLite file, by its first bytes (whatever its name); never waits on a FIFO."""
    from ..rules.errors import ScorecardFileError
    from ..rules.file_reading import open_regular_file

    try:
        fd = open_regular_file(name)
    except ScorecardFileError:
        return False  # reading it as a scorecard says what is wrong
    try:
        return os.read(fd, len(SQLITE_MAGIC)) == SQLITE_MAGIC
    except OSError:
        return False
    finally:
        os.close(fd)


def _same_file(name: str, path: Path) -> bool:
    try:
        return Path(name).resolve().samefile(path)
    except OSError:
        return False

