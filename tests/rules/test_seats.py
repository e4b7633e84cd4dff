"""Seat tokens: every place the log or a base document names a player is written as
``#seat`` and read back with today's names, and nothing else is touched."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules import RuleError
from scorekeeper.rules.commands import (
    Bid,
    ClearBid,
    Command,
    Correct,
    Extend,
    Join,
    Leave,
    Outcome,
    Penalty,
    SitOut,
    Tiebreak,
    Tricks,
)
from scorekeeper.rules.game_record import HandRecord, TiebreakDeal
from scorekeeper.rules.seats import (
    command_from_seats,
    from_seats,
    seat_document,
    seated_command,
    state_from_seats,
    to_seats,
)

PLAYERS = ["Ann", "Ben", "Cat"]

# A hand naming every player in every key a hand can name one.
FULL_HAND = HandRecord(
    bids={"Ann": 1, "Ben": 0}, bid_order=("Ben", "Ann"), tricks={"Ann": 1, "Ben": 0},
    penalties={"Cat": 1}, joined={"Cat": 4}, joined_after={"Cat": "Ben"},
    left=("Ben",), sitting_out=("Ann",))
SHITHEAD_HAND = HandRecord(out_order=("Cat", "Ann", "Ben"))

COMMANDS: list[Command] = [
    Bid("Ann", 2), ClearBid("Ben"), Tricks({"Ann": 1, "Cat": 0}), Penalty("Cat", 1, 2),
    Outcome(("Cat", "Ben", "Ann")), Outcome(loser="Ben"), Outcome(winner="Cat"),
    Correct(2, FULL_HAND), Correct(3, SHITHEAD_HAND), Correct(3, HandRecord(loser="Ann")),
    Correct(3, HandRecord(winner="Ben")),
    Tiebreak(("Ann", "Cat"), {"Ann": 1, "Cat": 0}, {"Ann": 2, "Cat": 3}),
    Extend(2, (FULL_HAND, SHITHEAD_HAND), stopped=True,
           tiebreaks=(TiebreakDeal(("Ben", "Cat"), {"Ben": 0}, {"Cat": 5}),)),
    Join("Cat", "Ann", 3), Leave("Ben"), SitOut("Ann", out=False),
]


def _strings(value: Any) -> set[str]:
    """Every string in a JSON value, keys included."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_strings(k) | _strings(v) for k, v in value.items()))
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value))
    return set()


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.kind)
def test_the_log_names_no_player(command: Command) -> None:
    """A rename never rewrites the log: no name is left in what it keeps."""
    stored = seated_command(command, PLAYERS)
    assert not _strings(stored) & set(PLAYERS)
    assert _strings(stored) & {"#0", "#1", "#2"}


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.kind)
def test_the_log_reads_back_with_todays_names(command: Command) -> None:
    stored = seated_command(command, PLAYERS)
    assert command_from_seats(stored, PLAYERS) == command
    names = _strings(command.to_json())
    back = _strings(command_from_seats(stored, ["Annie", "Ben", "Cat"]).to_json())
    assert ("Ann" in names) == ("Annie" in back)
    assert "Ann" not in back


def test_a_seated_command_is_exact() -> None:
    assert seated_command(Join("Cat", "Ann", 3), PLAYERS) == {
        "do": "join", "player": "#2", "after": "#0", "start": 3}
    assert seated_command(Correct(2, FULL_HAND), PLAYERS)["record"] == {
        "turn_up": None, "bids": {"#0": 1, "#1": 0}, "bid_order": ["#1", "#0"],
        "tricks": {"#0": 1, "#1": 0}, "penalties": {"#2": 1}, "joined": {"#2": 4},
        "joined_after": {"#2": "#1"}, "left": ["#1"], "sitting_out": ["#0"]}
    assert seated_command(Tiebreak(("Ben", "Cat"), {"Ben": 1}, {"Cat": 2}), PLAYERS) == {
        "do": "tiebreak", "players": ["#1", "#2"], "bids": {"#1": 1}, "tricks": {"#2": 2}}


def test_a_name_spelt_otherwise_is_still_seated() -> None:
    """Names compare without case or surrounding spaces (docs/rules.md, Players)."""
    assert seated_command(Bid(" ann", 1), PLAYERS)["player"] == "#0"
    assert seated_command(Bid("CAT", 1), PLAYERS)["player"] == "#2"


def test_what_is_no_seated_name_is_left_as_it_is() -> None:
    seat = to_seats(PLAYERS)
    assert seat("Zed") == "Zed"
    assert seat(7) == 7
    assert seat(None) is None
    assert seat(["Ann"]) == ["Ann"]  # unhashable: not a name
    assert seated_command(Bid("Zed", 1), PLAYERS)["player"] == "Zed"


