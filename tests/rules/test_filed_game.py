"""A game as a file carries it (``rules/filed_game.py``): the record of play, checked, and
beside it the uid, times and notes, carried as they are."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import RuleError, ScorecardFileError
from scorekeeper.rules.errors import FormatError
from scorekeeper.rules.filed_game import (
    FiledGame,
    check_beside_record,
    filed_document,
    filed_game,
    record_of_play,
    stored_from_document,
)
from scorekeeper.rules.rows import stored_game
from scorekeeper.rules.scorecard_file import scorecard_from_document, scorecard_to_json

from .helpers import card, doc
from .random_games import VARIANTS, random_game

UID = "0b6a3f0e-4c55-4c1e-9f39-5d0c2a7d11aa"
SHITHEAD = doc("shithead", ["Ann", "Ben", "Cat"], [{"loser": "Ben"}, {"loser": "Ann"}],
               options={"target": 2})
UPDOWN = doc("oh-shit-updown", ["Ann", "Ben", "Cat", "Dan"], first_dealer="Dan", hands=[
    {"turn_up": "QH", "bids": {"Ann": 2, "Ben": 1, "Cat": 3, "Dan": 0},
     "tricks": {"Ann": 2, "Ben": 0, "Cat": 3, "Dan": 2}}])


def with_identity(document: dict[str, Any], **identity: Any) -> dict[str, Any]:
    return {**copy.deepcopy(document), **identity}


def test_a_files_identity_travels_beside_the_checked_record() -> None:
    document = with_identity(UPDOWN, uid=UID, started="2026-11-21T20:00:00+01:00",
                             ended="2026-11-21T22:30:00+01:00", notes="at Cat's")
    game = filed_game(document)
    assert game == FiledGame(card(UPDOWN), UID, "2026-11-21T20:00:00+01:00",
                             "2026-11-21T22:30:00+01:00", "at Cat's")
    assert game.scorecard.standings[0].player == "Cat"  # 16 points (rule book example)


def test_a_file_without_identity_or_with_empty_notes_carries_none() -> None:
    assert filed_game(with_identity(UPDOWN, notes="")) == FiledGame(card(UPDOWN))


def test_the_written_document_is_the_record_then_what_travels_with_it() -> None:
    game = FiledGame(card(UPDOWN), UID, "2026-11-21T20:00:00+01:00",
                     "2026-11-21T22:30:00+01:00", "at Cat's")
    written = filed_document(game)
    assert list(written)[-4:] == ["uid", "started", "ended", "notes"]
    assert filed_game(written) == game
    assert {k: written[k] for k in ("uid", "started", "ended", "notes")} == {
        "uid": UID, "started": "2026-11-21T20:00:00+01:00",
        "ended": "2026-11-21T22:30:00+01:00", "notes": "at Cat's"}


def test_a_game_without_identity_is_written_without_those_keys() -> None:
    written = filed_document(FiledGame(card(UPDOWN), notes=""))
    assert not {"uid", "started", "ended", "notes"} & set(written)
    assert written == record_of_play(card(UPDOWN))


def test_the_record_of_play_leaves_identity_and_times_out() -> None:
    scorecard = filed_game(with_identity(UPDOWN, uid=UID, notes="x")).scorecard
    assert record_of_play(scorecard) == scorecard_to_json(card(UPDOWN))
    assert "uid" not in record_of_play(scorecard)


# Rule book, misère: Ann (5 + 5) and Ben (11 − 1) tie on 10 points (Cat −1 − 5); the
# tie-breakers split them (both fulfilled one contract, Ben's a winning one), or a revoked
# hand counts for none and the tie stands.
SPLIT = doc("oh-shit-misere", ["Ann", "Ben", "Cat"], first_dealer="Cat", stopped=True,
            options={"length": "half"}, hands=[
                {"bids": {"Ann": 0, "Ben": 1, "Cat": 9}, "tricks": {"Ann": 0, "Ben": 1, "Cat": 8}},
                {"bids": {"Ann": 0, "Ben": 1, "Cat": 8}, "tricks": {"Ann": 5, "Ben": 0, "Cat": 3}}])
REVOKED = doc("oh-shit-misere", ["Ann", "Ben", "Cat"], first_dealer="Cat", stopped=True,
              options={"length": "half"}, hands=[
                  {"bids": {"Ann": 2, "Ben": 2, "Cat": 0},
                   "tricks": {"Ann": 2, "Ben": 2, "Cat": 5}, "penalties": {"Ann": 1}},
                  {"bids": {"Ann": 6, "Ben": 1, "Cat": 0},
                   "tricks": {"Ann": 6, "Ben": 0, "Cat": 2}}])
FINISHED_TIE = doc("oh-shit-misere", ["Ann", "Ben", "Cat"], options={"length": "half"}, hands=[
    {"bids": {"Ann": 0, "Ben": 0, "Cat": 0}, "tricks": {"Ann": 0, "Ben": 0, "Cat": c}}
    for c in range(9, 0, -1)])


def test_the_misere_examples_are_placed_as_the_rule_book_says() -> None:
    assert [(s.place, s.player) for s in card(SPLIT).standings] == [
        (1, "Ben"), (2, "Ann"), (3, "Cat")]
    assert [(s.place, s.shared) for s in card(REVOKED).standings] == [
        (1, True), (1, True), (3, False)]
    assert card(FINISHED_TIE).status == "finished"
    assert [(s.place, s.shared) for s in card(FINISHED_TIE).standings] == [
        (1, True), (1, True), (3, False)]


@pytest.mark.parametrize("document", [UPDOWN, SHITHEAD, SPLIT, REVOKED, FINISHED_TIE],
                         ids=["trick game", "tally game", "split tie", "revoked", "tie"])
def test_a_document_is_stored_as_its_scored_game(document: dict[str, Any]) -> None:
    assert stored_from_document(copy.deepcopy(document)) == stored_game(card(document))


def test_a_shithead_sitting_that_reached_its_target_is_stored_finished() -> None:
    """Rule book, Shithead: the sitting ends when someone reaches the target (2 losses
    here); Ben and Ann losing one each leaves it going on."""
    stored = stored_from_document(copy.deepcopy(SHITHEAD))
    assert stored.status == "in progress" and stored.hands_played == 2
    reached = with_identity(SHITHEAD, hands=[{"loser": "Ben"}, {"loser": "Ben"}])
    assert stored_from_document(reached).status == "finished"
    assert stored_from_document(reached).winners == (0, 2)  # Ann and Cat: no losses


@pytest.mark.parametrize("identity, message", [
    ({"uid": ""}, "uid must be the game's id as text (a UUID), not ''"),
    ({"notes": 5}, "notes must be text, not 5"),
    ({"started": "yesterday"}, "started must be a date and time in ISO 8601 text, like "
                               "2026-11-21T20:00:00+01:00, not 'yesterday'"),
])
def test_a_recognised_game_still_has_its_metadata_checked(identity: dict[str, Any],
                                                          message: str) -> None:
    with pytest.raises(FormatError) as refused:
        check_beside_record(with_identity(UPDOWN, uid=UID) | identity)
    assert str(refused.value) == message


def test_a_recognised_game_still_has_its_setup_checked_as_spelt() -> None:
    check_beside_record(with_identity(UPDOWN, uid=UID))  # a good file: nothing to say
    twice = with_identity(UPDOWN, uid=UID, players=["Ann", "Ben", "Cat", "ann"])
    with pytest.raises(RuleError, match="Ann"):
        check_beside_record(twice)
    bad_option = with_identity(SHITHEAD, uid=UID, options={"target": 0})
    with pytest.raises(RuleError, match=r"^option target must be"):
        check_beside_record(bad_option)


def test_a_plain_trick_game_is_stored_in_one_pass_without_the_full_reading(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Import's quick way: a plain game is never read the full way (which costs about
    twice as much); a sitting, or a game that breaks a rule, is."""
    import scorekeeper.rules.filed_game as filed

    def full_way(*args: Any) -> Any:
        raise AssertionError("read the full way")

    expected = stored_game(card(UPDOWN))
    monkeypatch.setattr(filed, "scorecard_after_setup", full_way)
    assert stored_from_document(copy.deepcopy(UPDOWN)) == expected
    with pytest.raises(AssertionError, match="read the full way"):
        stored_from_document(copy.deepcopy(SHITHEAD))


