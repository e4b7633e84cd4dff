"""CSV: one row per hand per player, for spreadsheets."""

from __future__ import annotations

import csv
import io

from ..rules import Scorecard, TrickVariant, variant

TRICK_COLUMNS = ["hand", "cards", "dealer", "trump", "player", "bid", "tricks", "penalty",
                 "score", "total"]
SHITHEAD_COLUMNS = ["hand", "dealer", "player", "position", "lost", "won", "tally"]


def scorecard_csv(card: Scorecard) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    players = card.setup.players
    if isinstance(variant(card.setup.variant), TrickVariant):
        writer.writerow(TRICK_COLUMNS)
        for hand in card.completed:
            assert hand.tricks is not None and hand.scores is not None and hand.totals
            for p in players:
                writer.writerow([hand.number, hand.cards, hand.dealer, hand.trump or "",
                                 p, hand.bids[p], hand.tricks[p], hand.penalties.get(p, 0),
                                 hand.scores[p], hand.totals[p]])
    else:
        writer.writerow(SHITHEAD_COLUMNS)
        for hand in card.completed:
            for p in players:
                position = hand.out_order.index(p) + 1 if hand.out_order else ""
                writer.writerow([hand.number, hand.dealer, p, position,
                                 int(hand.loser == p) if hand.loser else "",
                                 int(hand.winner == p) if hand.winner else "",
                                 hand.totals[p] if hand.totals else ""])
    return out.getvalue()
