"""Commands as the table log keeps them: their menu words, their stored form, and
the one-line refusal of a malformed stored command (docs/file-formats: the log)."""

from __future__ import annotations

import operator
from typing import Any

import pytest

from scorekeeper.rules import Game, RuleError
from scorekeeper.rules.commands import (
    Bid,
    Change,
    ClearBid,
    Correct,
    Extend,
    Join,
    Leave,
    Outcome,
    Penalty,
    Redo,
    Reopen,
    SitOut,
    Stop,
    Tiebreak,
    Tricks,
    TurnUp,
    Undo,
    command_from_json,
)
from scorekeeper.rules.game_record import HandRecord, TiebreakDeal

# Each command, the words the Undo/Redo menus show for it, and its stored form.
WORDS_AND_FORMS: list[tuple[Any, str, dict[str, Any]]] = [
    (Bid("Dan", 2), "Dan's bid of 2", {"do": "bid", "player": "Dan", "bid": 2}),
    (ClearBid("Ann"), "clearing Ann's bid", {"do": "clear_bid", "player": "Ann"}),
    (TurnUp("QH"), "turn-up QH", {"do": "turn_up", "card": "QH"}),
    (TurnUp(None), "turn-up cleared", {"do": "turn_up", "card": None}),
    (Tricks({"Ann": 2, "Ben": 0, "Cat": 1}), "the tricks (Ann 2, Ben 0, Cat 1)",
     {"do": "tricks", "tricks": {"Ann": 2, "Ben": 0, "Cat": 1}}),
    (Penalty("Ben", 1), "Ben's penalty", {"do": "penalty", "player": "Ben", "count": 1}),
    (Penalty("Ben", 2, 3), "Ben's penalty",
     {"do": "penalty", "player": "Ben", "count": 2, "hand": 3}),
    (Outcome(("Cat", "Ann", "Ben")), "the order out: Cat, Ann, Ben",
     {"do": "outcome", "out_order": ["Cat", "Ann", "Ben"], "loser": None, "winner": None}),
    (Outcome(loser="Ben"), "Ben as the loser",
     {"do": "outcome", "out_order": None, "loser": "Ben", "winner": None}),
    (Outcome(winner="Cat"), "Cat as the winner",
     {"do": "outcome", "out_order": None, "loser": None, "winner": "Cat"}),
    (Outcome(), "a hand result",
     {"do": "outcome", "out_order": None, "loser": None, "winner": None}),
    (Correct(4, HandRecord(bids={"Ann": 1}, tricks={"Ann": 1})), "correction of hand 4",
     {"do": "correct", "hand": 4,
      "record": {"turn_up": None, "bids": {"Ann": 1}, "tricks": {"Ann": 1}}}),
    (Stop(), "ending the game", {"do": "stop"}),
    (Reopen(), "reopening the game", {"do": "reopen"}),
    (Tiebreak(("Ann", "Ben"), {"Ann": 1, "Ben": 0}, {"Ann": 1, "Ben": 4}),
     "the tie-break deal of Ann and Ben",
     {"do": "tiebreak", "players": ["Ann", "Ben"], "bids": {"Ann": 1, "Ben": 0},
      "tricks": {"Ann": 1, "Ben": 4}}),
    (Join("Eve", "Ben", 12), "Eve joining",
     {"do": "join", "player": "Eve", "after": "Ben", "start": 12}),
    (Leave("Cat"), "Cat leaving", {"do": "leave", "player": "Cat"}),
    (SitOut("Ann"), "Ann sitting out", {"do": "sit_out", "player": "Ann", "out": True}),
    (SitOut("Ann", out=False), "Ann back in",
     {"do": "sit_out", "player": "Ann", "out": False}),
    (Undo(), "undo", {"do": "undo"}),
    (Redo(), "redo", {"do": "redo"}),
    (Extend(2, ()), "the game's end brought in",
     {"do": "extend", "start": 2, "hands": [], "stopped": False}),
    (Extend(3, (HandRecord(bids={"Ann": 0}, tricks={"Ann": 0}),), stopped=True),
     "hand 3 brought in",
     {"do": "extend", "start": 3, "hands": [{"turn_up": None, "bids": {"Ann": 0},
                                            "tricks": {"Ann": 0}}], "stopped": True}),
    (Extend(2, (HandRecord(), HandRecord(), HandRecord()),
            tiebreaks=(TiebreakDeal(("Ann", "Ben"), {"Ann": 0}, {"Ann": 5}),)),
     "hands 2–4 brought in",
     {"do": "extend", "start": 2, "hands": [{"turn_up": None, "bids": {}}] * 3,
      "stopped": False, "tiebreak": [{"players": ["Ann", "Ben"], "bids": {"Ann": 0},
                                      "tricks": {"Ann": 5}}]}),
]


