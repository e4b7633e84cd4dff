"""What every game shares (``rules/games/base.py``): the players a game takes, how a
setup is checked, the names and counts a hand's entries give, and what a game says of
itself where it has nothing of its own to say. Figures are the rule book's
(docs/rules.md)."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules import Game, RuleError
from scorekeeper.rules.errors import SetupError
from scorekeeper.rules.game_record import GameSetup, frozen_map
from scorekeeper.rules.games import variant
from scorekeeper.rules.games.base import Seating, check_distinct, competition_places, plural
from scorekeeper.rules.tally import Tally
from scorekeeper.rules.words import Words

from .helpers import card, doc

GERMAN = {"{0}–{1} players": "{0}–{1} Spieler"}
WORDS = Words("de", lambda source, _d, _n: GERMAN.get(source, ""),
              lambda n: f"<{n}>")


@pytest.mark.parametrize("game, players", [
    ("oh-shit-misere", "3–7 players"), ("oh-shit-updown", "3–7 players"),
    ("oh-hell-pw", "3–10 players"), ("whysteria", "2–7 players")])
def test_a_game_lists_the_players_it_takes(game: str, players: str) -> None:
    assert variant(game).describe_limits() == players


def test_the_players_a_game_takes_are_written_in_the_screens_language() -> None:
    assert variant("oh-hell-pw").describe_limits(WORDS) == "<3>–<10> Spieler"


def test_the_summary_is_put_in_the_screens_language() -> None:
    rules = variant("oh-shit-updown")
    words = Words("de", lambda source, _d, _n: "Zusammenfassung" if source == rules.summary
                  else "")
    assert rules.summary_in(words) == "Zusammenfassung"


@pytest.mark.parametrize("game, count", [("oh-hell-pw", 2), ("oh-hell-pw", 11),
                                         ("whysteria", 1), ("oh-shit-misere", 8)])
def test_a_table_outside_the_games_players_is_refused(game: str, count: int) -> None:
    names = [f"P{i}" for i in range(count)]
    low, high = {"oh-hell-pw": (3, 10), "whysteria": (2, 7), "oh-shit-misere": (3, 7)}[game]
    with pytest.raises(SetupError) as refused:
        Game.new(game, names, names[0])
    assert str(refused.value) == f"{game} takes {low} to {high} players, not {count}"
    assert refused.value.rule == "players"


@pytest.mark.parametrize("game, count", [("oh-hell-pw", 3), ("oh-hell-pw", 10),
                                         ("whysteria", 2), ("whysteria", 7)])
def test_the_fewest_and_the_most_players_are_taken(game: str, count: int) -> None:
    names = [f"P{i}" for i in range(count)]
    assert Game.new(game, names, names[-1]).scorecard.players == tuple(names)


def test_two_players_whose_names_differ_only_in_case_are_refused() -> None:
    with pytest.raises(SetupError) as refused:
        Game.new("oh-shit-updown", ["Ann", "Ben", "ann"], "Ann")
    assert str(refused.value) == ("'Ann' and 'ann' are the same name (names compare ignoring "
                                  "case); give each player a different name")
    assert refused.value.player == "ann" and refused.value.rule == "players"


def test_a_setup_is_trimmed_and_its_first_dealer_found_in_any_case() -> None:
    rules = variant("whysteria")
    setup = rules.setup(GameSetup("whysteria", (" Ann ", "Ben"), "ben"))
    assert setup.players == ("Ann", "Ben") and setup.first_dealer == "Ben"
    assert dict(setup.options) == {"schedule": "standard", "cards": 7}
    assert rules.setup(setup) is setup  # checked once: its own check


def test_a_first_dealer_not_at_the_table_is_named_with_the_players() -> None:
    with pytest.raises(RuleError) as refused:
        Game.new("whysteria", ["Ann", "Ben"], "Cat")
    assert str(refused.value) == ("'Cat' is not playing in this game (the first dealer "
                                  "must be one of Ann, Ben)")
    assert refused.value.player == "Cat" and refused.value.rule == "players"


def test_seats_are_found_in_any_case_and_counted_round_the_table() -> None:
    seating = Seating(["Ann", "Ben", "Cat"])
    assert len(seating) == 3
    assert seating.find("bEN") == "Ben" and seating.find("Cat") == "Cat"
    assert seating.left_of("Cat") == "Ann" and seating.left_of("Ann", 2) == "Cat"
    assert seating.clockwise_from_left_of("Ben") == ("Cat", "Ann", "Ben")
    assert seating.clockwise_from_left_of("Ben") == ("Cat", "Ann", "Ben")  # kept: the same
    assert seating.clockwise_from_left_of("Cat") == ("Ann", "Ben", "Cat")
    assert seating.seated_as_given({"Ann": 1, "Cat": 0})
    assert not seating.seated_as_given({"ann": 1})
    with pytest.raises(RuleError, match=r"^hand 2: 7 is not playing in this game \(player must be"):
        seating.find(7, hand=2)


def test_a_hands_names_may_be_spelt_in_any_case_but_not_twice() -> None:
    players = ["Ann", "Ben", "Cat"]
    bids = {"ann": 1, "BEN": 0, "Cat": 2}
    hand = card(doc("oh-shit-updown", players, [{"bids": bids}])).hands[0]
    assert dict(hand.bids) == {"Ann": 1, "Ben": 0, "Cat": 2}
    with pytest.raises(RuleError) as refused:
        card(doc("oh-shit-updown", players, [{"bids": {"Ann": 1, "ANN": 0}}]))
    assert str(refused.value) == "hand 1: Ann appears twice in bids"


def test_a_count_without_a_top_says_0_or_more() -> None:
    from scorekeeper.rules.games.base import Variant

    with pytest.raises(RuleError) as refused:
        Variant._count(-2, hand=3, player="Ben", what="renege count", high=None)
    assert str(refused.value) == ("hand 3: Ben's renege count must be a whole number from 0 "
                                  "or more, not -2")
    assert (refused.value.hand, refused.value.player, refused.value.rule) == (
        3, "Ben", "renege count")
    assert Variant._count(0, hand=3, player="Ben", what="renege count", high=None) == 0
    assert Variant._count(4, hand=3, player="Ben", what="bid", high=4) == 4
    with pytest.raises(RuleError, match=r"^hand 3: Ben's bid must be a whole number from 0 "
                                        r"to 4, not 5$"):
        Variant._count(5, hand=3, player="Ben", what="bid", high=4)
    for odd in (True, 1.0, "1"):
        with pytest.raises(RuleError, match=r"must be a whole number from 0 or more, not "):
            Variant._count(odd, hand=3, player="Ben", what="renege count", high=None)


@pytest.mark.parametrize("values", [[("Ann", 1)], "Ann", 3])
def test_bids_that_are_no_mapping_are_refused(values: Any) -> None:
    with pytest.raises(RuleError) as refused:
        card(doc("oh-shit-updown", ["Ann", "Ben", "Cat"], [{"bids": values}]))
    assert str(refused.value) == "hand 1: bids must map player names to numbers"


def test_a_name_twice_in_an_order_is_refused() -> None:
    check_distinct(["Ann", "Ben"], 2, "the bid order")
    with pytest.raises(RuleError) as refused:
        check_distinct(["Ann", "Ben", "Ann"], 2, "the bid order")
    assert str(refused.value) == "hand 2: Ann appears twice in the bid order"
    assert refused.value.player == "Ann" and refused.value.rule == "the bid order"


def test_places_are_ranked_as_sport_does() -> None:
    """Rule book: places 1, 2, 2, 4; a shared place is marked."""
    totals = {"Ann": 5, "Ben": 9, "Cat": 5, "Dan": 1}
    assert competition_places(list(totals), totals.__getitem__) == [
        (1, "Ben", False), (2, "Ann", True), (2, "Cat", True), (4, "Dan", False)]


def test_places_ask_each_players_key_once() -> None:
    """A rank key is a rules call and a tuple (an archive's import ranks every game): it
    is asked once a player, not again for every pair; the places are the same."""
    totals = {"Ann": 5, "Ben": 9, "Cat": 5, "Dan": 1, "Eve": 9}
    asked: list[str] = []

    def key(player: str) -> tuple[int]:
        asked.append(player)
        return (totals[player],)

    assert competition_places(list(totals), key) == [
        (1, "Ben", True), (1, "Eve", True), (3, "Ann", True), (3, "Cat", True),
        (5, "Dan", False)]
    assert sorted(asked) == sorted(totals)


def test_plural_counts() -> None:
    assert [plural(n, "hand") for n in (0, 1, 2)] == ["0 hands", "1 hand", "2 hands"]


def test_what_a_game_without_its_own_says() -> None:
    """A points game with its schedule's end: totals are points, the scorekeeper stopping
    it abandons it, it has no target, every option applies, the rematch keeps the dealer
    (or the first at the table) and needs no note."""
    rules = variant("oh-shit-updown")
    previous = card(doc("oh-shit-updown", ["Ann", "Ben", "Cat"], first_dealer="Ben"))
    setup = previous.setup
    assert rules.tally(setup) is Tally.POINTS
    assert rules.stop_is_normal_end(setup) is False
    assert rules.target_text(setup) is None and rules.table_changes(setup) is False
    assert variant("oh-shit-misere").option_applies("joker", {}) is True
    assert rules.rematch_dealers(previous, ["Cat", "Ben"]) == ("Ben",)
    assert rules.rematch_dealers(previous, ["Cat", "Dan"]) == ("Cat",)
    assert rules.rematch_note(previous, ["Cat", "Ben"]) == ""
    assert rules.new_hand().bids == frozen_map({})


def test_the_last_of_a_finished_game_is_counted_once() -> None:
    """A club's "of the night" for a game whose title goes to whoever finishes last:
    the players in the last place, once each (a shared last place: each of them)."""
    rules = variant("oh-shit-updown")
    seats = [("Ann", 1, 30), ("Ben", 3, 2), ("Cat", 3, 2), ("Dan", None, None)]
    assert rules.last_place_counts({}, seats) == {"Ben": 1, "Cat": 1}
    assert rules.last_place_counts({}, [("Ann", None, None)]) == {}
    winner_mode = variant("shithead").last_place_counts({"mode": "winner"}, seats)
    assert winner_mode == {"Ben": 1, "Cat": 1}


def test_standings_mark_a_shared_place() -> None:
    from scorekeeper.rules.games.base import standings_from

    totals = {"Ann": 5, "Ben": 9, "Cat": 5}
    standings = standings_from(list(totals), totals, totals.__getitem__)
    assert [(s.place, s.player, s.total, s.shared) for s in standings] == [
        (1, "Ben", 9, False), (2, "Ann", 5, True), (2, "Cat", 5, True)]


def test_a_name_that_cannot_be_a_name_is_refused_naming_its_seat() -> None:
    with pytest.raises(SetupError) as refused:
        Game.new("whysteria", ["Ann", "Ben", "x\x07"], "Ann")
    assert str(refused.value) == "player 3's name 'x\\x07' holds a control character (U+0007)"


def test_an_unknown_option_names_the_game() -> None:
    with pytest.raises(SetupError) as refused:
        Game.new("whysteria", ["Ann", "Ben"], "Ann", {"colour": 1})
    assert str(refused.value) == "whysteria has no option 'colour' (its options: schedule, cards)"
