"""Oh Shit, 7 down to 1 and back: the dealer's hook and 10 + 2·bid for an exact bid."""

from __future__ import annotations

from collections.abc import Mapping

from ..cards import STANDARD_52, Pack
from ..records import GameSetup
from .base import Seating
from .trick import CLOCKWISE, TrickVariant

SCHEDULE = (7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7)


class OhShitUpdown(TrickVariant):
    key = "oh-shit-updown"
    title = "Oh Shit (7 down to 1 and back)"
    summary = (
        "Fourteen hands, 7 cards down to 1 and back up; the dealer may not make the bids "
        "total the cards; an exact bid scores 10 + 2 per trick bid."
    )
    rules_text = (
        "<p><b>Hands:</b> 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cards (14 hands). Trump is "
        "the suit of the turn-up.</p>"
        "<p><b>Bids</b> go clockwise from the dealer's left; the dealer bids last and may not "
        "bid the number that makes the bids total the cards.</p>"
        "<p><b>First lead:</b> the highest bidder (the first to bid it on equal bids).</p>"
        "<p><b>Score:</b> exactly the bid: 10 + 2 per trick bid; otherwise −2 per trick "
        "missed either way. Ties share the place.</p>")
    dealer_rule = "Everyone draws a card: the highest card deals first."
    bidding = CLOCKWISE
    min_players, max_players = 3, 7

    def pack(self, setup: GameSetup) -> Pack:
        return STANDARD_52

    def schedule_length(self, setup: GameSetup) -> int | None:
        return len(SCHEDULE)

    def cards_for(self, setup: GameSetup, number: int) -> int | None:
        return SCHEDULE[number - 1] if 1 <= number <= len(SCHEDULE) else None

    def score(self, bid: int, tricks: int) -> int:
        return 10 + 2 * bid if bid == tricks else -2 * abs(tricks - bid)

    def first_lead(
        self, seating: Seating, dealer: str, order: tuple[str, ...], bids: Mapping[str, int]
    ) -> str | None:
        # The highest bidder leads; among equal bids, the one who bid first.
        return max(order, key=lambda p: (bids[p], -order.index(p)))
