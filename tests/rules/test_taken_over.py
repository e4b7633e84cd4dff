"""A correction takes the later hands over unmade (``rules/taken_over.py``): whatever is
read of the scorecard, in whatever order, after however many corrections, undos and
redos, is what a fresh evaluation of the game gives; and reading one hand makes that
hand alone."""

from __future__ import annotations

import pickle
import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import Bid, Correct, Game, Redo, Tricks, Undo, evaluate
from scorekeeper.rules.game_record import HandRecord
from scorekeeper.rules.results import Scorecard
from scorekeeper.rules.rows import game_rows
from scorekeeper.rules.scorecard_file import scorecard_to_json
from scorekeeper.rules.simulate import simulate
from scorekeeper.rules.taken_over import (
    MOST_SHIFTS,
    TakenOver,
    _gaps,
    _plus,
    moved_players,
    outlines,
    shifted,
    taken_over,
)

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]
# Games whose corrections move every later total by the same amount (no reset, no end
# by score): the ones whose later hands are taken over unmade.
GAMES = [("whysteria", {}), ("whysteria", {"schedule": "constant", "cards": 7}),
         ("oh-shit-updown", {}), ("oh-shit-misere", {})]


def swapped(record: HandRecord, rng: random.Random) -> HandRecord | None:
    """``record`` with two players' different trick counts swapped (None if all took
    the same): the hand's scores move, and with them every later total."""
    tricks = dict(record.tricks or {})
    pairs = [(a, b) for a in tricks for b in tricks if tricks[a] != tricks[b]]
    if not pairs:
        return None
    a, b = rng.choice(pairs)
    return replace(record, tricks={**tricks, a: tricks[b], b: tricks[a]})


def a_game(rng: random.Random, hands: int) -> Game:
    name, options = rng.choice(GAMES)
    card = simulate(rng, name, PLAYERS, "Dan", options=dict(options), hands=hands)
    return Game(card.state)


def correct_somewhere(game: Game, rng: random.Random) -> bool:
    """A correction of a random completed hand; False when that hand could not move."""
    done = game.scorecard.completed
    number = rng.randrange(len(done)) + 1
    record = swapped(game.state.hands[number - 1], rng)
    if record is None:
        return False
    game.apply(Correct(number, record))
    return True


def assert_as_fresh(game: Game, rng: random.Random) -> None:
    card, fresh = game.scorecard, evaluate(game.state)
    order = list(range(len(card.hands)))
    rng.shuffle(order)  # made in any order, a hand is the same
    for index in order[: rng.randint(0, len(order))]:
        assert card.hands[index] == fresh.hands[index], f"hand {index + 1}"
    assert len(card.completed) == len(fresh.completed)
    assert card == fresh
    assert scorecard_to_json(card) == scorecard_to_json(fresh)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_corrections_undos_and_redos_give_what_a_fresh_evaluation_gives(seed: int) -> None:
    rng = random.Random(seed)
    game = a_game(rng, rng.randint(4, 24))
    for _ in range(12):
        roll = rng.random()
        if roll < 0.6:
            correct_somewhere(game, rng)
        elif roll < 0.75 and game.can_undo:
            game.apply(Undo())
        elif roll < 0.85 and game.can_redo:
            game.apply(Redo())
        elif game.scorecard.current is not None:  # play on: a bid in the hand in play
            hand = game.scorecard.current
            if hand.expected_bidder is not None and hand.forbidden_bid != 0:
                game.apply(Bid(hand.expected_bidder, 0))
        assert_as_fresh(game, rng)


