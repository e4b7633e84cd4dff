"""The raw record: a hand's bids in the order made, penalties, whether it is complete
or changes the table — plain values, and they cross the process boundary."""

from __future__ import annotations

import pickle

from scorekeeper.rules.game_record import GameSetup, GameState, HandRecord, TiebreakDeal


def test_a_bid_keeps_the_order_bids_were_made_in() -> None:
    called = HandRecord(bid_order=())
    record = called.with_bid("Cat", 1).with_bid("Ann", 0).with_bid("Cat", 2)
    assert dict(record.bids) == {"Cat": 2, "Ann": 0}
    assert record.bid_order == ("Cat", "Ann")  # a second bid replaces, keeps its place
    clockwise = HandRecord().with_bid("Ben", 1)
    assert clockwise.bid_order is None and dict(clockwise.bids) == {"Ben": 1}
    assert called.bids == {}  # values: the record given is left as it was


def test_a_penalty_of_zero_takes_the_penalty_away() -> None:
    record = HandRecord().with_penalty("Ann", 2).with_penalty("Ben", 1)
    assert dict(record.penalties) == {"Ann": 2, "Ben": 1}
    assert dict(record.with_penalty("Ann", 0).penalties) == {"Ben": 1}
    assert dict(record.with_penalty("Cat", 0).penalties) == {"Ann": 2, "Ben": 1}


def test_a_hand_is_complete_once_its_result_is_in() -> None:
    assert not HandRecord(bids={"Ann": 1}).complete
    for done in (HandRecord(tricks={}), HandRecord(out_order=("Ann",)),
                 HandRecord(loser="Ann"), HandRecord(winner="Ann")):
        assert done.complete


def test_a_hand_changes_the_table_when_anyone_joins_leaves_or_sits_out() -> None:
    assert not HandRecord(bids={"Ann": 1}).changes_table
    for changed in (HandRecord(joined={"Dan": 0}), HandRecord(joined_after={"Dan": "Ann"}),
                    HandRecord(left=("Ann",)), HandRecord(sitting_out=("Ann",))):
        assert changed.changes_table


def test_a_game_state_pickles_with_its_frozen_maps() -> None:
    setup = GameSetup("oh-hell-pw", ("Ann", "Ben"), "Ann", {"cards": 3})
    state = GameState(setup, (HandRecord(bids={"Ann": 1}, tricks={"Ann": 1}),), True,
                      (TiebreakDeal(("Ann", "Ben"), {"Ann": 0}, {"Ben": 5}),))
    again = pickle.loads(pickle.dumps(state))
    assert again == state
    assert type(again.hands[0].bids) is type(state.hands[0].bids)
