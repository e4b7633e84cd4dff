"""Two windows (or processes) on one game: a write must extend what its window saw."""

from __future__ import annotations

import pytest

from scorekeeper.rules.commands import Bid
from scorekeeper.store import GameSession, StaleGameError, Store


def test_a_stale_window_is_refused_and_reloaded(db_path) -> None:
    with Store(db_path) as store_a, Store(db_path) as store_b:
        a = GameSession.start(store_a, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
        b = GameSession.resume(store_b, a.game_id)  # window B opened before A went on
        a.apply(Bid("Ben", 2))
        with pytest.raises(StaleGameError, match="changed in another window"):
            b.apply(Bid("Ben", 5))
        # B now shows what A stored; nothing typed on B's stale view was stored.
        assert dict(b.scorecard.current.bids) == {"Ben": 2}
        assert len(store_a.load_game(a.game_id).game.log) == 1
        b.apply(Bid("Cat", 1))  # B goes on from the stored game
    with Store(db_path) as store:
        game = store.load_game(a.game_id).game
        assert dict(game.scorecard.current.bids) == {"Ben": 2, "Cat": 1}


def test_the_same_store_also_refuses_a_stale_session(store: Store) -> None:
    a = GameSession.start(store, "whysteria", ["Ann", "Ben"], "Ann")
    b = GameSession.resume(store, a.game_id)
    c = GameSession.resume(store, a.game_id)
    a.apply(Bid("Ben", 1))
    a.apply(Bid("Ann", 0))
    with pytest.raises(StaleGameError):
        b.apply(Bid("Ben", 3))
    with pytest.raises(StaleGameError):
        c.save_tricks(1, {"Ann": 1})  # a typed trick count from an old view too
    assert store.draft(a.game_id) is None
    assert len(store.load_game(a.game_id).game.log) == 2


def test_a_failed_commit_leaves_the_window_as_stored(store: Store) -> None:
    session = GameSession.start(store, "oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    store.delete_game(session.game_id)
    with pytest.raises(ValueError):
        session.apply(Bid("Ben", 2))
    assert session.game.log == [] and dict(session.scorecard.current.bids) == {}
