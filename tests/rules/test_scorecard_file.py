"""The scorecard file format, version 1 (``rules/scorecard_file.py``): each way a file's
structure can be wrong is refused with its own line, before any rule is checked; what a
file is written as and what ``score --json`` prints. The limits are the format's own
(docs/formats.md: at most 2,000 hands, a uid of 1–200 characters, notes of at most
10,000)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.rules import RuleError, ScorecardFileError
from scorekeeper.rules.errors import InvalidTextError
from scorekeeper.rules.scorecard_file import (
    checked_document_setup,
    dumps,
    parse_scorecard,
    read_scorecard,
    read_scorecard_text,
    score_json,
    scorecard_to_json,
    state_from_json,
)

from .helpers import card, doc

PLAYERS = ["Ann", "Ben", "Cat"]


def refused(document: Any) -> str:
    with pytest.raises((RuleError, ScorecardFileError)) as error:
        parse_scorecard(json.dumps(document))
    return str(error.value)


def updown(**change: Any) -> dict[str, Any]:
    return doc("oh-shit-updown", PLAYERS) | change


@pytest.mark.parametrize("change, message", [
    ({"version": 0}, "unknown scorecard version 0 (this Scorekeeper reads version 1)"),
    ({"version": "1"}, "unknown scorecard version '1' (this Scorekeeper reads version 1)"),
    ({"version": True}, "unknown scorecard version True (this Scorekeeper reads version 1)"),
    ({"version": 3}, "this scorecard is format version 3, written by a newer Scorekeeper; "
                     "this version reads version 1: update Scorekeeper to read it"),
    ({"colour": "red"}, "unknown key 'colour' in the scorecard"),
    ({"players": ["Ann", 2, "Cat"]}, "players must be a list of names"),
    ({"first_dealer": 0}, "first_dealer must be a player's name"),
    ({"stopped": "no"}, "stopped must be true or false"),
    ({"options": [1]}, "options must be an object (option name → value), not [1]"),
    ({"hands": {"1": {}}}, "hands must be a list, not {'1': {}}"),
    ({"tiebreak": "none"}, "tiebreak must be a list, not 'none'"),
    ({"rules": {}}, "only a house game has \"rules\" in its scorecard"),
    ({"notes": "n" * 10_001}, "notes are 10,001 characters long; at most 10,000 are kept"),
    ({"uid": "a\x07b"}, "uid 'a\\x07b' holds a control character"),
    ({"uid": 7}, "uid must be the game's id as text (a UUID), not 7"),
    ({"ended": "2026-11-21"}, "ended must be a date and time in ISO 8601 text, like "
                              "2026-11-21T20:00:00+01:00, not '2026-11-21'"),
    ({"started": "2026-13-45T20:00"}, "started must be a date and time in ISO 8601 text, "
                                      "like 2026-11-21T20:00:00+01:00, not "
                                      "'2026-13-45T20:00'"),
    ({"hands": ["x" for _ in range(2_001)]}, "2,001 hands; a scorecard holds at most 2,000"),
    ({"tiebreak": [{} for _ in range(101)]},
     "101 tie-break deals; a scorecard holds at most 100"),
    ({"players": [f"P{i}" for i in range(11)]},  # P&W takes the most: 10
     "players lists 11 names; no game takes more than 10"),
])
def test_each_fault_of_a_files_structure_has_its_own_line(change: dict[str, Any],
                                                          message: str) -> None:
    assert refused(updown(**change)) == message


@pytest.mark.parametrize("change, rule", [
    ({"players": [f"P{i}" for i in range(11)]}, "players"),
    ({"hands": {"1": {}}}, "format"),
    ({"hands": ["x" for _ in range(2_001)]}, "hands"),
    ({"tiebreak": [{} for _ in range(101)]}, "tiebreak"),
    ({"options": [1]}, "options"),
    ({"notes": 5}, "notes"),
    ({"uid": 7}, "uid"),
    ({"ended": "soon"}, "ended"),
    ({"hands": [{"bid_order": ["Ann", "Ben", "Cat", "Dan"]}]}, "bid_order"),
    ({"hands": [{"left": [f"P{i}" for i in range(31)]}]}, "left"),
    ({"tiebreak": [{"players": ["Ann", "Ben", "Cat", "Dan"]}]}, "tie-break"),
])
def test_each_fault_of_a_files_structure_names_its_rule(change: dict[str, Any],
                                                        rule: str) -> None:
    with pytest.raises(RuleError) as error:
        card(updown(**change))
    assert error.value.rule == rule


def test_an_unknown_game_is_named_before_anything_else() -> None:
    message = refused(updown(variant="poker", players="Ann"))
    assert message.startswith("there is no game called 'poker' (the games are: ")


def test_a_file_that_does_not_say_whether_it_was_stopped_was_not() -> None:
    document = updown()
    del document["stopped"]
    assert card(document).state.stopped is False


def test_a_uid_too_long_is_refused_shortened() -> None:
    message = refused(updown(uid="u" * 201))
    assert message.startswith("uid must be the game's id as text (a UUID), not 'uuu")
    assert message.endswith("…") and len(message) < 120
    assert card(updown(uid="u" * 200)).players == tuple(PLAYERS)  # 200 is allowed


@pytest.mark.parametrize("text", ["[]", "3", '"game"'])
def test_a_file_holding_no_json_object_is_no_scorecard(text: str) -> None:
    with pytest.raises(ScorecardFileError) as error:
        parse_scorecard(text)
    assert str(error.value) == "not a scorecard: the file must hold one JSON object"


def test_a_file_without_a_variant_players_or_first_dealer_says_which() -> None:
    for key in ("variant", "players", "first_dealer"):
        document = updown()
        del document[key]
        assert refused(document) == f"the scorecard has no {key!r}"


@pytest.mark.parametrize("hand, message", [
    ({"bid_order": ["Ann", "Ben", "Cat", "Dan"]}, "hand 1: bid_order lists 4 names, but 3 play"),
    ({"out_order": ["Ann", "Ben", "Cat", "Ann"]}, "hand 1: out_order lists 4 names, but 3 play"),
    ({"left": [f"P{i}" for i in range(31)]},
     "hand 1: left lists 31 names; a game has at most 30 players in all"),
    ({"joined": {f"P{i}": 0 for i in range(31)}},
     "hand 1: joined lists 31 names; a game has at most 30 players in all"),
    ({"joined_after": {f"P{i}": "Ann" for i in range(31)}},
     "hand 1: joined_after lists 31 names; a game has at most 30 players in all"),
    ({"sitting_out": [f"P{i}" for i in range(31)]},
     "hand 1: sitting_out lists 31 names; a game has at most 30 players in all"),
])
def test_a_hand_listing_more_names_than_can_play_is_refused_before_reading(
        hand: dict[str, Any], message: str) -> None:
    assert refused(updown(hands=[hand])) == message


def test_hands_are_measured_past_one_that_is_no_object() -> None:
    hands = ["x", {"bid_order": ["Ann", "Ben", "Cat", "Dan"]}]
    assert refused(updown(hands=hands)) == "hand 2: bid_order lists 4 names, but 3 play"


def test_a_hand_may_list_every_player_and_a_tiebreak_no_more_than_play() -> None:
    full = {"bid_order": ["Ben", "Cat", "Ann"], "bids": {"Ann": 0, "Ben": 0, "Cat": 0},
            "tricks": {"Ann": 7, "Ben": 0, "Cat": 0}}
    assert card(updown(hands=[full])).hands[0].bid_order == ("Ben", "Cat", "Ann")
    sitting = {"out_order": ["Cat", "Ann", "Ben"]}
    assert card(doc("shithead", PLAYERS, [sitting])).hands[0].loser == "Ben"
    deal = {"players": ["Ann", "Ben", "Cat", "Dan"], "bids": {}, "tricks": {}}
    assert refused(doc("oh-shit-misere", PLAYERS, tiebreak=[deal])) == \
        "tie-break deal 1 lists 4 players, but 3 play"


@pytest.mark.parametrize("deal, message", [
    ({"players": PLAYERS, "bids": {}}, "tie-break deal 1 needs players, bids and tricks"),
    ("deal", "tie-break deal 1 needs players, bids and tricks"),
    ({"players": PLAYERS, "bids": {}, "tricks": {}, "cards": 5},
     "tie-break deal 1: unknown key 'cards'"),
    ({"players": PLAYERS, "bids": [], "tricks": {}},
     "tie-break deal 1: bids and tricks map names to numbers"),
    ({"players": PLAYERS, "bids": {}, "tricks": 0},
     "tie-break deal 1: bids and tricks map names to numbers"),
])
def test_a_malformed_tiebreak_deal_is_named(deal: Any, message: str) -> None:
    with pytest.raises(RuleError) as error:
        card(doc("oh-shit-misere", PLAYERS, tiebreak=[deal]))
    assert str(error.value) == message and error.value.rule == "format"


def tied_half_game(deal: Any) -> dict[str, Any]:
    """Nine hands of a half game where Ann and Ben take nothing: tied on every
    tie-breaker (rule book, misère), so a tie-break deal may settle it."""
    hands = [{"bids": {"Ann": 0, "Ben": 0, "Cat": 0}, "tricks": {"Ann": 0, "Ben": 0, "Cat": c}}
             for c in range(9, 0, -1)]
    return doc("oh-shit-misere", PLAYERS, hands, options={"length": "half"}, tiebreak=[deal])


def test_a_tiebreak_deal_whose_players_are_no_list_is_played_by_nobody() -> None:
    deal = {"players": "Ann", "bids": {}, "tricks": {}}
    assert refused(tied_half_game(deal)) == \
        "tie-break deal 1: needs at least two tied players"


def test_a_house_game_keeps_its_settings_in_rules_not_options() -> None:
    document = doc("house", PLAYERS, options={"length": "half"})
    assert refused(document) == "a house game has no options: its settings are its \"rules\""


def test_a_file_that_is_not_utf8_names_the_first_bad_byte(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b'{"a": "\xc3\x28"}')
    with pytest.raises(InvalidTextError) as error:
        read_scorecard_text(path)
    assert str(error.value) == ("not a text file: byte 8 is not UTF-8 (scorecards are UTF-8 "
                                "JSON)")
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(updown()).encode())  # a byte-order mark
    assert read_scorecard(path).players == tuple(PLAYERS)


def test_derived_values_are_checked_where_a_file_gives_them() -> None:
    """Rule book, updown: Dan deals the 7-card hand; the scores are Ann +14, Ben −2, Cat
    +16, Dan −4."""
    players = ["Ann", "Ben", "Cat", "Dan"]
    hand = {"turn_up": "QH", "bids": {"Ann": 2, "Ben": 1, "Cat": 3, "Dan": 0},
            "tricks": {"Ann": 2, "Ben": 0, "Cat": 3, "Dan": 2}, "number": 1, "cards": 7,
            "dealer": " Dan ", "trump": "H",
            "scores": {"Ann": 14, "Ben": -2, "Cat": 16, "Dan": -4},
            "totals": {"Ann": 14, "Ben": -2, "Cat": 16, "Dan": -4}}
    document = doc("oh-shit-updown", players, [hand], first_dealer="Dan")
    assert card(document).hands[0].scores == hand["scores"]
    state_from_json(json.loads(json.dumps(document)))  # the app's own: agrees as well
    for key, wrong, shown in (("scores", {**hand["scores"], "Dan": -4.0}, None),
                              ("totals", {**hand["totals"], "Ann": True}, None),
                              ("dealer", "Ann", "'Dan'"), ("trump", "S", "'H'"),
                              ("number", 2, "1")):
        broken = doc("oh-shit-updown", players, [{**hand, key: wrong}], first_dealer="Dan")
        message = refused(broken)
        assert message.startswith(f"hand 1: the file gives {key} ")
        expected = shown or repr(hand[key])
        assert message.endswith(f", but the rules make it {expected}")
        with pytest.raises(RuleError, match=f"^hand 1: the file gives {key} ") as error:
            state_from_json(json.loads(json.dumps(broken)))
        assert error.value.rule == key
    spaced = doc("oh-shit-updown", players, [{**hand, "trump": " H "}], first_dealer="Dan")
    assert refused(spaced) == "hand 1: the file gives trump ' H ', but the rules make it 'H'"


def test_derived_values_are_checked_in_every_hand_that_gives_them() -> None:
    players = ["Ann", "Ben", "Cat"]
    plain = {"bids": {"Ann": 0, "Ben": 0, "Cat": 0}, "tricks": {"Ann": 7, "Ben": 0, "Cat": 0}}
    hands = [plain, {**plain, "tricks": {"Ann": 6, "Ben": 0, "Cat": 0}, "cards": 5}]
    assert refused(doc("oh-shit-updown", players, hands)) == \
        "hand 2: the file gives cards 5, but the rules make it 6"


def test_a_shithead_file_is_written_without_turn_ups_or_bids() -> None:
    sitting = card(doc("shithead", PLAYERS, [{"loser": "Ben"}]))
    written = scorecard_to_json(sitting)
    assert written["hands"] == [{"loser": "Ben"}]
    assert list(written)[:2] == ["format", "version"]
    assert (written["format"], written["version"]) == ("scorekeeper-game", 1)
    assert json.loads(dumps(sitting)) == written and dumps(sitting).endswith("}\n")
    assert parse_scorecard(dumps(sitting)) == sitting


def test_names_are_written_as_given_and_not_escaped() -> None:
    text = dumps(card(doc("oh-shit-updown", ["Zoë", "Ben", "Cat"])))
    assert '"Zoë"' in text and '\n  "players"' in text


def test_a_tiebreak_deal_is_written_with_the_names_passed_through() -> None:
    deal = {"players": ["Ann", "Ben"], "bids": {"Ann": 2, "Ben": 0},
            "tricks": {"Ann": 2, "Ben": 3}}
    game = card(tied_half_game(deal))
    written = scorecard_to_json(game, lambda p: p.upper())
    assert written["tiebreak"] == [{"players": ["ANN", "BEN"], "bids": {"ANN": 2, "BEN": 0},
                                    "tricks": {"ANN": 2, "BEN": 3}}]
    assert written["players"] == ["ANN", "BEN", "CAT"] and written["first_dealer"] == "ANN"
    assert "tiebreak" not in scorecard_to_json(card(doc("oh-shit-misere", PLAYERS)))


def test_score_json_of_a_sitting_names_each_hands_dealer_and_loser() -> None:
    """Rule book, Shithead (loser mode): the loser deals the next hand."""
    sitting = card(doc("shithead", PLAYERS, [{"loser": "Ben"}, {"loser": "Cat"}]))
    printed = score_json(sitting)
    assert printed["variant"] == "shithead" and printed["status"] == "in progress"
    assert printed["hands"] == [{"number": 1, "dealer": "Ann", "loser": "Ben"},
                                {"number": 2, "dealer": "Ben", "loser": "Cat"}]
    assert printed["standings"][0] == {"place": 1, "player": "Ann", "total": 0}
    winners = card(doc("shithead", PLAYERS, [{"winner": "Cat"}], options={"mode": "winner"}))
    assert score_json(winners)["hands"] == [{"number": 1, "dealer": "Ann", "winner": "Cat"}]


def test_checked_document_setup_names_the_format_first() -> None:
    with pytest.raises(ScorecardFileError, match=r"^not a scorecard: the file must hold one "
                                                  r"JSON object$"):
        checked_document_setup(["not", "an", "object"])
    setup, stopped = checked_document_setup(updown(stopped=True))
    assert setup.players == tuple(PLAYERS) and stopped is True


def test_a_folder_or_a_file_over_5_mb_is_refused_as_no_scorecard(tmp_path: Path) -> None:
    """docs/formats.md: a scorecard file is a regular file of at most 5 MB."""
    with pytest.raises(ScorecardFileError) as error:
        read_scorecard_text(tmp_path)
    assert str(error.value) == "is a folder, not a scorecard file; nothing was read"
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 5_000_001)
    with pytest.raises(ScorecardFileError) as error:
        read_scorecard_text(big)
    assert str(error.value) == "is 5,000,001 bytes; a scorecard file is at most 5 MB"


def test_a_time_in_utc_written_with_z_is_a_time() -> None:
    game = card(updown(started="2026-11-21T19:00:00Z", ended="2026-11-21T22:00Z"))
    assert game.players == tuple(PLAYERS)


def test_derived_scores_naming_a_player_more_are_refused() -> None:
    players = ["Ann", "Ben", "Cat"]
    hand = {"bids": {"Ann": 0, "Ben": 0, "Cat": 0}, "tricks": {"Ann": 7, "Ben": 0, "Cat": 0}}
    scores = card(doc("oh-shit-updown", players, [hand])).hands[0].scores
    assert card(doc("oh-shit-updown", players, [{**hand, "scores": dict(scores)}]))
    extra = {**hand, "scores": {**scores, "Zed": 0}}
    assert refused(doc("oh-shit-updown", players, [extra])).startswith(
        "hand 1: the file gives scores {")
    listed = {**hand, "scores": list(scores.values())}
    assert refused(doc("oh-shit-updown", players, [listed])).startswith(
        "hand 1: the file gives scores [")


def test_a_document_the_app_stored_is_checked_for_lists_too() -> None:
    """What the app itself stored skips the file's limits but not its structure."""
    for key, value, message in (("hands", {"1": {}}, "hands must be a list"),
                                ("tiebreak", "none", "tiebreak must be a list of deals")):
        with pytest.raises(RuleError) as error:
            state_from_json(updown(**{key: value}))
        assert str(error.value) == message and error.value.rule == "format"


