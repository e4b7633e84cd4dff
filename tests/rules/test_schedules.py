"""Each game's schedule of hands, dealer rotation and trump rules."""

from __future__ import annotations

import pytest

from scorekeeper.rules import CardError, GameOverError, GameSetup, SetupError, variant

from .helpers import card, doc, quiet_hands


def cards_of(game: str, players: int, options: dict | None = None, hands: int = 30) -> list:
    names = [f"P{i}" for i in range(players)]
    rules = variant(game)
    setup = rules.setup(GameSetup(game, tuple(names), names[0], options or {}))
    return [rules.cards_for(setup, k) for k in range(1, hands + 1)]


@pytest.mark.parametrize(("players", "options", "expected"), [
    (4, {}, [*range(1, 10), *range(8, 0, -1)]),
    (4, {"length": "half"}, list(range(9, 0, -1))),
    (6, {}, [*range(1, 10), *range(8, 0, -1)]),              # 63-card pack: 10 each → 9
    (7, {}, [*range(1, 10), *range(8, 0, -1)]),              # 63 // 7 = 9
    (7, {"big_pack": False}, [*range(1, 8), *range(6, 0, -1)]),  # 52 // 7 = 7
    (6, {"big_pack": False}, [*range(1, 9), *range(7, 0, -1)]),  # 52 // 6 = 8
    (7, {"big_pack": False, "joker": True}, [*range(1, 8), *range(6, 0, -1)]),  # 53 // 7
])
def test_misere_schedule(players: int, options: dict, expected: list[int]) -> None:
    got = cards_of("oh-shit-misere", players, options, len(expected) + 1)
    assert got == [*expected, None]


def test_updown_schedule() -> None:
    assert cards_of("oh-shit-updown", 5, hands=15) == [7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7,
                                                       None]


@pytest.mark.parametrize(("players", "top"), [(3, 9), (5, 10), (6, 8), (7, 7), (10, 5)])
def test_pw_grows_to_the_maximum_and_stays(players: int, top: int) -> None:
    assert cards_of("oh-hell-pw", players, hands=40) == [min(k, top) for k in range(1, 41)]


def test_pw_four_players_go_up_and_down() -> None:
    expected = [*range(1, 14), *range(12, 0, -1), *range(2, 14), *range(12, 0, -1)]
    assert cards_of("oh-hell-pw", 4, hands=len(expected)) == expected


@pytest.mark.parametrize(("options", "players", "expected"), [
    ({}, 4, [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, None]),
    ({"schedule": "long"}, 5, [*range(10, 0, -1), *range(2, 11), None]),
    ({"schedule": "constant", "cards": 5}, 7, [5] * 30),
])
def test_whysteria_schedules(options: dict, players: int, expected: list) -> None:
    assert cards_of("whysteria", players, options, len(expected)) == expected


@pytest.mark.parametrize(("game", "players", "options"), [
    ("whysteria", 6, {"schedule": "long"}),
    ("whysteria", 7, {"schedule": "constant", "cards": 8}),
    ("oh-hell-pw", 11, {}),
    ("oh-shit-misere", 2, {}),
    ("oh-shit-updown", 3, {"joker": True}),
    ("oh-shit-misere", 4, {"length": "quarter"}),
    ("shithead", 3, {"table_cards": 6}),
])
def test_setups_outside_the_limits_are_refused(game: str, players: int, options: dict) -> None:
    with pytest.raises(SetupError):
        cards_of(game, players, options)


def test_shithead_six_players_need_jokers() -> None:
    names = tuple(f"P{i}" for i in range(6))
    setup = variant("shithead").setup(GameSetup("shithead", names, "P0", {"jokers": True}))
    assert setup.options["jokers"] is True
    with pytest.raises(SetupError, match="shithead takes 2 to 5 players, not 6"):
        variant("shithead").setup(GameSetup("shithead", names, "P0", {}))


def test_dealer_passes_left() -> None:
    hands = [{"bids": {"A": 0, "B": 0, "C": 0}, "tricks": {"A": 1, "B": 0, "C": 0}}]
    result = card(doc("whysteria", ["A", "B", "C"], hands * 3, first_dealer="B",
                      options={"schedule": "constant", "cards": 1}))
    assert [h.dealer for h in result.hands] == ["B", "C", "A"]


@pytest.mark.parametrize(("game", "turn_up", "trump"), [
    ("oh-shit-misere", "AH", "none"), ("oh-shit-misere", "JK", "none"),
    ("oh-shit-misere", "kd", "D"), ("oh-shit-updown", "AH", "H"), ("oh-hell-pw", "10c", "C"),
    ("oh-shit-updown", None, None),
])
def test_trump_from_the_turn_up(game: str, turn_up: str | None, trump: str | None) -> None:
    options = {"joker": True} if game == "oh-shit-misere" else {}
    record = {"turn_up": turn_up, "bids": {}}
    result = card(doc(game, ["A", "B", "C"], [record], options=options))
    assert result.hands[0].trump == trump


def test_whysteria_spades_always_trump_and_no_turn_up() -> None:
    assert card(doc("whysteria", ["A", "B"], [{"bids": {}}])).hands[0].trump == "S"
    with pytest.raises(CardError, match="hand 1: spades are always trump"):
        card(doc("whysteria", ["A", "B"], [{"turn_up": "QH", "bids": {}}]))


def test_pw_whole_pack_hand_has_no_trumps() -> None:
    players = ["A", "B", "C", "D"]
    hands = []
    for k in range(1, 13):
        tricks = {p: 0 for p in players}
        tricks["A"] = k
        hands.append({"turn_up": "2C", "bids": {p: 0 for p in players}, "tricks": tricks})
    result = card(doc("oh-hell-pw", players, [*hands, {"bids": {}}]))
    assert result.hands[12].cards == 13
    assert result.hands[12].trump == "none"
    assert any("no trumps" in str(r) for r in result.hands[12].reminders)
    with pytest.raises(CardError, match="hand 13: all 52 cards are dealt"):
        card(doc("oh-hell-pw", players, [*hands, {"turn_up": "QH", "bids": {}}]))


@pytest.mark.parametrize(("game", "players", "turn_up", "options"), [
    ("oh-hell-pw", 3, "7H", {}),          # the 28-card pack has 8 to A only
    ("oh-shit-updown", 4, "13S", {}),
    ("oh-shit-misere", 7, "13S", {}),     # 13s are red only
    ("oh-shit-misere", 4, "JK", {}),      # no joker without the option
    ("oh-shit-misere", 5, "11H", {}),     # the 63-card pack is for 6-7 players
    ("oh-shit-updown", 4, "ZZ", {}),
])
def test_turn_up_not_in_the_pack(game: str, players: int, turn_up: str, options: dict) -> None:
    names = [f"P{i}" for i in range(players)]
    with pytest.raises(CardError, match="hand 1: "):
        card(doc(game, names, [{"turn_up": turn_up, "bids": {}}], options=options))


def test_big_pack_cards_are_accepted_with_six_players() -> None:
    names = [f"P{i}" for i in range(6)]
    assert card(doc("oh-shit-misere", names, [{"turn_up": "13h", "bids": {}}])).hands[0].trump \
        == "H"


def test_hands_after_a_fixed_schedule_are_refused() -> None:
    hands = quiet_hands([9, 8, 7, 6, 5, 4, 3, 2, 1, 1], ["A", "B", "C"])
    with pytest.raises(GameOverError, match="hand 10: the game ended after hand 9"):
        card(doc("oh-shit-misere", ["A", "B", "C"], hands, options={"length": "half"}))
