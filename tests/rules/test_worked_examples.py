"""The rule texts' worked examples, as docs/rules.md gives them (more in test_rules_doc.py)."""

from __future__ import annotations

import pytest

from scorekeeper.rules import ForbiddenBidError, Game
from scorekeeper.rules.commands import Bid, Penalty, Tricks, TurnUp
from scorekeeper.rules.games.misere import misere_score
from scorekeeper.rules.games.updown import OhShitUpdown

from .helpers import card, doc

MISERE_SAMPLE = {  # player: (bid, tricks, revoked, score) — the rule text's sample round
    "Adam": (3, 1, False, -2),
    "Bonnie": (0, 1, False, 1),
    "Chaz": (2, 1, True, -5),
    "Daniel": (0, 0, False, 5),
    "Ellie": (3, 3, False, 13),
    "Fred": (2, 3, False, 3),
}


def test_misere_sample_round_scores_as_the_rule_text() -> None:
    players = list(MISERE_SAMPLE)
    # Hand 9 of a full 6-player game is the 9-card hand; play 8 quiet hands first.
    game = Game.new("oh-shit-misere", players, "Adam")
    for _ in range(8):
        cards = game.scorecard.current.cards
        for p in players:
            game.apply(Bid(p, 0))
        game.apply(Tricks({p: (cards if p == "Adam" else 0) for p in players}))
    assert game.scorecard.current.cards == 9
    game.apply(TurnUp("7H"))
    for p, (bid, _, _, _) in MISERE_SAMPLE.items():
        game.apply(Bid(p, bid))
    game.apply(Penalty("Chaz", 1))
    game.apply(Tricks({p: t for p, (_, t, _, _) in MISERE_SAMPLE.items()}))
    hand = game.scorecard.hands[8]
    assert hand.trump == "H"
    assert dict(hand.scores) == {p: s for p, (_, _, _, s) in MISERE_SAMPLE.items()}


@pytest.mark.parametrize(("bid", "tricks", "score"), [(0, 0, 5), (1, 1, 11), (3, 3, 13),
                                                       (0, 2, 2), (3, 1, -2), (2, 3, 3)])
def test_misere_scoring(bid: int, tricks: int, score: int) -> None:
    assert misere_score(bid, tricks) == score


def test_revoke_keeps_a_bigger_loss() -> None:
    players = ["Ann", "Ben", "Cat"]
    # 9-card half game: play a hand where the loss exceeds 5, with a revoke.
    hands = [{"bids": {"Ann": 9, "Ben": 0, "Cat": 0}, "tricks": {"Ann": 0, "Ben": 4, "Cat": 5},
              "penalties": {"Ann": 2, "Ben": 1}}]
    rules_card = card(doc("oh-shit-misere", players, hands, options={"length": "half"}))
    scores = rules_card.hands[0].scores
    assert scores["Ann"] == -9  # lost more than 5: the result stands; two revokes are one
    assert scores["Ben"] == -5  # would have scored +4


@pytest.mark.parametrize(
    ("bid", "tricks", "score"),
    # The erratum: the rule stands against the text's first two examples.
    [(0, 0, 10), (1, 1, 12), (1, 0, -2), (1, 2, -2),
     # The text's other examples agree with the rule.
     (2, 2, 14), (2, 3, -2), (2, 1, -2), (3, 1, -4)],
)
def test_updown_scoring_with_the_erratum(bid: int, tricks: int, score: int) -> None:
    assert OhShitUpdown().score(bid, tricks) == score


def test_updown_dealer_hook_example() -> None:
    game = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], "Dan")
    for p, b in (("Ann", 2), ("Ben", 1), ("Cat", 3)):
        game.apply(Bid(p, b))
    current = game.scorecard.current
    assert (current.final_bidder, current.forbidden_bid) == ("Dan", 1)
    with pytest.raises(ForbiddenBidError, match=r"hand 1: Dan deals and may not bid 1 "
                                                r"\(bids would total the 7 cards\)"):
        game.apply(Bid("Dan", 1))
    game.apply(Bid("Dan", 0))
    assert game.scorecard.current.first_lead == "Cat"


def test_spec_example_file_scores_as_the_format_page_shows() -> None:
    document = doc("oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"], [
        {"turn_up": "QH", "bids": {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 1},
         "tricks": {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 0}},
    ])
    first = card(document).hands[0]
    assert (first.cards, first.dealer, first.trump) == (1, "Ann", "H")
    assert dict(first.scores) == {"Ann": 10, "Ben": 11, "Cat": 10, "Dan": -1}
