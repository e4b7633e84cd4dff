"""The schedule preview lists the hands the table will be dealt, with their trump, and
refuses a player count with the engine's own reason."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scorekeeper.rules.house_preview import OPEN_HANDS, schedule_preview
from scorekeeper.rules.house_rules import HouseRules, HouseRulesError, Schedule, Trump
from scorekeeper.rules.presets import PRESETS


def test_a_finite_schedule_is_shown_whole_with_turn_ups() -> None:
    preview = schedule_preview(PRESETS["oh-shit-updown"].rules, 4)
    assert [h.cards for h in preview.hands] == [7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7]
    assert [h.number for h in preview.hands] == list(range(1, 15))
    assert {h.trump_text for h in preview.hands} == {"turn-up"}
    assert not preview.open_ended and preview.lines()[-1] == "14. 7 cards: turn-up"
    assert preview.lines()[6] == "7. 1 card: turn-up"


def test_a_hand_that_deals_the_whole_pack_shows_what_the_rules_say() -> None:
    up_down = PRESETS["ten-plus-bid"].rules  # 4 players: 1 … 13 … 1, the 13 deals all 52
    preview = schedule_preview(up_down, 4)
    assert len(preview.hands) == 25 and preview.hands[12].cards == 13
    assert preview.hands[12].trump == "none"
    assert preview.hands[12].trump_text == "no trumps (whole pack dealt)"
    assert preview.hands[11].trump is None
    last_card = replace(up_down, trump=Trump(kind="turn-up", pack_used="last-card"))
    assert schedule_preview(last_card, 4).hands[12].trump_text == "dealer's last card"


def test_fixed_and_sequence_trumps_are_given_per_hand() -> None:
    rules = HouseRules(name="Seq", schedule=Schedule(shape="list", hands=(2, 4, 6, 4, 2)),
                       trump=Trump(kind="sequence", sequence=("H", "none", "C")))
    preview = schedule_preview(rules, 3)
    assert [h.trump for h in preview.hands] == ["H", "none", "C", "H", "none"]
    assert preview.lines()[1] == "2. 4 cards: no trumps"
    fixed = replace(rules, trump=Trump(kind="fixed", suit="D"))
    assert {h.trump_text for h in schedule_preview(fixed, 3).hands} == {"diamonds"}


def test_an_open_schedule_shows_its_first_hands_then_an_ellipsis() -> None:
    constant = HouseRules(name="C", schedule=Schedule(shape="constant", peak=5), end="open")
    preview = schedule_preview(constant, 5)
    assert [h.cards for h in preview.hands] == [5] * OPEN_HANDS
    assert preview.open_ended and preview.lines()[-1] == "…"
    assert preview.cards_line().endswith("5 5 …")
    pw = schedule_preview(PRESETS["oh-hell-pw"].rules, 4)  # climbs to 13, bounces back
    assert [h.cards for h in pw.hands][:16] == [*range(1, 14), 12, 11, 10]
    three = schedule_preview(PRESETS["oh-hell-pw"].rules, 3)  # 28 cards: 9 each, holds
    assert [h.cards for h in three.hands][8:] == [9] * (len(three.hands) - 8)
    assert three.pack_size == 28


def test_a_count_the_rules_refuse_gives_the_reason_in_one_line() -> None:
    rules = PRESETS["oh-shit-misere"].rules
    with pytest.raises(HouseRulesError) as refused:
        schedule_preview(rules, 8)
    assert "3 to 7 players, not 8" in str(refused.value) and "\n" not in str(refused.value)
    too_big = HouseRules(name="Big", players=(3, 10),
                         schedule=Schedule(shape="list", hands=(1, 8)))
    assert [h.cards for h in schedule_preview(too_big, 6).hands] == [1, 8]
    with pytest.raises(HouseRulesError, match=r"schedule\.list has a hand of 8 cards"):
        schedule_preview(too_big, 7)


def test_a_finite_schedule_has_no_ellipsis_and_names_each_suit() -> None:
    preview = schedule_preview(PRESETS["oh-shit-updown"].rules, 4)
    assert preview.cards_line() == "7 6 5 4 3 2 1 1 2 3 4 5 6 7"
    assert preview.players == 4 and preview.pack_size == 52
    rules = HouseRules(name="Seq", schedule=Schedule(shape="list", hands=(2, 4, 6)),
                       trump=Trump(kind="sequence", sequence=("H", "none", "C")))
    assert schedule_preview(rules, 3).lines() == (
        "1. 2 cards: hearts", "2. 4 cards: no trumps", "3. 6 cards: clubs")


def test_the_most_players_the_rules_allow_get_a_preview() -> None:
    low, high = PRESETS["oh-shit-misere"].rules.players
    assert schedule_preview(PRESETS["oh-shit-misere"].rules, high).players == high
    assert schedule_preview(PRESETS["oh-shit-misere"].rules, low).players == low


def test_a_constant_schedule_shows_as_many_hands_as_asked() -> None:
    constant = HouseRules(name="C", schedule=Schedule(shape="constant", peak=13), end="open")
    preview = schedule_preview(constant, 4, open_hands=3)
    assert [h.cards for h in preview.hands] == [13, 13, 13]


def test_a_climb_shows_its_top_and_the_three_hands_after_it() -> None:
    pw = schedule_preview(PRESETS["oh-hell-pw"].rules, 4)  # 13 each at the top (52 / 4)
    top = 52 // 4
    cards = [h.cards for h in pw.hands]
    assert cards.index(top) == top - 1 and cards[top:] == [top - 1, top - 2, top - 3]


def test_a_refused_count_names_the_rules_and_how_to_allow_it() -> None:
    rules = HouseRules(name="Big", players=(3, 10), schedule=Schedule(shape="list", hands=(1, 2)))
    with pytest.raises(HouseRulesError) as refused:
        schedule_preview(rules, 11)
    assert str(refused.value) == ("house rules: 'Big' is for 3 to 10 players, not 11 "
                                  "(change Players to allow 11)")


def test_a_sequence_names_each_hands_trump_in_english_too() -> None:
    rules = HouseRules(name="Seq", schedule=Schedule(shape="list", hands=(2, 4, 6)),
                       trump=Trump(kind="sequence", sequence=("H", "none", "C")))
    assert [h.trump_text for h in schedule_preview(rules, 3).hands] == [
        "hearts", "no trumps", "clubs"]


def test_the_preview_is_said_in_the_catalogues_words() -> None:
    """Every line and every suit is looked up as the catalogue keeps it: one not found
    would stay in English in every language."""
    from .catalogue_words import MarkedWords, unmarked

    marked = MarkedWords("de")
    rules = HouseRules(name="Seq", schedule=Schedule(shape="list", hands=(2, 4)),
                       trump=Trump(kind="sequence", sequence=("H", "none")))
    lines = schedule_preview(rules, 3).lines(marked.words)
    assert [unmarked(line) for line in lines] == ["#1#2", "#2#4"]  # only the numbers as is
    assert marked.missing == []
