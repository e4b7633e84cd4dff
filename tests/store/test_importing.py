"""Importing games by batches: a batch is written table by table, many rows to a
statement, and stores exactly the rows the table's own path stores."""

from __future__ import annotations

import random
import sqlite3
import uuid
from pathlib import Path

import pytest

from scorekeeper.rules.filed_game import FiledGame
from scorekeeper.rules.rows import ENTRY_WIDTH
from scorekeeper.rules.simulate import random_setup, simulate
from scorekeeper.store import Store, StoreError
from scorekeeper.store.importing import ALREADY, CONFLICT, NEW, SEAT_WIDTH, prepare

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def filed(count: int, seed: int = 1) -> list[FiledGame]:
    """Games of every variant, 3 to 7 players, some not over yet, some with notes."""
    rng = random.Random(seed)
    games = []
    for number in range(count):
        game, players, options = random_setup(rng, NAMES)
        card = simulate(rng, game, players, options=options,
                        hands=rng.choice((1, 2)) if number % 7 == 3 else None)
        uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        started = f"2026-{1 + number % 12:02d}-{1 + number % 28:02d}T19:{number % 60:02d}:00+00:00"
        games.append(FiledGame(card, uid, started, None if number % 5 else started,
                               f"table {number}" if number % 4 == 0 else None))
    return games


def rows(path: Path) -> dict[str, list[tuple]]:
    """Every stored row that an import writes, players by name (ids may differ)."""
    queries = {
        "games": "SELECT id, variant, options, first_dealer_seat, player_count, started, ended, "
                 "status, hands_played, base, notes, players_text, winners_text, uid, trashed "
                 "FROM games ORDER BY id",
        "game_players": "SELECT gp.game_id, gp.seat, p.name, gp.variant, gp.status, gp.started, "
                        "place, total, hands, exact, score_sum, over_sum FROM game_players gp "
                        "JOIN players p ON p.id = gp.player_id ORDER BY game_id, seat",
        "hands": "SELECT * FROM hands ORDER BY game_id, number",
        "entries": "SELECT e.game_id, number, seat, p.name, bid, tricks, penalty, score, made "
                   "FROM entries e JOIN players p ON p.id = e.player_id "
                   "ORDER BY game_id, number, seat",
        "players": "SELECT name, name_key FROM players ORDER BY name_key",
    }
    with sqlite3.connect(path) as conn:
        return {table: conn.execute(sql).fetchall() for table, sql in queries.items()}


def test_a_batch_stores_the_rows_the_table_stores(tmp_path: Path) -> None:
    games = filed(120)
    assert {g.scorecard.status for g in games} == {"finished", "in progress"}
    assert {g.scorecard.setup.variant for g in games} >= {"shithead", "whysteria"}
    with Store(tmp_path / "batch.db") as store:
        outcomes = store.import_games(games)
    assert [o.outcome for o in outcomes] == [NEW] * len(games)
    assert [o.game_id for o in outcomes] == list(range(1, len(games) + 1))
    with Store(tmp_path / "table.db") as store:
        for game in games:
            store.import_state(game.scorecard.state, game.started, game.ended, game.uid,
                               game.notes)
    batch, table = rows(tmp_path / "batch.db"), rows(tmp_path / "table.db")
    assert sum(len(r) for r in batch.values()) > 120 * 20
    assert batch == table
    with sqlite3.connect(tmp_path / "batch.db") as conn:  # references SQLite did not check
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []


def test_the_same_uid_twice_in_a_batch_is_compared_with_the_first(store: Store) -> None:
    first, other = filed(2, seed=4)
    twin = FiledGame(other.scorecard, first.uid, other.started)
    stamp = "2026-05-01T10:00:00+00:00"
    batch = [prepare(g, stamp) for g in (first, filed(1, seed=9)[0], first, twin)]
    outcomes = store.import_prepared(batch)
    assert [(o.outcome, o.game_id) for o in outcomes] == \
        [(NEW, 1), (NEW, 2), (ALREADY, 1), (CONFLICT, 1)]
    assert [o.outcome for o in store.import_prepared(batch)] == [ALREADY, ALREADY, ALREADY,
                                                                 CONFLICT]


def test_ids_go_on_after_the_highest_a_game_ever_had(store: Store) -> None:
    games = filed(6, seed=5)
    store.import_games(games[:3])
    store.delete_game(3)
    store.empty_trash()
    assert [o.game_id for o in store.import_games(games[3:])] == [4, 5, 6]


def foreign_keys(store: Store) -> int:
    return store.db.execute("PRAGMA foreign_keys").fetchone()[0]


def test_rows_foreign_keys_would_refuse_are_refused_with_their_batch(store: Store) -> None:
    """SQLite does not check foreign keys while a batch goes in (every reference is
    made there); what comes from the games is checked instead, and they are on again
    for everything else, after a batch that failed too."""
    good = [prepare(g, "2026-05-01T10:00:00+00:00") for g in filed(3, seed=6)]
    trick = next(g for g in good if g.entries)
    first, rest = trick.entries[:ENTRY_WIDTH], trick.entries[ENTRY_WIDTH:]
    broken = [
        trick._replace(entries=(99, *first[1:], *rest)),
        trick._replace(entries=(first[0], len(trick.names), *first[2:])),
        trick._replace(entries=(first[0], -1, *first[2:])),
        trick._replace(seats=(len(trick.names), *trick.seats[1:SEAT_WIDTH])),
    ]
    for bad in broken:
        with pytest.raises(StoreError, match="FOREIGN KEY"):
            store.import_prepared([*good, bad._replace(uid=str(uuid.uuid4()))])
        assert store._read("SELECT count(*) FROM games")[0][0] == 0
        assert foreign_keys(store) == 1
    assert [o.outcome for o in store.import_prepared(good)] == [NEW] * 3
    assert foreign_keys(store) == 1
    assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000  # as before
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        store.db.execute("INSERT INTO game_players (game_id, seat, player_id) VALUES (1, 9, 99)")


def test_a_row_of_the_wrong_length_never_shifts_the_columns_of_the_next(store: Store) -> None:
    """Rows are kept flat until written: a game whose row is too short or too long
    is refused, not stored as the next game's first columns."""
    good = [prepare(g, "2026-05-01T10:00:00+00:00") for g in filed(2, seed=7)]
    for game in (good[0].game[:-1], (*good[0].game, "more")):
        with pytest.raises(ValueError, match="values for its row"):
            store.import_prepared([good[0]._replace(game=game), good[1]])
        assert store._read("SELECT count(*) FROM games")[0][0] == 0
    trick = next(g for g in good if g.entries)
    uid = str(uuid.uuid4())
    wrong = [trick._replace(uid=uid, seats=trick.seats[:-1]),  # a seat, hand or entry of
             trick._replace(uid=uid, hands=(*trick.hands, 9)),  # the wrong length
             trick._replace(uid=uid, entries=trick.entries[:-1])]
    for bad in wrong:
        with pytest.raises(ValueError, match="not rows of"):
            store.import_prepared([*good, bad])
        assert store._read("SELECT count(*) FROM games")[0][0] == 0
