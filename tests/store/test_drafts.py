"""Trick counts are stored as they are typed, and come back on resume."""

from __future__ import annotations

from scorekeeper.rules.commands import Bid, Tricks, TurnUp
from scorekeeper.store import GameSession, Store


def bids_in(session: GameSession) -> None:
    for player, bid in (("Ben", 2), ("Cat", 1), ("Ann", 1)):
        session.apply(Bid(player, bid))


def test_typed_tricks_come_back_after_a_restart(db_path) -> None:
    with Store(db_path) as store:
        session = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
        bids_in(session)
        session.save_tricks(1, {"Ben": 3})
        session.save_tricks(1, {"Ben": 3, "Cat": 2})
    with Store(db_path) as store:
        assert GameSession.resume(store, 1).typed_tricks() == {"Ben": 3, "Cat": 2}


def test_recording_the_hand_clears_its_typed_tricks(store: Store) -> None:
    session = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    bids_in(session)
    session.save_tricks(1, {"Ben": 3, "Cat": 2})
    session.apply(TurnUp("QH"))  # still hand 1: the counts stay
    assert session.typed_tricks() == {"Ben": 3, "Cat": 2}
    session.apply(Tricks({"Ben": 3, "Cat": 2, "Ann": 2}))
    assert store.draft(session.game_id) is None
    assert session.typed_tricks() == {}


def test_taking_every_count_back_clears_the_draft(store: Store) -> None:
    session = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    bids_in(session)
    session.save_tricks(1, {"Ben": 3})
    session.save_tricks(1, {})
    assert store.draft(session.game_id) is None


def test_a_draft_of_another_hand_is_not_offered(store: Store) -> None:
    session = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    bids_in(session)
    session.save_tricks(2, {"Ben": 3})
    assert session.typed_tricks() == {}
