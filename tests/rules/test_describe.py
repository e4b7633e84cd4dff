"""What the screens and the live page say about a hand: the forbidden bid, a red suit."""

from __future__ import annotations

from scorekeeper.rules import Game
from scorekeeper.rules.commands import Bid
from scorekeeper.rules.describe import forbidden_now, forbidden_text, trump_is_red


def _bidding(cards_game: Game) -> Game:
    """Everyone but the last bidder has bid 0."""
    hand = cards_game.scorecard.current
    while hand.expected_bidder != hand.final_bidder:
        cards_game.apply(Bid(hand.expected_bidder, 0))
        hand = cards_game.scorecard.current
    return cards_game


def test_the_forbidden_bid_is_known_until_the_last_bidder_bids() -> None:
    game = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")  # 7 cards first
    hand = _bidding(game).scorecard.current
    assert forbidden_now(hand) == (hand.final_bidder, 7)
    assert forbidden_text(hand) == f"{hand.final_bidder} can't bid 7"
    game.apply(Bid(hand.final_bidder, 2))
    assert forbidden_now(game.scorecard.current) is None
    assert forbidden_text(game.scorecard.current) is None


def test_red_suits() -> None:
    assert [s for s in ("S", "H", "D", "C", "none", None) if trump_is_red(s)] == ["H", "D"]


def test_trump_in_symbols_letters_and_words() -> None:
    from scorekeeper.rules.describe import suit_words, trump_label, trump_text, trump_words

    assert [trump_label(t) for t in ("S", "H", "D", "C", "none", None)] == [
        "♠", "♥", "♦", "♣", "NT", "?"]
    assert [trump_text(t) for t in ("H", "none", None)] == ["♥H", "NT", "?"]
    assert [trump_words(t) for t in ("S", "none", None)] == [
        "spades are trump", "no trumps", "trump not recorded"]
    assert [suit_words(s) for s in ("S", "H", "D", "C", "X")] == [
        "spades", "hearts", "diamonds", "clubs", "X"]


def test_the_bids_against_the_cards() -> None:
    from dataclasses import replace

    from scorekeeper.rules.describe import bid_summary, tricks_left
    from scorekeeper.rules.results import HandResult

    hand = HandResult(number=1, dealer="Ann", cards=5, bids={"Ann": 1, "Ben": 2})
    assert bid_summary(hand) == "3 bid, 5 tricks: under by 2"
    assert bid_summary(replace(hand, bids={"Ann": 4, "Ben": 2})) == "6 bid, 5 tricks: over by 1"
    assert bid_summary(replace(hand, bids={"Ann": 3, "Ben": 2})) == "5 bid, 5 tricks: exactly"
    assert bid_summary(replace(hand, cards=1, bids={"Ann": 1})) == "1 bid, 1 trick: exactly"
    assert bid_summary(replace(hand, expected_bidder="Cat")) == "3 bid, 5 tricks"
    assert bid_summary(replace(hand, cards=None)) == ""
    assert tricks_left(5, {"Ann": 1, "Ben": 3}) == 1


def test_a_penalty_named_one_and_several() -> None:
    from scorekeeper.rules.describe import penalty_word

    assert [penalty_word(n) for n in ("revoke", "renege", "penalty", "foul")] == [
        "revoke", "renege", "penalty", "foul"]
    assert [penalty_word(n, several=True) for n in ("revoke", "renege", "penalty", "foul")] \
        == ["revokes", "reneges", "penalties", "fouls"]
