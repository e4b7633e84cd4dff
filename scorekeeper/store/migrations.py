"""The schema, built and upgraded by migrations applied at start-up.

Each migration runs in its own transaction. Never edit a released migration:
add a new one (and keep a fixture database of the old schema in tests/store).

The record of applied steps stays in sqlite-utils' ``_sqlite_migrations`` table
(migration set ``scorekeeper``): its public ``Migrations`` API has no way to name
another table, and databases in use already keep their record there. What makes a
file ours is ``PRAGMA application_id`` (:data:`APPLICATION_ID`, set by m004) or, in
a database from before m004, rows of our migration set; ``database.py`` checks that
read-only before anything writes, so another sqlite-utils app's file (which shares
the table's name) is never taken over.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlite_utils import Database

MIGRATION_SET = "scorekeeper"  # our rows of sqlite-utils' _sqlite_migrations
_STEPS: list[Callable[[Database], None]] = []  # every step, in the order they run


def _step(function: Callable[[Database], None]) -> Callable[[Database], None]:
    """Register a step; its name is the function's (as sqlite-utils names a migration)."""
    _STEPS.append(function)
    return function


APPLICATION_ID = 0x534B5052
"""``PRAGMA application_id`` of a Scorekeeper database: "SKPR" in ASCII."""


@_step
def m001_initial(db: Database) -> None:
    _run(
        db,
        """
        CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            created TEXT NOT NULL
        );
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            variant TEXT NOT NULL,
            options TEXT NOT NULL,
            first_dealer_seat INTEGER NOT NULL,
            player_count INTEGER NOT NULL,
            started TEXT NOT NULL,
            ended TEXT,
            updated TEXT NOT NULL,
            status TEXT NOT NULL,
            hands_played INTEGER NOT NULL DEFAULT 0,
            base TEXT NOT NULL
        );
        CREATE TABLE game_players (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            player_id INTEGER NOT NULL REFERENCES players(id),
            place INTEGER,
            total INTEGER,
            PRIMARY KEY (game_id, seat)
        );
        CREATE TABLE hands (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            cards INTEGER,
            dealer_seat INTEGER NOT NULL,
            trump TEXT,
            turn_up TEXT,
            complete INTEGER NOT NULL,
            PRIMARY KEY (game_id, number)
        ) WITHOUT ROWID;
        CREATE TABLE entries (
            game_id INTEGER NOT NULL,
            number INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            player_id INTEGER NOT NULL REFERENCES players(id),
            bid INTEGER,
            tricks INTEGER,
            penalty INTEGER NOT NULL DEFAULT 0,
            score INTEGER,
            total INTEGER,
            made INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (game_id, number, seat),
            FOREIGN KEY (game_id, number) REFERENCES hands(game_id, number) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            action TEXT NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID;
        CREATE INDEX game_players_player ON game_players(player_id);
        """
    )


@_step
def m002_summaries_and_indexes(db: Database) -> None:
    """Per-game summaries so history and statistics never scan every hand."""
    _run(
        db,
        """
        ALTER TABLE games ADD COLUMN players_text TEXT NOT NULL DEFAULT '';
        ALTER TABLE games ADD COLUMN winners_text TEXT NOT NULL DEFAULT '';
        ALTER TABLE game_players ADD COLUMN hands INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE game_players ADD COLUMN exact INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE game_players ADD COLUMN score_sum INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE game_players ADD COLUMN over_sum INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX games_started ON games(started DESC, id DESC);
        CREATE INDEX games_variant_started ON games(variant, started DESC, id DESC);
        CREATE INDEX games_status_started ON games(status, started DESC, id DESC);
        DROP INDEX game_players_player;
        CREATE INDEX game_players_player ON game_players(player_id, game_id);
        """
    )
    # Fill the summaries of games stored under the first schema.
    _run(
        db,
        """
        UPDATE game_players SET
            hands = (SELECT count(*) FROM entries e WHERE e.game_id = game_players.game_id
                     AND e.seat = game_players.seat AND e.score IS NOT NULL),
            exact = (SELECT count(*) FROM entries e WHERE e.game_id = game_players.game_id
                     AND e.seat = game_players.seat AND e.bid = e.tricks),
            score_sum = (SELECT coalesce(sum(score), 0) FROM entries e
                         WHERE e.game_id = game_players.game_id AND e.seat = game_players.seat),
            over_sum = (SELECT coalesce(sum(bid - tricks), 0) FROM entries e
                        WHERE e.game_id = game_players.game_id AND e.seat = game_players.seat);
        UPDATE games SET
            players_text = (SELECT group_concat(name, ', ') FROM (
                SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
                WHERE gp.game_id = games.id ORDER BY gp.seat)),
            winners_text = coalesce((SELECT group_concat(name, ', ') FROM (
                SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
                WHERE gp.game_id = games.id AND gp.place = 1 ORDER BY gp.seat)), '');
        """
    )


