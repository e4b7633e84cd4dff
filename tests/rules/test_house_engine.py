"""The one trick engine: the built-in games as settings, and random house rules.

Two properties hold the design: (1) each built-in trick game, written out as its
settings (through the rules file's dict and back) and played by the house variant,
gives exactly what the game gives on random games; (2) random valid settings and
random games keep the spec's invariants (schedule, hook, hand scores written here
from the spec's words, totals as the sum of hand scores modulo resets, the end).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import ForbiddenBidError, GameOverError
from scorekeeper.rules.game_record import GameSetup, GameState, HandRecord, frozen_map
from scorekeeper.rules.games import variant
from scorekeeper.rules.games.engine import (
    HouseVariant,
    after_reset,
    cards_in_hand,
    forbidden_bid,
    hand_points,
    is_made,
    schedule_for,
    with_penalty,
)
from scorekeeper.rules.house_rules import (
    Bidding,
    HouseRules,
    HouseRulesError,
    Penalty,
    Points,
    Schedule,
    Score,
    ZeroBonus,
    rules_from_dict,
)
from scorekeeper.rules.results import FINISHED, IN_PROGRESS, Scorecard
from scorekeeper.rules.scorecard_file import state_from_document
from scorekeeper.rules.words import Said, Words

from .random_games import NAMES, random_game

TRICK_GAMES = ["oh-shit-misere", "oh-shit-updown", "oh-hell-pw", "whysteria"]


# --- (1) the built-in games as settings ------------------------------------------
def _as_house(key: str, state: GameState) -> tuple[HouseVariant, GameState]:
    setup = variant(key).setup(state.setup)
    rules = rules_from_dict(variant(key).rules_for(setup.options).to_dict())
    house_setup = replace(state.setup, variant="house", options=frozen_map({}))
    return HouseVariant(rules), replace(state, setup=house_setup)


def _rule_reminders(reminders: tuple[Said, ...]) -> tuple[str, ...]:
    """Reminders the settings make (whysteria's one-card-hand custom is table lore, not a
    setting, so only the built-in shows it)."""
    return tuple(str(r) for r in reminders if not str(r).startswith("One-card hand"))


def _outcome(play: Any) -> Any:
    try:
        card: Scorecard = play()
    except RuleError as error:
        return type(error).__name__, error.hand, error.player
    hands = [(h.number, h.dealer, h.cards, h.trump, str(h.trump_reason), h.turn_up, h.bid_order,
              dict(h.bids), h.tricks and dict(h.tricks), dict(h.penalties),
              h.scores and dict(h.scores), h.totals and dict(h.totals), h.resets, h.made,
              h.complete, h.expected_bidder, h.final_bidder, h.forbidden_bid, h.first_lead,
              _rule_reminders(h.reminders), h.whole_pack) for h in card.hands]
    nxt = card.next_hand
    return (hands, card.standings, card.status, card.reasons, card.tied_groups,
            card.schedule_length, nxt and (nxt.cards, nxt.dealer, nxt.forbidden_bid))


@pytest.mark.parametrize("game", TRICK_GAMES)
@pytest.mark.parametrize("seed", range(60))
def test_each_builtin_game_and_its_settings_give_identical_results(game: str,
                                                                    seed: int) -> None:
    rng = random.Random(seed * 31 + len(game))
    state = state_from_document(random_game(rng, game, max_hands=40))
    house, house_state = _as_house(game, state)
    builtin = _outcome(lambda: variant(game).evaluate(state))
    assert builtin == _outcome(lambda: house.evaluate(house_state))


def test_a_settings_form_is_refused_where_the_builtin_is() -> None:
    """A forbidden bid and a game past its end fail the same way in both forms."""
    setup = GameSetup("oh-shit-updown", ("Ann", "Ben", "Cat"), "Ann")
    hand = HandRecord(bids=frozen_map({"Ben": 3, "Cat": 2, "Ann": 2}))
    state = GameState(setup, (hand,))
    house, house_state = _as_house("oh-shit-updown", state)
    for rules, played in ((variant("oh-shit-updown"), state), (house, house_state)):
        with pytest.raises(ForbiddenBidError, match="Ann deals and may not bid 2"):
            rules.evaluate(played)


# --- (2) random settings: the spec's invariants -----------------------------------
SIZES = {"52": 52, "36": 36, "32": 32, "28": 28, "24": 24, "63": 63}


def random_settings(rng: random.Random) -> HouseRules:
    """Random valid settings (combinations the engine refuses are drawn again)."""
    while True:
        try:
            return rules_from_dict(_random_dict(rng))
        except HouseRulesError:
            continue


def _points(rng: random.Random, keys: tuple[str, ...]) -> dict[str, int]:
    return {k: rng.randint(-5, 12) for k in keys if rng.random() < 0.5}


def _random_dict(rng: random.Random) -> dict[str, Any]:
    low = rng.randint(2, 6)
    shape = rng.choice(["down", "up", "up-down", "down-up", "constant", "climb", "list"])
    schedule: dict[str, Any] = {"shape": shape, "repeat_turn": rng.random() < 0.3,
                                "peak": rng.choice(["max", rng.randint(1, 12)]),
                                "whole_pack": rng.choice(["hold", "bounce"])}
    if shape == "list":
        schedule["list"] = [rng.randint(1, 5) for _ in range(rng.randint(1, 8))]
    if shape == "constant":
        schedule["peak"] = rng.randint(1, 5)
    order = rng.choice(["clockwise", "called", "simultaneous"])
    kind = rng.choice(["turn-up", "fixed", "sequence"])
    trump: dict[str, Any] = {"kind": kind}
    if kind == "fixed":
        trump["suit"] = rng.choice("SHDC")
    elif kind == "sequence":
        trump["sequence"] = [rng.choice(["S", "H", "D", "C", "none"])
                             for _ in range(rng.randint(1, 5))]
    else:
        trump["pack_used"] = rng.choice(["no-trumps", "last-card"])
        trump["no_trumps_on"] = rng.sample(["A", "JK", "K", "2"], rng.randint(0, 2))
    when = rng.choice(["always", "short-stock", {"min_cards": rng.randint(1, 6)}])
    return {
        "name": f"Table {rng.randint(1, 99)}", "players": [low, rng.randint(low, 7)],
        "pack": rng.choice(list(SIZES)), "jokers": rng.randint(0, 1),
        "pack_for": {str(low): "52"} if rng.random() < 0.3 else {},
        "schedule": schedule, "trump": trump,
        "bidding": {"order": order,
                    "hook": "none" if order == "simultaneous" else rng.choice(["none", "last"]),
                    "hook_from": rng.randint(1, 4),
                    "hook_exempt": rng.sample(["zero", "all"], rng.randint(0, 2)),
                    "first_lead": rng.choice(["left-of-dealer", "highest-bidder"])},
        "score": {"made": _points(rng, ("base", "per_bid", "per_card")),
                  "made_zero": rng.choice([None, rng.randint(-3, 10)]),
                  "zero_bonus": rng.choice([None, {"points": rng.randint(1, 9), "when": when}]),
                  "over": _points(rng, ("base", "per_bid", "per_trick", "per_diff", "per_card")),
                  "under": _points(rng, ("base", "per_bid", "per_trick", "per_diff",
                                         "per_card"))},
        "penalty": rng.choice([None, {"name": "revoke", "each": -rng.randint(1, 20)},
                               {"name": "renege", "floor": -rng.randint(0, 10)}]),
        "reset_multiple": rng.choice([None, rng.randint(2, 60)]),
        "end": rng.choice(["schedule", "open", {"above": rng.randint(5, 120)}]),
        "tie_breakers": rng.sample(["made", "made-nonzero", "made-or-over"], rng.randint(0, 3)),
        "tie_break_deal": rng.choice([None, {"cards": rng.randint(1, 5)}]),
    }


def spec_pack_size(rules: HouseRules, n: int) -> int:
    return SIZES[dict(rules.pack_for).get(n, rules.pack)] + rules.jokers


def spec_schedule(rules: HouseRules, n: int, hands: int) -> list[int]:
    """The first ``hands`` hand sizes, from the spec's *Schedule* section."""
    size = spec_pack_size(rules, n)
    s = rules.schedule
    p = size // n if s.peak == "max" else min(int(s.peak), size // n)
    turn = [p] if s.repeat_turn else []
    shapes = {"down": list(range(p, 0, -1)), "up": list(range(1, p + 1)),
              "up-down": [*range(1, p), p, *turn, *range(p - 1, 0, -1)],
              "down-up": [*range(p, 1, -1), 1, *([1] if s.repeat_turn else []),
                          *range(2, p + 1)],
              "list": list(s.hands)}
    if s.shape in shapes:
        return shapes[s.shape][:hands]
    if s.shape == "constant":
        return [p] * hands
    if s.whole_pack == "bounce" and p * n == size and p > 1:
        cycle = [*range(1, p + 1), *range(p - 1, 1, -1)]
        return [cycle[k % len(cycle)] for k in range(hands)]
    return [min(k, p) for k in range(1, hands + 1)]


