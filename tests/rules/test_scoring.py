"""Hand scores, penalties, P&W resets and the end over 100."""

from __future__ import annotations

import pytest

from scorekeeper.rules import FINISHED, GameOverError, PenaltyError, RuleError
from scorekeeper.rules.games.pw import OhHellPW

from .helpers import card, doc

PW = OhHellPW()


@pytest.mark.parametrize(("bid", "tricks", "score"), [(2, 2, 12), (2, 1, -2), (2, 3, -3),
                                                       (0, 0, 10), (0, 1, -1)])
def test_pw_scores_as_the_rule_text(bid: int, tricks: int, score: int) -> None:
    assert PW.score(bid, tricks) == score


@pytest.mark.parametrize(("total", "after"), [(50, 0), (100, 0), (-50, 0), (-100, 0), (0, 0),
                                              (49, 49), (101, 101), (150, 0), (-51, -51)])
def test_pw_resets_at_non_zero_multiples_of_fifty(total: int, after: int) -> None:
    assert PW.after_reset(total) == after


def _pw_hand(cards: int, bids: dict[str, int], tricks: dict[str, int], **extra) -> dict:
    return {"turn_up": None, "bids": bids, "tricks": tricks, **extra}


def test_pw_renege_counts_before_the_reset() -> None:
    # 3 players, hands of 1..: Ann makes 10+b each hand to reach 70, then a renege
    # of -20 lands her on exactly 50, which resets to 0.
    players = ["Ann", "Ben", "Cat"]
    hands = []
    for k in range(1, 6):  # Ann: 11, 12, 13, 14, 15 → 65
        bids = {"Ann": 1, "Ben": 0, "Cat": 0} if k > 1 else {"Ann": 1, "Ben": 0, "Cat": 1}
        tricks = {"Ann": 1, "Ben": k - 1, "Cat": 0}
        if k == 1:
            bids = {"Ann": 1, "Ben": 1, "Cat": 1}
        hands.append(_pw_hand(k, bids, tricks))
    result = card(doc("oh-hell-pw", players, hands, first_dealer="Cat"))
    ann = [h.totals["Ann"] for h in result.hands]
    assert ann == [11, 22, 33, 44, 55]
    hands.append(_pw_hand(6, {"Ann": 5, "Ben": 0, "Cat": 0}, {"Ann": 5, "Ben": 1, "Cat": 0},
                          penalties={"Ann": 1}))
    result = card(doc("oh-hell-pw", players, hands, first_dealer="Cat"))
    last = result.hands[-1]
    assert last.scores["Ann"] == 15 - 20
    assert last.totals["Ann"] == 0 and "Ann" in last.resets  # 55 - 5 = 50 → 0
    assert "Ann" in last.made


def test_pw_ends_after_the_hand_where_a_total_passes_100() -> None:
    players = ["Ann", "Ben", "Cat"]
    hands = []
    # Ann bids and makes every hand; the others bid 0 and take the rest.
    cards_of = [min(k, 9) for k in range(1, 40)]
    for cards in cards_of:
        hands.append({"bids": {"Ben": 0, "Cat": 0, "Ann": 1},
                      "tricks": {"Ann": 1, "Ben": cards - 1, "Cat": 0}})
    totals, count = 0, 0
    for _ in hands:
        totals += 11
        if totals % 50 == 0:
            totals = 0
        count += 1
        if totals > 100:
            break
    result = card(doc("oh-hell-pw", players, hands[:count], first_dealer="Ann"))
    assert result.status == FINISHED
    assert result.standings[0].player == "Ann" and result.standings[0].total > 100
    with pytest.raises(GameOverError, match=f"hand {count + 1}: the game ended after hand"):
        card(doc("oh-hell-pw", players, hands[: count + 1], first_dealer="Ann"))


def test_penalty_in_a_game_without_penalties_is_refused() -> None:
    hand = {"bids": {"A": 0, "B": 0, "C": 0}, "tricks": {"A": 7, "B": 0, "C": 0},
            "penalties": {"B": 1}}
    with pytest.raises(PenaltyError, match="hand 1: B has a penalty, but oh-shit-updown"):
        card(doc("oh-shit-updown", ["A", "B", "C"], [hand]))