def test_a_correction_of_hand_1_makes_only_the_hands_read() -> None:
    rng = random.Random(7)
    game = Game(simulate(rng, "whysteria", PLAYERS, "Dan",
                         options={"schedule": "constant", "cards": 7}, hands=40).state)
    before = game.scorecard
    record = swapped(game.state.hands[0], rng)
    assert record is not None
    change = game.apply(Correct(1, record))
    hands = change.scorecard.hands
    assert isinstance(hands, TakenOver)
    assert hands.run == range(1, 40)
    # what is stored moves for the corrected hand only (running totals are not stored)
    rows = game_rows(change.scorecard, before, change.from_hand)
    assert [row.number for row in rows.hands] == [1]
    assert all(hands.made(index) is None for index in hands.run[:-1])  # the last: current
    fresh = evaluate(game.state)
    assert hands[-1] == fresh.hands[-1]
    assert hands[-1].totals != before.hands[-1].totals
    assert change.scorecard.standings == fresh.standings
    assert [index for index in hands.run if hands.made(index) is not None] == [39]


def test_many_corrections_at_many_hands_stay_exact() -> None:
    """Corrections at more different hands than the shifts kept, none read in between:
    every hand is still what a fresh evaluation gives (and reading one recurses once)."""
    rng = random.Random(11)
    game = Game(simulate(rng, "whysteria", PLAYERS, "Dan",
                         options={"schedule": "constant", "cards": 7}, hands=60).state)
    numbers = list(range(1, 60))
    rng.shuffle(numbers)
    corrected = 0
    for number in numbers[: 3 * MOST_SHIFTS]:
        record = swapped(game.state.hands[number - 1], rng)
        if record is not None:
            game.apply(Correct(number, record))
            corrected += 1
    assert corrected > MOST_SHIFTS
    assert_as_fresh(game, rng)


def test_a_corrected_card_pickles_as_its_hands() -> None:
    """Sent to the store's process (or saved), the hands go as a plain tuple."""
    rng = random.Random(3)
    game = Game(simulate(rng, "oh-shit-updown", PLAYERS, "Ann").state)
    record = swapped(game.state.hands[0], rng)
    assert record is not None
    game.apply(Correct(1, record))
    assert isinstance(game.scorecard.hands, TakenOver)
    copy = pickle.loads(pickle.dumps(game.scorecard))
    assert type(copy.hands) is tuple
    assert copy == evaluate(game.state)


def test_hands_played_on_after_a_correction_follow_the_new_totals() -> None:
    rng = random.Random(5)
    game = Game(simulate(rng, "whysteria", PLAYERS, "Dan", hands=12).state)
    record = swapped(game.state.hands[2], rng)
    assert record is not None
    game.apply(Correct(3, record))
    while (hand := game.scorecard.current) is not None and hand.expected_bidder is not None:
        bid = 1 if hand.forbidden_bid != 1 else 0
        game.apply(Bid(hand.expected_bidder, bid))
    hand = game.scorecard.current
    assert hand is not None and hand.cards is not None
    tricks = dict.fromkeys(PLAYERS, 0)
    tricks[PLAYERS[0]] = hand.cards
    game.apply(Tricks(tricks))
    assert_as_fresh(game, rng)


def test_a_correction_undone_and_redone_makes_no_hand_to_store_it() -> None:
    """Undo gives back the card before the correction; what to store moves for the
    corrected hand only, found without making the hands taken over (either way)."""
    rng = random.Random(9)
    game = Game(simulate(rng, "oh-shit-misere", PLAYERS, "Ann").state)
    record = swapped(game.state.hands[1], rng)
    assert record is not None
    corrected = game.apply(Correct(2, record)).scorecard
    hands = corrected.hands
    assert isinstance(hands, TakenOver)
    undone = game.apply(Undo())
    rows = game_rows(undone.scorecard, corrected, undone.from_hand)
    assert [row.number for row in rows.hands] == [2]
    redone = game.apply(Redo())
    assert redone.scorecard is corrected
    rows = game_rows(corrected, undone.scorecard, redone.from_hand)
    assert [row.number for row in rows.hands] == [2]
    assert [index for index in hands.run if hands.made(index) is not None] == \
        [len(hands) - 1]  # the last hand: what is in play or next is asked of it
    assert_as_fresh(game, rng)