def spec_score(rules: HouseRules, c: int, b: int, t: int, k: int, size: int, n: int) -> int:
    """A hand's score from the spec's *Score of a hand* section."""
    sc, d = rules.score, abs(b - t)
    if t == b:
        m = sc.made
        score = sc.made_zero if (b == 0 and sc.made_zero is not None) else (
            m.base + m.per_bid * b + m.per_card * c)
        z = sc.zero_bonus
        if b == 0 and z and (z.when == "always" or (z.when == "short-stock" and 0 < size - n * c
                                                    <= n) or (type(z.when) is int
                                                              and c >= z.when)):
            score += z.points
    else:
        q = sc.over if t > b else sc.under
        score = q.base + q.per_bid * b + q.per_trick * t + q.per_diff * d + q.per_card * c
    if k and rules.penalty:
        score = score + rules.penalty.each * k if rules.penalty.each is not None else min(
            score, rules.penalty.floor)
    return score


def spec_hook(rules: HouseRules, cards: int, others: int) -> int | None:
    bid = rules.bidding
    need = cards - others
    if bid.hook == "none" or cards < bid.hook_from or not 0 <= need <= cards:
        return None
    if (need == 0 and "zero" in bid.hook_exempt) or (need == cards and "all" in bid.hook_exempt):
        return None
    return need


