"""Shithead's hands: what each may record, what a refusal says, and what a hand's
result carries (the order out, whom it counted for, the tally so far)."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Game, OutcomeError, RuleError
from scorekeeper.rules.commands import Outcome

from .helpers import card, doc

PLAYERS = ["Ann", "Ben", "Cat"]


@pytest.mark.parametrize(("mode", "hand", "message", "player"), [
    ("loser", {"out_order": ["Ann", "Ann", "Ben"]}, "Ann appears twice in the order out",
     "Ann"),
    ("loser", {"out_order": ["Ann"]},
     "the order out lists 1 players; list all 3 (or all but the loser)", None),
    ("loser", {"out_order": ["Ann", "Ben", "Cat"], "loser": "Ben"},
     "the loser is Ben, but the order out ends with Cat", "Ben"),
    ("winner", {"out_order": ["Ann", "Ben", "Cat"], "winner": "Ben"},
     "the winner is Ben, but the order out starts with Ann", "Ben"),
    ("winner", {"loser": "Ben", "winner": "ben"}, "Ben cannot both win and lose the hand",
     "Ben"),
    ("loser", {"winner": "Ann"},
     "record the loser (or the order out) of each hand in loser mode", None),
    ("winner", {"loser": "Ann"},
     "record the winner (or the order out) of each hand in winner mode", None),
])
def test_a_hand_that_does_not_fit_is_refused_naming_the_hand_and_why(
        mode: str, hand: dict, message: str, player: str | None) -> None:
    first = {"loser": "Cat"} if mode == "loser" else {"winner": "Cat"}
    document = doc("shithead", PLAYERS, [first, hand], options={"mode": mode})
    with pytest.raises(RuleError) as refused:
        card(document)
    assert str(refused.value) == f"hand 2: {message}"
    assert (refused.value.hand, refused.value.player) == (2, player)
    assert refused.value.rule in ("result", "the order out")


def test_an_unknown_name_is_refused_in_its_hand() -> None:
    with pytest.raises(RuleError) as refused:
        card(doc("shithead", PLAYERS, [{"loser": "Zed"}]))
    assert refused.value.hand == 1 and "Zed" in str(refused.value)


def test_a_hand_result_carries_the_order_who_it_counted_for_and_the_tally() -> None:
    result = card(doc("shithead", PLAYERS, [
        {"out_order": ["Ben", "Ann"]},  # Cat, left holding cards, is the loser
        {"loser": "Ben"},
    ]))
    first, second = result.hands
    assert (first.out_order, first.loser, first.winner) == (("Ben", "Ann", "Cat"), "Cat", "Ben")
    assert first.tallied == "Cat" and dict(first.totals) == {"Ann": 0, "Ben": 0, "Cat": 1}
    assert second.tallied == "Ben" and dict(second.totals) == {"Ann": 0, "Ben": 1, "Cat": 1}
    assert first.reminders and first.reminders == second.reminders  # how to deal
    upcoming = result.current
    assert (upcoming.number, upcoming.dealer) == (3, "Ben")  # the last loser deals
    assert upcoming.reminders == first.reminders


def test_one_name_alone_records_whom_the_sitting_counts() -> None:
    game = Game.new("shithead", PLAYERS, "Ann", {"mode": "winner"})
    assert game.apply(Outcome(winner="Cat")).scorecard.hands[0].tallied == "Cat"
    with pytest.raises(OutcomeError):
        Game.new("shithead", PLAYERS, "Ann").apply(Outcome(winner="Cat"))
