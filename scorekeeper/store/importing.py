"""Bringing games in from other tables: each game is new, already here, extended, or
in conflict.

A game is known by its ``uid`` wherever it has been; a record without one gets a uid
made from its content (:func:`~scorekeeper.rules.same_game.content_uid`), so the same
file imported twice is one game. Importing a game that is here compares the two
records of play (:func:`~scorekeeper.rules.same_game.compare_records`): the same adds
nothing; a longer one extends the game here (one ``extend`` action appended to its
log, so a window that has it open is told it changed, and the ratings' change log
hears of it from the triggers); a shorter one leaves the longer here; one that
differs in a hand is a conflict, refused and named. Record of play is compared by
seat (players are matched by name as the rules compare names, so a rename on one
laptop is not a different game).

Games go in by batches, one transaction each: a crash (or SIGKILL) leaves every game
whole or absent, and the batch that was cut short is simply imported again.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from itertools import chain, repeat
from operator import itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..rules import IN_PROGRESS, Extend, RuleError
from ..rules.filed_game import FiledGame, record_of_play
from ..rules.names import name_key
from ..rules.rows import ENTRY_WIDTH, GameRows, StoredGame, game_rows, stored_game
from ..rules.same_game import (
    CONTENT_UID_VERSION,
    DIVERGED,
    SAME,
    SHORTER,
    Comparison,
    compare_records,
    content_uid,
    first_new_hand,
    is_content_uid,
)
from ..rules.seats import seat_document, seated_command, state_from_seats
from ..rules.stats_games import stats_key
from .compact import pack_record, unpack_record

if TYPE_CHECKING:
    from .query_types import LoadedGame

NEW, ALREADY, CONFLICT = "new", "already here", "refused"
EXTENDED = "extended"  # the record brought in continues the game here: added to it
KEPT = "kept"  # the game here continues the record brought in: the longer one stays
IN_TRASH = "in the trash"  # it would extend a game in the trash: not added


@dataclass(frozen=True)
class Imported:
    """What became of one game: ``NEW``, ``ALREADY`` (here, maybe in the trash),
    ``EXTENDED``, ``KEPT``, ``IN_TRASH`` or ``CONFLICT`` (a game here has its uid but
    another record of play); ``detail`` says how the two records stand."""

    outcome: str
    game_id: int
    in_trash: bool = False
    detail: str = ""


class PreparedGame(NamedTuple):
    """A checked game as the rows it will be stored as, short of the ids the database
    gives (the game's, its players'). Plain values only: made anywhere (in a worker
    process, for speed), cheap to send, written by :meth:`Importing.import_prepared`.
    A tuple unpickles in half the time of a dataclass, and the rows are kept flat
    (one tuple of :data:`SEAT_WIDTH` values a seat after another, and so on): a game's
    sixty-odd small tuples cost the importing process more to unpickle than the game
    costs SQLite to write."""

    uid: str | None
    names: tuple[str, ...]  # by seat, as the file spells them
    game: tuple[Any, ...]  # variant, options, first dealer seat, players, started, ended,
    #                        status, hands played, base, notes
    winners: tuple[int, ...]  # seats in first place of a finished game
    seats: tuple[Any, ...]  # by seat: seat, place, total, hands, exact, score sum, over sum
    hands: tuple[Any, ...]  # by hand: number, cards
    entries: tuple[Any, ...]  # by entry: number, seat, bid, tricks, penalty, score, made
    #                           (a bool)
    derived: bool = False  # the uid was made from the content (the file had none)
    given_started: str | None = None  # a derived uid's file's start time, if it gave one


def prepare(game: FiledGame, stamp: str) -> PreparedGame:
    """The rows of a checked game (``stamp``: the time to use where the file gives none)."""
    return prepare_stored(stored_game(game.scorecard), game.uid, game.started, game.ended,
                          game.notes, stamp)


def prepare_stored(stored: StoredGame, uid: str | None, started: str | None,
                   ended: str | None, notes: str | None, stamp: str) -> PreparedGame:
    """:func:`prepare` for a game already in its stored form (and what travels with it)."""
    setup = stored.setup
    derived = uid is None
    if derived:  # the same record gets the same uid, wherever it is imported
        uid = content_uid(stored.base, setup.players, started)
    given, started = started, started or stamp
    ended = None if stored.status == IN_PROGRESS else ended or started
    return PreparedGame(
        uid, tuple(stored.players or setup.players),  # by seat: joiners too
        (setup.variant, json.dumps(dict(setup.options)), setup.players.index(setup.first_dealer),
         len(setup.players), started, ended, stored.status, stored.hands_played,
         pack_record(stored.base), notes or None),
        stored.winners,
        tuple(chain.from_iterable(stored.summaries)),
        stored.hands,
        stored.entries,
        derived, given if derived else None)


SEAT_WIDTH, HAND_WIDTH = 7, 2  # values in a row of a PreparedGame's rows (and ENTRY_WIDTH)


_METADATA = ("uid", "started", "ended", "notes")
_KNOWN_COLUMNS = ("id, base, trashed IS NOT NULL, EXISTS (SELECT 1 FROM actions "
                  "WHERE game_id = games.id)")
_KNOWN = f"{_KNOWN_COLUMNS} FROM games"
_KNOWN_UID = f"SELECT {_KNOWN} WHERE uid = ?"


def already_here(document: Any, known: Any) -> Imported | None:
    """The game here that ``document`` (parsed, not yet checked) is, if its record of play
    is spelt exactly as stored (as this program exports it): found without checking
    the rules again, since the stored record was checked. ``known``: the stored row
    of the document's uid (see :class:`UidLookup`). None: check it in full."""
    if known is None:
        return None
    game_id, base, in_trash, logged = known
    if logged or not isinstance(document, dict):
        return None
    record = {k: v for k, v in document.items() if k not in _METADATA}
    try:
        players = record["players"]
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            return None
        # As JSON text: 1.0 is not 1 and true is not 1 here, as in the rules' reading.
        same = _text(unpack_record(base)) == _text(seat_document(record, players))
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    return Imported(ALREADY, game_id, bool(in_trash)) if same else None