def test_a_game_without_hands_is_a_game_not_yet_begun() -> None:
    document = updown()
    del document["hands"]
    assert state_from_json(document).hands == ()
    assert parse_scorecard(json.dumps(document)).hands == ()


@pytest.mark.parametrize("document, message", [
    (updown(rules={}), "only a house game has \"rules\" in its scorecard"),
    (doc("house", PLAYERS, options={"length": "half"}),
     "a house game has no options: its settings are its \"rules\""),
    (updown(colour=1), "unknown key 'colour' in the scorecard"),
    (updown(stopped=1), "stopped must be true or false"),
    (updown(players="Ann"), "players must be a list of names"),
    (updown(first_dealer=["Ann"]), "first_dealer must be a player's name"),
    ({k: v for k, v in updown().items() if k != "variant"}, "the scorecard has no 'variant'"),
])
def test_a_fault_of_the_documents_top_level_is_a_format_fault(document: dict[str, Any],
                                                               message: str) -> None:
    with pytest.raises(RuleError) as error:
        checked_document_setup(document)
    assert str(error.value) == message and error.value.rule == "format"


def test_options_that_are_no_object_are_a_format_fault_for_a_recognised_game() -> None:
    from scorekeeper.rules.scorecard_file import document_options

    with pytest.raises(RuleError) as error:
        document_options(updown(options=[1]))
    assert str(error.value) == "options must be an object" and error.value.rule == "format"
    assert document_options(updown(options=None)) == {}


