"""The store: every game in SQLite, each confirmed action committed before returning.

All SQL of the app lives in this package. Games are kept as their setup, a base
record and the table log of actions (by seat, so renames never rewrite them);
hands, entries and per-game summaries are derived rows kept in step with every
commit so history and statistics are cheap queries.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any

from ..rules import FINISHED, IN_PROGRESS, Game, GameState, Scorecard, evaluate
from ..rules.errors import ScorekeeperError
from ..rules.names import check_name, name_key
from ..rules.rows import GameRows, game_rows
from ..rules.scorecard_file import scorecard_to_json
from ..rules.seats import command_from_seats, seated_document, state_from_seats
from ..rules.stats_games import stats_key
from .backups import Backups, DailyBackup
from .club_queries import ClubQueries
from .commands import (
    ActivatePlayer,
    AliasPlayer,
    DeleteGame,
    EmptyTrash,
    MergePlayers,
    RecordsChange,
    RecordsCommand,
    RenamePlayer,
    RestoreGame,
    RetirePlayer,
    SplitPlayer,
    UnaliasPlayer,
    UndoMerge,
)
from .compact import pack_record, unpack_record
from .database import open_database, open_read_only
from .errors import (
    BUSY_TIMEOUT_SECONDS,
    GameInTrashError,
    GameNotFoundError,
    NotesError,
    PlayerError,
    StaleGameError,
    StoreError,
    classify,
)
from .importing import Importing
from .moved import DatabaseReplacedError, FollowsFile, GameMovedError, file_identity, log_identities
from .paths import resolve_db_path
from .player_book import FIND_PLAYER, PlayerBook
from .queries import Queries
from .query_types import TRASHED, LoadedGame, MergedPlayer, PlayerGame
from .saved_rules import SavedRulesStore
from .stamps import new_uid, now


class Store(ClubQueries, Queries, Importing, Backups, FollowsFile, SavedRulesStore,
            PlayerBook):
    """The app's memory. Open one per process; close it when done."""

    # Told before each write begins (the store's process tells the window, see .host).
    before_write: Callable[[], None] | None = None
    # The store's process empties the log once the window has its answer (.host): the
    # entry is not kept waiting for it. Elsewhere it is emptied as each write ends.
    empty_log_later = False
    _log_written = False
    _scratch: TemporaryDirectory[str] | None = None  # see :func:`~.database.open_read_only`

    def __init__(self, path: str | Path | None = None,
                 timeout: float = BUSY_TIMEOUT_SECONDS, *, daily_backup: bool = False) -> None:
        self.path = resolve_db_path(path)
        self._timeout = timeout
        self.db: sqlite3.Connection = open_database(self.path, timeout)
        # The file this store writes to; checked before every write (see .moved).
        self._identity = file_identity(self.path)
        self._logs = log_identities(self.path)
        self._moved: DatabaseReplacedError | None = None  # followed, not yet said
        self._seat_ids: dict[int, list[int]] = {}  # game → player ids by seat (hot path)
        # The app's store keeps a backup a day, made before the day's first write.
        self._daily = DailyBackup(self.path, timeout) if daily_backup else None

    @classmethod
    def read_only(cls, path: str | Path, timeout: float = BUSY_TIMEOUT_SECONDS) -> Store:
        """Another database, to read its games without changing it (see
        :func:`~.database.open_read_only`); writing through it fails."""
        store = cls.__new__(cls)
        store.path = Path(path)
        store.db, store._scratch = open_read_only(store.path, timeout)
        store._timeout = timeout
        store._identity = None  # never written through
        store._logs = {}
        store._moved = None
        store._seat_ids = {}
        store._daily = None
        return store

    def close(self) -> None:
        self.db.close()
        if self._scratch is not None:  # a read-only store's copy of a file in use
            self._scratch.cleanup()
            self._scratch = None

    def data_version(self) -> int:
        """A number that moves when another connection (another window, process or
        program) commits: how a screen knows it is behind without reading it all."""
        return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction; environment errors become typed errors, nothing half-written."""
        if self.before_write is not None:
            self.before_write()
        self._follow_file()
        conn = self.db
        if self._daily is not None:
            self._daily.before_write()
        try:
            # IMMEDIATE takes the write lock up front, so a busy database waits for the
            # busy timeout instead of failing when a read would turn into a write.
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise classify(error, self.path) from error
        try:
            yield self.db
            conn.execute("COMMIT")
        except BaseException as error:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(error, (sqlite3.Error, OSError)) and not isinstance(error, StoreError):
                raise classify(error, self.path) from error
            raise
        self._log_written = True
        if not self.empty_log_later:
            self.empty_log()

    def empty_log(self) -> None:
        """Empty the log after a write (see :func:`_empty_log`); nothing if none since."""
        if self._log_written:
            self._log_written = False
            _empty_log(self.db)

    def _read(self, sql: str,
              params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return self.db.execute(sql, params).fetchall()
        except sqlite3.Error as error:
            raise classify(error, self.path) from error

    # --- players -------------------------------------------------------------------
    def _player_id(self, name: str) -> int:
        """The player called ``name``, created if new (an alias typed is resolved to its
        player where it is typed: the new-game screen, the command line)."""
        row = self.db.execute("SELECT id FROM players WHERE name_key = ?",
                              [name_key(name)]).fetchone()
        if row:
            return int(row[0])
        cursor = self.db.execute(
            "INSERT INTO players (name, name_key, created) VALUES (?, ?, ?)",
            [name.strip(), name_key(name), now()],
        )
        return _inserted_id(cursor)

    def rename_player(self, old: str, new: str) -> None:
        try:
            new = check_name(new)  # the rules' own name check, as for a new game
        except ScorekeeperError as error:
            raise PlayerError(str(error)) from error
        with self._write() as db:
            row = db.execute("SELECT id FROM players WHERE name_key = ?",
                             [name_key(old)]).fetchone()
            if row is None:
                raise PlayerError(f"there is no player called {old!r}")
            clash = db.execute("SELECT name FROM players WHERE name_key = ? AND id != ?",
                               [name_key(new), row[0]]).fetchone()
            if clash:
                raise PlayerError(
                    f"there is already a player called {clash[0]!r}; to make them one "
                    "person, merge the two instead"
                )
            aliased = db.execute("SELECT p.name FROM player_aliases a JOIN players p ON "
                                 "p.id = a.player_id WHERE a.alias_key = ? AND p.id != ?",
                                 [name_key(new), row[0]]).fetchone()
            if aliased:
                raise PlayerError(f"{new!r} is {aliased[0]}'s alias; remove the alias first "
                                  "or merge the two players")
            # the player's own alias becomes their name: no alias equal to a name
            db.execute("DELETE FROM player_aliases WHERE player_id = ? AND alias_key = ?",
                       [row[0], name_key(new)])
            db.execute("UPDATE players SET name = ?, name_key = ? WHERE id = ?",
                       [new, name_key(new), row[0]])
            self._refresh_texts(db, "id IN (SELECT game_id FROM game_players WHERE player_id = ?)",
                                [row[0]])

    def merge_players(self, keep: str, gone: str) -> MergedPlayer:
        """Make ``gone`` the same person as ``keep``: all of ``gone``'s games follow.
        Returns what moved, for :meth:`undo_merge`."""
        with self._write() as db:
            keep_id, gone_id = _mergeable(db, keep, gone)
            gone_row = db.execute("SELECT name, name_key, created FROM players WHERE id = ?",
                                  [gone_id]).fetchone()
            seats, aliases = self._move_player(db, keep_id, gone_id)
            stamp = now()
            cursor = db.execute(
                "INSERT INTO merges (keep_id, keep_name, gone_id, gone_name, gone_key, created, "
                "seats, merged, aliases) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [keep_id, keep, gone_id, *gone_row, json.dumps(seats), stamp,
                 json.dumps(aliases)])
        gone_name, gone_key, created = gone_row
        return MergedPlayer(keep, gone_id, gone_name, gone_key, created, seats,
                            cursor.lastrowid, stamp, aliases)

    def _move_player(self, db: sqlite3.Connection, keep_id: int, gone_id: int
                     ) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
        """Give ``gone_id``'s seats, entries and aliases to ``keep_id`` and drop it;
        returns the seats (game, seat) and alias ids that moved, for the undo."""
        seats = tuple((g, seat) for g, seat in db.execute(
            "SELECT game_id, seat FROM game_players WHERE player_id = ? ORDER BY game_id",
            [gone_id]))
        db.execute("UPDATE game_players SET player_id = ? WHERE player_id = ?",
                   [keep_id, gone_id])
        db.execute("UPDATE entries SET player_id = ? WHERE player_id = ?",
                   [keep_id, gone_id])
        aliases = tuple(row[0] for row in db.execute(
            "SELECT id FROM player_aliases WHERE player_id = ? ORDER BY id", [gone_id]))
        db.execute("UPDATE player_aliases SET player_id = ? WHERE player_id = ?",
                   [keep_id, gone_id])  # what the name that went answered to follows
        db.execute("DELETE FROM players WHERE id = ?", [gone_id])
        self._seat_ids.clear()
        self._refresh_texts(db, "id IN (SELECT game_id FROM game_players WHERE player_id = ?)",
                            [keep_id])
        return seats, aliases

    def undoable_merges(self) -> list[MergedPlayer]:
        """The merges not undone, the last first: what Undo merge offers, also after the
        app was closed (kept by :meth:`merge_players` in the database, m010)."""
        rows = self._read("SELECT keep_name, gone_id, gone_name, gone_key, created, seats, "
                          "id, merged, aliases FROM merges ORDER BY id DESC")
        return [MergedPlayer(keep, gone_id, name, key, created,
                             tuple(tuple(seat) for seat in json.loads(seats)), merge_id, merged,
                             tuple(json.loads(aliases)))
                for keep, gone_id, name, key, created, seats, merge_id, merged, aliases in rows]

    def undo_merge(self, merged: MergedPlayer) -> None:
        """Give the name that went back its own games, as before the merge."""
        with self._write() as db:
            clash = db.execute("SELECT name FROM players WHERE name_key = ? OR id = ?",
                               [merged.gone_key, merged.gone_id]).fetchone()
            if clash:
                raise PlayerError(f"there is a player called {clash[0]!r} again, so the "
                                  f"merge of {merged.gone_name} cannot be undone")
            db.execute("INSERT INTO players (id, name, name_key, created) VALUES (?, ?, ?, ?)",
                       [merged.gone_id, merged.gone_name, merged.gone_key, merged.created])
            for game_id, seat in merged.seats:
                for table in ("game_players", "entries"):
                    db.execute(f"UPDATE {table} SET player_id = ? WHERE game_id = ? AND seat = ?",
                               [merged.gone_id, game_id, seat])
            for alias_id in merged.aliases:  # those still there (not forgotten meanwhile)
                db.execute("UPDATE player_aliases SET player_id = ? WHERE id = ?",
                           [merged.gone_id, alias_id])
            if merged.merge_id is not None:
                db.execute("DELETE FROM merges WHERE id = ?", [merged.merge_id])
            else:
                db.execute("DELETE FROM merges WHERE gone_id = ?", [merged.gone_id])
            self._seat_ids.clear()
            self._refresh_texts(db, "id IN (SELECT game_id FROM game_players WHERE player_id = ?)",
                                [merged.gone_id])

    def split_player(self, name: str, to: str, game_ids: Sequence[int]) -> str:
        """Give ``to`` (a new player, or one in none of those games) ``name``'s seats in
        ``game_ids``; the name ``to`` is stored as. The rest of ``name``'s games stay."""
        try:
            to = check_name(to)  # the rules' own name check, as for a new game
        except ScorekeeperError as error:
            raise PlayerError(str(error)) from error
        wanted = sorted(set(game_ids))
        if not wanted:
            raise PlayerError(f"choose the games that go from {name} to {to}")
        with self._write() as db:
            player_id = self._existing_player(db, name)
            marks = ",".join("?" * len(wanted))
            theirs = {g for (g,) in db.execute(
                f"SELECT game_id FROM game_players WHERE player_id = ? AND game_id IN ({marks})",
                [player_id, *wanted])}
            missing = [g for g in wanted if g not in theirs]
            if missing:
                raise PlayerError(f"{name} did not play in game {missing[0]}")
            total = db.execute("SELECT count(*) FROM game_players WHERE player_id = ?",
                               [player_id]).fetchone()[0]
            if total == len(wanted):
                raise PlayerError(f"these are all of {name}'s games; to give them another "
                                  "name, rename the player instead")
            target, to = self._split_target(db, player_id, to, wanted)
            for table in ("game_players", "entries"):
                db.execute(f"UPDATE {table} SET player_id = ? WHERE player_id = ? "
                           f"AND game_id IN ({marks})", [target, player_id, *wanted])
            self._seat_ids.clear()
            self._refresh_texts(db, f"id IN ({marks})", wanted)
        return to

    def _existing_player(self, db: sqlite3.Connection, name: str) -> int:
        row = db.execute("SELECT id FROM players WHERE name_key = ?", [name_key(name)]).fetchone()
        if row is None:
            raise PlayerError(f"there is no player called {name!r}")
        return int(row[0])

    def _split_target(self, db: sqlite3.Connection, player_id: int, to: str,
                      games: Sequence[int]) -> tuple[int, str]:
        """The player who takes the games in a split (created if new), and their name."""
        row = db.execute(FIND_PLAYER, {"key": name_key(to)}).fetchone()  # an alias: its player
        if row is None:
            cursor = db.execute("INSERT INTO players (name, name_key, created) VALUES (?, ?, ?)",
                                [to, name_key(to), now()])
            return _inserted_id(cursor), to
        if row[0] == player_id:
            raise PlayerError(f"choose another name than {to} for the games that go")
        marks = ",".join("?" * len(games))
        both = db.execute(f"SELECT game_id FROM game_players WHERE player_id = ? "
                          f"AND game_id IN ({marks}) LIMIT 1", [row[0], *games]).fetchone()
        if both:
            raise PlayerError(f"{row[1]} also played in game {both[0]}, so that game cannot "
                              f"go to {row[1]}")
        return int(row[0]), str(row[1])

    def player_games(self, name: str) -> list[PlayerGame]:
        """Every game of ``name``, also those in the trash, the newest first."""
        from .queries import _SUMMARY

        rows = self._read(
            f"SELECT {_SUMMARY}, g.trashed IS NOT NULL FROM game_players gp "
            "JOIN games g ON g.id = gp.game_id JOIN players p ON p.id = gp.player_id "
            "WHERE p.name_key = ? ORDER BY g.started DESC, g.id DESC", [name_key(name)])
        from .query_types import GameSummary

        return [PlayerGame(GameSummary(*row[:-1]), bool(row[-1])) for row in rows]

    def _refresh_texts(self, db: sqlite3.Connection, where: str, params: Sequence[Any]) -> None:
        db.execute(
            f"""UPDATE games SET
                players_text = (SELECT group_concat(name, ', ') FROM (
                    SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
                    WHERE gp.game_id = games.id ORDER BY gp.seat)),
                winners_text = CASE WHEN status = ? THEN coalesce(
                    (SELECT group_concat(name, ', ') FROM (
                    SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
                    WHERE gp.game_id = games.id AND gp.place = 1 ORDER BY gp.seat)), '')
                    ELSE '' END
            WHERE {where}""",
            [FINISHED, *params],
        )

    # --- games -------------------------------------------------------------------
    def create_game(self, game: Game, started: str | None = None,
                    uid: str | None = None) -> int:
        """Store a new game (or an imported one, with its hands) in one transaction;
        it gets its uid here unless it came with one. Sent again with the same uid and
        record (the app's store process restarted mid-call), the stored game's id is
        the answer: the game is stored once."""
        scorecard = game.scorecard
        with self._write() as db:
            row = db.execute("SELECT id FROM games WHERE uid = ?",
                             [uid]).fetchone() if uid else None
            if row is not None and scorecard_to_json(
                    self.load_game(row[0]).game.scorecard) == scorecard_to_json(scorecard):
                return int(row[0])
            game_id = self._insert_game(db, scorecard, started or now(), None, uid)
            # a player back at the table is active again (an import of old games is not)
            db.execute("UPDATE players SET inactive = NULL WHERE inactive IS NOT NULL AND id IN "
                       "(SELECT player_id FROM game_players WHERE game_id = ?)", [game_id])
            return game_id

    def _insert_game(self, db: sqlite3.Connection, scorecard: Scorecard, started: str,
                     ended: str | None, uid: str | None = None,
                     notes: str | None = None) -> int:
        setup = scorecard.setup
        base = seated_document(scorecard)
        stamp = now()
        cursor = db.execute(
            "INSERT INTO games (id, variant, options, first_dealer_seat, player_count, started, "
            "ended, updated, status, hands_played, base, uid, notes) VALUES ("
            # never an id that a game emptied from the trash once had
            "max((SELECT coalesce(max(id), 0) FROM games), "
            "(SELECT value FROM counters WHERE name = 'last_game_id')) + 1,"
            "?,?,?,?,?,?,?,?,?,?,?,?)",
            [setup.variant, json.dumps(dict(setup.options)),
             setup.players.index(setup.first_dealer), len(setup.players), started,
             ended, stamp, scorecard.status, len(scorecard.completed), pack_record(base),
             uid or new_uid(), notes],
        )
        game_id = _inserted_id(cursor)
        player_ids = [self._player_id(p) for p in scorecard.players]  # joiners too
        counted_as = stats_key(setup.variant, setup.options)  # a house game: by its name
        db.executemany(
            "INSERT INTO game_players (game_id, seat, player_id, variant, status, started) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            [(game_id, seat, pid, counted_as, scorecard.status, started)
             for seat, pid in enumerate(player_ids)],
        )
        self._write_rows(db, game_id, player_ids, game_rows(scorecard), ended or stamp)
        return game_id

    def record(self, game_id: int, seen: int, command: Mapping[str, Any],
               rows: GameRows, uid: str | None = None) -> None:
        """Append one command, checked by the rules, to the game whose log the caller
        saw ``seen`` commands long, with the rows it changed (one commit). The command
        names players by seat (:func:`~scorekeeper.rules.seats.seated_command`), as the
        log keeps them.

        Checked inside the write transaction: if the stored log is longer (another
        window or process wrote since), :class:`StaleGameError` and nothing is stored;
        so the log only ever grows by actions the rules accepted on the very game
        that is stored, and always replays. The same command sent again (the store's
        process restarted after storing it) finds itself last in the log, just after
        ``seen``: it is stored already, and nothing more is. With ``uid``, the game
        must still be that game (else :class:`GameMovedError`: the database file was
        replaced and the game has another id now).
        """
        with self._write() as db:
            try:
                self._append_action(db, game_id, seen, command, rows, uid)
            except StaleGameError:
                if self._last_action(db, game_id, seen + 1) == json.dumps(command):
                    return
                raise

    def _append_action(self, db: sqlite3.Connection, game_id: int, seen: int,
                       command: Mapping[str, Any], rows: GameRows,
                       uid: str | None = None) -> None:
        """:meth:`record` inside the caller's transaction (an import's extension too)."""
        stored = self._check_writable(db, game_id, seen, uid)
        stamp = now()
        db.execute("INSERT INTO actions (game_id, seq, action, at) VALUES (?, ?, ?, ?)",
                   [game_id, stored + 1, json.dumps(command), stamp])
        db.execute("DELETE FROM drafts WHERE game_id = ? AND number IS NOT ?",
                   [game_id, rows.in_play])
        player_ids = self._player_ids(db, game_id)
        if rows.players and len(rows.players) != len(player_ids):
            player_ids = self._seat_joiners(db, game_id, player_ids, rows.players)
        self._write_rows(db, game_id, player_ids, rows, stamp)

    def _seat_joiners(self, db: sqlite3.Connection, game_id: int, player_ids: list[int],
                      players: Sequence[str]) -> list[int]:
        """The game's seats brought in step with its players, where players join (a seat
        each, after the others) or a join is undone (its seat goes, with its rows)."""
        if len(players) < len(player_ids):
            for table in ("entries", "game_players"):
                db.execute(f"DELETE FROM {table} WHERE game_id = ? AND seat >= ?",
                           [game_id, len(players)])
            ids = player_ids[:len(players)]
        else:
            row = db.execute("SELECT variant, status, started FROM game_players "
                             "WHERE game_id = ? AND seat = 0", [game_id]).fetchone()
            ids = [*player_ids, *(self._player_id(p) for p in players[len(player_ids):])]
            db.executemany(
                "INSERT INTO game_players (game_id, seat, player_id, variant, status, started) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, seat, ids[seat], *row) for seat in range(len(player_ids), len(ids))])
        self._seat_ids.pop(game_id, None)  # read again (this may yet be rolled back)
        return ids

    def _last_action(self, db: sqlite3.Connection, game_id: int, seq: int) -> str | None:
        """The stored action at ``seq`` if it is the game's last (else None)."""
        row = db.execute(
            "SELECT action FROM actions WHERE game_id = ? AND seq = ? AND seq = "
            "(SELECT max(seq) FROM actions WHERE game_id = ?)",
            [game_id, seq, game_id]).fetchone()
        return row[0] if row else None

    def _player_ids(self, db: sqlite3.Connection, game_id: int) -> list[int]:
        ids = self._seat_ids.get(game_id)
        if ids is None:
            ids = [r[0] for r in db.execute(
                "SELECT player_id FROM game_players WHERE game_id = ? ORDER BY seat",
                [game_id])]
            self._seat_ids.pop(game_id, None)  # read again (this may yet be rolled back)
        return ids

    # --- typed trick counts not yet recorded ---------------------------------------
    def save_draft(self, game_id: int, seen: int, number: int,
                   tricks_by_seat: Mapping[int, int], uid: str | None = None) -> None:
        """Keep the trick counts typed so far for hand ``number`` (one commit per key).

        Refused like :meth:`record` when the caller's view is stale; cleared by the
        commit that records the hand (or moves play on to another hand)."""
        with self._write() as db:
            self._check_writable(db, game_id, seen, uid)
            if tricks_by_seat:
                db.execute(
                    "INSERT OR REPLACE INTO drafts (game_id, number, tricks) VALUES (?, ?, ?)",
                    [game_id, number, json.dumps({str(k): v for k, v in tricks_by_seat.items()})])
            else:
                db.execute("DELETE FROM drafts WHERE game_id = ?", [game_id])

    def draft(self, game_id: int) -> tuple[int, dict[int, int]] | None:
        """The hand number and the trick counts (by seat) typed for it, not yet recorded."""
        rows = self._read("SELECT number, tricks FROM drafts WHERE game_id = ?", [game_id])
        if not rows:
            return None
        return rows[0][0], {int(seat): value for seat, value in json.loads(rows[0][1]).items()}

    def _check_writable(self, db: sqlite3.Connection, game_id: int, seen: int,
                        uid: str | None = None) -> int:
        """The stored log's length, once the game is known to exist (as the game of
        ``uid``, if given), to be out of the trash and to be what the caller last saw
        (all inside the caller's transaction)."""
        row = db.execute(
            "SELECT trashed, (SELECT coalesce(max(seq), 0) FROM actions WHERE game_id = ?), "
            "uid FROM games WHERE id = ?", [game_id, game_id]).fetchone()
        if uid is not None and (row is None or row[2] != uid):
            raise GameMovedError(game_id)
        if row is None:
            raise GameNotFoundError(f"there is no game {game_id}")
        trashed, stored, _uid = row
        if trashed is not None:
            raise GameInTrashError(
                f"game {game_id} has been deleted (it is in the trash); restore it "
                "from History › Trash to go on with it")
        if stored != seen:
            raise StaleGameError()
        return int(stored)

    def _write_rows(self, db: sqlite3.Connection, game_id: int, player_ids: list[int],
                    rows: GameRows, stamp: str) -> None:
        """Bring the game's derived rows in step with what the rules derived."""
        replaced = [(game_id, h.number) for h in rows.hands]  # a correction: one hand
        for table in ("entries", "hands"):
            db.execute(f"DELETE FROM {table} WHERE game_id = ? AND number > ?",
                       [game_id, rows.length])
            db.executemany(f"DELETE FROM {table} WHERE game_id = ? AND number = ?", replaced)
        db.executemany(
            "INSERT INTO hands (game_id, number, cards) VALUES (?,?,?)",
            [(game_id, h.number, h.cards) for h in rows.hands])
        db.executemany(
            "INSERT INTO entries (game_id, number, seat, player_id, bid, tricks, penalty, "
            "score, made) VALUES (?,?,?,?,?,?,?,?,?)",
            [(game_id, e.number, e.seat, player_ids[e.seat], e.bid, e.tricks, e.penalty,
              e.score, int(e.made)) for e in rows.entries])
        if rows.summaries is None:  # only the hand in play changed
            db.execute("UPDATE games SET updated = ? WHERE id = ?", [stamp, game_id])
            return
        db.executemany(
            "UPDATE game_players SET place = ?, total = ?, hands = ?, exact = ?, score_sum = ?, "
            "over_sum = ?, status = ? WHERE game_id = ? AND seat = ?",
            [(s.place, s.total, s.hands, s.exact, s.score_sum, s.over_sum, rows.status,
              game_id, s.seat) for s in rows.summaries])
        db.execute(
            "UPDATE games SET status = ?, hands_played = ?, updated = ?, "
            "ended = CASE WHEN ? = ? THEN NULL ELSE coalesce(ended, ?) END WHERE id = ?",
            [rows.status, rows.hands_played, stamp, rows.status, IN_PROGRESS, stamp, game_id])
        if rows.names_changed:
            self._refresh_texts(db, "id = ?", [game_id])

    def load_game(self, game_id: int) -> LoadedGame:
        """The game replayed from its base record and table log (undo history included).

        Rows that cannot be replayed (bad JSON, an action the rules refuse: changed
        outside the app) raise :class:`DamagedGameError` naming this game and the row,
        instead of an error that would look like the whole database is broken.
        """
        from .errors import DamagedGameError, damage

        row = self._read("SELECT base, started, ended, uid, notes FROM games WHERE id = ?",
                         [game_id])
        if not row:
            raise GameNotFoundError(f"there is no game {game_id}")
        base, started, ended, uid, notes = row[0]
        names = [r[0] for r in self._read(
            "SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id "
            "WHERE gp.game_id = ? ORDER BY gp.seat", [game_id])]
        actions = self._read(
            "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq", [game_id])
        broken = (ValueError, TypeError, KeyError, IndexError, AttributeError)  # rule errors too
        try:
            game = Game.replay(state_from_seats(unpack_record(base), names), ())
        except broken as error:
            raise DamagedGameError(game_id, f"its setup cannot be read: {damage(error)}") from error
        for seq, text in actions:  # one by one, to name the action that cannot be replayed
            try:
                game.apply(command_from_seats(json.loads(text), names))
            except broken as error:
                raise DamagedGameError(
                    game_id, f"action {seq} cannot be replayed: {damage(error)}") from error
        return LoadedGame(game_id, game, started, ended, uid, notes)

    def import_state(self, state: GameState, started: str | None = None,
                     ended: str | None = None, uid: str | None = None,
                     notes: str | None = None) -> int:
        """Store a complete game record (from a file) as one transaction."""
        scorecard = evaluate(state)
        with self._write() as db:
            if scorecard.status != IN_PROGRESS and ended is None:
                ended = started or now()
            return self._insert_game(db, scorecard, started or now(), ended, uid, notes)

    def import_many(self, games: Iterable[tuple[Scorecard, str, str | None]]) -> list[int]:
        """Store many checked games (scorecard, started, ended) in one transaction."""
        with self._write() as db:
            return [self._insert_game(db, scorecard, started, ended)
                    for scorecard, started, ended in games]

    def export_document(self, game_id: int) -> dict[str, Any]:
        stored = self.load_game(game_id)
        document = scorecard_to_json(stored.game.scorecard)
        document["uid"] = stored.uid
        document["started"] = stored.started
        if stored.ended:
            document["ended"] = stored.ended
        if stored.notes:
            document["notes"] = stored.notes
        return document

    # --- commands on the records ----------------------------------------------------
    def run(self, command: RecordsCommand) -> RecordsChange:
        """Carry out a command on the records; the answer says what changed."""
        match command:
            case DeleteGame(game_id):
                self.delete_game(game_id)
                return RecordsChange(command, history=True, players=True, trash=True,
                                     game_ids=(game_id,))
            case RestoreGame(game_id):
                self.restore_game(game_id)
                return RecordsChange(command, history=True, players=True, trash=True,
                                     game_ids=(game_id,))
            case EmptyTrash(game_ids):
                return RecordsChange(command, trash=True, emptied=self.empty_trash(game_ids))
            case RenamePlayer(old, new):
                self.rename_player(old, new)
                return RecordsChange(command, history=True, players=True, trash=True)
            case MergePlayers(keep, gone):
                merged = self.merge_players(keep, gone)
                return RecordsChange(command, history=True, players=True, trash=True,
                                     game_ids=tuple(sorted({g for g, _ in merged.seats})),
                                     merged=merged)
            case UndoMerge(merged):
                self.undo_merge(merged)
                return RecordsChange(command, history=True, players=True, trash=True,
                                     game_ids=tuple(sorted({g for g, _ in merged.seats})))
            case SplitPlayer(name, to, game_ids):
                self.split_player(name, to, game_ids)
                return RecordsChange(command, history=True, players=True, trash=True,
                                     game_ids=tuple(sorted(set(game_ids))))
            case AliasPlayer() | UnaliasPlayer() | RetirePlayer() | ActivatePlayer():
                return RecordsChange(command, players=True, undo=self._player_book(command))
        raise TypeError(f"not a command on the records: {command!r}")

    def _player_book(self, command: RecordsCommand) -> RecordsCommand | None:
        """Carry out a change of aliases or of who is inactive; the command that undoes
        it (None when nothing changed)."""
        match command:
            case AliasPlayer(name, alias):
                return UnaliasPlayer(self.add_alias(name, alias)[1])
            case UnaliasPlayer(alias):
                name, stored = self.remove_alias(alias)
                return AliasPlayer(name, stored)
            case RetirePlayer(name):
                stored, changed = self.set_inactive(name, True)
                return ActivatePlayer(stored) if changed else None
            case ActivatePlayer(name):
                stored, changed = self.set_inactive(name, False)
                return RetirePlayer(stored) if changed else None
        raise TypeError(f"not a change of players: {command!r}")

    def set_notes(self, game_id: int, text: str | None) -> None:
        """Keep ``text`` as the game's notes (the venue, a dispute settled); empty or
        None clears them. At most as long as a scorecard file's ``notes`` may be, so
        every game can be exported as it is stored."""
        from ..rules.scorecard_file import MAX_NOTES

        if text is not None and not isinstance(text, str):
            raise NotesError("notes must be text")
        if text is not None and len(text) > MAX_NOTES:
            raise NotesError(f"notes are {len(text):,} characters long; at most "
                             f"{MAX_NOTES:,} are kept")
        with self._write() as db:
            row = db.execute("SELECT trashed FROM games WHERE id = ?", [game_id]).fetchone()
            if row is None:
                raise GameNotFoundError(f"there is no game {game_id}")
            if row[0] is not None:
                raise GameInTrashError(f"game {game_id} is in the trash; restore it to "
                                       "change its notes")
            kept = text if text and text.strip() else None  # blank notes are no notes
            db.execute("UPDATE games SET notes = ? WHERE id = ?", [kept, game_id])

    def notes(self, game_id: int) -> str | None:
        """The game's notes, or None."""
        rows = self._read("SELECT notes FROM games WHERE id = ?", [game_id])
        if not rows:
            raise GameNotFoundError(f"there is no game {game_id}")
        notes: str | None = rows[0][0]
        return notes

    # --- the trash -----------------------------------------------------------------
    def delete_game(self, game_id: int) -> None:
        """Move a game to the trash: out of history, statistics and resume, but whole.

        Its rows stay where they are (marked), so renames and merges made while it
        waits apply to it too, and :meth:`restore_game` works after any of them."""
        with self._write() as db:
            row = db.execute("SELECT trashed FROM games WHERE id = ?", [game_id]).fetchone()
            if row is None:
                raise GameNotFoundError(f"there is no game {game_id}")
            if row[0] is not None:
                raise GameInTrashError(f"game {game_id} is already in the trash")
            db.execute("UPDATE games SET trashed = ? WHERE id = ?", [now(), game_id])
            db.execute("UPDATE game_players SET status = ? WHERE game_id = ?",
                       [TRASHED, game_id])

    def restore_game(self, game_id: int) -> None:
        """Take a game out of the trash, as it was (same id, same log, today's names)."""
        with self._write() as db:
            row = db.execute("SELECT trashed, status FROM games WHERE id = ?",
                             [game_id]).fetchone()
            if row is None:
                raise GameNotFoundError(
                    f"there is no game {game_id} (the trash may have been emptied)")
            if row[0] is None:
                raise GameNotFoundError(f"game {game_id} is not in the trash")
            db.execute("UPDATE games SET trashed = NULL WHERE id = ?", [game_id])
            db.execute("UPDATE game_players SET status = ? WHERE game_id = ?",
                       [row[1], game_id])
            self._refresh_texts(db, "id = ?", [game_id])

    def empty_trash(self, game_ids: Sequence[int] | None = None) -> int:
        """Delete games in the trash for good (all, or those given); returns how many.

        The highest id ever given is remembered first, so no id is given twice."""
        with self._write() as db:
            ids = [r[0] for r in db.execute(
                "SELECT id FROM games WHERE trashed IS NOT NULL ORDER BY id")]
            if game_ids is not None:
                wanted = set(game_ids)
                missing = wanted - set(ids)
                if missing:
                    raise GameNotFoundError(
                        f"game {min(missing)} is not in the trash (see: scorekeeper trash)")
                ids = [i for i in ids if i in wanted]
            db.execute(
                "UPDATE counters SET value = max(value, (SELECT coalesce(max(id), 0) "
                "FROM games)) WHERE name = 'last_game_id'")
            for game_id in ids:
                for table in ("drafts", "actions", "entries", "hands", "game_players", "games"):
                    key = "id" if table == "games" else "game_id"
                    db.execute(f"DELETE FROM {table} WHERE {key} = ?", [game_id])
                self._seat_ids.pop(game_id, None)
            return len(ids)


def _inserted_id(cursor: sqlite3.Cursor) -> int:
    """The row id an INSERT just gave (sqlite3 types it optional: None before any)."""
    if cursor.lastrowid is None:
        raise StoreError("the database gave no id for the row just added")
    return cursor.lastrowid
def _empty_log(conn: sqlite3.Connection) -> None:
    """Between writes the log (``-wal``) is empty: its pages go into the database file
    and it is cut to nothing. The log is named after the path, not the file: if a sync
    tool renames another database over the path, the log keeps the path's name until
    the store notices (docs/RELIABILITY.md), and a program opening the path meanwhile
    would read the new file through our pages — a malformed database, which its next
    checkpoint would make permanent. An empty log is no one's. (A reader holding the
    log open makes this a no-op for that write: the next write empties it.) The commit
    is already durable in the log, so a failure here loses nothing."""
    with suppress(sqlite3.Error):
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


def _mergeable(db: sqlite3.Connection, keep: str, gone: str) -> tuple[int, int]:
    """The ids of two players who may be merged; a PlayerError says why they may not
    (one is unknown, they are the same, or they sat at one table)."""
    ids = []
    for name in (keep, gone):
        row = db.execute("SELECT id FROM players WHERE name_key = ?",
                         [name_key(name)]).fetchone()
        if row is None:
            raise PlayerError(f"there is no player called {name!r}")
        ids.append(row[0])
    keep_id, gone_id = ids
    if keep_id == gone_id:
        raise PlayerError("choose two different players to merge")
    both = db.execute(
        "SELECT a.game_id FROM game_players a JOIN game_players b "
        "ON a.game_id = b.game_id WHERE a.player_id = ? AND b.player_id = ? LIMIT 1",
        [keep_id, gone_id]).fetchone()
    if both:
        raise PlayerError(
            f"{keep} and {gone} both played in game {both[0]}, so they cannot be "
            "the same person"
        )
    return keep_id, gone_id