def test_a_token_is_read_only_when_it_is_a_seat() -> None:
    name = from_seats(PLAYERS)
    assert [name("#0"), name("#1"), name("#2")] == PLAYERS
    for token in ("#3", "#", "#-1", "#x", "0", "2", "x#1", 1, None):
        assert name(token) == token


def test_a_stored_entry_that_is_no_object_is_refused() -> None:
    with pytest.raises(RuleError, match=r"^a command must be an object, not list$"):
        command_from_seats(["#0"], PLAYERS)


def test_malformed_parts_are_passed_on_for_the_reader_to_refuse() -> None:
    """Mapping leaves a part it cannot map as it is, so the reader names the fault."""
    bad_hand = {"do": "extend", "start": 2, "hands": ["#0"], "tiebreak": ["#1"]}
    with pytest.raises(RuleError, match=r"^extend: tiebreak must be a list of deals$"):
        command_from_seats(bad_hand, PLAYERS)
    with pytest.raises(RuleError, match=r"^hand 2: each hand must be an object$"):
        command_from_seats({"do": "extend", "start": 2, "hands": ["#0"]}, PLAYERS)
    with pytest.raises(RuleError, match="must map names to numbers"):
        command_from_seats({"do": "tricks", "tricks": ["#0"]}, PLAYERS)
    assert command_from_seats({"do": "outcome", "out_order": None, "loser": "#1"},
                              PLAYERS) == Outcome(loser="Ben")


DOCUMENT: dict[str, Any] = {
    "format": "scorekeeper-game", "version": 1, "variant": "oh-shit-updown",
    "players": ["Ann", "Ben", "Cat"], "first_dealer": "Ben", "stopped": False,
    "hands": [{"turn_up": "QH", "bids": {"Cat": 1, "Ann": 0, "Ben": 1},
               "bid_order": ["Cat", "Ann", "Ben"], "tricks": {"Cat": 1, "Ann": 0, "Ben": 0},
               "penalties": {"Ann": 1}, "scores": {"Ann": 0, "Ben": 1, "Cat": 11},
               "totals": {"Ann": 0, "Ben": 1, "Cat": 11}, "dealer": "Ben",
               "out_order": ["Ann"], "loser": "Cat", "winner": "Ann", "left": ["Ben"],
               "sitting_out": ["Cat"], "joined": {"Cat": 2}, "joined_after": {"Cat": "Ann"}}],
    "tiebreak": [{"players": ["Ann", "Cat"], "bids": {"Ann": 1}, "tricks": {"Cat": 5}}],
}


def test_a_base_document_names_players_only_by_seat() -> None:
    seated = seat_document(DOCUMENT, PLAYERS)
    assert not _strings(seated) & set(PLAYERS)
    assert seated["players"] == ["#0", "#1", "#2"] and seated["first_dealer"] == "#1"
    hand = seated["hands"][0]
    assert hand["dealer"] == "#1" and hand["loser"] == "#2" and hand["winner"] == "#0"
    assert hand["scores"] == {"#0": 0, "#1": 1, "#2": 11}
    assert hand["joined_after"] == {"#2": "#0"}
    assert seated["tiebreak"] == [{"players": ["#0", "#2"], "bids": {"#0": 1},
                                   "tricks": {"#2": 5}}]
    assert seated["variant"] == "oh-shit-updown" and hand["turn_up"] == "QH"


def test_a_base_document_without_hands_or_tiebreak() -> None:
    bare = {k: v for k, v in DOCUMENT.items() if k not in ("hands", "tiebreak")}
    seated = seat_document(bare, PLAYERS)
    assert seated["hands"] == [] and "tiebreak" not in seated


def test_a_base_document_reads_back_with_todays_names() -> None:
    document = {"format": "scorekeeper-game", "version": 1, "variant": "oh-shit-updown",
                "players": ["#0", "#1", "#2"], "first_dealer": "#2", "stopped": False,
                "hands": [{"turn_up": None, "bids": {"#0": 1, "#1": 0, "#2": 0},
                           "tricks": {"#0": 1, "#1": 0, "#2": 0}}]}
    state = state_from_seats(document, ["Annie", "Ben", "Cat"])
    assert state.setup.players == ("Annie", "Ben", "Cat")
    assert state.setup.first_dealer == "Cat"
    assert dict(state.hands[0].bids) == {"Annie": 1, "Ben": 0, "Cat": 0}
