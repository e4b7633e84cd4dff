"""Two records of one game: the same, one continuing the other, or parted at a hand;
a record's uid from its content; the extension a longer record brings."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.rules import Bid, Extend, Game, RuleError, Stop, Tricks, Undo
from scorekeeper.rules.game_record import TiebreakDeal
from scorekeeper.rules.same_game import (
    DIVERGED,
    LONGER,
    SAME,
    SHORTER,
    compare_records,
    content_uid,
    first_new_hand,
    is_content_uid,
    state_record,
)
from scorekeeper.rules.seats import command_from_seats, seated_command

PLAYERS = ("Ann", "Ben", "Cat")


def played(*hands: tuple[dict[str, int], dict[str, int] | None]) -> Game:
    """A whysteria game of one-card hands: each (bids, tricks or None for in play)."""
    game = Game.new("whysteria", PLAYERS, "Ann", {"schedule": "constant", "cards": 1})
    for bids, tricks in hands:
        for player, bid in bids.items():
            game.apply(Bid(player, bid))
        if tricks is not None:
            game.apply(Tricks(tricks))
    return game


HAND1 = ({"Ben": 1, "Cat": 0, "Ann": 1}, {"Ann": 0, "Ben": 1, "Cat": 0})
HAND2 = ({"Cat": 0, "Ann": 0, "Ben": 0}, {"Ann": 1, "Ben": 0, "Cat": 0})
OTHER2 = ({"Cat": 1, "Ann": 0, "Ben": 1}, {"Ann": 0, "Ben": 0, "Cat": 1})


def relation(here: Game, there: Game) -> tuple[str, int | None]:
    comparison = compare_records(state_record(here.state), state_record(there.state))
    return comparison.relation, comparison.hand


def test_records_are_the_same_longer_shorter_or_parted_at_a_hand() -> None:
    one, two = played(HAND1), played(HAND1, HAND2)
    assert relation(one, played(HAND1)) == (SAME, None)
    assert relation(one, two) == (LONGER, None)
    assert relation(two, one) == (SHORTER, None)
    assert relation(two, played(HAND1, OTHER2)) == (DIVERGED, 2)
    comparison = compare_records(state_record(two.state), state_record(played(OTHER2).state))
    assert comparison.describe() == "hand 1 differs"


def test_a_hand_in_play_completed_elsewhere_is_continued_not_different() -> None:
    in_play = played(HAND1, ({"Cat": 0}, None))
    assert relation(in_play, played(HAND1, HAND2)) == (LONGER, None)
    assert relation(played(HAND1, HAND2), in_play) == (SHORTER, None)
    assert relation(in_play, played(HAND1, ({"Cat": 0, "Ann": 0}, None))) == (LONGER, None)
    assert relation(in_play, played(HAND1, OTHER2)) == (DIVERGED, 2)  # Cat's bid differs


def test_a_game_ended_here_that_goes_on_elsewhere_has_parted() -> None:
    stopped = played(HAND1)
    stopped.apply(Stop())
    assert relation(played(HAND1), stopped) == (LONGER, None)  # ended elsewhere: continued
    comparison = compare_records(state_record(stopped.state),
                                 state_record(played(HAND1, HAND2).state))
    assert (comparison.relation, comparison.hand) == (DIVERGED, 2)
    assert "ended here after hand 1" in comparison.describe()


def test_another_setup_is_another_game() -> None:
    other = Game.new("whysteria", PLAYERS, "Ben", {"schedule": "constant", "cards": 1})
    assert relation(played(), other)[0] == DIVERGED


def test_a_uid_from_content_ignores_spelling_but_not_the_game() -> None:
    record = state_record(played(HAND1).state)
    uid = content_uid(record, PLAYERS, None)
    assert is_content_uid(uid) and not is_content_uid("6f1c0b7e-5d7c-4a59-9a43-1f3a5b1d2c01")
    reordered = dict(reversed(list(record.items())))
    assert content_uid(reordered, ["ann", "BEN", " Cat"], None) == uid
    assert content_uid(record, PLAYERS, "2026-11-20T20:00:00+01:00") != uid
    assert content_uid(state_record(played(HAND1, HAND2).state), PLAYERS, None) != uid
    assert content_uid(record, ("Ann", "Ben", "Dan"), None) != uid
    assert not is_content_uid("not a uuid") and not is_content_uid(None)


@pytest.mark.parametrize(("uid", "from_content"), [
    ("1b4e28ba-2fa1-51d2-883f-0016d3cca427", True),  # version 5, as written
    ("1B4E28BA-2FA1-51D2-883F-0016D3CCA427", True),  # in capitals
    ("{1b4e28ba-2fa1-51d2-883f-0016d3cca427}", True),  # in braces
    ("urn:uuid:1b4e28ba-2fa1-51d2-883f-0016d3cca427", True),
    ("1b4e28ba2fa151d2883f0016d3cca427", True),  # without hyphens
    ("1b4e28ba-2fa15-1d2-883f-0016d3cca427", True),  # hyphens elsewhere: still version 5
    ("1b4e28ba-2fa1-41d2-883f-0016d3cca427", False),  # version 4
    ("1b4e28ba-2fa1-51d2-083f-0016d3cca427", False),  # a 5 there, but not an RFC 4122 uid
    ("1b4e28ba-2fa1-x1d2-883f-0016d3cca427", False),  # not hexadecimal
    ("1b4e28ba-2fa1-51d2-883f-0016d3cca42", False),  # a digit short
    (51, False),
])
def test_a_uid_from_content_is_told_however_it_is_spelt(uid: object,
                                                        from_content: bool) -> None:
    assert is_content_uid(uid) is from_content


def test_an_extension_adds_only_and_is_undone_as_one_step() -> None:
    here, there = played(HAND1, ({"Cat": 0}, None)), played(HAND1, HAND2, HAND1)
    start = first_new_hand(here.state, there.state)
    command = Extend(start, there.state.hands[start - 1:])
    assert command.describe() == "hands 2–3 brought in"
    stored = seated_command(command, PLAYERS)
    assert "Ann" not in str(stored)  # by seat, as the log keeps commands
    assert command_from_seats(stored, PLAYERS) == command
    change = here.apply(command)
    assert change.from_hand == 2 and here.state == there.state
    here.apply(Undo())
    assert len(here.state.hands) == 2
    with pytest.raises(RuleError, match="does not continue this game"):
        played(HAND1, OTHER2).apply(command)
    with pytest.raises(RuleError, match="no hand 9"):
        here.apply(Extend(9, ()))


def test_a_uid_from_content_changes_with_every_part_that_identifies_the_game() -> None:
    record = state_record(played(HAND1).state)
    uid = content_uid(record, PLAYERS, None)
    changed = [
        {**record, "stopped": True},
        {**record, "tiebreak": [{"Ann": 3, "Ben": 1}]},
        {**record, "first_dealer": "Ben"},
        {**record, "options": {**record["options"], "cards": 2}},
        {**record, "variant": "oh-shit-misere"},
    ]
    uids = {content_uid(c, PLAYERS, None) for c in changed}
    assert uid not in uids and len(uids) == len(changed)
    assert content_uid({**record, "tiebreak": []}, PLAYERS, None) == uid  # none is none


def test_a_first_dealer_named_or_given_by_seat_is_the_same_game() -> None:
    record = state_record(played(HAND1).state)
    by_name = content_uid({**record, "first_dealer": "ben"}, PLAYERS, None)
    assert content_uid({**record, "first_dealer": 1}, PLAYERS, None) == by_name
    assert content_uid({**record, "first_dealer": 2}, PLAYERS, None) != by_name


def test_a_uid_from_content_keeps_names_as_written_in_any_script() -> None:
    """The uid this version makes for a game with names that are not ASCII: files carry
    it, so a later version must make the same one (names written as they are, not escaped)."""
    players = ("Zoë", "Ben", "李")
    game = Game.new("whysteria", players, "Zoë", {"schedule": "constant", "cards": 1})
    game.apply(Bid("Ben", 0))
    record = state_record(game.state)
    assert content_uid(record, players, None) == "125d9fd1-7d63-57d1-b68c-583bf6e9cf36"


def test_a_uid_from_content_does_not_depend_on_the_order_of_options() -> None:
    record = state_record(played(HAND1).state)
    reordered = {**record, "options": dict(reversed(list(record["options"].items())))}
    assert content_uid(reordered, PLAYERS, None) == content_uid(record, PLAYERS, None)


def test_a_uid_files_already_carry_is_made_again_after_an_upgrade() -> None:
    """Files imported on 2026-11-27 (commit 1f8595c) store this uid for this game; a
    later version must make the same one, or the same file would become two games."""
    record = state_record(played(HAND1).state)
    made = content_uid(record, ["Ann", "Ben", "Cat"], "2026-11-20T20:00:00+01:00")
    assert made == "975107b2-b63c-5eaf-b33d-45445c3bac08"


def _record(*hands: dict[str, object], stopped: bool = False,
            tiebreak: list[dict[str, object]] | None = None) -> dict[str, object]:
    """A record as the file writer writes it (players by name), for comparing."""
    record: dict[str, object] = {
        "variant": "whysteria", "options": {"schedule": "constant", "cards": 1},
        "players": list(PLAYERS), "first_dealer": "Ann", "stopped": stopped,
        "hands": list(hands)}
    if tiebreak is not None:
        record["tiebreak"] = tiebreak
    return record


DONE = {"turn_up": None, "bids": {"Ben": 1, "Cat": 0, "Ann": 1},
        "tricks": {"Ann": 0, "Ben": 1, "Cat": 0}}
DONE_OTHERWISE = {"turn_up": None, "bids": {"Ben": 0, "Cat": 0, "Ann": 1},
                  "tricks": {"Ann": 1, "Ben": 0, "Cat": 0}}
DEAL = {"players": ["Ann", "Ben"], "bids": {"Ann": 1, "Ben": 0}, "tricks": {"Ann": 1}}
OTHER_DEAL = {"players": ["Ann", "Ben"], "bids": {"Ann": 0, "Ben": 0}, "tricks": {"Ben": 1}}


def test_where_two_records_part_is_said_in_one_line() -> None:
    comparison = compare_records(_record(DONE, stopped=True), _record(DONE, DONE))
    assert (comparison.relation, comparison.hand, comparison.here_hands,
            comparison.there_hands) == (DIVERGED, 2, 1, 2)
    assert comparison.describe() == "the game was ended here after hand 1, the other goes on"
    comparison = compare_records(_record(DONE, DONE), _record(DONE, stopped=True))
    assert (comparison.relation, comparison.hand) == (DIVERGED, 2)
    assert comparison.describe() == ("the game was ended in the record brought in after "
                                     "hand 1, the other goes on")
    comparison = compare_records(_record(DONE, stopped=True, tiebreak=[DEAL]),
                                 _record(DONE, stopped=True, tiebreak=[OTHER_DEAL]))
    assert comparison.relation == DIVERGED
    assert comparison.describe() == "the games end differently after hand 1"
    comparison = compare_records(_record(DONE, DONE_OTHERWISE), _record(DONE, DONE))
    assert (comparison.hand, comparison.describe()) == (2, "hand 2 differs")


def test_a_setup_that_differs_is_said_and_names_no_hand() -> None:
    for key, value in (("variant", "oh-shit-updown"), ("options", {}),
                       ("players", ["Ann", "Cat", "Ben"]), ("first_dealer", "Cat")):
        comparison = compare_records(_record(DONE), {**_record(DONE, DONE), key: value})
        assert (comparison.relation, comparison.hand) == (DIVERGED, None)
        assert (comparison.here_hands, comparison.there_hands) == (1, 2)
        assert comparison.describe() == ("the game is set up differently (players, options "
                                         "or first dealer)")


def test_the_same_record_and_its_continuations_count_their_hands() -> None:
    same = compare_records(_record(DONE, DONE_OTHERWISE), _record(DONE, DONE_OTHERWISE))
    assert (same.relation, same.hand, same.here_hands, same.there_hands, same.describe()) \
        == (SAME, None, 2, 2, "")
    longer = compare_records(_record(DONE), _record(DONE, DONE_OTHERWISE, stopped=True))
    assert (longer.relation, longer.here_hands, longer.there_hands) == (LONGER, 1, 2)
    shorter = compare_records(_record(DONE, stopped=True, tiebreak=[DEAL]),
                              _record(DONE, stopped=True))
    assert (shorter.relation, shorter.here_hands, shorter.there_hands) == (SHORTER, 1, 1)
    assert compare_records({}, {"hands": None}).relation == SAME


IN_PLAY = {"turn_up": None, "bids": {"Cat": 0}, "bid_order": ["Cat"]}


@pytest.mark.parametrize(("there", "relation"), [
    ({**DONE, "bid_order": ["Cat", "Ann", "Ben"]}, LONGER),  # the bids go on in order
    ({**IN_PLAY, "turn_up": "QH"}, LONGER),  # no turn-up here yet: one there adds to it
    ({**DONE, "bid_order": ["Ann", "Cat", "Ben"]}, DIVERGED),  # another order of bids
    ({**DONE, "bid_order": None}, DIVERGED),
    ({**DONE, "bid_order": "Cat"}, DIVERGED),
    ({**DONE, "bids": {"Ann": 0, "Ben": 1}}, DIVERGED),  # Cat's bid is gone
    ({**DONE, "bids": {"Cat": 1, "Ann": 0, "Ben": 1}}, DIVERGED),  # Cat's bid differs
    ({**DONE, "bids": [["Cat", 0]]}, DIVERGED),
    (["not", "a", "hand"], DIVERGED),
])
def test_a_hand_in_play_is_continued_only_by_one_that_keeps_all_it_has(
        there: object, relation: str) -> None:
    assert compare_records(_record(DONE, IN_PLAY), _record(DONE, there)).relation == relation
    opposite = {LONGER: SHORTER, DIVERGED: DIVERGED}[relation]
    assert compare_records(_record(DONE, there), _record(DONE, IN_PLAY)).relation == opposite


def test_a_turn_up_of_a_hand_in_play_must_be_the_same_there() -> None:
    turned = {"turn_up": "QH", "bids": {"Cat": 0}}
    assert compare_records(_record(turned), _record({**DONE, "turn_up": "QH"})).relation \
        == LONGER
    assert compare_records(_record(turned), _record({**DONE, "turn_up": "QS"})).relation \
        == DIVERGED


def test_the_order_of_keys_does_not_count() -> None:
    """Records are compared as values: dict order does not count, as in reading a file."""
    reordered = {"tricks": {"Cat": 0, "Ben": 1, "Ann": 0}, "bids": {"Ann": 1, "Cat": 0,
                                                                     "Ben": 1},
                 "turn_up": None}
    here = {**_record(DONE), "options": {"cards": 1, "schedule": "constant"}}
    assert compare_records(here, _record(reordered)).relation == SAME
    assert compare_records(_record(DONE), _record({**DONE, "tricks": {
        "Ann": 0.0, "Ben": 1, "Cat": 0}})).relation == DIVERGED  # 0.0 is not 0


def test_empty_entries_of_a_hand_in_play_ask_nothing_of_its_continuation() -> None:
    bare = {"turn_up": None, "bids": {}, "bid_order": [], "penalties": {}}
    assert compare_records(_record(bare), _record(DONE)).relation == LONGER


@pytest.mark.parametrize("key", ["tricks", "out_order", "loser", "winner"])
def test_a_completed_hand_is_not_continued_by_another(key: str) -> None:
    """A hand is complete once its tricks, or how a hand without bids ended, are in."""
    done = {"bids": {"Cat": 0}, key: ["Cat"] if key == "out_order" else "Cat"}
    if key == "tricks":
        done[key] = {"Cat": 0}
    more = {**done, "penalties": {"Ann": 1}}
    assert compare_records(_record(done), _record(more)).relation == DIVERGED


def test_a_tie_break_deal_is_never_in_play() -> None:
    short_deal = {"players": ["Ann", "Ben"], "bids": {"Ann": 1, "Ben": 0}}  # tricks to come
    comparison = compare_records(_record(DONE, stopped=True, tiebreak=[short_deal]),
                                 _record(DONE, stopped=True, tiebreak=[DEAL]))
    assert comparison.relation == DIVERGED


def test_the_first_new_hand_is_the_first_that_differs_or_the_next() -> None:
    one, two = played(HAND1), played(HAND1, HAND2)
    assert first_new_hand(one.state, two.state) == 2
    assert first_new_hand(two.state, two.state) == 3
    assert first_new_hand(two.state, played(HAND1, OTHER2).state) == 2
    assert first_new_hand(two.state, played(OTHER2).state) == 1


def test_a_games_record_carries_its_tie_break_deals() -> None:
    state = played(HAND1).state
    assert "tiebreak" not in state_record(state)
    deal = TiebreakDeal(("Ann", "Ben"), {"Ann": 1}, {"Ann": 1, "Ben": 0})
    record = state_record(replace(state, stopped=True, tiebreaks=(deal,)))
    assert record["tiebreak"] == [{"players": ["Ann", "Ben"], "bids": {"Ann": 1},
                                   "tricks": {"Ann": 1, "Ben": 0}}]
    assert record["stopped"] is True and record["variant"] == "whysteria"
    assert record["players"] == list(PLAYERS) and record["first_dealer"] == "Ann"
    assert record["options"] == {"schedule": "constant", "cards": 1}
