"""Each house-rules setting's values with the words a scorekeeper picks them by.

The editor lists these; they live with the rules because the values are the rules'
own (a screen must never spell a setting's value itself).
"""

from __future__ import annotations

PACK_CHOICES = (
    ("52", "52 cards"), ("36", "36 cards (6 to A)"), ("32", "32 cards (7 to A)"),
    ("28", "28 cards (8 to A)"), ("24", "24 cards (9 to A)"),
    ("63", "63 cards (52 + 11s, 12s, red 13s)"))
SHAPE_CHOICES = (
    ("down", "down: largest hand to 1"), ("up", "up: 1 to the largest hand"),
    ("up-down", "up-down: 1 up to the largest and back"),
    ("down-up", "down-up: largest down to 1 and back"),
    ("constant", "constant: the same every hand"),
    ("climb", "climb: 1, 2, 3 … then the largest"), ("list", "list: the hands you type"))
WHOLE_PACK_CHOICES = (("hold", "stay at the largest hand"),
                      ("bounce", "go back down to 1 and up again"))
TRUMP_CHOICES = (("turn-up", "the card turned up"), ("fixed", "always one suit"),
                 ("sequence", "a sequence of suits"))
SUIT_CHOICES = (("S", "spades"), ("H", "hearts"), ("D", "diamonds"), ("C", "clubs"))
PACK_USED_CHOICES = (("no-trumps", "no trumps"), ("last-card", "the dealer's last card"))
ORDER_CHOICES = (("clockwise", "clockwise, the dealer last"),
                 ("called", "in any order, as called"), ("simultaneous", "all at once"))
HOOK_CHOICES = (("none", "no: any bid"), ("last", "yes: the last bidder is hooked"))
LEAD_CHOICES = (("left-of-dealer", "left of the dealer"),
                ("highest-bidder", "the highest bidder"),
                ("left-of-last-bidder", "left of the last bidder"))
ZERO_WHEN_CHOICES = (("always", "always"), ("short-stock", "when the stock is short"),
                     ("cards", "from a number of cards"))
PENALTY_CHOICES = (("", "none recorded"), ("revoke", "revoke"), ("renege", "renege"))
PENALTY_KIND_CHOICES = (("each", "points per penalty"), ("floor", "the hand scores at most"))
END_CHOICES = (("schedule", "after the last hand"),
               ("open", "when the scorekeeper ends it"),
               ("above", "after a hand where a total passes"))
TIE_CHOICES = (("", "—"), ("made", "made bids"), ("made-nonzero", "made bids above 0"),
               ("made-or-over", "hands with at least the bid"))
POINT_COLUMNS = (("base", "points"), ("per_bid", "× bid"), ("per_trick", "× tricks"),
                 ("per_diff", "× tricks off"), ("per_card", "× cards"))
MADE_COLUMNS = ("base", "per_bid", "per_card")