def random_bids_and_tricks(rng: random.Random, rules: HouseRules, order: list[str],
                           seated: list[str], cards: int
                           ) -> tuple[dict[str, int], dict[str, int]]:
    """A hand's bids (in ``order``, shuffled when bids are called; the last bidder
    steps off the hooked number) and a random split of the ``cards`` tricks among
    ``seated``, as the spec's model plays it."""
    n = len(order)
    if rules.bidding.order == "called":
        rng.shuffle(order)
    bids: dict[str, int] = {}
    for i, p in enumerate(order):
        bid = rng.randint(0, cards)
        if i == n - 1 and rules.bidding.order != "simultaneous" and bid == spec_hook(
                rules, cards, sum(bids.values())):
            bid = bid + 1 if bid < cards else bid - 1
        bids[p] = bid
    split = sorted(rng.randint(0, cards) for _ in range(n - 1))
    tricks = dict(zip(seated, [b - a for a, b in zip([0, *split], [*split, cards],
                                                         strict=True)], strict=True))
    return bids, tricks


def _random_house_game(rng: random.Random, rules: HouseRules) -> tuple[GameState, list[int]]:
    n = rng.randint(*rules.players)
    players = tuple(rng.sample(NAMES, n))
    first = rng.randrange(n)
    setup = GameSetup("house", players, players[first])
    rules_pack = HouseVariant(rules).pack(setup)
    size = spec_pack_size(rules, n)
    wanted = rng.randint(1, 25)
    schedule = spec_schedule(rules, n, wanted)
    records = []
    for k, cards in enumerate(schedule, start=1):
        dealer = (first + k - 1) % n
        order = [players[(dealer + i) % n] for i in range(1, n + 1)]
        bids, tricks = random_bids_and_tricks(rng, rules, order, players, cards)
        whole = cards * n == size and rules.trump.pack_used == "no-trumps"
        turn_up = rng.choice(sorted(rules_pack.cards)) if (
            rules.trump.kind == "turn-up" and not whole) else None
        penalties = {rng.choice(players): 1} if rules.penalty and rng.random() < 0.2 else {}
        records.append(HandRecord(turn_up=turn_up, bids=frozen_map(bids),
                                  bid_order=tuple(order) if rules.bidding.order == "called"
                                  else None, tricks=frozen_map(tricks),
                                  penalties=frozen_map(penalties)))
    return GameState(setup, tuple(records)), schedule


