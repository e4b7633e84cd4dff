"""Typed errors: the message a user is shown, the hand, player and rule kept on it, and
the sentence put in another language."""

from __future__ import annotations

import pickle

from scorekeeper.rules.errors import (
    BidError,
    RuleError,
    ScorekeeperError,
    short,
)
from scorekeeper.rules.words import ENGLISH, Said, Words

GERMAN = Words("de", lambda source, _d, _n: {
    "hand {0}: {1}": "Runde {0}: {1}", "{0} may not bid": "{0} darf nicht ansagen"}.get(
        source, ""))


def test_a_refusal_names_its_hand_player_and_rule() -> None:
    error = BidError("Ann may not bid", hand=3, player="Ann", rule="hook")
    assert str(error) == "hand 3: Ann may not bid"
    assert (error.hand, error.player, error.rule, error.detail) == (3, "Ann", "hook",
                                                                    "Ann may not bid")
    assert isinstance(error, ValueError) and error.said is None
    plain = RuleError("no hand")
    assert str(plain) == "no hand" and (plain.hand, plain.player, plain.rule) == (
        None, None, None)
    assert RuleError("first", hand=0).detail == "first" and str(RuleError("x", hand=0)) == (
        "hand 0: x")


def test_a_kept_sentence_is_put_in_the_words_given() -> None:
    said = Said("{0} may not bid", ("Ann",))
    error = BidError(said, hand=2)
    assert str(error) == "hand 2: Ann may not bid" and error.said == said
    assert error.text(GERMAN) == "Runde 2: Ann darf nicht ansagen"
    assert error.detail_text(GERMAN) == "Ann darf nicht ansagen"
    assert error.text(ENGLISH) == "hand 2: Ann may not bid"
    without_hand = BidError(said)
    assert without_hand.text(GERMAN) == "Ann darf nicht ansagen"
    assert BidError("as it is", hand=1).text(GERMAN) == "hand 1: as it is"
    assert BidError("as it is", hand=1).detail_text(GERMAN) == "as it is"
    again = pickle.loads(pickle.dumps(error))
    assert again.text(GERMAN) == error.text(GERMAN) and again.hand == 2


def test_the_base_error_keeps_its_sentence_too() -> None:
    error = ScorekeeperError(Said("{0} may not bid", ("Cat",)))
    assert str(error) == "Cat may not bid" and error.text(GERMAN) == "Cat darf nicht ansagen"
    assert ScorekeeperError("plain").text(GERMAN) == "plain"
    assert str(ScorekeeperError()) == ""


def test_a_value_in_a_message_is_cut_short() -> None:
    assert short("x" * 58) == repr("x" * 58)  # 60 characters with its quotes
    assert short("x" * 59) == "'" + "x" * 58 + "…"
    assert short([1, 2], limit=5) == "[1, 2]"[:4] + "…"
    assert short("a\nb") == "'a\\nb'"
