"""The one-pass reading of a plain trick game (import's quick way) against the full way.

For every document it either gives exactly the stored form the full reading gives,
or nothing (the full way then reads it, and names what is wrong). Documents are the
spec-built random games of :mod:`random_games`, and the same games broken one value
at a time.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import RuleError, ScorecardFileError
from scorekeeper.rules.filed_game import stored_from_document
from scorekeeper.rules.games import TrickVariant, game_rules, variant
from scorekeeper.rules.games.plain_trick import plain_stored_game
from scorekeeper.rules.rows import StoredGame, stored_game
from scorekeeper.rules.scorecard_file import checked_document_setup, scorecard_from_document

from ..mutation_profile import examples
from .helpers import quiet_hands
from .random_games import random_game

TRICK_GAMES = ["oh-shit-misere", "oh-shit-updown", "oh-hell-pw", "whysteria"]


def quick(document: dict[str, Any]) -> StoredGame | None:
    """The quick way's answer; None also where the checks before the hands refuse (the
    full way makes the same checks first: :func:`agree` compares the refusals)."""
    try:
        setup, stopped = checked_document_setup(document)
    except (RuleError, ScorecardFileError):
        return None
    rules = variant(setup.variant)
    assert isinstance(rules, TrickVariant)
    return plain_stored_game(rules, setup, stopped, document)


def full(document: dict[str, Any]) -> StoredGame | str:
    """The full reading's stored form, or its refusal."""
    try:
        return stored_game(scorecard_from_document(copy.deepcopy(document)))
    except (RuleError, ScorecardFileError) as error:
        return f"{type(error).__name__}: {error}"


def as_text(stored: StoredGame) -> str:
    """Strict comparison: as JSON text, True is not 1 (``made`` is a bool in both)."""
    return json.dumps([repr(stored.setup), *stored[1:]], sort_keys=False,
                      default=lambda v: [type(v).__name__, list(v)])


def agree(document: dict[str, Any]) -> StoredGame | None:
    """Assert the contract for one document; the quick way's answer."""
    before = json.dumps(document)
    answer = quick(document)
    assert json.dumps(document) == before  # left as it was, for the full way after it
    expected = full(document)
    if answer is not None:
        assert not isinstance(expected, str), f"quick way took a game the rules refuse: " \
                                              f"{expected}"
        assert answer == expected
        assert as_text(answer) == as_text(expected)
    # Import's entry point gives the full way's answer whichever way it went.
    try:
        got: StoredGame | str = stored_from_document(copy.deepcopy(document))
    except (RuleError, ScorecardFileError) as error:
        got = f"{type(error).__name__}: {error}"
    assert (got if isinstance(got, str) else as_text(got)) == (
        expected if isinstance(expected, str) else as_text(expected))
    return answer


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2 ** 32), st.sampled_from(TRICK_GAMES))
def test_valid_games_agree_and_plain_ones_go_the_quick_way(seed: int, game: str) -> None:
    document = random_game(random.Random(seed), game)
    answer = agree(document)
    plain = all(set(h) <= {"turn_up", "bids", "tricks", "penalties", "bid_order"}
                and "tricks" in h and (h.get("turn_up") or "").upper() == (
                    h.get("turn_up") or "") for h in document["hands"])
    if plain:
        assert answer is not None  # the quick way is really taken for plain games


def _map(hand: dict[str, Any], key: str) -> dict[str, Any]:
    """The hand's mapping at ``key``, made one if it is something else."""
    if not isinstance(hand.get(key), dict):
        hand[key] = {}
    return hand[key]  # type: ignore[no-any-return]


ODD: list[Any] = [-1, 0, 1, 2, 7, 14, 99, True, False, 1.0, "1", None, [1], {"a": 1}]
_DRAW: Any = object()


