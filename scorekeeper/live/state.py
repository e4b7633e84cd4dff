"""The page's document (``state.json``): what ``score --json`` prints, plus the hand in play.

Pure and Qt-free: everything game-specific is asked of the rules (who bids next, the
forbidden bid, the reminders, trump), so the page itself knows no game.

One document serves every phone, but its sentences (the house rules, the bid summary,
how ties were split) are each phone's to read in its own language: the document carries
them in English and, under :data:`LANGUAGES_KEY`, in each language the caller hands in
words for; the server sends each phone its language's (:func:`in_language`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..rules import HandResult, Scorecard
from ..rules.describe import (
    bid_summary,
    forbidden_now,
    reminders,
    trump_is_red,
    trump_label,
    trump_reason,
    trump_words,
)
from ..rules.games import Entry, game_rules
from ..rules.house_describe import describe_house_rules, house_rules_of
from ..rules.presets import rules_file
from ..rules.scorecard_file import score_json
from ..rules.words import ENGLISH, Words

RULES_FILE_KEY = "rules_file"  # served alone as rules.json, never sent with the state
LANGUAGES_KEY = "languages"  # each language's sentences; the server sends one of them


def live_state(scorecard: Scorecard, game_id: int | None = None,
               typed: Mapping[str, int] | None = None,
               languages: Mapping[str, Words] | None = None) -> dict[str, Any]:
    """``score --json`` of ``card`` plus ``in_play`` and what the page titles itself with;
    ``typed``: the trick counts typed so far for the hand in play (not yet recorded);
    ``languages``: the words of each language the phones may speak besides English."""
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
        notes=[reason.text(ENGLISH) for reason in scorecard.reasons],  # how ties were split
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
    document[LANGUAGES_KEY] = {language: sentences(scorecard, words)
                               for language, words in (languages or {}).items()}
    return document


def sentences(scorecard: Scorecard, words: Words) -> dict[str, Any]:
    """The document's sentences in ``words``' language: what :func:`in_language` puts in
    place of the English ones."""
    hand = scorecard.current if not scorecard.over else None
    settings = house_rules_of(scorecard.setup)
    return {
        "notes": [reason.text(words) for reason in scorecard.reasons],
        "bid_summary": None if hand is None else bid_summary(hand, words),
        "trump_words": None if hand is None else trump_words(hand.trump, words),
        "trump_reason": None if hand is None else trump_reason(hand, words),
        "reminders": None if hand is None else reminders(hand, words),
        "house_rules": None if settings is None else [
            {"topic": line.topic, "text": line.text}
            for line in describe_house_rules(settings, words)],
    }


def in_language(document: Mapping[str, Any], language: str) -> dict[str, Any]:
    """``document`` (without its languages) with ``language``'s sentences in place of the
    English ones; English, or a language it has no sentences for, as it is."""
    state = {k: v for k, v in document.items() if k not in (LANGUAGES_KEY, RULES_FILE_KEY)}
    said = document.get(LANGUAGES_KEY, {}).get(language)
    if said is None:
        return state
    state["notes"] = said["notes"]
    if state.get("in_play") is not None:
        state["in_play"] = {**state["in_play"], "bid_summary": said["bid_summary"],
                            "trump_words": said["trump_words"],
                            "trump_reason": said["trump_reason"],
                            "reminders": said["reminders"]}
    if state.get("house_rules") is not None:
        state["house_rules"] = {**state["house_rules"], "lines": said["house_rules"]}
    return state


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
        "trump_reason": trump_reason(hand),  # why: "7H turned up: a 7 means no trumps"
        "reminders": reminders(hand),
    }