@pytest.mark.parametrize("seed", range(300))
def test_random_settings_and_games_keep_the_spec_invariants(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_settings(rng)
    state, schedule = _random_house_game(rng, rules)
    house = HouseVariant(rules)
    n = len(state.setup.players)
    size = spec_pack_size(rules, n)
    if not _fits(rules, n):
        with pytest.raises(HouseRulesError):
            house.evaluate(state)
        return
    try:
        card = house.evaluate(state)
    except GameOverError as error:
        # The game ended before the hands generated: it must be the spec's end.
        _check_ended_before(rules, house, state, error.hand or 0)
        return
    running = dict.fromkeys(state.setup.players, 0)
    for hand, cards in zip(card.hands, schedule, strict=True):
        assert hand.cards == cards
        assert hand.forbidden_bid == (None if rules.bidding.order == "simultaneous" else
                                      spec_hook(rules, cards, sum(hand.bids.values())
                                                - hand.bids[hand.final_bidder]))
        if hand.forbidden_bid is not None:
            assert sum(hand.bids.values()) != cards or hand.bids[hand.final_bidder] != \
                hand.forbidden_bid
        for p in state.setup.players:
            k = hand.penalties.get(p, 0)
            assert hand.scores[p] == spec_score(rules, cards, hand.bids[p], hand.tricks[p], k,
                                                size, n)
            total = running[p] + hand.scores[p]
            step = rules.reset_multiple
            running[p] = 0 if step and total and total % step == 0 else total
        assert dict(hand.totals) == running
    if rules.reset_multiple is None and card.hands:
        for p in state.setup.players:
            assert card.hands[-1].totals[p] == sum(h.scores[p] for h in card.hands)
    _check_end(rules, card, running, len(schedule))
    _check_hook_refused(house, state, card)


def _check_hook_refused(house: HouseVariant, state: GameState, card: Scorecard) -> None:
    """The last bidder bidding the hooked number is refused, naming that bidder."""
    hooked = [h for h in card.hands if h.forbidden_bid is not None]
    if not hooked:
        return
    hand = hooked[0]
    record = state.hands[hand.number - 1]
    bids = {**record.bids, hand.final_bidder: hand.forbidden_bid}
    broken = replace(record, bids=frozen_map(bids))
    hands = (*state.hands[:hand.number - 1], broken)
    with pytest.raises(ForbiddenBidError) as caught:
        house.evaluate(replace(state, hands=hands))
    assert caught.value.player == hand.final_bidder


def _fits(rules: HouseRules, n: int) -> bool:
    """Whether the first hands can be dealt: never shortened silently (spec)."""
    fit = spec_pack_size(rules, n) // n
    s = rules.schedule
    return fit >= 1 and not (s.shape == "list" and max(s.hands) > fit) and not (
        s.shape == "constant" and s.peak != "max" and int(s.peak) > fit)


def _ended(rules: HouseRules, totals: dict[str, int], number: int, length: int | None) -> bool:
    above = isinstance(rules.end, int) and any(t > rules.end for t in totals.values())
    return above or (rules.end != "open" and length is not None and number >= length)


def _finite(rules: HouseRules, n: int, size: int) -> int | None:
    if rules.schedule.shape in ("constant", "climb"):
        return None
    return len(spec_schedule(rules, n, 10_000))


def _check_end(rules: HouseRules, card: Scorecard, totals: dict[str, int], played: int) -> None:
    n = len(card.setup.players)
    length = _finite(rules, n, spec_pack_size(rules, n))
    ended = played > 0 and _ended(rules, totals, played, length)
    assert card.status == (FINISHED if ended else IN_PROGRESS)
    assert card.schedule_length == length


def _check_ended_before(rules: HouseRules, house: HouseVariant, state: GameState,
                        refused: int) -> None:
    shorter = replace(state, hands=state.hands[:refused - 1])
    card = house.evaluate(shorter)
    assert card.status == FINISHED
    assert _ended(rules, dict(card.hands[-1].totals), refused - 1,
                  _finite(rules, len(state.setup.players), 0))


# --- settings refused with the key named ------------------------------------------
BASE = {"name": "Thursday club"}


@pytest.mark.parametrize(("change", "named"), [
    ({"colour": "red"}, "colour is not a setting"),
    ({"name": ""}, "name must be text of 1 to 40 characters"),
    ({"name": "x" * 41}, "name must be"),
    ({"players": [1, 5]}, "players[0] must be a whole number from 2 to 10"),
    ({"players": [5, 4]}, "players[1] must be a whole number from 5 to 10"),
    ({"pack": "54"}, "pack must be one of 52, 36, 32, 28, 24, 63"),
    ({"jokers": 2}, "jokers must be a whole number from 0 to 1"),
    ({"jokers": True}, "jokers must be a whole number"),
    ({"pack_for": {"12": "52"}}, "pack_for must be keyed by player counts"),
    ({"schedule": {"shape": "zigzag"}}, "schedule.shape must be one of"),
    ({"schedule": {"peak": 0}}, "schedule.peak must be a whole number ≥ 1"),
    ({"schedule": {"shape": "list"}}, "schedule.list must be a list"),
    ({"schedule": {"shape": "list", "list": [3, 0]}}, "schedule.list[1] must be"),
    ({"schedule": {"spin": 1}}, "schedule.spin is not a setting"),
    ({"trump": {"kind": "fixed"}}, "trump.suit must be one of S, H, D, C"),
    ({"trump": {"kind": "sequence", "sequence": ["S"] * 11}}, "trump.sequence must be a list"),
    ({"trump": {"kind": "fixed", "suit": "S", "pack_used": "last-card"}}, "trump.pack_used"),
    ({"bidding": {"order": "simultaneous", "hook": "last"}}, "bidding.hook must be none"),
    ({"bidding": {"order": "simultaneous", "first_lead": "left-of-last-bidder"}},
     "bidding.first_lead cannot be left-of-last-bidder"),
    ({"bidding": {"hook_exempt": ["one"]}}, "bidding.hook_exempt[0] must be one of zero, all"),
    ({"score": {"made": {"per_trick": 1}}}, "score.made.per_trick is not a setting"),
    ({"score": {"over": {"base": 1.5}}}, "score.over.base must be a whole number"),
    ({"score": {"zero_bonus": {"points": 5, "when": "sometimes"}}}, "score.zero_bonus.when"),
    ({"penalty": {"name": "revoke"}}, "penalty needs exactly one of each or floor"),
    ({"penalty": {"name": "cheat", "each": -5}}, "penalty.name must be one of revoke, renege"),
    ({"reset_multiple": 1}, "reset_multiple must be a whole number ≥ 2"),
    ({"end": "never"}, "end must be one of schedule, open"),
    ({"end": {"above": 0}}, "end.above must be a whole number ≥ 1"),
    ({"schedule": {"shape": "climb"}}, "end must be open or above a total with the climb"),
    ({"tie_breakers": ["made", "made"]}, "tie_breakers must be a list without repeats"),
    ({"tie_break_deal": {"cards": 0}}, "tie_break_deal.cards must be"),
    ({"table_changes": "yes"}, "table_changes must be true or false"),
])
def test_a_wrong_setting_is_refused_naming_the_key(change: dict[str, Any], named: str) -> None:
    with pytest.raises(HouseRulesError) as caught:
        rules_from_dict({**BASE, **change})
    assert named in str(caught.value)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("seed", range(100))
def test_settings_read_back_from_their_dict_are_the_same(seed: int) -> None:
    rules = random_settings(random.Random(seed))
    assert rules_from_dict(rules.to_dict()) == rules


def test_a_hand_that_does_not_fit_is_refused_not_shortened() -> None:
    rules = rules_from_dict({**BASE, "schedule": {"shape": "constant", "peak": 20},
                             "end": "open"})
    setup = GameSetup("house", ("Ann", "Ben", "Cat"), "Ann")
    with pytest.raises(HouseRulesError, match="20 cards each for 3 players"):
        HouseVariant(rules).evaluate(GameState(setup, ()))


# --- (3) each setting's arithmetic, from the settings' own definitions ----------------
PLAIN = HouseRules(name="Plain")


def _shaped(shape: str, peak: int | str = 3, **more: Any) -> HouseRules:
    return replace(PLAIN, schedule=Schedule(shape, peak, **more))


@pytest.mark.parametrize(("rules", "players", "schedule"), [
    (_shaped("down"), 4, (3, 2, 1)),
    (_shaped("up"), 4, (1, 2, 3)),
    (_shaped("up-down"), 4, (1, 2, 3, 2, 1)),
    (_shaped("up-down", repeat_turn=True), 4, (1, 2, 3, 3, 2, 1)),
    (_shaped("down-up"), 4, (3, 2, 1, 2, 3)),
    (_shaped("down-up", repeat_turn=True), 4, (3, 2, 1, 1, 2, 3)),
    (_shaped("down", "max"), 7, (7, 6, 5, 4, 3, 2, 1)),  # 52 // 7
    (_shaped("down", 20), 5, (10, 9, 8, 7, 6, 5, 4, 3, 2, 1)),  # the pack caps the peak
    (replace(_shaped("down", "max"), pack="24"), 5, (4, 3, 2, 1)),
    (replace(_shaped("down", "max"), pack="24", jokers=1), 5, (5, 4, 3, 2, 1)),
    (replace(_shaped("down", "max"), pack_for=((3, "28"),)), 3, (9, 8, 7, 6, 5, 4, 3, 2, 1)),
    (_shaped("list", hands=(2, 5, 2)), 3, (2, 5, 2)),
    (_shaped("constant", 4), 3, ()),
    (_shaped("climb", 4), 3, ()),
])
def test_each_shape_deals_the_hands_its_name_says(rules: HouseRules, players: int,
                                                  schedule: tuple[int, ...]) -> None:
    assert schedule_for(rules, players)[0] == schedule
    for number, cards in enumerate(schedule, 1):
        assert cards_in_hand(rules, players, number) == cards
    if schedule:
        assert cards_in_hand(rules, players, len(schedule) + 1) is None
        assert cards_in_hand(rules, players, 0) is None


def test_open_shapes_hold_their_peak_or_climb_to_it() -> None:
    assert [cards_in_hand(_shaped("constant", 4), 3, n) for n in (1, 2, 50)] == [4, 4, 4]
    assert [cards_in_hand(_shaped("climb", 4), 3, n) for n in range(1, 8)] == [
        1, 2, 3, 4, 4, 4, 4]


def test_a_bounce_turns_only_when_the_peak_deals_the_whole_pack() -> None:
    """1, 2, …, P, P−1, …, 1, 2, … when P cards each use the pack; else hold at P."""
    whole = replace(_shaped("climb", "max", whole_pack="bounce"), pack="24")
    assert [cards_in_hand(whole, 4, n) for n in range(1, 14)] == [
        1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1, 2, 3]
    short = replace(_shaped("climb", "max", whole_pack="bounce"), pack="24")
    assert [cards_in_hand(short, 5, n) for n in range(1, 8)] == [1, 2, 3, 4, 4, 4, 4]
    one = replace(_shaped("climb", "max", whole_pack="bounce"), pack="24")
    assert [cards_in_hand(one, 24, n) for n in range(1, 4)] == [1, 1, 1]  # a peak of 1
    held = replace(_shaped("climb", "max", whole_pack="bounce"), pack="24")
    assert [cards_in_hand(held, 10, n) for n in range(1, 4)] == [1, 2, 2]  # 20 of 24 dealt
    two = replace(_shaped("climb", 2, whole_pack="bounce"), pack="24")
    assert [cards_in_hand(two, 12, n) for n in range(1, 5)] == [1, 2, 1, 2]


@pytest.mark.parametrize(("rules", "players", "message"), [
    (_shaped("constant", 11), 5, "11 cards each for 5 players needs 55 cards, more than the "
                                 "52 in the pack"),
    (_shaped("list", hands=(3, 11)), 5, "schedule.list has a hand of 11 cards, more than 5 "
                                        "players can be dealt from 52 cards"),
    (replace(_shaped("down", "max"), pack="24"), 25, "25 players cannot be dealt a hand from "
                                                     "the 24-card pack"),
])
def test_a_hand_that_does_not_fit_is_refused_word_for_word(rules: HouseRules, players: int,
                                                           message: str) -> None:
    with pytest.raises(HouseRulesError) as caught:
        schedule_for(rules, players)
    assert str(caught.value) == f"house rules: {message}"


def test_a_hand_that_just_fits_is_dealt() -> None:
    assert schedule_for(_shaped("constant", 10), 5)[1] == 10
    assert schedule_for(_shaped("list", hands=(10,)), 5)[0] == (10,)
    assert schedule_for(replace(_shaped("down", "max"), pack="24"), 24)[0] == (1,)


SCORED = replace(PLAIN, score=Score(made=Points(base=10, per_bid=2, per_card=1),
                                    over=Points(base=-1, per_trick=-2),
                                    under=Points(per_diff=-3, per_bid=-1)))


@pytest.mark.parametrize(("bid", "tricks", "points"), [
    (2, 2, 10 + 2 * 2 + 5),  # made: base + per bid + per card dealt (5 cards)
    (2, 4, -1 - 2 * 4),  # over: base + per trick taken
    (3, 1, -3 * 2 - 3),  # under: per trick off + per bid
    (0, 0, 10 + 5),
])
def test_a_hands_points_by_the_settings(bid: int, tricks: int, points: int) -> None:
    assert hand_points(SCORED, 5, bid, tricks, 52, 4) == points


@pytest.mark.parametrize(("when", "cards", "players", "bonus"), [
    ("always", 5, 4, True),
    (5, 5, 4, True), (5, 4, 4, False), (5, 6, 4, True),
    # short stock: the cards left undealt are more than none and no more than the players
    ("short-stock", 12, 4, True),  # 52 − 48 = 4 left
    ("short-stock", 11, 4, False),  # 8 left
    ("short-stock", 13, 4, False),  # none left: the whole pack is dealt
    ("short-stock", 10, 5, True),  # 2 left
])
def test_a_zero_bonus_when_its_condition_holds(when: str | int, cards: int, players: int,
                                               bonus: bool) -> None:
    rules = replace(PLAIN, score=Score(made=Points(base=10), zero_bonus=ZeroBonus(7, when)))
    assert hand_points(rules, cards, 0, 0, 52, players) == (17 if bonus else 10)
    assert hand_points(rules, cards, 1, 1, 52, players) == 10  # only a zero bid earns it


def test_one_game_scores_each_table_by_its_own_size() -> None:
    """The same rules at a table of four and of three: twelve cards each leave four
    undealt (a short stock) at four, sixteen at three."""
    rules = replace(PLAIN, score=Score(made=Points(base=10),
                                       zero_bonus=ZeroBonus(7, "short-stock")))
    house, four = _house_setup(rules, 4)
    three = house.setup(GameSetup("house", tuple(NAMES[:3]), NAMES[0],
                                  frozen_map({"rules": rules.to_dict()})))
    assert [house.scorer(table).points(12, 0, 0, 0) for table in (four, three, four, three)
            ] == [17, 10, 17, 10]


def test_a_made_zero_replaces_the_made_score_and_takes_the_bonus() -> None:
    rules = replace(PLAIN, score=Score(made=Points(base=10, per_bid=1), made_zero=3,
                                       zero_bonus=ZeroBonus(2, "always")))
    assert hand_points(rules, 5, 0, 0, 52, 4) == 5
    assert hand_points(rules, 5, 1, 1, 52, 4) == 11
    assert hand_points(rules, 5, 0, 1, 52, 4) == 0  # over: nothing by these settings


def test_penalties_each_add_or_floor_replaces() -> None:
    each = replace(PLAIN, penalty=Penalty("renege", each=-20))
    assert [with_penalty(each, 12, n) for n in (0, 1, 2)] == [12, -8, -28]
    floor = replace(PLAIN, penalty=Penalty("revoke", floor=-5))
    assert [with_penalty(floor, 12, 1), with_penalty(floor, -9, 1), with_penalty(floor, 12, 0)
            ] == [-5, -9, 12]
    assert with_penalty(replace(PLAIN, penalty=Penalty("revoke", floor=None)), 3, 1) == 0
    assert with_penalty(PLAIN, 12, 3) == 12
    assert is_made(floor, 2, 2, 0) and not is_made(floor, 2, 2, 1)
    assert is_made(each, 2, 2, 1) and not is_made(each, 2, 3, 0)
    assert is_made(PLAIN, 1, 1, 1)


def test_a_total_on_a_multiple_goes_back_to_zero() -> None:
    rules = replace(PLAIN, reset_multiple=50)
    assert [after_reset(rules, t) for t in (0, 50, -50, 100, 49, 51)] == [0, 0, 0, 0, 49, 51]
    assert after_reset(PLAIN, 50) == 50


@pytest.mark.parametrize(("bidding", "cards", "others", "forbidden"), [
    (Bidding(hook="last"), 5, 3, 2),
    (Bidding(hook="last"), 5, 5, 0),
    (Bidding(hook="last"), 5, 0, 5),
    (Bidding(hook="last"), 5, 6, None),  # the others already bid past the cards
    (Bidding(hook="none"), 5, 3, None),
    (Bidding(order="simultaneous", hook="last"), 5, 3, None),
    (Bidding(hook="last", hook_from=5), 5, 3, 2),
    (Bidding(hook="last", hook_from=6), 5, 3, None),
    (Bidding(hook="last", hook_exempt=("zero",)), 5, 5, None),
    (Bidding(hook="last", hook_exempt=("zero",)), 5, 0, 5),
    (Bidding(hook="last", hook_exempt=("all",)), 5, 0, None),
    (Bidding(hook="last", hook_exempt=("all",)), 5, 5, 0),
])
def test_the_hook_forbids_the_bid_that_totals_the_cards(
        bidding: Bidding, cards: int, others: int, forbidden: int | None) -> None:
    assert forbidden_bid(replace(PLAIN, bidding=bidding), cards, others) == forbidden


def _house_setup(rules: HouseRules, players: int = 4) -> tuple[HouseVariant, GameSetup]:
    house = HouseVariant(rules)
    names = tuple(NAMES[:players])
    return house, house.setup(GameSetup("house", names, names[0],
                                        frozen_map({"rules": rules.to_dict()})))


@pytest.mark.parametrize(("trump", "number", "turn_up", "said"), [
    ({"kind": "fixed", "suit": "H"}, 1, None, ("H", "hearts are always trump")),
    ({"kind": "sequence", "sequence": ["S", "none", "D"]}, 1, None,
     ("S", "spades in the trump sequence")),
    ({"kind": "sequence", "sequence": ["S", "none", "D"]}, 2, None,
     ("none", "hand 2 has no trumps in the trump sequence")),
    ({"kind": "sequence", "sequence": ["S", "none", "D"]}, 6, None,
     ("D", "diamonds in the trump sequence")),
    ({"kind": "sequence", "sequence": ["S", "none", "D"]}, 4, None,
     ("S", "spades in the trump sequence")),
    ({}, 1, None, (None, "turn-up not recorded")),
    ({}, 1, "QH", ("H", "turn-up QH")),
    ({"no_trumps_on": ["A", "8"]}, 1, "AS", ("none", "AS turned up: an ace means no trumps")),
    ({"no_trumps_on": ["A", "8"]}, 1, "8C", ("none", "8C turned up: a 8 means no trumps")),
    ({"no_trumps_on": ["8"]}, 1, "AS", ("S", "turn-up AS")),
    ({"no_trumps_on": ["JK"]}, 1, "JK", ("none", "joker turned up: no trumps")),
])
def test_trump_and_why_by_the_settings(trump: dict[str, Any], number: int,
                                       turn_up: str | None,
                                       said: tuple[str | None, str]) -> None:
    rules = rules_from_dict({"name": "T", "trump": trump, "jokers": 1})
    house, setup = _house_setup(rules)
    suit, reason = house.trump(setup, number, 3, turn_up)
    assert (suit, str(reason)) == said


def test_a_hand_that_deals_the_whole_pack_has_no_turn_up() -> None:
    rules = rules_from_dict({"name": "T", "pack": "24"})
    house, setup = _house_setup(rules)
    suit, reason = house.trump(setup, 1, 6, "QH")
    assert (suit, str(reason)) == ("none", "all 24 cards are dealt: no turn-up, no trumps")
    assert house.trump(setup, 1, 5, "QH")[0] == "H"
    assert house.whole_pack(setup, 6) and not house.whole_pack(setup, 5)
    assert house.whole_pack(setup, 8, seated=3) and not house.whole_pack(setup, 6, seated=3)
    assert [str(r) for r in house.reminders(setup, 1, 6)] == [
        "All 24 cards are dealt: no turn-up, no trumps."]
    assert house.reminders(setup, 1, 5) == ()
    assert [str(r) for r in house.reminders(setup, 1, 8, seated=3)] == [
        "All 24 cards are dealt: no turn-up, no trumps."]
    last = rules_from_dict({"name": "T", "pack": "24", "trump": {"pack_used": "last-card"}})
    house, setup = _house_setup(last)
    assert not house.whole_pack(setup, 6)
    assert [str(r) for r in house.reminders(setup, 1, 6)] == [
        "The pack is used up: the dealer shows his last card for trump."]
    fixed = rules_from_dict({"name": "T", "pack": "24", "trump": {"kind": "fixed",
                                                                  "suit": "S"}})
    house, setup = _house_setup(fixed)
    assert not house.whole_pack(setup, 6) and house.reminders(setup, 1, 6) == ()


@pytest.mark.parametrize(("trump", "cards", "message"), [
    ({"kind": "fixed", "suit": "C"}, 3, "hand 2: clubs are always trump in house, so no "
                                        "turn-up is recorded"),
    ({"kind": "sequence", "sequence": ["C"]}, 3, "hand 2: house takes trumps from its "
                                                 "sequence, so no turn-up is recorded"),
    ({}, 6, "hand 2: all 24 cards are dealt in this hand, so there is no turn-up (QH cannot "
            "have been turned up)"),
])
def test_a_turn_up_the_settings_cannot_have_is_refused(trump: dict[str, Any], cards: int,
                                                       message: str) -> None:
    rules = rules_from_dict({"name": "T", "pack": "24", "trump": trump})
    house, setup = _house_setup(rules)
    with pytest.raises(RuleError) as caught:
        house._turn_up(setup, house.pack(setup), 2, cards, "QH")
    assert str(caught.value) == message and caught.value.rule == "turn-up"


def test_a_house_game_needs_its_rules_and_is_named_by_them() -> None:
    from scorekeeper.rules.games.engine import house_variant

    with pytest.raises(HouseRulesError) as caught:
        house_variant({})
    assert str(caught.value) == 'a house game needs its "rules" (every setting, resolved)'
    rules = rules_from_dict({"name": "Thursday"})
    game = house_variant({"rules": rules.to_dict()})
    assert game is house_variant({"rules": rules.to_dict()})
    assert game.title == "Thursday" and game.base_rules == rules
    assert game.summary == "“Thursday”: a trick game played by the table's own settings."
    german = Words("de", lambda source, _d, _n: {
        "“{0}”: a trick game played by the table's own settings.": "„{0}“: ein Stichspiel."
    }.get(source, ""))
    assert game.summary_in(german) == "„Thursday“: ein Stichspiel."


def test_the_last_bidders_refusal_names_the_settings_order() -> None:
    called = rules_from_dict({"name": "T", "bidding": {"order": "called", "hook": "last"}})
    house, _ = _house_setup(called)
    assert str(house.forbidden_message("Ann", 2, 5)) == (
        "Ann bids last and may not bid 2 (bids would total the 5 cards)")
    clockwise = rules_from_dict({"name": "T", "bidding": {"hook": "last"}})
    house, _ = _house_setup(clockwise)
    assert "bids last" not in str(house.forbidden_message("Ann", 2, 5))


def test_tie_breakers_split_a_tie_without_a_tie_break_deal() -> None:
    """House rules with tie-breakers and no tie-break deal: Ann made her bid (10) and
    Ben took one over his (10 as well), so Ann is ahead on contracts fulfilled."""
    from scorekeeper.rules.words import Said

    from .helpers import card, doc

    rules = rules_from_dict({**BASE, "schedule": {"shape": "constant", "peak": 2},
                             "end": "open", "tie_breakers": ["made"],
                             "score": {"made": {"base": 10}, "over": {"base": 10}}})
    assert rules.tie_break_deal is None
    result = card(doc("house", ["Ann", "Ben", "Cat"], [
        {"bids": {"Ann": 1, "Ben": 0, "Cat": 1}, "tricks": {"Ann": 1, "Ben": 1, "Cat": 0}}],
        rules=rules.to_dict()))
    assert [(s.place, s.player, s.total, s.shared) for s in result.standings] == [
        (1, "Ann", 10, False), (2, "Ben", 10, False), (3, "Cat", 0, False)]
    assert "Ann ahead of Ben: 1 contracts fulfilled to 0" in [
        str(reason) for reason in result.reasons if isinstance(reason, Said)]


def test_a_constant_schedule_at_max_deals_what_the_pack_gives_each() -> None:
    """52 cards: 13 each for 4 players, 10 each for 5 (two left over)."""
    from scorekeeper.rules.games.engine import cards_in_hand

    rules = rules_from_dict({**BASE, "schedule": {"shape": "constant", "peak": "max"},
                             "end": "open"})
    assert [cards_in_hand(rules, 4, n) for n in (1, 2, 30)] == [13, 13, 13]
    assert [cards_in_hand(rules, 5, n) for n in (1, 2, 30)] == [10, 10, 10]