def _break(rng: random.Random, document: dict[str, Any], edit: int | None = None,
           odd: Any = _DRAW) -> None:
    """One value of ``document`` changed to something odd, or out of the rules (``edit``
    and ``odd``: which change, with which value; drawn when not given)."""
    hands = document["hands"]
    players = document["players"]
    if not isinstance(hands, list) or not all(isinstance(h, dict) for h in hands):
        return  # broken already, past editing
    if not hands:
        hands.append({"bids": {}, "tricks": {}})
    hand = rng.choice(hands)
    player = rng.choice(players)
    if odd is _DRAW:
        odd = rng.choice(ODD)
    if edit is None:
        edit = rng.randrange(16)
    if edit == 0:
        _map(hand, "bids")[player] = odd
    elif edit == 1:
        _map(hand, "tricks")[player] = odd
    elif edit == 2:
        _map(hand, "bids").pop(player, None)
    elif edit == 3:
        _map(hand, "tricks").pop(player, None)
    elif edit == 4:
        bids = _map(hand, "bids")
        if player in bids:
            bids[player.lower()] = bids.pop(player)  # another spelling of a seated name
    elif edit == 5:
        hand["turn_up"] = rng.choice(["QH", "qh", "JK", "11H", "13S", "1S", "XX", 5, None, ""])
    elif edit == 6:
        hand["penalties"] = {rng.choice([player, player.upper(), "Zed"]): odd}
    elif edit == 7:
        order = rng.sample(players, len(players))
        hand["bid_order"] = rng.choice([order, order[:-1], order + order[:1],
                                        [*order[:-1], order[0]], "Ann", [[1]]])
    elif edit == 8:
        hand[rng.choice(["scores", "totals", "cards", "dealer", "trump", "number", "extra"])] \
            = odd
    elif edit == 9:
        hands.append(copy.deepcopy(hand))  # one hand more (past the end, or just more)
    elif edit == 10:
        hands.pop()
    elif edit == 11:
        document["stopped"] = not document["stopped"]
    elif edit == 12:
        document["tiebreak"] = [{"players": players[:2], "bids": {}, "tricks": {}}]
    elif edit == 13:
        hand["bids"] = odd
    elif edit == 14:
        bids = _map(hand, "bids")
        last = list(bids)[-1] if bids else None
        if last is not None and isinstance(bids[last], int):  # now one more or fewer
            bids[last] = max(0, bids[last] + rng.choice([-1, 1]))
    else:
        document["hands"] = rng.choice([None, {}, "x", [None], [[]]])


@settings(max_examples=600, deadline=None)
@given(st.integers(min_value=0, max_value=2 ** 32), st.sampled_from(TRICK_GAMES))
def test_broken_games_are_left_to_the_full_way_or_agree(seed: int, game: str) -> None:
    rng = random.Random(seed)
    document = random_game(rng, game, max_hands=12)
    for _ in range(rng.randint(1, 2)):
        _break(rng, document)
    agree(document)


@pytest.mark.parametrize("game", TRICK_GAMES)
@pytest.mark.parametrize("edit", range(16))
def test_each_kind_of_break_is_left_to_the_full_way_or_agrees(edit: int, game: str) -> None:
    """Every edit ``_break`` makes, in every trick game, with each odd value where the edit
    writes one: the quick way declines or gives the full way's answer."""
    # Edits that write an odd value: each one; edits that draw among a few: several draws.
    values = ODD if edit in (0, 1, 6, 8, 13) else [None] * (6 if edit in (5, 7, 15) else 1)
    for index, odd in enumerate(values):
        rng = random.Random(f"{game}-{edit}-{index}")
        document = random_game(rng, game, max_hands=5)
        _break(rng, document, edit, odd)
        agree(document)


def _plain(game: str, seed: int = 1, **hand_keys: Any) -> dict[str, Any]:
    """A random plain game of ``game`` with ``hand_keys`` written into its first hand."""
    document = random_game(random.Random(seed), game, max_hands=4)
    document["hands"][0].update(hand_keys)
    return document