@pytest.mark.parametrize(("command", "words", "form"), WORDS_AND_FORMS)
def test_menu_words_and_stored_form(command: Any, words: str, form: dict[str, Any]) -> None:
    assert command.describe() == words
    assert command.to_json() == form


@pytest.mark.parametrize(("command", "words", "form"), WORDS_AND_FORMS)
def test_stored_form_reads_back_as_the_same_command(
        command: Any, words: str, form: dict[str, Any]) -> None:
    assert command_from_json(form) == command


def test_an_empty_order_out_is_no_order() -> None:
    assert Outcome(()).out_order is None
    assert Outcome(["Ann", "Ben"]).out_order == ("Ann", "Ben")


def test_a_command_keeps_its_own_unchangeable_copy() -> None:
    """A command is a value in the log: what its maker does to a list or dict passed in
    afterwards changes nothing, and nothing can change it in place."""
    tricks, bids, players = {"Ann": 1}, {"Ann": 0}, ["Ann", "Ben"]
    hands, deals = [HandRecord()], [TiebreakDeal(("Ann",), {}, {})]
    made = [Tricks(tricks), Tiebreak(players, bids, tricks), Extend(2, hands, tiebreaks=deals)]
    tricks["Ann"], bids["Ann"] = 5, 5
    players.append("Cat")
    hands.append(HandRecord(turn_up="QH"))
    deals.clear()
    assert made == [Tricks({"Ann": 1}), Tiebreak(("Ann", "Ben"), {"Ann": 0}, {"Ann": 1}),
                    Extend(2, (HandRecord(),), tiebreaks=(TiebreakDeal(("Ann",), {}, {}),))]
    for mapping in (made[0].tricks, made[1].bids, made[1].tricks):
        with pytest.raises(TypeError):
            operator.setitem(mapping, "Ann", 3)
    assert isinstance(made[1].players, tuple) and isinstance(made[2].hands, tuple)
    assert isinstance(made[2].tiebreaks, tuple)


def test_left_out_keys_take_their_defaults() -> None:
    """An older log leaves out what a command may default: back in is written
    explicitly, a join starts from nothing, an import had not ended the game."""
    assert command_from_json({"do": "sit_out", "player": "Ann"}) == SitOut("Ann", out=True)
    assert command_from_json({"do": "join", "player": "Eve", "after": "Ann"}).start == 0
    extend = command_from_json({"do": "extend", "start": 2, "hands": [],
                                "tiebreak": None})
    assert extend == Extend(2, (), stopped=False, tiebreaks=())
    assert command_from_json({"do": "tiebreak", "players": None, "bids": {},
                              "tricks": {}}).players == ()


def test_a_record_brought_in_may_start_at_the_first_hand() -> None:
    assert command_from_json({"do": "extend", "start": 1, "hands": []}) == Extend(1, ())


def test_brought_in_hands_are_numbered_from_the_start() -> None:
    with pytest.raises(RuleError) as caught:
        command_from_json({"do": "extend", "start": 5, "hands": [{}, 7]})
    assert caught.value.hand == 6
    assert str(caught.value) == "hand 6: each hand must be an object"


def test_a_correction_reads_its_record_as_that_hand() -> None:
    with pytest.raises(RuleError) as caught:
        command_from_json({"do": "correct", "hand": 3, "record": {"bogus": 1}})
    assert caught.value.hand == 3


