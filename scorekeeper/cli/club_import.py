"""``scorekeeper import``: scorecard files, club archives and other databases.

Every game is new (stored; its id printed on stdout), already here (its uid is in
the database: nothing added) or refused (it breaks a rule, cannot be read, or its uid
is here with another record of play). Refusals get one line each on stderr naming
the file (and the archive's line, or the other database's game); the rest go on.
Exit 0 when nothing was refused, else 1 (could not be read) or 2 (breaks a rule).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from .common import EXIT_OK, EXIT_RULES, EXIT_UNUSABLE, fail, open_store
from .files import one_line

if TYPE_CHECKING:
    from ..store.interfaces import ImportsStore

BATCH = 500  # games per transaction: each game whole or absent, and far fewer commits
SQLITE_MAGIC = b"SQLite format 3\x00"
PARALLEL_BYTES = 2_000_000  # an archive this large is checked by worker processes
CHUNK = 128  # lines sent to a worker at a time (fewer, larger messages: less work here)
AHEAD = 8  # chunks a worker may have checked, or be checking, that are not stored yet
YOUNG = 20_000  # objects made between two collections of the youngest, while importing


def configure_import(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files", nargs="+", metavar="FILE",
        help="scorecard files (.json), club archives (.jsonl, one scorecard a line, as "
             "`export --all` writes them) or other Scorekeeper databases; a game already "
             "here (same uid) is not added again, and a bad one is reported without "
             "stopping the rest")


class Progress:
    """How many games have gone in so far, on one line of a terminal rewritten as they go
    (a club's archive takes a minute or more). Only where it can be read: stderr a
    terminal, and stdout not (the ids of new games would scroll it away)."""

    def __init__(self, stream: TextIO | None = None, ids: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.on = _is_terminal(self.stream) and not _is_terminal(ids or sys.stdout)
        self.shown = False

    def show(self, text: str) -> None:
        if self.on:
            self.stream.write(f"\r\033[Kscorekeeper: {text}")
            self.stream.flush()
            self.shown = True

    def clear(self) -> None:
        """Before any other line on stderr, and at the end: the line is gone."""
        if self.shown:
            self.stream.write("\r\033[K")
            self.stream.flush()
            self.shown = False


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed, or not a real stream
        return False


@dataclass
class Tally:
    """What became of the games of one command; the worst exit code so far."""

    new: int = 0
    already: int = 0
    extended: int = 0
    refused: int = 0
    worst: int = EXIT_OK
    combined: bool = False  # an archive or a database: print the summary
    progress: Progress = field(default_factory=Progress)

    def refuse(self, message: str, code: int) -> None:
        self.progress.clear()
        fail(one_line(message), code)
        self.refused += 1
        self.worst = max(self.worst, code)

    def summary(self) -> str:
        extended = f"{self.extended:,} extended, " if self.extended else ""
        return (f"{self.new:,} new, {extended}{self.already:,} already here, "
                f"{self.refused:,} refused")


@dataclass(frozen=True)
class Pending:
    """A checked game waiting for its batch, and how to name it in messages."""

    game: Any  # PreparedGame
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
    with store, _Workers() as workers:
        for name in args.files:
            try:
                if is_archive(name):
                    tally.combined = True
                    _store_all(store, _archive_games(name, tally, workers, store), tally)
                elif _is_database(name):
                    tally.combined = True
                    _import_database(store, name, tally)
                else:
                    _store_all(store, _file_game(name, tally, store), tally)
            except StoreError as error:  # the database we write to: stop here
                tally.refuse(f"{name}: not imported: {error}", EXIT_UNUSABLE)
                break
    tally.progress.clear()
    if tally.combined:
        fail(tally.summary(), tally.worst)
    return tally.worst


# --- sources -------------------------------------------------------------------
def _file_game(name: str, tally: Tally, store: ImportsStore) -> Iterator[Pending]:
    from ..rules.scorecard_file import read_scorecard_text

    text = None
    try:
        text = read_scorecard_text(name)
        game = prepared(text, _stamp(), store.known_uid)
    except Exception as error:
        tally.refuse(*refusal(name, error, text))
        return
    yield Pending(game, name, True)


def _archive_games(name: str, tally: Tally, workers: _Workers,
                   store: ImportsStore) -> Iterator[Pending]:
    from ..rules import ScorecardFileError
    from ..rules.club_archive import archive_lines

    try:
        size = os.stat(name).st_size
    except OSError:
        size = 0
    try:
        items = ((line.number, line.text, str(line.error) if line.error else None)
                 for line in archive_lines(name))
        for number, game, message, code in workers.check(items, _stamp(), store,
                                                         size >= PARALLEL_BYTES):
            where = f"{name}:{number}"
            if game is None:
                tally.refuse(f"{where}: {message}", code)
                continue
            yield Pending(game, where, False)
    except ScorecardFileError as error:  # the archive itself
        tally.refuse(f"{name}: {error}", EXIT_UNUSABLE)


_LOOKUP: Any = None  # a worker's UidLookup on the database being imported into


def _start_worker(db_path: str) -> None:
    global _LOOKUP
    from ..rules import filed_game, scorecard_file  # noqa: F401  (before the freeze)
    from ..store.importing import UidLookup

    _LOOKUP = UidLookup(db_path)
    gc.freeze()  # the modules' objects: never looked at by a collection again
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])


@contextmanager
def _fewer_collections() -> Iterator[None]:
    """The collector run less often while importing (here and in the workers, see
    :data:`YOUNG`): a game read, checked or unpickled makes hundreds of lists, dicts and
    tuples, freed as soon as it is stored and in no cycle, so at the default (700) the
    collector looked at each game's several times over (3–4 % of a worker's time).
    A cycle (a refused line's error) is still collected, a little later."""
    before = gc.get_threshold()
    gc.set_threshold(YOUNG, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)


def check_line(item: tuple[int, str | None, str | None], stamp: str, lookup: Any = None,
               document: dict[str, Any] | None = None) -> tuple[int, Any, str | None, int]:
    """An archive line checked and prepared: (number, game or None, refusal, exit code).
    Runs in a worker process for large archives, so it takes and gives plain values.
    ``document``: the line already parsed, if it was."""
    number, text, unreadable = item
    if text is None:
        return number, None, unreadable, EXIT_UNUSABLE
    try:
        return number, prepared(text, stamp, lookup or _LOOKUP, document), None, EXIT_OK
    except Exception as error:
        message, code = refusal("", error, None)
        return number, None, message.removeprefix(": "), code


def check_chunk(chunk: list[tuple[int, str | None, str | None]], stamp: str,
                ) -> list[tuple[int, Any, str | None, int]]:
    """:func:`check_line` for each line of a chunk: one message each way for
    :data:`CHUNK` lines, and one step of the window (see :class:`_Workers`). The
    feeding thread shares the importing process with the writer, so the less it does
    a line, the sooner the workers have their next lines. The chunk's uids are looked
    up in one query."""
    from ..rules.scorecard_file import parse_document

    documents: list[dict[str, Any] | None] = []
    for _, text, _ in chunk:
        try:
            documents.append(None if text is None else parse_document(text))
        except Exception:
            documents.append(None)  # read again by check_line, which says what is wrong
    lookup = _LOOKUP.many(d.get("uid") for d in documents if d is not None)
    return [check_line(item, stamp, lookup, document)
            for item, document in zip(chunk, documents, strict=True)]


def prepared(text: str, stamp: str, lookup: Any, document: dict[str, Any] | None = None,
             ) -> Any:
    """A scorecard's text (or ``document``, the text parsed), checked in full and
    prepared for storing; or, when it is a game already here spelt exactly as stored,
    what :func:`already_here` says of it."""
    from ..rules.filed_game import check_beside_record, stored_from_document
    from ..rules.scorecard_file import parse_document
    from ..store.importing import already_here, prepare_stored

    if document is None:
        document = parse_document(text)
    here = already_here(document, lookup(document.get("uid")))
    if here is not None:
        check_beside_record(document)  # the record is the stored one; the rest is checked
        return here
    get = document.get
    return prepare_stored(stored_from_document(document), get("uid"), get("started"),
                          get("ended"), get("notes"), stamp)


def _stamp() -> str:
    from ..store.stamps import now

    return now()


class _Workers:
    """Processes that check archive lines while this one stores them (started on the
    first large archive). A killed import takes them with it: each waits on a pipe
    only this process writes to, and ends when it closes.

    Lines go out by chunks of :data:`CHUNK`, only as fast as their games are stored
    (at most :data:`AHEAD` chunks a worker ahead): checkers faster than the one writer
    (more cores) would otherwise pile up checked games, and the memory would grow with
    the archive."""

    def __init__(self) -> None:
        self.pool: Any = None
        self.stopping = threading.Event()

    def check(self, items: Iterable[tuple[int, str | None, str | None]], stamp: str,
              store: ImportsStore, parallel: bool) -> Iterator[tuple[int, Any, str | None, int]]:
        count = min(os.cpu_count() or 1, 4)
        if not parallel or count < 2:
            for item in items:
                yield check_line(item, stamp, store.known_uid)
            return
        if self.pool is None:
            import multiprocessing

            self.pool = multiprocessing.get_context("spawn").Pool(
                count, _start_worker, (str(store.path),))
            _widen_pipes(self.pool)
        window = threading.Semaphore(max(AHEAD * count, 2))  # chunks: never stuck
        done, stopping = threading.Event(), self.stopping

        def sent() -> Iterator[list[tuple[int, str | None, str | None]]]:
            """The lines by chunks, each read once the window has room for it. Run by
            the pool's feeding thread, which must never wait for good: it feeds the
            next archive's lines after these, and the pool joins it on closing."""
            lines = iter(items)
            while True:
                while not window.acquire(timeout=0.1):
                    if done.is_set() or stopping.is_set():
                        return
                chunk = list(islice(lines, CHUNK))
                if not chunk:
                    return
                yield chunk

        try:
            with _fewer_collections():
                for checked in self.pool.imap(partial(check_chunk, stamp=stamp), sent()):
                    yield from checked
                    window.release()  # every game of the chunk taken
        finally:
            done.set()  # not read to the end (the database failed): stop sending

    def __enter__(self) -> _Workers:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stopping.set()
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()


PIPE_BYTES = 1 << 20  # a chunk of lines (~350 KB) or of checked games (~230 KB) at once


def _widen_pipes(pool: Any) -> None:
    """The pool's two pipes made large enough for a whole message (Linux; elsewhere as
    they are). At the usual 64 KB a chunk crosses in six pieces, each waiting for the
    other side to be given a core again, while a worker waits for its lines or its
    answer is not read: on two cores that left the checkers idle a fifth of the time."""
    try:
        import fcntl

        for queue in (pool._inqueue, pool._outqueue):
            fcntl.fcntl(queue._writer.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    except (ImportError, AttributeError, OSError):
        pass  # not Linux, or a limit lower than this: the pipes keep their size


def _import_database(store: ImportsStore, name: str, tally: Tally) -> None:
    from ..store import Store, StoreError
    from ..store.errors import DamagedGameError
    from ..store.importing import prepare

    stamp = _stamp()
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
                yield Pending(prepare(other.filed_game(game_id), stamp),
                              f"{name} game {game_id}", False)
            except DamagedGameError as error:
                tally.refuse(f"{name}: {error}", EXIT_UNUSABLE)

    try:
        _store_all(store, games(), tally)
    finally:
        other.close()


def refusal(where: str, error: Exception, text: str | None) -> tuple[str, int]:
    """The line for a game that could not be read (exit 1) or breaks a rule (exit 2)."""
    from ..rules import RuleError, ScorecardFileError
    from ..rules.hand_position import hand_line

    if isinstance(error, ScorecardFileError):
        return f"{where}: {error}", EXIT_UNUSABLE
    if isinstance(error, RuleError):
        line = hand_line(text, error.hand) if error.hand and text else None
        return (f"{where}: line {line}: {error}" if line else f"{where}: {error}"), EXIT_RULES
    raise error


# --- into the database -----------------------------------------------------------
def _store_all(store: ImportsStore, pending: Iterable[Pending], tally: Tally) -> None:
    from ..store.importing import Imported

    for batch in _batches(pending, BATCH):
        known = [p for p in batch if isinstance(p.game, Imported)]  # found by uid
        new = [p for p in batch if not isinstance(p.game, Imported)]
        outcomes = store.import_prepared([p.game for p in new]) if new else []
        for item, outcome in [*((p, p.game) for p in known), *zip(new, outcomes, strict=True)]:
            _report(item, outcome, tally)
        if tally.combined:
            done = tally.new + tally.extended + tally.already + tally.refused
            tally.progress.show(f"{done:,} games so far "
                                f"({tally.summary()})…")


def _report(item: Pending, outcome: Any, tally: Tally) -> None:
    from ..store.importing import ALREADY, EXTENDED, IN_TRASH, KEPT, NEW

    game = f"game {outcome.game_id}"
    if outcome.outcome == NEW:
        tally.new += 1
        print(f"{outcome.game_id}\t{one_line(item.where)}")
    elif outcome.outcome in (ALREADY, KEPT):
        tally.already += 1
        trash = ", in the trash" if outcome.in_trash else ""
        longer = (f": the record here is longer ({outcome.detail}) and is kept"
                  if outcome.outcome == KEPT else "")
        _say(item, tally, f"already here: {game}{trash} ({item.where}){longer}")
    elif outcome.outcome == EXTENDED:
        tally.extended += 1
        _say(item, tally, f"extended: {game} ({item.where}): {outcome.detail}")
    elif outcome.outcome == IN_TRASH:
        tally.refuse(f"{item.where}: not added: it continues {game}, which is in the trash "
                     f"({outcome.detail}); restore it (scorekeeper restore "
                     f"{outcome.game_id}) and import again", EXIT_RULES)
    else:
        tally.refuse(f"{item.where}: refused: {game} here has the same uid "
                     f"({item.game.uid}) but another record of play: {outcome.detail}",
                     EXIT_RULES)


def _say(item: Pending, tally: Tally, message: str) -> None:
    """One line on stderr for a single file's game (an archive's are counted)."""
    if item.loud:
        tally.progress.clear()
        fail(one_line(message), EXIT_OK)


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