@_step
def m003_player_game_index(db: Database) -> None:
    """Each seat knows its game's kind, status and start, so a player's history and
    statistics are read from one index instead of joining every game."""
    _run(
        db,
        """
        ALTER TABLE game_players ADD COLUMN variant TEXT NOT NULL DEFAULT '';
        ALTER TABLE game_players ADD COLUMN status TEXT NOT NULL DEFAULT '';
        ALTER TABLE game_players ADD COLUMN started TEXT NOT NULL DEFAULT '';
        UPDATE game_players SET
            variant = (SELECT variant FROM games WHERE games.id = game_players.game_id),
            status = (SELECT status FROM games WHERE games.id = game_players.game_id),
            started = (SELECT started FROM games WHERE games.id = game_players.game_id);
        DROP INDEX game_players_player;
        CREATE INDEX game_players_history ON game_players(player_id, started DESC, game_id DESC);
        CREATE INDEX game_players_stats ON game_players(player_id, status, variant, total,
            place, hands, exact, score_sum, over_sum, game_id);
        """,
    )


@_step
def m004_application_id_and_winners(db: Database) -> None:
    """Mark the file as Scorekeeper's, so any other file is told apart before it is
    touched; and clear the winners m002 gave to games that were not finished."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("UPDATE games SET winners_text = '' WHERE status != 'finished'")


@_step
def m005_trash_drafts_counters(db: Database) -> None:
    """A trash for deleted games (marked, not removed, so renames and merges reach
    them), trick counts typed but not yet recorded, and the highest game id ever
    given, so an id is never given to a second game. The history's indexes hold
    the games out of the trash only, so counting and paging stay index-only."""
    _run(
        db,
        """
        ALTER TABLE games ADD COLUMN trashed TEXT;
        CREATE TABLE drafts (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            tricks TEXT NOT NULL
        );
        CREATE TABLE counters (
            name TEXT PRIMARY KEY,
            value INTEGER NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO counters (name, value)
            VALUES ('last_game_id', (SELECT coalesce(max(id), 0) FROM games));
        DROP INDEX games_started;
        DROP INDEX games_variant_started;
        DROP INDEX games_status_started;
        CREATE INDEX games_started ON games(started DESC, id DESC) WHERE trashed IS NULL;
        CREATE INDEX games_variant_started ON games(variant, started DESC, id DESC)
            WHERE trashed IS NULL;
        CREATE INDEX games_status_started ON games(status, started DESC, id DESC)
            WHERE trashed IS NULL;
        CREATE INDEX games_trashed ON games(trashed DESC, id DESC) WHERE trashed IS NOT NULL
        """,
    )


@_step
def m006_nfc_name_keys(db: Database) -> None:
    """Names now compare after Unicode NFC normalisation: key the stored players so.
    A player whose new key another player already has keeps the old key (both stay
    as they are; the Players screen can merge them)."""
    from ..rules.names import name_key

    taken = {row[0] for row in db.execute("SELECT name_key FROM players")}
    for player_id, name, old in db.execute("SELECT id, name, name_key FROM players").fetchall():
        new = name_key(name)
        if new != old and new not in taken:
            db.execute("UPDATE players SET name_key = ? WHERE id = ?", [new, player_id])
            taken.discard(old)
            taken.add(new)


@_step
def m007_uids_and_notes(db: Database) -> None:
    """A game is the same game on every laptop: each gets a ``uid`` (a UUID, given
    when it is created and kept for ever; existing games get a new one here), so an
    import can tell a game already here from a new one. And ``notes`` (the venue, a
    dispute settled), carried in the scorecard file's ``notes``. Base records are kept
    compressed from here on (:mod:`.compact`): they were two thirds of the file."""
    import uuid

    _run(
        db,
        """
        ALTER TABLE games ADD COLUMN uid TEXT NOT NULL DEFAULT '';
        ALTER TABLE games ADD COLUMN notes TEXT
        """,
    )
    ids = [row[0] for row in db.execute("SELECT id FROM games")]
    db.conn.executemany("UPDATE games SET uid = ? WHERE id = ?",
                        [(str(uuid.uuid4()), game_id) for game_id in ids])
    db.execute("CREATE UNIQUE INDEX games_uid ON games(uid)")
    _pack_bases(db)
    # Rows nothing reads: running totals per entry, each hand's turn-up, trump, dealer
    # and completeness (the rules give them all on replay; a scored entry is a
    # complete hand), and a tally game's per-player lines (its counts are in
    # game_players). With the compressed records: under 3 KiB a game.
    _run(
        db,
        """
        DELETE FROM entries WHERE (game_id, number) IN (
            SELECT game_id, number FROM hands WHERE cards IS NULL);
        ALTER TABLE entries DROP COLUMN total;
        ALTER TABLE hands DROP COLUMN turn_up;
        ALTER TABLE hands DROP COLUMN trump;
        ALTER TABLE hands DROP COLUMN dealer_seat;
        ALTER TABLE hands DROP COLUMN complete
        """,
    )
    # Seats kept by their key alone (no rowid and second index), and the history's
    # indexes in the order games arrive (oldest first), so new games fill pages
    # instead of splitting them in half; they are read backwards for newest first.
    _run(
        db,
        """
        CREATE TABLE game_players_m007 (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            player_id INTEGER NOT NULL REFERENCES players(id),
            place INTEGER,
            total INTEGER,
            hands INTEGER NOT NULL DEFAULT 0,
            exact INTEGER NOT NULL DEFAULT 0,
            score_sum INTEGER NOT NULL DEFAULT 0,
            over_sum INTEGER NOT NULL DEFAULT 0,
            variant TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL DEFAULT '',
            started TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (game_id, seat)
        ) WITHOUT ROWID;
        INSERT INTO game_players_m007 (game_id, seat, player_id, place, total, hands, exact,
            score_sum, over_sum, variant, status, started)
            SELECT game_id, seat, player_id, place, total, hands, exact, score_sum, over_sum,
                   variant, status, started FROM game_players;
        DROP TABLE game_players;
        ALTER TABLE game_players_m007 RENAME TO game_players;
        CREATE INDEX game_players_history ON game_players(player_id, started, game_id);
        CREATE INDEX game_players_stats ON game_players(player_id, status, variant, total,
            place, hands, exact, score_sum, over_sum, game_id);
        DROP INDEX games_started;
        DROP INDEX games_variant_started;
        DROP INDEX games_status_started;
        CREATE INDEX games_started ON games(started, id) WHERE trashed IS NULL;
        CREATE INDEX games_variant_started ON games(variant, started, id) WHERE trashed IS NULL;
        CREATE INDEX games_status_started ON games(status, started, id) WHERE trashed IS NULL
        """,
    )


def _pack_bases(db: Database) -> None:
    """Keep every base record compressed (:mod:`.compact`); one that is not JSON any
    more stays as it is, so it is reported as damaged, naming its game."""
    import json

    from .compact import pack_record

    for game_id, base in db.execute("SELECT id, base FROM games").fetchall():
        try:
            packed = pack_record(json.loads(base))
        except (TypeError, ValueError):
            continue
        db.execute("UPDATE games SET base = ? WHERE id = ?", [packed, game_id])


CLUB_CHANGES_KEPT = 20_000
KEEP_CHANGES = (f"DELETE FROM club_changes WHERE seq <= "
                f"(SELECT max(seq) FROM club_changes) - {CLUB_CHANGES_KEPT}")
"""The log keeps the last changes only: a reader further behind rates from scratch."""


@_step
def m008_club(db: Database) -> None:
    """A log of changes to finished games, kept by triggers, so the club's ratings can
    be brought up to date from what changed instead of from every game: a game that
    finishes, is corrected, reopened, deleted, restored, or changes hands in a merge
    adds its (game, start) here, whichever code path wrote it; a rename adds a row for
    every game (variant ``*``), as names are what the ratings are kept by. The ratings
    last computed are kept too (``club_ratings``)."""
    changed = ("INSERT INTO club_changes (variant, game_id, started) "
               "VALUES ({0}.variant, {0}.game_id, {0}.started); " + KEEP_CHANGES)
    for statement in (
        """CREATE TABLE club_changes (
            seq INTEGER PRIMARY KEY,
            variant TEXT NOT NULL,
            game_id INTEGER NOT NULL,
            started TEXT NOT NULL)""",
        "CREATE INDEX club_changes_variant ON club_changes(variant, seq)",
        # the club's ratings as last computed (JSON from scorekeeper.club.ratings), by
        # game and season, so a new run starts from them instead of from every game
        """CREATE TABLE club_ratings (
            question TEXT PRIMARY KEY,
            version INTEGER NOT NULL,
            state TEXT NOT NULL)""",
        f"""CREATE TRIGGER club_finished_insert AFTER INSERT ON game_players
            WHEN NEW.status = 'finished' BEGIN {changed.format("NEW")}; END""",
        f"""CREATE TRIGGER club_finished_update AFTER UPDATE ON game_players
            WHEN (OLD.status = 'finished' OR NEW.status = 'finished')
            AND (OLD.status IS NOT NEW.status OR OLD.place IS NOT NEW.place
                 OR OLD.player_id IS NOT NEW.player_id OR OLD.total IS NOT NEW.total
                 OR OLD.hands IS NOT NEW.hands OR OLD.exact IS NOT NEW.exact)
            BEGIN {changed.format("NEW")}; END""",
        f"""CREATE TRIGGER club_finished_delete AFTER DELETE ON game_players
            WHEN OLD.status = 'finished' BEGIN {changed.format("OLD")}; END""",
        """CREATE TRIGGER club_rename AFTER UPDATE OF name ON players
            WHEN OLD.name IS NOT NEW.name
            BEGIN INSERT INTO club_changes (variant, game_id, started)
                VALUES ('*', 0, ''); """ + KEEP_CHANGES + "; END",
    ):
        db.execute(statement)


@_step
def m009_one_change_per_stored_game(db: Database) -> None:
    """A finished game stored whole (an import, a file) logs one change, not one per
    seat: its seats' rows all name the same game, variant and start, and each logged
    row cost an insert and a trim of the log (a third of an import's writing). Seat 0
    stands for the game: every game has it, and a game's seats are stored together.
    Changes to seats already stored (a correction, a delete, a merge) log as before."""
    db.execute("DROP TRIGGER club_finished_insert")
    db.execute(
        """CREATE TRIGGER club_finished_insert AFTER INSERT ON game_players
            WHEN NEW.status = 'finished' AND NEW.seat = 0
            BEGIN INSERT INTO club_changes (variant, game_id, started)
                VALUES (NEW.variant, NEW.game_id, NEW.started); """ + KEEP_CHANGES + "; END")


@_step
def m010_merges_kept(db: Database) -> None:
    """What each merge of two players moved, kept until it is undone, so Undo merge
    works after the app is closed and opened again: the player that went (id, name,
    key, when created), the one it went into, and its seats (``[[game, seat], …]``)."""
    db.execute(
        """CREATE TABLE merges (
            id INTEGER PRIMARY KEY,
            keep_id INTEGER NOT NULL,
            keep_name TEXT NOT NULL,
            gone_id INTEGER NOT NULL,
            gone_name TEXT NOT NULL,
            gone_key TEXT NOT NULL,
            created TEXT NOT NULL,
            seats TEXT NOT NULL,
            merged TEXT NOT NULL)""")
    db.execute("CREATE INDEX merges_keep ON merges(keep_id, id)")


@_step
def m011_saved_rules(db: Database) -> None:
    """House rules a table saved under its own name (the editor's "Save"), kept in the
    database so that backups and copies of it carry them: the name as typed, its
    case-blind key (one set of rules per name), the rules file as JSON, when saved."""
    db.execute(
        """CREATE TABLE saved_rules (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            rules TEXT NOT NULL,
            saved TEXT NOT NULL)""")


@_step
def m012_house_games_by_name(db: Database) -> None:
    """Statistics count each named house game as its own game: a seat's ``variant``
    (what statistics, ratings and the club's change log group by) becomes the game's
    statistics key, which the rules give (``house:<name>`` for a house game; a
    built-in game's key is unchanged). The game's own ``variant`` stays what it is
    played as."""
    from ..rules.games import HOUSE
    from ..rules.stats_games import stats_key

    rows = db.execute("SELECT id, options FROM games WHERE variant = ?", [HOUSE]).fetchall()
    db.conn.executemany("UPDATE game_players SET variant = ? WHERE game_id = ?",
                        [(stats_key(HOUSE, options), game_id) for game_id, options in rows])


@_step
def m013_aliases_and_inactive(db: Database) -> None:
    """Players' other names and players no longer at the club's table. An alias (a
    nickname, a spelling) completes to its player wherever a name is typed; its key is
    unique among aliases (the store also keeps it apart from every player's name). A
    player marked inactive (``inactive``: when) leaves completers and the current
    leaderboards but keeps every game; NULL is an active player. A merge keeps which
    aliases went with the name that went (``merges.aliases``, ``[id, …]``), for its undo."""
    db.execute("ALTER TABLE players ADD COLUMN inactive TEXT")
    db.execute("ALTER TABLE merges ADD COLUMN aliases TEXT NOT NULL DEFAULT '[]'")
    db.execute(
        """CREATE TABLE player_aliases (
            id INTEGER PRIMARY KEY,
            player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
            alias TEXT NOT NULL,
            alias_key TEXT NOT NULL UNIQUE,
            added TEXT NOT NULL)""")
    db.execute("CREATE INDEX player_aliases_player ON player_aliases(player_id, alias_key)")


def _run(db: Database, script: str) -> None:
    """Run statements one by one: ``executescript`` would commit the migration's transaction."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def known_steps() -> list[str]:
    """Every step's name, in order."""
    return [step.__name__ for step in _STEPS]


def apply(conn: sqlite3.Connection, *, stop_before: str | Iterable[str] | None = None) -> None:
    """Apply the steps not yet recorded in the database, each in its own transaction
    with its record, through sqlite-utils' ``Migrations``.

    sqlite-utils is imported here and not at the top: only a new or an older database
    has steps to apply, and loading it costs about 40 ms of every start of a command,
    of the store's process and of an import worker that opens a current database
    (docs/benchmarks.md, "Opening a current database"). ``stop_before`` leaves a
    database at an older schema, for tests of upgrading it."""
    from sqlite_utils import Database
    from sqlite_utils.migrations import Migrations

    migrations = Migrations(MIGRATION_SET)
    for step in _STEPS:
        migrations()(step)
    migrations.apply(Database(conn, execute_plugins=False), stop_before=stop_before)


KNOWN = known_steps()
