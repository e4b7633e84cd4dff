"""Oh Shit with misère contracts: simultaneous bids, revokes, tie-breakers.

The game is a setting of the trick engine (:mod:`.engine`); its options choose the
schedule's shape and the pack.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..house_rules import (
    Bidding,
    HouseRules,
    Penalty,
    Points,
    Schedule,
    Score,
    Trump,
)
from ..options import OptionSpec
from ..words import QT_TRANSLATE_NOOP
from .engine import SettingsVariant, hand_points

RULES = HouseRules(
    name="Oh Shit (misère)", based_on="oh-shit-misere", players=(3, 7), pack="52",
    pack_for=((6, "63"), (7, "63")),
    schedule=Schedule(shape="up-down", peak=9),
    trump=Trump(kind="turn-up", no_trumps_on=("A", "JK"), pack_used="last-card"),
    bidding=Bidding(order="simultaneous", hook="none", first_lead="left-of-dealer"),
    score=Score(made=Points(base=10, per_bid=1), made_zero=5, over=Points(per_trick=1),
                under=Points(per_diff=-1)),
    penalty=Penalty("revoke", floor=-5), end="schedule",
    tie_breakers=("made", "made-nonzero", "made-or-over"), tie_break_deal=5)


def misere_score(bid: int, tricks: int) -> int:
    """A misère hand's score (the engine's, with the misère settings)."""
    return hand_points(RULES, max(bid, tricks), bid, tricks, 0, 1)


class OhShitMisere(SettingsVariant):
    key = "oh-shit-misere"
    title = "Oh Shit (misère)"
    summary = QT_TRANSLATE_NOOP(
        "words",
        "Up to nine cards and back; bids shown at once, a zero bid (misère) made scores 5, "
        "every trick counts, revokes cost a net 5."
    )
    rules_text = QT_TRANSLATE_NOOP(
        "words",
        "<p><b>Hands:</b> 1 card, 2 cards … up to the peak (9, or fewer when the pack is "
        "short) and back down to 1 (full game), or from the peak down to 1 (half game). "
        "With 6 or 7 players the 63-card pack is used.</p>"
        "<p><b>Trump:</b> the suit of the turn-up (when the pack is used up, the dealer's last "
        "card). An ace or the joker turned up means no trumps.</p>"
        "<p><b>Bids</b> are shown at once: there is no forbidden bid.</p>"
        "<p><b>Score:</b> bid made exactly: 10 + tricks (a zero bid made: 5); more tricks "
        "than bid: 1 per trick; fewer: minus the shortfall. A revoke makes the hand a net "
        "−5 (or worse if the hand already lost more).</p>"
        "<p><b>Ties</b> are broken by contracts fulfilled, then winning contracts fulfilled, "
        "then contracts fulfilled or exceeded; a tie that survives may be settled by a "
        "5-card deal that is not added to the totals.</p>")
    dealer_rule = QT_TRANSLATE_NOOP(
        "words", "Any player may deal first; the deal then passes to the left.")
    base_rules = RULES
    option_specs = (
        OptionSpec("length", "choice", "full", QT_TRANSLATE_NOOP(
                   "words", "full: 1 card up to the peak and back to 1 (17 hands); "
                   "half: from the peak down to 1 (9 hands)"), choices=("full", "half"),
                   label=QT_TRANSLATE_NOOP("words", "Length"),
                   choice_labels=(QT_TRANSLATE_NOOP("words", "full"),
                                  QT_TRANSLATE_NOOP("words", "half"))),
        OptionSpec("joker", "bool", False, QT_TRANSLATE_NOOP(
                   "words", "Add one joker, the highest trump"),
                   label=QT_TRANSLATE_NOOP("words", "Joker")),
        OptionSpec("big_pack", "bool", True, QT_TRANSLATE_NOOP(
                   "words", "With 6 or 7 players use the 63-card pack (11s, 12s and red 13s)"),
                   label=QT_TRANSLATE_NOOP("words", "Big pack")),
    )

    def rules_for(self, options: Mapping[str, Any]) -> HouseRules:
        """``length`` picks the shape; ``joker`` adds one; ``big_pack`` is the 63 at 6–7."""
        shape = "down" if options.get("length") == "half" else "up-down"
        return replace(RULES, schedule=replace(RULES.schedule, shape=shape),
                       jokers=1 if options.get("joker") else 0,
                       pack_for=RULES.pack_for if options.get("big_pack", True) else ())
