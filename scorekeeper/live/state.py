"""The page's document (``state.json``): what ``score --json`` prints, plus the hand in play.

Pure and Qt-free: everything game-specific is asked of the rules (who bids next, the
forbidden bid, the reminders, trump), so the page itself knows no game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..rules import HandResult, Scorecard
from ..rules.describe import (
    bid_summary,
    forbidden_now,
    trump_is_red,
    trump_label,
    trump_words,
)
from ..rules.games import Entry, game_rules
from ..rules.house_describe import describe_house_rules, house_rules_of
from ..rules.presets import rules_file
from ..rules.scorecard_file import score_json

RULES_FILE_KEY = "rules_file"  # served alone as rules.json, never sent with the state


def live_state(scorecard: Scorecard, game_id: int | None = None,
               typed: Mapping[str, int] | None = None) -> dict[str, Any]:
    """``score --json`` of ``card`` plus ``in_play`` and what the page titles itself with;
    ``typed``: the trick counts typed so far for the hand in play (not yet recorded)."""
    rules = game_rules(scorecard.setup)
    document = score_json(scorecard)
    for entry in document["hands"]:  # the scorecard's suits, drawn as the rules name them
        if "trump" in entry:
            entry["trump_symbol"] = trump_label(entry["trump"])
            entry["trump_red"] = trump_is_red(entry["trump"])
    hand = scorecard.current if not scorecard.over else None
    document.update(
        game_id=game_id,
        title=rules.title,
        players=list(scorecard.players),  # joiners too
        tally=rules.entry is not Entry.BIDS_AND_TRICKS,  # no bids: the page shows a tally
        schedule_length=scorecard.schedule_length,
        notes=list(scorecard.reasons),  # how ties were split, once it is over
        in_play=None if hand is None else in_play(hand, typed),
        house_rules=None,
    )
    settings = house_rules_of(scorecard.setup)
    if settings is not None:  # the table's own rules: in words, and as a file
        document["house_rules"] = {
            "name": settings.name, "file": "rules.json",
            "lines": [{"topic": line.topic, "text": line.text}
                      for line in describe_house_rules(settings)]}
        document[RULES_FILE_KEY] = rules_file(settings)
    return document


def in_play(hand: HandResult, typed: Mapping[str, int] | None = None) -> dict[str, Any]:
    """The hand being played: cards, dealer, trump, the bids so far, who bids next, and
    the tricks typed so far (the phones see them as the scorekeeper types them)."""
    barred = forbidden_now(hand)
    return {
        "number": hand.number,
        "cards": hand.cards,
        "dealer": hand.dealer,
        "trump": hand.trump,
        "trump_symbol": trump_label(hand.trump) if hand.trump is not None else None,
        "trump_words": trump_words(hand.trump),
        "trump_red": trump_is_red(hand.trump),
        "bids": dict(hand.bids),
        "tricks": {player: n for player, n in (typed or {}).items() if player in hand.bids},
        "bid_total": hand.bid_total,
        "bid_summary": bid_summary(hand),  # "4 bid, 5 tricks: under by 1", as the table says
        "next": hand.expected_bidder,
        "forbidden": None if barred is None else {"player": barred[0], "bid": barred[1]},
        "reminders": list(hand.reminders),
    }
