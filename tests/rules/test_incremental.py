"""After every command, the scorecard the game keeps (evaluated incrementally, reusing
unchanged hands and standings) is exactly the one a fresh evaluation gives, and the
change names the first hand whose record moved."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    Bid,
    Correct,
    Game,
    Outcome,
    Penalty,
    Redo,
    Reopen,
    RuleError,
    Stop,
    Tricks,
    TurnUp,
    Undo,
    evaluate,
)
from scorekeeper.rules.commands import Command
from scorekeeper.rules.game_record import HandRecord
from scorekeeper.rules.games import TrickVariant, game_rules
from scorekeeper.rules.house_rules import rules_from_dict
from scorekeeper.rules.results import FINISHED, IN_PROGRESS
from scorekeeper.rules.simulate import random_setup, simulate

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"]


def commands_for(record: HandRecord) -> list[Command]:
    """The commands a scorekeeper types for one recorded hand."""
    if record.out_order is not None or record.loser or record.winner:
        return [Outcome(record.out_order, record.loser, record.winner)]
    out: list[Command] = []
    if record.turn_up is not None:
        out.append(TurnUp(record.turn_up))
    order = record.bid_order or tuple(record.bids)
    out += [Bid(p, record.bids[p]) for p in order]
    out += [Penalty(p, n) for p, n in record.penalties.items()]
    if record.tricks is not None:
        out.append(Tricks(record.tricks))
    return out


def check(game: Game, command: Command) -> None:
    before = game.state
    card_before = game.scorecard
    change = game.apply(command)
    fresh = evaluate(game.state)
    assert change.scorecard is game.scorecard
    assert game.scorecard == fresh, f"incremental scorecard differs after {command!r}"
    hands = list(zip(before.hands, game.state.hands, strict=False))
    first = next((i + 1 for i, (a, b) in enumerate(hands) if a != b),
                 None if len(before.hands) == len(game.state.hands)
                 else len(hands) + 1)
    assert change.from_hand == first
    # A trick game's completed hands before the first one changed are not evaluated again.
    if isinstance(game_rules(game.scorecard.setup), TrickVariant):
        kept = len(card_before.hands) if first is None else first - 1
        for old, new in zip(card_before.hands[:kept], game.scorecard.hands, strict=False):
            if old.complete:
                assert new is old, f"hand {old.number} evaluated again after {command!r}"


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_every_command_keeps_the_scorecard_a_fresh_evaluation_gives(seed: int) -> None:
    rng = random.Random(seed)
    name, players, options = random_setup(rng, NAMES)
    played = simulate(rng, name, players, options=options, hands=rng.randint(2, 8))
    game = Game(evaluate(played.state.__class__(played.setup)).state)
    for number, record in enumerate(played.state.hands, start=1):
        for command in commands_for(record):
            check(game, command)
            if rng.random() < 0.15:  # a slip taken back and put again
                check(game, Undo())
                check(game, Redo())
        if number > 1 and rng.random() < 0.3:  # an earlier hand opened and saved as it was
            earlier = rng.randrange(number - 1)
            check(game, Correct(earlier + 1, game.state.hands[earlier]))
    check(game, Stop())
    check(game, Reopen())
    check(game, Undo())


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_a_correction_that_moves_every_later_total_keeps_a_fresh_evaluations_card(
        seed: int) -> None:
    """Later hands are taken over with new running totals (resets and the end by score
    worked out again), not scored again: the card is still a fresh evaluation's."""
    rng = random.Random(seed)
    name, players, options = random_setup(rng, NAMES)
    played = simulate(rng, name, players, options=options, hands=rng.randint(3, 14))
    game = Game(played.state)
    for _ in range(3):
        number = rng.randint(1, len(game.state.hands))
        record = game.state.hands[number - 1]
        others = simulate(rng, name, players, played.setup.first_dealer, options,
                          hands=number).state.hands
        if len(others) < number:  # that game ended sooner
            continue
        other = others[number - 1]
        changed = replace(record, bids=other.bids, tricks=other.tricks,
                          bid_order=other.bid_order, penalties=other.penalties,
                          out_order=other.out_order, loser=other.loser, winner=other.winner)
        before = game.scorecard
        try:
            check(game, Correct(number, changed))
        except RuleError:  # the game would end earlier, or a table change differs
            assert game.scorecard is before


def test_hands_after_a_correction_that_moves_no_total_are_kept_as_they_were() -> None:
    """A hand's scores depend on its own record only: correcting hand 1's turn-up to
    another card of the same suit moves no score, so the hands after it are taken over
    as the very objects they were (the store's rows then skip them at once)."""
    game = Game.new("oh-shit-updown", ("Ann", "Ben", "Cat"), "Ann")
    for number, turn_up in ((1, "QH"), (2, "2S"), (3, "3C")):
        game.apply(TurnUp(turn_up))
        hand = game.scorecard.current
        while hand.expected_bidder is not None:
            game.apply(Bid(hand.expected_bidder, 0 if hand.forbidden_bid != 0 else 1))
            hand = game.scorecard.current
        bids = game.scorecard.current.bids
        taker = next(p for p, b in bids.items() if b == 0)
        game.apply(Tricks({p: (8 - number if p == taker else 0) for p in bids}))
    before = game.scorecard.hands
    change = game.apply(Correct(1, replace(game.state.hands[0], turn_up="KH")))
    after = change.scorecard.hands
    assert after[0].turn_up == "KH" and after[0].scores == before[0].scores
    assert after[1] is before[1] and after[2] is before[2]


def test_a_correction_that_takes_a_later_total_past_the_end_finishes_the_game() -> None:
    """A house game that ends after a hand where a total passes 25 (a zero bid made
    scores 10; three cards each): hands 2 and 3 are kept as recorded, but their totals
    move, and the game now ends after hand 3."""
    rules = rules_from_dict({"name": "Club", "schedule": {"shape": "constant", "peak": 3},
                             "end": {"above": 25}, "score": {"made": {"base": 10}}})
    game = Game.new("house", ("Ann", "Ben", "Cat"), "Ann", {"rules": rules.to_dict()})
    for taker in ("Ann", "Ben", "Cat"):  # each time the others make their zero bid
        hand = game.scorecard.current
        while hand.expected_bidder is not None:
            game.apply(Bid(hand.expected_bidder, 0))
            hand = game.scorecard.current
        game.apply(Tricks({p: 3 if p == taker else 0 for p in hand.bids}))
    assert game.scorecard.status == IN_PROGRESS  # 20 each
    check(game, Correct(1, replace(game.state.hands[0], tricks={"Ann": 0, "Ben": 0,
                                                                 "Cat": 3})))
    assert game.scorecard.hands[-1].totals == {"Ann": 30, "Ben": 20, "Cat": 10}
    assert game.scorecard.status == FINISHED and game.scorecard.next_hand is None