def _corrected(seed: int, hands: int = 40) -> tuple[Game, Scorecard, Scorecard]:
    """A constant whysteria game whose hand 1 is corrected: the game, the card before,
    the card after (its later hands taken over)."""
    rng = random.Random(seed)
    game = Game(simulate(rng, "whysteria", PLAYERS, "Dan",
                         options={"schedule": "constant", "cards": 7}, hands=hands).state)
    before = game.scorecard
    record = swapped(game.state.hands[0], rng)
    assert record is not None
    return game, before, game.apply(Correct(1, record)).scorecard


def test_a_slice_reads_the_hands_a_fresh_evaluation_gives_and_keeps_where_they_came_from(
        ) -> None:
    game, before, after = _corrected(7)
    fresh = evaluate(game.state).hands
    hands = after.hands
    assert isinstance(hands, TakenOver)
    assert list(hands[1:4]) == list(fresh[1:4])  # not from the first hand
    assert list(hands[5:1:-2]) == list(fresh[5:1:-2])
    first = hands[:10]
    assert list(first) == list(fresh[:10])
    assert taken_over(first, before.hands) == taken_over(hands, before.hands) == hands.run
    assert moved_players(first, before.hands, PLAYERS) == \
        moved_players(hands, before.hands, PLAYERS) != []


def test_hands_made_from_other_hands_are_not_taken_over_from_them() -> None:
    game, _, after = _corrected(7)
    _, other, _ = _corrected(8)  # another game's hands: the same length, other totals
    assert taken_over(after.hands, other.hands) == range(0)
    assert taken_over(other.hands, after.hands) == range(0)
    assert moved_players(after.hands, other.hands, PLAYERS) == []
    assert after.hands != other.hands and other.hands != after.hands
    assert after.hands == evaluate(game.state).hands


def test_corrections_stacked_past_the_most_kept_become_plain_hands() -> None:
    """Each correction at an earlier hand than the last adds one shift; past
    ``MOST_SHIFTS`` the hands are made, once, into a plain tuple."""
    rng = random.Random(13)
    game = Game(simulate(rng, "whysteria", PLAYERS, "Dan",
                         options={"schedule": "constant", "cards": 7}, hands=40).state)
    corrected = 0
    for number in range(36, 0, -1):
        record = swapped(game.state.hands[number - 1], rng)
        if record is None:
            continue
        game.apply(Correct(number, record))
        corrected += 1
        if corrected == MOST_SHIFTS:  # as many shifts as are kept: still taken over
            assert isinstance(game.scorecard.hands, TakenOver)
        if corrected == MOST_SHIFTS + 1:
            break
    assert corrected == MOST_SHIFTS + 1
    assert type(game.scorecard.hands) is tuple
    assert game.scorecard == evaluate(game.state)


def test_ranges_and_shifts_combine_as_their_definitions_say() -> None:
    assert _plus({"Ann": 1}, {"Ben": 2}) == {"Ann": 1, "Ben": 2}
    assert _plus({"Ann": 1, "Ben": -1}, {"Ben": 2}) == {"Ann": 1, "Ben": 1}
    assert list(_gaps([(2, 4)], 2, 6)) == [(4, 6)]
    assert list(_gaps([(0, 6)], 0, 6)) == []
    assert list(_gaps([(1, 2), (4, 5)], 0, 6)) == [(0, 1), (2, 4), (5, 6)]
    _, before, after = _corrected(7)
    for hands in (after.hands, before.hands):  # taken over or not
        assert [h.number for h in outlines(hands, 2, 5)] == [3, 4, 5]
        assert [h.number for h in outlines(hands, 37, 99)] == [38, 39, 40]
        assert len(outlines(hands)) == 40
    hand = after.hands[3]
    assert hand.totals is not None
    moved = shifted(hand, {"Ann": 5})  # the others' totals stay
    assert moved.totals == {p: t + (5 if p == "Ann" else 0) for p, t in hand.totals.items()}
