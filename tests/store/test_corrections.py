"""A correction of one hand stores that hand's rows only, and what is stored is what a
fresh evaluation of the whole stored game gives — in games whose later hands keep their
stored values (running totals are not stored) and in those with resets and an end by
score, where a correction moves every total after it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scorekeeper.rules import Bid, Correct, RuleError, Tricks
from scorekeeper.rules.game_record import HandRecord
from scorekeeper.rules.rows import GameRows, game_rows
from scorekeeper.rules.simulate import simulate, tricks_near_bids
from scorekeeper.store import GameSession, Store

PLAYERS = ["Ann", "Ben", "Cat", "Dan"]


def swapped(record: HandRecord) -> HandRecord | None:
    """``record`` with the first two different trick counts swapped (None: all alike)."""
    tricks = dict(record.tricks or {})
    pair = next(((a, b) for a in tricks for b in tricks if tricks[a] != tricks[b]), None)
    if pair is None:
        return None
    a, b = pair
    return replace(record, tricks={**tricks, a: tricks[b], b: tricks[a]})


def stored(store: Store, game_id: int) -> tuple[list, list, list]:
    """The game's hand, entry and per-player rows as the database holds them."""
    def rows(sql: str) -> list:
        return [tuple(r) for r in store.db.execute(sql, [game_id]).fetchall()]

    return (rows("SELECT number, cards FROM hands WHERE game_id = ? ORDER BY number"),
            rows("SELECT number, seat, bid, tricks, penalty, score, made FROM entries "
                 "WHERE game_id = ? ORDER BY number, seat"),
            rows("SELECT seat, place, total, hands, exact, score_sum, over_sum, status "
                 "FROM game_players WHERE game_id = ? ORDER BY seat"))


def fresh(store: Store, game_id: int) -> tuple[list, list, list]:
    """The same rows from a full evaluation of the game as stored (its log replayed)."""
    card = store.load_game(game_id).game.scorecard
    rows = game_rows(card)
    return ([(h.number, h.cards) for h in rows.hands],
            [(*e[:6], int(e.made)) for e in rows.entries],
            [(*s[:7], card.status) for s in rows.summaries or ()])


@pytest.mark.parametrize("game", ["whysteria", "oh-hell-pw", "oh-shit-updown"])
def test_a_correction_stores_the_corrected_hands_rows_only(store: Store, game: str,
                                                             monkeypatch) -> None:
    card = simulate(random.Random(3), game, PLAYERS, "Ann", hands=12)
    game_id = store.import_state(card.state)
    session = GameSession.resume(store, game_id)
    written: list[GameRows] = []
    record = store.record

    def spy(*args, **kwargs) -> None:
        written.append(args[3])
        record(*args, **kwargs)

    monkeypatch.setattr(store, "record", spy)
    corrected = moved = 0
    for number, hand in enumerate(card.state.hands, start=1):
        change = swapped(hand)
        if change is None:
            continue
        before = session.scorecard
        try:
            session.apply(Correct(number, change))
        except RuleError:  # e.g. a P&W game that would have ended before its last hand
            assert stored(store, game_id) == fresh(store, game_id)
            continue
        corrected += 1
        moved += session.scorecard.totals != before.totals  # every later total moved
        assert [h.number for h in written[-1].hands] == [number]  # not every hand after it
        assert {e.number for e in written[-1].entries} == {number}
        assert stored(store, game_id) == fresh(store, game_id)
    assert corrected >= 3 and moved >= 1


def test_a_correction_keeps_the_trick_counts_typed_for_the_hand_in_play(store: Store) -> None:
    card = simulate(random.Random(5), "whysteria", PLAYERS, "Ann", hands=6)
    session = GameSession.resume(store, store.import_state(card.state))
    while (current := session.scorecard.current).expected_bidder is not None:
        session.apply(Bid(current.expected_bidder, 0 if current.forbidden_bid != 0 else 1))
    session.save_tricks(current.number, {"Ann": 1})
    first = card.state.hands[0]
    session.apply(Correct(1, swapped(first) or first))
    assert session.typed_tricks() == {"Ann": 1}


def test_hands_played_after_a_correction_keep_the_stored_sums_a_fresh_evaluations(
        store: Store) -> None:
    """Per-player sums are added up from the last change's, not from every hand: after
    each entry they are what summing the whole stored game gives."""
    card = simulate(random.Random(8), "whysteria", PLAYERS, "Ann", hands=8)
    game_id = store.import_state(card.state)
    session = GameSession.resume(store, game_id)
    session.apply(Correct(2, swapped(card.state.hands[1]) or card.state.hands[1]))
    rng = random.Random(9)
    for _ in range(3):
        while (current := session.scorecard.current).expected_bidder is not None:
            bid = 1 if current.forbidden_bid != 1 else 2
            session.apply(Bid(current.expected_bidder, bid))
            assert stored(store, game_id) == fresh(store, game_id)
        session.apply(Tricks(tricks_near_bids(rng, dict(current.bids), current.cards)))
        assert stored(store, game_id) == fresh(store, game_id)