def _setup_key(game: PreparedGame) -> tuple[Any, ...]:
    """What games found by their content share: game, options, first dealer, players."""
    return (*game.game[:4], *map(name_key, game.names))


def _hands(comparison: Comparison) -> str:
    """How long the two records are, in words: "9 hands here, 6 in the record"."""
    return (f"{comparison.here_hands} hands here, {comparison.there_hands} in the record "
            "brought in")


def _text(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class UidLookup:
    """The stored row of a uid, read from the database being imported into by a process
    of its own (a worker checking archive lines): read only, no transaction held, so
    the importing process's commits and checkpoints go on as usual."""

    def __init__(self, path: str) -> None:
        import sqlite3

        from .errors import BUSY_TIMEOUT_SECONDS

        uri = f"{Path(path).resolve().as_uri()}?mode=ro"
        self.conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_SECONDS,
                                    isolation_level=None)

    def __call__(self, uid: Any) -> Any:
        if not isinstance(uid, str):
            return None
        return self.conn.execute(_KNOWN_UID, [uid]).fetchone()

    def many(self, uids: Iterable[Any]) -> Callable[[Any], Any]:
        """This lookup for each of ``uids`` read at once: one query for a chunk of lines,
        not one a line (what the answer gives for a uid not among them: None)."""
        found = _known_uids(self.conn, [uid for uid in uids if isinstance(uid, str)])
        return lambda uid: found.get(uid) if isinstance(uid, str) else None


def _known_uids(conn: sqlite3.Connection, uids: Sequence[str]) -> dict[str, Any]:
    """The stored rows of those of ``uids`` that are here (see :data:`_KNOWN_UID`)."""
    found = {}
    for start in range(0, len(uids), MAX_PARAMETERS):
        some = uids[start:start + MAX_PARAMETERS]
        for row in conn.execute(f"SELECT uid, {_KNOWN} WHERE uid IN "
                                f"({','.join('?' * len(some))})", some):
            found[row[0]] = row[1:]
    return found


IMPORT_CACHE_KIB = 64 * 1024
"""The page cache of a connection that has imported: the default (2 MiB) holds less
than the indexes a batch adds to, which then are read again for every game."""

IMPORT_CHECKPOINT_PAGES = 16_384
"""The write-ahead log is copied into the database once it is this long (64 MiB) while
importing, not after every 1,000 pages: a batch rewrites many of the same index pages,
which are then copied once for several batches instead of once for each."""

MAX_PARAMETERS = 999
"""Values bound to one statement at most: the fewest any SQLite allows (before 3.32)."""


