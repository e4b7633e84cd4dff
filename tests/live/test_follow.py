"""The command line's follower: changes by anyone, seen through the store; the rematch."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.live.follow import GameFollower, GameGone, same_table
from scorekeeper.rules import GameSetup
from scorekeeper.rules.commands import Bid, Stop
from scorekeeper.store import GameSession, Store

from .helpers import bid_round


def test_a_change_by_another_connection_is_seen(db_path: Path) -> None:
    with Store(db_path) as writer, Store(db_path) as reader:
        session = GameSession.start(writer, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
        follower = GameFollower(reader, session.game_id)
        assert follower.poll() is None  # nothing new
        bid_round(session.apply, session.scorecard)
        card = follower.poll()
        assert card is not None and card.current.bids == session.scorecard.current.bids
        assert follower.poll() is None
        other = GameSession.start(writer, "oh-hell-pw", ["Dan", "Eve", "Fay"], "Dan")
        other.apply(Bid(other.scorecard.current.expected_bidder, 0))
        assert follower.poll() is None  # another game changed: ours did not


def test_the_rematch_is_followed_once_the_game_is_over(db_path: Path) -> None:
    with Store(db_path) as writer, Store(db_path) as reader:
        first = GameSession.start(writer, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
        stranger = GameSession.start(writer, "oh-hell-pw", ["Ann", "Ben", "Dan"], "Ann")
        fixed = GameFollower(reader, first.game_id)
        follower = GameFollower(reader, first.game_id, rematch=True)
        first.apply(Stop())
        assert follower.poll().over
        again = GameSession.start(writer, "oh-hell-pw", ["Cat", "Ann", "Ben"], "Cat")
        card = follower.poll()
        assert follower.game_id == again.game_id != stranger.game_id
        assert card is not None and not card.over
        fixed.poll()
        assert fixed.poll() is None and fixed.game_id == first.game_id  # --game ID stays


def test_a_deleted_game_is_no_longer_followed(db_path: Path) -> None:
    with Store(db_path) as writer, Store(db_path) as reader:
        session = GameSession.start(writer, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
        follower = GameFollower(reader, session.game_id)
        writer.delete_game(session.game_id)
        with pytest.raises(GameGone, match=f"game {session.game_id} was deleted"):
            follower.poll()


def test_same_table_is_the_same_game_by_the_same_people() -> None:
    one = GameSetup("oh-hell-pw", ("Ann", "Ben", "Cat"), "Ann")
    assert same_table(one, GameSetup("oh-hell-pw", ("cat", "ANN", "Ben "), "Ben"))
    assert not same_table(one, GameSetup("whysteria", ("Ann", "Ben", "Cat"), "Ann"))
    assert not same_table(one, GameSetup("oh-hell-pw", ("Ann", "Ben", "Dan"), "Ann"))


def test_trick_counts_typed_are_followed_and_dropped_once_recorded(db_path: Path) -> None:
    """Typed counts are stored as drafts before the hand is recorded: the follower
    (and so the page) has them at once, and none once the hand is recorded."""
    from scorekeeper.live.state import live_state
    from scorekeeper.rules.commands import Tricks

    with Store(db_path) as writer, Store(db_path) as reader:
        session = GameSession.start(writer, "oh-hell-pw", ["Ann", "Ben", "Cat"], "Ann")
        card = bid_round(session.apply, session.scorecard)
        follower = GameFollower(reader, session.game_id)
        session.save_tricks(card.current.number, {"Ben": 1})
        assert follower.poll() is not None and follower.typed == {"Ben": 1}
        assert live_state(follower.scorecard, 1, follower.typed)["in_play"]["tricks"] == {
            "Ben": 1}
        cards = card.current.cards
        session.apply(Tricks({"Ann": cards, "Ben": 0, "Cat": 0}))
        assert follower.poll() is not None and follower.typed == {}
        assert live_state(follower.scorecard, 1, follower.typed)["in_play"]["tricks"] == {}
