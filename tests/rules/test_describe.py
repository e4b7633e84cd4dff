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
