"""Bid order, whose bid is expected, the forbidden bid known before it is made."""

from __future__ import annotations

import pytest

from scorekeeper.rules import BidError, ForbiddenBidError, Game, TricksError
from scorekeeper.rules.commands import Bid, Tricks

from .helpers import card, doc

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def test_misere_has_no_forbidden_bid() -> None:
    game = Game.new("oh-shit-misere", PLAYERS, "Ann")
    for p in ["Ben", "Cat", "Dan"]:
        game.apply(Bid(p, 0))
    assert game.scorecard.current.forbidden_bid is None
    game.apply(Bid("Ann", 1))  # makes the bids total the 1 card: allowed in misère
    assert game.scorecard.current.bid_total == 1


def test_updown_expected_bidder_goes_clockwise_and_the_dealer_is_last() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Cat")
    assert game.scorecard.current.expected_bidder == "Dan"
    game.apply(Bid("Dan", 1))
    assert game.scorecard.current.expected_bidder == "Ann"
    with pytest.raises(BidError, match="hand 1: Ben bid before Ann"):
        game.apply(Bid("Ben", 1))
    assert game.scorecard.current.bids == {"Dan": 1}  # refused, nothing lost


def test_updown_forbidden_bid_known_before_the_dealer_bids() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    game.apply(Bid("Ben", 3))
    assert game.scorecard.current.forbidden_bid is None
    game.apply(Bid("Cat", 2))
    game.apply(Bid("Dan", 2))
    current = game.scorecard.current
    assert (current.expected_bidder, current.final_bidder, current.forbidden_bid) == \
        ("Ann", "Ann", 0)
    with pytest.raises(ForbiddenBidError, match="Ann deals and may not bid 0"):
        game.apply(Bid("Ann", 0))


def test_updown_no_forbidden_bid_when_others_already_exceed() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    for p in ["Ben", "Cat", "Dan"]:
        game.apply(Bid(p, 3))
    assert game.scorecard.current.forbidden_bid is None
    game.apply(Bid("Ann", 0))


@pytest.mark.parametrize(("others", "cards", "forbidden"), [
    ([0, 0], 1, None),   # the dealer may bid 1 = all the cards
    ([1, 0], 1, None),   # the dealer may bid 0
    ([0, 0, 1], 2, 1),
])
def test_pw_dealer_may_make_it_with_zero_or_all(others: list[int], cards: int,
                                                forbidden: int | None) -> None:
    players = PLAYERS[: len(others) + 1]
    game = Game.new("oh-hell-pw", players, players[-1])
    while game.scorecard.current.cards < cards:  # quiet hands: everyone bids 0
        for _ in players:
            game.apply(Bid(game.scorecard.current.expected_bidder, 0))
        game.apply(Tricks({p: (game.scorecard.current.cards if p == players[0] else 0)
                            for p in players}))
    for bid in others:
        game.apply(Bid(game.scorecard.current.expected_bidder, bid))
    current = game.scorecard.current
    assert current.final_bidder == current.dealer
    assert current.forbidden_bid == forbidden


def test_whysteria_bids_in_called_order_and_the_last_caller_is_restricted() -> None:
    game = Game.new("whysteria", PLAYERS, "Ann")  # 7 cards
    assert game.scorecard.current.expected_bidder == "Ben"  # default: dealer's left
    game.apply(Bid("Dan", 2))
    assert game.scorecard.current.expected_bidder == "Ann"  # left of the last bidder
    game.apply(Bid("Ben", 1))
    assert game.scorecard.current.expected_bidder == "Cat"
    game.apply(Bid("Ann", 3))
    current = game.scorecard.current
    assert (current.final_bidder, current.forbidden_bid) == ("Cat", 1)
    with pytest.raises(ForbiddenBidError, match="hand 1: Cat bids last and may not bid 1"):
        game.apply(Bid("Cat", 1))
    game.apply(Bid("Cat", 0))
    current = game.scorecard.current
    assert current.bid_order == ("Dan", "Ben", "Ann", "Cat")
    assert current.first_lead == "Dan"  # left of the last bidder