class _Rows:
    """Rows of one table, written many to a statement: binding a statement a row costs
    more than SQLite's writing the row. Kept flat (``values``), or with ``order`` (a
    sort key) as tuples, written in that order."""

    def __init__(self, table: str, columns: str, order: Callable[[Any], Any] | None = None,
                 ) -> None:
        self.width = columns.count(",") + 1
        self.per = MAX_PARAMETERS // self.width  # rows a statement
        self.head = f"INSERT INTO {table} ({columns}) VALUES "
        self.order = order
        self.values: list[Any] = []

    def sql(self, rows: int) -> str:
        row = f"({','.join('?' * self.width)})"
        return self.head + ",".join([row] * rows)

    def write(self, conn: sqlite3.Connection) -> None:
        values, step = self.values, self.width * self.per
        if self.order is not None:
            values = list(chain.from_iterable(sorted(values, key=self.order)))
        if len(values) % self.width:
            raise ValueError("rows of the wrong width")
        full = len(values) - len(values) % step
        if full:
            conn.executemany(self.sql(self.per),
                             [values[i:i + step] for i in range(0, full, step)])
        if full < len(values):
            conn.execute(self.sql((len(values) - full) // self.width), values[full:])
        self.values = []


class _Batch:
    """New games of one transaction, built as rows first and written table by table,
    parents first (games, seats, hands, entries), with ids given here: one after the
    highest any game ever had, as for a game created at the table."""

    def __init__(self, conn: sqlite3.Connection, stamp: str) -> None:
        self.conn, self.stamp = conn, stamp
        self.players: dict[str, tuple[int, str]] = {}  # name key → (id, stored name)
        self.spelt: dict[str, tuple[int, str]] = {}  # the same by the name as spelt
        self.uids: set[str] = set()  # of the games taken in (written or not)
        self.by_content: set[tuple[Any, ...]] = set()  # setups of those found by content
        self.next_id: int | None = None
        self.games = _Rows("games", "id, variant, options, first_dealer_seat, player_count, "
                           "started, ended, status, hands_played, base, notes, updated, "
                           "players_text, winners_text, uid")
        # Seats in the order of the history's index (a player's games by start), which
        # leads the statistics' index too: a player's rows go into neighbouring index
        # pages one after another, not all over both indexes (half the seats' cost).
        self.seats = _Rows("game_players", "game_id, seat, player_id, variant, status, "
                           "started, place, total, hands, exact, score_sum, over_sum",
                           itemgetter(2, 5, 0))
        self.hands = _Rows("hands", "game_id, number, cards")
        self.entries = _Rows("entries", "game_id, number, seat, player_id, bid, tricks, "
                             "penalty, score, made")

    def add(self, game: PreparedGame, uid: str) -> int:
        """Take in one game with its final rows (no update passes); its id."""
        if self.next_id is None:
            self.next_id = self.conn.execute(
                "SELECT max((SELECT coalesce(max(id), 0) FROM games), "
                "(SELECT value FROM counters WHERE name = 'last_game_id')) + 1").fetchone()[0]
        game_id: int = self.next_id
        self.next_id = game_id + 1
        seated = [self.player(name) for name in game.names]
        ids = {seat: player_id for seat, (player_id, _) in enumerate(seated)}
        names = [name for _, name in seated]
        _check_rows(game, uid)  # (a row of a seat it has not: ``ids[seat]``, below)
        status, started, ended = game.game[6], game.game[4], game.game[5]
        variant = stats_key(game.game[0], game.game[1])  # seats count a house game by name
        row = (game_id, *game.game, ended or self.stamp, ", ".join(names),
               ", ".join(names[seat] for seat in game.winners), uid)
        if len(row) != self.games.width:  # the rows are kept flat: never shift a column
            raise ValueError(f"game {uid}: {len(game.game)} values for its row, not 10")
        self.games.values.extend(row)
        try:
            self.seats.values.extend(_seat_rows(game.seats, game_id, ids, variant, status,
                                                started))
            self.hands.values.extend(_spread(game.hands, HAND_WIDTH, game_id))
            self.entries.values.extend(_entry_rows(game.entries, game_id, ids))
        except KeyError as seat:
            raise _missing(uid, f"a row of seat {seat}, which it does not have") from None
        self.uids.add(uid)
        if game.derived or is_content_uid(uid):
            self.by_content.add(_setup_key(game))
        return game_id

    def player(self, name: str) -> tuple[int, str]:
        """The player of that name (as the rules compare names), created if new."""
        found = self.spelt.get(name)
        if found is not None:
            return found
        key = name_key(name)
        found = self.players.get(key)
        if found is None:
            row = self.conn.execute("SELECT id, name FROM players WHERE name_key = ?",
                                    [key]).fetchone()
            if row is None:
                cursor = self.conn.execute("INSERT INTO players (name, name_key, created) "
                                           "VALUES (?, ?, ?)", [name.strip(), key, self.stamp])
                row = (cursor.lastrowid, name.strip())
            found = self.players[key] = (row[0], row[1])
        self.spelt[name] = found
        return found

    def write(self) -> None:
        """Write the games taken in so far."""
        for rows in (self.games, self.seats, self.hands, self.entries):
            rows.write(self.conn)


def _spread(flat: tuple[Any, ...], width: int, game_id: int) -> list[Any]:
    """A game's flat rows of ``width`` values as the table's, flat: the game's id, then
    the row. The columns are copied a slice at a time (in C), not a row at a time (a
    game's sixty-odd rows built as tuples were a tenth of the importing process's time)."""
    wide = width + 1
    out: list[Any] = [game_id] * (len(flat) // width * wide)
    for column in range(width):
        out[column + 1::wide] = flat[column::width]
    return out


def _entry_rows(flat: tuple[Any, ...], game_id: int, ids: dict[int, int]) -> list[Any]:
    """A game's entries (:data:`ENTRY_WIDTH` values a row) as the table's rows, flat:
    game id, hand, seat, the seat's player (KeyError: a seat the game has not), the rest."""
    width, wide = ENTRY_WIDTH, ENTRY_WIDTH + 2
    seats = flat[1::width]
    out: list[Any] = [game_id] * (len(seats) * wide)
    out[1::wide] = flat[0::width]
    out[2::wide] = seats
    out[3::wide] = map(ids.__getitem__, seats)
    for column in range(2, width):
        out[column + 2::wide] = flat[column::width]
    return out


def _seat_rows(flat: tuple[Any, ...], game_id: int, ids: dict[int, int], variant: str,
               status: str, started: str) -> Iterator[tuple[Any, ...]]:
    """A game's seats (:data:`SEAT_WIDTH` values a row) as the table's rows, a tuple each
    (sorted before writing, see :class:`_Batch`): game id, seat, the seat's player
    (KeyError: a seat the game has not), variant, status, start, the rest."""
    seats = flat[0::SEAT_WIDTH]
    return zip(repeat(game_id), seats, map(ids.__getitem__, seats), repeat(variant),
               repeat(status), repeat(started),
               *(flat[column::SEAT_WIDTH] for column in range(1, SEAT_WIDTH)))


def _check_rows(game: PreparedGame, uid: str) -> None:
    """Whole rows only (a row too short or long would shift the next game's columns),
    and what a foreign key would refuse (SQLite does not check them while importing,
    see Importing._importing): an entry of a hand the game has not. A row of a seat it
    has not is a KeyError in :meth:`_Batch.add`; either way the batch is given up whole."""
    for flat, width in ((game.seats, SEAT_WIDTH), (game.hands, HAND_WIDTH),
                        (game.entries, ENTRY_WIDTH)):
        if len(flat) % width:
            raise ValueError(f"game {uid}: {len(flat)} values are not rows of {width}")
    if not set(game.hands[::HAND_WIDTH]).issuperset(game.entries[::ENTRY_WIDTH]):
        raise _missing(uid, "an entry of a hand it does not have")


def _missing(uid: str, what: str) -> sqlite3.IntegrityError:
    """The error a foreign key would have given for a row of game ``uid``."""
    return sqlite3.IntegrityError(f"FOREIGN KEY constraint failed: game {uid} has {what}")


class Importing:
    """The store's side of combining clubs (mixed into :class:`~.store.Store`)."""

    db: sqlite3.Connection

    if TYPE_CHECKING:  # what Store gives this mixin
        def _write(self) -> AbstractContextManager[sqlite3.Connection]: ...
        def _read(self, sql: str,
                  params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]: ...
        def load_game(self, game_id: int) -> LoadedGame: ...
        def _append_action(self, db: sqlite3.Connection, game_id: int, seen: int,
                           command: Mapping[str, Any], rows: GameRows,
                           uid: str | None = None) -> None: ...

    def import_games(self, games: Sequence[FiledGame]) -> list[Imported]:
        """Store the games that are new, in one transaction; say what became of each."""
        from .stamps import now

        stamp = now()
        return self.import_prepared([prepare(game, stamp) for game in games])

    def import_prepared(self, games: Sequence[PreparedGame]) -> list[Imported]:
        """:meth:`import_games` for games already prepared (:func:`prepare`)."""
        from .stamps import new_uid, now

        uids = [game.uid or new_uid() for game in games]
        out = []
        with self._importing(), self._write() as db:
            batch = _Batch(db, now())
            known = _known_uids(db, uids)
            for game, uid in zip(games, uids, strict=True):
                if uid in batch.uids:  # an earlier game of this batch: compared as stored
                    batch.write()
                    here = db.execute(_KNOWN_UID, [uid]).fetchone()
                else:
                    here = known.get(uid)
                comparison = None
                if here is None and (game.derived or is_content_uid(uid)):
                    if _setup_key(game) in batch.by_content:
                        batch.write()  # an earlier game of this batch may be the one
                    here, comparison = self._same_by_content(db, game, uid)
                if here is None:
                    out.append(Imported(NEW, batch.add(game, uid)))
                    continue
                out.append(self._meet(db, here, game, comparison))
            batch.write()
        return out

    def _meet(self, db: sqlite3.Connection, here: Any, game: PreparedGame,
              comparison: Comparison | None = None) -> Imported:
        """What to do with ``game``, which is the game ``here`` (a stored row, see
        :data:`_KNOWN`; ``comparison``: the two records', if known already)."""
        game_id, base, in_trash, logged = here
        if comparison is None:
            comparison = self._compare(game_id, base, bool(logged), game)
        in_trash = bool(in_trash)
        if comparison.relation == SAME:
            return Imported(ALREADY, game_id, in_trash)
        if comparison.relation == SHORTER:
            return Imported(KEPT, game_id, in_trash, _hands(comparison))
        if comparison.relation == DIVERGED:
            return Imported(CONFLICT, game_id, in_trash, comparison.describe())
        if in_trash:
            return Imported(IN_TRASH, game_id, True, _hands(comparison))
        try:
            return Imported(EXTENDED, game_id, False, self._extend(db, game_id, game))
        except RuleError as error:  # the rules would not take it at the table: not here
            return Imported(CONFLICT, game_id, False, str(error))

    def _compare(self, game_id: int, base: Any, logged: bool,
                 game: PreparedGame) -> Comparison:
        """The record of ``game`` against the stored one, by seat: from the stored base
        when the game has no log (imported), else replayed (played here, extended,
        or stored by an older version)."""
        incoming = unpack_record(game.game[8])
        if not logged:
            try:
                return compare_records(unpack_record(base), incoming)
            except (ValueError, TypeError, AttributeError):
                pass  # replayed: a damaged game is named by load_game
        stored = self.load_game(game_id).game.scorecard
        mine = seat_document(record_of_play(stored), stored.players)
        return compare_records(json.loads(json.dumps(mine)), incoming)

    def _same_by_content(self, db: sqlite3.Connection, game: PreparedGame,
                         uid: str) -> tuple[Any, Comparison | None]:
        """For a record whose uid was made from its content and is not here: a game here
        whose uid was made so too, with the same setup and players (and start, if the
        file gave one), whose record this one continues or is continued by (a record
        continued after it was imported has another content): its stored row and the
        two records' comparison, or (None, None) for a new game."""
        setup = game.game
        rows = db.execute(
            f"SELECT {_KNOWN_COLUMNS} FROM games "
            "WHERE variant = ? AND options = ? AND first_dealer_seat = ? "
            "AND player_count = ? AND substr(uid, 15, 1) = ? AND uid != ? "
            "AND (? IS NULL OR started = ?) AND id IN (SELECT game_id FROM game_players "
            "WHERE seat = 0 AND player_id = (SELECT id FROM players WHERE name_key = ?)) "
            "ORDER BY id",
            [setup[0], setup[1], setup[2], setup[3], str(CONTENT_UID_VERSION), uid,
             game.given_started, game.given_started, name_key(game.names[0])]).fetchall()
        keys = [name_key(name) for name in game.names]
        for row in rows:
            if self._seat_keys(db, row[0]) != keys:
                continue
            comparison = self._compare(row[0], row[1], bool(row[3]), game)
            if comparison.relation != DIVERGED:
                return row, comparison
        return None, None

    def _seat_keys(self, db: sqlite3.Connection, game_id: int) -> list[str]:
        return [r[0] for r in db.execute(
            "SELECT p.name_key FROM game_players gp JOIN players p ON p.id = gp.player_id "
            "WHERE gp.game_id = ? ORDER BY gp.seat", [game_id])]

    def _extend(self, db: sqlite3.Connection, game_id: int, game: PreparedGame) -> str:
        """Continue the stored game with what ``game`` adds to it: one ``extend`` action
        on its log (checked by the rules as a window's action is), its rows, its end;
        notes only where it has none. What was added, in words."""
        stored = self.load_game(game_id)
        names = list(stored.game.scorecard.players)
        names += game.names[len(names):]  # who joined in the part brought in
        there = state_from_seats(unpack_record(game.game[8]), names)
        here = stored.game.state
        start = first_new_hand(here, there)
        command = Extend(start, there.hands[start - 1:], there.stopped, there.tiebreaks)
        seen, before = len(stored.game.log), stored.game.scorecard
        change = stored.game.apply(command)
        rows = game_rows(change.scorecard, before, change.from_hand)
        self._append_action(db, game_id, seen,
                            seated_command(command, names), rows)
        ended, notes = game.game[5], game.game[9]
        if ended is not None and change.scorecard.status != IN_PROGRESS:
            db.execute("UPDATE games SET ended = ? WHERE id = ?", [ended, game_id])
        if notes:
            db.execute("UPDATE games SET notes = ? WHERE id = ? AND notes IS NULL",
                       [notes, game_id])
        return command.describe()

    @contextmanager
    def _importing(self) -> Iterator[None]:
        """The connection set for writing many games, around one transaction.

        Foreign keys are not checked by SQLite while the batch goes in: every
        reference is made here, to a game or player of the same transaction (read or
        written under its write lock), and what comes from the games (a seat, an
        entry's hand) is checked by :meth:`_Batch.add`; checking each of a game's 80
        rows again in SQLite cost a tenth of the import. They are on again after.

        A page cache that holds the indexes a batch adds to (see
        :data:`IMPORT_CACHE_KIB`; it stays with the connection), and the log copied
        into the database less often while importing (:data:`IMPORT_CHECKPOINT_PAGES`)."""
        conn = self.db
        conn.execute(f"PRAGMA cache_size = -{IMPORT_CACHE_KIB}")
        checked = conn.execute("PRAGMA foreign_keys").fetchone()[0]
        conn.execute("PRAGMA foreign_keys = OFF")  # (outside a transaction, as it must be)
        pages = conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0]
        conn.execute(f"PRAGMA wal_autocheckpoint = {max(pages, IMPORT_CHECKPOINT_PAGES)}")
        try:
            yield
        finally:
            conn.execute(f"PRAGMA wal_autocheckpoint = {pages}")
            if checked:
                conn.execute("PRAGMA foreign_keys = ON")

    def known_uid(self, uid: Any) -> Any:
        """The stored row of ``uid`` for :func:`already_here` (None if not here)."""
        if not isinstance(uid, str):
            return None
        rows = self._read(_KNOWN_UID, [uid])
        return rows[0] if rows else None

    # --- reading games out, for export --all and for importing a whole database ------
    def game_ids(self, since: str | None = None, until: str | None = None) -> list[int]:
        """Every game out of the trash (started on or after the date ``since`` and on or
        before the date ``until``, both as written in ``started``: the day it began
        where it was played), by id."""
        rows = self._read(
            "SELECT id FROM games WHERE trashed IS NULL AND substr(started, 1, 10) >= ? "
            "AND substr(started, 1, 10) <= ? ORDER BY id", [since or "", until or "9999"])
        return [row[0] for row in rows]

    def filed_game(self, game_id: int) -> FiledGame:
        """A stored game as a file carries it: its record, uid, times and notes."""
        stored = self.load_game(game_id)
        return FiledGame(stored.game.scorecard, stored.uid, stored.started, stored.ended,
                         stored.notes)

