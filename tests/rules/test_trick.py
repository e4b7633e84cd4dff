"""The trick games' shared evaluation (``rules/games/trick.py``): what the table-changes
walk refuses, and how a refusal names its hand and player."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Bid, Game, RuleError, Tricks
from scorekeeper.rules.commands import Leave, SitOut
from scorekeeper.rules.house_rules import rules_from_dict

RULES = {"name": "Thursday club", "players": [2, 7], "schedule": {"shape": "constant",
         "peak": 3}, "end": "open", "bidding": {"order": "clockwise", "hook": "last"},
         "score": {"made": {"base": 10, "per_bid": 1}}, "table_changes": True}


def table_game() -> Game:
    players = ("Ann", "Ben", "Cat", "Dan")
    return Game.new("house", players, "Ann", {"rules": rules_from_dict(RULES).to_dict()})


def test_a_bid_for_someone_sitting_out_names_the_hand_and_the_player() -> None:
    """Rule book, table changes: a player sitting out has no bid."""
    game = table_game()
    game.apply(SitOut("Ben"))
    with pytest.raises(RuleError) as refused:
        game.apply(Bid("Ben", 1))
    assert str(refused.value) == "hand 1: Ben sits this hand out, so has no bids"
    assert (refused.value.hand, refused.value.player) == (1, "Ben")


def test_tricks_for_someone_who_left_are_refused() -> None:
    """Rule book, table changes: a player who left is dealt no more hands."""
    game = table_game()
    hand = game.scorecard.current
    while hand.expected_bidder is not None:
        game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
        hand = game.scorecard.current
    game.apply(Tricks({p: 3 if p == "Ann" else 0 for p in hand.bids}))
    game.apply(Leave("Cat"))
    hand = game.scorecard.current
    while hand.expected_bidder is not None:
        game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
        hand = game.scorecard.current
    with pytest.raises(RuleError) as refused:
        game.apply(Tricks({"Ann": 0, "Ben": 3, "Cat": 0, "Dan": 0}))
    assert str(refused.value) == "hand 2: Cat has left the game, so has no tricks"
    assert (refused.value.hand, refused.value.player) == (2, "Cat")


PW = ["Ann", "Ben", "Cat"]  # P&W with 3 players: hand 1 deals 1 card, Ann deals


def pw_hand(**keys: object) -> dict[str, object]:
    hand: dict[str, object] = {"bids": {"Ben": 0, "Cat": 0, "Ann": 0},
                               "tricks": {"Ann": 1, "Ben": 0, "Cat": 0}}
    return {**hand, **keys}


@pytest.mark.parametrize("game, penalties, message, player, rule", [
    ("oh-shit-updown", {"Ben": 1},
     "hand 1: Ben has a penalty, but oh-shit-updown has no penalties", "Ben", "penalties"),
    ("oh-hell-pw", {"Ben": 2},
     "hand 1: Ben's renege count must be a whole number from 0 to 1 (one a trick at most), "
     "not 2", "Ben", "renege count"),
    ("oh-hell-pw", {"Ben": -1},
     "hand 1: Ben's renege count must be a whole number from 0 or more, not -1", "Ben",
     "renege count"),
    ("oh-hell-pw", {"ben": 1, "BEN": 0}, "hand 1: Ben appears twice in penalties", "Ben", None),
    ("oh-hell-pw", [1], "hand 1: penalties must map player names to numbers", None, None),
])
def test_a_penalty_the_game_cannot_have_is_refused_naming_hand_player_and_rule(
        game: str, penalties: object, message: str, player: str | None,
        rule: str | None) -> None:
    """Rule book: penalties only in a game that has them, at most one a trick."""
    from .helpers import card, doc

    with pytest.raises(RuleError) as refused:
        card(doc(game, PW, [pw_hand(penalties=penalties)] if game == "oh-hell-pw" else [
            {"bids": {"Ben": 0, "Cat": 0, "Ann": 0}, "tricks": {"Ann": 7, "Ben": 0, "Cat": 0},
             "penalties": penalties}]))
    assert str(refused.value) == message
    assert refused.value.hand == 1 and refused.value.player == player
    if rule is not None:
        assert refused.value.rule == rule


UPDOWN = ["Ann", "Ben", "Cat", "Dan"]  # updown: Dan deals the 7-card hand 1, Ann bids first


def updown_refusal(hand: dict[str, object], hands_before: int = 0) -> RuleError:
    from .helpers import card, doc

    with pytest.raises(RuleError) as refused:
        card(doc("oh-shit-updown", UPDOWN, [hand], first_dealer="Dan"))
    return refused.value


@pytest.mark.parametrize("hand, message, player, rule", [
    ({"bids": {"Ann": 2, "Ben": 1, "Cat": 3, "Dan": 1}},
     "hand 1: Dan deals and may not bid 1 (bids would total the 7 cards)", "Dan",
     "forbidden bid"),
    ({"bids": {"Ann": 2, "Cat": 1}},
     "hand 1: Cat bid before Ben: bids go clockwise from the dealer's left (Dan deals and "
     "bids last)", "Cat", "bid order"),
    ({"bids": {"Ann": 8}},
     "hand 1: Ann bid 8, but a bid must be a whole number from 0 to 7 in a hand of 7 cards",
     "Ann", "bid range"),
    ({"bids": {"Ann": 1, "Ben": 1}, "tricks": {"Ann": 7, "Ben": 0, "Cat": 0, "Dan": 0}},
     "hand 1: Cat has no bid; every player bids before tricks are recorded", "Cat", "bids"),
    ({"bids": {"Ann": 1, "Ben": 1}, "bid_order": ["Ann", "Cat"]},
     "hand 1: the bid order and the bids name different players (Ben)", "Ben", "bid order"),
    ({"bids": {"Ann": 0, "Ben": 0, "Cat": 0, "Dan": 0},
      "tricks": {"Ann": 8, "Ben": 0, "Cat": 0, "Dan": 0}},
     "hand 1: Ann took 8 tricks, but tricks must be a whole number from 0 to 7 in a hand of "
     "7 cards", "Ann", "tricks range"),
    ({"bids": {"Ann": 0, "Ben": 0, "Cat": 0, "Dan": 0},
      "tricks": {"Ann": 6, "Ben": 0, "Cat": 0, "Dan": 0}},
     "hand 1: the tricks add up to 6, but 7 cards were dealt to each player and every trick "
     "is taken by someone", None, "tricks total"),
    ({"bids": {"Ann": 0, "Ben": 0, "Cat": 0, "Dan": 0}, "tricks": {"Ann": 7, "Ben": 0}},
     "hand 1: Cat has no tricks recorded", "Cat", "tricks"),
])
def test_the_rule_a_hand_breaks_is_named_with_its_player(
        hand: dict[str, object], message: str, player: str | None, rule: str) -> None:
    """Rule book, updown: the dealer's hook, bids clockwise from the dealer's left, bids and
    tricks from 0 to the cards, tricks adding up to the cards, everyone bids first."""
    refused = updown_refusal(hand)
    assert str(refused) == message
    assert (refused.hand, refused.player, refused.rule) == (1, player, rule)


def test_only_the_last_hand_may_be_in_play() -> None:
    from .helpers import card, doc

    hands = [{"bids": {"Ann": 0}}, {"bids": {}}]
    with pytest.raises(RuleError) as refused:
        card(doc("oh-shit-updown", UPDOWN, hands, first_dealer="Dan"))
    assert str(refused.value) == ("hand 1: no tricks recorded; only the last hand may "
                                  "still be in play")
    assert refused.value.rule == "tricks"


def test_whysteria_the_last_caller_is_hooked_and_the_one_left_of_them_leads() -> None:
    """Rule book, whysteria's example: a 5-card hand (hand 3); Ben calls 2, then Ann 1;
    Cat calls last and may not bid 2; Cat bids 0 and Ann, left of Cat, leads."""
    game = Game.new("whysteria", ("Ann", "Ben", "Cat"), "Cat")
    for _ in range(2):  # hands 1 and 2 (7 and 6 cards): everyone calls 0, Ann takes all
        for player in ("Ann", "Ben", "Cat"):
            game.apply(Bid(player, 0))
        cards = game.scorecard.current.cards
        game.apply(Tricks({"Ann": cards, "Ben": 0, "Cat": 0}))
    hand = game.scorecard.current
    assert (hand.number, hand.cards, hand.dealer) == (3, 5, "Ben")
    assert hand.expected_bidder == "Cat"  # nobody called yet: left of the dealer
    game.apply(Bid("Ben", 2))
    assert game.scorecard.current.expected_bidder == "Cat"  # left of the last caller
    game.apply(Bid("Ann", 1))
    hand = game.scorecard.current
    assert (hand.expected_bidder, hand.final_bidder, hand.forbidden_bid) == ("Cat", "Cat", 2)
    with pytest.raises(RuleError) as refused:
        game.apply(Bid("Cat", 2))
    assert str(refused.value) == ("hand 3: Cat bids last and may not bid 2 (bids would "
                                  "total the 5 cards)")
    assert (refused.value.player, refused.value.rule) == ("Cat", "forbidden bid")
    game.apply(Bid("Cat", 0))
    assert game.scorecard.current.first_lead == "Ann"
    game.apply(Tricks({"Ann": 1, "Ben": 3, "Cat": 1}))
    assert dict(game.scorecard.hands[-1].scores) == {"Ann": 1, "Ben": 0, "Cat": 0}


def test_updown_the_highest_bidder_leads_the_first_to_bid_among_equals() -> None:
    """Rule book, updown: the first lead is the highest bidder; among equal bids, the one
    who bid first."""
    game = Game.new("oh-shit-updown", tuple(UPDOWN), "Dan")
    for player, bid in (("Ann", 2), ("Ben", 3), ("Cat", 3), ("Dan", 0)):
        game.apply(Bid(player, bid))
    assert game.scorecard.current.first_lead == "Ben"


def test_a_game_over_refuses_one_more_hand() -> None:
    """Rule book, updown: the game ends after hand 14."""
    from .helpers import card, doc, quiet_hands

    hands = quiet_hands([7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7, 7], UPDOWN)
    with pytest.raises(RuleError) as refused:
        card(doc("oh-shit-updown", UPDOWN, hands, first_dealer="Dan"))
    assert str(refused.value) == ("hand 15: the game ended after hand 14; no more hands can "
                                  "be recorded")
    assert refused.value.rule == "end"


def test_pw_the_hand_after_a_reset_names_who_went_back_to_0() -> None:
    """Rule book, P&W: a total that lands on a multiple of 50 goes back to 0, and the app
    notes it on the next hand ("Reset after hand 6: Ben back to 0"). Ben makes bids of
    1, 2, 3 and 4 (11 + 12 + 13 + 14 = 50); the others make 0 five times (50)."""
    game = Game.new("oh-hell-pw", tuple(UPDOWN), "Ann")
    for number in range(1, 6):
        hand = game.scorecard.current
        wanted = {"Ben": number if number < 5 else 0}
        while hand.expected_bidder is not None:
            game.apply(Bid(hand.expected_bidder, wanted.get(hand.expected_bidder, 0)))
            hand = game.scorecard.current
        takes = "Ben"
        game.apply(Tricks({p: number if p == takes else 0 for p in UPDOWN}))
        said = [str(s) for s in game.scorecard.current.reminders]
        if number == 4:
            assert said[-1:] == ["Reset after hand 4: Ben back to 0"]
            assert game.scorecard.hands[-1].totals["Ben"] == 0
        elif number == 5:
            assert said[-1:] == ["Reset after hand 5: Ann, Cat, Dan back to 0"]
        else:
            assert not any(s.startswith("Reset") for s in said)


def test_a_name_twice_in_the_tricks_is_refused() -> None:
    refused = updown_refusal({"bids": {"Ann": 0, "Ben": 0, "Cat": 0, "Dan": 0},
                              "tricks": {"Ann": 7, "ANN": 0, "Ben": 0, "Cat": 0, "Dan": 0}})
    assert str(refused) == "hand 1: Ann appears twice in tricks"


def test_a_correction_moves_the_tie_breakers_as_a_fresh_reading_does() -> None:
    """Rule book, misère: Ann (5 + 5) and Ben (11 − 1) tie on 10; both fulfilled one
    contract, Ben's a winning one, so Ben is ahead. Typed with hand 1 wrong first (Ben
    took 0 of his 1, Cat all 9 she bid), then corrected: the tie-breakers kept from
    entry to entry must come out as a fresh reading of the corrected game."""
    from dataclasses import replace

    from scorekeeper.rules import Correct, Stop

    from .helpers import card, doc

    hands = [{"bids": {"Ann": 0, "Ben": 1, "Cat": 9}, "tricks": {"Ann": 0, "Ben": 1, "Cat": 8}},
             {"bids": {"Ann": 0, "Ben": 1, "Cat": 8}, "tricks": {"Ann": 5, "Ben": 0, "Cat": 3}}]
    game = Game.new("oh-shit-misere", ("Ann", "Ben", "Cat"), "Cat", {"length": "half"})
    typed = [{**hands[0], "tricks": {"Ann": 0, "Ben": 0, "Cat": 9}}, hands[1]]
    for hand in typed:
        for player, bid in hand["bids"].items():
            game.apply(Bid(player, bid))
        game.apply(Tricks(hand["tricks"]))
    game.apply(Stop())
    game.apply(Correct(1, replace(game.state.hands[0], tricks=hands[0]["tricks"])))
    fresh = card(doc("oh-shit-misere", ["Ann", "Ben", "Cat"], hands,
                     options={"length": "half"}, first_dealer="Cat", stopped=True))
    assert [(s.place, s.player) for s in fresh.standings] == [(1, "Ben"), (2, "Ann"),
                                                               (3, "Cat")]
    assert game.scorecard.standings == fresh.standings
    assert game.scorecard.reasons == fresh.reasons


def test_a_bid_for_someone_not_at_the_table_names_the_hand() -> None:
    refused = updown_refusal({"bids": {"Ann": 0, "Zed": 1}})
    assert str(refused) == ("hand 1: 'Zed' is not playing in this game (player must be one "
                            "of Ann, Ben, Cat, Dan)")
    assert (refused.hand, refused.player) == (1, "Zed")


def test_a_correction_that_brings_a_later_total_to_50_resets_it_there() -> None:
    """Rule book, P&W: a total that lands on a multiple of 50 goes back to 0. Ben first
    bids 0 and makes it (10), then 2, 3 and 4 (12 + 13 + 14): 49 after hand 4. Hand 1
    corrected to a bid of 1 made (11) brings hand 4 to 50, which goes back to 0, as a
    fresh reading of the corrected game has it."""
    from dataclasses import replace

    from scorekeeper.rules import Correct

    from .helpers import card, doc

    game = Game.new("oh-hell-pw", tuple(UPDOWN), "Ann")
    for number in range(1, 5):
        hand = game.scorecard.current
        wanted = number if number > 1 else 0
        while hand.expected_bidder is not None:
            game.apply(Bid(hand.expected_bidder, wanted if hand.expected_bidder == "Ben" else 0))
            hand = game.scorecard.current
        taker = "Ben" if number > 1 else "Ann"
        game.apply(Tricks({p: number if p == taker else 0 for p in UPDOWN}))
    assert game.scorecard.hands[3].totals["Ben"] == 49 and not game.scorecard.hands[3].resets
    corrected = {"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 0}
    game.apply(Correct(1, replace(game.state.hands[0], bids=corrected,
                                  tricks={"Ann": 0, "Ben": 1, "Cat": 0, "Dan": 0})))
    fourth = game.scorecard.hands[3]
    assert fourth.totals["Ben"] == 0 and fourth.resets == frozenset({"Ben"})
    fresh = card(doc("oh-hell-pw", list(UPDOWN), [
        {"bids": dict(h.bids), "tricks": dict(h.tricks or {})} for h in game.state.hands]))
    assert game.scorecard.hands == fresh.hands


def test_a_bid_order_naming_someone_not_playing_names_the_hand() -> None:
    from .helpers import card, doc

    with pytest.raises(RuleError) as refused:
        card(doc("whysteria", ["Ann", "Ben", "Cat"], [
            {"bid_order": ["Ann", "Zed", "Cat"], "bids": {"Ann": 0, "Ben": 0, "Cat": 0}}]))
    assert str(refused.value) == ("hand 1: 'Zed' is not playing in this game (player must "
                                  "be one of Ann, Ben, Cat)")
    assert (refused.value.hand, refused.value.player) == (1, "Zed")


def test_a_bid_order_that_does_not_fit_the_bids_names_hand_player_and_rule() -> None:
    """The first name out of place is given in seat order: Ben sits before Ann here."""
    from .helpers import card, doc

    players = ["Cat", "Ben", "Ann"]
    for hand, message, player, rule in (
            ({"bid_order": ["Ann", "Ann", "Cat"], "bids": {"Ann": 0, "Ben": 0, "Cat": 0}},
             "Ann appears twice in the bid order", "Ann", "the bid order"),
            ({"bid_order": ["Cat", "Ann"], "bids": {"Cat": 0, "Ben": 0}},
             "the bid order and the bids name different players (Ben)", "Ben", "bid order")):
        with pytest.raises(RuleError) as refused:
            card(doc("whysteria", players, [hand]))
        assert str(refused.value) == f"hand 1: {message}"
        assert (refused.value.hand, refused.value.player, refused.value.rule) == (
            1, player, rule)


def test_a_correction_that_turns_a_total_of_0_into_a_reset_says_so() -> None:
    """House rules: 15 for a bid made, −5 for any other, totals on a multiple of 20 go
    back to 0. Ben makes hand 1 (15), then misses three (−5 each): 0 after hand 4, no
    reset. Hand 1 corrected to a miss: −20 after hand 4, which goes back to 0 — the same
    total, but now a reset, as a fresh reading of the corrected game has it."""
    from dataclasses import replace

    from scorekeeper.rules import Correct

    from .helpers import card, doc

    rules = rules_from_dict({
        "name": "Twenties", "players": [3, 7], "schedule": {"shape": "constant", "peak": 2},
        "end": "open", "score": {"made": {"base": 15}, "over": {"base": -5},
                                 "under": {"base": -5}}, "reset_multiple": 20}).to_dict()
    players = ("Ann", "Ben", "Cat")
    game = Game.new("house", players, "Cat", {"rules": rules})
    first = ({"Ann": 0, "Ben": 1, "Cat": 0}, {"Ann": 0, "Ben": 1, "Cat": 1})
    later = ({"Ann": 1, "Ben": 1, "Cat": 0}, {"Ann": 1, "Ben": 0, "Cat": 1})
    for bids, tricks in (first, later, later, later):
        while (bidder := game.scorecard.current.expected_bidder) is not None:
            game.apply(Bid(bidder, bids[bidder]))
        game.apply(Tricks(tricks))
    before = game.scorecard.hands[3]
    assert before.totals["Ben"] == 0 and "Ben" not in before.resets
    game.apply(Correct(1, replace(game.state.hands[0],
                                  tricks={"Ann": 0, "Ben": 0, "Cat": 2})))
    after = game.scorecard.hands[3]
    assert after.totals == before.totals and "Ben" in after.resets
    fresh = card(doc("house", list(players), [
        {"bids": dict(h.bids), "tricks": dict(h.tricks or {})} for h in game.state.hands],
        first_dealer="Cat", rules=rules))
    assert game.scorecard.hands == fresh.hands


def test_a_hands_tricks_come_in_seat_order_however_they_were_written() -> None:
    from .helpers import card, doc

    hand = {"bids": {"Ann": 0, "Ben": 0, "Cat": 0, "Dan": 1},
            "tricks": {"Dan": 1, "Cat": 2, "Ben": 4, "Ann": 0}}
    result = card(doc("oh-shit-updown", list(UPDOWN), [hand], first_dealer="Dan"))
    assert list(result.hands[0].tricks or {}) == list(UPDOWN)
    assert dict(result.hands[0].tricks or {}) == hand["tricks"]


def _pw_hands(game: Game, ben_bids: list[int]) -> None:
    """P&W hands 1, 2, …: Ben bids as given and takes that many; the others bid 0 and
    the first of them takes the rest."""
    for number, ben in enumerate(ben_bids, start=1):
        hand = game.scorecard.current
        while (bidder := hand.expected_bidder) is not None:
            game.apply(Bid(bidder, ben if bidder == "Ben" else 0))
            hand = game.scorecard.current
        rest = next(p for p in UPDOWN if p != "Ben")
        game.apply(Tricks({p: ben if p == "Ben" else (number - ben if p == rest else 0)
                           for p in UPDOWN}))


def test_pw_the_reset_note_stays_once_the_next_hand_has_a_bid() -> None:
    """Rule book, P&W: Ben makes 1, 2, 3 and 4 (50, back to 0); the note on hand 5 is
    still there after its first bid."""
    game = Game.new("oh-hell-pw", tuple(UPDOWN), "Ann")
    _pw_hands(game, [1, 2, 3, 4])
    game.apply(Bid(game.scorecard.current.expected_bidder or "", 0))
    said = [str(s) for s in game.scorecard.current.reminders]
    assert said[-1:] == ["Reset after hand 4: Ben back to 0"]


def test_a_correction_that_takes_a_reset_away_takes_its_note_away() -> None:
    """Ben makes 1, 2, 3 and 4 (50, back to 0), then 0 in hand 5. Hand 1 corrected to a
    bid of 0 made (10): 49 after hand 4, no reset, and hand 5 no longer says so."""
    from dataclasses import replace

    from scorekeeper.rules import Correct

    game = Game.new("oh-hell-pw", tuple(UPDOWN), "Ann")
    _pw_hands(game, [1, 2, 3, 4, 0])
    assert "Reset after hand 4: Ben back to 0" in [
        str(s) for s in game.scorecard.hands[4].reminders]
    zero = {p: 0 for p in UPDOWN}
    game.apply(Correct(1, replace(game.state.hands[0], bids=zero,
                                  tricks={**zero, "Ann": 1})))
    assert game.scorecard.hands[3].totals["Ben"] == 49
    assert not any(str(s).startswith("Reset") for s in game.scorecard.hands[4].reminders)