def _full_way(document: dict[str, Any]) -> Any:
    """The full reading's stored form, or its refusal in words."""
    try:
        return stored_game(scorecard_from_document(document))
    except (RuleError, ScorecardFileError) as error:
        return f"{type(error).__name__}: {error}"


def _import_way(document: dict[str, Any]) -> Any:
    try:
        return stored_from_document(document)
    except (RuleError, ScorecardFileError) as error:
        return f"{type(error).__name__}: {error}"


_ODD_VALUES = [None, 0, -1, 2.5, True, "", "Nobody", [], {}, ["Ann"]]


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2 ** 32), st.sampled_from(VARIANTS))
def test_a_game_read_the_full_way_on_import_is_read_as_a_file_is(seed: int,
                                                                  game: str) -> None:
    """Import checks a game's setup once, then reads any game it cannot take in one pass
    the full way from there: the same stored form, or the same first problem, as
    reading the file alone; for good games and for games with one value made odd."""
    rng = random.Random(seed)
    document = random_game(rng, game, max_hands=8)
    if rng.random() < 0.7:
        hands = document.get("hands") or [{}]
        where = rng.choice([document, rng.choice(hands)])
        key = rng.choice(sorted(where) or ["x"])
        where[key] = rng.choice(_ODD_VALUES)
    assert _import_way(copy.deepcopy(document)) == _full_way(copy.deepcopy(document))