@pytest.mark.parametrize("penalties", [{}, {"#0": 0}, "all the cards", "everyone"])
def test_penalties_none_zero_or_one_a_card_go_the_quick_way(penalties: Any) -> None:
    """Rule book: at most one penalty a trick, so from 0 to the cards of the hand."""
    document = _plain("oh-hell-pw")
    first = document["players"][0]
    cards = sum(document["hands"][0]["tricks"].values())
    given = {} if penalties == {} else {first: cards if penalties == "all the cards" else 0}
    if penalties == "everyone":
        given = dict.fromkeys(document["players"], 1)
    document["hands"][0]["penalties"] = given
    assert agree(document) is not None


@pytest.mark.parametrize("penalties", [[], 0, ""])
def test_penalties_that_are_no_mapping_are_left_to_the_full_way(penalties: Any) -> None:
    document = _plain("oh-hell-pw", penalties=penalties)
    assert quick(document) is None
    agree(document)


def test_a_hand_past_the_end_of_whysterias_schedule_is_left_to_the_full_way() -> None:
    """Rule book, whysteria: 13 hands (7 down to 1 and back); a 14th is refused."""
    players = ["Ann", "Ben", "Cat"]
    hands = quiet_hands([7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 7], players)
    document = {"format": "scorekeeper-game", "version": 1, "variant": "whysteria",
                "options": {}, "players": players, "first_dealer": "Ann", "stopped": False,
                "hands": hands}
    assert quick(document) is None
    assert full(document) == ("GameOverError: hand 14: the game ended after hand 13; no more "
                              "hands can be recorded")


def test_a_called_house_game_whose_last_caller_is_exempt_goes_the_quick_way() -> None:
    """House rules: bids called in any order, the last caller hooked unless bidding 0:
    the last caller may make the bids total the cards with a 0, whoever called before."""
    from scorekeeper.rules.house_rules import rules_from_dict

    rules = rules_from_dict({"name": "Called", "players": [3, 5],
                             "schedule": {"shape": "constant", "peak": 3}, "end": "open",
                             "bidding": {"order": "called", "hook": "last",
                                         "hook_exempt": ["zero"]},
                             "score": {"made": {"base": 10, "per_bid": 1}}}).to_dict()
    hand = {"bid_order": ["Cat", "Ben", "Ann"], "bids": {"Ann": 0, "Ben": 1, "Cat": 2},
            "tricks": {"Ann": 0, "Ben": 1, "Cat": 2}}
    document = {"format": "scorekeeper-game", "version": 1, "variant": "house",
                "rules": rules, "players": ["Ann", "Ben", "Cat"], "first_dealer": "Ann",
                "stopped": False, "hands": [hand]}
    setup, stopped = checked_document_setup(document)
    rules = game_rules(setup)
    assert isinstance(rules, TrickVariant)
    answer = plain_stored_game(rules, setup, stopped, copy.deepcopy(document))
    expected = full(document)
    assert answer is not None and not isinstance(expected, str)
    assert as_text(answer) == as_text(expected)


def test_a_finished_game_with_penalties_and_a_called_order_goes_the_quick_way() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(examples(400)):  # every status is seen by the 21st game
        document = random_game(rng, rng.choice(TRICK_GAMES))
        answer = agree(document)
        if answer is None:
            continue
        hands = document["hands"]
        if any(h.get("penalties") for h in hands):
            seen.add("penalties")
        if any("bid_order" in h for h in hands):
            seen.add("bid order")
        seen.add(answer.status)
    assert seen >= {"penalties", "bid order", "finished", "abandoned", "in progress"}


