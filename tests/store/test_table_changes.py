"""A game where players join, leave and sit out, as the store keeps it: the joiner gets
a seat of the game (so a rename or their statistics find them), the changes come back
from the log, an undone join takes its seat away, and export then import gives it back."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from scorekeeper.rules import Bid, Join, Leave, SitOut, Tricks, Undo
from scorekeeper.rules.scorecard_file import scorecard_from_document, scorecard_to_json
from scorekeeper.store import GameSession, Store
from tests.rules.test_table_changes_file import RULES, changed_document


def _play(session: GameSession, taker: str | None = None) -> None:
    hand = session.scorecard.current
    while hand.expected_bidder is not None:
        session.apply(Bid(hand.expected_bidder, 0))
        hand = session.scorecard.current
    taker = taker or hand.dealer
    session.apply(Tricks({p: hand.cards if p == taker else 0 for p in hand.bids}))


def _seats(db: Path, game_id: int) -> list[tuple[str, int | None, int | None]]:
    with sqlite3.connect(db) as conn:
        return conn.execute(
            "SELECT p.name, gp.hands, gp.total FROM game_players gp JOIN players p "
            "ON p.id = gp.player_id WHERE gp.game_id = ? ORDER BY gp.seat", [game_id]).fetchall()


def _entries(db: Path, game_id: int, number: int) -> set[str]:
    with sqlite3.connect(db) as conn:
        return {r[0] for r in conn.execute(
            "SELECT p.name FROM entries e JOIN players p ON p.id = e.player_id "
            "WHERE e.game_id = ? AND e.number = ?", [game_id, number])}


def test_joins_leaves_and_sit_outs_are_stored_and_come_back(tmp_path: Path) -> None:
    db = tmp_path / "scores.db"
    with Store(db) as store:
        session = GameSession.start(store, "house", ["Ann", "Ben", "Cat"], "Ann",
                                    {"rules": RULES})
        _play(session)
        session.apply(Join("Dan", "Ann", 5))
        session.apply(SitOut("Ben"))
        _play(session, "Ann")
        session.apply(Leave("Cat"))
        _play(session, "Dan")
        game_id, shown = session.game_id, scorecard_to_json(session.scorecard)
    seats = _seats(db, game_id)
    assert [name for name, _, _ in seats] == ["Ann", "Ben", "Cat", "Dan"]
    hands = {name: played for name, played, _ in seats}
    assert hands == {"Ann": 3, "Ben": 2, "Cat": 2, "Dan": 2}
    assert _entries(db, game_id, 2) == {"Ann", "Cat", "Dan"}  # Ben sat out: no entry
    assert _entries(db, game_id, 3) == {"Ann", "Ben", "Dan"}  # Cat left
    with Store(db) as store:
        resumed = GameSession.resume(store, game_id)
        assert scorecard_to_json(resumed.scorecard) == shown
        assert resumed.scorecard.state.hands[1].joined == {"Dan": 5}
        assert resumed.scorecard.state.hands[2].left == ("Cat",)
        store.rename_player("Dan", "Daniel")
        renamed = GameSession.resume(store, game_id)
        assert renamed.scorecard.state.hands[1].joined == {"Daniel": 5}


def test_an_undone_join_gives_its_seat_back(tmp_path: Path) -> None:
    db = tmp_path / "scores.db"
    with Store(db) as store:
        session = GameSession.start(store, "house", ["Ann", "Ben", "Cat"], "Ann",
                                    {"rules": RULES})
        _play(session)
        session.apply(Join("Dan", "Cat", 0))
        assert [n for n, _, _ in _seats(db, session.game_id)] == ["Ann", "Ben", "Cat", "Dan"]
        session.apply(Undo())
        assert [n for n, _, _ in _seats(db, session.game_id)] == ["Ann", "Ben", "Cat"]
        session.apply(Join("Eve", "Ann", 3))
        _play(session)
        game_id = session.game_id
    assert [n for n, _, _ in _seats(db, game_id)] == ["Ann", "Ben", "Cat", "Eve"]
    with Store(db) as store:
        assert GameSession.resume(store, game_id).scorecard.players[-1] == "Eve"


def test_export_then_import_gives_the_same_record(tmp_path: Path) -> None:
    document = changed_document()
    card = scorecard_from_document(document)
    with Store(tmp_path / "a.db") as store:
        game_id = store.import_state(card.state)
        exported = store.export_document(game_id)
    assert exported["hands"] == document["hands"]
    assert [n for n, _, _ in _seats(tmp_path / "a.db", game_id)] == ["Ann", "Ben", "Cat", "Dan"]
