"""Writes fixtures/schema-v1.db: a database as the first schema (m001) left it.

Run once when a schema step is released (``python -m tests.store.make_fixtures``)
and commit the file; the migration tests open the saved copy, never a fresh one.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from sqlite_utils import Database

from scorekeeper.rules import Game
from scorekeeper.rules.commands import Bid, Tricks
from scorekeeper.rules.seats import seated_command, seated_document
from scorekeeper.store.migrations import migrations

HERE = Path(__file__).parent / "fixtures"


def v1_game() -> Game:
    game = Game.new("oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
    for bids, tricks in (({"Ben": 1, "Cat": 0, "Ann": 1}, {"Ann": 0, "Ben": 1, "Cat": 0}),
                         ({"Cat": 1, "Ann": 0, "Ben": 0}, {"Ann": 0, "Ben": 1, "Cat": 1})):
        for player, bid in bids.items():
            game.apply(Bid(player, bid))
        game.apply(Tricks(tricks))
    return game


def write_v1(path: Path) -> None:
    path.unlink(missing_ok=True)
    conn = sqlite3.connect(str(path))
    db = Database(conn, execute_plugins=False)
    migrations.apply(db, stop_before="m002_summaries_and_indexes")
    game = v1_game()
    card = game.scorecard
    players = card.setup.players
    base = seated_document(Game.new("oh-hell-pw", players, "Ann").scorecard)
    stamp = "2025-06-01T19:30:00+00:00"
    with db.atomic():
        for i, p in enumerate(players, start=1):
            db.execute("INSERT INTO players VALUES (?, ?, ?, ?)", [i, p, p.casefold(), stamp])
        db.execute("INSERT INTO games VALUES (1, 'oh-hell-pw', '{}', 0, 3, ?, NULL, ?, "
                   "'in progress', 2, ?)", [stamp, stamp, json.dumps(base)])
        for s in card.standings:
            db.execute("INSERT INTO game_players VALUES (1, ?, ?, ?, ?)",
                       [players.index(s.player), players.index(s.player) + 1, s.place, s.total])
        for hand in card.hands:
            db.execute("INSERT INTO hands VALUES (1, ?, ?, ?, ?, ?, 1)",
                       [hand.number, hand.cards, players.index(hand.dealer), hand.trump,
                        hand.turn_up])
            for seat, p in enumerate(players):
                db.execute("INSERT INTO entries VALUES (1, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
                           [hand.number, seat, seat + 1, hand.bids[p], hand.tricks[p],
                            hand.scores[p], hand.totals[p], int(p in hand.made)])
        for seq, command in enumerate(game.log, start=1):
            db.execute("INSERT INTO actions VALUES (1, ?, ?, ?)",
                       [seq, json.dumps(seated_command(command, players)), stamp])
    conn.close()


if __name__ == "__main__":
    HERE.mkdir(exist_ok=True)
    write_v1(HERE / "schema-v1.db")
    print(HERE / "schema-v1.db")