def test_whysteria_file_bid_order_decides_the_final_bidder() -> None:
    hand = {"bids": {"A": 3, "B": 4, "C": 0}, "bid_order": ["A", "C", "B"]}
    with pytest.raises(ForbiddenBidError, match="hand 1: B bids last and may not bid 4"):
        card(doc("whysteria", ["A", "B", "C"], [hand]))
    hand = {"bids": {"B": 4, "C": 0}, "bid_order": ["B", "C"]}
    current = card(doc("whysteria", ["A", "B", "C"], [hand])).current
    assert (current.final_bidder, current.forbidden_bid) == ("A", 3)


def test_updown_first_lead_is_the_first_highest_bidder() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    for p, b in (("Ben", 1), ("Cat", 3), ("Dan", 3), ("Ann", 1)):
        game.apply(Bid(p, b))
    assert game.scorecard.current.first_lead == "Cat"


@pytest.mark.parametrize("bid", [-1, 8, "2", 1.5, True])
def test_bids_outside_the_cards_are_refused(bid: object) -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    with pytest.raises(BidError, match=r"hand 1: Ben bid .* from 0 to 7"):
        game.apply(Bid("Ben", bid))  # type: ignore[arg-type]


def test_tricks_must_sum_to_the_cards() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    for p, b in (("Ben", 1), ("Cat", 3), ("Dan", 3), ("Ann", 1)):
        game.apply(Bid(p, b))
    with pytest.raises(TricksError, match="hand 1: the tricks add up to 6, but 7 cards"):
        game.apply(Tricks({"Ann": 1, "Ben": 1, "Cat": 2, "Dan": 2}))
    with pytest.raises(TricksError, match="hand 1: Dan took 8 tricks"):
        game.apply(Tricks({"Ann": 0, "Ben": 0, "Cat": 0, "Dan": 8}))
    assert not game.scorecard.hands[0].complete


def test_tricks_need_every_bid_first() -> None:
    game = Game.new("oh-shit-misere", PLAYERS, "Ann")
    game.apply(Bid("Ben", 0))
    with pytest.raises(BidError, match="has no bid"):
        game.apply(Tricks({"Ann": 1, "Ben": 0, "Cat": 0, "Dan": 0}))


@pytest.mark.parametrize("cards", [1, 3])
def test_whysteria_refuses_the_last_callers_bid_saying_why(cards: int) -> None:
    game = Game.new("whysteria", ["Ann", "Ben", "Cat"], "Ann",
                    {"schedule": "constant", "cards": cards})
    game.apply(Bid("Cat", 0))
    game.apply(Bid("Ann", 0))
    noun = "card" if cards == 1 else "cards"
    with pytest.raises(ForbiddenBidError) as refused:
        game.apply(Bid("Ben", cards))
    assert str(refused.value) == (f"hand 1: Ben bids last and may not bid {cards} "
                                  f"(bids would total the {cards} {noun})")
    assert refused.value.player == "Ben"


@pytest.mark.parametrize("game_key", ["oh-shit-updown", "oh-hell-pw", "oh-shit-misere"])
def test_bids_made_in_turn_record_no_order_of_their_own(game_key: str) -> None:
    """Only a called game keeps the order bids came in; the others' order is the
    seating's, so the record (and the file) carries none."""
    game = Game.new(game_key, ["Ann", "Ben", "Cat"], "Ann")
    game.apply(Bid(game.scorecard.current.expected_bidder or "Ben", 0))
    assert game.state.hands[0].bid_order is None
    called = Game.new("whysteria", ["Ann", "Ben", "Cat"], "Ann")
    called.apply(Bid("Cat", 0))
    assert called.state.hands[0].bid_order == ("Cat",)