@pytest.mark.parametrize("edit", ["Forbidden bid", "Tricks short", "Past the end"])
def test_a_rule_broken_in_a_plain_game_is_named_by_the_full_way(edit: str) -> None:
    document = random_game(random.Random(11), "oh-shit-updown")
    hand = document["hands"][0] if edit != "Past the end" else None
    if edit == "Forbidden bid":
        bids = hand["bids"]  # type: ignore[index]
        order = document["players"]
        dealer = order[order.index(document["first_dealer"])]
        others = sum(v for p, v in bids.items() if p != dealer)
        bids[dealer] = 7 - others
    elif edit == "Tricks short":
        tricks = hand["tricks"]  # type: ignore[index]
        tricks[next(iter(tricks))] += 1
    else:
        document["hands"].append(copy.deepcopy(document["hands"][-1]))
        while len(document["hands"]) < 15:
            document["hands"].append(copy.deepcopy(document["hands"][-1]))
    assert quick(document) is None
    with pytest.raises(RuleError) as refused:
        stored_from_document(document)
    assert str(refused.value) == full(document).split(": ", 1)[1]  # type: ignore[union-attr]


def test_a_game_that_walks_its_hands_its_own_way_is_read_the_full_way() -> None:
    from scorekeeper.rules.games.updown import OhShitUpdown

    class OwnWalk(OhShitUpdown):
        def _check_forbidden(self, *args: Any, **kwargs: Any) -> tuple[str | None, int | None]:
            return None, None  # a game with no forbidden bid, by its own walk

    documents = (random_game(random.Random(seed), "oh-shit-updown") for seed in range(100))
    document = next(d for d in documents if quick(d) is not None)  # plain, by its own walk
    setup, stopped = checked_document_setup(document)
    assert plain_stored_game(OwnWalk(), setup, stopped, document) is None


