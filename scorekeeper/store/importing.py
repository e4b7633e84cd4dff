"""Bringing games in from other tables: each game is new, already here, or in conflict.

A game is known by its ``uid`` wherever it has been. Importing a game whose uid is
here adds nothing; the same uid with a different record of play is a conflict,
refused and named. Record of play is compared by seat (players are matched by name
as the rules compare names, so a rename on one laptop is not a different game).

Games go in by batches, one transaction each: a crash (or SIGKILL) leaves every game
whole or absent, and the batch that was cut short is simply imported again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from sqlite_utils import Database

from ..rules import FINISHED, IN_PROGRESS
from ..rules.filed_game import FiledGame, record_of_play
from ..rules.names import name_key
from ..rules.rows import game_rows
from ..rules.seats import seat_document, seated_document
from .compact import pack_record, unpack_record

NEW, ALREADY, CONFLICT = "new", "already here", "refused"


@dataclass(frozen=True)
class Imported:
    """What became of one game: ``NEW``, ``ALREADY`` (here, maybe in the trash) or
    ``CONFLICT`` (a game here has its uid but another record of play)."""

    outcome: str
    game_id: int
    in_trash: bool = False


class PreparedGame(NamedTuple):
    """A checked game as the rows it will be stored as, short of the ids the database
    gives (the game's, its players'). Plain values only: made anywhere (in a worker
    process, for speed), cheap to send (a tuple unpickles in half the time of a
    dataclass), written by :meth:`Importing.import_prepared`."""

    uid: str | None
    names: tuple[str, ...]  # by seat, as the file spells them
    game: tuple[Any, ...]  # variant, options, first dealer seat, players, started, ended,
    #                        status, hands played, base, notes
    winners: tuple[int, ...]  # seats in first place of a finished game
    seats: tuple[tuple[Any, ...], ...]  # seat, place, total, hands, exact, score sum, over sum
    hands: tuple[tuple[Any, ...], ...]  # number, cards
    entries: tuple[tuple[Any, ...], ...]  # number, seat, bid, tricks, penalty, score, made
    #                                        (a bool)


def prepare(game: FiledGame, stamp: str) -> PreparedGame:
    """The rows of a checked game (``stamp``: the time to use where the file gives none)."""
    scorecard = game.scorecard
    setup = scorecard.setup
    started = game.started or stamp
    ended = None if scorecard.status == IN_PROGRESS else game.ended or started
    base = seated_document(scorecard)
    rows = game_rows(scorecard)
    places = {s.player: s.place for s in scorecard.standings}
    winners = tuple(i for i, p in enumerate(setup.players) if places.get(p) == 1) \
        if scorecard.status == FINISHED else ()
    return PreparedGame(
        game.uid, tuple(setup.players),
        (setup.variant, json.dumps(dict(setup.options)), setup.players.index(setup.first_dealer),
         len(setup.players), started, ended, scorecard.status, len(scorecard.completed),
         pack_record(base), game.notes or None),
        winners,
        tuple((s.seat, s.place, s.total, s.hands, s.exact, s.score_sum, s.over_sum)
              for s in rows.summaries or ()),
        tuple((h.number, h.cards) for h in rows.hands),
        tuple(entry[:7] for entry in rows.entries))  # all but the total


_METADATA = ("uid", "started", "ended", "notes")
_KNOWN_UID = ("SELECT id, base, trashed IS NOT NULL, EXISTS (SELECT 1 FROM actions "
              "WHERE game_id = games.id) FROM games WHERE uid = ?")


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


def _text(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class UidLookup:
    """The stored row of a uid, read from the database being imported into by a process
    of its own (a worker checking archive lines): read only, no transaction held, so
    the importing process's commits and checkpoints go on as usual."""

    def __init__(self, path: str) -> None:
        import sqlite3

        from .database import BUSY_TIMEOUT_SECONDS

        uri = f"{Path(path).resolve().as_uri()}?mode=ro"
        self.conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_SECONDS,
                                    isolation_level=None)

    def __call__(self, uid: Any) -> Any:
        if not isinstance(uid, str):
            return None
        return self.conn.execute(_KNOWN_UID, [uid]).fetchone()


