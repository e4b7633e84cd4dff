"""Presets and the rules file: published scorings reproduced, every preset playable.

Each case below is a hand scored by a scoring that others publish, worked from the
rule as its source states it (the source is named beside each table, in words).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from scorekeeper.rules.errors import ForbiddenBidError
from scorekeeper.rules.games.engine import HandScorer, HouseVariant
from scorekeeper.rules.house_preview import schedule_preview
from scorekeeper.rules.house_rules import HouseRulesError
from scorekeeper.rules.presets import PRESETS, preset, read_rules_file, rules_file, rules_file_text
from scorekeeper.rules.results import FINISHED

from .helpers import card, doc, quiet_hands
from .test_house_engine import _random_house_game


def _score(name: str, cards: int, bid: int, tricks: int) -> int:
    return HandScorer(preset(name).rules, 4, 52).points(cards, bid, tricks, 0)


# Wikipedia, "Oh Hell", Scoring — "Exact scoring": making the bid exactly scores 10 plus
# the bid; over- or underbidding scores nothing.
EXACT = [(5, 0, 0, 10), (5, 1, 1, 11), (7, 3, 3, 13), (7, 7, 7, 17), (5, 2, 3, 0),
         (5, 3, 1, 0), (1, 0, 1, 0)]
# Wikipedia, "Oh Hell", Scoring — "Exact scoring with penalty" (Hassenpfeffer): 10 plus
# the bid when made; a miss costs the bid ("missing a 3 bid scores −3; missing a zero
# bid scores 0").
EXACT_PENALTY = [(5, 3, 2, -3), (5, 0, 1, 0), (5, 3, 3, 13), (6, 4, 6, -4), (6, 2, 0, -2),
                 (2, 0, 0, 10)]
# Wikipedia, "Oh Hell", Scoring — "Basic scoring"; the same in the CardSharp Oh Hell app
# (DKM Games: "one point for each trick made and a bonus of 10 if you make the exact
# amount") and the "Oh, Hell for watch" app ("1 point per trick taken, 10 bonus points
# for matching the exact bid").
BASIC = [(10, 3, 3, 13), (10, 0, 0, 10), (10, 2, 4, 4), (10, 5, 1, 1), (10, 4, 0, 0),
         (10, 10, 10, 20), (1, 1, 0, 0)]
# Wizard (Ken Fisher; the U.S. Games Systems rules): a matched bid scores 20 plus 10
# for each trick taken; a missed bid loses 10 for each trick off, over or under.
WIZARD = [(3, 0, 0, 20), (3, 1, 1, 30), (5, 2, 2, 40), (5, 3, 1, -20), (5, 1, 4, -30),
          (1, 0, 1, -10), (10, 5, 5, 70)]


@pytest.mark.parametrize(("name", "case"), [
    *(("ten-plus-bid", c) for c in EXACT),
    *(("ten-plus-bid-minus-bid", c) for c in EXACT_PENALTY),
    *(("trick-plus-ten", c) for c in BASIC),
    *(("twenty-plus-ten", c) for c in WIZARD),
])
def test_published_scorings_are_reproduced(name: str, case: tuple[int, int, int, int]) -> None:
    cards, bid, tricks, expected = case
    assert _score(name, cards, bid, tricks) == expected


def test_at_least_25_published_cases_across_4_scorings() -> None:
    assert len(EXACT) + len(EXACT_PENALTY) + len(BASIC) + len(WIZARD) >= 25


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_says_where_it_comes_from_and_reads_back(name: str) -> None:
    chosen = PRESETS[name]
    assert chosen.description and chosen.rules.based_on == name
    text = rules_file_text(chosen.rules)
    assert read_rules_file(json.loads(text)) == chosen.rules


@pytest.mark.parametrize("name", list(PRESETS))
@pytest.mark.parametrize("seed", range(5))
def test_every_preset_plays_random_games(name: str, seed: int) -> None:
    rules = PRESETS[name].rules
    state, _ = _random_house_game(random.Random(seed), rules)
    try:
        HouseVariant(rules).evaluate(state)
    except HouseRulesError:
        pytest.fail("a preset refused its own player count")
    except ValueError as error:  # a generated game past the end: refused with one line
        assert "\n" not in str(error)


@pytest.mark.parametrize(("document", "said"), [
    ([], "not a rules file"),
    ({"format": "scorekeeper-game"}, "not a rules file"),
    ({"format": "scorekeeper-rules", "version": 2, "name": "x"},
     r"^rules file version 2 is not one this version reads \(it reads version "
     r"1\)$"),
    ({"format": "scorekeeper-rules", "version": 1}, "name is missing"),
    ({"format": "scorekeeper-rules", "version": 1, "name": "x", "pack": 52},
     "pack must be one of"),
])
def test_a_wrong_rules_file_is_refused_with_one_line(document: Any, said: str) -> None:
    with pytest.raises(HouseRulesError, match=said):
        read_rules_file(document)


def test_a_rules_file_starts_with_its_format_and_version() -> None:
    document = rules_file(preset("oh-hell-pw").rules)
    assert list(document)[:2] == ["format", "version"]
    assert document["end"] == {"above": 100} and document["reset_multiple"] == 50


def test_an_unknown_preset_lists_the_presets() -> None:
    with pytest.raises(HouseRulesError) as refused:
        preset("thursday")
    assert str(refused.value) == (
        "there are no house rules called 'thursday' (the presets are: oh-shit-misere, "
        "oh-shit-updown, oh-hell-pw, whysteria, ten-plus-bid, ten-plus-bid-minus-bid, "
        "trick-plus-ten, twenty-plus-ten)")


PUBLISHED = ["ten-plus-bid", "ten-plus-bid-minus-bid", "trick-plus-ten", "twenty-plus-ten"]


@pytest.mark.parametrize("name", PUBLISHED)
def test_a_published_scoring_deals_the_common_game(name: str) -> None:
    """1 card up to the most (52 / 4 = 13 for four) and back, turn-up trump, for 3 to 7."""
    rules = preset(name).rules
    assert rules.name and rules.name != name and rules.based_on == name
    preview = schedule_preview(rules, 4)
    assert [h.cards for h in preview.hands] == [*range(1, 14), *range(12, 0, -1)]
    assert preview.pack_size == 52 and preview.hands[0].trump_text == "turn-up"
    for players in (3, 7):
        assert schedule_preview(rules, players).players == players
    for players in (2, 8):
        with pytest.raises(HouseRulesError, match=f"not {players}"):
            schedule_preview(rules, players)


@pytest.mark.parametrize("name", PUBLISHED)
def test_a_published_scoring_hooks_the_dealer_who_bids_last(name: str) -> None:
    """Ann deals the 1-card hand: Ben, Cat and Dan bid first; Ann may not make it 1."""
    players = ["Ann", "Ben", "Cat", "Dan"]
    hooked = {"bids": {"Ben": 0, "Cat": 0, "Dan": 0, "Ann": 1},
              "tricks": {"Ann": 1, "Ben": 0, "Cat": 0, "Dan": 0}, "turn_up": "2H"}
    document = doc("house", players, [hooked], rules=preset(name).rules.to_dict())
    with pytest.raises(ForbiddenBidError) as refused:
        card(document)
    assert refused.value.player == "Ann"


@pytest.mark.parametrize("name", PUBLISHED)
def test_a_published_scoring_ends_after_its_last_hand(name: str) -> None:
    players = ["Ann", "Ben", "Cat", "Dan"]
    cards = [*range(1, 14), *range(12, 0, -1)]
    hands = quiet_hands(cards, players)
    for hand in hands:
        hand["turn_up"] = None if hand["tricks"]["Ann"] == 13 else "2H"
    played = card(doc("house", players, hands, rules=preset(name).rules.to_dict()))
    assert played.status == FINISHED and played.next_hand is None
