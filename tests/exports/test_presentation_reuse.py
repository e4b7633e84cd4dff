"""A change presented from the rows before it shows exactly what a whole presentation
shows: bids, tricks, undo, redo and a correction of an early hand."""

from __future__ import annotations

import random
from dataclasses import replace

from scorekeeper.exports.presentation import ScorecardPresentation, present
from scorekeeper.rules import Bid, Change, Correct, Game, Redo, Tricks, Undo
from scorekeeper.rules.game_record import frozen_map
from scorekeeper.rules.simulate import tricks_near_bids

PLAYERS = ["Ann", "Ben", "Cat"]


def step(game: Game, shown: ScorecardPresentation, change: Change) -> ScorecardPresentation:
    from_row = 0 if change.from_hand is None else change.from_hand - 1
    reused = present(change.scorecard, shown, from_row)
    assert reused == present(game.scorecard)
    assert reused.ledger == present(game.scorecard).ledger
    if from_row > 1:  # the hands before the change were taken over, not presented again
        assert reused.rows[0] is shown.rows[0]
    return reused


def test_every_change_presented_from_the_rows_before_it_is_the_whole_card() -> None:
    game = Game.new("oh-shit-updown", PLAYERS, "Ann")
    rng = random.Random(7)
    shown = present(game.scorecard)
    for _ in range(6):
        while (hand := game.scorecard.current).expected_bidder is not None:
            bid = 0 if hand.forbidden_bid != 0 or hand.final_bidder != hand.expected_bidder \
                else 1
            shown = step(game, shown, game.apply(Bid(hand.expected_bidder, bid)))
        hand = game.scorecard.current
        shown = step(game, shown, game.apply(
            Tricks(tricks_near_bids(rng, dict(hand.bids), hand.cards))))
    shown = step(game, shown, game.apply(Undo()))
    shown = step(game, shown, game.apply(Redo()))
    first = game.scorecard.state.hands[1]
    swapped = dict(zip(PLAYERS, reversed([first.tricks[p] for p in PLAYERS]), strict=True))
    corrected = game.apply(Correct(2, replace(first, tricks=frozen_map(swapped))))
    assert corrected.from_hand == 2
    step(game, shown, corrected)


def test_another_game_is_presented_whole() -> None:
    one = Game.new("oh-shit-updown", PLAYERS, "Ann")
    other = Game.new("oh-shit-updown", ["Dan", "Eve", "Fay"], "Dan")
    assert present(other.scorecard, present(one.scorecard), 5) == present(other.scorecard)