class Importing:
    """The store's side of combining clubs (mixed into :class:`~.store.Store`)."""

    db: Database

    def import_games(self, games: Sequence[FiledGame]) -> list[Imported]:
        """Store the games that are new, in one transaction; say what became of each."""
        from .stamps import now

        stamp = now()
        return self.import_prepared([prepare(game, stamp) for game in games])

    def import_prepared(self, games: Sequence[PreparedGame]) -> list[Imported]:
        """:meth:`import_games` for games already prepared (:func:`prepare`)."""
        from .stamps import new_uid, now

        players: dict[str, tuple[int, str]] = {}  # name key → (id, stored name)
        stamp = now()
        out = []
        with self._write() as db:  # type: ignore[attr-defined]
            for game in games:
                uid = game.uid or new_uid()
                here = db.execute(_KNOWN_UID, [uid]).fetchone()
                if here is None:
                    game_id = self._insert_prepared(db, game, uid, players, stamp)
                    out.append(Imported(NEW, game_id))
                    continue
                game_id, base, in_trash, logged = here
                same = self._same_record(game_id, base, bool(logged), game)
                out.append(Imported(ALREADY if same else CONFLICT, game_id, bool(in_trash)))
        return out

    def known_uid(self, uid: Any) -> Any:
        """The stored row of ``uid`` for :func:`already_here` (None if not here)."""
        if not isinstance(uid, str):
            return None
        rows = self._read(_KNOWN_UID, [uid])  # type: ignore[attr-defined]
        return rows[0] if rows else None

    def _same_record(self, game_id: int, base: Any, logged: bool, game: PreparedGame) -> bool:
        """The record of play, by seat: from the stored base when the game has no log
        (imported), else replayed (played here, or stored by an older version)."""
        incoming = unpack_record(game.game[8])
        if not logged:
            try:
                if unpack_record(base) == incoming:
                    return True
            except ValueError:
                pass
        stored = self.load_game(game_id).game.scorecard  # type: ignore[attr-defined]
        mine = seat_document(record_of_play(stored), stored.setup.players)
        return bool(json.loads(json.dumps(mine)) == incoming)

    def _insert_prepared(self, db: Database, game: PreparedGame, uid: str,
                         players: dict[str, tuple[int, str]], stamp: str) -> int:
        """One game with its final rows, written once (no update passes)."""
        seated = [self._import_player(db, name, players, stamp) for name in game.names]
        names = [name for _, name in seated]
        status, started, ended = game.game[6], game.game[4], game.game[5]
        cursor = db.execute(
            "INSERT INTO games (id, variant, options, first_dealer_seat, player_count, started, "
            "ended, status, hands_played, base, notes, updated, players_text, winners_text, "
            "uid) VALUES (max((SELECT coalesce(max(id), 0) FROM games), "
            "(SELECT value FROM counters WHERE name = 'last_game_id')) + 1,"
            "?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            [*game.game, ended or stamp, ", ".join(names),
             ", ".join(names[seat] for seat in game.winners), uid])
        game_id: int = cursor.lastrowid  # type: ignore[assignment]
        db.conn.executemany(
            "INSERT INTO game_players (game_id, seat, player_id, variant, status, started, "
            "place, total, hands, exact, score_sum, over_sum) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            [(game_id, seat, seated[seat][0], game.game[0], status, started, *rest)
             for seat, *rest in game.seats])
        db.conn.executemany("INSERT INTO hands (game_id, number, cards) VALUES (?,?,?)",
                            [(game_id, *hand) for hand in game.hands])
        db.conn.executemany(
            "INSERT INTO entries (game_id, number, seat, player_id, bid, tricks, penalty, "
            "score, made) VALUES (?,?,?,?,?,?,?,?,?)",
            [(game_id, number, seat, seated[seat][0], *rest)
             for number, seat, *rest in game.entries])
        return game_id

    @staticmethod
    def _import_player(db: Database, name: str, players: dict[str, tuple[int, str]],
                       stamp: str) -> tuple[int, str]:
        """The player of that name (as the rules compare names), created if new."""
        key = name_key(name)
        found = players.get(key)
        if found is None:
            row = db.execute("SELECT id, name FROM players WHERE name_key = ?",
                             [key]).fetchone()
            if row is None:
                cursor = db.execute("INSERT INTO players (name, name_key, created) "
                                    "VALUES (?, ?, ?)", [name.strip(), key, stamp])
                row = (cursor.lastrowid, name.strip())
            found = players[key] = (row[0], row[1])
        return found

    # --- reading games out, for export --all and for importing a whole database ------
    def game_ids(self, since: str | None = None) -> list[int]:
        """Every game out of the trash (started on or after the date ``since``), by id."""
        rows = self._read(  # type: ignore[attr-defined]
            "SELECT id FROM games WHERE trashed IS NULL AND substr(started, 1, 10) >= ? "
            "ORDER BY id", [since or ""])
        return [row[0] for row in rows]

    def filed_game(self, game_id: int) -> FiledGame:
        """A stored game as a file carries it: its record, uid, times and notes."""
        stored = self.load_game(game_id)  # type: ignore[attr-defined]
        return FiledGame(stored.game.scorecard, stored.uid, stored.started, stored.ended,
                         stored.notes)