def test_totals_are_running_sums_where_no_reset_applies() -> None:
    hands = [{"bids": {"A": 1, "B": 2, "C": 0}, "tricks": {"A": 1, "B": 2, "C": 4}},
             {"bids": {"A": 0, "B": 0, "C": 0}, "tricks": {"A": 6, "B": 0, "C": 0}}]
    result = card(doc("oh-shit-updown", ["A", "B", "C"], hands, first_dealer="C"))
    assert [dict(h.totals) for h in result.hands] == [
        {"A": 12, "B": 14, "C": -8}, {"A": 0, "B": 24, "C": 2}]


def test_a_misere_contract_with_a_revoke_is_not_made() -> None:
    """Made (shaded, and counted as a contract fulfilled) means the bid taken exactly
    and no revoke: the revoke costs the contract, not only the points."""
    result = card(doc("oh-shit-misere", ["Ann", "Ben", "Cat"], [
        {"bids": {"Ann": 1, "Ben": 0, "Cat": 1},  # one card each
         "tricks": {"Ann": 1, "Ben": 0, "Cat": 0}, "penalties": {"Ann": 1}},
    ]))
    (hand,) = result.hands
    assert set(hand.made) == {"Ben"}  # Ann revoked; Cat missed


def _pw_to_fifty(extra_hands: int = 0) -> dict:
    """Three-player P&W: Ann and Cat make 0 in each of hands 1–5 (+10 each), reaching
    50 after hand 5 and going back to 0; Ben takes every trick."""
    hands = [{"bids": {"Ann": 0, "Ben": 0, "Cat": 0},
              "tricks": {"Ann": 0, "Ben": n, "Cat": 0}} for n in range(1, 6 + extra_hands)]
    return doc("oh-hell-pw", ["Ann", "Ben", "Cat"], hands)


def test_a_reset_is_recalled_in_the_next_hand_only() -> None:
    result = card(_pw_to_fifty(extra_hands=1))
    fifth, sixth, seventh = result.hands[4], result.hands[5], result.current
    assert set(fifth.resets) == {"Ann", "Cat"} and fifth.totals["Ann"] == 0
    assert "Reset after hand 5: Ann, Cat back to 0" in map(str, sixth.reminders)
    assert not any(str(r).startswith("Reset") for r in seventh.reminders)


@pytest.mark.parametrize("game", ["oh-shit-updown", "whysteria"])
def test_the_last_bidder_may_not_bid_every_card_when_the_others_bid_none(game: str) -> None:
    from scorekeeper.rules import Bid, ForbiddenBidError, Game

    options = {"schedule": "constant", "cards": 2} if game == "whysteria" else {}
    table = Game.new(game, ["Ann", "Ben", "Cat"], "Ann", options)
    while table.scorecard.current.expected_bidder != table.scorecard.current.final_bidder:
        table.apply(Bid(table.scorecard.current.expected_bidder, 0))
    hand = table.scorecard.current
    assert hand.forbidden_bid == hand.cards  # all the cards: the bids would total them
    with pytest.raises(ForbiddenBidError):
        table.apply(Bid(hand.final_bidder, hand.cards))


@pytest.mark.parametrize(("bids", "tricks", "message", "player", "rule"), [
    ({"Ann": 2, "Ben": 0, "Cat": 0}, None,
     "hand 1: Ann bid 2, but a bid must be a whole number from 0 to 1 in a hand of 1 card",
     "Ann", "bid range"),
    ({"Ann": 0, "Cat": 0}, {"Ann": 0, "Ben": 1, "Cat": 0},
     "hand 1: Ben has no bid; every player bids before tricks are recorded", "Ben", "bids"),
])
def test_a_bad_hand_is_refused_naming_the_player_and_the_rule(
        bids: dict, tricks: dict | None, message: str, player: str, rule: str) -> None:
    hand = {"bids": bids} | ({"tricks": tricks} if tricks else {})
    with pytest.raises(RuleError) as refused:
        card(doc("oh-shit-misere", ["Ann", "Ben", "Cat"], [hand]))  # 1 card, any order
    assert (str(refused.value), refused.value.player, refused.value.rule) == \
        (message, player, rule)


def test_a_hand_result_says_its_trump_why_and_whether_the_whole_pack_was_dealt() -> None:
    result = card(doc("oh-hell-pw", ["Ann", "Ben", "Cat", "Dan"], [
        {"turn_up": "9H", "bids": {"Ben": 0, "Cat": 0, "Dan": 0, "Ann": 0},
         "tricks": {"Ann": 1, "Ben": 0, "Cat": 0, "Dan": 0}}]))
    (hand,) = result.hands
    assert (hand.turn_up, hand.trump, hand.whole_pack) == ("9H", "H", False)
    assert hand.trump_reason
