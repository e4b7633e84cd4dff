"""Oh Shit, 7 down to 1 and back: the dealer's hook and 10 + 2·bid for an exact bid.

The game is a setting of the trick engine (:mod:`.engine`).
"""

from __future__ import annotations

from ..house_rules import Bidding, HouseRules, Points, Schedule, Score, Trump
from ..words import QT_TRANSLATE_NOOP
from .engine import SettingsVariant

RULES = HouseRules(
    name="Oh Shit (7 down to 1 and back)", based_on="oh-shit-updown", players=(3, 7),
    pack="52", schedule=Schedule(shape="down-up", peak=7, repeat_turn=True),
    trump=Trump(kind="turn-up"),
    bidding=Bidding(order="clockwise", hook="last", first_lead="highest-bidder"),
    score=Score(made=Points(base=10, per_bid=2), over=Points(per_diff=-2),
                under=Points(per_diff=-2)),
    end="schedule")


class OhShitUpdown(SettingsVariant):
    key = "oh-shit-updown"
    title = "Oh Shit (7 down to 1 and back)"
    summary = QT_TRANSLATE_NOOP(
        "words",
        "Fourteen hands, 7 cards down to 1 and back up; the dealer may not make the bids "
        "total the cards; an exact bid scores 10 + 2 per trick bid."
    )
    rules_text = QT_TRANSLATE_NOOP(
        "words",
        "<p><b>Hands:</b> 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cards (14 hands). Trump is "
        "the suit of the turn-up.</p>"
        "<p><b>Bids</b> go clockwise from the dealer's left; the dealer bids last and may not "
        "bid the number that makes the bids total the cards.</p>"
        "<p><b>First lead:</b> the highest bidder (the first to bid it on equal bids).</p>"
        "<p><b>Score:</b> exactly the bid: 10 + 2 per trick bid; otherwise −2 per trick "
        "missed either way. Ties share the place.</p>")
    dealer_rule = QT_TRANSLATE_NOOP(
        "words", "Everyone draws a card: the highest card deals first.")
    base_rules = RULES