def test_the_limits_themselves_are_allowed() -> None:
    """docs/formats.md: at most 2,000 hands and 100 tie-break deals."""
    from scorekeeper.rules.scorecard_file import state_from_document

    deal = {"players": [], "bids": {}, "tricks": {}}
    state = state_from_document(updown(hands=[{} for _ in range(2_000)],
                                       tiebreak=[deal] * 100, notes="n" * 10_000))
    assert (len(state.hands), len(state.tiebreaks)) == (2_000, 100)
    thirty = [f"P{i}" for i in range(30)]  # a game has at most 30 players in all
    assert state_from_document(updown(hands=[{"left": thirty}])).hands[0].left == \
        tuple(thirty)


def test_notes_too_long_name_their_rule() -> None:
    with pytest.raises(RuleError) as error:
        card(updown(notes="n" * 10_001))
    assert error.value.rule == "notes"


def test_a_document_the_app_stored_is_not_checked_against_the_rules_yet() -> None:
    """``state_from_json``: the structure only; the rules are :func:`evaluate`'s (unless
    the document gives derived values, which must agree with them)."""
    hook = {"bids": {"Ann": 2, "Ben": 1, "Cat": 4}}  # Cat deals and may not make 7
    state = state_from_json(updown(hands=[hook], first_dealer="Cat"))
    assert state.hands[0].bids == {"Ann": 2, "Ben": 1, "Cat": 4}
    with pytest.raises(RuleError, match="Cat deals and may not bid 4"):
        card(updown(hands=[hook], first_dealer="Cat"))


def test_a_file_without_a_version_is_read_as_version_1() -> None:
    document = updown()
    del document["version"]
    assert card(document).players == tuple(PLAYERS)


def test_a_uid_with_a_control_character_names_its_rule() -> None:
    with pytest.raises(RuleError) as error:
        card(updown(uid="a\x07b"))
    assert error.value.rule == "uid"
