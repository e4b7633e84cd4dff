"""A game being kept: what each command does to the record, what Undo and Redo say,
and each refusal word for word (the hand and player it names)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

import pytest

from scorekeeper.rules import Game, GameOverError, NothingToUndoError, RuleError
from scorekeeper.rules.commands import (
    Bid,
    ClearBid,
    Command,
    Correct,
    Extend,
    Join,
    Leave,
    Penalty,
    Redo,
    Reopen,
    SitOut,
    Stop,
    Tiebreak,
    Tricks,
    TurnUp,
    Undo,
)
from scorekeeper.rules.game import first_changed_hand
from scorekeeper.rules.game_record import HandRecord, TiebreakDeal
from scorekeeper.rules.house_rules import rules_from_dict

PLAYERS = ["Ann", "Ben", "Cat"]


def _refusal(game: Game, command: Command) -> tuple[str, int | None, str | None]:
    """What the refusal says, the hand and player it names; the game stays as it was."""
    before, log = game.state, list(game.log)
    with pytest.raises(RuleError) as caught:
        game.apply(command)
    assert game.state == before and game.log == log
    return str(caught.value), caught.value.hand, caught.value.player


def _updown() -> Game:
    return Game.new("oh-shit-updown", PLAYERS, "Ann")


def _pw() -> Game:
    return Game.new("oh-hell-pw", PLAYERS, "Ann")


def _hand_one(game: Game) -> None:
    """Each bids 0 in turn, and the dealer takes every trick."""
    hand = game.scorecard.current
    while hand.expected_bidder is not None:
        game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
        hand = game.scorecard.current
    game.apply(Tricks({p: hand.cards if p == hand.dealer else 0 for p in PLAYERS}))


def test_undo_and_redo_say_what_they_did() -> None:
    game = _updown()
    game.apply(Bid("Ben", 2))
    change = game.apply(Undo())
    assert change.done_text == "Undid Ben's bid of 2."
    assert (change.undo_text, change.redo_text) == (None, "Ben's bid of 2")
    change = game.apply(Redo())
    assert change.done_text == "Redid Ben's bid of 2."
    assert (change.undo_text, change.redo_text) == ("Ben's bid of 2", None)
    assert game.log == [Bid("Ben", 2), Undo(), Redo()]
    assert game.apply(Bid("Cat", 1)).done_text is None


def test_nothing_to_undo_or_redo_is_said_apart() -> None:
    game = _updown()
    with pytest.raises(NothingToUndoError, match=r"^there is nothing to undo$"):
        game.apply(Undo())
    with pytest.raises(NothingToUndoError, match=r"^there is nothing to redo$"):
        game.apply(Redo())
    assert game.log == []


@dataclass(frozen=True)
class Shuffle(Command):
    kind: ClassVar[str] = "shuffle"


def test_a_command_no_game_knows_is_refused() -> None:
    assert _refusal(_updown(), Shuffle()) == ("unknown action Shuffle()", None, None)


def test_clearing_a_bid_takes_it_out_of_the_bidding_order_too() -> None:
    game = Game.new("whysteria", PLAYERS, "Ann", {"schedule": "constant", "cards": 1})
    for player in ("Cat", "Ann", "Ben"):
        game.apply(Bid(player, 0))
    game.apply(ClearBid("ann"))
    assert dict(game.state.hands[0].bids) == {"Cat": 0, "Ben": 0}
    assert game.state.hands[0].bid_order == ("Cat", "Ben")
    assert game.undo_text == "clearing ann's bid"
    game = _updown()
    game.apply(Bid("Ben", 1))
    game.apply(ClearBid("Ben"))
    assert game.state.hands[0].bids == {} and game.state.hands[0].bid_order is None


def test_the_turn_up_goes_into_the_hand_in_play() -> None:
    game = _updown()
    _hand_one(game)
    game.apply(TurnUp("QH"))
    assert game.state.hands[1].turn_up == "QH" and game.state.hands[0].turn_up is None
    game.apply(TurnUp(None))
    assert game.state.hands[1].turn_up is None


def test_a_penalty_goes_into_the_hand_named_or_the_hand_in_play() -> None:
    game = _pw()
    _hand_one(game)
    change = game.apply(Penalty("cat", 1, hand=1))
    assert dict(game.state.hands[0].penalties) == {"Cat": 1} and change.from_hand == 1
    change = game.apply(Penalty("Ben", 2))
    assert dict(game.state.hands[1].penalties) == {"Ben": 2} and change.from_hand == 2
    game.apply(Penalty("Ben", 0))
    assert game.state.hands[1].penalties.get("Ben", 0) == 0


@pytest.mark.parametrize(("command", "refusal"), [
    (Penalty("Ann", 1, hand=2), ("hand 2: there is no hand 2 to penalise", 2, None)),
    (Penalty("Ann", 1, hand=0), ("hand 0: there is no hand 0 to penalise", 0, None)),
    (Penalty("Ann", -1, hand=1),
     ("hand 1: a penalty count must be 0 or more, not -1", 1, "Ann")),
    (Penalty("Ann", True), ("hand 2: a penalty count must be 0 or more, not True", 2, "Ann")),
    (Penalty("Ann", "1"), ("hand 2: a penalty count must be 0 or more, not '1'", 2, "Ann")),
    (Correct(2, HandRecord()), ("hand 2: there is no hand 2 to correct", 2, None)),
    (Correct(0, HandRecord()), ("hand 0: there is no hand 0 to correct", 0, None)),
    (Extend(0, ()), ("hand 0: there is no hand 0 to continue from", 0, None)),
    (Extend(3, ()), ("hand 3: there is no hand 3 to continue from", 3, None)),
])
def test_a_hand_that_is_not_there_is_refused_by_its_number(
        command: Command, refusal: tuple[str, int, str | None]) -> None:
    game = _pw()
    _hand_one(game)
    assert _refusal(game, command) == refusal


def test_a_penalty_of_zero_on_a_past_hand_is_allowed() -> None:
    game = _pw()
    _hand_one(game)
    game.apply(Penalty("Ann", 0, hand=1))
    assert game.state.hands[0].penalties.get("Ann", 0) == 0


def test_a_game_over_takes_nothing_more() -> None:
    game = _updown()
    _hand_one(game)
    game.apply(Stop())
    assert game.undo_text == "ending the game"
    with pytest.raises(GameOverError) as caught:
        game.apply(Bid("Ben", 1))
    assert str(caught.value) == "hand 2: the game is over after hand 1; no more can be recorded"
    assert (caught.value.hand, caught.value.rule) == (2, "end")
    game.apply(Reopen())
    assert game.apply(Bid(game.scorecard.current.expected_bidder or "", 1)).from_hand == 2


def test_an_extension_that_does_not_continue_says_where_they_part() -> None:
    game = _updown()
    _hand_one(game)
    other = replace(game.state.hands[0], tricks={"Ann": 0, "Ben": 0, "Cat": 7})
    assert _refusal(game, Extend(1, (other,))) == (
        "hand 1: the record brought in does not continue this game: hand 1 differs", 1, None)
    assert _refusal(game, Extend(2, ())) == (
        "the record brought in does not continue this game", None, None)


def test_an_extension_may_end_the_game_and_bring_in_its_tie_breaks() -> None:
    game = _updown()
    _hand_one(game)
    change = game.apply(Extend(2, (), stopped=True))
    assert game.state.stopped and change.from_hand is None
    assert game.undo_text == "the game's end brought in"


def test_first_changed_hand() -> None:
    game = _updown()
    empty = game.state
    _hand_one(game)
    one = game.state
    game.apply(Bid(game.scorecard.current.expected_bidder or "", 1))
    two = game.state
    assert first_changed_hand(one, one) is None
    assert first_changed_hand(empty, one) == 1
    assert first_changed_hand(one, two) == 2
    assert first_changed_hand(two, one) == 2
    assert first_changed_hand(two, replace(two, hands=(HandRecord(), two.hands[1]))) == 1
    assert first_changed_hand(two, replace(two, hands=(two.hands[0], replace(
        two.hands[1])))) is None  # equal records, though not the same object


def test_a_clone_is_independent() -> None:
    game = _updown()
    game.apply(Bid("Ben", 1))
    twin = game.clone()
    twin.apply(Bid("Cat", 2))
    twin.apply(Undo())
    twin.apply(Undo())
    assert dict(game.state.hands[0].bids) == {"Ben": 1}
    assert game.log == [Bid("Ben", 1)] and game.can_undo and not game.can_redo
    assert game.undo_text == "Ben's bid of 1"
    assert twin.state.hands == () and twin.can_redo


# --- the table changes ----------------------------------------------------------------
RULES: dict[str, Any] = {
    "name": "Table", "schedule": {"shape": "constant", "peak": 1}, "end": "open",
    "score": {"made": {"base": 10, "per_bid": 1}}, "table_changes": True}


def _house(changes: bool = True, players: tuple[str, ...] = ("Ann", "Ben", "Cat")) -> Game:
    return Game.new("house", players, "Ann",
                    {"rules": rules_from_dict({**RULES, "table_changes": changes}).to_dict()})


def _play(game: Game) -> None:
    hand = game.scorecard.current
    while hand.expected_bidder is not None:
        game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
        hand = game.scorecard.current
    game.apply(Tricks({p: hand.cards if p == hand.dealer else 0 for p in hand.bids}))


def test_table_changes_in_a_game_without_them_are_refused() -> None:
    assert _refusal(_house(changes=False), SitOut("Ann")) == (
        "players join, leave and sit out only in a house game whose rules have table "
        "changes on", None, None)


@pytest.mark.parametrize(("command", "what"), [
    (SitOut("Cat"), "sitting out"), (Leave("Cat"), "leaving"), (Join("Dan", "Cat"), "a join")])
def test_a_change_after_bids_counts_from_the_next_hand(command: Command, what: str) -> None:
    game = _house()
    _play(game)
    game.apply(Bid(game.scorecard.current.expected_bidder or "", 0))
    assert _refusal(game, command) == (
        f"hand 2: bids are recorded for hand 2, so {what} counts from the next hand: "
        "record this hand first (or clear its bids)", 2, None)


def test_a_join_is_recorded_with_its_seat_and_start() -> None:
    game = _house()
    _play(game)
    game.apply(Join("Dan", "ben", 7))
    record = game.state.hands[1]
    assert (dict(record.joined), dict(record.joined_after)) == ({"Dan": 7}, {"Dan": "Ben"})
    game.apply(Join("Eve", "Dan"))
    record = game.state.hands[1]
    assert dict(record.joined) == {"Dan": 7, "Eve": 0}
    assert dict(record.joined_after) == {"Dan": "Ben", "Eve": "Dan"}


@pytest.mark.parametrize(("before", "command", "refusal"), [
    ([], Join("ben", "Ann"), ("hand 2: Ben is in the game already", 2, "Ben")),
    ([Leave("Ben"), "play"], Join("BEN", "Ann"), (
        "hand 3: Ben left the game and cannot come back (sit out instead of leaving)", 3,
        "Ben")),
    ([Join("Dan", "Ann")], Leave("dan"), (
        "hand 2: Dan joined for this hand: undo the join instead", 2, "Dan")),
])
def test_a_join_or_leave_the_table_cannot_make(before: list[Any], command: Command,
                                               refusal: tuple[str, int, str]) -> None:
    game = _house()
    _play(game)
    for step in before:
        _play(game) if step == "play" else game.apply(step)
    assert _refusal(game, command) == refusal


def test_nobody_leaves_before_the_first_hand() -> None:
    assert _refusal(_house(), Leave("ben")) == (
        "hand 1: nobody can leave before the first hand (start a game without them "
        "instead)", 1, "Ben")


def test_leaving_ends_sitting_out_and_sitting_out_is_taken_back() -> None:
    game = _house(players=("Ann", "Ben", "Cat", "Dan"))
    _play(game)
    game.apply(SitOut("Cat"))
    game.apply(SitOut("Ben"))
    game.apply(SitOut("cat"))  # twice: still once
    assert game.state.hands[1].sitting_out == ("Ben", "Cat")
    game.apply(Leave("Cat"))
    assert game.state.hands[1].left == ("Cat",)
    assert game.state.hands[1].sitting_out == ("Ben",)
    game.apply(SitOut("Ben", out=False))
    assert game.state.hands[1].sitting_out == ()
    assert game.undo_text == "Ben back in"


def test_a_reopened_game_is_stored_as_not_stopped() -> None:
    game = _updown()
    game.apply(Stop())
    game.apply(Reopen())
    assert game.state.stopped is False


def test_a_bad_penalty_count_names_the_rule() -> None:
    game = _pw()
    with pytest.raises(RuleError) as caught:
        game.apply(Penalty("Ann", -2))
    assert (caught.value.rule, caught.value.player, caught.value.hand) == ("penalties", "Ann", 1)


def test_an_import_with_a_start_that_is_no_number_is_refused() -> None:
    game = _updown()
    _hand_one(game)
    start: Any = "2"  # as a log written by hand might give it
    assert _refusal(game, Extend(start, ())) == (
        "hand 2: there is no hand 2 to continue from", "2", None)


@pytest.mark.parametrize("command", [
    Bid("Zed", 0), ClearBid("Zed"), Penalty("Zed", 1), Join("Dan", "Zed"), Leave("Zed"),
    SitOut("Zed")])
def test_someone_not_playing_is_refused_in_the_hand_in_play(command: Command) -> None:
    game = _house(players=("Ann", "Ben", "Cat", "Eve"))
    _play(game)
    message, hand, _ = _refusal(game, command)
    assert hand == 2 and message.startswith("hand 2: 'Zed' is not playing in this game (")


def _finished_misere_tie() -> Game:
    """A finished half game of misère where Ann and Ben tie on every tie-breaker."""
    game = Game.new("oh-shit-misere", PLAYERS, "Ann", {"length": "half"})
    for cards in range(9, 0, -1):
        for player in PLAYERS:
            game.apply(Bid(player, 0))
        game.apply(Tricks({"Ann": 0, "Ben": 0, "Cat": cards}))
    return game


def test_a_tie_break_deal_is_kept_in_the_order_played() -> None:
    game = _finished_misere_tie()
    change = game.apply(Tiebreak(("Ann", "Ben"), {"Ann": 0, "Ben": 0}, {"Ann": 0, "Ben": 5}))
    assert change.from_hand is None
    assert game.state.tiebreaks == (
        TiebreakDeal(("Ann", "Ben"), {"Ann": 0, "Ben": 0}, {"Ann": 0, "Ben": 5}),)
    game.apply(Tiebreak(("Ann", "Ben"), {"Ann": 1, "Ben": 0}, {"Ann": 1, "Ben": 4}))
    assert [dict(d.bids) for d in game.state.tiebreaks] == [{"Ann": 0, "Ben": 0},
                                                             {"Ann": 1, "Ben": 0}]
    assert game.scorecard.standings[0].player == "Ann"


def test_an_import_brings_in_the_end_and_its_tie_break_deals() -> None:
    here = _finished_misere_tie()
    deal = TiebreakDeal(("Ann", "Ben"), {"Ann": 1, "Ben": 0}, {"Ann": 1, "Ben": 4})
    here.apply(Undo())  # the last hand's tricks: in play here
    there = _finished_misere_tie()
    there.apply(Tiebreak(deal.players, deal.bids, deal.tricks))
    here.apply(Extend(9, there.state.hands[8:], stopped=False, tiebreaks=(deal,)))
    assert here.state == there.state


def test_a_change_says_which_command_made_it() -> None:
    game = _updown()
    bid = Bid(game.scorecard.current.expected_bidder or "", 1)
    assert game.apply(bid).command == bid
    assert game.apply(Undo()).command == Undo()


def test_a_correction_may_not_change_who_joined_word_for_word() -> None:
    game = _house()
    _play(game)
    game.apply(Join("Dan", "Cat", 0))
    _play(game)
    record = game.state.hands[1]
    refusal = _refusal(game, Correct(2, HandRecord(bids=record.bids, tricks=record.tricks)))
    assert refusal == ("hand 2: a correction cannot change who joined the game (undo the join "
                       "instead)", 2, None)