MALFORMED: list[tuple[Any, str]] = [
    ([], "a command must be an object, not list"),
    ({"do": "fly"}, "unknown action 'fly'"),
    ({"do": 3}, "unknown action 3"),
    ({}, "unknown action None"),
    ({"do": "bid", "player": 7, "bid": 1}, "bid: player must be a name or text, not 7"),
    ({"do": "clear_bid"}, "clear_bid: player must be a name or text, not None"),
    ({"do": "turn_up", "card": 5}, "turn_up: card must be a name or text, not 5"),
    ({"do": "outcome", "out_order": "Ann"}, "outcome: out_order must be a list of names"),
    ({"do": "outcome", "out_order": ["Ann", 2]},
     "outcome: out_order must be a list of names"),
    ({"do": "outcome", "out_order": 4}, "outcome: out_order must be a list of names"),
    ({"do": "outcome", "loser": 1}, "outcome: loser must be a name or text, not 1"),
    ({"do": "outcome", "winner": 1}, "outcome: winner must be a name or text, not 1"),
    ({"do": "tricks", "tricks": [1, 2]}, "tricks: tricks must map names to numbers"),
    ({"do": "join", "player": "Eve", "after": "Ann", "start": "3"},
     "join: start must be a whole number of points, not '3'"),
    ({"do": "join", "player": "Eve", "after": "Ann", "start": True},
     "join: start must be a whole number of points, not True"),
    ({"do": "join", "player": "Eve"}, "join: after must be a name or text, not None"),
    ({"do": "leave", "player": None}, "leave: player must be a name or text, not None"),
    ({"do": "sit_out", "player": "Ann", "out": "yes"},
     "sit_out: out must be true or false, not 'yes'"),
    ({"do": "sit_out", "player": "Ann", "out": None},
     "sit_out: out must be true or false, not None"),
    ({"do": "correct", "hand": "2"}, "there is no hand 2 to correct"),
    ({"do": "correct", "hand": True}, "there is no hand True to correct"),
    ({"do": "extend", "start": 0, "hands": []}, "extend: start must be a hand number, not 0"),
    ({"do": "extend", "start": True, "hands": []},
     "extend: start must be a hand number, not True"),
    ({"do": "extend", "start": "2", "hands": []},
     "extend: start must be a hand number, not '2'"),
    ({"do": "extend", "start": 2, "hands": {}},
     "extend: hands must be a list and stopped true or false"),
    ({"do": "extend", "start": 2, "hands": [], "stopped": 1},
     "extend: hands must be a list and stopped true or false"),
    ({"do": "extend", "start": 2, "hands": [], "tiebreak": {"players": []}},
     "extend: tiebreak must be a list of deals"),
    ({"do": "extend", "start": 2, "hands": [], "tiebreak": [["Ann"]]},
     "extend: tiebreak must be a list of deals"),
    ({"do": "extend", "start": 2, "hands": [], "tiebreak": [{"players": "Ann"}]},
     "extend: players must be a list of names"),
    ({"do": "extend", "start": 2, "hands": [], "tiebreak": [{"players": [], "bids": 1}]},
     "extend: bids must map names to numbers"),
    ({"do": "extend", "start": 2, "hands": [],
      "tiebreak": [{"players": [], "bids": {}, "tricks": 1}]},
     "extend: tricks must map names to numbers"),
    ({"do": "tiebreak", "players": ["Ann"], "bids": {}, "tricks": None},
     "tiebreak: tricks must map names to numbers"),
]


@pytest.mark.parametrize(("raw", "message"), MALFORMED)
def test_a_malformed_command_is_refused_in_one_line(raw: Any, message: str) -> None:
    with pytest.raises(RuleError) as caught:
        command_from_json(raw)
    assert str(caught.value) == message


def test_a_correction_of_no_hand_names_no_hand() -> None:
    with pytest.raises(RuleError) as caught:
        command_from_json({"do": "correct", "hand": None})
    assert caught.value.hand is None


def test_a_change_says_the_games_status() -> None:
    game = Game.new("oh-shit-updown", ["Ann", "Ben", "Cat"], "Ann")
    change = game.apply(Bid("Ben", 1))
    assert isinstance(change, Change)
    assert change.status == game.scorecard.status
    assert change.done_text is None
