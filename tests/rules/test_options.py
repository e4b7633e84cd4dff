"""Game options (``rules/options.py``): what a file or a typed value may say, and the line
that refuses anything else. The options themselves are the rule book's (docs/rules.md)."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules.errors import SetupError
from scorekeeper.rules.games import variant
from scorekeeper.rules.options import OptionSpec, resolve_options
from scorekeeper.rules.words import ENGLISH, Words


def spec(game: str, name: str) -> OptionSpec:
    return next(s for s in variant(game).option_specs if s.name == name)


def refusal(game: str, name: str, value: Any) -> str:
    with pytest.raises(SetupError) as refused:
        spec(game, name).coerce(value)
    assert refused.value.rule == "options"
    return str(refused.value)


@pytest.mark.parametrize("typed, meant", [
    (True, True), (False, False), ("true", True), (" Yes ", True), ("1", True), ("ON", True),
    ("false", False), ("no", False), (" 0", False), ("Off", False)])
def test_a_yes_or_no_option_reads_the_usual_words(typed: Any, meant: bool) -> None:
    assert spec("oh-shit-misere", "joker").coerce(typed) is meant


@pytest.mark.parametrize("typed", [1, 0, None, "maybe", ""])
def test_a_yes_or_no_option_refuses_anything_else(typed: Any) -> None:
    assert refusal("oh-shit-misere", "joker", typed) == \
        f"option joker must be true or false, not {typed!r}"


def test_a_choice_is_read_in_any_case_and_stored_as_written_in_the_rules() -> None:
    assert spec("whysteria", "schedule").coerce(" Long ") == "long"
    assert spec("shithead", "mode").coerce("WINNER") == "winner"


@pytest.mark.parametrize("typed", ["longer", 1, None])
def test_a_choice_outside_the_list_is_refused_naming_the_choices(typed: Any) -> None:
    assert refusal("whysteria", "schedule", typed) == \
        f"option schedule must be standard or long or constant, not {typed!r}"


@pytest.mark.parametrize("typed, meant", [(3, 3), (5, 5), (" 4 ", 4), ("3", 3)])
def test_table_cards_are_3_to_5(typed: Any, meant: int) -> None:
    """Rule book, Shithead: option ``table_cards``, 3 to 5."""
    assert spec("shithead", "table_cards").coerce(typed) == meant


@pytest.mark.parametrize("typed", [2, 6, "6", "three", 4.0, True, None, ""])
def test_table_cards_outside_3_to_5_are_refused(typed: Any) -> None:
    assert refusal("shithead", "table_cards", typed) == \
        f"option table_cards must be a whole number 3–5, not {typed!r}"


@pytest.mark.parametrize("typed, meant", [(None, None), ("", None), (" None ", None),
                                          (1, 1), ("2", 2), (99, 99)])
def test_the_target_may_be_left_unset_or_any_count_from_1(typed: Any, meant: int | None) -> None:
    """Rule book, Shithead: the *optional* ``target``; a target of 0 would end the sitting
    before it started."""
    assert spec("shithead", "target").coerce(typed) == meant


@pytest.mark.parametrize("typed", [0, -1, "0", "x"])
def test_a_target_below_1_is_refused(typed: Any) -> None:
    assert refusal("shithead", "target", typed) == \
        f"option target must be a whole number ≥ 1 (or none), not {typed!r}"


def test_a_number_with_a_top_but_no_bottom_says_so() -> None:
    capped = OptionSpec("n", "int", 1, "", maximum=9)
    assert capped.describe_values() == "a whole number …–9"
    assert capped.coerce(-5) == -5
    with pytest.raises(SetupError, match=r"^option n must be a whole number …–9, not 10$"):
        capped.coerce(10)


def test_options_not_given_take_their_defaults_and_given_ones_are_checked() -> None:
    """Rule book, whysteria: ``schedule`` standard and ``cards`` 7 unless chosen."""
    specs = variant("whysteria").option_specs
    assert resolve_options("whysteria", specs, None) == {"schedule": "standard", "cards": 7}
    assert resolve_options("whysteria", specs, {"cards": "9"}) == \
        {"schedule": "standard", "cards": 9}
    with pytest.raises(SetupError, match=r"^option cards must be a whole number 1–26, not 0$"):
        resolve_options("whysteria", specs, {"cards": 0})


def test_an_unknown_option_is_refused_naming_the_games_options() -> None:
    specs = variant("oh-shit-misere").option_specs
    with pytest.raises(SetupError) as refused:
        resolve_options("oh-shit-misere", specs, {"pack": 63, "jokers": True})
    assert str(refused.value) == \
        "oh-shit-misere has no option 'jokers' (its options: length, joker, big_pack)"
    assert refused.value.rule == "options"
    with pytest.raises(SetupError, match=r"^oh-shit-updown has no option 'x' \(its options: "
                                         r"none\)$"):
        resolve_options("oh-shit-updown", variant("oh-shit-updown").option_specs, {"x": 1})


GERMAN = {"Table cards": "Tischkarten", "loser": "Verlierer",
          "Add one joker, the highest trump": "Ein Joker, der höchste Trumpf"}
WORDS = Words("de", lambda source, _d, _n: GERMAN.get(source, ""))


def test_a_screen_shows_an_options_label_help_and_choices_in_its_language() -> None:
    assert spec("shithead", "table_cards").label_in(WORDS) == "Tischkarten"
    assert spec("shithead", "table_cards").label_in(ENGLISH) == "Table cards"
    assert spec("oh-shit-misere", "joker").help_in(WORDS) == "Ein Joker, der höchste Trumpf"
    assert spec("shithead", "mode").choice_in("loser", WORDS) == "Verlierer"
    assert spec("shithead", "mode").choice_in("winner", WORDS) == "winner"  # not translated


def test_an_option_without_a_label_or_choice_labels_shows_what_is_stored() -> None:
    bare = OptionSpec("big_pack", "choice", "a", "", choices=("a", "b"))
    assert bare.label_in(WORDS) == "Big pack"
    assert bare.choice_in("b", WORDS) == "b"