def test_scores_kept_across_games_are_bounded_and_per_settings(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand's score, the cards of hand n and the turn-ups taken are kept for the next
    games with the same settings and player count; games of other settings (another
    game, its options, another player count) get their own, and however many a
    (hostile) archive brings, what is kept stays bounded."""
    from scorekeeper.rules.games import plain_trick

    monkeypatch.setattr(plain_trick, "_PLANS", {})
    monkeypatch.setattr(plain_trick, "PLANS_KEPT", 3)
    monkeypatch.setattr(plain_trick, "HANDS_KEPT", 5)
    rng = random.Random(2026)
    taken = 0
    for _ in range(40):
        taken += agree(random_game(rng, rng.choice(TRICK_GAMES))) is not None
        assert len(plain_trick._PLANS) <= 3
        assert all(max(len(plan.scores), len(plan.cards), len(plan.turn_ups)) <= 5
                   for plan in plain_trick._PLANS.values())
    assert taken >= 10 and plain_trick._PLANS  # the quick way, with answers kept


def test_one_plan_serves_the_games_of_one_settings_and_player_count(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Games of one game, options and player count share what they answer alike (other
    names, another first dealer); another player count or other options do not."""
    from scorekeeper.rules.game_record import GameSetup, frozen_map
    from scorekeeper.rules.games import plain_trick

    monkeypatch.setattr(plain_trick, "_PLANS", {})
    rules = variant("whysteria")
    assert isinstance(rules, TrickVariant)

    def plan(players: tuple[str, ...], options: dict[str, Any]) -> Any:
        setup = rules.setup(GameSetup("whysteria", players, players[-1], frozen_map(options)))
        return plain_trick._plan(rules, setup, rules.scorer(setup))

    four = plan(("Ann", "Ben", "Cat", "Dan"), {})
    assert plan(("Eve", "Fay", "Gus", "Hal"), {}) is four
    assert plan(("Ann", "Ben", "Cat"), {}) is not four
    assert plan(("Ann", "Ben", "Cat", "Dan"), {"schedule": "long"}) is not four
    assert len(plain_trick._PLANS) == 3


def test_settings_are_made_once_for_equal_options_and_tell_true_from_one() -> None:
    """A game's settings are made once for each set of plain options (an archive's
    games share a few); a value equal in Python but not in the rules is another key."""
    from scorekeeper.rules.game_record import GameSetup, frozen_map
    from scorekeeper.rules.games.engine import _options_key

    rules = variant("oh-shit-misere")
    assert isinstance(rules, TrickVariant)

    def settings(players: tuple[str, ...], options: dict[str, Any]) -> Any:
        return rules.settings(GameSetup("oh-shit-misere", players, players[0],
                                        frozen_map(options)))

    joker = settings(("Ann", "Ben", "Cat"), {"joker": True})
    assert settings(("Dan", "Eve", "Fay", "Gus"), {"joker": True}) is joker
    assert settings(("Ann", "Ben", "Cat"), {"joker": False}) != joker
    assert _options_key({"joker": True}) != _options_key({"joker": 1})
    assert _options_key({"cards": 7}) != _options_key({"cards": 7.0})
    assert _options_key({"rules": {"name": "x"}}) is None  # a house game's: not kept


def test_a_turn_up_the_rules_write_otherwise_is_left_to_the_full_way() -> None:
    """A card code in any case is a card (rule book), but the stored game writes it as the
    rules do: a turn-up written "qh" is read the full way, which stores "QH"."""
    documents = (random_game(random.Random(seed), "oh-shit-updown", max_hands=3)
                 for seed in range(100))
    document = next(d for d in documents if d["hands"] and quick(d) is not None)
    first = document["hands"][0]
    first["turn_up"] = "qh" if first.get("turn_up") != "QH" else "qs"
    assert not isinstance(full(document), str)  # the rules take it
    assert quick(document) is None
    agree(document)


def test_a_bid_order_naming_a_player_twice_is_left_to_the_full_way() -> None:
    document = random_game(random.Random(1), "whysteria", max_hands=4)
    first = document["hands"][0]
    order = list(first["bid_order"])
    first["bid_order"] = [order[0], *order[:-1]]  # as many names, one of them twice
    assert isinstance(full(document), str)  # the rules refuse it
    assert quick(document) is None
    agree(document)


def test_a_second_game_of_the_same_settings_goes_the_quick_way_too(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What one game's reading keeps for its settings (the cards of hand n, the turn-ups
    taken) serves the next game of those settings: it is read the quick way as well."""
    from scorekeeper.rules.games import plain_trick

    monkeypatch.setattr(plain_trick, "_PLANS", {})
    document = next(d for d in (random_game(random.Random(seed), "oh-shit-updown")
                                for seed in range(100)) if quick(d) is not None)
    again = copy.deepcopy(document)
    assert agree(again) is not None


def test_a_game_answering_its_own_way_gets_a_plan_of_its_own(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Only games that answer from their settings alone share a plan: a built-in game
    whose turn-up is its own, or read with a scorer of its own, keeps one for itself."""
    from scorekeeper.rules.game_record import GameSetup, frozen_map
    from scorekeeper.rules.games import plain_trick
    from scorekeeper.rules.games.updown import OhShitUpdown

    class OwnTurnUp(OhShitUpdown):
        def _turn_up(self, *args: Any, **kwargs: Any) -> Any:
            return super()._turn_up(*args, **kwargs)

    class OwnScorer:
        """Any scorer other than the settings' own."""

    monkeypatch.setattr(plain_trick, "_PLANS", {})
    players = ("Ann", "Ben", "Cat", "Dan")
    for rules, scorer in ((OwnTurnUp(), None), (OhShitUpdown(), OwnScorer())):
        setup = rules.setup(GameSetup(rules.key, players, "Ann", frozen_map({})))
        plan = plain_trick._plan(rules, setup, scorer or rules.scorer(setup))
        assert plan.settings is None and not plain_trick._PLANS
    shared = OhShitUpdown()
    setup = shared.setup(GameSetup(shared.key, players, "Ann", frozen_map({})))
    assert plain_trick._plan(shared, setup, shared.scorer(setup)).settings is not None
